// What the computer player reads from the enemy's behaviour (tst_evidence): a hidden piece that
// keeps closing in on a Bomb of mine the enemy has seen grows likelier to be a Miner, and only
// then. The game is a real one (level 3 against celsius): Blue's Miner walked down the
// J file to Red's shown Bomb at I1, beside the Flag at G1.
#include "aitestkit.h"

#include "core/ai/beliefs/beliefs.h"
#include "core/rules/notation.h"

#include <QTest>

using namespace flagfall;
using namespace flagfall::ai;

namespace {

const std::string kGame = FLAGFALL_TACTICS_DIR "/arena-celsius-23-5.sgn";

// Red's belief that the Blue piece on `square` is a Miner, at `ply`.
float minerChance(int ply, const char* square, bool softEvidence = true)
{
    const auto game = aitest::gameAt(kGame, ply);
    if (!game) return -1.f;
    const PlayerView view = game->view(Side::Red);
    const auto at = parseSquare(square);
    if (!at) return -1.f;
    const int id = view.position.pieceAt(*at);
    if (id < 0 || view.position.piece(id).owner != Side::Blue) return -1.f;
    BeliefOptions options;
    options.softEvidence = softEvidence;
    return Beliefs::fromView(view, options).of(id)[rankIndex(Rank::Miner)];
}

} // namespace

class TestEvidence : public QObject {
    Q_OBJECT

private slots:
    void farFromShownBombsNothingChanges();
    void closingOnAShownBombPointsToAMiner();
};

// From J8 to J5 the walker stays more than three steps from I1: its Miner chance holds still.
void TestEvidence::farFromShownBombsNothingChanges()
{
    const float j8 = minerChance(224, "J8"), j5 = minerChance(230, "J5");
    QVERIFY(j8 > 0.f);
    QVERIFY2(std::abs(j5 - j8) < 0.02f, qPrintable(QString("%1 then %2").arg(j8).arg(j5)));
}

// J4-J3 and J3-J2 each close in on I1 within three steps: the chance rises, by more than the
// same position shows without soft evidence.
void TestEvidence::closingOnAShownBombPointsToAMiner()
{
    const float before = minerChance(230, "J5"), after = minerChance(236, "J2");
    QVERIFY2(after > 1.5f * before, qPrintable(QString("%1 then %2").arg(before).arg(after)));
    const float blind = minerChance(236, "J2", false);
    QVERIFY2(blind >= 0.f && after > 1.5f * blind,
             qPrintable(QString("%1 without soft evidence, %2 with").arg(blind).arg(after)));
}

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
