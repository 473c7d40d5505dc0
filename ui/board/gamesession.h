// Owns the game being played or watched and is the only object that changes it: views and
// models send intent here, the session plays it through the core and announces what happened.
#pragma once

#include "core/rules/game.h"

#include <QObject>

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);

    const flagfall::Game& game() const { return m_game; }
    void setGame(flagfall::Game game); // emits gameReset

    // Plays `m` when the rules allow it; otherwise returns why not and changes nothing.
    flagfall::MoveCheck play(flagfall::Move m);
    bool undo(int plies = 1); // one position change for all of them
    bool redo();
    void goToPly(int ply);
    // R19: a resignation or an agreed draw ends the game at once.
    void resign(flagfall::Side loser);
    void agreeDraw();

signals:
    void gameReset();
    void moveMade(const flagfall::PlayedMove& move);
    void positionChanged(); // after any change: a move, undo, redo, a jump, a new game
    void gameOver(const flagfall::GameResult& result);
    // Last of every change, once every listener of the signals above has heard of it: the moment
    // to ask the next player (the referee listens here, whatever the order of connections).
    void settled();

private:
    void announce(const flagfall::PlayedMove* move, bool judgeEnd);

    flagfall::Game m_game;
};
