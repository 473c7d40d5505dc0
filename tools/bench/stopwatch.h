// Timing for the benchmarks: repeats a piece of work until enough time has passed, so that short
// calls are measured over many runs, and reports the best of several rounds.
#pragma once

#include <algorithm>
#include <chrono>

namespace bench {

using Clock = std::chrono::steady_clock;

inline double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Nanoseconds per call of `work`: the fastest of `rounds` rounds of at least `minSeconds` each
// (the fastest is the one least disturbed by other processes).
template <class Work> double nanosPerCall(Work&& work, double minSeconds = 0.2, int rounds = 5)
{
    double best = 1e300;
    for (int r = 0; r < rounds; ++r) {
        long calls = 0;
        const auto start = Clock::now();
        double elapsed = 0;
        do {
            for (int i = 0; i < 64; ++i) work();
            calls += 64;
            elapsed = secondsSince(start);
        } while (elapsed < minSeconds);
        best = std::min(best, elapsed * 1e9 / static_cast<double>(calls));
    }
    return best;
}

} // namespace bench
