// -dfid's success line "based on the actual fingerprints": MemFPIntSet.checkFPs
// (explore/fp_int_set_distance.h) against a literal transcription of TLC's
// table and loops.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "explore/fp_int_set_distance.h"

namespace {

// MemFPIntSet as TLC 1.8.0 writes it: buckets of (hi, lo, status) int
// triples, index fp & mask, rehash when count >= threshold (2^16 buckets, 20
// per bucket), and checkFPs' two loops with Java's long arithmetic.
struct JavaMemFpIntSet {
  std::vector<std::vector<int32_t>> table = std::vector<std::vector<int32_t>>(1 << 16);
  int64_t count = 0, threshold = (1 << 16) * 20;
  uint64_t mask = (1 << 16) - 1;

  void put(uint64_t fp) {
    if (count >= threshold) {
      std::vector<std::vector<int32_t>> bigger(table.size() * 2);
      for (const auto &list : table)
        for (size_t j = 0; j < list.size(); j += 2) {
          uint64_t f = (static_cast<uint64_t>(static_cast<uint32_t>(list[j])) << 32) | static_cast<uint32_t>(list[j + 1]);
          bigger[f & (bigger.size() - 1)].insert(bigger[f & (bigger.size() - 1)].end(), {list[j], list[j + 1]});
        }
      table.swap(bigger);
      threshold *= 2;
      mask = table.size() - 1;
    }
    table[fp & mask].insert(table[fp & mask].end(), {static_cast<int32_t>(fp >> 32), static_cast<int32_t>(fp)});
    ++count;
  }

  static int64_t sub(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)); }
  static int64_t javaAbs(int64_t a) { return a < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : a; }
  // ((long) bucket[j]) << 32 | bucket[j+1]: the int is sign-extended.
  static int64_t value(const std::vector<int32_t> &b, size_t j) {
    return static_cast<int64_t>(static_cast<uint64_t>(static_cast<int64_t>(b[j])) << 32) | static_cast<int64_t>(b[j + 1]);
  }

  int64_t checkFPs() const {
    int64_t dis = std::numeric_limits<int64_t>::max();
    for (size_t i = 0; i < table.size(); ++i) {
      const auto &bucket = table[i];
      for (size_t j = 0; j < bucket.size(); j += 2) {
        for (size_t k = j + 2; k < bucket.size(); k += 2)
          dis = std::min(dis, javaAbs(sub(value(bucket, j), value(bucket, k))));
        for (size_t k = i + 1; k < table.size(); ++k)
          for (size_t m = 0; m < table[k].size(); m += 2) {
            int64_t x = value(bucket, j), y = value(table[k], m);
            int64_t dis1 = x > y ? sub(x, y) : sub(y, x);
            if (dis1 >= 0)
              dis = std::min(dis, dis1);
          }
      }
    }
    return dis;
  }
};

int64_t javaDistance(const std::vector<uint64_t> &fps) {
  JavaMemFpIntSet s;
  for (uint64_t f : fps)
    s.put(f);
  return s.checkFPs();
}

TEST(DfidSuccessEstimate, DistanceIsMemFpIntSetsOnEveryKindOfFingerprintSet) {
  std::mt19937_64 rng(42);
  const uint64_t bit31 = uint64_t{1} << 31, top = uint64_t{1} << 63;
  std::vector<std::pair<std::string, std::vector<uint64_t>>> cases = {
      {"empty", {}},
      {"one", {12345}},
      {"two close", {1000, 1003}},
      {"low word bit 31 set: sign-extended", {0x00000001'80000000ULL, 0x7FFF0000'80000005ULL}},
      {"equal rebuilt values: distance 0", {0x00000001'80000000ULL, 0x00000002'80000000ULL}},
      {"one bucket, far apart: wrapped", {0x7FFFFFFF'00000000ULL, 0x80000000'00010000ULL}},
      {"one bucket, exactly 2^63 apart", {0x10000000'00000000ULL, 0x10000000'00000000ULL + top}},
      {"two buckets, far apart: skipped", {0x7FFFFFFF'00000001ULL, 0x80000000'00000002ULL}},
      {"negative and positive", {0xFFFFFFFF'00000010ULL, 0x00000000'00000020ULL}},
  };
  for (int n : {3, 17, 200, 2000}) {
    std::vector<uint64_t> random, lowBit, sameBucket;
    for (int i = 0; i < n; ++i) {
      random.push_back(rng());
      lowBit.push_back(rng() | bit31);
      sameBucket.push_back((rng() & ~uint64_t{0xFFFF}) | 0x1234);
    }
    cases.push_back({"random " + std::to_string(n), random});
    cases.push_back({"bit 31 set " + std::to_string(n), lowBit});
    cases.push_back({"one bucket " + std::to_string(n), sameBucket});
  }
  for (const auto &[name, fps] : cases)
    EXPECT_EQ(tlacore::explore::memFpIntSetDistance(fps), javaDistance(fps)) << name;
}

// More than 2^16 * 20 fingerprints: the table has grown to 2^17 buckets. The
// fingerprints i << 42 lie 2^42 apart in bucket 0; x and y are 0x80030000
// apart once wrapped, in one bucket under 2^16 buckets but not under 2^17,
// so they must not count.
TEST(DfidSuccessEstimate, DistanceAfterTheTableGrows) {
  std::vector<uint64_t> fps;
  for (uint64_t i = 0; i < (1 << 16) * 20 + 5; ++i)
    fps.push_back(i << 42);
  fps.push_back(0x7FFFFFFF'7FFE0000ULL);
  fps.push_back(0x80000000'00010000ULL);
  EXPECT_EQ(tlacore::explore::memFpIntSetDistance(fps), int64_t{1} << 42);
  fps.resize(100); // a small table: x and y share bucket 0
  fps.push_back(0x7FFFFFFF'7FFE0000ULL);
  fps.push_back(0x80000000'00010000ULL);
  EXPECT_EQ(tlacore::explore::memFpIntSetDistance(fps), 0x80030000) << "wrapped within one bucket";
  EXPECT_EQ(tlacore::explore::memFpIntSetDistance(fps), javaDistance(fps));
}

} // namespace
