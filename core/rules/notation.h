// Text forms of pieces, squares, moves and position strings (formats.md).
#pragma once

#include "core/base/parsed.h"
#include "core/rules/position.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace flagfall {

char pieceChar(Rank r);                   // 'F', 'B', 'S', '2'..'9', 'X'; '?' for Unknown
std::optional<Rank> rankFromChar(char c); // the inverse, without '?'

std::string squareName(Square s); // "A1".."J10"
std::optional<Square> parseSquare(std::string_view text);

std::string moveText(Move m); // "B4-B5", "B4xB5"
std::optional<Move> parseMove(std::string_view text);
bool isMoveText(Move m, std::string_view text); // whether `text` is moveText(m), exactly

// Position strings: ten rows from row 10, two characters a square, then " r" or " b".
std::string positionToString(const Position& pos);
// A full position, or (allowView) a view whose '?' pieces are all of one side.
Parsed<Position> parsePosition(std::string_view text, bool allowView = false);
// The length of every position string: ten rows of 20 characters, nine slashes, a space and the
// side to move.
constexpr std::size_t kPositionStringSize = 10 * 20 + 9 + 2;

} // namespace flagfall
