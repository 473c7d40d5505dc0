#include "analysispanel.h"

#include "replay/analysisrun.h"
#include "replay/analysistext.h"
#include "replay/evalgraph.h"

#include "base/themedicon.h"

#include "core/records/evalsummary.h"
#include "core/records/recordeval.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent), m_run(new AnalysisRun(this)), m_graph(new EvalGraph(this)),
      m_title(new QLabel(this)), m_start(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this)), m_line(new QLabel(this)),
      m_previousMark(new QPushButton(themedIcon(QStringLiteral("back")), QString(), this)),
      m_nextMark(new QPushButton(themedIcon(QStringLiteral("forward")), QString(), this)),
      m_summary(new QLabel(this))
{
    for (QLabel* l : {m_line, m_summary}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    m_title->setWordWrap(true); // a narrow side panel wraps it rather than cut it off
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_title, 0, 0);
    grid->addWidget(m_start, 0, 1, Qt::AlignRight);
    grid->addWidget(m_graph, 1, 0, 1, 2);
    grid->addWidget(m_progress, 2, 0);
    grid->addWidget(m_cancel, 2, 1);
    grid->addWidget(m_line, 3, 0, 1, 2);
    auto* marks = new QHBoxLayout;
    marks->addWidget(m_previousMark);
    marks->addWidget(m_nextMark);
    marks->addStretch(1);
    grid->addLayout(marks, 4, 0, 1, 2);
    grid->addWidget(m_summary, 5, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    connect(m_start, &QPushButton::clicked, this, &AnalysisPanel::startAnalysis);
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisPanel::cancelAnalysis);
    connect(m_previousMark, &QPushButton::clicked, this, &AnalysisPanel::previousMark);
    connect(m_nextMark, &QPushButton::clicked, this, &AnalysisPanel::nextMark);
    connect(m_graph, &EvalGraph::plyClicked, this, &AnalysisPanel::plyClicked);
    connect(m_run, &AnalysisRun::plyAnalysed, this, &AnalysisPanel::takePly);
    connect(m_run, &AnalysisRun::finished, this, &AnalysisPanel::followFinished);
    retranslateUi();
    showState();
}

void AnalysisPanel::setGame(const flagfall::GameRecord& record)
{
    m_run->cancel();
    m_record = record;
    m_redStarts = record.redStarts();
    m_analysis = readAnalysis(record).value_or(flagfall::StoredAnalysis{});
    m_graph->setGame(int(record.moves.size()), m_redStarts);
    for (const flagfall::PlyEval& e : m_analysis.plies) m_graph->setEval(e);
    m_ply = 0;
    showSummary();
    showState();
}

void AnalysisPanel::setPly(int ply, const QString& moveText)
{
    m_ply = ply;
    m_moveText = moveText;
    m_graph->setCurrent(ply);
    const flagfall::PlyEval* e = evalAt(ply);
    m_line->setText(e ? AnalysisText::plyLine(moveText, *e) : QString());
    showMarkButtons();
}

int AnalysisPanel::markedPly(int step) const
{
    const auto marked = [](const flagfall::PlyEval& e) {
        return e.mark != flagfall::MoveMark::None;
    };
    const auto& plies = m_analysis.plies;
    const auto at = std::lower_bound(plies.begin(), plies.end(), m_ply,
                                     [](const flagfall::PlyEval& e, int p) { return e.ply < p; });
    if (step > 0) {
        const auto from = at != plies.end() && at->ply == m_ply ? at + 1 : at;
        const auto it = std::find_if(from, plies.end(), marked);
        return it != plies.end() ? it->ply : -1;
    }
    const auto it = std::find_if(std::make_reverse_iterator(at), plies.rend(), marked);
    return it != plies.rend() ? it->ply : -1;
}

void AnalysisPanel::previousMark()
{
    if (const int ply = markedPly(-1); ply >= 0) emit plyClicked(ply);
}

void AnalysisPanel::nextMark()
{
    if (const int ply = markedPly(+1); ply >= 0) emit plyClicked(ply);
}

void AnalysisPanel::showMarkButtons()
{
    m_previousMark->setEnabled(markedPly(-1) >= 0);
    m_nextMark->setEnabled(markedPly(+1) >= 0);
}

const flagfall::PlyEval* AnalysisPanel::evalAt(int ply) const
{
    const auto it = std::lower_bound(m_analysis.plies.begin(), m_analysis.plies.end(), ply,
                                     [](const flagfall::PlyEval& e, int p) { return e.ply < p; });
    return it != m_analysis.plies.end() && it->ply == ply ? &*it : nullptr;
}

flagfall::Move AnalysisPanel::betterMove() const
{
    const flagfall::PlyEval* e = evalAt(m_ply);
    return e && e->mark != flagfall::MoveMark::None ? e->best : flagfall::Move{};
}

bool AnalysisPanel::running() const
{
    return m_run->running();
}

void AnalysisPanel::startAnalysis()
{
    if (m_record.moves.empty()) return;
    m_analysis = flagfall::StoredAnalysis{};
    m_analysis.level = m_level;
    m_graph->setGame(int(m_record.moves.size()), m_redStarts);
    emit marksCleared();
    m_run->start(m_record, m_level);
    m_progress->setRange(0, int(m_record.moves.size()));
    m_progress->setValue(0);
    showSummary();
    showState();
    setPly(m_ply, m_moveText);
}

void AnalysisPanel::cancelAnalysis()
{
    m_run->cancel();
}

void AnalysisPanel::takePly(const flagfall::PlyEval& e)
{
    m_analysis.plies.push_back(e);
    m_graph->setEval(e);
    m_progress->setValue(e.ply);
    emit plyAnalysed(e);
    if (e.ply == m_ply) setPly(m_ply, m_moveText);
    showSummary();
    showMarkButtons();
}

void AnalysisPanel::followFinished(bool complete)
{
    showState();
    if (complete) emit analysisFinished(m_analysis);
}

void AnalysisPanel::showState()
{
    const bool busy = m_run->running();
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_start->setEnabled(!busy && !m_record.moves.empty());
    // Before any analysis the move's line and the summary have nothing to say: the move list
    // above gets their room.
    const bool analysed = busy || !m_analysis.plies.empty();
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_line, m_previousMark, m_nextMark, m_summary})
        w->setVisible(analysed);
    showMarkButtons();
}

void AnalysisPanel::showSummary()
{
    if (m_analysis.plies.empty()) {
        m_summary->clear();
        return;
    }
    const auto sides = flagfall::summarise(m_analysis.plies, m_redStarts);
    m_summary->setText(AnalysisText::summary(flagfall::Side::Red, sides[0]) + QLatin1Char('\n') +
                       AnalysisText::summary(flagfall::Side::Blue, sides[1]));
}

void AnalysisPanel::retranslateUi()
{
    m_title->setText(tr("Computer's analysis (up: Red better, down: Blue better)"));
    m_start->setText(tr("&Analyse game"));
    m_start->setToolTip(tr("Judge every move by what its player could know, in the background"));
    m_cancel->setText(tr("Cancel"));
    m_previousMark->setText(tr("Previous mistake"));
    m_previousMark->setToolTip(tr("Previous marked move: inaccuracy, mistake or blunder (P)"));
    m_nextMark->setText(tr("Next mistake"));
    m_nextMark->setToolTip(tr("Next marked move: inaccuracy, mistake or blunder (N)"));
    m_graph->setAccessibleName(tr("Evaluation"));
    m_progress->setAccessibleName(tr("Analysis progress"));
    showSummary();
    setPly(m_ply, m_moveText);
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
