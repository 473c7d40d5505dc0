#include "evaluate.h"

#include "values.h"

#include "core/combat.h"
#include "core/geometry.h"

#include <algorithm>
#include <cstdlib>

namespace flagfall::ai {

namespace {

// The last movable pieces are worth more than their rank: with none left the game is lost (R15).
// Each side is charged kScarcity / (movable pieces + 1).
constexpr float kScarcity = 240.f;
constexpr int kHuntReach = 12;  // a known weaker piece draws hunters from across the board
constexpr int kDangerReach = 5; // a known piece feels a stronger one from this far
constexpr int kFlagReach = 6;   // enemy pieces this close threaten the Flag
// A piece that can take the Flag (behind a wall of Bombs: a Miner) at distance d costs
// kFlagThreat / (d^2 + 2): a Miner next to the wall is a third of a Marshal.
constexpr float kSurePrey = 0.75f;
constexpr float kTradeWeight = 0.5f; // a hunt for an equal counts half
constexpr float kFlagThreat = 1200.f;
constexpr float kGuard = 20.f; // each of two guards near the Flag while Miners are about // a
                               // hidden piece is a hunter's prey when it surely loses

int distance(Square a, Square b)
{
    return std::abs(columnOf(a) - columnOf(b)) + std::abs(rowOf(a) - rowOf(b));
}

// How many of each rank each side still has, counting the enemy's hidden pieces by beliefs.
std::array<ArmyCounts, 2> aliveCounts(const SearchBoard& b)
{
    std::array<ArmyCounts, 2> c{};
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.square == kNoSquare) continue;
        if (p.rank != Rank::Unknown) {
            ++c[index(p.owner)][rankIndex(p.rank)];
            continue;
        }
        for (int r = 0; r < kRankCount; ++r)
            if (b.probs(id)[r] > 0.f) c[index(p.owner)][r] = std::max(c[index(p.owner)][r], 1);
    }
    return c;
}

bool movable(const SearchPiece& p)
{
    return p.rank == Rank::Unknown || isMovable(p.rank);
}

} // namespace

struct Evaluator::Seen {
    std::array<std::int8_t, Position::kMaxPieces> mine{}, theirs{};
    int mineCount = 0, theirCount = 0;
    int myMovers = 0;
    float theirMovers = 0.f;
    Square myFlag = kNoSquare;
    // My pieces the enemy has not identified, by rank: [0] those that have moved, [1] the rest.
    std::array<ArmyCounts, 2> unidentified{};
    std::array<std::int8_t, 3> top{}; // my strongest movable pieces, strongest first
    int topCount = 0;

    explicit Seen(const SearchBoard& b)
    {
        for (int id = 0; id < b.pieceCount(); ++id) {
            const SearchPiece& p = b.piece(id);
            if (p.square == kNoSquare) continue;
            if (p.owner == b.me()) {
                mine[mineCount++] = static_cast<std::int8_t>(id);
                myMovers += isMovable(p.rank);
                if (p.rank == Rank::Flag) myFlag = p.square;
                if (!(p.known & KnowsRank))
                    ++unidentified[(p.known & KnowsMoved) ? 0 : 1][rankIndex(p.rank)];
                if (isMovable(p.rank)) keepTop(b, id);
            } else {
                theirs[theirCount++] = static_cast<std::int8_t>(id);
                theirMovers += b.movableChance(id);
            }
        }
    }

    void keepTop(const SearchBoard& b, int id)
    {
        int at = topCount < 3 ? topCount++ : 3;
        while (at > 0 && b.piece(top[at - 1]).rank < b.piece(id).rank) {
            if (at < 3) top[at] = top[at - 1];
            --at;
        }
        if (at < 3) top[at] = static_cast<std::int8_t>(id);
    }

    // How sure the enemy can be that a piece of rank `attacker` beats my piece `m`: certain
    // when m is identified, else the share of the pieces m may be (from what the enemy has
    // seen of it) that the attacker beats.
    float confidence(Rank attacker, const SearchPiece& m) const
    {
        if (m.known & KnowsRank) return 1.f;
        const ArmyCounts& pool = unidentified[(m.known & KnowsMoved) ? 0 : 1];
        int beaten = 0, all = 0;
        for (int r = 0; r < kRankCount; ++r) {
            all += pool[r];
            if (resolveCombat(attacker, rankFromIndex(r)) == Combat::AttackerWins)
                beaten += pool[r];
        }
        return all > 0 ? static_cast<float>(beaten) / static_cast<float>(all) : 1.f;
    }
};

Evaluator::Evaluator(const SearchBoard& root, int quietPlies)
    : m_huntWeight(12.f * (1.f + static_cast<float>(quietPlies) / 40.f))
{
    const auto alive = aliveCounts(root);
    for (Side s : {Side::Red, Side::Blue}) {
        const ArmyCounts& own = alive[index(s)];
        const ArmyCounts& their = alive[index(opponent(s))];
        auto& v = m_values[index(s)];
        for (int r = 0; r < kRankCount; ++r) v[r] = kBaseValue[r];
        if (their[rankIndex(Rank::Spy)] > 0) v[rankIndex(Rank::Marshal)] = 520;
        if (their[rankIndex(Rank::Marshal)] == 0) v[rankIndex(Rank::Spy)] = 10;
        if (their[rankIndex(Rank::Bomb)] > 0 && own[rankIndex(Rank::Miner)] <= 2)
            v[rankIndex(Rank::Miner)] += 40;
        if (own[rankIndex(Rank::Scout)] <= 2) v[rankIndex(Rank::Scout)] += 12;
    }
    for (int id = 0; id < root.pieceCount(); ++id) {
        const SearchPiece& p = root.piece(id);
        if (p.owner != root.me() && p.rank == Rank::Flag && p.square != kNoSquare)
            m_flagCandidates.emplace_back(id, 1.f); // found: go and take it
        if (!root.hiddenPiece(id)) continue;
        float sum = 0.f;
        for (int r = 0; r < kRankCount; ++r)
            sum += root.probs(id)[r] *
                   static_cast<float>(value(root.piece(id).owner, rankFromIndex(r)));
        m_expected[id] = static_cast<int>(sum);
        m_miner[id] = root.probs(id)[rankIndex(Rank::Miner)];
        for (int mine = 0; mine < kRankCount; ++mine)
            for (int r = 0; r < kRankCount; ++r)
                if (resolveCombat(rankFromIndex(mine), rankFromIndex(r)) == Combat::AttackerWins)
                    m_beatenBy[id][mine] += root.probs(id)[r];
        const float flag = root.probs(id)[rankIndex(Rank::Flag)];
        if (flag >= 0.03f && root.piece(id).square != kNoSquare)
            m_flagCandidates.emplace_back(id, flag);
    }
}

int Evaluator::pieceValue(const SearchBoard& b, int id) const
{
    const SearchPiece& p = b.piece(id);
    return p.rank == Rank::Unknown ? m_expected[id] : value(p.owner, p.rank);
}

int Evaluator::material(const SearchBoard& b, const Seen& s) const
{
    int score = 0;
    for (int k = 0; k < s.mineCount; ++k) {
        const SearchPiece& p = b.piece(s.mine[k]);
        const int v = pieceValue(b, s.mine[k]);
        // Stealth: an officer (or the Spy) the enemy has not identified is worth more, the
        // Marshal and General most: known, they are avoided, and the Marshal is hunted by the Spy.
        if (!(p.known & KnowsRank))
            score += (p.rank == Rank::General || p.rank == Rank::Marshal) ? v / 5
                     : p.rank >= Rank::Captain && p.rank <= Rank::Colonel ? v / 8
                     : p.rank == Rank::Spy                                ? 8
                                                                          : 0;
        score += v;
        if (isMovable(p.rank) && v < 100) // progress: small pieces go forward
            score += p.owner == Side::Red ? rowOf(p.square) : 9 - rowOf(p.square);
    }
    for (int k = 0; k < s.theirCount; ++k) {
        const int v = pieceValue(b, s.theirs[k]);
        score -= v + (b.hiddenPiece(s.theirs[k]) ? v / 10 : 0); // information has value
    }
    const float scarcity =
        kScarcity / (s.theirMovers + 1.f) - kScarcity / static_cast<float>(s.myMovers + 1);
    return score + static_cast<int>(scarcity);
}

// The chance that enemy piece `e` would attack my piece `m` and win: a known enemy piece that
// beats m, as sure of it as what it has seen of m allows (a known Marshal fears nothing but
// Bombs, so every moved piece of mine is its prey); a hidden one, by the beliefs, against a
// piece of mine that it has identified.
float Evaluator::threat(const SearchBoard& b, const Seen& s, int e, const SearchPiece& m) const
{
    const SearchPiece& enemy = b.piece(e);
    if (enemy.rank != Rank::Unknown) {
        if (resolveCombat(enemy.rank, m.rank) != Combat::AttackerWins) return 0.f;
        return s.confidence(enemy.rank, m);
    }
    if (!(m.known & KnowsRank)) return 0.f;
    float beats = 0.f;
    for (int r = 0; r < kRankCount; ++r)
        if (isMovable(rankFromIndex(r)) &&
            resolveCombat(rankFromIndex(r), m.rank) == Combat::AttackerWins)
            beats += b.probs(e)[r];
    return beats;
}

// A known enemy piece, or a hidden one that has moved, draws the nearest piece of mine that
// surely beats it (for a hidden one: by the beliefs, among my three strongest pieces; once the
// enemy's stronger pieces are gone, every moved piece of theirs is such prey).
int Evaluator::huntBonus(const SearchBoard& b, const Seen& s, int e) const
{
    const SearchPiece& enemy = b.piece(e);
    const bool hidden = enemy.rank == Rank::Unknown;
    if (hidden ? !(enemy.known & KnowsMoved) : !isMovable(enemy.rank)) return 0;
    float best = 0.f;
    const auto consider = [&](const SearchPiece& m) {
        float p = 0.f;
        if (hidden) {
            p = m_beatenBy[e][rankIndex(m.rank)];
            if (p < kSurePrey) return;
        } else if (resolveCombat(m.rank, enemy.rank) == Combat::AttackerWins) {
            p = 1.f;
        } else if (m.rank == enemy.rank && enemy.rank >= Rank::Colonel &&
                   enemy.rank <= Rank::Marshal) {
            p = kTradeWeight; // a known Colonel or better left alone eats what it is known to beat
        } else {
            return;
        }
        const int d = std::min(distance(m.square, enemy.square), kHuntReach);
        best = std::max(best, p * static_cast<float>(kHuntReach - d));
    };
    if (hidden) {
        for (int j = 0; j < s.topCount; ++j) consider(b.piece(s.top[j]));
    } else {
        for (int j = 0; j < s.mineCount; ++j)
            if (isMovable(b.piece(s.mine[j]).rank)) consider(b.piece(s.mine[j]));
    }
    return static_cast<int>(best * static_cast<float>(pieceValue(b, e)) / 60.f);
}

// Known pieces draw the pieces that beat them and drive away the pieces they beat: a hunter's
// bonus for the nearest known weaker enemy piece, and a piece's unease at the nearest enemy
// piece that would attack it and win (see threat).
int Evaluator::tension(const SearchBoard& b, const Seen& s) const
{
    int score = 0;
    for (int k = 0; k < s.theirCount; ++k) score += huntBonus(b, s, s.theirs[k]);
    for (int j = 0; j < s.mineCount; ++j) {
        const SearchPiece& m = b.piece(s.mine[j]);
        if (!isMovable(m.rank)) continue;
        float worst = 0.f;
        for (int k = 0; k < s.theirCount; ++k) {
            const SearchPiece& e = b.piece(s.theirs[k]);
            const int d = distance(m.square, e.square);
            if (d >= kDangerReach || !movable(e)) continue;
            worst = std::max(worst, threat(b, s, s.theirs[k], m) * float(kDangerReach - d));
        }
        score -= static_cast<int>(worst * static_cast<float>(value(m.owner, m.rank)) / 20.f);
    }
    return score;
}

// Enemy pieces near the Flag; behind a full wall of Bombs only their Miners count.
int Evaluator::flagSafety(const SearchBoard& b, const Seen& s) const
{
    if (s.myFlag == kNoSquare) return 0;
    bool walled = true;
    for (int d = 0; d < kDirections; ++d) {
        const Square n = kGeometry.step[s.myFlag][d];
        if (n == kNoSquare) continue;
        const int id = b.pieceAt(n);
        walled = walled && id >= 0 && b.piece(id).owner == b.me() && b.piece(id).rank == Rank::Bomb;
    }
    float threat = 0.f, miners = 0.f;
    for (int k = 0; k < s.theirCount; ++k) {
        const int id = s.theirs[k];
        const SearchPiece& e = b.piece(id);
        miners += e.rank == Rank::Unknown ? m_miner[id] : (e.rank == Rank::Miner ? 1.f : 0.f);
        const int d = distance(e.square, s.myFlag);
        if (d > kFlagReach) continue;
        float w = b.movableChance(id);
        if (walled) w = e.rank == Rank::Unknown ? m_miner[id] : (e.rank == Rank::Miner ? 1.f : 0.f);
        threat += w / static_cast<float>(d * d + 2);
    }
    // Guards: pieces near the Flag that beat a Miner, worth keeping while Miners are about.
    int guards = 0;
    for (int k = 0; k < s.mineCount && guards < 2; ++k) {
        const SearchPiece& m = b.piece(s.mine[k]);
        guards += m.rank >= Rank::Sergeant && m.rank <= Rank::Marshal &&
                  distance(m.square, s.myFlag) <= 3;
    }
    return -static_cast<int>(threat * kFlagThreat) +
           static_cast<int>(std::min(miners, 1.f) * kGuard * static_cast<float>(guards));
}

// Small pieces (Miners, Scouts and the like) towards the likely enemy Flag: the officers are
// not sent to knock at Bombs.
int Evaluator::flagHunt(const SearchBoard& b, const Seen& s) const
{
    int bonus = 0;
    for (const auto& [e, chance] : m_flagCandidates) {
        const SearchPiece& target = b.piece(e);
        if (target.square == kNoSquare) continue;
        int nearest = 99;
        for (int k = 0; k < s.mineCount; ++k) {
            const SearchPiece& p = b.piece(s.mine[k]);
            if (isMovable(p.rank) && p.rank <= Rank::Captain)
                nearest = std::min(nearest, distance(p.square, target.square));
        }
        bonus +=
            static_cast<int>(chance * static_cast<float>(std::max(0, 12 - nearest)) * m_huntWeight);
    }
    return bonus;
}

int Evaluator::evaluate(const SearchBoard& b) const
{
    const Seen seen(b);
    const int score =
        std::clamp(material(b, seen) + tension(b, seen) + flagSafety(b, seen) + flagHunt(b, seen),
                   -kEvalBound + 1, kEvalBound - 1);
    return b.toMove() == b.me() ? score : -score;
}

} // namespace flagfall::ai
