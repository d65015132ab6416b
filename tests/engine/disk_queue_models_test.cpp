// Every small model of the Examples corpus checked with the BFS queue and
// the state records forced to disk (a 1-byte budget for each: every unit of
// states and every full chunk of records is written and read back) gives
// what the unbounded run gives: TLC's whole text at 1 worker (counts,
// depth, traces, liveness lassos, coverage-free output), and the verdict
// and counts of a finished search at 2 workers.
#include <gtest/gtest.h>

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

TEST(DiskQueue, EverySmallExampleModelRunsAsWithoutDisk) {
  fs::path examples = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples";
  if (!fs::exists(examples / "expected.tsv"))
    GTEST_SKIP() << "no Examples corpus at " << examples;
  std::vector<Row> rows = testmodels::smallExampleModels(examples, false);
  ASSERT_GT(rows.size(), 30u);
  size_t spilledRuns = 0;
  for (const Row &row : rows) {
    const fs::path &tla = row.tla, &cfg = row.cfg;
    fs::path dir = tla.parent_path();
    std::error_code ec;
    fs::path before = fs::current_path();
    fs::current_path(dir, ec); // specs that read files do so from their folder
    for (int workers : {1, 2}) {
      RunOptions free;
      free.workers = workers;
      RunOptions disk = free;
      disk.queueBudgetBytes = 1;
      disk.recordBudgetBytes = 1;
      Observed a = checkModel(tla, cfg, free);
      Observed b = checkModel(tla, cfg, disk);
      std::string what = tla.filename().string() + " " + cfg.filename().string() + ", workers " + std::to_string(workers);
      EXPECT_EQ(a.result.exitCode, b.result.exitCode) << what;
      EXPECT_EQ(a.result.outcome, b.result.outcome) << what;
      if (workers == 1 || a.result.outcome == "success") {
        EXPECT_EQ(a.result.generated, b.result.generated) << what;
        EXPECT_EQ(a.result.distinct, b.result.distinct) << what;
        EXPECT_EQ(a.result.depth, b.result.depth) << what;
      }
      if (workers == 1)
        EXPECT_EQ(a.text, b.text) << what;
      else
        EXPECT_EQ(a.result.trace.size(), b.result.trace.size()) << what;
      spilledRuns += b.result.queueSpilledStates > 0;
    }
    fs::current_path(before, ec);
  }
  EXPECT_GT(spilledRuns, rows.size()) << "the queue did not go to disk";
}

} // namespace
} // namespace tlacore::engine
