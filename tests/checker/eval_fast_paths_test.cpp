// The evaluator's fast paths give what the general path gives: an interval
// compared with or taken from a set keeps its verdict and error text;
// {x \in [S -> T] : P} streamed equals it built.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// "TRUE", "FALSE", or the error text of ASSUME expr.
std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE FastPaths ----\nEXTENDS Integers, TLC\nASSUME " + expr + "\n====\n";
  return checktest::assumeVerdict(tla);
}

// An interval against intervals and enumerated sets under =, \, \cap,
// \subseteq and \cup (each operand order): the verdicts and TLC's error
// texts the general path (listing the interval) gave before the fast paths.
TEST(EvalFastPaths, IntervalsAgainstSetsKeepTheirVerdicts) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"0..2 = {0, 1, 2}", "TRUE"},
      {"{0, 1, 2} = 0..2", "TRUE"},
      {"1..0 = {}", "TRUE"},
      {"{} = 2..1", "TRUE"},
      {"1..2 = {1}", "FALSE"},
      {"1..2 = {1, 2, 3}", "FALSE"},
      {"1..2 = 2..1", "FALSE"},
      {"2..1 = 3..0", "TRUE"},
      {"1..2 = 1..2", "TRUE"},
      {"0..2 = 1..3", "FALSE"},
      {"1..2 = {\"a\"}", "FALSE"},
      {"1..1 = {\"a\"}", "Attempted to compare integer 1 with non-integer:\n\"a\""},
      {"1..2 = {<<1>>, <<2>>}", "Attempted to compare integer 1 with non-integer:\n<<1>>"},
      {"(0..2 \\ {1}) = {0, 2}", "TRUE"},
      {"(0..2 \\ {\"a\"}) = {}", "Attempted to check equality of string \"a\" with non-string:\n0"},
      {"(1..3 \\ 2..2) = {1, 3}", "TRUE"},
      {"({1, 2} \\ 0..1) = {2}", "TRUE"},
      {"(0..2 \\cap {1, 5}) = {1}", "TRUE"},
      {"({\"a\"} \\cap 1..2) = {}", "Attempted to check if the value:\n\"a\"\nis in the integer interval 1..2"},
      {"1..2 \\subseteq {1, 2, 3}", "TRUE"},
      {"{1, 2} \\subseteq 0..1", "FALSE"},
      {"(1..2 \\cup {\"a\"}) = {}", "FALSE"},
      // A finite set or an interval minus a finite set (one sorted merge),
      // finite sets of different sizes compared (no element compared).
      {"({1, 2, 3} \\ {2}) = {1, 3}", "TRUE"},
      {"({1, 2, 3} \\ {4, 0}) = {1, 2, 3}", "TRUE"},
      {"({<<1>>, <<2>>} \\ {<<2>>}) = {<<1>>}", "TRUE"},
      {"({} \\ {1}) = {}", "TRUE"},
      {"(1..5 \\ {5, 1, 3}) = {2, 4}", "TRUE"},
      {"(1..3 \\ {TRUE, 2}) = {1, 3}", "Attempted to compare equality of boolean TRUE with non-boolean:\n1"},
      {"({\"a\", \"b\"} \\ {\"b\", \"c\"}) = {\"a\"}", "TRUE"},
      {"{1, 2} = {1}", "FALSE"},
      {"{} = {1}", "FALSE"},
      {"{1, 2} = {\"a\"}", "FALSE"},
      {"{1} = {\"a\"}", "Attempted to check equality of integer 1 with non-integer:\n\"a\""},
  };
  for (const auto &[expr, want] : cases)
    EXPECT_EQ(verdict(expr), want) << expr;
}

TEST(EvalFastPaths, FilteredFunctionSetsStreamAsTheyAreBuilt) {
  EXPECT_EQ(verdict("{f \\in [1..2 -> 1..3] : f[1] <= f[2]} = "
                    "{<<1, 1>>, <<1, 2>>, <<1, 3>>, <<2, 2>>, <<2, 3>>, <<3, 3>>}"),
            "TRUE");
  EXPECT_EQ(verdict("{r \\in [a : 1..2, b : {\"x\"}] : r.a = 2} = {[a |-> 2, b |-> \"x\"]}"), "TRUE");
  EXPECT_EQ(verdict("{p \\in (1..2) \\X {3} : p[1] = 1} = {<<1, 3>>}"), "TRUE");
  EXPECT_EQ(verdict("{f \\in [{} -> 1..3] : TRUE} = {<<>>}"), "TRUE");
  EXPECT_EQ(verdict("{f \\in [1..2 -> {}] : TRUE} = {}"), "TRUE");
  // An error in the predicate is the first element's, as when built.
  std::string streamed = verdict("{f \\in [1..2 -> 1..3] : f[1] = \"a\"} = {}");
  EXPECT_NE(streamed, "TRUE");
  EXPECT_EQ(streamed, verdict("{f \\in {<<1, 1>>, <<1, 2>>} : f[1] = \"a\"} = {}"));
}

} // namespace
} // namespace tlacore
