// SANY's level rules for INSTANCE substitutions (tla2sany InstanceNode.levelCheck
// with ModuleNode.levelCheck/isConstant), enumerated: every level of a
// substitute (constant, state, action, temporal) against every way the
// instantiated module constrains its constant or variable, and every kind of
// operator (built-ins, definitions, LAMBDAs) substituted for an operator
// constant that the module applies at each level.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "module_set.h"

namespace {

using namespace tlacore;

// tla2sany ErrorCode: INSTANCE_SUBSTITUTION_NON_LEIBNIZ_OPERATOR,
// _LEVEL_CONSTRAINTS_EXCEEDED, _LEVEL_CONSTRAINT_NOT_MET, _COPARAMETER_LEVEL_CONSTRAINTS_EXCEEDED.
constexpr uint32_t kNonLeibniz = 4244, kExceeded = 4245, kNotMet = 4246, kCoparam = 4247;

struct Result {
  std::multiset<uint32_t> codes;
  std::string errors;
  bool has(uint32_t c) const { return codes.count(c) > 0; }
};

// The module Inner (declared first, so it sees nothing of the outer module)
// instantiated by `instance` in a module with VARIABLE x.
Result analyse(const std::string &inner, const std::string &instance) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  std::string text = "---- MODULE InstLevels ----\n---- MODULE Inner ----\n" + inner + "\n====\nVARIABLE x\n" +
                     instance + "\n====\n";
  set.loadRootText("/tmp/InstLevels.tla", std::move(text));
  Result r;
  for (const Diagnostic &d : diags.diagnostics())
    if (d.severity == Severity::Error) {
      r.codes.insert(d.code);
      r.errors += "[" + std::to_string(d.code) + "] " + d.message + "\n";
    }
  return r;
}

// An expression of each level in the instantiating module.
const char *kExprOfLevel[] = {"1", "x", "x'", "[](x = 1)"};

std::string atMost(const std::string &param, int level) {
  return "Level error in instantiating module 'Inner':\nThe level of the expression or operator substituted for '" +
         param + "' \nmust be at most " + std::to_string(level) + ".";
}

// For a constant c: its level limit in Inner (-1: none). SANY: in a
// non-constant module every constant is limited to 0 (ModuleNode.levelCheck);
// in a constant module, to the lowest argMaxLevel of the positions it occurs
// in (OpApplNode.levelCheck's levelConstraints), none when unconstrained.
TEST(InstanceLevels, ConstantSubstitutedAtEachLevelForEachUse) {
  struct Use {
    const char *inner;
    int limit;
  } uses[] = {
      {"CONSTANT c\nVARIABLE y", 0},                       // non-constant module
      {"CONSTANT c\nVARIABLE y\nFoo == c /\\ y", 0},        // used at temporal-allowing place, still 0
      {"CONSTANT c\nFoo == c' = c", 0},                     // a primed definition: non-constant
      {"CONSTANT c\nFoo == ENABLED (c = 1)", 0},            // ENABLED: state level, non-constant
      {"CONSTANT c\nTHEOREM [](c = 1)", 0},                 // a temporal theorem: non-constant
      {"CONSTANT c", -1},                                   // constant module, c unused
      {"CONSTANT c\nFoo == c /\\ TRUE", -1},                // \land allows temporal
      {"CONSTANT c\nFoo == IF c THEN 1 ELSE 2", -1},        // $IfThenElse allows temporal
      {"CONSTANT c\nFoo == c = 1", 2},                      // = allows action
      {"CONSTANT c\nFoo == {c}", 2},                        // $SetEnumerate
      {"CONSTANT c\nFoo == c.f", 2},                        // $RcdSelect
      {"CONSTANT c\nFoo == c \\in {1}", 2},                 // \in
      {"CONSTANT c\nG(a) == {a}\nFoo == G(c)", 2},          // through a definition's parameter
      {"CONSTANT c\nG(a) == a /\\ TRUE\nFoo == G(c)", -1},  // ... that allows temporal
      {"CONSTANT c\nD == c\nFoo == {D}", 2},                // through a definition using c
      {"CONSTANT c\nASSUME c \\in {1}", 2},                 // in an ASSUME
      {"CONSTANT c\nTHEOREM c = 1", 2},                     // in a theorem
  };
  for (const Use &u : uses)
    for (int l = 0; l < 4; ++l) {
      std::string withY = std::string(u.inner).find("VARIABLE y") != std::string::npos ? ", y <- x" : "";
      Result r = analyse(u.inner, std::string("INSTANCE Inner WITH c <- ") + kExprOfLevel[l] + withY);
      bool rejected = u.limit >= 0 && l > u.limit;
      EXPECT_EQ(r.codes.count(kExceeded), rejected ? 1u : 0u) << u.inner << "\nc <- " << kExprOfLevel[l] << "\n"
                                                              << r.errors;
      if (rejected)
        EXPECT_NE(r.errors.find(atMost("c", u.limit)), std::string::npos) << r.errors;
      else
        EXPECT_EQ(r.errors, "") << u.inner << "\nc <- " << kExprOfLevel[l];
    }
}

// A variable is limited to state level (its declaration's level).
TEST(InstanceLevels, VariableSubstitutedAtEachLevel) {
  for (const char *inner : {"VARIABLE y", "VARIABLE y\nInit == y = 0", "VARIABLE y\nSpec == [](y = 0)"})
    for (int l = 0; l < 4; ++l) {
      Result r = analyse(inner, std::string("INSTANCE Inner WITH y <- ") + kExprOfLevel[l]);
      EXPECT_EQ(r.codes.count(kExceeded), l > 1 ? 1u : 0u) << inner << " y <- " << kExprOfLevel[l] << "\n"
                                                          << r.errors;
      if (l > 1)
        EXPECT_NE(r.errors.find(atMost("y", 1)), std::string::npos) << r.errors;
    }
}

// Implicit substitution (c <- c) by a definition of the instantiating module.
TEST(InstanceLevels, ImplicitSubstituteTakesItsDefinitionsLevel) {
  for (int l = 0; l < 4; ++l) {
    Result r = analyse("CONSTANT c\nVARIABLE y", std::string("c == ") + kExprOfLevel[l] + "\nINSTANCE Inner WITH y <- x");
    EXPECT_EQ(r.codes.count(kExceeded), l > 0 ? 1u : 0u) << l << "\n" << r.errors;
  }
}

// The substituted operators: SANY's opLevel, argMaxLevels[0] and Leibniz
// flag (BuiltInLevel for built-ins; a definition's from its body).
struct OpSubst {
  const char *prelude; // definitions in the instantiating module
  const char *op;
  int level;
  int maxArg;
  bool leibniz;
};
const OpSubst kOps[] = {
    {"", "'", 2, 1, false},
    {"", "UNCHANGED", 2, 1, false},
    {"", "ENABLED", 1, 2, false},
    {"", "[]", 3, 3, false},
    {"", "<>", 3, 3, false},
    {"", "SUBSET", 0, 2, true},
    {"", "DOMAIN", 0, 2, true},
    {"", "~", 0, 3, true},
    {"Id(a) == a\n", "Id", 0, 3, true},
    {"Set(a) == {a}\n", "Set", 0, 2, true},
    {"Pr(a) == a'\n", "Pr", 2, 1, false},
    {"En(a) == ENABLED a\n", "En", 1, 2, false},
    {"St(a) == a = x\n", "St", 1, 2, true},
    {"", "LAMBDA a : a", 0, 3, true},
    {"", "LAMBDA a : {a}", 0, 2, true},
    {"", "LAMBDA a : a'", 2, 1, false},
};

// Operator constant F(_) of a non-constant module, applied to an argument of
// level k (or never): InstanceNode.levelCheck reports an operator above
// level 0 (4245, "at most 0"), a non-Leibniz one (4244), and one whose
// argMaxLevel is below k (4246: "The level of the argument 0 of the operator
// OP must be at least 0", SANY printing F's level constraint there).
TEST(InstanceLevels, OperatorSubstitutedForAnOperatorConstantAppliedAtEachLevel) {
  const char *applications[] = {"", "Foo == F(1)\n", "Foo == F(y)\n", "Foo == F(y')\n"};
  for (const OpSubst &o : kOps)
    for (int k = -1; k < 3; ++k) {
      std::string inner = std::string("CONSTANT F(_)\nVARIABLE y\n") + applications[k + 1];
      Result r = analyse(inner, std::string(o.prelude) + "INSTANCE Inner WITH F <- " + o.op + ", y <- x");
      std::string what = std::string(o.op) + " applied at " + std::to_string(k) + "\n" + r.errors;
      EXPECT_EQ(r.codes.count(kExceeded), o.level > 0 ? 1u : 0u) << what;
      EXPECT_EQ(r.has(kNonLeibniz), !o.leibniz) << what;
      EXPECT_EQ(r.codes.count(kNotMet), o.maxArg < k ? 1u : 0u) << what;
      EXPECT_FALSE(r.has(kCoparam)) << what;
      if (!o.leibniz)
        EXPECT_NE(r.errors.find("Error in instantiating module 'Inner':\n A non-Leibniz operator substituted for 'F'."),
                  std::string::npos)
            << what;
      if (o.maxArg < k) {
        std::string name = std::string(o.op).rfind("LAMBDA", 0) == 0 ? "LAMBDA" : o.op;
        EXPECT_NE(r.errors.find("Level error in instantiating module 'Inner':\nThe level of the argument 0 of the "
                                "operator " +
                                name + " \nmust be at least 0."),
                  std::string::npos)
            << what;
      }
    }
}

// A constant module applying F to another constant c: the operator
// substituted for F must accept the level of c's substitute (the module's
// argLevelParams; 4247).
TEST(InstanceLevels, SubstituteReachingTheSubstitutedOperator) {
  for (const OpSubst &o : kOps)
    for (int l = 0; l < 4; ++l) {
      Result r = analyse("CONSTANT F(_), c\nFoo == F(c)",
                         std::string(o.prelude) + "INSTANCE Inner WITH F <- " + o.op + ", c <- " + kExprOfLevel[l]);
      std::string what = std::string(o.op) + " with c at level " + std::to_string(l) + "\n" + r.errors;
      EXPECT_EQ(r.codes.count(kCoparam), l > o.maxArg ? 1u : 0u) << what;
      EXPECT_EQ(r.has(kNonLeibniz), !o.leibniz) << what;
      EXPECT_FALSE(r.has(kExceeded)) << what; // a constant module: no limit on F or c
      EXPECT_FALSE(r.has(kNotMet)) << what;
      if (l > o.maxArg)
        EXPECT_NE(r.errors.find("Level error when instantiating module 'Inner':\nThe level of the argument 0 of the "
                                "operator F' \nmust be at most " +
                                std::to_string(o.maxArg) + "."),
                  std::string::npos)
            << what;
    }
}

// SANY reports one error per message and place: a constant of a
// non-constant module substituted too high is reported once, though both
// of InstanceNode's checks (declaration level and levelConstraints) fail.
TEST(InstanceLevels, OneReportPerMessage) {
  Result r = analyse("CONSTANT c\nVARIABLE y", "INSTANCE Inner WITH c <- x', y <- x");
  EXPECT_EQ(r.codes.count(kExceeded), 1u) << r.errors;
  Result named = analyse("CONSTANT c\nVARIABLE y", "I == INSTANCE Inner WITH c <- x', y <- x");
  EXPECT_EQ(named.codes.count(kExceeded), 1u) << named.errors;
}

} // namespace
