// The marks on one square of the board: the last moves' squares, where a picked piece may go
// (a dot on an empty square, corner wedges on a piece it may attack), the picked piece's frame,
// the keyboard's square, and what is known of a piece (the moved dot, the opponent's eye).
#pragma once

class QColor;
class QModelIndex;
class QPainter;
class QRect;

namespace squaremarks {

// The colour of the opponent's last move, its squares and its arrow: never like the player's own.
QColor theirMove();

// Before the piece is drawn.
void paintUnder(QPainter& p, const QModelIndex& index, const QRect& r);
// On the piece: what is known of it.
void paintKnowledge(QPainter& p, const QModelIndex& index, const QRect& r);
// After the piece: `cursor` when the keyboard's square is this one and the board has the focus.
void paintOver(QPainter& p, const QModelIndex& index, const QRect& r, bool cursor,
               const QColor& cursorColour);

} // namespace squaremarks
