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

TEST(TlcPropertyPartNames, APropertyThatIsNoConjunctionKeepsItsName) {
  expect("[](x < 3)", 12, "Invariant Prop is violated.");
  expect("x = 1", 13, "Property Prop is violated by the initial state:");
}

TEST(TlcPropertyPartNames, AnInitialStateViolatingAnInvariantAndAnInitialPredicateIsTheInvariant) {
  expect("[](x = 1) /\\ x = 1", 12, "Invariant " + at(9, 17) + " is violated by the initial state:");
  expect("x = 1 /\\ [](x = 1)", 12, "Invariant " + at(18, 26) + " is violated by the initial state:");
}

} // namespace
