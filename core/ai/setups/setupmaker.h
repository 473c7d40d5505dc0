// Human-like setups: the Flag on a square of the back two rows drawn as people choose theirs and
// walled in by Bombs, the other pieces placed one by one where human players put them most often
// (the Gravon statistics), the best of a few drafts by the six principles of rules.md, mirrored at
// random, never the same twice in a row.
#pragma once

#include "core/ai/beliefs/priortable.h"

#include "core/base/random.h"
#include "core/rules/setup.h"

#include <optional>

namespace flagfall::ai {

// Points for how well a setup follows the six principles (higher is better).
int principleScore(const Setup& s, Variant v);

// The movable pieces that Bombs and the Flag wall off from the front: they cannot move until a
// Miner opens the wall, a guard that cannot reach its Flag or anything else.
int lockedPieces(const Setup& s);

class SetupMaker {
public:
    explicit SetupMaker(std::uint64_t seed) : m_rng(seed) {}
    Setup make(Variant v);

private:
    int drawFlagCell(Variant v);
    Setup draft(Variant v, int flag);
    int drawCell(const Setup& s, const PriorTable& prior, Rank r);

    Random m_rng;
    std::optional<Setup> m_last;
};

} // namespace flagfall::ai
