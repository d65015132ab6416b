// SANY's level rules for operators passed as arguments (OpApplNode.levelCheck):
// the operator passed for a parameter Op(_) must accept the level of every
// argument Op is applied to in the definition ("The permitted level of
// argument k of the operator argument i must be at least L"), and an
// argument of the application that reaches Op's k-th argument must not
// exceed it ("The level of argument j exceeds the maximum level allowed").
// Non-Leibniz operators are not rejected as such (TLC's test52 passes
// ENABLED, UNCHANGED, ', [] and <> this way); only INSTANCE substitutions are.
// Every built-in prefix/postfix operator, a definition, a LAMBDA and a
// parameter passed on are each tried at each level of application.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "module_set.h"

namespace {

using namespace tlacore;

// SANY's codes (tla2sany ErrorCode): HIGHER_ORDER_OPERATOR_PARAMETER_LEVEL_CONSTRAINT_NOT_MET
// and HIGHER_ORDER_OPERATOR_COPARAMETER_LEVEL_CONSTRAINTS_EXCEEDED.
constexpr uint32_t kParamLevel = 4272, kCoparamLevel = 4273;

struct Result {
  size_t levelErrors = 0;   // 4272
  size_t coparamErrors = 0; // 4273
  std::string errors;
};

Result analyse(const std::string &body) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  std::string text = "---- MODULE OpArgLevels ----\nVARIABLE x\n";
  text += body;
  text += "\n====\n";
  set.loadRootText("/tmp/OpArgLevels.tla", std::move(text));
  Result r;
  for (const Diagnostic &d : diags.diagnostics())
    if (d.severity == Severity::Error) {
      r.levelErrors += d.code == kParamLevel;
      r.coparamErrors += d.code == kCoparamLevel;
      r.errors += "[" + std::to_string(d.code) + "] " + d.message + "\n";
    }
  return r;
}

// G<L>(Op(_)) applies Op to an argument of level L (constant, state, action, temporal).
const char *kAppliers = "GC(Op(_)) == Op(1)\n"
                        "GS(Op(_)) == Op(x)\n"
                        "GA(Op(_)) == Op(x')\n"
                        "GT(Op(_)) == Op([](x = 1))\n";
const char *kLevels[] = {"GC", "GS", "GA", "GT"};

// For each operator passed, which of GC, GS, GA, GT accept it (SANY 1.8.0:
// BuiltInLevel's maximum argument level of each built-in; a definition's
// from its body).
struct Case {
  std::string prelude;
  std::string op;
  const char *accepted; // one letter per level: y accepted, n level error
};

TEST(OperatorArgLevels, EachOperatorAtEachLevelOfApplication) {
  const std::vector<Case> cases = {
      {"", "'", "yynn"},        // e' takes a state-level e
      {"", "UNCHANGED", "yynn"}, // so does UNCHANGED
      {"", "ENABLED", "yyyn"},  // ENABLED takes an action
      {"", "SUBSET", "yyyn"},
      {"", "UNION", "yyyn"},
      {"", "DOMAIN", "yyyn"},
      {"", "[]", "yyyy"},
      {"", "<>", "yyyy"},
      {"", "~", "yyyy"},
      {"Prm(a) == a'\n", "Prm", "yynn"},
      {"En(a) == ENABLED a\n", "En", "yyyn"},
      {"Box(a) == [](a)\n", "Box", "yyyy"},
      {"Eq(a) == a = 1\n", "Eq", "yyyn"},
      {"", "LAMBDA a : a'", "yynn"},
      {"", "LAMBDA a : ENABLED a", "yyyn"},
      {"", "LAMBDA a : <>a", "yyyy"},
      {"", "LAMBDA a : a", "yyyy"},
  };
  for (const Case &c : cases)
    for (int l = 0; l < 4; ++l) {
      std::string body = std::string(kAppliers) + c.prelude + "Use == " + kLevels[l] + "(" + c.op + ")\n";
      Result r = analyse(body);
      bool accepted = c.accepted[l] == 'y';
      EXPECT_EQ(r.levelErrors, accepted ? 0u : 1u) << c.op << " passed to " << kLevels[l] << "\n" << r.errors;
      if (!accepted)
        EXPECT_NE(r.errors.find("Level error in applying operator " + std::string(kLevels[l]) +
                                ":\nThe permitted level of argument 1 of the operator argument 1 \nmust be at least " +
                                std::to_string(l) + "."),
                  std::string::npos)
            << r.errors;
      else
        EXPECT_EQ(r.errors, "") << c.op << " passed to " << kLevels[l];
    }
}

// A parameter passed on to another operator must accept what that one applies it to.
TEST(OperatorArgLevels, ParameterPassedOnCarriesTheLevelItIsAppliedAt) {
  const std::string defs = std::string(kAppliers) + "H(Op(_)) == GA(Op)\nHH(Op(_)) == H(Op)\n";
  for (const std::string via : {"H", "HH"}) {
    EXPECT_EQ(analyse(defs + "Use == " + via + "(ENABLED)").errors, "");
    EXPECT_EQ(analyse(defs + "Use == " + via + "(LAMBDA a : a /\\ x)").errors, "");
    EXPECT_EQ(analyse(defs + "Use == " + via + "(')").levelErrors, 1u) << via;
    EXPECT_EQ(analyse(defs + "Use == " + via + "(UNCHANGED)").levelErrors, 1u) << via;
  }
}

// K(Op(_), b) == Op(b): the level of K's second argument reaches Op's first.
TEST(OperatorArgLevels, ArgumentReachingTheOperatorArgument) {
  const std::string defs = "K(Op(_), b) == Op(b)\nKK(Op(_), b) == K(Op, b)\n";
  struct Row {
    const char *app;
    bool ok;
  } rows[] = {
      {"K(', x)", true},           {"K(', x')", false},        {"K(UNCHANGED, x')", false},
      {"K(ENABLED, x')", true},    {"K([], x')", true},        {"K(ENABLED, [](x = 1))", false},
      {"K(LAMBDA a : a', x')", false}, {"K(LAMBDA a : a', x)", true}, {"KK(', x')", false},
      {"KK(ENABLED, x')", true},
  };
  for (const Row &row : rows) {
    Result r = analyse(defs + "Use == " + row.app);
    if (row.ok) {
      EXPECT_EQ(r.errors, "") << row.app;
    } else {
      EXPECT_GE(r.coparamErrors, 1u) << row.app;
      EXPECT_NE(r.errors.find("The level of argument 2 exceeds the maximum level allowed by the operator."),
                std::string::npos)
          << row.app << "\n" << r.errors;
    }
  }
}

// TLC's test52: prefix and postfix operators, non-Leibniz ones among them,
// passed to operator parameters (the forms of tlc2.tool.suite.Test52).
TEST(OperatorArgLevels, PrefixAndPostfixOperatorsAsArguments) {
  Result r = analyse("BoxTest(-._) == -(x=0)\nFoo1 == BoxTest([])\nFoo2 == BoxTest(<>)\n"
                     "a ^+ == {{\"a\"}} \\ a\n"
                     "SetOpTest(Foo(_)) == Foo({{\"b\"}})\nS1 == SetOpTest(^+)\nS2 == SetOpTest(SUBSET)\n"
                     "S3 == SetOpTest(UNION)\nS4 == SetOpTest(DOMAIN)\n"
                     "EnabledTest(Foo(_)) == Foo(x'=x)\nE1 == EnabledTest(ENABLED)\n"
                     "UnchangedTest(Foo(_)) == Foo(x)\nU1 == UnchangedTest(UNCHANGED)\n"
                     "PrimeTest(Foo(_)) == Foo(x) = x\nP1 == PrimeTest(')\n"
                     "Action == UnchangedTest(UNCHANGED) /\\ PrimeTest(')\nProp == [][Action]_x\n");
  EXPECT_EQ(r.errors, "");
}

// An INSTANCE substitution still rejects a non-Leibniz operator (SANY's
// SubstInNode, 4244), whatever the levels.
TEST(OperatorArgLevels, SubstitutionOfNonLeibnizOperatorStaysAnError) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  set.loadRootText("/tmp/OpArgSubst.tla", "---- MODULE OpArgSubst ----\nVARIABLE x\n"
                                           "---- MODULE Inner ----\nCONSTANT Op(_)\nA == Op(1)\n====\n"
                                           "I == INSTANCE Inner WITH Op <- ENABLED\n====\n");
  size_t nonLeibniz = 0;
  for (const Diagnostic &d : diags.diagnostics())
    nonLeibniz += d.code == 4244;
  EXPECT_EQ(nonLeibniz, 1u);
}

} // namespace
