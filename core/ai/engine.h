// The non-blocking facade for interactive play: start() returns at once and the move arrives
// through the callback, on the engine's own thread; stop() cancels within milliseconds; the
// engine may be destroyed at any moment (it joins its thread).
#pragma once

#include "core/ai/search/search.h"
#include "core/ai/search/transposition.h"

#include "core/base/random.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace flagfall::ai {

class Engine {
public:
    explicit Engine(int level = kDefaultLevel, std::uint64_t seed = 1);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    void setLevel(int level);
    // Thinks below the priority of other threads, leaving a core to the window
    // (searchThreadsBesideWindow), from the next search on (a window's engine; the
    // command line's matches leave it off, so that both sides of a match are treated alike).
    void setBackground(bool background) { m_background = background; }
    int level() const;
    // Starts thinking about `view` (cancelling any search under way). `onMove` is called once,
    // on the engine thread, unless stop() comes first; it may call start() but not stop().
    void start(const PlayerView& view, Limits limits, std::function<void(Move)> onMove);
    // Judges a draw offer about `view` as the command line's players do (core/ai/drawjudge.h),
    // in place of any search under way; `onAnswer` is called once, on the engine thread, unless
    // stop() comes first.
    void judgeDraw(const PlayerView& view, std::function<void(bool)> onAnswer);
    // Cancels the search; after it returns no callback runs.
    void stop();
    bool thinking() const;
    SearchResult lastResult() const;

private:
    struct Job {
        PlayerView view;
        Limits limits;
        std::function<void(Move)> onMove;
        std::function<void(bool)> onDraw; // set instead of onMove: a draw offer to judge
        std::uint64_t seed = 0;
        LevelParams level;
    };
    void run();
    void post(Job job);
    void work(Job& job);
    bool onEngineThread() const { return std::this_thread::get_id() == m_thread.get_id(); }

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::optional<Job> m_job;
    bool m_busy = false;
    bool m_quit = false;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_background{false};
    bool m_lowered = false; // on the engine thread only
    // On the engine thread only: made when the thread starts, so its pages are touched while
    // the player sets up, not during the first moves; made again only for another level's size.
    std::optional<TranspositionTable> m_table;
    LevelParams m_level;
    Random m_rng;
    SearchResult m_last;
    std::thread m_thread; // last: starts once everything above exists
};

} // namespace flagfall::ai
