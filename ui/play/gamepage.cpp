#include "gamepage.h"

#include "base/settings.h"
#include "board/boardmodel.h"
#include "board/boardview.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "board/piecedrag.h"
#include "board/piecerenderer.h"
#include "board/piecetext.h"
#include "play/armymodel.h"
#include "play/battlebanner.h"
#include "play/endofgamebox.h"
#include "play/gamesidepanel.h"
#include "play/handovercover.h"
#include "play/movelistmodel.h"
#include "play/playcontroller.h"
#include "play/playtext.h"

#include "core/rules/notation.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShortcut>
#include <QStackedWidget>

#include <algorithm>
#include <utility>

using flagfall::Side;

namespace {

int moveDelayFor(AnimationSpeed s)
{
    constexpr int kMs[] = {0, 200, 450, 900}; // Off, Fast, Normal, Slow
    return kMs[std::clamp(int(s), 0, 3)];
}

// The rank the viewer sees on a square (Unknown for a hidden piece).
flagfall::Rank rankAt(const QModelIndex& i)
{
    const QVariant rank = i.data(BoardRoles::RankRole);
    return rank.isValid() ? flagfall::Rank(rank.toInt()) : flagfall::Rank::Unknown;
}

BoardModel::Perspective perspectiveOf(Side s)
{
    return s == Side::Red ? BoardModel::Perspective::Red : BoardModel::Perspective::Blue;
}
} // namespace

GamePage::GamePage(Settings* settings, Statistics* statistics, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_session(new GameSession(this)),
      m_controller(new PlayController(m_session, settings, statistics, this)),
      m_status(m_controller->status()), m_board(new BoardModel(m_session, this)),
      m_army(new ArmyModel(m_session, this)), m_moves(new MoveListModel(m_session, this)),
      m_boardStack(new QStackedWidget(this)), m_view(new BoardView(this)),
      m_drag(new PieceDrag(this)), m_banner(new BattleBanner(m_view, m_board)),
      m_sliding(new QLabel(m_view->viewport())), m_cover(new HandOverCover(this))
{
    m_view->setModel(m_board);
    m_board->setMoveHandler([this](flagfall::Move m) { return m_controller->submit(m); });
    m_view->setNumbering(settings->numbering());
    m_drag->addView(m_view);
    m_drag->setPreview([this](const QModelIndex& i) {
        return PieceRenderer::shared().piece(rankAt(i), Side(i.data(BoardRoles::OwnerRole).toInt()),
                                             m_view->cellSize(), devicePixelRatioF(),
                                             m_settings->numbering());
    });
    m_sliding->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_sliding->hide();
    m_boardStack->addWidget(m_view);
    m_boardStack->addWidget(m_cover);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_boardStack, 1);
    layout->addWidget(buildSidePanel());
    connect(m_view, &BoardView::squareActivated, m_board, &BoardModel::squareClicked);
    connect(m_drag, &PieceDrag::dragStarted, m_board, &BoardModel::pick); // its targets show
    connect(m_board, &BoardModel::immovablePicked, this,
            [this] { showMessage(tr("Bombs and the Flag never move."), true); });
    connect(m_board, &BoardModel::moveRefused, this,
            [this](const flagfall::MoveCheck& why, flagfall::Move) {
                showMessage(PlayText::refusal(why, m_status->rules()), true);
            });
    connect(m_session, &GameSession::moveMade, this, &GamePage::moveMade);
    connect(m_cover, &HandOverCover::ready, this, &GamePage::takeOver);
    connect(settings, &Settings::numberingChanged, this, [this](Numbering n) {
        m_view->setNumbering(n);
        m_panel->setNumbering(n);
    });
    connectController();
    retranslateUi();
}

QWidget* GamePage::buildSidePanel()
{
    m_panel = new GameSidePanel(m_army, m_moves, m_settings->numbering(), buildEndBox(), this);
    m_turn = m_panel->turn();
    m_message = m_panel->message();
    using B = GameSidePanel;
    m_undo = m_panel->button(B::Undo), m_hint = m_panel->button(B::Hint);
    m_draw = m_panel->button(B::Draw), m_resign = m_panel->button(B::Resign);
    m_save = m_panel->button(B::Save), m_menu = m_panel->button(B::Menu);
    connect(m_undo, &QPushButton::clicked, this, [this] {
        if (m_controller->undo()) showMessage({}); // a hint or a refusal was about the old position
    });
    connect(m_hint, &QPushButton::clicked, this, [this] {
        if (m_controller->requestHint()) showMessage(tr("Looking for a good move…"));
    });
    // Keys of the game page (issue 13): Ctrl+Z takes back, H asks for a hint, Escape lets a
    // picked piece go.
    for (const auto& keyed : {std::pair{QKeySequence(QKeySequence::Undo), m_undo},
                              std::pair{QKeySequence(Qt::Key_H), m_hint}}) {
        QPushButton* button = keyed.second; // a binding of its own: clang 14 captures no pair
        connect(new QShortcut(keyed.first, this), &QShortcut::activated, button, [button] {
            if (button->isEnabled()) button->click(); // a button's own shortcut goes with its text
        });
    }
    auto* letGo = new QShortcut(Qt::Key_Escape, this);
    connect(letGo, &QShortcut::activated, this, [this] {
        if (m_board->selected() != flagfall::kNoSquare)
            m_board->squareClicked(m_board->indexOf(m_board->selected()));
    });
    connect(m_draw, &QPushButton::clicked, this, &GamePage::offerDraw);
    connect(m_resign, &QPushButton::clicked, this, &GamePage::confirmResign);
    connect(m_save, &QPushButton::clicked, this, &GamePage::saveAs);
    connect(m_menu, &QPushButton::clicked, this, [this] {
        m_controller->stop(); // the game stays saved and can be resumed
        emit backRequested();
    });
    return m_panel;
}

QWidget* GamePage::buildEndBox()
{
    m_endBox = new EndOfGameBox(this);
    connect(m_endBox, &EndOfGameBox::newGameRequested, this, &GamePage::newGameRequested);
    connect(m_endBox, &EndOfGameBox::replayRequested, this,
            [this] { emit replayRequested(m_controller->record(), m_controller->storedPath()); });
    connect(m_endBox, &EndOfGameBox::saveRequested, this, &GamePage::saveAs);
    return m_endBox;
}

void GamePage::connectController()
{
    connect(m_controller, &PlayController::gameStarted, this, &GamePage::started);
    connect(m_controller, &PlayController::thinkingChanged, this, [this](bool on) {
        m_panel->setThinking(on);
        updateTurn();
    });
    connect(m_controller, &PlayController::thinkingProgress, m_panel,
            &GameSidePanel::setThinkingProgress);
    connect(m_controller, &PlayController::computerMoveChosen, this, &GamePage::animate);
    connect(m_controller, &PlayController::helpChanged, this, &GamePage::updateButtons);
    connect(m_controller, &PlayController::finished, this, &GamePage::gameFinished);
    connect(m_controller, &PlayController::hintReady, this, [this](flagfall::Move m) {
        //: %1 a suggested move such as E4-E5
        showMessage(tr("Hint: %1").arg(QString::fromStdString(flagfall::moveText(m))));
        if (m_board->selected() != m.from) m_board->squareClicked(m_board->indexOf(m.from));
    });
    connect(m_controller, &PlayController::drawQuestion, this, &GamePage::askDraw);
    connect(m_controller, &PlayController::drawAnswered, this, [this](bool accepted) {
        showMessage(accepted ? tr("The computer accepts the draw.")
                             : tr("The computer declines the draw and plays on."));
    });
    connect(m_controller, &PlayController::saveFailed, this,
            [this](const QString& message) { showMessage(message, true); });
    connect(m_controller, &PlayController::damagedAutosaveKept, this, [this](const QString& path) {
        //: %1 the path the damaged file was moved to
        showMessage(tr("The saved game of last time was damaged; it was kept as %1.")
                        .arg(QDir::toNativeSeparators(path)),
                    true);
    });
}

void GamePage::newGame(const PlayOptions& options)
{
    m_controller->setMoveDelay(moveDelayFor(m_settings->animationSpeed()));
    m_controller->newGame(options, QRandomGenerator::global()->generate64());
}

bool GamePage::resume(const flagfall::GameRecord& record, QString* error)
{
    m_controller->setMoveDelay(moveDelayFor(m_settings->animationSpeed()));
    return m_controller->resume(record, error);
}

void GamePage::started()
{
    m_banner->dismiss();
    m_sliding->hide();
    m_endBox->hide();
    showMessage({});
    const bool hotSeat = m_controller->hotSeat();
    const Side me = hotSeat ? m_status->sideToMove() : m_controller->options().human;
    m_board->setPerspective(perspectiveOf(me));
    m_board->setInteractiveSide(me);
    m_boardStack->setCurrentWidget(m_view);
    if (hotSeat && !m_status->over()) handOver();
    if (m_status->over()) gameFinished();
    updateTurn();
    updateButtons();
}

int GamePage::combatMs() const
{
    return moveDelayFor(m_settings->animationSpeed()) * 4;
}

void GamePage::moveMade()
{
    m_sliding->hide();
    showMessage({});
    showBattle();
    updateTurn();
    if (m_controller->hotSeat() && !m_status->over()) handOver();
}

void GamePage::showBattle()
{
    const auto m = m_status->lastMove();
    if (!m || m->combat == flagfall::Combat::None) return;
    showMessage(PlayText::combat(*m, m->mover));
    m_banner->show(*m, m->mover, combatMs(), m_settings->numbering());
}

void GamePage::handOver()
{
    m_board->setInteractiveSide(std::nullopt);
    QString last;
    if (const auto m = m_status->lastMove())
        last = m->combat != flagfall::Combat::None
                   ? PlayText::combat(*m, m->mover)
                   //: shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a
                   //: move such as E4-E5
                   : tr("%1 played %2.")
                         .arg(PieceText::sideName(m->mover),
                              QString::fromStdString(flagfall::moveText(m->move)));
    m_cover->prepare(m_status->sideToMove(), last);
    m_boardStack->setCurrentWidget(m_cover);
    updateButtons();
}

void GamePage::takeOver(Side side)
{
    m_banner->dismiss();
    m_board->setPerspective(perspectiveOf(side));
    m_board->setInteractiveSide(side);
    m_boardStack->setCurrentWidget(m_view);
    updateTurn();
    updateButtons();
}

bool GamePage::coverShown() const
{
    return m_boardStack->currentWidget() == m_cover;
}

void GamePage::animate(flagfall::Move move, int ms)
{
    if (ms <= 0) return;
    const QModelIndex from = m_board->indexOf(move.from);
    const QRect a = m_view->visualRect(from), b = m_view->visualRect(m_board->indexOf(move.to));
    m_sliding->setPixmap(
        PieceRenderer::shared().piece(rankAt(from), Side(from.data(BoardRoles::OwnerRole).toInt()),
                                      a.width(), devicePixelRatioF(), m_settings->numbering()));
    m_sliding->setGeometry(a);
    m_sliding->show();
    m_sliding->raise();
    auto* slide = new QPropertyAnimation(m_sliding, "pos", m_sliding);
    slide->setDuration(ms);
    slide->setStartValue(a.topLeft());
    slide->setEndValue(b.topLeft());
    slide->setEasingCurve(QEasingCurve::InOutQuad);
    slide->start(QAbstractAnimation::DeleteWhenStopped);
}

void GamePage::gameFinished()
{
    m_panel->setThinking(false);
    showMessage({});
    const auto viewer =
        m_controller->hotSeat() ? std::nullopt : std::optional<Side>(m_controller->options().human);
    m_boardStack->setCurrentWidget(m_view);
    m_board->setPerspective(BoardModel::Perspective::Revealed); // the game is over: all is shown
    m_endBox->showResult(m_status->result(), viewer);
    updateTurn();
    updateButtons();
}

void GamePage::updateTurn()
{
    m_turn->setText(turnText());
}

QString GamePage::turnText() const
{
    if (m_status->over()) return tr("Game over");
    const Side toMove = m_status->sideToMove();
    //: %1 the side to move (Red, Blue)
    if (m_controller->hotSeat()) return tr("%1 to move").arg(PieceText::sideName(toMove));
    if (m_controller->thinking()) return tr("The computer is thinking…");
    if (toMove == m_controller->options().human)
        //: %1 the player's side (Red, Blue)
        return tr("Your move (%1)").arg(PieceText::sideName(toMove));
    return tr("The computer moves");
}

void GamePage::updateButtons()
{
    const bool over = m_status->over();
    const bool serious = m_controller->options().serious;
    const bool covered = coverShown(); // hot-seat: nothing to do until the next player is here
    m_undo->setEnabled(m_status->canUndo() && !covered);
    m_hint->setEnabled(m_status->canHint() && !covered);
    for (QPushButton* b : {m_undo, m_hint})
        b->setToolTip(serious ? tr("Not in a serious game") : QString());
    // A finished game has nothing to hint, offer or give up: the lists and the result get the
    // room (at 800x600 in German the moves' heading was squeezed out).
    for (QPushButton* b : {m_hint, m_draw, m_resign}) b->setVisible(!over);
}

void GamePage::showMessage(const QString& text, bool error)
{
    m_messageIsError = error;
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

QString GamePage::message() const
{
    return m_message->text();
}

void GamePage::retranslateUi()
{
    updateTurn();
    updateButtons();
}

// The board gets the space first: the side panel takes 30% of the page, between 250 and 340
// pixels, and folds its buttons into one column when their texts do not fit side by side.
void GamePage::resizeEvent(QResizeEvent* event)
{
    m_panel->setFixedWidth(std::clamp(width() * 30 / 100, 250, 340));
    QWidget::resizeEvent(event);
}

void GamePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
