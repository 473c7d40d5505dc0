#include "librarykeeper.h"

#include "board/gamesession.h"
#include "games/gamelibrary.h"
#include "play/playoptions.h"

LibraryKeeper::LibraryKeeper(GameSession* session, RecordSource record, const PlayOptions* options,
                             QObject* parent)
    : QObject(parent), m_record(std::move(record)), m_options(options)
{
    connect(session, &GameSession::gameReset, this,
            [this, session] { m_stored = session->game().result().over(); });
    connect(session, &GameSession::gameOver, this, &LibraryKeeper::gameOver);
}

void LibraryKeeper::gameOver()
{
    if (m_stored) return;
    m_stored = true;
    const auto human =
        m_options->opponent == Opponent::Human ? std::nullopt : std::optional(m_options->human);
    QString why;
    if (GameLibrary().store(m_record(), human, &why).isEmpty())
        emit failed(tr("The finished game could not be kept in the game library: %1").arg(why));
}
