// flagfall-cli import and export (issue 15; formats.md "Command line"): Gravon files to records
// that `check` accepts, one line a file and the count at the end; a bad file refused with its
// move and no record written while the batch goes on; and .sgn -> Gravon XML -> .sgn.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::Run;

const QString kSamples = QStringLiteral(FLAGFALL_GRAVON_SAMPLES);

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The classic sample with `from` replaced by `to`.
QByteArray classicWith(const QByteArray& from, const QByteArray& to)
{
    QByteArray x = readAll(kSamples + "/classic-forfeit.xml");
    const auto at = x.indexOf(from);
    return at < 0 ? QByteArray() : x.replace(at, from.size(), to);
}

} // namespace

class TestCliImport : public QObject {
    Q_OBJECT
private slots:
    void importsAndChecks();
    void batchGoesOnPastABadFile();
    void badFile_data();
    void badFile();
    void roundTrip();
    void exportToStandardOutput();
    void usage_data();
    void usage();
};

void TestCliImport::importsAndChecks()
{
    QTemporaryDir dir;
    const QString xml = kSamples + "/classic-forfeit.xml", gsn = kSamples + "/barrage-flag.gsn";
    const Run r = cli({"import", xml, gsn, "--out", dir.path()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err);
    const QString a = dir.filePath("classic-forfeit.sgn"), b = dir.filePath("barrage-flag.sgn");
    QCOMPARE(QString::fromUtf8(r.out), xml + ": ok " + a + " classic 10 0-1 resigned\n" + gsn +
                                           ": ok " + b + " barrage 3 1-0 flag captured\n" +
                                           "imported 2 of 2\n");
    QCOMPARE(cli({"check", a}).out, QByteArray("ok 10 0-1 resigned\n"));
    QCOMPARE(cli({"check", b}).out, QByteArray("ok 3 1-0 flag captured\n"));
    const QByteArray sgn = readAll(a);
    QVERIFY(sgn.contains("[Red \"Anna & Bo\"]\n[Blue \"Björn\"]\n[Variant \"classic\"]\n"));
}

void TestCliImport::batchGoesOnPastABadFile()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.xml");
    QVERIFY(writeAll(bad, classicWith("source=\"E4\"", "source=\"E5\"")));
    const QString out = dir.filePath("out");
    const QString xml = kSamples + "/classic-forfeit.xml", gsn = kSamples + "/barrage-flag.gsn";
    const Run r = cli({"import", xml, bad, gsn, "--out", out});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err),
             "flagfall-cli: " + bad + ": line 5: move 1: E5-E6: no piece on the starting square\n");
    const QStringList lines = QString::fromUtf8(r.out).split('\n');
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[0].startsWith(xml + ": ok "));
    QCOMPARE(lines[1], bad + ": failed");
    QVERIFY(lines[2].startsWith(gsn + ": ok "));
    QCOMPARE(lines[3], QStringLiteral("imported 2 of 3"));
    QCOMPARE(lines[4], "not imported: " + bad);
    QCOMPARE(QDir(out).entryList(QDir::Files),
             (QStringList{"barrage-flag.sgn", "classic-forfeit.sgn"}));
}

// Each kind of bad input: exit 1, the error line naming the file (and the move), no record.
void TestCliImport::badFile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error"); // after "flagfall-cli: FILE: "
    const QByteArray xml = readAll(kSamples + "/classic-forfeit.xml");
    QTest::newRow("truncated") << xml.left(xml.indexOf("<move id=\"4\""))
                               << "line 8 column 3: the file ends inside <game> of line 3 "
                                  "(truncated?)";
    QTest::newRow("an unknown letter")
        << classicWith("IBJE", "IBZE") << "line 4: field character 3 (C1, 'Z'): unknown letter";
    QTest::newRow("a field of 99")
        << classicWith("IBJE", "IBJ") << "line 4: the field has 99 characters, not 100";
    QTest::newRow("from an empty square")
        << classicWith("source=\"E4\"", "source=\"E5\"")
        << "line 5: move 1: E5-E6: no piece on the starting square";
    QTest::newRow("into a lake") << classicWith("source=\"E4\" target=\"E6\"",
                                                "source=\"D4\" target=\"D5\"")
                                 << "line 5: move 1: D4-D5: no piece enters or crosses a lake";
    QTest::newRow("a game that becomes illegal")
        << classicWith("source=\"F4\" target=\"F5\"", "source=\"A4\" target=\"A5\"")
        << "line 9: move 5: A4-A5: bombs and the flag never move";
    QTest::newRow("not a Gravon file")
        << QByteArray("hello\n") << "line 1 column 1: not a Gravon game file (neither XML nor GSN)";
    QTest::newRow("an unsupported variant")
        << classicWith("\"classic\"", "\"classicfree\"")
        << "line 3: unsupported Gravon variant 'classicfree' (Flagfall plays classic, barrage and "
           "duell)";
}

void TestCliImport::badFile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    QVERIFY(!text.isEmpty());
    QTemporaryDir dir;
    const QString file = dir.filePath("game.xml");
    QVERIFY(writeAll(file, text));
    const Run r = cli({"import", file, "--out", dir.filePath("out")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err), "flagfall-cli: " + file + ": " + error + "\n");
    QCOMPARE(QString::fromUtf8(r.out),
             file + ": failed\nimported 0 of 1\nnot imported: " + file + "\n");
    QVERIFY(!QFile::exists(dir.filePath("out/game.sgn")));
}

// Gravon XML -> .sgn -> Gravon XML gives the sample back byte for byte (it is written in the
// form export writes), and .sgn -> XML -> .sgn the same record.
void TestCliImport::roundTrip()
{
    QTemporaryDir dir;
    const QString xml = kSamples + "/classic-forfeit.xml";
    QCOMPARE(cli({"import", xml, "--out", dir.path()}).exitCode, 0);
    const QString sgn = dir.filePath("classic-forfeit.sgn"), back = dir.filePath("back.xml");
    const Run e = cli({"export", sgn, "--gravon", "--out", back});
    QCOMPARE(e.exitCode, 0);
    QCOMPARE(QString::fromUtf8(e.out), "ok 10 " + back + "\n");
    QCOMPARE(readAll(back), readAll(xml));
    QCOMPARE(cli({"import", back, "--out", dir.filePath("again")}).exitCode, 0);
    QCOMPARE(readAll(dir.filePath("again/back.sgn")), readAll(sgn));
}

void TestCliImport::exportToStandardOutput()
{
    QTemporaryDir dir;
    const QString gsn = kSamples + "/barrage-flag.gsn";
    QCOMPARE(cli({"import", gsn, "--out", dir.path()}).exitCode, 0);
    const Run r = cli({"export", dir.filePath("barrage-flag.sgn"), "--gravon"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n"
                             " <game type=\"barrage\">\n"));
    QVERIFY(r.out.contains("  <move id=\"3\" source=\"E4\" target=\"E:\"/>\n"));
    QVERIFY(r.out.endsWith("  <result type=\"1\" winner=\"1\"/>\n </game>\n</stratego>\n"));
}

void TestCliImport::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("import, no file") << QStringList{"import", "--out", "x"}
                                     << QByteArray("import takes at least 1 argument, not 0");
    QTest::newRow("import, no --out")
        << QStringList{"import", "a.xml"} << QByteArray("import needs --out DIR");
    QTest::newRow("export, no format")
        << QStringList{"export", "a.sgn"} << QByteArray("export needs a format: --gravon");
    QTest::newRow("export, two files") << QStringList{"export", "a.sgn", "b.sgn", "--gravon"}
                                       << QByteArray("export takes 1 argument, not 2");
}

void TestCliImport::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QList<QByteArray> lines = r.err.split('\n');
    QCOMPARE(lines.value(0), "flagfall-cli: " + message);
    QVERIFY2(lines.value(1).startsWith("usage: flagfall-cli " + args[0].toUtf8()), r.err);
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cliimport.moc"
