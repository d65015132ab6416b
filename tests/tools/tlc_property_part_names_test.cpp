// The names TLC reports for the parts of a PROPERTY, as a class
// (SpecProcessor.processConfigProps; found with fabracht/tla-rs's liveness
// corpus, whose manifest records TLC's verdict lines, corpus/agreement/
// protocols_public.tsv). The name passed down starts as the property's; a
// definition without arguments that is looked into gives its own name; each
// conjunct of a conjunction is named by its location (conj.toString()); an
// invariant []Op with Op an operator without arguments (a definition, a
// variable) is named Op. So a violated part of `P == A /\ B` is "line L, col C
// to line L2, col C2 of module M", for invariants, action properties and
// initial predicates alike, and an initial state violating both an implied
// invariant and an implied initial predicate is reported as the invariant
// (checked first), not as the property.
// Since tlaplus PR 1014 (2024-09, in TLC 1.8.0: the reference TLC, rev
// bacd9d2, is the 2025-02-07 build) processConfigProps also looks through
// \A x \in S : P, each instance named by P's location
// (processConfigProps(expr.toString(), expr, c1, subs) with expr the body),
// and through an operator applied to arguments, named after the operator;
// tla-rs's corpus records "Invariant line 12, col 30 to line 12, col 38 of
// module Classify" and "Invariant Safe" for them (C56, C61, C69, C85).
// And []P is an invariant only when TLC's level bound of P (Tool.getLevelBound)
// is below action level: it counts every LET definition's body, so
// [](LET a == A IN ENABLED a) is a temporal property (tla-rs C189).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

clirun::Result check(const std::string &prop) {
  std::string tla = "---- MODULE M ----\n"                          // 1
                    "EXTENDS Naturals\n"                            // 2
                    "VARIABLES x, b\n"                              // 3
                    "Init == x = 0 /\\ b = TRUE\n"                  // 4
                    "Next == x' = (x + 1) % 4 /\\ b' = (x' < 3)\n"  // 5
                    "Spec == Init /\\ [][Next]_<<x, b>>\n"          // 6
                    "Small == x < 3\n"                              // 7
                    "Q == [](x < 3)\n"                              // 8
                    "Pos == x > 0\n"                                // 9
                    "Prop == " + prop + "\n"                        // 10
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY Prop\n"}});
  return dir.run("tlc -workers 1 -config M.cfg M.tla");
}

std::string at(int col, int endCol) {
  return "line 10, col " + std::to_string(col) + " to line 10, col " + std::to_string(endCol) + " of module M";
}

// The same spec with operators for the property to apply (Prop on line 13).
clirun::Result checkApplied(const std::string &prop) {
  std::string tla = "---- MODULE M ----\n"                          // 1
                    "EXTENDS Naturals\n"                            // 2
                    "VARIABLES x, b\n"                              // 3
                    "Init == x = 0 /\\ b = TRUE\n"                  // 4
                    "Next == x' = (x + 1) % 4 /\\ b' = (x' < 3)\n"  // 5
                    "Spec == Init /\\ [][Next]_<<x, b>>\n"          // 6
                    "Safe(i) == [](x # i)\n"                        // 7
                    "Act(i) == [][x' # i]_x\n"                      // 8
                    "Start(i) == x = i\n"                           // 9 (unused)
                    "Both(i) == [](x # 9) /\\ [](x # i)\n"          // 10
                    "Step == x < 2 /\\ x' = x + 1 /\\ b' = b\n"     // 11
                    "LetEnabled == LET a == Step IN ENABLED a\n"    // 12
                    "Prop == " + prop + "\n"                        // 13
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY Prop\n"}});
  return dir.run("tlc -workers 1 -config M.cfg M.tla");
}

std::string at13(int col, int endCol) {
  return "line 13, col " + std::to_string(col) + " to line 13, col " + std::to_string(endCol) + " of module M";
}

void expectApplied(const std::string &prop, int rc, const std::string &line) {
  clirun::Result r = checkApplied(prop);
  EXPECT_EQ(r.rc, rc) << prop << "\n" << r.out;
  EXPECT_NE(r.out.find("\nError: " + line + "\n"), std::string::npos) << prop << "\n" << r.out;
}

void expect(const std::string &prop, int rc, const std::string &line) {
  clirun::Result r = check(prop);
  EXPECT_EQ(r.rc, rc) << prop << "\n" << r.out;
  EXPECT_NE(r.out.find("\nError: " + line + "\n"), std::string::npos) << prop << "\n" << r.out;
}

TEST(TlcPropertyPartNames, AConjunctIsNamedByItsLocation) {
  // Invariants, the first one failing (x = 2).
  expect("[](x < 2) /\\ [](x < 3)", 12, "Invariant " + at(9, 17) + " is violated.");
  // An action property.
  expect("[](x # 9) /\\ [][x' > x]_x", 13, "Action property " + at(22, 33) + " is violated.");
  // An initial predicate.
  expect("[](x # 9) /\\ x = 1", 13, "Property " + at(22, 26) + " is violated by the initial state:");
  // Bulleted, and nested conjunctions: each leaf by its own location.
  expect("/\\ [](x # 9)\n        /\\ [](x < 2)", 12,
         "Invariant line 11, col 12 to line 11, col 20 of module M is violated.");
  expect("([](x # 9) /\\ [](x # 8)) /\\ [](x < 2)", 12, "Invariant " + at(37, 45) + " is violated.");
}

TEST(TlcPropertyPartNames, OperatorsWithoutArgumentsGiveTheirNames) {
  expect("[]Small /\\ [](x # 9)", 12, "Invariant Small is violated.");
  expect("[]b /\\ [](x # 9)", 12, "Invariant b is violated.");
  // A definition looked into, and one kept whole.
  expect("Q /\\ [](x # 9)", 12, "Invariant Q is violated.");
  expect("Pos /\\ [](x # 9)", 13, "Property Pos is violated by the initial state:");
}

// A part of action level that is not [][A]_v: processConfigProps's
// "The property <name> is not correctly defined." (151), with the part's name.
TEST(TlcPropertyPartNames, APartThatIsAnActionIsNamedInTheCfgError) {
  clirun::Result r = check("x = 0 /\\ x' > x");
  EXPECT_EQ(r.rc, 151) << r.out;
  EXPECT_NE(r.out.find("The property " + at(18, 23) + " is not correctly defined."), std::string::npos) << r.out;
  r = check("x' > x");
  EXPECT_EQ(r.rc, 151) << r.out;
  EXPECT_NE(r.out.find("The property Prop is not correctly defined."), std::string::npos) << r.out;
}

TEST(TlcPropertyPartNames, APropertyThatIsNoConjunctionKeepsItsName) {
  expect("[](x < 3)", 12, "Invariant Prop is violated.");
  expect("x = 1", 13, "Property Prop is violated by the initial state:");
}

TEST(TlcPropertyPartNames, AnInitialStateViolatingAnInvariantAndAnInitialPredicateIsTheInvariant) {
  expect("[](x = 1) /\\ x = 1", 12, "Invariant " + at(9, 17) + " is violated by the initial state:");
  expect("x = 1 /\\ [](x = 1)", 12, "Invariant " + at(18, 26) + " is violated by the initial state:");
}

TEST(TlcPropertyPartNames, EachInstanceOfABoundedForallIsNamedByTheBodysLocation) {
  // An invariant and an action property under \A. (A property of state
  // level as a whole, \A i \in S : x # i or Start(1), is left to the
  // model's split: named by the property; what PR 1014 does there is not
  // recorded.)
  expectApplied("\\A i \\in {1, 2} : [](x # i)", 12, "Invariant " + at13(27, 35) + " is violated.");
  expectApplied("\\A i \\in {1, 2} : [][x' # i + 1]_x", 13, "Action property " + at13(27, 42) + " is violated.");
  // A tuple of bound names.
  expectApplied("\\A <<i, j>> \\in {1} \\X {1, 2} : [](x # i + j)", 12, "Invariant " + at13(41, 53) + " is violated.");
  // Conjuncts under \A keep their own locations.
  expectApplied("\\A i \\in {2} : [](x # 9) /\\ [](x # i)", 12, "Invariant " + at13(37, 45) + " is violated.");
}

TEST(TlcPropertyPartNames, AnOperatorAppliedToArgumentsGivesItsName) {
  expectApplied("Safe(2)", 12, "Invariant Safe is violated.");
  expectApplied("Act(2)", 13, "Action property Act is violated.");
  // Its conjuncts by their locations, in the operator's definition.
  expectApplied("Both(2)", 12, "Invariant line 10, col 25 to line 10, col 33 of module M is violated.");
  // Under \A: the instance is looked into, so the operator names it.
  expectApplied("\\A i \\in {2, 3} : Safe(i)", 12, "Invariant Safe is violated.");
  expectApplied("[](x # 9) /\\ Safe(2)", 12, "Invariant Safe is violated.");
}

// [](LET ...) whose LET defines an action (used under ENABLED, or not used
// at all) is a temporal property for TLC; its violation is the finite
// prefix reaching the tableau's accepting sink (exit 12, no names).
TEST(TlcPropertyPartNames, ALetDefiningAnActionMakesABoxedFormulaTemporal) {
  for (const char *prop : {"[](LET a == Step IN ENABLED a)", "[](LET a == x < 2 /\\ x' = x + 1 IN ENABLED a)",
                           "[](LET a == x' = x IN x < 2)", "[]LetEnabled", "\\A i \\in {1} : [](LET a == Step IN ENABLED a)"}) {
    clirun::Result r = checkApplied(prop);
    EXPECT_EQ(r.rc, 12) << prop << "\n" << r.out;
    EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << prop << "\n" << r.out;
    EXPECT_NE(r.out.find("satisfiability problem has 1 branches"), std::string::npos) << prop << "\n" << r.out;
  }
  // A LET of state level, and ENABLED of an action written out: invariants.
  expectApplied("[](LET a == x < 2 IN a)", 12, "Invariant Prop is violated.");
  expectApplied("[](ENABLED Step)", 12, "Invariant Prop is violated.");
}

} // namespace
