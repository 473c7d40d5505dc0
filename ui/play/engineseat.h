// The computer at the table: ai::Engine thinks on its own thread about the seat's view and its
// answer comes back to the GUI thread by a queued call. A generation counter drops the answer of
// a turn taken away. A draw offer is judged by a second engine, so that the move search goes on.
// The hint is a second engine seat that is asked but never seated.
#pragma once

#include "play/seat.h"

#include "core/ai/engine.h"

#include <QElapsedTimer>
#include <QTimer>
#include <memory>

class EngineSeat : public Seat {
    Q_OBJECT
public:
    explicit EngineSeat(QObject* parent = nullptr);
    ~EngineSeat() override;

    void setLevel(int level) { m_level = level; }
    // Tests and benches: the time per move instead of the level's own (0: the level's).
    void setMoveTime(int ms) { m_moveTimeMs = ms; }
    bool thinking() const { return m_thinking; }

    void yourTurn(const flagfall::PlayerView& view) override;
    void turnTakenAway() override;
    void considerDraw(const flagfall::PlayerView& view) override;

signals:
    void thinkingChanged(bool thinking);
    void thinkingProgress(int percent);

private:
    void answered(quint64 generation, flagfall::Move move);
    void setThinking(bool on);
    int moveTimeMs() const;

    flagfall::ai::Engine m_engine;
    int m_level = flagfall::ai::kDefaultLevel;
    int m_moveTimeMs = 0;
    bool m_thinking = false;
    quint64 m_generation = 0; // bumps on every turn and every stop
    QElapsedTimer m_clock;
    QTimer m_progress;
    std::unique_ptr<flagfall::ai::Engine> m_drawJudge; // made at the first offer
};
