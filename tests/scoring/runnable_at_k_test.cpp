// Runnable@k (scoring/runnable_at_k.h): the estimator against the exact
// ratio of binomial coefficients for every small (n, c, k), its edges, its
// stability for large n, and `tlacore runnable-at-k` on generated models.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "runnable_at_k.h"
#include "spec_files.h"

namespace tlacore::scoring {
namespace {

// C(n, k) exactly (small n).
long double binomial(uint64_t n, uint64_t k) {
  if (k > n)
    return 0;
  long double r = 1;
  for (uint64_t i = 1; i <= k; ++i)
    r = r * static_cast<long double>(n - k + i) / static_cast<long double>(i);
  return r;
}

TEST(RunnableAtK, EqualsOneMinusBinomialRatioForAllSmallCounts) {
  for (uint64_t n = 1; n <= 30; ++n)
    for (uint64_t c = 0; c <= n; ++c)
      for (uint64_t k = 1; k <= n; ++k) {
        std::optional<double> r = runnableAtK(n, c, k);
        ASSERT_TRUE(r) << n << " " << c << " " << k;
        double exact = static_cast<double>(1.0L - binomial(n - c, k) / binomial(n, k));
        EXPECT_NEAR(*r, exact, 1e-12) << "n=" << n << " c=" << c << " k=" << k;
      }
}

TEST(RunnableAtK, EdgesAndLargeCounts) {
  EXPECT_EQ(runnableAtK(10, 0, 1), 0.0);
  EXPECT_EQ(runnableAtK(10, 10, 1), 1.0);
  EXPECT_EQ(runnableAtK(10, 3, 8), 1.0); // every draw of 8 includes a runnable one
  EXPECT_NEAR(*runnableAtK(10, 3, 1), 0.3, 1e-15); // k = 1: the fraction runnable
  EXPECT_FALSE(runnableAtK(5, 2, 6));
  EXPECT_FALSE(runnableAtK(5, 6, 1));
  EXPECT_FALSE(runnableAtK(5, 2, 0));
  // Large n: finite, in [0, 1], monotone in k, and k = 1 still c / n.
  double previous = 0;
  for (uint64_t k : {1, 2, 10, 100, 1000}) {
    std::optional<double> r = runnableAtK(1'000'000, 1000, k);
    ASSERT_TRUE(r);
    EXPECT_TRUE(std::isfinite(*r));
    EXPECT_GE(*r, previous);
    EXPECT_LE(*r, 1.0);
    previous = *r;
  }
  EXPECT_NEAR(*runnableAtK(1'000'000, 1000, 1), 0.001, 1e-12);
  // The mean over tasks; undefined when a task has fewer than k models.
  EXPECT_NEAR(*meanRunnableAtK({{4, 1}, {4, 3}}, 1), 0.5, 1e-15);
  EXPECT_FALSE(meanRunnableAtK({{4, 1}, {1, 1}}, 2));
  EXPECT_FALSE(meanRunnableAtK({}, 1));
}

// Four models for one task: two run (one in a folder of its own), one
// deadlocks, one has a syntax error; a module without a cfg is not a model.
TEST(RunnableAtK, CommandChecksEachModelOfATask) {
  const std::string ok = "---- MODULE Ok ----\nEXTENDS Helper\nVARIABLE x\nInit == x = Zero\nNext == x' = 1 - x\n====\n";
  scoringtest::SpecFiles dir(
      {{"task/Helper.tla", "---- MODULE Helper ----\nEXTENDS Naturals\nZero == 0\n====\n"},
       {"task/Ok.tla", ok},
       {"task/Ok.cfg", "INIT Init\nNEXT Next\n"},
       {"task/Dead.tla", "---- MODULE Dead ----\nVARIABLE x\nInit == x = 0\nNext == FALSE /\\ x' = x\n====\n"},
       {"task/Dead.cfg", "INIT Init\nNEXT Next\n"},
       {"task/Bad.tla", "---- MODULE Bad ----\nVARIABLE x\nInit == x = \n====\n"},
       {"task/Bad.cfg", "INIT Init\nNEXT Next\n"},
       {"task/model4/Sub.tla", "---- MODULE Sub ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n"},
       {"task/model4/Sub.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "runnable-at-k -k 1 -k 2 -k 3 --json task");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find(R"("runnableAtK": {"1": 0.5000, "2": 0.8333, "3": 1.0000})"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"("n": 4, "c": 2)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"("category":"violation","kind":"deadlock")"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(R"("category":"syntax")"), std::string::npos) << r.out;
  r = scoringtest::tlacore(dir.path(), "runnable-at-k -k 2 --counts 10:3 --counts 5:0");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("Runnable@2: 0.2667"), std::string::npos) << r.out; // (1 - 21/45 + 0) / 2
}

} // namespace
} // namespace tlacore::scoring
