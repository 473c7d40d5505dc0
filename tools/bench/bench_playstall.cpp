// The longest stall of the GUI event loop while the computer thinks (BENCHMARKS.md, "Desktop
// program"): the game page is shown, the human plays its first legal move, and a 1 ms precise
// timer records the largest gap between its ticks while the computer thinks, and at any time.
// Usage: bench_playstall [level=5] [computer moves=4] [plain]. "plain" leaves the GUI thread's
// time slice and cores as the system set them (the program asks for short slices and a core of
// its own: preferThisThread, keepThisThreadOnOwnCore). With
// FLAGFALL_STALL_TRACE set it prints each gap over 8 ms and how much of it the GUI thread itself
// was busy, which tells our own work from waiting for a core, and the time the virtual machine's
// host took from the GUI thread's core (steal, in /proc/stat's 10 ms ticks), which no setting
// inside the machine can prevent. Prints figures; asserts nothing.
#include "base/settings.h"
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "core/ai/base/threadpriority.h"
#include "play/gamepage.h"
#include "play/playcontroller.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sched.h>
#include <string>
#include <unistd.h>

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Milliseconds the host took from one core of this virtual machine ("cpuN"), or from all of
// them ("cpu"): the eighth number of its line in /proc/stat; 0 where there is no such file.
double stealMs(const std::string& cpu)
{
    std::ifstream stat("/proc/stat");
    std::string name;
    long long v[8] = {};
    while (stat >> name) {
        if (name == cpu) {
            for (auto& x : v) stat >> x;
            return double(v[7]) * 1000.0 / double(sysconf(_SC_CLK_TCK));
        }
        stat.ignore(1 << 12, '\n');
    }
    return 0;
}

std::string thisCore()
{
    return "cpu" + std::to_string(sched_getcpu());
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int level = argc > 1 ? std::atoi(argv[1]) : 5;
    const int moves = argc > 2 ? std::atoi(argv[2]) : 4;
    const bool plain = argc > 3 && std::strcmp(argv[3], "plain") == 0;
    const bool preferred = !plain && flagfall::ai::preferThisThread();
    if (!plain) flagfall::ai::keepThisThreadOnOwnCore();
    const bool trace = qEnvironmentVariableIsSet("FLAGFALL_STALL_TRACE");

    Settings settings;
    GamePage page(&settings, nullptr);
    page.resize(1100, 760);
    page.show();
    PlayOptions options;
    options.level = level;
    page.controller()->newGame(options, 2026);

    const std::string core = thisCore();
    const double stealAtStart = stealMs("cpu");
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
        static double lastCpu = threadCpuMs();
        static double lastSteal = trace ? stealMs(core) : 0.0;
        const double cpu = threadCpuMs();
        const double steal = trace ? stealMs(core) : 0.0;
        if (trace && last >= 0 && now - last > 8)
            std::printf("gap %lld ms at %lld ms (%s): the GUI thread busy %.1f ms of it, "
                        "the host took %.0f ms of %s\n",
                        static_cast<long long>(now - last), static_cast<long long>(last),
                        page.controller()->thinking() ? "thinking" : "not thinking", cpu - lastCpu,
                        steal - lastSteal, core.c_str());
        lastCpu = cpu;
        lastSteal = steal;
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
    std::printf("GUI thread slice %d us (%s)\n", flagfall::ai::thisThreadSliceMicroseconds(),
                preferred ? "asked for" : "the system's");
    std::printf("level %d: %d computer moves, %.1f s thinking, %lld ticks; longest GUI stall "
                "%lld ms while thinking (%lld gaps over 16 ms, %lld over 50 ms), %lld ms at any "
                "time in the game, %lld ms before the game (first paint included)\n",
                level, computerMoves, double(thinkingMs) / 1000.0, static_cast<long long>(ticks),
                static_cast<long long>(worst), static_cast<long long>(over16),
                static_cast<long long>(over50), static_cast<long long>(worstAll),
                static_cast<long long>(idleWorst));
    std::printf("the host took %.0f ms of the machine's cores (steal) during the run\n",
                stealMs("cpu") - stealAtStart);
    return 0;
}
