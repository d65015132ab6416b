// Checks the TLA+ Examples models of expected.tsv through the library and compares with TLC's results.
//
// One test per model: exhaustive-search models (with PROPERTY formulas too:
// liveness), with TLC wall time <= 10 s (all of them when the environment
// variable TLACORE_SLOW_MODELS=1 is set, or when configured with
// -DTLACORE_SLOW_MODELS=ON). A model in kKnownFailures is skipped with its
// reason while it still mismatches, and fails once it matches, so that the
// list only shrinks.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "check_test_helpers.h"

#ifndef TLACORE_SLOW_MODELS_DEFAULT
#define TLACORE_SLOW_MODELS_DEFAULT 0
#endif

namespace tlacore {
namespace {

namespace fs = std::filesystem;
using explore::Outcome;

constexpr double kFastModelSeconds = 10.0;

// Models that do not match TLC yet: cfg path (as in expected.tsv) -> reason.
// Add an entry as {"dir/Model.cfg", "what differs and why"}; remove it once it matches.
const std::map<std::string, std::string> kKnownFailures = {
};
// Models skipped without running them: they take minutes where TLC takes seconds.
const std::map<std::string, std::string> kTooSlow = {};

struct ModelRow {
  std::string module; // relative to corpus/examples
  std::string cfg;
  std::string result; // success, safety failure, deadlock failure, assumption failure
  uint64_t distinct = 0;
  uint64_t total = 0;
  int64_t depth = 0;
  double tlcSeconds = 0;
  std::string features;
};

// How gtest prints a row (instead of its bytes).
void PrintTo(const ModelRow &row, std::ostream *os) { *os << (row.cfg.empty() ? "<corpus absent>" : row.cfg); }

fs::path examplesDir() { return fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples"; }

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, '\t'))
    out.push_back(cell);
  return out;
}

bool slowModelsWanted() {
  if (const char *env = std::getenv("TLACORE_SLOW_MODELS"))
    return std::string(env) == "1";
  return TLACORE_SLOW_MODELS_DEFAULT != 0;
}

// The rows to check; a single empty row when the corpus is absent (its test skips).
std::vector<ModelRow> corpusRows() {
  std::vector<ModelRow> rows;
  std::ifstream in(examplesDir() / "expected.tsv");
  if (!in)
    return {ModelRow{}};
  bool slow = slowModelsWanted();
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::vector<std::string> c = splitTabs(line);
    if (c.size() < 10 || c[0] == "module") // an empty last column (features) is dropped by getline
      continue;
    ModelRow r;
    r.module = c[0];
    r.cfg = c[1];
    r.result = c[3];
    r.distinct = c[4].empty() ? 0 : std::stoull(c[4]);
    r.total = c[5].empty() ? 0 : std::stoull(c[5]);
    r.depth = c[6].empty() ? 0 : std::stoll(c[6]);
    r.tlcSeconds = c[7].empty() ? 0 : std::stod(c[7]);
    r.features = c.size() > 10 ? c[10] : "";
    if (c[2] != "exhaustive search")
      continue;
    if (!slow && r.tlcSeconds > kFastModelSeconds)
      continue;
    rows.push_back(std::move(r));
  }
  return rows;
}

std::string testName(const ::testing::TestParamInfo<ModelRow> &info) {
  if (info.param.cfg.empty())
    return "CorpusAbsent";
  std::string n = info.param.cfg.substr(0, info.param.cfg.size() - 4);
  for (char &ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch)))
      ch = '_';
  return n;
}

bool outcomeMatches(const std::string &want, Outcome got) {
  if (want == "success")
    return got == Outcome::Success;
  if (want == "safety failure")
    return got == Outcome::InvariantViolated || got == Outcome::InitInvariantViolated;
  if (want == "deadlock failure")
    return got == Outcome::Deadlock;
  if (want == "assumption failure")
    return got == Outcome::AssumptionFalse;
  if (want == "liveness failure")
    return got == Outcome::LivenessViolated || got == Outcome::ActionPropertyViolated;
  return false;
}

const char *outcomeText(Outcome o) {
  switch (o) {
  case Outcome::Success: return "success";
  case Outcome::InvariantViolated: return "invariant violated";
  case Outcome::InitInvariantViolated: return "initial state violates an invariant";
  case Outcome::ActionPropertyViolated: return "action property violated";
  case Outcome::Deadlock: return "deadlock";
  case Outcome::AssumptionFalse: return "assumption false";
  case Outcome::EvalErrorInit: return "evaluation error (initial states)";
  case Outcome::EvalErrorNext: return "evaluation error (next state)";
  case Outcome::EvalErrorInvariant: return "evaluation error (invariant)";
  case Outcome::LivenessViolated: return "temporal property violated";
  case Outcome::EvalErrorLiveness: return "evaluation error (temporal property)";
  case Outcome::SuccessorIncomplete: return "successor not completely specified";
  case Outcome::InitialStateIncomplete: return "initial state not completely specified";
  case Outcome::Stopped: return "stopped";
  }
  return "?";
}

// Every difference from TLC's row, empty when the model matches.
std::string mismatches(const ModelRow &row, const checktest::CheckRun &run) {
  std::ostringstream out;
  if (run.stage != checktest::Stage::Loaded) {
    out << "did not start: " << run.problem;
    return out.str();
  }
  const explore::CheckResult &r = run.result;
  if (!outcomeMatches(row.result, r.outcome)) {
    out << "want " << row.result << ", got " << outcomeText(r.outcome);
    if (!r.error.message.empty())
      out << ": " << r.error.message;
    out << "; ";
  }
  if (row.result == "success" && r.outcome == Outcome::Success) {
    if (r.distinct != row.distinct)
      out << "distinct " << r.distinct << " vs TLC " << row.distinct << "; ";
    if (r.generated != row.total)
      out << "generated " << r.generated << " vs TLC " << row.total << "; ";
    if (r.depth != row.depth)
      out << "depth " << r.depth << " vs TLC " << row.depth << "; ";
  }
  return out.str();
}

class ModelsCorpusTest : public ::testing::TestWithParam<ModelRow> {};

TEST_P(ModelsCorpusTest, MatchesTlc) {
  const ModelRow &row = GetParam();
  if (row.cfg.empty())
    GTEST_SKIP() << "shared corpus " << examplesDir() << " is absent; model corpus test skipped";
  if (auto slow = kTooSlow.find(row.cfg); slow != kTooSlow.end())
    GTEST_SKIP() << "too slow (" << slow->second << ")";
  fs::path tla = examplesDir() / row.module;
  fs::path cfg = examplesDir() / row.cfg;
  checktest::CheckRun run = checktest::checkFiles(tla.string(), cfg.string());
  std::string diff = mismatches(row, run);
  RecordProperty("distinct", std::to_string(run.result.distinct));
  RecordProperty("generated", std::to_string(run.result.generated));
  auto known = kKnownFailures.find(row.cfg);
  if (known != kKnownFailures.end()) {
    if (diff.empty())
      FAIL() << row.cfg << " now matches TLC: remove it from kKnownFailures";
    GTEST_SKIP() << "known failure (" << known->second << "): " << diff;
  }
  EXPECT_TRUE(diff.empty()) << row.module << " with " << row.cfg << ": " << diff;
}

INSTANTIATE_TEST_SUITE_P(Examples, ModelsCorpusTest, ::testing::ValuesIn(corpusRows()), testName);

// Every known failure names a model of expected.tsv, so stale entries are noticed.
TEST(ModelsCorpusListTest, KnownFailuresAreCorpusModels) {
  std::ifstream in(examplesDir() / "expected.tsv");
  if (!in)
    GTEST_SKIP() << "shared corpus " << examplesDir() << " is absent";
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto &[cfg, reason] : kTooSlow)
    EXPECT_NE(text.find("\t" + cfg + "\t"), std::string::npos) << cfg << " is not in expected.tsv";
  for (const auto &[cfg, reason] : kKnownFailures)
    EXPECT_NE(text.find("\t" + cfg + "\t"), std::string::npos) << cfg << " is not in expected.tsv";
}

} // namespace
} // namespace tlacore
