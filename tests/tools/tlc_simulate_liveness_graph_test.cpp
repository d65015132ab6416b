// Temporal properties under -simulate are checked on the behaviour graph of
// each generated behaviour, as TLC's LiveCheck1.checkTrace does
// (constructBEGraph, then the SCC search checkSccs/checkSccs1/
// checkSubcomponent): one node per distinct state of the trace (repeated
// states joined), an edge per step of the trace and a stuttering self-edge
// on EVERY node -- not only the last -- and, with a tableau, its product
// with the tableau. A fair SCC reachable from the initial node on which a
// property fails is a violation (exit 13), even when the behaviour as
// generated (the trace, then its last state forever) satisfies it.
// TLC's quirk, followed: in the no-tableau branch of constructBEGraph a new
// node's state predicates (its checkState: the []<>S conditions) are those
// of the trace's previous state (destNode.setCheckState(os.checkState(tool,
// srcState))), the initial node's its own; with a tableau each node has its
// own state's. A step's conditions (os.checkAction(tool, srcState,
// destState): []<>A, <>[]A, WF/SF's []<>(~ENABLED <<A>>_v \/ <<A>>_v))
// read the trace's states, the state predicates in them the step's first
// state, on the stuttering step too.
// The class, derived by hand from the Java: <>P, []<>P, <>[]P, P ~> Q,
// []<><<A>>_v and a PROPERTY with a [][A]_v conjunct, with no fairness, WF
// and SF; behaviours ending in a deadlock (-deadlock), going round a cycle
// of repeated states, cut at the depth bound; the printed lasso of a
// stuttering and of a cycle counterexample.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE G ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Count == x < 3 /\ x' = x + 1
Cycle == x' = (x + 1) % 3
Up == x' = x + 1
CountSpec == Init /\ [][Count]_x
CountWF == CountSpec /\ WF_x(Count)
CountSF == CountSpec /\ SF_x(Count)
CycleSpec == Init /\ [][Cycle]_x
CycleWF == CycleSpec /\ WF_x(Cycle)
CycleSF == CycleSpec /\ SF_x(Cycle)
UpSpec == Init /\ [][Up]_x
UpWF == UpSpec /\ WF_x(Up)
Ev3 == <>(x = 3)
Ev2 == <>(x = 2)
InfOft3 == []<>(x = 3)
InfOft2 == []<>(x = 2)
InfOft0 == []<>(x = 0)
EvAlw3 == <>[](x = 3)
EvAlw2 == <>[](x = 2)
EvAlw0 == <>[](x = 0)
Leads13 == (x = 1) ~> (x = 3)
Leads30 == (x = 3) ~> (x = 0)
Leads10 == (x = 1) ~> (x = 0)
Leads12 == (x = 1) ~> (x = 2)
StepsForever == []<><<Count>>_x
SafeLive == [][x' > x]_x /\ <>(x = 3)
====
)";

struct Case {
  const char *spec;
  const char *property;
  const char *flags; // how the behaviour ends
  int rc;
};

const char *kDeadlock = "-deadlock";   // Count: 0, 1, 2, 3, no step from 3
const char *kCycle = "-depth 10";      // Cycle: 0, 1, 2, 0, ..., 0, 1 (11 states)
const char *kDepth = "-depth 4";       // Up: 0, 1, 2, 3, cut by the depth

clirun::Result run(const char *spec, const char *property, const char *flags) {
  std::string cfg = std::string("SPECIFICATION ") + spec + "\nPROPERTY " + property + "\n";
  clirun::SpecDir dir({{"G.tla", kSpec}, {"G.cfg", cfg}});
  return dir.run(std::string("tlc -simulate num=1 -seed 1 -workers 1 ") + flags + " -config G.cfg G.tla");
}

TEST(TlcSimulateLivenessGraph, EveryStateStuttersAndRepeatedStatesCloseCycles) {
  for (const Case &c : {
           // No fairness: stuttering in any state of the behaviour is a behaviour.
           Case{"CountSpec", "Ev3", kDeadlock, 13},
           Case{"CountSpec", "InfOft3", kDeadlock, 13},
           Case{"CountSpec", "EvAlw3", kDeadlock, 13},
           Case{"CountSpec", "Leads13", kDeadlock, 13},
           Case{"CountSpec", "Leads30", kDeadlock, 13},
           Case{"CountSpec", "StepsForever", kDeadlock, 13},
           Case{"CountSpec", "SafeLive", kDeadlock, 13},
           Case{"CycleSpec", "EvAlw0", kCycle, 13},
           Case{"UpSpec", "Leads12", kDepth, 13},
           Case{"UpSpec", "InfOft0", kDepth, 13},
           // Fairness: a stutter where the action is enabled is not fair.
           Case{"CountWF", "Ev3", kDeadlock, 0},
           Case{"CountSF", "Ev3", kDeadlock, 0},
           Case{"CountWF", "Leads13", kDeadlock, 0},
           Case{"CountWF", "Leads30", kDeadlock, 13},
           Case{"CountSF", "Leads30", kDeadlock, 13},
           Case{"CountWF", "InfOft3", kDeadlock, 0},
           // x = 3's node carries x = 2's state predicates (x # 3 holds
           // there), its stutter ~ENABLED <<Count>>_x in x = 3 itself: fair.
           Case{"CountWF", "EvAlw3", kDeadlock, 13},
           // The no-tableau quirk: the last node carries x = 2's state
           // predicates (x # 2 fails there); x = 2's node carries x = 1's,
           // but Count is enabled in x = 2: its stutter is not fair.
           Case{"CountWF", "EvAlw2", kDeadlock, 0},
           Case{"CountSF", "EvAlw2", kDeadlock, 0},
           // <>[]~<<Count>>_x and WF on x = 3's stutter, both read in x = 3.
           Case{"CountWF", "StepsForever", kDeadlock, 13},
           // The cycle through repeated states is fair.
           Case{"CycleWF", "EvAlw0", kCycle, 13},
           Case{"CycleSF", "EvAlw0", kCycle, 13},
           Case{"CycleWF", "Ev2", kCycle, 0},
           Case{"CycleWF", "Leads10", kCycle, 0},
           // <>[](x # 2) is a step condition: read in the step's first state,
           // it fails on x = 2's steps; {x = 1} and {x = 0} alone are not fair.
           Case{"CycleWF", "InfOft2", kCycle, 0},
           Case{"UpWF", "Leads12", kDepth, 0},
           Case{"UpWF", "EvAlw0", kDepth, 0},
       }) {
    clirun::Result r = run(c.spec, c.property, c.flags);
    EXPECT_EQ(r.rc, c.rc) << c.spec << " " << c.property << " " << c.flags << "\n" << r.out;
    if (c.rc == 13)
      EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos)
          << c.spec << " " << c.property;
  }
}

// LiveCheck1.printErrorTrace: the path from the initial node to the SCC's
// first node, then its cycle, "Stuttering" when it ends where it started.
// Tarjan's search from the initial node completes the deepest component
// first: for <>(x = 3) the product's last node, x = 2 (x = 3 is not
// consistent with the tableau's [](x # 3)).
TEST(TlcSimulateLivenessGraph, PrintsTheLassoOfTheComponentFound) {
  clirun::Result r = run("CountSpec", "Ev3", kDeadlock);
  ASSERT_EQ(r.rc, 13) << r.out;
  auto at = [&](const std::string &text) { return r.out.find(text); };
  EXPECT_NE(at("\nx = 2\n\nState 4: Stuttering"), std::string::npos) << r.out;
  EXPECT_EQ(at("\nState 4: <"), std::string::npos) << r.out;
  // Round the cycle 0 -> 1 -> 2 -> 0: back to the initial state.
  r = run("CycleWF", "EvAlw0", kCycle);
  ASSERT_EQ(r.rc, 13) << r.out;
  size_t s2 = at("\nState 2: <Cycle line 6, col ");
  size_t s3 = at("\nState 3: <Cycle line 6, col ");
  size_t back = at("\nBack to state 1: <Cycle line 6, col ");
  ASSERT_NE(s2, std::string::npos) << r.out;
  ASSERT_NE(s3, std::string::npos) << r.out;
  ASSERT_NE(back, std::string::npos) << r.out;
  EXPECT_LT(s2, s3);
  EXPECT_LT(s3, back);
  EXPECT_NE(r.out.find("\nx = 2\n", s3), std::string::npos) << r.out;
  EXPECT_EQ(at("\nState 4: "), std::string::npos) << r.out;
}

// TLC 1.8.0's recorded runs (../shared/reference/sysmobench-runtime/
// repro_etcd: -tool -coverage 1 -simulate num=50 -depth 50 -seed N
// -deadlock on the etcd model with PROPERTY EventuallyElectLeader): the
// counterexample each seed prints, from the violation to the end of the
// trace. On seeds 3 and 4 TLC's graph search completes a component in an
// earlier state than the end of the behaviour (15: Stuttering, not 32/34).
TEST(TlcSimulateLivenessGraph, TheCounterexamplesOfTlcsRecordedEtcdRuns) {
  namespace fs = std::filesystem;
  fs::path ref = fs::path(TLACORE_SHARED_DIR) / "reference" / "sysmobench-runtime" / "repro_etcd";
  fs::path model = fs::path(TLACORE_SHARED_DIR) / "sysmobench" / "spec_reproduce_bugs" / "etcd";
  if (!fs::exists(ref) || !fs::exists(model / "1_etcdraft.tla"))
    GTEST_SKIP() << "no " << ref;
  auto read = [](const fs::path &f) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  // From the counterexample's first state (message 2217) up to the
  // stuttering or back-to-state line, the tool-mode markers dropped.
  auto counterexample = [](const std::string &out) {
    std::istringstream in(out);
    std::string line, got;
    bool on = false;
    while (std::getline(in, line)) {
      if (line.rfind("@!@!@STARTMSG 2217", 0) == 0)
        on = true;
      if (!on || line.rfind("@!@!@", 0) == 0)
        continue;
      got += line + "\n";
      if (line.find(": Stuttering") != std::string::npos || line.find("Back to state") != std::string::npos)
        break;
    }
    return got;
  };
  clirun::SpecDir dir({{"1_etcdraft.tla", read(model / "1_etcdraft.tla")},
                       {"1_etcdraft.cfg", read(model / "1_etcdraft.cfg")}});
  for (int seed : {1, 3, 4, 7}) {
    std::string tlc = read(ref / ("seed" + std::to_string(seed) + ".out"));
    clirun::Result r = dir.run("tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed " + std::to_string(seed) +
                               " -deadlock -config 1_etcdraft.cfg 1_etcdraft.tla");
    EXPECT_EQ(r.rc, std::stoi(read(ref / ("seed" + std::to_string(seed) + ".rc")))) << "seed " << seed;
    std::string want = counterexample(tlc);
    ASSERT_FALSE(want.empty()) << "seed " << seed;
    EXPECT_EQ(counterexample(r.out), want) << "seed " << seed;
  }
}

} // namespace
