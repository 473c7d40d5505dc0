// Playing against the computer through the models and the controller, offscreen: a whole game at
// level 1 with scripted human moves, no hidden enemy rank in any role of the board model, the
// autosave and resuming after an unclean end, undo, hint, draw and resign, the rule refusals.
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "board/piecetext.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "play/armymodel.h"
#include "play/gamepage.h"
#include "play/handovercover.h"
#include "play/movelistmodel.h"
#include "play/newgamepage.h"
#include "play/playcontroller.h"
#include "play/playpages.h"
#include "play/playtext.h"
#include "play/statistics.h"
#include "settings.h"

#include "board/boardview.h"

#include "core/notation.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using flagfall::Rank;
using flagfall::Side;
using flagfall::Variant;

namespace {
constexpr int kMoveTimeMs = 5; // the computer thinks briefly: tests check behaviour, not strength
constexpr int kMaxPlies = 4000;

flagfall::Move firstLegal(const flagfall::Game& g)
{
    flagfall::MoveList moves;
    g.legalMoves(moves);
    return moves.size > 0 ? moves[0] : flagfall::Move{};
}

// The setup with the first Sergeant swapped onto cell 0 (the owner's front-left square).
flagfall::Setup sergeantInFront(flagfall::Variant v, std::uint64_t seed)
{
    flagfall::Random rng(seed);
    flagfall::Setup s = flagfall::randomSetup(v, rng);
    for (int c = 0; c < flagfall::kSetupSquares; ++c)
        if (s.cells[c] == Rank::Sergeant) {
            std::swap(s.cells[0], s.cells[c]);
            break;
        }
    return s;
}
} // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void wholeGameAgainstComputer_data();
    void wholeGameAgainstComputer();
    void autosaveAndResumeAfterUncleanEnd();
    void undoTakesBackMoveAndReply();
    void undoWhileComputerThinks();
    void hint();
    void seriousGameHasNoHelp();
    void refusalNamesTheRule_data();
    void refusalNamesTheRule();
    void chaseRefusal_data();
    void chaseRefusal();
    void endOfGameText_data();
    void endOfGameText();
    void drawOffer_data();
    void drawOffer();
    void resignCountsInStatistics();
    void unbegunResignationIsNotKept_data();
    void unbegunResignationIsNotKept();
    void undoneWinLeavesStatistics();
    void failedSaveIsReported_data();
    void failedSaveIsReported();
    void hotSeatHasNoComputer();
    void hotSeatDrawAsksTheOtherPlayer_data();
    void hotSeatDrawAsksTheOtherPlayer();
    void hotSeatHandOverHidesTheBoard();
    void gamePageKeys();
    void gamePageClickAndDrag();
    void openUnfinishedRecordToPlayOn();
    void newGameMidThoughtStopsTheComputer();
    void newGameOffersSavedSetups();

private:
    void playHumanMove();
    void waitForHumanTurn();
    void checkNothingHiddenShows() const;
    void newComputerGame(flagfall::Variant v, bool serious = false);

    void makeController();

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Statistics> m_statistics;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<BoardModel> m_board;
    std::unique_ptr<PlayController> m_controller;
};

void TestPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPlay::init()
{
    QFile::remove(GameFile::autosavePath());
    makeController();
}

// The board hands the person's moves to their seat, as on the game page.
void TestPlay::makeController()
{
    m_settings = std::make_unique<Settings>();
    m_statistics = std::make_unique<Statistics>(m_settings.get());
    m_session = std::make_unique<GameSession>();
    m_board = std::make_unique<BoardModel>(m_session.get());
    m_controller =
        std::make_unique<PlayController>(m_session.get(), m_settings.get(), m_statistics.get());
    m_controller->setMoveTime(kMoveTimeMs);
    m_board->setMoveHandler([c = m_controller.get()](flagfall::Move m) { return c->submit(m); });
}

void TestPlay::cleanup()
{
    m_controller.reset();
    m_board.reset();
    m_session.reset();
    m_statistics.reset();
    m_settings.reset();
}

void TestPlay::newComputerGame(flagfall::Variant v, bool serious)
{
    PlayOptions o;
    o.variant = v;
    o.level = 1;
    o.human = Side::Red;
    o.serious = serious;
    m_controller->newGame(o, 42);
    m_board->setPerspective(BoardModel::Perspective::Red);
    m_board->setInteractiveSide(Side::Red);
}

// The human always plays the first legal move, through the board model as a click would.
void TestPlay::playHumanMove()
{
    const flagfall::Move m = firstLegal(m_session->game());
    QVERIFY(!m.isNull());
    QVERIFY(m_board->requestMove(m.from, m.to));
}

void TestPlay::waitForHumanTurn()
{
    const flagfall::Game& g = m_session->game();
    QTRY_VERIFY_WITH_TIMEOUT(g.result().over() || g.position().sideToMove() == Side::Red, 20000);
}

// No role of any square may tell an unrevealed enemy rank: the piece shows as "?", its knowledge
// is hidden, moved or a Scout's move (public), and no text names its rank.
void TestPlay::checkNothingHiddenShows() const
{
    const flagfall::Position& truth = m_session->game().position();
    for (int row = 0; row < 10; ++row)
        for (int column = 0; column < 10; ++column) {
            const QModelIndex i = m_board->index(row, column);
            const int id = truth.pieceAt(m_board->squareAt(i));
            if (id < 0) continue;
            const flagfall::Piece& p = truth.piece(id);
            if (p.owner == Side::Red || (p.known & flagfall::KnowsRank)) continue;
            QCOMPARE(i.data(BoardRoles::PieceRole).toString(), QStringLiteral("?"));
            const int known = i.data(BoardRoles::KnownRole).toInt();
            QVERIFY(known == BoardRoles::Hidden || known == BoardRoles::Moved ||
                    known == BoardRoles::ScoutMoved);
            if (known == BoardRoles::ScoutMoved) QCOMPARE(p.rank, Rank::Scout);
            const QString name = PieceText::name(p.rank);
            for (int role = 0; role <= Qt::UserRole + 100; ++role) {
                const QVariant v = i.data(role);
                if (v.canConvert<QString>() && known != BoardRoles::ScoutMoved)
                    QVERIFY2(!v.toString().contains(name, Qt::CaseInsensitive),
                             qPrintable(QStringLiteral("role %1 shows %2").arg(role).arg(name)));
            }
        }
}

void TestPlay::wholeGameAgainstComputer_data()
{
    QTest::addColumn<flagfall::Variant>("variant");
    QTest::newRow("classic") << flagfall::Variant::Classic;
    QTest::newRow("barrage") << flagfall::Variant::Barrage;
}

void TestPlay::wholeGameAgainstComputer()
{
    QFETCH(flagfall::Variant, variant);
    ArmyModel army(m_session.get());
    MoveListModel moves(m_session.get());
    QAbstractItemModelTester boardTester(m_board.get());
    QAbstractItemModelTester armyTester(&army);
    QAbstractItemModelTester movesTester(&moves);
    QSignalSpy finished(m_controller.get(), &PlayController::finished);
    const int storedBefore = int(GameLibrary().list().size());
    newComputerGame(variant);
    const flagfall::Game& g = m_session->game();
    while (!g.result().over() && g.ply() < kMaxPlies) {
        checkNothingHiddenShows();
        if (QTest::currentTestFailed()) return;
        playHumanMove();
        if (QTest::currentTestFailed()) return;
        waitForHumanTurn();
    }
    QVERIFY2(g.result().over(), "the game did not end");
    QCOMPARE(finished.count(), 1);
    QCOMPARE(moves.rowCount(), g.ply());
    // Losses in the army panel agree with the pieces still on the board.
    for (Side s : {Side::Red, Side::Blue}) {
        int onBoard = 0, inPanel = 0;
        for (int id = 0; id < g.position().pieceCount(); ++id)
            onBoard += g.position().piece(id).owner == s && g.position().piece(id).alive();
        for (int r = 0; r < flagfall::kRankCount; ++r) inPanel += army.left(s, Rank(r));
        QCOMPARE(inPanel, onBoard);
    }
    m_controller->flushAutosave(); // the last save may still be on the writer's thread
    const auto saved = GameFile::read(GameFile::autosavePath());
    QVERIFY(saved);
    QVERIFY(saved->tag("Result") != "*");
    QCOMPARE(int(saved->moves.size()), g.ply());
    // The finished game was stored in the game library, once, with all its moves.
    const auto stored = GameLibrary().list();
    QCOMPARE(int(stored.size()), storedBefore + 1);
    const auto newest = GameFile::read(stored.front().path);
    QVERIFY(newest);
    QCOMPARE(int(newest->moves.size()), g.ply());
}

void TestPlay::autosaveAndResumeAfterUncleanEnd()
{
    newComputerGame(flagfall::Variant::Classic);
    for (int i = 0; i < 3; ++i) {
        playHumanMove();
        waitForHumanTurn();
    }
    const flagfall::Position before = m_session->game().position();
    const int plies = m_session->game().ply();
    QCOMPARE(plies, 6);
    // An unclean end: the program vanishes without closing anything; only the disk remains
    // (once the last move's save, a few milliseconds on the writer's thread, is done).
    m_controller->flushAutosave();
    const auto onDisk = GameFile::read(GameFile::autosavePath());
    QVERIFY(onDisk);
    QCOMPARE(onDisk->tag("Result"), std::string("*"));
    cleanup();
    makeController();
    const auto pending = PlayController::unfinishedAutosave();
    QVERIFY(pending);
    QString error;
    QVERIFY2(m_controller->resume(*pending, &error), qPrintable(error));
    QCOMPARE(m_session->game().ply(), plies);
    QVERIFY(m_session->game().position() == before);
    QCOMPARE(m_controller->options().human, Side::Red);
    QCOMPARE(m_controller->options().level, 1);
    m_board->setInteractiveSide(Side::Red);
    playHumanMove();
    waitForHumanTurn();
    QCOMPARE(m_session->game().ply(), plies + 2);
}

void TestPlay::undoTakesBackMoveAndReply()
{
    MoveListModel moves(m_session.get());
    ArmyModel army(m_session.get());
    QAbstractItemModelTester movesTester(&moves);
    QAbstractItemModelTester armyTester(&army);
    newComputerGame(flagfall::Variant::Classic);
    playHumanMove();
    waitForHumanTurn();
    QCOMPARE(m_session->game().ply(), 2);
    QVERIFY(m_controller->undo());
    QCOMPARE(m_session->game().ply(), 0);
    QCOMPARE(m_session->game().position().sideToMove(), Side::Red);
    QCOMPARE(moves.rowCount(), 0);
    QVERIFY(!m_controller->thinking());
    const flagfall::GameRecord rec = m_controller->record();
    QCOMPARE(rec.tag("Undos"), std::string("1"));
    QCOMPARE(rec.comments.size(), size_t(1));
    QCOMPARE(rec.comments.front().text, std::string("undo"));
    // The game goes on normally after an undo.
    playHumanMove();
    waitForHumanTurn();
    QCOMPARE(m_session->game().ply(), 2);
}

void TestPlay::undoWhileComputerThinks()
{
    m_controller->setMoveTime(300);
    newComputerGame(flagfall::Variant::Classic);
    playHumanMove();
    QVERIFY(m_controller->thinking());
    QVERIFY(m_controller->undo()); // takes back only your move: no reply exists yet
    QCOMPARE(m_session->game().ply(), 0);
    QVERIFY(!m_controller->thinking());
    QTest::qWait(400); // a late answer of the stopped search must not be played
    QCOMPARE(m_session->game().ply(), 0);
}

void TestPlay::hint()
{
    newComputerGame(flagfall::Variant::Classic);
    QSignalSpy hints(m_controller.get(), &PlayController::hintReady);
    QVERIFY(m_controller->requestHint());
    QVERIFY(hints.wait(5000));
    const auto m = hints.front().front().value<flagfall::Move>();
    QVERIFY(m_session->game().check(m).legal());
    QCOMPARE(m_session->game().position().piece(m_session->game().position().pieceAt(m.from)).owner,
             Side::Red);
    const flagfall::GameRecord rec = m_controller->record();
    QCOMPARE(rec.tag("Hints"), std::string("1"));
    QVERIFY(!rec.comments.empty());
    QVERIFY(QString::fromStdString(rec.comments.back().text).startsWith("hint"));
}

void TestPlay::seriousGameHasNoHelp()
{
    newComputerGame(flagfall::Variant::Classic, true);
    playHumanMove();
    waitForHumanTurn();
    QVERIFY(!m_controller->canUndo());
    QVERIFY(!m_controller->undo());
    QCOMPARE(m_session->game().ply(), 2);
    QVERIFY(!m_controller->requestHint());
    QCOMPARE(m_controller->record().tag("Serious"), std::string("yes"));
    QCOMPARE(m_controller->record().tag("Undos"), std::string());
}

void TestPlay::refusalNamesTheRule_data()
{
    QTest::addColumn<int>("twoSquare");
    QTest::addColumn<int>("refusedAt"); // the ply whose move the rule refuses (1-based)
    // Red shuttles A4-A5 and back while Blue shuttles J7-J6 and back: Red started first, so
    // Red's move N+1 is the first one refused (R16).
    QTest::newRow("R16 standard: the 4th shuttle is refused") << 3 << 7;
    QTest::newRow("R16 ISF: the 6th shuttle is refused") << 5 << 11;
}

void TestPlay::refusalNamesTheRule()
{
    QFETCH(int, twoSquare);
    QFETCH(int, refusedAt);
    flagfall::RuleSet rules = flagfall::RuleSet::preset(flagfall::Preset::Standard);
    rules.twoSquare = twoSquare;
    const flagfall::Variant v = flagfall::Variant::Classic;
    m_board->setMoveHandler({}); // the board straight on the session: both sides move by hand
    m_session->setGame(
        flagfall::Game::fromSetups(sergeantInFront(v, 1), sergeantInFront(v, 2), rules, v));
    QSignalSpy refused(m_board.get(), &BoardModel::moveRefused);
    const flagfall::Move red[2] = {*flagfall::parseMove("A4-A5"), *flagfall::parseMove("A5-A4")};
    const flagfall::Move blue[2] = {*flagfall::parseMove("J7-J6"), *flagfall::parseMove("J6-J7")};
    for (int ply = 1; ply <= refusedAt; ++ply) {
        const bool redMoves = ply % 2 == 1;
        const flagfall::Move m = redMoves ? red[(ply / 2) % 2] : blue[(ply / 2 + 1) % 2];
        m_board->setInteractiveSide(redMoves ? Side::Red : Side::Blue);
        const bool played = m_board->requestMove(m.from, m.to);
        QCOMPARE(played, ply < refusedAt);
    }
    QCOMPARE(refused.count(), 1);
    const auto check = refused.front().front().value<flagfall::MoveCheck>();
    QCOMPARE(check.verdict, flagfall::Verdict::TwoSquareRule);
    const QString text = PlayText::refusal(check, rules);
    QVERIFY(text.contains(QStringLiteral("two-squares rule")));
    QVERIFY(text.contains(QString::number(twoSquare)));
}

void TestPlay::chaseRefusal_data()
{
    QTest::addColumn<flagfall::Preset>("preset");
    QTest::addColumn<bool>("refused");
    QTest::newRow("R17 standard: the chaser may not bring back the chase's first position")
        << flagfall::Preset::Standard << true;
    QTest::newRow("R17 off in classic1961: the same move is legal")
        << flagfall::Preset::Classic1961 << false;
}

// A Red Captain threatens a Blue Sergeant (E2-E3 next to F3) and chases it round the square
// E3 F3 F4 E4; after one round Red's E4-E3 would recreate the position right after the first
// threat, with Blue to move (R17). The circling is no back-and-forth, so R16 stays silent.
void TestPlay::chaseRefusal()
{
    QFETCH(flagfall::Preset, preset);
    QFETCH(bool, refused);
    flagfall::Position p;
    auto at = [](const char* name) { return *flagfall::parseSquare(name); };
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Captain, at("E2"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Sergeant, at("F3"));
    const flagfall::RuleSet rules = flagfall::RuleSet::preset(preset);
    m_board->setMoveHandler({}); // the board straight on the session: both sides move by hand
    m_session->setGame(flagfall::Game(p, rules));
    QSignalSpy refusals(m_board.get(), &BoardModel::moveRefused);
    const char* moves[] = {"E2-E3", "F3-F4", "E3-F3", "F4-E4", "F3-F4",
                           "E4-E3", "F4-E4", "E3-F3", "E4-E3"};
    for (int ply = 0; ply < 9; ++ply) {
        const flagfall::Move m = *flagfall::parseMove(moves[ply]);
        m_board->setInteractiveSide(ply % 2 == 0 ? Side::Red : Side::Blue);
        QCOMPARE(m_board->requestMove(m.from, m.to), ply < 8 || !refused);
    }
    QCOMPARE(refusals.count(), refused ? 1 : 0);
    if (!refused) return;
    const auto check = refusals.front().front().value<flagfall::MoveCheck>();
    QCOMPARE(check.verdict, flagfall::Verdict::ChaseRule);
    QVERIFY(PlayText::refusal(check, rules).contains(QStringLiteral("chase rule")));
}

void TestPlay::endOfGameText_data()
{
    using flagfall::Outcome;
    using flagfall::Termination;
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<Termination>("termination");
    QTest::addColumn<int>("viewer"); // the player's side against the computer, -1 for hot seat
    QTest::addColumn<QString>("text");
    const int red = int(Side::Red), blue = int(Side::Blue);
    QTest::newRow("you capture") << Outcome::RedWins << Termination::FlagCaptured << red
                                 << "You win: the Flag was captured.";
    QTest::newRow("computer resigns")
        << Outcome::RedWins << Termination::Resigned << red << "You win: the computer resigned.";
    QTest::newRow("you resign") << Outcome::RedWins << Termination::Resigned << blue
                                << "You lose: you resigned.";
    QTest::newRow("hot seat resigns")
        << Outcome::BlueWins << Termination::Resigned << -1 << "Blue wins: Red resigned.";
    QTest::newRow("agreed") << Outcome::Draw << Termination::DrawAgreed << red
                            << "Draw by agreement.";
    QTest::newRow("stuck") << Outcome::Draw << Termination::NeitherCanMove << -1
                           << "Draw: neither side can move.";
}

// The end-of-game box says who resigned, and an agreed draw in three words.
void TestPlay::endOfGameText()
{
    QFETCH(flagfall::Outcome, outcome);
    QFETCH(flagfall::Termination, termination);
    QFETCH(int, viewer);
    QFETCH(QString, text);
    const auto side = viewer < 0 ? std::nullopt : std::optional<Side>(Side(viewer));
    QCOMPARE(PlayText::result({outcome, termination}, side), text);
}

void TestPlay::drawOffer_data()
{
    QTest::addColumn<Side>("human");
    QTest::addColumn<bool>("accepted");
    // Red keeps its Flag and a Scout; Blue has its Marshal, General and Colonel besides.
    QTest::newRow("R19 the computer far behind accepts") << Side::Blue << true;
    QTest::newRow("R19 the computer far ahead declines") << Side::Red << false;
}

void TestPlay::drawOffer()
{
    QFETCH(Side, human);
    QFETCH(bool, accepted);
    flagfall::Position p;
    auto at = [](const char* name) { return *flagfall::parseSquare(name); };
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Scout, at("F2"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Marshal, at("C9"), flagfall::KnowsRank);
    p.addPiece(Side::Blue, Rank::General, at("E9"), flagfall::KnowsRank);
    p.addPiece(Side::Blue, Rank::Colonel, at("G9"), flagfall::KnowsRank);
    p.setSideToMove(human);
    const flagfall::GameRecord rec =
        flagfall::recordOf(flagfall::Game(p), {{"Opponent", "computer", 0},
                                               {"Human", human == Side::Red ? "red" : "blue", 0},
                                               {"Level", "3", 0}});
    QString error;
    QVERIFY2(m_controller->resume(rec, &error), qPrintable(error));
    QVERIFY(!m_controller->thinking());
    QSignalSpy answers(m_controller.get(), &PlayController::drawAnswered);
    m_controller->offerDraw();
    QVERIFY(answers.wait(5000));
    QCOMPARE(answers.front().front().toBool(), accepted);
    const flagfall::GameResult r = m_session->game().result();
    QCOMPARE(r.over(), accepted);
    if (accepted) QCOMPARE(r.termination, flagfall::Termination::DrawAgreed);
}

void TestPlay::resignCountsInStatistics()
{
    const GameTally before = m_statistics->tally(flagfall::Variant::Barrage, 1);
    newComputerGame(flagfall::Variant::Barrage);
    m_controller->resign();
    QCOMPARE(m_session->game().result().outcome, flagfall::Outcome::BlueWins);
    QCOMPARE(m_session->game().result().termination, flagfall::Termination::Resigned);
    const GameTally after = m_statistics->tally(flagfall::Variant::Barrage, 1);
    QCOMPARE(after.losses, before.losses + 1);
    QCOMPARE(after.wins, before.wins);
    QCOMPARE(m_controller->record().tag("Termination"), std::string("resigned"));
}

void TestPlay::unbegunResignationIsNotKept_data()
{
    QTest::addColumn<int>("humanMoves"); // moves the player makes before resigning
    QTest::addColumn<bool>("kept");
    QTest::newRow("resigned at once: not kept") << 0 << false;
    QTest::newRow("resigned after a move: kept") << 1 << true;
}

// A resignation before the player made a move is a game never begun: the library keeps none.
void TestPlay::unbegunResignationIsNotKept()
{
    QFETCH(int, humanMoves);
    QFETCH(bool, kept);
    newComputerGame(flagfall::Variant::Barrage);
    for (int i = 0; i < humanMoves; ++i) {
        playHumanMove();
        waitForHumanTurn();
    }
    const int before = GameLibrary().list().size();
    m_controller->resign();
    QVERIFY(m_session->game().result().over());
    QCOMPARE(GameLibrary().list().size(), before + (kept ? 1 : 0));
}

// A won game taken back with undo is not won: the win leaves the statistics, and counts again
// (once) when the game is won again.
void TestPlay::undoneWinLeavesStatistics()
{
    flagfall::Position p;
    auto at = [](const char* name) { return *flagfall::parseSquare(name); };
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Scout, at("J9"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Sergeant, at("A10"));
    const flagfall::GameRecord rec = flagfall::recordOf(
        flagfall::Game(p), {{"Opponent", "computer", 0}, {"Human", "red", 0}, {"Level", "2", 0}});
    QString error;
    QVERIFY2(m_controller->resume(rec, &error), qPrintable(error));
    m_board->setPerspective(BoardModel::Perspective::Red);
    m_board->setInteractiveSide(Side::Red);
    const GameTally before = m_statistics->tally(flagfall::Variant::Classic, 2);
    auto win = [&] {
        QVERIFY(m_board->requestMove(at("J9"), at("J10")));
        QCOMPARE(m_session->game().result().outcome, flagfall::Outcome::RedWins);
    };
    win();
    QCOMPARE(m_statistics->tally(flagfall::Variant::Classic, 2).wins, before.wins + 1);
    QVERIFY(m_controller->undo());
    QVERIFY(!m_session->game().result().over());
    QCOMPARE(m_statistics->tally(flagfall::Variant::Classic, 2).wins, before.wins);
    win();
    QCOMPARE(m_statistics->tally(flagfall::Variant::Classic, 2).wins, before.wins + 1);
    QCOMPARE(m_statistics->tally(flagfall::Variant::Classic, 2).losses, before.losses);
}

void TestPlay::failedSaveIsReported_data()
{
    QTest::addColumn<QString>("target"); // relative to a folder holding "games/" and "notes.txt"
    QTest::newRow("the name is taken by a folder") << QStringLiteral("games");
    QTest::newRow("the folder is a file") << QStringLiteral("notes.txt/game.sgn");
}

// A save that cannot be made says why, and leaves nothing behind: no half file, no temporary
// file, and what stood at the path before still stands.
void TestPlay::failedSaveIsReported()
{
    QFETCH(QString, target);
    const QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games")));
    QFile notes(dir.filePath(QStringLiteral("notes.txt")));
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("keep me\n");
    notes.close();
    const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);

    newComputerGame(flagfall::Variant::Duel);
    QString error;
    QVERIFY(!GameFile::write(dir.filePath(target), m_controller->record(), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("games"))).isDir());
    QVERIFY(QDir(dir.filePath(QStringLiteral("games"))).isEmpty());
    QVERIFY(notes.open(QIODevice::ReadOnly));
    QCOMPARE(notes.readAll(), QByteArray("keep me\n"));
}

void TestPlay::hotSeatHasNoComputer()
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

void TestPlay::hotSeatDrawAsksTheOtherPlayer_data()
{
    QTest::addColumn<bool>("accepted");
    QTest::newRow("accepted") << true;
    QTest::newRow("declined") << false;
}

// The player to move offers; the other one is asked (through the seats and the referee) and a
// yes ends the game as a draw.
void TestPlay::hotSeatDrawAsksTheOtherPlayer()
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
void TestPlay::hotSeatHandOverHidesTheBoard()
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
void TestPlay::gamePageKeys()
{
    GamePage page(m_settings.get(), m_statistics.get());
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.controller()->setAutosavePath({});
    page.controller()->setMoveTime(kMoveTimeMs);
    PlayOptions o;
    o.level = 1;
    o.setup = sergeantInFront(flagfall::Variant::Classic, 5); // a Sergeant on A4
    page.controller()->newGame(o, 5);
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

void TestPlay::gamePageClickAndDrag()
{
    GamePage page(m_settings.get(), m_statistics.get());
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.controller()->setAutosavePath({});
    page.controller()->setMoveTime(kMoveTimeMs);
    PlayOptions o;
    o.level = 1;
    o.setup = sergeantInFront(flagfall::Variant::Classic, 5); // a Sergeant on A4
    page.controller()->newGame(o, 5);
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
void TestPlay::openUnfinishedRecordToPlayOn()
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

void TestPlay::newGameMidThoughtStopsTheComputer()
{
    PlayOptions o;
    o.level = 5;
    o.human = Side::Blue; // the computer (Red) starts thinking at once
    m_controller->setMoveTime(0);
    m_controller->newGame(o, 3);
    QVERIFY(m_controller->thinking());
    o.human = Side::Red;
    m_controller->newGame(o, 4);
    QVERIFY(!m_controller->thinking());
    QTest::qWait(300); // the first game's search must not reach the second game
    QCOMPARE(m_session->game().ply(), 0);
}

QTEST_MAIN(TestPlay)
// The New game page lists the setups the window lends it (the setup library), those of the chosen
// variant only, read again each time the page is shown; the one chosen is the game's setup.
void TestPlay::newGameOffersSavedSetups()
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

#include "tst_play.moc"
