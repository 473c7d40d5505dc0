// Gravon game files (formats.md "Gravon game files"): square names, the field's rows and sides,
// the result codes, the hand-written samples in data/gravon, and Flagfall records round-tripping
// through Gravon XML (bad input is in tst_gravonerrors).
#include "core/base/random.h"
#include "core/base/textfile.h"
#include "core/gravon/gravoncodes.h"
#include "core/gravon/gravongame.h"
#include "core/rules/notation.h"
#include "core/rules/setup.h"
#include "gravonsamples.h"

#include <QTest>

using namespace flagfall;
using namespace gravontest;

namespace {
// A game of random legal moves from random setups, resigned by the side to move.
GameRecord randomGame(Variant v, std::uint64_t seed, int plies)
{
    Random rng(seed);
    const Setup red = randomSetup(v, rng), blue = randomSetup(v, rng);
    Game game = Game::fromSetups(red, blue, RuleSet::preset(Preset::Standard), v);
    MoveList moves;
    for (int k = 0; k < plies && !game.result().over(); ++k) {
        game.legalMoves(moves);
        if (moves.size == 0) break;
        game.play(moves[static_cast<int>(rng.below(static_cast<std::uint64_t>(moves.size)))]);
    }
    if (!game.result().over()) game.resign(game.position().sideToMove());
    return recordOf(game, {{"Red", "Ann \"A\" <1>", 0}, {"Blue", "Bo & Cy", 0}});
}

} // namespace

class TestGravon : public QObject {
    Q_OBJECT
private slots:
    void squareNames_data();
    void squareNames();
    void fieldRowsAndSides();
    void samples_data();
    void samples();
    void resultCodes_data();
    void resultCodes();
    void roundTrip_data();
    void roundTrip();
    void exportKeepsTheCode();
    void exportRefuses_data();
    void exportRefuses();
};

void TestGravon::squareNames_data()
{
    QTest::addColumn<QString>("gravon");
    QTest::addColumn<QString>("flagfall"); // "" when the name is no square
    QTest::newRow("A1, Red's back row") << "A1"
                                        << "A1";
    QTest::newRow("I9") << "I9"
                        << "I9";
    QTest::newRow("K is the tenth column") << "K4"
                                           << "J4";
    QTest::newRow("J too, as some files have it") << "J4"
                                                  << "J4";
    QTest::newRow("':' is the tenth row") << "K:"
                                          << "J10";
    QTest::newRow("'10' too") << "A10"
                              << "A10";
    QTest::newRow("no L column") << "L1"
                                 << "";
    QTest::newRow("no row 0") << "A0"
                              << "";
    QTest::newRow("no row 11") << "A11"
                               << "";
    QTest::newRow("lower case") << "a1"
                                << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestGravon::squareNames()
{
    QFETCH(QString, gravon);
    QFETCH(QString, flagfall);
    const auto sq = gravonSquare(gravon.toStdString());
    QCOMPARE(sq ? QString::fromStdString(squareName(*sq)) : QString(), flagfall);
    if (sq && gravon != "J4" && gravon != "A10")
        QCOMPARE(QString::fromStdString(gravonSquareName(*sq)), gravon); // the canonical name
}

// The field lists row 1 first, A to K; Red's setup is its first 40 letters read back to front
// row by row, Blue's the last 40 reversed. Both setups of the sample are the first two lines
// of the human setups (../shared/data/gravon-setups/classic.txt), front row first.
void TestGravon::fieldRowsAndSides()
{
    const auto rec = importGravon(view(sample("classic-forfeit.xml")));
    QVERIFY2(rec, rec.error.text().c_str());
    const auto red = parseGravon("BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG");
    const auto blue = parseGravon("DFIKFGDLFGDGHCDHIEDHBBEJDIJBEBGHDEDEBMBF");
    QVERIFY(red && blue);
    QCOMPARE(rec->tag("RedSetup"), setupToString(*red));
    QCOMPARE(rec->tag("BlueSetup"), setupToString(*blue));
    // Worked out by hand: Red's Flag stands on D2, Blue's on C10.
    QCOMPARE(rec->tag("RedSetup"), std::string("B25424222B/64X8592745/363FS36B22/7B837B63B5"));
    QCOMPARE(rec->tag("BlueSetup"), std::string("2479452X45/256S267326/BB38278B3B/562323BFB4"));
}

void TestGravon::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("red");
    QTest::addColumn<QString>("blue");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("termination");
    QTest::newRow("classic XML, forfeit")
        << "classic-forfeit.xml"
        << "classic"
        << "Anna & Bo"
        << "Björn"
        << "E4-E6 J7-J5 E6xE7 J5xJ4 F4-F5 E7-E6 F5-F6 E6xF6 I4-I6 F6-F5"
        << "0-1"
        << "resigned";
    QTest::newRow("barrage GSN, flag captured") << "barrage-flag.gsn"
                                                << "barrage"
                                                << "alice"
                                                << "bob"
                                                << "F4-F5 A7-A6 E4xE10"
                                                << "1-0"
                                                << "flag captured";
}

void TestGravon::samples()
{
    QFETCH(QString, file);
    const auto rec = importGravon(view(sample(qPrintable(file))));
    QVERIFY2(rec, rec.error.text().c_str());
    QTEST(QString::fromStdString(rec->tag("Variant")), "variant");
    QTEST(QString::fromStdString(rec->tag("Red")), "red");
    QTEST(QString::fromStdString(rec->tag("Blue")), "blue");
    QTEST(QString::fromStdString(movesOf(*rec)), "moves");
    QTEST(QString::fromStdString(rec->tag("Result")), "result");
    QTEST(QString::fromStdString(rec->tag("Termination")), "termination");
    QCOMPARE(rec->tag("Rules"), std::string("isf"));
    QCOMPARE(rec->tag("NoAttackDraw"), std::string("0"));
    // The record is one the rest of the program reads: written, read back, replayed.
    const auto back = readRecord(writeRecord(*rec));
    QVERIFY(back);
    auto game = startGame(*back);
    QVERIFY(game);
    QVERIFY(!replayMoves(*game.value, *back));
}

void TestGravon::resultCodes_data()
{
    QTest::addColumn<int>("ending");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QString>("result");      // "" when the code is refused
    QTest::addColumn<QString>("termination"); // Flagfall's words
    QTest::addColumn<int>("writtenAs");       // the code export writes for that result
    QTest::newRow("0 unable to move") << 0 << 1 << "0-1"
                                      << "no moves" << 0;
    QTest::newRow("1 flag captured") << 1 << 0 << "1-0"
                                     << "flag captured" << 1;
    QTest::newRow("2 both unable to move") << 2 << 2 << "1/2-1/2"
                                           << "neither can move" << 2;
    QTest::newRow("3 forfeit") << 3 << 0 << "1-0"
                               << "resigned" << 3;
    QTest::newRow("4 tie agreed") << 4 << 2 << "1/2-1/2"
                                  << "draw agreed" << 4;
    QTest::newRow("10 both missing") << 10 << 2 << "1/2-1/2"
                                     << "abandoned" << 10;
    QTest::newRow("11 player clock") << 11 << 1 << "0-1"
                                     << "time forfeit" << 11;
    QTest::newRow("12 game clock, a winner") << 12 << 0 << "1-0"
                                             << "time forfeit" << 11;
    QTest::newRow("12 game clock, a draw") << 12 << 2 << "1/2-1/2"
                                           << "move limit" << 12;
    QTest::newRow("13 clock, player missing") << 13 << 0 << "1-0"
                                              << "time forfeit" << 11;
    QTest::newRow("14 opponent missing") << 14 << 1 << "0-1"
                                         << "abandoned" << 14;
    QTest::newRow("5 is no code") << 5 << 0 << ""
                                  << "" << -1;
    QTest::newRow("winner 3 is none") << 1 << 3 << ""
                                      << "" << -1;
}

void TestGravon::resultCodes()
{
    QFETCH(int, ending);
    QFETCH(int, winner);
    QFETCH(QString, result);
    QFETCH(QString, termination);
    const auto r = gravonResult(ending, winner);
    QCOMPARE(r.has_value(), !result.isEmpty());
    if (!r) return;
    QCOMPARE(QString::fromUtf8(resultToken(r->outcome).data()), result);
    QCOMPARE(QString::fromStdString(std::string(terminationText(r->termination))), termination);
    QTEST(gravonEnding(*r), "writtenAs");
}

void TestGravon::roundTrip_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("seed");
    for (const auto v : {Variant::Classic, Variant::Barrage, Variant::Duel})
        for (int seed = 1; seed <= 3; ++seed)
            QTest::addRow("%s seed %d", variantInfo(v).name.data(), seed)
                << static_cast<int>(v) << seed;
}

// sgn -> xml -> sgn: the same moves, setups, players and result.
void TestGravon::roundTrip()
{
    QFETCH(int, variant);
    QFETCH(int, seed);
    const GameRecord rec =
        randomGame(static_cast<Variant>(variant), static_cast<unsigned>(seed), 60);
    const auto xml = exportGravonXml(rec);
    QVERIFY2(xml, xml.error.text().c_str());
    const auto back = importGravon(*xml);
    QVERIFY2(back, back.error.text().c_str());
    QCOMPARE(movesOf(*back), movesOf(rec));
    for (const char* tag :
         {"Variant", "RedSetup", "BlueSetup", "Red", "Blue", "Result", "Termination"})
        QCOMPARE(back->tag(tag), rec.tag(tag));
    const auto again = exportGravonXml(*back);
    QVERIFY(again);
    QCOMPARE(*again, *xml); // and the XML again is the same text
}

// An imported game keeps Gravon's own code (GravonResult), which export writes back where it
// still says the same: 13 and 11 both read as a time forfeit.
void TestGravon::exportKeepsTheCode()
{
    const auto rec = importGravon(view(xmlWith("type=\"3\" winner", "type=\"13\" winner")));
    QVERIFY2(rec, rec.error.text().c_str());
    QCOMPARE(rec->tag("Termination"), std::string("time forfeit"));
    QCOMPARE(rec->tag("GravonResult"), std::string("13"));
    const auto xml = exportGravonXml(*rec);
    QVERIFY(xml);
    QVERIFY(xml->find("<result type=\"13\" winner=\"2\"/>") != std::string::npos);
    GameRecord changed = *rec;
    changed.setTag("Termination", "resigned"); // no longer what 13 says: the code of the words
    const auto xml2 = exportGravonXml(changed);
    QVERIFY(xml2);
    QVERIFY(xml2->find("<result type=\"3\" winner=\"2\"/>") != std::string::npos);
    // The file says the loser gave up where the last move took the Flag: the record says what
    // the rules did, and its code is that of a captured flag.
    const auto taken = importGravon(view(gsnWith("result 1", "result 3")));
    QVERIFY2(taken, taken.error.text().c_str());
    QCOMPARE(taken->tag("Termination"), std::string("flag captured"));
    QCOMPARE(taken->tag("GravonResult"), std::string("1"));
}

void TestGravon::exportRefuses_data()
{
    QTest::addColumn<QByteArray>("sgn");
    QTest::addColumn<QString>("message");
    const QByteArray setups = "[Variant \"classic\"]\n"
                              "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                              "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n";
    QTest::newRow("unfinished") << setups + "\n1. B4-B5 *\n"
                                << "an unfinished game (Result *) has no Gravon result";
    QTest::newRow("a custom position")
        << QByteArray("[Position \"..................../..................b4/..................../"
                      "..................../....~~~~....~~~~..../....~~~~bF..~~~~..../"
                      "........r3........../..................../..................../"
                      "rF.................. r\"]\n[Result \"1-0\"]\n\n")
        << "a game from a custom position has no Gravon form";
    QTest::newRow("an illegal move") << setups + "[Result \"1-0\"]\n\n1. A4-A5\n"
                                     << "illegal at ply 1: A4-A5: bombs and the flag never move";
}

void TestGravon::exportRefuses()
{
    QFETCH(QByteArray, sgn);
    QFETCH(QString, message);
    const auto rec = readRecord(view(sgn));
    QVERIFY2(rec, rec.error.text().c_str());
    const auto xml = exportGravonXml(*rec);
    QVERIFY(!xml);
    QCOMPARE(QString::fromStdString(xml.error.message), message);
}

QTEST_APPLESS_MAIN(TestGravon)
#include "tst_gravon.moc"
