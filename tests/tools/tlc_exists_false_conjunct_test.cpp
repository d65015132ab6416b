// \E x \in S : C1 /\ ... /\ Cn where a conjunct Ck reads no bound name and
// is FALSE: TLC (Tool.evalImpl, OPCODE_be) still evaluates the body element
// by element, the conjuncts left to right (OPCODE_cl), so an earlier
// conjunct that fails, prints or asserts for some element is reported; when
// none can, every element's body is FALSE and tlacore decides the \E at
// once (exists_shortcut.cpp). Over 1..N with N = 5000 (25,000,000 pairs per
// evaluation, 11 evaluations), element by element takes a minute or more:
// the shortcut cases must finish under a CPU limit of 5 s, with TLC's
// verdict and counts. The class:
//  - the FALSE conjunct first, in the middle, last; in a /\ list, in an
//    infix /\, inside an operator applied to the bound names (its
//    parameters bound lazily, as etcd-io/raft's AppendEntries(i, j, <<b, e>>));
//  - in an invariant, and in an action property [A \/ B]_x (primes read);
//  - the earlier conjunct fails (Assert, a tuple index out of range), prints
//    (PrintT) for some element: TLC's error or output, element by element;
//  - -coverage: the counts element by element.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// A spec of x = 0 .. 5 with `Inv` and `Prop` defined from `defs`.
std::string specText(const std::string &defs) {
  return "---- MODULE Ex ----\nEXTENDS Naturals, TLC\nVARIABLE x\nN == 5000\nInit == x = 0\n"
         "Next == x < 5 /\\ x' = x + 1\n" +
         defs + "\n====\n";
}

struct FastCase {
  const char *name;
  const char *defs; // defines Inv (an invariant) and Prop (an action property)
};

const FastCase kFast[] = {
    {"FirstInList", "Inv == ~\\E b, e \\in 1..N : /\\ x > 10 /\\ b <= e\nProp == [][x' = x + 1]_x"},
    {"MiddleInList", "Inv == ~\\E b, e \\in 1..N : /\\ b <= e /\\ x > 10 /\\ b < e\nProp == [][x' = x + 1]_x"},
    {"LastInList", "Inv == ~\\E b, e \\in 1..N : /\\ b <= e /\\ e # b /\\ x > 10\nProp == [][x' = x + 1]_x"},
    {"InfixAnd", "Inv == ~\\E b, e \\in 1..N : b <= e /\\ (x = 7 /\\ b = e)\nProp == [][x' = x + 1]_x"},
    {"ThroughOperators",
     "Range(i, r) == /\\ i # 99 /\\ r[1] <= r[2] /\\ x > 10 /\\ r[3] = 1\n"
     "Send(i, b, e) == Range(i, <<b, e>>)\nInv == ~\\E b, e \\in 1..N : Send(5, b, e)\nProp == [][x' = x + 1]_x"},
    {"ActionProperty", "Inv == TRUE\nProp == [][(\\E b, e \\in 1..N : x' = b /\\ e >= b /\\ x > 10) \\/ x' = x + 1]_x"},
};

class ExistsFalseConjunct : public testing::TestWithParam<FastCase> {};

// TLC: no error, 6 states generated, 6 distinct (its element-by-element
// evaluation ends FALSE: no earlier conjunct can fail).
TEST_P(ExistsFalseConjunct, DecidedWithoutGoingThroughTheDomain) {
  clirun::SpecDir dir({{"Ex.tla", specText(GetParam().defs)},
                       {"Ex.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Prop\nCHECK_DEADLOCK FALSE\n"}});
  clirun::Limits limits;
  limits.cpuSeconds = 5;
  limits.timeoutSeconds = 120;
  clirun::LimitedResult r = clirun::runLimited(dir.path(), {"tlc", "Ex.tla"}, limits);
  ASSERT_FALSE(r.cpuTimedOut || r.timedOut) << "element by element: " << r.cpuSeconds << " CPU s";
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(clirun::stateCounts(r.out), std::make_pair(6LL, 6LL)) << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryPosition, ExistsFalseConjunct, testing::ValuesIn(kFast),
                         [](const testing::TestParamInfo<FastCase> &i) { return std::string(i.param.name); });

// The earlier conjunct fails for one element (the last pair, or a tuple
// index out of range at b = 20): TLC reports it, as element by element.
TEST(ExistsFalseConjunctErrors, AnEarlierConjunctFailingIsReported) {
  struct ErrorCase {
    const char *defs;
    const char *message;
  } cases[] = {
      {"Inv == ~\\E b \\in 1..30 : Assert(b # 30, \"boom\") /\\ x > 10",
       "The first argument of Assert evaluated to FALSE; the second argument was:\n\"boom\""},
      {"R(r) == r[IF r[1] = 20 THEN 3 ELSE 1] > 0 /\\ x > 10\nInv == ~\\E b \\in 1..30 : R(<<b, b>>)",
       "Attempted to access index 3 of tuple\n<<20, 20>>\nwhich is out of bounds."},
  };
  for (const ErrorCase &c : cases) {
    SCOPED_TRACE(c.defs);
    clirun::SpecDir dir({{"Ex.tla", specText(c.defs)}, {"Ex.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n"}});
    clirun::Result r = dir.run("tlc Ex.tla");
    EXPECT_EQ(r.rc, 75) << r.out;
    EXPECT_NE(r.out.find(c.message), std::string::npos) << r.out;
  }
}

// An earlier conjunct that prints: each element's line, in order, per state.
TEST(ExistsFalseConjunctErrors, AnEarlierConjunctPrintingPrintsForEveryElement) {
  clirun::SpecDir dir({{"Ex.tla", specText("Inv == ~\\E b \\in 1..40 : PrintT(<<\"at\", b>>) /\\ x > 10")},
                       {"Ex.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n"}});
  clirun::Result r = dir.run("tlc Ex.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  size_t lines = 0;
  for (size_t at = r.out.find("<<\"at\", "); at != std::string::npos; at = r.out.find("<<\"at\", ", at + 1))
    ++lines;
  EXPECT_EQ(lines, 6u * 40u) << r.out; // 6 states, 40 elements each
  EXPECT_NE(r.out.find("<<\"at\", 40>>"), std::string::npos) << r.out;
  EXPECT_EQ(clirun::stateCounts(r.out), std::make_pair(6LL, 6LL)) << r.out;
}

// -coverage: the body's count is element by element (40 per evaluation,
// 3 evaluations of the guard: x = 0, 1, 2).
TEST(ExistsFalseConjunctErrors, CoverageCountsEveryElement) {
  clirun::SpecDir dir(
      {{"Ex.tla", "---- MODULE Ex ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                  "Next == /\\ x < 3\n        /\\ ~\\E b \\in 1..40 : b > 0 /\\ x > 10\n        /\\ x' = x + 1\n====\n"},
       {"Ex.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = dir.run("tlc -deadlock -coverage 9999 Ex.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // The body (b > 0 /\ x > 10) once per element; the domain once per evaluation.
  EXPECT_NE(r.out.find("  ||line 6, col 30 to line 6, col 44 of module Ex: 120\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  ||line 6, col 22 to line 6, col 26 of module Ex: 3\n"), std::string::npos) << r.out;
}

} // namespace
