// flagfall-cli on hostile input (issue 11), run as a program: read errors and special files exit
// 1 with the reason; terminal control characters from a record are escaped in all output; a file
// holding a bare position string is a position; messages quote a short excerpt; bad option values
// are usage errors (exit 2) and perft's depth is capped.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

using clitest::cli;
using clitest::kSetups;
using clitest::Run;

void put(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// What a terminal acts on: C0 controls but the line feed, DEL, and C1 controls in UTF-8.
bool hasControls(const QByteArray& bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < bytes.size() &&
            (static_cast<unsigned char>(bytes[i + 1]) & 0xE0) == 0x80)
            return true;
    }
    return false;
}

const QString kEndgame = QStringLiteral(
    "......bBbFbB......../..b3................/..............b2..../..................../"
    "....~~~~....~~~~..../....~~~~....~~~~..../..................../....r2............../"
    "........rX........../rFrB................ r");

} // namespace

class TestCliInput : public QObject {
    Q_OBJECT
private slots:
    void readErrorExitsOne();
    void missingFilesAreNamed_data();
    void missingFilesAreNamed();
    void specialFilesAreNotRegular_data();
    void specialFilesAreNotRegular();
    void outputNeverReplacesASpecialFile_data();
    void outputNeverReplacesASpecialFile();
    void unwritableOutputIsAnError_data();
    void unwritableOutputIsAnError();
    void controlCharactersAreEscaped_data();
    void controlCharactersAreEscaped();
    void unknownCommandIsEscaped();
    void fileWithAPositionString_data();
    void fileWithAPositionString();
    void hugeTokenIsQuotedShort();
    void convertedSetupIsAnArmy();
    void helpAndVersion_data();
    void helpAndVersion();
    void badOptionValuesAreUsageErrors_data();
    void badOptionValuesAreUsageErrors();
};

void TestCliInput::readErrorExitsOne()
{
    const Run r = cli({"check", "/proc/self/mem"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(
        r.err,
        QByteArray("flagfall-cli: /proc/self/mem: cannot read the file: Input/output error\n"));
}

void TestCliInput::missingFilesAreNamed_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("kind");
    for (const QString command : {"moves", "perft"})
        for (const QString kind : {"missing", "dangling link", "link loop"})
            QTest::addRow("%s, %s", qPrintable(command), qPrintable(kind)) << command << kind;
}

// moves and perft name a file that is not there, with the reason, as check does, rather than
// read the name as a broken position string.
void TestCliInput::missingFilesAreNamed()
{
    QFETCH(QString, command);
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    if (kind == "dangling link") QVERIFY(QFile::link(dir.filePath("nowhere"), path));
    if (kind == "link loop") {
        QVERIFY(QFile::link(dir.filePath("other.sgn"), path));
        QVERIFY(QFile::link(path, dir.filePath("other.sgn")));
    }
    QStringList args{command, path};
    if (command == "perft")
        args << "--depth"
             << "1";
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("flagfall-cli: " + path.toUtf8() + ": "), r.err.constData());
    if (kind == "missing")
        QVERIFY2(r.err.contains("no such file"), r.err.constData());
    else // the link's own reason, from reading it
        QVERIFY2(r.err.contains("cannot read") || r.err.contains("no such file"),
                 r.err.constData());
}

void TestCliInput::specialFilesAreNotRegular_data()
{
    QTest::addColumn<QStringList>("command"); // the path follows
    QTest::addColumn<QString>("kind");
    for (const QString kind : {"folder", "fifo", "device"}) {
        QTest::addRow("check, %s", qPrintable(kind)) << QStringList{"check"} << kind;
        QTest::addRow("moves, %s", qPrintable(kind)) << QStringList{"moves"} << kind;
        QTest::addRow("perft, %s", qPrintable(kind))
            << QStringList{"perft", "--depth", "1"} << kind;
        QTest::addRow("setup check, %s", qPrintable(kind)) << QStringList{"setup", "check"} << kind;
    }
}

// A folder, a FIFO (never opened: it would block) or a device: "not a regular file", not "no such
// file", and never parsed as a position or setup string.
void TestCliInput::specialFilesAreNotRegular()
{
    QFETCH(QStringList, command);
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("thing"));
    if (kind == "folder") QVERIFY(QDir().mkdir(path));
    if (kind == "fifo") QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    if (kind == "device") path = QStringLiteral("/dev/null");
    QStringList args = command;
    args.insert(command.first() == "setup" ? 2 : 1, path);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err), "flagfall-cli: " + path + ": not a regular file\n");
}

void TestCliInput::outputNeverReplacesASpecialFile_data()
{
    QTest::addColumn<QStringList>("command"); // the record to read follows, then --out PATH
    QTest::addColumn<QString>("kind");
    for (const QString kind : {"folder", "fifo", "device"}) {
        QTest::addRow("analyse --out, %s", qPrintable(kind))
            << QStringList{"analyse", "--level", "1"} << kind;
        QTest::addRow("export --out, %s", qPrintable(kind))
            << QStringList{"export", "--gravon"} << kind;
    }
}

// --out names a folder, a FIFO or a device: refused with the reason, and it stays what it was (a
// device is never turned into a file, a FIFO never opened).
void TestCliInput::outputNeverReplacesASpecialFile()
{
    QFETCH(QStringList, command);
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.sgn"));
    put(record, kSetups + "[Result \"0-1\"]\n[Termination \"resigned\"]\n\n0-1\n");
    QString path = dir.filePath(QStringLiteral("thing"));
    if (kind == "folder") QVERIFY(QDir().mkdir(path));
    if (kind == "fifo") QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    if (kind == "device") path = QStringLiteral("/dev/null");
    const Run r = cli(command + QStringList{record, "--out", path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.endsWith(path.toUtf8() + ": cannot write the file: not a regular file\n"),
             r.err.constData());
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QVERIFY(!S_ISREG(st.st_mode));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // the record alone
}

void TestCliInput::unwritableOutputIsAnError_data()
{
    QTest::addColumn<QStringList>("args"); // "RECORD" stands for a record of this test's
    QTest::newRow("--version") << QStringList{"--version"};
    QTest::newRow("check") << QStringList{"check", "RECORD"};
    QTest::newRow("export --gravon") << QStringList{"export", "RECORD", "--gravon"};
    QTest::newRow("setup generate") << QStringList{"setup", "generate", "--count", "3"};
}

// Standard output on a full device: the command says so and exits 1, never 0 with nothing written.
void TestCliInput::unwritableOutputIsAnError()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.sgn"));
    put(record, kSetups + "[Result \"0-1\"]\n[Termination \"resigned\"]\n\n0-1\n");
    args.replaceInStrings(QStringLiteral("RECORD"), record);
    const Run r = cli(args, 60000, QStringLiteral("/dev/full"));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, QByteArray("flagfall-cli: cannot write the output: No space left on device\n"));
}

void TestCliInput::controlCharactersAreEscaped_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QByteArray>("escaped");
    QTest::newRow("a Termination that retitles the terminal")
        << kSetups + "[Result \"1-0\"]\n[Termination \"\x1b]0;owned\x07\"]\n\n1-0\n"
        << QByteArray("ok 0 1-0 \\x1b]0;owned\\x07\n");
    QTest::newRow("a Termination that fakes a line")
        << kSetups + "[Result \"1-0\"]\n[Termination \"x\rok 0 1-0 resigned\"]\n\n1-0\n"
        << QByteArray("ok 0 1-0 x\\x0dok 0 1-0 resigned\n");
    QTest::newRow("a C1 control sequence introducer")
        << kSetups + "[Result \"0-1\"]\n[Termination \"\xc2\x9b"
                     "2J\"]\n\n0-1\n"
        << QByteArray("ok 0 0-1 \\u009b2J\n");
    QTest::newRow("a bidi override and a byte that is not UTF-8")
        << kSetups + "[Result \"0-1\"]\n[Termination \"\xe2\x80\xae"
                     "ab\xff\"]\n\n0-1\n"
        << QByteArray("ok 0 0-1 \\u202eab\\xff\n");
    QTest::newRow("in an error message")
        << kSetups + "\n1. B4-B5\x1b[2J\n"
        << QByteArray("line 5 column 4: expected a move like "
                      "'B4-B5' or 'B4xB5', found 'B4-B5\\x1b[2J'\n");
}

void TestCliInput::controlCharactersAreEscaped()
{
    QFETCH(QByteArray, record);
    QFETCH(QByteArray, escaped);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    put(path, record);
    const Run r = cli({"check", path});
    QVERIFY(!hasControls(r.out) && !hasControls(r.err));
    QCOMPARE(r.exitCode == 0 ? r.out : r.err,
             r.exitCode == 0 ? escaped : "flagfall-cli: " + path.toUtf8() + ": " + escaped);
}

// A command name is from the user too: an unknown one is quoted escaped.
void TestCliInput::unknownCommandIsEscaped()
{
    const Run r = cli({"\x1b]0;owned\x07"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!hasControls(r.err));
    QVERIFY(r.err.startsWith("flagfall-cli: unknown command '\\x1b]0;owned\\x07'\n"));
}

void TestCliInput::fileWithAPositionString_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("the string alone") << kEndgame.toUtf8();
    QTest::newRow("a line") << kEndgame.toUtf8() + "\n";
    QTest::newRow("a BOM and CRLF") << "\xEF\xBB\xBF" + kEndgame.toUtf8() + "\r\n";
}

// formats.md: "A file may hold a bare position string": moves and perft read it as the string.
void TestCliInput::fileWithAPositionString()
{
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("endgame.pos"));
    put(path, text);
    const Run fromString = cli({"moves", kEndgame});
    const Run fromFile = cli({"moves", path});
    QCOMPARE(fromString.exitCode, 0);
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromFile.out, fromString.out);
    const Run perft = cli({"perft", path, "--depth", "2"});
    QCOMPARE(perft.exitCode, 0);
    const QByteArray nodes = cli({"perft", kEndgame, "--depth", "2"}).out.split(' ').value(1);
    QCOMPARE(perft.out.split(' ').value(1), nodes); // "nodes N time-ms ..."
}

void TestCliInput::hugeTokenIsQuotedShort()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.sgn"));
    put(path, kSetups + "\n1. " + QByteArray(10 * 1000 * 1000, 'Q') + "\n");
    const Run r = cli({"check", path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, "flagfall-cli: " + path.toUtf8() +
                        ": line 5 column 4: expected a move like 'B4-B5' or 'B4xB5', found '" +
                        QByteArray(60, 'Q') + "...'\n");
}

// Forty Gravon letters of one piece are no army: setup convert refuses them as check would.
void TestCliInput::convertedSetupIsAnArmy()
{
    const Run r = cli({"setup", "convert", QString(40, QLatin1Char('M'))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("flagfall-cli: "), r.err.constData());
}

void TestCliInput::badOptionValuesAreUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    for (const char* n : {"abc", "-3", "100", "1.5", ""})
        QTest::addRow("--two-square %s", n)
            << QStringList{"moves", kEndgame, "--two-square", n}
            << QByteArray("--two-square takes a number from 0 to 99");
    QTest::newRow("--scout-strike maybe")
        << QStringList{"moves", kEndgame, "--scout-strike", "maybe"}
        << QByteArray("--scout-strike takes on or off");
    for (const char* k : {"-1", "x", ""})
        QTest::addRow("--ply %s", k) << QStringList{"moves", kEndgame, "--ply", k}
                                     << QByteArray("--ply takes a number of plies, 0 or more");
    for (const char* d : {"9", "30", "1000000", "-1", "x"})
        QTest::addRow("--depth %s", d) << QStringList{"perft", kEndgame, "--depth", d}
                                       << QByteArray("--depth D takes a number from 0 to 8");
}

void TestCliInput::badOptionValuesAreUsageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QList<QByteArray> lines = r.err.split('\n');
    QCOMPARE(lines.value(0), "flagfall-cli: " + message);
    QVERIFY2(lines.value(1).startsWith("usage: flagfall-cli " + args.first().toUtf8()), r.err);
    if (args.first() == "perft") QVERIFY(lines.value(1).contains("D from 0 to 8"));
}

// Issue 13: the conventions of command-line tools. --help and --version on standard output with
// exit 0; COMMAND --help gives the command's syntax and every one of its options.
void TestCliInput::helpAndVersion_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArrayList>("mentions");
    QTest::newRow("--version") << QStringList{"--version"}
                               << QByteArray("flagfall-cli " FLAGFALL_VERSION) << QByteArrayList{};
    QTest::newRow("--help") << QStringList{"--help"}
                            << QByteArray("usage: flagfall-cli COMMAND ...")
                            << QByteArrayList{"check FILE.sgn", "COMMAND --help"};
    QTest::newRow("check --help") << QStringList{"check", "--help"}
                                  << QByteArray("usage: flagfall-cli check FILE.sgn")
                                  << QByteArrayList{"--help"};
    QTest::newRow("match --help") << QStringList{"match", "--help"}
                                  << QByteArray("usage: flagfall-cli match --red PLAYER --blue "
                                                "PLAYER --games N [--variant V] [--rules PRESET] "
                                                "[--seed S] [--alternate] [--out DIR] "
                                                "[--movetime MS] [--time-scale F] [--threads N] "
                                                "[--agent-timeout MS] [--max-plies N]")
                                  << QByteArrayList{"--time-scale", "--threads", "--max-plies",
                                                    "--agent-timeout", "--alternate"};
    QTest::newRow("perft --help") << QStringList{"perft", "--help"}
                                  << QByteArray("usage: flagfall-cli perft POSITION-OR-FILE "
                                                "--depth D (D from 0 to 8)")
                                  << QByteArrayList{"--depth"};
}

void TestCliInput::helpAndVersion()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, first);
    QFETCH(QByteArrayList, mentions);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err);
    QCOMPARE(r.out.split('\n').value(0), first);
    for (const QByteArray& m : mentions) QVERIFY2(r.out.contains(m), m + " in " + r.out);
}

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
