// MemFPIntSet.checkFPs without its O(n^2) loops (fp_int_set_distance.h).
#include "fp_int_set_distance.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace tlacore::explore {

namespace {

// ((long) hi) << 32 | lo, with lo an int: sign-extended when bit 31 is set.
int64_t rebuilt(uint64_t fp) {
  const int64_t hi = static_cast<int64_t>(fp >> 32) << 32;
  const int64_t lo = static_cast<int32_t>(static_cast<uint32_t>(fp));
  return hi | lo;
}

// MemFPIntSet's bucket count after n insertions: 2^16, doubled whenever an
// insertion finds count >= threshold (20 per bucket).
uint64_t bucketCount(size_t n) {
  uint64_t capacity = uint64_t{1} << 16;
  while (n > capacity * 20)
    capacity *= 2;
  return capacity;
}

} // namespace

int64_t memFpIntSetDistance(const std::vector<uint64_t> &fps) {
  int64_t dis = std::numeric_limits<int64_t>::max();
  if (fps.size() < 2)
    return dis;
  // Any two values: |x - y| when it fits a long (cross-bucket pairs skip the
  // rest, and within a bucket Math.abs gives the same). The smallest such
  // difference is between neighbours in sorted order.
  std::vector<int64_t> all;
  all.reserve(fps.size());
  for (uint64_t fp : fps)
    all.push_back(rebuilt(fp));
  std::sort(all.begin(), all.end());
  for (size_t i = 1; i < all.size(); ++i) {
    const uint64_t d = static_cast<uint64_t>(all[i]) - static_cast<uint64_t>(all[i - 1]);
    if (d <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
      dis = std::min(dis, static_cast<int64_t>(d));
  }
  // Within a bucket, a difference beyond a long wraps: Math.abs(x - y) is
  // 2^64 - (y - x), smallest for the bucket's widest pair, and exactly 2^63
  // stays Long.MIN_VALUE (negative, so the minimum).
  const uint64_t mask = bucketCount(fps.size()) - 1;
  std::vector<std::pair<uint64_t, int64_t>> byBucket;
  byBucket.reserve(fps.size());
  for (uint64_t fp : fps)
    byBucket.emplace_back(fp & mask, rebuilt(fp));
  std::sort(byBucket.begin(), byBucket.end());
  const uint64_t half = uint64_t{1} << 63;
  for (size_t b = 0; b < byBucket.size();) {
    size_t e = b;
    while (e < byBucket.size() && byBucket[e].first == byBucket[b].first)
      ++e;
    const uint64_t range = static_cast<uint64_t>(byBucket[e - 1].second) - static_cast<uint64_t>(byBucket[b].second);
    if (range > half)
      dis = std::min(dis, static_cast<int64_t>(0 - range)); // 2^64 - range < 2^63
    if (range >= half)
      for (size_t i = b; i < e; ++i) {
        const int64_t partner = static_cast<int64_t>(static_cast<uint64_t>(byBucket[i].second) + half);
        if (std::binary_search(byBucket.begin() + static_cast<std::ptrdiff_t>(b),
                               byBucket.begin() + static_cast<std::ptrdiff_t>(e),
                               std::make_pair(byBucket[b].first, partner)))
          return std::numeric_limits<int64_t>::min();
      }
    b = e;
  }
  return dis;
}

} // namespace tlacore::explore
