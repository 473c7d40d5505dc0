// Lowers the calling thread's scheduling priority, so that a search started from a window gives
// way to the window's own thread (the GUI stays smooth on a loaded machine). Threads it starts
// afterwards inherit it. A no-op where the system has no per-thread priority we can set.
#pragma once

namespace flagfall::ai {

// True when the priority was lowered.
bool lowerThisThreadPriority();

} // namespace flagfall::ai
