#include "symmetry_hash.h"

#include <algorithm>
#include <cstring>

#include "set_ops.h"
#include "value_hash.h"

namespace tlacore::val {

namespace {
bool isLazySet(Kind k) {
  return k == Kind::Subset || k == Kind::FcnSet || k == Kind::RecordSet || k == Kind::Product;
}

// Whether a permutation can change `v` (cached on its payload). Lazy sets
// count as holding model values: they are expanded to be hashed.
bool holdsModelValue(const Value &v) {
  Kind k = v.kind();
  if (k == Kind::ModelValue || isLazySet(k))
    return true;
  if (k != Kind::Set && k != Kind::Fcn)
    return false;
  uint8_t known = v.heap()->modelValues.load(std::memory_order_relaxed);
  if (known)
    return known == 2;
  bool holds = false;
  if (k == Kind::Set) {
    holds = std::any_of(v.elems().begin(), v.elems().end(), holdsModelValue);
  } else {
    holds = std::any_of(v.keys().begin(), v.keys().end(), holdsModelValue) ||
            std::any_of(v.vals().begin(), v.vals().end(), holdsModelValue);
  }
  v.heap()->modelValues.store(holds ? 2 : 1, std::memory_order_relaxed);
  return holds;
}

// Slots of the memo: about 4 MB of hashes at most, at most 2^14 slots.
size_t memoSlots(size_t n) {
  size_t slots = 1;
  while (slots < (1u << 14) && (slots * 2) * n * sizeof(uint64_t) <= (4u << 20))
    slots *= 2;
  return slots;
}
} // namespace

SymmetryHasher::SymmetryHasher(const std::vector<Permutation> &group) : n_(group.size()) {
  for (size_t i = 0; i < n_; ++i) {
    for (const auto &[from, to] : group[i]) {
      if (from.kind() != Kind::ModelValue || from.heap() == to.heap())
        continue;
      auto it = std::find(moved_.begin(), moved_.end(), from.heap());
      size_t k = static_cast<size_t>(it - moved_.begin());
      if (it == moved_.end()) {
        moved_.push_back(from.heap());
        for (size_t j = 0; j < n_; ++j)
          images_.push_back(from.hash()); // unmoved unless set below
      }
      images_[k * n_ + i] = to.hash();
    }
  }
  size_t slots = memoSlots(n_);
  slots_.resize(slots);
  memo_.resize(slots * n_);
}

void SymmetryHasher::hashes(const Value &v, uint64_t *out) {
  if (n_ == 0)
    return;
  ensureScratch(n_);
  walk(v, 0);
  std::memcpy(out, scratch_.data(), n_ * sizeof(uint64_t));
}

void SymmetryHasher::walk(const Value &v, size_t at) {
  Kind k = v.kind();
  if (k == Kind::ModelValue) {
    auto it = std::find(moved_.begin(), moved_.end(), v.heap());
    if (it == moved_.end()) {
      std::fill_n(scratch_.begin() + static_cast<std::ptrdiff_t>(at), n_, v.hash());
    } else {
      size_t m = static_cast<size_t>(it - moved_.begin());
      std::copy_n(images_.begin() + static_cast<std::ptrdiff_t>(m * n_), n_,
                  scratch_.begin() + static_cast<std::ptrdiff_t>(at));
    }
    return;
  }
  if (!holdsModelValue(v)) {
    std::fill_n(scratch_.begin() + static_cast<std::ptrdiff_t>(at), n_, v.hash());
    return;
  }
  if (k != Kind::Set && k != Kind::Fcn) {
    // A lazy set: as the set it stands for.
    Value n = normalize(v);
    if (n.isError())
      std::fill_n(scratch_.begin() + static_cast<std::ptrdiff_t>(at), n_, v.hash());
    else
      walk(n, at);
    return;
  }

  uint64_t h = v.hash();
  Slot &slot = slots_[h & (slots_.size() - 1)];
  size_t memoAt = static_cast<size_t>(&slot - slots_.data()) * n_;
  if (slot.obj == v.heap() && slot.hash == h) {
    std::copy_n(memo_.begin() + static_cast<std::ptrdiff_t>(memoAt), n_,
                scratch_.begin() + static_cast<std::ptrdiff_t>(at));
    return;
  }

  // Sums of the terms at [at, at + n_), a part's hashes after them.
  size_t part = at + n_;
  std::fill_n(scratch_.begin() + static_cast<std::ptrdiff_t>(at), n_, 0);
  if (k == Kind::Set) {
    ensureScratch(part + n_);
    for (const Value &e : v.elems()) {
      walk(e, part);
      for (size_t i = 0; i < n_; ++i)
        scratch_[at + i] += hashing::elementTerm(scratch_[part + i]);
    }
    for (size_t i = 0; i < n_; ++i)
      scratch_[at + i] = hashing::setHash(scratch_[at + i], v.elems().size());
  } else {
    const auto &keys = v.keys();
    const auto &vals = v.vals();
    size_t valAt = part + n_;
    ensureScratch(valAt + n_);
    for (size_t j = 0; j < keys.size(); ++j) {
      walk(keys[j], part);
      walk(vals[j], valAt);
      for (size_t i = 0; i < n_; ++i)
        scratch_[at + i] += hashing::pairTerm(scratch_[part + i], scratch_[valAt + i]);
    }
    for (size_t i = 0; i < n_; ++i)
      scratch_[at + i] = hashing::fcnHash(scratch_[at + i], keys.size());
  }
  slot.obj = v.heap();
  slot.hash = h;
  std::copy_n(scratch_.begin() + static_cast<std::ptrdiff_t>(at), n_,
              memo_.begin() + static_cast<std::ptrdiff_t>(memoAt));
}

} // namespace tlacore::val
