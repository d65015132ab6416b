// Large-stack threads and the stack-depth guard of the evaluator.
#include "stack_guard.h"
#include "memory_reserve.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <stdexcept>

#include <pthread.h>
#include <sys/resource.h>

namespace tlacore::eval {

namespace detail {
thread_local uintptr_t stackFloor = 0;

uintptr_t computeStackFloor() {
  pthread_attr_t attr;
  void *addr = nullptr;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
  }
  if (!addr || size == 0) { // unknown: assume the usual 8 MB below here
    size = size_t{8} << 20;
    addr = reinterpret_cast<void *>(reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) - size + (64 << 10));
  }
  // Keep a reserve for unwinding and for what recurses without the guard
  // (printing, hashing, comparing nested values): a quarter of a small
  // stack, 32 MB of a large one.
  size_t reserve = std::min(size / 4, size_t{32} << 20);
  stackFloor = reinterpret_cast<uintptr_t>(addr) + reserve;
  return stackFloor;
}

bool pastStackTripwire(uintptr_t here) {
  uintptr_t floor = stackFloor ? stackFloor : computeStackFloor();
  // The floor back first, then the flag: a wake after this look trips the
  // wire again.
  val::detail::stackTripwire.store(floor);
  val::pollInterrupt();
  return here < floor;
}
} // namespace detail

void capDefaultThreadStacks(size_t bytes) {
  pthread_attr_t attr;
  if (pthread_getattr_default_np(&attr) != 0)
    return;
  size_t current = 0;
  if (pthread_attr_getstacksize(&attr, &current) == 0 && (current == 0 || current > bytes) &&
      pthread_attr_setstacksize(&attr, bytes) == 0)
    pthread_setattr_default_np(&attr);
  pthread_attr_destroy(&attr);
}

struct LargeStackThread::State {
  std::function<void()> fn;
  pthread_t thread{};
  bool joinable = false;
  size_t stackBytes = 0; // reserved while the thread lives
};

namespace {
void *threadMain(void *p) {
  auto *s = static_cast<LargeStackThread::State *>(p);
  detail::stackFloor = 0;
  // An exception escaping a thread ends the process (std::terminate): an
  // allocation failure is noted instead, and the searches halt.
  haltOnAllocationFailure(s->fn);
  return nullptr;
}

// Address space reserved by the stacks of the live large-stack threads.
std::atomic<size_t> reservedStackBytes{0};

// The stack size to ask for: `bytes`, but under a finite address-space
// limit the stacks of all live threads together stay within a quarter of
// it (each new one takes at most half of what is left), so that the heap
// keeps the rest.
size_t stackSizeFor(size_t bytes) {
  rlimit as{};
  if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
    size_t budget = as.rlim_cur / 4, used = reservedStackBytes.load();
    bytes = std::min<size_t>(bytes, budget > used ? (budget - used) / 2 : 0);
  }
  return std::max<size_t>(bytes, size_t{8} << 20);
}
} // namespace

LargeStackThread::LargeStackThread(std::function<void()> fn, size_t bytes) : state_(new State{std::move(fn)}) {
  size_t size = stackSizeFor(bytes);
  for (;;) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, size);
    int rc = pthread_create(&state_->thread, &attr, threadMain, state_);
    pthread_attr_destroy(&attr);
    if (rc == 0) {
      state_->joinable = true;
      state_->stackBytes = size;
      reservedStackBytes.fetch_add(size);
      return;
    }
    if (size <= (size_t{8} << 20)) {
      delete state_;
      state_ = nullptr;
      throw std::runtime_error("cannot start a thread");
    }
    size /= 2; // the address space is short: try a smaller stack
  }
}

LargeStackThread::LargeStackThread(LargeStackThread &&o) noexcept : state_(o.state_) { o.state_ = nullptr; }

void LargeStackThread::join() {
  if (state_ && state_->joinable) {
    pthread_join(state_->thread, nullptr);
    state_->joinable = false;
    reservedStackBytes.fetch_sub(state_->stackBytes);
  }
}

LargeStackThread::~LargeStackThread() {
  join();
  delete state_;
}

void runWithLargeStack(const std::function<void()> &fn, size_t bytes) {
  std::exception_ptr error;
  LargeStackThread t(
      [&] {
        try {
          fn();
        } catch (...) {
          error = std::current_exception();
        }
      },
      bytes);
  t.join();
  if (error)
    std::rethrow_exception(error);
}

} // namespace tlacore::eval
