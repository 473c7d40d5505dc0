// What the computer's setups keep at every level: no piece walled in by its own Bombs.
#include "core/ai/setupmaker.h"
#include "core/setup.h"

#include <QTest>

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

QTEST_GUILESS_MAIN(TestSetupMaker)
#include "tst_setupmaker.moc"
