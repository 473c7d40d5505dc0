// The computer's analysis on the replay page: a button that starts it (on a background thread,
// with a progress bar and a cancel button), the evaluation graph, the line that judges the shown
// move (its mark, the better move, the reason), buttons to step from one marked move to the next
// and each side's summary. Results show as each ply arrives; a finished analysis is handed on to
// be stored in the record.
#pragma once

#include "core/ai/analysis/analysislevel.h"
#include "core/records/moveeval.h"
#include "core/records/record.h"

#include <QWidget>

class AnalysisRun;
class EvalGraph;
class QLabel;
class QProgressBar;
class QPushButton;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // A new game: any run is cancelled and the record's stored analysis, if any, shown.
    void setGame(const flagfall::GameRecord& record);
    // The shown ply and its move as the move list writes it ("7. F6xF7").
    void setPly(int ply, const QString& moveText);
    const flagfall::StoredAnalysis& analysis() const { return m_analysis; }
    const flagfall::PlyEval* evalAt(int ply) const; // nullptr where not analysed
    flagfall::Move betterMove() const;              // of the shown ply when it is marked, else null
    bool running() const;

    EvalGraph* graph() const { return m_graph; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progress() const { return m_progress; }
    QLabel* plyLine() const { return m_line; }
    QLabel* summaryLabel() const { return m_summary; }
    QPushButton* previousMarkButton() const { return m_previousMark; }
    QPushButton* nextMarkButton() const { return m_nextMark; }
    // The nearest ply before (`step` -1) or after (+1) the shown one whose move is marked (an
    // inaccuracy, a mistake or a blunder); -1 when there is none.
    int markedPly(int step) const;

public slots:
    void startAnalysis();
    void cancelAnalysis();
    void previousMark();
    void nextMark();

signals:
    void plyClicked(int ply);
    void plyAnalysed(const flagfall::PlyEval& eval);
    void marksCleared();
    // Every ply the record allows is analysed: the analysis to store with the game.
    void analysisFinished(const flagfall::StoredAnalysis& analysis);

protected:
    void changeEvent(QEvent* event) override;

private:
    void takePly(const flagfall::PlyEval& e);
    void followFinished(bool complete);
    void showState();
    void showSummary();
    void showMarkButtons();
    void retranslateUi();

    AnalysisRun* m_run;
    EvalGraph* m_graph;
    QLabel* m_title;
    QPushButton* m_start;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_line;
    QPushButton* m_previousMark;
    QPushButton* m_nextMark;
    QLabel* m_summary;
    flagfall::GameRecord m_record;
    flagfall::StoredAnalysis m_analysis;
    bool m_redStarts = true;
    int m_ply = 0;
    QString m_moveText;
    int m_level = flagfall::ai::kDefaultAnalysisLevel;
};
