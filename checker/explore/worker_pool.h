// WorkerPool: the threads of a parallel search, one oneTBB task arena per
// run. Its threads have the large stacks evaluation needs (the stack-depth
// guard of eval/stack_guard.h works on them as on any thread), and it asks
// for no more threads than the machine runs at once: `-workers 1000` gets a
// pool of the machine's size, and the search's counts do not depend on it.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>

namespace tlacore::explore {

class WorkerPool {
public:
  // A pool of min(requested, the machine's hardware threads) workers (at least 1).
  explicit WorkerPool(int requested);
  ~WorkerPool();
  WorkerPool(const WorkerPool &) = delete;
  WorkerPool &operator=(const WorkerPool &) = delete;

  size_t size() const { return size_; }
  // Runs fn(0) ... fn(size() - 1) at once, fn(0) on the calling thread
  // included, and returns when all have returned. A call must not wait for
  // another to start: when the system gives fewer threads, the calls run
  // one after another on those there are. Exceptions escaping fn end the
  // process; an allocation failure is noted as by eval::haltOnAllocationFailure.
  void run(const std::function<void(size_t)> &fn);

  // Runs fn on the calling thread inside the pool's arena, so that the
  // oneTBB tasks it starts run on the pool's threads (a pool of one worker:
  // fn() directly). Exceptions escaping fn are the caller's.
  void execute(const std::function<void()> &fn);
  // The calling thread's slot in the arena it runs in: distinct for the
  // threads running in one arena at once, below size().
  static size_t currentSlot();

  // The most workers a pool may have here (the machine's hardware threads).
  static size_t maxWorkers();

private:
  struct Arena;
  size_t size_;
  std::unique_ptr<Arena> arena_; // null for a pool of one worker: run() calls fn(0) directly
};

} // namespace tlacore::explore
