// How the computer's threads and the window's share the cores on a busy machine. A search started
// from a window lowers its thread's priority, so the window's thread comes first; the window's
// thread asks for short time slices, so that when it wakes (a tick, a click, a finished search)
// it runs at once instead of waiting for a busy thread's slice to end. Where the system has no
// such per-thread settings, these do nothing and say false.
#pragma once

namespace flagfall::ai {

// The slice the window's thread asks for, in microseconds: well under a 16 ms frame.
constexpr int kShortSliceMicroseconds = 500;

// Lowers the calling thread's priority (threads it starts afterwards inherit it) and gives back a
// short slice it inherited from the window's thread. True when the priority was lowered.
bool lowerThisThreadPriority();

// Asks for short slices for the calling thread (Linux 6.12 and later: the EEVDF scheduler's
// custom slices; older kernels ignore the request). True when the system took it.
bool preferThisThread();

// Keeps the calling thread (the window's) on one core, and every search that lowers its priority
// afterwards (lowerThisThreadPriority) off it: on a busy machine the window then never waits
// behind its own search for a core (BENCHMARKS.md, "Desktop program"). False on one core, or
// where the system cannot keep a thread to a core.
bool keepThisThreadOnOwnCore();

// How many threads a window's search may use of the `wanted`: one core is left to the window
// (on a busy machine the system shares the cores out by session, and a search on every core of
// a two-core machine kept the window waiting past a frame), and at least one. `cores` 0: unknown.
int searchThreadsBesideWindow(int wanted, unsigned cores);

// The calling thread's slice in microseconds as the kernel reports it; 0 where it cannot say.
int thisThreadSliceMicroseconds();

} // namespace flagfall::ai
