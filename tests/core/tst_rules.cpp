// The rules of rules.md on the board and for a single move, one row per case, each named by its
// rule id: squares and lakes (R1-R2), armies and setup areas (R3-R4), who moves and how pieces
// move (R5-R8). Battles are in tst_rulescombat, repetition and the end of a game in
// tst_rulesrepetition. Expected values come from reading the rule, with the reasoning in a
// comment where a case is tricky.
#include "testboard.h"

#include "core/rules/notation.h"

#include <QTest>

#include <algorithm>

using namespace flagfall;
using namespace flagfall::test;

Q_DECLARE_METATYPE(flagfall::MoveError)
Q_DECLARE_METATYPE(flagfall::Variant)
Q_DECLARE_METATYPE(flagfall::Side)

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

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
