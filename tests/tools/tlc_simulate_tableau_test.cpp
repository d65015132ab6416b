// -simulate checks temporal properties on each generated behaviour as TLC
// 1.8.0's LiveCheck1.checkTrace does (live::TraceCheck), with a tableau and
// without, and joins states as its fingerprints do (VIEW, SYMMETRY). Each
// case's verdict and counterexample follow the Java by hand (LiveCheck1):
//   - constructBEGraph: without a tableau a node per state, its state
//     predicates those of the trace's previous state (setCheckState(
//     os.checkState(tool, srcState))), every step condition evaluated on the
//     trace's states (os.checkAction(tool, srcState, destState)); with one,
//     the initial nodes' stutters among themselves, then at each position
//     only the nodes the previous position made new are continued
//     (srcNodes = destNodes): after a position that makes none, nothing;
//   - checkSccs (Tarjan on the whole graph, successors in order: the deepest
//     component completes first), checkComponent (per PEM, checkSccs1 from
//     the component's nodes in reverse pop order over the steps meeting the
//     EA condition), checkSubcomponent (AE conditions on nodes and on any
//     step between the subcomponent's nodes, promises);
//   - printErrorTrace: the greedy walk from the root meeting the conditions
//     (a step meeting an AE action condition taken at once), the depth-first
//     way back, the prefix by BEGraph.getPath; consecutive states with one
//     fingerprint printed once; "Stuttering" when the last state printed is
//     the root's, else "Back to state <prefix length>".
// The trace has no finite stuttering (TLC's simulation traces have none).
// The class: <>P, []<>P, <>[]P, P ~> Q, a conjunction, with no fairness, WF
// and SF; behaviours going back to their first state, to a middle state,
// repeating a state (under VIEW) before going on, cut by the depth bound,
// ending in a deadlock; without and with VIEW and SYMMETRY.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "cli_run.h"

namespace {

const char *kLoop = R"(---- MODULE L ----
EXTENDS Naturals, Sequences
VARIABLES x, n
vars == <<x, n>>
Init == x = 0 /\ n = 1
Round == x' = (x + 1) % 3 /\ UNCHANGED n
Mid == x' = IF x = 2 THEN 1 ELSE x + 1
Path == <<0, 1, 0, 2, 3>>
Walk == n < Len(Path) /\ n' = n + 1 /\ x' = Path[n + 1]
RoundSpec == Init /\ [][Round]_vars
RoundWF == RoundSpec /\ WF_vars(Round)
RoundSF == RoundSpec /\ SF_vars(Round)
MidSpec == Init /\ [][Mid /\ UNCHANGED n]_vars
MidWF == MidSpec /\ WF_vars(Mid /\ UNCHANGED n)
WalkSpec == Init /\ [][Walk]_vars
WalkWF == WalkSpec /\ WF_vars(Walk)
View == x
Ev3 == <>(x = 3)
Ev5 == <>(x = 5)
Inf0 == []<>(x = 0)
Inf2 == []<>(x = 2)
EvAlw0 == <>[](x = 0)
EvAlw2 == <>[](x = 2)
Leads15 == (x = 1) ~> (x = 5)
Leads10 == (x = 1) ~> (x = 0)
EvInf == <>(x = 1) /\ []<>(x = 2)
====
)";

const char *kSym = R"(---- MODULE S ----
EXTENDS TLC
CONSTANTS P1, P2
VARIABLES o, y
vars == <<o, y>>
Init == o = P1 /\ y = 0
Move == o = P1 /\ y = 0 /\ o' = P2 /\ y' = 0
Up == o = P2 /\ y = 0 /\ y' = 1 /\ UNCHANGED o
Spec == Init /\ [][Move \/ Up]_vars
Perms == Permutations({P1, P2})
EvY5 == <>(y = 5)
InfY1 == []<>(y = 1)
====
)";

enum class Extra { None, View, Symmetry };

struct Case {
  const char *module;
  const char *spec;
  const char *property;
  Extra extra;
  const char *flags;
  int rc;
  const char *counterexample; // from its first state to Stuttering / Back to state
};

// The counterexample TLC prints: from the state after "The following
// behavior constitutes a counter-example:" to the Stuttering / Back to line.
std::string counterexample(const std::string &out) {
  const std::string head = "Error: The following behavior constitutes a counter-example:\n\n";
  size_t at = out.find(head);
  if (at == std::string::npos)
    return "";
  at += head.size();
  size_t end = out.find("Stuttering", at);
  size_t back = out.find("Back to state", at);
  if (back != std::string::npos && (end == std::string::npos || back < end))
    end = back;
  if (end == std::string::npos)
    return out.substr(at);
  return out.substr(at, out.find('\n', end) - at);
}

TEST(TlcSimulateTableau, LiveCheck1VerdictsAndCounterexamples) {
  for (const Case &c : std::initializer_list<Case>{
      // <>P, no fairness, x = 0, 1, 2, 0, ...: the trace goes back to its first
      // state (position 3), where the product stops growing (no new node).
      // One component {0, 1, 2}, rooted at the initial node; nothing to meet
      // (cnt = 0): printErrorTrace prints the root and Stuttering.
      {"L", "RoundSpec", "Ev5", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: Stuttering)"},
      // <>P with WF: the walk from the root takes 0 -> 1 (a <<Round>> step),
      // the way back 1 -> 2 -> 0 (depth first): Back to state 1.
      {"L", "RoundWF", "Ev5", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 2

Back to state 1: <Round line 6, col 10 to line 6, col 40 of module L>)"},
      // []<>P (EA x # 2, no tableau): checkSccs1 from the root 0 reaches 2,
      // whose steps fail the EA condition (x # 2 in the step's first state,
      // checkAction on the trace's states), then completes {1} first (its
      // stutter meets it): the violation at 1, the prefix 0, 1. Before (the
      // model checker's search order): 0 and Stuttering.
      {"L", "RoundSpec", "Inf2", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: Stuttering)"},
      // The same with WF: the stuttering subcomponents {1}, {0} are not fair
      // (Round is enabled): no violation. Before: the state predicates of
      // the step conditions were read from the no-tableau quirk's node atoms
      // (x = 1 for node 2), so 2 -> 0 met x # 2 and the cycle was reported.
      {"L", "RoundWF", "Inf2", Extra::None, "-depth 7", 0,
       ""},
      // The same with SF.
      {"L", "RoundSF", "Inf2", Extra::None, "-depth 7", 0,
       ""},
      // <>[]P (AE x # 0 on the node, the quirk's atoms: node 1 carries x = 0,
      // node 2 x = 1): the walk meets the step at 0 -> 1, then x # 0 at 2.
      {"L", "RoundWF", "EvAlw0", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 2

Back to state 1: <Round line 6, col 10 to line 6, col 40 of module L>)"},
      // P ~> Q: the tableau of <>(x = 1 /\ [](x # 5)); the first component
      // completed is that of (1, []Q) -> (2, []Q) -> (0, []Q), its root
      // fulfils the promise (cnt = 0): Stuttering at x = 1. Before: 0, 1, 2.
      {"L", "RoundSpec", "Leads15", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: Stuttering)"},
      // ... with WF: from the root (1, []Q) the walk takes the step to
      // (2, []Q), the way back goes on to (0, []Q) and the root: Back to state 2.
      {"L", "RoundWF", "Leads15", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 2

State 4: <Round line 6, col 10 to line 6, col 40 of module L>
/\ n = 1
/\ x = 0

Back to state 2: <Round line 6, col 10 to line 6, col 40 of module L>)"},
      // <>P /\ []<>Q: two OrderOfSolutions; the tableau one ([](x # 1)) stops
      // at position 1 (no consistent node), the other is the fair cycle
      // through x = 2: no violation. Before: 13 (the quirk's atoms again).
      {"L", "RoundWF", "EvInf", Extra::None, "-depth 7", 0,
       ""},
      // x = 0, 1, 2, 1, 2, ...: back to a middle state (position 3, where no
      // product node is new: the graph stops). The component {(1, []Q),
      // (2, []Q)}: the prefix (0, waiting) -> (1, P now) -> (1, []Q) prints
      // 0, 1; the cycle 1 -> 2, back to state 2. Before: 0, 1, 2, 1, back to 3.
      {"L", "MidWF", "Leads10", Extra::None, "-depth 7", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Action line 13, col 23 to line 13, col 40 of module L>
/\ n = 1
/\ x = 1

State 3: <Action line 13, col 23 to line 13, col 40 of module L>
/\ n = 1
/\ x = 2

Back to state 2: <Action line 13, col 23 to line 13, col 40 of module L>)"},
      // The depth bound: the trace 0, 1, 0, 2 (n differs, distinct states)
      // cut at depth 3; the deepest node completes first.
      {"L", "WalkSpec", "Ev3", Extra::None, "-depth 3", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 2
/\ x = 1

State 3: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 3
/\ x = 0

State 4: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 4
/\ x = 2

State 5: Stuttering)"},
      // ... with WF: Walk is enabled in every state of the cut trace, no
      // stutter is fair.
      {"L", "WalkWF", "Ev3", Extra::None, "-depth 3", 0,
       ""},
      // The end of the behaviour (a deadlock, -deadlock), WF and <>[]x # 2:
      // the last node's stutter is fair (~ENABLED <<Walk>>_vars in its own
      // state, checkAction on the trace's states). Before: 0.
      {"L", "WalkWF", "Inf2", Extra::None, "-deadlock", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 2
/\ x = 1

State 3: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 3
/\ x = 0

State 4: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 4
/\ x = 2

State 5: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 5
/\ x = 3

State 6: Stuttering)"},
      // VIEW x: the states are joined by the view's fingerprint, 0, 1, 0, ...:
      // position 2 repeats the first state and the product stops there
      // (graph {0, 1}); the component's root is the initial node: Stuttering.
      {"L", "WalkSpec", "Ev3", Extra::View, "-deadlock", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: Stuttering)"},
      // ... with WF: the step 0 -> 1 is a <<Walk>> step: Back to state 1.
      {"L", "WalkWF", "Ev3", Extra::View, "-deadlock", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 2
/\ x = 1

Back to state 1: <Walk line 9, col 9 to line 9, col 55 of module L>)"},
      // No tableau, VIEW x: nodes 0, 1, 2, 3 (the node of view 0 joins
      // positions 0 and 2); the step 1 -> 0 (position 2) closes the cycle
      // {0, 1}, where the walk meets x # 2 at 0 and the <<Walk>> step 0 -> 1.
      {"L", "WalkWF", "EvAlw2", Extra::View, "-deadlock", 13,
       R"(State 1: <Init line 5, col 9 to line 5, col 22 of module L>
/\ n = 1
/\ x = 0

State 2: <Walk line 9, col 9 to line 9, col 55 of module L>
/\ n = 2
/\ x = 1

Back to state 1: <Walk line 9, col 9 to line 9, col 55 of module L>)"},
      // SYMMETRY: (p1, 0) and (p2, 0) have one fingerprint, position 1 adds
      // no product node: the graph is the initial node.
      {"S", "Spec", "EvY5", Extra::Symmetry, "-deadlock", 13,
       R"(State 1: <Init line 6, col 9 to line 6, col 23 of module S>
/\ o = p1
/\ y = 0

State 2: Stuttering)"},
      // Without it: three nodes, the deepest completes first.
      {"S", "Spec", "EvY5", Extra::None, "-deadlock", 13,
       R"(State 1: <Init line 6, col 9 to line 6, col 23 of module S>
/\ o = p1
/\ y = 0

State 2: <Move line 7, col 9 to line 7, col 44 of module S>
/\ o = p2
/\ y = 0

State 3: <Up line 8, col 7 to line 8, col 46 of module S>
/\ o = p2
/\ y = 1

State 4: Stuttering)"},
      // No tableau, EA y # 1: under SYMMETRY the first node stutters; without
      // it the component {(p2, 0)} completes before {(p1, 0)}.
      {"S", "Spec", "InfY1", Extra::Symmetry, "-deadlock", 13,
       R"(State 1: <Init line 6, col 9 to line 6, col 23 of module S>
/\ o = p1
/\ y = 0

State 2: Stuttering)"},
      {"S", "Spec", "InfY1", Extra::None, "-deadlock", 13,
       R"(State 1: <Init line 6, col 9 to line 6, col 23 of module S>
/\ o = p1
/\ y = 0

State 2: <Move line 7, col 9 to line 7, col 44 of module S>
/\ o = p2
/\ y = 0

State 3: Stuttering)"},
       }) {
    std::string cfg = std::string("SPECIFICATION ") + c.spec + "\nPROPERTY " + c.property + "\n";
    if (std::string(c.module) == "S")
      cfg += "CONSTANTS P1 = p1 P2 = p2\n";
    if (c.extra == Extra::View)
      cfg += "VIEW View\n";
    if (c.extra == Extra::Symmetry)
      cfg += "SYMMETRY Perms\n";
    const std::string mod = c.module;
    clirun::SpecDir dir({{mod + ".tla", mod == "L" ? kLoop : kSym}, {mod + ".cfg", cfg}});
    clirun::Result r = dir.run(std::string("tlc -simulate num=1 -seed 1 -workers 1 ") + c.flags + " -config " + mod +
                               ".cfg " + mod + ".tla");
    const std::string what = mod + " " + c.spec + " " + c.property + " " + c.flags +
                             (c.extra == Extra::View ? " VIEW" : c.extra == Extra::Symmetry ? " SYMMETRY" : "");
    EXPECT_EQ(r.rc, c.rc) << what << "\n" << r.out;
    EXPECT_EQ(counterexample(r.out), c.counterexample) << what << "\n" << r.out;
  }
}

} // namespace

namespace {

// tlaplus/tlaplus issue 204 (open since 2018, TLC 2.03 to today): in
// simulation mode the last node of the behaviour graph carries the state
// predicates of the state before it (LiveCheck1's setCheckState(
// os.checkState(tool, srcState))), while its stutter is fair (ENABLED read in
// the real last state). So <>[](x = 0) is reported violated on a behaviour
// that ends in x = 0 forever, and <>[](x = 1) is not, where the model
// checker says the opposite. TLC prints this verdict; tlacore follows it.
TEST(TlcSimulateTableau, Issue204BogusVerdictOfTheLastNode) {
  const std::string spec = "---- MODULE bug2 ----\nEXTENDS Naturals\nVARIABLE x\n"
                           "A == x' = IF x > 0 THEN x-1 ELSE x\n"
                           "Spec == (x = 5) /\\ [][A]_x /\\ WF_x(A)\n"
                           "Prop0 == <>[](x = 0)\nProp1 == <>[](x = 1)\n====\n";
  struct Row {
    const char *property;
    const char *flags;
    int rc;
  };
  for (const Row &r : {Row{"Prop0", "-simulate num=3 -depth 20", 13}, Row{"Prop1", "-simulate num=3 -depth 20", 0},
                       Row{"Prop0", "", 0}, Row{"Prop1", "", 13}}) {
    clirun::SpecDir d({{"bug2.tla", spec}, {"bug2.cfg", std::string("SPECIFICATION Spec\nPROPERTY ") + r.property + "\n"}});
    clirun::Result res = d.run(std::string("tlc -workers 1 -seed 1 ") + r.flags + " bug2.tla");
    EXPECT_EQ(res.rc, r.rc) << r.property << " " << r.flags << "\n" << res.out;
  }
}

} // namespace
