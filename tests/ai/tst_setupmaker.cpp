// What the computer's setups keep at every level (no piece walled in by its own Bombs), and level
// 3's habit of keeping the Flag where people most often do.
#include "core/ai/base/levels.h"
#include "core/ai/setups/setupmaker.h"
#include "core/ai/setups/setupstats.h"
#include "core/rules/setup.h"

#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace flagfall;
using namespace flagfall::ai;

Q_DECLARE_METATYPE(flagfall::Variant)

class TestSetupMaker : public QObject {
    Q_OBJECT

private slots:
    void lockedPiecesCounted_data();
    void lockedPiecesCounted();
    void setupsLockNothingIn_data();
    void setupsLockNothingIn();
    void habitKeepsToLikelySquares_data();
    void habitKeepsToLikelySquares();
    void habitOfOneIsThePlainMaker();
    void habitStillVaries();
    void onlyTheDefaultLevelHasAHabit();
};

namespace {
double meanRatio(const std::vector<Setup>& setups, Variant v)
{
    double sum = 0;
    for (const Setup& s : setups) sum += guessSetup(s, v, humanPrior(v)).ratio.value_or(0.0);
    return sum / static_cast<double>(setups.size());
}
} // namespace

void TestSetupMaker::lockedPiecesCounted_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("locked");
    // Setup strings: the front row first, each row from the owner's left (formats.md).
    QTest::newRow("none: the Flag walled in, nothing else behind the wall")
        << "B25424222B/64X8592745/363FS36B22/7B837B63B5" << 0;
    // Two Scouts in the back corner behind the Bombs on A3, B3 and C4 (Red's view).
    QTest::newRow("two Scouts behind a Bomb line")
        << "4444B55556/666777889X/BB222222SB/22B33333BF" << 2;
    QTest::newRow("a front row of Bombs facing the lakes locks nothing")
        << "22BB22BB22/3333344445/5556666777/889XSBFB22" << 0;
}

// A movable piece is locked when Bombs and the Flag wall it off from every front square that
// faces open ground (a front square in front of a lake leads nowhere by itself).
void TestSetupMaker::lockedPiecesCounted()
{
    QFETCH(QString, setup);
    QFETCH(int, locked);
    const auto parsed = parseSetupString(setup.toStdString());
    QVERIFY(parsed);
    QCOMPARE(lockedPieces(parsed->first), locked);
}

void TestSetupMaker::setupsLockNothingIn_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::newRow("classic") << Variant::Classic;
    QTest::newRow("barrage") << Variant::Barrage;
    QTest::newRow("duel") << Variant::Duel;
}

// The computer's setups never wall a piece of its own in (a guard behind its Bombs could not
// reach the Miner that took celsius's way to level 3's Flag).
void TestSetupMaker::setupsLockNothingIn()
{
    QFETCH(Variant, variant);
    SetupMaker maker(11);
    for (int i = 0; i < 60; ++i) {
        const Setup s = maker.make(variant);
        QVERIFY2(lockedPieces(s) == 0, setupToString(s).c_str());
    }
}

void TestSetupMaker::habitKeepsToLikelySquares_data()
{
    setupsLockNothingIn_data();
}

// The habit picks the likeliest of 20 setups, so a player who knows where people keep their Flag
// finds level 3's sooner: each is judged "more predictable", on average more so than the plain
// setups (in the small armies those too are, with the Flag walled in by their few Bombs), and it
// still walls nothing in.
void TestSetupMaker::habitKeepsToLikelySquares()
{
    QFETCH(Variant, variant);
    SetupMaker plain(5), habitual(5);
    std::vector<Setup> plainOnes, habitualOnes;
    for (int i = 0; i < 20; ++i) {
        plainOnes.push_back(plain.make(variant));
        habitualOnes.push_back(habitual.makeHabitual(variant, 20));
        const SetupGuess g = guessSetup(habitualOnes.back(), variant, humanPrior(variant));
        QVERIFY2(g.verdict == Predictability::More, setupToString(habitualOnes.back()).c_str());
        QCOMPARE(lockedPieces(habitualOnes.back()), 0);
    }
    QVERIFY(meanRatio(habitualOnes, variant) > meanRatio(plainOnes, variant));
}

// Levels without the habit play exactly the setups they played before it existed.
void TestSetupMaker::habitOfOneIsThePlainMaker()
{
    SetupMaker plain(9), habitual(9);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(setupToString(habitual.makeHabitual(Variant::Classic, 1)),
                 setupToString(plain.make(Variant::Classic)));
}

// A habit, not one setup: programs that remember a setup (ramen) must not meet the same twice.
void TestSetupMaker::habitStillVaries()
{
    SetupMaker maker(3);
    std::set<std::string> seen;
    for (int i = 0; i < 30; ++i)
        seen.insert(setupToString(maker.makeHabitual(Variant::Classic, 20)));
    QCOMPARE(seen.size(), std::size_t{30});
}

void TestSetupMaker::onlyTheDefaultLevelHasAHabit()
{
    for (int level = kMinLevel; level <= kMaxLevel; ++level)
        QCOMPARE(levelParams(level).setupHabit > 1, level == kDefaultLevel);
}

QTEST_GUILESS_MAIN(TestSetupMaker)
#include "tst_setupmaker.moc"
