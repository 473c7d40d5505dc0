// A place at the table. Whoever sits there, a person at this computer or a program, is asked for
// a move with its own view of the game and answers with a move, a draw offer or a resignation
// (the shape of Cute Chess's ChessPlayer). The Referee asks and listens; a seat never changes
// the game itself, so a later network seat fits without touching the referee.
#pragma once

#include "core/rules/game.h"

#include <QObject>

class Seat : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Your turn with `view`: answer with moveChosen (or drawOffered, resigned).
    virtual void yourTurn(const flagfall::PlayerView& view) = 0;
    // The turn was taken away (undo, a new game, leaving the page): no late answer counts.
    virtual void turnTakenAway() {}
    // The other side offers a draw: answer with drawAnswered.
    virtual void considerDraw(const flagfall::PlayerView& view) = 0;
    // A paced seat's move is shown sliding before it is played; a person's move shows itself.
    virtual bool paced() const { return true; }
    // The referee could not play the move this seat answered: the rules refused it.
    virtual void moveRefused(const flagfall::MoveCheck& why, flagfall::Move move);

signals:
    void moveChosen(flagfall::Move move);
    void drawOffered();
    void drawAnswered(bool accepted);
    void resigned();
};
