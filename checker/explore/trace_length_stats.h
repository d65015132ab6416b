// TraceLengthStats: the running mean and variance of a simulation's
// behaviour lengths as TLC keeps them (SimulationWorker's
// collectPostTrace): Welford's online algorithm in integer arithmetic, the
// mean and M2 packed into one 64-bit word, and the figures TLC's progress
// report prints from it (Simulator.ProgressReport: "trace length: mean=M,
// var(x)=V, sd=S"). B. P. Welford, "Note on a method for calculating
// corrected sums of squares and products", Technometrics 4(3), 1962.
#pragma once

#include <cmath>
#include <cstdint>

namespace tlacore::explore {

struct TraceLengthStats {
  // The low 32 bits: the mean (a Java int); the high 32: M2 (as TLC packs them).
  uint64_t packed = 0;

  // A behaviour of `length` states ended without error; `started`: the
  // behaviours started so far, this one included (TLC divides by its
  // shared trace counter). Java's long and int arithmetic, wrap-arounds
  // included.
  void add(int64_t length, uint64_t started) {
    auto mean = static_cast<int32_t>(static_cast<uint32_t>(packed));
    uint64_t m2 = packed >> 32;
    int64_t delta = length - mean;
    int64_t n = started == 0 ? 1 : static_cast<int64_t>(started);
    mean = static_cast<int32_t>(static_cast<uint32_t>(static_cast<int64_t>(mean) + delta / n));
    m2 = static_cast<uint64_t>(static_cast<int64_t>(m2) + delta * (length - mean));
    packed = (m2 << 32) | static_cast<uint32_t>(mean);
  }

  // What TLC prints after `traces` behaviours were started.
  int64_t mean() const { return static_cast<int64_t>(packed & 0xFFFFFFFFu); }
  int64_t variance(uint64_t traces) const { return javaRound(static_cast<double>(m2()) / (traces + 1.0)); }
  int64_t deviation(uint64_t traces) const {
    return javaRound(std::sqrt(static_cast<double>(m2()) / (traces + 1.0)));
  }

private:
  uint64_t m2() const { return packed >> 32; }
  // Java's Math.round(double).
  static int64_t javaRound(double x) { return static_cast<int64_t>(std::floor(x + 0.5)); }
};

} // namespace tlacore::explore
