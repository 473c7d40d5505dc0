// The rules of rules.md that look at the moves before, one row per case, each named by its rule
// id: players alternate (R5), the two-squares rule (R16), the chase rule (R17) and the draw after
// quiet plies (R18); that R15's quick judgement agrees with the full move list after every ply
// of random games, and that going back in a game restores the state these rules keep.
// Expected values come from reading the rule, with the reasoning in a comment where a case is
// tricky.
#include "testboard.h"

#include "core/match/match.h"
#include "core/match/player.h"
#include "core/rules/notation.h"

#include <QTest>

using namespace flagfall;
using namespace flagfall::test;

Q_DECLARE_METATYPE(flagfall::Verdict)
Q_DECLARE_METATYPE(flagfall::Variant)

namespace {

// The four squares a piece visits when it circles without ever turning back (R16 never applies).
QStringList loopMoves(const QString& a, const QString& b, const QString& c, const QString& d)
{
    return {a + u'-' + b, b + u'-' + c, c + u'-' + d, d + u'-' + a};
}

} // namespace

class TestRulesRepetition : public QObject {
    Q_OBJECT

private slots:
    void script_data();
    void script();
    void judgeAgreesWithMoveList_data();
    void judgeAgreesWithMoveList();
    void goingBackRestoresRuleState();
    void noProgress_data();
    void noProgress();
};

void TestRulesRepetition::script_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<Verdict>("refusal");
    const QString two = "rF:A1 r4:E3 r5:B2 bF:J10 b4:E8 b5:I9";
    const auto ts = Verdict::TwoSquareRule;
    QTest::newRow("R5 players alternate") << two << "standard"
                                          << "E3-E4 !E4-E5" << Verdict::Illegal;
    QTest::newRow("R16 N=3: the fourth move back is refused")
        << two << "standard"
        << "E3-E4 E8-E7 E4-E3 E7-E8 E3-E4 E8-E7 !E4-E3" << ts;
    // Blue shuttled first, so Blue reaches the limit first, while Red still has a move left.
    QTest::newRow("R16 who started first must stop first")
        << two << "standard"
        << "B2-C2 E8-E7 E3-E4 E7-E8 E4-E3 E8-E7 E3-E4 !E7-E8" << ts;
    QTest::newRow("R16 another piece ends the run")
        << two << "standard"
        << "E3-E4 I9-I8 E4-E3 I8-H8 E3-E4 H8-H9 B2-C2 H9-I9 E4-E3" << ts;
    QTest::newRow("R16 the opponent's moves do not end the run")
        << two << "standard"
        << "E3-E4 I9-I8 E4-E3 I8-I9 E3-E4 I9-I8 !E4-E3" << ts;
    QTest::newRow("R16 going on the same way starts a new run")
        << two << "standard"
        << "E3-E4 I9-I8 E4-E5 I8-H8 E5-E4 H8-H9 E4-E5 H9-I9 !E5-E4" << ts;
    QTest::newRow("R16 turning sideways starts a new run")
        << two << "standard"
        << "E3-E4 I9-I8 E4-E3 I8-H8 E3-E4 H8-H9 E4-F4 H9-I9 F4-E4" << ts;
    QTest::newRow("R16 N=5: the fifth move back is allowed")
        << two << "isf"
        << "E3-E4 I9-I8 E4-E3 I8-I9 E3-E4 I9-I8 E4-E3 I8-I9 E3-E4" << ts;
    QTest::newRow("R16 N=5: the sixth move back is refused")
        << two << "isf"
        << "E3-E4 I9-I8 E4-E3 I8-I9 E3-E4 I9-I8 E4-E3 I8-I9 E3-E4 I9-I8 !E4-E3" << ts;
    QTest::newRow("R16 N=1: no move straight back") << two << "standard twoSquare=1"
                                                    << "E3-E4 I9-I8 !E4-E3" << ts;
    QTest::newRow("R16 0 turns the rule off")
        << two << "standard twoSquare=0"
        << "E3-E4 E8-E7 E4-E3 E7-E8 E3-E4 E8-E7 E4-E3 E7-E8 E3-E4 E8-E7 E4-E3 E7-E8" << ts;
    // A Scout's run may use different distances each way: up 4, down 3, up 5, then down again.
    QTest::newRow("R16 scout shuttling with different distances")
        << "rF:J1 r2:A2 bF:J10 b4:E8"
        << "standard"
        << "A2-A6 E8-E7 A6-A3 E7-E8 A3-A8 E8-E7 !A8-A2" << ts;
    QTest::newRow("R16 scout going on the same way starts a new run")
        << "rF:J1 r2:A2 bF:J10 b4:E8"
        << "standard"
        << "A2-A6 E8-E7 A6-A3 E7-E8 A3-A2 E8-E7 A2-A8" << ts;
    // Red's Marshal takes on E5, steps back, takes the Miner that came to E5, and may not step
    // back a fourth time: the two attacks count as moves of the run.
    QTest::newRow("R16 attacks count") << "rF:A1 rX:E4 bF:J10 b2:E5 b3:F5 b5:J8"
                                       << "standard"
                                       << "E4xE5 J8-J7 E5-E4 F5-E5 E4xE5 J7-J8 !E5-E4" << ts;
    // R17: the Colonel (chaser) threatens the Major from E7; the Major runs round the square
    // E7-F7-F8-E8 and the Colonel follows; the ninth move would bring back the position right
    // after the first threat (Colonel E7, Major F7, Blue to move).
    const QString chase = "rF:A1 r8:D7 r5:J2 bF:A10 b7:F7 b5:J9";
    const auto ch = Verdict::ChaseRule;
    QTest::newRow("R17 a chasing move may not repeat a position of the chase")
        << chase << "standard"
        << "D7-E7 F7-F8 E7-F7 F8-E8 F7-F8 E8-E7 F8-E8 E7-F7 !E8-E7" << ch;
    QTest::newRow("R17 chase off: the repetition is allowed")
        << chase << "standard chase=off"
        << "D7-E7 F7-F8 E7-F7 F8-E8 F7-F8 E8-E7 F8-E8 E7-F7 E8-E7" << ch;
    QTest::newRow("R17 classic1961 has no chase rule")
        << chase << "classic1961"
        << "D7-E7 F7-F8 E7-F7 F8-E8 F7-F8 E8-E7 F8-E8 E7-F7 E8-E7" << ch;
    QTest::newRow("R17 a move of another piece is not restricted")
        << chase << "standard"
        << "D7-E7 F7-F8 E7-F7 F8-E8 F7-F8 E8-E7 F8-E8 E7-F7 J2-J3" << ch;
    // E8-E7 brings back Colonel E7 / Major F7 but is the step back to where the Colonel came
    // from; F7-F8 (the evader) and E7-E8 (again a step back) repeat positions too.
    QTest::newRow("R17 the chaser may step back, the evader is never restricted")
        << chase << "standard"
        << "D7-E7 F7-F8 E7-E8 F8-F7 E8-E7 F7-F8 E7-E8" << ch;
    // J2-J3 ends the chase and its positions are forgotten; after the other pieces went back a
    // new chase starts with F7-F8, and E8-E7 then recreates a position of the old chase only.
    QTest::newRow("R17 a chase ended by another move is forgotten")
        << chase << "standard"
        << "D7-E7 F7-F8 E7-F7 F8-E8 J2-J3 J9-J8 J3-J2 J8-J9 F7-F8 E8-E7 F8-E8 E7-F7 E8-E7" << ch;
    QTest::newRow("R17 the new chase still forbids its own repetitions")
        << chase << "standard"
        << "D7-E7 F7-F8 E7-F7 F8-E8 J2-J3 J9-J8 J3-J2 J8-J9 F7-F8 E8-E7 F8-E8 E7-F7 E8-E7 F7-F8 "
           "E7-F7 F8-E8 !F7-F8"
        << ch;
}

void TestRulesRepetition::script()
{
    QFETCH(QString, pieces);
    QFETCH(QString, rules);
    QFETCH(QString, moves);
    QFETCH(Verdict, refusal);
    const auto pos = board(pieces);
    QVERIFY(pos);
    Game g(*pos, ruleSet(rules));
    const QString problem = playScript(g, moves, refusal);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestRulesRepetition::judgeAgreesWithMoveList_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("rules");
    QTest::newRow("R15 R16 R17 barrage, standard") << Variant::Barrage << "standard";
    QTest::newRow("R15 R16 R17 barrage, isf") << Variant::Barrage << "isf";
    QTest::newRow("R15 R16 R17 duel, standard") << Variant::Duel << "standard";
    QTest::newRow("R15 R16 barrage, classic1961") << Variant::Barrage << "classic1961";
}

// R15 is judged after every ply by looking for one allowed move and stopping there; after every
// ply of random games (blocked pieces, shuttles and chases among them) that verdict must be the
// one the full list of legal moves gives.
void TestRulesRepetition::judgeAgreesWithMoveList()
{
    QFETCH(Variant, variant);
    QFETCH(QString, rules);
    const RuleSet set = ruleSet(rules);
    int ended = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        RandomPlayer red(seed * 2), blue(seed * 2 + 1);
        Random rng(seed);
        Game g = playGame(red, blue, variant, set, rng, 600);
        for (int ply = 0; ply <= g.length(); ++ply) {
            g.goToPly(ply);
            const Position& pos = g.position();
            if (pos.flagLost(Side::Red) || pos.flagLost(Side::Blue)) continue;
            MoveList list;
            flagfall::legalMoves(pos, set, g.ruleState(), list);
            const GameResult verdict = judge(pos, set, g.ruleState());
            if (verdict.termination == Termination::NoProgress) continue;
            QVERIFY2(verdict.over() == (list.size == 0),
                     qPrintable(QString("seed %1, ply %2").arg(seed).arg(ply)));
            ended += verdict.over();
        }
    }
    QVERIFY(ended > 0); // some games did end by R15, so both answers were seen
}

// R16 and R17 depend on the moves before; after undo or a jump back to any ply the legal moves
// are those of the same game played to that ply afresh. Each played move names its mover.
void TestRulesRepetition::goingBackRestoresRuleState()
{
    const RuleSet rules = ruleSet("standard");
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        RandomPlayer red(seed * 2), blue(seed * 2 + 1);
        Random rng(seed), jumps(seed + 100);
        Game g = playGame(red, blue, Variant::Barrage, rules, rng, 300);
        std::vector<QStringList> fresh; // the legal moves after k plies, played forward once
        Game forward(g.start(), rules);
        fresh.push_back(sortedMoves(forward));
        for (const PlayedMove& pm : g.moves()) {
            QCOMPARE(pm.mover, forward.position().sideToMove()); // each move knows its mover
            QVERIFY(forward.play(pm.move));
            fresh.push_back(sortedMoves(forward));
        }
        for (int k = 0; k < 200; ++k) {
            const int ply = int(jumps.below(std::uint64_t(g.length()) + 1));
            g.goToPly(ply);
            QCOMPARE(sortedMoves(g), fresh[std::size_t(ply)]);
            if (g.undo()) QCOMPARE(sortedMoves(g), fresh[std::size_t(ply - 1)]);
            if (g.redo()) QCOMPARE(sortedMoves(g), fresh[std::size_t(g.ply())]);
        }
    }
}

void TestRulesRepetition::noProgress_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("attackFirst");
    QTest::addColumn<int>("drawAt"); // the ply that ends in a draw; 0 = none within 400 plies
    QTest::newRow("R18 draw after exactly 200 quiet plies") << 200 << false << 200;
    QTest::newRow("R18 an attack restarts the count") << 200 << true << 201;
    QTest::newRow("R18 another limit") << 30 << false << 30;
    QTest::newRow("R18 0 turns it off") << 0 << false << 0;
}

void TestRulesRepetition::noProgress()
{
    QFETCH(int, limit);
    QFETCH(bool, attackFirst);
    QFETCH(int, drawAt);
    // Each side circles round a square far from the other, so no attack, threat or shuttle
    // happens; Red's Marshal may first take a Scout.
    const auto pos = board("rF:A1 r4:E2 rX:A5 bF:J10 b4:E9 b2:A6");
    QVERIFY(pos);
    RuleSet rules;
    rules.noAttackDraw = limit;
    Game g(*pos, rules);
    const QStringList loops[2] = {loopMoves("E2", "F2", "F3", "E3"),
                                  loopMoves("E9", "F9", "F8", "E8")};
    int done[2] = {0, 0};
    if (attackFirst) QVERIFY(g.play(*move("A5xA6")));
    const int plies = drawAt > 0 ? drawAt : 400;
    while (g.ply() < plies) {
        QVERIFY2(!g.result().over(), qPrintable(QString("over at ply %1").arg(g.ply())));
        const int side = index(g.position().sideToMove());
        QVERIFY(g.play(*move(loops[side][done[side]++ % 4])));
    }
    QCOMPARE(resultText(g.result()), drawAt > 0 ? QString("1/2-1/2 no progress") : "*");
    QCOMPARE(g.ruleState().quietPlies, attackFirst ? plies - 1 : plies);
}

QTEST_APPLESS_MAIN(TestRulesRepetition)
#include "tst_rulesrepetition.moc"
