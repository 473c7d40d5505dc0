// What a weaker player remembers: an enemy rank seen in a battle long ago fades, as people forget
// which of the other side's pieces was the General (the most common complaint about Stratego
// programs is one that never forgets). The levels that forget say after how long (levels.h).
#pragma once

#include "core/rules/game.h"

namespace flagfall::ai {

// `view` with the rank of every living enemy piece forgotten whose last battle was more than
// `plies` plies ago: to the viewer it is again a hidden piece, one that has moved if it ever
// did. A piece that fought again since is remembered from its newest battle.
PlayerView forgetOldRanks(const PlayerView& view, int plies);

} // namespace flagfall::ai
