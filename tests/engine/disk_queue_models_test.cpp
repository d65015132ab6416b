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

#include "engine.h"
#include "model_loader.h"
#include "output_sink.h"

namespace tlacore::engine {
namespace {

namespace fs = std::filesystem;

std::string masked(const std::string &text) {
  static const std::regex date(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)");
  static const std::regex finished(R"(Finished in [0-9]+(ms|s))");
  return std::regex_replace(std::regex_replace(text, date, "DATE"), finished, "Finished in T");
}

struct Observed {
  RunResult result;
  std::string text;
};

Observed checkModel(const fs::path &tla, const fs::path &cfg, RunOptions o) {
  LoadResult load = loadModel({tla.string(), {}}, {cfg.string(), {}, {}});
  Observed out;
  if (load.status != LoadStatus::Ok)
    return out;
  StringSink sink;
  o.output = &sink;
  out.result = run(*load.model, o);
  out.text = masked(sink.text());
  return out;
}

struct Row {
  std::string module, cfg;
};

// The exhaustive-search models TLC checks within 3 s that have states
// (constant-level ones never reach the queue).
std::vector<Row> smallModels(const fs::path &examples) {
  std::vector<Row> rows;
  std::ifstream in(examples / "expected.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("module\t", 0) == 0)
      continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');)
      f.push_back(cell);
    if (f.size() < 8 || f[2].find("simulate") != std::string::npos || f[4] == "0" || f[4].empty())
      continue;
    if (std::stod(f[7].empty() ? "99" : f[7]) <= 3.0)
      rows.push_back({f[0], f[1]});
  }
  return rows;
}

TEST(DiskQueue, EverySmallExampleModelRunsAsWithoutDisk) {
  fs::path examples = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples";
  if (!fs::exists(examples / "expected.tsv"))
    GTEST_SKIP() << "no Examples corpus at " << examples;
  std::vector<Row> rows = smallModels(examples);
  ASSERT_GT(rows.size(), 30u);
  size_t spilledRuns = 0;
  for (const Row &row : rows) {
    fs::path tla = examples / row.module, cfg = examples / row.cfg;
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
      std::string what = row.module + " " + row.cfg + ", workers " + std::to_string(workers);
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
