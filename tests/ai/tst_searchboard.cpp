// The search board's incremental state (tst_searchboard): each side's pieces, the squares they
// stand on and the evaluation key, kept up by make and unmake, checked against what the pieces
// themselves say after random moves and outcomes; and the evaluation cache's slots.
#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/searchboard.h"
#include "core/ai/board/searchkeys.h"
#include "core/ai/eval/evalcache.h"
#include "core/base/random.h"
#include "core/rules/game.h"
#include "core/rules/setup.h"

#include <QTest>

#include <vector>

using namespace flagfall;
using namespace flagfall::ai;

namespace {

// What forEachPiece must list: the side's pieces on the board, lowest id first.
std::vector<int> piecesOnBoard(const SearchBoard& b, Side side)
{
    std::vector<int> ids;
    for (int id = 0; id < b.pieceCount(); ++id)
        if (b.piece(id).owner == side && b.piece(id).square != kNoSquare) ids.push_back(id);
    return ids;
}

std::vector<int> listed(const SearchBoard& b, Side side)
{
    std::vector<int> ids;
    b.forEachPiece(side, [&](int id) { ids.push_back(id); });
    return ids;
}

// The knowledge part of evalKey(), worked out from the pieces.
std::uint64_t knownKey(const SearchBoard& b)
{
    std::uint64_t key = 0;
    for (int id = 0; id < b.pieceCount(); ++id) key ^= kSearchKeys.knownKey(id, b.piece(id).known);
    return key;
}

// The attacks among all moves, in the order generate() gives them.
std::vector<Move> attacksOf(const MoveList& all)
{
    std::vector<Move> attacks;
    for (const Move& m : all)
        if (m.attack) attacks.push_back(m);
    return attacks;
}

struct Step {
    Move move;
    BoardUndo undo;
};

} // namespace

class TestSearchBoard : public QObject {
    Q_OBJECT

private slots:
    void incrementalStateAfterRandomPlay_data();
    void incrementalStateAfterRandomPlay();
    void evalCacheSlots();
};

void TestSearchBoard::incrementalStateAfterRandomPlay_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 8; ++seed) QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

void TestSearchBoard::incrementalStateAfterRandomPlay()
{
    QFETCH(int, seed);
    Random rng(static_cast<std::uint64_t>(seed));
    const Game g =
        Game::fromSetups(randomSetup(Variant::Classic, rng), randomSetup(Variant::Classic, rng),
                         RuleSet{}, Variant::Classic);
    const PlayerView view = g.view(Side::Red);
    SearchBoard b(view, Beliefs::fromView(view));
    const std::uint64_t startKey = b.evalKey(), startHash = b.hash();
    std::vector<Step> line;
    int battles = 0;
    for (int ply = 0; ply < 300 && !b.flagLost(Side::Red) && !b.flagLost(Side::Blue); ++ply) {
        MoveList all, attacks;
        b.generate(all);
        b.generateAttacks(attacks);
        QCOMPARE(std::vector<Move>(attacks.begin(), attacks.end()), attacksOf(all));
        if (all.size == 0) break;
        const Move m = all[static_cast<int>(rng.below(static_cast<std::uint64_t>(all.size)))];
        const Outcomes outs = b.outcomes(m, rng.below(2) == 0);
        const int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(outs.size)));
        if (outs.items[pick].declined) continue;
        battles += m.attack;
        line.push_back({m, b.make(m, outs.items[pick])});
        for (Side s : {Side::Red, Side::Blue}) QCOMPARE(listed(b, s), piecesOnBoard(b, s));
        QCOMPARE(b.evalKey() ^ b.hash(), knownKey(b));
    }
    QVERIFY2(battles >= 5, qPrintable(QString("only %1 battles").arg(battles)));
    for (auto it = line.rbegin(); it != line.rend(); ++it) b.unmake(it->move, it->undo);
    QCOMPARE(b.hash(), startHash);
    QCOMPARE(b.evalKey(), startKey);
    for (Side s : {Side::Red, Side::Blue}) QCOMPARE(listed(b, s), piecesOnBoard(b, s));
}

void TestSearchBoard::evalCacheSlots()
{
    EvalCache cache(14);
    int score = 12345;
    QVERIFY(!cache.probe(0, score)); // an empty slot holds nothing, not even for key 0
    QVERIFY(!cache.probe(0x1234, score));
    const std::uint64_t a = 0xABCDEF0123456789ull;
    cache.store(a, -5999);
    QVERIFY(cache.probe(a, score));
    QCOMPARE(score, -5999);
    QVERIFY(!cache.probe(a ^ (std::uint64_t{1} << 40), score)); // same slot, other upper bits
    QVERIFY(!cache.probe(a ^ 1, score));                        // another slot
    cache.store(a ^ (std::uint64_t{1} << 40), 5999);            // replaces it
    QVERIFY(!cache.probe(a, score));
    QVERIFY(cache.probe(a ^ (std::uint64_t{1} << 40), score));
    QCOMPARE(score, 5999);
    cache.store(a, 0);
    QVERIFY(cache.probe(a, score));
    QCOMPARE(score, 0);
}

QTEST_APPLESS_MAIN(TestSearchBoard)
#include "tst_searchboard.moc"
