// Players by name for `match`: "random", "ai:LEVEL" (1-5) and "ucc:COMMAND" (another program
// that speaks the UCC 2012 protocol).
#pragma once

#include "core/match/player.h"
#include "core/rules/result.h"

#include <QString>

#include <array>
#include <memory>
#include <string>

namespace cli {

// How `match` sets up its computer players.
struct PlayerOptions {
    int movetimeMs = 0;        // > 0: caps the time per move
    double timeScale = 1.0;    // multiplies the level's own time per move (before the cap)
    int threads = 2;           // search threads per move; 1 lets two matches share two cores
    int agentTimeoutMs = 2000; // a ucc: program's time for each answer, as the referee gives
};

bool isUccPlayer(const QString& name);

std::unique_ptr<flagfall::Player> makePlayer(const QString& name, std::uint64_t seed,
                                             const PlayerOptions& options = {});

// The Elo difference of the --red player from `score` (its wins, its losses, draws) with a 95%
// interval, as printed after the score line:
//   elo <diff> +/- <margin>   (normal case, integers; the interval is the normal approximation
//                              of the mean score mapped through the logistic curve)
//   elo >= <bound>            (every game won: one-sided 95% lower bound)
//   elo <= <bound>            (every game lost: one-sided 95% upper bound)
std::string eloLine(const std::array<int, 3>& score);
void printEloLine(const std::array<int, 3>& score);

} // namespace cli
