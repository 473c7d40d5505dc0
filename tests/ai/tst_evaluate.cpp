// Tests of the evaluation's terms in endgame positions built for one question each: how a guard
// or a hunter of mine should stand when the enemy has few movers left.
#include "aitestkit.h"

#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/searchboard.h"
#include "core/ai/eval/evaluate.h"
#include "core/rules/game.h"
#include "core/rules/geometry.h"

#include <QTest>

using namespace flagfall;
using namespace flagfall::ai;

namespace {

using Squares = QList<int>; // squares as column * 10 + row

Square at(int code)
{
    return makeSquare(code / 10, code % 10);
}

// Red's evaluation of `p` as Red sees it, `quietPlies` after the last battle.
int redEvaluation(const Position& p, int quietPlies, bool press)
{
    const Game g(p, RuleSet{});
    const PlayerView view = g.view(Side::Red);
    const SearchBoard board(view, Beliefs::fromView(view));
    return Evaluator(board, quietPlies, press).evaluate(board);
}

// Red's evaluation of a board with Red's Flag on A1, Red Bombs on `bombs`, a Red Major on `major`,
// a known Blue Miner on F5 (nine steps from A1), Blue's Flag on A10 and `scouts` hidden, unmoved
// Blue Scouts. Blue has lost the rest of its movable army, as Red saw.
int redScore(const Squares& bombs, int major, int scouts)
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    for (int b : bombs) p.addPiece(Side::Red, Rank::Bomb, at(b));
    p.addPiece(Side::Red, Rank::Major, at(major));
    p.addPiece(Side::Blue, Rank::Miner, at(54), KnowsRank | KnowsMoved);
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(0, 9));
    for (int i = 0; i < scouts; ++i) p.addPiece(Side::Blue, Rank::Scout, makeSquare(1 + i, 9));
    ArmyCounts keep{};
    keep[rankIndex(Rank::Miner)] = 1;
    keep[rankIndex(Rank::Scout)] = scouts;
    aitest::keepOnly(p, keep);
    return redEvaluation(p, 0, true);
}

// Red's evaluation, `quietPlies` after the last battle, of a board with Red's Flag on A1, a Red
// Sergeant on `sergeant`, and Blue's hidden, unmoved Flag on J10 and Scout on A10 (the
// candidates for Blue's Flag that the Sergeant hunts). Red does not press (no pressure).
int sergeantScore(int sergeant, int quietPlies)
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Sergeant, at(sergeant));
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    p.addPiece(Side::Blue, Rank::Scout, makeSquare(0, 9));
    ArmyCounts keep{};
    keep[rankIndex(Rank::Scout)] = 1;
    aitest::keepOnly(p, keep);
    return redEvaluation(p, quietPlies, false);
}

// What Red gains by its Sergeant on J7 (three steps from J10) rather than on E5 (nine).
int sergeantGain(int quietPlies)
{
    return sergeantScore(96, quietPlies) - sergeantScore(44, quietPlies);
}

// Red's evaluation of a board with Red's Flag on `flag` and a Bomb on `bomb` beside it, a Red
// General on `general`, a known Blue Lieutenant on C3 and Blue's hidden, unmoved Flag on J10.
int generalScore(int flag, int bomb, int general)
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, at(flag));
    p.addPiece(Side::Red, Rank::Bomb, at(bomb));
    p.addPiece(Side::Red, Rank::General, at(general));
    p.addPiece(Side::Blue, Rank::Lieutenant, at(22), KnowsRank | KnowsMoved);
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    ArmyCounts keep{};
    keep[rankIndex(Rank::Lieutenant)] = 1;
    aitest::keepOnly(p, keep);
    return redEvaluation(p, 0, false);
}

// What Red gains by its General on E3 (two steps from the Lieutenant) rather than on J3 (seven),
// with its Flag on `flag`.
int generalGain(int flag, int bomb)
{
    return generalScore(flag, bomb, 42) - generalScore(flag, bomb, 92);
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT

private slots:
    void lastMoverDrawsTheHunt();
    void guardGoesHomeBeforeTheMiner_data();
    void guardGoesHomeBeforeTheMiner();
    void huntKeenestAfter200QuietPlies();
    void guardMeetsAKnownPieceNearAnOpenFlag();
};

// Blue's last movable piece is worth hunting for more than its rank: taking it wins the game
// (R15). So a Major two steps from it, rather than seven, gains more than it does while seven
// hidden Scouts of Blue's are left besides (the Major is as far from them either way).
void TestEvaluate::lastMoverDrawsTheHunt()
{
    const int near = 52, far = 97; // F3 and J8: two and seven steps from the Miner on F5
    const int gainLast = redScore({}, near, 0) - redScore({}, far, 0);
    const int gainAmong = redScore({}, near, 7) - redScore({}, far, 7);
    QVERIFY2(gainLast > gainAmong,
             qPrintable(QString("last mover %1, one of eight %2").arg(gainLast).arg(gainAmong)));
}

void TestEvaluate::guardGoesHomeBeforeTheMiner_data()
{
    QTest::addColumn<Squares>("bombs");
    QTest::addColumn<bool>("matters");
    // My Flag on A1 behind Bombs on B1 and A2: the Miner, nine steps away, takes it unless a
    // guard is home first.
    QTest::newRow("walled Flag") << Squares{10, 1} << true;
    // No wall: any piece threatens the Flag, and only from six steps or nearer.
    QTest::newRow("open Flag") << Squares{} << false;
}

// With Blue's last mover a Miner nine steps from my walled Flag, my Major six steps from the Flag
// (A7) is worth more than one as far from the Miner that would only chase it (J8: sixteen steps
// from the Flag). Both stand seven steps from the Miner, so the hunt for it is the same.
void TestEvaluate::guardGoesHomeBeforeTheMiner()
{
    QFETCH(Squares, bombs);
    QFETCH(bool, matters);
    const int home = 6, chasing = 97; // A7, J8
    const int atHome = redScore(bombs, home, 0), behind = redScore(bombs, chasing, 0);
    if (matters)
        QVERIFY2(atHome > behind, qPrintable(QString("%1 against %2").arg(atHome).arg(behind)));
    else
        QCOMPARE(atHome, behind);
}

// The hunt for the enemy Flag grows keener the longer no battle has been fought, so a quiet game
// that R18 would end as a draw is pressed; it grows up to R18's usual 200 plies and no further,
// or, where no rule ends a quiet game (the UCC rules), it outweighs everything else: a Sergeant
// next to a likely Flag fled a Lieutenant to and fro for 1,600 plies rather than step away.
void TestEvaluate::huntKeenestAfter200QuietPlies()
{
    const int fresh = sergeantGain(0), keen = sergeantGain(200), late = sergeantGain(1600);
    QVERIFY2(keen > fresh, qPrintable(QString("%1 against %2").arg(keen).arg(fresh)));
    QCOMPARE(late, keen);
}

// A known enemy piece four steps from my Flag, which has an open side, is met by a piece of mine
// that beats it: my General two steps from a Lieutenant on C3 is worth more when my Flag is on A1
// than when it is on J1, nine steps from the Lieutenant (celsius seed 107 game 7: a known
// Lieutenant walked to a Flag whose Bomb was gone while my General stayed six steps away).
void TestEvaluate::guardMeetsAKnownPieceNearAnOpenFlag()
{
    const int home = generalGain(0, 10), away = generalGain(90, 80); // Flag A1 or J1, Bomb beside
    QVERIFY2(home > away, qPrintable(QString("%1 against %2").arg(home).arg(away)));
}

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
