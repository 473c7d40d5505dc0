// Replay speed for BENCHMARKS.md ("## Replay"): loading a 5,000-move game into the replay page
// and jumping to any move. Prints figures, asserts nothing. Run offscreen:
//   QT_QPA_PLATFORM=offscreen build/tests/ui/bench_replay [plies]
#include "replay/replaycontroller.h"
#include "replay/replaypage.h"
#include "settings.h"

#include "core/match.h"
#include "core/player.h"
#include "core/record.h"
#include "core/replay.h"
#include "core/rules.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace flagfall;

namespace {

// Moves at random, but attacks only now and then, so that a Classic game lasts thousands of plies
// and still has its battles (pure random play takes the Flag long before 5,000 plies).
class WanderingPlayer : public Player {
public:
    explicit WanderingPlayer(std::uint64_t seed) : m_rng(seed) {}
    std::string name() const override { return "wandering"; }
    Move chooseMove(const PlayerView& view) override
    {
        MoveList all, quiet, attacks;
        legalMoves(view.position, view.rules, view.state, all);
        for (const Move& m : all) (m.attack ? attacks : quiet).push(m);
        const bool attack = attacks.size > 0 && (quiet.size == 0 || m_rng.below(60) == 0);
        const MoveList& pool = attack ? attacks : quiet;
        return pool[int(m_rng.below(std::uint64_t(pool.size)))];
    }

private:
    Random m_rng;
};

// A Classic game of exactly `plies` plies (R18 off), the first seed whose game lasts that long.
GameRecord longGame(int plies)
{
    RuleSet rules;
    rules.noAttackDraw = 0;
    for (std::uint64_t seed = 1;; ++seed) {
        WanderingPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
        Random rng(seed);
        Game g = playGame(red, blue, Variant::Classic, rules, rng, plies);
        if (g.length() < plies) continue;
        std::printf("game: seed %llu, %d plies, %d battles\n", (unsigned long long)seed, g.length(),
                    int(std::count_if(g.moves().begin(), g.moves().end(),
                                      [](const PlayedMove& m) { return m.move.attack; })));
        return recordOf(g);
    }
}

struct Stats {
    double mean = 0, p99 = 0, max = 0;
};

Stats summarize(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    Stats s;
    for (double v : ms) s.mean += v / double(ms.size());
    s.p99 = ms[std::size_t(double(ms.size() - 1) * 0.99)];
    s.max = ms.back();
    return s;
}

double msSince(const QElapsedTimer& t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int plies = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5000;
    const GameRecord record = longGame(plies);
    const std::string text = writeRecord(record);
    Settings settings;
    ReplayPage page(&settings);
    page.resize(1100, 760);

    std::vector<double> loads, parses;
    for (int i = 0; i < 10; ++i) {
        QElapsedTimer t;
        t.start();
        const auto parsed = readRecord(text);
        parses.push_back(msSince(t));
        page.openGame(*parsed);
        loads.push_back(msSince(t));
    }
    const Stats load = summarize(loads), parse = summarize(parses);
    std::printf("load (read text, replay, timeline, models), %zu bytes, 10 runs: mean %.2f ms, "
                "max %.2f ms (parsing alone: mean %.2f ms)\n",
                text.size(), load.mean, load.max, parse.mean);

    Random order(7);
    std::vector<double> jumps, far;
    for (int i = 0; i < 2000; ++i) {
        const int target = int(order.below(std::uint64_t(plies) + 1));
        QElapsedTimer t;
        t.start();
        page.controller()->setPly(target);
        jumps.push_back(msSince(t));
    }
    for (int i = 0; i < 200; ++i) {
        QElapsedTimer t;
        t.start();
        page.controller()->setPly(i % 2 ? 0 : plies);
        far.push_back(msSince(t));
    }
    const Stats jump = summarize(jumps), ends = summarize(far);
    std::printf("jump to a random ply (board, move list, losses, chart), 2000 jumps: mean %.3f ms, "
                "p99 %.3f ms, max %.3f ms\n",
                jump.mean, jump.p99, jump.max);
    std::printf("jump start <-> end, 200 jumps: mean %.3f ms, max %.3f ms\n", ends.mean, ends.max);

    const ReplayTimeline& timeline = page.controller()->timeline();
    std::vector<double> keyed;
    for (int i = 0; i < 2000; ++i) {
        const int target = int(order.below(std::uint64_t(plies) + 1));
        QElapsedTimer t;
        t.start();
        const Position p = timeline.positionAt(target);
        keyed.push_back(msSince(t));
        if (p.pieceCount() < 0) std::printf("?\n");
    }
    const Stats key = summarize(keyed);
    std::printf("ReplayTimeline::positionAt (keyframe every %d plies), 2000 calls: mean %.4f ms, "
                "max %.4f ms\n",
                ReplayTimeline::kKeyframeInterval, key.mean, key.max);
    return 0;
}
