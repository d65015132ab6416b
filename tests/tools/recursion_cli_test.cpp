// Recursion in evaluation, end to end: recursion without end is an
// evaluation error with TLC's StackOverflowError text (never a signal),
// wherever it is evaluated; deep but finite recursion, deep chains of
// definitions and deeply nested values are checked to the end.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace {

using clirun::Result;

// Writes Spec.tla and Spec.cfg to a fresh directory and runs
// `tlacore tlc ARGS Spec.tla` there (a signal death shows as `signalled`).
Result runSpec(const std::string &tla, const std::string &cfg, const std::string &args = "") {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\n" + tla + "\n====\n"}, {"Spec.cfg", cfg}});
  return dir.run("tlc " + args + " Spec.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

const char *kOverflow = "Error: This was a Java StackOverflowError. It was probably the result\n"
                        "of an incorrect recursive function definition that caused TLC to enter\n"
                        "an infinite loop when trying to compute the function or its application\n"
                        "to an element in its putative domain.";

struct Runaway {
  const char *where;
  const char *tla;
  const char *cfg;
  const char *args;
  int rc;           // TLC's exit code for an evaluation error there
  const char *names; // the operator the message names ("" when none)
};

// Recursion without end in each place TLC evaluates expressions.
TEST(Recursion, UnboundedRecursionIsAnEvaluationErrorEverywhere) {
  const std::string ops = "EXTENDS Integers\nVARIABLE x\nRECURSIVE F(_)\nF(n) == F(n + 1) + 1\n"
                          "f[n \\in Nat] == f[n + 1] + 1\n"
                          "RECURSIVE Even(_), Odd(_)\nEven(n) == IF n = -1 THEN TRUE ELSE Odd(n + 1)\n"
                          "Odd(n) == Even(n + 1)\n";
  const Runaway cases[] = {
      {"ASSUME", "ASSUME F(0) > 0\nInit == x = 0\nNext == x' = x", "INIT Init\nNEXT Next\n", "", 10, "F"},
      {"Init", "Init == x = F(0)\nNext == x' = x", "INIT Init\nNEXT Next\n", "", 75, "F"},
      {"Next", "Init == x = 0\nNext == x' = F(x)", "INIT Init\nNEXT Next\n", "", 75, "F"},
      {"recursive function", "Init == x = 0\nNext == x' = f[x]", "INIT Init\nNEXT Next\n", "", 75, ""},
      {"mutual recursion", "Init == x = 0\nNext == Even(x) /\\ x' = x", "INIT Init\nNEXT Next\n", "", 75, "Even"},
      {"LET", "Init == x = 0\nNext == x' = LET RECURSIVE G(_) G(n) == G(n) + 1 IN G(x)", "INIT Init\nNEXT Next\n",
       "", 75, "G"},
      {"invariant", "Init == x = 0\nNext == x' = x\nInv == F(x) > 0", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "", 75,
       "F"},
      {"property", "Init == x = 0\nNext == x' = x\nSpec == Init /\\ [][Next]_x\nProp == [](F(x) > 0)",
       "SPECIFICATION Spec\nPROPERTY Prop\n", "", 75, "F"},
      // Simulation reports an evaluation error of Next as TLC's unexpected exception (exit 255).
      {"simulation", "Init == x = 0\nNext == x' = F(x)", "INIT Init\nNEXT Next\n", "-simulate num=1 -depth 5", 255,
       "F"},
  };
  for (const Runaway &c : cases) {
    Result r = runSpec(ops + c.tla, c.cfg, c.args);
    EXPECT_FALSE(r.signalled) << c.where << "\n" << r.out;
    // TLC's codes for an evaluation error: 10 in an ASSUME, 75 (76/77 for
    // invariants and properties in tlacore's finer split) elsewhere.
    if (c.rc != 75)
      EXPECT_EQ(r.rc, c.rc) << c.where << "\n" << r.out;
    else
      EXPECT_TRUE(r.rc >= 75 && r.rc <= 77) << c.where << ": exit " << r.rc << "\n" << r.out;
    EXPECT_TRUE(has(r.out, kOverflow + 7)) << c.where << "\n" << r.out; // after "Error: " or another line
    if (*c.names)
      EXPECT_TRUE(has(r.out, "The stack was exhausted applying " + std::string(c.names) + ".")) << c.where << "\n"
                                                                                                 << r.out;
    EXPECT_TRUE(has(r.out, "of module Spec")) << c.where << ": the location is named\n" << r.out;
  }
}

// Each shape of recursion without end (self, mutual through IF and CASE, a
// LET, a quantifier, a set constructor, a function definition, an operator
// argument, a LAMBDA, a function built by the operator, a LET RECURSIVE, a
// conjunction) called where the enumerator expands it as an action (a
// conjunct of Next): TLC's StackOverflowError, exit 75, the operator named.
// (The enumerator's level tests of each argument once walked the whole
// chain of arguments below it: quadratic in the depth, minutes per run.)
struct Shape {
  const char *name;
  const char *defs;                 // defines R(_)
  std::vector<std::string> applied; // the operators the message may name ("" for none)
};

const std::string kShapeHead = "EXTENDS Integers, TLC\nVARIABLE x\nAp(Op(_), v) == Op(v)\n";

const std::vector<Shape> &runawayShapes() {
  static const std::vector<Shape> shapes = {
      {"self through IF", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE R(n + 1)\n", {"R"}},
      {"self in arithmetic", "RECURSIVE G(_)\nG(n) == G(n + 1) + 1\nR(n) == G(n) > 0\n", {"G"}},
      {"mutual through IF", "RECURSIVE R(_), Odd(_)\nR(n) == IF n = -1 THEN TRUE ELSE Odd(n + 1)\nOdd(n) == R(n + 1)\n",
       {"R", "Odd"}},
      {"mutual through CASE", "RECURSIVE R(_), B(_)\nR(n) == CASE n = -1 -> TRUE [] OTHER -> B(n + 1)\nB(n) == R(n + 1)\n",
       {"R", "B"}},
      {"through LET", "RECURSIVE R(_)\nR(n) == LET m == n + 1 IN R(m)\n", {"R"}},
      {"through \\E", "RECURSIVE R(_)\nR(n) == \\E i \\in {n + 1} : R(i)\n", {"R"}},
      {"through a set constructor", "RECURSIVE R(_)\nR(n) == \\A b \\in {R(n + 1)} : b\n", {"R"}},
      {"function definition", "f[n \\in Nat] == IF n = -1 THEN TRUE ELSE f[n + 1]\nR(n) == f[n]\n", {"", "R"}},
      {"operator argument", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE Ap(R, n + 1)\n", {"R", "Ap"}},
      {"LAMBDA", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE Ap(LAMBDA v : R(v + 1), n)\n", {"R", "Ap"}},
      {"function built by the operator", "RECURSIVE R(_)\nR(n) == [i \\in {n} |-> R(i + 1)][n]\n", {"R"}},
      {"LET RECURSIVE", "R(n) == LET RECURSIVE H(_) H(m) == IF m = -1 THEN TRUE ELSE H(m + 1) IN H(n)\n", {"H"}},
      {"conjunction", "RECURSIVE R(_)\nR(n) == n > -5 /\\ R(n + 1)\n", {"R"}},
  };
  return shapes;
}

// The message names one of `applied` ("" allows a message naming none).
bool namesOneOf(const std::string &out, const std::vector<std::string> &applied) {
  for (const std::string &op : applied)
    if (op.empty() ? !has(out, "The stack was exhausted applying")
                   : has(out, "The stack was exhausted applying " + op + "."))
      return true;
  return false;
}

void expectOverflow(const Result &r, const std::string &where, int rc, const std::vector<std::string> &applied) {
  EXPECT_FALSE(r.signalled) << where << "\n" << r.out;
  if (rc != 75)
    EXPECT_EQ(r.rc, rc) << where << "\n" << r.out;
  else
    EXPECT_TRUE(r.rc >= 75 && r.rc <= 77) << where << ": exit " << r.rc << "\n" << r.out;
  EXPECT_TRUE(has(r.out, kOverflow + 7)) << where << "\n" << r.out;
  EXPECT_TRUE(namesOneOf(r.out, applied)) << where << "\n" << r.out;
  EXPECT_TRUE(has(r.out, "of module Spec")) << where << ": the location is named\n" << r.out;
}

TEST(Recursion, RunawayRecursionOfEveryShapeIsAnErrorInAnAction) {
  for (const Shape &shape : runawayShapes()) {
    Result r = runSpec(kShapeHead + shape.defs + "Init == x = 0\nNext == R(x) /\\ x' = x", "INIT Init\nNEXT Next\n");
    expectOverflow(r, shape.name, 75, shape.applied);
  }
}

// Mutual recursion without end (the shape that took minutes in Next) at
// each point TLC evaluates: ASSUME, a constant definition, Init (expanded
// and evaluated), Next (evaluated), an invariant, a property, Print's
// argument, simulation.
TEST(Recursion, RunawayMutualRecursionIsAnErrorAtEveryPoint) {
  const Shape &mutual = runawayShapes()[2];
  const char *n = "INIT Init\nNEXT Next\n";
  const Runaway points[] = {
      {"ASSUME", "ASSUME R(0)\nInit == x = 0\nNext == x' = x", n, "", 10, ""},
      {"constant definition", "C == R(0)\nInit == x = 0 /\\ C\nNext == x' = x", n, "", 75, ""},
      {"Init, expanded", "Init == x = 0 /\\ R(x)\nNext == x' = x", n, "", 75, ""},
      {"Init, evaluated", "Init == x = IF R(0) THEN 0 ELSE 1\nNext == x' = x", n, "", 75, ""},
      {"Next, evaluated", "Init == x = 0\nNext == x' = IF R(x) THEN x ELSE 1", n, "", 75, ""},
      {"invariant", "Init == x = 0\nNext == x' = x\nInv == R(x)", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "", 75, ""},
      {"property", "Init == x = 0\nNext == x' = x\nSpec == Init /\\ [][Next]_x\nProp == [](R(x))",
       "SPECIFICATION Spec\nPROPERTY Prop\n", "", 75, ""},
      {"Print", "Init == x = 0 /\\ PrintT(R(0))\nNext == x' = x", n, "", 75, ""},
      {"simulation", "Init == x = 0\nNext == R(x) /\\ x' = x", n, "-simulate num=1 -depth 5", 255, ""},
  };
  for (const Runaway &p : points) {
    Result r = runSpec(kShapeHead + mutual.defs + p.tla, p.cfg, p.args);
    expectOverflow(r, p.where, p.rc, mutual.applied);
  }
}

// Legitimate deep recursion: TLC checks these to the end (exit 0).
TEST(Recursion, DeepFiniteRecursionIsChecked) {
  Result sum = runSpec("EXTENDS Naturals\nVARIABLE x\nRECURSIVE SumTo(_)\n"
                       "SumTo(n) == IF n = 0 THEN 0 ELSE n + SumTo(n - 1)\n"
                       "Init == x = SumTo(5000)\nNext == x' = x\nInv == x = 12502500",
                       "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(sum.rc, 0) << sum.out;
  Result fn = runSpec("EXTENDS Naturals\nVARIABLE x\n"
                      "f[n \\in 0..5000] == IF n = 0 THEN 0 ELSE f[n - 1] + 1\n"
                      "Init == x = f[5000]\nNext == x' = x\nInv == x = 5000",
                      "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(fn.rc, 0) << fn.out;
  // 3,000 definitions, each built on the previous one.
  std::string chain = "EXTENDS Naturals\nVARIABLE x\nD_0 == 0\n";
  for (int i = 1; i <= 3000; ++i)
    chain += "D_" + std::to_string(i) + " == D_" + std::to_string(i - 1) + " + 1\n";
  chain += "Init == x = 0\nNext == x' = IF D_3000 = 3000 THEN 1 ELSE 2\nInv == D_3000 = 3000";
  Result defs = runSpec(chain, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(defs.rc, 0) << defs.out;
  EXPECT_TRUE(has(defs.out, "2 distinct states found")) << defs.out;
}

// Deep finite recursion the enumerator expands as an action, 5,000 levels:
// mutual recursion through IF in Init and in Next, and an argument with a
// prime passed down 5,000 levels to where it is assigned (each level's
// argument is read anew, as TLC's AssignmentNext3Test asks, however deep).
TEST(Recursion, DeepFiniteRecursionInAnActionIsChecked) {
  const std::string parity = "EXTENDS Naturals\nVARIABLE x\nRECURSIVE Even(_), Odd(_)\n"
                             "Even(n) == IF n = 0 THEN TRUE ELSE Odd(n - 1)\n"
                             "Odd(n) == IF n = 0 THEN FALSE ELSE Even(n - 1)\n";
  Result next = runSpec(parity + "Init == x = 0\nNext == Even(5000 + x) /\\ x' = (x + 2) % 6",
                        "INIT Init\nNEXT Next\n");
  EXPECT_EQ(next.rc, 0) << next.out;
  EXPECT_TRUE(has(next.out, "3 distinct states found")) << next.out;
  Result init = runSpec(parity + "Init == x \\in 0..3 /\\ Odd(4999 + x)\nNext == x' = x", "INIT Init\nNEXT Next\n");
  EXPECT_EQ(init.rc, 0) << init.out;
  EXPECT_TRUE(has(init.out, "2 distinct states found")) << init.out;
  Result primed = runSpec("EXTENDS Naturals\nVARIABLE x\nRECURSIVE P(_, _)\n"
                          "P(v, k) == IF k = 0 THEN v \\in {(x + 1) % 6, (x + 2) % 6} ELSE P(v, k - 1)\n"
                          "Init == x = 0\nNext == P(x', 5000)",
                          "INIT Init\nNEXT Next\n");
  EXPECT_EQ(primed.rc, 0) << primed.out;
  EXPECT_TRUE(has(primed.out, "6 distinct states found")) << primed.out;
}

// A value nested 5,000 deep is fingerprinted, compared, kept and printed.
TEST(Recursion, DeeplyNestedValuesAreFingerprintedAndPrinted) {
  Result r = runSpec("EXTENDS Naturals\nVARIABLE x\nRECURSIVE Nest(_)\n"
                     "Nest(n) == IF n = 0 THEN <<>> ELSE <<Nest(n - 1)>>\n"
                     "Init == x = Nest(5000)\nNext == x' = IF x = Nest(5000) THEN Nest(4999) ELSE x\n"
                     "Inv == x # Nest(4999)",
                     "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_EQ(r.rc, 12) << r.out.substr(0, 2000);
  EXPECT_TRUE(has(r.out, "Error: Invariant Inv is violated.")) << r.out.substr(0, 2000);
  EXPECT_TRUE(has(r.out, "x = << << << <<")) << r.out.substr(0, 2000);
}

} // namespace
