// Each side's summary of a game's analysis: how many moves got each mark, the three worst
// moves, and an accuracy figure (formats.md, "Analysis").
#pragma once

#include "core/records/moveeval.h"

#include <array>
#include <vector>

namespace flagfall {

struct SideSummary {
    int moves = 0;              // analysed moves of the side
    std::array<int, 4> marks{}; // by MoveMark (marks[0]: unmarked moves)
    std::vector<int> worst;     // up to three plies, the largest loss first (ties: earlier)
    double accuracy = 100.0;    // the mean of moveAccuracy over the side's moves
};

// Who made the move of `ply` (1-based) in a game whose first move is Red's when `redStarts`.
constexpr Side moverOfPly(int ply, bool redStarts)
{
    return ((ply % 2 == 1) == redStarts) ? Side::Red : Side::Blue;
}

// 100 for a move that loses nothing, 0 from a loss of half a point of expected score on:
// 100 * max(0, 1 - 2 * loss), the loss in points of expected score (0..1).
double moveAccuracy(int lossMilli);

// By index(Side).
std::array<SideSummary, 2> summarise(const std::vector<PlyEval>& plies, bool redStarts);

} // namespace flagfall
