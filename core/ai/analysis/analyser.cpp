#include "core/ai/analysis/analyser.h"

#include "core/ai/base/threadpriority.h"

namespace flagfall::ai {

Analyser::~Analyser()
{
    stop();
}

void Analyser::start(GameRecord record, AnalysisOptions options, PlyCallback onPly,
                     DoneCallback onDone)
{
    stop();
    m_stop = false;
    m_running = true;
    if (m_background)
        options.limits.threads =
            searchThreadsBesideWindow(options.limits.threads, std::thread::hardware_concurrency());
    m_thread = std::thread([this, record = std::move(record), options, onPly = std::move(onPly),
                            onDone = std::move(onDone), background = m_background] {
        if (background) lowerThisThreadPriority(); // the search's helpers inherit it
        const auto report = [&](const PlyEval& e) {
            if (!m_stop && onPly) onPly(e);
        };
        const auto result = analyseRecord(record, options, &m_stop, report);
        if (!m_stop && onDone) onDone(result);
        m_running = false;
    });
}

void Analyser::stop()
{
    m_stop = true;
    if (m_thread.joinable()) m_thread.join();
    m_running = false;
}

} // namespace flagfall::ai
