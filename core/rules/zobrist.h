// Zobrist keys for (piece id, square) and the side to move: positions compare by which piece
// stands where (R17), so the key is per piece identity, not per rank.
#pragma once

#include "core/base/random.h"
#include "core/rules/types.h"

#include <array>
#include <cstdint>

namespace flagfall {

struct ZobristKeys {
    std::array<std::uint64_t, 80 * kSquares> pieceSquare{};
    std::uint64_t blueToMove = 0;

    constexpr ZobristKeys()
    {
        std::uint64_t state = 0x466C616766616C6Cull; // "Flagfall"
        for (auto& k : pieceSquare) k = splitMix64(state);
        blueToMove = splitMix64(state);
    }
    constexpr std::uint64_t key(int id, Square s) const { return pieceSquare[id * kSquares + s]; }
};

inline constexpr ZobristKeys kZobrist{};

} // namespace flagfall
