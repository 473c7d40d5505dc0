// A game for the replay tests: two random players from a seed, written as a record with both
// players named.
#pragma once

#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/record.h"

#include <cstdint>

inline flagfall::GameRecord randomRecord(flagfall::Variant variant, std::uint64_t seed,
                                         int maxPlies = 400)
{
    using namespace flagfall;
    RandomPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
    Random rng(seed);
    const Game game = playGame(red, blue, variant, RuleSet{}, rng, maxPlies);
    return recordOf(game, {{"Red", "Anna", 0}, {"Blue", "Computer", 0}});
}
