// LineAllocator: a std::allocator whose blocks start on a cache line and
// fill whole lines, for the small tables one worker reads and writes on
// every state: no other object (another worker's, freed or written on
// another core) then shares their cache lines.
#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace tlacore::val {

inline constexpr std::size_t kCacheLine = 64;

template <typename T>
struct LineAllocator {
  using value_type = T;
  LineAllocator() = default;
  template <typename U>
  LineAllocator(const LineAllocator<U> &) noexcept {}
  static std::size_t bytes(std::size_t n) { return (n * sizeof(T) + kCacheLine - 1) / kCacheLine * kCacheLine; }
  T *allocate(std::size_t n) { return static_cast<T *>(::operator new(bytes(n), std::align_val_t{kCacheLine})); }
  void deallocate(T *p, std::size_t) noexcept { ::operator delete(p, std::align_val_t{kCacheLine}); }
  template <typename U>
  bool operator==(const LineAllocator<U> &) const noexcept { return true; }
};

// A vector in whole cache lines of its own.
template <typename T>
using LineVector = std::vector<T, LineAllocator<T>>;

} // namespace tlacore::val
