// `bench [--depth D]`: the search's signature, as Stockfish's bench: the positions searched by a
// fixed-depth, one-thread search of level 5 over a fixed set of positions (games of the random
// player from fixed seeds, at a few plies each). The count changes exactly when the search or
// the evaluation does, on every machine: a change that alters it says so in its commit message.
#include "commands.h"
#include "input.h"

#include "core/ai/search/search.h"
#include "core/match/player.h"
#include "core/rules/setup.h"

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace cli {

namespace {

constexpr int kSeeds = 4;
constexpr int kPlies[] = {10, 40, 90, 160};

// The position of the random player's game from `seed` after `plies` plies (or where it ended).
flagfall::Game benchGame(std::uint64_t seed, int plies)
{
    flagfall::Random rng(seed);
    const flagfall::Setup red = flagfall::randomSetup(flagfall::Variant::Classic, rng);
    const flagfall::Setup blue = flagfall::randomSetup(flagfall::Variant::Classic, rng);
    flagfall::Game g = flagfall::Game::fromSetups(red, blue);
    flagfall::RandomPlayer player(seed);
    while (g.ply() < plies && !g.result().over())
        g.play(player.chooseMove(g.view(g.position().sideToMove())));
    return g;
}

} // namespace

int runBench(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"depth", "Search depth (default 5).", "D"});
    const QString syntax = QStringLiteral("bench [--depth D]");
    if (!parseArgs(parser, args, 1, syntax)) return Usage;
    int depth = 5;
    bool ok = true;
    if (parser.isSet("depth")) depth = parser.value("depth").toInt(&ok);
    if (!ok || depth < 1 || depth > 8) return usageError("--depth takes 1 to 8", syntax);
    flagfall::ai::Limits limits;
    limits.movetimeMs = 3600000; // never the limit: the depth is
    limits.maxDepth = depth;
    limits.threads = 1;
    const flagfall::ai::LevelParams level = flagfall::ai::levelParams(flagfall::ai::kMaxLevel);
    std::uint64_t nodes = 0;
    int positions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed)
        for (int plies : kPlies) {
            const flagfall::Game g = benchGame(seed, plies);
            if (g.result().over()) continue;
            nodes += flagfall::ai::think(g.view(g.position().sideToMove()), level, limits, 1).nodes;
            ++positions;
        }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    printLine("bench " + std::to_string(nodes) + " nodes " + std::to_string(positions) +
              " positions depth " + std::to_string(depth));
    printLine("time " + std::to_string(static_cast<int>(seconds * 1000)) + " ms nps " +
              std::to_string(static_cast<std::uint64_t>(static_cast<double>(nodes) /
                                                        std::max(seconds, 1e-9))));
    return Ok;
}

} // namespace cli
