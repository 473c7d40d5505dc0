// The rules of rules.md, one row per case, each named by its rule id (R1-R19). Expected values
// come from reading the rule, with the reasoning in a comment where a case is tricky.
#include "testboard.h"

#include "core/match.h"
#include "core/notation.h"
#include "core/player.h"

#include <QTest>

#include <algorithm>

using namespace flagfall;
using namespace flagfall::test;

Q_DECLARE_METATYPE(flagfall::MoveError)
Q_DECLARE_METATYPE(flagfall::Verdict)
Q_DECLARE_METATYPE(flagfall::Variant)
Q_DECLARE_METATYPE(flagfall::Side)

namespace {

QStringList sortedMoves(const Game& g)
{
    MoveList list;
    g.legalMoves(list);
    QStringList out;
    for (const Move& m : list) out << QString::fromStdString(moveText(m));
    std::sort(out.begin(), out.end());
    return out;
}

// The four squares a piece visits when it circles without ever turning back (R16 never applies).
QStringList loopMoves(const QString& a, const QString& b, const QString& c, const QString& d)
{
    return {a + u'-' + b, b + u'-' + c, c + u'-' + d, d + u'-' + a};
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void squares_data();
    void squares();
    void lakes_data();
    void lakes();
    void armies_data();
    void armies();
    void setupArea_data();
    void setupArea();
    void hiddenRanks();
    void checkMove_data();
    void checkMove();
    void legalMoves_data();
    void legalMoves();
    void combat_data();
    void combat();
    void reveal();
    void script_data();
    void script();
    void noMoves_data();
    void noMoves();
    void endAfterMoves_data();
    void endAfterMoves();
    void judgeOrder();
    void judgeAgreesWithMoveList_data();
    void judgeAgreesWithMoveList();
    void goingBackRestoresRuleState();
    void noProgress_data();
    void noProgress();
    void resignAndDraw_data();
    void resignAndDraw();
};

void TestRules::squares_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");
    QTest::newRow("R1 A1 is Red's back row, left") << "A1" << 0 << 0;
    QTest::newRow("R1 J1 is Red's back row, right") << "J1" << 9 << 0;
    QTest::newRow("R1 A10 is Blue's back row") << "A10" << 0 << 9;
    QTest::newRow("R1 J10") << "J10" << 9 << 9;
    QTest::newRow("R1 E7") << "E7" << 4 << 6;
}

void TestRules::squares()
{
    QFETCH(QString, name);
    QFETCH(int, column);
    QFETCH(int, row);
    const auto sq = parseSquare(name.toStdString());
    QVERIFY(sq);
    QCOMPARE(columnOf(*sq), column);
    QCOMPARE(rowOf(*sq), row);
    QCOMPARE(QString::fromStdString(squareName(*sq)), name);
}

void TestRules::lakes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("lake");
    for (const char* s : {"C5", "D5", "C6", "D6", "G5", "H5", "G6", "H6"})
        QTest::addRow("R2 %s is a lake", s) << s << true;
    for (const char* s : {"A5", "B5", "E5", "F5", "I5", "J6", "C4", "D7", "G4", "H7"})
        QTest::addRow("R2 %s is land", s) << s << false;
}

void TestRules::lakes()
{
    QFETCH(QString, name);
    QFETCH(bool, lake);
    const auto sq = parseSquare(name.toStdString());
    QVERIFY(sq);
    QCOMPARE(isLake(*sq), lake);
    int count = 0;
    for (int s = 0; s < kSquares; ++s) count += isLake(static_cast<Square>(s));
    QCOMPARE(count, 8); // R2: exactly eight lake squares
}

void TestRules::armies_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("name");
    // Counts in the order F S 2 3 4 5 6 7 8 9 X B, copied from the table of R3.
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<int>("total");
    QTest::newRow("R3 classic army")
        << Variant::Classic << "classic" << QList<int>{1, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6} << 40;
    QTest::newRow("R3 barrage army")
        << Variant::Barrage << "barrage" << QList<int>{1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1} << 8;
    QTest::newRow("R3 duel army") << Variant::Duel << "duel"
                                  << QList<int>{1, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 2} << 10;
}

void TestRules::armies()
{
    QFETCH(Variant, variant);
    QFETCH(QString, name);
    QFETCH(QList<int>, counts);
    QFETCH(int, total);
    const VariantInfo& info = variantInfo(variant);
    const char order[] = "FS23456789XB";
    for (int i = 0; i < kRankCount; ++i) {
        const auto rank = rankFromChar(order[i]);
        QVERIFY(rank);
        QCOMPARE(info.army[rankIndex(*rank)], counts[i]);
    }
    QCOMPARE(armySize(variant), total);
    QCOMPARE(variantFromName(name.toStdString()), std::optional<Variant>(variant));
    QCOMPARE(variantOfArmy(info.army), std::optional<Variant>(variant));
    QCOMPARE(info.fillsSetupArea, variant == Variant::Classic); // R4
}

void TestRules::setupArea_data()
{
    QTest::addColumn<Side>("side");
    QTest::addColumn<int>("cell");
    QTest::addColumn<QString>("square");
    // Cell 0 is the front row at the owner's left; Blue faces Red, so its left is column J.
    QTest::newRow("R4 red front row left") << Side::Red << 0 << "A4";
    QTest::newRow("R4 red front row right") << Side::Red << 9 << "J4";
    QTest::newRow("R4 red back row left") << Side::Red << 30 << "A1";
    QTest::newRow("R4 red back row right") << Side::Red << 39 << "J1";
    QTest::newRow("R4 blue front row left") << Side::Blue << 0 << "J7";
    QTest::newRow("R4 blue front row right") << Side::Blue << 9 << "A7";
    QTest::newRow("R4 blue back row left") << Side::Blue << 30 << "J10";
    QTest::newRow("R4 blue back row right") << Side::Blue << 39 << "A10";
    QTest::newRow("R4 blue second row") << Side::Blue << 12 << "H8";
}

void TestRules::setupArea()
{
    QFETCH(Side, side);
    QFETCH(int, cell);
    QFETCH(QString, square);
    const auto sq = parseSquare(square.toStdString());
    QVERIFY(sq);
    QCOMPARE(setupSquare(side, cell), *sq);
    QCOMPARE(setupCell(side, *sq), cell);
    // Rows 5-6 and the other side's rows are outside this side's area.
    for (const char* outside : {"A5", "J6", side == Side::Red ? "E7" : "E4"})
        QCOMPARE(setupCell(side, *parseSquare(outside)), -1);
}

void TestRules::hiddenRanks()
{
    // R4: the armies fill rows 1-4 and 7-10, rows 5-6 start empty, and neither player sees the
    // ranks of the other's pieces.
    const auto red = parseSetupString("B25424222B/64X8592745/363FS36B22/7B837B63B5");
    const auto blue = parseSetupString("B572746S26/4262X28359/B385222574/4FB363BBB3");
    QVERIFY(red && blue);
    const Game g = Game::fromSetups(red->first, blue->first);
    QCOMPARE(g.position().sideToMove(), Side::Red); // R5
    for (int s = 0; s < kSquares; ++s) {
        const int row = s / 10;
        const int id = g.position().pieceAt(static_cast<Square>(s));
        if (row == 4 || row == 5) {
            QCOMPARE(id, -1);
            continue;
        }
        QVERIFY(id >= 0);
        const Side owner = row < 4 ? Side::Red : Side::Blue;
        QCOMPARE(g.position().piece(id).owner, owner);
        for (Side viewer : {Side::Red, Side::Blue}) {
            const Rank seen = g.view(viewer).position.piece(id).rank;
            QCOMPARE(seen == Rank::Unknown, viewer != owner);
        }
    }
}

void TestRules::checkMove_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<bool>("scoutStrike");
    QTest::addColumn<QString>("move");
    QTest::addColumn<MoveError>("expected");
    const QString base = "rF:A1 r4:E4 bF:J10 b4:E7 ";
    const auto ok = MoveError::None;
    QTest::newRow("R5 red moves first, not blue")
        << base << true << "E7-E6" << MoveError::NotYourPiece;
    QTest::newRow("R6 step forward") << base << true << "E4-E5" << ok;
    QTest::newRow("R6 step back") << base << true << "E4-E3" << ok;
    QTest::newRow("R6 step left") << base << true << "E4-D4" << ok;
    QTest::newRow("R6 step right") << base << true << "E4-F4" << ok;
    QTest::newRow("R6 never diagonally") << base << true << "E4-F5" << MoveError::NotStraight;
    QTest::newRow("R6 only one square") << base << true << "E4-E6" << MoveError::TooFar;
    QTest::newRow("R6 never onto an own piece")
        << base + "r5:E5" << true << "E4-E5" << MoveError::OwnPiece;
    QTest::newRow("R6 never attacks an own piece")
        << base + "r5:E5" << true << "E4xE5" << MoveError::OwnPiece;
    QTest::newRow("R6 attack an adjacent enemy") << base + "b5:E5" << true << "E4xE5" << ok;
    QTest::newRow("R6 onto an enemy is written x")
        << base + "b5:E5" << true << "E4-E5" << MoveError::StepOntoEnemy;
    QTest::newRow("R6 x onto an empty square")
        << base << true << "E4xE5" << MoveError::AttackOnEmpty;
    QTest::newRow("R6 no jump over a piece")
        << base + "r5:E5" << true << "E4-E6" << MoveError::TooFar;
    QTest::newRow("R2 never into a lake")
        << base + "r5:C4" << true << "C4-C5" << MoveError::IntoLake;
    QTest::newRow("R2 beside a lake the way on is open") << base + "r5:C4" << true << "C4-B4" << ok;
    QTest::newRow("R7 a bomb never moves")
        << base + "rB:E3" << true << "E3-E2" << MoveError::Immovable;
    QTest::newRow("R7 the flag never moves") << base << true << "A1-A2" << MoveError::Immovable;
    QTest::newRow("R7 a bomb never attacks")
        << base + "rB:E6" << true << "E6xE7" << MoveError::Immovable;
    const QString scout = "rF:J1 r2:A2 bF:J10 ";
    QTest::newRow("R8 scout slides up a column") << scout << true << "A2-A10" << ok;
    QTest::newRow("R8 scout slides along a row") << scout << true << "A2-I2" << ok;
    QTest::newRow("R8 scout never diagonally")
        << scout << true << "A2-C4" << MoveError::NotStraight;
    QTest::newRow("R8 scout blocked by an own piece")
        << scout + "r4:A5" << true << "A2-A7" << MoveError::Blocked;
    QTest::newRow("R8 scout never passes an enemy")
        << scout + "b4:A5" << true << "A2-A7" << MoveError::Blocked;
    QTest::newRow("R8 scout strike at the first enemy") << scout + "b4:A8" << true << "A2xA8" << ok;
    // Only the first enemy on the line can be struck: the one behind it is shielded.
    QTest::newRow("R8 scout strike not past the first enemy")
        << scout + "b4:A6 b5:A8" << true << "A2xA8" << MoveError::Blocked;
    QTest::newRow("R8 scout strike off: no attack from afar")
        << scout + "b4:A8" << false << "A2xA8" << MoveError::ScoutStrikeOff;
    QTest::newRow("R8 scout strike off: adjacent attack allowed")
        << scout + "b4:A3" << false << "A2xA3" << ok;
    QTest::newRow("R8 scout strike off: sliding allowed") << scout << false << "A2-A9" << ok;
    QTest::newRow("R8 only a scout strikes from afar")
        << "rF:J1 r9:A2 bF:J10 b4:A8" << true << "A2xA8" << MoveError::TooFar;
    QTest::newRow("R8 scout never crosses a lake in a column")
        << "rF:J1 r2:C3 bF:J10" << true << "C3-C8" << MoveError::IntoLake;
    QTest::newRow("R8 scout never crosses a lake in a row")
        << "rF:J1 r2:E5 bF:J10" << true << "E5-A5" << MoveError::IntoLake;
    QTest::newRow("R8 scout never strikes across a lake")
        << "rF:J1 r2:F5 bF:J10 b4:J5" << true << "F5xJ5" << MoveError::IntoLake;
    QTest::newRow("R8 scout between the lakes") << "rF:J1 r2:E5 bF:J10" << true << "E5-F5" << ok;
    QTest::newRow("R8 scout passes the lakes in column E")
        << "rF:J1 r2:E3 bF:J10" << true << "E3-E8" << ok;
    QTest::newRow("R8 scout never stops in a lake")
        << "rF:J1 r2:C3 bF:J10" << true << "C3-C5" << MoveError::IntoLake;
}

void TestRules::checkMove()
{
    QFETCH(QString, pieces);
    QFETCH(bool, scoutStrike);
    QFETCH(QString, move);
    QFETCH(MoveError, expected);
    const auto pos = board(pieces);
    QVERIFY(pos);
    const auto m = test::move(move);
    QVERIFY(m);
    RuleSet rules;
    rules.scoutStrike = scoutStrike;
    const Game g(*pos, rules);
    const MoveCheck c = g.check(*m);
    QCOMPARE(c.error, expected);
    QCOMPARE(c.legal(), expected == MoveError::None);
    MoveList legal;
    g.legalMoves(legal);
    QCOMPARE(std::find(legal.begin(), legal.end(), *m) != legal.end(), c.legal());
}

void TestRules::legalMoves_data()
{
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<bool>("scoutStrike");
    QTest::addColumn<QStringList>("moves");
    // The lake above C4 stops the Scout going up; to the right it slides to F4 and may strike G4.
    QTest::newRow("R8 scout beside a lake, strike on")
        << "rF:J1 r2:C4 bF:J10 b4:G4" << true
        << QStringList{"C4-A4", "C4-B4", "C4-C1", "C4-C2", "C4-C3",
                       "C4-D4", "C4-E4", "C4-F4", "C4xG4"};
    QTest::newRow("R8 scout beside a lake, strike off")
        << "rF:J1 r2:C4 bF:J10 b4:G4" << false
        << QStringList{"C4-A4", "C4-B4", "C4-C1", "C4-C2", "C4-C3", "C4-D4", "C4-E4", "C4-F4"};
    // Left is lake D5, right an own Bomb: only down and the attack up remain.
    QTest::newRow("R6 marshal between a lake and an own bomb")
        << "rF:A1 rX:E5 rB:F5 bF:J10 b4:E6" << true << QStringList{"E5-E4", "E5xE6"};
    QTest::newRow("R6 corner piece")
        << "rF:J1 r4:A1 bF:J10 b4:A2" << true << QStringList{"A1-B1", "A1xA2"};
    QTest::newRow("R7 bombs and flag give no moves")
        << "rF:A1 rB:A2 bF:J10 b4:E8" << true << QStringList{};
}

void TestRules::legalMoves()
{
    QFETCH(QString, pieces);
    QFETCH(bool, scoutStrike);
    QFETCH(QStringList, moves);
    const auto pos = board(pieces);
    QVERIFY(pos);
    RuleSet rules;
    rules.scoutStrike = scoutStrike;
    QCOMPARE(sortedMoves(Game(*pos, rules)), moves);
}

void TestRules::combat_data()
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

void TestRules::combat()
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

void TestRules::reveal()
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

void TestRules::script_data()
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

void TestRules::script()
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

void TestRules::noMoves_data()
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

void TestRules::noMoves()
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

void TestRules::endAfterMoves_data()
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

void TestRules::endAfterMoves()
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

void TestRules::judgeAgreesWithMoveList_data()
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
void TestRules::judgeAgreesWithMoveList()
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
void TestRules::goingBackRestoresRuleState()
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

void TestRules::judgeOrder()
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

void TestRules::noProgress_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("attackFirst");
    QTest::addColumn<int>("drawAt"); // the ply that ends in a draw; 0 = none within 400 plies
    QTest::newRow("R18 draw after exactly 200 quiet plies") << 200 << false << 200;
    QTest::newRow("R18 an attack restarts the count") << 200 << true << 201;
    QTest::newRow("R18 another limit") << 30 << false << 30;
    QTest::newRow("R18 0 turns it off") << 0 << false << 0;
}

void TestRules::noProgress()
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

void TestRules::resignAndDraw_data()
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

void TestRules::resignAndDraw()
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

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
