#include "threadpriority.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace flagfall::ai {

bool lowerThisThreadPriority()
{
#if defined(__linux__)
    // Linux keeps a nice value per thread: PRIO_PROCESS with a thread id sets only that thread's.
    constexpr int kBackgroundNice = 10;
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    return setpriority(PRIO_PROCESS, tid, kBackgroundNice) == 0;
#else
    return false;
#endif
}

} // namespace flagfall::ai
