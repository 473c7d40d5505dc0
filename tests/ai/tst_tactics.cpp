// The tactics suite: positions from games the computer player lost to the UCC 2012 programs
// (tests/ai/positions/suite.txt, records beside it), each with the move to play or the moves to
// avoid. Every position is searched as level 5 with one thread, a fixed seed and a fixed number
// of positions (150,000, or the case's own `nodes=N` where the answer lies deeper, as a race to
// the Flag does), so a change that breaks one fails the same way on every machine.
#include "aitestkit.h"

#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/searchboard.h"
#include "core/ai/eval/evaluate.h"
#include "core/ai/search/search.h"
#include "core/rules/notation.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace flagfall;

namespace {

constexpr std::uint64_t kNodes = 150000;

struct Case {
    QString file;
    int ply = 0;
    bool play = false; // play one of the moves, else avoid all of them
    QStringList moves;
    QString reason;
    std::uint64_t nodes = kNodes;
};

QString suitePath()
{
    const QByteArray other = qgetenv("FLAGFALL_TACTICS_SUITE"); // to try candidates
    return other.isEmpty() ? QStringLiteral(FLAGFALL_TACTICS_DIR "/suite.txt")
                           : QString::fromLocal8Bit(other);
}

// The cases of a suite file, and a line for each line of it that is not a case: a case is never
// dropped in silence (a typo would take a position out of the suite).
struct Suite {
    std::vector<Case> cases;
    QStringList errors;
};

Suite readSuite(const QString& path)
{
    Suite suite;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return {{}, {path + ": cannot open"}};
    for (int number = 1; !f.atEnd(); ++number) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QStringList w = line.split(' ', Qt::SkipEmptyParts);
        bool plyOk = false, nodesOk = true;
        Case c{w[0], w.value(1).toInt(&plyOk), w.value(2) == "play", w.value(3).split(','),
               w.mid(4).join(' ')};
        if (w.size() > 4 && w[4].startsWith("nodes=")) {
            c.nodes = w[4].mid(6).toULongLong(&nodesOk);
            c.reason = w.mid(5).join(' ');
        }
        if (w.size() < 4 || !plyOk || (w[2] != "play" && w[2] != "avoid") || !nodesOk) {
            suite.errors << QString("line %1: not FILE PLY play|avoid MOVES [nodes=N] REASON: %2")
                                .arg(number)
                                .arg(line);
            continue;
        }
        if (QFileInfo(c.file).isRelative()) c.file = QFileInfo(path).dir().filePath(c.file);
        suite.cases.push_back(c);
    }
    return suite;
}

} // namespace

class TestTactics : public QObject {
    Q_OBJECT

private slots:
    void suiteIsWellFormedAndLargeEnough();
    void position_data();
    void position();
    void stalemateIsPressedOnlyInPlay();
    void unopposedGeneralIsWorthMore();
};

void TestTactics::suiteIsWellFormedAndLargeEnough()
{
    const Suite suite = readSuite(suitePath());
    QVERIFY2(suite.errors.isEmpty(), qPrintable(suite.errors.join('\n')));
    QVERIFY2(suite.cases.size() >= 50, qPrintable(suitePath()));
}

void TestTactics::position_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("ply");
    QTest::addColumn<bool>("play");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<quint64>("nodes");
    for (const Case& c : readSuite(suitePath()).cases)
        QTest::newRow(qPrintable(
            QString("%1@%2 %3").arg(QFileInfo(c.file).fileName()).arg(c.ply).arg(c.reason)))
            << c.file << c.ply << c.play << c.moves << c.reason << quint64(c.nodes);
}

void TestTactics::position()
{
    QFETCH(QString, file);
    QFETCH(int, ply);
    QFETCH(bool, play);
    QFETCH(QStringList, moves);
    QFETCH(QString, reason);
    QFETCH(quint64, nodes);
    const auto game = aitest::gameAt(file.toStdString(), ply);
    QVERIFY2(game, qPrintable("cannot replay " + file));
    ai::Limits limits;
    limits.movetimeMs = 600000; // never the limit: the node count is
    limits.threads = 1;
    limits.maxNodes = nodes;
    const Side side = game->position().sideToMove();
    const Move best = ai::think(game->view(side), ai::levelParams(5), limits, 1).best;
    const QString chosen = QString::fromStdString(moveText(best));
    QVERIFY2(moves.contains(chosen) == play,
             qPrintable(
                 QString("%1 %2 (%3)")
                     .arg(chosen, play ? "is not the move to play" : "is to be avoided", reason)));
}

// arena-asmodeus-2.sgn at ply 1501: Blue leads by far after 733 plies without a battle. The
// player presses (120 points an enemy piece: (733 - 60) / 2 capped at 120); a judge (the
// analysis) and a fresh stalemate (40 quiet plies) do not.
void TestTactics::stalemateIsPressedOnlyInPlay()
{
    const auto game = aitest::gameAt(
        QFileInfo(suitePath()).dir().filePath("arena-asmodeus-2.sgn").toStdString(), 1501);
    QVERIFY(game);
    const PlayerView view = game->view(Side::Blue);
    QCOMPARE(view.state.quietPlies, 733);
    const ai::Beliefs beliefs = ai::Beliefs::fromView(view, ai::BeliefOptions{});
    const ai::SearchBoard board(view, beliefs);
    QCOMPARE(ai::Evaluator(board, view.state.quietPlies).pressure(), 120);
    QCOMPARE(ai::Evaluator(board, view.state.quietPlies, false).pressure(), 0);
    QCOMPARE(ai::Evaluator(board, 40).pressure(), 0);
}
// arena-peternlewis-25-9.sgn (a draw): the Marshals traded on ply 201 and Blue's General, shown
// on ply 206, then took eight of Red's pieces. With Red's Marshal gone nothing of Red's beats it,
// so Red values it half a General more (360 + 180), and its own General, which Blue's Spy cannot
// take, no more than its rank. Before ply 206 Red has not seen it: no bonus.
void TestTactics::unopposedGeneralIsWorthMore()
{
    const QString file = QFileInfo(suitePath()).dir().filePath("arena-peternlewis-25-9.sgn");
    const auto valueOfGeneral = [&](int ply, Side owner) {
        const auto game = aitest::gameAt(file.toStdString(), ply);
        const PlayerView view = game->view(Side::Red);
        const ai::SearchBoard board(view, ai::Beliefs::fromView(view, ai::BeliefOptions{}));
        return ai::Evaluator(board, view.state.quietPlies).value(owner, Rank::General);
    };
    QCOMPARE(valueOfGeneral(582, Side::Blue), 360 + 180);
    QCOMPARE(valueOfGeneral(582, Side::Red), 360);
    QCOMPARE(valueOfGeneral(204, Side::Blue), 360);
}
QTEST_GUILESS_MAIN(TestTactics)
#include "tst_tactics.moc"
