// Setups as text (formats.md): setup strings and .setup files read and written back exactly,
// bad ones rejected with their line and column, and the letters of a Gravon setup.
#include "recordsamples.h"

#include "core/rules/setup.h"

#include <QTest>

using namespace flagfall;
using namespace recordtest;

class TestSetupText : public QObject {
    Q_OBJECT

private slots:
    void setupStrings_data();
    void setupStrings();
    void setupStringErrors_data();
    void setupStringErrors();
    void setupFiles();
    void setupFileErrors_data();
    void setupFileErrors();
    void gravon_data();
    void gravon();
};

void TestSetupText::setupStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("variant");
    QTest::newRow("classic") << "B25424222B/64X8592745/363FS36B22/7B837B63B5"
                             << "classic";
    QTest::newRow("barrage with empty squares") << "..2...X.../....9...../...3..2.../B.SF......"
                                                << "barrage";
    QTest::newRow("duel") << "2..X..9..2/3........3/....S...../B.F.....B."
                          << "duel";
}

void TestSetupText::setupStrings()
{
    QFETCH(QString, text);
    QFETCH(QString, variant);
    const auto parsed = parseSetupString(text.toStdString());
    QVERIFY2(parsed, parsed.error.text().c_str());
    QCOMPARE(QString::fromStdString(std::string(variantInfo(parsed->second).name)), variant);
    QCOMPARE(QString::fromStdString(setupToString(parsed->first)), text);
    QVERIFY(parseSetupString(text.toStdString(), parsed->second));
}

void TestSetupText::setupStringErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("variant"); // "" = the army decides
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("too short") << "B25424222B/64X8592745/363FS36B22/7B837B63B"
                               << "" << 0 << "four rows of ten";
    QTest::newRow("wrong separator") << "B25424222B/64X8592745-363FS36B22/7B837B63B5"
                                     << "" << 22 << "expected '/'";
    QTest::newRow("unknown piece character") << "B25424222B/64X8592745/363FS36B22/7B837B63b5"
                                             << "" << 42 << "unknown piece character 'b'";
    QTest::newRow("R3 wrong army") << "B25424222B/64X8592745/363FS36B22/7B837B6225"
                                   << "" << 0 << "the classic army";
    QTest::newRow("R3 classic string for barrage") << "B25424222B/64X8592745/363FS36B22/7B837B63B5"
                                                   << "barrage" << 0 << "the barrage army";
    QTest::newRow("R4 classic leaves no square empty")
        << "B25424222B/64X8592745/363FS36B22/7B837B63B."
        << "classic" << 0 << "the classic army";
}

void TestSetupText::setupStringErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, variant);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto v = variant.isEmpty() ? std::nullopt : variantFromName(variant.toStdString());
    const auto parsed = parseSetupString(text.toStdString(), v);
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error.message).contains(message),
             parsed.error.message.c_str());
    QCOMPARE(parsed.error.column, column);
}

void TestSetupText::setupFiles()
{
    const QByteArray text = "\xEF\xBB\xBF# my favourite\r\nName: Fortress\r\n\r\n"
                            "Variant: classic\r\nAuthor: Anna\r\n  # a note\r\n"
                            "B25424222B/64X8592745/363FS36B22/7B837B63B5\r\nSource: club\r\n";
    const auto f = parseSetupFile(view(text));
    QVERIFY2(f, f.error.text().c_str());
    QCOMPARE(f->name, std::string("Fortress"));
    QCOMPARE(f->variant, Variant::Classic);
    QCOMPARE(setupToString(f->setup), std::string("B25424222B/64X8592745/363FS36B22/7B837B63B5"));
    const std::vector<std::pair<std::string, std::string>> extra{{"Author", "Anna"},
                                                                 {"Source", "club"}};
    QVERIFY(f->extra == extra);
    const std::string written = writeSetupFile(*f);
    QCOMPARE(QByteArray::fromStdString(written),
             QByteArray("Name: Fortress\nVariant: classic\nAuthor: Anna\nSource: club\n"
                        "B25424222B/64X8592745/363FS36B22/7B837B63B5\n"));
    const auto again = parseSetupFile(written);
    QVERIFY(again);
    QCOMPARE(writeSetupFile(*again), written);
    // Without a Variant line the army decides.
    const auto barrage = parseSetupFile("..2...X.../....9...../...3..2.../B.SF......\n");
    QVERIFY(barrage);
    QCOMPARE(barrage->variant, Variant::Barrage);
    QVERIFY(barrage->name.empty());
}

void TestSetupText::setupFileErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QByteArray classic = "B25424222B/64X8592745/363FS36B22/7B837B63B5\n";
    QTest::newRow("two setup strings")
        << "# x\n" + classic + classic << 3 << 1 << "a second setup string";
    QTest::newRow("no setup string")
        << QByteArray("# only\nName: x\n") << 2 << 0 << "no setup string";
    QTest::newRow("unknown variant")
        << "Variant: giant\n" + classic << 1 << 10 << "unknown variant 'giant'";
    QTest::newRow("R3 wrong army for the variant")
        << "Name: a\nVariant: duel\n" + classic << 3 << 0 << "the duel army";
    QTest::newRow("unknown piece character")
        << QByteArray("Name: a\nB25424222B/64X8592745/363FS36B22/7B837Q63B5\n") << 2 << 39
        << "unknown piece character 'Q'";
    QTest::newRow("indented unknown variant")
        << "  Variant:  giant\n" + classic << 1 << 13 << "unknown variant 'giant'";
    QTest::newRow("indented setup string with an unknown piece character")
        << QByteArray("Name: a\n   B25424222B/64X8592745/363FS36B22/7B837Q63B5\n") << 2 << 42
        << "unknown piece character 'Q'";
    QTest::newRow("binary") << QByteArray("Name: a\n\0\0\0", 11) << 2 << 0 << "four rows of ten";
}

void TestSetupText::setupFileErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto f = parseSetupFile(view(text));
    QVERIFY(!f);
    QVERIFY2(QString::fromStdString(f.error.message).contains(message), f.error.message.c_str());
    QCOMPARE(f.error.line, line);
    QCOMPARE(f.error.column, column);
}

void TestSetupText::gravon_data()
{
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("setup"); // "" when the import must fail
    // Letters A empty, B Bomb, C Spy, D Scout, E Miner, F..L Sergeant..Marshal, M Flag.
    QTest::newRow("classic.txt line 1") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG"
                                        << "B25424222B/64X8592745/363FS36B22/7B837B63B5";
    QTest::newRow("barrage.txt line 1") << "AAAAALAAKAAAAAAEAACADAAAAAAAABDAAAAAAAAM"
                                        << ".....X..9./.....3..S./2........B/2........F";
    QTest::newRow("39 letters") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEB"
                                << "";
    QTest::newRow("letter past M") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHENG"
                                   << "";
    QTest::newRow("lowercase letter") << "bDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG"
                                      << "";
}

void TestSetupText::gravon()
{
    QFETCH(QString, letters);
    QFETCH(QString, setup);
    const auto parsed = parseGravon(letters.toStdString());
    if (setup.isEmpty()) {
        QVERIFY(!parsed);
        QVERIFY(!parsed.error.message.empty());
        return;
    }
    QVERIFY2(parsed, parsed.error.text().c_str());
    QCOMPARE(QString::fromStdString(setupToString(*parsed)), setup);
}

QTEST_APPLESS_MAIN(TestSetupText)
#include "tst_setuptext.moc"
