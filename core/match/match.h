// Playing one whole game between two players, as `flagfall-cli match` and tests do.
#pragma once

#include "core/match/player.h"
#include "core/rules/game.h"

namespace flagfall {

// What a game that reaches its cap on plies becomes.
enum class AtPlyLimit { Abandoned, Draw };

// Both players choose setups with `rng`, then move in turn until a rule ends the game or a
// player fails (Player::fault(), or an illegal move): that player's side loses.
// `maxPlies` guards against a player that never ends (0: no limit; R18 ends games anyway).
Game playGame(Player& red, Player& blue, Variant variant, const RuleSet& rules, Random& rng,
              int maxPlies = 0, AtPlyLimit atLimit = AtPlyLimit::Abandoned);

} // namespace flagfall
