// Classes found by running the named tests of TLC's regression suite
// (corpus/agreement/tlc_test_models_named.tsv: AliasSafetyTest,
// AliasLivenessLassoTest), each reproduced with self-written specs run
// through `tlacore tlc`: the ALIAS of an error trace printed with its fields
// in the order the branch taken writes them, TLCExt!Trace in the ALIAS as the
// behaviour up to the state printed, and a lasso's last state read with the
// loop-back state as its successor; the coverage of an initial predicate a
// SPECIFICATION names by a definition (ImpliedCoverageTest, OCoverageTest).
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <string>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;
using tlcmodel::TlcRun;
using tlcmodel::tlc;
using tlcmodel::coverageBlock;

// --- ALIAS -------------------------------------------------------------------

// The lines of the trace state numbered `n` ("State n: ..." up to the blank line).
std::string traceState(const std::string &out, int n) {
  std::string head = "State " + std::to_string(n) + ":";
  size_t at = out.find(head);
  if (at == std::string::npos)
    return "";
  size_t end = out.find("\n\n", at);
  return out.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

const char *kAlias = R"(---- MODULE AliasOrder ----
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLES x, y
Init == x = 1 /\ y = 0
Next == x < 4 /\ x' = x + 1 /\ y' = 1 - y
Inv == x < 4
IfAlias == IF x > 2 THEN [b |-> x, a |-> y] ELSE [a |-> y, c |-> 0, b |-> x]
CaseAlias == CASE x = 1 -> [z |-> x, y |-> y]
               [] x = 2 -> [y |-> y, z |-> x]
               [] OTHER -> [w |-> 0, z |-> x]
LetAlias == LET r == [q |-> x, p |-> y] IN r @@ [o |-> 0]
TraceAlias == [x |-> x, len |-> Len(Trace), first |-> Trace[1].x, last |-> Trace[Len(Trace)].x]
====
)";

TEST(AliasTrace, FieldsInTheOrderTheBranchTakenWritesThem) {
  const std::pair<const char *, std::array<const char *, 3>> cases[] = {
      {"IfAlias", {"/\\ a = 0\n/\\ c = 0\n/\\ b = 1", "/\\ a = 1\n/\\ c = 0\n/\\ b = 2", "/\\ b = 3\n/\\ a = 0"}},
      {"CaseAlias", {"/\\ z = 1\n/\\ y = 0", "/\\ y = 1\n/\\ z = 2", "/\\ w = 0\n/\\ z = 3"}},
      {"LetAlias", {"/\\ q = 1\n/\\ p = 0\n/\\ o = 0", "/\\ q = 2\n/\\ p = 1\n/\\ o = 0", "/\\ q = 3\n/\\ p = 0\n/\\ o = 0"}},
  };
  for (const auto &[alias, states] : cases) {
    SCOPED_TRACE(alias);
    TlcRun r = tlc({{"AliasOrder.tla", kAlias}}, "AliasOrder.tla",
                   std::string("INIT Init\nNEXT Next\nINVARIANT Inv\nALIAS ") + alias + "\n");
    EXPECT_EQ(r.exit, 12) << r.out;
    for (int i = 0; i < 3; ++i)
      EXPECT_NE(traceState(r.out, i + 1).find(states[i]), std::string::npos) << traceState(r.out, i + 1);
  }
}

TEST(AliasTrace, TraceIsTheBehaviourUpToTheStatePrinted) {
  TlcRun r = tlc({{"AliasOrder.tla", kAlias}}, "AliasOrder.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\nALIAS TraceAlias\n");
  EXPECT_EQ(r.exit, 12) << r.out;
  for (int i = 1; i <= 4; ++i) {
    std::string st = traceState(r.out, i);
    EXPECT_NE(st.find("/\\ len = " + std::to_string(i) + "\n"), std::string::npos) << st;
    EXPECT_NE(st.find("/\\ first = 1\n"), std::string::npos) << st;
    EXPECT_NE(st.find("/\\ last = " + std::to_string(i)), std::string::npos) << st;
  }
}

TEST(AliasTrace, ALassosLastStateIsFollowedByTheLoopBackState) {
  const char *tla = R"(---- MODULE AliasLoop ----
EXTENDS Naturals
VARIABLE x
Next == x' = (x + 1) % 3
Spec == x = 0 /\ [][Next]_x /\ WF_x(Next)
Prop == <>(x > 5)
Alias == [x |-> x, step |-> x' - x]
====
)";
  TlcRun r = tlc({{"AliasLoop.tla", tla}}, "AliasLoop.tla", "SPECIFICATION Spec\nPROPERTY Prop\nALIAS Alias\n");
  EXPECT_EQ(r.exit, 13) << r.out;
  EXPECT_NE(traceState(r.out, 1).find("/\\ step = 1"), std::string::npos) << r.out;
  EXPECT_NE(traceState(r.out, 3).find("/\\ step = -2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Back to state 1"), std::string::npos) << r.out;
}

// --- coverage ----------------------------------------------------------------

// SPECIFICATION Spec with Spec == Init /\ [][Next]_x counts the initial
// predicate on the body of the definition it names, as INIT Init does: for
// each form of that body (one expression, a parenthesized one, a conjunction).
TEST(InitCoverage, SpecificationCountsTheNamedDefinitionsBody) {
  const char *inits[] = {"x = 0", "(x = 0)", "x \\in {0} /\\ x < 1"};
  for (const char *init : inits) {
    SCOPED_TRACE(init);
    std::string tla = std::string("---- MODULE InitCov ----\nEXTENDS Naturals\nVARIABLE x\nInit2 == x = 0\nInit == ") +
                      init + "\nNext == x < 2 /\\ x' = x + 1\nSpec == Init /\\ [][Next]_x\n====\n";
    TlcRun spec = tlc({{"InitCov.tla", tla}}, "InitCov.tla", "SPECIFICATION Spec\n", "-deadlock -coverage 9999");
    TlcRun initNext = tlc({{"InitCov.tla", tla}}, "InitCov.tla", "INIT Init\nNEXT Next\n", "-deadlock -coverage 9999");
    EXPECT_EQ(spec.exit, 0) << spec.out;
    std::string want = coverageBlock(initNext.out);
    EXPECT_NE(want.find("<Init line 5, col 1 to line 5, col 4 of module InitCov>: 1:1"), std::string::npos) << want;
    EXPECT_EQ(coverageBlock(spec.out), want);
    EXPECT_EQ(coverageBlock(spec.out).find("line 7, col 9 to line 7, col 12"), std::string::npos); // not the name in Spec
  }
}

} // namespace
