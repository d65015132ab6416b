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
