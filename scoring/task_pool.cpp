// Runs independent tasks on a fixed number of threads (see task_pool.h).
#include "task_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "eval/stack_guard.h"

namespace tlacore::scoring {

void runTasks(const std::vector<std::function<void()>> &tasks, unsigned threads) {
  if (threads == 0)
    threads = std::max(1u, std::thread::hardware_concurrency());
  threads = std::min<unsigned>(threads, static_cast<unsigned>(tasks.size()));
  std::atomic<size_t> next{0};
  std::mutex failureMutex;
  std::exception_ptr failure;
  auto work = [&] {
    for (size_t i = next++; i < tasks.size(); i = next++) {
      try {
        tasks[i]();
      } catch (...) {
        std::lock_guard<std::mutex> lock(failureMutex);
        if (!failure)
          failure = std::current_exception();
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    // Deep (legitimate) recursion in specs needs the large stack the CLI runs on.
    pool.emplace_back([&] { eval::runWithLargeStack(work); });
  for (std::thread &t : pool)
    t.join();
  if (failure)
    std::rethrow_exception(failure);
}

} // namespace tlacore::scoring
