// TLC's summary lines ("N states generated, ...", "The depth of the complete
// state graph search is N.") come from printSummary, which ModelChecker and
// DFIDModelChecker.modelCheckImpl do not reach when the run ends before the
// search: an ASSUME false or failing, an initial state violating an
// invariant or a property's initial predicate. "Finished in" then follows
// the error. Recorded: a Toolbox MC.out of TLC 2.19 (stanlysamuel/
// SpanningBroadcastTLA, a failing ASSUME) and the output of tla2tools 1.8.0
// kept by informalsystems/modelator-py (an initial state violating an
// invariant); tlacore printed the lines. Every such ending in BFS and DFID,
// and the endings that do reach printSummary (an evaluation error computing
// the initial states, -continue past an initial violation).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Ending {
  const char *name;
  const char *body; // module body after EXTENDS Naturals
  const char *cfg;
  int rc;
  const char *error;  // the error's first line
  bool summary;       // whether TLC prints the summary lines
};

void PrintTo(const Ending &e, std::ostream *os) { *os << e.name; }

const char *kInitNext = "INIT Init\nNEXT Next\n";

const Ending kEndings[] = {
    {"AssumeFalse", "VARIABLE x\nASSUME 1 > 2\nInit == x = 0\nNext == x' = x\n", kInitNext, 10,
     "Error: Assumption line 4, col 8 to line 4, col 12 of module Sum is false.", false},
    {"AssumeFails", "VARIABLE x\nASSUME 1 + \"a\" = 2\nInit == x = 0\nNext == x' = x\n", kInitNext, 10,
     "Error: Evaluating assumption line 4, col 8 to line 4, col 18 of module Sum failed.", false},
    {"InitialStateViolatesAnInvariant", "VARIABLE x\nInit == x = 0\nNext == x' = x + 1\nInv == x > 0\n",
     "INIT Init\nNEXT Next\nINVARIANT Inv\n", 12, "Error: Invariant Inv is violated by the initial state:", false},
    {"InitialStateViolatesAProperty",
     "VARIABLE x\nInit == x = 0\nNext == x' = x + 1\nSpec == Init /\\ [][Next]_x\nStartsHigh == x > 0\n",
     "SPECIFICATION Spec\nPROPERTY StartsHigh\n", 13, "Error: Property StartsHigh is violated by the initial state:",
     false},
    // printSummary(false) after an exception computing the initial states.
    {"InitCannotBeEvaluated", "VARIABLE x\nInit == x = 1 \\div 0\nNext == x' = x\n", kInitNext, 75, "Error: ", true},
};

class SummaryBeforeTheSearch : public testing::TestWithParam<std::tuple<Ending, const char *>> {};

TEST_P(SummaryBeforeTheSearch, OnlyWhenTlcReachesPrintSummary) {
  const auto &[e, mode] = GetParam();
  std::string spec = std::string("---- MODULE Sum ----\nEXTENDS Naturals\n") + e.body + "====\n";
  clirun::SpecDir dir({{"Sum.tla", spec}, {"Sum.cfg", e.cfg}});
  clirun::Result r = dir.run(std::string("tlc ") + mode + " Sum.tla");
  EXPECT_EQ(r.rc, e.rc) << r.out;
  size_t error = r.out.find(e.error);
  ASSERT_NE(error, std::string::npos) << r.out;
  size_t finished = r.out.find("Finished in ");
  ASSERT_NE(finished, std::string::npos) << r.out;
  EXPECT_LT(error, finished) << r.out;
  size_t statsLine = r.out.find(" distinct states found");
  EXPECT_EQ(statsLine != std::string::npos, e.summary) << r.out;
  if (!e.summary) {
    EXPECT_EQ(r.out.find("The depth of the complete state graph search"), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryEnding, SummaryBeforeTheSearch,
                         testing::Combine(testing::ValuesIn(kEndings), testing::Values("-workers 1", "-dfid 3")),
                         [](const testing::TestParamInfo<std::tuple<Ending, const char *>> &i) {
                           return std::string(std::get<0>(i.param).name) +
                                  (std::string(std::get<1>(i.param)) == "-dfid 3" ? "Dfid" : "Bfs");
                         });

// -continue: an initial state's violation is printed and the search goes
// on, so the run reaches printSummary.
TEST(SummaryBeforeTheSearch, ContinuePastAnInitialViolationPrintsIt) {
  clirun::SpecDir dir({{"Sum.tla", "---- MODULE Sum ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                                   "Next == x < 2 /\\ x' = x + 1\nInv == x > 0\n====\n"},
                       {"Sum.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -continue -deadlock Sum.tla");
  EXPECT_NE(r.out.find("Error: Invariant Inv is violated by the initial state:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3 states generated, 3 distinct states found, 0 states left on queue."), std::string::npos)
      << r.out;
}

} // namespace
