// Recursion without end through a recursive function definition stops at
// the application depth operators stop at (eval/application_depth.h), not
// at the end of the evaluation stack: TLC's StackOverflowError, with at
// most two nested expressions per level in its stack listing (the stack
// reached 222,000 levels, 2.5-3.3 s, before). Enumerated: the function
// applied directly, through IF, CASE, LET, an operator, mutual recursion
// with an operator, a function kept lazy (applied where TLC keeps a
// FcnLambdaValue), evaluated in an invariant and expanded in Next; deep
// finite recursion below the bound is still checked to the end.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

clirun::Result runSpec(const std::string &tla, const std::string &cfg) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\n" + tla + "\n====\n"}, {"Spec.cfg", cfg}});
  return dir.run("tlc -workers 1 Spec.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

// The number of nested expressions TLC's stack listing holds (the shown
// ones and those counted as not shown); 0 when it is short enough to be
// shown whole (a definition applying the function in its position alone,
// f[n \in Nat] == f[n + 1], is resolved without nesting evaluations).
long long listedFrames(const std::string &out) {
  size_t at = out.find(" nested expressions not shown ...");
  if (at == std::string::npos)
    return 0;
  size_t start = out.rfind("... ", at);
  return std::stoll(out.substr(start + 4, at - start - 4)) + 200;
}

struct Shape {
  const char *name;
  const char *defs; // defines R(_), which never ends
};

const Shape kShapes[] = {
    {"direct", "f[n \\in Nat] == f[n + 1]\nR(n) == f[n]\n"},
    {"through IF", "f[n \\in Nat] == IF n = -1 THEN TRUE ELSE f[n + 1]\nR(n) == f[n]\n"},
    {"through CASE", "f[n \\in Nat] == CASE n = -1 -> TRUE [] OTHER -> f[n + 1]\nR(n) == f[n]\n"},
    {"through LET", "f[n \\in Nat] == LET m == n + 1 IN f[m]\nR(n) == f[n]\n"},
    {"in arithmetic", "f[n \\in Nat] == f[n + 1] + 1\nR(n) == f[n] > 0\n"},
    {"mutual with an operator", "RECURSIVE G(_)\nf[n \\in Nat] == G(n + 1)\nG(n) == f[n + 1]\nR(n) == f[n]\n"},
    {"function of functions (kept lazy)", "f[n \\in Nat] == [m \\in Nat |-> f[n + 1][m]]\nR(n) == f[n][0]\n"},
};

const char *kOverflow = "This was a Java StackOverflowError. It was probably the result\n"
                        "of an incorrect recursive function definition that caused TLC to enter\n"
                        "an infinite loop when trying to compute the function or its application\n"
                        "to an element in its putative domain.";

TEST(RecursionDepth, RunawayFunctionDefinitionStopsAtTheApplicationDepth) {
  struct Point {
    const char *name;
    const char *tla;
    const char *cfg;
  };
  const Point points[] = {
      {"invariant", "Init == x = 0\nNext == x' = x\nInv == R(x)", "INIT Init\nNEXT Next\nINVARIANT Inv\n"},
      {"next", "Init == x = 0\nNext == R(x) /\\ x' = x", "INIT Init\nNEXT Next\n"},
  };
  for (const Shape &shape : kShapes)
    for (const Point &point : points) {
      std::string where = std::string(shape.name) + " / " + point.name;
      clirun::Result r = runSpec(std::string("EXTENDS Integers\nVARIABLE x\n") + shape.defs + point.tla, point.cfg);
      EXPECT_FALSE(r.signalled) << where << "\n" << r.out;
      EXPECT_TRUE(r.rc >= 75 && r.rc <= 77) << where << ": exit " << r.rc << "\n" << r.out;
      EXPECT_TRUE(has(r.out, kOverflow)) << where << "\n" << r.out;
      long long frames = listedFrames(r.out);
      // At most a few expressions per application (the function, its body,
      // an IF/CASE/LET, an operator), 30,000 applications.
      EXPECT_LT(frames, 4 * 30'000 + 100) << where << "\n" << r.out.substr(0, 3000);
    }
}

// 12,000 levels, of a function definition alone and alternating with an
// operator (6,000 applications of each): checked to the end. (Each level
// also applies Naturals' +: 24,000 applications of the 30,000.)
TEST(RecursionDepth, DeepFiniteFunctionRecursionBelowTheBoundIsChecked) {
  clirun::Result fn = runSpec("EXTENDS Naturals\nVARIABLE x\n"
                              "f[n \\in 0..12000] == IF n = 0 THEN 0 ELSE f[n - 1] + 1\n"
                              "Init == x = f[12000]\nNext == x' = x\nInv == x = 12000",
                              "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(fn.rc, 0) << fn.out.substr(0, 3000);
  clirun::Result mutual = runSpec("EXTENDS Naturals\nVARIABLE x\nRECURSIVE G(_)\n"
                                  "f[n \\in 0..12000] == IF n = 0 THEN 0 ELSE G(n - 1) + 1\n"
                                  "G(n) == IF n = 0 THEN 0 ELSE f[n - 1] + 1\n"
                                  "Init == x = f[12000]\nNext == x' = x\nInv == x = 12000",
                                  "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(mutual.rc, 0) << mutual.out.substr(0, 3000);
}

} // namespace
