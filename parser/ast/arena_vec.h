// ArenaVec: the AST's vector, 16 bytes instead of std::pmr::vector's 32
// (an AST holds millions of them: every name's path and arguments). Storage
// comes from a memory_resource (the AstContext arena) and records it in a
// header word; an ArenaVec without storage keeps the resource in place of
// the data pointer. A final ArenaVec (assignFinal: a finished node's list,
// built once at its size) has no header: its storage belongs to the arena,
// it cannot grow, and copies of it share that storage.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory_resource>
#include <new>
#include <stdexcept>
#include <utility>

namespace tlacore::ast {

template <typename T> class ArenaVec {
public:
  using value_type = T;
  using size_type = size_t;
  using iterator = T *;
  using const_iterator = const T *;
  using reference = T &;
  using const_reference = const T &;

  ArenaVec() : ArenaVec(std::pmr::get_default_resource()) {}
  explicit ArenaVec(std::pmr::memory_resource *m) : mem_(m) {}
  ArenaVec(const ArenaVec &o) : raw_(o.raw_), size_(o.size_), cap_(o.cap_) {
    if (!o.isFinal()) {
      mem_ = o.resource();
      size_ = 0;
      cap_ = 0;
      assign(o.begin(), o.end());
    }
  }
  ArenaVec(ArenaVec &&o) noexcept : raw_(o.raw_), size_(o.size_), cap_(o.cap_) { o.release(); }
  ArenaVec &operator=(const ArenaVec &o) {
    if (this == &o)
      return *this;
    if (o.isFinal() && (isFinal() || !cap_)) {
      raw_ = o.raw_;
      size_ = o.size_;
      cap_ = o.cap_;
    } else {
      assign(o.begin(), o.end());
    }
    return *this;
  }
  ArenaVec &operator=(ArenaVec &&o) noexcept {
    if (this != &o) {
      destroy();
      raw_ = o.raw_;
      size_ = o.size_;
      cap_ = o.cap_;
      o.release();
    }
    return *this;
  }
  ~ArenaVec() { destroy(); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T *data() { return cap_ ? data_ : nullptr; }
  const T *data() const { return cap_ ? data_ : nullptr; }
  T *begin() { return data(); }
  T *end() { return data() + size_; }
  const T *begin() const { return data(); }
  const T *end() const { return data() + size_; }
  T &operator[](size_t i) {
    assert(i < size_);
    return data_[i];
  }
  const T &operator[](size_t i) const {
    assert(i < size_);
    return data_[i];
  }
  T &at(size_t i) {
    if (i >= size_)
      throw std::out_of_range("ArenaVec::at");
    return data_[i];
  }
  const T &at(size_t i) const {
    if (i >= size_)
      throw std::out_of_range("ArenaVec::at");
    return data_[i];
  }
  T &front() { return (*this)[0]; }
  const T &front() const { return (*this)[0]; }
  T &back() { return (*this)[size_ - 1]; }
  const T &back() const { return (*this)[size_ - 1]; }

  void reserve(size_t n) {
    if (n > capacity())
      grow(n);
  }
  size_t capacity() const { return cap_ & ~kFinal; }
  void push_back(const T &v) { emplace_back(v); }
  void push_back(T &&v) { emplace_back(std::move(v)); }
  template <typename... Args> T &emplace_back(Args &&...args) {
    if (size_ == capacity()) {
      if (size_ == 0) {
        // `args` may refer into no storage of ours: grow first.
        grow(1);
      } else {
        T tmp(std::forward<Args>(args)...);
        grow(size_t{cap_} * 2);
        return *new (data_ + size_++) T(std::move(tmp));
      }
    }
    return *new (data_ + size_++) T(std::forward<Args>(args)...);
  }
  void pop_back() {
    assert(size_ > 0);
    --size_;
    if (!isFinal())
      data_[size_].~T();
  }
  // A final vector forgets its storage (shared with its copies, owned by the arena).
  void clear() {
    if (isFinal()) {
      raw_ = nullptr;
      size_ = 0;
      cap_ = 0;
      return;
    }
    for (size_t i = 0; i < size_; ++i)
      data_[i].~T();
    size_ = 0;
  }
  // Replaces the contents by [first, last), in storage of exactly that size
  // when it needs new storage.
  template <typename It> void assign(It first, It last) {
    clear();
    size_t n = static_cast<size_t>(std::distance(first, last));
    reserve(n);
    for (; first != last; ++first)
      new (data_ + size_++) T(*first);
  }

  // Replaces the contents of a vector without storage by [first, last), in
  // storage of exactly that size from `arena` (a resource that never frees:
  // AstContext's), without a header: the vector is final.
  template <typename It> void assignFinal(std::pmr::memory_resource *arena, It first, It last) {
    if (cap_)
      throw std::logic_error("ArenaVec: assignFinal on a vector with storage");
    size_t n = static_cast<size_t>(std::distance(first, last));
    if (n == 0)
      return;
    if (n >= kFinal)
      throw std::length_error("ArenaVec: list too long");
    T *fresh = static_cast<T *>(arena->allocate(n * sizeof(T), alignof(T)));
    for (size_t i = 0; i < n; ++i, ++first)
      new (fresh + i) T(*first);
    data_ = fresh;
    size_ = static_cast<uint32_t>(n);
    cap_ = static_cast<uint32_t>(n) | kFinal;
  }
  bool isFinal() const { return (cap_ & kFinal) != 0; }

  // Null for a final vector.
  std::pmr::memory_resource *resource() const { return isFinal() ? nullptr : cap_ ? header()->mem : mem_; }

private:
  struct alignas(alignof(T) > alignof(void *) ? alignof(T) : alignof(void *)) Header {
    std::pmr::memory_resource *mem;
  };
  static constexpr size_t kAlign = alignof(Header);
  static constexpr uint32_t kFinal = uint32_t{1} << 31;

  Header *header() const { return reinterpret_cast<Header *>(reinterpret_cast<char *>(data_) - sizeof(Header)); }

  void grow(size_t n) {
    if (n >= kFinal)
      throw std::length_error("ArenaVec: list too long");
    std::pmr::memory_resource *mem = resource();
    if (!mem)
      throw std::logic_error("ArenaVec: a final vector cannot grow");
    char *block = static_cast<char *>(mem->allocate(sizeof(Header) + n * sizeof(T), kAlign));
    new (block) Header{mem};
    T *fresh = reinterpret_cast<T *>(block + sizeof(Header));
    for (size_t i = 0; i < size_; ++i) {
      new (fresh + i) T(std::move(data_[i]));
      data_[i].~T();
    }
    if (cap_)
      mem->deallocate(header(), sizeof(Header) + size_t{cap_} * sizeof(T), kAlign);
    data_ = fresh;
    cap_ = static_cast<uint32_t>(n);
  }
  void destroy() {
    if (isFinal()) {
      clear();
      return;
    }
    if (!cap_)
      return;
    std::pmr::memory_resource *mem = header()->mem;
    clear();
    mem->deallocate(header(), sizeof(Header) + size_t{cap_} * sizeof(T), kAlign);
    mem_ = mem;
    cap_ = 0;
  }
  // Leaves this empty, without storage, keeping the resource.
  void release() {
    std::pmr::memory_resource *mem = resource();
    mem_ = mem;
    size_ = 0;
    cap_ = 0;
  }

  union {
    T *data_;
    std::pmr::memory_resource *mem_;
    void *raw_;
  };
  uint32_t size_ = 0;
  uint32_t cap_ = 0;
};

} // namespace tlacore::ast
