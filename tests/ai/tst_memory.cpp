// What the weaker levels forget (core/ai/beliefs/memory.h): an enemy rank seen in a battle is
// forgotten once more plies than the level's memory have passed since that piece's last battle;
// a newer battle refreshes it, and the viewer's own ranks and the stronger levels' memories never
// fade. Played out on a small board: a Red Sergeant reveals a Blue General by attacking it, then
// both sides walk a piece round a square far away.
#include "core/ai/base/levels.h"
#include "core/ai/beliefs/memory.h"
#include "core/rules/game.h"
#include "core/rules/notation.h"

#include <QTest>

#include <string>
#include <vector>

using namespace flagfall;
using namespace flagfall::ai;

class TestMemory : public QObject {
    Q_OBJECT

private slots:
    void fadesAfterItsLastBattle_data();
    void fadesAfterItsLastBattle();
    void ownRanksStay();
    void onlyTheLowerLevelsForget();
};

namespace {

Square at(const char* name)
{
    return *parseSquare(name);
}

// The General's id in the game below.
constexpr int kGeneral = 3;

// Red's Sergeant E5 attacks Blue's General E6 and falls (ply 0); with `again`, a Red Lieutenant
// walks up and the General takes it (ply 5), a second battle. Then `quiet` plies of Red's Scout
// and Blue's Lieutenant walking round squares in their corners.
Game played(bool again, int quiet)
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Blue, Rank::Flag, at("A10"));
    p.addPiece(Side::Red, Rank::Sergeant, at("E5"));
    p.addPiece(Side::Blue, Rank::General, at("E6"));
    p.addPiece(Side::Red, Rank::Lieutenant, at("E3"));
    p.addPiece(Side::Red, Rank::Scout, at("J1"));
    p.addPiece(Side::Blue, Rank::Lieutenant, at("J10"));
    Game g(p);
    std::vector<std::string> moves{"E5xE6"};
    const std::vector<std::string> red{"J1-J2", "J2-I2", "I2-I1", "I1-J1"};
    const std::vector<std::string> blue{"J10-J9", "J9-I9", "I9-I10", "I10-J10"};
    std::size_t b = 0;
    if (again) {
        moves.insert(moves.end(), {"J10-J9", "E3-E4", "J9-I9", "E4-E5", "E6xE5"});
        b = 2;
    }
    for (std::size_t r = 0; static_cast<int>(moves.size()) < (again ? 6 : 1) + quiet;) {
        const bool redToMove = moves.size() % 2 == 0;
        moves.push_back(redToMove ? red[r++ % 4] : blue[b++ % 4]);
    }
    for (const std::string& m : moves)
        if (!g.play(*parseMove(m)).legal()) return Game{};
    return g;
}

} // namespace

void TestMemory::fadesAfterItsLastBattle_data()
{
    QTest::addColumn<bool>("again");
    QTest::addColumn<int>("quiet");
    QTest::addColumn<bool>("remembered");
    // The General's last battle was `quiet` + 1 plies ago (at ply 0), or `quiet` + 1 after ply 5.
    QTest::newRow("15 plies ago, a memory of 16") << false << 14 << true;
    QTest::newRow("16 plies ago") << false << 15 << true;
    QTest::newRow("17 plies ago: forgotten") << false << 16 << false;
    QTest::newRow("forty plies ago") << false << 39 << false;
    QTest::newRow("seen again 16 plies ago") << true << 15 << true;
    QTest::newRow("seen again 17 plies ago") << true << 16 << false;
}

void TestMemory::fadesAfterItsLastBattle()
{
    QFETCH(bool, again);
    QFETCH(int, quiet);
    QFETCH(bool, remembered);
    const Game g = played(again, quiet);
    QVERIFY2(g.ply() > 0, "a move of the test game was refused");
    const PlayerView view = g.view(Side::Red);
    QCOMPARE(view.position.piece(kGeneral).rank, Rank::General); // the rules' view knows it
    const PlayerView faded = forgetOldRanks(view, 16);
    QCOMPARE(faded.position.piece(kGeneral).rank, remembered ? Rank::General : Rank::Unknown);
    QCOMPARE(faded.position.piece(kGeneral).square, view.position.piece(kGeneral).square);
    QCOMPARE(faded.history.size(), view.history.size());
}

// Blue's view: Red's pieces it saw in battles fade, never its own General.
void TestMemory::ownRanksStay()
{
    const Game g = played(false, 30);
    const PlayerView faded = forgetOldRanks(g.view(Side::Blue), 4);
    QCOMPARE(faded.position.piece(kGeneral).rank, Rank::General);
    for (int id = 0; id < faded.position.pieceCount(); ++id)
        if (faded.position.piece(id).owner == Side::Blue)
            QCOMPARE(faded.position.piece(id).rank, g.position().piece(id).rank);
}

void TestMemory::onlyTheLowerLevelsForget()
{
    for (int level = kMinLevel; level <= kMaxLevel; ++level)
        QCOMPARE(levelParams(level).memoryPlies > 0, level <= 2);
    QVERIFY(levelParams(1).memoryPlies < levelParams(2).memoryPlies);
}

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
