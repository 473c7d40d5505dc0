// How the computer's threads and the window's share the cores (core/ai/base/threadpriority.h): a
// window's engine searches below the priority of the thread that made it, the window's thread
// gets short time slices, a search started from it does not keep them, and it leaves a core to
// the window.
#include "core/ai/base/threadpriority.h"
#include "core/ai/engine.h"
#include "core/base/random.h"
#include "core/rules/game.h"
#include "core/rules/setup.h"

#include <QTest>

#if defined(__linux__)
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

using namespace flagfall;
using namespace flagfall::ai;

namespace {

struct SearchThread {
    int nice = 0;
    int sliceMicroseconds = 0;
    QList<int> cores; // the cores it may run on
};

#if defined(__linux__)
int thisThreadNice()
{
    return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
}

QList<int> thisThreadCores()
{
    cpu_set_t set;
    QList<int> cores;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return cores;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set)) cores.append(c);
    return cores;
}

// What the engine's search thread runs with, seen from inside its move callback.
SearchThread searchThreadOf(bool background)
{
    Random rng(5);
    const Setup red = randomSetup(Variant::Classic, rng), blue = randomSetup(Variant::Classic, rng);
    const Game g = Game::fromSetups(red, blue, RuleSet{}, Variant::Classic);
    Engine engine(1, 1);
    engine.setBackground(background);
    std::mutex mutex;
    std::condition_variable done;
    std::optional<SearchThread> seen;
    Limits l;
    l.movetimeMs = 20;
    engine.start(g.view(Side::Red), l, [&](Move) {
        const SearchThread mine{thisThreadNice(), thisThreadSliceMicroseconds(), thisThreadCores()};
        std::lock_guard lock(mutex);
        seen = mine;
        done.notify_all();
    });
    std::unique_lock lock(mutex);
    done.wait(lock, [&] { return seen.has_value(); });
    return *seen;
}
#endif

} // namespace

class TestThreadPriority : public QObject {
    Q_OBJECT

private slots:
    void engineInTheBackground_data();
    void engineInTheBackground();
    void windowThreadGetsShortSlices();
    void searchGivesTheShortSliceBack();
    void windowKeepsACore_data();
    void windowKeepsACore();
    void windowThreadHasACoreOfItsOwn_data();
    void windowThreadHasACoreOfItsOwn();
};

void TestThreadPriority::engineInTheBackground_data()
{
    QTest::addColumn<bool>("background");
    QTest::newRow("a window's engine gives way") << true;
    QTest::newRow("the command line's keeps the caller's priority") << false;
}

// The search thread of a window's engine runs below the priority of the thread that made it.
void TestThreadPriority::engineInTheBackground()
{
#if defined(__linux__)
    QFETCH(bool, background);
    if (thisThreadNice() >= 10) QSKIP("the tests themselves run at background priority already");
    const SearchThread search = searchThreadOf(background);
    const int caller = thisThreadNice();
    if (background)
        QVERIFY2(search.nice > caller,
                 qPrintable(QStringLiteral("%1 vs %2").arg(search.nice).arg(caller)));
    else
        QCOMPARE(search.nice, caller);
#else
    QSKIP("per-thread priority is set on Linux only");
#endif
}

// The request is checked on a thread of the test's own, so the runner's thread stays as it was.
void TestThreadPriority::windowThreadGetsShortSlices()
{
    bool taken = false;
    int slice = 0, niceBefore = 0, niceAfter = 0;
    std::thread([&] {
#if defined(__linux__)
        niceBefore = thisThreadNice();
#endif
        taken = preferThisThread();
        slice = thisThreadSliceMicroseconds();
#if defined(__linux__)
        niceAfter = thisThreadNice();
#endif
    }).join();
    if (!taken) QSKIP("this system takes no time slice requests (Linux before 6.12)");
    QCOMPARE(slice, kShortSliceMicroseconds);
    QCOMPARE(niceAfter, niceBefore);
}

// An engine made on the window's thread searches with the system's slice, not the window's.
void TestThreadPriority::searchGivesTheShortSliceBack()
{
#if defined(__linux__)
    if (thisThreadNice() >= 10) QSKIP("the tests themselves run at background priority already");
    bool taken = false;
    SearchThread search;
    std::thread([&] {
        taken = preferThisThread();
        if (taken) search = searchThreadOf(true);
    }).join();
    if (!taken) QSKIP("this system takes no time slice requests (Linux before 6.12)");
    QVERIFY(search.sliceMicroseconds > 0);
    QVERIFY2(search.sliceMicroseconds != kShortSliceMicroseconds,
             qPrintable(QString::number(search.sliceMicroseconds)));
    QVERIFY(search.nice >= 10);
#else
    QSKIP("time slices are set on Linux only");
#endif
}

void TestThreadPriority::windowKeepsACore_data()
{
    QTest::addColumn<int>("wanted");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("threads");
    QTest::newRow("two cores: one for the search") << 2 << 2 << 1;
    QTest::newRow("four cores: the two wanted") << 2 << 4 << 2;
    QTest::newRow("three cores, four wanted") << 4 << 3 << 2;
    QTest::newRow("one core: still one") << 2 << 1 << 1;
    QTest::newRow("cores unknown: one") << 2 << 0 << 1;
    QTest::newRow("one wanted") << 1 << 8 << 1;
}

// A window's search leaves one core to the window, and never has none.
void TestThreadPriority::windowKeepsACore()
{
    QFETCH(int, wanted);
    QFETCH(int, cores);
    QFETCH(int, threads);
    QCOMPARE(searchThreadsBesideWindow(wanted, static_cast<unsigned>(cores)), threads);
}

// The window's thread is kept to one core and a search it starts runs on the others. Last of the
// tests: from here on every background search of this process leaves that core alone.
void TestThreadPriority::windowThreadHasACoreOfItsOwn_data()
{
    QTest::addColumn<bool>("narrowed");
    QTest::newRow("every core") << false;
    QTest::newRow("a taskset of all cores but the last") << true;
}

// The window's thread keeps one core, its search runs on the others the program was given, and
// the thread that asked first is left as it was.
void TestThreadPriority::windowThreadHasACoreOfItsOwn()
{
#if defined(__linux__)
    QFETCH(bool, narrowed);
    const QList<int> all = thisThreadCores();
    if (all.size() < (narrowed ? 3 : 2)) QSKIP("too few cores to keep one apart");
    bool kept = false;
    QList<int> given, window;
    SearchThread search;
    std::thread([&] {
        if (narrowed) { // as `taskset` would start the program
            cpu_set_t set;
            CPU_ZERO(&set);
            for (int c : all.mid(0, all.size() - 1)) CPU_SET(c, &set);
            sched_setaffinity(0, sizeof set, &set);
        }
        given = thisThreadCores();
        kept = keepThisThreadOnOwnCore();
        window = thisThreadCores();
        if (kept) search = searchThreadOf(true);
    }).join();
    QVERIFY(kept);
    QCOMPARE(window.size(), 1);
    QVERIFY(!search.cores.isEmpty());
    QVERIFY2(!search.cores.contains(window.first()),
             qPrintable(QStringLiteral("window on %1, search on %2 cores")
                            .arg(window.first())
                            .arg(search.cores.size())));
    QList<int> both = search.cores + window;
    std::sort(both.begin(), both.end());
    QCOMPARE(both, given);            // no core the program was not given
    QCOMPARE(thisThreadCores(), all); // the runner's own thread is left as it was
#else
    QSKIP("cores are kept on Linux only");
#endif
}

QTEST_GUILESS_MAIN(TestThreadPriority)
#include "tst_threadpriority.moc"
