// The setup editor's speed with the statistics of human setups (the heat map and the
// predictability panel), for BENCHMARKS.md: the time of one change as a drag makes it (a swap of
// two squares through the model: undo step, board, tray, advice, statistics), the repaint of the
// whole editor it causes, and apart from them the rest of the event loop's work (the settings
// file that keeps the last setup is saved half a second after the last change, so not here).
// Prints figures, asserts nothing. Run offscreen:
//   QT_QPA_PLATFORM=offscreen build/tools/bench/bench_setupstats [changes]
#include "base/settings.h"
#include "board/boardview.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setupfill.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setupstatspanel.h"

#include "core/base/random.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

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

void print(const char* what, const std::vector<double>& ms)
{
    const Stats s = summarize(ms);
    std::printf("%-44s mean %6.3f ms  p99 %6.3f ms  max %6.3f ms\n", what, s.mean, s.p99, s.max);
}

// `changes` swaps of two random squares: the model and panels alone, then with the editor's
// repaint, then the events that follow.
void run(SetupEditor& editor, flagfall::Rank heat, int changes, const char* label)
{
    editor.statsPanel()->setHeatRank(heat);
    flagfall::Random rng(7);
    std::vector<double> model, frame, board, events;
    for (int i = 0; i < changes; ++i) {
        const int a = int(rng.below(40)), b = (a + 1 + int(rng.below(39))) % 40;
        QElapsedTimer t;
        t.start();
        editor.boardModel()->swap(a, b);
        model.push_back(msSince(t));
        editor.repaint(); // every widget of the editor drawn again, as on screen
        frame.push_back(msSince(t));
        QElapsedTimer rest;
        rest.start();
        QApplication::processEvents();
        events.push_back(msSince(rest));
        QElapsedTimer paint;
        paint.start();
        editor.boardView()->viewport()->repaint(); // the board alone, the heat map included
        board.push_back(msSince(paint));
    }
    std::printf("%s, %d changes:\n", label, changes);
    print("  change (model, tray, advice, statistics)", model);
    print("  change and the editor's repaint", frame);
    print("  the board's repaint alone", board);
    print("  then the rest of the event loop", events);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int changes = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    QTemporaryDir dir;
    Settings settings;
    SetupLibraryModel library(dir.filePath(QStringLiteral("library")));
    SetupEditor editor(&settings, &library);
    editor.resize(1100, 760);
    editor.show();
    QApplication::processEvents();
    flagfall::Random rng(1);
    editor.boardModel()->edit(humanLikeFill(flagfall::Setup(), flagfall::Variant::Classic, rng),
                              QStringLiteral("fill"));
    QApplication::processEvents();
    run(editor, flagfall::Rank::Unknown, changes, "Classic, no heat map");
    run(editor, flagfall::Rank::Flag, changes, "Classic, the Flag's heat map");
    run(editor, flagfall::Rank::Bomb, changes, "Classic, the Bombs' heat map");
    return 0;
}
