// Basic vocabulary of the rules core: sides, ranks, squares and moves (rules.md R1-R3).
#pragma once

#include <cstdint>

namespace flagfall {

enum class Side : std::uint8_t { Red = 0, Blue = 1 };

constexpr Side opponent(Side s)
{
    return s == Side::Red ? Side::Blue : Side::Red;
}
constexpr int index(Side s)
{
    return static_cast<int>(s);
}

// Modern numbering: the value of Spy..Marshal is the rank number (R3). Bomb and Flag are
// outside the 1-10 scale; Unknown appears only in a player's view.
enum class Rank : std::uint8_t {
    Flag = 0,
    Spy = 1,
    Scout = 2,
    Miner = 3,
    Sergeant = 4,
    Lieutenant = 5,
    Captain = 6,
    Major = 7,
    Colonel = 8,
    General = 9,
    Marshal = 10,
    Bomb = 11,
    Unknown = 12,
};

constexpr int kRankCount = 12; // Flag..Bomb, without Unknown
constexpr int rankIndex(Rank r)
{
    return static_cast<int>(r);
}
constexpr Rank rankFromIndex(int i)
{
    return static_cast<Rank>(i);
}
constexpr bool isMovable(Rank r)
{
    return r != Rank::Flag && r != Rank::Bomb;
}

// A square is 0..99: row * 10 + column, row 0 being Red's back row "1", column 0 being "A".
using Square = std::int8_t;
constexpr int kSquares = 100;
constexpr Square kNoSquare = -1;
constexpr Square makeSquare(int column, int row)
{
    return static_cast<Square>(row * 10 + column);
}
constexpr int columnOf(Square s)
{
    return s % 10;
}
constexpr int rowOf(Square s)
{
    return s / 10;
}

constexpr bool isLake(Square s)
{
    const int c = columnOf(s), r = rowOf(s);
    return (r == 4 || r == 5) && (c == 2 || c == 3 || c == 6 || c == 7);
}

// A move in text is FROM-TO or FROMxTO; `attack` records which (formats.md).
struct Move {
    Square from = kNoSquare;
    Square to = kNoSquare;
    bool attack = false;

    constexpr bool isNull() const { return from == kNoSquare; }
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// What a battle did (R9-R14).
enum class Combat : std::uint8_t { None, AttackerWins, DefenderWins, BothRemoved };

} // namespace flagfall
