// Built-in players by name for `match`: "random", and "ai:LEVEL" once the computer player exists.
#pragma once

#include "core/player.h"
#include "core/result.h"

#include <QString>

#include <array>
#include <memory>

namespace cli {

std::unique_ptr<flagfall::Player> makePlayer(const QString& name, std::uint64_t seed,
                                             int movetimeMs);

// After the score: the Elo difference of the --red player with a 95% interval (computer player
// issue); prints nothing while only the random player exists.
void printEloLine(const std::array<int, 3>& score);

} // namespace cli
