// WorkerPool on oneTBB: a task arena per run, its threads with large stacks.
#include "worker_pool.h"

#include <algorithm>
#include <mutex>
#include <thread>

#include <sys/resource.h>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include "eval/memory_reserve.h"
#include "eval/stack_guard.h"

namespace tlacore::explore {

namespace {

// The stack size of oneTBB's threads, set once for the process before the
// first arena starts them (oneTBB keeps its threads for later arenas): the
// evaluator's large stack, but under an address-space limit all of them
// together within a quarter of it, as eval::LargeStackThread does.
void setLargeThreadStacks() {
  static std::once_flag once;
  static std::unique_ptr<oneapi::tbb::global_control> stack;
  std::call_once(once, [] {
    size_t bytes = eval::kEvalStackBytes;
    rlimit as{};
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
      bytes = std::min<size_t>(bytes, as.rlim_cur / 4 / std::max<size_t>(1, WorkerPool::maxWorkers()));
    bytes = std::max<size_t>(bytes, size_t{8} << 20);
    stack = std::make_unique<oneapi::tbb::global_control>(oneapi::tbb::global_control::thread_stack_size, bytes);
  });
}

} // namespace

struct WorkerPool::Arena {
  explicit Arena(int n) : arena(n, 1) {}
  oneapi::tbb::task_arena arena;
};

size_t WorkerPool::maxWorkers() {
  int n = oneapi::tbb::info::default_concurrency();
  return static_cast<size_t>(std::max(1, n));
}

WorkerPool::WorkerPool(int requested)
    : size_(std::clamp<size_t>(static_cast<size_t>(std::max(1, requested)), 1, maxWorkers())) {
  if (size_ > 1) {
    setLargeThreadStacks();
    arena_ = std::make_unique<Arena>(static_cast<int>(size_));
  }
}

WorkerPool::~WorkerPool() = default;

void WorkerPool::execute(const std::function<void()> &fn) {
  if (!arena_) {
    fn();
    return;
  }
  arena_->arena.execute(fn);
}

size_t WorkerPool::currentSlot() {
  int slot = oneapi::tbb::this_task_arena::current_thread_index();
  return slot < 0 ? 0 : static_cast<size_t>(slot);
}

void WorkerPool::run(const std::function<void(size_t)> &fn) {
  if (!arena_) {
    eval::haltOnAllocationFailure([&] { fn(0); });
    return;
  }
  // The calling thread joins the arena (slot 0) and takes part; each index
  // runs once, on whichever thread claims it first.
  arena_->arena.execute([&] {
    oneapi::tbb::parallel_for(
        oneapi::tbb::blocked_range<size_t>(0, size_, 1),
        [&](const oneapi::tbb::blocked_range<size_t> &r) {
          for (size_t i = r.begin(); i < r.end(); ++i)
            eval::haltOnAllocationFailure([&] { fn(i); });
        },
        oneapi::tbb::simple_partitioner());
  });
}

} // namespace tlacore::explore
