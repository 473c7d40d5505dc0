// aibench: measures the computer player for BENCHMARKS.md: time per move for each level (median
// and maximum over moves of games against the random player), positions searched per second,
// Engine::stop() latency and the depth of a new engine's first moves.
// Usage: aibench [MOVES-PER-LEVEL]
#include "core/ai/aiplayer.h"
#include "core/ai/engine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <future>
#include <thread>
#include <vector>

namespace {

using namespace flagfall;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

void measureLevel(int level, int moves)
{
    ai::AiPlayer ai(level, 100 + static_cast<std::uint64_t>(level));
    RandomPlayer random(7);
    Random rng(static_cast<std::uint64_t>(level));
    std::vector<double> seconds;
    std::uint64_t nodes = 0;
    double total = 0.0;
    std::vector<double> depths;
    while (static_cast<int>(seconds.size()) < moves) {
        Game g = Game::fromSetups(ai.chooseSetup(Variant::Classic, rng),
                                  randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
        while (!g.result().over() && static_cast<int>(seconds.size()) < moves) {
            const Side s = g.position().sideToMove();
            if (s == Side::Red) {
                const auto start = std::chrono::steady_clock::now();
                const Move m = ai.chooseMove(g.view(s));
                const double t =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                seconds.push_back(t);
                total += ai.lastResult().seconds;
                nodes += ai.lastResult().nodes;
                depths.push_back(ai.lastResult().depth);
                g.play(m);
            } else {
                g.play(random.chooseMove(g.view(s)));
            }
        }
    }
    std::printf("level %d moves %zu median-ms %.0f max-ms %.0f nps %.0f median-depth %.0f\n", level,
                seconds.size(), 1000 * median(seconds),
                1000 * *std::max_element(seconds.begin(), seconds.end()),
                static_cast<double>(nodes) / std::max(total, 1e-9), median(depths));
}

void measureStop(int trials)
{
    Random rng(1);
    const Game g =
        Game::fromSetups(randomSetup(Variant::Classic, rng), randomSetup(Variant::Classic, rng),
                         RuleSet{}, Variant::Classic);
    ai::Engine engine(5, 1);
    std::vector<double> ms;
    ai::Limits limits;
    limits.movetimeMs = 600000;
    for (int i = 0; i < trials; ++i) {
        engine.start(g.view(Side::Red), limits, [](Move) {});
        std::this_thread::sleep_for(std::chrono::milliseconds(100 + 37 * (i % 5)));
        const auto start = std::chrono::steady_clock::now();
        engine.stop();
        ms.push_back(
            1000 * std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("stop trials %d median-ms %.2f max-ms %.2f\n", trials, median(ms),
                *std::max_element(ms.begin(), ms.end()));
}

// The first moves of a new engine, as a desktop session starts: each from a fresh Engine at the
// default level, on the engine's own thread. Its transposition table is made when the engine
// starts, so the first move should search as deep as the later ones.
void measureFirstMoves(int engines)
{
    std::vector<double> first, third;
    for (int i = 0; i < engines; ++i) {
        Random rng(500 + static_cast<std::uint64_t>(i));
        Game g = Game::fromSetups(randomSetup(Variant::Classic, rng),
                                  randomSetup(Variant::Classic, rng), RuleSet{}, Variant::Classic);
        ai::Engine engine(ai::kDefaultLevel, 1 + static_cast<std::uint64_t>(i));
        RandomPlayer random(9);
        for (int move = 1; move <= 3; ++move) {
            std::promise<Move> chosen;
            engine.start(g.view(Side::Red), {}, [&chosen](Move m) { chosen.set_value(m); });
            g.play(chosen.get_future().get());
            while (engine.thinking()) std::this_thread::yield(); // lastResult() is set after
            (move == 1 ? first : third).push_back(engine.lastResult().depth);
            if (move == 2) third.pop_back();
            if (g.result().over()) break;
            g.play(random.chooseMove(g.view(Side::Blue)));
        }
    }
    std::printf("first-moves engines %d level %d median-depth move-1 %.0f move-3 %.0f\n", engines,
                ai::kDefaultLevel, median(first), median(third));
}

} // namespace

int main(int argc, char** argv)
{
    const int moves = argc > 1 ? std::atoi(argv[1]) : 20;
    for (int level = 1; level <= 5; ++level) measureLevel(level, moves);
    measureStop(20);
    measureFirstMoves(20);
    return 0;
}
