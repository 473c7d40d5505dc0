// The enemy's last mover, caught: when the enemy has one piece left that can move, the chase
// against my two nearest pieces that take it is solved outright (retrograde analysis over where
// the three stand), which a search deep enough to see a catch never is.
#pragma once

#include "core/ai/board/searchboard.h"

#include <atomic>
#include <optional>

namespace flagfall::ai {

struct Catch {
    Move move;     // the first move of the quickest forced catch
    int plies = 0; // until the last mover is taken (or has no move left, R15), with this move
};

// The quickest catch from `b`, me to move; nothing when the enemy has another piece that may
// move, the last mover may be a Scout, or my two hunters (pieces that take it whatever it is, by
// winning or by falling with it while I have another mover, and that it cannot take) cannot
// force it before it reaches a piece of mine it would take (my Flag above all). `stop`, when set,
// ends the solution at once (nothing is returned).
std::optional<Catch> catchLastMover(const SearchBoard& b, const std::atomic<bool>* stop = nullptr);

} // namespace flagfall::ai
