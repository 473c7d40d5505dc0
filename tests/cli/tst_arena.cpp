// Tests of `flagfall-cli match` with ucc: players (the arena): a game against another program
// that speaks the UCC 2012 protocol is played to the end and saved; a program that crashes,
// hangs, answers nonsense, moves illegally or floods its error output loses that game with a
// termination that says so, the fault is reported with the game number, and the match goes on.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QStringList out, err;
};

Run cli(const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(FLAGFALL_CLI_PATH, args);
    Run r;
    const bool finished = p.waitForFinished(timeoutMs);
    if (!finished) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = finished ? p.exitCode() : -1; // what it printed so far still tells where it was
    r.out = QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    r.err = QString::fromUtf8(p.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
    return r;
}

QString badAgent(const QString& mode)
{
    return QString("ucc:sh %1 %2").arg(BADAGENT_PATH, mode);
}

} // namespace

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void playsAnotherProgram();
    void faultyProgramLoses_data();
    void faultyProgramLoses();
    void arenaRejectsOtherRules();
    void agentsChildrenEndWithIt();
};

// Flagfall's own agent as the other program: every game ends by a rule, nobody forfeits, and
// the saved records are games that `check` accepts. The games stop at 400 plies: two level-1
// games to the end took over two minutes in the sanitizer build on a busy CI machine.
void TestArena::playsAnotherProgram()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString agent = QString("ucc:%1 ucc --level 1 --seed 3").arg(FLAGFALL_CLI_PATH);
    const Run r = cli({"match", "--red", "ai:1", "--blue", agent, "--games", "2", "--alternate",
                       "--seed", "5", "--time-scale", "0.2", "--threads", "1", "--max-plies", "400",
                       "--out", dir.path()},
                      480000);
    QVERIFY2(r.exitCode == 0, qPrintable(QString("exit code %1 after:\n%2\n%3")
                                             .arg(r.exitCode)
                                             .arg(r.out.join('\n'), r.err.join('\n'))));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err.join('\n')));
    QCOMPARE(r.out.size(), 5); // two games, score, elo, forfeits
    const QRegularExpression game(
        "^game [12] (ai:1|ucc:\\S+) (ai:1|ucc:\\S+) (1-0|0-1|1/2-1/2) \\d+ "
        "(flag captured|no moves|neither can move|move limit)$");
    for (int i = 0; i < 2; ++i) QVERIFY2(game.match(r.out[i]).hasMatch(), qPrintable(r.out[i]));
    QVERIFY(r.out[0].startsWith("game 1 ai:1 ucc:"));
    QVERIFY(r.out[1].startsWith("game 2 ucc:"));
    QVERIFY(r.out[2].startsWith("score "));
    QVERIFY(r.out[3].startsWith("elo "));
    QCOMPARE(r.out[4], QString("forfeits 0 0"));
    for (int i = 1; i <= 2; ++i) {
        const Run c = cli({"check", QDir(dir.path()).filePath(QString("game-%1.sgn").arg(i))});
        QCOMPARE(c.exitCode, 0);
        QVERIFY2(c.out.value(0).startsWith("ok "), qPrintable(c.out.join('\n')));
    }
}

void TestArena::faultyProgramLoses_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("termination");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<int>("plies"); // of game 1, where the program is Blue
    const QString empty = "4 4 DOWN: no piece on the starting square";
    QTest::newRow("crash") << "crash"
                           << "crashed"
                           << "the program ended" << 1;
    QTest::newRow("hang") << "hang"
                          << "time forfeit"
                          << "no answer within 300 ms" << 1;
    QTest::newRow("garbage") << "garbage"
                             << "bad reply"
                             << "hello there" << 1;
    QTest::newRow("illegal move") << "illegal"
                                  << "illegal move" << empty << 1;
    QTest::newRow("long line") << "longline"
                               << "bad reply"
                               << "4096 bytes" << 1;
    QTest::newRow("bad setup") << "badsetup"
                               << "bad reply"
                               << "setup:" << 0;
    QTest::newRow("surrender") << "surrender"
                               << "resigned"
                               << "surrendered" << 1;
    QTest::newRow("chatty stderr") << "chatty"
                                   << "illegal move" << empty << 1;
}

// The misbehaving program loses both games (as Blue, then as Red); each fault is reported on
// standard error with the game number and the side; the match finishes.
void TestArena::faultyProgramLoses()
{
    QFETCH(QString, mode);
    QFETCH(QString, termination);
    QFETCH(QString, detail);
    QFETCH(int, plies);
    const Run r = cli({"match", "--red", "ai:1", "--blue", badAgent(mode), "--games", "2",
                       "--alternate", "--seed", "9", "--agent-timeout", "300"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.size(), 5);
    QVERIFY2(
        QRegularExpression(QString("^game 1 ai:1 ucc:\\S+ 1-0 %1 ").arg(plies) + termination + "$")
            .match(r.out[0])
            .hasMatch(),
        qPrintable(r.out[0]));
    QVERIFY2(QRegularExpression("^game 2 ucc:\\S+ ai:1 0-1 0 " + termination + "$")
                 .match(r.out[1])
                 .hasMatch(),
             qPrintable(r.out[1]));
    QCOMPARE(r.out[2], QString("score 2 0 0"));
    QCOMPARE(r.out[4], QString("forfeits 0 2"));
    QCOMPARE(r.err.size(), 2);
    QVERIFY2(r.err[0].startsWith("flagfall-cli: game 1: ucc:") &&
                 r.err[0].contains("(blue): " + termination),
             qPrintable(r.err[0]));
    QVERIFY2(r.err[1].startsWith("flagfall-cli: game 2: ucc:") &&
                 r.err[1].contains("(red): " + termination),
             qPrintable(r.err[1]));
    QVERIFY2(r.err[0].contains(detail), qPrintable(r.err[0]));
}

// A program plays the referee's Classic rules; another variant or preset is a usage error, and
// an unknown player is one before any game starts.
void TestArena::arenaRejectsOtherRules()
{
    const QString agent = badAgent("crash");
    const Run barrage =
        cli({"match", "--red", "ai:1", "--blue", agent, "--games", "1", "--variant", "barrage"});
    QCOMPARE(barrage.exitCode, 2);
    QVERIFY(barrage.out.isEmpty());
    const Run isf =
        cli({"match", "--red", "ai:1", "--blue", agent, "--games", "1", "--rules", "isf"});
    QCOMPARE(isf.exitCode, 2);
    const Run unknown = cli({"match", "--red", "ai:9", "--blue", agent, "--games", "1"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.out.isEmpty(), qPrintable(unknown.out.join('\n'))); // no seed line first
}

// A child the agent started (a wrapper's `sleep 90 &`) does not outlive the agent's game.
void TestArena::agentsChildrenEndWithIt()
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(QStringLiteral("child.pid"));
    const Run r = cli({"match", "--red", "ai:1", "--blue", badAgent("spawn") + " " + pidFile,
                       "--games", "1", "--seed", "9", "--agent-timeout", "2000"});
    QCOMPARE(r.exitCode, 0);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pid = file.readAll().trimmed();
    QVERIFY(!pid.isEmpty());
    // Gone, or at most a zombie awaiting its reaper.
    const auto alive = [&pid] {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(pid)));
        if (!stat.open(QIODevice::ReadOnly)) return false;
        const QByteArray fields = stat.readAll();
        const qsizetype close = fields.lastIndexOf(')');
        return close < 0 || fields.mid(close + 2, 1) != "Z";
    };
    QTRY_VERIFY_WITH_TIMEOUT(!alive(), 5000);
}

QTEST_GUILESS_MAIN(TestArena)
#include "tst_arena.moc"
