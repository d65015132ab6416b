// What bounds a liveness search: the run's halt flag (a budget reached, a
// stop asked for), the run's memory bound, which caps the tables the
// search keeps (the product's node index, the step conditions), and the
// files its graphs go to under that bound.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>

namespace tlacore::live {

class GraphFiles;

struct LiveLimits {
  // Set when the search must stop: it then answers nothing, and the caller
  // reports the stop (the flag is the run's, so the caller sees it too).
  const std::atomic<bool> *halt = nullptr;
  // The whole run's memory bound in bytes; 0: none.
  uint64_t memoryBytes = 0;
  // Where the products' nodes, steps and node index go (null: memory).
  GraphFiles *files = nullptr;

  bool halted() const { return halt && halt->load(std::memory_order_relaxed); }
  // A table's size: at most `cap`, and at most an eighth of the bound (the
  // rest of the run's memory is the graph, the fingerprints and the records).
  size_t tableBytes(size_t cap) const {
    return memoryBytes ? static_cast<size_t>(std::min<uint64_t>(cap, memoryBytes / 8)) : cap;
  }
};

} // namespace tlacore::live
