// Tests of the computer player: it is fair by construction, its beliefs match what is alive and
// what was seen, its setups are valid and varied, its facade stops and dies cleanly, it never
// plays an illegal move, and it speaks the UCC protocol through pipes.
#include "aitestkit.h"
#include "uccreferee.h"

#include "core/ai/aiplayer.h"
#include "core/ai/beliefs/beliefs.h"
#include "core/ai/engine.h"
#include "core/ai/setups/setupmaker.h"
#include "core/match/match.h"
#include "core/rules/geometry.h"
#include "core/rules/notation.h"

#include <QTest>

#include <atomic>
#include <condition_variable>
#include <mutex>

using namespace flagfall;
using namespace flagfall::ai;
using aitest::reproducible;

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
    void engineJudgesDrawOffers();
    void neverIllegal_data();
    void neverIllegal();
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
// Most setups keep the Flag on the back row and few Bombs in front; every one walls the Flag in
// with Bombs on each side that has a square (a lone Scout or Miner-less attacker cannot reach
// it), the rule whose absence lost games to the UCC 2012 programs.
void TestAi::setupsFollowPrinciples()
{
    SetupMaker maker(7);
    int flagBack = 0, fewFrontBombs = 0;
    const int n = 40;
    for (int i = 0; i < n; ++i) {
        const Setup s = maker.make(Variant::Classic);
        int front = 0, flag = -1;
        for (int c = 0; c < 10; ++c) front += s.cells[c] == Rank::Bomb;
        for (int c = 0; c < kSetupSquares; ++c)
            if (s.cells[c] == Rank::Flag) flag = c;
        flagBack += flag / 10 == 3;
        fewFrontBombs += front <= 1;
        const int row = flag / 10, col = flag % 10;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            if (row + dr < 0 || row + dr > 3 || col + dc < 0 || col + dc > 9) continue;
            QCOMPARE(s.cells[(row + dr) * 10 + col + dc], Rank::Bomb);
        }
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

// The engine answers a draw offer on its thread, on either side's turn, as the players of the
// command line judge it: the side left with a Scout accepts, the side with three officers not.
void TestAi::engineJudgesDrawOffers()
{
    const Game g = aitest::drawOnOffer(); // Red to move
    Engine engine(3, 1);
    std::mutex mutex;
    std::condition_variable done;
    std::optional<bool> answer;
    const auto judge = [&](Side side) {
        answer.reset();
        engine.judgeDraw(g.view(side), [&](bool yes) {
            std::lock_guard lock(mutex);
            answer = yes;
            done.notify_all();
        });
        std::unique_lock lock(mutex);
        done.wait(lock, [&] { return answer.has_value(); });
        return *answer;
    };
    QVERIFY(judge(Side::Red));
    QVERIFY(!judge(Side::Blue)); // not Blue's turn: judged as if it were
    std::atomic<int> calls{0};
    engine.judgeDraw(g.view(Side::Red), [&](bool) { ++calls; });
    engine.stop();
    QCOMPARE(calls.load(), 0);
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
