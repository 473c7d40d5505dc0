// Zobrist keys for (piece id, square) and the side to move: positions compare by which piece
// stands where (R17), so the key is per piece identity, not per rank.
#pragma once

#include "core/rules/types.h"

#include <array>
#include <cstdint>

namespace flagfall {

constexpr std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

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
