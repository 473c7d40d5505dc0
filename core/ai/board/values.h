// The base value of each rank in points (a Sergeant is 30), after de Boer's rules of thumb with
// the Marshal and General raised: the side whose top piece is left alone eats the other's army
// (the UCC 2012 programs showed it game after game). The evaluation adjusts them to what is
// left on the board.
#pragma once

#include "core/rules/types.h"

#include <array>

namespace flagfall::ai {

// By rankIndex: Flag, Spy, Scout, Miner, Sergeant ... Marshal, Bomb.
constexpr std::array<int, kRankCount> kBaseValue{0, 15, 18, 45, 30, 45, 70, 110, 170, 360, 600, 25};

} // namespace flagfall::ai
