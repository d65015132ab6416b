// SANY 1.8.0's verdict on 4,198 one-expression modules that combine infix,
// prefix and postfix operators (../shared/reference/sany-precedence), through
// the code path of `tlacore sany -error-codes`; and, for every accepted one,
// the grouping SANY's precedence ranges imply.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "module_set.h"
#include "sany_verdict.h"

namespace {

namespace fs = std::filesystem;
using namespace tlacore;

const fs::path kCases = fs::path(TLACORE_SHARED_DIR) / "reference" / "sany-precedence" / "cases.tsv";

struct PrecedenceCase {
  std::string id;
  std::string expression;
  int sanyExit = 0;
};

std::vector<PrecedenceCase> readCases() {
  std::vector<PrecedenceCase> cases;
  std::ifstream in(kCases);
  std::string line;
  std::getline(in, line); // id  expression  sany_exit
  while (std::getline(in, line)) {
    size_t t1 = line.find('\t'), t2 = line.rfind('\t');
    if (t1 == std::string::npos || t2 == t1)
      continue;
    cases.push_back({line.substr(0, t1), line.substr(t1 + 1, t2 - t1 - 1), std::stoi(line.substr(t2 + 1))});
  }
  return cases;
}

// The module the reference README describes, written to `<id>.tla`.
std::string moduleText(const PrecedenceCase &c) {
  return "---- MODULE " + c.id + " ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC, Bags\nCONSTANTS a, b, c\n" +
         "VARIABLE v\nX == " + c.expression + "\n====\n";
}

// One load of a case, as `tlacore sany` does it (the folder holds no other module).
struct CaseRun {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  int exitCode = 0;
  CaseRun(const fs::path &dir, const PrecedenceCase &c) {
    set.loadRootText((dir / (c.id + ".tla")).string(), moduleText(c));
    exitCode = sem::sanyExitCode(diags, true);
  }
  std::string firstError() const {
    for (const Diagnostic &d : diags.diagnostics())
      if (d.severity == Severity::Error)
        return "[" + std::to_string(d.code) + "] " + d.message;
    return "no error";
  }
  const ast::Expr *body() const {
    if (set.files().empty() || !set.files()[0]->parsed.module)
      return nullptr;
    for (const ast::Unit *u : set.files()[0]->parsed.module->units)
      if (auto *def = ast::dynCast<ast::OperatorDefUnit>(u); def && def->name.text == "X")
        return def->body;
    return nullptr;
  }
};

// An empty folder for the modules (so that no file shadows a standard module).
fs::path emptyFolder() {
  fs::path dir = fs::temp_directory_path() / ("tlacore-sany-precedence-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir;
}

TEST(SanyPrecedence, AllCasesMatchSany) {
  if (!fs::exists(kCases))
    GTEST_SKIP() << "SANY precedence reference not found at " << kCases << " (set TLACORE_SHARED_DIR)";
  std::vector<PrecedenceCase> cases = readCases();
  ASSERT_GT(cases.size(), 4000u);
  fs::path dir = emptyFolder();
  size_t agree = 0;
  std::map<std::string, size_t> byVerdicts; // "SANY x, tlacore y" -> count
  std::string disagreements;
  for (const PrecedenceCase &c : cases) {
    CaseRun run(dir, c);
    if (run.exitCode == c.sanyExit) {
      ++agree;
      continue;
    }
    std::string key = "SANY " + std::to_string(c.sanyExit) + ", tlacore " + std::to_string(run.exitCode);
    if (byVerdicts[key]++ < 40)
      disagreements += "  " + c.id + "  " + c.expression + "  (" + key + "): " + run.firstError() + "\n";
  }
  fs::remove_all(dir);
  std::cout << "[ sany precedence ] " << agree << "/" << cases.size() << " cases give SANY's exit code\n";
  for (const auto &[key, n] : byVerdicts)
    std::cout << "  " << n << " x " << key << "\n";
  EXPECT_EQ(agree, cases.size()) << "disagreements (first 40 of each kind):\n" << disagreements;
}

// SANY 1.8.0's precedence ranges and associativity (tla2sany ConfigConstants),
// keyed by tlacore's canonical spelling; written out here independently of
// parser/transform/operator_table.cpp so that a wrong entry there shows.
struct SanyOp {
  int low, high;
  bool leftAssoc;
};
const std::map<std::string, SanyOp> &sanyInfix() {
  static const std::map<std::string, SanyOp> ops = {
      {"^", {140, 140, false}},       {"/", {130, 130, false}},        {"*", {130, 130, true}},
      {"-", {110, 110, true}},        {"+", {100, 100, true}},         {"=", {50, 50, false}},
      {"/\\", {30, 30, true}},        {"\\/", {30, 30, true}},         {"~>", {20, 20, false}},
      {"=>", {10, 10, false}},        {"\\cdot", {50, 140, true}},     {"<=>", {20, 20, false}},
      {"-+->", {20, 20, false}},      {"/=", {50, 50, false}},         {"\\subseteq", {50, 50, false}},
      {"\\in", {50, 50, false}},      {"\\notin", {50, 50, false}},    {"<", {50, 50, false}},
      {"=<", {50, 50, false}},        {">", {50, 50, false}},          {">=", {50, 50, false}},
      {"\\X", {100, 130, true}},      {"\\", {80, 80, false}},         {"\\cap", {80, 80, true}},
      {"\\cup", {80, 80, true}},      {"...", {90, 90, false}},        {"..", {90, 90, false}},
      {"|", {100, 110, true}},        {"||", {100, 110, true}},        {"&&", {130, 130, true}},
      {"&", {130, 130, true}},        {"$$", {90, 130, true}},         {"$", {90, 130, true}},
      {"??", {90, 130, true}},        {"%%", {100, 110, true}},        {"%", {100, 110, false}},
      {"##", {90, 130, true}},        {"++", {100, 100, true}},        {"--", {110, 110, true}},
      {"**", {130, 130, true}},       {"//", {130, 130, false}},       {"^^", {140, 140, false}},
      {"@@", {60, 60, true}},         {"!!", {90, 130, false}},        {"|-", {50, 50, false}},
      {"|=", {50, 50, false}},        {"-|", {50, 50, false}},         {"=|", {50, 50, false}},
      {"<:", {70, 70, false}},        {":>", {70, 70, false}},         {":=", {50, 50, false}},
      {"::=", {50, 50, false}},       {"(+)", {100, 100, true}},       {"(-)", {110, 110, true}},
      {"(.)", {130, 130, true}},      {"(/)", {130, 130, false}},      {"(\\X)", {130, 130, true}},
      {"\\uplus", {90, 130, true}},   {"\\sqcap", {90, 130, true}},    {"\\sqcup", {90, 130, true}},
      {"\\div", {130, 130, false}},   {"\\wr", {90, 140, false}},      {"\\star", {130, 130, true}},
      {"\\o", {130, 130, true}},      {"\\bigcirc", {130, 130, true}}, {"\\bullet", {130, 130, true}},
      {"\\prec", {50, 50, false}},    {"\\succ", {50, 50, false}},     {"\\preceq", {50, 50, false}},
      {"\\succeq", {50, 50, false}},  {"\\sim", {50, 50, false}},      {"\\simeq", {50, 50, false}},
      {"\\ll", {50, 50, false}},      {"\\gg", {50, 50, false}},       {"\\asymp", {50, 50, false}},
      {"\\subset", {50, 50, false}},  {"\\supset", {50, 50, false}},   {"\\supseteq", {50, 50, false}},
      {"\\approx", {50, 50, false}},  {"\\cong", {50, 50, false}},     {"\\sqsubset", {50, 50, false}},
      {"\\sqsubseteq", {50, 50, false}}, {"\\sqsupset", {50, 50, false}}, {"\\sqsupseteq", {50, 50, false}},
      {"\\doteq", {50, 50, false}},   {"\\propto", {50, 50, false}}};
  return ops;
}
const std::map<std::string, SanyOp> &sanyPrefix() {
  static const std::map<std::string, SanyOp> ops = {
      {"~", {40, 40, false}},        {"-.", {120, 120, false}},     {"[]", {40, 150, false}},
      {"<>", {40, 150, false}},      {"ENABLED", {40, 150, false}}, {"UNCHANGED", {40, 150, false}},
      {"SUBSET", {100, 130, false}}, {"UNION", {100, 130, false}},  {"DOMAIN", {100, 130, false}}};
  return ops;
}
constexpr SanyOp kPostfix{150, 150, false};

// The operator at the root of `e` when it is an unparenthesised operator application.
const SanyOp *rootOperator(const ast::Expr *e, std::string &name) {
  if (auto *in = ast::dynCast<ast::InfixExpr>(e)) {
    name = std::string(in->op.text);
    auto it = sanyInfix().find(name);
    return it == sanyInfix().end() ? nullptr : &it->second;
  }
  if (ast::isa<ast::TimesExpr>(e)) {
    name = "\\X";
    return &sanyInfix().at(name);
  }
  if (auto *pre = ast::dynCast<ast::PrefixExpr>(e)) {
    name = std::string(pre->op.text);
    auto it = sanyPrefix().find(name);
    return it == sanyPrefix().end() ? nullptr : &it->second;
  }
  if (ast::isa<ast::PostfixExpr>(e)) {
    name = "'";
    return &kPostfix;
  }
  return nullptr;
}

// Checks that every operator node of `e` groups as SANY's operator stack
// groups an accepted expression: a left operand binds tighter than its
// operator (or is the same left-associative operator), and a right operand's
// operator binds looser than none it sits under; appends violations to `out`.
void checkGrouping(const ast::Expr *e, std::string &out) {
  std::string parentName;
  const SanyOp *parent = rootOperator(e, parentName);
  if (!parent)
    return;
  auto child = [&](const ast::Expr *c, bool isLeft) {
    std::string childName;
    const SanyOp *op = rootOperator(c, childName);
    checkGrouping(c, out);
    if (!op)
      return;
    bool childIsPrefix = ast::isa<ast::PrefixExpr>(c);
    bool childIsPostfix = ast::isa<ast::PostfixExpr>(c);
    bool ok = true;
    if (childIsPostfix)
      ok = true; // binds tightest of all
    else if (ast::isa<ast::PostfixExpr>(e))
      ok = false; // a postfix operator applies to an operand, not to an operator application
    else if (isLeft)
      ok = op->low > parent->high || (childName == parentName && parent->leftAssoc && !childIsPrefix);
    else if (!childIsPrefix)
      ok = parent->high < op->low;
    if (!ok)
      out += "'" + childName + "' grouped under '" + parentName + "'; ";
  };
  if (auto *in = ast::dynCast<ast::InfixExpr>(e)) {
    child(in->lhs, true);
    child(in->rhs, false);
  } else if (auto *times = ast::dynCast<ast::TimesExpr>(e)) {
    for (size_t i = 0; i < times->factors.size(); ++i)
      child(times->factors[i], i == 0);
  } else if (auto *pre = ast::dynCast<ast::PrefixExpr>(e)) {
    child(pre->operand, false);
  } else if (auto *post = ast::dynCast<ast::PostfixExpr>(e)) {
    child(post->operand, true);
  }
}

TEST(SanyPrecedence, AcceptedCasesGroupAsSany) {
  if (!fs::exists(kCases))
    GTEST_SKIP() << "SANY precedence reference not found at " << kCases << " (set TLACORE_SHARED_DIR)";
  fs::path dir = emptyFolder();
  size_t checked = 0;
  std::string wrong;
  for (const PrecedenceCase &c : readCases()) {
    if (c.sanyExit == 255)
      continue;
    CaseRun run(dir, c);
    const ast::Expr *body = run.body();
    if (!body)
      continue; // AllCasesMatchSany reports it
    std::string out;
    checkGrouping(body, out);
    ++checked;
    if (!out.empty())
      wrong += "  " + c.id + "  " + c.expression + ": " + out + "\n";
  }
  fs::remove_all(dir);
  std::cout << "[ sany precedence ] grouping checked on " << checked << " accepted cases\n";
  EXPECT_GT(checked, 3000u);
  EXPECT_TRUE(wrong.empty()) << wrong;
}

} // namespace

namespace {

// SANY's level rule beyond the reference's operator combinations: every
// construct's argument limit (BuiltInLevel), limits a user-defined operator
// takes from its body, and arguments of weight 0 (', ENABLED, [A]_v, ...)
// whose parameters do not constrain the operator.
TEST(SanyLevels, ArgumentLevelLimitsOfConstructsAndDefinitions) {
  struct LevelCase {
    const char *defs;
    int sanyExit;
  };
  const LevelCase cases[] = {
      {"X == {[]TRUE}", 4},
      {"X == <<1, <>TRUE>>", 4},
      {"X == {x \\in {1} : []TRUE}", 4},
      {"X == {[]TRUE : x \\in {1}}", 4},
      {"X == [x \\in {1} |-> []TRUE]", 0},
      {"X == [{1} -> {<>TRUE}]", 4},
      {"X == [a |-> []TRUE].a", 4},
      {"X == (<<[]TRUE>>)[1]", 4},
      {"X == CHOOSE x \\in {1} : []TRUE", 4},
      {"X == IF []TRUE THEN 1 ELSE 2", 0},
      {"X == [v' = v]_(v')", 4},
      {"X == <<v' = v>>_v", 0},
      {"X == WF_(v')(v' = v)", 4},
      {"X == SF_v([]TRUE)", 4},
      {"X == UNCHANGED (v')", 4},
      {"X == ENABLED []TRUE", 4},
      {"X == ENABLED (v' = v)", 0},
      {"X == (v')'", 4},
      {"X == {1} \\X {[]TRUE}", 4},
      // A parameter takes the limits of the places it is used in.
      {"F(p) == {p}\nX == F([]TRUE)", 4},
      {"F(p) == {p}\nX == F(v' = v)", 0},
      {"F(p) == p'\nX == F(v')", 4},
      {"F(p) == p'\nX == F(v)", 0},
      {"F(p) == p = 1\nG(q) == F(q)\nX == G([]TRUE)", 4},
      {"F(p) == p = 1\nX == LET G(q) == F(q) IN G(<>TRUE)", 4},
      {"F(p) == [][p]_v\nX == F(v' = v)", 0},
      // Weight 0: ENABLED <<A>>_v and its prime do not limit A (RealTime's RTBound).
      {"F(A) == (~ENABLED <<A>>_v)' \\/ <<A>>_v\nX == F(v' = v + 1)", 0},
      {"F(A) == UNCHANGED <<v>> /\\ ENABLED A\nX == F(v' = v)", 0},
  };
  fs::path dir = emptyFolder();
  for (const LevelCase &c : cases) {
    SourceManager sm;
    DiagnosticEngine diags;
    sem::ModuleSet set(sm, diags);
    set.loadRootText((dir / "L.tla").string(), "---- MODULE L ----\nEXTENDS Naturals\nVARIABLE v\n" +
                                                   std::string(c.defs) + "\n====\n");
    int exit = sem::sanyExitCode(diags, true);
    std::string errors;
    for (const Diagnostic &d : diags.diagnostics())
      errors += "  [" + std::to_string(d.code) + "] " + d.message + "\n";
    EXPECT_EQ(exit, c.sanyExit) << c.defs << "\n" << errors;
  }
  fs::remove_all(dir);
}

} // namespace
