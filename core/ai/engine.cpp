#include "core/ai/engine.h"

#include "core/ai/base/threadpriority.h"
#include "core/ai/drawjudge.h"

namespace flagfall::ai {

Engine::Engine(int level, std::uint64_t seed)
    : m_level(levelParams(level)), m_rng(seed), m_thread([this] { run(); })
{
}

Engine::~Engine()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        m_stop = true;
        m_job.reset();
    }
    m_wake.notify_all();
    m_thread.join();
}

void Engine::setLevel(int level)
{
    std::lock_guard lock(m_mutex);
    m_level = levelParams(level);
}

int Engine::level() const
{
    std::lock_guard lock(m_mutex);
    return m_level.level;
}

void Engine::start(const PlayerView& view, Limits limits, std::function<void(Move)> onMove)
{
    post(Job{view, limits, std::move(onMove), {}, 0, {}});
}

void Engine::judgeDraw(const PlayerView& view, std::function<void(bool)> onAnswer)
{
    post(Job{view, {}, {}, std::move(onAnswer), 0, {}});
}

void Engine::post(Job job)
{
    stop();
    {
        std::lock_guard lock(m_mutex);
        m_stop = false;
        job.seed = m_rng.next();
        job.level = m_level;
        m_job = std::move(job);
    }
    m_wake.notify_all();
}

void Engine::stop()
{
    std::unique_lock lock(m_mutex);
    m_stop = true;
    m_job.reset();
    if (!onEngineThread()) m_idle.wait(lock, [this] { return !m_busy; });
}

bool Engine::thinking() const
{
    std::lock_guard lock(m_mutex);
    return m_busy || m_job.has_value();
}

SearchResult Engine::lastResult() const
{
    std::lock_guard lock(m_mutex);
    return m_last;
}

void Engine::run()
{
    std::unique_lock lock(m_mutex);
    const int startBits = m_level.ttBits;
    lock.unlock();
    m_table.emplace(startBits);
    lock.lock();
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || m_job.has_value(); });
        if (m_quit) return;
        Job job = std::move(*m_job);
        m_job.reset();
        m_busy = true;
        lock.unlock();
        if (m_background && !m_lowered) m_lowered = lowerThisThreadPriority();
        if (m_background)
            job.limits.threads =
                searchThreadsBesideWindow(job.limits.threads, std::thread::hardware_concurrency());
        if (m_table->bits() != job.level.ttBits) m_table.emplace(job.level.ttBits);
        work(job);
        lock.lock();
        m_busy = false;
        m_idle.notify_all();
    }
}

// On the engine thread, the lock not held.
void Engine::work(Job& job)
{
    if (job.onDraw) {
        const bool yes = acceptsDraw(job.view, job.level, job.seed, &m_stop, &*m_table);
        if (!m_stop) job.onDraw(yes);
        return;
    }
    const SearchResult r = think(job.view, job.level, job.limits, job.seed, &m_stop, &*m_table);
    if (!m_stop && job.onMove) job.onMove(r.best);
    std::lock_guard lock(m_mutex);
    m_last = r;
}

} // namespace flagfall::ai
