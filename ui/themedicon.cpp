#include "themedicon.h"

#include <QFile>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QSvgRenderer>

namespace {
constexpr char kInk[] = "#333";

class ThemedIconEngine : public QIconEngine {
public:
    explicit ThemedIconEngine(QString name) : m_name(std::move(name))
    {
        QFile file(QStringLiteral(":/icons/%1.svg").arg(m_name));
        if (file.open(QIODevice::ReadOnly)) m_svg = file.readAll();
    }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette::ColorGroup group =
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        const QColor ink = QGuiApplication::palette().color(group, QPalette::ButtonText);
        QByteArray svg = m_svg;
        svg.replace(kInk, ink.name().toLatin1());
        QSvgRenderer renderer(svg);
        renderer.render(painter, rect);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }

    QIconEngine* clone() const override { return new ThemedIconEngine(*this); }
    QString key() const override { return QStringLiteral("flagfall-themed"); }

private:
    QString m_name;
    QByteArray m_svg;
};
} // namespace

QIcon themedIcon(const QString& name)
{
    return QIcon(new ThemedIconEngine(name));
}
