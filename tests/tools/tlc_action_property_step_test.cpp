// An action property violated by a step, wherever the step leads: TLC's
// Worker (addElement) puts a kept successor in its fingerprint set, checks
// the invariants of a new one, and only then the implied actions, on every
// step. So the violating step's state counts as found only when it is new,
// and a new state that also violates an invariant reports the invariant.
// A public model (hyperledger-iroha's SumeragiV2ReplyWriterDeadlineMutation,
// EraseReadyFlushWitness: TLC 46/34, tlacore 46/35) steps back into a state
// seen before; tlacore checked the action first and counted the state.
// Every kind of target, counted by hand, with one and two workers.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_run.h"

namespace {

struct StepCase {
  const char *name;
  const char *next;       // x counts up from 0
  const char *cfgExtra;   // INVARIANT / CONSTRAINT lines
  int rc;                 // 13: action property, 12: invariant
  long long generated;
  long long distinct;
  long long queue;
  int traceStates;
};

void PrintTo(const StepCase &c, std::ostream *os) { *os << c.name; }

const StepCase kCases[] = {
    // 0 -> 1 -> 2 -> 0: the step back to 0 violates NoReturn; 0 was seen.
    {"IntoSeenState", "IF x < 2 THEN x' = x + 1 ELSE x' = 0", "", 13, 4, 3, 0, 4},
    // 0 -> 1 -> 2, the step to the new state 2 violates NoTwo: it is in the set.
    {"IntoNewState", "x < 3 /\\ x' = x + 1", "", 13, 3, 3, 0, 3},
    // The new state 2 violates an invariant too: its invariants are checked first.
    {"IntoNewStateViolatingAnInvariant", "x < 3 /\\ x' = x + 1", "INVARIANT NotTwo\n", 12, 3, 3, 0, 3},
    // A state no constraint keeps is never in the set; the step is still checked.
    {"IntoConstrainedOutState", "x < 3 /\\ x' = x + 1", "CONSTRAINT Small\n", 13, 3, 2, 0, 3},
};

class ActionPropertyStep : public testing::TestWithParam<StepCase> {};

TEST_P(ActionPropertyStep, CountsTheTargetOnlyWhenTheSetTakesIt) {
  const StepCase &c = GetParam();
  bool seenCase = std::string(c.name) == "IntoSeenState";
  std::string spec = std::string("---- MODULE Steps ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == ") +
                     c.next + "\nNotTwo == x # 2\nNoTwo == [][x' # 2]_x\nNoReturn == [][x' # 0]_x\nSmall == x < 2\n====\n";
  std::string cfg = std::string("INIT Init\nNEXT Next\nPROPERTY ") + (seenCase ? "NoReturn" : "NoTwo") + "\n" +
                    c.cfgExtra;
  clirun::SpecDir dir({{"Steps.tla", spec}, {"Steps.cfg", cfg}});
  for (const char *args : {"Steps.tla", "-workers 2 Steps.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, c.rc) << r.out;
    EXPECT_NE(r.out.find(c.rc == 12 ? "Error: Invariant NotTwo is violated."
                                    : "Error: Action property " + std::string(seenCase ? "NoReturn" : "NoTwo") +
                                          " is violated."),
              std::string::npos)
        << r.out;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m,
                                  std::regex(R"((\d+) states generated, (\d+) distinct states found, (\d+) states left)")))
        << r.out;
    EXPECT_EQ(std::stoll(m[1]), c.generated) << r.out;
    EXPECT_EQ(std::stoll(m[2]), c.distinct) << r.out;
    EXPECT_EQ(std::stoll(m[3]), c.queue) << r.out;
    EXPECT_NE(r.out.find("State " + std::to_string(c.traceStates) + ":"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("State " + std::to_string(c.traceStates + 1) + ":"), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryTarget, ActionPropertyStep, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<StepCase> &i) { return std::string(i.param.name); });

} // namespace
