// flagfall-cli as command-line tools behave (issue 13, item 16; formats.md "Command line"): every
// error on standard error is "flagfall-cli: [FILE: ][line L [column C]: ]message", a usage error
// is followed by the usage line and prints nothing on standard output (no seed line first), and
// the usage of `--help` names every option that a `COMMAND --help` lists.
#include "clirun.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::kSetups;
using clitest::Run;

QSet<QString> optionsIn(const QByteArray& text)
{
    static const QRegularExpression option(QStringLiteral("--[a-z][a-z-]*"));
    QSet<QString> found;
    for (const auto& m : option.globalMatch(QString::fromUtf8(text))) found.insert(m.captured());
    return found;
}

const QStringList kCommands{"analyse", "check", "moves",  "perft",  "match",
                            "setup",   "ucc",   "import", "export", "bench"};

} // namespace

class TestCliUsage : public QObject {
    Q_OBJECT
private slots:
    void errorLine_data();
    void errorLine();
    void usageErrorShowsTheUsage_data();
    void usageErrorShowsTheUsage();
    void helpNamesEveryOption_data();
    void helpNamesEveryOption();

private:
    QTemporaryDir m_dir;
};

// Each row writes `file` (when not empty) as FILE; "%1" in the arguments and in the line is its
// path.
void TestCliUsage::errorLine_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("line");
    QTest::newRow("no such file") << QByteArray() << QStringList{"check", "%1"} << 1
                                  << "flagfall-cli: %1: no such file";
    QTest::newRow("a malformed move")
        << kSetups + "\n1. A4-A5 Q\n"
        << QStringList{"check", "%1"} << 1
        << "flagfall-cli: %1: line 5 column 10: expected a move like 'B4-B5' or 'B4xB5', found "
           "'Q'";
    QTest::newRow("an illegal move, where it stands")
        << kSetups + "\n1. B4-B5 E7-E6\n2. A4-A5\n"
        << QStringList{"check", "%1"} << 1
        << "flagfall-cli: %1: line 6 column 4: illegal at ply 3: A4-A5: "
           "bombs and the flag never move";
    QTest::newRow("a bad tag") << kSetups + "[Result \"2-0\"]\n\n*\n"
                               << QStringList{"check", "%1"} << 1
                               << "flagfall-cli: %1: line 4 column 1: tag Result: expected 1-0, "
                                  "0-1, 1/2-1/2 or *";
    QTest::newRow("moves past the end") << kSetups + "\n1. B4-B5\n"
                                        << QStringList{"moves", "%1", "--ply", "2"} << 1
                                        << "flagfall-cli: %1: --ply must be from 0 to 1";
    QTest::newRow("a position string in a file, by line")
        << QByteArray("\n\n..short\n") << QStringList{"perft", "%1", "--depth", "1"} << 1
        << "flagfall-cli: %1: line 3: a position string has 211 characters";
    QTest::newRow("a position string argument")
        << QByteArray() << QStringList{"moves", "..short"} << 1
        << "flagfall-cli: ..short: no such file, nor a position string (which has 211 characters)";
    QTest::newRow("a setup file")
        << QByteArray("# mine\nB25424222B/64X8592745/363FS36B22/7B837B63BQ\n")
        << QStringList{"setup", "check", "%1"} << 1
        << "flagfall-cli: %1: line 2 column 43: unknown piece character 'Q' at column 43";
    QTest::newRow("a folder that cannot be made")
        << QByteArray("a file")
        << QStringList{"match", "--red",  "random", "--blue", "random", "--games",
                       "1",     "--seed", "1",      "--out",  "%1/sub"}
        << 1 << "flagfall-cli: %1/sub: cannot create the folder";
}

void TestCliUsage::errorLine()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, line);
    const QString path = m_dir.filePath(QString::fromUtf8(QTest::currentDataTag()));
    if (!file.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(file), file.size());
    }
    args.replaceInStrings(QStringLiteral("%1"), path);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    line.replace(QStringLiteral("%1"), path);
    QCOMPARE(QString::fromUtf8(r.err), line + '\n');
}

void TestCliUsage::usageErrorShowsTheUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QByteArray>("usage");
    QTest::newRow("no command") << QStringList{} << QByteArray("no command given")
                                << QByteArray("COMMAND ...");
    QTest::newRow("an unknown command")
        << QStringList{"play"} << QByteArray("unknown command 'play'") << QByteArray("COMMAND ...");
    QTest::newRow("an unknown option")
        << QStringList{"check", "--fast", "x.sgn"} << QByteArray("unknown option 'fast'")
        << QByteArray("check FILE.sgn");
    QTest::newRow("a missing value")
        << QStringList{"perft", "x", "--depth"} << QByteArray("missing value after '--depth'")
        << QByteArray("perft POSITION-OR-FILE --depth D");
    QTest::newRow("no file") << QStringList{"check"} << QByteArray("check takes 1 argument, not 0")
                             << QByteArray("check FILE.sgn");
    QTest::newRow("match --red ai:9 alone")
        << QStringList{"match", "--red", "ai:9"}
        << QByteArray("unknown player ai:9: use random, ai:LEVEL (1-5) or ucc:COMMAND")
        << QByteArray("match --red PLAYER --blue PLAYER --games N [--variant V]");
    QTest::newRow("match --red ai:9 in full")
        << QStringList{"match", "--red", "ai:9", "--blue", "random", "--games", "2"}
        << QByteArray("unknown player ai:9: use random, ai:LEVEL (1-5) or ucc:COMMAND")
        << QByteArray("match --red PLAYER");
    QTest::newRow("match --threads 0")
        << QStringList{"match",   "--red", "random",    "--blue", "random",
                       "--games", "1",     "--threads", "0"}
        << QByteArray("--threads takes 1 to 64") << QByteArray("match --red PLAYER");
    QTest::newRow("an unknown setup command")
        << QStringList{"setup", "fix", "x"}
        << QByteArray("unknown setup command 'fix': use check, convert or generate")
        << QByteArray("setup check|convert STRING-OR-FILE");
    QTest::newRow("setup generate --level 6")
        << QStringList{"setup", "generate", "--level", "6"} << QByteArray("--level takes 1 to 5")
        << QByteArray("setup check|convert");
    QTest::newRow("setup generate --count 0")
        << QStringList{"setup", "generate", "--count", "0"}
        << QByteArray("--count takes 1 to 1000000") << QByteArray("setup check|convert");
    QTest::newRow("setup check --seed 1")
        << QStringList{"setup", "check", "x", "--seed", "1"} << QByteArray("--seed is for generate")
        << QByteArray("setup check|convert");
    QTest::newRow("bench --depth 9")
        << QStringList{"bench", "--depth", "9"} << QByteArray("--depth takes 1 to 8")
        << QByteArray("bench [--depth D]");
    QTest::newRow("ucc --level 9")
        << QStringList{"ucc", "--level", "9"} << QByteArray("--level takes 1 to 5")
        << QByteArray("ucc [--level N]");
}

// Exit 2, nothing on standard output, the message as the first line and the usage as the second.
void TestCliUsage::usageErrorShowsTheUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    QFETCH(QByteArray, usage);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out);
    const QList<QByteArray> lines = r.err.split('\n');
    QCOMPARE(lines.value(0), "flagfall-cli: " + message);
    QVERIFY2(lines.value(1).startsWith("usage: flagfall-cli " + usage), r.err);
}

void TestCliUsage::helpNamesEveryOption_data()
{
    QTest::addColumn<QString>("command");
    for (const QString& c : kCommands) QTest::newRow(qPrintable(c)) << c;
}

// `COMMAND --help` is on standard output with exit 0 and starts with the usage line, and every
// option it lists is named in the usage line and in `flagfall-cli --help`.
void TestCliUsage::helpNamesEveryOption()
{
    QFETCH(QString, command);
    const Run help = cli({"--help"});
    QCOMPARE(help.exitCode, 0);
    const Run r = cli({command, "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err);
    const QByteArray usageLine = r.out.split('\n').value(0);
    QVERIFY2(usageLine.startsWith("usage: flagfall-cli " + command.toUtf8()), usageLine);
    QSet<QString> options = optionsIn(r.out);
    options.remove(QStringLiteral("--help"));
    QVERIFY(command == "check" || !options.isEmpty());
    const QSet<QString> inUsage = optionsIn(usageLine), inHelp = optionsIn(help.out);
    for (const QString& o : options) {
        QVERIFY2(inUsage.contains(o), qPrintable(o + " is not in " + usageLine));
        QVERIFY2(inHelp.contains(o), qPrintable(o + " is not in flagfall-cli --help"));
    }
}

QTEST_GUILESS_MAIN(TestCliUsage)
#include "tst_cliusage.moc"
