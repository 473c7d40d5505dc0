// A set of board squares as the low 100 bits of a 128-bit word, so that the moves of every
// stepping piece of a side are counted with a few shifts, masks and popcounts.
#pragma once

#include "core/rules/types.h"

#include <bit>
#include <cstdint>

namespace flagfall {

__extension__ typedef unsigned __int128 SquareBits; // GCC and clang; -Wpedantic knows no int128

namespace squareset_detail {
constexpr SquareBits squaresWhere(bool (*keep)(int))
{
    SquareBits b = 0;
    for (int s = 0; s < kSquares; ++s)
        if (keep(s)) b |= SquareBits{1} << s;
    return b;
}
} // namespace squareset_detail

class SquareSet {
public:
    constexpr SquareSet() = default;
    constexpr void add(Square s) { m_bits |= SquareBits{1} << s; }
    constexpr void remove(Square s) { m_bits &= ~(SquareBits{1} << s); }
    constexpr bool has(Square s) const { return (m_bits >> s) & 1; }
    constexpr int size() const
    {
        return std::popcount(static_cast<std::uint64_t>(m_bits)) +
               std::popcount(static_cast<std::uint64_t>(m_bits >> 64));
    }

    // How many (piece, square) steps lead from this set's squares to squares in `targets`, one
    // square up, down, left or right (never off the board, never into a lake when `targets`
    // holds no lake).
    constexpr int stepsInto(SquareSet targets) const
    {
        const SquareBits t = targets.m_bits & kBoard;
        return count(t & (m_bits << 10)) + count(t & (m_bits >> 10)) +
               count(t & ((m_bits & ~kColumn0) >> 1)) + count(t & ((m_bits & ~kColumn9) << 1));
    }

    // Calls f(square) for every square of the set, lowest first.
    template <class F> constexpr void forEach(F f) const
    {
        for (SquareBits b = m_bits; b != 0; b &= b - 1) {
            const auto low = static_cast<std::uint64_t>(b);
            const int s = low != 0 ? std::countr_zero(low)
                                   : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
            f(static_cast<Square>(s));
        }
    }

    // The squares of the board next to a square of this set (lakes included; a lake holds no
    // piece, so asking about one never matters).
    constexpr SquareSet neighbours() const
    {
        return SquareSet(((m_bits << 10) | (m_bits >> 10) | ((m_bits & ~kColumn0) >> 1) |
                          ((m_bits & ~kColumn9) << 1)) &
                         kAll);
    }

    constexpr SquareSet with(const SquareSet& other) const
    {
        return SquareSet(m_bits | other.m_bits);
    }

    // The squares of the board (lakes excluded) not in this set.
    constexpr SquareSet complement() const { return SquareSet(~m_bits & kBoard); }

    friend constexpr bool operator==(const SquareSet&, const SquareSet&) = default;

private:
    constexpr explicit SquareSet(SquareBits bits) : m_bits(bits) {}
    static constexpr int count(SquareBits b) { return SquareSet(b).size(); }
    static constexpr SquareBits kBoard =
        squareset_detail::squaresWhere([](int s) { return !isLake(static_cast<Square>(s)); });
    static constexpr SquareBits kAll = (SquareBits{1} << kSquares) - 1;
    static constexpr SquareBits kColumn0 =
        squareset_detail::squaresWhere([](int s) { return s % 10 == 0; });
    static constexpr SquareBits kColumn9 =
        squareset_detail::squaresWhere([](int s) { return s % 10 == 9; });

    SquareBits m_bits = 0;
};

} // namespace flagfall
