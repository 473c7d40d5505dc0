// The replay page's hooks for the computer's analysis (AnalysisPanel): marks into the move list,
// the better move onto the board, the graph's clicks to the controller, and a finished analysis
// stored in the game's file so that opening it again shows it.
#include "replaypage.h"

#include "replay/analysispanel.h"
#include "replay/bettermoveoverlay.h"
#include "replay/replaycontroller.h"
#include "replay/replaymovesmodel.h"

#include "core/records/recordeval.h"
#include "core/rules/notation.h"

#include <QFileInfo>

void ReplayPage::connectAnalysis()
{
    connect(m_analysis, &AnalysisPanel::plyClicked, m_controller, &ReplayController::setPly);
    connect(m_analysis, &AnalysisPanel::plyAnalysed, this, [this](const flagfall::PlyEval& e) {
        m_moves->setMark(e.ply, e.mark);
        if (e.ply == m_controller->ply()) m_better->setMove(m_analysis->betterMove());
    });
    connect(m_analysis, &AnalysisPanel::marksCleared, this, [this] {
        m_moves->clearMarks();
        m_better->setMove({});
    });
    connect(m_analysis, &AnalysisPanel::analysisFinished, this, &ReplayPage::storeAnalysis);
}

void ReplayPage::followAnalysisLoad()
{
    m_analysis->setGame(m_controller->record());
    for (const flagfall::PlyEval& e : m_analysis->analysis().plies) m_moves->setMark(e.ply, e.mark);
}

void ReplayPage::followAnalysisPly(int ply)
{
    const QString text = ply > 0 ? m_moves->moveNumber(ply) + QLatin1Char(' ') +
                                       QString::fromStdString(flagfall::moveText(
                                           m_controller->timeline().move(ply).move))
                                 : QString();
    m_analysis->setPly(ply, text);
    m_better->setMove(m_analysis->betterMove());
}

// A game read from a file keeps its analysis there (written whole or not at all); a game
// handed over without a file (just played), or read from a Gravon file (which must stay one),
// keeps it on the page only.
void ReplayPage::storeAnalysis(const flagfall::StoredAnalysis& analysis)
{
    m_controller->setAnalysis(analysis); // kept when a comment is saved later
    if (m_path.isEmpty() || !m_writable) return;
    QString error;
    if (!writeRecordFile(&error))
        //: %1 the file name, %2 the reason
        emit saveFailed(tr("The analysis could not be saved in %1.\n%2")
                            .arg(QFileInfo(m_path).fileName(), error));
}
