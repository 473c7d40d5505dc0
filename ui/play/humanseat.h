// A person at this computer. The board model hands their moves in (submit), the page their draw
// offers, answers and resignation; a draw offer to them is a question the page puts on screen.
#pragma once

#include "play/seat.h"

#include <optional>

class HumanSeat : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;

    bool toMove() const { return m_toMove; }
    // Plays `move` if it is this person's turn: the referee answers before this returns.
    flagfall::MoveCheck submit(flagfall::Move move);
    void offerDraw() { emit drawOffered(); }
    void answerDraw(bool accepted) { emit drawAnswered(accepted); }
    void resign() { emit resigned(); }

    void yourTurn(const flagfall::PlayerView& view) override;
    void turnTakenAway() override { m_toMove = false; }
    void considerDraw(const flagfall::PlayerView& view) override;
    bool paced() const override { return false; }
    void moveRefused(const flagfall::MoveCheck& why, flagfall::Move move) override;

signals:
    void drawQuestion(flagfall::Side side); // the other side offers a draw: ask this person

private:
    bool m_toMove = false;
    std::optional<flagfall::MoveCheck> m_refusal;
};
