// Perft: leaf count of the full-information move tree (formats.md "perft"), R16-R18 off.
#pragma once

#include "core/rules/position.h"

#include <cstdint>

namespace flagfall {

// Counts positions at exactly `depth`; a line that ends earlier (flag taken, no moves) adds 0.
// The last ply is bulk-counted: its moves are counted, not played.
std::uint64_t perft(Position& pos, int depth, bool scoutStrike);

} // namespace flagfall
