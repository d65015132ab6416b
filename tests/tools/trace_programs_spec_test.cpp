// The instrumented programs of corpus/trace-programs against their TLC-style trace specs:
// every row of index.tsv (contract C1) gives its verdict and failing line through `tlacore tlc`,
// the manifest says what it must (the correct model accepts every real trace, each wrong model
// rejects one, each mutant fails at the line its mutation broke), and a fresh stress run of each
// program under a new seed is accepted by the correct model.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;

fs::path corpusDir() { return fs::path(TLACORE_SOURCE_DIR) / "corpus" / "trace-programs"; }

struct Row {
  std::string program, modelTla, modelCfg, trace, expected, failingLine;
  std::string name; // a test name
};

void PrintTo(const Row &r, std::ostream *os) { *os << r.modelTla << " on " << r.trace; }

std::vector<Row> manifest() {
  std::vector<Row> rows;
  std::ifstream in(corpusDir() / "index.tsv");
  std::string line;
  std::getline(in, line); // the header
  while (std::getline(in, line)) {
    std::stringstream ss(line);
    Row r;
    std::getline(ss, r.program, '\t');
    std::getline(ss, r.modelTla, '\t');
    std::getline(ss, r.modelCfg, '\t');
    std::getline(ss, r.trace, '\t');
    std::getline(ss, r.expected, '\t');
    std::getline(ss, r.failingLine, '\t');
    r.name = std::regex_replace(fs::path(r.modelTla).stem().string() + "_" + r.trace, std::regex("[^A-Za-z0-9]"), "_");
    rows.push_back(r);
  }
  return rows;
}

struct Verdict {
  std::string verdict; // accept, reject, or error
  std::string failingLine = "-";
  long long distinct = -1;
  std::string out;
};

// The model's trace spec (<Model>Trace.tla and .cfg beside it) run on a trace.
Verdict runTraceSpec(const fs::path &modelTla, const fs::path &trace) {
  std::string spec = modelTla.stem().string() + "Trace";
  clirun::Result r = clirun::shell("cd '" + modelTla.parent_path().string() + "' && env TRACE='" + trace.string() +
                                   "' TLA_PATH='" + corpusDir().string() + "' '" + TLACORE_BINARY +
                                   "' tlc -workers 1 -config " + spec + ".cfg " + spec + ".tla 2>&1");
  Verdict v;
  v.out = r.out;
  v.distinct = clirun::stateCounts(r.out).second;
  std::smatch m;
  if (r.rc == 0)
    v.verdict = "accept";
  else if (r.rc == 10 && std::regex_search(r.out, m, std::regex(R"(<<"TraceFailingLine", (\d+)>>)"))) {
    v.verdict = "reject";
    v.failingLine = m[1];
  } else
    v.verdict = "error (exit " + std::to_string(r.rc) + ")";
  return v;
}

class TraceProgramRow : public testing::TestWithParam<Row> {};

TEST_P(TraceProgramRow, TraceSpecGivesTheManifestsVerdict) {
  const Row &r = GetParam();
  Verdict v = runTraceSpec(corpusDir() / r.modelTla, corpusDir() / r.trace);
  EXPECT_EQ(v.verdict, r.expected) << v.out;
  EXPECT_EQ(v.failingLine, r.failingLine) << v.out;
}

INSTANTIATE_TEST_SUITE_P(Manifest, TraceProgramRow, testing::ValuesIn(manifest()),
                         [](const testing::TestParamInfo<Row> &info) { return info.param.name; });

// A deliberately wrong model says so in its header comment.
bool isWrongModel(const fs::path &modelTla) {
  std::ifstream in(modelTla);
  std::string text((std::istreambuf_iterator<char>(in)), {});
  return text.find("WRONG on purpose") != std::string::npos;
}

bool isMutant(const Row &r) { return r.trace.find("/mutants/") != std::string::npos; }

TEST(TracePrograms, ManifestSaysWhatTheModelsMean) {
  std::vector<Row> rows = manifest();
  std::set<std::string> programs, wrongRejectingReal, wrongModels;
  std::map<std::string, std::set<std::string>> mutationKinds; // per program
  for (const Row &r : rows) {
    programs.insert(r.program);
    std::string model = fs::path(r.modelTla).stem().string();
    bool correct = !isWrongModel(corpusDir() / r.modelTla);
    if (!correct)
      wrongModels.insert(model);
    if (!isMutant(r)) {
      if (correct) {
        EXPECT_EQ(r.expected, "accept") << model << " must accept the real trace " << r.trace;
      } else if (r.expected == "reject") {
        wrongRejectingReal.insert(model);
      }
      continue;
    }
    if (!correct)
      continue;
    // A mutant's name says which line the mutation broke: seedS_<kind><line>[...].ndjson.
    std::smatch m;
    std::string file = fs::path(r.trace).filename().string();
    ASSERT_TRUE(std::regex_search(file, m, std::regex(R"(_(drop|swap|corrupt|disabled)(\d+))"))) << file;
    mutationKinds[r.program].insert(m[1]);
    EXPECT_EQ(r.expected, "reject") << r.trace;
    EXPECT_EQ(r.failingLine, m[2].str()) << r.trace;
  }
  EXPECT_GE(programs.size(), 3u);
  EXPECT_GE(wrongModels.size(), 2 * programs.size());
  EXPECT_EQ(wrongRejectingReal, wrongModels) << "every wrong model rejects at least one real trace";
  for (const std::string &p : programs)
    EXPECT_EQ(mutationKinds[p].size(), 4u) << p << ": a dropped, swapped, corrupted and disabled line each";
}

// The distinct values of an argument over a trace's lines (which threads took steps).
std::set<std::string> argValues(const fs::path &trace, const std::string &arg) {
  std::set<std::string> seen;
  std::ifstream in(trace);
  std::string line;
  std::regex pattern("\"" + arg + "\":(\\d+)");
  std::smatch m;
  while (std::getline(in, line))
    if (std::regex_search(line, m, pattern))
      seen.insert(m[1]);
  return seen;
}

struct Program {
  const char *name, *model;
  std::vector<std::string> threadArgs; // each must name at least two threads
};

TEST(TracePrograms, AFreshStressRunIsAcceptedByTheCorrectModel) {
  uint64_t seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000 + 1000;
  fs::path dir = fs::temp_directory_path() / ("tlacore_trace_programs_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const Program &p : {Program{"spinlock", "Spinlock", {"t"}}, Program{"ringbuffer", "RingBuffer", {"p", "c"}},
                           Program{"twophase", "TwoPhase", {"p"}}}) {
    SCOPED_TRACE(std::string(p.name) + " --seed " + std::to_string(seed));
    fs::path trace = dir / (std::string(p.name) + ".ndjson");
    clirun::Result run = clirun::shell(std::string("'") + TRACE_PROGRAMS_DIR + "/trace_prog_" + p.name + "' --seed " +
                                       std::to_string(seed) + " --steps 150 --stress --out '" + trace.string() + "' 2>&1");
    ASSERT_EQ(run.rc, 0) << run.out;
    std::ifstream in(trace);
    long long lines = std::count(std::istreambuf_iterator<char>(in), {}, '\n');
    EXPECT_EQ(lines, 151) << "the Init line and 150 steps";
    for (const std::string &arg : p.threadArgs)
      EXPECT_GE(argValues(trace, arg).size(), 2u) << "steps of several threads (argument " << arg << ")";
    Verdict v = runTraceSpec(corpusDir() / p.name / (std::string(p.model) + ".tla"), trace);
    EXPECT_EQ(v.verdict, "accept") << v.out;
    EXPECT_EQ(v.distinct, lines + 1) << "one state per line, and the initial one";
  }
  fs::remove_all(dir);
}

} // namespace
