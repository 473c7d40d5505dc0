#include "resultcounter.h"

#include "board/gamesession.h"
#include "play/playoptions.h"
#include "play/statistics.h"

ResultCounter::ResultCounter(GameSession* session, Statistics* statistics,
                             const PlayOptions* options, QObject* parent)
    : QObject(parent), m_session(session), m_statistics(statistics), m_options(options)
{
    connect(session, &GameSession::gameReset, this, [this] {
        m_counted = m_session->game().result().over();
        m_added.reset();
    });
    connect(session, &GameSession::positionChanged, this, &ResultCounter::positionChanged);
    connect(session, &GameSession::gameOver, this, &ResultCounter::gameOver);
}

void ResultCounter::gameOver(const flagfall::GameResult& result)
{
    if (m_counted || !m_statistics) return;
    m_counted = true;
    if (m_options->opponent == Opponent::Human) return; // two players at one computer
    const auto mine = flagfall::winFor(m_options->human);
    m_added = result.outcome == flagfall::Outcome::Draw ? 0 : result.outcome == mine ? 1 : -1;
    m_statistics->addResult(m_options->variant, m_options->level, *m_added);
}

void ResultCounter::positionChanged()
{
    if (!m_added || m_session->game().result().over()) return;
    m_statistics->takeBackResult(m_options->variant, m_options->level, *m_added);
    m_added.reset();
    m_counted = false;
}
