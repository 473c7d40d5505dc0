// The rules of rules.md for battles and the end of a game, one row per case, each named by its
// rule id: what a battle reveals (R9), who wins it (R10-R14), a player without moves (R15), the
// order the end rules are judged in, and resigning or agreeing a draw (R19). Expected values come
// from reading the rule, with the reasoning in a comment where a case is tricky.
#include "testboard.h"

#include "core/rules/notation.h"

#include <QTest>

using namespace flagfall;
using namespace flagfall::test;

Q_DECLARE_METATYPE(flagfall::Side)

class TestRulesCombat : public QObject {
    Q_OBJECT

private slots:
    void combat_data();
    void combat();
    void reveal();
    void noMoves_data();
    void noMoves();
    void endAfterMoves_data();
    void endAfterMoves();
    void judgeOrder();
    void resignAndDraw_data();
    void resignAndDraw();
};

void TestRulesCombat::combat_data()
{
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QString>("defender");
    QTest::addColumn<QString>("winner"); // attacker, defender or both (removed)
    QTest::addColumn<QString>("result");
    QTest::newRow("R10 higher attacker wins and moves in") << "r9:E4"
                                                           << "b8:E5"
                                                           << "attacker"
                                                           << "*";
    QTest::newRow("R10 lower attacker loses, defender stays") << "r4:E4"
                                                              << "b6:E5"
                                                              << "defender"
                                                              << "*";
    QTest::newRow("R10 marshal beats general") << "rX:E4"
                                               << "b9:E5"
                                               << "attacker"
                                               << "*";
    QTest::newRow("R10 miner beats scout") << "r3:E4"
                                           << "b2:E5"
                                           << "attacker"
                                           << "*";
    QTest::newRow("R10 blue attacker wins") << "b7:E5"
                                            << "r6:E4"
                                            << "attacker"
                                            << "*";
    QTest::newRow("R10 scout strike from afar loses") << "r2:E2"
                                                      << "b4:E9"
                                                      << "defender"
                                                      << "*";
    QTest::newRow("R11 equal ranks both removed") << "r5:E4"
                                                  << "b5:E5"
                                                  << "both"
                                                  << "*";
    QTest::newRow("R11 two marshals both removed") << "rX:E4"
                                                   << "bX:E5"
                                                   << "both"
                                                   << "*";
    QTest::newRow("R11 two scouts from afar both removed") << "r2:E2"
                                                           << "b2:E9"
                                                           << "both"
                                                           << "*";
    QTest::newRow("R12 miner removes the bomb and moves in") << "r3:E4"
                                                             << "bB:E5"
                                                             << "attacker"
                                                             << "*";
    QTest::newRow("R12 marshal loses to a bomb, bomb stays") << "rX:E4"
                                                             << "bB:E5"
                                                             << "defender"
                                                             << "*";
    QTest::newRow("R12 general loses to a bomb") << "r9:E4"
                                                 << "bB:E5"
                                                 << "defender"
                                                 << "*";
    QTest::newRow("R12 scout loses to a bomb") << "r2:E2"
                                               << "bB:E9"
                                               << "defender"
                                               << "*";
    QTest::newRow("R12 spy loses to a bomb") << "rS:E4"
                                             << "bB:E5"
                                             << "defender"
                                             << "*";
    QTest::newRow("R12 blue miner removes a red bomb") << "b3:E5"
                                                       << "rB:E4"
                                                       << "attacker"
                                                       << "*";
    QTest::newRow("R13 spy attacking the marshal wins") << "rS:E4"
                                                        << "bX:E5"
                                                        << "attacker"
                                                        << "*";
    QTest::newRow("R13 marshal attacking the spy wins") << "rX:E4"
                                                        << "bS:E5"
                                                        << "attacker"
                                                        << "*";
    QTest::newRow("R13 scout attacking the spy wins") << "r2:E2"
                                                      << "bS:E9"
                                                      << "attacker"
                                                      << "*";
    QTest::newRow("R13 spy attacking the general loses") << "rS:E4"
                                                         << "b9:E5"
                                                         << "defender"
                                                         << "*";
    // The Spy is rank 1, so against anything but the Marshal it follows R10 and loses.
    QTest::newRow("R13 spy attacking a scout loses") << "rS:E4"
                                                     << "b2:E5"
                                                     << "defender"
                                                     << "*";
    QTest::newRow("R13 spy attacking a spy removes both") << "rS:E4"
                                                          << "bS:E5"
                                                          << "both"
                                                          << "*";
    QTest::newRow("R13 blue spy attacking red marshal wins") << "bS:E5"
                                                             << "rX:E4"
                                                             << "attacker"
                                                             << "*";
    QTest::newRow("R13 spy takes the flag") << "rS:E4"
                                            << "bF:E5"
                                            << "attacker"
                                            << "1-0 flag captured";
    QTest::newRow("R14 miner captures the flag") << "r3:E4"
                                                 << "bF:E5"
                                                 << "attacker"
                                                 << "1-0 flag captured";
    QTest::newRow("R14 scout captures the flag from afar") << "r2:E2"
                                                           << "bF:E9"
                                                           << "attacker"
                                                           << "1-0 flag captured";
    QTest::newRow("R14 blue captures the red flag") << "b4:E5"
                                                    << "rF:E4"
                                                    << "attacker"
                                                    << "0-1 flag captured";
}

void TestRulesCombat::combat()
{
    QFETCH(QString, attacker);
    QFETCH(QString, defender);
    QFETCH(QString, winner);
    QFETCH(QString, result);
    // Both sides keep a flag (unless it is the defender) and a free piece far away, so nothing
    // but the battle decides the result.
    QString pieces = attacker + u' ' + defender + " r4:B1 b4:B10";
    if (!defender.startsWith("rF")) pieces += " rF:A1";
    if (!defender.startsWith("bF")) pieces += " bF:A10";
    const Side side = attacker.startsWith(u'r') ? Side::Red : Side::Blue;
    const auto pos = board(pieces, side);
    QVERIFY(pos);
    const Square from = *parseSquare(attacker.mid(3).toStdString());
    const Square to = *parseSquare(defender.mid(3).toStdString());
    const int a = pos->pieceAt(from), d = pos->pieceAt(to);
    Game g(*pos);
    QVERIFY(g.play(Move{from, to, true}));
    const Position& after = g.position();
    QCOMPARE(after.pieceAt(from), -1); // the attacker left its square whatever happened
    const int expectedAtTarget = winner == u"attacker" ? a : winner == u"defender" ? d : -1;
    QCOMPARE(after.pieceAt(to), expectedAtTarget);
    QCOMPARE(after.piece(a).alive(), winner == u"attacker");
    QCOMPARE(after.piece(d).alive(), winner == u"defender");
    QCOMPARE(resultText(g.result()), result);
}

void TestRulesCombat::reveal()
{
    // R9: both ranks become known to both players, permanently; before the battle Blue sees
    // nothing of Red's pieces, and other pieces stay hidden.
    const auto pos = board("rF:A1 r9:E4 r5:B1 bF:A10 b8:E5 b4:B10 b2:J7");
    QVERIFY(pos);
    Game g(*pos);
    const int red9 = pos->pieceAt(*parseSquare("E4")), red5 = pos->pieceAt(*parseSquare("B1"));
    const int blue8 = pos->pieceAt(*parseSquare("E5")), blue2 = pos->pieceAt(*parseSquare("J7"));
    QCOMPARE(g.view(Side::Blue).position.piece(red9).rank, Rank::Unknown);
    QCOMPARE(g.view(Side::Red).position.piece(blue8).rank, Rank::Unknown);
    QVERIFY(g.play(*move("E4xE5")));
    QVERIFY(g.position().piece(red9).known & KnowsRank);
    QVERIFY(g.position().piece(blue8).known & KnowsRank); // removed, but its rank was shown
    QCOMPARE(g.position().viewFor(Side::Blue).piece(red9).rank, Rank::General);
    QCOMPARE(g.position().rankSeenBy(blue8, Side::Red), Rank::Colonel);
    QCOMPARE(g.moves().back().defender, Rank::Colonel); // public history
    // A Scout's long move shows that it moved, and that it is a Scout, but not its rank proper.
    QVERIFY(g.play(*move("J7-J5")));
    QVERIFY(g.position().piece(blue2).known & KnowsMoved);
    QVERIFY(g.position().piece(blue2).known & KnowsScoutMove);
    QVERIFY(!(g.position().piece(blue2).known & KnowsRank));
    QCOMPARE(g.view(Side::Red).position.piece(blue2).rank, Rank::Unknown);
    QVERIFY(g.play(*move("B1-B2")));
    QCOMPARE(g.view(Side::Blue).position.piece(red9).rank, Rank::General); // still known
    QCOMPARE(g.view(Side::Blue).position.piece(red5).rank, Rank::Unknown);
    QVERIFY(g.position().piece(red5).known & KnowsMoved);
}

void TestRulesCombat::noMoves_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<Side>("toMove");
    QTest::addColumn<QString>("result");
    QTest::newRow("R15 no movable piece left loses")
        << "rF:A1 rB:B1 bF:J10 b4:E8" << Side::Red << "0-1 no moves";
    QTest::newRow("R15 all pieces blocked loses")
        << "rF:A1 rX:A2 rB:B2 rB:A3 bF:J10 b4:E8" << Side::Red << "0-1 no moves";
    QTest::newRow("R15 blocked by a lake and own bombs")
        << "rF:A1 r4:C4 rB:B4 rB:D4 rB:C3 bF:J10 b4:E8" << Side::Red << "0-1 no moves";
    QTest::newRow("R15 blue without moves loses")
        << "rF:A1 r4:E3 bF:J10 bB:I10" << Side::Blue << "1-0 no moves";
    QTest::newRow("R15 a blocked piece may still attack")
        << "rF:A1 rX:A2 rB:A3 bB:B2 bF:J10 b4:E8" << Side::Red << "*";
    QTest::newRow("R15 neither can move: no movable pieces")
        << "rF:A1 rB:B1 bF:J10 bB:I10" << Side::Red << "1/2-1/2 neither can move";
    QTest::newRow("R15 neither can move: both blocked")
        << "rF:A1 rX:A2 rB:B2 rB:A3 bF:J10 bX:J9 bB:I9 bB:J8" << Side::Blue
        << "1/2-1/2 neither can move";
}

void TestRulesCombat::noMoves()
{
    QFETCH(QString, pieces);
    QFETCH(Side, toMove);
    QFETCH(QString, result);
    const auto pos = board(pieces, toMove);
    QVERIFY(pos);
    const Game g(*pos);
    QCOMPARE(resultText(g.result()), result);
    MoveList list;
    g.legalMoves(list);
    QCOMPARE(list.size == 0, g.result().over());
}

void TestRulesCombat::endAfterMoves_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("result");
    QTest::newRow("R15 taking the last movable piece wins") << "rF:A1 rX:E4 bF:J10 b4:E5"
                                                            << "standard"
                                                            << "E4xE5"
                                                            << "1-0 no moves";
    // Blue has no movable piece after the capture either, but R14 is judged before R15.
    QTest::newRow("R14 before R15: flag taken from afar by a scout") << "rF:A1 r2:E2 bF:E9 bB:J10"
                                                                     << "standard"
                                                                     << "E2xE9"
                                                                     << "1-0 flag captured";
    // Blue's Sergeant is boxed in J9/J10 by its own bombs and has shuttled three times.
    const QString boxed = "rF:A1 r5:E2 bF:A10 b4:J10 bB:I10 bB:I9 bB:J8";
    const QString shuttle = "E2-F2 J10-J9 F2-F3 J9-J10 F3-E3 J10-J9 E3-E2";
    QTest::newRow("R15 every move forbidden by R16 loses")
        << boxed << "standard" << shuttle << "1-0 no moves";
    QTest::newRow("R15 with N=5 the shuttle goes on") << boxed << "isf" << shuttle << "*";
    // The seventh quiet ply reaches the R18 limit in the same position: R18 comes first.
    QTest::newRow("R18 before R15")
        << boxed << "standard noAttackDraw=7" << shuttle << "1/2-1/2 no progress";
    QTest::newRow("R18 one ply later would be too late")
        << boxed << "standard noAttackDraw=8" << shuttle << "1-0 no moves";
    // Both boxed pieces shuttle; Red started first and cannot go back a fourth time, and Blue
    // could not either: judged with Blue's own R16 run, the game is a draw.
    QTest::newRow("R15 both shuttling to the limit: neither can move")
        << "rF:J1 r4:A1 rB:B1 rB:B2 rB:A3 bF:A10 b4:J10 bB:I10 bB:I9 bB:J8"
        << "standard"
        << "A1-A2 J10-J9 A2-A1 J9-J10 A1-A2 J10-J9"
        << "1/2-1/2 neither can move";
    QTest::newRow("R15 after the game ended no move is legal") << "rF:A1 rX:E4 r4:B1 bF:J10 b4:E5"
                                                               << "standard"
                                                               << "E4xE5 !J10-J9"
                                                               << "1-0 no moves";
}

void TestRulesCombat::endAfterMoves()
{
    QFETCH(QString, pieces);
    QFETCH(QString, rules);
    QFETCH(QString, moves);
    QFETCH(QString, result);
    const auto pos = board(pieces);
    QVERIFY(pos);
    Game g(*pos, ruleSet(rules));
    const QString problem = playScript(g, moves, Verdict::GameOver);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(resultText(g.result()), result);
    QCOMPARE(resultText(g.ruleResult()), result);
}

void TestRulesCombat::judgeOrder()
{
    // In play, taking the Flag is an attack and restarts R18's count, so R14 and R18 never meet;
    // judged directly on a rule state that has reached the limit, R14 still comes first.
    auto pos = board("rF:A1 r2:E2 bF:E9 bB:J10");
    QVERIFY(pos);
    const RuleSet rules;
    RuleState state;
    state.quietPlies = rules.noAttackDraw;
    QCOMPARE(resultText(judge(*pos, rules, state)), QString("1/2-1/2 no progress"));
    pos->makeMove(*move("E2xE9"));
    QCOMPARE(resultText(judge(*pos, rules, state)), QString("1-0 flag captured")); // R14 first
    // Blue has no move either (R15), but R18 is judged before R15.
    auto stuck = board("rF:A1 r2:E2 bF:J10 bB:I10", Side::Blue);
    QVERIFY(stuck);
    QCOMPARE(resultText(judge(*stuck, rules, state)), QString("1/2-1/2 no progress"));
    state.quietPlies = 0;
    QCOMPARE(resultText(judge(*stuck, rules, state)), QString("1-0 no moves"));
}

void TestRulesCombat::resignAndDraw_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("result");
    QTest::newRow("R19 red resigns") << "resign red"
                                     << "0-1 resigned";
    QTest::newRow("R19 blue resigns") << "resign blue"
                                      << "1-0 resigned";
    QTest::newRow("R19 draw agreed") << "agree"
                                     << "1/2-1/2 draw agreed";
    QTest::newRow("R19 resigning after the flag fell changes nothing") << "capture, resign red"
                                                                       << "1-0 flag captured";
}

void TestRulesCombat::resignAndDraw()
{
    QFETCH(QString, action);
    QFETCH(QString, result);
    const auto pos = board("rF:A1 r3:E4 bF:E5 b4:J9");
    QVERIFY(pos);
    Game g(*pos);
    QVERIFY(g.play(*move("E4-D4"))); // resigning is possible at any time, here on Blue's turn
    if (action.startsWith("capture")) {
        QVERIFY(g.play(*move("J9-J8")));
        QVERIFY(g.play(*move("D4-E4")));
        QVERIFY(g.play(*move("J8-J9")));
        QVERIFY(g.play(*move("E4xE5")));
    }
    if (action.endsWith("resign red")) g.resign(Side::Red);
    if (action == u"resign blue") g.resign(Side::Blue);
    if (action == u"agree") g.agreeDraw();
    QCOMPARE(resultText(g.result()), result);
    const Move next = g.position().sideToMove() == Side::Red ? *move("D4-D3") : *move("J9-J8");
    QCOMPARE(g.check(next).verdict, Verdict::GameOver);
    QVERIFY(!g.play(next));
}

QTEST_APPLESS_MAIN(TestRulesCombat)
#include "tst_rulescombat.moc"
