// Playing through the pages, offscreen: two players at one computer (no computer thinks, a draw
// offer asks the other player, the board is covered between turns), the game page's keys,
// clicks and drags, a saved record opened to play on, and the New game page's saved setups.
#include "playfixture.h"

#include "board/boardview.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "games/gamefile.h"
#include "play/armymodel.h"
#include "play/gamepage.h"
#include "play/gamesidepanel.h"
#include "play/handovercover.h"
#include "play/movelistmodel.h"
#include "play/newgamepage.h"
#include "play/playpages.h"

#include "core/notation.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using flagfall::Side;
using flagfall::Variant;

namespace {

// The game page shown, no autosave, the computer thinking briefly; whether it was exposed.
bool showForPlay(GamePage& page)
{
    page.resize(1000, 700);
    page.show();
    page.controller()->setAutosavePath({});
    page.controller()->setMoveTime(kMoveTimeMs);
    return QTest::qWaitForWindowExposed(&page);
}

// Against level 1 with a Sergeant on A4.
PlayOptions sergeantGame()
{
    PlayOptions o;
    o.level = 1;
    o.setup = sergeantInFront(Variant::Classic, 5);
    return o;
}

} // namespace

class TestPlayPages : public QObject, private PlayFixture {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startPlay(); }
    void cleanup() { endPlay(); }
    void hotSeatHasNoComputer();
    void hotSeatDrawAsksTheOtherPlayer_data();
    void hotSeatDrawAsksTheOtherPlayer();
    void hotSeatHandOverHidesTheBoard();
    void gamePageKeys();
    void gamePageClickAndDrag();
    void openUnfinishedRecordToPlayOn();
    void newGameOffersSavedSetups();
    void thinkingProgressPaintsWithTheWindow();
    void buttonsPairWhereTheyFit();
    void finishedGameLeavesRoomForTheLists();
    void everyRankInSight_data();
    void everyRankInSight();
    void longMessageShowsWholeAndApart();
};

void TestPlayPages::hotSeatHasNoComputer()
{
    PlayOptions o;
    o.opponent = Opponent::Human;
    m_controller->newGame(o, 7);
    m_board->setInteractiveSide(Side::Red);
    QVERIFY(!m_controller->computerSide());
    QVERIFY(!m_controller->thinking());
    playHumanMove(); // Red, seen by Red
    QCOMPARE(m_session->game().position().sideToMove(), Side::Blue);
    QVERIFY(!m_controller->thinking()); // nobody thinks for Blue: the second player moves
    QCOMPARE(m_controller->record().tag("Opponent"), std::string("human"));
}

void TestPlayPages::hotSeatDrawAsksTheOtherPlayer_data()
{
    QTest::addColumn<bool>("accepted");
    QTest::newRow("accepted") << true;
    QTest::newRow("declined") << false;
}

// The player to move offers; the other one is asked (through the seats and the referee) and a
// yes ends the game as a draw.
void TestPlayPages::hotSeatDrawAsksTheOtherPlayer()
{
    QFETCH(bool, accepted);
    PlayOptions o;
    o.opponent = Opponent::Human;
    m_controller->newGame(o, 7);
    m_board->setInteractiveSide(Side::Red);
    playHumanMove(); // Blue to move now
    QSignalSpy asked(m_controller.get(), &PlayController::drawQuestion);
    QObject::connect(m_controller.get(), &PlayController::drawQuestion, m_controller.get(),
                     [&](Side) { m_controller->answerDraw(accepted); });
    m_controller->offerDraw();
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.front().front().value<Side>(), Side::Red);
    const flagfall::GameResult r = m_session->game().result();
    QCOMPARE(r.over(), accepted);
    if (accepted) QCOMPARE(r.termination, flagfall::Termination::DrawAgreed);
}

// Between hot-seat turns the board is covered and nobody may move; the next player's board
// shows only their own ranks.
void TestPlayPages::hotSeatHandOverHidesTheBoard()
{
    GamePage page(m_settings.get(), m_statistics.get());
    page.controller()->setAutosavePath({});
    PlayOptions o;
    o.opponent = Opponent::Human;
    page.controller()->newGame(o, 9);
    QVERIFY(page.coverShown());
    QCOMPARE(page.cover()->next(), Side::Red);
    emit page.cover()->ready(Side::Red);
    QVERIFY(!page.coverShown());
    QCOMPARE(page.boardModel()->perspective(), BoardModel::Perspective::Red);
    const flagfall::Move m = firstLegal(page.session()->game());
    QVERIFY(page.boardModel()->requestMove(m.from, m.to));
    QVERIFY(page.coverShown());
    QCOMPARE(page.cover()->next(), Side::Blue);
    const flagfall::Move blue = firstLegal(page.session()->game());
    QVERIFY(!page.boardModel()->requestMove(blue.from, blue.to)); // covered: no moves
    emit page.cover()->ready(Side::Blue);
    QCOMPARE(page.boardModel()->perspective(), BoardModel::Perspective::Blue);
    const QModelIndex redPiece = page.boardModel()->indexOf(m.to);
    QCOMPARE(redPiece.data(BoardRoles::PieceRole).toString(), QStringLiteral("?"));
    QVERIFY(page.boardModel()->requestMove(blue.from, blue.to));
}

// On the game page: click a piece (its legal targets are marked), click a target; then drag.
// Issue 13: Escape lets a picked piece go; Ctrl+Z takes back the move and the reply.
void TestPlayPages::gamePageKeys()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.controller()->newGame(sergeantGame(), 5);
    BoardModel* board = page.boardModel();
    const auto square = [](const char* name) { return *flagfall::parseSquare(name); };
    board->squareClicked(board->indexOf(square("A4")));
    QCOMPARE(board->selected(), square("A4"));
    QTest::keyClick(&page, Qt::Key_Escape);
    QCOMPARE(board->selected(), flagfall::kNoSquare);
    board->squareClicked(board->indexOf(square("A4")));
    board->squareClicked(board->indexOf(square("A5")));
    QTRY_COMPARE_WITH_TIMEOUT(page.session()->game().ply(), 2, 20000);
    QTRY_VERIFY(page.controller()->canUndo());
    QTest::keyClick(&page, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(page.session()->game().ply(), 0);
}

void TestPlayPages::gamePageClickAndDrag()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.controller()->newGame(sergeantGame(), 5);
    BoardModel* board = page.boardModel();
    BoardView* view = page.boardView();
    auto point = [&](const char* name) {
        return view->visualRect(board->indexOf(*flagfall::parseSquare(name))).center();
    };
    auto index = [&](const char* name) { return board->indexOf(*flagfall::parseSquare(name)); };
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, point("A4"));
    QVERIFY(index("A4").data(BoardRoles::SelectedRole).toBool());
    QVERIFY(index("A5").data(BoardRoles::LegalTargetRole).toBool());
    QVERIFY(!index("B5").data(BoardRoles::LegalTargetRole).toBool()); // not a Scout: no diagonal
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, point("A5"));
    QCOMPARE(page.session()->game().ply(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(page.session()->game().ply(), 2, 10000);
    if (page.session()->game().position().pieceAt(*flagfall::parseSquare("A5")) < 0 ||
        index("A6").data(BoardRoles::PieceRole).isValid())
        QSKIP("the computer's reply took or blocked the Sergeant");
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, point("A5"));
    QTest::mouseMove(view->viewport(), point("A5") + QPoint(20, -20));
    QTest::mouseMove(view->viewport(), point("A6"));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, point("A6"));
    QCOMPARE(page.session()->game().ply(), 3);
    QCOMPARE(page.session()->game().moves()[2].move.to, *flagfall::parseSquare("A6"));
}

// A .sgn saved anywhere: unfinished, it is played on from where it stopped; finished, it is not.
void TestPlayPages::openUnfinishedRecordToPlayOn()
{
    newComputerGame(flagfall::Variant::Barrage);
    playHumanMove();
    waitForHumanTurn();
    const QTemporaryDir dir;
    const QString unfinished = dir.filePath(QStringLiteral("unfinished.sgn"));
    QVERIFY(GameFile::write(unfinished, m_controller->record()));
    m_controller->resign();
    const QString finished = dir.filePath(QStringLiteral("finished.sgn"));
    QVERIFY(GameFile::write(finished, m_controller->record()));

    QStackedWidget stack;
    PlayPages pages(m_settings.get(), {}, &stack);
    pages.gamePage()->controller()->setAutosavePath({});
    QVERIFY(!pages.openFile(finished));
    QVERIFY(pages.openFile(unfinished));
    QCOMPARE(stack.currentWidget(), pages.gamePage());
    const flagfall::Game& g = pages.gamePage()->session()->game();
    QCOMPARE(g.ply(), 2);
    QVERIFY(!g.result().over());
    QCOMPARE(g.variant(), std::optional(flagfall::Variant::Barrage));
    QVERIFY(pages.gamePage()->controller()->humanToMove());
}

// The New game page lists the setups the window lends it (the setup library), those of the chosen
// variant only, read again each time the page is shown; the one chosen is the game's setup.
void TestPlayPages::newGameOffersSavedSetups()
{
    const QString classic = QStringLiteral("254B552222/5497323247/BB8X666638/FB3SB742B3");
    const QString barrage = QStringLiteral("..2.X...../B..9.2..../..S......3/.........F");
    int reads = 0;
    NewGamePage page(m_settings.get(), [&] {
        ++reads;
        return QVector<SavedSetup>{{QStringLiteral("Wall"), Variant::Classic, classic},
                                   {QStringLiteral("Quick"), Variant::Barrage, barrage}};
    });
    page.refresh();
    QCOMPARE(reads, 1);
    auto* variant = page.findChild<QComboBox*>(QStringLiteral("variant"));
    auto* setup = page.findChild<QComboBox*>(QStringLiteral("setup"));
    QVERIFY(variant && setup);
    variant->setCurrentIndex(int(Variant::Classic));
    QCOMPARE(setup->findText(QStringLiteral("Library: Quick")), -1);
    const int wall = setup->findText(QStringLiteral("Library: Wall"));
    QVERIFY(wall > 0);
    setup->setCurrentIndex(wall);
    QVERIFY(page.options().setup);
    QCOMPARE(*page.options().setup,
             flagfall::parseSetupString(classic.toStdString(), Variant::Classic)->first);

    variant->setCurrentIndex(int(Variant::Barrage));
    QCOMPARE(setup->findText(QStringLiteral("Library: Wall")), -1);
    QVERIFY(setup->findText(QStringLiteral("Library: Quick")) > 0);
    QCOMPARE(reads, 1); // the variant changed, the library was not read again
    page.refresh();
    QCOMPARE(reads, 2);
}

namespace {

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        paints += e->type() == QEvent::Paint;
        return false;
    }
};

} // namespace

// The computer's progress is painted on the next pass of the event loop with the rest of the
// window: QProgressBar::setValue alone paints at once, every 50 ms while the computer thinks.
void TestPlayPages::thinkingProgressPaintsWithTheWindow()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    auto* panel = page.findChild<GameSidePanel*>();
    QVERIFY(panel);
    QProgressBar* bar = panel->thinking();
    bar->show();
    QCoreApplication::processEvents();
    PaintCounter counter;
    bar->installEventFilter(&counter);
    bar->setValue(20); // the control: Qt's own setValue paints before it returns
    QVERIFY(counter.paints > 0);
    counter.paints = 0;
    panel->setThinkingProgress(40);
    QCOMPARE(bar->value(), 40);
    QCOMPARE(counter.paints, 0);
    QTRY_VERIFY(counter.paints > 0);
}

// A narrow panel or a long word (German's "Unentschieden anbieten") puts only that pair's buttons
// one per row; the others stay two by two, so the armies keep their room.
void TestPlayPages::buttonsPairWhereTheyFit()
{
    GameSession session;
    ArmyModel army(&session);
    MoveListModel moves(&session);
    GameSidePanel panel(&army, &moves, Numbering::Modern, new QWidget); // the panel owns the box
    auto* draw = panel.button(GameSidePanel::Draw);
    draw->setText(QStringLiteral("Unentschieden anbieten"));
    int others = 0;
    for (int b = 0; b < GameSidePanel::ButtonCount; ++b)
        if (b != GameSidePanel::Draw)
            others = std::max(others, panel.button(GameSidePanel::Button(b))->sizeHint().width());
    const int width = 2 * others + 20;
    QVERIFY(draw->sizeHint().width() > width / 2);
    panel.resize(width, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    const auto row = [&](GameSidePanel::Button b) { return panel.button(b)->y(); };
    QCOMPARE(row(GameSidePanel::Undo), row(GameSidePanel::Hint));
    QVERIFY(row(GameSidePanel::Draw) < row(GameSidePanel::Resign));
    QCOMPARE(row(GameSidePanel::Save), row(GameSidePanel::Menu));
    for (int b = 0; b < GameSidePanel::ButtonCount; ++b) {
        const QPushButton* button = panel.button(GameSidePanel::Button(b));
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    }
}

// Once the game is over, Hint, Offer draw and Resign go, and on an 800x600 screen the armies,
// the moves and the result keep their whole headings and lists.
void TestPlayPages::finishedGameLeavesRoomForTheLists()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.resize(736, 500);
    page.controller()->newGame(sergeantGame(), 5);
    auto* panel = page.findChild<GameSidePanel*>();
    QVERIFY(panel->button(GameSidePanel::Resign)->isVisible());
    page.controller()->resign();
    QTRY_VERIFY(page.controller()->status()->over());
    QApplication::processEvents();
    for (auto b : {GameSidePanel::Hint, GameSidePanel::Draw, GameSidePanel::Resign})
        QVERIFY(panel->button(b)->isHidden());
    QVERIFY(panel->button(GameSidePanel::Menu)->isVisible());
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->parentWidget() != panel) continue;
        QVERIFY2(w->height() >= w->minimumSizeHint().height(),
                 qPrintable(QStringLiteral("%1 %2: %3 < %4")
                                .arg(w->metaObject()->className(), w->objectName())
                                .arg(w->height())
                                .arg(w->minimumSizeHint().height())));
    }
}

// In the window a laptop's screen opens (1100 by 680: firstWindowSize) the armies show every
// rank at full height and the moves take the rest of the column; in an 800x600 screen's (736 by
// 520 below the menu) the rows get lower, and still no rank is out of sight.
void TestPlayPages::everyRankInSight_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("fullHeight");
    QTest::newRow("laptop") << QSize(1100, 680) << true;
    QTest::newRow("800x600") << QSize(736, 520) << false;
}

void TestPlayPages::everyRankInSight()
{
    QFETCH(QSize, size);
    QFETCH(bool, fullHeight);
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.resize(size);
    page.controller()->newGame(sergeantGame(), 5);
    QApplication::processEvents();
    auto* panel = page.findChild<GameSidePanel*>();
    const QList<QListView*> lists = panel->findChildren<QListView*>();
    QCOMPARE(lists.size(), 2);
    QListView* armies = lists[0]->model()->rowCount() == 12 ? lists[0] : lists[1];
    QListView* moves = armies == lists[0] ? lists[1] : lists[0];
    QCOMPARE(armies->model()->rowCount(), 12); // Classic: ten ranks, Bomb and Flag
    QTRY_COMPARE(armies->verticalScrollBar()->maximum(), 0);
    const QModelIndex last = armies->model()->index(11, 0);
    QVERIFY(armies->viewport()->rect().contains(armies->visualRect(last)));
    const int row = armies->visualRect(last).height();
    QCOMPARE(row >= 24, fullHeight);
    QVERIFY(row >= armies->fontMetrics().height()); // the text still reads
    if (fullHeight) QVERIFY(moves->height() >= 3 * row);
}

// A battle message of several lines (Czech's are the longest) shows whole in a narrow panel, and
// the armies' heading starts half a line below its end, not against it.
void TestPlayPages::longMessageShowsWholeAndApart()
{
    GameSession session;
    ArmyModel army(&session);
    MoveListModel moves(&session);
    GameSidePanel panel(&army, &moves, Numbering::Modern, new QWidget);
    panel.message()->setText(QStringLiteral(
        "Tvůj Seržant (4) zaútočil na Kapitána (6) soupeře na E7 a prohrál; Kapitán je teď "
        "odhalen a stojí na E7."));
    panel.resize(240, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QLabel* message = panel.message();
    const int lineHeight = message->fontMetrics().height();
    QVERIFY2(message->heightForWidth(message->width()) >= 3 * lineHeight,
             "the text is long enough for three lines");
    QVERIFY(message->height() >= message->heightForWidth(message->width()));
    QLabel* heading = nullptr;
    for (QLabel* label : panel.findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("Armies"))) heading = label;
    QVERIFY(heading);
    const int textEnd = message->y() + message->heightForWidth(message->width());
    QVERIFY2(heading->y() >= textEnd + lineHeight / 2,
             qPrintable(QStringLiteral("%1 < %2").arg(heading->y()).arg(textEnd)));
}

QTEST_MAIN(TestPlayPages)
#include "tst_playpages.moc"
