// Playing against the computer through the models and the controller, offscreen: a whole game at
// level 1 with scripted human moves, no hidden enemy rank in any role of the board model, the
// autosave and resuming after an unclean end, undo, hint, resigning and the statistics, a save
// that fails, the computer's setup by its level. Rule refusals and the end of a game are in
// tst_playrules, two players and the pages in tst_playpages.
#include "playfixture.h"

#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "play/armymodel.h"
#include "play/movelistmodel.h"

#include "core/records/record.h"
#include "core/rules/notation.h"
#include "core/rules/setup.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <string>

using flagfall::Rank;
using flagfall::Side;

class TestPlay : public QObject, private PlayFixture {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startPlay(); }
    void cleanup() { endPlay(); }
    void wholeGameAgainstComputer_data();
    void wholeGameAgainstComputer();
    void autosaveAndResumeAfterUncleanEnd();
    void undoTakesBackMoveAndReply();
    void undoWhileComputerThinks();
    void hint();
    void seriousGameHasNoHelp();
    void statisticsCountTheLibrary();
    void unbegunResignationIsNotKept_data();
    void unbegunResignationIsNotKept();
    void gameEndedAgainReplacesItsFile();
    void failedSaveIsReported_data();
    void failedSaveIsReported();
    void newGameMidThoughtStopsTheComputer();
    void computerSetupsVary_data();
    void computerSetupsVary();
};

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
    QCOMPARE(m_controller->storedPath(), stored.front().path); // where Replay opens it from
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

// The start page's results and the library's statistics come from the same files: a game lost
// by resignation counts once, and the two agree on every variant and level.
void TestPlay::statisticsCountTheLibrary()
{
    const flagfall::OwnTally before = m_statistics->tally(flagfall::Variant::Barrage, 1);
    newComputerGame(flagfall::Variant::Barrage);
    playHumanMove();
    waitForHumanTurn();
    m_controller->resign();
    QCOMPARE(m_session->game().result().termination, flagfall::Termination::Resigned);
    const flagfall::OwnTally after = m_statistics->tally(flagfall::Variant::Barrage, 1);
    QCOMPARE(after.losses, before.losses + 1);
    QCOMPARE(after.wins, before.wins);
    QCOMPARE(m_controller->record().tag("Termination"), std::string("resigned"));
    std::vector<flagfall::OwnGame> own;
    for (const LibraryEntry& e : GameLibrary().list())
        if (e.own) own.push_back(*e.own);
    const flagfall::OwnGameStats library = flagfall::countOwnGames(own, {});
    for (const auto& [level, tally] : library.byLevel) {
        int losses = 0;
        for (const auto& info : flagfall::allVariants())
            losses += m_statistics->tally(info.variant, level).losses;
        QCOMPARE(losses, tally.losses);
    }
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

// A finished game taken back with undo and ended again is one game in the library, with its last
// result: its file is written over, no second one is added.
void TestPlay::gameEndedAgainReplacesItsFile()
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
    const int before = GameLibrary().list().size();
    QVERIFY(m_board->requestMove(at("J9"), at("J10")));
    QCOMPARE(m_session->game().result().outcome, flagfall::Outcome::RedWins);
    const QString kept = m_controller->storedPath();
    QVERIFY(!kept.isEmpty());
    QCOMPARE(GameLibrary().list().size(), before + 1);
    QVERIFY(m_controller->undo());
    QVERIFY(m_board->requestMove(at("J9"), at("I9")));
    waitForHumanTurn();
    m_controller->resign();
    QCOMPARE(m_controller->storedPath(), kept);
    QCOMPARE(GameLibrary().list().size(), before + 1);
    QFile file(kept);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("[Result \"0-1\"]"));
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

void TestPlay::computerSetupsVary_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("computer");
    QTest::newRow("level 3, the default") << 3 << true;
    QTest::newRow("level 5") << 5 << true;
    QTest::newRow("two players") << 3 << false;
}

// Every level sets up as people do, anew in every game: over eight new games the computer's (or
// the second player's) setups all differ and its Flag stands on several squares, so a player who
// has played it twice has not learnt where its Flag is.
void TestPlay::computerSetupsVary()
{
    QFETCH(int, level);
    QFETCH(bool, computer);
    using namespace flagfall;
    PlayOptions o;
    o.level = level;
    o.opponent = computer ? Opponent::Computer : Opponent::Human;
    std::set<std::string> setups;
    std::set<int> flagCells;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        m_controller->newGame(o, seed);
        const auto theirs =
            parseSetupString(recordOf(m_session->game()).tag("BlueSetup"), Variant::Classic);
        QVERIFY(theirs);
        setups.insert(setupToString(theirs->first));
        for (int c = 0; c < kSetupSquares; ++c)
            if (theirs->first.cells[c] == Rank::Flag) flagCells.insert(c);
    }
    QCOMPARE(setups.size(), std::size_t{8});
    QVERIFY2(flagCells.size() >= 4, qPrintable(QString::number(flagCells.size())));
}

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
