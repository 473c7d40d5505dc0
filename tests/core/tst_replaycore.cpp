// The replay timeline: any ply's position, losses and material equal what replaying the moves
// from the start gives, for random games of every variant; records cut at a ply for continuing.
#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/record.h"
#include "core/records/replay.h"

#include <QTest>

using namespace flagfall;

Q_DECLARE_METATYPE(flagfall::Variant)

namespace {

Game randomGame(Variant variant, std::uint64_t seed, int maxPlies)
{
    RandomPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
    Random rng(seed);
    return playGame(red, blue, variant, RuleSet{}, rng, maxPlies);
}

// Positions equal in every piece's square, rank, owner and what the opponent knows of it.
bool samePieces(const Position& a, const Position& b)
{
    if (!(a == b) || a.pieceCount() != b.pieceCount() || a.hash() != b.hash()) return false;
    for (int id = 0; id < a.pieceCount(); ++id) {
        const Piece &p = a.piece(id), &q = b.piece(id);
        if (p.square != q.square || p.rank != q.rank || p.owner != q.owner || p.known != q.known)
            return false;
    }
    return true;
}

// Counts by rank of the pieces of `side` on the board, straight from a position.
ArmyCounts onBoard(const Position& pos, Side side)
{
    ArmyCounts c{};
    for (int id = 0; id < pos.pieceCount(); ++id)
        if (pos.piece(id).alive() && pos.piece(id).owner == side)
            ++c[rankIndex(pos.piece(id).rank)];
    return c;
}

} // namespace

class TestReplayCore : public QObject {
    Q_OBJECT
private slots:
    void timelineMatchesReplayFromStart_data() { addRandomGames(); }
    void timelineMatchesReplayFromStart();
    void gameJumpsMatchReplayFromStart_data() { addRandomGames(); }
    void gameJumpsMatchReplayFromStart();
    void lossesAndMaterialFromTheBoard_data() { addRandomGames(); }
    void lossesAndMaterialFromTheBoard();
    void emptyGame();
    void recordUpToAPly();

private:
    static void addRandomGames();
};

void TestReplayCore::addRandomGames()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1u, 2u, 3u}) {
        QTest::addRow("classic seed %llu", seed) << Variant::Classic << seed;
        QTest::addRow("barrage seed %llu", seed) << Variant::Barrage << seed;
        QTest::addRow("duel seed %llu", seed) << Variant::Duel << seed;
    }
}

// Every ply of the timeline against a second game that plays the same moves one by one.
void TestReplayCore::timelineMatchesReplayFromStart()
{
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    const Game game = randomGame(variant, seed, 700);
    const ReplayTimeline timeline(game);
    QCOMPARE(timeline.length(), game.length());
    Game replay(game.start(), game.rules());
    for (int k = 0; k <= game.length(); ++k) {
        QVERIFY2(samePieces(timeline.positionAt(k), replay.position()),
                 qPrintable(QString("ply %1").arg(k)));
        if (k < game.length()) QVERIFY(replay.play(game.moves()[k].move));
    }
}

// Jumps in a shuffled order, as a slider does, land where replaying from the start lands.
void TestReplayCore::gameJumpsMatchReplayFromStart()
{
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    Game game = randomGame(variant, seed, 700);
    const ReplayTimeline timeline(game);
    Random order(seed + 99);
    for (int i = 0; i < 60; ++i) {
        const int ply =
            static_cast<int>(order.below(static_cast<std::uint64_t>(game.length()) + 1));
        Game replay(game.start(), game.rules());
        for (int k = 0; k < ply; ++k) QVERIFY(replay.play(game.moves()[k].move));
        game.goToPly(ply);
        QCOMPARE(game.ply(), ply);
        QVERIFY2(samePieces(game.position(), replay.position()), qPrintable(QString::number(ply)));
        QVERIFY(samePieces(timeline.positionAt(ply), replay.position()));
    }
}

// Losses are what the start had and the board no longer has; material is what is left on it.
void TestReplayCore::lossesAndMaterialFromTheBoard()
{
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    const Game game = randomGame(variant, seed, 700);
    const ReplayTimeline timeline(game);
    const auto startRed = onBoard(game.start(), Side::Red);
    const auto startBlue = onBoard(game.start(), Side::Blue);
    for (int k = 0; k <= game.length(); ++k) {
        const Position pos = game.positionAt(k);
        for (Side side : {Side::Red, Side::Blue}) {
            const ArmyCounts start = side == Side::Red ? startRed : startBlue;
            const ArmyCounts now = onBoard(pos, side);
            int points = 0;
            for (int r = 0; r < kRankCount; ++r) {
                QCOMPARE(timeline.losses(k, side)[r], start[r] - now[r]);
                points += now[r] * materialPoints(rankFromIndex(r));
            }
            QCOMPARE(timeline.material(k, side), points);
        }
    }
    QCOMPARE(timeline.balance(0), 0); // both armies are the variant's army
}

void TestReplayCore::emptyGame()
{
    Random rng(5);
    const Game game = Game::fromSetups(randomSetup(Variant::Barrage, rng),
                                       randomSetup(Variant::Barrage, rng), RuleSet{});
    const ReplayTimeline timeline(game);
    QCOMPARE(timeline.length(), 0);
    QVERIFY(samePieces(timeline.positionAt(0), game.start()));
    QVERIFY(samePieces(timeline.positionAt(10), game.start())); // clamped to the end
    QCOMPARE(timeline.losses(0, Side::Blue), ArmyCounts{});
}

void TestReplayCore::recordUpToAPly()
{
    const Game game = randomGame(Variant::Classic, 7, 0); // played to its end
    QVERIFY(game.result().over());
    GameRecord full = recordOf(game, {{"Red", "Anna", 0}});
    full.comments = {{3, "early"}, {10, "at ten"}, {11, "too late"}};
    const GameRecord cut = recordUpTo(full, 10);
    QCOMPARE(cut.moves.size(), std::size_t(10));
    QCOMPARE(cut.tag("Result"), std::string("*"));
    QVERIFY(!cut.findTag("Termination"));
    QCOMPARE(cut.tag("Red"), std::string("Anna"));
    QCOMPARE(cut.comments.size(), std::size_t(2));
    // Read back, it is a saved game at ply 10 that may go on.
    const auto read = readRecord(writeRecord(cut));
    QVERIFY(read);
    auto resumed = startGame(*read);
    QVERIFY(resumed);
    Game g = *resumed.value;
    QVERIFY(!replayMoves(g, *read));
    QCOMPARE(g.ply(), 10);
    QVERIFY(!g.result().over());
    QVERIFY(samePieces(g.position(), game.positionAt(10)));
}

QTEST_APPLESS_MAIN(TestReplayCore)
#include "tst_replaycore.moc"
