// End-to-end evaluation and search on small modules: expressions through ASSUME, and exact BFS counts.
#include <gtest/gtest.h>

#include <cstdlib>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

const char *outcomeName(Outcome o) {
  switch (o) {
  case Outcome::Success: return "Success";
  case Outcome::InvariantViolated: return "InvariantViolated";
  case Outcome::InitInvariantViolated: return "InitInvariantViolated";
  case Outcome::ActionPropertyViolated: return "ActionPropertyViolated";
  case Outcome::Deadlock: return "Deadlock";
  case Outcome::AssumptionFalse: return "AssumptionFalse";
  case Outcome::EvalErrorInit: return "EvalErrorInit";
  case Outcome::EvalErrorNext: return "EvalErrorNext";
  case Outcome::EvalErrorInvariant: return "EvalErrorInvariant";
  case Outcome::LivenessViolated: return "LivenessViolated";
  case Outcome::EvalErrorLiveness: return "EvalErrorLiveness";
  case Outcome::SuccessorIncomplete: return "SuccessorIncomplete";
  case Outcome::InitialStateIncomplete: return "InitialStateIncomplete";
  case Outcome::Stopped: return "Stopped";
  }
  return "?";
}

// The outcome of checking a module whose only content is `defs` and `ASSUME expr`.
CheckRun assume(const std::string &expr, const std::string &defs = "") {
  std::string tla = "---- MODULE Expr ----\nEXTENDS Naturals, Integers, Sequences, FiniteSets, TLC\n" + defs +
                    "\nASSUME " + expr + "\n====\n";
  return checkText({tla}, "");
}

// `expr` evaluates to TRUE.
void expectHolds(const std::string &expr, const std::string &defs = "") {
  CheckRun r = assume(expr, defs);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success)
      << expr << ": " << outcomeName(r.result.outcome) << " " << r.result.error.message;
}

// `expr` evaluates to FALSE (the assumption fails).
void expectFalse(const std::string &expr, const std::string &defs = "") {
  CheckRun r = assume(expr, defs);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::AssumptionFalse)
      << expr << ": " << outcomeName(r.result.outcome) << " " << r.result.error.message;
}

// Evaluating `expr` is an error.
void expectError(const std::string &expr, const std::string &defs = "") {
  CheckRun r = assume(expr, defs);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::EvalErrorInit) << expr << ": " << outcomeName(r.result.outcome);
}

struct Counts {
  uint64_t distinct;
  uint64_t generated;
  int64_t depth;
};

// Checks `tla` with `cfg`, expecting `outcome` and the given counts.
CheckRun expectRun(const std::vector<std::string> &modules, const std::string &cfg, Outcome outcome, Counts want,
                   explore::CheckOptions options = {}) {
  CheckRun r = checkText(modules, cfg, options);
  EXPECT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, outcome) << outcomeName(r.result.outcome) << " " << r.result.error.message;
  EXPECT_EQ(r.result.distinct, want.distinct);
  EXPECT_EQ(r.result.generated, want.generated);
  EXPECT_EQ(r.result.depth, want.depth);
  return r;
}

// ---- expressions -------------------------------------------------------------------
TEST(EvalTest, AssumeTrueFalse) {
  expectHolds("1 + 1 = 2");
  expectFalse("1 + 1 = 3");
  expectHolds("TRUE");
  expectFalse("FALSE");
}

TEST(EvalTest, IntegerDivisionAndModuloFloor) {
  // Prefix minus binds looser than \div: -7 \div 2 is -(7 \div 2).
  expectHolds("7 \\div 2 = 3");
  expectHolds("-7 \\div 2 = -3");
  expectHolds("(-7) \\div 2 = -4");
  expectHolds("7 \\div (-2) = -4");
  expectHolds("(-7) \\div (-2) = 3");
  expectHolds("(-8) \\div 2 = -4");
  expectHolds("7 % 3 = 1");
  expectHolds("(-7) % 3 = 2");
  expectHolds("-7 % 3 = 2"); // % binds looser than prefix minus
  expectHolds("(-1) % 5 = 4");
  expectHolds("(-6) % 3 = 0");
  expectHolds("2^10 = 1024");
  expectHolds("-(3 - 5) = 2");
  expectHolds("((-7) \\div 2) * 2 + ((-7) % 2) = -7");
  expectError("1 \\div 0");
  expectError("1 % 0");
  expectError("5 % -2");
}

TEST(EvalTest, IntegerOverflowIsAnError) {
  expectHolds("2147483647 + 0 = 2147483647");
  expectHolds("-2147483647 - 1 < 0");
  expectError("2147483647 + 1 > 0");
  expectError("-2147483647 - 2 < 0");
  expectError("65536 * 65536 > 0");
  expectError("2^31 > 0");
  expectHolds("2^30 = 1073741824");
}

TEST(EvalTest, SetsAndQuantifiers) {
  expectHolds("{x \\in 1..6 : x % 2 = 1} = {1, 3, 5}");
  expectHolds("{x * x : x \\in -2..2} = {0, 1, 4}");
  expectHolds("Cardinality(SUBSET (1..4)) = 16");
  expectHolds("UNION {{1, 2}, {2, 3}} = 1..3");
  expectHolds("\\A x \\in 1..3 : \\E y \\in 1..3 : y = 4 - x");
  expectFalse("\\E x \\in {} : TRUE");
  expectHolds("<<1, \"a\">> \\in (1..2) \\X {\"a\", \"b\"}");
  expectHolds("[a |-> 1, b |-> TRUE] \\in [a : Nat, b : BOOLEAN]");
  expectHolds("[i \\in 1..2 |-> i * 10] \\in [1..2 -> {10, 20}]");
  expectHolds("<<3, 1>> \\in Seq(Nat) /\\ -1 \\notin Nat /\\ -1 \\in Int");
  expectHolds("{1, 2} \\subseteq 1..2 /\\ (1..3) \\ {2} = {1, 3} /\\ {1} \\cup {2} = 1..2 /\\ {1, 2} \\cap {2, 3} = {2}");
}

TEST(EvalTest, FunctionsTuplesRecordsAreInterchangeable) {
  expectHolds("[i \\in 1..2 |-> IF i = 1 THEN \"a\" ELSE \"b\"] = <<\"a\", \"b\">>");
  expectHolds("[a |-> 1, b |-> 2] = [x \\in {\"b\", \"a\"} |-> IF x = \"a\" THEN 1 ELSE 2]");
  expectHolds("DOMAIN [a |-> 1, b |-> 2] = {\"a\", \"b\"}");
  expectHolds("DOMAIN <<5, 6, 7>> = 1..3");
  expectHolds("{<<1, 2>>, [i \\in 1..2 |-> i]} = {<<1, 2>>}");
  expectHolds("[a |-> 1].a = 1");
}

TEST(EvalTest, Choose) {
  expectHolds("(CHOOSE x \\in 1..10 : x * x > 20) = 5");
  expectHolds("(CHOOSE x \\in {3} : TRUE) = 3");
  expectHolds("LET c == CHOOSE s \\in SUBSET (1..3) : Cardinality(s) = 3 IN c = 1..3");
  expectError("(CHOOSE x \\in 1..3 : x > 5) = 0");
  expectError("(CHOOSE x \\in {} : TRUE) = 0");
}

TEST(EvalTest, ChooseFollowsTlcValueOrder) {
  // CHOOSE ... : TRUE picks the least element in TLC's order: sets and
  // tuples by size first, strings in the order TLC first met them (here the
  // order they are written), records by field names in that order.
  expectHolds("(CHOOSE x \\in {\"yy\", \"xx\", \"xy\"} : TRUE) = \"yy\"");
  // SANY interns identifiers while parsing and string literals only during
  // semantic analysis: a string that is also a name comes first.
  expectHolds("(CHOOSE x \\in {\"yy\", \"xx\"} : TRUE) = \"xx\"", "xx == 1");
  expectHolds("(CHOOSE x \\in {{1, 2}, {3}} : TRUE) = {3}");
  // The empty string literal (its text has no address in the syntax tree).
  expectHolds("\"\" \\o \"ab\" = \"ab\" /\\ [f |-> \"\"].f = \"\"");
  expectHolds("(CHOOSE x \\in {<<2>>, <<1, 1>>} : TRUE) = <<2>>");
  expectHolds("(CHOOSE x \\in {[b |-> 1], [a |-> 2]} : TRUE) = [b |-> 1]");
  expectHolds("(CHOOSE x \\in {-3, 2} : TRUE) = -3");
  expectHolds("\\A x \\in {} : FALSE");
}

TEST(EvalTest, Case) {
  expectHolds("(CASE 1 = 2 -> \"a\" [] 2 = 2 -> \"b\") = \"b\"");
  expectHolds("(CASE 1 = 2 -> \"a\" [] OTHER -> \"c\") = \"c\"");
  expectError("(CASE 1 = 2 -> \"a\" [] 2 = 3 -> \"b\") = \"a\"");
}

TEST(EvalTest, IfAndLet) {
  expectHolds("(IF 2 > 1 THEN 10 ELSE 20) = 10");
  expectHolds("LET a == 2\n       b(x) == x * a\n   IN b(3) = 6");
  expectHolds("LET f[n \\in 0..5] == IF n = 0 THEN 1 ELSE 2 * f[n - 1] IN f[5] = 32");
  expectHolds("Twice(LAMBDA x : x + 1, 3) = 5", "Twice(F(_), x) == F(F(x))");
}

TEST(EvalTest, ExceptWithAtAndNestedPaths) {
  const std::string defs = "f == [i \\in 1..3 |-> i]\n"
                           "r == [a |-> [b |-> 1, c |-> <<1, 2>>], d |-> 0]\n"
                           "g == [i \\in 1..2 |-> [j \\in 1..2 |-> 0]]\n";
  expectHolds("[f EXCEPT ![2] = @ * 10] = <<1, 20, 3>>", defs);
  expectHolds("[f EXCEPT ![1] = 0, ![3] = @ + @] = <<0, 2, 6>>", defs);
  expectHolds("[r EXCEPT !.a.c[2] = @ + 5].a.c = <<1, 7>>", defs);
  expectHolds("[r EXCEPT !.a.b = 0, !.d = @ - 1] = [a |-> [b |-> 0, c |-> <<1, 2>>], d |-> -1]", defs);
  expectHolds("[r EXCEPT ![\"a\"][\"b\"] = 9].a.b = 9", defs);
  expectHolds("[g EXCEPT ![1][2] = 5] = <<<<0, 5>>, <<0, 0>>>>", defs);
  expectHolds("[g EXCEPT ![2] = [@ EXCEPT ![1] = 7]][2] = <<7, 0>>", defs);
  expectHolds("f = <<1, 2, 3>>", defs); // EXCEPT built new values
}

TEST(EvalTest, RecursiveOperatorsAndFunctions) {
  const std::string defs = "RECURSIVE Fact(_)\n"
                           "Fact(n) == IF n = 0 THEN 1 ELSE n * Fact(n - 1)\n"
                           "RECURSIVE SetSum(_)\n"
                           "SetSum(S) == IF S = {} THEN 0 ELSE LET x == CHOOSE x \\in S : TRUE IN x + SetSum(S \\ {x})\n"
                           "fib[n \\in 0..20] == IF n < 2 THEN n ELSE fib[n - 1] + fib[n - 2]\n"
                           "sum[s \\in SUBSET (1..4)] == IF s = {} THEN 0 ELSE LET m == CHOOSE m \\in s : TRUE IN m + sum[s \\ {m}]\n";
  expectHolds("Fact(5) = 120", defs);
  expectHolds("SetSum(1..10) = 55", defs);
  expectHolds("fib[10] = 55 /\\ fib[20] = 6765", defs);
  expectHolds("sum[1..4] = 10", defs);
  expectError("fib[21] = 0", defs);
}

TEST(EvalTest, Sequences) {
  expectHolds("Append(<<1, 2>>, 3) = <<1, 2, 3>>");
  expectHolds("Append(<<>>, \"x\") = <<\"x\">>");
  expectHolds("Head(<<4, 5>>) = 4 /\\ Tail(<<4, 5>>) = <<5>> /\\ Tail(<<4>>) = <<>>");
  expectHolds("SubSeq(<<1, 2, 3, 4>>, 2, 3) = <<2, 3>> /\\ SubSeq(<<1, 2>>, 2, 1) = <<>>");
  expectHolds("<<1>> \\o <<2, 3>> = <<1, 2, 3>> /\\ <<>> \\o <<>> = <<>>");
  expectHolds("Len(<<>>) = 0 /\\ Len(<<7, 7, 7>>) = 3");
  expectHolds("SelectSeq(<<1, 2, 3, 4>>, IsEven) = <<2, 4>>", "IsEven(x) == x % 2 = 0");
  expectHolds("SelectSeq(<<1, 3>>, LAMBDA x : x > 5) = <<>>");
  expectHolds("Append(<<1>>, 2) = [i \\in 1..2 |-> i]");
  expectError("Head(<<>>) = 0");
  expectError("Tail(<<>>) = <<>>");
}

TEST(EvalTest, TlcFunctionOperators) {
  expectHolds("(1 :> \"a\" @@ 2 :> \"b\") = <<\"a\", \"b\">>");
  expectHolds("((1 :> \"a\") @@ (1 :> \"b\")) = (1 :> \"a\")"); // the left function wins
  expectHolds("(\"x\" :> 1 @@ \"y\" :> 2) = [x |-> 1, y |-> 2]");
  expectHolds("DOMAIN (3 :> 0 @@ 5 :> 0) = {3, 5}");
  expectHolds("(<<1, 2>> @@ (3 :> 3)) = <<1, 2, 3>>");
}

TEST(EvalTest, InstanceWithSubstitutionInExpressions) {
  std::string adder = "---- MODULE Adder ----\nEXTENDS Naturals\nCONSTANT K\nPlus(x) == x + K\n====\n";
  std::string root = "---- MODULE Main ----\nEXTENDS Naturals\n"
                     "A == INSTANCE Adder WITH K <- 10\n"
                     "P(k) == INSTANCE Adder WITH K <- k * 2\n"
                     "ASSUME A!Plus(1) = 11\n"
                     "ASSUME P(3)!Plus(1) = 7\n"
                     "====\n";
  CheckRun r = checkText({root, adder}, "");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
}

// The parser rejects expressions nested deeper than ParseOptions::maxNesting
// (2000 levels, err_nesting_too_deep); the recursive resolver and evaluator
// must handle everything below that bound on the main thread's stack.
TEST(EvalTest, ExpressionsJustBelowTheParserNestingBound) {
  auto repeat = [](const std::string &s, int n) {
    std::string out;
    for (int i = 0; i < n; ++i)
      out += s;
    return out;
  };
  expectHolds("0" + repeat(" + 1", 1999) + " = 1999");
  expectHolds(repeat("(", 1995) + "1" + repeat(")", 1995) + " = 1");
  expectHolds("(" + repeat("IF FALSE THEN 0 ELSE ", 1990) + "1) = 1");
  expectHolds(repeat("~", 1998) + "TRUE");
  std::string quants, lets;
  for (int i = 0; i < 1990; ++i) {
    quants += "\\A y" + std::to_string(i) + " \\in {" + std::to_string(i) + "} : ";
    lets += "LET a" + std::to_string(i) + " == " + std::to_string(i) + " IN ";
  }
  expectHolds(quants + "y1989 = 1989");
  expectHolds(lets + "a1989 = 1989");
}

// ---- state-space search ------------------------------------------------------------
const std::string kCounter = "---- MODULE Counter ----\nEXTENDS Naturals\nVARIABLE x\n"
                             "Init == x = 0\n"
                             "Next == \\/ x < 3 /\\ x' = x + 1\n"
                             "        \\/ x = 3 /\\ x' = 0\n"
                             "Spec == Init /\\ [][Next]_x\n"
                             "====\n";

TEST(SearchTest, CycleCountsAndDepth) {
  // States 0..3; one initial state and four successors (3 -> 0 is seen).
  expectRun({kCounter}, "INIT Init\nNEXT Next\n", Outcome::Success, {4, 5, 4});
  expectRun({kCounter}, "SPECIFICATION Spec\n", Outcome::Success, {4, 5, 4});
}

TEST(SearchTest, Deadlock) {
  std::string tla = "---- MODULE Dead ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x = 0\nNext == x < 2 /\\ x' = x + 1\n====\n";
  CheckRun r = expectRun({tla}, "INIT Init\nNEXT Next\n", Outcome::Deadlock, {3, 3, 3});
  ASSERT_EQ(r.result.trace.size(), 3u);
  EXPECT_EQ(r.result.trace.back().state[0].asInt(), 2);
  // Without deadlock checking the search completes.
  expectRun({tla}, "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n", Outcome::Success, {3, 3, 3});
  explore::CheckOptions noDeadlock;
  noDeadlock.checkDeadlock = false;
  expectRun({tla}, "INIT Init\nNEXT Next\n", Outcome::Success, {3, 3, 3}, noDeadlock);
}

TEST(SearchTest, InvariantViolationHasShortestTrace) {
  // x + 2y = 4 is first reached at (0, 2), two steps from the start; (2, 1)
  // and (4, 0) need three and four.
  std::string tla = "---- MODULE Inv ----\nEXTENDS Naturals\nVARIABLES x, y\n"
                    "Init == x = 0 /\\ y = 0\n"
                    "Next == \\/ x' = x + 1 /\\ UNCHANGED y\n"
                    "        \\/ y' = y + 1 /\\ UNCHANGED x\n"
                    "Safe == x + 2 * y # 4\n====\n";
  // Level 1: (0,0); level 2: (1,0), (0,1); level 3: (2,0), (1,1), (0,2).
  CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\nINVARIANT Safe\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::InvariantViolated);
  EXPECT_EQ(r.result.property, "Safe");
  ASSERT_EQ(r.result.trace.size(), 3u);
  EXPECT_EQ(r.result.trace[0].state[0].asInt(), 0);
  EXPECT_EQ(r.result.trace[0].state[1].asInt(), 0);
  EXPECT_EQ(r.result.trace[1].state[0].asInt(), 0);
  EXPECT_EQ(r.result.trace[1].state[1].asInt(), 1);
  EXPECT_EQ(r.result.trace[2].state[0].asInt(), 0);
  EXPECT_EQ(r.result.trace[2].state[1].asInt(), 2);
  // An initial state that violates the invariant.
  CheckRun i = checkText({tla}, "INIT Init\nNEXT Next\nINVARIANT Bad\n", {});
  EXPECT_EQ(i.stage, Stage::ModelFailed); // Bad is not defined
  std::string tla2 = tla.substr(0, tla.size() - 5) + "Bad == x < 1\n====\n";
  CheckRun b = checkText({tla2}, "INIT Init\nNEXT Next\nINVARIANT Safe Bad\n");
  ASSERT_EQ(b.stage, Stage::Loaded) << b.problem;
  EXPECT_EQ(b.result.outcome, Outcome::InvariantViolated);
  EXPECT_EQ(b.result.property, "Bad");
  EXPECT_EQ(b.result.trace.size(), 2u);
  std::string tla3 = tla.substr(0, tla.size() - 5) + "Pos == x > 0\n====\n";
  CheckRun p = checkText({tla3}, "INIT Init\nNEXT Next\nINVARIANT Pos\n");
  EXPECT_EQ(p.result.outcome, Outcome::InitInvariantViolated);
  EXPECT_EQ(p.result.trace.size(), 1u);
}

TEST(SearchTest, StateConstraintBoundsTheSearch) {
  std::string tla = "---- MODULE Bounded ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x = 0\nNext == x' = x + 1\nBound == x < 5\n====\n";
  // 0..4 are kept; 5 is generated from 4 but is outside the constraint, so
  // 4 is not a deadlock.
  expectRun({tla}, "INIT Init\nNEXT Next\nCONSTRAINT Bound\n", Outcome::Success, {5, 6, 5});
}

TEST(SearchTest, ActionConstraint) {
  std::string tla = "---- MODULE ActBound ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x = 0\nNext == x' \\in {x + 1, x + 2}\nSmallStep == x' - x = 1 \\/ x' < 4\n"
                    "Bound == x < 6\n====\n";
  // Reached: 0, 1, 2, 3 (+1/+2 while < 4), then only +1 steps: 4, 5, 6.
  // x = 6 fails the state constraint. Generated: 1 initial + 2 per state 0..5.
  expectRun({tla}, "INIT Init\nNEXT Next\nCONSTRAINT Bound\nACTION_CONSTRAINT SmallStep\n", Outcome::Success,
            {6, 13, 5});
}

TEST(SearchTest, UnchangedTupleAndSetEnumeration) {
  std::string tla = "---- MODULE Enum ----\nEXTENDS Naturals\nVARIABLES x, y\n"
                    "vars == <<x, y>>\n"
                    "Init == x \\in 1..3 /\\ y \\in {\"a\", \"b\"}\n"
                    "Next == \\/ x' \\in 1..3 /\\ UNCHANGED y\n"
                    "        \\/ UNCHANGED vars\n"
                    "        \\/ UNCHANGED <<x, y>>\n"
                    "====\n";
  // 6 initial states; each has 3 + 1 + 1 successors, all already seen.
  expectRun({tla}, "INIT Init\nNEXT Next\n", Outcome::Success, {6, 36, 1});
}

TEST(SearchTest, ExistsWitnessesEachGenerateASuccessor) {
  std::string tla = "---- MODULE Witness ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x \\in {0, 1}\n"
                    "Next == \\E i \\in 1..3 : x' = (x + i) % 2\n"
                    "====\n";
  // Two initial states, each with three (two distinct) successors.
  expectRun({tla}, "INIT Init\nNEXT Next\n", Outcome::Success, {2, 2 + 2 * 3, 1});
}

TEST(SearchTest, PrimedEnumerationOverLazySets) {
  std::string tla = "---- MODULE Lazy ----\nEXTENDS Naturals\nVARIABLES s, f\n"
                    "Init == s = {} /\\ f = [i \\in 1..2 |-> 0]\n"
                    "Next == \\/ s' \\in SUBSET (1..2) /\\ UNCHANGED f\n"
                    "        \\/ f' \\in [1..2 -> 0..1] /\\ UNCHANGED s\n"
                    "====\n";
  // 4 values of s times 4 values of f = 16 states, reached in two steps.
  // Each state has 4 + 4 successors.
  expectRun({tla}, "INIT Init\nNEXT Next\n", Outcome::Success, {16, 1 + 16 * 8, 3});
}

TEST(SearchTest, InstanceWithSubstitution) {
  std::string counter = "---- MODULE Count ----\nEXTENDS Naturals\nCONSTANT Limit\nVARIABLE c\n"
                        "Init == c = 0\nNext == c < Limit /\\ c' = c + 1\n====\n";
  std::string root = "---- MODULE Outer ----\nEXTENDS Naturals\nVARIABLE n\n"
                     "C == INSTANCE Count WITH c <- n, Limit <- 3\n"
                     "Spec == C!Init /\\ [][C!Next]_n\n"
                     "Small == n <= 3\n"
                     "====\n";
  expectRun({root, counter}, "SPECIFICATION Spec\nINVARIANT Small\nCHECK_DEADLOCK FALSE\n", Outcome::Success,
            {4, 4, 4});
  // A constant of the root fixed by the cfg, passed on through the instance.
  std::string root2 = "---- MODULE Outer2 ----\nEXTENDS Naturals\nCONSTANT N\nVARIABLE n\n"
                      "C == INSTANCE Count WITH c <- n, Limit <- N + 1\n"
                      "Spec == C!Init /\\ [][C!Next]_n\n"
                      "====\n";
  expectRun({root2, counter}, "CONSTANT N = 4\nSPECIFICATION Spec\n", Outcome::Deadlock, {6, 6, 6});
}

TEST(SearchTest, EvaluationErrorInNext) {
  std::string tla = "---- MODULE Overflow ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x = 2147483646\nNext == x' = x + 1\n====\n";
  CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.result.outcome, Outcome::EvalErrorNext);
  EXPECT_EQ(r.result.distinct, 2u);
  std::string tla2 = "---- MODULE NoCase ----\nEXTENDS Naturals\nVARIABLE x\n"
                     "Init == x = 0\nNext == x' = CASE x = 0 -> 1 [] x = 1 -> 2\n====\n";
  CheckRun c = checkText({tla2}, "INIT Init\nNEXT Next\n");
  EXPECT_EQ(c.result.outcome, Outcome::EvalErrorNext);
  EXPECT_EQ(c.result.distinct, 3u);
}

TEST(SearchTest, ConstantOnlyModelChecksAssumptions) {
  std::string tla = "---- MODULE Consts ----\nEXTENDS Naturals\nCONSTANTS A, B\nASSUME A + B = 5\n====\n";
  CheckRun ok = checkText({tla}, "CONSTANTS A = 2 B = 3\n");
  ASSERT_EQ(ok.stage, Stage::Loaded) << ok.problem;
  EXPECT_EQ(ok.result.outcome, Outcome::Success);
  EXPECT_EQ(ok.result.distinct, 0u);
  CheckRun bad = checkText({tla}, "CONSTANTS A = 2 B = 2\n");
  EXPECT_EQ(bad.result.outcome, Outcome::AssumptionFalse);
  CheckRun missing = checkText({tla}, "CONSTANTS A = 2\n");
  EXPECT_EQ(missing.stage, Stage::ModelFailed);
}

TEST(SearchTest, ModelValuesFromTheCfg) {
  std::string tla = "---- MODULE Procs ----\nCONSTANT Procs\nVARIABLE owner\n"
                    "Init == owner \\in Procs\n"
                    "Next == \\E p \\in Procs : owner' = p\n====\n";
  // Three model values: three initial states, each with three successors.
  expectRun({tla}, "CONSTANT Procs = {p1, p2, p3}\nINIT Init\nNEXT Next\n", Outcome::Success, {3, 12, 1});
}

// TLC enumerates `\A x \in S : P` in an action as the conjunction of the
// P[x], and `P => Q` as Q when P holds, so disjunctions inside split into
// separate (here identical) successors that count as generated.
TEST(SearchTest, ForallAndImpliesInActionsSplitLikeTlc) {
  std::string tla = "---- MODULE Split ----\nEXTENDS Naturals\nVARIABLE x\n"
                    "Init == x = 0\n"
                    "NextAll == /\\ \\A i \\in {1, 2} : x = 0 \\/ x = 0\n"
                    "           /\\ x' = 1\n"
                    "NextImp == /\\ x = 0 => (x = 0 \\/ x = 0)\n"
                    "           /\\ x' = 1 - x\n"
                    "====\n";
  // From x = 0: 2 x 2 ways through the \A; from x = 1 none.
  expectRun({tla}, "INIT Init\nNEXT NextAll\nCHECK_DEADLOCK FALSE\n", Outcome::Success, {2, 1 + 4, 2});
  // From x = 0: two ways through Q; from x = 1 the implication holds once.
  expectRun({tla}, "INIT Init\nNEXT NextImp\n", Outcome::Success, {2, 1 + 2 + 1, 2});
}

// A 20 x 20 x 20 grid where each step increments one coordinate modulo 20:
// all 8000 states are reachable, each has three successors, and the farthest
// state (19, 19, 19) is 57 steps away.
const std::string kGrid = "---- MODULE Grid ----\nEXTENDS Naturals\nVARIABLES a, b, c\n"
                          "Init == a = 0 /\\ b = 0 /\\ c = 0\n"
                          "Next == \\/ a' = (a + 1) % 20 /\\ UNCHANGED <<b, c>>\n"
                          "        \\/ b' = (b + 1) % 20 /\\ UNCHANGED <<a, c>>\n"
                          "        \\/ c' = (c + 1) % 20 /\\ UNCHANGED <<a, b>>\n"
                          "NotCorner == a + b + c < 50\n"
                          "====\n";

TEST(SearchTest, WorkerCountDoesNotChangeCounts) {
  for (int workers : {1, 2, 3}) {
    SCOPED_TRACE("workers " + std::to_string(workers));
    explore::CheckOptions o;
    o.workers = workers;
    expectRun({kGrid}, "INIT Init\nNEXT Next\n", Outcome::Success, {8000, 1 + 3 * 8000, 58}, o);
  }
}

TEST(SearchTest, WorkerCountDoesNotChangeTraceLength) {
  // a + b + c = 50 first happens after 50 steps: a trace of 51 states.
  for (int workers : {1, 2}) {
    SCOPED_TRACE("workers " + std::to_string(workers));
    explore::CheckOptions o;
    o.workers = workers;
    CheckRun r = checkText({kGrid}, "INIT Init\nNEXT Next\nINVARIANT NotCorner\n", o);
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::InvariantViolated);
    ASSERT_EQ(r.result.trace.size(), 51u);
    const auto &last = r.result.trace.back().state;
    EXPECT_EQ(last[0].asInt() + last[1].asInt() + last[2].asInt(), 50);
  }
}

} // namespace
} // namespace tlacore

namespace tlacore {
namespace {

// UndirectedGraphs' operators that TLC overrides natively (their TLA+
// definitions quantify over Seq(S), which cannot be enumerated).
void expectGraphHolds(const std::string &expr) {
  std::string tla = "---- MODULE G ----\nEXTENDS UndirectedGraphs, FiniteSets\n"
                    "G == [node |-> {1, 2, 3, 4}, edge |-> {{1, 2}, {2, 3}}]\nASSUME " +
                    expr + "\n====\n";
  checktest::CheckRun r = checktest::checkText({tla}, "");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::Success))
      << expr << ": " << r.result.error.message;
}

TEST(UndirectedGraphs, ConnectedComponents) {
  expectGraphHolds("ConnectedComponents(G) = {{1, 2, 3}, {4}}");
  expectGraphHolds("~IsStronglyConnected(G)");
  expectGraphHolds("IsStronglyConnected([node |-> {1, 2}, edge |-> {{1, 2}}])");
}

TEST(UndirectedGraphs, AreConnectedIn) {
  expectGraphHolds("AreConnectedIn(1, 3, G)");
  expectGraphHolds("~AreConnectedIn(1, 4, G)");
  expectGraphHolds("AreConnectedIn(4, 4, G)");
}

TEST(IOUtils, EnvironmentAndAtoi) {
  ::setenv("TLACORE_EVAL_TEST_K", "42", 1);
  std::string tla = "---- MODULE IOTest ----\nEXTENDS IOUtils, Integers\n"
                    "ASSUME IOEnv.TLACORE_EVAL_TEST_K = \"42\" /\\ atoi(IOEnv.TLACORE_EVAL_TEST_K) = 42\n"
                    "ASSUME atoi(\"-7\") = -7\n====\n";
  checktest::CheckRun r = checktest::checkText({tla}, "");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::Success)) << r.result.error.message;
}

TEST(UndirectedGraphs, SimplePath) {
  expectGraphHolds("<<1, 2, 3>> \\in SimplePath(G) /\\ <<3, 2, 1>> \\in SimplePath(G) /\\ <<4>> \\in SimplePath(G)");
  expectGraphHolds("Cardinality(SimplePath(G)) = 10");
}

} // namespace
} // namespace tlacore

namespace tlacore {
namespace {

// Expressions SANY accepts group as SANY groups them (precedence ranges of
// tla2sany: SUBSET, UNION and DOMAIN 10..13, - prefix 12, ^ 14, ...): each
// value below differs under the other grouping.
TEST(EvalTest, OperatorsGroupAsSany) {
  for (const char *e : {
           "SUBSET {1} \\cup {{2}} = {{}, {1}, {2}}",               // (SUBSET {1}) \cup {{2}}
           "UNION {{1}} \\cup {2} = {1, 2}",                         // (UNION {{1}}) \cup {2}
           "{1} \\cup UNION {{2}} \\cup UNION {{3}} = {1, 2, 3}",
           "DOMAIN <<7, 8>> \\cup {5} = {1, 2, 5}",                  // (DOMAIN <<7, 8>>) \cup {5}
           "{{1}} \\cap SUBSET {1, 2} \\cap {{1}, {}} = {{1}}",     // ({{1}} \cap SUBSET {1, 2}) \cap ...
           "-2 ^ 2 = -4",                                            // -(2 ^ 2)
           "2 - 1 - 1 = 0",                                          // left-associative
           "2 + 3 * 4 = 14",
           "10 - 2 + 3 = 11",
           "2 * 3 .. 8 = 6 .. 8",                                    // (2 * 3) .. 8
           "{1} \\X {2} \\X {3} = {<<1, 2, 3>>}",                      // one product of three
       })
    expectHolds(e);
}

} // namespace
} // namespace tlacore
