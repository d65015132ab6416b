// Runs independent tasks (one engine run each) on a fixed number of
// threads; every metric queues its runs into one pool so that a whole score
// keeps all cores busy.
#pragma once

#include <functional>
#include <vector>

namespace tlacore::scoring {

// Runs every task once, on up to `threads` threads (0: one per core);
// returns when all are done. Tasks must not throw.
void runTasks(const std::vector<std::function<void()>> &tasks, unsigned threads = 0);

} // namespace tlacore::scoring
