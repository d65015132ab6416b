// -difftrace and the last state of a BFS error trace. TLC's
// TLCTrace.printTrace(s1, s2) prints the states before s1 each against the
// one before it, s1 against its predecessor, and s2 (the successor that
// violates an invariant or an action property) with no state to compare
// with, so whole; when s1 is initial it prints s1 whole and s2 against s1.
// A deadlock is printTrace(s1, null): s1, the last state, is printed whole.
// Recorded: jafingerhut/tlaplus-learning's README keeps TLC's -difftrace
// counterexamples of two alternating-bit variants, whose last state lists
// every variable; tlacore printed only the changed ones. Every ending:
// invariant, action property, deadlock, each after one step and after
// several, and -continue's violations.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// x counts up to a bound, y and z stay put: a state printed whole shows
// y and z, one printed as differences does not.
const char *kSpec = R"(---- MODULE Tail ----
EXTENDS Naturals
CONSTANT Limit
VARIABLES x, y, z
vars == <<x, y, z>>
Init == x = 0 /\ y = "a" /\ z = {1}
Next == x < Limit /\ x' = x + 1 /\ UNCHANGED <<y, z>>
Spec == Init /\ [][Next]_vars
Small == x < Limit
Below == [][x' < Limit]_vars
====
)";

struct Ending {
  const char *name;
  const char *cfg;  // after CONSTANT Limit = N
  int limit;
  int rc;
  const char *error;
  bool lastWhole; // the last state lists y and z
};

void PrintTo(const Ending &e, std::ostream *os) { *os << e.name; }

const Ending kEndings[] = {
    {"InvariantAfterSeveralSteps", "INIT Init\nNEXT Next\nINVARIANT Small\n", 3, 12, "Invariant Small is violated.", true},
    {"InvariantAfterOneStep", "INIT Init\nNEXT Next\nINVARIANT Small\n", 1, 12, "Invariant Small is violated.", false},
    {"ActionPropertyAfterSeveralSteps", "SPECIFICATION Spec\nPROPERTY Below\n", 3, 13, "Action property Below is violated.",
     true},
    {"ActionPropertyAfterOneStep", "SPECIFICATION Spec\nPROPERTY Below\n", 1, 13, "Action property Below is violated.",
     false},
    {"DeadlockAfterSeveralSteps", "INIT Init\nNEXT Next\n", 3, 11, "Deadlock reached.", true},
    {"DeadlockAfterOneStep", "INIT Init\nNEXT Next\n", 1, 11, "Deadlock reached.", true},
};

class DiffTraceLastState : public testing::TestWithParam<Ending> {};

TEST_P(DiffTraceLastState, AsTlcTracePrintTrace) {
  const Ending &e = GetParam();
  std::string cfg = "CONSTANT Limit = " + std::to_string(e.limit) + "\n" + e.cfg;
  SpecDir dir({{"Tail.tla", kSpec}, {"Tail.cfg", cfg}});
  std::string extra = std::string(e.name).rfind("Deadlock", 0) == 0 ? "" : "-deadlock ";
  clirun::Result r = dir.run("tlc -workers 1 -difftrace " + extra + "Tail.tla");
  ASSERT_EQ(r.rc, e.rc) << r.out;
  ASSERT_NE(r.out.find(e.error), std::string::npos) << r.out;
  size_t last = r.out.find("State " + std::to_string(e.limit + 1) + ": ");
  ASSERT_NE(last, std::string::npos) << r.out;
  std::string lastState = r.out.substr(last, r.out.find("\n\n", last) - last);
  EXPECT_NE(lastState.find("/\\ x = " + std::to_string(e.limit)), std::string::npos) << r.out;
  EXPECT_EQ(lastState.find("/\\ y = \"a\"") != std::string::npos, e.lastWhole) << r.out;
  EXPECT_EQ(lastState.find("/\\ z = {1}") != std::string::npos, e.lastWhole) << r.out;
  // The states between the first and the last show only x.
  for (int n = 2; n <= e.limit; ++n) {
    size_t at = r.out.find("State " + std::to_string(n) + ": ");
    ASSERT_NE(at, std::string::npos) << r.out;
    std::string state = r.out.substr(at, r.out.find("\n\n", at) - at);
    EXPECT_EQ(state.find("y = "), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Endings, DiffTraceLastState, testing::ValuesIn(kEndings),
                         [](const testing::TestParamInfo<Ending> &i) { return std::string(i.param.name); });

// -continue: with Limit 3 the invariant is false only at 3; TLC's Worker
// prints that violation with printTrace(s1, s2) too.
TEST(DiffTraceLastState, ContinuedViolation) {
  SpecDir dir({{"Tail.tla", kSpec}, {"Cont.cfg", "CONSTANT Limit = 3\nINIT Init\nNEXT Next\nINVARIANT Small\n"}});
  clirun::Result c = dir.run("tlc -workers 1 -difftrace -continue -config Cont.cfg Tail.tla");
  size_t fourth = c.out.find("State 4: ");
  ASSERT_NE(fourth, std::string::npos) << c.out;
  std::string state = c.out.substr(fourth, c.out.find("\n\n", fourth) - fourth);
  EXPECT_NE(state.find("/\\ y = \"a\""), std::string::npos) << c.out;
  EXPECT_NE(state.find("/\\ z = {1}"), std::string::npos) << c.out;
}

} // namespace
