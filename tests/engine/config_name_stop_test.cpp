// A constant definition the cfg names as an INVARIANT, PROPERTY, CONSTRAINT
// or ACTION_CONSTRAINT is a value for TLC (SpecProcessor.processConstantDefns
// evaluates it, processConfig reads the value): its evaluation belongs to the
// run, under the run's stop token and time budget, so that an in-process
// caller (scoring sweeps) can end an expensive one. Enumerated: each kind of
// cfg name x an expensive constant definition (exponential recursion, \A over
// a huge domain, a set filter over SUBSET of a big set) x the stop token and a
// time budget; loading the model takes no time, the run returns promptly with
// its stop status. The same for TLC's split of Next into actions, which
// evaluates \E domains.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <thread>

#include "engine.h"

namespace tlacore::engine {
namespace {

struct Expensive {
  const char *name;
  const char *body; // the constant definition's body
};

const Expensive kBodies[] = {
    {"exponential recursion", "Slow(40) > 0"},
    {"\\A over a huge domain", "\\A i \\in 1..2000000000 : i > 0"},
    {"a filter over SUBSET", "Cardinality({s \\in SUBSET (1..40) : 1 \\in s}) > 0"},
};

const char *const kKinds[] = {"INVARIANT", "PROPERTY", "CONSTRAINT", "ACTION_CONSTRAINT"};

std::string spec(const Expensive &e) {
  return std::string("---- MODULE Named ----\nEXTENDS Naturals, FiniteSets\nVARIABLE x\n"
                     "RECURSIVE Slow(_)\n"
                     "Slow(n) == IF n = 0 THEN 1 ELSE (Slow(n - 1) + Slow(n - 1)) % 1000\n"
                     "Costly == ") +
         e.body + "\nInit == x = 0\nNext == x' = (x + 1) % 3\n====\n";
}

// Loads the model on a thread of its own: before the evaluation moved into
// the run, loading did not return (the test then fails, leaving the thread).
std::shared_ptr<const Model> loadWithin(const std::string &text, const std::string &cfg, double seconds,
                                        std::string &why) {
  auto promise = std::make_shared<std::promise<LoadResult>>();
  std::future<LoadResult> done = promise->get_future();
  std::thread([promise, text, cfg] { promise->set_value(loadModel({"Named.tla", text}, {"Named.cfg", cfg, {}})); })
      .detach();
  if (done.wait_for(std::chrono::duration<double>(seconds)) != std::future_status::ready) {
    why = "loading the model did not end";
    return nullptr;
  }
  LoadResult load = done.get();
  if (load.status != LoadStatus::Ok) {
    why = "the model did not load: " + load.configErrorText();
    return nullptr;
  }
  return load.model;
}

// Runs `model` with a stop flag raised after 0.1 s, or with a 0.1 s time
// budget, and expects the run to end stopped, for that reason, promptly.
void expectStopped(const Model &model, bool budget, const std::string &what) {
  std::atomic<bool> stop{false};
  RunOptions o;
  if (budget)
    o.budgets.wallSeconds = 0.1;
  else
    o.stop = &stop;
  StringSink sink;
  o.output = &sink;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop.store(true);
  });
  auto started = std::chrono::steady_clock::now();
  RunResult r = run(model, o);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  stopper.join();
  EXPECT_EQ(r.outcome, "stopped") << what << "\n" << sink.text();
  EXPECT_EQ(r.stopReason, budget ? StopReason::WallTime : StopReason::StopRequested) << what;
  EXPECT_LT(seconds, 5.0) << what; // ~0.1 s, and a loaded machine's slack
}

TEST(ConfigNameStop, AnExpensiveConstantNamedByTheCfgEndsWithTheRun) {
  for (const char *kind : kKinds)
    for (const Expensive &e : kBodies)
      for (bool budget : {false, true}) {
        std::string what = std::string(kind) + " Costly, " + e.name + (budget ? ", time budget" : ", stop flag");
        std::string cfg = std::string("INIT Init\nNEXT Next\n") + kind + " Costly\n";
        std::string why;
        std::shared_ptr<const Model> model = loadWithin(spec(e), cfg, 5.0, why);
        if (!model) {
          ADD_FAILURE() << what << ": " << why;
          continue;
        }
        expectStopped(*model, budget, what);
      }
}

// TLC's split of Next into actions evaluates \E domains and arguments of
// constant level (Tool's getActions, at start-up): the run makes it, under its
// stop token and time budget, for each expensive domain.
TEST(ConfigNameStop, AnExpensiveActionSplitEndsWithTheRun) {
  for (const Expensive &e : kBodies)
    for (bool budget : {false, true}) {
      std::string what = std::string(e.name) + (budget ? ", time budget" : ", stop flag");
      std::string text = spec(e);
      text.replace(text.find("Next == "), std::string::npos,
                   "Next == \\E b \\in {Costly, ~Costly} : x' = IF b THEN 1 ELSE 2\n====\n");
      std::string why;
      std::shared_ptr<const Model> model = loadWithin(text, "INIT Init\nNEXT Next\n", 5.0, why);
      if (!model) {
        ADD_FAILURE() << what << ": " << why;
        continue;
      }
      expectStopped(*model, budget, what);
    }
}

// TLC's processConfigProps splits \A i \in S : F(i) in a PROPERTY into one
// conjunct per element of S (live/bound_split.h), evaluating S: the run
// splits it, under its stop token and time budget, for each expensive domain
// (and SPECIFICATION's conjuncts reached through a binding likewise).
TEST(ConfigNameStop, AnExpensivePropertyDomainEndsWithTheRun) {
  const char *domains[] = {
      "{n \\in 1..3 : Slow(40) > 0}",
      "{s \\in SUBSET (1..40) : 1 \\in s}",
      "{i \\in 1..2000000000 : i < 0}",
  };
  for (const char *domain : domains)
    for (bool budget : {false, true}) {
      std::string what = std::string("PROPERTY \\A i \\in ") + domain + (budget ? ", time budget" : ", stop flag");
      std::string text = spec(kBodies[0]);
      text.replace(text.find("===="), std::string::npos,
                   std::string("Prop == \\A i \\in ") + domain + " : <>[](x # 7)\n====\n");
      std::string why;
      std::shared_ptr<const Model> model = loadWithin(text, "INIT Init\nNEXT Next\nPROPERTY Prop\n", 5.0, why);
      if (!model) {
        ADD_FAILURE() << what << ": " << why;
        continue;
      }
      expectStopped(*model, budget, what);
    }
}

// The same definitions, cheap, keep TLC's verdicts: TRUE checks nothing, FALSE
// is EC.TLC_CONFIG_ID_HAS_VALUE (exit 151) after "Starting...", in the run.
TEST(ConfigNameStop, ACheapConstantKeepsItsVerdict) {
  for (const char *kind : kKinds)
    for (bool holds : {true, false}) {
      std::string what = std::string(kind) + (holds ? " TRUE" : " FALSE");
      std::string text = std::string("---- MODULE Named ----\nEXTENDS Naturals\nVARIABLE x\nCostly == ") +
                         (holds ? "2 > 1" : "2 < 1") + "\nInit == x = 0\nNext == x' = (x + 1) % 3\n====\n";
      CheckRequest req;
      req.spec = {"Named.tla", text};
      req.config = {"Named.cfg", std::string("INIT Init\nNEXT Next\n") + kind + " Costly\n", {}};
      StringSink sink;
      req.run.output = &sink;
      CheckOutcome co = check(req);
      EXPECT_EQ(co.load.status, LoadStatus::Ok) << what;
      if (holds) {
        EXPECT_EQ(co.result.exitCode, 0) << what << "\n" << sink.text();
        EXPECT_EQ(co.result.distinct, 3) << what;
        continue;
      }
      EXPECT_EQ(co.result.exitCode, 151) << what << "\n" << sink.text();
      EXPECT_EQ(co.result.outcome, "configError") << what;
      std::string word = std::string(kind) == "INVARIANT"    ? "invariant"
                         : std::string(kind) == "PROPERTY"   ? "property"
                         : std::string(kind) == "CONSTRAINT" ? "constraint"
                                                             : "action constraint";
      std::string expected = "The " + word + " of Costly is equal to FALSE";
      EXPECT_EQ(co.result.message, expected) << what;
      size_t starting = sink.text().find("Starting...");
      size_t error = sink.text().find("Error: " + expected + "\n");
      size_t finished = sink.text().find("Finished in");
      EXPECT_NE(starting, std::string::npos) << what << "\n" << sink.text();
      EXPECT_NE(error, std::string::npos) << what << "\n" << sink.text();
      EXPECT_LT(starting, error) << what << "\n" << sink.text();
      EXPECT_LT(error, finished) << what << "\n" << sink.text();
      EXPECT_EQ(sink.text().find("Computing initial states"), std::string::npos) << what << "\n" << sink.text();
    }
}

} // namespace
} // namespace tlacore::engine
