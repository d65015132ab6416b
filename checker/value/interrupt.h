// Stopping a long evaluation or the construction of a huge value from
// outside: a search points the thread's evaluations at its halt flag
// (InterruptScope), and the loops that build large values (enumerating
// SUBSET, function and record sets, intervals, set filters) poll it every
// few thousand elements and throw Interrupted, which the search catches as a
// stop. Every other evaluation step (eval/stack_guard.h) compares the stack
// against the thread's stack tripwire; whoever halts the run trips it
// (wakeInterruptible), so the next step looks at the flag: no cost on the
// hot path. Without it a budget (--max-memory, a deadline) waits for one
// value of any size, or one evaluation of any length, to finish.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace tlacore::val {

struct Interrupted {};

namespace detail {
extern thread_local const std::atomic<bool> *interruptFlag;
// The lowest stack address the thread's evaluation may reach before its
// guard looks closer (eval/stack_guard.h): UINTPTR_MAX until known, and
// when wakeInterruptible() trips it.
extern thread_local std::atomic<uintptr_t> stackTripwire;
void registerScope(const std::atomic<bool> *flag);
void unregisterScope(const std::atomic<bool> *flag);
} // namespace detail

// Trips the stack tripwire of every thread inside an InterruptScope on
// `flag` (after `flag` is set): its next evaluation step throws Interrupted.
void wakeInterruptible(const std::atomic<bool> *flag);

// Throws Interrupted when the current thread's flag is set; call it every
// `kInterruptStride` iterations of a loop.
inline constexpr size_t kInterruptStride = 4096;
inline void pollInterrupt() {
  const std::atomic<bool> *f = detail::interruptFlag;
  if (f && f->load(std::memory_order_relaxed)) [[unlikely]]
    throw Interrupted{};
}

// Points the current thread at `flag` (null: none) while it lives.
class InterruptScope {
public:
  explicit InterruptScope(const std::atomic<bool> *flag) : saved_(detail::interruptFlag) {
    detail::interruptFlag = flag;
    if (flag)
      detail::registerScope(flag);
  }
  ~InterruptScope() {
    if (detail::interruptFlag)
      detail::unregisterScope(detail::interruptFlag);
    detail::interruptFlag = saved_;
  }
  InterruptScope(const InterruptScope &) = delete;
  InterruptScope &operator=(const InterruptScope &) = delete;

private:
  const std::atomic<bool> *saved_;
};

} // namespace tlacore::val
