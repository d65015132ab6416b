// The syntax metric against the benchmark's own evaluator: every row of
// ../shared/reference/syntax-scores.tsv, and the evaluator's quirks one by one.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "benchmark_decomposition.h"
#include "benchmark_repair.h"
#include "py_text.h"
#include "syntax_metric.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;

namespace {

std::string fourDecimals(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4f", v);
  return buf;
}

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  for (std::string cell; std::getline(ss, cell, '\t');)
    out.push_back(cell);
  return out;
}

std::vector<std::string> definitionNames(const std::string &text) {
  std::vector<std::string> out;
  for (const BenchmarkDefinition &d : decomposeLikeBenchmark(*py::decodeUtf8(text)))
    out.push_back(py::encodeUtf8(d.name));
  return out;
}

std::string definitionText(const std::string &text, const std::string &name) {
  for (const BenchmarkDefinition &d : decomposeLikeBenchmark(*py::decodeUtf8(text)))
    if (py::encodeUtf8(d.name) == name)
      return py::encodeUtf8(d.content);
  return "<none>";
}

SyntaxScore scoreText(const std::string &text) {
  SyntaxOptions o;
  o.specModule = "M";
  return scoreSyntaxText(text, o);
}

} // namespace

TEST(SyntaxMetric, EqualsTheBenchmarkOnEveryReferenceRow) {
  fs::path shared = TLACORE_SHARED_DIR;
  fs::path tsv = shared / "reference" / "syntax-scores.tsv";
  if (!fs::exists(tsv))
    GTEST_SKIP() << "no " << tsv;
  std::ifstream in(tsv);
  std::vector<std::string> mismatches;
  int rows = 0;
  double slowest = 0, total = 0;
  std::string slowestCase;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#' || line.rfind("case\t", 0) == 0)
      continue;
    std::vector<std::string> c = splitTabs(line);
    ASSERT_EQ(c.size(), 6u) << line;
    ++rows;
    fs::path model = shared / c[0];
    if (fs::is_directory(model))
      model /= c[1];
    SyntaxScore s = scoreSyntax(model);
    total += s.seconds;
    if (s.seconds > slowest)
      slowest = s.seconds, slowestCase = c[0];
    std::string whole = s.wholeModulePasses ? "True" : "False";
    std::string got = whole + " " + std::to_string(s.definitions) + " " + std::to_string(s.definitionsPassing) + " " +
                      fourDecimals(s.score);
    std::string want = c[2] + " " + c[3] + " " + c[4] + " " + c[5];
    if (got != want) {
      std::string failed;
      for (const DefinitionVerdict &d : s.definitionsDetail)
        if (!d.passes)
          failed += "\n      " + d.name + ": " + d.reason;
      mismatches.push_back(c[0] + ": got " + got + ", benchmark " + want +
                           (s.wholeModulePasses ? "" : "\n      whole module: " + s.wholeModuleReason) + failed);
    }
  }
  std::printf("%d rows, %d mismatches; %.3f s in all, slowest %.3f s (%s)\n", rows, static_cast<int>(mismatches.size()),
              total, slowest, slowestCase.c_str());
  for (const std::string &m : mismatches)
    ADD_FAILURE() << m;
  EXPECT_EQ(rows, 70);
}

TEST(SyntaxMetric, DefinitionsStartOnlyAtColumnZeroAndRunToTheNextOne) {
  std::string text = "---- MODULE M ----\n"
                     "EXTENDS Naturals\n"
                     "CONSTANT N\n"
                     "Pre == 1\n"            // before VARIABLES: the VARIABLES line joins it
                     "VARIABLES x, y\n"
                     "  Indented == 2\n"     // not at column 0: part of Pre
                     "f[n \\in Nat] == n\n"  // not the pattern: part of Pre
                     "a ++ b == a\n"         // infix: part of Pre
                     "Init == x = 0\n"
                     "\\* Next == comment\n"
                     "Next(p) == x' = p\n"
                     "Init == x = 1\n"       // a later duplicate replaces the text, keeps the place
                     "====\n";
  EXPECT_EQ(definitionNames(text), (std::vector<std::string>{"Pre", "Init", "Next"}));
  EXPECT_EQ(definitionText(text, "Pre"),
            "Pre == 1\nVARIABLES x, y\n  Indented == 2\nf[n \\in Nat] == n\na ++ b == a");
  EXPECT_EQ(definitionText(text, "Init"), "Init == x = 1\n====");
  EXPECT_EQ(definitionText(text, "Next"), "Next(p) == x' = p");
}

TEST(SyntaxMetric, TheDefinitionPatternIsTheBenchmarks) {
  auto name = [](std::u32string_view s) { return py::encodeUtf8(benchmarkDefinitionName(s).value_or(U"-")); };
  EXPECT_EQ(name(U"Foo == 1"), "Foo");
  EXPECT_EQ(name(U"Foo(a, b)==1"), "Foo");
  EXPECT_EQ(name(U"_x1 ==="), "_x1");
  EXPECT_EQ(name(U"1x == 1"), "-");          // identifiers must start with a letter or _
  EXPECT_EQ(name(U"Foo[x \\in S] == 1"), "-"); // function definitions are not matched
  EXPECT_EQ(name(U"Foo(a)(b) == 1"), "-");
  EXPECT_EQ(name(U"Foo \u225c 1"), "-");     // ≜ is not ==
  EXPECT_EQ(name(U"Foo(a == 1"), "-");        // the parameter group must close
  EXPECT_EQ(name(U"LOCAL Foo == 1"), "-");
}

TEST(SyntaxMetric, ArgumentCountingFollowsTheBenchmark) {
  EXPECT_EQ(benchmarkArgumentCount(U""), 0);
  EXPECT_EQ(benchmarkArgumentCount(U"  "), 0);
  EXPECT_EQ(benchmarkArgumentCount(U"a"), 1);
  EXPECT_EQ(benchmarkArgumentCount(U"a, b, c"), 3);
  EXPECT_EQ(benchmarkArgumentCount(U"[x |-> 1, y |-> 2], b"), 2);
  EXPECT_EQ(benchmarkArgumentCount(U"{1, 2}, <<a, b>>"), 3); // << >> do not nest
  EXPECT_EQ(benchmarkArgumentCount(U","), 0);               // commas alone are no content
  EXPECT_EQ(benchmarkArgumentCount(U"a, G(b"), 2);          // what [^)]* leaves of F(a, G(b), c)
}

TEST(SyntaxMetric, SanyMessagesAreFoundAsTheBenchmarksRegexesFindThem) {
  auto unknown = findUnknownOperators(U"x\nUnknown operator: `foo'.\nUnknown operator: `bar'\nUnknown operator: `baz'.");
  ASSERT_EQ(unknown.size(), 2u);
  EXPECT_EQ(py::encodeUtf8(unknown[0]), "foo");
  EXPECT_EQ(py::encodeUtf8(unknown[1]), "baz"); // `bar' is followed by a line end: no match
  auto arity = findArityErrors(U"The operator F requires 2 arguments.\nThe operator G requires 1 arguments.");
  ASSERT_EQ(arity.size(), 2u);
  EXPECT_EQ(py::encodeUtf8(arity[1].first), "G");
  EXPECT_EQ(py::encodeUtf8(arity[1].second), "1");
}

TEST(SyntaxMetric, RepairDeclaresVariablesAndStubsOperators) {
  std::string text = "---- MODULE M ----\n"
                     "EXTENDS Naturals\n"
                     "VARIABLES x, y\n"
                     "Init == x = 0 /\\ y = 0\n"
                     "Next == x' = Helper(x, y) /\\ UNCHANGED y\n"  // Helper: a 2-argument stub
                     "Use == Missing\n"                              // Missing: a variable
                     "Bad == x +\n"                                  // a syntax error: no repair helps
                     "====\n";
  SyntaxScore s = scoreText(text);
  EXPECT_FALSE(s.wholeModulePasses);
  ASSERT_EQ(s.definitions, 4);
  EXPECT_EQ(s.definitionsPassing, 3);
  EXPECT_DOUBLE_EQ(s.score, 0.5 * 3 / 4);
  for (const DefinitionVerdict &d : s.definitionsDetail) {
    if (d.name == "Next") {
      EXPECT_EQ(d.variablesAdded, (std::vector<std::string>{"x", "y"}));
      EXPECT_EQ(d.stubsAdded, (std::vector<std::string>{"Helper"}));
    }
    if (d.name == "Bad") {
      EXPECT_FALSE(d.passes);
      EXPECT_NE(d.reason, "");
    }
  }
}

TEST(SyntaxMetric, AWholeModuleThatPassesScoresOne) {
  SyntaxScore s = scoreText("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1\n====\n");
  EXPECT_TRUE(s.wholeModulePasses);
  EXPECT_EQ(s.definitions, 2);
  EXPECT_EQ(s.score, 1.0);
  nlohmann::json j = toJson(s);
  EXPECT_EQ(j["score"], 1.0);
  EXPECT_EQ(j["whole_module_passes"], true);
  EXPECT_EQ(j["definitions"], 2);
  EXPECT_EQ(j["definitions_passing"], 2);
  EXPECT_TRUE(j["failed"].is_array());
}

TEST(SyntaxMetric, AModuleThatExtendsASiblingFailsAsAlone) {
  fs::path dir = fs::temp_directory_path() / "tlacore-syntax-sibling";
  fs::create_directories(dir);
  std::ofstream(dir / "Base.tla") << "---- MODULE Base ----\nK == 1\n====\n";
  std::ofstream(dir / "Top.tla") << "---- MODULE Top ----\nEXTENDS Base\nL == K\n====\n";
  SyntaxScore s = scoreSyntax(dir / "Top.tla");
  EXPECT_FALSE(s.wholeModulePasses);
  EXPECT_NE(s.wholeModuleReason.find("Base"), std::string::npos) << s.wholeModuleReason;
  EXPECT_EQ(s.definitions, 1);
  EXPECT_EQ(s.definitionsPassing, 1); // K is stubbed
  fs::remove_all(dir);
}

TEST(SyntaxMetric, AModuleNameThatDiffersFromTheFileFailsTheWholeModuleCheck) {
  fs::path dir = fs::temp_directory_path() / "tlacore-syntax-name";
  fs::create_directories(dir);
  std::ofstream(dir / "model.tla") << "---- MODULE Other ----\nK == 1\n====\n";
  SyntaxScore s = scoreSyntax(dir / "model.tla");
  EXPECT_FALSE(s.wholeModulePasses);
  EXPECT_EQ(s.definitions, 1);
  EXPECT_EQ(s.definitionsPassing, 1);
  EXPECT_DOUBLE_EQ(s.score, 0.5);
  fs::remove_all(dir);
}

TEST(SyntaxMetric, UnreadableAndNonUtf8ModelsAreErrors) {
  SyntaxScore missing = scoreSyntax("/nonexistent/x.tla");
  EXPECT_NE(missing.error, "");
  EXPECT_TRUE(toJson(missing)["score"].is_null());
  SyntaxScore bad = scoreText("---- MODULE M ----\nA == \xff\n====\n");
  EXPECT_NE(bad.error, "");
}

TEST(SyntaxMetric, AFileNameThatIsNoModuleNameStillScoresItsDefinitions) {
  fs::path dir = fs::temp_directory_path() / "tlacore-syntax-badname";
  fs::create_directories(dir);
  std::ofstream(dir / "my-model.tla") << "---- MODULE Model ----\nEXTENDS Naturals\nK == 1\nL == K + 1\n====\n";
  SyntaxScore s = scoreSyntax(dir / "my-model.tla");
  EXPECT_FALSE(s.wholeModulePasses);
  EXPECT_NE(s.wholeModuleReason, "");
  EXPECT_EQ(s.definitions, 2);
  EXPECT_EQ(s.definitionsPassing, 2); // in ActionModule_K, ActionModule_L (L's K is stubbed)
  EXPECT_DOUBLE_EQ(s.score, 0.5);
  // Scored as the benchmark's pipeline scores a model of a task: saved as its spec module.
  SyntaxOptions o;
  o.specModule = "Model";
  SyntaxScore asTask = scoreSyntax(dir / "my-model.tla", o);
  EXPECT_TRUE(asTask.wholeModulePasses) << asTask.wholeModuleReason;
  EXPECT_EQ(asTask.score, 1.0);
  fs::remove_all(dir);
}
