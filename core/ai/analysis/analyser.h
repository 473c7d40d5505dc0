// Analyses a game on a thread of its own (the search's helper threads beside it), so that a
// window stays live: start() returns at once, each judged ply and the end arrive through
// callbacks on that thread, stop() cancels within a search's check of its atomic flag.
#pragma once

#include "core/ai/analysis/analysis.h"

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace flagfall::ai {

class Analyser {
public:
    using DoneCallback = std::function<void(const Parsed<GameAnalysis>&)>;

    Analyser() = default;
    ~Analyser();
    Analyser(const Analyser&) = delete;
    Analyser& operator=(const Analyser&) = delete;

    // Thinks below the priority of other threads and leaves a core to the window (a window's
    // analysis).
    void setBackground(bool background) { m_background = background; }
    // Analyses `record` (cancelling any analysis under way). `onPly` runs for each ply and
    // `onDone` once at the end, unless stop() comes first; both on the analyser's thread.
    void start(GameRecord record, AnalysisOptions options, PlyCallback onPly, DoneCallback onDone);
    // Cancels the analysis; after it returns no callback runs. Not from a callback.
    void stop();
    bool running() const { return m_running; }

private:
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_running{false};
    bool m_background = false;
};

} // namespace flagfall::ai
