// Evaluation errors met while TLC 1.8.0 checks the temporal properties and
// the action properties of a breadth-first search: which error it reports,
// its stack (EC.TLC_NESTED_EXPRESSION), where the stack goes and the exit
// code. From TLC's sources (tlc2.tool.Worker.run / doNextCheckLiveness,
// ModelChecker.doNextFailed / modelCheckImpl, LiveCheck.addNextState,
// OrderOfSolution.checkState/checkAction, TBGraphNode.isConsistent) and
// Github317aTest:
//   - after getNextStates of a state (successful or not: an error in Next, a
//     violation, a deadlock), its Worker adds the state to the behaviour
//     graph: the action predicates on each step, then the state predicates
//     of the fairness and []<>/<>[] conditions (ENABLED of WF/SF among them)
//     on the state, then the tableau's predicates on each successor;
//   - an error there is evaluated again with the call stack kept and its
//     stack printed first, then the error and the behaviour up to the
//     state; EC.GENERAL: exit 255 (an Assert's EvalException 14);
//   - when the expansion had already failed, that first problem's message,
//     trace and exit code stand (setErrState keeps the first), and the
//     liveness stack replaces the replay's (Github317aTest: 255 for a
//     RuntimeException in Next, not 75);
//   - an action property ([][A]_v) whose evaluation fails: "Evaluating
//     action property P failed." (the template has no place for the cause),
//     the behaviour, then the replay's stack (TLC checks implied actions of
//     seen states too, so the replay fails again): 75, an Assert's 14.
// The class test below enumerates: each kind of liveness predicate failing
// on its own (ENABLED of WF, an action predicate, a state predicate, an
// Assert, a tableau predicate), and each expansion problem followed by an
// ENABLED error (Next's error and Assert, an invariant violated or failing,
// an action property violated or failing, a deadlock), and the action
// property errors without liveness.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

Result runSpec(const std::string &body, const std::string &cfg) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Integers, Sequences, TLC\nVARIABLE x\n"
                                    "Init == x = 0\n" +
                                        body + "====\n"},
                       {"Spec.cfg", cfg}});
  return dir.run("tlc -workers 1 Spec.tla");
}

size_t at(const std::string &out, const std::string &text) { return out.find(text); }

// Line 5 of every spec: an action whose enumeration fails at x = 2 (ENABLED
// B there), but which no step of Next makes fail (x' = 7 is false first).
const std::string kB = "B == x = 2 /\\ x' = 7 /\\ Head(IF x' = 7 THEN <<>> ELSE <<1>>) = 1\n";
// The stack of ENABLED <<B>>_x from WF_x(B) on line 7: B, its body, the
// conjunctions enumerated on the way (TLC's continuation keeps them open).
const std::string kEnabledStack = "0. Line 7, column 36 to line 7, column 36 in Spec\n"
                                  "1. Line 5, column 6 to line 5, column 64 in Spec\n"
                                  "2. Line 5, column 6 to line 5, column 20 in Spec\n"
                                  "3. Line 5, column 6 to line 5, column 10 in Spec\n"
                                  "4. Line 5, column 15 to line 5, column 20 in Spec\n"
                                  "5. Line 5, column 25 to line 5, column 64 in Spec\n"
                                  "6. Line 5, column 25 to line 5, column 60 in Spec\n";
const std::string kFair = "Spec == Init /\\ [][Next]_x /\\ WF_x(B)\nLive == []<>(x >= 0)\n";
const std::string kStackHead = "The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n";

struct Case {
  const char *name;
  std::string body, cfg;
  int rc;
  std::string message; // the first error line's text
  std::string stack;   // the frames printed
  bool stackFirst;     // the stack comes before the message (an error of the liveness check itself)
  std::string lastState; // the last state of the behaviour printed
  std::string counts;
};

TEST(TlcLivenessEvalErrors, EachPredicateAndEachExpansionProblemAsTlc) {
  const Case cases[] = {
      // The liveness check fails on its own, at x = 2 after its successor x = 3 is queued.
      {"ENABLED of WF", kB + "Next == x' = (x + 1) % 4\n" + kFair, "SPECIFICATION Spec\nPROPERTY Live\n", 255,
       "Attempted to apply Head to the empty sequence.", kEnabledStack, true, "x = 2",
       "4 states generated, 4 distinct states found, 1 states left on queue."},
      {"an action predicate ([]<><<C>>_x)",
       "Next == x' = (x + 1) % 4\nSpec == Init /\\ [][Next]_x\nC == Head(IF x' = 3 THEN <<>> ELSE <<1>>) = 1\n"
       "Live == []<><<C>>_x\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 255, "Attempted to apply Head to the empty sequence.",
       "0. Line 8, column 15 to line 8, column 15 in Spec\n1. Line 7, column 6 to line 7, column 45 in Spec\n"
       "2. Line 7, column 6 to line 7, column 41 in Spec\n",
       true, "x = 2", "4 states generated, 4 distinct states found, 1 states left on queue."},
      {"a state predicate ([]<>P)",
       "Next == x' = (x + 1) % 4\nSpec == Init /\\ [][Next]_x\nP == Head(IF x = 2 THEN <<>> ELSE <<1>>) = 1\n"
       "Live == []<>P\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 255, "Attempted to apply Head to the empty sequence.",
       "0. Line 8, column 13 to line 8, column 13 in Spec\n1. Line 7, column 6 to line 7, column 44 in Spec\n"
       "2. Line 7, column 6 to line 7, column 40 in Spec\n",
       true, "x = 2", "4 states generated, 4 distinct states found, 1 states left on queue."},
      {"an Assert in a state predicate",
       "Next == x' = (x + 1) % 4\nSpec == Init /\\ [][Next]_x\nP == Assert(x # 2, \"two\")\nLive == []<>P\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 14,
       "The first argument of Assert evaluated to FALSE; the second argument was:\n\"two\"",
       "0. Line 8, column 13 to line 8, column 13 in Spec\n1. Line 7, column 6 to line 7, column 25 in Spec\n", true,
       "x = 2", "4 states generated, 4 distinct states found, 1 states left on queue."},
      // A tableau predicate is evaluated in the successors of the state
      // expanded: the error is met expanding x = 1, before x = 2 is.
      {"a tableau predicate (<>~P)",
       "Next == x' = (x + 1) % 4\nSpec == Init /\\ [][Next]_x\nP == Head(IF x = 2 THEN <<>> ELSE <<1>>) = 1\n"
       "Live == <>~P\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 255, "Attempted to apply Head to the empty sequence.",
       "0. Line 8, column 12 to line 8, column 12 in Spec\n1. Line 7, column 6 to line 7, column 44 in Spec\n"
       "2. Line 7, column 6 to line 7, column 40 in Spec\n",
       true, "x = 1", "3 states generated, 3 distinct states found, 1 states left on queue."},
      // Next fails at x = 2, then ENABLED of the same action (Github317aTest).
      {"Next's error, then ENABLED of its action",
       "Step == x' = x + 1 /\\ Head(IF x' = 3 THEN <<>> ELSE <<1>>) = 1\nNext == Step\n"
       "Spec == Init /\\ [][Next]_x /\\ WF_x(Step)\nLive == []<>(x >= 0)\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 255, "Attempted to apply Head to the empty sequence.",
       "0. Line 7, column 36 to line 7, column 39 in Spec\n1. Line 5, column 9 to line 5, column 62 in Spec\n"
       "2. Line 5, column 9 to line 5, column 18 in Spec\n3. Line 5, column 23 to line 5, column 62 in Spec\n"
       "4. Line 5, column 23 to line 5, column 58 in Spec\n",
       false, "x = 2", "3 states generated, 3 distinct states found, 0 states left on queue."},
      {"an Assert in Next, then ENABLED of its action",
       "Step == x' = x + 1 /\\ Assert(x' # 3, \"three\")\nNext == Step\n"
       "Spec == Init /\\ [][Next]_x /\\ WF_x(Step)\nLive == []<>(x >= 0)\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 14,
       "The first argument of Assert evaluated to FALSE; the second argument was:\n\"three\"",
       "0. Line 7, column 36 to line 7, column 39 in Spec\n1. Line 5, column 9 to line 5, column 45 in Spec\n"
       "2. Line 5, column 9 to line 5, column 18 in Spec\n3. Line 5, column 23 to line 5, column 45 in Spec\n",
       false, "x = 2", "3 states generated, 3 distinct states found, 0 states left on queue."},
      // Next fails, ENABLED of the fairness does not: Next's own stack, 75.
      {"Next's error alone",
       "Step == x' = x + 1 /\\ Head(IF x' = 3 THEN <<>> ELSE <<1>>) = 1\nOther == x' = x - 1 /\\ x > 5\n"
       "Next == Step\nSpec == Init /\\ [][Next]_x /\\ WF_x(Other)\nLive == []<>(x >= 0)\n",
       "SPECIFICATION Spec\nPROPERTY Live\n", 75, "Attempted to apply Head to the empty sequence.",
       "0. Line 5, column 9 to line 5, column 62 in Spec\n1. Line 5, column 9 to line 5, column 18 in Spec\n"
       "2. Line 5, column 23 to line 5, column 62 in Spec\n3. Line 5, column 23 to line 5, column 58 in Spec\n",
       false, "x = 2", "3 states generated, 3 distinct states found, 0 states left on queue."},
      // A violation or failure in the successor x = 3 of x = 2, then ENABLED B at x = 2.
      {"an invariant violated", kB + "Next == x' = x + 1\n" + kFair + "Inv == x < 3\n",
       "SPECIFICATION Spec\nINVARIANT Inv\nPROPERTY Live\n", 12, "Invariant Inv is violated.", kEnabledStack, false,
       "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
      {"an invariant failing",
       kB + "Next == x' = x + 1\n" + kFair + "Inv == Head(IF x = 3 THEN <<>> ELSE <<1>>) = 1\n",
       "SPECIFICATION Spec\nINVARIANT Inv\nPROPERTY Live\n", 76, "Attempted to apply Head to the empty sequence.",
       kEnabledStack, false, "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
      {"an action property violated", kB + "Next == x' = x + 1\n" + kFair + "ActP == [][x' # 3]_x\n",
       "SPECIFICATION Spec\nPROPERTY Live ActP\n", 13, "Action property ActP is violated.", kEnabledStack, false,
       "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
      {"an action property failing",
       kB + "Next == x' = x + 1\n" + kFair + "Q == Head(IF x' = 3 THEN <<>> ELSE <<1>>) = 1\nActP == [][Q]_x\n",
       "SPECIFICATION Spec\nPROPERTY Live ActP\n", 13, "Evaluating action property ActP failed.", kEnabledStack,
       false, "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
      {"a deadlock", kB + "Next == x < 2 /\\ x' = x + 1\n" + kFair, "SPECIFICATION Spec\nPROPERTY Live\n", 11,
       "Deadlock reached.", kEnabledStack, false, "x = 2",
       "3 states generated, 3 distinct states found, 0 states left on queue."},
      // An action property failing, no liveness: the replay's stack from [A]_v on.
      {"an action property failing alone",
       "Next == x' = (x + 1) % 5\nSpec == Init /\\ [][Next]_x\nQ == Head(IF x' = 3 THEN <<>> ELSE <<1>>) = 1\n"
       "ActP == [][Q]_x\n",
       "SPECIFICATION Spec\nPROPERTY ActP\n", 75, "Evaluating action property ActP failed.",
       "0. Line 8, column 11 to line 8, column 15 in Spec\n1. Line 8, column 12 to line 8, column 12 in Spec\n"
       "2. Line 7, column 6 to line 7, column 45 in Spec\n3. Line 7, column 6 to line 7, column 41 in Spec\n",
       false, "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
      {"an Assert in an action property",
       "Next == x' = (x + 1) % 5\nSpec == Init /\\ [][Next]_x\nActP == [][Assert(x' # 3, \"three\")]_x\n",
       "SPECIFICATION Spec\nPROPERTY ActP\n", 14, "Evaluating action property ActP failed.",
       "0. Line 7, column 11 to line 7, column 37 in Spec\n1. Line 7, column 12 to line 7, column 34 in Spec\n", false,
       "x = 3", "4 states generated, 4 distinct states found, 0 states left on queue."},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    Result r = runSpec(c.body, c.cfg);
    EXPECT_EQ(r.rc, c.rc) << r.out;
    // One stack, TLC's, whole.
    size_t stack = at(r.out, "Error: " + kStackHead + c.stack + "\n\n");
    ASSERT_NE(stack, std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(kStackHead, stack + 7 + kStackHead.size()), std::string::npos) << r.out;
    size_t message = at(r.out, "Error: " + c.message + "\n");
    ASSERT_NE(message, std::string::npos) << r.out;
    size_t behaviour = at(r.out, "Error: The behavior up to this point is:\n");
    ASSERT_NE(behaviour, std::string::npos) << r.out;
    EXPECT_LT(message, behaviour) << r.out;
    if (c.stackFirst)
      EXPECT_LT(stack, message) << r.out;
    else
      EXPECT_LT(behaviour, stack) << r.out;
    // The behaviour ends at the state whose check failed.
    size_t last = r.out.rfind("\nx = ", c.stackFirst ? at(r.out, c.counts) : stack);
    ASSERT_NE(last, std::string::npos) << r.out;
    EXPECT_EQ(r.out.substr(last + 1, c.lastState.size() + 1), c.lastState + "\n") << r.out;
    EXPECT_NE(at(r.out, c.counts), std::string::npos) << r.out;
  }
}

} // namespace
