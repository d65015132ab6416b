// Evaluation errors end to end, as TLC reports them: an error in an ASSUME
// (exit 10), a numeral TLC cannot hold (exit 255), overflow naming its
// operands, comparisons across value kinds in Next (exit 75), and a set too
// large to enumerate said to be so.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

namespace {

using clirun::Result;

// Writes Spec.tla (with `body` between its header and end) and Spec.cfg to
// a fresh directory and runs `tlacore tlc Spec.tla` there.
Result runSpec(const std::string &body, const std::string &cfg) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Integers, FiniteSets\n" + body + "\n====\n"},
                       {"Spec.cfg", cfg}});
  return dir.run("tlc Spec.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

TEST(EvalErrors, AnErrorInAnAssumeIsTlcsAssumptionError) {
  Result r = runSpec("ASSUME \"a\" = 1", "");
  EXPECT_EQ(r.rc, 10) << r.out;
  EXPECT_TRUE(has(r.out, "Error: Evaluating assumption line 3, col 8 to line 3, col 14 of module Spec failed.\n"
                         "Attempted to check equality of string \"a\" with non-string:\n1\n"))
      << r.out;
  // An error TLC reports with its location keeps it.
  Result choose = runSpec("ASSUME (CHOOSE x \\in {1} : x > 1) = 1", "");
  EXPECT_EQ(choose.rc, 10) << choose.out;
  EXPECT_TRUE(has(choose.out, "CHOOSE x \\in S: P, but no element of S satisfied P.\nline 3, col 9 to line 3, col 32 of "
                              "module Spec\n"))
      << choose.out;
}

TEST(EvalErrors, ANumeralAboveTlcsRangeStopsTheRun) {
  for (const char *body : {"ASSUME 2147483648 > 0", "Big == 4294967296\nASSUME TRUE", "ASSUME -2147483648 < 0"}) {
    Result r = runSpec(body, "");
    EXPECT_EQ(r.rc, 255) << body << "\n" << r.out;
    EXPECT_TRUE(has(r.out, "TLC can't handle a number this big.\n")) << body << "\n" << r.out;
  }
  Result largest = runSpec("ASSUME 2147483647 > 0 /\\ -2147483647 - 1 < 0", "");
  EXPECT_EQ(largest.rc, 0) << largest.out;
}

TEST(EvalErrors, OverflowNamesTheOperands) {
  const std::pair<const char *, const char *> cases[] = {
      {"2^63", "Overflow when computing 2^63"},
      {"2147483647 + 1", "Overflow when computing 2147483647+1"},
      {"-2147483647 - 2", "Overflow when computing -2147483647-2"},
      {"65536 * 65536", "Overflow when computing 65536*65536"},
  };
  for (const auto &[expr, text] : cases) {
    Result r = runSpec(std::string("ASSUME ") + expr + " > 0", "");
    EXPECT_EQ(r.rc, 10) << expr << "\n" << r.out;
    EXPECT_TRUE(has(r.out, std::string("failed.\n") + text + "\n")) << expr << "\n" << r.out;
  }
}

TEST(EvalErrors, ComparisonAcrossKindsInNextIsAnError) {
  Result r = runSpec("VARIABLE x\nInit == x = 0\nNext == x' = IF x = \"done\" THEN x ELSE x + 1", "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.rc, 75) << r.out;
  EXPECT_TRUE(has(r.out, "Attempted to check equality of integer 0 with non-integer:\n\"done\"")) << r.out;
}

TEST(EvalErrors, ASetTooLargeToEnumerateIsSaidToBe) {
  // (SUBSET S streams one subset at a time, as TLC lists it, up to 2^62 subsets.)
  Result big = runSpec("ASSUME \\E s \\in SUBSET (1..70) : Cardinality(s) = 80", "");
  EXPECT_EQ(big.rc, 10) << big.out;
  EXPECT_TRUE(has(big.out, "too large to enumerate (more than 50000000 elements)")) << big.out;
  EXPECT_FALSE(has(big.out, "not a finite set")) << big.out;
  Result infinite = runSpec("ASSUME \\E n \\in Nat : n < 0", "");
  EXPECT_EQ(infinite.rc, 10) << infinite.out;
  EXPECT_TRUE(has(infinite.out, "TLC encountered a non-enumerable quantifier bound\nNat.")) << infinite.out;
}

} // namespace
