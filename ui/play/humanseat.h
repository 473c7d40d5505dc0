// A person at this computer. The board model hands their moves in (submit), the page their draw
// offers, answers and resignation; a draw offer to them is a question the page puts on screen.
#pragma once

#include "play/seat.h"

class HumanSeat : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;

    bool toMove() const { return m_toMove; }
    // Hands `move`, which the board has checked against the rules, to the referee if it is this
    // person's turn (false if not); an unpaced answer is played before this returns.
    bool submit(flagfall::Move move);
    void offerDraw() { emit drawOffered(); }
    void answerDraw(bool accepted) { emit drawAnswered(accepted); }
    void resign() { emit resigned(); }

    void yourTurn(const flagfall::PlayerView& view) override;
    void turnTakenAway() override { m_toMove = false; }
    void considerDraw(const flagfall::PlayerView& view) override;
    bool paced() const override { return false; }

signals:
    void drawQuestion(flagfall::Side side); // the other side offers a draw: ask this person

private:
    bool m_toMove = false;
};
