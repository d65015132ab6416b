// The search's periphery: progress reports, the memory bound, POSTCONDITION,
// ALIAS and depth-first iterative deepening, on the specs in
// corpus/bfs_features.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "check_test_helpers.h"
#include "eval/enumerator.h"
#include "explore/alias.h"
#include "explore/dfid.h"
#include "explore/memory.h"
#include "explore/postcondition.h"

namespace tlacore {
namespace {

using explore::Outcome;

std::string corpus(const std::string &name) { return std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features/" + name; }

// A corpus spec and its model, loaded through the engine.
std::unique_ptr<checktest::LoadedSpec> load(const std::string &tla, const std::string &cfg) {
  return std::make_unique<checktest::LoadedSpec>(checktest::loadFiles(corpus(tla), corpus(cfg)));
}

// ---- initial states ------------------------------------------------------------

TEST(BfsInitialStates, ViolationsAreTheFirstInInitOrderForEveryWorkerCount) {
  for (int workers : {1, 2}) {
    explore::CheckOptions o;
    o.workers = workers;
    checktest::CheckRun small =
        checktest::checkFiles(corpus("InitChecks.tla"), corpus("InitChecksSmall.cfg"), o);
    ASSERT_EQ(small.stage, checktest::Stage::Loaded) << small.problem;
    EXPECT_EQ(small.result.outcome, Outcome::InitInvariantViolated) << workers;
    ASSERT_EQ(small.result.trace.size(), 1u);
    EXPECT_EQ(small.result.trace[0].state[0].asInt(), 1500) << workers;
    EXPECT_EQ(small.result.distinct, 1500u) << workers;

    checktest::CheckRun error =
        checktest::checkFiles(corpus("InitChecks.tla"), corpus("InitChecksError.cfg"), o);
    EXPECT_EQ(error.result.outcome, Outcome::EvalErrorInvariant) << workers;
    ASSERT_EQ(error.result.trace.size(), 1u);
    EXPECT_EQ(error.result.trace[0].state[0].asInt(), 1700) << workers;
    // The state in error is counted once.
    EXPECT_EQ(error.result.distinct, 1700u) << workers;
    EXPECT_EQ(error.result.generated, 1700u) << workers;
  }
}

// ---- progress reports ----------------------------------------------------------

TEST(BfsProgress, ReportsDuringTheSearchWithoutChangingCounts) {
  for (int workers : {1, 2}) {
    explore::CheckOptions plain;
    plain.workers = workers;
    checktest::CheckRun base = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), plain);
    ASSERT_EQ(base.stage, checktest::Stage::Loaded) << base.problem;
    ASSERT_EQ(base.result.outcome, Outcome::Success);
    EXPECT_EQ(base.result.distinct, 41u * 41 * 41);

    std::vector<explore::ProgressInfo> reports;
    explore::CheckOptions o = plain;
    o.progressSeconds = 0; // every check point: level boundaries and chunks
    o.onProgress = [&](const explore::ProgressInfo &p) { reports.push_back(p); };
    checktest::CheckRun run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), o);
    ASSERT_EQ(run.result.outcome, Outcome::Success);
    EXPECT_EQ(run.result.generated, base.result.generated);
    EXPECT_EQ(run.result.distinct, base.result.distinct);
    EXPECT_EQ(run.result.depth, base.result.depth);
    // One report per level boundary at least (121 levels).
    ASSERT_GE(reports.size(), 120u) << workers;
    for (size_t i = 1; i < reports.size(); ++i) {
      EXPECT_GE(reports[i].generated, reports[i - 1].generated);
      EXPECT_GE(reports[i].distinct, reports[i - 1].distinct);
      EXPECT_GE(reports[i].depth, reports[i - 1].depth);
      EXPECT_LE(reports[i].distinct, run.result.distinct);
      EXPECT_LE(reports[i].generated, run.result.generated);
    }
    EXPECT_GT(reports.back().queue + reports.front().queue, 0u);
  }
}

// The first report has its own delay (TLC's runTLC waits 3 s, then reports
// every 60 s): with a long period and no first delay there is exactly one
// report, with the period alone none.
TEST(BfsProgress, TheFirstReportHasItsOwnDelay) {
  for (int workers : {1, 2}) {
    size_t reports = 0;
    explore::CheckOptions o;
    o.workers = workers;
    o.progressSeconds = 1000;
    o.progressFirstSeconds = 0;
    o.onProgress = [&](const explore::ProgressInfo &) { ++reports; };
    checktest::CheckRun run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), o);
    ASSERT_EQ(run.result.outcome, Outcome::Success);
    EXPECT_EQ(reports, 1u) << workers;
    reports = 0;
    o.progressFirstSeconds = -1; // the period: 1000 s
    run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), o);
    ASSERT_EQ(run.result.outcome, Outcome::Success);
    EXPECT_EQ(reports, 0u) << workers;
  }
}

// TLC prints "Finished computing initial states" before the search's first
// progress line: the hook runs once, first, with the initial states' count,
// and not at all when the initial states fail.
TEST(BfsProgress, InitialStatesAreReportedBeforeTheSearch) {
  for (int workers : {1, 2}) {
    std::vector<std::string> events;
    explore::CheckOptions o;
    o.workers = workers;
    o.progressSeconds = 0;
    o.onProgress = [&](const explore::ProgressInfo &) { events.push_back("progress"); };
    o.onInitDone = [&](size_t init, uint64_t) { events.push_back("init " + std::to_string(init)); };
    checktest::CheckRun run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), o);
    ASSERT_EQ(run.result.outcome, Outcome::Success);
    ASSERT_GE(events.size(), 2u);
    EXPECT_EQ(events.front(), "init " + std::to_string(run.result.initDistinct)) << workers;
    EXPECT_EQ(std::count(events.begin(), events.end(), events.front()), 1) << workers;

    size_t calls = 0;
    explore::CheckOptions failing;
    failing.workers = workers;
    failing.onInitDone = [&](size_t, uint64_t) { ++calls; };
    checktest::CheckRun bad = checktest::checkFiles(corpus("InitChecks.tla"), corpus("InitChecksSmall.cfg"), failing);
    EXPECT_EQ(bad.result.outcome, Outcome::InitInvariantViolated);
    EXPECT_EQ(calls, 0u) << workers;
  }
}

TEST(BfsProgress, NoReportsBeforeTheInterval) {
  int calls = 0;
  explore::CheckOptions o;
  o.progressSeconds = 3600;
  o.onProgress = [&](const explore::ProgressInfo &) { ++calls; };
  checktest::CheckRun run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGridSmall.cfg"), o);
  EXPECT_EQ(run.result.outcome, Outcome::Success);
  EXPECT_EQ(calls, 0);
}

// ---- memory bound --------------------------------------------------------------

TEST(BfsMemory, ParsesSizes) {
  EXPECT_EQ(explore::parseByteSize("512M"), 512ull << 20);
  EXPECT_EQ(explore::parseByteSize("4G"), 4ull << 30);
  EXPECT_EQ(explore::parseByteSize("1.5g"), 3ull << 29);
  EXPECT_EQ(explore::parseByteSize("100K"), 102400u);
  EXPECT_EQ(explore::parseByteSize("65536"), 65536u);
  EXPECT_EQ(explore::parseByteSize("2GB"), 2ull << 30);
  EXPECT_FALSE(explore::parseByteSize("lots"));
  EXPECT_FALSE(explore::parseByteSize("12Q"));
  EXPECT_GT(explore::residentBytes(), 0u);
}

// A search halted through its RunControl (as the engine's budgets and stop
// token halt it) stops between states with consistent partial counts.
TEST(BfsControl, StopsCleanlyWithTheCountsSoFar) {
  for (int workers : {1, 2}) {
    explore::RunControl control;
    explore::CheckOptions o;
    o.workers = workers;
    o.control = &control;
    std::atomic<bool> done{false};
    std::thread stopper([&] {
      while (!done.load() && control.states.load() < 20000)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      control.halt.store(true);
    });
    checktest::CheckRun run = checktest::checkFiles(corpus("BigGrid.tla"), corpus("BigGrid.cfg"), o);
    done.store(true);
    stopper.join();
    ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
    ASSERT_EQ(run.result.outcome, Outcome::Stopped) << workers;
    EXPECT_GE(control.states.load(), run.result.distinct);
    EXPECT_GT(run.result.distinct, 1000u);
    EXPECT_LT(run.result.distinct, 121u * 121 * 121);
    EXPECT_GT(run.result.queueLeft, 0u);
    EXPECT_GE(run.result.generated, run.result.distinct);
    EXPECT_GT(run.result.depth, 1);
  }
}

// ---- POSTCONDITION -------------------------------------------------------------

TEST(Postcondition, EvaluatedOnTheFinishedSearch) {
  eval::Evaluator::RunStats stats;
  stats.generated = 6;
  stats.distinct = 6;
  auto t = load("Post.tla", "PostTrue.cfg");
  ASSERT_TRUE(t->model);
  EXPECT_EQ(explore::checkPostcondition(*t->model, stats).status, explore::PostconditionStatus::Holds);
  auto f = load("Post.tla", "PostFalse.cfg");
  ASSERT_TRUE(f->model);
  EXPECT_EQ(explore::checkPostcondition(*f->model, stats).status, explore::PostconditionStatus::Violated);
  // TLCGet("stats") reports the counts of the finished search.
  auto s = load("Post.tla", "PostStats.cfg");
  ASSERT_TRUE(s->model);
  EXPECT_EQ(explore::checkPostcondition(*s->model, stats).status, explore::PostconditionStatus::Holds);
  stats.distinct = 7;
  EXPECT_EQ(explore::checkPostcondition(*s->model, stats).status, explore::PostconditionStatus::Violated);
  // No POSTCONDITION: nothing to check.
  auto none = load("BigGrid.tla", "BigGridSmall.cfg");
  ASSERT_TRUE(none->model);
  EXPECT_EQ(explore::checkPostcondition(*none->model, stats).status, explore::PostconditionStatus::Holds);
}

// ---- ALIAS ---------------------------------------------------------------------

TEST(Alias, TraceStatesAsTheAliasRecord) {
  auto l = load("Aliased.tla", "Aliased.cfg");
  ASSERT_TRUE(l->model);
  ASSERT_TRUE(l->model->alias);
  eval::Evaluator ev(*l->model);
  using val::Value;
  std::vector<Value> s1{Value::integer(1), Value::integer(2)}, s2{Value::integer(2), Value::integer(4)};
  auto fields = explore::evalAlias(*l->model, ev, s1, s2, 2);
  ASSERT_TRUE(fields);
  ASSERT_EQ(fields->size(), 4u);
  // The order the definition writes the fields in, `@@` left to right.
  EXPECT_EQ((*fields)[0].name, "zeta");
  EXPECT_EQ((*fields)[1].name, "next_a");
  EXPECT_EQ((*fields)[2].name, "lvl");
  EXPECT_EQ((*fields)[3].name, "alpha");
  EXPECT_EQ((*fields)[0].value, Value::integer(3));
  EXPECT_EQ((*fields)[1].value, Value::integer(2)); // a' is the next state's a
  EXPECT_EQ((*fields)[2].value, Value::integer(2)); // TLCGet("level"): the position in the trace
  EXPECT_EQ((*fields)[3].value, Value::integer(2));
  // The last state of a trace is its own successor.
  auto last = explore::evalAlias(*l->model, ev, s2, s2, 3);
  ASSERT_TRUE(last);
  EXPECT_EQ((*last)[1].value, Value::integer(2));
  // Without an ALIAS the variables are printed.
  auto plain = load("Post.tla", "PostTrue.cfg");
  ASSERT_TRUE(plain->model);
  eval::Evaluator ev2(*plain->model);
  std::vector<Value> n{Value::integer(0)};
  EXPECT_FALSE(explore::evalAlias(*plain->model, ev2, n, n, 1));
}

// ---- -dfid ---------------------------------------------------------------------

TEST(Dfid, IterativeDeepeningAsTlc) {
  auto l = load("Dfid.tla", "Dfid.cfg");
  ASSERT_TRUE(l->model);
  std::vector<int64_t> levels;
  explore::DfidOptions o;
  o.maxLevel = 10;
  o.checkDeadlock = false;
  o.onLevelStart = [&](int64_t level, uint64_t, uint64_t) { levels.push_back(level); };
  explore::DfidResult r = explore::runDfid(*l->model, o);
  EXPECT_EQ(r.result.outcome, Outcome::Success);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.result.distinct, 11u); // 0..6 and 10..13
  // Each iteration expands again what the previous ones did (TLC's counts).
  EXPECT_EQ(r.result.generated, 45u);
  EXPECT_EQ(levels, (std::vector<int64_t>{2, 3, 4, 5, 6, 7, 8}));

  // Stopped by the bound: counts only, not complete.
  o.maxLevel = 3;
  levels.clear();
  explore::DfidResult bounded = explore::runDfid(*l->model, o);
  EXPECT_EQ(bounded.result.outcome, Outcome::Success);
  EXPECT_FALSE(bounded.complete);
  EXPECT_EQ(bounded.result.generated, 8u);
  EXPECT_EQ(bounded.result.distinct, 6u);
  EXPECT_EQ(levels, (std::vector<int64_t>{2, 3}));
}

TEST(Dfid, FindsViolationsOnSomePath) {
  auto l = load("Dfid.tla", "DfidInv.cfg");
  ASSERT_TRUE(l->model);
  explore::DfidOptions o;
  o.maxLevel = 10;
  o.checkDeadlock = false;
  explore::DfidResult r = explore::runDfid(*l->model, o);
  ASSERT_EQ(r.result.outcome, Outcome::InvariantViolated);
  EXPECT_EQ(r.result.property, "Inv");
  ASSERT_EQ(r.result.trace.size(), 4u);
  EXPECT_EQ(r.result.trace.front().state[0], val::Value::integer(10));
  EXPECT_EQ(r.result.trace.back().state[0], val::Value::integer(13));
  // Too shallow to reach it.
  o.maxLevel = 3;
  EXPECT_EQ(explore::runDfid(*l->model, o).result.outcome, Outcome::Success);
}

// At a violation TLC's queue holds the states of the level not expanded yet
// and the new states found before the violating one, which is not queued.
TEST(BfsQueue, LeftOnQueueAtAViolationIsTlcs) {
  std::string tla = "---- MODULE Q ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                    "Next == x' = x + 1 \\/ x' = x + 2\nInv == x < 3\n====\n";
  checktest::CheckRun r = checktest::checkText({tla}, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::InvariantViolated);
  // Expanding 1 (of the level {1, 2}) finds 2 (seen) then 3 (violating): 2 is left.
  EXPECT_EQ(r.result.queueLeft, 1u);
  EXPECT_EQ(r.result.distinct, 4u);
}

} // namespace
} // namespace tlacore
