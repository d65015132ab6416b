// Starting a worker thread without aborting when the system refuses one
// (thread limits, address-space limits): the caller does that worker's
// share itself instead.
#pragma once

#include <stdexcept>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace tlacore::explore {

// Starts fn on a new thread (std::thread, or eval::LargeStackThread)
// appended to `threads`; false (and no thread) when the system cannot start one.
template <typename Thread, typename Fn>
bool startThread(std::vector<Thread> &threads, Fn &&fn) {
  try {
    threads.emplace_back(std::forward<Fn>(fn));
    return true;
  } catch (const std::runtime_error &) { // std::system_error, or LargeStackThread's refusal
    return false;
  }
}

} // namespace tlacore::explore
