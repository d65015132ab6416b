// `tlacore tlc -difftrace` as TLC's TLCGlobals.printDiffsOnly: in an error
// trace, the first state shows every variable and each later state only the
// variables whose value differs from the state printed before it (TLC's
// TLCState.toString(lastState)); "/\ " still follows the number of variables.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// x counts up, y changes once, z never: a safety trace of four states and a
// liveness trace with a loop back, each printed whole and as differences.
const char *kSpec = R"(---- MODULE Diff ----
EXTENDS Naturals
VARIABLES x, y, z
Init == x = 0 /\ y = "a" /\ z = {1}
Next == x' = (x + 1) % 4 /\ y' = (IF x = 1 THEN "b" ELSE y) /\ UNCHANGED z
Small == x < 3
Spec == Init /\ [][Next]_<<x, y, z>>
Ends == <>(x = 7)
====
)";

const char *kOneVar = R"(---- MODULE One ----
EXTENDS Naturals
VARIABLE n
Init == n = 0
Next == n' = n + 1
Small == n < 2
====
)";

TEST(TlcDiffTrace, LaterStatesShowOnlyTheVariablesThatChanged) {
  SpecDir dir({{"Diff.tla", kSpec},
               {"Diff.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\n"},
               {"Live.cfg", "SPECIFICATION Spec\nPROPERTY Ends\n"},
               {"One.tla", kOneVar},
               {"One.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\n"}});
  clirun::Result whole = dir.run("tlc -workers 1 Diff.tla");
  ASSERT_EQ(whole.rc, 12) << whole.out;
  EXPECT_NE(whole.out.find("/\\ x = 3\n/\\ y = \"b\"\n/\\ z = {1}\n"), std::string::npos) << whole.out;

  clirun::Result diff = dir.run("tlc -workers 1 -difftrace Diff.tla");
  ASSERT_EQ(diff.rc, 12) << diff.out;
  // State 1 whole; state 2 only x; state 3 x and y; state 4, the violating
  // successor TLCTrace.printTrace prints last, whole again
  // (tlc_difftrace_last_state_test.cpp).
  EXPECT_NE(diff.out.find("State 1: <Initial predicate>\n/\\ x = 0\n/\\ y = \"a\"\n/\\ z = {1}\n"),
            std::string::npos)
      << diff.out;
  EXPECT_NE(diff.out.find(">\n/\\ x = 1\n\nState 3: "), std::string::npos) << diff.out;
  EXPECT_NE(diff.out.find(">\n/\\ x = 2\n/\\ y = \"b\"\n\nState 4: "), std::string::npos) << diff.out;
  EXPECT_NE(diff.out.find(">\n/\\ x = 3\n/\\ y = \"b\"\n/\\ z = {1}\n\n"), std::string::npos) << diff.out;
  size_t second = diff.out.find("State 2: ");
  EXPECT_EQ(diff.out.substr(second, diff.out.find("State 4: ") - second).find("z = {1}"), std::string::npos)
      << diff.out;
  // Everything else is the run without the flag.
  EXPECT_NE(diff.out.find("Error: Invariant Small is violated."), std::string::npos) << diff.out;

  // A liveness trace: the loop's states are differences too, and the first
  // state of the trace is whole again.
  clirun::Result live = dir.run("tlc -workers 1 -difftrace -config Live.cfg Diff.tla");
  ASSERT_EQ(live.rc, 13) << live.out;
  EXPECT_NE(live.out.find("State 1: <Initial predicate>\n/\\ x = 0\n/\\ y = \"a\"\n/\\ z = {1}\n"),
            std::string::npos)
      << live.out;
  EXPECT_EQ(live.out.find("z = {1}", live.out.find("State 2: ")), std::string::npos) << live.out;

  // One variable: no "/\ ", as without the flag.
  clirun::Result one = dir.run("tlc -workers 1 -difftrace One.tla");
  ASSERT_EQ(one.rc, 12) << one.out;
  EXPECT_NE(one.out.find("State 1: <Initial predicate>\nn = 0\n"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find(">\nn = 2\n"), std::string::npos) << one.out;
}

} // namespace
