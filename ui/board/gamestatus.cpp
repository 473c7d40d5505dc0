#include "gamestatus.h"

#include "board/gamesession.h"

GameStatus::GameStatus(GameSession* session, QObject* parent) : QObject(parent), m_session(session)
{
    connect(session, &GameSession::positionChanged, this, &GameStatus::changed);
}

const flagfall::Game& GameStatus::game() const
{
    return m_session->game();
}

flagfall::Side GameStatus::sideToMove() const
{
    return game().position().sideToMove();
}

flagfall::GameResult GameStatus::result() const
{
    return game().result();
}

std::optional<flagfall::PlayedMove> GameStatus::lastMove() const
{
    const flagfall::Game& g = game();
    if (g.ply() == 0) return std::nullopt;
    return g.moves()[std::size_t(g.ply() - 1)];
}

const flagfall::RuleSet& GameStatus::rules() const
{
    return game().rules();
}

void GameStatus::setHelp(bool canUndo, bool canHint)
{
    if (canUndo == m_canUndo && canHint == m_canHint) return;
    m_canUndo = canUndo;
    m_canHint = canHint;
    emit changed();
}
