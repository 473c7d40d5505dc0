// The six setup principles of rules.md ("Setup advice") as pure checks over a setup, so the
// editor can show each one live. Advice only: a setup that breaks them is still legal.
#pragma once

#include "core/rules/setup.h"

#include <array>

namespace flagfall {

enum class Principle {
    FlagOnBackRow,      // (1) the Flag on the back row with Bombs on every side
    DecoyCorner,        // (2) another back-row square walled in by Bombs, as a decoy
    FewFrontBombs,      // (3) at most kMaxFrontBombs Bombs in the front row
    MixedFront,         // (4) weak front pieces backed by one at least two ranks higher
    ScoutsFrontAndBack, // (5) a Scout in the front row and one in the two back rows
    SpyNearGeneral,     // (6) the Spy within two steps of the General
};

constexpr int kPrincipleCount = 6;
constexpr int kMaxFrontBombs = 1;
constexpr int kSpyGeneralDistance = 2; // steps along rows and columns

// Whether `s` follows each principle, indexed by Principle. Missing pieces fail the
// principles that need them.
std::array<bool, kPrincipleCount> checkSetupAdvice(const Setup& s);
bool followsPrinciple(const Setup& s, Principle p);

} // namespace flagfall
