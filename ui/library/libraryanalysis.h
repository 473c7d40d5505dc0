// The analysis of games chosen in the game library, one after another in the background: each
// file is read, analysed (AnalysisRun) and written back with its analysis, so that it opens
// analysed; a game already analysed to its end is skipped. A line with a progress bar and a
// cancel button shows how far it got.
#pragma once

#include "core/ai/analysis/analysislevel.h"
#include "core/records/moveeval.h"
#include "core/records/record.h"

#include <QStringList>
#include <QWidget>
#include <optional>

class AnalysisRun;
class QLabel;
class QProgressBar;
class QPushButton;

class LibraryAnalysis : public QWidget {
    Q_OBJECT
public:
    explicit LibraryAnalysis(QWidget* parent = nullptr);

    void start(const QStringList& paths); // queued after any games still to do
    void cancel();
    bool running() const { return m_index < m_paths.size(); }
    int analysed() const { return m_analysed; }
    int failed() const { return m_failed; }
    QLabel* status() const { return m_status; }
    QProgressBar* progress() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }

signals:
    void runningChanged(bool running);
    void gameAnalysed(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void next();
    std::optional<flagfall::GameRecord> freshRecord(const QString& path) const;
    void followFinished(bool complete);
    void showState();

    AnalysisRun* m_run;
    QLabel* m_status;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QStringList m_paths;
    int m_index = 0; // the game under way; m_paths.size() when idle
    flagfall::GameRecord m_record;
    flagfall::StoredAnalysis m_current;
    int m_analysed = 0, m_failed = 0;
    int m_level = flagfall::ai::kDefaultAnalysisLevel;
};
