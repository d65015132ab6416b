// The conformance metric on the benchmark models with traces in ../shared:
// each trace passes exactly when TLC 1.8.0 accepted it (traces/index.tsv),
// so the pass rate is TLC's. PGo's dqueue always; etcd's raft (minutes of
// CPU) with TLACORE_SCORE_FULL set. A model that replaces the trace spec's
// copy of its module is the one checked.
#include <gtest/gtest.h>

#include <cstdlib>

#include "reference_data.h"
#include "score_model.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;
using namespace tlacore::scoring::testing;

namespace {

fs::path tracesDir() { return sharedDir() / "traces"; }

void expectTlcPassRate(const std::string &folder, const std::string &model) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  ScoreRequest req;
  req.model = (tracesDir() / folder / model).string();
  req.tracesDir = (tracesDir() / folder).string();
  req.metrics = {"conformance"};
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.conformance && r.conformance->score) << (r.conformance ? r.conformance->error : "");
  size_t tlcAccepted = 0, agree = 0;
  for (const TraceVerdict &v : r.conformance->traces) {
    SCOPED_TRACE(v.id + ": " + v.reason);
    bool tlc = v.expectedAccepted.value_or(false); // TLC's timeouts did not pass either
    EXPECT_EQ(v.passed, tlc);
    EXPECT_FALSE(v.modelSubstituted); // the folder's own model
    tlcAccepted += tlc ? 1 : 0;
    agree += v.passed == tlc ? 1 : 0;
  }
  EXPECT_DOUBLE_EQ(*r.conformance->score,
                   static_cast<double>(tlcAccepted) / static_cast<double>(r.conformance->traces.size()));
  std::cout << folder << ": " << agree << "/" << r.conformance->traces.size() << " traces as TLC, pass rate "
            << *r.conformance->score << "\n";
}

TEST(ConformanceReference, PgoDqueuePassRateIsTlcs) { expectTlcPassRate("sysmobench-pgo-dqueue", "dqueue.tla"); }

TEST(ConformanceReference, EtcdRaftPassRateIsTlcs) {
  if (!std::getenv("TLACORE_SCORE_FULL"))
    GTEST_SKIP() << "etcd's traces take minutes of CPU (a 300 s limit on the full trace); set TLACORE_SCORE_FULL";
  expectTlcPassRate("etcd-io-raft", "etcdraft.tla");
}

TEST(ConformanceReference, TheScoredModelReplacesTheTraceSpecsCopy) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  // The model the benchmark's generator wrote for dqueue (not PGo's): the
  // trace spec now reads it, and cannot (its constants differ), so no trace passes.
  fs::path dir = fs::temp_directory_path() / ("tlacore-conf-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::copy_file(tracesDir() / "sysmobench-pgo-dqueue" / "dqueue_sysmobench_generated.tla.txt", dir / "dqueue.tla",
                fs::copy_options::overwrite_existing);
  ScoreRequest req;
  req.model = (dir / "dqueue.tla").string();
  req.tracesDir = (tracesDir() / "sysmobench-pgo-dqueue").string();
  req.metrics = {"conformance"};
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.conformance && r.conformance->score);
  EXPECT_EQ(*r.conformance->score, 0.0);
  for (const TraceVerdict &v : r.conformance->traces) {
    EXPECT_TRUE(v.modelSubstituted);
    EXPECT_EQ(v.exitCode, 150);
    EXPECT_NE(v.reason.find("dqueue"), std::string::npos) << v.reason;
  }
  fs::remove_all(dir);
}

TEST(ConformanceReference, AFolderWithoutManifestIsAClearError) {
  ScoreRequest req;
  req.model = (fs::path(TLACORE_SOURCE_DIR) / "README.md").string();
  req.tracesDir = fs::temp_directory_path().string();
  req.metrics = {"conformance"};
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.conformance);
  EXPECT_FALSE(r.conformance->score);
  EXPECT_NE(r.conformance->error.find("index.tsv"), std::string::npos) << r.conformance->error;
}

} // namespace
