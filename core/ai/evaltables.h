// Tables the evaluation looks up instead of working out at every node: the distance between two
// squares (in steps up, down, left and right, lakes ignored) and the result of a battle between
// two ranks (resolveCombat).
#pragma once

#include "core/combat.h"

#include <array>
#include <cstdint>

namespace flagfall::ai {

struct EvalTables {
    std::array<std::array<std::uint8_t, kSquares>, kSquares> distance{};
    std::array<std::array<Combat, kRankCount>, kRankCount> combat{};

    constexpr EvalTables()
    {
        for (int a = 0; a < kSquares; ++a)
            for (int b = 0; b < kSquares; ++b) {
                const int dc = columnOf(static_cast<Square>(a)) - columnOf(static_cast<Square>(b));
                const int dr = rowOf(static_cast<Square>(a)) - rowOf(static_cast<Square>(b));
                distance[a][b] =
                    static_cast<std::uint8_t>((dc < 0 ? -dc : dc) + (dr < 0 ? -dr : dr));
            }
        for (int a = 0; a < kRankCount; ++a)
            for (int d = 0; d < kRankCount; ++d)
                combat[a][d] = resolveCombat(rankFromIndex(a), rankFromIndex(d));
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

} // namespace flagfall::ai
