// `flagfall-cli analyse` (formats.md "Command line"): one line a ply in the documented words, the
// blunder of a Marshal on a known Bomb at its ply, the summary lines, --out writing the record
// with its analysis, a malformed record reported with nothing analysed, and a record illegal at
// ply K analysed up to K.
#include "clirun.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::cli;
using clitest::Run;

const QString kBombRecord = QStringLiteral(FLAGFALL_ANALYSIS_RECORDS "/marshal-on-bomb.sgn");

QList<QByteArray> lines(const QByteArray& out)
{
    QList<QByteArray> l = out.split('\n');
    if (!l.isEmpty() && l.last().isEmpty()) l.removeLast();
    return l;
}

// "<ply> <side> <move> <before> <after> <loss> <mark> <best>[ <kind> <piece> <n>]"
const QRegularExpression kPlyLine(QStringLiteral(
    "^(\\d+) (red|blue) ([A-J]\\d+[-x][A-J]\\d+) ([01]\\.\\d{3}) ([01]\\.\\d{3}) ([01]\\.\\d{3}) "
    "(-|inaccuracy|mistake|blunder) (-|[A-J]\\d+[-x][A-J]\\d+)( [a-z-]+ \\S \\S+)?$"));

} // namespace

class TestAnalyseCli : public QObject {
    Q_OBJECT
private slots:
    void linesAndSummary();
    void writesTheAnalysis();
    void malformedRecord();
    void illegalAtPlyK();
    void badLevel();

private:
    QString write(const QString& name, const QByteArray& text);
    QTemporaryDir m_dir;
};

QString TestAnalyseCli::write(const QString& name, const QByteArray& text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) qFatal("cannot write");
    return path;
}

void TestAnalyseCli::linesAndSummary()
{
    const Run r = cli({"analyse", kBombRecord, "--level", "1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err);
    const auto l = lines(r.out);
    QCOMPARE(l.size(), 13 + 3);
    for (int i = 0; i < 13; ++i) {
        const auto m = kPlyLine.match(QString::fromUtf8(l[i]));
        QVERIFY2(m.hasMatch(), l[i]);
        QCOMPARE(m.captured(1).toInt(), i + 1);
        QCOMPARE(m.captured(2), QString(i % 2 == 0 ? "red" : "blue"));
        // loss = max(0, before - after), to the thousandth
        const int before = qRound(m.captured(4).toDouble() * 1000);
        const int after = qRound(m.captured(5).toDouble() * 1000);
        QCOMPARE(qRound(m.captured(6).toDouble() * 1000), std::max(0, before - after));
    }
    QVERIFY2(l[12].startsWith("13 red F6xF7 ") && l[12].contains(" blunder ") &&
                 l[12].endsWith(" known-stronger X B"),
             l[12]);
    static const QRegularExpression summary(QStringLiteral(
        "^summary (red|blue) moves (\\d+) inaccuracies \\d+ mistakes \\d+ blunders (\\d+) "
        "accuracy \\d+\\.\\d worst (-|\\d+(,\\d+){0,2})$"));
    const auto red = summary.match(QString::fromUtf8(l[13]));
    QVERIFY2(red.hasMatch() && red.captured(1) == "red" && red.captured(2) == "7", l[13]);
    QVERIFY(red.captured(3).toInt() >= 1);
    QVERIFY2(red.captured(4).split(',').contains("13"), l[13]);
    const auto blue = summary.match(QString::fromUtf8(l[14]));
    QVERIFY2(blue.hasMatch() && blue.captured(1) == "blue" && blue.captured(2) == "6", l[14]);
    QCOMPARE(l[15], QByteArray("analysed 13 of 13 plies at level 1"));
}

// The record written by --out is the one read, with the Analysis tag and an eval comment after
// each move, and `check` still reads it.
void TestAnalyseCli::writesTheAnalysis()
{
    const QString out = m_dir.filePath("annotated.sgn");
    const Run r = cli({"analyse", kBombRecord, "--level", "1", "--out", out});
    QCOMPARE(r.exitCode, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("[Analysis \"level 1\"]\n"));
    QCOMPARE(text.count("{eval "), 13);
    static const QRegularExpression blunder(
        QStringLiteral("7\\. F6xF7\\s\\{eval [01]\\.\\d{3} [01]\\.\\d{3} blunder best \\S+ why "
                       "known-stronger X B\\}"));
    QVERIFY2(blunder.match(QString::fromUtf8(text)).hasMatch(), text);
    const Run check = cli({"check", out});
    QCOMPARE(check.out, QByteArray("ok 13 * abandoned\n"));
}

// A malformed move: the error by line and column, nothing on standard output, no file written.
void TestAnalyseCli::malformedRecord()
{
    QFile f(kBombRecord);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text.replace("7. F6xF7", "7. F6yF7");
    const QString path = write("broken.sgn", text);
    const QString out = m_dir.filePath("broken-out.sgn");
    const Run r = cli({"analyse", path, "--out", out});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err, ("flagfall-cli: " + path +
                     ": line 9 column 19: expected a move like 'B4-B5' or 'B4xB5', found "
                     "'F6yF7'\n")
                        .toUtf8());
    QVERIFY(!QFile::exists(out));
}

// Red's Bomb moves at ply 5: plies 1-4 are printed and summed up, then the error as `check`
// gives it (line 8 column 34 is where "A2-A3" stands); exit 1.
void TestAnalyseCli::illegalAtPlyK()
{
    QFile f(kBombRecord);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text.replace("3. F6xF7", "3. A2-A3");
    const QString path = write("illegal.sgn", text);
    const Run r = cli({"analyse", path, "--level", "1"});
    QCOMPARE(r.exitCode, 1);
    const auto l = lines(r.out);
    QCOMPARE(l.size(), 4 + 3);
    QVERIFY(l[3].startsWith("4 blue A7-A6 "));
    QCOMPARE(l[6], QByteArray("analysed 4 of 13 plies at level 1"));
    QCOMPARE(r.err, ("flagfall-cli: " + path +
                     ": line 8 column 34: illegal at ply 5: A2-A3: bombs and the flag never "
                     "move\n")
                        .toUtf8());
}

void TestAnalyseCli::badLevel()
{
    const Run r = cli({"analyse", kBombRecord, "--level", "6"});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY(r.err.startsWith("flagfall-cli: --level takes 1 to 5\nusage: flagfall-cli analyse"));
}

QTEST_GUILESS_MAIN(TestAnalyseCli)
#include "tst_analysecli.moc"
