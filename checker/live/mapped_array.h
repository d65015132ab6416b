// An array of plain values that lives in memory, as a std::vector, or, once
// given GraphFiles, in a file of them mapped into memory (so that the pager
// bounds how much of it is resident). The liveness graph's arrays use it:
// the same code reads them in either place.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <type_traits>
#include <vector>

#include "graph_files.h"

namespace tlacore::live {

template <typename T> class MappedArray {
  static_assert(std::is_trivially_copyable_v<T>, "a mapped array holds plain values");

public:
  MappedArray() = default;
  MappedArray(std::initializer_list<T> init) : mem_(init) { sync(); }
  MappedArray(MappedArray &&o) noexcept { *this = std::move(o); }
  MappedArray &operator=(MappedArray &&o) noexcept {
    mem_ = std::move(o.mem_);
    file_ = std::move(o.file_);
    data_ = o.data_;
    size_ = o.size_;
    cap_ = o.cap_;
    o.mem_.clear();
    o.data_ = nullptr;
    o.size_ = o.cap_ = 0;
    if (!file_)
      sync();
    return *this;
  }
  MappedArray(const MappedArray &) = delete;
  MappedArray &operator=(const MappedArray &) = delete;

  // From now on in a file of `files` (null: in memory); the contents move
  // with it. Throws GraphFileError.
  void useFiles(GraphFiles *files) {
    if (!files || file_)
      return;
    auto file = std::make_unique<MappedFile>(*files);
    size_t n = size_;
    T *p = static_cast<T *>(file->reserve(std::max<size_t>(n, 1) * sizeof(T)));
    std::copy_n(mem_.data(), n, p);
    std::vector<T>().swap(mem_);
    file_ = std::move(file);
    data_ = p;
    size_ = n;
    cap_ = file_->mappedBytes() / sizeof(T);
  }
  bool onDisk() const { return file_ != nullptr; }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T *data() { return data_; }
  const T *data() const { return data_; }
  T *begin() { return data_; }
  T *end() { return data_ + size_; }
  const T *begin() const { return data_; }
  const T *end() const { return data_ + size_; }
  T &operator[](size_t i) { return data_[i]; }
  const T &operator[](size_t i) const { return data_[i]; }
  T &back() { return data_[size_ - 1]; }
  const T &back() const { return data_[size_ - 1]; }

  void push_back(const T &v) {
    if (!file_) {
      mem_.push_back(v);
      sync();
      return;
    }
    if (size_ == cap_)
      grow(size_ + 1);
    data_[size_++] = v;
  }
  void reserve(size_t n) {
    if (!file_) {
      mem_.reserve(n);
      sync();
    } else if (n > cap_) {
      grow(n);
    }
  }
  void resize(size_t n, const T &v = T{}) {
    if (!file_) {
      mem_.resize(n, v);
      sync();
      return;
    }
    if (n > cap_)
      grow(n);
    if (n > size_)
      std::fill(data_ + size_, data_ + n, v);
    size_ = n;
  }
  void assign(size_t n, const T &v) {
    clear();
    resize(n, v);
  }
  void clear() {
    if (!file_) {
      mem_.clear();
      sync();
    } else {
      size_ = 0;
    }
  }
  // Empty, its memory or file given back (it stays where it was).
  void release() {
    if (!file_) {
      std::vector<T>().swap(mem_);
      sync();
    } else {
      GraphFiles *files = &file_->files();
      *this = MappedArray();
      useFiles(files);
    }
  }

private:
  void sync() {
    data_ = mem_.data();
    size_ = mem_.size();
    cap_ = mem_.capacity();
  }
  void grow(size_t n) {
    data_ = static_cast<T *>(file_->reserve(n * sizeof(T)));
    cap_ = file_->mappedBytes() / sizeof(T);
  }

  std::vector<T> mem_; // in memory
  std::unique_ptr<MappedFile> file_;
  T *data_ = nullptr;
  size_t size_ = 0, cap_ = 0;
};

} // namespace tlacore::live
