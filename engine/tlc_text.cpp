// TLC's message texts (tlc_text.h).
#include "tlc_text.h"

#include "eval/memory_reserve.h"

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <iomanip>
#include <sstream>

namespace tlacore::engine {

std::string now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  std::ostringstream os;
  os << std::put_time(&tm, "%Y-%m-%d %H:%M:%S");
  return os.str();
}

std::string runtimeText(int64_t ms) {
  auto two = [](int64_t v) { return (v < 10 ? "0" : "") + std::to_string(v); };
  int64_t s = ms / 1000 % 60, min = ms / 60000 % 60, h = ms / 3600000 % 24;
  if (ms > 86400000)
    return std::to_string((ms - 86400000) / 86400000 + 1) + "d " + two((ms - 86400000) / 3600000 % 24) + "h";
  if (ms > 3600000)
    return two(h) + "h " + two(min) + "min";
  if (ms > 60000)
    return two(min) + "min " + two(s) + "s";
  return two(s) + "s";
}

std::string finishedText(bool tool, int64_t ms) {
  return "Finished in " + (tool ? std::to_string(ms) + "ms" : runtimeText(ms)) + " at (" + now() + ")";
}

std::string grouped(uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0)
      out += ',';
    out += digits[i];
  }
  return out;
}

// A probability as TLC prints it: rounded to two significant digits, then
// written as Java's Double.toString writes it ("2.6E-15", "0.0012", "0.0").
std::string tlcProbability(double p) {
  if (!(p > 0))
    return "0.0";
  int exp10 = static_cast<int>(std::floor(std::log10(p)));
  long mant = std::lround(p / std::pow(10.0, exp10 - 1)); // two digits, 10..99
  if (mant >= 100) {
    mant /= 10;
    ++exp10;
  }
  std::string digits = std::to_string(mant); // "ab"
  if (exp10 >= -3 && exp10 < 7) {
    // Decimal: the digits placed around the point, trailing zeros dropped
    // but one digit kept after the point.
    std::string whole, frac;
    if (exp10 >= 0) {
      std::string all = digits + std::string(static_cast<size_t>(std::max(0, exp10 - 1)), '0');
      whole = all.substr(0, static_cast<size_t>(exp10) + 1);
      frac = exp10 == 0 ? digits.substr(1) : std::string();
    } else {
      whole = "0";
      frac = std::string(static_cast<size_t>(-exp10 - 1), '0') + digits;
    }
    while (frac.size() > 1 && frac.back() == '0')
      frac.pop_back();
    return whole + "." + (frac.empty() ? "0" : frac);
  }
  std::string frac = digits.substr(1);
  return digits.substr(0, 1) + "." + frac + "E" + std::to_string(exp10);
}

// 1 / n rounded half up to two significant digits (BigDecimal.divide with
// MathContext(2)), as the double nearest that decimal.
double reciprocalTwoDigits(uint64_t n) {
  if (n <= 1)
    return 1.0;
  // 10^(k+3) / n with three digits (100..999, 1/n <= 0.5): the first two
  // significant digits of 1/n and the one that rounds them.
  unsigned __int128 scale = 1000;
  int k = 0;
  while (scale / n < 100) {
    scale *= 10;
    ++k;
  }
  uint64_t three = static_cast<uint64_t>(scale / n);
  uint64_t two = three / 10 + (three % 10 >= 5 ? 1 : 0); // 10..100: two * 10^-(k+2)
  return std::strtod((std::to_string(two) + "e-" + std::to_string(k + 2)).c_str(), nullptr);
}

// TLC's success message with its estimate of a fingerprint collision:
// distinct * (generated - distinct) / 2^64.
std::string successText(uint64_t generated, uint64_t distinct, uint64_t fingerprintGap) {
  double p = generated > distinct
                 ? static_cast<double>(distinct) * static_cast<double>(generated - distinct) / 18446744073709551616.0
                 : 0.0;
  std::string text = "Model checking completed. No error has been found.\n"
                     "  Estimates of the probability that TLC did not check all reachable states\n"
                     "  because two distinct states had the same fingerprint:\n"
                     "  calculated (optimistic):  val = " +
                     tlcProbability(p);
  if (fingerprintGap > 0)
    text += "\n  based on the actual fingerprints:  val = " + tlcProbability(reciprocalTwoDigits(fingerprintGap));
  return text;
}


// TLC's line on the number of new states each expanded state brought: the
// rounded mean, the minimum, the maximum and the 95th percentile. Each TLC
// worker keeps the samples in a FixedSizedBucketStatistics of 32 buckets
// (Worker.java): a state with 31 or more new successors counts as 31, for the
// maximum, the mean and the percentile alike. The percentile is
// AbstractBucketStatistics.getPercentile: the first bucket whose running count
// exceeds (int)(samples * 0.95).
std::optional<std::string> outdegreeText(const std::vector<uint64_t> &histogram) {
  constexpr size_t kOverflowBucket = 31;
  std::vector<uint64_t> buckets(kOverflowBucket + 1, 0);
  for (size_t d = 0; d < histogram.size(); ++d)
    buckets[std::min(d, kOverflowBucket)] += histogram[d];
  uint64_t states = 0, total = 0;
  for (size_t d = 0; d < buckets.size(); ++d) {
    states += buckets[d];
    total += d * buckets[d];
  }
  if (states == 0)
    return std::nullopt;
  size_t min = 0, max = 0, p95 = 0;
  while (buckets[min] == 0)
    ++min;
  for (size_t d = 0; d < buckets.size(); ++d)
    if (buckets[d])
      max = d;
  const auto pos = static_cast<uint64_t>(static_cast<double>(states) * 0.95);
  uint64_t seen = 0;
  for (size_t d = 0; d < buckets.size(); ++d) {
    seen += buckets[d];
    if (seen > pos) {
      p95 = d;
      break;
    }
  }
  long mean = std::lround(static_cast<double>(total) / static_cast<double>(states));
  return "The average outdegree of the complete state graph is " + std::to_string(mean) + " (minimum is " +
         std::to_string(min) + ", the maximum " + std::to_string(max) + " and the 95th percentile is " +
         std::to_string(p95) + ").";
}

std::string megabytes(uint64_t bytes) { return grouped((bytes + (1u << 20) - 1) >> 20) + " MB"; }

std::string outOfMemoryText(const std::string &doing) {
  std::string text = std::string(eval::kOutOfMemoryText) + "\ntlacore ran out of memory while " + doing;
  rlimit as{};
  if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
    text += " (the process's address space is limited to " + megabytes(as.rlim_cur) + ": ulimit -v)";
  return text + ".";
}

} // namespace tlacore::engine
