// Finite stuttering in a simulated behaviour, as TLC 1.8.0 handles it.
// SimulationWorker.getTrace walks the chain of TLCStateMutExt states back
// from a state, skips each state equal to its predecessor
// (TLCStateMutExt.equals: the values, so under a VIEW states with one view
// but different values are all kept) -- the earliest of a run of equal
// states stays -- and links the states kept one to the next, their levels
// becoming 1, 2, 3, ... (tlaplus PR 1080 for error traces, PR 1071 for the
// trace LiveCheck1 checks; checker/explore/sim_trace.h). Where that shows:
// - an error trace: the states kept, numbered 1, 2, ..., the failing
//   successor last (recorded TLC 1.8.0 runs: sysmobench-runtime repro_curp
//   seeds 4, 6, 8, 9, 16, 17 drop stutters and number without gaps);
// - TLCGet("level") in a temporal property reads those levels;
// - the levels are set on the states themselves: the last state's level,
//   which collectPostTrace takes as the behaviour's length (min(depth,
//   level), the progress line's mean), no longer counts the stutters once
//   the liveness check has asked for the trace; without a temporal property
//   nothing asks, and the length counts them.
// The behaviours are forced: Next's only successor depends on TLCGet("level")
// (the current state's level), so the stutters fall at chosen levels.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

std::string module(const std::string &body) {
  return "---- MODULE S ----\nEXTENDS Naturals, Sequences, TLC, TLCExt\nVARIABLES x\n" + body + "====\n";
}

// Stutters when Next is taken at levels 2 and 3: x = 0 1 1 1 2 3 4 5 ...
const std::string kStutter23 = "Init == x = 0\nNext == x' = IF TLCGet(\"level\") \\in {2, 3} THEN x ELSE x + 1\n"
                               "Spec == Init /\\ [][Next]_x\n";

clirun::Result run(const std::string &body, const std::string &cfg, const std::string &args,
                   const std::string &vars = "x") {
  std::string text = module(body);
  if (vars != "x")
    text.replace(text.find("VARIABLES x"), 11, "VARIABLES " + vars);
  clirun::SpecDir dir({{"S.tla", text}, {"S.cfg", cfg}});
  return dir.run("tlc " + args + " -config S.cfg S.tla");
}

// The numbers and x-values of the states printed ("State N: ..." then "x = v").
std::vector<std::string> printed(const std::string &out) {
  std::vector<std::string> got;
  std::regex state(R"(State (\d+): [^\n]*\n(?:/\\ )?x = (\d+))");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), state); it != std::sregex_iterator(); ++it)
    got.push_back((*it)[1].str() + ":" + (*it)[2].str());
  return got;
}

TEST(TlcSimulateStutter, AnErrorTraceKeepsTheFirstOfEachRunOfEqualStatesNumberedOneByOne) {
  // x = 0 1 1 1 2 3 at levels 1..6, then x = 4 violates Inv: 0 1 2 3 4 printed as states 1..5.
  clirun::Result r = run(kStutter23 + "Inv == x < 4\n", "SPECIFICATION Spec\nINVARIANT Inv\n",
                         "-simulate num=1 -depth 20 -seed 1");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_EQ(printed(r.out), (std::vector<std::string>{"1:0", "2:1", "3:2", "4:3", "5:4"})) << r.out;
}

TEST(TlcSimulateStutter, StatesEqualUnderTheViewAreNotStutters) {
  // (x, y): (0, 0) (1, 0) (1, 1) (2, 1): under VIEW x the third state repeats
  // the second's view, but its values differ: it stays (TLCStateMutExt.equals).
  clirun::Result r = run("Init == x = 0 /\\ y = 0\nNext == /\\ x' = IF TLCGet(\"level\") = 2 THEN x ELSE x + 1\n"
                         "        /\\ y' = IF TLCGet(\"level\") = 2 THEN 1 ELSE y\nSpec == Init /\\ [][Next]_<<x, y>>\n"
                         "Inv == x < 2\nV == x\n",
                         "SPECIFICATION Spec\nINVARIANT Inv\nVIEW V\n", "-simulate num=1 -depth 20 -seed 1", "x, y");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_EQ(printed(r.out), (std::vector<std::string>{"1:0", "2:1", "3:1", "4:2"})) << r.out;
}

TEST(TlcSimulateStutter, TemporalPropertiesReadTheLevelsGetTraceLeaves) {
  // depth 6: x = 0 1 1 1 2 3 4 at levels 1..7, given to LiveCheck1 as 0 1 2 3 4 at levels 1..5.
  struct Case {
    const char *property;
    int rc;
  };
  const std::string props = "Three6 == ~<>(x = 3 /\\ TLCGet(\"level\") = 6)\n"
                            "Three4 == ~<>(x = 3 /\\ TLCGet(\"level\") = 4)\n"
                            "Two3 == ~<>(x = 2 /\\ TLCGet(\"level\") = 3)\n"
                            "Two5 == ~<>(x = 2 /\\ TLCGet(\"level\") = 5)\n";
  for (const Case &c : {Case{"Three6", 0}, Case{"Three4", 13}, Case{"Two3", 13}, Case{"Two5", 0}}) {
    clirun::Result r = run(kStutter23 + props, std::string("SPECIFICATION Spec\nPROPERTY ") + c.property + "\n",
                           "-simulate num=1 -depth 6 -seed 1");
    EXPECT_EQ(r.rc, c.rc) << c.property << "\n" << r.out;
  }
}

TEST(TlcSimulateStutter, TheLengthInTheStatisticsIsTheLastLevelAfterTheLivenessCheck) {
  // Stutters at levels 5 and 6, depth 7: x = 0 1 2 3 4 4 4 5 at levels 1..8.
  // collectPostTrace: min(depth, last level) -- 7 without a temporal
  // property; with one, getTrace has relinked x = 5 to the first x = 4
  // (level 5): its level is 6.
  const std::string body = "Init == x = 0\nNext == x' = IF TLCGet(\"level\") \\in {5, 6} THEN x ELSE x + 1\n"
                           "Spec == Init /\\ [][Next]_x\nNever == ~<>(x = 99)\n";
  clirun::Result plain = run(body, "SPECIFICATION Spec\n", "-simulate num=1 -depth 7 -seed 1");
  EXPECT_EQ(plain.rc, 0) << plain.out;
  EXPECT_NE(plain.out.find("traces generated (trace length: mean=7,"), std::string::npos) << plain.out;
  clirun::Result live = run(body, "SPECIFICATION Spec\nPROPERTY Never\n", "-simulate num=1 -depth 7 -seed 1");
  EXPECT_EQ(live.rc, 0) << live.out;
  EXPECT_NE(live.out.find("traces generated (trace length: mean=6,"), std::string::npos) << live.out;
}

TEST(TlcSimulateStutter, ATraceInTheChecksRelinksTheBehaviour) {
  // TLCExt!Trace in the invariant: Simulator.getTrace(t) on each successor t
  // relinks the behaviour, so the levels Next reads drop the stutters as
  // they come: x = 0 1 1 1 and then 2 at level 3 (not 5), which stutters
  // once more (level 3 is in {2, 3}): 0 1 1 1 2 2 3 -- six successors until
  // x = 3 violates Inv (five without the relinking). The trace printed has
  // no stutter: 0 1 2 3.
  clirun::Result r = run(kStutter23 + "Inv == Len(Trace) > 0 /\\ x < 3\n", "SPECIFICATION Spec\nINVARIANT Inv\n",
                         "-simulate num=1 -depth 20 -seed 1");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_EQ(printed(r.out), (std::vector<std::string>{"1:0", "2:1", "3:2", "4:3"})) << r.out;
  EXPECT_NE(r.out.find("The number of states generated: 7\n"), std::string::npos) << r.out;
}

TEST(TlcSimulateStutter, ATraceInAnActionPropertyEndsInTheCurrentState) {
  // An action property is evaluated with s0 the current state (isValid(A,
  // curState, t)): Trace is the behaviour up to it, not the successor.
  clirun::Result r = run("Init == x = 0\nNext == x' = x + 1\nSpec == Init /\\ [][Next]_x\n"
                         "Prop == [][Len(Trace) = TLCGet(\"level\")]_x\n",
                         "SPECIFICATION Spec\nPROPERTY Prop\n", "-simulate num=2 -depth 5 -seed 1");
  EXPECT_EQ(r.rc, 0) << r.out;
}

} // namespace
