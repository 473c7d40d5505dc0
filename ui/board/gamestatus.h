// What the pages show of a game at a glance: whose turn, the result, the last move with its mover,
// and whether undo and a hint are open now (set by whoever runs the game). Pages and covers read
// this instead of reaching into the game; `changed` follows every change of any of it.
#pragma once

#include "core/rules/game.h"

#include <QObject>
#include <optional>

class GameSession;

class GameStatus : public QObject {
    Q_OBJECT
public:
    explicit GameStatus(GameSession* session, QObject* parent = nullptr);

    flagfall::Side sideToMove() const;
    flagfall::GameResult result() const;
    bool over() const { return result().over(); }
    std::optional<flagfall::PlayedMove> lastMove() const; // with its mover
    const flagfall::RuleSet& rules() const;

    bool canUndo() const { return m_canUndo; }
    bool canHint() const { return m_canHint; }
    void setHelp(bool canUndo, bool canHint);

signals:
    void changed();

private:
    const flagfall::Game& game() const;

    GameSession* m_session;
    bool m_canUndo = false;
    bool m_canHint = false;
};
