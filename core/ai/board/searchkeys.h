// Hash keys of the search board beyond the Zobrist keys of the pieces' squares: "piece id showed
// rank r" inside the tree, so the transposition table tells such boards apart, and "piece id's
// knowledge flags are k", so the evaluation cache (EvalCache) tells apart boards that differ only
// in what each side has seen.
#pragma once

#include "core/rules/position.h"
#include "core/rules/zobrist.h"

#include <array>
#include <cstdint>

namespace flagfall::ai {

// Knowledge flags fit in three bits: KnowsMoved, KnowsScoutMove, KnowsRank.
constexpr int kKnowledgeStates = 8;
static_assert(KnowsRank == 4 && KnowsScoutMove == 2 && KnowsMoved == 1);

struct SearchKeys {
    std::array<std::uint64_t, Position::kMaxPieces * kRankCount> reveal{};
    std::array<std::uint64_t, Position::kMaxPieces * kKnowledgeStates> knowledge{};
    constexpr SearchKeys()
    {
        std::uint64_t state = 0x52657665616C4B79ull;
        for (auto& k : reveal) k = splitMix64(state);
        for (auto& k : knowledge) k = splitMix64(state);
    }
    constexpr std::uint64_t revealKey(int id, Rank r) const
    {
        return reveal[id * kRankCount + rankIndex(r)];
    }
    constexpr std::uint64_t knownKey(int id, std::uint8_t known) const
    {
        return knowledge[id * kKnowledgeStates + (known & (kKnowledgeStates - 1))];
    }
};

inline constexpr SearchKeys kSearchKeys{};

} // namespace flagfall::ai
