// An evaluation error in a temporal property's tableau predicate at an
// initial state, as TLC 1.8.0 reports it. TableauLiveChecker.addInitState
// (LiveCheck.java) evaluates the initial tableau nodes' predicates
// (TBGraphNode.isConsistent) inside ModelChecker's DoInitFunctor, after the
// state is put in the fingerprint set and queued: the error leaves
// getInitStates, and ModelChecker.modelCheck prints EC.TLC_INITIAL_STATE
// ("<message>\nWhile working on the initial state:\n<state>"), then replays
// the initial states with the call stack kept (doInit(true)), printing its
// own progress lines. The replay's DoInitFunctor finds the failing state (and those before it) seen and does
// not add them to the behaviour graph again: no stack, unless a state after
// the failing one, new to the replay, fails in turn (its stack is printed,
// EC.TLC_NESTED_EXPRESSION). The summary's counts are the replay's: every
// initial state generated and put in the set. Exit 75 when the replay's
// error is printed; without one the run exits 0, as TLC 1.8.0 does
// (modelCheckImpl returns the result of checkAssumptions: PR 1440 upstream).
// The class: each kind of error (an EvalException: division by zero; a
// RuntimeException: a tuple index; a function outside its domain; an
// Assert), in <>P and in the P of P ~> Q (its negation's initial node
// requires P), on the first, a middle and the last initial state, with and
// without a later state failing the replay; and []<>P, whose predicate is
// a condition of the state's expansion, not of the tableau (its error is
// the expansion's: the liveness stack, the behaviour, 255).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE E ----
EXTENDS Naturals, Sequences, TLC
VARIABLES x
Init == x \in {0, 1, 2}
Next == x' = x
Spec == Init /\ [][Next]_x
f == [i \in 1..2 |-> i]
Div == <>(1 \div x = 5)
DivLast == <>(1 \div (2 - x) = 5)
DivTwice == <>(1 \div (x % 2) = 5)
Tuple == <>(<<7>>[x + 1] = 5)
Dom == <>(f[x] = 5)
Ast == <>(Assert(x # 1, "one") /\ x = 5)
Leads == (1 \div x = 3) ~> (x = 7)
Inf == []<>(1 \div x = 5)
====
)";

const std::string kDivStack = "0. Line 4, column 9 to line 4, column 23 in E\n"
                              "1. Line 10, column 16 to line 10, column 33 in E\n"
                              "2. Line 10, column 16 to line 10, column 29 in E\n";
const std::string kTupleStack = "0. Line 4, column 9 to line 4, column 23 in E\n"
                                "1. Line 11, column 13 to line 11, column 28 in E\n"
                                "2. Line 11, column 13 to line 11, column 24 in E\n";

TEST(TlcLiveInitEvalError, ReportedAsTheInitialStatesErrorWithTheReplaysStack) {
  struct Case {
    const char *property;
    std::string message; // the error's text
    const char *state;   // the initial state it is reported on
    std::string stack;   // the replay's stack; empty: none
  };
  const Case cases[] = {
      {"Div", "The second argument of \\div is 0.", "x = 0", ""},
      {"DivLast", "The second argument of \\div is 0.", "x = 2", ""},
      {"DivTwice", "The second argument of \\div is 0.", "x = 0", kDivStack},
      {"Tuple", "Attempted to access index 2 of tuple\n<<7>>\nwhich is out of bounds.", "x = 1", kTupleStack},
      {"Dom", "In applying the function\n<<1, 2>>,\nthe first argument is:\n0\nwhich is not in its domain.\n", "x = 0",
       ""},
      {"Ast", "The first argument of Assert evaluated to FALSE; the second argument was:\n\"one\"", "x = 1", ""},
      {"Leads", "The second argument of \\div is 0.", "x = 0", ""},
  };
  for (const Case &c : cases) {
    std::string cfg = std::string("SPECIFICATION Spec\nPROPERTY ") + c.property + "\n";
    clirun::SpecDir dir({{"E.tla", kSpec}, {"E.cfg", cfg}});
    clirun::Result r = dir.run("tlc -workers 1 -config E.cfg E.tla");
    // Exit 75 when the replay fails (its stack printed: TLC_NESTED_EXPRESSION
    // sets modelCheckImpl's result); 0 when it does not, the result left as
    // checkAssumptions gave it (tlaplus/tlaplus PR 1440's "TLC reports
    // success after an initial liveness evaluation error").
    EXPECT_EQ(r.rc, c.stack.empty() ? 0 : 75) << c.property << "\n" << r.out;
    // The replay's DoInitFunctor counts from 0 again and prints its own
    // progress line as it takes the third state: the one failing again, or
    // (none failing) the last.
    std::string expected = "Error: " + c.message + "\nWhile working on the initial state:\n" + c.state +
                           "\n\nComputed 2 initial states...\n";
    if (!c.stack.empty())
      expected += "Error: The error occurred when TLC was evaluating the nested\nexpressions at the following "
                  "positions:\n" + c.stack + "\n\n";
    // DoInitFunctor prints "Computed 2 initial states..." as it takes the third initial state,
    // before the error when the third is the failing one (and the replay, doInit(cTool, true)
    // after numberOfInitialStates = 0, again after the error).
    const std::string progress = std::string(c.state) == "x = 2" ? "Computed 2 initial states...\n" : "";
    EXPECT_NE(r.out.find("Computing initial states...\n" + progress + expected), std::string::npos)
        << c.property << "\n" << r.out;
    EXPECT_NE(r.out.find("\n3 states generated, 3 distinct states found, 3 states left on queue.\n"), std::string::npos)
        << c.property << "\n" << r.out;
    EXPECT_EQ(r.out.find("Finished computing initial states"), std::string::npos) << c.property;
  }
}

TEST(TlcLiveInitEvalError, ARecurrenceConditionFailsWhenTheStateIsExpanded) {
  clirun::SpecDir dir({{"E.tla", kSpec}, {"E.cfg", "SPECIFICATION Spec\nPROPERTY Inf\n"}});
  clirun::Result r = dir.run("tlc -workers 1 -config E.cfg E.tla");
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find("Finished computing initial states: 3 distinct states generated"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Error: The second argument of \\div is 0.\nError: The behavior up to this point is:\n"
                       "State 1: <Initial predicate>\nx = 0\n"),
            std::string::npos)
      << r.out;
}

} // namespace
