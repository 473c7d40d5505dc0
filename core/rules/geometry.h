// Precomputed board geometry: the four neighbours of every square, lakes and edges removed
// (R1, R2), so move generation needs no bounds checks.
#pragma once

#include "core/rules/types.h"

#include <array>

namespace flagfall {

enum Direction : int { Up = 0, Down = 1, Left = 2, Right = 3 };
constexpr int kDirections = 4;
constexpr int oppositeDirection(int d)
{
    return d ^ 1;
}

struct Geometry {
    // step[s][d]: the square next to s in direction d, or kNoSquare past an edge or into a lake.
    std::array<std::array<Square, kDirections>, kSquares> step{};

    constexpr Geometry()
    {
        constexpr int dc[kDirections] = {0, 0, -1, 1};
        constexpr int dr[kDirections] = {1, -1, 0, 0};
        for (int s = 0; s < kSquares; ++s)
            for (int d = 0; d < kDirections; ++d) {
                const int c = columnOf(static_cast<Square>(s)) + dc[d];
                const int r = rowOf(static_cast<Square>(s)) + dr[d];
                Square t = kNoSquare;
                if (c >= 0 && c < 10 && r >= 0 && r < 10 && !isLake(makeSquare(c, r)))
                    t = makeSquare(c, r);
                step[s][d] = isLake(static_cast<Square>(s)) ? kNoSquare : t;
            }
    }
};

inline constexpr Geometry kGeometry{};

constexpr bool areAdjacent(Square a, Square b)
{
    const int dc = columnOf(a) - columnOf(b), dr = rowOf(a) - rowOf(b);
    return (dc == 0 && (dr == 1 || dr == -1)) || (dr == 0 && (dc == 1 || dc == -1));
}

// The direction from a to b when they share a row or column, else -1.
constexpr int directionBetween(Square a, Square b)
{
    if (a == b) return -1;
    if (columnOf(a) == columnOf(b)) return rowOf(b) > rowOf(a) ? Up : Down;
    if (rowOf(a) == rowOf(b)) return columnOf(b) > columnOf(a) ? Right : Left;
    return -1;
}

} // namespace flagfall
