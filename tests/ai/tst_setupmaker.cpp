// What the computer's setups keep at every level: no piece walled in by its own Bombs, and a Flag
// that stands where people put theirs, never in the same few places.
#include "core/ai/aiplayer.h"
#include "core/ai/base/levels.h"
#include "core/ai/setups/setupmaker.h"
#include "core/rules/setup.h"

#include <QTest>

#include <map>
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
    void flagSpreadsLikePeople_data();
    void flagSpreadsLikePeople();
    void makerVaries();
};

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

void TestSetupMaker::flagSpreadsLikePeople_data()
{
    QTest::addColumn<int>("level");
    for (int level = kMinLevel; level <= kMaxLevel; ++level)
        QTest::addRow("level %d", level) << level;
}

// Every level sets up as people do, differently in every game: over 300 games (a new player a
// game, as a match makes them) no square holds the Flag more than a fifth of the time, the Flag
// stands on at least six squares, and no two setups are the same. Among the Gravon archive's
// human setups no square holds it more than 15% of the time.
void TestSetupMaker::flagSpreadsLikePeople()
{
    QFETCH(int, level);
    constexpr int kGames = 300;
    Random seeds(1000 + static_cast<std::uint64_t>(level));
    std::map<int, int> flagAt;
    std::set<std::string> seen;
    for (int i = 0; i < kGames; ++i) {
        AiPlayer player(level, seeds.next());
        const Setup s = player.chooseSetup(Variant::Classic, seeds);
        seen.insert(setupToString(s));
        for (int c = 0; c < kSetupSquares; ++c)
            if (s.cells[c] == Rank::Flag) ++flagAt[c];
    }
    QCOMPARE(seen.size(), std::size_t{kGames});
    QVERIFY2(flagAt.size() >= 6, std::to_string(flagAt.size()).c_str());
    for (const auto& [cell, count] : flagAt)
        QVERIFY2(count <= kGames / 5,
                 (std::to_string(cell) + ": " + std::to_string(count)).c_str());
}

// One maker never plays the same setup twice in a row, and a run of them varies: programs that
// remember a setup (ramen) must not meet the same one again.
void TestSetupMaker::makerVaries()
{
    SetupMaker maker(3);
    std::set<std::string> seen;
    for (int i = 0; i < 30; ++i) seen.insert(setupToString(maker.make(Variant::Classic)));
    QCOMPARE(seen.size(), std::size_t{30});
}

QTEST_GUILESS_MAIN(TestSetupMaker)
#include "tst_setupmaker.moc"
