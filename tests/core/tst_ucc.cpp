// Tests of the UCC 2012 protocol texts (core/match/ucc.h) against the examples of the referee's
// manual (progcomp2012 judge/manager/manual.txt): moves, confirmations, setup and board rows.
#include "core/match/ucc.h"
#include "core/rules/game.h"
#include "core/rules/notation.h"

#include <QTest>

using namespace flagfall;

Q_DECLARE_METATYPE(flagfall::Side)

class TestUcc : public QObject {
    Q_OBJECT

private slots:
    void moveText_data();
    void moveText();
    void badMoves_data();
    void badMoves();
    void confirmations();
    void setupRows();
    void badSetups_data();
    void badSetups();
    void boardRows();
    void surrenderWhenWalledIn_data();
    void surrenderWhenWalledIn();
};

void TestUcc::moveText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    // The manual: Red's Scout at (0, 3) steps DOWN, towards Blue; Blue's at (9, 6) goes UP 3.
    QTest::newRow("manual 0 3 DOWN")
        << "0 3 DOWN" << int(makeSquare(0, 3)) << int(makeSquare(0, 4));
    QTest::newRow("manual 9 6 UP 3")
        << "9 6 UP 3" << int(makeSquare(9, 6)) << int(makeSquare(9, 3));
    QTest::newRow("left") << "5 2 LEFT" << int(makeSquare(5, 2)) << int(makeSquare(4, 2));
    QTest::newRow("right 4") << "1 8 RIGHT 4" << int(makeSquare(1, 8)) << int(makeSquare(5, 8));
}

void TestUcc::moveText()
{
    QFETCH(QString, text);
    QFETCH(int, from);
    QFETCH(int, to);
    const auto m = ucc::parseMove(text.toStdString());
    QVERIFY(m);
    QCOMPARE(int(m->from), from);
    QCOMPARE(int(m->to), to);
    const Move back{static_cast<Square>(from), static_cast<Square>(to), false};
    QCOMPARE(QString::fromStdString(ucc::moveText(back)), text);
}

void TestUcc::badMoves_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("words") << "hello there";
    QTest::newRow("no direction") << "3 3";
    QTest::newRow("lower case") << "3 3 up";
    QTest::newRow("off the board") << "0 0 UP";
    QTest::newRow("too far") << "0 3 DOWN 7";
    QTest::newRow("zero steps") << "0 3 DOWN 0";
    QTest::newRow("trailing words") << "0 3 DOWN OK";
    QTest::newRow("x not a number") << "a 3 DOWN";
    QTest::newRow("huge number") << "99999999999 3 DOWN";
    // Under UBSan these overflowed int before the board was checked and aborted the match.
    QTest::newRow("huge multiplier right") << "9 3 RIGHT 2147483647";
    QTest::newRow("huge multiplier down") << "0 5 DOWN 2147483647";
}

void TestUcc::badMoves()
{
    QFETCH(QString, text);
    std::string why;
    QVERIFY(!ucc::parseMove(text.toStdString(), &why));
    QVERIFY(!why.empty());
}

// "9 6 UP 3 BOTHDIE 9 9" from the manual, and the other outcome words with their ranks.
void TestUcc::confirmations()
{
    const auto c = ucc::parseConfirmation("9 6 UP 3 BOTHDIE 9 9");
    QVERIFY(c);
    QCOMPARE(int(c->move.from), int(makeSquare(9, 6)));
    QCOMPARE(int(c->move.to), int(makeSquare(9, 3)));
    QCOMPARE(QString::fromStdString(c->outcome), QString("BOTHDIE"));
    QCOMPARE(c->attacker, std::optional<Rank>(Rank::Scout));
    QCOMPARE(c->defender, std::optional<Rank>(Rank::Scout));
    const auto ok = ucc::parseConfirmation("0 3 DOWN OK");
    QVERIFY(ok && ok->outcome == "OK" && !ok->attacker);

    PlayedMove pm{Move{makeSquare(4, 3), makeSquare(4, 4), true}, 0, Rank::Marshal, Rank::Spy,
                  Combat::AttackerWins};
    QCOMPARE(QString::fromStdString(ucc::confirmation(pm)), QString("4 3 DOWN KILLS 1 s"));
    pm.attacker = Rank::Spy, pm.defender = Rank::Marshal;
    QCOMPARE(QString::fromStdString(ucc::outcomeText(pm)), QString("KILLS s 1"));
    pm.attacker = Rank::Miner, pm.defender = Rank::General, pm.combat = Combat::DefenderWins;
    QCOMPARE(QString::fromStdString(ucc::outcomeText(pm)), QString("DIES 8 2"));
    pm.defender = Rank::Flag, pm.combat = Combat::AttackerWins;
    QCOMPARE(QString::fromStdString(ucc::outcomeText(pm)), QString("VICTORY_FLAG"));
    pm.defender = Rank::Bomb, pm.combat = Combat::AttackerWins;
    QCOMPARE(QString::fromStdString(ucc::outcomeText(pm)), QString("KILLS 8 B"));
}

// The manual's Red setup: row 1 is Red's back row (y = 0), so the Flag stands at (0, 0); the
// same rows from Blue put the front row first (y = 6).
void TestUcc::setupRows()
{
    const std::vector<std::string> rows{"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};
    const auto red = ucc::parseSetupRows(rows, Side::Red);
    QVERIFY(red);
    QCOMPARE(red->cells[setupCell(Side::Red, makeSquare(0, 0))], Rank::Flag);
    QCOMPARE(red->cells[setupCell(Side::Red, makeSquare(3, 0))], Rank::Spy);
    QCOMPARE(red->cells[setupCell(Side::Red, makeSquare(3, 1))], Rank::Marshal);
    QCOMPARE(red->cells[setupCell(Side::Red, makeSquare(0, 3))], Rank::Scout);
    QCOMPARE(ucc::setupRows(*red, Side::Red), rows);
    const auto blue = ucc::parseSetupRows(rows, Side::Blue);
    QVERIFY(blue);
    QCOMPARE(blue->cells[setupCell(Side::Blue, makeSquare(0, 6))], Rank::Flag);
    QCOMPARE(ucc::setupRows(*blue, Side::Blue), rows);
}

void TestUcc::badSetups_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::newRow("three rows") << QStringList{"FB8sB479B8", "BB31555583", "6724898974"};
    QTest::newRow("short row") << QStringList{"FB8sB479B8", "BB31555583", "6724898974", "967B"};
    QTest::newRow("unknown letter")
        << QStringList{"FB8sB479B8", "BB31555583", "6724898974", "967B66999X"};
    QTest::newRow("two Marshals") << QStringList{"FB8sB479B8", "BB31555583", "6714898974",
                                                 "967B669999"};
    QTest::newRow("empty square") << QStringList{"FB8sB479B8", "BB31555583", "6724898974",
                                                 "967B66999."};
}

void TestUcc::badSetups()
{
    QFETCH(QStringList, rows);
    std::vector<std::string> r;
    for (const QString& row : rows) r.push_back(row.toStdString());
    std::string why;
    QVERIFY(!ucc::parseSetupRows(r, Side::Red, &why));
    QVERIFY(!why.empty());
}

// The board as the manual prints it for Red before the first move: own ranks, lakes as '+',
// enemies as '#'.
void TestUcc::boardRows()
{
    const auto red =
        ucc::parseSetupRows({"FB8sB479B8", "BB31555583", "6724898974", "967B669999"}, Side::Red);
    QVERIFY(red);
    const Game g = Game::fromSetups(*red, *red, ucc::rules(), Variant::Classic);
    const auto rows = ucc::boardRows(g.position(), Side::Red);
    const std::vector<std::string> expected{"FB8sB479B8", "BB31555583", "6724898974", "967B669999",
                                            "..++..++..", "..++..++..", "##########", "##########",
                                            "##########", "##########"};
    QCOMPARE(rows, expected);
}

void TestUcc::surrenderWhenWalledIn_data()
{
    QTest::addColumn<QString>("toMove");
    QTest::addColumn<QString>("answer");
    // Blue's only movable piece, a Scout at J10, is walled in by its own Bombs at I10 and J9.
    QTest::newRow("blue: no legal move") << "b"
                                         << "SURRENDER";
    QTest::newRow("red: a move to choose") << "r"
                                           << "";
}

// A referee log (peternlewis against level 3): Blue had a movable piece and no legal move; the
// referee asked for a move and the agent, its game over, left without an answer.
void TestUcc::surrenderWhenWalledIn()
{
    QFETCH(QString, toMove);
    QFETCH(QString, answer);
    const std::string e = "..", lakes = "....~~~~....~~~~....";
    const std::string rows = "bF" + e + e + e + e + e + e + e + "bBb2/" + std::string(18, '.') +
                             "bB/" + std::string(20, '.') + "/" + std::string(20, '.') + "/" +
                             lakes + "/" + lakes + "/" + std::string(20, '.') + "/" +
                             std::string(20, '.') + "/" + std::string(20, '.') + "/rF" + e + e + e +
                             "rX" + std::string(10, '.');
    const auto pos = parsePosition(rows + " " + toMove.toStdString());
    QVERIFY2(pos, pos.error.message.c_str());
    const Game game(*pos, ucc::rules());
    QCOMPARE(QString::fromStdString(ucc::answerWithoutMove(game)), answer);
}

QTEST_GUILESS_MAIN(TestUcc)
#include "tst_ucc.moc"
