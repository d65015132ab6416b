#include "java_random.h"

#include <cmath>
#include <vector>

namespace tlacore::eval {

namespace {

constexpr uint64_t kMultiplier = 0x5DEECE66DULL;
constexpr uint64_t kMask = (1ULL << 48) - 1;

// TLC's RandomGenerator.primes: the primes from 1277011 to 1295953.
const std::vector<int32_t> &tlcPrimes() {
  static const std::vector<int32_t> primes = [] {
    std::vector<int32_t> out;
    for (int32_t n = 1277011; n <= 1295953; ++n) {
      bool prime = n % 2 != 0;
      for (int32_t d = 3; prime && d * d <= n; d += 2)
        prime = n % d != 0;
      if (prime)
        out.push_back(n);
    }
    return out;
  }();
  return primes;
}

} // namespace

JavaRandom::JavaRandom(int64_t seed) : seed_((static_cast<uint64_t>(seed) ^ kMultiplier) & kMask) {}

int32_t JavaRandom::next(int bits) {
  seed_ = (seed_ * kMultiplier + 0xBULL) & kMask;
  return static_cast<int32_t>(static_cast<uint32_t>(seed_ >> (48 - bits)));
}

double JavaRandom::nextDouble() {
  int64_t hi = next(26);
  int64_t lo = next(27);
  return static_cast<double>((hi << 27) + lo) * 0x1.0p-53;
}

int64_t JavaRandom::nextLong() {
  int64_t hi = next(32);
  int64_t lo = next(32);
  return static_cast<int64_t>(static_cast<uint64_t>(hi) << 32) + lo;
}

int32_t JavaRandom::nextPrime() {
  const auto &p = tlcPrimes();
  size_t index = p.size();
  while (index == p.size())
    index = static_cast<size_t>(std::floor(nextDouble() * static_cast<double>(p.size())));
  return p[index];
}

uint64_t JavaRandom::nextIndex(uint64_t n) {
  return static_cast<uint64_t>(std::floor(nextDouble() * static_cast<double>(n)));
}

} // namespace tlacore::eval
