// A transposition table shared by the search threads without locks: each slot stores its key
// xor its data, so a slot torn by two writers simply fails to match (lazy SMP). Its owner keeps
// it from move to move, so its pages are touched once; each search sees only its own entries
// (a generation in every slot), as if the table were new.
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
        : m_slots(std::size_t{1} << bits), m_mask((std::size_t{1} << bits) - 1), m_bits(bits)
    {
    }

    int bits() const { return m_bits; }

    // Hides every entry stored so far: the next search starts as on a new table. Only the
    // generation changes, except once in kGenerations searches, when the slots are wiped so
    // that an entry as old as that cannot come back.
    void newSearch()
    {
        if (++m_generation < kGenerations) return;
        m_generation = 1;
        for (Slot& s : m_slots) {
            s.check.store(0, std::memory_order_relaxed);
            s.data.store(0, std::memory_order_relaxed);
        }
    }

    bool probe(std::uint64_t key, TtHit& hit) const
    {
        const Slot& s = m_slots[key & m_mask];
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        if ((s.check.load(std::memory_order_relaxed) ^ data) != key) return false;
        if (data >> 57 != m_generation) return false;
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
        const std::uint64_t data =
            static_cast<std::uint32_t>(score) | (static_cast<std::uint64_t>(depth & 0xFF) << 32) |
            (static_cast<std::uint64_t>(bound) << 40) |
            (static_cast<std::uint64_t>(move.from + 1) << 42) |
            (static_cast<std::uint64_t>(move.to + 1) << 49) |
            (static_cast<std::uint64_t>(move.attack) << 56) | (m_generation << 57);
        Slot& s = m_slots[key & m_mask];
        s.data.store(data, std::memory_order_relaxed);
        s.check.store(key ^ data, std::memory_order_relaxed);
    }

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    static constexpr std::uint64_t kGenerations = 128; // the seven bits above the data

    std::vector<Slot> m_slots;
    std::size_t m_mask;
    int m_bits;
    std::uint64_t m_generation = 1; // 0 is an empty slot's
};

} // namespace flagfall::ai
