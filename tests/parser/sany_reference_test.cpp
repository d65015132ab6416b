// Agreement with SANY 1.8.0 on broken variants of real specs: a syntax error exactly where SANY exits 255.
#include <gtest/gtest.h>

#include <iostream>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

struct ReferenceCase {
  std::string name;
  std::string mutation;
  int sanyExit = 0;
};

std::vector<ReferenceCase> readExpected(const fs::path &tsv) {
  std::vector<ReferenceCase> cases;
  std::istringstream in(readFile(tsv));
  bool sawHeader = false;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#')
      continue;
    std::vector<std::string> cols;
    std::istringstream fields(line);
    for (std::string col; std::getline(fields, col, '\t');)
      cols.push_back(col);
    if (!sawHeader) { // case  mutation  sany_exit  first_error_line
      sawHeader = true;
      if (!cols.empty() && cols[0] == "case")
        continue;
    }
    if (cols.size() < 3)
      continue;
    cases.push_back({cols[0], cols[1], std::stoi(cols[2])});
  }
  return cases;
}

// `Foo__Bar.toolbox__Model_1__Spec--semicolon` -> `Spec.tla`.
std::string moduleFileOf(const std::string &caseName) {
  std::string stem = caseName.substr(0, caseName.rfind("--"));
  size_t sep = stem.rfind("__");
  if (sep != std::string::npos)
    stem = stem.substr(sep + 2);
  return stem + ".tla";
}

TEST(SanyReference, SyntaxErrorExactlyWhereSanyExits255) {
  fs::path dir = sharedDir() / "reference" / "sany";
  fs::path tsv = dir / "expected.tsv";
  if (!fs::exists(tsv))
    GTEST_SKIP() << "SANY reference outputs not found at " << tsv << " (set TLACORE_SHARED_DIR)";
  std::vector<ReferenceCase> cases = readExpected(tsv);
  ASSERT_FALSE(cases.empty());

  size_t agree = 0;
  std::string disagreements;
  for (const ReferenceCase &c : cases) {
    fs::path file = dir / c.name / moduleFileOf(c.name);
    if (!fs::exists(file)) {
      disagreements += "  " + c.name + ": missing " + file.filename().string() + "\n";
      continue;
    }
    ParseRun run(readFile(file), file.string());
    bool sanySyntaxError = c.sanyExit == 255;
    bool ourSyntaxError = !run.ok();
    if (sanySyntaxError == ourSyntaxError) {
      ++agree;
      continue;
    }
    disagreements += "  " + c.name + " (" + c.mutation + "): SANY exit " + std::to_string(c.sanyExit) +
                     ", tlacore " + (ourSyntaxError ? "reports a syntax error" : "parses it") + "\n" + run.summary();
  }
  std::cout << "[ sany ref ] agreement " << agree << "/" << cases.size() << " ("
            << (cases.empty() ? 0.0 : 100.0 * double(agree) / double(cases.size())) << "%)\n";
  EXPECT_EQ(agree, cases.size()) << "disagreements with SANY:\n" << disagreements;
}

} // namespace
} // namespace tlacore::test
