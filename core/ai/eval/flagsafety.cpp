// The Evaluator's defence of its own Flag: enemy pieces in reach of it, and their race against
// my nearest piece that can meet them: behind a wall of Bombs a Miner's, before an open Flag a
// known piece's.
#include "core/ai/eval/evaluate.h"

#include "core/ai/board/evaltables.h"
#include "core/ai/eval/boardsummary.h"

#include "core/rules/geometry.h"

#include <algorithm>

namespace flagfall::ai {

namespace {

constexpr int kFlagReach = 6; // enemy pieces this close threaten the Flag
// In the endgame a race to my walled Flag is counted from farther: a Miner ten steps away that
// no guard of mine can meet in time is lost when it comes into the usual reach (a game against the
// 2012 programs: a Miner walked from A3 to a Flag on D10).
constexpr int kEndgameFlagReach = 12;
// A piece that can take the Flag (behind a wall of Bombs: a Miner) at distance d costs
// kFlagThreat / (d^2 + 2): a Miner next to the wall is a third of a Marshal. If none of my
// guards is nearer to a Miner than it is to the walled Flag, the Miner may win the race: up to
// kFlagRace / d more, so a guard sets out while the Miner is still on its way (a Miner that
// walked down an empty file took level 3's Flag: its guard set out too late).
constexpr float kFlagThreat = 1200.f;
constexpr float kFlagRace = 1200.f;
// Before an open Flag, whose place the enemy has to guess, a known piece's race counts a third
// and only from four steps (from six it outweighed trading off the enemy Marshal).
constexpr float kOpenFlagRace = 400.f;
constexpr int kOpenFlagReach = 4;
constexpr float kGuard = 20.f; // each of two guards near the Flag while Miners are about

constexpr SquareBits kLakes =
    squareset_detail::squaresWhere([](int s) { return isLake(static_cast<Square>(s)); });

// The steps the nearest of `guards` needs to reach `at`, around `blocked` squares (a distance
// that ignored them would walk a guard through the Bomb wall), or limit + 1.
int stepsFrom(SquareBits guards, Square at, SquareBits blocked, int limit)
{
    SquareBits reach = squareBit(at);
    for (int step = 1; step <= limit; ++step) {
        const SquareBits next = neighbourSquares(reach);
        if (next & guards) return step;
        reach |= next & ~blocked;
    }
    return limit + 1;
}

// Whether every square beside my Flag holds one of my Bombs (the board's edge counts as wall).
bool walledIn(const SearchBoard& b, Square flag)
{
    for (int d = 0; d < kDirections; ++d) {
        const Square n = kGeometry.step[flag][d];
        if (n == kNoSquare) continue;
        const int id = b.pieceAt(n);
        if (id < 0 || b.piece(id).owner != b.me() || b.piece(id).rank != Rank::Bomb) return false;
    }
    return true;
}

// The steps my nearest piece that beats a known enemy piece of rank `r` on `at`, `d` steps from
// my open Flag, is short of meeting it: an open Flag races known pieces too (against celsius
// seed 107 game 7: its known Lieutenant walked past my General to a Flag whose Bomb was gone).
// None guards against a Marshal: the Spy beats it only by attacking first.
int openFlagLag(const BoardSummary& s, Rank r, Square at, int d, SquareBits blocked)
{
    if (r == Rank::Unknown || d > kOpenFlagReach) return 0;
    const SquareBits guards = r == Rank::Marshal ? 0 : s.myWinnersAgainst(r);
    return stepsFrom(guards, at, blocked, d + 2) - d + 1;
}

} // namespace

float Evaluator::minerChance(const SearchBoard& b, int id) const
{
    const Rank r = b.piece(id).rank;
    return r == Rank::Unknown ? m_miner[id] : (r == Rank::Miner ? 1.f : 0.f);
}

// Enemy pieces near the Flag; behind a full wall of Bombs only their Miners count.
int Evaluator::flagSafety(const SearchBoard& b, const BoardSummary& s) const
{
    if (s.myFlag == kNoSquare) return 0;
    const SquareBits guards = s.myWinnersAgainst(Rank::Miner);
    return -static_cast<int>(flagThreat(b, s, walledIn(b, s.myFlag), guards)) +
           guardsKept(b, s, guards);
}

// What the enemy pieces within reach threaten, by their distance; behind a wall, a Miner's
// race against my nearest guard (a piece that beats a Miner) besides.
float Evaluator::flagThreat(const SearchBoard& b, const BoardSummary& s, bool walled,
                            SquareBits guardSquares) const
{
    // Guards walk around my other pieces and the lakes.
    const SquareBits blocked = b.squaresOf(b.me()) | kLakes;
    const int reach =
        walled && s.theirMoverCount <= kEndgameMovers ? kEndgameFlagReach : kFlagReach;
    int home = -1; // the steps my nearest guard needs to the Flag, counted when first asked
    const auto homeSteps = [&] {
        if (home < 0)
            home = stepsFrom(guardSquares, s.myFlag, s.myMoverSquares | kLakes, reach + 4);
        return home;
    };
    float threat = 0.f;
    for (const int id : s.theirs) {
        const Square at = b.piece(id).square;
        const int d = squareDistance(at, s.myFlag);
        if (d > reach) continue;
        const float w = walled ? minerChance(b, id) : b.movableChance(id);
        if (w <= 0.f) continue;
        threat += w * kFlagThreat / static_cast<float>(d * d + 2);
        // Behind a wall, each step my nearest guard is short of meeting the Miner on its way
        // counts a quarter; from the endgame's reach a guard not home first only chases it.
        const int lag = !walled           ? openFlagLag(s, b.piece(id).rank, at, d, blocked)
                        : d <= kFlagReach ? stepsFrom(guardSquares, at, blocked, d + 2) - d + 1
                                          : homeSteps() - d;
        const float race = walled ? kFlagRace : kOpenFlagRace;
        threat += w * race * static_cast<float>(std::clamp(lag, 0, 4)) / (4.f * d);
    }
    return threat;
}

// Guards near the Flag are worth keeping while Miners are about.
int Evaluator::guardsKept(const SearchBoard& b, const BoardSummary& s,
                          SquareBits guardSquares) const
{
    const SquareBits near = kEvalTables.within[s.myFlag][3];
    const int guards = std::min(squareCount(near & guardSquares), 2);
    float miners = 0.f; // counts only up to 1 (a sum of chances only grows), and only with guards
    for (int i = 0; guards > 0 && i < s.theirs.size && miners < 1.f; ++i)
        miners += minerChance(b, s.theirs.ids[i]);
    return static_cast<int>(std::min(miners, 1.f) * kGuard * static_cast<float>(guards));
}

} // namespace flagfall::ai
