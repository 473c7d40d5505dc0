// A player's setup: 40 squares of the setup area, front row first, each row from the owner's
// left (formats.md "Setup string"), with the string, Gravon and .setup file forms.
#pragma once

#include "core/base/parsed.h"
#include "core/base/random.h"
#include "core/rules/army.h"
#include "core/rules/position.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace flagfall {

constexpr int kSetupSquares = 40;

struct Setup {
    // Rank::Unknown marks an empty square ('.').
    std::array<Rank, kSetupSquares> cells;

    Setup() { cells.fill(Rank::Unknown); }
    ArmyCounts counts() const;
    friend bool operator==(const Setup&, const Setup&) = default;
};

// The board square of setup cell i (0 = front row, owner's leftmost) for `side`.
Square setupSquare(Side side, int cell);
// The setup cell of a board square for `side`, or -1 outside its setup area.
int setupCell(Side side, Square sq);
// The cells beside `cell` inside the setup area (up, down, left, right).
std::vector<int> neighbourCells(int cell);
// The first cell holding rank `r`, or -1.
int cellOf(const Setup& s, Rank r);

std::string setupToString(const Setup& s);
// A setup string; valid for `variant` when given, otherwise for the variant its army matches.
Parsed<std::pair<Setup, Variant>> parseSetupString(std::string_view text,
                                                   std::optional<Variant> variant = {});
// Gravon's 40 letters (A empty, B Bomb, ... M Flag) into a setup (no army check).
Parsed<Setup> parseGravon(std::string_view letters);
// Whether the setup holds exactly the army of `variant` (and no gaps for Classic).
std::string setupProblem(const Setup& s, Variant variant); // empty when valid

Setup randomSetup(Variant variant, Random& rng);
void placeSetup(Position& pos, Side side, const Setup& s);

// A .setup file: comments and blank lines, Key: value lines, the setup string.
struct SetupFile {
    std::string name;
    Variant variant = Variant::Classic;
    Setup setup;
    std::vector<std::pair<std::string, std::string>> extra; // other keys, kept in order
};

Parsed<SetupFile> parseSetupFile(std::string_view text);
std::string writeSetupFile(const SetupFile& f);

} // namespace flagfall
