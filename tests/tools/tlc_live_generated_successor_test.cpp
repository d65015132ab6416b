// Liveness under SYMMETRY or VIEW: TLC decides which tableau nodes a step
// enters on the successor as it generated it (LiveCheck.addNextState:
// TBGraphNode.isConsistent(s1) for each s1 of the state's SetOfStates, which
// keeps symmetric or view-equal successors apart by value), while the node
// itself is the fingerprint's and its []<>/<>[] and fairness conditions are
// those of the state the search kept and expanded (setCheckState). So a
// property that tells the states of an orbit (or of a view class) apart can
// be reported violated where the kept states alone would satisfy it -- what
// TLC warns of ("Declaring symmetry during liveness checking is dangerous").
// Found on a public AI-era model (arves-org/arves, ARVES_Kernel.tla with its
// first cfg, SYMMETRY and `\A c : (pc[c] = "proposed") ~> (c \in truth)`:
// TLC 2.19 reported a counterexample whose trace ends with c2 still "open";
// tlacore, deciding consistency on the kept state, found none). Every
// tableau form (<>P, P ~> Q, []<>P and <>[]P, which TLC takes out of the
// tableau as node conditions), both reductions, and the controls: a
// property the reduction cannot tell apart, no reduction, a VIEW keeping
// the whole state. Expectations derived by following TLC's algorithm by hand.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// Two requests (model values m1, m2), each asked then served; serving is
// weakly fair. Under SYMMETRY the state with m1 asked is kept for the orbit
// {m1 asked, m2 asked}, and the step from the initial state to "m2 asked"
// enters the nodes of branch m2 (m2 asked, never served) at that kept
// state, whose step Serve(m1) leads to a state where no one is asked: a fair
// stuttering end where m2 was "asked" and never served.
const char *kRequests = R"(---- MODULE Requests ----
EXTENDS TLC
CONSTANT Ids
VARIABLES st, fin
vars == <<st, fin>>
Perm == Permutations(Ids)
Init == st = [i \in Ids |-> "idle"] /\ fin = {}
Ask(i) == st[i] = "idle" /\ st' = [st EXCEPT ![i] = "asked"] /\ fin' = fin
Serve(i) == st[i] = "asked" /\ st' = [st EXCEPT ![i] = "served"] /\ fin' = fin \cup {i}
Next == \E i \in Ids : Ask(i) \/ Serve(i)
Spec == Init /\ [][Next]_vars /\ \A i \in Ids : WF_vars(Serve(i))
EachServed == \A i \in Ids : (st[i] = "asked") ~> (i \in fin)
SomeServed == (\E i \in Ids : st[i] = "asked") ~> (fin # {})
====
)";

// x moves from 0 to 1 with y' = 1 or (then) y' = 0, and at x = 1 y toggles.
// Under VIEW x the kept state for x = 1 is (1, 1), generated first; its
// toggle step reaches (1, 0), which TLC sees as a step from the view class
// to itself whose target has y # 1.
const char *kToggle = R"(---- MODULE Toggle ----
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 2
Next == \/ x = 0 /\ x' = 1 /\ (y' = 1 \/ y' = 0)
        \/ x = 1 /\ x' = 1 /\ y' = 1 - y
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
ViewX == x
ViewXY == <<x, y>>
GetsOne == <>(y = 1)
OftenOne == []<>(y = 1)
SettlesOne == <>[](y = 1)
====
)";

struct Case {
  const char *name;
  const char *module; // "Requests" or "Toggle"
  const char *cfg;
  int rc;
  const char *trace; // the trace's lines in order ("" when no violation)
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.name; }

const Case kCases[] = {
    // P ~> Q with P, Q telling m1 from m2: the step into "m2 asked" enters
    // branch m2 at the kept state "m1 asked". TLC rebuilds the trace by
    // fingerprint from the first successor it generates: Ask(m1), Serve(m1).
    {"SymmetryLeadsToPerValue", "Requests",
     "CONSTANT Ids = {m1, m2}\nSPECIFICATION Spec\nSYMMETRY Perm\nPROPERTY EachServed\n", 13,
     "State 1: <Initial predicate>\n|st = (m1 :> \"idle\" @@ m2 :> \"idle\")\n|State 2: <Ask(m1) "
     "|st = (m1 :> \"asked\" @@ m2 :> \"idle\")\n|State 3: <Serve(m1) "
     "|st = (m1 :> \"served\" @@ m2 :> \"idle\")\n|State 4: Stuttering"},
    // A property the permutations cannot tell apart: the same either way.
    {"SymmetrySymmetricProperty", "Requests",
     "CONSTANT Ids = {m1, m2}\nSPECIFICATION Spec\nSYMMETRY Perm\nPROPERTY SomeServed\n", 0, ""},
    // No reduction: every state is its own; the property holds.
    {"NoSymmetry", "Requests", "CONSTANT Ids = {m1, m2}\nSPECIFICATION Spec\nPROPERTY EachServed\n", 0, ""},
    // <>P under VIEW: the class's step to itself reaches (1, 0), which stays
    // in the node of [](y # 1); the step changes y, so WF_vars(Next) is met.
    {"ViewEventually", "Toggle", "SPECIFICATION Spec\nVIEW ViewX\nPROPERTY GetsOne\n", 13,
     "State 1: <Initial predicate>\n|/\\ x = 0\n|/\\ y = 2\n|State 2: <Next |/\\ x = 1\n|/\\ y = 1\n|State 3: Stuttering"},
    // []<>P and <>[]P with P a state predicate are not in TLC's tableau: they
    // are conditions of the nodes, decided on the kept state (1, 1).
    {"ViewAlwaysEventuallyIsANodeCondition", "Toggle", "SPECIFICATION Spec\nVIEW ViewX\nPROPERTY OftenOne\n", 0, ""},
    {"ViewEventuallyAlwaysIsANodeCondition", "Toggle", "SPECIFICATION Spec\nVIEW ViewX\nPROPERTY SettlesOne\n", 0,
     ""},
    // A VIEW of the whole state keeps every state apart: the toggle is a
    // real cycle through y = 1, and the property holds.
    {"ViewOfWholeState", "Toggle", "SPECIFICATION Spec\nVIEW ViewXY\nPROPERTY GetsOne\n", 0, ""},
};

class GeneratedSuccessor : public testing::TestWithParam<Case> {};

TEST_P(GeneratedSuccessor, DecidesTheStepsTableauNodes) {
  const Case &c = GetParam();
  std::string module = c.module;
  clirun::SpecDir dir({{"Requests.tla", kRequests}, {"Toggle.tla", kToggle}, {"M.cfg", c.cfg}});
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(std::string("workers ") + workers);
    clirun::Result r = dir.run(std::string("tlc -deadlock -workers ") + workers + " -config M.cfg " + module + ".tla");
    ASSERT_EQ(r.rc, c.rc) << r.out;
    std::string trace = c.trace;
    if (trace.empty()) {
      EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos) << r.out;
      continue;
    }
    EXPECT_NE(r.out.find("Error: Temporal properties were violated."), std::string::npos) << r.out;
    size_t at = 0;
    for (size_t from = 0; from <= trace.size();) {
      size_t bar = trace.find('|', from);
      std::string piece = trace.substr(from, bar == std::string::npos ? std::string::npos : bar - from);
      size_t found = r.out.find(piece, at);
      ASSERT_NE(found, std::string::npos) << "missing, in order: " << piece << "\n" << r.out;
      at = found + piece.size();
      if (bar == std::string::npos)
        break;
      from = bar + 1;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFormAndReduction, GeneratedSuccessor, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &i) { return std::string(i.param.name); });

} // namespace
