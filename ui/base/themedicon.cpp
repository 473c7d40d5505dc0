#include "base/themedicon.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
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

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap pm = pixmap(rect.size() * dpr, mode, state);
        pm.setDevicePixelRatio(dpr);
        painter->drawPixmap(rect, pm);
    }

    // Drawn once a size and ink; a new palette's ink draws anew at the next paint.
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette::ColorGroup group =
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        const QColor ink = QGuiApplication::palette().color(group, QPalette::ButtonText);
        const QString key = QStringLiteral("%1x%2 %3")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(ink.name(QColor::HexArgb));
        if (const auto found = m_drawn.constFind(key); found != m_drawn.cend()) return *found;
        QByteArray svg = m_svg;
        svg.replace(kInk, ink.name().toLatin1());
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        QSvgRenderer(svg).render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        m_drawn.insert(key, pm);
        return pm;
    }

    QIconEngine* clone() const override { return new ThemedIconEngine(*this); }
    QString key() const override { return QStringLiteral("flagfall-themed"); }

private:
    QString m_name;
    QByteArray m_svg;
    QHash<QString, QPixmap> m_drawn; // by size and ink
};
} // namespace

QIcon themedIcon(const QString& name)
{
    return QIcon(new ThemedIconEngine(name));
}
