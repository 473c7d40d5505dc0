// `flagfall-cli bench`: the search's signature. Its first line has the documented form, it is the
// same from run to run (one thread, a fixed depth), and a deeper search visits more positions.
#include "clirun.h"

#include <QRegularExpression>
#include <QTest>

using namespace clitest;

class TestBench : public QObject {
    Q_OBJECT

private slots:
    void signatureIsStable();
};

namespace {

// The node count of `bench --depth D`'s first line, or -1 when the line is not as documented.
qint64 nodesAt(int depth, QByteArray* line = nullptr)
{
    const Run r = cli({"bench", "--depth", QString::number(depth)});
    if (r.exitCode != 0) return -1;
    const QByteArray first = r.out.split('\n').value(0);
    if (line) *line = first;
    static const QRegularExpression form(
        QStringLiteral("^bench (\\d+) nodes (\\d+) positions depth (\\d+)$"));
    const QRegularExpressionMatch m = form.match(QString::fromUtf8(first));
    if (!m.hasMatch() || m.captured(3).toInt() != depth || m.captured(2).toInt() < 10) return -1;
    return m.captured(1).toLongLong();
}

} // namespace

void TestBench::signatureIsStable()
{
    QByteArray first, again;
    const qint64 a = nodesAt(3, &first), b = nodesAt(3, &again);
    QVERIFY2(a > 0, first);
    QCOMPARE(again, first);
    QCOMPARE(b, a);
    QVERIFY(nodesAt(4) > a);
}

QTEST_GUILESS_MAIN(TestBench)
#include "tst_bench.moc"
