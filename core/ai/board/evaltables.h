// Tables the evaluation looks up instead of working out at every node: the distance between two
// squares (in steps up, down, left and right, lakes ignored), the squares within each distance of
// a square as bits (so the nearest piece of a kind is found with a few masks), and the result of
// a battle between two ranks (resolveCombat).
#pragma once

#include "core/rules/combat.h"
#include "core/rules/squareset.h"

#include <array>
#include <bit>
#include <cstdint>

namespace flagfall::ai {

constexpr int kMaxReach = 12;

struct EvalTables {
    std::array<std::array<std::uint8_t, kSquares>, kSquares> distance{};
    // within[s][d]: the squares at distance d or less from s.
    std::array<std::array<SquareBits, kMaxReach + 1>, kSquares> within{};
    std::array<std::array<Combat, kRankCount>, kRankCount> combat{};
    // beaters[d]: bits of the ranks that win attacking rank d.
    std::array<std::uint16_t, kRankCount> beaters{};

    constexpr EvalTables()
    {
        for (int a = 0; a < kSquares; ++a)
            for (int b = 0; b < kSquares; ++b) {
                const int dc = columnOf(static_cast<Square>(a)) - columnOf(static_cast<Square>(b));
                const int dr = rowOf(static_cast<Square>(a)) - rowOf(static_cast<Square>(b));
                distance[a][b] =
                    static_cast<std::uint8_t>((dc < 0 ? -dc : dc) + (dr < 0 ? -dr : dr));
            }
        // Each square once at its own distance, then each distance gains the nearer ones: a tenth
        // of the steps of testing every square at every distance, inside clang's limit on
        // constant evaluation.
        for (int a = 0; a < kSquares; ++a) {
            for (int b = 0; b < kSquares; ++b)
                if (distance[a][b] <= kMaxReach) within[a][distance[a][b]] |= SquareBits{1} << b;
            for (int d = 1; d <= kMaxReach; ++d) within[a][d] |= within[a][d - 1];
        }
        for (int a = 0; a < kRankCount; ++a)
            for (int d = 0; d < kRankCount; ++d) {
                combat[a][d] = resolveCombat(rankFromIndex(a), rankFromIndex(d));
                if (combat[a][d] == Combat::AttackerWins)
                    beaters[d] = static_cast<std::uint16_t>(beaters[d] | (1u << a));
            }
    }
};

inline constexpr EvalTables kEvalTables{};

inline int squareDistance(Square a, Square b)
{
    return kEvalTables.distance[a][b];
}

// resolveCombat for two known ranks (neither Unknown).
inline Combat battle(Rank attacker, Rank defender)
{
    return kEvalTables.combat[rankIndex(attacker)][rankIndex(defender)];
}

inline SquareBits squareBit(Square s)
{
    return SquareBits{1} << s;
}

inline int squareCount(SquareBits set)
{
    return std::popcount(static_cast<std::uint64_t>(set)) +
           std::popcount(static_cast<std::uint64_t>(set >> 64));
}

// The distance from s to the nearest square of `set`, if it is `limit` or less; else limit + 1.
inline int nearestIn(Square s, SquareBits set, int limit)
{
    for (int d = 1; d <= limit; ++d)
        if (kEvalTables.within[s][d] & set) return d;
    return limit + 1;
}

// The squares next to a square of `set` (lakes included: a lake holds no piece).
constexpr SquareBits columnBits(int column)
{
    SquareBits bits = 0;
    for (int row = 0; row < 10; ++row) bits |= SquareBits{1} << (row * 10 + column);
    return bits;
}

inline SquareBits neighbourSquares(SquareBits set)
{
    constexpr SquareBits kAll = (SquareBits{1} << kSquares) - 1;
    constexpr SquareBits kColumn0 = columnBits(0), kColumn9 = columnBits(9);
    return ((set << 10) | (set >> 10) | ((set & ~kColumn0) >> 1) | ((set & ~kColumn9) << 1)) & kAll;
}

// Calls f(square) for every square of `set`.
template <class F> void forEachSquare(SquareBits set, F f)
{
    for (; set != 0; set &= set - 1) {
        const auto low = static_cast<std::uint64_t>(set);
        f(static_cast<Square>(low != 0
                                  ? std::countr_zero(low)
                                  : 64 + std::countr_zero(static_cast<std::uint64_t>(set >> 64))));
    }
}

} // namespace flagfall::ai
