#include "librarykeeper.h"

#include "board/gamesession.h"
#include "games/gamelibrary.h"
#include "play/playoptions.h"

LibraryKeeper::LibraryKeeper(GameSession* session, RecordSource record, const PlayOptions* options,
                             QObject* parent)
    : QObject(parent), m_record(std::move(record)), m_options(options)
{
    connect(session, &GameSession::gameReset, this, [this, session] {
        m_opened = session->game().result().over();
        m_path.clear();
    });
    connect(session, &GameSession::gameOver, this, [this, session] { gameOver(session->game()); });
}

// A resignation before the resigning side made a move is a game never begun: not worth a place.
bool LibraryKeeper::neverBegun(const flagfall::Game& game)
{
    const flagfall::GameResult r = game.result();
    if (r.termination != flagfall::Termination::Resigned) return false;
    const flagfall::Side loser =
        r.outcome == flagfall::Outcome::RedWins ? flagfall::Side::Blue : flagfall::Side::Red;
    for (int k = 0; k < game.ply(); ++k)
        if (game.moves()[std::size_t(k)].mover == loser) return false;
    return true;
}

void LibraryKeeper::gameOver(const flagfall::Game& game)
{
    if (m_opened || neverBegun(game)) return;
    const auto human =
        m_options->opponent == Opponent::Human ? std::nullopt : std::optional(m_options->human);
    QString why;
    const QString path = GameLibrary().store(m_record(), human, &why, m_path);
    if (path.isEmpty())
        //: %1 the reason, such as "the disk is full"
        emit failed(tr("The finished game could not be kept in the game library: %1").arg(why));
    else
        emit kept(m_path = path);
}
