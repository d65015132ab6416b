// ArenaVec: the AST's vector, 16 bytes instead of std::pmr::vector's 32
// (an AST holds millions of them: every name's path and arguments). Storage
// comes from a memory_resource (the AstContext arena) and records it in a
// header word; an ArenaVec without storage keeps the resource in place of
// the data pointer.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
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
  ArenaVec(const ArenaVec &o) : mem_(o.resource()) { assign(o.begin(), o.end()); }
  ArenaVec(ArenaVec &&o) noexcept : raw_(o.raw_), size_(o.size_), cap_(o.cap_) { o.release(); }
  ArenaVec &operator=(const ArenaVec &o) {
    if (this != &o)
      assign(o.begin(), o.end());
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
    if (n > cap_)
      grow(n);
  }
  void push_back(const T &v) { emplace_back(v); }
  void push_back(T &&v) { emplace_back(std::move(v)); }
  template <typename... Args> T &emplace_back(Args &&...args) {
    if (size_ == cap_) {
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
    data_[--size_].~T();
  }
  void clear() {
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

  std::pmr::memory_resource *resource() const { return cap_ ? header()->mem : mem_; }

private:
  struct alignas(alignof(T) > alignof(void *) ? alignof(T) : alignof(void *)) Header {
    std::pmr::memory_resource *mem;
  };
  static constexpr size_t kAlign = alignof(Header);

  Header *header() const { return reinterpret_cast<Header *>(reinterpret_cast<char *>(data_) - sizeof(Header)); }

  void grow(size_t n) {
    std::pmr::memory_resource *mem = resource();
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
