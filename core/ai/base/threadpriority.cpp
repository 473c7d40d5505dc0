#include "core/ai/base/threadpriority.h"

#if defined(__linux__)
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdint>
#endif

#include <algorithm>
#include <atomic>

namespace flagfall::ai {

#if defined(__linux__) && defined(SYS_sched_setattr) && defined(SYS_sched_getattr)
namespace {

// The kernel's struct sched_attr (include/uapi/linux/sched/types.h); glibc 2.36 has no wrapper.
struct SchedAttr {
    std::uint32_t size = sizeof(SchedAttr);
    std::uint32_t policy = 0; // SCHED_OTHER
    std::uint64_t flags = 0;
    std::int32_t nice = 0;
    std::uint32_t priority = 0;
    std::uint64_t runtime = 0; // SCHED_OTHER's slice in ns since Linux 6.12; 0: the system's
    std::uint64_t deadline = 0;
    std::uint64_t period = 0;
    std::uint32_t utilMin = 0;
    std::uint32_t utilMax = 0;
};

bool readAttr(SchedAttr& attr)
{
    return syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) == 0;
}

// Sets the calling thread's slice, keeping its policy and nice value; real-time threads are left
// alone.
bool setSlice(std::uint64_t nanoseconds)
{
    SchedAttr attr;
    if (!readAttr(attr) || attr.policy != 0) return false;
    attr.size = sizeof attr;
    attr.flags = 0;
    attr.runtime = nanoseconds;
    return syscall(SYS_sched_setattr, 0, &attr, 0) == 0;
}

} // namespace

bool preferThisThread()
{
    return setSlice(std::uint64_t(kShortSliceMicroseconds) * 1000) &&
           thisThreadSliceMicroseconds() == kShortSliceMicroseconds;
}

int thisThreadSliceMicroseconds()
{
    SchedAttr attr;
    return readAttr(attr) ? int(attr.runtime / 1000) : 0;
}

#else

bool preferThisThread()
{
    return false;
}

int thisThreadSliceMicroseconds()
{
    return 0;
}

#endif

namespace {

std::atomic<int> windowCore{-1}; // the core kept for the window's thread, or -1
#if defined(__linux__)
cpu_set_t givenCores; // the process's cores before the window kept one; set before windowCore
#endif

} // namespace

bool keepThisThreadOnOwnCore()
{
#if defined(__linux__)
    cpu_set_t cores;
    if (sched_getaffinity(0, sizeof cores, &cores) != 0 || CPU_COUNT(&cores) < 2) return false;
    int first = 0;
    while (!CPU_ISSET(first, &cores)) ++first;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) return false;
    givenCores = cores;
    windowCore = first;
    return true;
#else
    return false;
#endif
}

int searchThreadsBesideWindow(int wanted, unsigned cores)
{
    const int spare = cores == 0 ? 1 : static_cast<int>(cores) - 1;
    return std::max(1, std::min(wanted, spare));
}

bool lowerThisThreadPriority()
{
#if defined(__linux__)
    // Linux keeps a nice value per thread: PRIO_PROCESS with a thread id sets only that thread's.
    constexpr int kBackgroundNice = 10;
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    if (setpriority(PRIO_PROCESS, tid, kBackgroundNice) != 0) return false;
#if defined(SYS_sched_setattr) && defined(SYS_sched_getattr)
    // A thread started by the window's thread inherits its short slice; a search needs none.
    if (thisThreadSliceMicroseconds() == kShortSliceMicroseconds) setSlice(0);
#endif
    // A thread started by the window's thread is kept to its core too: move it off, to the rest
    // of the cores the program was given (a `taskset` of the user's still holds).
    if (const int core = windowCore; core >= 0) {
        cpu_set_t rest = givenCores;
        CPU_CLR(core, &rest);
        sched_setaffinity(0, sizeof rest, &rest);
    }
    return true;
#else
    return false;
#endif
}

} // namespace flagfall::ai
