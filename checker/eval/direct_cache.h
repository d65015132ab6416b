// DirectCache: a per-thread, fixed-size, direct-mapped cache from pointers
// (a symbol, a literal's text) to what the model resolves them to, in front of
// the model's maps: a hit is one array read and one comparison, where
// PointerMap's probing cost ~45 instructions per lookup on the evaluator's
// hot path. A slot holds one key; another key mapped to the same slot
// replaces it (and is resolved again when it comes back), so values are
// returned by value and must be cheap to recompute.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>

namespace tlacore::eval {

template <typename Key, typename V, unsigned Bits = 10> class DirectCache {
  static_assert(std::is_pointer_v<Key>);

public:
  // The value for `k` (never null), resolved by resolve() when the slot
  // does not hold it.
  template <typename Resolve> V get(Key k, Resolve &&resolve) {
    Slot &s = slots_[index(k)];
    if (s.key == k && k) [[likely]]
      return s.value;
    if (!k) // (the null key would match an empty slot)
      return resolve();
    V v = resolve();
    if (!own_) { // the first miss: the slots of this cache (an evaluator made for one test allocates none)
      own_.reset(new Slot[kSize]);
      slots_ = own_.get();
    }
    Slot &mine = slots_[index(k)];
    mine.key = k;
    mine.value = v;
    return v;
  }

private:
  static constexpr size_t kSize = size_t{1} << Bits;
  struct Slot {
    Key key = nullptr;
    V value{};
  };
  static size_t index(Key k) {
    return static_cast<size_t>(reinterpret_cast<uintptr_t>(k) * 0x9e3779b97f4a7c15ULL >> (64 - Bits));
  }
  // Until the first miss, every cache reads one shared table of empty slots (never written).
  static Slot *noSlots() {
    static Slot empty[kSize];
    return empty;
  }
  Slot *slots_ = noSlots();
  std::unique_ptr<Slot[]> own_;
};

} // namespace tlacore::eval
