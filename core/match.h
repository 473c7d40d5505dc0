// Playing one whole game between two players, as `flagfall-cli match` and tests do.
#pragma once

#include "game.h"
#include "player.h"

namespace flagfall {

// Both players choose setups with `rng`, then move in turn until a rule ends the game.
// `maxPlies` guards against a player that never ends (0: no limit; R18 ends games anyway).
Game playGame(Player& red, Player& blue, Variant variant, const RuleSet& rules, Random& rng,
              int maxPlies = 0);

} // namespace flagfall
