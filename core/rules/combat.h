// The outcome of one attack (rules.md R10-R14), from the two ranks alone.
#pragma once

#include "core/rules/types.h"

namespace flagfall {

constexpr Combat resolveCombat(Rank attacker, Rank defender)
{
    if (defender == Rank::Flag) return Combat::AttackerWins; // R14
    if (defender == Rank::Bomb)                              // R12
        return attacker == Rank::Miner ? Combat::AttackerWins : Combat::DefenderWins;
    if (attacker == Rank::Spy && defender == Rank::Marshal) return Combat::AttackerWins; // R13
    if (attacker == defender) return Combat::BothRemoved;                                // R11
    return attacker > defender ? Combat::AttackerWins : Combat::DefenderWins;            // R10
}

} // namespace flagfall
