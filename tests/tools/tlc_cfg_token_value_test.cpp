// A cfg value that is an operator symbol. TLC's ModelConfig.parseValue reads
// numbers, strings, TRUE, FALSE and {...} and makes a model value of any other
// token it gets from TLA+'s token manager, whose tokens include "[]" (the box
// operator, one token) and the other operator symbols. A public spec assigns
// `null = []` in its cfg (dplyukhin/uigc-spec, FaultModel): TLC runs it with a
// model value named "[]", tlacore stopped on "[" as the start of a module
// scope. Every position a value takes (a constant, a set element, an
// argument of F(..) = v, after a [Module] scope) and several symbols.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Symbol {
  const char *name;
  const char *text;
};

void PrintTo(const Symbol &s, std::ostream *os) { *os << s.name; }

const Symbol kSymbols[] = {
    {"Box", "[]"}, {"Diamond", "<>"}, {"Range", ".."}, {"Times", "\\X"}, {"Hash", "#"}, {"At", "@@"},
};

class OperatorTokenAsCfgValue : public testing::TestWithParam<Symbol> {};

// The constant is a model value named by the symbol: equal to itself only,
// printed by its name, usable in a set, and the other constants still parse.
TEST_P(OperatorTokenAsCfgValue, IsAModelValueNamedByTheToken) {
  const Symbol &s = GetParam();
  std::string spec = "---- MODULE Tok ----\n"
                     "EXTENDS Naturals, FiniteSets, TLC\n"
                     "CONSTANTS null, Vals, N, F(_)\n"
                     "VARIABLE x\n"
                     "ASSUME null # 0 /\\ null # \"x\" /\\ null \\in Vals /\\ Cardinality(Vals) = 2\n"
                     "ASSUME F(null) = 5 /\\ N = 2\n"
                     "ASSUME PrintT(null)\n"
                     "Init == x = null\n"
                     "Next == x' = CHOOSE v \\in Vals : v # x\n"
                     "Inv == x = null\n"
                     "====\n";
  std::string v = s.text;
  // (Spaced: "(\\X)" unspaced is one SANY token, the ASCII form of \\otimes,
  // and TLC's ModelConfig then finds no '=' after F.)
  std::string cfg = "CONSTANTS\n  null = " + v + "\n  Vals = {a, " + v + "}\n  F( " + v +
                    " ) = 5\n  N = 2\nINIT Init\nNEXT Next\nINVARIANT Inv\n";
  clirun::SpecDir dir({{"Tok.tla", spec}, {"Tok.cfg", cfg}});
  clirun::Result r = dir.run("tlc -workers 1 Tok.tla");
  EXPECT_EQ(r.rc, 12) << r.out; // the step to `a` violates Inv
  EXPECT_NE(r.out.find("\n" + v + "\n"), std::string::npos) << r.out; // PrintT(null)
  EXPECT_NE(r.out.find("Error: Invariant Inv is violated."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("x = " + v + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("x = a\n"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(Symbols, OperatorTokenAsCfgValue, testing::ValuesIn(kSymbols),
                         [](const testing::TestParamInfo<Symbol> &i) { return std::string(i.param.name); });

// A [Module] scope before the symbol, and "[ ]" with a space, which is two
// tokens and still a (missing) module scope.
TEST(OperatorTokenAsCfgValue, AfterAModuleScopeAndTheSpacedForm) {
  std::string spec = "---- MODULE Tok ----\nCONSTANT null\nVARIABLE x\nInit == x = null\nNext == x' = x\n====\n";
  clirun::SpecDir ok({{"Tok.tla", spec}, {"Tok.cfg", "CONSTANT null = [Tok] []\nINIT Init\nNEXT Next\n"}});
  clirun::Result r = ok.run("tlc -workers 1 Tok.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("2 states generated, 1 distinct states found"), std::string::npos) << r.out;
  clirun::SpecDir spaced({{"Tok.tla", spec}, {"Tok.cfg", "CONSTANT null = [ ]\nINIT Init\nNEXT Next\n"}});
  clirun::Result s = spaced.run("tlc -workers 1 Tok.tla");
  EXPECT_NE(s.rc, 0) << s.out;
}

} // namespace
