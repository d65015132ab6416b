// TLCGet("config") (issue 13, item 8): the record TLC's checker or simulator
// reports, the same at every point of evaluation (ASSUME, a constant
// definition, Init, Next, an invariant, a state and an action constraint,
// the POSTCONDITION), in each mode.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

struct ConfigCase {
  const char *name;
  const char *args;   // the mode's options
  const char *fields; // the record's fields besides install, as TLC builds it
  bool postcondition; // the mode evaluates the POSTCONDITION
};

void PrintTo(const ConfigCase &c, std::ostream *os) { *os << c.name; }

// fingerprint: FP64.Polys[0] (fp 0) as a signed decimal.
const ConfigCase kCases[] = {
    {"Bfs", "-seed 7",
     "mode |-> \"bfs\", deadlock |-> TRUE, worker |-> 1, seed |-> \"7\", fingerprint |-> \"-7992595565342442794\"",
     true},
    {"BfsTwoWorkersNoDeadlock", "-seed 7 -workers 2 -deadlock",
     "mode |-> \"bfs\", deadlock |-> FALSE, worker |-> 2, seed |-> \"7\", fingerprint |-> \"-7992595565342442794\"",
     true},
    // DFIDModelChecker is one of TLC's model checkers: mode "bfs". It checks
    // the POSTCONDITION only once a level finds nothing new (not here: -dfid 3
    // stops at its bound).
    {"Dfid", "-seed 7 -dfid 3",
     "mode |-> \"bfs\", deadlock |-> TRUE, worker |-> 1, seed |-> \"7\", fingerprint |-> \"-7992595565342442794\"",
     false},
    {"DfidComplete", "-seed 7 -dfid 10",
     "mode |-> \"bfs\", deadlock |-> TRUE, worker |-> 1, seed |-> \"7\", fingerprint |-> \"-7992595565342442794\"",
     true},
    // traces: Java's (int) (workers * num).
    {"Simulate", "-seed 7 -simulate num=2 -depth 5",
     "mode |-> \"simulate\", depth |-> 5, traces |-> 2, deadlock |-> TRUE, seed |-> \"7\", aril |-> \"0\", "
     "worker |-> 1, sched |-> \"random\"",
     true},
    {"SimulateTwoWorkers", "-seed 7 -simulate num=3 -depth 4 -workers 2 -deadlock",
     "mode |-> \"simulate\", depth |-> 4, traces |-> 6, deadlock |-> FALSE, seed |-> \"7\", aril |-> \"0\", "
     "worker |-> 2, sched |-> \"random\"",
     true},
    {"Generate", "-seed 7 -generate num=2",
     "mode |-> \"generate\", depth |-> 100, traces |-> 2, deadlock |-> TRUE, seed |-> \"7\", aril |-> \"0\", "
     "worker |-> 1, sched |-> \"random\"",
     true},
};

class TlcGetConfig : public testing::TestWithParam<ConfigCase> {};

TEST_P(TlcGetConfig, SameRecordAtEveryPointAsTlc) {
  const ConfigCase &c = GetParam();
  std::string install = std::filesystem::canonical(TLACORE_BINARY).parent_path().string();
  std::string spec = std::string("---- MODULE Conf ----\nEXTENDS TLC, Naturals\nVARIABLE x\n") + "Want == [" +
                     c.fields + ", install |-> \"" + install + "\"]\n" +
                     "At(p, c) == Assert(c = Want, <<p, c>>) /\\ PrintT(p)\n"
                     "Conf == TLCGet(\"config\")\n"
                     "ASSUME At(\"assume\", TLCGet(\"config\"))\n"
                     "ASSUME At(\"constant definition\", Conf)\n"
                     "Init == At(\"init\", TLCGet(\"config\")) /\\ x = 0\n"
                     "Next == At(\"next\", TLCGet(\"config\")) /\\ x' = (x + 1) % 2\n"
                     "Inv == At(\"invariant\", TLCGet(\"config\"))\n"
                     "Constr == At(\"constraint\", TLCGet(\"config\"))\n"
                     "ActConstr == At(\"action constraint\", TLCGet(\"config\"))\n"
                     "Post == At(\"postcondition\", TLCGet(\"config\"))\n====\n";
  clirun::SpecDir dir(
      {{"Conf.tla", spec},
       {"Conf.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Constr\nACTION_CONSTRAINT ActConstr\n"
                    "POSTCONDITION Post\n"}});
  clirun::Result r = dir.run(std::string("tlc ") + c.args + " Conf.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> points = {"assume",    "constant definition", "init",
                                     "next",      "invariant",           "constraint",
                                     "action constraint"};
  if (c.postcondition)
    points.push_back("postcondition");
  for (const std::string &p : points)
    EXPECT_NE(r.out.find("\"" + p + "\"\n"), std::string::npos) << p << " was not evaluated:\n" << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryModeAndPoint, TlcGetConfig, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ConfigCase> &i) { return std::string(i.param.name); });

// The issue's reproduction: a spec guarded for simulation runs under -simulate.
TEST(TlcGetConfigIssue, AssumeSeesSimulateUnderSimulate) {
  const char *spec = "---- MODULE Guard ----\nEXTENDS TLC, Naturals\nVARIABLE x\n"
                     "ASSUME TLCGet(\"config\").mode \\in {\"generate\", \"simulate\"}\n"
                     "Init == x = 0\nNext == x' = (x + 1) % 3\n====\n";
  clirun::SpecDir dir({{"Guard.tla", spec}, {"Guard.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result sim = dir.run("tlc -simulate num=3 -depth 5 Guard.tla");
  EXPECT_EQ(sim.rc, 0) << sim.out;
  clirun::Result bfs = dir.run("tlc Guard.tla");
  EXPECT_EQ(bfs.rc, 10) << bfs.out; // TLC: Assumption ... is false
}

} // namespace
