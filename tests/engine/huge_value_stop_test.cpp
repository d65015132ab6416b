// A budget stops every search mode inside one huge value, not only between
// states: BFS, simulation (one and two workers) and DFID, the value built
// in Init or in Next (the loops that build large values poll the run's halt
// flag, value/interrupt.h). Without it a wall-time budget of 0.3 s would wait
// for the 2^24 subsets below, minutes of work.
#include <gtest/gtest.h>

#include <string>

#include "engine.h"

namespace tlacore::engine {
namespace {

const char *const kHugeFilter = "IF \\E s \\in SUBSET (1..24) : Cardinality(s) = 100 THEN 1 ELSE 0";

std::string spec(bool inInit) {
  std::string huge = kHugeFilter;
  std::string init = inInit ? "x = 0 /\\ y = " + huge : "x = 0 /\\ y = 0";
  std::string next = inInit ? "x' = x + 1 /\\ y' = y" : "x' = x + 1 /\\ y' = " + huge;
  return "---- MODULE Huge ----\nEXTENDS Naturals, FiniteSets\nVARIABLES x, y\nInit == " + init +
         "\nNext == " + next + "\n====\n";
}

const char *modeName(SearchMode m) {
  return m == SearchMode::Bfs ? "bfs" : m == SearchMode::Simulate ? "simulate" : "dfid";
}

TEST(HugeValueStop, WallTimeBudgetStopsEveryModeInsideOneValue) {
  for (bool inInit : {true, false})
    for (SearchMode mode : {SearchMode::Bfs, SearchMode::Simulate, SearchMode::Dfid})
      for (int workers : {1, 2}) {
        if (mode == SearchMode::Dfid && workers == 2)
          continue; // DFID runs on one thread
        LoadResult load = loadModel({"Huge.tla", spec(inInit)}, {"Huge.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
        ASSERT_EQ(load.status, LoadStatus::Ok);
        RunOptions o;
        o.mode = mode;
        o.workers = workers;
        o.dfidLevel = 10;
        o.budgets.wallSeconds = 0.3;
        StringSink sink;
        o.output = &sink;
        RunResult r = run(*load.model, o);
        std::string what = std::string(modeName(mode)) + (inInit ? ", Init" : ", Next") + ", workers " +
                           std::to_string(workers);
        EXPECT_EQ(r.stopReason, StopReason::WallTime) << what << "\n" << sink.text();
        EXPECT_EQ(r.outcome, "stopped") << what;
        EXPECT_LT(r.seconds, 5.0) << what; // 0.3 s and a loaded machine's slack
        EXPECT_NE(sink.text().find("time budget"), std::string::npos) << what << "\n" << sink.text();
      }
}

} // namespace
} // namespace tlacore::engine
