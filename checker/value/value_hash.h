// How set and function hashes are built from their parts (value.cpp), shared
// with permute.cpp, which computes the hash of a permuted value without
// building it.
//
// A set hashes as the sum of a mix of each element's hash, a function as
// the sum of a mix of each (key, value) pair: independent of the order of
// the parts, so a permuted value (whose parts would sort differently) needs
// no sorting to be hashed.
#pragma once

#include <cstdint>

namespace tlacore::val::hashing {

// MurmurHash3's 64-bit finalizer.
inline uint64_t fmix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

// A 64-bit combine (the finalizer applied to h ^ x with a golden-ratio offset).
inline uint64_t mix(uint64_t h, uint64_t x) { return h ^ fmix(x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2)); }

inline uint64_t elementTerm(uint64_t elemHash) { return fmix(elemHash ^ 0x5005500550055005ULL); }
inline uint64_t pairTerm(uint64_t keyHash, uint64_t valHash) { return fmix(mix(mix(0x6006, keyHash), valHash)); }

// Never 0 (0 marks a hash not computed yet).
inline uint64_t nonZero(uint64_t h) { return h ? h : 1; }
inline uint64_t setHash(uint64_t termSum, uint64_t size) { return nonZero(mix(mix(0x5005, size), termSum)); }
inline uint64_t fcnHash(uint64_t termSum, uint64_t size) { return nonZero(mix(mix(0x6006, size), termSum)); }

} // namespace tlacore::val::hashing
