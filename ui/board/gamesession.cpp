#include "gamesession.h"

GameSession::GameSession(QObject* parent) : QObject(parent) {}

void GameSession::setGame(flagfall::Game game)
{
    m_game = std::move(game);
    emit gameReset();
    emit positionChanged();
    announceEnd();
}

flagfall::MoveCheck GameSession::play(flagfall::Move m)
{
    const flagfall::MoveCheck check = m_game.play(m);
    if (!check.legal()) return check;
    emit moveMade(m_game.moves()[m_game.ply() - 1]);
    emit positionChanged();
    announceEnd();
    return check;
}

bool GameSession::undo(int plies)
{
    int undone = 0;
    while (undone < plies && m_game.undo()) ++undone;
    if (undone == 0) return false;
    emit positionChanged();
    return true;
}

bool GameSession::redo()
{
    if (!m_game.redo()) return false;
    emit positionChanged();
    announceEnd();
    return true;
}

void GameSession::goToPly(int ply)
{
    if (ply == m_game.ply()) return;
    m_game.goToPly(ply);
    emit positionChanged();
}

void GameSession::resign(flagfall::Side loser)
{
    if (m_game.result().over()) return;
    m_game.resign(loser);
    emit positionChanged();
    announceEnd();
}

void GameSession::agreeDraw()
{
    if (m_game.result().over()) return;
    m_game.agreeDraw();
    emit positionChanged();
    announceEnd();
}

void GameSession::announceEnd()
{
    const flagfall::GameResult r = m_game.result();
    if (r.over()) emit gameOver(r);
}
