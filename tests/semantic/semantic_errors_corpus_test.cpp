// SANY's semantic corpus through ModuleSet: every semantic-errors file reports
// the code its name starts with (E4330_... is error 4330), and no
// semantic-ok file reports an error.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <regex>
#include <string>
#include <vector>

#include "module_set.h"

namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(TLACORE_SHARED_DIR) / "corpus" / "sany-tests";

// Files of the semantic-errors corpus that tlacore reports correctly; raise
// it when more pass.
constexpr int kMinReported = 122;

// Helper modules that SANY reports only through the tests extending them.
const std::vector<std::string> kHelperModules = {"E4224_Extended.tla", "W4800_Extended.tla"};

// Files of codes SANY added after 1.8.0, which the reference jar does not report: they must
// report nothing (W4802, a record field named like a definition: tlaplus PR #1185, May 2025;
// the recorded run of nbacc_ray97 prints no warning for its [Proc |-> "YES"]).
const std::vector<std::string> kAfter180 = {"W4802_Pre_Test.tla"};

std::vector<fs::path> tlaFiles(const fs::path &dir) {
  std::vector<fs::path> files;
  for (const auto &entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".tla")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

struct Result {
  std::vector<int> codes;
  bool hasErrors = false;
};

Result analyse(const fs::path &file) {
  tlacore::SourceManager sm;
  tlacore::DiagnosticEngine diags;
  tlacore::sem::ModuleSet set(sm, diags);
  set.loadRootFile(file.string());
  Result r;
  for (const tlacore::Diagnostic &d : diags.diagnostics())
    r.codes.push_back(static_cast<int>(d.code));
  r.hasErrors = diags.hasErrors();
  return r;
}

std::string codeList(const std::vector<int> &codes) {
  std::string s;
  for (int c : codes) {
    if (!s.empty())
      s += ',';
    s += std::to_string(c);
  }
  return "[" + s + "]";
}

TEST(SemanticErrorsCorpus, FilesReportTheirSanyCode) {
  fs::path dir = kCorpus / "semantic-errors";
  if (!fs::is_directory(dir))
    GTEST_SKIP() << "no shared corpus at " << dir;
  static const std::regex kName(R"(^[EW](\d+)_.*)");
  int reported = 0;
  std::string misses;
  for (const fs::path &file : tlaFiles(dir)) {
    std::string name = file.filename().string();
    std::smatch m;
    if (std::find(kAfter180.begin(), kAfter180.end(), name) != kAfter180.end()) {
      Result r = analyse(file);
      EXPECT_TRUE(r.codes.empty()) << name << " reports " << codeList(r.codes);
      continue;
    }
    if (!std::regex_match(name, m, kName) ||
        std::find(kHelperModules.begin(), kHelperModules.end(), name) != kHelperModules.end())
      continue;
    int want = std::stoi(m[1].str());
    Result r = analyse(file);
    if (std::find(r.codes.begin(), r.codes.end(), want) != r.codes.end())
      ++reported;
    else
      misses += "\n  " + name + " reports " + codeList(r.codes);
  }
  EXPECT_GE(reported, kMinReported) << "files missing their code:" << misses;
  if (!misses.empty())
    std::cout << "[ INFO     ] files missing their code:" << misses << "\n";
}

TEST(SemanticOkCorpus, FilesHaveNoErrors) {
  fs::path dir = kCorpus / "semantic-ok";
  if (!fs::is_directory(dir))
    GTEST_SKIP() << "no shared corpus at " << dir;
  for (const fs::path &file : tlaFiles(dir)) {
    Result r = analyse(file);
    EXPECT_FALSE(r.hasErrors) << file.filename().string() << " reports " << codeList(r.codes);
  }
}

} // namespace
