#include "materialchart.h"

#include "replay/plychart.h"

#include "board/piecerenderer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

MaterialChart::MaterialChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setMinimumHeight(60);
    setCursor(Qt::PointingHandCursor);
}

void MaterialChart::setBalances(QVector<int> balances)
{
    m_balances = std::move(balances);
    m_range = 1;
    for (int b : m_balances) m_range = std::max(m_range, std::abs(b));
    m_current = 0;
    update();
}

void MaterialChart::setCurrent(int ply)
{
    if (ply == m_current) return;
    m_current = ply;
    update();
}

QRectF MaterialChart::plotRect() const
{
    return PlyChart::plotArea(this);
}

QPointF MaterialChart::pointAt(int ply, const QRectF& r) const
{
    const int last = std::max<int>(1, m_balances.size() - 1);
    const qreal x = r.left() + r.width() * ply / last;
    const qreal y = r.center().y() - r.height() / 2 * m_balances.value(ply) / m_range;
    return {x, y};
}

int MaterialChart::plyAtX(qreal x) const
{
    return PlyChart::plyAt(x, plotRect(), std::max<int>(0, int(m_balances.size()) - 1));
}

void MaterialChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    PlyChart::paintFrame(p, this, r);
    if (m_balances.isEmpty()) return;
    paintCurve(p, r);
    const QPointF now = pointAt(m_current, r);
    p.setPen(QPen(palette().text().color(), 1));
    p.drawLine(QPointF(now.x(), r.top()), QPointF(now.x(), r.bottom()));
    p.setBrush(palette().text());
    p.drawEllipse(now, 3, 3);
}

// Red's lead fills above the middle line in red, Blue's below it in blue.
void MaterialChart::paintCurve(QPainter& p, const QRectF& r) const
{
    QPainterPath area;
    area.moveTo(r.left(), r.center().y());
    for (int k = 0; k < m_balances.size(); ++k) area.lineTo(pointAt(k, r));
    area.lineTo(pointAt(int(m_balances.size()) - 1, r).x(), r.center().y());
    area.closeSubpath();
    const QRectF upper(r.left(), r.top(), r.width(), r.height() / 2);
    const QRectF lower(r.left(), r.center().y(), r.width(), r.height() / 2);
    for (auto [half, side] :
         {std::pair{upper, flagfall::Side::Red}, {lower, flagfall::Side::Blue}}) {
        QColor c = PieceRenderer::sideColor(side);
        p.save();
        p.setClipRect(half);
        c.setAlpha(110);
        p.fillPath(area, c);
        c.setAlpha(255);
        p.strokePath(area, QPen(c, 1.2));
        p.restore();
    }
}

void MaterialChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !m_balances.isEmpty())
        emit plyClicked(plyAtX(event->position().x()));
}

void MaterialChart::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::LeftButton) && !m_balances.isEmpty())
        emit plyClicked(plyAtX(event->position().x()));
}
