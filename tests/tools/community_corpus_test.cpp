// corpus/community: ASSUME-only modules that call every operator of the
// CommunityModules (SequencesExt, Functions, FiniteSetsExt, BagsExt, Folds,
// Graphs, UndirectedGraphs, Relation, Quorum, Bitwise, Combinatorics,
// DyadicRationals, Statistics, VectorClocks, SVG, HTML, Json, CSV, GraphViz),
// run through `tlacore tlc` (each must pass, as TLC passes them); and a check
// that every operator the bundled module texts define is called somewhere.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

const std::string kDir = std::string(TLACORE_SOURCE_DIR) + "/corpus/community";
const std::string kStdlib = std::string(TLACORE_SOURCE_DIR) + "/semantic/stdlib";

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> corpusModules() {
  std::vector<std::string> out;
  for (const auto &e : fs::directory_iterator(kDir))
    if (e.path().extension() == ".tla")
      out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

class CommunityCorpus : public testing::TestWithParam<std::string> {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/tlacore-community-XXXXXX";
    ASSERT_TRUE(mkdtemp(tmpl));
    dir_ = tmpl;
    fs::copy(kDir, dir_, fs::copy_options::recursive);
    std::ofstream(dir_ + "/empty.cfg");
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string dir_;
};

TEST_P(CommunityCorpus, EveryAssumptionHolds) {
  clirun::Result r = clirun::shell("cd '" + dir_ + "' && '" + TLACORE_BINARY + "' tlc -workers 1 -config empty.cfg " +
                                   GetParam() + ".tla 2>&1");
  SCOPED_TRACE(r.out);
  EXPECT_EQ(r.rc, 0);
  EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Modules, CommunityCorpus, testing::ValuesIn(corpusModules()),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

// The operators a bundled module defines at top level (not LOCAL): a name at
// the start of a line followed by parameters or a function's bounds and `==`.
std::set<std::string> definedOperators(const std::string &module) {
  std::set<std::string> names;
  std::istringstream in(readFile(kStdlib + "/" + module + ".tla"));
  static const std::regex def(R"(^([A-Za-z_][A-Za-z0-9_]*)\s*(\([^=]*\)|\[[^=]*\])?\s*==)");
  std::string line;
  std::smatch m;
  while (std::getline(in, line))
    if (std::regex_search(line, m, def))
      names.insert(m[1]);
  return names;
}

// The corpus text outside comments.
std::string codeOf(const std::string &text) {
  std::string out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    size_t c = line.find("\\*");
    out += line.substr(0, c) + "\n";
  }
  return out;
}

TEST(CommunityCorpusCoverage, EveryOperatorOfTheListedModulesIsCalled) {
  std::set<std::string> modules, excused;
  std::string code;
  for (const std::string &m : corpusModules()) {
    std::string text = readFile(kDir + "/" + m + ".tla");
    code += codeOf(text);
    std::smatch match;
    if (std::regex_search(text, match, std::regex(R"(\\\* Exercises: ([^\n]*))"))) {
      std::istringstream list(match[1].str());
      for (std::string name; std::getline(list, name, ',');)
        modules.insert(std::regex_replace(name, std::regex(R"(^\s+|\s+$)"), ""));
    }
    // `\* Not exercised here: Op (why)`: an operator left out, with the reason.
    static const std::regex notHere(R"(\\\* Not exercised here: (\w+))");
    for (std::sregex_iterator it(text.begin(), text.end(), notHere), end; it != end; ++it) {
      excused.insert((*it)[1]);
      std::cout << "not exercised (as its comment says): " << (*it)[1] << "\n";
    }
  }
  // The modules of the CommunityModules release whose operators are all
  // constant-level (TLCExt, IOUtils, ShiViz, DifferentialEquations and the
  // *Theorems modules have their own tests: module_library_test and the
  // trace corpus).
  for (const char *m : {"SequencesExt", "Functions", "FiniteSetsExt", "BagsExt", "Folds", "Graphs", "UndirectedGraphs",
                        "Relation", "Quorum", "Bitwise", "Combinatorics", "DyadicRationals", "Statistics", "VectorClocks",
                        "SVG", "HTML", "Json", "CSV", "GraphViz"})
    EXPECT_TRUE(modules.count(m)) << m << " is not listed on an `Exercises:` line of corpus/community";
  size_t checked = 0;
  for (const std::string &m : modules) {
    std::set<std::string> ops = definedOperators(m);
    EXPECT_FALSE(ops.empty()) << m;
    for (const std::string &op : ops) {
      ++checked;
      if (excused.count(op))
        continue;
      EXPECT_TRUE(std::regex_search(code, std::regex("\\b" + op + "\\b"))) << m << "!" << op << " is never called";
    }
  }
  EXPECT_GE(checked, 200u);
}

// TLC 1.8.0's monolith specs (util.MonolithSpecExtractor): `-config Spec.tla`
// reads the `---- CONFIG Spec ----` section up to the next `====` line, and a
// module the root file holds after its first one resolves from there (the
// CommunityModules tests carry their CONFIG this way).
TEST(MonolithSpec, ConfigSectionAndModulesInTheRootFile) {
  char tmpl[] = "/tmp/tlacore-monolith-XXXXXX";
  ASSERT_TRUE(mkdtemp(tmpl));
  std::string dir = tmpl;
  std::ofstream(dir + "/Mono.tla") << "---- CONFIG Other ----\nINIT Nope\n====\n\n"
                                      "---- MODULE Mono ----\nEXTENDS Naturals, Helper\nCONSTANT N\nVARIABLE x\n"
                                      "Init == x = 0\nNext == x' = Inc(x) % N\n====\n\n"
                                      "---- MODULE Helper ----\nEXTENDS Naturals\nInc(n) == n + 1\n====\n\n"
                                      "----- CONFIG Mono -----\n\nINIT Init\r\nNEXT Next\nCONSTANT N = 3\n=====\n";
  std::ofstream(dir + "/Alone.tla") << "---- MODULE Alone ----\nCONSTANT N\nASSUME N = 2\n====\n"
                                       "---- CONFIG Elsewhere ----\nCONSTANT N = 2\n====\n";
  auto run = [&](const std::string &args) {
    return clirun::shell("cd '" + dir + "' && '" + TLACORE_BINARY + "' tlc -workers 1 " + args + " 2>&1");
  };
  clirun::Result mono = run("-config Mono.tla Mono.tla");
  EXPECT_EQ(mono.rc, 0) << mono.out;
  EXPECT_NE(mono.out.find("4 states generated, 3 distinct states found"), std::string::npos) << mono.out;
  // No section of that name: an empty configuration (N has no value).
  clirun::Result alone = run("-config Alone.tla Alone.tla");
  EXPECT_NE(alone.rc, 0) << alone.out;
  // A .cfg file is read as before, whatever it holds.
  std::ofstream(dir + "/Alone.cfg") << "CONSTANT N = 2\n";
  clirun::Result cfg = run("-config Alone.cfg Alone.tla");
  EXPECT_EQ(cfg.rc, 0) << cfg.out;
  std::error_code ec;
  fs::remove_all(dir, ec);
}

} // namespace
