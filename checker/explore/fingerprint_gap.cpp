// TLC's smallest distance between fingerprints (fingerprint_gap.h).
#include "fingerprint_gap.h"

#include <algorithm>

namespace tlacore::explore {

bool tlcChecksActualFingerprints(uint64_t generated, uint64_t distinct) {
  // AbstractChecker.calculateOptimisticProbability, as Java evaluates it.
  double optimistic = generated > distinct ? static_cast<double>(distinct) *
                                                 (static_cast<double>(generated - distinct) / 18446744073709551616.0)
                                           : 0.0;
  return !(optimistic < 1E-10);
}

uint64_t tlcFingerprintGap(std::vector<uint64_t> &fps, int fpBits) {
  constexpr uint64_t kNoFlag = 0x7FFFFFFFFFFFFFFFULL; // FPSet's FLUSHED_MASK
  constexpr uint64_t kNone = 0x7FFFFFFFFFFFFFFFULL;   // Long.MAX_VALUE
  // With B >= 1 the sets are the ranges of the unsigned order that share the
  // top B bits, and the top bit is the same within each: sorting the whole
  // fingerprints sorts each set. With B = 0 (one set) the top bit goes first.
  if (fpBits <= 0)
    for (uint64_t &fp : fps)
      fp &= kNoFlag;
  std::sort(fps.begin(), fps.end());
  const int shift = 64 - std::clamp(fpBits, 1, 63);
  uint64_t gap = kNone;
  for (size_t i = 1; i < fps.size(); ++i) {
    if (fpBits > 0 && (fps[i] >> shift) != (fps[i - 1] >> shift))
      continue; // another set
    uint64_t d = fps[i] - fps[i - 1];
    if (d > 0)
      gap = std::min(gap, d);
  }
  return gap;
}

} // namespace tlacore::explore
