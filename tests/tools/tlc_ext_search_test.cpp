// What TLC computes from the search itself, in every mode (issue 13): TLCExt's
// Trace, CounterExample and ToTrace natives, the POSTCONDITION after BFS,
// -dfid and -simulate, and TLC's names (M!Act) of actions defined through
// INSTANCE in the coverage report and in TLCGet("spec").
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Mode {
  const char *name;
  const char *args;
};

void PrintTo(const Mode &m, std::ostream *os) { *os << m.name; }

const Mode kModes[] = {
    {"Bfs", ""},
    {"BfsTwoWorkers", "-workers 2"},
    {"Dfid", "-dfid 10"},
    {"Simulate", "-simulate num=3 -depth 6 -seed 1"},
};

class SearchNatives : public testing::TestWithParam<Mode> {};

// Trace is the behaviour up to the state at hand: in Next (the state being
// explored), in an invariant (the successor being checked), in an action
// constraint; the state records hold every variable.
TEST_P(SearchNatives, TraceIsTheBehaviourSoFar) {
  const char *spec = R"(---- MODULE Tr ----
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLES x, y
Init == x = 0 /\ y = "a"
Step == x < 4 /\ x' = x + 1 /\ y' = y
Next == Step /\ Len(Trace) = x + 1
Shape == /\ Len(Trace) = x + 1
         /\ \A i \in 1..Len(Trace) : Trace[i].x = i - 1 /\ Trace[i].y = "a"
         /\ Trace[Len(Trace)].x = x
====
)";
  clirun::SpecDir dir({{"Tr.tla", spec}, {"Tr.cfg", "INIT Init\nNEXT Next\nINVARIANT Shape\n"}});
  clirun::Result r = dir.run(std::string("tlc -deadlock ") + GetParam().args + " Tr.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
}

// The POSTCONDITION is evaluated once the search is over, in every mode.
TEST_P(SearchNatives, PostconditionIsChecked) {
  const char *spec = R"(---- MODULE Po ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Post == PrintT("post") /\ FALSE
====
)";
  clirun::SpecDir dir({{"Po.tla", spec}, {"Po.cfg", "INIT Init\nNEXT Next\nPOSTCONDITION Post\n"}});
  clirun::Result r = dir.run(std::string("tlc -deadlock ") + GetParam().args + " Po.tla");
  EXPECT_NE(r.out.find("\"post\"\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Assumption line 6, col 9 to line 6, col 31 of module Po is false."), std::string::npos)
      << r.out;
  EXPECT_EQ(r.rc, 10) << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryMode, SearchNatives, testing::ValuesIn(kModes),
                         [](const testing::TestParamInfo<Mode> &i) { return std::string(i.param.name); });

// In simulation TLC's states carry the action that led to them (_action).
TEST(SearchNativesSimulate, TraceStatesCarryTheirAction) {
  const char *spec = R"(---- MODULE Ta ----
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLE x
Init == x = 0
Inc(k) == x < 3 /\ x' = x + k
Next == Inc(1)
Named == \A i \in 2..Len(Trace) : Trace[i]._action.name = "Inc" /\ Trace[i]._action.context = [k |-> 1]
====
)";
  clirun::SpecDir dir({{"Ta.tla", spec}, {"Ta.cfg", "INIT Init\nNEXT Next\nINVARIANT Named\n"}});
  clirun::Result r = dir.run("tlc -deadlock -simulate num=2 -depth 5 -seed 3 Ta.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
}

// Trace before the state is complete (in Init): TLC's error naming the variables.
TEST(SearchNativesErrors, TraceInAnIncompleteState) {
  const char *spec = R"(---- MODULE Ti ----
EXTENDS Naturals, Sequences, TLCExt
VARIABLES x, y
Init == Len(Trace) = 0 /\ x = 0 /\ y = 0
Next == UNCHANGED <<x, y>>
====
)";
  clirun::SpecDir dir({{"Ti.tla", spec}, {"Ti.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = dir.run("tlc Ti.tla");
  EXPECT_NE(r.out.find("In evaluating TLCExt!Trace, the state is not completely specified yet (variables x, y "
                       "undefined)."),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.rc, 0);
}

// Without a counterexample, CounterExample is TLC's empty one and ToTrace of
// it the empty sequence; ToTrace of anything else fails with TLC's text.
TEST(SearchNativesErrors, CounterExampleAndToTrace) {
  const char *spec = R"(---- MODULE Ce ----
EXTENDS TLC, TLCExt
ASSUME CounterExample = [action |-> {}, state |-> {}]
ASSUME ToTrace(CounterExample) = <<>>
ASSUME ToTrace(<<1>>) = <<>>
====
)";
  clirun::SpecDir dir({{"Ce.tla", spec}, {"Ce.cfg", ""}});
  clirun::Result r = dir.run("tlc Ce.tla");
  EXPECT_NE(r.out.find("The argument of ToTrace should be a CounterExample, but instead it is:\n<<1>>"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("line 5, col 8 to line 5, col 28 of module Ce"), std::string::npos) << r.out;
  EXPECT_EQ(r.rc, 10) << r.out;
}

// An action reached through INSTANCE is TLC's definition M!Act: so named in
// the coverage report and in TLCGet("spec"), at the definition in its module.
TEST(InstanceActionNames, CoverageAndTlcGetSpec) {
  const char *inner = R"(---- MODULE Inner ----
EXTENDS Naturals
VARIABLE x
Up == x < 2 /\ x' = x + 1
Down == x > 0 /\ x' = x - 1
====
)";
  const char *outer = R"(---- MODULE Outer ----
EXTENDS Naturals, TLC
VARIABLE x
M == INSTANCE Inner
Init == x = 0
Next == M!Up \/ M!Down
Names == {a.name : a \in TLCGet("spec").actions}
ASSUME TRUE
Inv == Names = {"M!Up", "M!Down"}
====
)";
  clirun::SpecDir dir({{"Inner.tla", inner}, {"Outer.tla", outer}, {"Outer.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -coverage 1 Outer.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("<M!Up line 4, col 1 to line 4, col 2 of module Inner>: 2:2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("<M!Down line 5, col 1 to line 5, col 4 of module Inner>: 0:2"), std::string::npos) << r.out;
}

} // namespace
