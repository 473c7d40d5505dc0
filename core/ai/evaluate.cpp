#include "evaluate.h"

#include "values.h"

#include <algorithm>
#include <cstdlib>

namespace flagfall::ai {

namespace {

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

} // namespace

Evaluator::Evaluator(const SearchBoard& root, int quietPlies)
    : m_huntWeight(12.f * (1.f + static_cast<float>(quietPlies) / 40.f))
{
    const auto alive = aliveCounts(root);
    for (Side s : {Side::Red, Side::Blue}) {
        const ArmyCounts& own = alive[index(s)];
        const ArmyCounts& their = alive[index(opponent(s))];
        auto& v = m_values[index(s)];
        for (int r = 0; r < kRankCount; ++r) v[r] = kBaseValue[r];
        if (their[rankIndex(Rank::Spy)] > 0) v[rankIndex(Rank::Marshal)] = 340;
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

int Evaluator::material(const SearchBoard& b) const
{
    int score = 0;
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.square == kNoSquare) continue;
        const int v = pieceValue(b, id);
        if (p.owner == b.me()) {
            // Stealth: an officer the enemy has not identified is worth more.
            const bool stealth =
                !(p.known & KnowsRank) && p.rank >= Rank::Captain && p.rank <= Rank::Marshal;
            score += v + (stealth ? v / 8 : 0);
            if (isMovable(p.rank) && v < 100) // progress: small pieces go forward
                score += p.owner == Side::Red ? rowOf(p.square) : 9 - rowOf(p.square);
        } else {
            score -= v + (p.rank != Rank::Unknown ? 0 : v / 16); // information has value
        }
    }
    return score;
}

int Evaluator::flagSafety(const SearchBoard& b) const
{
    int penalty = 0;
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& f = b.piece(id);
        if (f.owner != b.me() || f.rank != Rank::Flag || f.square == kNoSquare) continue;
        for (int e = 0; e < b.pieceCount(); ++e) {
            const SearchPiece& p = b.piece(e);
            if (p.owner == b.me() || p.square == kNoSquare) continue;
            const int d = distance(p.square, f.square);
            if (d <= 3) penalty += static_cast<int>((4 - d) * 15 * b.movableChance(e));
        }
    }
    return -penalty;
}

int Evaluator::flagHunt(const SearchBoard& b) const
{
    int bonus = 0;
    for (const auto& [e, chance] : m_flagCandidates) {
        const SearchPiece& target = b.piece(e);
        if (target.square == kNoSquare) continue;
        int nearest = 99;
        for (int id = 0; id < b.pieceCount(); ++id) {
            const SearchPiece& p = b.piece(id);
            if (p.owner == b.me() && p.square != kNoSquare && isMovable(p.rank))
                nearest = std::min(nearest, distance(p.square, target.square));
        }
        bonus +=
            static_cast<int>(chance * static_cast<float>(std::max(0, 12 - nearest)) * m_huntWeight);
    }
    return bonus;
}

int Evaluator::evaluate(const SearchBoard& b) const
{
    const int score =
        std::clamp(material(b) + flagSafety(b) + flagHunt(b), -kEvalBound + 1, kEvalBound - 1);
    return b.toMove() == b.me() ? score : -score;
}

} // namespace flagfall::ai
