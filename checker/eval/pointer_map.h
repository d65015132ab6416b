// PointerMap: a small open-addressing map from pointers to values, for the
// evaluator's per-thread caches on its hot path (an std::unordered_map
// lookup costs a division and a node walk each time). No erase.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace tlacore::eval {

template <typename Key, typename V> class PointerMap {
  static_assert(std::is_pointer_v<Key>);

public:
  PointerMap() : slots_(16) {}

  V *find(Key k) {
    if (!k) // the null pointer marks empty slots: it has a slot of its own
      return hasNull_ ? &nullValue_ : nullptr;
    size_t mask = slots_.size() - 1;
    for (size_t i = index(k, mask);; i = (i + 1) & mask) {
      Slot &s = slots_[i];
      if (s.key == k)
        return &s.value;
      if (!s.key)
        return nullptr;
    }
  }

  // The value for `k`, default-constructed when new; `fresh` tells which.
  V &get(Key k, bool &fresh) {
    if (!k) {
      fresh = !hasNull_;
      hasNull_ = true;
      return nullValue_;
    }
    if ((count_ + 1) * 2 > slots_.size())
      grow();
    size_t mask = slots_.size() - 1;
    for (size_t i = index(k, mask);; i = (i + 1) & mask) {
      Slot &s = slots_[i];
      if (s.key == k) {
        fresh = false;
        return s.value;
      }
      if (!s.key) {
        s.key = k;
        ++count_;
        fresh = true;
        return s.value;
      }
    }
  }

private:
  struct Slot {
    Key key = nullptr;
    V value{};
  };
  static size_t index(Key k, size_t mask) {
    return static_cast<size_t>((reinterpret_cast<uintptr_t>(k) >> 3) * 0x9e3779b97f4a7c15ULL >> 20) & mask;
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    size_t mask = slots_.size() - 1;
    for (Slot &s : old)
      if (s.key) {
        size_t i = index(s.key, mask);
        while (slots_[i].key)
          i = (i + 1) & mask;
        slots_[i] = std::move(s);
      }
  }

  std::vector<Slot> slots_;
  size_t count_ = 0;
  bool hasNull_ = false;
  V nullValue_{};
};

} // namespace tlacore::eval
