#include "replaypage.h"

#include "base/escapeback.h"
#include "base/themedicon.h"

#include "base/settings.h"
#include "board/boardview.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "board/piecetext.h"
#include "games/recordtext.h"
#include "replay/analysispanel.h"
#include "replay/beliefslayer.h"
#include "replay/bettermoveoverlay.h"
#include "replay/combatoverlay.h"
#include "replay/lossesview.h"
#include "replay/materialchart.h"
#include "replay/movesplitter.h"
#include "replay/replaycontroller.h"
#include "replay/replaycontrols.h"
#include "replay/replaymovesmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QWheelEvent>

using flagfall::Side;

ReplayPage::ReplayPage(Settings* settings, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_controller(new ReplayController(this)),
      m_board(new BoardModel(m_controller->session(), this)),
      m_moves(new ReplayMovesModel(m_controller, this)), m_view(new BoardView(this)),
      m_overlay(nullptr), m_beliefs(nullptr), m_controls(new ReplayControls(m_controller, this)),
      m_title(new QLabel(this)), m_details(new QLabel(this)), m_perspectiveLabel(new QLabel(this)),
      m_perspective(new QComboBox(this)), m_moveView(new QListView(this)),
      m_redLossesLabel(new QLabel(this)), m_blueLossesLabel(new QLabel(this)),
      m_redLosses(new LossesView(Side::Red, this)), m_blueLosses(new LossesView(Side::Blue, this)),
      m_chartLabel(new QLabel(this)), m_chart(new MaterialChart(this)),
      m_analysis(new AnalysisPanel(this)), m_better(nullptr), m_commentLabel(new QLabel(this)),
      m_comment(new QPlainTextEdit(this)), m_marks(new QLabel(this)), m_noteTimer(new QTimer(this)),
      m_continue(new QPushButton(this)),
      m_back(new QPushButton(themedIcon(QStringLiteral("back")), QString(), this))
{
    m_view->setModel(m_board);
    m_overlay = new CombatOverlay(m_view, m_board);
    m_beliefs = new BeliefsLayer(m_controller, m_board, m_view, this);
    m_better = new BetterMoveOverlay(m_view, m_board);
    m_view->viewport()->installEventFilter(this);
    m_moveView->setModel(m_moves);
    m_moveView->setUniformItemSizes(true);
    // A record may hold millions of plies: the list lays itself out in batches between events,
    // so the page opens at once (a game of normal length is one batch).
    m_moveView->setLayoutMode(QListView::Batched);
    m_moveView->setBatchSize(20000);
    for (int i = 0; i < 3; ++i) m_perspective->addItem(QString(), i);
    m_perspective->setCurrentIndex(int(m_board->perspective()));

    auto* boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_view, 1);
    boardColumn->addWidget(m_controls);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(boardColumn, 3);
    layout->addWidget(buildSidePanel(), 2);

    connect(m_perspective, &QComboBox::currentIndexChanged, this,
            [this](int i) { setPerspective(BoardModel::Perspective(i)); });
    connect(m_beliefs, &BeliefsLayer::perspectiveWanted, this, &ReplayPage::setPerspective);
    connect(m_moveView, &QListView::clicked, this, &ReplayPage::followMoveClicked);
    connect(m_moveView, &QListView::activated, this, &ReplayPage::followMoveClicked);
    connect(m_chart, &MaterialChart::plyClicked, m_controller, &ReplayController::setPly);
    connect(m_controller, &ReplayController::loaded, this, &ReplayPage::followLoad);
    connect(m_controller, &ReplayController::plyChanged, this, &ReplayPage::followPly);
    connect(m_continue, &QPushButton::clicked, this, &ReplayPage::continueFromHere);
    connect(m_back, &QPushButton::clicked, this, &ReplayPage::backRequested);
    backOnEscape(this, m_back);
    connect(m_settings, &Settings::numberingChanged, this, &ReplayPage::applyNumbering);
    connectAnalysis();
    addShortcuts();
    applyNumbering();
    retranslateUi();
    followLoad();
}

QWidget* ReplayPage::buildSidePanel()
{
    auto* panel = new QWidget(this);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    m_title->setFont(f);
    m_chartLabel->setWordWrap(true);
    for (QLabel* l : {m_title, m_details}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText); // names from shared records, never markup
    }
    buildCommentBox();
    m_perspectiveLabel->setBuddy(m_perspective);
    auto* grid = new QGridLayout(panel);
    grid->setContentsMargins(0, 0, 0, 0);
    int row = 0;
    grid->addWidget(m_title, row++, 0, 1, 2);
    grid->addWidget(m_details, row++, 0, 1, 2);
    grid->addWidget(m_perspectiveLabel, row, 0);
    auto* show = new QHBoxLayout;
    show->addWidget(m_perspective, 1);
    show->addWidget(m_beliefs->button());
    grid->addLayout(show, row++, 1);
    grid->addWidget(m_beliefs->note(), row++, 0, 1, 2);
    m_split = new MoveSplitter(m_moveView, buildDetails(), panel);
    m_split->setListFraction(m_settings->replayListShare());
    connect(m_split, &MoveSplitter::listFractionChanged, m_settings, &Settings::setReplayListShare);
    grid->addWidget(m_split, row++, 0, 1, 2);
    grid->setRowStretch(row - 1, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_continue);
    grid->addLayout(buttons, row++, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    return panel;
}

// Under the move list: the comment, the losses, the charts and the analysis.
QWidget* ReplayPage::buildDetails()
{
    auto* details = new QWidget(this);
    auto* grid = new QGridLayout(details);
    grid->setContentsMargins(0, 0, 0, 0);
    int row = 0;
    // The comment first, under its move: the player writes there while reading the list.
    auto* heading = new QHBoxLayout;
    heading->addWidget(m_commentLabel);
    heading->addWidget(m_marks, 1);
    grid->addLayout(heading, row++, 0, 1, 2);
    grid->addWidget(m_comment, row++, 0, 1, 2);
    // Each label as high as the first row of tiles, its text level with their counts.
    for (auto [label, view] :
         {std::pair{m_redLossesLabel, m_redLosses}, std::pair{m_blueLossesLabel, m_blueLosses}}) {
        label->setMinimumHeight(LossesView::kRowHeight);
        label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        grid->addWidget(label, row, 0, Qt::AlignTop);
        grid->addWidget(view, row++, 1);
    }
    grid->addWidget(m_chartLabel, row++, 0, 1, 2);
    grid->addWidget(m_chart, row++, 0, 1, 2);
    grid->addWidget(m_analysis, row++, 0, 1, 2);
    grid->setRowStretch(row, 1);
    grid->setColumnStretch(1, 1);
    return details;
}

// Arrow keys, Home, End and Space drive the replay wherever the focus is on this page; P and N
// step through the marked moves of an analysis.
void ReplayPage::addShortcuts()
{
    const std::pair<QKeySequence, void (ReplayController::*)()> keys[] = {
        {Qt::Key_Left, &ReplayController::previous},
        {Qt::Key_Right, &ReplayController::next},
        {Qt::Key_Home, &ReplayController::toStart},
        {Qt::Key_End, &ReplayController::toEnd}};
    for (const auto& [key, slot] : keys) {
        auto* s = new QShortcut(key, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, m_controller, slot);
    }
    // P and N step through the analysis's marked moves, as the buttons under its graph.
    const std::pair<QKeySequence, void (AnalysisPanel::*)()> marks[] = {
        {Qt::Key_P, &AnalysisPanel::previousMark}, {Qt::Key_N, &AnalysisPanel::nextMark}};
    for (const auto& [key, slot] : marks) {
        auto* s = new QShortcut(key, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, m_analysis, slot);
    }
    auto* space = new QShortcut(Qt::Key_Space, this);
    space->setContext(Qt::WidgetWithChildrenShortcut);
    connect(space, &QShortcut::activated, this,
            [this] { m_controller->setPlaying(!m_controller->isPlaying()); });
}

bool ReplayPage::openGame(const flagfall::GameRecord& record)
{
    ReplayFileResult r = ReplayFile::fromRecord(record);
    if (!r.game) {
        //: %1 what is wrong in the game
        emit loadFailed(tr("This game cannot be shown.\n%1").arg(r.error));
        return false;
    }
    display(std::move(*r.game), {});
    return true;
}

bool ReplayPage::openFile(const QString& path)
{
    ReplayFileResult r = ReplayFile::read(path);
    if (!r.game) {
        //: %1 the file name, %2 the reason
        emit loadFailed(tr("Could not open %1.\n%2").arg(QFileInfo(path).fileName(), r.error));
        return false;
    }
    m_settings->addRecentGame(QFileInfo(path).absoluteFilePath());
    display(std::move(*r.game), path);
    return true;
}

void ReplayPage::display(LoadedGame loaded, const QString& path)
{
    saveNote(); // into the game shown before
    m_path = path;
    m_writable = !loaded.gravon;
    m_controller->load(std::move(loaded));
}

LossesView* ReplayPage::losses(Side side) const
{
    return side == Side::Red ? m_redLosses : m_blueLosses;
}

QString ReplayPage::comment() const
{
    return m_comment->toPlainText();
}

void ReplayPage::setPerspective(BoardModel::Perspective p)
{
    m_board->setPerspective(p);
    if (m_perspective->currentIndex() != int(p)) m_perspective->setCurrentIndex(int(p));
    m_overlay->update();
    m_beliefs->followPerspective();
}

void ReplayPage::continueFromHere()
{
    if (!m_controller->hasGame()) return;
    const int ply = m_controller->ply();
    Side side = m_controller->status()->sideToMove();
    if (m_board->perspective() == BoardModel::Perspective::Red) side = Side::Red;
    if (m_board->perspective() == BoardModel::Perspective::Blue) side = Side::Blue;
    m_controller->setPlaying(false);
    emit continueRequested(flagfall::recordUpTo(m_controller->record(), ply), side);
}

void ReplayPage::followLoad()
{
    const flagfall::ReplayTimeline& t = m_controller->timeline();
    QVector<int> balances;
    balances.reserve(t.length() + 1);
    for (int k = 0; k <= t.length(); ++k) balances.push_back(t.balance(k));
    m_chart->setBalances(std::move(balances));
    followAnalysisLoad();
    retranslateUi();
    followPly(m_controller->ply());
}

void ReplayPage::followPly(int ply)
{
    const bool any = m_controller->hasGame();
    const flagfall::ReplayTimeline& t = m_controller->timeline();
    m_redLosses->setLosses(any ? t.losses(ply, Side::Red) : flagfall::ArmyCounts{});
    m_blueLosses->setLosses(any ? t.losses(ply, Side::Blue) : flagfall::ArmyCounts{});
    m_chart->setCurrent(ply);
    followAnalysisPly(ply);
    saveNote(); // what was written on the ply shown before
    showNote(ply);
    if (any && ply > 0)
        m_overlay->setBattle(t.move(ply), m_controller->moverAt(ply));
    else
        m_overlay->setBattle(std::nullopt, Side::Red);
    const QModelIndex row = m_moves->index(ply);
    if (row.isValid() && m_moveView->currentIndex() != row) {
        m_moveView->setCurrentIndex(row);
        m_moveView->scrollTo(row);
    }
    m_continue->setEnabled(any);
}

void ReplayPage::followMoveClicked(const QModelIndex& index)
{
    if (index.isValid()) m_controller->setPly(index.row());
}

bool ReplayPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        stepByWheel(static_cast<QWheelEvent*>(event));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ReplayPage::wheelEvent(QWheelEvent* event)
{
    stepByWheel(event);
}

// Wheel down goes forward; a touchpad's small deltas add up to whole steps.
void ReplayPage::stepByWheel(QWheelEvent* event)
{
    m_wheelDelta += event->angleDelta().y();
    while (m_wheelDelta >= 120) {
        m_controller->previous();
        m_wheelDelta -= 120;
    }
    while (m_wheelDelta <= -120) {
        m_controller->next();
        m_wheelDelta += 120;
    }
    event->accept();
}

void ReplayPage::applyNumbering()
{
    const Numbering n = m_settings->numbering();
    m_view->setNumbering(n);
    m_moves->setNumbering(n);
    m_overlay->setNumbering(n);
    m_beliefs->setNumbering(n);
    m_redLosses->setNumbering(n);
    m_blueLosses->setNumbering(n);
}

void ReplayPage::retranslateUi()
{
    const flagfall::GameRecord& rec = m_controller->record();
    if (m_controller->hasGame()) {
        m_title->setText(RecordText::players(rec));
        QStringList details{RecordText::variant(rec), RecordText::result(rec),
                            //: in the replay's header: %n the length of the game in moves as
                            //: players count them (one of each side)
                            tr("%n move(s)", nullptr,
                               flagfall::movesPlayed(m_controller->length(), rec.redStarts()))};
        const QDate date = RecordText::date(rec);
        if (date.isValid()) details.prepend(QLocale().toString(date, QLocale::ShortFormat));
        if (!m_path.isEmpty()) details << QFileInfo(m_path).fileName();
        m_details->setText(details.join(QStringLiteral(" · ")));
    } else {
        m_title->setText(tr("Replay"));
        m_details->setText(tr("No game open."));
    }
    m_perspectiveLabel->setText(tr("&Show:"));
    m_perspective->setItemText(0, tr("Red's view"));
    m_perspective->setItemText(1, tr("Blue's view"));
    m_perspective->setItemText(2, tr("Everything revealed"));
    m_perspective->setToolTip(
        tr("A side's view shows only what that player knew at the shown move."));
    //: %1 a side (Red, Blue); a list of its lost pieces follows
    m_redLossesLabel->setText(tr("%1 lost:").arg(PieceText::sideName(Side::Red)));
    m_blueLossesLabel->setText(tr("%1 lost:").arg(PieceText::sideName(Side::Blue)));
    m_chartLabel->setText(tr("Material balance (up: Red ahead, down: Blue ahead)"));
    m_commentLabel->setText(tr("Comment:"));
    m_continue->setText(tr("&Continue from here"));
    m_continue->setToolTip(tr("Play on against the computer from the shown position"));
    m_back->setText(tr("Back"));
    m_moveView->setAccessibleName(tr("Moves"));
    m_chart->setAccessibleName(tr("Material balance"));
    m_beliefs->retranslate();
}

void ReplayPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        followPly(m_controller->ply());
    }
    QWidget::changeEvent(event);
}
