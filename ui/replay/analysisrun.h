// A game's analysis run from a window: the core's Analyser on its own thread below the GUI's
// priority, each judged ply and the end brought back to the GUI thread as signals; cancel() (or
// a new start) drops whatever the old run still reports.
#pragma once

#include "core/ai/analysis/analyser.h"

#include <QObject>

#include <memory>

class AnalysisRun : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRun(QObject* parent = nullptr);
    ~AnalysisRun() override;

    // Analyses `record` at `level` (1-5), cancelling a run under way.
    void start(const flagfall::GameRecord& record, int level);
    void cancel();
    bool running() const { return m_running; }

signals:
    void plyAnalysed(const flagfall::PlyEval& eval);
    // `complete`: every ply the record allows was analysed (not cancelled, not failed).
    void finished(bool complete);

private:
    std::unique_ptr<flagfall::ai::Analyser> m_analyser;
    int m_generation = 0;
    bool m_running = false;
};
