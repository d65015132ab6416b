// Every small model of the Examples corpus with temporal properties,
// checked with the liveness graph forced to disk (a 1-byte window: its
// files' pages leave memory every millisecond, so the check reads them back
// through the page cache or the disk) gives what the in-memory run gives:
// TLC's whole text at 1 worker (verdict, counts, the lasso of a violation),
// and the verdict, the trace and the counts of a finished search at 2 and
// 8 workers. The repository's liveness fixtures (corpus/liveness: lassos
// that stutter and that loop) too.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "example_models.h"

namespace tlacore::engine {
namespace {

namespace fs = std::filesystem;

using testmodels::checkModel;
using testmodels::ExampleModel;
using testmodels::Observed;
using Row = ExampleModel;

std::string traceText(const RunResult &r) {
  std::string s;
  for (const RunResult::State &st : r.trace) {
    s += std::to_string(st.number) + " " + st.action + "\n";
    for (const auto &[name, value] : st.variables)
      s += "  " + name + " = " + value + "\n";
  }
  return s + (r.stuttering ? "stuttering" : "back to " + std::to_string(r.backToState));
}

TEST(LiveDisk, EverySmallLivenessExampleModelRunsAsInMemory) {
  fs::path examples = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples";
  if (!fs::exists(examples / "expected.tsv"))
    GTEST_SKIP() << "no Examples corpus at " << examples;
  std::vector<Row> rows = testmodels::smallExampleModels(examples, true);
  ASSERT_GT(rows.size(), 20u);
  fs::path fixtures = fs::path(TLACORE_SOURCE_DIR) / "corpus" / "liveness";
  for (const char *cfg : {"Idle.cfg", "Weak.cfg", "Strong.cfg"})
    rows.push_back({fixtures / "Flicker.tla", fixtures / cfg});
  size_t onDisk = 0, violations = 0;
  for (const Row &row : rows) {
    const fs::path &tla = row.tla, &cfg = row.cfg;
    std::error_code ec;
    fs::path before = fs::current_path();
    fs::current_path(tla.parent_path(), ec); // specs that read files do so from their folder
    for (int workers : {1, 2, 8}) {
      RunOptions free;
      free.workers = workers;
      RunOptions disk = free;
      disk.livenessWindowBytes = 1;
      Observed a = checkModel(tla, cfg, free);
      Observed b = checkModel(tla, cfg, disk);
      std::string what = tla.string() + " " + cfg.string() + ", workers " + std::to_string(workers);
      EXPECT_EQ(a.result.exitCode, b.result.exitCode) << what;
      EXPECT_EQ(a.result.outcome, b.result.outcome) << what;
      EXPECT_EQ(traceText(a.result), traceText(b.result)) << what;
      if (workers == 1 || a.result.outcome == "success") {
        EXPECT_EQ(a.result.generated, b.result.generated) << what;
        EXPECT_EQ(a.result.distinct, b.result.distinct) << what;
        EXPECT_EQ(a.result.depth, b.result.depth) << what;
      }
      if (workers == 1)
        EXPECT_EQ(a.text, b.text) << what;
      EXPECT_EQ(a.result.livenessDiskBytes, 0u) << what;
      onDisk += b.result.livenessDiskBytes > 0;
      violations += workers == 1 && b.result.outcome == "temporalPropertyViolated";
    }
    fs::current_path(before, ec);
  }
  std::printf("%zu models, %zu runs with the graph on disk, %zu lassos compared\n", rows.size(), onDisk, violations);
  EXPECT_GT(onDisk, rows.size() * 2) << "the liveness graph did not go to disk";
  EXPECT_GT(violations, 0u) << "no lasso was compared";
}

} // namespace
} // namespace tlacore::engine
