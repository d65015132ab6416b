// RunControl: how a caller stops a running search early and watches its
// size. The search polls `halt` between states (a relaxed load), and counts
// the states it keeps in `states`; whoever owns the run (the engine's budget
// watchdog, a stop token, a signal handler) sets `halt` and knows why.
#pragma once

#include <atomic>
#include <cstdint>

#include "eval/memory_reserve.h"

namespace tlacore::explore {

struct RunControl {
  // Set to end the search soon and cleanly: the result then has
  // Outcome::Stopped and the counts reached so far.
  std::atomic<bool> halt{false};
  // Distinct states found so far (model checking) or states generated
  // (simulation), for a state budget.
  std::atomic<uint64_t> states{0};
  // When not 0: the search halts itself once `states` reaches it (exactly,
  // give or take a state per worker).
  uint64_t stateLimit = 0;

  // Memory exhaustions in the process when the run started: when memory
  // runs out (eval/memory_reserve.h), every search halts.
  uint64_t exhaustionsAtStart = eval::memoryExhaustions();

  // Set by the search itself when what it must build next (the liveness
  // check's graph) would pass the run's memory bound: it halts then rather
  // than pass it, and the owner reports the bound as reached.
  std::atomic<bool> memoryBoundAhead{false};
  void haltForMemoryBound() {
    memoryBoundAhead.store(true, std::memory_order_relaxed);
    halt.store(true, std::memory_order_relaxed);
  }

  bool outOfMemory() const { return eval::memoryExhaustions() != exhaustionsAtStart; }
  bool halted() const { return halt.load(std::memory_order_relaxed) || outOfMemory(); }
  void addStates(uint64_t n) {
    uint64_t now = states.fetch_add(n, std::memory_order_relaxed) + n;
    if (stateLimit && now >= stateLimit)
      halt.store(true, std::memory_order_relaxed);
  }
};

} // namespace tlacore::explore
