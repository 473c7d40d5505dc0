// Whether the computer accepts a draw offer (R19): a short, calm search from its own side, the
// one judgement of the command line's players and the desktop's engine.
#pragma once

#include "core/ai/base/levels.h"
#include "core/ai/search/transposition.h"

#include "core/rules/game.h"

#include <atomic>
#include <cstdint>

namespace flagfall::ai {

// True when its own evaluation of `view`, as if its viewer were to move, is clearly below zero.
// `stop` may be null; a stopped judgement declines.
bool acceptsDraw(const PlayerView& view, const LevelParams& level, std::uint64_t seed,
                 const std::atomic<bool>* stop, TranspositionTable* table);

} // namespace flagfall::ai
