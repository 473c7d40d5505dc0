// The vocabulary shared by the Gravon reader and writer: square names (columns A-I and K, rows
// 1-9 and ':' for 10), the field's letters, the variants and the result codes, each mapped to
// Flagfall's (formats.md "Gravon game files").
#pragma once

#include "core/rules/army.h"
#include "core/rules/result.h"
#include "core/rules/types.h"

#include <optional>
#include <string>
#include <string_view>

namespace flagfall {

// "D4" -> D4, "K:" -> J10; also "J" for the tenth column (as some archive files have it) and
// "10" for the tenth row. Columns and rows are Flagfall's: Gravon's row 1 is Red's back row.
std::optional<Square> gravonSquare(std::string_view name);
std::string gravonSquareName(Square s); // J10 -> "K:"

// A field letter: 'A' empty, 'B'..'M' Red's Bomb, Spy, Scout .. Marshal, Flag, 'N'..'Y' Blue's.
struct GravonPiece {
    Side side = Side::Red;
    Rank rank = Rank::Unknown;
};
std::optional<GravonPiece> gravonPiece(char letter); // nullopt for 'A', '_' and any other
char gravonLetter(Side side, Rank rank);

std::optional<Variant> gravonVariant(std::string_view type); // classic, barrage, duell
std::string_view gravonTypeName(Variant v);

// A result type with its winner (0 Red, 1 Blue, 2 draw) as Flagfall's result.
std::optional<GameResult> gravonResult(int ending, int winner);
// The result type that a Flagfall result is written as.
int gravonEnding(const GameResult& result);

} // namespace flagfall
