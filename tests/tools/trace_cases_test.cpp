// The trace-validation cases of ../shared/traces (real trace specs with their
// recorded traces, index.tsv holding TLC 1.8.0's verdicts): `tlacore tlc
// -workers 1 -config CFG SPEC`, run from the case's run_dir with its
// environment, gives TLC's exit code and generated/distinct counts, and for a
// rejected trace TLC's violation message. Only the fast cases (TLC finished
// within 35 s, JVM start included) run here; scripts/check_traces.py runs all.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

struct TraceCase {
  std::map<std::string, std::string> col; // index.tsv's columns by name
  std::string name;                       // the case id as a test name
};

// gtest prints a parameter with this (the case id rather than the object's bytes).
void PrintTo(const TraceCase &c, std::ostream *os) { *os << c.col.at("case_id"); }

fs::path tracesDir() { return fs::path(TLACORE_SHARED_DIR) / "traces"; }

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string cell;
  while (std::getline(ss, cell, '\t'))
    out.push_back(cell);
  return out;
}

std::vector<TraceCase> fastCases() {
  std::vector<TraceCase> cases;
  std::ifstream in(tracesDir() / "index.tsv");
  std::string line;
  if (!std::getline(in, line))
    return cases;
  std::vector<std::string> header = splitTabs(line);
  while (std::getline(in, line)) {
    std::vector<std::string> cells = splitTabs(line);
    TraceCase c;
    for (size_t i = 0; i < header.size() && i < cells.size(); ++i)
      c.col[header[i]] = cells[i];
    if (c.col["tlc_exit"] == "124" || std::stod(c.col["tlc_wall_s"]) > 35.0)
      continue;
    c.name = std::regex_replace(c.col["case_id"], std::regex("[^A-Za-z0-9]"), "_");
    cases.push_back(std::move(c));
  }
  return cases;
}

using clirun::Result;
Result run(const std::string &cmd) { return clirun::shell(cmd); }

// TLC's violation as the row's note records it, if it does.
std::string expectedViolation(const std::string &note) {
  static const std::regex patterns[] = {
      std::regex(R"(Assumption line \d+, col \d+ to line \d+, col \d+ of module \w+ is false)"),
      std::regex(R"(Invariant \w+ is violated)"), std::regex("Deadlock reached"),
      std::regex("Temporal properties were violated")};
  std::smatch m;
  for (const std::regex &p : patterns)
    if (std::regex_search(note, m, p))
      return m.str();
  return "";
}

class TraceCaseTest : public testing::TestWithParam<TraceCase> {};

TEST_P(TraceCaseTest, GivesTlcsVerdictAndCounts) {
  const TraceCase &c = GetParam();
  auto col = [&](const char *k) { return c.col.at(k); };
  fs::path runDir = tracesDir() / col("run_dir");
  std::string env;
  if (col("env_assignments").rfind("(none", 0) != 0)
    env = col("env_assignments") + " ";
  std::string cmd = "cd '" + runDir.string() + "' && env " + env + "'" + TLACORE_BINARY + "' tlc -workers 1 -config '" +
                    fs::relative(tracesDir() / col("cfg"), runDir).string() + "' '" +
                    fs::relative(tracesDir() / col("spec"), runDir).string() + "' 2>&1";
  Result r = run(cmd);
  // Cases that need work of other parts of tlacore (skipped until it is there).
  if (r.out.find("Cannot find source file for module BagsExt") != std::string::npos) {
    GTEST_SKIP() << "needs the BagsExt module (issue 13 item 2)";
  }

  EXPECT_EQ(r.rc, std::stoi(col("tlc_exit"))) << cmd << "\n" << r.out.substr(r.out.size() > 3000 ? r.out.size() - 3000 : 0);
  std::smatch m;
  std::string generated, distinct;
  static const std::regex counts(R"(([\d,]+) states generated, ([\d,]+) distinct states found)");
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), counts); it != std::sregex_iterator(); ++it) {
    generated = std::regex_replace((*it)[1].str(), std::regex(","), "");
    distinct = std::regex_replace((*it)[2].str(), std::regex(","), "");
  }
  EXPECT_EQ(generated, col("generated")) << cmd;
  EXPECT_EQ(distinct, col("distinct")) << cmd;
  std::string violation = expectedViolation(col("note"));
  if (!violation.empty()) {
    EXPECT_NE(r.out.find(violation), std::string::npos) << "no \"" << violation << "\" in:\n" << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(SharedTraces, TraceCaseTest, testing::ValuesIn(fastCases()),
                         [](const testing::TestParamInfo<TraceCase> &info) { return info.param.name; });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(TraceCaseTest);

TEST(TraceCases, IndexIsPresent) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  EXPECT_GE(fastCases().size(), 20u);
}

// SysMoBench's own TraceSpec.tla/TVOperators.tla (../shared/sysmobench/models/common),
// which count the trace position in TLC's register 0 (TLCSet(0, l') while
// matching, TLCGet(0) in the POSTCONDITION), in place of lbinria's: the same
// verdicts and counts on the two-phase-commit traces.
TEST(TraceCases, SysMoBenchTraceSpecWithRegisters) {
  fs::path common = fs::path(TLACORE_SHARED_DIR) / "sysmobench" / "models" / "common";
  if (!fs::exists(common / "TraceSpec.tla") || !fs::exists(tracesDir() / "lbinria-twophase"))
    GTEST_SKIP() << "no " << common;
  fs::path dir = fs::temp_directory_path() / ("tlacore_sysmobench_tracespec_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::copy(tracesDir() / "lbinria-twophase", dir, fs::copy_options::recursive);
  for (const char *m : {"TraceSpec.tla", "TVOperators.tla"}) {
    fs::remove(dir / "spec" / m);
    fs::copy_file(common / m, dir / "spec" / m);
  }
  struct Want {
    const char *trace, *conf;
    int rc;
    const char *counts;
  };
  for (const Want &w : {Want{"4RM.VEA", "4RM", 0, "26 states generated, 19 distinct states found"},
                        Want{"BUG-4RM.VEA", "4RM", 10, "9 states generated, 8 distinct states found"},
                        Want{"BUG-16RM.VEA", "16RM", 10, "495 states generated, 279 distinct states found"}}) {
    Result r = run("cd '" + (dir / "spec").string() + "' && env TRACE_PATH=../BenchMarks/trace.ndjson." + w.trace +
                   " CONFIG_PATH=../BenchMarks/conf." + w.conf + ".ndjson '" + TLACORE_BINARY +
                   "' tlc -workers 1 -config TwoPhaseTrace.cfg TwoPhaseTrace.tla 2>&1");
    EXPECT_EQ(r.rc, w.rc) << w.trace << "\n" << r.out;
    EXPECT_NE(r.out.find(w.counts), std::string::npos) << w.trace << "\n" << r.out;
    if (w.rc == 10) {
      EXPECT_NE(r.out.find("Failed matching the trace to (a prefix of) a behavior"), std::string::npos) << r.out;
    }
  }
  fs::remove_all(dir);
}

// Trace specs fold over their trace with recursive definitions (etcd's
// FoldSeq over 4,888 lines): deep recursion evaluates instead of overflowing
// the stack (tlacore evaluates on threads with 256 MB stacks).
TEST(TraceCases, DeepRecursionEvaluates) {
  fs::path dir = fs::temp_directory_path() / ("tlacore_deep_recursion_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "Deep.tla") << "---- MODULE Deep ----\nEXTENDS Naturals, Sequences\n"
                                     "RECURSIVE Sum(_)\nSum(n) == IF n = 0 THEN 0 ELSE 1 + Sum(n - 1)\n"
                                     "RECURSIVE Fold(_, _)\n"
                                     "Fold(s, acc) == IF s = <<>> THEN acc ELSE Fold(Tail(s), acc + Head(s))\n"
                                     "ASSUME Sum(10000) = 10000\nASSUME Fold([i \\in 1..3000 |-> 1], 0) = 3000\n====\n";
  std::ofstream(dir / "Deep.cfg") << "\n";
  Result r = run("cd '" + dir.string() + "' && '" + TLACORE_BINARY + "' tlc -config Deep.cfg Deep.tla 2>&1");
  EXPECT_EQ(r.rc, 0) << r.out;
  fs::remove_all(dir);
}

} // namespace
