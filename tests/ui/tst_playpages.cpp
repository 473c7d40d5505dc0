// Playing through the pages, offscreen: two players at one computer (no computer thinks, a draw
// offer asks the other player, the board is covered between turns), the game page's keys,
// clicks and drags, a saved record opened to play on, and the New game page's saved setups.
#include "playfixture.h"
#include "scriptedseat.h"

#include "board/boardview.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "play/gamepage.h"
#include "play/handovercover.h"
#include "play/newgamepage.h"
#include "play/playpages.h"

#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QApplication>
#include <QComboBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using flagfall::Side;
using flagfall::Variant;

namespace {
// The computer's side, scripted: its last legal move outside columns A and B, so that the
// person's Sergeant on A4 keeps its way up the A column.
ScriptedSeat::Chooser farFromColumnA(const GameSession* session)
{
    return [session](const flagfall::PlayerView&) -> std::optional<flagfall::Move> {
        flagfall::MoveList moves;
        session->game().legalMoves(moves);
        for (int i = moves.size - 1; i >= 0; --i)
            if (flagfall::columnOf(moves[i].from) > 1 && flagfall::columnOf(moves[i].to) > 1)
                return moves[i];
        return std::nullopt;
    };
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
    void openingAnotherGameAsksFirst_data();
    void openingAnotherGameAsksFirst();
    void newGameOffersSavedSetups();
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
    ScriptedSeat computer;
    computer.setChooser(farFromColumnA(page.session()));
    page.controller()->setComputerSeat(&computer);
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
    QTRY_COMPARE(page.session()->game().ply(), 2); // the scripted reply, far from the Sergeant
    QVERIFY(!index("A6").data(BoardRoles::PieceRole).isValid());
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

void TestPlayPages::openingAnotherGameAsksFirst_data()
{
    QTest::addColumn<bool>("abandon");
    QTest::newRow("the player keeps the game") << false;
    QTest::newRow("the player abandons it") << true;
}

// A file opened while a game is unfinished (the file manager, a drop) does not replace it
// unasked: kept, the game in progress goes on; abandoned, it waits in the game library.
void TestPlayPages::openingAnotherGameAsksFirst()
{
    QFETCH(bool, abandon);
    newComputerGame(flagfall::Variant::Barrage);
    playHumanMove();
    waitForHumanTurn();
    const QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.sgn"));
    QVERIFY(GameFile::write(other, m_controller->record()));
    m_controller->stop();

    QStackedWidget stack;
    PlayPages pages(m_settings.get(), {}, &stack);
    GamePage* page = pages.gamePage();
    page->controller()->setMoveTime(kMoveTimeMs);
    page->controller()->newGame(sergeantGame(), 9); // in progress, saved in the autosave
    QVERIFY(page->controller()->submit(*flagfall::parseMove("A4-A5")));
    QTRY_COMPARE_WITH_TIMEOUT(page->session()->game().ply(), 2, 20000);
    const flagfall::GameRecord inProgress = page->controller()->record();
    const int stored = GameLibrary().list().size();
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        asked = box && box->objectName() == QStringLiteral("abandonQuestion");
        if (box) box->button(abandon ? QMessageBox::Yes : QMessageBox::No)->click();
    });
    QCOMPARE(pages.openFile(other), abandon);
    QVERIFY(asked);
    if (!abandon) {
        QCOMPARE(flagfall::writeRecord(page->controller()->record()),
                 flagfall::writeRecord(inProgress));
        QCOMPARE(GameLibrary().list().size(), stored);
        return;
    }
    QCOMPARE(page->session()->game().variant(), std::optional(flagfall::Variant::Barrage));
    const QVector<LibraryEntry> library = GameLibrary().list();
    QCOMPARE(library.size(), stored + 1);
    QVERIFY(std::any_of(library.begin(), library.end(),
                        [](const LibraryEntry& e) { return e.plies == 2 && !e.own; }));
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

QTEST_MAIN(TestPlayPages)
#include "tst_playpages.moc"
