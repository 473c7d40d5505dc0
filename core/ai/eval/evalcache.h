// A small cache of evaluations for one search thread, keyed by SearchBoard::evalKey(): the same
// leaves come back again and again (transpositions, and every iteration of the deepening), and
// an evaluation costs more than a look-up. Each slot keeps the key's upper 48 bits and the score.
#pragma once

#include <cstdint>
#include <vector>

namespace flagfall::ai {

class EvalCache {
public:
    // The slot's index and its stored upper 48 bits check 48 + `bits` bits of the key (all 64
    // from 16 bits on, 62 at the default): a false hit is as unlikely as in the transposition
    // table. Small enough to stay in the processor's second-level cache: a miss there cost more
    // than the hits saved.
    explicit EvalCache(int bits = 14)
        : m_slots(std::size_t{1} << bits), m_mask((std::size_t{1} << bits) - 1)
    {
    }

    bool probe(std::uint64_t key, int& score) const
    {
        const std::uint64_t s = m_slots[key & m_mask];
        if ((s & kScoreMask) == 0 || ((s ^ key) & ~kScoreMask) != 0) return false;
        score = static_cast<int>(s & kScoreMask) - kOffset;
        return true;
    }

    // `score` within +-kOffset (the evaluation stays within +-kEvalBound).
    void store(std::uint64_t key, int score)
    {
        m_slots[key & m_mask] = (key & ~kScoreMask) | static_cast<std::uint64_t>(score + kOffset);
    }

private:
    static constexpr std::uint64_t kScoreMask = 0xFFFF;
    static constexpr int kOffset = 0x8000; // a stored score is never 0: 0 is an empty slot
    std::vector<std::uint64_t> m_slots;
    std::size_t m_mask;
};

} // namespace flagfall::ai
