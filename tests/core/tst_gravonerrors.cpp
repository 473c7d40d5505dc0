// Gravon game files refused (formats.md "Gravon game files"): every kind of bad input, with the
// line and the move that is wrong, its kind and values for the desktop program's words; and the
// blank lines before a GSN header that are not bad input.
#include "core/gravon/gravongame.h"
#include "gravonsamples.h"

#include <QTest>

using namespace flagfall;
using namespace gravontest;

class TestGravonErrors : public QObject {
    Q_OBJECT
private slots:
    void badInput_data();
    void badInput();
    void gsnBlankBeforeHeader_data();
    void gsnBlankBeforeHeader();
};

// Each row: the file's text, the line the error names (0: none) and a part of the message.
void TestGravonErrors::badInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("key");   // the kind of error (core/gravon/gravongame.h)
    QTest::addColumn<QString>("first"); // its first value (the ply of a move); null: none checked
    const QByteArray xml = sample("classic-forfeit.xml");
    QTest::newRow("truncated XML") << xml.left(xml.indexOf("<move id=\"4\"")) << 8
                                   << "the file ends inside <game> of line 3 (truncated?)"
                                   << "gravon.xml" << QString();
    QTest::newRow("no players (cut after the moves)")
        << xml.left(xml.indexOf("  <player")) + "</game></stratego>\n"
        << 0 << "expected two <player> elements, found 0"
        << "gravon.players"
        << "0";
    QTest::newRow("no result") << xmlWith("  <result type=\"3\" winner=\"2\"/>\n", "") << 0
                               << "no <result> element (the file is truncated?)"
                               << "gravon.noResult" << QString();
    QTest::newRow("a tag not closed")
        << xmlWith("</game>", "</gmae>") << 18 << "</gmae> where <game> of line 3 is still open"
        << "gravon.xml" << QString();
    QTest::newRow("unknown letter")
        << xmlWith("IBJE", "IBZE") << 4 << "field character 3 (C1, 'Z'): unknown letter"
        << "gravon.fieldLetter"
        << "3";
    QTest::newRow("field too short")
        << xmlWith("IBJE", "IBJ") << 4 << "the field has 99 characters, not 100"
        << "gravon.fieldLength"
        << "99";
    QTest::newRow("a lake filled") << xmlWith("AA__AA__AAAA", "AAB_AA__AAAA") << 4
                                   << "field character 43 (C5, 'B'): a lake must be '_'"
                                   << "gravon.fieldLake"
                                   << "43";
    QTest::newRow("a Blue piece in Red's rows")
        << xmlWith("IBJE", "NBJE") << 4 << "(A1, 'N'): a Blue piece outside rows 7-10"
        << "gravon.fieldRows"
        << "1";
    QTest::newRow("an army short of a piece") << xmlWith("IBJE", "ABJE") << 4 << "Red's setup:"
                                              << "gravon.setup"
                                              << "Red";
    QTest::newRow("from an empty square")
        << xmlWith("source=\"E4\" target=\"E6\"", "source=\"E5\" target=\"E6\"") << 5
        << "move 1: E5-E6: no piece on the starting square"
        << "gravon.illegal"
        << "1";
    QTest::newRow("into a lake") << xmlWith("source=\"E4\" target=\"E6\"",
                                            "source=\"D4\" target=\"D5\"")
                                 << 5 << "move 1: D4-D5: no piece enters or crosses a lake"
                                 << "gravon.illegal"
                                 << "1";
    QTest::newRow("a bomb moves") << xmlWith("source=\"F4\" target=\"F5\"",
                                             "source=\"A4\" target=\"A5\"")
                                  << 9 << "move 5: A4-A5: bombs and the flag never move"
                                  << "gravon.illegal"
                                  << "5";
    QTest::newRow("an unknown square")
        << xmlWith("source=\"E4\" target=\"E6\"", "source=\"E4\" target=\"L6\"") << 5
        << "move 1: unknown square 'L6'"
        << "gravon.square"
        << "1";
    QTest::newRow("a move without a target")
        << xmlWith(" target=\"E6\"", "") << 5 << "move 1: <move> needs a source and a target"
        << "gravon.moveSquares"
        << "1";
    QTest::newRow("an unsupported variant")
        << xmlWith("type=\"classic\"", "type=\"ultimate lightning\"") << 3
        << "unsupported Gravon variant 'ultimate lightning'"
        << "gravon.variant"
        << "ultimate lightning";
    QTest::newRow("no field") << xmlWith("<field content", "<nofield content") << 3
                              << "no field: the game ended before both setups were complete"
                              << "gravon.noField" << QString();
    QTest::newRow("an unknown result")
        << xmlWith("type=\"3\" winner", "type=\"7\" winner") << 17 << "unknown result type 7"
        << "gravon.resultCode"
        << "7";
    QTest::newRow("no winner") << xmlWith("winner=\"2\"", "winner=\"0\"") << 17
                               << "<result> needs winner 1 (Red), 2 (Blue) or 3 (draw)"
                               << "gravon.winner"
                               << "1";
    QTest::newRow("a flag that no move takes")
        << xmlWith("type=\"3\" winner", "type=\"1\" winner") << 17
        << "the result says a flag was captured, but no move captures it"
        << "gravon.flagNotTaken" << QString();
    QTest::newRow("GSN cut before END")
        << sample("barrage-flag.gsn").left(144) << 5 << "the file ends before END (truncated?)"
        << "gravon.noEnd" << QString();
    QTest::newRow("GSN without the result line")
        << gsnWith("alice vs bob result 1 winner 0", "") << 7 << "the file ends before the result"
        << "gravon.noResultLine" << QString();
    QTest::newRow("GSN: a move after the flag is taken")
        << gsnWith("E4-E:\n", "E4-E:\nA6-A5\n") << 7 << "move 4: A6-A5: the game is over"
        << "gravon.illegal"
        << "4";
    QTest::newRow("GSN: the winner contradicts the moves")
        << gsnWith("winner 0", "winner 1") << 8
        << "the result says Blue won, but the moves end the game: Red won, flag captured"
        << "gravon.resultDisagrees"
        << "0-1";
    QTest::newRow("GSN: not a move") << gsnWith("A7-A6", "A7xA6") << 5
                                     << "move 2: expected a move like 'D4-D5' or END, found 'A7xA6'"
                                     << "gravon.moveText"
                                     << "2";
    QTest::newRow("GSN: a bad header")
        << gsnWith("Notation v2", "Notaton v2") << 1 << "expected '#X38FA11 Stratego-Notation v1'"
        << "gravon.header" << QString();
    QTest::newRow("GSN: type 3 is unsupported")
        << gsnWith("type 1", "type 3") << 2 << "unsupported Gravon variant 'ultimate lightning'"
        << "gravon.variant"
        << "ultimate lightning";
    QTest::newRow("GSN: text after the result")
        << gsnWith("winner 0\n", "winner 0\nE4-E5\n") << 9 << "text after the result line"
        << "gravon.afterResult"
        << "E4-E5";
}

void TestGravonErrors::badInput()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    QFETCH(QString, key);
    QFETCH(QString, first);
    const auto rec = importGravon(view(text));
    QVERIFY2(!rec, "the bad file was imported");
    QVERIFY2(QString::fromStdString(rec.error.message).contains(message), rec.error.text().c_str());
    if (line) QCOMPARE(rec.error.line, line);
    QCOMPARE(QString::fromStdString(rec.error.key), key);
    if (first.isNull()) return;
    QVERIFY(!rec.error.args.empty());
    QCOMPARE(QString::fromStdString(rec.error.args.front()), first);
}

// Blank lines, lines of blank space and a byte order mark before the GSN header are skipped;
// an error after them still names the file's own line.
void TestGravonErrors::gsnBlankBeforeHeader_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line"); // the line the error names; 0: the game is read
    QTest::addColumn<QString>("message");
    const QByteArray gsn = sample("barrage-flag.gsn");
    QTest::newRow("two blank lines") << "\n\n" + gsn << 0 << "";
    QTest::newRow("blank space and CRLF") << " \t \r\n\t\n  \r\n" + gsn << 0 << "";
    QTest::newRow("a BOM") << "\xEF\xBB\xBF" + gsn << 0 << "";
    QTest::newRow("a BOM and a blank line") << "\xEF\xBB\xBF\r\n" + gsn << 0 << "";
    // The sample's move A7-A6 is on line 5; two lines before the header make it line 7.
    QTest::newRow("a bad move after two blank lines")
        << "\n  \n" + gsnWith("A7-A6", "A7xA6") << 7
        << "move 2: expected a move like 'D4-D5' or END, found 'A7xA6'";
    QTest::newRow("a bad type after a blank line")
        << "\n" + gsnWith("type 1", "tipe 1") << 3 << "expected 'type N'";
    QTest::newRow("only blank lines") << QByteArray("\n \n\n") << 1 << "not a Gravon game file";
    QTest::newRow("a blank line, then no header")
        << QByteArray("\n#X38FA11 Stratego\ntype 1\n") << 2 << "expected '#X38FA11";
}

void TestGravonErrors::gsnBlankBeforeHeader()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    const auto rec = importGravon(view(text));
    if (line == 0) {
        QVERIFY2(rec, rec.error.text().c_str());
        QCOMPARE(movesOf(*rec), std::string("F4-F5 A7-A6 E4xE10"));
        QCOMPARE(rec->tag("Red"), std::string("alice"));
        return;
    }
    QVERIFY2(!rec, "the bad file was imported");
    QVERIFY2(QString::fromStdString(rec.error.message).contains(message), rec.error.text().c_str());
    QCOMPARE(rec.error.line, line);
}

QTEST_MAIN(TestGravonErrors)
#include "tst_gravonerrors.moc"
