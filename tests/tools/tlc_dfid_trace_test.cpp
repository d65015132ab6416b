// -dfid's behaviours as TLC 1.8.0's DFIDWorker prints them, and its success
// line. DFIDModelChecker.printTrace sends an invariant's violation to
// printInvariantTrace (TLC_STATE_PRINT2 through TLCStateInfo's legacy
// constructor, whose info is empty: "State N: " with no action, states
// stateStack[0..curLevel] then the successor) and every other error to
// printErrorTrace (TLC_STATE_PRINT1, "State N:": stateStack[0..curLevel-1],
// the state at fault, the successor). Neither applies an ALIAS. curLevel is
// a field: while an initial state's successors are generated it still holds
// the level the previous initial state's search ended at (1 after a search
// that backtracked to the root; 0 for the iteration's first initial state),
// so a fault below the second initial state repeats that state (errors) or
// reaches a stack entry this iteration never filled, which TLC fails to
// print (an invariant: the behaviour ends after the initial state).
// tlacore takes the initial states in order, one of the orders TLC's random
// choice can take.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::tlc;

const char *kCounter = R"(---- MODULE Counter ----
EXTENDS Naturals
CONSTANTS Bad, Skip
VARIABLE x
Init == Starts
Next == x < Stop /\ x' = x + 1
Inv == x # Bad
Alias == [y |-> x * 100]
Up == [][x' > x + Skip]_x
Up6 == [][x' # 6]_x
====
)";

// `init`: Init's body; its disjuncts give the initial states in their order.
tlcmodel::TlcRun run(const std::string &init, int stop, const std::string &cfgBody, const std::string &args) {
  std::string text = std::string(kCounter);
  text.replace(text.find("Starts"), 6, init);
  text.replace(text.find("Stop"), 4, std::to_string(stop));
  return tlc({{"Counter.tla", text}}, "Counter.tla", "INIT Init\nNEXT Next\n" + cfgBody, args);
}

std::string block(const std::string &out, const std::string &from, const std::string &to) {
  size_t a = out.find(from);
  if (a == std::string::npos)
    return "<no " + from + ">";
  size_t b = out.find(to, a);
  if (b != std::string::npos) // from the start of the line holding `to`
    b = out.rfind('\n', b) + 1;
  return out.substr(a, b == std::string::npos ? std::string::npos : b - a);
}

// An invariant: "State N: " and no action, on every path length.
TEST(TlcDfidTrace, InvariantTraceHasNoActionLabels) {
  tlcmodel::TlcRun r = run("x = 0", 9, "INVARIANT Inv\nCONSTANT Bad = 3 Skip = 0\n", "-dfid 10");
  EXPECT_EQ(r.exit, 12) << r.out;
  EXPECT_EQ(block(r.out, "Error: Invariant Inv is violated.", " states generated"),
            "Error: Invariant Inv is violated.\nError: The behavior up to this point is:\n"
            "State 1: \nx = 0\n\nState 2: \nx = 1\n\nState 3: \nx = 2\n\nState 4: \nx = 3\n\n")
      << r.out;
}

// A deadlock, an action property: "State N:", no action, every state whole
// under -difftrace (printRuntimeErrorStateTraceState), no ALIAS.
TEST(TlcDfidTrace, OtherErrorsPrintPlainStates) {
  for (const char *args : {"-dfid 10", "-dfid 10 -difftrace"}) {
    tlcmodel::TlcRun dead = run("x = 0", 2, "ALIAS Alias\nCONSTANT Bad = 99 Skip = 0\n", args);
    EXPECT_EQ(dead.exit, 11) << dead.out;
    EXPECT_EQ(block(dead.out, "Error: Deadlock reached.", " states generated"),
              "Error: Deadlock reached.\nError: The behavior up to this point is:\n"
              "State 1:\nx = 0\n\nState 2:\nx = 1\n\nState 3:\nx = 2\n\n")
        << args << "\n" << dead.out;
    tlcmodel::TlcRun prop = run("x = 0", 9, "PROPERTY Up\nCONSTANT Bad = 99 Skip = 1\n", args);
    EXPECT_EQ(prop.exit, 13) << prop.out;
    EXPECT_EQ(block(prop.out, "Error: Action property Up is violated.", " states generated"),
              "Error: Action property Up is violated.\nError: The behavior up to this point is:\n"
              "State 1:\nx = 0\n\nState 2:\nx = 1\n\n")
        << args << "\n" << prop.out;
  }
}

// The invariant under -difftrace: each state against the one before it.
TEST(TlcDfidTrace, InvariantTraceDiffsUnderDifftrace) {
  tlcmodel::TlcRun r = tlc({{"Two.tla", "---- MODULE Two ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 7\n"
                                        "Next == x' = x + 1 /\\ y' = y\nInv == x < 2\n====\n"}},
                           "Two.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-dfid 10 -difftrace");
  EXPECT_EQ(r.exit, 12) << r.out;
  EXPECT_EQ(block(r.out, "State 1: ", " states generated"),
            "State 1: \n/\\ x = 0\n/\\ y = 7\n\nState 2: \n/\\ x = 1\n\nState 3: \n/\\ x = 2\n\n")
      << r.out;
}

// -tool: the invariant's states are message 2217, the others' 2216.
TEST(TlcDfidTrace, ToolModeCodes) {
  tlcmodel::TlcRun inv = run("x = 0", 9, "INVARIANT Inv\nCONSTANT Bad = 1 Skip = 0\n", "-dfid 10 -tool");
  EXPECT_NE(inv.out.find("@!@!@STARTMSG 2217:4 @!@!@\n1: \nx = 0\n"), std::string::npos) << inv.out;
  tlcmodel::TlcRun dead = run("x = 0", 1, "CONSTANT Bad = 99 Skip = 0\n", "-dfid 10 -tool");
  EXPECT_NE(dead.out.find("@!@!@STARTMSG 2216:4 @!@!@\n1:\nx = 0\n"), std::string::npos) << dead.out;
  EXPECT_EQ(dead.out.find("2217:4"), std::string::npos) << dead.out;
}

// The second initial state: curLevel is still 1 from the first one's search
// (at level 2 it backtracks at once: every successor is new, so leveled).
// A deadlock there repeats the state; an action property prints it twice
// before the successor; an invariant reaches stateStack[1], never filled at
// level 2, and the behaviour ends after the initial state (TLC's printing
// fails there; the violation stands: exit 12).
TEST(TlcDfidTrace, SecondInitialStateSeesTheFirstSearchsLevel) {
  tlcmodel::TlcRun dead = run("x = 0 \\/ x = 5", 3, "CONSTANT Bad = 99 Skip = 0\n", "-dfid 10");
  EXPECT_EQ(dead.exit, 11) << dead.out;
  EXPECT_EQ(block(dead.out, "Error: Deadlock reached.", " states generated"),
            "Error: Deadlock reached.\nError: The behavior up to this point is:\n"
            "State 1:\nx = 5\n\nState 2:\nx = 5\n\n")
      << dead.out;
  tlcmodel::TlcRun prop = run("x = 0 \\/ x = 5", 9, "PROPERTY Up6\nCONSTANT Bad = 99 Skip = 0\n", "-dfid 10");
  EXPECT_EQ(prop.exit, 13) << prop.out;
  EXPECT_EQ(block(prop.out, "State 1:", " states generated"),
            "State 1:\nx = 5\n\nState 2:\nx = 5\n\nState 3:\nx = 6\n\n")
      << prop.out;
  tlcmodel::TlcRun inv = run("x = 0 \\/ x = 10", 20, "INVARIANT Inv\nCONSTANT Bad = 11 Skip = 0\n", "-dfid 10");
  EXPECT_EQ(inv.exit, 12) << inv.out;
  EXPECT_EQ(block(inv.out, "Error: Invariant Inv is violated.", " states generated"),
            "Error: Invariant Inv is violated.\nError: The behavior up to this point is:\n"
            "State 1: \nx = 10\n\n")
      << inv.out;
  // Found below the first initial state, the same violation prints in full.
  tlcmodel::TlcRun first = run("x = 10 \\/ x = 0", 20, "INVARIANT Inv\nCONSTANT Bad = 11 Skip = 0\n", "-dfid 10");
  EXPECT_NE(first.out.find("State 1: \nx = 10\n\nState 2: \nx = 11\n\n"), std::string::npos) << first.out;
}

// Success: AbstractChecker.reportSuccess with MemFPIntSet.checkFPs's
// distance (dfid_success_estimate_test checks the value's computation).
TEST(TlcDfidTrace, SuccessPrintsBothEstimates) {
  tlcmodel::TlcRun r = run("x = 0 \\/ x = 1", 6, "CONSTANT Bad = 99 Skip = 0\n", "-dfid 20 -deadlock");
  EXPECT_EQ(r.exit, 0) << r.out;
  std::regex estimate(R"(Model checking completed\. No error has been found\.
  Estimates of the probability that TLC did not check all reachable states
  because two distinct states had the same fingerprint:
  calculated \(optimistic\):  val = [0-9.E-]+
  based on the actual fingerprints:  val = [0-9.E-]+
\d+ states generated, \d+ distinct states found\.
)");
  EXPECT_TRUE(std::regex_search(r.out, estimate)) << r.out;
  // The bound reached first: counts only, as before.
  tlcmodel::TlcRun bounded = run("x = 0", 60, "CONSTANT Bad = 99 Skip = 0\n", "-dfid 5");
  EXPECT_EQ(bounded.out.find("No error has been found"), std::string::npos) << bounded.out;
}

} // namespace
