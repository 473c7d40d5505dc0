// A transposition table shared by the search threads without locks: each slot stores its key
// xor its data, so a slot torn by two writers simply fails to match (lazy SMP).
#pragma once

#include "core/rules/types.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace flagfall::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TtHit {
    int score = 0;
    int depth = -1;
    Bound bound = Bound::None;
    Move move;
};

class TranspositionTable {
public:
    explicit TranspositionTable(int bits = 20)
        : m_slots(std::size_t{1} << bits), m_mask((std::size_t{1} << bits) - 1)
    {
    }

    bool probe(std::uint64_t key, TtHit& hit) const
    {
        const Slot& s = m_slots[key & m_mask];
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        if ((s.check.load(std::memory_order_relaxed) ^ data) != key) return false;
        hit.score = static_cast<int>(static_cast<std::int32_t>(data & 0xFFFFFFFFu));
        hit.depth = static_cast<int>((data >> 32) & 0xFF);
        hit.bound = static_cast<Bound>((data >> 40) & 0x3);
        hit.move.from = static_cast<Square>(static_cast<int>((data >> 42) & 0x7F) - 1);
        hit.move.to = static_cast<Square>(static_cast<int>((data >> 49) & 0x7F) - 1);
        hit.move.attack = (data >> 56) & 1;
        return true;
    }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move)
    {
        const std::uint64_t data = static_cast<std::uint32_t>(score) |
                                   (static_cast<std::uint64_t>(depth & 0xFF) << 32) |
                                   (static_cast<std::uint64_t>(bound) << 40) |
                                   (static_cast<std::uint64_t>(move.from + 1) << 42) |
                                   (static_cast<std::uint64_t>(move.to + 1) << 49) |
                                   (static_cast<std::uint64_t>(move.attack) << 56);
        Slot& s = m_slots[key & m_mask];
        s.data.store(data, std::memory_order_relaxed);
        s.check.store(key ^ data, std::memory_order_relaxed);
    }

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    std::vector<Slot> m_slots;
    std::size_t m_mask;
};

} // namespace flagfall::ai
