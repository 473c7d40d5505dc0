// Setup statistics (core/ai/setups/setupstats.h): shares from the prior, and the predictability of
// the Flag and Bombs against the average human setup, on hand-made priors and on the real table.
// Every expected figure is worked out by hand in the comments (the real table's from the numbers
// in core/ai/beliefs/priortable_data.cpp), never by calling the code under test.
#include "core/ai/setups/setupstats.h"

#include <QTest>

using namespace flagfall;
using namespace flagfall::ai;

Q_DECLARE_METATYPE(flagfall::ai::Predictability)

namespace {

PriorTable emptyPrior()
{
    PriorTable t{};
    for (auto& cell : t) cell.fill(0.0f);
    return t;
}

// A: the Flag half on cell 30, half on 39: average setup sum p^2 / 1 = 0.25 + 0.25 = 0.5.
// Bombs 0.75 on cells 31..38 (sum 6): average 8 * 0.5625 / 6 = 0.75.
PriorTable priorA()
{
    PriorTable t = emptyPrior();
    t[30][rankIndex(Rank::Flag)] = 0.5f;
    t[39][rankIndex(Rank::Flag)] = 0.5f;
    for (int c = 31; c <= 38; ++c) t[c][rankIndex(Rank::Bomb)] = 0.75f;
    return t;
}

// B: the Flag 0.4 on 30 and 0.2 on 31, 32, 33: average 0.16 + 3 * 0.04 = 0.28.
// Bombs 0.9 on 34..39, 0.1 on 20..25 (sum 6): average (6 * 0.81 + 6 * 0.01) / 6 = 0.82.
PriorTable priorB()
{
    PriorTable t = emptyPrior();
    t[30][rankIndex(Rank::Flag)] = 0.4f;
    for (int c = 31; c <= 33; ++c) t[c][rankIndex(Rank::Flag)] = 0.2f;
    for (int c = 34; c <= 39; ++c) t[c][rankIndex(Rank::Bomb)] = 0.9f;
    for (int c = 20; c <= 25; ++c) t[c][rankIndex(Rank::Bomb)] = 0.1f;
    return t;
}

Setup flagAndBombs(int flag, const QList<int>& bombs)
{
    Setup s;
    s.cells[flag] = Rank::Flag;
    for (int c : bombs) s.cells[c] = Rank::Bomb;
    return s;
}

constexpr double kEps = 1e-5;

} // namespace

class TestPredictability : public QObject {
    Q_OBJECT
private slots:
    void handMadePrior_data();
    void handMadePrior();
    void partialSetup();
    void verdictBounds_data();
    void verdictBounds();
    void realTable_data();
    void realTable();
    void sharesFromRealTable();
};

void TestPredictability::handMadePrior_data()
{
    QTest::addColumn<char>("prior");
    QTest::addColumn<int>("flag");
    QTest::addColumn<QList<int>>("bombs");
    QTest::addColumn<double>("flagYours");
    QTest::addColumn<double>("flagAverage");
    QTest::addColumn<double>("bombsYours");
    QTest::addColumn<double>("bombsAverage");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<Predictability>("verdict");
    // Both exactly where the prior expects them: ratios 0.5/0.5 and 0.75/0.75, mean 1.
    QTest::newRow("A as the average") << 'A' << 30 << QList<int>{31, 32, 33, 34, 35, 36} << 0.5
                                      << 0.5 << 0.75 << 0.75 << 1.0 << Predictability::About;
    // Three Bombs off the prior: (3 * 0.75 + 3 * 0) / 6 = 0.375, ratio 0.5; mean (1 + 0.5) / 2.
    QTest::newRow("A half the Bombs hidden")
        << 'A' << 39 << QList<int>{31, 32, 33, 0, 1, 2} << 0.5 << 0.5 << 0.375 << 0.75 << 0.75
        << Predictability::Less;
    // The Flag where nobody puts it: ratio 0; mean (0 + 1) / 2.
    QTest::newRow("A Flag hidden") << 'A' << 20 << QList<int>{33, 34, 35, 36, 37, 38} << 0.0 << 0.5
                                   << 0.75 << 0.75 << 0.5 << Predictability::Less;
    // 0.4 / 0.28 = 1.428571, 0.9 / 0.82 = 1.097561, mean 1.263066 > 1.25.
    QTest::newRow("B obvious") << 'B' << 30 << QList<int>{34, 35, 36, 37, 38, 39} << 0.4 << 0.28
                               << 0.9 << 0.82 << 1.263066 << Predictability::More;
    // 0.2 / 0.28 = 0.714286, 1.097561 as above, mean 0.905923.
    QTest::newRow("B Flag beside") << 'B' << 31 << QList<int>{34, 35, 36, 37, 38, 39} << 0.2 << 0.28
                                   << 0.9 << 0.82 << 0.905923 << Predictability::About;
    // Bombs (4 * 0.9 + 2 * 0.1) / 6 = 0.633333, ratio 0.772358; Flag 0.714286; mean 0.743322.
    QTest::newRow("B both off") << 'B' << 32 << QList<int>{34, 35, 36, 37, 20, 21} << 0.2 << 0.28
                                << 0.633333 << 0.82 << 0.743322 << Predictability::Less;
}

void TestPredictability::handMadePrior()
{
    QFETCH(char, prior);
    QFETCH(int, flag);
    QFETCH(QList<int>, bombs);
    QFETCH(double, flagYours);
    QFETCH(double, flagAverage);
    QFETCH(double, bombsYours);
    QFETCH(double, bombsAverage);
    QFETCH(double, ratio);
    QFETCH(Predictability, verdict);
    const PriorTable table = prior == 'A' ? priorA() : priorB();
    const SetupGuess g = guessSetup(flagAndBombs(flag, bombs), Variant::Classic, table);
    QCOMPARE(g.flag.placed, 1);
    QCOMPARE(g.flag.army, 1);
    QCOMPARE(g.bombs.placed, 6);
    QCOMPARE(g.bombs.army, 6);
    QVERIFY(qAbs(g.flag.yours - flagYours) < kEps);
    QVERIFY(qAbs(g.flag.average - flagAverage) < kEps);
    QVERIFY(qAbs(g.bombs.yours - bombsYours) < kEps);
    QVERIFY(qAbs(g.bombs.average - bombsAverage) < kEps);
    QVERIFY(g.ratio.has_value());
    QVERIFY2(qAbs(*g.ratio - ratio) < kEps, qPrintable(QString::number(*g.ratio, 'f', 6)));
    QCOMPARE(*g.verdict, verdict);
}

// Until the Flag and every Bomb stand, there is no overall figure; the Bombs placed so far are
// judged on their own: prior A, Bombs on 31 and 0: (0.75 + 0) / 2 = 0.375.
void TestPredictability::partialSetup()
{
    Setup s;
    s.cells[31] = Rank::Bomb;
    s.cells[0] = Rank::Bomb;
    const SetupGuess g = guessSetup(s, Variant::Classic, priorA());
    QCOMPARE(g.flag.placed, 0);
    QCOMPARE(g.flag.yours, 0.0);
    QVERIFY(qAbs(g.flag.average - 0.5) < kEps);
    QCOMPARE(g.bombs.placed, 2);
    QVERIFY(qAbs(g.bombs.yours - 0.375) < kEps);
    QVERIFY(!g.bombs.whole());
    QVERIFY(!g.ratio);
    QVERIFY(!g.verdict);
}

void TestPredictability::verdictBounds_data()
{
    QTest::addColumn<double>("ratio");
    QTest::addColumn<Predictability>("verdict");
    QTest::newRow("0") << 0.0 << Predictability::Less;
    QTest::newRow("0.79") << 0.79 << Predictability::Less;
    QTest::newRow("0.8") << 0.8 << Predictability::About;
    QTest::newRow("1") << 1.0 << Predictability::About;
    QTest::newRow("1.25") << 1.25 << Predictability::About;
    QTest::newRow("1.26") << 1.26 << Predictability::More;
}

void TestPredictability::verdictBounds()
{
    QFETCH(double, ratio);
    QFETCH(Predictability, verdict);
    QCOMPARE(judgePredictability(ratio), verdict);
}

void TestPredictability::realTable_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<double>("flagYours");
    QTest::addColumn<double>("flagAverage");
    QTest::addColumn<double>("bombsYours");
    QTest::addColumn<double>("bombsAverage");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<Predictability>("verdict");
    // The example of formats.md. Its Flag is on cell 23 (third row, fourth from the left):
    // kClassicPrior[23][Flag] = 0.01822. Its Bombs on cells 0, 9, 27, 31, 35, 38: 0.09469,
    // 0.09469, 0.19110, 0.27481, 0.25976, 0.27481, mean 0.19831. The average setup: the sum of
    // the squares of the Flag column, 0.0952583, and of the Bomb column, 1.1387287, over 6:
    // 0.1897881. Ratios 0.191270 and 1.044902, mean 0.618086.
    QTest::newRow("classic example")
        << int(Variant::Classic) << "B25424222B/64X8592745/363FS36B22/7B837B63B5" << 0.01822
        << 0.0952583 << 0.19831 << 0.1897881 << 0.618086 << Predictability::Less;
    // Barrage, the Flag on cell 30 (back row, left corner: 0.19359, its most common cell) and
    // the Bomb on cell 20 (0.08038, also the most common); the squares of the columns sum to
    // 0.0923492 and 0.0457408. Ratios 2.096283 and 1.757294, mean 1.926788.
    QTest::newRow("barrage obvious")
        << int(Variant::Barrage) << "........../........../B........./FS2293X..." << 0.19359
        << 0.0923492 << 0.08038 << 0.0457408 << 1.926788 << Predictability::More;
}

void TestPredictability::realTable()
{
    QFETCH(int, variant);
    QFETCH(QString, setup);
    QFETCH(double, flagYours);
    QFETCH(double, flagAverage);
    QFETCH(double, bombsYours);
    QFETCH(double, bombsAverage);
    QFETCH(double, ratio);
    QFETCH(Predictability, verdict);
    const auto v = Variant(variant);
    const auto parsed = parseSetupString(setup.toStdString(), v);
    QVERIFY2(parsed, parsed ? "" : parsed.error.message.c_str());
    const SetupGuess g = guessSetup(parsed->first, v, humanPrior(v));
    QVERIFY(qAbs(g.flag.yours - flagYours) < kEps);
    QVERIFY(qAbs(g.flag.average - flagAverage) < kEps);
    QVERIFY(qAbs(g.bombs.yours - bombsYours) < kEps);
    QVERIFY(qAbs(g.bombs.average - bombsAverage) < kEps);
    QVERIFY2(qAbs(*g.ratio - ratio) < 1e-4, qPrintable(QString::number(*g.ratio, 'f', 6)));
    QCOMPARE(*g.verdict, verdict);
}

// The Classic Flag is most often on cells 33 and 36 (0.14904), the Barrage Flag on 30 (0.19359);
// a Classic Bomb on cell 0 in 0.09469 of the setups. Nothing is on a cell outside the area.
void TestPredictability::sharesFromRealTable()
{
    QVERIFY(qAbs(maxPriorShare(kClassicPrior, Rank::Flag) - 0.14904) < kEps);
    QVERIFY(qAbs(maxPriorShare(kBarragePrior, Rank::Flag) - 0.19359) < kEps);
    QVERIFY(qAbs(priorShare(kClassicPrior, 33, Rank::Flag) - 0.14904) < kEps);
    QVERIFY(qAbs(priorShare(kClassicPrior, 0, Rank::Bomb) - 0.09469) < kEps);
    QCOMPARE(priorShare(kClassicPrior, 0, Rank::Unknown), 0.0);
    QCOMPARE(priorShare(kClassicPrior, 40, Rank::Flag), 0.0);
    QVERIFY(hasHumanSetups(Variant::Classic));
    QVERIFY(hasHumanSetups(Variant::Barrage));
    QVERIFY(!hasHumanSetups(Variant::Duel));
}

QTEST_APPLESS_MAIN(TestPredictability)
#include "tst_predictability.moc"
