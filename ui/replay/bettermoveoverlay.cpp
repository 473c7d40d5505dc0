#include "bettermoveoverlay.h"

#include "board/movearrow.h"

#include <QPainter>

void BetterMoveOverlay::setMove(flagfall::Move m)
{
    if (m == m_move) return;
    m_move = m;
    update();
}

void BetterMoveOverlay::paintEvent(QPaintEvent*)
{
    if (m_move.isNull()) return;
    const QRect from = squareRect(m_move.from);
    const QRect to = squareRect(m_move.to);
    if (!from.isValid() || !to.isValid()) return;
    const qreal w = from.width();
    QPainter p(this);
    drawMoveArrow(p, QLineF(from.center(), to.center()), w, QColor(40, 170, 60, 210));
}
