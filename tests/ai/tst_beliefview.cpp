// Tests of the beliefs the replay shows (core/ai/beliefs/beliefsnapshot.h): the computer's own
// model on one side's view, the setup prior before anything happened, hard facts after it, and
// nothing that depends on a rank the believer has not seen (the same check as the player's
// fairness).
#include "core/ai/beliefs/beliefsnapshot.h"
#include "core/ai/beliefs/priortable.h"
#include "core/match/player.h"
#include "core/records/desktoptags.h"

#include <QTest>

#include <optional>

using namespace flagfall;
using namespace flagfall::ai;

Q_DECLARE_METATYPE(flagfall::Side)

namespace {

// The same army on the same squares with the ranks shuffled among them.
Setup shuffledRanks(Setup s, Random& rng)
{
    std::vector<int> filled;
    for (int c = 0; c < kSetupSquares; ++c)
        if (s.cells[c] != Rank::Unknown) filled.push_back(c);
    std::vector<Rank> ranks;
    for (int c : filled) ranks.push_back(s.cells[c]);
    rng.shuffle(ranks.begin(), ranks.end());
    for (std::size_t i = 0; i < filled.size(); ++i) s.cells[filled[i]] = ranks[i];
    return s;
}

// A quiet move legal in both games, so that neither history reveals a rank.
std::optional<Move> commonQuietMove(const Game& a, const Game& b)
{
    MoveList moves;
    a.legalMoves(moves);
    for (const Move& m : moves)
        if (!m.attack && b.check(m).legal()) return m;
    return std::nullopt;
}

GameRecord recordWith(const Game& game, const std::string& red, const std::string& blue)
{
    return recordOf(game, {{"Red", red, 0}, {"Blue", blue, 0}});
}

BeliefSnapshot at(const GameRecord& record, int ply, Side side)
{
    const Parsed<BeliefSnapshot> s = beliefsAt(record, ply, side);
    if (!s) qFatal("beliefsAt failed: %s", s.error.text().c_str());
    return *s;
}

} // namespace

class TestBeliefView : public QObject {
    Q_OBJECT

private slots:
    void believerLevel_data();
    void believerLevel();
    void uniformPriorAtStart();
    void humanPriorAtStart();
    void sameModelAsThePlayer();
    void revealedPieceIsCertain();
    void movedPieceIsNoBombNorFlag();
    void independentOfHiddenRanks_data();
    void independentOfHiddenRanks();
    void badRecordSaysWhere();
};

void TestBeliefView::believerLevel_data()
{
    QTest::addColumn<QStringList>("tags"); // name=value pairs
    QTest::addColumn<Side>("side");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("computer"); // the computer's side, -1 for none
    const QStringList vsComputer{"Red=Player", "Blue=Computer (level 2)", "Opponent=computer",
                                 "Human=red", "Level=2"};
    const int red = int(Side::Red), blue = int(Side::Blue);
    QTest::newRow("the computer's side") << vsComputer << Side::Blue << 2 << blue;
    QTest::newRow("the person's side") << vsComputer << Side::Red << kDefaultLevel << blue;
    QTest::newRow("hot seat") << QStringList{"Opponent=human", "Human=red", "Level=4"} << Side::Blue
                              << kDefaultLevel << -1;
    QTest::newRow("computer name only")
        << QStringList{"Red=Computer (level 5)", "Blue=Bob"} << Side::Red << 5 << red;
    QTest::newRow("match names") << QStringList{"Red=ai:1", "Blue=ai:4"} << Side::Blue << 4 << -1;
    QTest::newRow("out of range") << QStringList{"Red=ai:9"} << Side::Red << kDefaultLevel << -1;
    QTest::newRow("a person's name")
        << QStringList{"Red=Alice", "Blue=ai:2"} << Side::Red << kDefaultLevel << blue;
}

void TestBeliefView::believerLevel()
{
    QFETCH(QStringList, tags);
    QFETCH(Side, side);
    QFETCH(int, level);
    QFETCH(int, computer);
    GameRecord record;
    for (const QString& t : tags) {
        const QStringList kv = t.split('=');
        record.setTag(kv[0].toStdString(), kv[1].toStdString());
    }
    QCOMPARE(ai::believerLevel(record, side), level);
    const std::optional<Side> found = computerSide(record);
    QCOMPARE(found ? int(*found) : -1, computer);
}

// Level 1 knows nothing of how people set up: before any move every hidden piece is each rank
// with the rank's share of the army (Classic: 1 Marshal in 40, 8 Scouts, 6 Bombs, 1 Flag).
void TestBeliefView::uniformPriorAtStart()
{
    Random rng(11);
    const Game g =
        Game::fromSetups(randomSetup(Variant::Classic, rng), randomSetup(Variant::Classic, rng),
                         RuleSet{}, Variant::Classic);
    const BeliefSnapshot s = at(recordWith(g, "ai:1", "ai:3"), 0, Side::Red);
    QCOMPARE(s.believer, Side::Red);
    QCOMPARE(int(s.pieces.size()), 40);
    for (const PieceBelief& b : s.pieces) {
        QVERIFY(b.hidden);
        QVERIFY(std::abs(b.probs[rankIndex(Rank::Marshal)] - 1.f / 40) < 1e-4f);
        QVERIFY(std::abs(b.probs[rankIndex(Rank::Scout)] - 8.f / 40) < 1e-4f);
        QVERIFY(std::abs(b.probs[rankIndex(Rank::Bomb)] - 6.f / 40) < 1e-4f);
        QVERIFY(std::abs(s.flagAt[b.square] - 1.f / 40) < 1e-4f);
        QCOMPARE(b.likeliest, Rank::Scout); // the most numerous rank
    }
}

// With the human prior and nothing seen, each unmoved piece is what people put on its square:
// the prior table's row for its setup cell (up to the small floor that rules no rank out).
void TestBeliefView::humanPriorAtStart()
{
    Random rng(12);
    const Game g =
        Game::fromSetups(randomSetup(Variant::Classic, rng), randomSetup(Variant::Classic, rng),
                         RuleSet{}, Variant::Classic);
    const BeliefSnapshot s = snapshotBeliefs(g.view(Side::Blue), BeliefOptions{});
    const PriorTable& prior = kClassicPrior;
    for (const PieceBelief& b : s.pieces) {
        const int cell = setupCell(Side::Red, b.square);
        QVERIFY(cell >= 0);
        for (int r = 0; r < kRankCount; ++r)
            QVERIFY2(std::abs(b.probs[r] - prior[cell][r]) < 0.01f,
                     qPrintable(QString("cell %1 rank %2: %3, prior %4")
                                    .arg(cell)
                                    .arg(r)
                                    .arg(b.probs[r])
                                    .arg(prior[cell][r])));
    }
}

// The layer runs the computer's model with the computer's options: at level 3 what its search
// takes (Beliefs::fromView with the level's options), piece for piece.
void TestBeliefView::sameModelAsThePlayer()
{
    Random rng(13);
    RandomPlayer red(3), blue(4);
    Game g = Game::fromSetups(randomSetup(Variant::Classic, rng),
                              randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
    for (int i = 0; i < 60 && !g.result().over(); ++i) {
        const Side s = g.position().sideToMove();
        QVERIFY(g.play((s == Side::Red ? red : blue).chooseMove(g.view(s))));
    }
    const GameRecord record = recordWith(g, "ai:3", "Bob");
    const BeliefSnapshot s = at(record, g.ply(), Side::Red);
    const Beliefs model = Beliefs::fromView(g.view(Side::Red), beliefOptionsFor(levelParams(3)));
    for (const PieceBelief& b : s.pieces) {
        QCOMPARE(b.hidden, model.hidden(b.pieceId));
        if (b.hidden) QCOMPARE(b.probs, model.of(b.pieceId));
    }
}

// A piece whose rank a battle showed is that rank for certain, and the others are not.
void TestBeliefView::revealedPieceIsCertain()
{
    Random rng(14);
    RandomPlayer red(5), blue(6);
    Game g = Game::fromSetups(randomSetup(Variant::Classic, rng),
                              randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
    int shown = -1; // a Blue piece that survived a battle
    while (shown < 0 && !g.result().over()) {
        const Side s = g.position().sideToMove();
        QVERIFY(g.play((s == Side::Red ? red : blue).chooseMove(g.view(s))));
        for (int id = 0; id < g.position().pieceCount(); ++id) {
            const Piece& p = g.position().piece(id);
            if (p.owner == Side::Blue && p.alive() && (p.known & KnowsRank)) shown = id;
        }
    }
    QVERIFY(shown >= 0);
    const Rank truth = g.position().piece(shown).rank;
    const BeliefSnapshot s = snapshotBeliefs(g.view(Side::Red), BeliefOptions{});
    const PieceBelief* b = s.at(g.position().piece(shown).square);
    QVERIFY(b);
    QVERIFY(!b->hidden);
    QCOMPARE(b->likeliest, truth);
    QCOMPARE(b->probability, 1.f);
    for (int r = 0; r < kRankCount; ++r) QCOMPARE(b->probs[r], r == rankIndex(truth) ? 1.f : 0.f);
}

// A piece seen to move is no Bomb and no Flag, so no Flag heat on its square.
void TestBeliefView::movedPieceIsNoBombNorFlag()
{
    Random rng(15);
    Game g = Game::fromSetups(randomSetup(Variant::Classic, rng),
                              randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
    const auto first = commonQuietMove(g, g);
    QVERIFY(first && g.play(*first));
    const auto reply = commonQuietMove(g, g);
    QVERIFY(reply && g.play(*reply)); // Blue's step
    const GameRecord record = recordWith(g, "Ann", "Bob");
    const BeliefSnapshot before = at(record, 1, Side::Red), after = at(record, 2, Side::Red);
    const PieceBelief* stepped = after.at(reply->to);
    QVERIFY(stepped && stepped->hidden && stepped->moved);
    QCOMPARE(stepped->probs[rankIndex(Rank::Bomb)], 0.f);
    QCOMPARE(stepped->probs[rankIndex(Rank::Flag)], 0.f);
    QCOMPARE(after.flagAt[reply->to], 0.f);
    QVERIFY(before.at(reply->from)->probs[rankIndex(Rank::Bomb)] > 0.f); // before it moved
    float total = 0.f;
    for (float f : after.flagAt) total += f;
    QVERIFY(std::abs(total - 1.f) < 1e-3f); // one Flag, somewhere among the others
}

void TestBeliefView::independentOfHiddenRanks_data()
{
    QTest::addColumn<Side>("believer");
    QTest::addColumn<int>("level");
    QTest::newRow("red, level 3") << Side::Red << 3;
    QTest::newRow("blue, level 3") << Side::Blue << 3;
    QTest::newRow("red, level 2") << Side::Red << 2;
}

// Two games differ only in the other side's ranks, shuffled among the same squares, and both
// play the same quiet moves: at every ply the believer's beliefs are the same, bit for bit.
void TestBeliefView::independentOfHiddenRanks()
{
    QFETCH(Side, believer);
    QFETCH(int, level);
    Random rng(16);
    Setup mine = randomSetup(Variant::Classic, rng), theirs = randomSetup(Variant::Classic, rng);
    const Setup shuffled = shuffledRanks(theirs, rng);
    QVERIFY(theirs != shuffled);
    const bool red = believer == Side::Red;
    Game a = red ? Game::fromSetups(mine, theirs) : Game::fromSetups(theirs, mine);
    Game b = red ? Game::fromSetups(mine, shuffled) : Game::fromSetups(shuffled, mine);
    for (int i = 0; i < 30; ++i) {
        const auto m = commonQuietMove(a, b);
        if (!m) break;
        QVERIFY(a.play(*m) && b.play(*m));
    }
    QVERIFY(a.ply() >= 10);
    const std::string name = std::string("ai:").append(std::to_string(level));
    const GameRecord ra = recordWith(a, name, name), rb = recordWith(b, name, name);
    for (int ply = 0; ply <= a.ply(); ++ply) {
        const BeliefSnapshot sa = at(ra, ply, believer), sb = at(rb, ply, believer);
        QCOMPARE(sa.pieces.size(), sb.pieces.size());
        for (std::size_t i = 0; i < sa.pieces.size(); ++i) {
            QCOMPARE(sa.pieces[i].square, sb.pieces[i].square);
            QCOMPARE(sa.pieces[i].probs, sb.pieces[i].probs);
        }
        QCOMPARE(sa.flagAt, sb.flagAt);
    }
}

// A record that turns illegal before the ply asked for names the move; one after it is fine.
void TestBeliefView::badRecordSaysWhere()
{
    Random rng(17);
    Game g = Game::fromSetups(randomSetup(Variant::Classic, rng),
                              randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
    const auto m = commonQuietMove(g, g);
    QVERIFY(m && g.play(*m));
    GameRecord record = recordOf(g);
    record.moves.push_back(*m); // Blue cannot move Red's piece back from where it came
    QVERIFY(beliefsAt(record, 1, Side::Red));
    const Parsed<BeliefSnapshot> bad = beliefsAt(record, 2, Side::Red);
    QVERIFY(!bad);
    QVERIFY2(bad.error.text().find("ply 2") != std::string::npos, bad.error.text().c_str());
    QVERIFY(!beliefsAt(record, 3, Side::Red));
}

QTEST_GUILESS_MAIN(TestBeliefView)
#include "tst_beliefview.moc"
