// Runs the command on threads with large stacks, so that deeply recursive
// TLA+ definitions (a fold over a trace of thousands of lines) evaluate as
// they do under TLC instead of overflowing the default 8 MB stack.
#pragma once

#include <functional>

namespace tlacore::cli {

// Makes every thread created from now on (the search's workers included)
// get a stack of `bytes`, and runs `body` on such a thread; its result.
int runWithLargeStacks(const std::function<int()> &body, size_t bytes = size_t{1} << 30);

} // namespace tlacore::cli
