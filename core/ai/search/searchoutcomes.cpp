// SearchBoard::outcomes: the ways a battle can turn out, with their chances, from the beliefs
// about the hidden piece in it.
#include "core/ai/board/searchboard.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"

#include "core/ai/board/values.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace flagfall::ai {

namespace {

constexpr int kBomb = rankIndex(Rank::Bomb);
constexpr int kFlag = rankIndex(Rank::Flag);
constexpr int kScout = rankIndex(Rank::Scout);

// Several ranks that give the same battle result share one outcome. The rank that stands for
// them is the one whose value is nearest the outcome's mean value, so the material a battle
// wins or loses in the tree is on average what it is worth (the likeliest rank would make
// every surviving hidden defender look weaker than it is on average).
struct Buckets {
    std::array<float, 6> mass{};          // probability of each outcome
    std::array<float, 6> valueSum{};      // probability-weighted base value
    std::array<std::uint16_t, 6> ranks{}; // the ranks merged into each outcome, as bits
};

void addOutcome(Outcomes& out, Combat c, Rank r, float p, Buckets& b)
{
    const bool special = r == Rank::Flag || r == Rank::Bomb;
    int i = 0;
    while (i < out.size &&
           (special || out.items[i].combat != c || out.items[i].declined ||
            out.items[i].revealed == Rank::Flag || out.items[i].revealed == Rank::Bomb))
        ++i;
    if (i == out.size) out.items[out.size++] = Outcome{0.f, c, r};
    out.items[i].probability += p;
    b.valueSum[i] += p * static_cast<float>(kBaseValue[rankIndex(r)]);
    b.ranks[i] |= static_cast<std::uint16_t>(1u << rankIndex(r));
}

void pickRepresentatives(Outcomes& out, const Buckets& b)
{
    for (int i = 0; i < out.size; ++i) {
        if (std::popcount(b.ranks[i]) < 2) continue;
        const float mean = b.valueSum[i] / out.items[i].probability;
        float nearest = 1e9f;
        for (int r = 0; r < kRankCount; ++r) {
            if (!(b.ranks[i] & (1u << r))) continue;
            const float d = std::abs(static_cast<float>(kBaseValue[r]) - mean);
            if (d < nearest) nearest = d, out.items[i].revealed = rankFromIndex(r);
        }
    }
}

} // namespace

Outcomes SearchBoard::outcomes(Move m, bool declinable) const
{
    Outcomes out;
    const int a = m_board[m.from], d = m_board[m.to];
    if (d < 0) {
        out.items[out.size++] = Outcome{};
        return out;
    }
    const bool far = !areAdjacent(m.from, m.to);
    if (far && declinable && m_pieces[a].rank == Rank::Unknown) {
        // A hidden piece striking from afar is a Scout only by its chance of being one; in the
        // other worlds it cannot make the move and its owner plays its best other one. Counted
        // as a sure Scout, every piece that might be one made an open lane to the Flag a lost
        // game, so that blocking a Miner beside the Flag scored no better than letting it in.
        const RankProbs& q = m_probs[a];
        const float movers = (m_pieces[a].known & KnowsMoved) ? 1.f - q[kBomb] - q[kFlag] : 1.f;
        const float scout = movers > 0.f ? std::min(1.f, q[kScout] / movers) : 0.f;
        const Combat c = resolveCombat(Rank::Scout, m_pieces[d].rank);
        if (scout >= 0.999f) {
            out.items[out.size++] = Outcome{1.f, c, Rank::Scout};
            return out;
        }
        out.items[out.size++] = Outcome{1.f - scout, Combat::None, Rank::Bomb, true};
        if (scout > 0.f) out.items[out.size++] = Outcome{scout, c, Rank::Scout};
        return out;
    }
    const Rank ra = far ? Rank::Scout : m_pieces[a].rank, rd = m_pieces[d].rank;
    if (ra != Rank::Unknown && rd != Rank::Unknown) {
        out.items[out.size++] = Outcome{1.f, resolveCombat(ra, rd), Rank::Unknown};
        return out;
    }
    const bool attackerHidden = ra == Rank::Unknown;
    const int h = attackerHidden ? a : d;
    RankProbs q = m_probs[h];
    float declined = 0.f;
    if (m_pieces[h].known & KnowsMoved) {
        q[kBomb] = q[kFlag] = 0.f;
    } else if (attackerHidden) {
        declined = declinable ? q[kBomb] + q[kFlag] : 0.f;
        q[kBomb] = q[kFlag] = 0.f;
    }
    float sum = declined;
    for (float v : q) sum += v;
    if (sum <= 0.f) { // beliefs ruled everything out: assume an average fighter
        q.fill(0.f);
        q[rankIndex(Rank::Sergeant)] = sum = 1.f;
    }
    Buckets buckets;
    if (declined > 0.f)
        out.items[out.size++] = Outcome{declined / sum, Combat::None, Rank::Bomb, true};
    for (int r = 0; r < kRankCount; ++r) {
        if (q[r] <= 0.f) continue;
        const Rank rank = rankFromIndex(r);
        const Combat c = attackerHidden ? resolveCombat(rank, rd) : resolveCombat(ra, rank);
        addOutcome(out, c, rank, q[r] / sum, buckets);
    }
    pickRepresentatives(out, buckets);
    return out;
}

} // namespace flagfall::ai
