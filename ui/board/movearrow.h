// The arrow the board draws for a move (the opponent's last move, the analysis's better move):
// a round-capped shaft and a filled head, sized to the squares.
#pragma once

#include <QColor>
#include <QLineF>

class QPainter;

// `line` from the centre of the square left to the arrow's tip; `square` the squares' width.
void drawMoveArrow(QPainter& p, const QLineF& line, qreal square, const QColor& colour);
