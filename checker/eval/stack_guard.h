// Evaluation stacks: threads with large stacks for the evaluator (deep but
// legitimate recursion must not crash), and the guard that turns recursion
// deeper than the stack into an evaluation error instead of a SIGSEGV.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "value/interrupt.h"

namespace tlacore::eval {

// The stack a thread that evaluates TLA+ asks for: only address space is
// reserved; pages are touched as the recursion goes. Less is used when the
// address space (RLIMIT_AS) does not allow it.
inline constexpr size_t kEvalStackBytes = size_t{256} << 20;

// A joinable thread running `fn` on a stack of up to `bytes`.
class LargeStackThread {
public:
  explicit LargeStackThread(std::function<void()> fn, size_t bytes = kEvalStackBytes);
  LargeStackThread(LargeStackThread &&o) noexcept;
  LargeStackThread &operator=(LargeStackThread &&) = delete;
  LargeStackThread(const LargeStackThread &) = delete;
  ~LargeStackThread();
  void join();
  struct State;

private:
  State *state_;
};

// Process-wide: threads started without a stack size of their own
// (std::thread: watchdogs, pagers, pools) get at most `bytes` of stack
// instead of glibc's default, which is RLIMIT_STACK (`ulimit -s 1000000`
// makes each such thread reserve 1 GB of an address space the heap needs).
void capDefaultThreadStacks(size_t bytes = size_t{8} << 20);

// Runs fn on a thread with a large stack and waits for it (exceptions are
// passed on to the caller).
void runWithLargeStack(const std::function<void()> &fn, size_t bytes = kEvalStackBytes);

// Whether the current thread has used its stack down to the reserve kept
// for unwinding and for the non-recursive work below the guard.
inline bool stackNearlyExhausted();

namespace detail {
extern thread_local uintptr_t stackFloor; // lowest usable address; 0 until known
uintptr_t computeStackFloor();
// Below the tripwire (value/interrupt.h): the floor not known yet, the run
// halted, or the stack really nearly exhausted. Throws val::Interrupted
// when the thread's halt flag is set.
[[gnu::cold, gnu::noinline]] bool pastStackTripwire(uintptr_t here);
} // namespace detail

// Every evaluation step asks: one compare against the thread's tripwire,
// which also stops a halted run's evaluation (val::wakeInterruptible).
inline bool stackNearlyExhausted() {
  uintptr_t here = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
  if (here < val::detail::stackTripwire.load(std::memory_order_relaxed)) [[unlikely]]
    return detail::pastStackTripwire(here);
  return false;
}

// TLC's text for a StackOverflowError (EC.SYSTEM_STACK_OVERFLOW).
inline constexpr const char *kStackOverflowText =
    "This was a Java StackOverflowError. It was probably the result\n"
    "of an incorrect recursive function definition that caused TLC to enter\n"
    "an infinite loop when trying to compute the function or its application\n"
    "to an element in its putative domain.";

} // namespace tlacore::eval
