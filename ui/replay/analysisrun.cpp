#include "analysisrun.h"

#include <QMetaObject>

AnalysisRun::AnalysisRun(QObject* parent)
    : QObject(parent), m_analyser(std::make_unique<flagfall::ai::Analyser>())
{
    m_analyser->setBackground(true);
}

AnalysisRun::~AnalysisRun()
{
    m_analyser.reset(); // joins the thread: nothing calls back into a half-destroyed object
}

void AnalysisRun::start(const flagfall::GameRecord& record, int level)
{
    cancel();
    const int generation = ++m_generation;
    m_running = true;
    flagfall::ai::AnalysisOptions options;
    options.level = level;
    m_analyser->start(
        record, options,
        [this, generation](const flagfall::PlyEval& e) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, e] {
                    if (generation == m_generation) emit plyAnalysed(e);
                },
                Qt::QueuedConnection);
        },
        [this, generation](const flagfall::Parsed<flagfall::ai::GameAnalysis>& r) {
            const bool complete = r.value && !r->stopped;
            QMetaObject::invokeMethod(
                this,
                [this, generation, complete] {
                    if (generation != m_generation) return;
                    m_running = false;
                    emit finished(complete);
                },
                Qt::QueuedConnection);
        });
}

void AnalysisRun::cancel()
{
    ++m_generation;
    m_analyser->stop();
    if (m_running) {
        m_running = false;
        emit finished(false);
    }
}
