#include "engineseat.h"

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
    if (m_drawJudge) m_drawJudge->stop();
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
    if (!m_drawJudge) {
        m_drawJudge = std::make_unique<flagfall::ai::Engine>();
        m_drawJudge->setBackground(true);
    }
    m_drawJudge->setLevel(m_level);
    m_drawJudge->judgeDraw(view, [this](bool yes) {
        // On the judge's thread: hand the answer to the GUI thread and return at once.
        QMetaObject::invokeMethod(
            this, [this, yes] { emit drawAnswered(yes); }, Qt::QueuedConnection);
    });
}
