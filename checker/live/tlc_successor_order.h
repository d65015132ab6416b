// The order in which TLC 1.8.0's behaviour graph lists a state's steps: its
// BFS Worker puts each successor the constraints keep (as generated), then
// the state itself (the stuttering step), into a SetOfStates -- a hash set
// with open addressing on the TLC fingerprint -- and LiveCheck.addNextState
// adds the steps in the set's slot order. The set starts with 16 times the
// worker's multiplier slots, which grows by one after each state whose set
// had to grow (Worker.doNextCheckLiveness). The liveness search follows
// the steps in this order, so the counterexample it finds is TLC's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tlacore::live {

class TlcSuccessorOrder {
public:
  // The puts `fps` (TLC fingerprints, in put order) kept, the first of
  // equal ones (same(i, j)), in the set's slot order: indices into fps.
  template <typename Same> std::vector<size_t> order(const std::vector<uint64_t> &fps, const Same &same) {
    size_t length = multiplier_ * kInitialCapacity;
    size_t count = 0;
    std::vector<size_t> slots(length, kEmpty);
    auto insert = [&](size_t i) {
      size_t loc = (static_cast<uint32_t>(fps[i]) & 0x7FFFFFFFu) % length;
      for (;; loc = (loc + 1) % length) {
        if (slots[loc] == kEmpty) {
          slots[loc] = i;
          ++count;
          return;
        }
        if (same(slots[loc], i))
          return;
      }
    };
    for (size_t i = 0; i < fps.size(); ++i) {
      if (count >= length / 2) { // SetOfStates.grow, before the put (even of a known state)
        std::vector<size_t> old(2 * length + 1, kEmpty);
        old.swap(slots);
        length = slots.size();
        count = 0;
        for (size_t o : old)
          if (o != kEmpty)
            insert(o);
      }
      insert(i);
    }
    if (length > multiplier_ * kInitialCapacity)
      ++multiplier_;
    std::vector<size_t> out;
    out.reserve(count);
    for (size_t s : slots)
      if (s != kEmpty)
        out.push_back(s);
    return out;
  }

private:
  static constexpr size_t kInitialCapacity = 16; // Worker.INITIAL_CAPACITY
  static constexpr size_t kEmpty = SIZE_MAX;
  size_t multiplier_ = 1;
};

} // namespace tlacore::live
