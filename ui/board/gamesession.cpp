#include "gamesession.h"

GameSession::GameSession(QObject* parent) : QObject(parent) {}

void GameSession::setGame(flagfall::Game game)
{
    m_game = std::move(game);
    emit gameReset();
    announce(nullptr, true);
}

flagfall::MoveCheck GameSession::play(flagfall::Move m)
{
    const flagfall::MoveCheck check = m_game.play(m);
    if (!check.legal()) return check;
    announce(&m_game.moves()[m_game.ply() - 1], true);
    return check;
}

bool GameSession::undo(int plies)
{
    int undone = 0;
    while (undone < plies && m_game.undo()) ++undone;
    if (undone == 0) return false;
    announce(nullptr, false);
    return true;
}

bool GameSession::redo()
{
    if (!m_game.redo()) return false;
    announce(nullptr, true);
    return true;
}

void GameSession::goToPly(int ply)
{
    if (ply == m_game.ply()) return;
    m_game.goToPly(ply);
    announce(nullptr, false);
}

void GameSession::resign(flagfall::Side loser)
{
    if (m_game.result().over()) return;
    m_game.resign(loser);
    announce(nullptr, true);
}

void GameSession::agreeDraw()
{
    if (m_game.result().over()) return;
    m_game.agreeDraw();
    announce(nullptr, true);
}

// The one order of every change: what happened, to every listener, and only then `settled`, on
// which the next player is asked. A seat that answers at once (a script, a network peer) cannot
// overtake the save of the move before it.
void GameSession::announce(const flagfall::PlayedMove* move, bool judgeEnd)
{
    if (move) emit moveMade(*move);
    emit positionChanged();
    const flagfall::GameResult r = m_game.result();
    if (judgeEnd && r.over()) emit gameOver(r);
    emit settled();
}
