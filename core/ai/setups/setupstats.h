// Setup statistics from the computer's setup prior (humanPrior, the Gravon human setups): the
// share of players with a rank on a square, and how well the prior would guess a setup's Flag and
// Bombs against the average human setup (docs/statistics.md has the formula).
#pragma once

#include "core/ai/beliefs/priortable.h"

#include <optional>

namespace flagfall::ai {

// Whether the prior is counted from human setups of this army (Duel borrows Barrage's).
bool hasHumanSetups(Variant v);

// The share of human setups with `r` on setup cell `cell` (0 for an empty square).
double priorShare(const PriorTable& prior, int cell, Rank r);
// The largest share of `r` over the setup area (0 when no setup has it).
double maxPriorShare(const PriorTable& prior, Rank r);

// How well the prior would guess where the pieces of one rank stand.
struct RankGuess {
    int placed = 0;     // pieces of the rank on the setup
    int army = 0;       // pieces of the rank in the army, n_r
    double yours = 0;   // the mean share p_c(r) over the cells of the placed pieces; 0 with none
    double average = 0; // the same for the average human setup: sum_c p_c(r)^2 / n_r
    bool whole() const { return army > 0 && placed == army; }
    double ratio() const { return average > 0 ? yours / average : 0; } // 1: as the average
};

RankGuess guessRank(const Setup& setup, Rank r, Variant v, const PriorTable& prior);

enum class Predictability { Less, About, More };

// The overall figure: the mean of the Flag's and the Bombs' ratios, against the average setup.
struct SetupGuess {
    RankGuess flag;
    RankGuess bombs;
    std::optional<double> ratio; // once the Flag and every Bomb are placed
    std::optional<Predictability> verdict;
};

// "About as predictable" between these ratios (a quarter either way, even on a log scale).
constexpr double kLessPredictable = 0.8;
constexpr double kMorePredictable = 1.25;

Predictability judgePredictability(double ratio);
SetupGuess guessSetup(const Setup& setup, Variant v, const PriorTable& prior);

} // namespace flagfall::ai
