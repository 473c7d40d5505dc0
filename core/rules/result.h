// How a game stands or ended (R14, R15, R18, R19) and the words records use for it.
#pragma once

#include "core/rules/types.h"

#include <optional>
#include <string_view>

namespace flagfall {

enum class Outcome : std::uint8_t { Ongoing, RedWins, BlueWins, Draw };

enum class Termination : std::uint8_t {
    None,
    FlagCaptured,
    NoMoves,
    NeitherCanMove,
    NoProgress,
    Resigned,
    DrawAgreed,
    Abandoned,
    // A program that plays a side (an arena match) failed: these lose the game for it.
    IllegalMove,
    TimeForfeit,
    Crashed,
    BadReply,
    MoveLimit, // a match's cap on the plies of a game was reached: a draw
};

struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    Termination termination = Termination::None;

    bool over() const { return outcome != Outcome::Ongoing; }
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

constexpr Outcome winFor(Side s)
{
    return s == Side::Red ? Outcome::RedWins : Outcome::BlueWins;
}

std::string_view resultToken(Outcome o); // "1-0", "0-1", "1/2-1/2", "*"
std::optional<Outcome> outcomeFromToken(std::string_view token);
std::string_view terminationText(Termination t); // "flag captured", ...; "" for None
std::optional<Termination> terminationFromText(std::string_view text);

} // namespace flagfall
