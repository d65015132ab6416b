// The engine in one process: many checks at once, each with its own output,
// environment and budgets (InProcess.*; `ctest -R InProcess`).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine.h"
#include "exit_codes.h"
#include "explore/memory.h"

extern "C" void mi_collect(bool force) __attribute__((weak));
extern "C" int malloc_trim(size_t pad) __attribute__((weak));

namespace tlacore::engine {
namespace {

namespace fs = std::filesystem;

fs::path examples() { return fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples"; }
fs::path sourceCorpus() { return fs::path(TLACORE_SOURCE_DIR) / "corpus"; }

// What a run printed, without its clock readings.
std::string masked(const std::string &text) {
  static const std::regex date(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)");
  static const std::regex finished(R"(Finished in [0-9]+(ms|s))");
  return std::regex_replace(std::regex_replace(text, date, "DATE"), finished, "Finished in T");
}

struct Observed {
  RunResult result;
  std::string text;
};

Observed checkModel(const std::string &tla, const std::string &cfg, RunOptions o = {}) {
  LoadResult load = loadModel({tla, {}}, {cfg, {}, {}});
  EXPECT_EQ(load.status, LoadStatus::Ok) << tla << ": " << load.configErrorText();
  Observed out;
  if (load.status != LoadStatus::Ok)
    return out;
  StringSink sink;
  o.output = &sink;
  out.result = run(*load.model, o);
  out.text = masked(sink.text());
  return out;
}

void expectSameResult(const Observed &alone, const Observed &together, const std::string &name) {
  EXPECT_EQ(alone.result.outcome, together.result.outcome) << name;
  EXPECT_EQ(alone.result.exitCode, together.result.exitCode) << name;
  EXPECT_EQ(alone.result.generated, together.result.generated) << name;
  EXPECT_EQ(alone.result.distinct, together.result.distinct) << name;
  EXPECT_EQ(alone.result.depth, together.result.depth) << name;
  EXPECT_EQ(alone.result.trace.size(), together.result.trace.size()) << name;
  EXPECT_EQ(alone.text, together.text) << name;
}

// Eight different corpus models checked on eight threads at once give what
// each gives alone: verdict, counts, trace and TLC's whole text.
TEST(InProcess, EightModelsOnEightThreadsEqualEachAlone) {
  if (!fs::exists(examples()))
    GTEST_SKIP() << "../shared is not there";
  const std::vector<std::string> models = {
      "CoffeeCan/CoffeeCan100Beans",        "DieHard/MCDieHardest",
      "FiniteMonotonic/MCReplicatedLog",    "LearnProofs/MCFindHighest",
      "NanoBlockchain/MCNanoSmall",         "SpecifyingSystems/CachingMemory/MCInternalMemory",
      "acp/ACP_NB_WRONG_TLC",               "SpecifyingSystems/Liveness/MCLiveInternalMemory"};
  auto paths = [&](const std::string &m) {
    std::string cfg = (examples() / (m + ".cfg")).string();
    std::string tla = cfg.substr(0, cfg.size() - 4) + ".tla";
    if (m == "CoffeeCan/CoffeeCan100Beans")
      tla = (examples() / "CoffeeCan/CoffeeCan.tla").string();
    if (m == "NanoBlockchain/MCNanoSmall")
      tla = (examples() / "NanoBlockchain/MCNano.tla").string();
    return std::pair{tla, cfg};
  };
  std::vector<Observed> alone;
  for (const std::string &m : models) {
    auto [tla, cfg] = paths(m);
    alone.push_back(checkModel(tla, cfg));
    EXPECT_GT(alone.back().result.distinct, 0) << m;
  }
  std::vector<Observed> together(models.size());
  std::vector<std::thread> threads;
  for (size_t i = 0; i < models.size(); ++i)
    threads.emplace_back([&, i] {
      auto [tla, cfg] = paths(models[i]);
      together[i] = checkModel(tla, cfg);
    });
  for (auto &t : threads)
    t.join();
  for (size_t i = 0; i < models.size(); ++i)
    expectSameResult(alone[i], together[i], models[i]);
  // The models differ in what they found: two violate an invariant, the rest pass.
  EXPECT_EQ(alone[1].result.exitCode, 12);
  EXPECT_EQ(alone[6].result.exitCode, 12);
  EXPECT_EQ(alone[0].result.exitCode, 0);
}

const char *kEnvSpec = R"(---- MODULE EnvSpec ----
EXTENDS Naturals, IOUtils, TLC
VARIABLE x
Who == IOEnv.WHO
Init == x = 0 /\ PrintT(<<"who", Who>>)
Next == x < 3 /\ x' = x + 1
====
)";

// Two runs at once, each with its own environment map: each IOEnv sees its
// own, and each Print goes to its own output.
TEST(InProcess, ConcurrentRunsSeeTheirOwnEnvironment) {
  LoadResult load = loadModel({"EnvSpec.tla", std::string(kEnvSpec)}, {"EnvSpec.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
  ASSERT_EQ(load.status, LoadStatus::Ok) << load.configErrorText();
  const std::map<std::string, std::string> envA{{"WHO", "alice"}}, envB{{"WHO", "bob"}};
  StringSink sinkA, sinkB;
  RunResult a, b;
  for (int round = 0; round < 20; ++round) {
    std::thread ta([&] {
      RunOptions o;
      o.environment = &envA;
      o.output = &sinkA;
      a = run(*load.model, o);
    });
    std::thread tb([&] {
      RunOptions o;
      o.environment = &envB;
      o.output = &sinkB;
      b = run(*load.model, o);
    });
    ta.join();
    tb.join();
    ASSERT_EQ(a.exitCode, 11); // deadlock at x = 3
    ASSERT_EQ(b.exitCode, 11);
  }
  EXPECT_NE(sinkA.text().find("<<\"who\", \"alice\">>"), std::string::npos) << sinkA.text();
  EXPECT_EQ(sinkA.text().find("bob"), std::string::npos);
  EXPECT_NE(sinkB.text().find("<<\"who\", \"bob\">>"), std::string::npos) << sinkB.text();
  EXPECT_EQ(sinkB.text().find("alice"), std::string::npos);
}

void releaseFreedMemory() {
  if (mi_collect)
    mi_collect(true);
  else if (malloc_trim)
    malloc_trim(0);
}

// A different small spec each time: its own names, strings and constants.
std::string generatedSpec(int i, std::string &cfg) {
  std::ostringstream s;
  s << "---- MODULE Gen" << i << " ----\nEXTENDS Naturals, Sequences, FiniteSets\n"
    << "CONSTANT N" << i << "\nVARIABLES v" << i << ", log" << i << "\n"
    << "Tag" << i << " == \"tag-" << i << "-" << (i * 7919 % 1000) << "\"\n"
    << "Init == v" << i << " = 0 /\\ log" << i << " = <<>>\n"
    << "Next == v" << i << " < N" << i << " /\\ v" << i << "' = v" << i << " + 1 /\\ log" << i << "' = Append(log" << i
    << ", [t |-> Tag" << i << ", n |-> v" << i << "])\n"
    << "Inv == Len(log" << i << ") = v" << i << "\n====\n";
  cfg = "CONSTANT N" + std::to_string(i) + " = " + std::to_string(3 + i % 5) +
        "\nINIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n";
  return s.str();
}

// 1,000 different in-memory models loaded, checked and dropped one after
// another: the resident memory after the last stays within a small bound of
// what it was after the first ones.
TEST(InProcess, ThousandModelsInOneProcessKeepMemoryBounded) {
  uint64_t afterWarmup = 0;
  for (int i = 0; i < 1000; ++i) {
    std::string cfg;
    std::string spec = generatedSpec(i, cfg);
    std::string name = "Gen" + std::to_string(i);
    LoadResult load = loadModel({name + ".tla", spec}, {name + ".cfg", cfg, {}});
    ASSERT_EQ(load.status, LoadStatus::Ok) << i << load.configErrorText();
    RunResult r = run(*load.model, RunOptions{});
    ASSERT_EQ(r.exitCode, 0) << i << r.message;
    ASSERT_EQ(r.distinct, 4 + i % 5) << i;
    if (i == 49) {
      releaseFreedMemory();
      afterWarmup = explore::residentBytes();
    }
  }
  releaseFreedMemory();
  uint64_t after = explore::residentBytes();
  std::cout << "[ resident ] after 50 models: " << afterWarmup / 1024 << " KiB; after 1000: " << after / 1024
            << " KiB\n";
  EXPECT_LT(after, afterWarmup + (8u << 20)) << "memory grew by " << (after - afterWarmup) / 1024 << " KiB";
}

fs::path bigGrid() { return sourceCorpus() / "bfs_features" / "BigGrid"; }

// Each budget stops a large state space (BigGrid: 1.77M states) cleanly,
// says which one, and keeps the counts so far.
TEST(InProcess, WallTimeBudgetStopsTheRunWithin100ms) {
  for (int workers : {1, 2}) {
    RunOptions o;
    o.workers = workers;
    o.budgets.wallSeconds = 0.4;
    Observed r = checkModel(bigGrid().string() + ".tla", bigGrid().string() + ".cfg", o);
    EXPECT_EQ(r.result.stopReason, StopReason::WallTime);
    EXPECT_EQ(r.result.outcome, "stopped");
    EXPECT_LT(r.result.seconds, 0.4 + 0.1) << workers;
    EXPECT_GT(r.result.distinct, 1000);
    EXPECT_GT(r.result.left, 0);
    EXPECT_NE(r.text.find("time budget"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("distinct states found"), std::string::npos) << r.text;
  }
}

TEST(InProcess, StateBudgetStopsAtTheLimit) {
  for (int workers : {1, 2}) {
    RunOptions o;
    o.workers = workers;
    o.budgets.states = 50000;
    Observed r = checkModel(bigGrid().string() + ".tla", bigGrid().string() + ".cfg", o);
    EXPECT_EQ(r.result.stopReason, StopReason::States);
    EXPECT_GE(r.result.distinct, 50000);
    EXPECT_LE(r.result.distinct, 50000 + 16 * workers) << workers; // each worker finishes the state it is on
  }
}

// Past a memory bound BigGrid itself now goes to disk and finishes
// (tests/tools/max_memory_disk_test.cpp); BigGridTraced keeps every state's
// values in memory, which no bound lets finish.
TEST(InProcess, MemoryBudgetStopsTheRun) {
  RunOptions o;
  o.workers = 2;
  o.budgets.memoryBytes = explore::residentBytes() + (48u << 20); // 1.77M states' values need far more
  Observed r = checkModel(bigGrid().string() + "Traced.tla", bigGrid().string() + ".cfg", o);
  EXPECT_EQ(r.result.stopReason, StopReason::Memory);
  EXPECT_EQ(r.result.outcome, "memoryExceeded");
  EXPECT_EQ(r.result.exitCode, 153);
  EXPECT_GT(r.result.distinct, 1000);
  std::cout << "[ memory ] bound " << o.budgets.memoryBytes / (1 << 20) << " MiB, peak resident "
            << r.result.peakResidentBytes / (1 << 20) << " MiB\n";
  EXPECT_LT(r.result.peakResidentBytes, o.budgets.memoryBytes + o.budgets.memoryBytes / 10);
}

TEST(InProcess, StopTokenEndsTheRunWithin100ms) {
  std::atomic<bool> stop{false};
  RunOptions o;
  o.stop = &stop;
  std::chrono::steady_clock::time_point stoppedAt;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stoppedAt = std::chrono::steady_clock::now();
    stop.store(true);
  });
  Observed r = checkModel(bigGrid().string() + ".tla", bigGrid().string() + ".cfg", o);
  auto ended = std::chrono::steady_clock::now();
  stopper.join();
  EXPECT_EQ(r.result.stopReason, StopReason::StopRequested);
  EXPECT_LT(std::chrono::duration<double>(ended - stoppedAt).count(), 0.1);
  EXPECT_NE(r.text.find("interrupted"), std::string::npos) << r.text;
}

} // namespace
} // namespace tlacore::engine

namespace tlacore::engine {
namespace {

// Each way a check fails carries a stable id, and the exit code comes from
// the id (engine/exit_codes.h), not from the message text.
TEST(InProcess, FailuresCarryTypedIdsThatGiveTlcsExitCodes) {
  struct Case {
    const char *name, *spec, *cfg;
    DiagId error;
    int exit;
  };
  const Case cases[] = {
      {"deadlock", "VARIABLE x\nInit == x = 0\nNext == x < 2 /\\ x' = x + 1\n", "INIT Init\nNEXT Next\n",
       DiagId::err_run_deadlock, 11},
      {"invariant", "VARIABLE x\nInit == x = 0\nNext == x' = (x + 1) % 3\nInv == x < 2\n",
       "INIT Init\nNEXT Next\nINVARIANT Inv\n", DiagId::err_run_invariant_violated, 12},
      {"assert", "VARIABLE x\nInit == x = 0\nNext == x' = x /\\ Assert(x > 0, \"no\")\n",
       "INIT Init\nNEXT Next\n", DiagId::err_run_assert_failed, 14},
      {"next error", "VARIABLE x\nInit == x = 0\nNext == x' = x \\div 0\n", "INIT Init\nNEXT Next\n",
       DiagId::err_run_next_error, 75},
      {"assume false", "ASSUME 1 > 2\nVARIABLE x\nInit == x = 0\nNext == x' = x\n", "INIT Init\nNEXT Next\n",
       DiagId::err_run_assumption_false, 10},
      {"unassigned", "CONSTANT N\nVARIABLE x\nInit == x = N\nNext == x' = x\n", "INIT Init\nNEXT Next\n",
       DiagId::err_cfg_constant_unassigned, 151},
      {"undefined next", "VARIABLE x\nInit == x = 0\n", "INIT Init\nNEXT Nope\n", DiagId::err_cfg_model, 151},
      {"cfg syntax", "VARIABLE x\nInit == x = 0\nNext == x' = x\n", "INIT Init\nNEXT\n", DiagId::err_cfg_syntax, 255},
      {"spec error", "VARIABLE x\nInit == x = \n", "INIT Init\n", DiagId::err_spec_invalid, 150},
      {"success", "VARIABLE x\nInit == x = 0\nNext == x' = 1 - x\n", "INIT Init\nNEXT Next\n", DiagId::err_eval, 0},
  };
  for (const Case &c : cases) {
    CheckRequest req;
    req.spec = {"T.tla", std::string("---- MODULE T ----\nEXTENDS Naturals, TLC\n") + c.spec + "====\n"};
    req.config = {"T.cfg", std::string(c.cfg), {}};
    CheckOutcome co = check(req);
    EXPECT_EQ(co.result.exitCode, c.exit) << c.name << ": " << co.result.message;
    if (c.exit == 0) {
      EXPECT_FALSE(co.result.error) << c.name;
      continue;
    }
    ASSERT_TRUE(co.result.error) << c.name;
    EXPECT_EQ(*co.result.error, c.error) << c.name << ": " << diagInfo(*co.result.error).name;
    EXPECT_EQ(tlcExitCode(*co.result.error), c.exit) << c.name;
  }
}

} // namespace
} // namespace tlacore::engine

namespace tlacore::engine {
namespace {

// A formula false in an initial state: TLC's ModelChecker.doInit names an
// INVARIANT "Invariant ..." (EC 2107) and a PROPERTY of state or constant
// level, checked there as an implied init, "Property ..." (EC 2108), as
// public hwayne/tlaplus-exercises' `PROPERTY Prop` with `Prop == FALSE` is
// reported; a name that is both is an invariant first. EC.ExitStatus maps the
// first to 12 and the second to 13 (VIOLATION_LIVENESS), as TLC's
// Github1134aTest asserts.
TEST(InProcess, AnInitialStateViolationNamesAnInvariantOrAProperty) {
  struct Case {
    const char *cfg;
    const char *text;
    int exit;
  };
  const Case cases[] = {
      {"INIT Init\nNEXT Next\nINVARIANT Small\n", "Invariant Small is violated by the initial state:", 12},
      {"INIT Init\nNEXT Next\nPROPERTY Small\n", "Property Small is violated by the initial state:", 13},
      // Never == FALSE is constant-level: a value in SpecProcessor's defns, EC.TLC_CONFIG_ID_HAS_VALUE.
      {"INIT Init\nNEXT Next\nPROPERTY Never\n", "The property of Never is equal to FALSE", 151},
      {"INIT Init\nNEXT Next\nINVARIANT Small\nPROPERTY Small\n", "Invariant Small is violated by the initial state:", 12},
  };
  for (const Case &c : cases) {
    CheckRequest req;
    req.spec = {"T.tla", "---- MODULE T ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 5\nNext == x' = x\n"
                         "Small == x < 3\nNever == FALSE\n====\n"};
    req.config = {"T.cfg", std::string(c.cfg), {}};
    CheckOutcome co = check(req);
    EXPECT_NE(co.result.message.find(c.text), std::string::npos) << c.cfg << ": " << co.result.message;
    EXPECT_EQ(co.result.exitCode, c.exit) << c.cfg;
  }
}

} // namespace
} // namespace tlacore::engine
