// The better move of a marked move, drawn over the board as a green arrow from where the piece
// stood to where it should have gone.
#pragma once

#include "board/boardoverlay.h"

class BetterMoveOverlay : public BoardOverlay {
    Q_OBJECT
public:
    using BoardOverlay::BoardOverlay;

    void setMove(flagfall::Move m); // a null move shows nothing
    flagfall::Move move() const { return m_move; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    flagfall::Move m_move;
};
