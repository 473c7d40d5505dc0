// flagfall-bench: prints the speed of the rules core (BENCHMARKS.md): legal-move generation in a
// mid-game position, make/unmake, perft and reading+replaying a long record. No figure is judged
// here; the numbers are for people comparing builds and machines.
#include "stopwatch.h"

#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/notation.h"
#include "core/rules/perft.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace flagfall;

namespace {

constexpr int kMidGamePly = 100;
constexpr int kPerftDepth = 7;

// Keeps results alive so the optimiser cannot drop the measured work.
volatile std::uint64_t g_sink = 0;

struct Loaded {
    std::string text;
    GameRecord record;
    Game game;
};

Loaded load(const std::string& path)
{
    auto text = readTextFile(path);
    if (!text) {
        std::fprintf(stderr, "%s\n", text.error.text().c_str());
        std::exit(1);
    }
    auto record = readRecord(*text);
    auto game = record ? startGame(*record) : Parsed<Game>::fail(record.error.message);
    if (!game) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), game.error.text().c_str());
        std::exit(1);
    }
    Game played = *game.value;
    if (const auto error = replayMoves(played, *record)) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), error->text().c_str());
        std::exit(1);
    }
    return {*text, *record.value, played};
}

void benchMoveGeneration(const Game& game)
{
    const Position& pos = game.position();
    MoveList moves;
    legalMoves(pos, game.rules(), game.ruleState(), moves);
    std::printf("mid-game position (ply %d, %d legal moves): %s\n", game.ply(), moves.size,
                positionToString(pos).c_str());
    const double legal = bench::nanosPerCall([&] {
        MoveList out;
        legalMoves(pos, game.rules(), game.ruleState(), out);
        g_sink = g_sink + static_cast<std::uint64_t>(out.size);
    });
    const double pseudo = bench::nanosPerCall([&] {
        MoveList out;
        pos.generateMoves(out, game.rules().scoutStrike);
        g_sink = g_sink + static_cast<std::uint64_t>(out.size);
    });
    std::printf("legalMoves (with R16/R17 history): %.0f ns per call\n", legal);
    std::printf("Position::generateMoves (R5-R8 only): %.0f ns per call\n", pseudo);

    Position work = pos;
    const double makeUnmake = bench::nanosPerCall([&] {
        for (const Move& m : moves) {
            const Undo undo = work.makeMove(m);
            g_sink = g_sink + work.hash();
            work.unmakeMove(m, undo);
        }
    });
    std::printf("makeMove + unmakeMove: %.1f ns per pair\n", makeUnmake / moves.size);
}

void benchPerft(const Game& start)
{
    Position root = start.position();
    std::uint64_t nodes = 0;
    const double nanos = bench::nanosPerCall(
        [&] { nodes = perft(root, kPerftDepth, start.rules().scoutStrike); }, 0.0, 3);
    std::printf("perft depth %d from the start: %llu nodes in %.0f ms, %.1f M nodes/s\n",
                kPerftDepth, static_cast<unsigned long long>(nodes), nanos / 1e6,
                static_cast<double>(nodes) * 1e3 / nanos);
}

void benchRecord(const Loaded& loaded)
{
    const double readOnly = bench::nanosPerCall([&] {
        const auto record = readRecord(loaded.text);
        g_sink = g_sink + record->moves.size();
    });
    const double whole = bench::nanosPerCall([&] {
        const auto record = readRecord(loaded.text);
        Game game = *startGame(*record).value;
        g_sink = g_sink + (replayMoves(game, *record) ? 1u : 0u) +
                 static_cast<std::uint64_t>(game.ply());
    });
    std::printf("record of %zu plies (%zu bytes): read %.2f ms, read + start + replay %.2f ms\n",
                loaded.record.moves.size(), loaded.text.size(), readOnly / 1e6, whole / 1e6);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string data = argc > 1 ? argv[1] : FLAGFALL_BENCH_DATA;
    const Loaded start = load(data + "/gravon-start.sgn");
    Loaded longGame = load(data + "/random-2078.sgn");
    Game midGame = longGame.game;
    midGame.goToPly(kMidGamePly);

    benchMoveGeneration(midGame);
    benchPerft(start.game);
    benchRecord(longGame);
    return 0;
}
