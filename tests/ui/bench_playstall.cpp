// The longest stall of the GUI event loop while the computer thinks (BENCHMARKS.md, "Desktop
// program"): the game page is shown, the human plays its first legal move, and a 1 ms precise
// timer records the largest gap between its ticks while the computer thinks, and at any time.
// Usage: bench_playstall [level=5] [computer moves=4]. Prints figures; asserts nothing.
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "play/gamepage.h"
#include "play/playcontroller.h"
#include "settings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int level = argc > 1 ? std::atoi(argv[1]) : 5;
    const int moves = argc > 2 ? std::atoi(argv[2]) : 4;

    Settings settings;
    GamePage page(&settings, nullptr);
    page.resize(1100, 760);
    page.show();
    PlayOptions options;
    options.level = level;
    page.controller()->newGame(options, 2026);

    QElapsedTimer clock;
    qint64 last = -1, worst = 0, worstAll = 0, ticks = 0, thinkingMs = 0, over16 = 0, over50 = 0;
    qint64 idleWorst = 0;
    bool idle = true; // first a few seconds with nobody thinking: the machine's own noise
    int computerMoves = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        if (last >= 0 && idle) idleWorst = std::max(idleWorst, now - last);
        if (last >= 0 && !idle) worstAll = std::max(worstAll, now - last);
        if (last >= 0 && !idle && page.controller()->thinking()) {
            over16 += now - last > 16;
            over50 += now - last > 50;
            worst = std::max(worst, now - last);
            thinkingMs += now - last;
            ++ticks;
        }
        last = now;
    });
    auto humanMove = [&] {
        const flagfall::Game& g = page.session()->game();
        if (g.result().over() || computerMoves >= moves) return app.quit();
        flagfall::MoveList list;
        g.legalMoves(list);
        page.boardModel()->requestMove(list[0].from, list[0].to);
    };
    QObject::connect(page.session(), &GameSession::moveMade, [&] {
        if (page.session()->game().position().sideToMove() != flagfall::Side::Red) return;
        ++computerMoves;
        QTimer::singleShot(3000, [&] {
            idle = false;
            humanMove();
        });
    });
    clock.start();
    probe.start();
    QTimer::singleShot(0, humanMove);
    app.exec();
    page.controller()->stop();
    std::printf("level %d: %d computer moves, %.1f s thinking, %lld ticks; longest GUI stall "
                "%lld ms while thinking (%lld gaps over 16 ms, %lld over 50 ms), %lld ms at any "
                "time in the game, %lld ms before the game (first paint included)\n",
                level, computerMoves, double(thinkingMs) / 1000.0, static_cast<long long>(ticks),
                static_cast<long long>(worst), static_cast<long long>(over16),
                static_cast<long long>(over50), static_cast<long long>(worstAll),
                static_cast<long long>(idleWorst));
    return 0;
}
