// Tests of the analysis of a game (core/ai/analysis/analysis.h): a Marshal thrown at a known Bomb
// is a blunder, a lucky attack on a likely Bomb is still a mistake, the analysis reads no hidden
// rank, a bad record analyses nothing, a record illegal at ply K is analysed up to K, and the
// analysis reports each ply and stops when asked.
#include "aitestkit.h"

#include "core/ai/analysis/analyser.h"
#include "core/ai/analysis/analysis.h"
#include "core/ai/beliefs/beliefs.h"
#include "core/rules/notation.h"

#include <QFile>
#include <QTest>

#include <condition_variable>
#include <mutex>

using namespace flagfall;
using namespace flagfall::ai;

namespace {

GameRecord loadRecord(const QString& name)
{
    QFile f(QStringLiteral(FLAGFALL_ANALYSIS_RECORDS) + "/" + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    const QByteArray text = f.readAll();
    auto rec =
        readRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!rec) qFatal("%s: %s", qPrintable(name), rec.error.text().c_str());
    return *rec.value;
}

// One thread at a fixed depth: the same analysis on every run.
AnalysisOptions fixedOptions(int depth = 3)
{
    AnalysisOptions o;
    o.limits = aitest::reproducible(depth);
    return o;
}

GameAnalysis analysed(const GameRecord& rec, const AnalysisOptions& o = fixedOptions())
{
    auto a = analyseRecord(rec, o);
    if (!a) qFatal("analysis failed: %s", a.error.text().c_str());
    return *a.value;
}

// The record with Blue's setup replaced (the moves kept).
GameRecord withBlueSetup(GameRecord rec, const std::string& setup)
{
    rec.setTag("BlueSetup", setup);
    return rec;
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void marshalOnKnownBombIsABlunder();
    void luckyAttackIsStillAMistake();
    void neverReadsAHiddenRank_data();
    void neverReadsAHiddenRank();
    void badStartAnalysesNothing();
    void illegalAtPlyKAnalysedUpToK();
    void reportsEachPlyAndStops();
    void analyserRunsAndCancels();
};

// marshal-on-bomb.sgn: Red's Scout dies on Blue's Bomb at F7 (ply 5), so Red knows it; at ply
// 13 Red's Marshal attacks it and dies. Red's other moves lose little.
void TestAnalysis::marshalOnKnownBombIsABlunder()
{
    const GameAnalysis a = analysed(loadRecord("marshal-on-bomb.sgn"));
    QCOMPARE(a.plies, 13);
    QCOMPARE(int(a.stored.plies.size()), 13);
    QVERIFY(!a.illegal && !a.stopped);
    const PlyEval& e = a.stored.plies[12];
    QCOMPARE(e.ply, 13);
    QCOMPARE(e.mark, MoveMark::Blunder);
    QVERIFY(!e.best.isNull());
    QCOMPARE(e.reason.kind, ReasonKind::KnownStronger);
    QCOMPARE(e.reason.piece, Rank::Marshal);
    QCOMPARE(e.reason.target, Rank::Bomb);
    // A Marshal is 600 points: from about even, an expected score well below a half.
    QVERIFY2(e.after < 300, std::to_string(e.after).c_str());
}

// lucky-attack.sgn: Blue has moved six of its ten pieces (the Duel army); of the four unmoved
// ones (two Bombs, the Flag, and a Scout at E7 in the front row) Red's beliefs make E7 most
// likely a Bomb. Red's Marshal attacks it at ply 13 and wins, against the Scout: judged by what
// Red knew, it is a mistake or worse all the same.
void TestAnalysis::luckyAttackIsStillAMistake()
{
    const GameRecord rec = loadRecord("lucky-attack.sgn");
    const GameAnalysis a = analysed(rec);
    QCOMPARE(int(a.stored.plies.size()), 13);
    const PlyEval& e = a.stored.plies[12];
    QVERIFY2(e.mark >= MoveMark::Mistake, std::to_string(int(e.mark)).c_str());
    QCOMPARE(e.reason.kind, ReasonKind::BombRisk);
    QCOMPARE(e.reason.piece, Rank::Marshal);

    // The reason's chance is the beliefs', and a Bomb is what they found most likely.
    Game g = *startGame(rec).value;
    for (int k = 0; k < 12; ++k) QVERIFY(g.play(rec.moves[static_cast<std::size_t>(k)]));
    const PlayerView view = g.view(Side::Red);
    const LevelParams level = analysisParams(kDefaultAnalysisLevel);
    const Beliefs b = Beliefs::fromView(
        view, BeliefOptions{level.humanPrior, level.priorBlur, level.softEvidence});
    const RankProbs& p = b.of(view.position.pieceAt(*parseSquare("E7")));
    const auto top = std::max_element(p.begin(), p.end()) - p.begin();
    QCOMPARE(rankFromIndex(static_cast<int>(top)), Rank::Bomb);
    QCOMPARE(e.reason.percent, static_cast<int>(std::lround(p[rankIndex(Rank::Bomb)] * 100)));
    QVERIFY(e.reason.percent >= 30);
}

// The same moves against Blue armies that differ only where Red has seen nothing: the Scout at
// E7 (which the Marshal attacks only at the last ply), the Flag and the Bombs swapped around.
// Red's view is the same at every ply, so Red's analysis must be the same to the last digit.
void TestAnalysis::neverReadsAHiddenRank_data()
{
    QTest::addColumn<QString>("blueSetup");
    QTest::newRow("flag and bomb swapped") << "3....2...3/.9.2S...X./.........F/........BB";
    QTest::newRow("the target a bomb") << "3....B...3/.9.2S...X./.........2/........BF";
    QTest::newRow("the target the flag") << "3....F...3/.9.2S...X./.........B/........B2";
}

void TestAnalysis::neverReadsAHiddenRank()
{
    QFETCH(QString, blueSetup);
    const GameRecord rec = loadRecord("lucky-attack.sgn");
    const GameRecord other = withBlueSetup(rec, blueSetup.toStdString());
    const GameAnalysis a = analysed(rec, fixedOptions(2));
    const GameAnalysis b = analysed(other, fixedOptions(2));
    QCOMPARE(b.stored.plies.size(), a.stored.plies.size());
    for (std::size_t i = 0; i < a.stored.plies.size(); i += 2) { // Red's plies: 1, 3, ...
        const PlyEval &x = a.stored.plies[i], &y = b.stored.plies[i];
        QVERIFY2(x == y, qPrintable(QString("ply %1").arg(x.ply)));
    }
}

// A start that cannot be set up (a Blue army with a Marshal too many) fails with the start's
// error, and nothing is reported.
void TestAnalysis::badStartAnalysesNothing()
{
    GameRecord rec = withBlueSetup(loadRecord("marshal-on-bomb.sgn"),
                                   "3...B....3/.9.2S...X./.........X/........BF");
    int reported = 0;
    const auto a =
        analyseRecord(rec, fixedOptions(1), nullptr, [&](const PlyEval&) { ++reported; });
    QVERIFY(!a);
    QCOMPARE(a.error.line, 5); // the line the BlueSetup tag was read from
    QVERIFY(a.error.message.find("BlueSetup") != std::string::npos);
    QCOMPARE(reported, 0);
}

// Ply 5 of this record moves Red's Bomb: plies 1-4 are analysed, and the error names ply 5.
void TestAnalysis::illegalAtPlyKAnalysedUpToK()
{
    GameRecord rec = loadRecord("marshal-on-bomb.sgn");
    rec.moves[4] = *parseMove("A2-A3");
    const GameAnalysis a = analysed(rec, fixedOptions(1));
    QVERIFY(a.illegal);
    QCOMPARE(a.illegal->ply, 5);
    QCOMPARE(int(a.stored.plies.size()), 4);
    QCOMPARE(a.stored.plies.back().ply, 4);
    QCOMPARE(a.plies, 13);
}

// Each ply is reported once, in order, as it is judged; a stop set from the callback after the
// third ply ends the analysis there.
void TestAnalysis::reportsEachPlyAndStops()
{
    const GameRecord rec = loadRecord("marshal-on-bomb.sgn");
    std::atomic<bool> stop{false};
    std::vector<int> seen;
    const auto a = analyseRecord(rec, fixedOptions(1), &stop, [&](const PlyEval& e) {
        seen.push_back(e.ply);
        if (seen.size() == 3) stop = true;
    });
    QVERIFY(a);
    QCOMPARE(seen, (std::vector<int>{1, 2, 3}));
    QVERIFY(a->stopped);
    QCOMPARE(int(a->stored.plies.size()), 3);
}

// On its own thread: every ply arrives, then the end; a second analysis is cancelled at once by
// stop(), after which no callback runs.
void TestAnalysis::analyserRunsAndCancels()
{
    const GameRecord rec = loadRecord("marshal-on-bomb.sgn");
    std::mutex m;
    std::condition_variable cv;
    int plies = 0;
    bool done = false;
    Analyser analyser;
    analyser.setBackground(true);
    analyser.start(
        rec, fixedOptions(1),
        [&](const PlyEval&) {
            std::lock_guard lock(m);
            ++plies;
        },
        [&](const Parsed<GameAnalysis>& r) {
            std::lock_guard lock(m);
            done = r.value.has_value() && r->stored.plies.size() == 13;
            cv.notify_all();
        });
    {
        std::unique_lock lock(m);
        QVERIFY(cv.wait_for(lock, std::chrono::minutes(2), [&] { return done; }));
        QCOMPARE(plies, 13);
    }
    std::atomic<int> late{0};
    AnalysisOptions slow; // the level's own time: long enough to be cut short
    analyser.start(
        rec, slow, [&](const PlyEval&) { ++late; }, [&](const Parsed<GameAnalysis>&) { ++late; });
    analyser.stop();
    const int after = late;
    QVERIFY(!analyser.running());
    QTest::qWait(50);
    QCOMPARE(late.load(), after);
    QVERIFY(after < 13);
}

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
