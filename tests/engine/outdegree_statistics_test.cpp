// TLC's closing line on the outdegree of the state graph: each worker keeps the
// number of new successors per expanded state in a FixedSizedBucketStatistics
// of 32 buckets (Worker.java), so 31 or more new successors count as 31 for the
// maximum, the mean and the percentile; the 95th percentile is the first
// bucket whose running count exceeds (int)(samples * 0.95)
// (AbstractBucketStatistics.getPercentile). TLC 1.8.0 printed "the maximum 31"
// for SpanTreeRandom and MCNanoMedium (reference/examples), whose largest
// expansions bring 36 and 40 new states.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine.h"
#include "output_sink.h"
#include "tlc_text.h"

namespace tlacore::engine {
namespace {

std::string line(int mean, int min, int max, int p95) {
  return "The average outdegree of the complete state graph is " + std::to_string(mean) + " (minimum is " +
         std::to_string(min) + ", the maximum " + std::to_string(max) + " and the 95th percentile is " +
         std::to_string(p95) + ").";
}

TEST(OutdegreeStatistics, HistogramAsTlcsBuckets) {
  struct Case {
    std::vector<uint64_t> histogram; // histogram[d]: expanded states with d new successors
    std::string want;
  };
  auto one = [](size_t d, uint64_t zeros) {
    std::vector<uint64_t> h(d + 1, 0);
    h[0] = zeros;
    h[d] += 1;
    return h;
  };
  const Case cases[] = {
      {one(30, 30), line(1, 0, 30, 0)},
      {one(31, 31), line(1, 0, 31, 0)},
      {one(32, 32), line(1, 0, 31, 0)},   // the overflow bucket
      {one(36, 36), line(1, 0, 31, 0)},   // SpanTreeRandom's largest expansion
      {one(100, 100), line(0, 0, 31, 0)}, // the mean counts the capped 31: 31/101
      {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 4},
       line(31, 31, 31, 31)}, // all above the cap: the minimum too
      // 20 samples: (int)(20 * 0.95) = 19, so the percentile is the bucket
      // where the running count exceeds 19, not where it reaches 19.
      {one(19, 19), line(1, 0, 19, 19)},
      {one(5, 24), line(0, 0, 5, 0)},
      {{3, 2, 1}, line(1, 0, 2, 2)}, // 6 samples: pos 5, the running count exceeds 5 at bucket 2
  };
  for (const Case &c : cases) {
    std::optional<std::string> got = outdegreeText(c.histogram);
    ASSERT_TRUE(got.has_value());
    EXPECT_EQ(*got, c.want);
  }
  EXPECT_FALSE(outdegreeText({}).has_value());
  EXPECT_FALSE(outdegreeText({0, 0}).has_value());
}

// A run whose initial state x = 0 has K successors x = 1..K that have none.
std::string runWithFanOut(int k) {
  CheckRequest req;
  req.spec = {"T.tla", "---- MODULE T ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                       "Next == x = 0 /\\ x' \\in 1.." +
                           std::to_string(k) + "\n====\n"};
  req.config.path = "T.cfg";
  req.config.text = "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n";
  StringSink sink;
  req.run.output = &sink;
  CheckOutcome co = check(req);
  EXPECT_EQ(co.result.exitCode, 0) << co.result.message;
  return sink.text();
}

TEST(OutdegreeStatistics, RunsCapAtThirtyOne) {
  struct Case {
    int k;
    std::string want;
  };
  const Case cases[] = {
      {19, line(1, 0, 19, 19)}, {30, line(1, 0, 30, 0)},  {31, line(1, 0, 31, 0)},
      {36, line(1, 0, 31, 0)},  {40, line(1, 0, 31, 0)},  {100, line(0, 0, 31, 0)},
  };
  for (const Case &c : cases) {
    std::string out = runWithFanOut(c.k);
    EXPECT_NE(out.find(c.want), std::string::npos) << c.k << "\n" << out;
  }
}

} // namespace
} // namespace tlacore::engine
