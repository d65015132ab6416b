// Runs independent tasks (one engine run each) on a fixed number of
// threads; every metric queues its runs into one pool so that a whole score
// keeps all cores busy.
#pragma once

#include <chrono>
#include <functional>
#include <mutex>
#include <vector>

namespace tlacore::scoring {

// Runs every task once, on up to `threads` threads (0: one per core);
// returns when all are done. A task that throws does not stop the others;
// the first exception is rethrown once all are done.
void runTasks(const std::vector<std::function<void()>> &tasks, unsigned threads = 0);

// The wall time a metric's runs took, from the first start to the last end,
// whatever threads they ran on and whatever ran between them.
class WallSpan {
public:
  using Clock = std::chrono::steady_clock;
  // Call around each run: start() before, stop() after.
  void start() {
    std::lock_guard<std::mutex> lock(mutex_);
    auto now = Clock::now();
    if (!started_ || now < first_)
      first_ = now;
    started_ = true;
  }
  void stop() {
    std::lock_guard<std::mutex> lock(mutex_);
    auto now = Clock::now();
    if (now > last_)
      last_ = now;
  }
  double seconds() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return started_ && last_ > first_ ? std::chrono::duration<double>(last_ - first_).count() : 0.0;
  }

private:
  mutable std::mutex mutex_;
  bool started_ = false;
  Clock::time_point first_{}, last_{};
};

} // namespace tlacore::scoring
