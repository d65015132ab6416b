// A temporal-level quantifier whose bound needs a state (`\A m \in msgs :
// WF_vars(Handle(m))`, msgs a variable; found in a machine-written etcd raft
// model, corpus/agreement/protocols_public.tsv). TLC's Liveness.astToLive
// enumerates such bounds with no state; when that fails it stops before the
// initial states with "TLC cannot handle the temporal formula <the
// quantifier>" (message 2213, exit 255): for \A the cause follows (its
// OPCODE_bf case), for \E nothing (OPCODE_be). The class enumerates the
// quantifier (\A, \E), where it stands (a fairness conjunct, a PROPERTY, under
// a quantifier over a constant set), and the bound (a variable, DOMAIN of
// one, a definition over one); and its edges: no PROPERTY (TLC translates no
// fairness then), a state-level quantifier under [] and a constant bound.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// Module M: Spec with `fairness` conjoined, checked against PROPERTY `prop`.
clirun::Result check(const std::string &fairness, const std::string &prop) {
  std::string tla = "---- MODULE M ----\n"                                      // 1
                    "EXTENDS Naturals\n"                                        // 2
                    "VARIABLES s, f\n"                                          // 3
                    "vars == <<s, f>>\n"                                        // 4
                    "Init == s = {1, 2} /\\ f = [i \\in {1} |-> 0]\n"           // 5
                    "Take(m) == m \\in s /\\ s' = s \\ {m} /\\ UNCHANGED f\n"   // 6
                    "Next == \\E m \\in s : Take(m)\n"                          // 7
                    "Pending == {m \\in s : m > 0}\n"                           // 8
                    "Spec == Init /\\ [][Next]_vars /\\ " + fairness + "\n"     // 9
                    "Prop == " + prop + "\n"                                    // 10
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY Prop\n"}});
  return dir.run("tlc -workers 1 -deadlock -config M.cfg M.tla");
}

std::string header(int line, int col, int endCol) {
  return "Error: TLC cannot handle the temporal formula line " + std::to_string(line) + ", col " +
         std::to_string(col) + " to line " + std::to_string(line) + ", col " + std::to_string(endCol) +
         " of module M";
}

// TLC stops while translating the formula: no initial states, exit 255.
void expectCannotHandle(const clirun::Result &r, const std::string &head, bool withCause) {
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find(head + (withCause ? ":\n" : "\n")), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nFinished in "), std::string::npos) << r.out;
}

TEST(TlcLiveQuantifierBound, ForallOverAVariableInFairnessNamesTheQuantifierAndItsCause) {
  clirun::Result r = check("\\A m \\in s : WF_vars(Take(m))", "<>(s = {})");
  expectCannotHandle(r, header(9, 34, 62), true);
  // The cause: the variable met with no state, in TLC's words, at its own location.
  EXPECT_NE(r.out.find(":\nIn evaluation, the identifier s is either undefined or not an operator.\n"
                       "line 9, col 43 to line 9, col 43 of module M\n"),
            std::string::npos)
      << r.out;
}

TEST(TlcLiveQuantifierBound, ExistsOverAVariableInFairnessNamesOnlyTheQuantifier) {
  clirun::Result r = check("\\E m \\in s : WF_vars(Take(m))", "<>(s = {})");
  expectCannotHandle(r, header(9, 34, 62), false);
}

TEST(TlcLiveQuantifierBound, EveryBoundThatNeedsAStateIsOneTheTranslationCannotHandle) {
  // DOMAIN of a variable, and a definition over one.
  expectCannotHandle(check("\\A i \\in DOMAIN f : WF_vars(Take(i))", "<>(s = {})"), header(9, 34, 69), true);
  expectCannotHandle(check("\\A m \\in Pending : WF_vars(Take(m))", "<>(s = {})"), header(9, 34, 68), true);
}

TEST(TlcLiveQuantifierBound, TheInnerQuantifierUnderAConstantOneIsNamed) {
  // The outer bound is enumerated; the inner one, over s, is the formula named.
  expectCannotHandle(check("\\A k \\in {1, 2} : \\A m \\in s : WF_vars(Take(m) /\\ m = k)", "<>(s = {})"),
                     header(9, 52, 89), true);
}

TEST(TlcLiveQuantifierBound, AQuantifierOverAVariableInAPropertyIsOneToo) {
  expectCannotHandle(check("WF_vars(Next)", "\\A m \\in s : <>(m \\notin s)"), header(10, 9, 35), true);
}

TEST(TlcLiveQuantifierBound, FairnessIsNotTranslatedWithoutAProperty) {
  // No PROPERTY: TLC checks no liveness and never reads the fairness.
  std::string tla = "---- MODULE M ----\nEXTENDS Naturals\nVARIABLES s\nInit == s = {1, 2}\n"
                    "Take(m) == m \\in s /\\ s' = s \\ {m}\nNext == \\E m \\in s : Take(m)\n"
                    "Spec == Init /\\ [][Next]_s /\\ \\A m \\in s : WF_s(Take(m))\n====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\n"}});
  clirun::Result r = dir.run("tlc -workers 1 -deadlock -config M.cfg M.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("4 distinct states found"), std::string::npos) << r.out;
}

TEST(TlcLiveQuantifierBound, StateLevelQuantifiersAndConstantBoundsAreChecked) {
  // Under [] the quantifier is a state predicate, evaluated in each state;
  // over a constant set it is expanded. Both hold: Take empties s fairly.
  clirun::Result r = check("\\A m \\in {1, 2} : WF_vars(Take(m))", "[](\\A m \\in s : m \\in 1..2) /\\ <>(s = {})");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("4 distinct states found"), std::string::npos) << r.out;
}

} // namespace
