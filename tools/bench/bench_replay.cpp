// Replay speed for BENCHMARKS.md ("## Replay"): loading a 5,000-move game into the replay page
// and jumping to any move. Prints figures, asserts nothing. Run offscreen:
//   QT_QPA_PLATFORM=offscreen build/tools/bench/bench_replay [plies]
// or, for the time the viewer takes to open a file (read, check, replay, timeline, models):
//   QT_QPA_PLATFORM=offscreen build/tools/bench/bench_replay --file FILE.sgn
// and to write the longest legal record the 16 MiB cap allows (1,600,000 quiet plies):
//   build/tools/bench/bench_replay --write-quiet 1600000 FILE.sgn
#include "base/settings.h"
#include "replay/replaycontroller.h"
#include "replay/replaypage.h"

#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/record.h"
#include "core/records/replay.h"
#include "core/rules/rules.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <string>
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

// A legal record of `plies` quiet plies (R16, R17 and R18 off): a Red and a Blue piece each
// circle four squares of their own, far from each other.
int writeQuietGame(int plies, const char* path)
{
    std::FILE* f = std::fopen(path, "w");
    if (!f) return 1;
    std::fputs("[Event \"quiet\"]\n[Variant \"classic\"]\n[Rules \"standard\"]\n"
               "[TwoSquare \"0\"]\n[Chase \"off\"]\n[NoAttackDraw \"0\"]\n"
               "[RedSetup \"254B552222/5497323247/BB8X666638/FB3SB742B3\"]\n"
               "[BlueSetup \"2527266B54/2238X4S986/3345B77B56/24B323BF2B\"]\n"
               "[Result \"*\"]\n\n",
               f);
    static const char* const red[] = {"A5-B5", "B5-B6", "B6-A6", "A6-A5"};
    static const char* const blue[] = {"J6-I6", "I6-I5", "I5-J5", "J5-J6"};
    int column = 0;
    for (int ply = 0; ply < plies; ++ply) {
        const int turn = ply / 2;
        const char* move = ply == 0   ? "A4-A5"
                           : ply == 1 ? "J7-J6"
                                      : (ply % 2 ? blue : red)[(turn - 1) % 4];
        const std::string token =
            ply % 2 ? std::string(move) : std::to_string(turn + 1).append(". ").append(move);
        if (column + int(token.size()) >= 80)
            std::fputc('\n', f), column = 0;
        else if (column > 0)
            std::fputc(' ', f), ++column;
        std::fputs(token.c_str(), f);
        column += int(token.size());
    }
    std::fputs(" *\n", f);
    return std::fclose(f) == 0 ? 0 : 1;
}

int openFileTimes(const QString& path)
{
    Settings settings;
    ReplayPage page(&settings);
    page.resize(1100, 760);
    std::vector<double> opens;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer t;
        t.start();
        if (!page.openFile(path)) {
            std::printf("could not open %s\n", qPrintable(path));
            return 1;
        }
        QApplication::processEvents();
        opens.push_back(msSince(t));
    }
    const Stats open = summarize(opens);
    std::printf("open %s, %d plies, 3 runs: fastest %.0f ms, slowest %.0f ms\n", qPrintable(path),
                page.controller()->length(), *std::min_element(opens.begin(), opens.end()),
                open.max);
    return 0;
}

int main(int argc, char* argv[])
{
    if (argc > 3 && std::string(argv[1]) == "--write-quiet")
        return writeQuietGame(std::max(1, std::atoi(argv[2])), argv[3]);
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc > 2 && std::string(argv[1]) == "--file")
        return openFileTimes(QString::fromLocal8Bit(argv[2]));
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
