// The runtime metric with seeds 1..20 equals, on every model of
// ../shared/reference/sysmobench-runtime, the score the benchmark's own
// aggregation computed from TLC 1.8.0's 20 outputs; so do the sets it is
// made of (all actions, covered, error actions).
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "reference_data.h"
#include "score_model.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;
using namespace tlacore::scoring::testing;

namespace {

std::set<std::string> asSet(const std::string &list) {
  auto v = splitComma(list);
  return {v.begin(), v.end()};
}

TEST(RuntimeReference, EveryModelScoresAsTheBenchmark) {
  fs::path scores = referenceDir() / "sysmobench-runtime" / "scores.tsv";
  if (!fs::exists(scores))
    GTEST_SKIP() << "no " << scores << " (../shared absent)";
  auto rows = readTsv(scores);
  ASSERT_EQ(rows.size(), 15u);
  int agree = 0;
  for (auto &row : rows) {
    SCOPED_TRACE(row["model_id"]);
    ScoreRequest req;
    req.model = (sharedDir() / row["model_path"]).string();
    req.metrics = {"runtime"};
    for (int s = 1; s <= 20; ++s)
      req.runtime.seeds.push_back(s);
    ScoreReport rep = scoreModel(req);
    ASSERT_TRUE(rep.runtime && rep.runtime->score);
    const RuntimeScore &r = *rep.runtime;
    EXPECT_EQ(r.actions, asSet(row["all_actions"]));
    EXPECT_EQ(r.covered, asSet(row["covered_list"]));
    EXPECT_EQ(r.errorActions, asSet(row["error_list"]));
    double want = std::stod(row["score"]);
    EXPECT_NEAR(*r.score, want, 0.00005) << r.reason;
    EXPECT_FALSE(r.reason.empty());
    agree += std::fabs(*r.score - want) < 0.00005 ? 1 : 0;
  }
  EXPECT_EQ(agree, 15);
  std::cout << "runtime metric: " << agree << "/" << rows.size() << " models agree with the benchmark\n";
}

} // namespace
