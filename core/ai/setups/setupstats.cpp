#include "core/ai/setups/setupstats.h"

#include <algorithm>

namespace flagfall::ai {

bool hasHumanSetups(Variant v)
{
    return v == Variant::Classic || v == Variant::Barrage;
}

double priorShare(const PriorTable& prior, int cell, Rank r)
{
    if (cell < 0 || cell >= kSetupSquares || r == Rank::Unknown) return 0;
    return prior[cell][rankIndex(r)];
}

double maxPriorShare(const PriorTable& prior, Rank r)
{
    double best = 0;
    for (int cell = 0; cell < kSetupSquares; ++cell)
        best = std::max(best, priorShare(prior, cell, r));
    return best;
}

// A random piece of rank r in a random human setup stands on c with probability p_c(r) / n_r
// (the prior is the shares averaged with the mirror image, and the average of a share over a
// cell and its mirror meets the same mirrored prior), so its expected share is sum p^2 / n_r.
RankGuess guessRank(const Setup& setup, Rank r, Variant v, const PriorTable& prior)
{
    RankGuess g;
    if (r == Rank::Unknown) return g;
    g.army = variantInfo(v).army[rankIndex(r)];
    double sum = 0, squares = 0;
    for (int cell = 0; cell < kSetupSquares; ++cell) {
        const double p = priorShare(prior, cell, r);
        squares += p * p;
        if (setup.cells[cell] != r) continue;
        ++g.placed;
        sum += p;
    }
    if (g.placed > 0) g.yours = sum / g.placed;
    if (g.army > 0) g.average = squares / g.army;
    return g;
}

Predictability judgePredictability(double ratio)
{
    if (ratio < kLessPredictable) return Predictability::Less;
    if (ratio > kMorePredictable) return Predictability::More;
    return Predictability::About;
}

SetupGuess guessSetup(const Setup& setup, Variant v, const PriorTable& prior)
{
    SetupGuess g;
    g.flag = guessRank(setup, Rank::Flag, v, prior);
    g.bombs = guessRank(setup, Rank::Bomb, v, prior);
    if (!g.flag.whole() || !g.bombs.whole()) return g;
    g.ratio = (g.flag.ratio() + g.bombs.ratio()) / 2;
    g.verdict = judgePredictability(*g.ratio);
    return g;
}

} // namespace flagfall::ai
