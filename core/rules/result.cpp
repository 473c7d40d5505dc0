#include "core/rules/result.h"

#include <array>
#include <utility>

namespace flagfall {

namespace {
constexpr std::array<std::pair<Outcome, std::string_view>, 4> kTokens{{
    {Outcome::RedWins, "1-0"},
    {Outcome::BlueWins, "0-1"},
    {Outcome::Draw, "1/2-1/2"},
    {Outcome::Ongoing, "*"},
}};

constexpr std::array<std::pair<Termination, std::string_view>, 12> kTerminations{{
    {Termination::FlagCaptured, "flag captured"},
    {Termination::NoMoves, "no moves"},
    {Termination::NeitherCanMove, "neither can move"},
    {Termination::NoProgress, "no progress"},
    {Termination::Resigned, "resigned"},
    {Termination::DrawAgreed, "draw agreed"},
    {Termination::Abandoned, "abandoned"},
    {Termination::IllegalMove, "illegal move"},
    {Termination::TimeForfeit, "time forfeit"},
    {Termination::Crashed, "crashed"},
    {Termination::BadReply, "bad reply"},
    {Termination::MoveLimit, "move limit"},
}};
} // namespace

std::string_view resultToken(Outcome o)
{
    for (const auto& [value, text] : kTokens)
        if (value == o) return text;
    return "*";
}

std::optional<Outcome> outcomeFromToken(std::string_view token)
{
    for (const auto& [value, text] : kTokens)
        if (text == token) return value;
    return std::nullopt;
}

std::string_view terminationText(Termination t)
{
    for (const auto& [value, text] : kTerminations)
        if (value == t) return text;
    return "";
}

std::optional<Termination> terminationFromText(std::string_view text)
{
    for (const auto& [value, name] : kTerminations)
        if (name == text) return value;
    return std::nullopt;
}

} // namespace flagfall
