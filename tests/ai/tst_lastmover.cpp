// Tests of the chase of the enemy's last mover (catchLastMover): catches worked out by hand in a
// corner and a blind alley, chases that cannot be won (one hunter on the open board, a Flag of
// mine within the last mover's reach, a hidden piece that may yet move), and the level that
// plays the catch where its search alone would not.
#include "aitestkit.h"

#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/searchboard.h"
#include "core/ai/search/lastmover.h"
#include "core/ai/search/search.h"
#include "core/rules/game.h"
#include "core/rules/notation.h"

#include <QTest>

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(flagfall::Position)

using namespace flagfall;
using namespace flagfall::ai;

namespace {

Square at(const char* name)
{
    return *parseSquare(name);
}

// What a test changes in the chase below.
struct Twist {
    Rank prey = Rank::Sergeant;
    std::uint8_t preyKnown = KnowsRank | KnowsMoved; // what Red knows of the last mover
    bool scoutsAlive = false;                        // Blue's Scouts not lost (hidden, somewhere)
};

// Blue's Flag walled in far from the chase and Blue's only mover, a known Sergeant, on `prey`;
// Red's Flag walled in too, and Red's `hunters` (known, so nothing about them is in doubt).
// Blue has lost the rest of its army in battles Red saw, so its hidden pieces cannot move.
Position chase(const char* prey, const std::vector<std::pair<Rank, const char*>>& hunters,
               Twist twist = {})
{
    Position p;
    p.addPiece(Side::Blue, Rank::Flag, at("A10"));
    for (const char* s : {"B10", "A9"}) p.addPiece(Side::Blue, Rank::Bomb, at(s));
    p.addPiece(Side::Blue, twist.prey, at(prey), twist.preyKnown);
    p.addPiece(Side::Red, Rank::Flag, at("J10"));
    for (const char* s : {"I10", "J9"}) p.addPiece(Side::Red, Rank::Bomb, at(s));
    for (const auto& [rank, square] : hunters)
        p.addPiece(Side::Red, rank, at(square), KnowsRank | KnowsMoved);
    ArmyCounts keep{};
    keep[rankIndex(twist.prey)] = 1;
    if (twist.scoutsAlive) keep[rankIndex(Rank::Scout)] = 8;
    aitest::keepOnly(p, keep);
    return p;
}

// A blind alley A1-E1 under Blue's own Bombs, a Red Bomb at its end, the last mover on A1 and
// Red's `hunter` (a General) on `square`.
Position alley(const char* square, Rank hunter = Rank::General, Twist twist = {})
{
    Position p = chase("A1", {{hunter, square}}, twist);
    for (const char* s : {"A2", "B2", "C2", "D2"}) p.addPiece(Side::Blue, Rank::Bomb, at(s));
    p.addPiece(Side::Red, Rank::Bomb, at("F1"));
    return p;
}

std::optional<Catch> solved(const Position& p)
{
    const Game g(p, RuleSet{});
    const PlayerView view = g.view(Side::Red);
    return catchLastMover(SearchBoard(view, Beliefs::fromView(view)));
}

} // namespace

class TestLastMover : public QObject {
    Q_OBJECT

private slots:
    void caughtByHand_data();
    void caughtByHand();
    void notCaught_data();
    void notCaught();
    void levelPlaysTheCatch();
    void stopEndsTheSolution();
};

void TestLastMover::caughtByHand_data()
{
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QStringList>("firstMoves");
    // In the corner on J1: either hunter steps next to it, it must step next to the other.
    QTest::newRow("corner") << chase("J1", {{Rank::General, "H1"}, {Rank::Colonel, "J3"}}) << 3
                            << QStringList{"H1-I1", "J3-J2"};
    // The General walks into the alley (E2, E1, D1, C1, B1: five moves) and the Sergeant,
    // wherever it runs, has no move left on A1 at the tenth ply.
    QTest::newRow("blind alley") << alley("E3") << 10 << QStringList{"E3-E2"};
    // From above the alley's Bombs the way in is round them: three moves to E3 first, and the
    // Sergeant cannot reach E2 before the General does (it needs five). Forced to and fro, it
    // stands on A1 when the General reaches C1 (ply 13) and must step next to it: taken at 15.
    QTest::newRow("blind alley, the long way in") << alley("B3") << 15 << QStringList{"B3-C3"};
    // My Sergeant takes Blue's by falling with it: Blue has nothing left to move and I have my
    // General (R15), so the corner is the same.
    QTest::newRow("corner, a trade for the last")
        << chase("J1", {{Rank::General, "H1"}, {Rank::Sergeant, "J3"}}) << 3
        << QStringList{"H1-I1", "J3-J2"};
    // A last mover that has moved but never fought: Red has seen every other Blue mover fall, so
    // it can only be the Sergeant, and the corner is the same.
    QTest::newRow("corner, the last mover unseen")
        << chase("J1", {{Rank::General, "H1"}, {Rank::Colonel, "J3"}},
                 {Rank::Sergeant, KnowsMoved, false})
        << 3 << QStringList{"H1-I1", "J3-J2"};
}

void TestLastMover::caughtByHand()
{
    QFETCH(Position, position);
    QFETCH(int, plies);
    QFETCH(QStringList, firstMoves);
    const std::optional<Catch> c = solved(position);
    QVERIFY(c.has_value());
    QCOMPARE(c->plies, plies);
    QVERIFY2(firstMoves.contains(QString::fromStdString(moveText(c->move))),
             qPrintable(QString::fromStdString(moveText(c->move))));
}

void TestLastMover::notCaught_data()
{
    QTest::addColumn<Position>("position");
    // One pursuer never corners a piece on a board with cycles (round a lake, or any square of
    // four): the Sergeant keeps away from the General for ever.
    QTest::newRow("one hunter, open board") << chase("E4", {{Rank::General, "E1"}});
    // Next to my bare Flag on I1 the Sergeant takes it before either hunter reaches it.
    Position flag = chase("J1", {{Rank::General, "J3"}, {Rank::Colonel, "H3"}});
    flag.addPiece(Side::Red, Rank::Flag, at("I1"));
    QTest::newRow("my Flag in its reach") << flag;
    // A hidden Blue piece that may be a Scout can move: the Sergeant is not the last mover.
    Position hidden =
        chase("J1", {{Rank::General, "H1"}, {Rank::Colonel, "J3"}}, {.scoutsAlive = true});
    hidden.addPiece(Side::Blue, Rank::Scout, at("E7"));
    QTest::newRow("another piece may move") << hidden;
    // My last mover, a Sergeant, falls with Blue's: neither side can move, a draw, no catch.
    QTest::newRow("a trade of the last movers") << alley("E3", Rank::Sergeant);
    // A Spy in the blind alley, cornered by my Marshal, takes it (R13): a Marshal hunts no Spy.
    QTest::newRow("a Spy and my Marshal") << alley("E3", Rank::Marshal, {Rank::Spy});
}

void TestLastMover::notCaught()
{
    QFETCH(Position, position);
    const std::optional<Catch> c = solved(position);
    QVERIFY2(!c.has_value(), c ? qPrintable(QString::fromStdString(moveText(c->move))) : "");
}

// A search one ply deep, drawn to the Sergeant as the crow flies, steps next to the alley's
// Bombs; the level that knows the catch goes round them.
void TestLastMover::levelPlaysTheCatch()
{
    const Game g(alley("B3"), RuleSet{});
    const PlayerView view = g.view(Side::Red);
    const SearchResult r = think(view, levelParams(3), aitest::reproducible(1), 1);
    QCOMPARE(QString::fromStdString(moveText(r.best)), QString("B3-C3"));
    LevelParams blind = levelParams(3);
    blind.catchLastMover = false;
    const SearchResult alone = think(view, blind, aitest::reproducible(1), 1);
    QVERIFY(moveText(alone.best) != "B3-C3");
}

// The engine's stop (Engine::stop waits for the search to end) ends the solution too.
void TestLastMover::stopEndsTheSolution()
{
    const Game g(chase("J1", {{Rank::General, "H1"}, {Rank::Colonel, "J3"}}), RuleSet{});
    const PlayerView view = g.view(Side::Red);
    const SearchBoard board(view, Beliefs::fromView(view));
    std::atomic<bool> stop{false};
    QVERIFY(catchLastMover(board, &stop).has_value());
    stop = true;
    QVERIFY(!catchLastMover(board, &stop).has_value());
}

QTEST_GUILESS_MAIN(TestLastMover)
#include "tst_lastmover.moc"
