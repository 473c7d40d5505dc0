#include "engineseat.h"

#include "core/ai/aiplayer.h"

namespace {
constexpr int kProgressTickMs = 50;
}

EngineSeat::EngineSeat(QObject* parent) : Seat(parent)
{
    m_engine.setBackground(true); // below the GUI thread: the window stays smooth while it thinks
    m_progress.setInterval(kProgressTickMs);
    connect(&m_progress, &QTimer::timeout, this, [this] {
        const int budget = qMax(1, moveTimeMs());
        emit thinkingProgress(int(qMin<qint64>(99, m_clock.elapsed() * 100 / budget)));
    });
}

EngineSeat::~EngineSeat()
{
    m_engine.stop();
    joinDrawJudge();
}

int EngineSeat::moveTimeMs() const
{
    return m_moveTimeMs > 0 ? m_moveTimeMs : flagfall::ai::levelParams(m_level).movetimeMs;
}

void EngineSeat::yourTurn(const flagfall::PlayerView& view)
{
    const quint64 generation = ++m_generation;
    m_engine.setLevel(m_level);
    flagfall::ai::Limits limits;
    limits.movetimeMs = moveTimeMs();
    setThinking(true);
    m_engine.start(view, limits, [this, generation](flagfall::Move m) {
        // On the engine's thread: hand the move to the GUI thread and return at once.
        QMetaObject::invokeMethod(
            this, [this, generation, m] { answered(generation, m); }, Qt::QueuedConnection);
    });
}

void EngineSeat::answered(quint64 generation, flagfall::Move move)
{
    if (generation != m_generation) return; // the turn was taken away meanwhile
    setThinking(false);
    emit moveChosen(move);
}

void EngineSeat::turnTakenAway()
{
    m_engine.stop(); // after this returns no callback runs
    ++m_generation;
    setThinking(false);
}

void EngineSeat::setThinking(bool on)
{
    if (on) {
        m_clock.start();
        m_progress.start();
    } else {
        m_progress.stop();
    }
    if (on == m_thinking) return;
    m_thinking = on;
    emit thinkingChanged(on);
    if (on) emit thinkingProgress(0);
}

void EngineSeat::considerDraw(const flagfall::PlayerView& view)
{
    joinDrawJudge();
    // The computer judges the position as if it were to move, as AiPlayer expects.
    flagfall::PlayerView judged = view;
    judged.position.setSideToMove(view.viewer);
    const std::uint64_t seed = std::uint64_t(view.history.size()) + 7;
    m_drawJudge = std::thread([this, judged = std::move(judged), seed, level = m_level] {
        const bool yes = flagfall::ai::AiPlayer(level, seed).acceptsDraw(judged);
        QMetaObject::invokeMethod(
            this, [this, yes] { emit drawAnswered(yes); }, Qt::QueuedConnection);
    });
}

void EngineSeat::joinDrawJudge()
{
    if (m_drawJudge.joinable()) m_drawJudge.join();
}
