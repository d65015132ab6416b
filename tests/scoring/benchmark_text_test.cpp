// The benchmark's readings of TLC's text, quirk by quirk: only the last
// coverage block counts (an unfinished one to the end of the output), a
// later row of the same name replaces an earlier one, names the regex
// cannot read are skipped, the blamed action is the last "N: <Name" line.
#include <gtest/gtest.h>

#include "benchmark_text.h"

using namespace tlacore::scoring;

namespace {

std::string msg(int code, const std::string &body) {
  return "@!@!@STARTMSG " + std::to_string(code) + ":0 @!@!@\n" + body + "\n@!@!@ENDMSG " + std::to_string(code) +
         " @!@!@\n";
}
std::string row(const std::string &name, int a, int b) {
  return msg(2772, "<" + name + " line 3, col 1 to line 3, col 4 of module M>: " + std::to_string(a) + ":" +
                       std::to_string(b));
}

TEST(BenchmarkText, OnlyTheLastCoverageBlockCounts) {
  std::string out = msg(2201, "The coverage statistics at now") + row("A", 1, 1) + msg(2202, "End") +
                    msg(2201, "The coverage statistics at later") + row("B", 0, 0) + msg(2202, "End");
  auto actions = coverageActions(out);
  ASSERT_EQ(actions.size(), 1u);
  EXPECT_EQ(actions.at("B"), std::make_pair(uint64_t{0}, uint64_t{0}));
}

TEST(BenchmarkText, AnUnfinishedBlockIsReadToTheEnd) {
  std::string out = msg(2201, "x") + row("A", 1, 1) + msg(2202, "End") + msg(2201, "y") + row("C", 4, 5);
  auto actions = coverageActions(out);
  ASSERT_EQ(actions.size(), 1u);
  EXPECT_EQ(actions.at("C").second, 5u);
}

TEST(BenchmarkText, ALaterRowOfTheSameNameReplacesTheEarlier) {
  std::string out = msg(2201, "x") + row("Next", 65, 65) + row("Next", 0, 0) + msg(2202, "End");
  EXPECT_EQ(coverageActions(out).at("Next").second, 0u);
}

TEST(BenchmarkText, RowsTheRegexCannotReadAreSkipped) {
  std::string out = msg(2201, "x") + msg(2772, "<Foo(x) line 1, col 1 to line 1, col 2 of module M>: 1:1") +
                    msg(2772, "<Bar>: 1:1") + msg(2772, "no angle: 1:1") + row("Ok_1", 2, 3) +
                    msg(2773, "<Init line 1, col 1 to line 1, col 2 of module M>: 1:1") + msg(2202, "End");
  auto actions = coverageActions(out);
  ASSERT_EQ(actions.size(), 1u);
  EXPECT_TRUE(actions.count("Ok_1"));
}

TEST(BenchmarkText, NoCoverageBlockNoActions) { EXPECT_TRUE(coverageActions(row("A", 1, 1)).empty()); }

TEST(BenchmarkText, TheBehavioursActionsAreReadFromItsStateLines) {
  std::string out = "1: <Initial predicate>\n/\\ x = 1\n2: <Timeout(s2) line 1, col 1 to line 1, col 2 of module M>\n"
                    "  3:   <Next line 4, col 1 to line 4, col 2 of module M>\r\n4: Stuttering\n5: Back to state: 2\n"
                    "x: <A>\n";
  EXPECT_EQ(behaviourActions(out), (std::vector<std::string>{"Initial", "Timeout", "Next"}));
}

TEST(BenchmarkText, FindingsAreTheHarnesssLines) {
  TlcFindings f = parseTlcFindings("Error: Invariant Inv is violated.\nError: Deadlock reached.\n"
                                   "1,234 states generated, 5 distinct states found, 0 states left on queue.\n");
  EXPECT_EQ(f.violations.size(), 3u); // the invariant line twice (as a violation and as an Error: line), the deadlock's Error:
  EXPECT_TRUE(f.deadlock);
  EXPECT_EQ(f.statesGenerated, 234u); // the regex reads the digits after the thousands separator
  EXPECT_TRUE(parseTlcFindings("Model checking completed. No error has been found.\n").violations.empty());
}

} // namespace
