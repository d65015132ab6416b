// Stopping the construction of a huge value from outside: a search points
// the thread's evaluations at its halt flag (InterruptScope), and the loops
// that build large values (enumerating SUBSET, function and record sets,
// intervals, set filters) poll it every few thousand elements and throw
// Interrupted, which the search catches as a stop. Without it a budget
// (--max-memory, a deadline) waits for one value of any size to be built.
#pragma once

#include <atomic>
#include <cstddef>

namespace tlacore::val {

struct Interrupted {};

namespace detail {
extern thread_local const std::atomic<bool> *interruptFlag;
} // namespace detail

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
  }
  ~InterruptScope() { detail::interruptFlag = saved_; }
  InterruptScope(const InterruptScope &) = delete;
  InterruptScope &operator=(const InterruptScope &) = delete;

private:
  const std::atomic<bool> *saved_;
};

} // namespace tlacore::val
