#include "movearrow.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>

void drawMoveArrow(QPainter& p, const QLineF& line, qreal square, const QColor& colour)
{
    const qreal head = square * 0.3;
    const QLineF shaft(line.p1(), line.pointAt(1 - head * 0.8 / std::max(1.0, line.length())));
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour, std::max(3.0, square / 9), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    QLineF side(line.p2(), line.p1());
    side.setLength(head);
    QLineF left = side, right = side;
    left.setAngle(side.angle() + 28);
    right.setAngle(side.angle() - 28);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({line.p2(), left.p2(), right.p2()}));
}
