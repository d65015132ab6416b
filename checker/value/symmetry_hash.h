// SymmetryHasher: the hashes of a value under each permutation of a
// SYMMETRY group, permute(v, p).hash() for every p, computed in one walk and
// without building the permuted values (set and function hashes do not
// depend on the order of their parts, value_hash.h).
//
// Parts holding no model value keep their cached hashes. The hashes of
// parts that do are remembered in a small direct-mapped table keyed by the
// part's payload and hash: successive states share most of their parts
// (messages, records), so most of a state is looked up, not walked. A freed
// payload whose address is reused by a value with the same 64-bit hash is
// taken for the same value: the risk a fingerprint takes anyway.
//
// One per worker thread (not thread-safe).
#pragma once

#include <cstdint>
#include <vector>

#include "permute.h"
#include "value.h"

namespace tlacore::val {

class SymmetryHasher {
public:
  // `group`: the permutations (identity excluded) to hash under.
  explicit SymmetryHasher(const std::vector<Permutation> &group);

  size_t size() const { return n_; }
  // out[i] = permute(v, group[i]).hash() for each i < size().
  void hashes(const Value &v, uint64_t *out);

private:
  // Writes the n_ hashes of `v` to scratch_[at, at + n_); uses the scratch
  // space after it.
  void walk(const Value &v, size_t at);
  void ensureScratch(size_t end) {
    if (scratch_.size() < end)
      scratch_.resize(end * 2);
  }

  size_t n_;
  // Each moved model value and the hashes of its images (n_ per value).
  std::vector<const HeapObj *> moved_;
  std::vector<uint64_t> images_;
  struct Slot {
    const HeapObj *obj = nullptr;
    uint64_t hash = 0;
  };
  std::vector<Slot> slots_;     // power-of-two size
  std::vector<uint64_t> memo_;  // n_ hashes per slot
  std::vector<uint64_t> scratch_;
};

} // namespace tlacore::val
