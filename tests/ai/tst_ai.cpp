// Tests of the computer player: it is fair by construction, its beliefs match what is alive and
// what was seen, its setups are valid and varied, its facade stops and dies cleanly, it never
// plays an illegal move, and it speaks the UCC protocol through pipes.
#include "uccreferee.h"

#include "core/ai/aiplayer.h"
#include "core/ai/beliefs.h"
#include "core/ai/engine.h"
#include "core/ai/setupmaker.h"
#include "core/geometry.h"
#include "core/match.h"
#include "core/notation.h"

#include <QTest>

#include <atomic>
#include <condition_variable>
#include <mutex>

using namespace flagfall;
using namespace flagfall::ai;

Q_DECLARE_METATYPE(flagfall::Variant)
Q_DECLARE_METATYPE(flagfall::Preset)
Q_DECLARE_METATYPE(flagfall::Side)

namespace {

// The same army on the same squares with the ranks shuffled among them.
Setup shuffledRanks(Setup s, Random& rng)
{
    std::vector<int> filled;
    for (int c = 0; c < kSetupSquares; ++c)
        if (s.cells[c] != Rank::Unknown) filled.push_back(c);
    std::vector<Rank> ranks;
    for (int c : filled) ranks.push_back(s.cells[c]);
    rng.shuffle(ranks.begin(), ranks.end());
    for (std::size_t i = 0; i < filled.size(); ++i) s.cells[filled[i]] = ranks[i];
    return s;
}

Limits reproducible()
{
    Limits l;
    l.movetimeMs = 600000; // never the limit: depth is
    l.maxDepth = 2;
    l.threads = 1;
    return l;
}

// A Blue quiet move legal in both games, so that neither history reveals anything.
std::optional<Move> commonQuietMove(const Game& a, const Game& b)
{
    MoveList moves;
    a.legalMoves(moves);
    for (const Move& m : moves)
        if (!m.attack && b.check(m).legal()) return m;
    return std::nullopt;
}

Game playMoves(Variant v, const std::vector<std::string>& moves, std::uint64_t seed = 5)
{
    Random rng(seed);
    const Setup red = randomSetup(v, rng), blue = randomSetup(v, rng);
    Game g = Game::fromSetups(red, blue, RuleSet{}, v);
    for (const auto& text : moves) {
        const auto m = parseMove(text);
        if (!m || !g.play(*m)) return g;
    }
    return g;
}

// Adds a Blue piece of rank `r` and takes it off again in a battle with a Red piece of the same
// rank (R12: both fall), so Blue's losses are known to Red as in a real game, and nothing else
// changes on the board.
void loseInTie(Position& p, Rank r)
{
    const Square red = makeSquare(0, 2), blue = makeSquare(0, 3);
    p.addPiece(Side::Red, r, red);
    p.addPiece(Side::Blue, r, blue);
    p.setSideToMove(Side::Red);
    p.makeMove(Move{red, blue, true});
    p.setSideToMove(Side::Red);
}

} // namespace

class TestAi : public QObject {
    Q_OBJECT

private slots:
    void fairness_data();
    void fairness();
    void beliefsMatchCounts_data();
    void beliefsMatchCounts();
    void beliefsHardEvidence();
    void beliefsCountRevealed();
    void setupsValidAndVaried_data();
    void setupsValidAndVaried();
    void setupsFollowPrinciples();
    void engineAnswers();
    void engineStop();
    void engineDestroyedMidSearch();
    void neverIllegal_data();
    void neverIllegal();
    void drawOfferJudgement();
    void flagShotWeighedAgainstMaterial();
    void lapseStillGuardsTheFlag_data();
    void lapseStillGuardsTheFlag();
    void unlikelyScoutLaneIsClosed();
    void uccEndToEnd_data();
    void uccEndToEnd();
};

void TestAi::fairness_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<std::uint64_t>("seed");
    QTest::newRow("classic") << Variant::Classic << std::uint64_t{3};
    QTest::newRow("barrage") << Variant::Barrage << std::uint64_t{4};
    QTest::newRow("duel") << Variant::Duel << std::uint64_t{5};
}

// Two games differ only in Blue's hidden ranks; Red's computer player, with the same seed,
// must decide the same until a battle reveals a difference.
void TestAi::fairness()
{
    QFETCH(Variant, variant);
    QFETCH(std::uint64_t, seed);
    Random rng(seed);
    const Setup red = randomSetup(variant, rng);
    const Setup blueA = randomSetup(variant, rng);
    Setup blueB = shuffledRanks(blueA, rng);
    QVERIFY(blueA != blueB);
    Game a = Game::fromSetups(red, blueA, RuleSet{}, variant);
    Game b = Game::fromSetups(red, blueB, RuleSet{}, variant);
    AiPlayer playerA(3, 77), playerB(3, 77);
    playerA.setLimits(reproducible());
    playerB.setLimits(reproducible());
    int decisions = 0;
    while (decisions < 6 && !a.result().over() && !b.result().over()) {
        QCOMPARE(a.view(Side::Red).position, b.view(Side::Red).position); // same knowledge
        const Move ma = playerA.chooseMove(a.view(Side::Red));
        const Move mb = playerB.chooseMove(b.view(Side::Red));
        QCOMPARE(moveText(ma), moveText(mb));
        ++decisions;
        if (ma.attack) break; // the battle may reveal different ranks
        QVERIFY(a.play(ma) && b.play(mb));
        const auto reply = commonQuietMove(a, b);
        if (!reply) break;
        QVERIFY(a.play(*reply) && b.play(*reply));
    }
    QVERIFY(decisions >= 1);
}

void TestAi::beliefsMatchCounts_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::newRow("classic") << Variant::Classic;
    QTest::newRow("barrage") << Variant::Barrage;
    QTest::newRow("duel") << Variant::Duel;
}

// At the start every Blue piece is hidden: each row sums to 1 and each rank's column to the
// number of that rank in the army.
void TestAi::beliefsMatchCounts()
{
    QFETCH(Variant, variant);
    const Game g = playMoves(variant, {});
    const PlayerView view = g.view(Side::Red);
    const Beliefs b = Beliefs::fromView(view);
    std::array<double, kRankCount> column{};
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        const bool blue = view.position.piece(id).owner == Side::Blue;
        QCOMPARE(b.hidden(id), blue);
        if (!blue) continue;
        double row = 0.0;
        for (int r = 0; r < kRankCount; ++r) row += b.of(id)[r], column[r] += b.of(id)[r];
        QVERIFY(std::abs(row - 1.0) < 1e-3);
    }
    for (int r = 0; r < kRankCount; ++r)
        QVERIFY2(std::abs(column[r] - variantInfo(variant).army[r]) < 0.05,
                 qPrintable(QString("rank %1: %2").arg(r).arg(column[r])));
}

// A piece that moved is no Bomb and no Flag; one that moved more than one square is a Scout.
void TestAi::beliefsHardEvidence()
{
    Game g = playMoves(Variant::Classic, {});
    // Find a Blue Scout with a free line ahead and a Blue piece that can step.
    MoveList moves;
    bool longMove = false, shortMove = false;
    int scoutId = -1, stepperId = -1;
    for (int ply = 0; ply < 60 && !(longMove && shortMove); ++ply) {
        g.legalMoves(moves);
        Move pick = moves[0];
        for (const Move& m : moves) {
            const int id = g.position().pieceAt(m.from);
            const bool blue = g.position().sideToMove() == Side::Blue;
            if (m.attack) continue;
            if (blue && !longMove && !areAdjacent(m.from, m.to)) {
                pick = m, longMove = true, scoutId = id;
                break;
            }
            if (blue && !shortMove && g.position().piece(id).rank != Rank::Scout) {
                pick = m, shortMove = true, stepperId = id;
                break;
            }
            if (!blue) pick = m;
        }
        if (pick.attack) break;
        QVERIFY(g.play(pick));
    }
    QVERIFY(longMove && shortMove);
    const Beliefs b = Beliefs::fromView(g.view(Side::Red));
    QCOMPARE(b.of(scoutId)[rankIndex(Rank::Scout)], 1.f);
    QCOMPARE(b.of(stepperId)[rankIndex(Rank::Bomb)], 0.f);
    QCOMPARE(b.of(stepperId)[rankIndex(Rank::Flag)], 0.f);
    QVERIFY(b.of(stepperId)[rankIndex(Rank::Scout)] < 1.f);
}

// After a battle the revealed pieces leave the hidden counts: the hidden column sums follow.
void TestAi::beliefsCountRevealed()
{
    Random rng(9);
    RandomPlayer red(1), blue(2);
    Game g =
        Game::fromSetups(randomSetup(Variant::Classic, rng), randomSetup(Variant::Classic, rng));
    int battles = 0;
    while (!g.result().over() && battles < 5) {
        const Side s = g.position().sideToMove();
        const Move m = (s == Side::Red ? red : blue).chooseMove(g.view(s));
        QVERIFY(g.play(m));
        battles += m.attack;
    }
    const PlayerView view = g.view(Side::Red);
    ArmyCounts expected = variantInfo(Variant::Classic).army;
    int hidden = 0;
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        const Piece& p = view.position.piece(id);
        if (p.owner != Side::Blue) continue;
        if (p.rank != Rank::Unknown)
            --expected[rankIndex(p.rank)];
        else if (p.alive())
            ++hidden;
    }
    const Beliefs b = Beliefs::fromView(view);
    QCOMPARE(b.hiddenCounts(), expected);
    std::array<double, kRankCount> column{};
    for (int id = 0; id < view.position.pieceCount(); ++id)
        if (b.hidden(id))
            for (int r = 0; r < kRankCount; ++r) column[r] += b.of(id)[r];
    int total = 0;
    for (int r = 0; r < kRankCount; ++r) {
        QVERIFY(std::abs(column[r] - expected[r]) < 0.1);
        total += expected[r];
    }
    QCOMPARE(total, hidden);
}

void TestAi::setupsValidAndVaried_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::newRow("classic") << Variant::Classic;
    QTest::newRow("barrage") << Variant::Barrage;
    QTest::newRow("duel") << Variant::Duel;
}

void TestAi::setupsValidAndVaried()
{
    QFETCH(Variant, variant);
    SetupMaker maker(42);
    Setup previous;
    int distinct = 0;
    std::vector<Setup> seen;
    for (int i = 0; i < 20; ++i) {
        const Setup s = maker.make(variant);
        QCOMPARE(QString::fromStdString(setupProblem(s, variant)), QString());
        QVERIFY(i == 0 || s != previous); // never the same twice in a row
        if (std::find(seen.begin(), seen.end(), s) == seen.end()) ++distinct, seen.push_back(s);
        previous = s;
    }
    QVERIFY(distinct >= 18);
}

// Principle 1 (flag on the back row) and 3 (at most one bomb in front) hold in most setups.
void TestAi::setupsFollowPrinciples()
{
    SetupMaker maker(7);
    int flagBack = 0, fewFrontBombs = 0;
    const int n = 40;
    for (int i = 0; i < n; ++i) {
        const Setup s = maker.make(Variant::Classic);
        int front = 0;
        for (int c = 0; c < 10; ++c) front += s.cells[c] == Rank::Bomb;
        for (int c = 30; c < 40; ++c) flagBack += s.cells[c] == Rank::Flag;
        fewFrontBombs += front <= 1;
    }
    QVERIFY2(flagBack >= n * 8 / 10, qPrintable(QString::number(flagBack)));
    QVERIFY2(fewFrontBombs >= n * 8 / 10, qPrintable(QString::number(fewFrontBombs)));
}

void TestAi::engineAnswers()
{
    const Game g = playMoves(Variant::Classic, {});
    Engine engine(2, 1);
    std::mutex mutex;
    std::condition_variable done;
    std::optional<Move> got;
    Limits l;
    l.movetimeMs = 200;
    engine.start(g.view(Side::Red), l, [&](Move m) {
        std::lock_guard lock(mutex);
        got = m;
        done.notify_all();
    });
    std::unique_lock lock(mutex);
    done.wait(lock, [&] { return got.has_value(); });
    QVERIFY(g.check(*got).legal());
}

// After stop() returns nothing is thinking and no callback ever comes.
void TestAi::engineStop()
{
    const Game g = playMoves(Variant::Classic, {});
    Engine engine(5, 1);
    std::atomic<int> calls{0};
    Limits l;
    l.movetimeMs = 600000;
    engine.start(g.view(Side::Red), l, [&](Move) { ++calls; });
    QVERIFY(engine.thinking());
    engine.stop();
    QVERIFY(!engine.thinking());
    QCOMPARE(calls.load(), 0);
    // It can think again after a stop.
    engine.start(g.view(Side::Red), l, [&](Move) { ++calls; });
    engine.stop();
    QCOMPARE(calls.load(), 0);
}

void TestAi::engineDestroyedMidSearch()
{
    const Game g = playMoves(Variant::Classic, {});
    std::atomic<int> calls{0};
    {
        Engine engine(5, 3);
        Limits l;
        l.movetimeMs = 600000;
        engine.start(g.view(Side::Red), l, [&](Move) { ++calls; });
    } // the destructor cancels and joins
    QCOMPARE(calls.load(), 0);
    {
        Engine idle;
    } // and an idle engine goes quietly too
}

void TestAi::neverIllegal_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<Preset>("preset");
    for (const auto& info : allVariants())
        for (Preset p : {Preset::Standard, Preset::Isf, Preset::Classic1961})
            QTest::newRow((std::string(info.name) + " " + std::string(presetName(p))).c_str())
                << info.variant << p;
}

// R16/R17: playGame makes a player who offers an illegal move resign, so a game that ends any
// other way was all legal. The computer plays both sides, fast, at two levels.
void TestAi::neverIllegal()
{
    QFETCH(Variant, variant);
    QFETCH(Preset, preset);
    AiPlayer red(1, 11, 5), blue(3, 12, 5);
    Random rng(static_cast<std::uint64_t>(variant) * 10 + static_cast<std::uint64_t>(preset));
    const Game g = playGame(red, blue, variant, RuleSet::preset(preset), rng, 400);
    QVERIFY(g.result().termination != Termination::Resigned);
    for (int ply = 0; ply < g.ply(); ++ply) QVERIFY(g.moves()[ply].piece >= 0);
}

// R19: a side far behind accepts a draw, a side far ahead declines it.
void TestAi::drawOfferJudgement()
{
    // Red keeps only its Flag and a Scout; Blue has its Marshal and General besides.
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Scout, makeSquare(5, 1));
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    p.addPiece(Side::Blue, Rank::Marshal, makeSquare(2, 8), KnowsRank);
    p.addPiece(Side::Blue, Rank::General, makeSquare(4, 8), KnowsRank);
    p.addPiece(Side::Blue, Rank::Colonel, makeSquare(6, 8), KnowsRank);
    const Game g(p, RuleSet{});
    AiPlayer red(3, 1), blue(3, 2);
    QVERIFY(red.acceptsDraw(g.view(Side::Red)));
    Game g2 = g;
    QVERIFY(g2.play(Move{makeSquare(5, 1), makeSquare(5, 2), false}));
    QVERIFY(!blue.acceptsDraw(g2.view(Side::Blue)));
}

// Blue has only its Flag and six Bombs (hidden, unmoved) and a Scout, the rest lost in battles;
// Red's Marshal stands next to one of the hidden pieces, which is the Flag with a small chance p
// and a Bomb otherwise. Attacking wins the game with chance p and loses the Marshal (worth 400)
// with chance 1 - p. Counted as a full win (20000 points) the shot pays for any p above 400/20400 =
// 2%; counted at the level's flagShot value (1500) only for p above 400/1900 = 21%. With p between
// the two, the default player keeps its Marshal and the old rule would throw it away.
void TestAi::flagShotWeighedAgainstMaterial()
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(9, 0));
    p.addPiece(Side::Red, Rank::Scout, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Marshal, makeSquare(4, 9));
    const Square target = makeSquare(5, 9);
    const std::array<Square, 7> hidden{target,           makeSquare(6, 9), makeSquare(7, 9),
                                       makeSquare(8, 9), makeSquare(9, 9), makeSquare(7, 8),
                                       makeSquare(8, 8)};
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(8, 9));
    for (Square s : hidden)
        if (s != makeSquare(8, 9)) p.addPiece(Side::Blue, Rank::Bomb, s);
    p.addPiece(Side::Blue, Rank::Scout, makeSquare(1, 9), KnowsRank | KnowsMoved);
    const ArmyCounts& army = variantInfo(Variant::Classic).army;
    for (Rank r : {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Sergeant, Rank::Lieutenant,
                   Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal})
        for (int n = army[rankIndex(r)] - (r == Rank::Scout ? 1 : 0); n > 0; --n) loseInTie(p, r);
    const Game g(p, RuleSet{});
    const PlayerView view = g.view(Side::Red);

    const Beliefs beliefs = Beliefs::fromView(view);
    const int id = view.position.pieceAt(target);
    const float flag = beliefs.of(id)[rankIndex(Rank::Flag)];
    const float bomb = beliefs.of(id)[rankIndex(Rank::Bomb)];
    QVERIFY2(flag > 0.03f && flag < 0.18f, qPrintable(QString("P(flag) = %1").arg(flag)));
    QCOMPARE(flag + bomb, 1.f);

    const Move shot{makeSquare(4, 9), target, true};
    Limits limits = reproducible();
    limits.maxDepth = 1; // the shot itself, not a walk to another target
    LevelParams level = levelParams(5);
    QVERIFY(think(view, level, limits, 1).best != shot);
    level.flagShot = 0;
    QCOMPARE(think(view, level, limits, 1).best, shot);
}

void TestAi::lapseStillGuardsTheFlag_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1, 2, 3, 4, 5, 6})
        QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

// A level that always lapses (never looks at the reply) still sees a Blue Scout with a free file
// to its Flag: after its move the Scout can no longer strike the Flag.
void TestAi::lapseStillGuardsTheFlag()
{
    QFETCH(quint64, seed);
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Sergeant, makeSquare(1, 1));
    p.addPiece(Side::Red, Rank::Sergeant, makeSquare(8, 1));
    p.addPiece(Side::Blue, Rank::Scout, makeSquare(0, 4), KnowsRank | KnowsMoved);
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    Game g(p, RuleSet{});
    LevelParams level = levelParams(3);
    level.lapse = 1.0;
    const Move m = think(g.view(Side::Red), level, reproducible(), seed).best;
    QVERIFY(g.play(m));
    MoveList replies;
    g.legalMoves(replies);
    for (const Move& r : replies) QVERIFY(r.to != makeSquare(0, 0));
}

// Blue has moved eight hidden pieces, one Scout among four Sergeants and three Lieutenants, so
// each is a Scout with a chance of about 1/8; one of them has an open file to Red's Flag. Red
// closes the file (or takes the piece) rather than leave the game to that chance.
void TestAi::unlikelyScoutLaneIsClosed()
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Sergeant, makeSquare(1, 1));
    p.addPiece(Side::Red, Rank::Marshal, makeSquare(5, 2));
    p.addPiece(Side::Blue, Rank::Scout, makeSquare(0, 6), KnowsMoved);
    for (int c : {3, 4, 5, 8}) p.addPiece(Side::Blue, Rank::Sergeant, makeSquare(c, 7), KnowsMoved);
    for (int c : {4, 6, 8}) p.addPiece(Side::Blue, Rank::Lieutenant, makeSquare(c, 6), KnowsMoved);
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    for (int c = 3; c < 9; ++c) p.addPiece(Side::Blue, Rank::Bomb, makeSquare(c, 9));
    const ArmyCounts& army = variantInfo(Variant::Classic).army;
    const std::array<int, kRankCount> keep = [] {
        std::array<int, kRankCount> k{};
        k[rankIndex(Rank::Scout)] = 1, k[rankIndex(Rank::Sergeant)] = 4;
        k[rankIndex(Rank::Lieutenant)] = 3;
        return k;
    }();
    for (Rank r : {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Sergeant, Rank::Lieutenant,
                   Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal})
        for (int n = army[rankIndex(r)] - keep[rankIndex(r)]; n > 0; --n) loseInTie(p, r);
    Game g(p, RuleSet{});
    const PlayerView view = g.view(Side::Red);
    const float scout =
        Beliefs::fromView(view).of(view.position.pieceAt(makeSquare(0, 6)))[rankIndex(Rank::Scout)];
    QVERIFY2(scout > 0.02f && scout < 0.15f, qPrintable(QString("P(Scout) = %1").arg(scout)));
    LevelParams level = levelParams(5);
    Limits limits = reproducible();
    limits.maxDepth = 3;
    QVERIFY(g.play(think(view, level, limits, 1).best));
    MoveList replies;
    g.legalMoves(replies);
    for (const Move& r : replies) QVERIFY(r.to != makeSquare(0, 0));
}

void TestAi::uccEndToEnd_data()
{
    QTest::addColumn<Side>("side");
    QTest::addColumn<std::uint64_t>("seed");
    QTest::newRow("flagfall plays RED") << Side::Red << std::uint64_t{21};
    QTest::newRow("flagfall plays BLUE") << Side::Blue << std::uint64_t{22};
}

// flagfall-cli ucc, started as a process, plays a whole game through pipes against the
// referee above: every answer is a legal move and the agent quits when told.
void TestAi::uccEndToEnd()
{
    QFETCH(Side, side);
    QFETCH(std::uint64_t, seed);
    UccReferee referee(side, seed);
    QVERIFY2(referee.play(3000), qPrintable(referee.error()));
    QVERIFY(referee.game().result().over());
    QCOMPARE(referee.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestAi)
#include "tst_ai.moc"
