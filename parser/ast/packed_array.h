// PackedArray: a finished, exact-size array of AST children in the arena:
// a pointer and a 32-bit size in 12 bytes, aligned to 4 so that a flag or a
// 32-bit field packs after it (an AST holds millions: every name's
// arguments). No capacity and no header: it is built once, at its size
// (AstContext::array), and read like a vector.
#pragma once

#include <cassert>
#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace tlacore::ast {

template <typename T> class PackedArray {
public:
  using value_type = T;
  using size_type = size_t;
  using iterator = T *;
  using const_iterator = const T *;
  using reference = T &;
  using const_reference = const T &;

  PackedArray() = default;
  PackedArray(T *data, uint32_t size) : size_(size) { std::memcpy(data_, &data, sizeof data); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T *data() { return pointer(); }
  const T *data() const { return pointer(); }
  T *begin() { return pointer(); }
  T *end() { return pointer() + size_; }
  const T *begin() const { return pointer(); }
  const T *end() const { return pointer() + size_; }
  T &operator[](size_t i) {
    assert(i < size_);
    return pointer()[i];
  }
  const T &operator[](size_t i) const {
    assert(i < size_);
    return pointer()[i];
  }
  const T &at(size_t i) const {
    if (i >= size_)
      throw std::out_of_range("PackedArray::at");
    return pointer()[i];
  }
  T &front() { return (*this)[0]; }
  const T &front() const { return (*this)[0]; }
  T &back() { return (*this)[size_ - 1]; }
  const T &back() const { return (*this)[size_ - 1]; }

private:
  T *pointer() const {
    T *p;
    std::memcpy(&p, data_, sizeof p);
    return p;
  }
  // The pointer, stored as bytes so that the array needs only 4-byte alignment.
  unsigned char data_[sizeof(T *)] = {};
  uint32_t size_ = 0;
};

static_assert(sizeof(PackedArray<void *>) == 12 && alignof(PackedArray<void *>) == 4);

} // namespace tlacore::ast
