// `tlacore tlc` end to end on corpus/bfs_features and corpus/coverage: the
// lines TLC prints for progress, the memory bound, POSTCONDITION, ALIAS,
// -dfid and -coverage, the line breaking of long values, and the exit codes.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <regex>
#include <sstream>
#include <string>
#include <thread>

#include <stdlib.h>
#include <sys/wait.h>

namespace {

using clirun::Result;

// `tlacore ARGS` run in `dir`: its output (stdout and stderr) and exit code.
Result cliAt(const std::string &dir, const std::string &args) { return clirun::runIn(dir, args); }

// `tlacore tlc ARGS` run in `dir`.
Result tlcAt(const std::string &dir, const std::string &args) { return cliAt(dir, "tlc " + args); }

Result tlcIn(const std::string &corpusDir, const std::string &args) {
  return tlcAt(std::string(TLACORE_SOURCE_DIR) + "/corpus/" + corpusDir + "/", args);
}

Result tlc(const std::string &args) { return tlcIn("bfs_features", args); }

bool has(const std::string &out, const std::string &line) { return out.find(line) != std::string::npos; }

// The native command: TLC's result lines without its banner, all cores by
// default, spec and cfg errors as clang-style diagnostics.
TEST(CheckCli, ChecksWithAllCoresAndReportsLikeTlc) {
  const std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features/";
  Result r = cliAt(dir, "check -c DfidInv.cfg Dfid.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_TRUE(has(r.out, "Error: Invariant Inv is violated.\n")) << r.out;
  EXPECT_TRUE(has(r.out, "State 4: <Next line 8, col 12 to line 8, col 42 of module Dfid>\ns = 13\n")) << r.out;
  EXPECT_FALSE(has(r.out, "TLC2 Version")) << r.out;
  Result json = cliAt(dir, "check --json --no-deadlock -c DfidInv.cfg Dfid.tla");
  EXPECT_EQ(json.rc, 12) << json.out;
  EXPECT_TRUE(has(json.out, "\"outcome\":\"invariantViolated\"")) << json.out;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  EXPECT_TRUE(has(json.out, "\"workers\":" + std::to_string(cores) + ",")) << json.out;
  Result one = cliAt(dir, "check --json -w 1 Post.tla -c PostStats.cfg");
  EXPECT_EQ(one.rc, 0) << one.out;
  EXPECT_TRUE(has(one.out, "\"workers\":1,")) << one.out;
  // A runtime error also as a clang-style diagnostic at the failing expression.
  Result error = cliAt(dir, "check -c ParallelInitFailing.cfg ParallelInit.tla");
  EXPECT_EQ(error.rc, 75) << error.out;
  EXPECT_TRUE(has(error.out, "ParallelInit.tla:11:44: error: The second argument of \\div is 0.\n")) << error.out;
}

TEST(CheckCli, SpecAndConfigErrorsAreDiagnostics) {
  char dirTemplate[] = "/tmp/tlacore-check-XXXXXX";
  ASSERT_NE(mkdtemp(dirTemplate), nullptr);
  const std::string dir = dirTemplate;
  auto write = [&](const std::string &name, const std::string &text) {
    FILE *f = fopen((dir + "/" + name).c_str(), "w");
    ASSERT_NE(f, nullptr);
    fputs(text.c_str(), f);
    fclose(f);
  };
  write("Bad.tla", "---- MODULE Bad ----\nVARIABLE x\nInit == x = y\n====\n");
  write("Good.tla", "---- MODULE Good ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n");
  write("Good.cfg", "INIT Init\nNEXT Next\nINVARIANT 3\n");
  write("Unknown.cfg", "INIT Init\nNEXT Nxt\n");
  Result spec = cliAt(dir, "check Bad.tla");
  EXPECT_EQ(spec.rc, 150) << spec.out;
  EXPECT_TRUE(has(spec.out, "Bad.tla:3:13: error: ")) << spec.out;
  EXPECT_FALSE(has(spec.out, "Semantic processing")) << spec.out;
  Result cfg = cliAt(dir, "check Good.tla");
  EXPECT_EQ(cfg.rc, 151) << cfg.out;
  EXPECT_TRUE(std::regex_search(cfg.out, std::regex(R"(Good\.cfg:3:11: error: )"))) << cfg.out;
  Result unknown = cliAt(dir, "check -c Unknown.cfg Good.tla");
  EXPECT_EQ(unknown.rc, 151) << unknown.out;
  // The undefined name is reported at its cfg line:col.
  EXPECT_TRUE(has(unknown.out, "Unknown.cfg:2:6: error: The next state action Nxt specified in the configuration "
                               "file is not defined in the specification.")) << unknown.out;
  Result badOption = cliAt(dir, "check --workers 0 Good.tla");
  EXPECT_NE(badOption.rc, 0) << badOption.out;
  std::filesystem::remove_all(dir);
}

TEST(TlcCli, PostconditionFalseIsAFalseAssumption) {
  // A constant-level POSTCONDITION is a value by the time Tool.generatePostConditionSpecs
  // looks it up (processConstantDefns put it in defns): TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT.
  Result constant = tlc("-config PostFalse.cfg Post.tla");
  EXPECT_EQ(constant.rc, 151) << constant.out;
  EXPECT_TRUE(has(constant.out, "Error: The post condition PostFalse cannot be a constant.\n")) << constant.out;
  Result r = tlc("-config PostRunFalse.cfg Post.tla");
  EXPECT_EQ(r.rc, 10) << r.out;
  EXPECT_TRUE(has(r.out, "Error: Assumption line 11, col 17 to line 11, col 44 of module Post is false.\n")) << r.out;
  EXPECT_FALSE(has(r.out, "Model checking completed")) << r.out;
  EXPECT_TRUE(has(r.out, "6 states generated, 6 distinct states found, 0 states left on queue.")) << r.out;
  Result ok = tlc("-config PostStats.cfg Post.tla");
  EXPECT_EQ(ok.rc, 0) << ok.out;
  EXPECT_TRUE(has(ok.out, "Model checking completed. No error has been found.")) << ok.out;
}

// Large set filters in Init are evaluated with the idle workers' help when
// their predicate is pure; the result, and the first error in order, do not
// depend on the number of workers; TLCSet keeps a filter on one thread.
TEST(TlcCli, InitialSetFiltersGiveTheSameStatesOnAnyNumberOfWorkers) {
  for (const char *workers : {"1", "2"}) {
    std::string w = workers;
    for (const char *cfg : {"ParallelInitPure.cfg", "ParallelInitCounted.cfg"}) {
      Result r = tlc("-workers " + w + " -config " + cfg + " ParallelInit.tla");
      EXPECT_EQ(r.rc, 0) << cfg << " " << r.out;
      EXPECT_TRUE(has(r.out, "8572 states generated, 4286 distinct states found, 0 states left on queue.")) << r.out;
    }
    Result bad = tlc("-workers " + w + " -config ParallelInitFailing.cfg ParallelInit.tla");
    EXPECT_EQ(bad.rc, 75) << bad.out;
    // TLC words the error without a place; its stack of nested expressions
    // (tlc_nested_expressions_test.cpp) ends at the failing \div.
    EXPECT_TRUE(has(bad.out, "The second argument of \\div is 0.\nError: The error occurred when TLC was evaluating"))
        << bad.out;
    EXPECT_TRUE(has(bad.out, ". Line 11, column 44 to line 11, column 51 in ParallelInit\n\n")) << bad.out;
  }
}

// RandomElement draws from TLC's generator seeded with -seed: a random
// constant is drawn once (the same on every worker), a draw in Next is the
// same whenever its state is expanded, so traces are rebuilt.
TEST(TlcCli, RandomElementIsSeededAndTheSameOnEveryWorker) {
  std::string first;
  for (const char *workers : {"1", "2"}) {
    Result r = tlc(std::string("-seed 1 -workers ") + workers + " -config RandomGraph.cfg RandomGraph.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_TRUE(has(r.out, "71 states generated, 24 distinct states found, 0 states left on queue.")) << r.out;
    Result other = tlc(std::string("-seed 2 -workers ") + workers + " -config RandomGraph.cfg RandomGraph.tla");
    EXPECT_TRUE(has(other.out, "111 states generated, 24 distinct states found, 0 states left on queue."))
        << other.out;
    Result bad = tlc(std::string("-seed 5 -workers ") + workers + " -config RandomGraphInv.cfg RandomGraph.tla");
    EXPECT_EQ(bad.rc, 12) << bad.out;
    EXPECT_TRUE(has(bad.out, "State 4: <Jump line 11, col 9 to line 11, col 69 of module RandomGraph>\n"
                             "/\\ at = 3\n/\\ steps = 3\n"))
        << bad.out;
  }
}

// With the seed TLC printed, SpanTreeRandom's random graph, and so its
// state counts, are TLC's.
TEST(TlcCli, RandomElementDrawsTlcsValuesForTlcsSeed) {
  const std::string dir = std::string(TLACORE_SHARED_DIR) + "/corpus/examples/SpanningTree";
  if (!std::filesystem::exists(dir + "/SpanTreeRandom.tla"))
    GTEST_SKIP() << "shared corpus " << dir << " is absent";
  Result r = tlcAt(dir, "-seed 30378064411125198 -workers 2 -config SpanTreeRandom.cfg SpanTreeRandom.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_TRUE(has(r.out, "2146237 states generated, 120920 distinct states found, 0 states left on queue.")) << r.out;
}

// TLCGet("spec"): the invariant SpecInv checks TLC's record of the spec.
TEST(TlcCli, TlcGetSpecDescribesTheSpec) {
  Result r = tlc("-config SpecInfo.cfg SpecInfo.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_TRUE(has(r.out, "Model checking completed. No error has been found.")) << r.out;
}

TEST(TlcCli, AliasReplacesTheVariablesInTraces) {
  Result r = tlc("Aliased.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_TRUE(has(r.out, "State 2: <Next line 6, col 9 to line 6, col 32 of module Aliased>\n"
                         "/\\ zeta = 3\n/\\ next_a = 2\n/\\ lvl = 2\n/\\ alpha = 2\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "State 4: <Next line 6, col 9 to line 6, col 32 of module Aliased>\n"
                         "/\\ zeta = 9\n/\\ next_a = 3\n/\\ lvl = 4\n/\\ alpha = 6\n"))
      << r.out;
  Result tool = tlc("-tool Aliased.tla");
  EXPECT_TRUE(has(tool.out, "@!@!@STARTMSG 2217:4 @!@!@\n1: <Initial predicate>\n/\\ zeta = 0\n/\\ next_a = 1\n"))
      << tool.out;
}

TEST(TlcCli, ProgressLines) {
  Result r = tlc("--progress=0.001 -config BigGridSmall.cfg BigGrid.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::regex line(R"(\nProgress\(\d+\) at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: [\d,]+ states generated \([\d,]+ s/min\), )"
                  R"([\d,]+ distinct states found \([\d,]+ ds/min\), [\d,]+ states left on queue\.\n)");
  EXPECT_TRUE(std::regex_search(r.out, line)) << r.out.substr(0, 2000);
  EXPECT_TRUE(has(r.out, "201721 states generated, 68921 distinct states found, 0 states left on queue.")) << r.out;
  Result quiet = tlc("--no-progress -config BigGridSmall.cfg BigGrid.tla");
  EXPECT_FALSE(has(quiet.out, "Progress(")) << quiet.out;
  Result tool = tlc("-tool --progress=0.001 -config BigGridSmall.cfg BigGrid.tla");
  EXPECT_TRUE(has(tool.out, "@!@!@STARTMSG 2200:0 @!@!@\nProgress(")) << tool.out.substr(0, 2000);
}

// The periodic lines' counts and rates: (generated, s/min, distinct, ds/min) of each.
std::vector<std::array<double, 4>> periodicProgress(const std::string &out) {
  std::regex line(R"(Progress\(\d+\) at [-\d]+ [:\d]+: ([\d,]+) states generated \(([\d,]+) s/min\), )"
                  R"(([\d,]+) distinct states found \(([\d,]+) ds/min\))");
  auto number = [](std::string t) {
    t.erase(std::remove(t.begin(), t.end(), ','), t.end());
    return std::stod(t);
  };
  std::vector<std::array<double, 4>> lines;
  for (std::sregex_iterator it(out.begin(), out.end(), line), end; it != end; ++it)
    lines.push_back({number((*it)[1]), number((*it)[2]), number((*it)[3]), number((*it)[4])});
  return lines;
}

// TLC's printProgresStats divides the growth since the last line by the
// progress interval, not by the time that passed: at --progress=S the first
// line's rates are its counts times 60/S. By default (TLC's 60 s interval,
// first line 3 s after the initial states, printed when stdout is a pipe as
// TLC prints it) the first line's rates are its counts.
TEST(TlcCli, ProgressRatesAreOverTheInterval) {
  Result r = tlc("--progress=0.001 -config BigGridSmall.cfg BigGrid.tla");
  auto lines = periodicProgress(r.out);
  ASSERT_FALSE(lines.empty()) << r.out.substr(0, 2000);
  EXPECT_NEAR(lines[0][1], lines[0][0] * 60000, lines[0][0] * 1e-6 + 1) << r.out.substr(0, 2000);
  EXPECT_NEAR(lines[0][3], lines[0][2] * 60000, lines[0][2] * 1e-6 + 1) << r.out.substr(0, 2000);
  for (size_t i = 1; i < lines.size(); ++i)
    EXPECT_NEAR(lines[i][1], (lines[i][0] - lines[i - 1][0]) * 60000, lines[i][0] * 1e-6 + 1);
  // A run shorter than 3 s prints no periodic line; a longer one's first line has rates equal to its counts.
  Result byDefault = tlc("-config BigGridSmall.cfg BigGrid.tla");
  for (const auto &l : periodicProgress(byDefault.out)) {
    EXPECT_EQ(l[1], l[0]) << byDefault.out.substr(0, 2000);
    EXPECT_EQ(l[3], l[2]) << byDefault.out.substr(0, 2000);
    break;
  }
}

// TLC's closing line (message 2186) in every mode and path: milliseconds
// with -tool, else TLC.convertRuntimeToHumanReadable ("00s").
TEST(TlcCli, FinishedLineAsTlcPrintsIt) {
  std::regex human(R"(\nFinished in \d\ds at \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\n)");
  std::regex ms(R"(\nFinished in \d+ms at \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\n)");
  for (const char *args : {"Dfid.tla", "-dfid 10 Dfid.tla", "-simulate num=3 -depth 5 Dfid.tla",
                           "-config DfidInv.cfg Dfid.tla", "-dfid 10 -config DfidInv.cfg Dfid.tla"}) {
    Result plain = tlc(args);
    EXPECT_TRUE(std::regex_search(plain.out, human)) << args << "\n" << plain.out;
    Result tool = tlc(std::string("-tool ") + args);
    EXPECT_TRUE(std::regex_search(tool.out, ms)) << args << "\n" << tool.out;
  }
  clirun::SpecDir dir(std::vector<std::pair<std::string, std::string>>{
      {"Broken.tla", "---- MODULE Broken ----\nVARIABLE x\nInit == x = \nNext == x' = x\n====\n"},
      {"Broken.cfg", "INIT Init\nNEXT Next\n"}}); // TLC reads the cfg before SANY
  Result plain = tlcAt(dir.path(), "Broken.tla");
  EXPECT_EQ(plain.rc, 150) << plain.out;
  EXPECT_TRUE(std::regex_search(plain.out, human)) << plain.out;
  Result tool = tlcAt(dir.path(), "-tool Broken.tla");
  EXPECT_TRUE(std::regex_search(tool.out, ms)) << tool.out;
}

// (BigGrid itself now finishes under the bound, its queue and records on
// disk; BigGridTraced keeps every state's values in memory.)
TEST(TlcCli, MemoryBoundStopsWithExit153) {
  Result r = tlc("--max-memory=40M -config BigGrid.cfg BigGridTraced.tla");
  EXPECT_EQ(r.rc, 153) << r.out;
  EXPECT_TRUE(has(r.out, "Error: tlacore stopped the search because its memory use")) << r.out;
  std::regex stats(R"(\n\d+ states generated, \d+ distinct states found, [1-9]\d* states left on queue\.\n)");
  EXPECT_TRUE(std::regex_search(r.out, stats)) << r.out;
  EXPECT_EQ(tlc("--max-memory=lots BigGrid.tla").rc, 1);
}

TEST(TlcCli, DepthFirstIterativeDeepening) {
  Result r = tlc("-dfid 10 Dfid.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_TRUE(has(r.out, "Finished computing initial states: 2 states generated, with 2 of them distinct.\n"
                         "Starting level 2: 2 states generated, 2 distinct states found.\n"))
      << r.out;
  // DFIDModelChecker.reportSuccess: both estimates (tlc_dfid_trace_test), then the counts.
  EXPECT_TRUE(has(r.out, "Model checking completed. No error has been found.\n  Estimates of the probability")) << r.out;
  EXPECT_TRUE(has(r.out, "\n45 states generated, 11 distinct states found.\n")) << r.out;
  Result inv = tlc("-dfid 10 -config DfidInv.cfg Dfid.tla");
  EXPECT_EQ(inv.rc, 12) << inv.out;
  EXPECT_TRUE(has(inv.out, "Error: Invariant Inv is violated.")) << inv.out;
  EXPECT_TRUE(has(inv.out, "State 4: \ns = 13\n")) << inv.out; // DFIDWorker.printInvariantTrace: no label
  EXPECT_EQ(tlc("-dfid 10 -workers 2 Dfid.tla").rc, 255);
  // A liveness property is refused, not passed unchecked.
  Result live = tlcIn("liveness", "-dfid 10 -config Weak.cfg Flicker.tla");
  EXPECT_EQ(live.rc, 255) << live.out;
  EXPECT_TRUE(has(live.out, "does not support checking liveness properties")) << live.out;
  EXPECT_FALSE(has(live.out, "No error has been found")) << live.out;
}

// TLC's counts in model checking: per action the states it generated and
// the new ones it found; per CONSTRAINT the states that satisfied it and all
// it was evaluated on.
TEST(TlcCli, CoverageInModelChecking) {
  Result r = tlcIn("coverage", "-coverage 1 Counter.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_TRUE(has(r.out, "Model checking completed. No error has been found.\n  Estimates of the probability that TLC did not "
                         "check all reachable states\n  because two distinct states had the same fingerprint:\n"
                         "  calculated (optimistic):  val = 1.1E-18\nThe coverage statistics at ")) << r.out;
  // Per expression (TLC's rules, worked out by hand for the 4 states x = 0..3,
  // each expanded by every action): `x < 3` is an overridden operator, so it
  // counts only the continuations that reach a state (3), while its operand
  // x is evaluated once per state (4); `x = 3` is built in: 4 evaluations
  // plus 1 continuation; x' = e counts its successors, and a subtree whose
  // nodes all have one count is one line.
  EXPECT_TRUE(has(r.out, "\n<Init line 5, col 1 to line 5, col 4 of module Counter>: 1:1\n"
                         "  line 5, col 9 to line 5, col 13 of module Counter: 1\n"
                         "<Inc line 6, col 1 to line 6, col 3 of module Counter>: 3:3\n"
                         "  line 6, col 8 to line 6, col 12 of module Counter: 3\n"
                         "  |line 6, col 8 to line 6, col 8 of module Counter: 4\n"
                         "  line 6, col 17 to line 6, col 26 of module Counter: 3\n"
                         "<Reset line 7, col 1 to line 7, col 5 of module Counter>: 0:1\n"
                         "  line 7, col 10 to line 7, col 14 of module Counter: 5\n"
                         "  |line 7, col 10 to line 7, col 10 of module Counter: 4\n"
                         "  line 7, col 19 to line 7, col 24 of module Counter: 1\n"
                         "<Same line 8, col 1 to line 8, col 4 of module Counter>: 0:4\n"
                         "  line 8, col 9 to line 8, col 14 of module Counter: 4\n"
                         "End of statistics.\n9 states generated, 4 distinct states found, 0 states left on queue.\n"
                         "The depth of the complete state graph search is 4.\n"
                         "The average outdegree of the complete state graph is 1 (minimum is 0, the maximum 1 and the "
                         "95th percentile is 1).\n"))
      << r.out;
  Result bound = tlcIn("coverage", "-tool -coverage 1 -config CounterBound.cfg Counter.tla");
  EXPECT_EQ(bound.rc, 0) << bound.out;
  for (const char *line : {"2772:0 @!@!@\n<Inc line 6, col 1 to line 6, col 3 of module Counter>: 2:3\n",
                           "2772:0 @!@!@\n<Reset line 7, col 1 to line 7, col 5 of module Counter>: 0:0\n",
                           "2772:0 @!@!@\n<Same line 8, col 1 to line 8, col 4 of module Counter>: 0:3\n",
                           "2778:0 @!@!@\n<Bound line 11, col 1 to line 11, col 5 of module Counter>: 6:7\n"})
    EXPECT_TRUE(has(bound.out, line)) << line << bound.out;
  EXPECT_FALSE(has(tlcIn("coverage", "Counter.tla").out, "coverage statistics"));
}

// Trace states break long values over lines as TLC does (Values.ppr).
TEST(TlcCli, TraceValuesAreBrokenOverLines) {
  std::string rec = "[ alpha |-> 1,\n  beta |-> \"aaaaaaaaaaaaaaaaaaaa\",\n  gamma |-> {1, 2, 3},\n"
                    "  delta |-> <<\"xxxxxxxxxxxxxxx\", \"yyyyyyyyyyyyyyy\">> ]\n";
  Result r = tlcIn("coverage", "LongValues.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  // Variables in TLC's print order (model/variable_order.h): n before log.
  EXPECT_TRUE(has(r.out, "State 2: <Next line 8, col 9 to line 8, col 66 of module LongValues>\n/\\ n = 1\n/\\ log = " +
                             rec))
      << r.out;
  Result sim = tlcIn("coverage", "-simulate num=1 -seed 1 LongValues.tla");
  EXPECT_TRUE(has(sim.out, "/\\ n = 1\n/\\ log = " + rec)) << sim.out;
  // Print and PrintT too.
  Result print = tlcIn("coverage", "PrintLong.tla");
  EXPECT_TRUE(has(print.out, "\n[ a |-> \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\",\n"
                             "  b |-> \"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\" ]\n<<1, 2>>  TRUE\n"))
      << print.out;
}

} // namespace

// Liveness (corpus/liveness): TLC's lines for a lasso and the exit code 13.
TEST(TlcCli, LivenessLassoBackToAState) {
  Result r = tlcIn("liveness", "-config Weak.cfg Flicker.tla");
  EXPECT_EQ(r.rc, 13) << r.out;
  EXPECT_TRUE(has(r.out, "Implied-temporal checking--satisfiability problem has 1 branches.\n")) << r.out;
  EXPECT_TRUE(has(r.out, "Checking temporal properties for the complete state space with 4 total distinct states at (")) << r.out;
  EXPECT_TRUE(has(r.out, "Error: Temporal properties were violated.\n\nError: The following behavior constitutes a "
                         "counter-example:\n\nState 1: <Initial predicate>\n/\\ done = FALSE\n/\\ x = 0\n\n"
                         "State 2: <Flip line 8, col 9 to line 8, col 36 of module Flicker>\n/\\ done = FALSE\n/\\ x = 1\n\n"
                         "Back to state 1: <Flip line 8, col 9 to line 8, col 36 of module Flicker>\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "6 states generated, 4 distinct states found, 0 states left on queue.\n")) << r.out;
  Result ok = tlcIn("liveness", "-config Strong.cfg Flicker.tla");
  EXPECT_EQ(ok.rc, 0) << ok.out;
  EXPECT_TRUE(has(ok.out, "Model checking completed. No error has been found.")) << ok.out;
}

TEST(TlcCli, LivenessStutteringAndJson) {
  Result r = tlcIn("liveness", "-config Idle.cfg Flicker.tla");
  EXPECT_EQ(r.rc, 13) << r.out;
  EXPECT_TRUE(has(r.out, "State 1: <Initial predicate>\n/\\ done = FALSE\n/\\ x = 0\n\nState 2: Stuttering\n")) << r.out;
  Result tool = tlcIn("liveness", "-tool -config Idle.cfg Flicker.tla");
  EXPECT_TRUE(has(tool.out, "@!@!@STARTMSG 2218:4 @!@!@\n2: Stuttering\n@!@!@ENDMSG 2218 @!@!@")) << tool.out;
  Result json = tlcIn("liveness", "--json -config Weak.cfg Flicker.tla");
  EXPECT_EQ(json.rc, 13) << json.out;
  EXPECT_TRUE(has(json.out, "\"outcome\":\"temporalPropertyViolated\"")) << json.out;
  EXPECT_TRUE(has(json.out, "\"property\":\"Finishes\"")) << json.out;
  EXPECT_TRUE(has(json.out, "\"backToState\":1")) << json.out;
  EXPECT_TRUE(has(json.out, "\"enabledNeverTakenInLoop\":[{\"action\":\"B\"")) << json.out;
  EXPECT_TRUE(has(json.out, "\"fairnessThatExcludesLoop\":\"SF\"")) << json.out;
}

// Counterexamples printed exactly as TLC printed them (../shared/reference):
// the variables in TLC's order (model/variable_order.h), the strings in
// TLC's order, and ALIAS records built with SVG and IOUtils!Serialize.
namespace {

std::string readFile(const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return {};
  std::string text;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    text.append(buf, n);
  std::fclose(f);
  return text;
}

// From "Error: The behavior up to this point is:" to the line before the
// closing statistics.
std::string traceSection(const std::string &out) {
  size_t b = out.find("Error: The behavior up to this point is:");
  if (b == std::string::npos)
    return {};
  std::smatch m;
  std::string rest = out.substr(b);
  if (std::regex_search(rest, m, std::regex("\n(\\d[\\d,]* states generated|The number of states generated)")))
    rest = rest.substr(0, static_cast<size_t>(m.position(0)));
  return rest;
}

struct ReferenceTrace {
  const char *dir;       // under ../shared
  const char *args;      // tlacore tlc arguments
  const char *reference; // under ../shared/reference
};

bool haveReferences() { return !readFile(std::string(TLACORE_SHARED_DIR) + "/reference/COMPAT.md").empty(); }

// Runs each case and compares section(its output) with section(TLC's).
void expectSectionsMatch(std::initializer_list<ReferenceTrace> cases,
                         const std::function<std::string(const std::string &)> &section) {
  const std::string shared = TLACORE_SHARED_DIR;
  for (const ReferenceTrace &c : cases) {
    std::string expected = section(readFile(shared + "/reference/" + c.reference));
    ASSERT_FALSE(expected.empty()) << c.reference;
    EXPECT_EQ(section(tlcAt(shared + "/" + c.dir, c.args).out), expected) << c.dir << " " << c.args;
  }
}

} // namespace

TEST(TlcCli, CounterexamplesMatchTlcsReferenceTraces) {
  if (!haveReferences())
    GTEST_SKIP() << "shared reference " << TLACORE_SHARED_DIR << "/reference is absent; reference traces not compared";
  expectSectionsMatch(
      {
          {"sysmobench/spec_reproduce_bugs/mutex", "-workers 1 -deadlock -config 1_mutex.cfg 1_mutex.tla",
           "sysmobench/spec_reproduce_bugs_mutex_1_mutex.tlc.out"},
          {"sysmobench/spec_reproduce_bugs/curp", "-workers 1 -deadlock -config curp.cfg curp.tla",
           "sysmobench/spec_reproduce_bugs_curp_curp.tlc.out"},
          {"corpus/examples/DieHard", "-workers 1 -config MCDieHardest.cfg MCDieHardest.tla",
           "examples/DieHard_MCDieHardest.cfg.txt"},
          {"corpus/examples/ewd840",
           "-workers 1 -simulate num=100 -seed 7365976234309833740 -config EWD840_anim.cfg EWD840_anim.tla",
           "examples/ewd840_EWD840_anim.cfg.txt"},
      },
      traceSection);
}

// TLC's closing lines after a complete search: the fingerprint-collision
// estimate, the counts, the depth and the outdegree statistics.
TEST(TlcCli, SuccessSummaryMatchesTlcsReference) {
  if (!haveReferences())
    GTEST_SKIP() << "shared reference " << TLACORE_SHARED_DIR << "/reference is absent; summaries not compared";
  expectSectionsMatch(
      {
          {"corpus/examples/CoffeeCan", "-workers 1 -config CoffeeCan100Beans.cfg CoffeeCan.tla",
           "examples/CoffeeCan_CoffeeCan100Beans.cfg.txt"},
          {"sysmobench/models/locksvc/gpt5", "-workers 1 -deadlock -config locksvc.cfg locksvc.tla",
           "sysmobench/models_locksvc_gpt5_locksvc.tlc.out"},
      },
      [](const std::string &out) {
        size_t b = out.find("Model checking completed.");
        size_t e = out.find("Finished in", b);
        return b == std::string::npos || e == std::string::npos ? std::string() : out.substr(b, e - b);
      });
}

// TLC's count of the branches of the liveness formula and the line that
// opens the final liveness check (its graph sizes summed over branches).
// TLC reads IF c THEN A ELSE B as (c /\ A) \/ (~c /\ B) and evaluates
// constant-level predicates once, which the counts depend on.
TEST(TlcCli, TemporalBranchLinesMatchTlcsReference) {
  if (!haveReferences())
    GTEST_SKIP() << "shared reference " << TLACORE_SHARED_DIR << "/reference is absent; liveness lines not compared";
  expectSectionsMatch(
      {
          {"corpus/examples/CoffeeCan", "-workers 2 -config CoffeeCan100Beans.cfg CoffeeCan.tla",
           "examples/CoffeeCan_CoffeeCan100Beans.cfg.txt"},
          {"corpus/examples/TLC", "-workers 1 -config TestGraphs.cfg TestGraphs.tla", "examples/TLC_TestGraphs.cfg.txt"},
          {"corpus/examples/SingleLaneBridge", "-workers 1 -config MC.cfg MC.tla",
           "examples/SingleLaneBridge_MC.cfg.txt"},
          {"corpus/examples/ewd840", "-workers 1 -config EWD840.cfg EWD840.tla", "examples/ewd840_EWD840.cfg.txt"},
      },
      [](const std::string &out) {
        std::string kept, line;
        std::istringstream in(out);
        while (std::getline(in, line))
          if (line.find("satisfiability problem has") != std::string::npos ||
              line.find("temporal properties for the") != std::string::npos)
            kept += line.substr(0, line.find(" at ")) + "\n";
        return kept;
      });
}

namespace {

// The last coverage report in `out`, without its timestamp line.
std::string coverageSection(const std::string &out) {
  size_t start = out.rfind("@!@!@STARTMSG 2201:");
  if (start == std::string::npos)
    return {};
  const std::string endTag = "@!@!@ENDMSG 2202 @!@!@";
  size_t end = out.find(endTag, start);
  std::string s = out.substr(start, end == std::string::npos ? std::string::npos : end + endTag.size() - start);
  std::string kept, line;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == '\n') {
      if (line.rfind("The coverage statistics at", 0) != 0)
        kept += line + "\n";
      line.clear();
    } else {
      line += s[i];
    }
  }
  return kept;
}

} // namespace

// TLC's coverage report, per action and per expression, byte for byte on
// SysMoBench models whose simulation tlacore reproduces (TLC's output is in
// ../shared/reference/sysmobench; scripts/coverage_sections.py compares all).
TEST(TlcCli, CoverageSectionsMatchTlc) {
  std::string shared = TLACORE_SHARED_DIR;
  std::string ref = shared + "/reference/sysmobench/";
  if (FILE *f = fopen((ref + "models_dqueue_simpleloop_claude_dqueue.sim.out").c_str(), "r"))
    fclose(f);
  else
    GTEST_SKIP() << "no TLC references in " << ref;
  for (const char *model : {"dqueue/simpleloop/claude/dqueue", "dqueue/specula/claude/dqueue",
                            "dqueue/specula/gemini/dqueue", "locksvc/gpt5/locksvc"}) {
    std::string m = model, id = "models_" + m;
    for (char &c : id)
      if (c == '/')
        c = '_';
    std::string want = readFile(ref + id + ".sim.out");
    ASSERT_FALSE(want.empty()) << id;
    std::string dir = shared + "/sysmobench/models/" + m.substr(0, m.rfind('/'));
    std::string base = m.substr(m.rfind('/') + 1);
    std::string got = tlcAt(dir, "-tool -coverage 1 -simulate num=50 -depth 50 -seed 1 -deadlock -config " + base +
                                     ".cfg " + base + ".tla")
                          .out;
    std::string w = coverageSection(want), g = coverageSection(got);
    EXPECT_FALSE(w.empty()) << id;
    EXPECT_EQ(g, w) << id;
  }
}
