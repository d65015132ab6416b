// Starting a worker thread without aborting when the system refuses one
// (thread limits, address-space limits): the caller does that worker's
// share itself instead.
#pragma once

#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace tlacore::explore {

// Starts fn(args...) on a new thread appended to `threads`; false (and no
// thread) when the system cannot start one.
template <typename Fn, typename... Args>
bool startThread(std::vector<std::thread> &threads, Fn &&fn, Args &&...args) {
  try {
    threads.emplace_back(std::forward<Fn>(fn), std::forward<Args>(args)...);
    return true;
  } catch (const std::system_error &) {
    return false;
  }
}

} // namespace tlacore::explore
