// Temporal formulas TLC cannot translate for liveness checking, as a class
// (Liveness.astToLiveAppl; found with zoratu/tlaplusplus's TemporalQuantTest,
// corpus/agreement/protocols_public.tsv). astToLiveAppl has cases for the
// bounded quantifiers, /\, \/, =>, ~, IF, ~>, [], <>, WF, SF, <<A>>_v and
// user-defined operators; any other operator of temporal level -- \EE, \AA,
// \equiv, CASE, ... -- stops TLC before the initial states with "TLC cannot
// handle the temporal formula <the node>" (message 2213, exit 255). A
// definition's body is translated inside a try whose catch drops the failure
// and refuses the application instead, so a formula met inside a definition
// is named at the application (without the cause a failing bound gives).
// In the SPECIFICATION, a conjunct \EE or \AA is SpecProcessor's own refusal
// (TLC_SPECIFICATION_FEATURES_TEMPORAL_QUANTIFIER, exit 255); an action in
// the tableau's part of a formula (not under []<> or <>[]) is classifyExpr's
// (TLC_LIVE_WRONG_FORMULA_FORMAT, exit 255, found with tla-rs's C44).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// Module M (line numbers on the right); Prop == `prop`, Spec's fairness `fair`.
clirun::Result check(const std::string &prop, const std::string &fair = "WF_vars(Next)") {
  std::string tla = "---- MODULE M ----\n"                                         // 1
                    "EXTENDS Naturals\n"                                           // 2
                    "VARIABLES s, f\n"                                             // 3
                    "vars == <<s, f>>\n"                                           // 4
                    "Init == s = {1, 2} /\\ f = 0\n"                               // 5
                    "Take(m) == m \\in s /\\ s' = s \\ {m} /\\ UNCHANGED f\n"      // 6
                    "Next == \\E m \\in s : Take(m)\n"                             // 7
                    "Spec == Init /\\ [][Next]_vars /\\ " + fair + "\n"           // 8
                    "Ex == \\EE n : <>(s = {})\n"                                  // 9
                    "Gone(k) == \\A m \\in s : <>(m \\notin s) /\\ k = k\n"        // 10
                    "Fine(k) == <>(s = {}) /\\ k = k\n"                            // 11
                    "Prop == " + prop + "\n"                                       // 12
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY Prop\n"}});
  return dir.run("tlc -workers 1 -deadlock -config M.cfg M.tla");
}

std::string at(int line, int col, int endLine, int endCol) {
  return "Error: TLC cannot handle the temporal formula line " + std::to_string(line) + ", col " +
         std::to_string(col) + " to line " + std::to_string(endLine) + ", col " + std::to_string(endCol) +
         " of module M\n";
}

// TLC stops while translating the formula: no initial states, no summary, exit 255.
void expectRefused(const clirun::Result &r, const std::string &head) {
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find(head), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find(head + "In evaluation"), std::string::npos) << r.out; // no cause
  EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
}

TEST(TlcLiveCannotHandle, TemporalQuantifiersInAPropertyAreNamedWhereTheyStand) {
  expectRefused(check("\\EE n : <>(s = {})"), at(12, 9, 12, 26));
  expectRefused(check("\\AA n : <>(s = {})"), at(12, 9, 12, 26));
  // Under [] and as a conjunct of the property.
  expectRefused(check("[](\\AA n : <>(s = {}))"), at(12, 12, 12, 29));
  expectRefused(check("<>(s = {}) /\\ \\EE n : <>(s = {})"), at(12, 23, 12, 40));
  // A definition without parameters is unfolded by processConfigProps first.
  expectRefused(check("Ex"), at(9, 7, 9, 24));
}

TEST(TlcLiveCannotHandle, OtherTemporalOperatorsWithoutACaseAreRefused) {
  expectRefused(check("[]<>(s = {}) \\equiv []<>(f = 0)"), at(12, 9, 12, 39));
  expectRefused(check("<>(s = {}) <=> <>(f = 0)"), at(12, 9, 12, 32));
  expectRefused(check("CASE f = 0 -> <>(s = {}) [] OTHER -> []TRUE"), at(12, 9, 12, 51));
}

TEST(TlcLiveCannotHandle, InsideADefinitionTheApplicationIsNamed) {
  // Ex reached under <>: the application Ex, not the \EE in its body.
  expectRefused(check("<>Ex"), at(12, 11, 12, 12));
  // A bound that needs a state inside a definition under a temporal operator:
  // the application, without the cause (Fine's body is translated, Gone's
  // refused). (A definition the property or its conjunct applies directly is
  // split by processConfigProps first: its bound is named with its cause.)
  expectRefused(check("Fine(1) /\\ <>Gone(2)"), at(12, 22, 12, 28));
  expectRefused(check("[](f = 0 => <>Gone(2))"), at(12, 23, 12, 29));
}

TEST(TlcLiveCannotHandle, ActionsOnlyUnderBoxDiamondOrDiamondBox) {
  // Liveness.classifyExpr: an action anywhere else in the tableau's part.
  const std::string text = "\nError: Temporal formulas containing actions must be of forms <>[]A or []<>A.\n";
  for (const char *prop : {"[](s = {} => <><<Next>>_vars)", "<>(s = {}) /\\ [](f = 0 => <><<Next>>_vars)"}) {
    clirun::Result r = check(prop);
    EXPECT_EQ(r.rc, 255) << prop << "\n" << r.out;
    EXPECT_NE(r.out.find(text), std::string::npos) << prop << "\n" << r.out;
    EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("satisfiability problem"), std::string::npos) << r.out;
  }
  // ... while []<>A and <>[]A are checked.
  EXPECT_EQ(check("[]<><<Next>>_vars").rc, 13);
  EXPECT_EQ(check("<>[][Next]_vars").rc, 0);
}

TEST(TlcLiveCannotHandle, FormulasWithACaseAreChecked) {
  // Controls: state-level \equiv under [] (an invariant), IF, a definition applied.
  for (const char *prop : {"[]((s = {}) \\equiv (f = 1))", "Fine(1)", "IF f = 0 THEN <>(s = {}) ELSE []TRUE"}) {
    clirun::Result r = check(prop);
    bool invariant = std::string(prop).find("\\equiv") != std::string::npos;
    EXPECT_EQ(r.rc, invariant ? 12 : 0) << prop << "\n" << r.out;
    EXPECT_EQ(r.out.find("cannot handle"), std::string::npos) << prop << "\n" << r.out;
  }
}

TEST(TlcLiveCannotHandle, TemporalQuantifiersAsConjunctsOfTheSpecification) {
  const std::string text = "TLC does not support temporal existential, nor universal, quantification over "
                           "state variables.\n";
  for (const char *fair : {"(\\EE h : []<>(s = {}))", "\\AA h : WF_vars(Next)"}) {
    clirun::Result r = check("<>(s = {})", fair);
    EXPECT_EQ(r.rc, 255) << fair << "\n" << r.out;
    EXPECT_NE(r.out.find(text), std::string::npos) << fair << "\n" << r.out;
    EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << r.out;
  }
}

} // namespace
