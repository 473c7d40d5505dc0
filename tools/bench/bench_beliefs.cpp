// The beliefs layer's cost per ply for the report (issue 14): steps through a game with the
// layer on, both players' beliefs (everything revealed), and prints the time the beliefs took
// and the whole step took (the board included). Prints figures, asserts nothing. Run offscreen:
//   QT_QPA_PLATFORM=offscreen build/tools/bench/bench_beliefs [FILE.sgn]
// Without a file it plays a random Classic game of up to 1,000 plies. A long quiet game to try:
//   build/tools/bench/bench_replay --write-quiet 100000 FILE.sgn
#include "base/settings.h"
#include "replay/beliefslayer.h"
#include "replay/beliefsmodel.h"
#include "replay/replaycontroller.h"
#include "replay/replaypage.h"

#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/record.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace flagfall;

namespace {

void print(const char* what, std::vector<double> us)
{
    std::sort(us.begin(), us.end());
    double mean = 0;
    for (double v : us) mean += v / double(us.size());
    std::printf("%s: mean %.0f us, p99 %.0f us, max %.0f us over %zu plies\n", what, mean,
                us[std::size_t(double(us.size() - 1) * 0.99)], us.back(), us.size());
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Settings settings;
    ReplayPage page(&settings);
    if (argc > 1) {
        if (!page.openFile(QString::fromLocal8Bit(argv[1]))) return 1;
    } else {
        RandomPlayer red(1), blue(2);
        Random rng(7);
        page.openGame(recordOf(playGame(red, blue, Variant::Classic, RuleSet{}, rng, 1000)));
    }
    page.setPerspective(BoardModel::Perspective::Revealed);
    page.beliefs()->setOn(true);
    std::printf("%d plies, %lld believer(s)\n", page.controller()->length(),
                static_cast<long long>(page.beliefs()->model()->believers().size()));
    // The model reads the whole history at every ply: the first 2,000 plies, then the last 20
    // of a longer game (stepped back from its end) show how the cost grows with the game.
    auto measure = [&](const char* what, int steps, void (ReplayController::*step)()) {
        std::vector<double> beliefs, whole;
        for (int k = 0; k < steps; ++k) {
            QElapsedTimer clock;
            clock.start();
            (page.controller()->*step)();
            whole.push_back(double(clock.nsecsElapsed()) / 1000.0);
            beliefs.push_back(double(page.beliefs()->model()->lastMicroseconds()));
        }
        std::printf("%s\n", what);
        print("  beliefs", beliefs);
        print("  whole step", whole);
    };
    const int length = page.controller()->length();
    measure("from the start", std::min(length, 2000), &ReplayController::next);
    if (length > 2000) {
        page.controller()->toEnd();
        measure("at the end", 20, &ReplayController::previous);
    }
    return 0;
}
