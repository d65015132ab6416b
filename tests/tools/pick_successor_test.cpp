// TLCExt!PickSuccessor as an ACTION_CONSTRAINT with the answers piped into
// stdin, in every mode, as TLC 1.8.0's TLCExt.pickSuccessor behaves: the
// prompt (level, the action's name, <Action location>), each answer (yes /
// empty, no, states, diff, explored, anything else asks again), seen
// states not asked about (BFS), the guard, the end of the input and the
// -dfid cast, each error wrapped as TLC wraps its Java overrides.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE Pick ----
EXTENDS Naturals, TLCExt
VARIABLES x, y
Init == x = 0 /\ y = 0
Up == x < 2 /\ x' = x + 1 /\ y' = y
Reset == x = 2 /\ x' = 0 /\ y' = y
Next == Up \/ Reset
Ask == PickSuccessor(FALSE)
AskAbove1 == PickSuccessor(x' < 2)
NotBool == PickSuccessor(7)
====
)";

const std::string kUp = "<Action line 5, col 7 to line 5, col 35 of module Pick>";
const std::string kReset = "<Action line 6, col 10 to line 6, col 34 of module Pick>";
const std::string kJavaMethod =
    "public static synchronized tlc2.value.impl.Value tlc2.module.TLCExt.pickSuccessor(tlc2.tool.impl.Tool,"
    "tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,"
    "tlc2.tool.coverage.CostModel)";

std::string prompt(int level, const std::string &name, const std::string &action) {
  return "Extend behavior of length " + std::to_string(level) + " with a \"" + name + "\" step [" + action +
         "]? (Yes/no/explored/states/diff):\n";
}

clirun::Result runWith(const std::string &constraint, const std::string &answers, const std::string &flags = "") {
  clirun::SpecDir dir({{"Pick.tla", kSpec},
                       {"Pick.cfg", "INIT Init\nNEXT Next\nACTION_CONSTRAINT " + constraint + "\n"},
                       {"answers.txt", answers}});
  return dir.run("tlc " + flags + " Pick.tla < answers.txt");
}

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

// Each answer: diff and states print and ask again, an unknown answer asks
// again, yes accepts, no rejects; x = 2 is refused, so the search ends
// after two states (not a deadlock: x = 1 has a successor, excluded).
TEST(PickSuccessor, EachAnswerInBfs) {
  clirun::Result r = runWith("Ask", "d\ns\nq\nN\nYes\nn\n");
  std::string expected = prompt(1, "Up", kUp) + "/\\ x = 1\n\n" + prompt(1, "Up", kUp) +
                         "/\\ x = 0\n/\\ y = 0\n~>\n/\\ x = 1\n/\\ y = 0\n" + prompt(1, "Up", kUp) +
                         prompt(1, "Up", kUp) + prompt(1, "Up", kUp) + prompt(2, "Up", kUp);
  EXPECT_NE(r.out.find(expected), std::string::npos) << r.out;
  EXPECT_EQ(count(r.out, "Extend behavior"), 6u) << r.out;
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("3 states generated, 2 distinct states found"), std::string::npos) << r.out;
}

// An empty line accepts; a state already seen is in the model without a
// question (x = 0 again after Reset).
TEST(PickSuccessor, SeenStatesAreNotAskedAbout) {
  clirun::Result r = runWith("Ask", "\ny\nyes\n");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(r.out, "Extend behavior"), 2u) << r.out;
  EXPECT_NE(r.out.find(prompt(2, "Up", kUp)), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\"Reset\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("4 states generated, 3 distinct states found"), std::string::npos) << r.out;
}

// "explored" puts the successor in the seen set: it is not counted or expanded.
TEST(PickSuccessor, ExploredMarksTheStateSeen) {
  clirun::Result r = runWith("Ask", "e\n");
  EXPECT_EQ(count(r.out, "Extend behavior"), 1u) << r.out;
  EXPECT_NE(r.out.find("2 states generated, 1 distinct states found"), std::string::npos) << r.out;
}

// The guard: TRUE accepts without asking; only x' = 2 is asked about.
TEST(PickSuccessor, AsksOnlyWhereTheGuardIsFalse) {
  clirun::Result r = runWith("AskAbove1", "y\n");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(r.out, "Extend behavior"), 1u) << r.out;
  EXPECT_NE(r.out.find(prompt(2, "Up", kUp)), std::string::npos) << r.out;
}

// The end of the input: Scanner.nextLine's NoSuchElementException, wrapped.
TEST(PickSuccessor, EndOfInputIsTlcsError) {
  clirun::Result r = runWith("Ask", "y\n");
  EXPECT_EQ(count(r.out, "Extend behavior"), 2u) << r.out;
  EXPECT_NE(r.out.find("Attempted to apply the operator overridden by the Java method\n" + kJavaMethod +
                       ",\nbut it produced the following error:\nNo line found"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.rc, 0) << r.out;
}

TEST(PickSuccessor, NonBooleanGuard) {
  clirun::Result r = runWith("NotBool", "");
  EXPECT_NE(r.out.find("but it produced the following error:\nIn evaluating TLCExt!PickSuccessor, a non-boolean "
                       "expression (an integer) was used as the condition of an IF.\nline 10, col 26 to line 10, "
                       "col 26 of module Pick"),
            std::string::npos)
      << r.out;
}

// -simulate: the action is the one the simulator took; there is no seen set
// ("explored" is refused and asked again), so every step is asked about.
TEST(PickSuccessor, Simulation) {
  clirun::Result r = runWith("Ask", "e\ny\ny\ny\nn\n", "-simulate num=1 -depth 5 -seed 1");
  EXPECT_NE(r.out.find(prompt(1, "Up", kUp) +
                       "Marking a state explored is unsupported by the current TLC mode. Is TLC running in "
                       "simulation mode?\n" +
                       prompt(1, "Up", kUp) + prompt(2, "Up", kUp) + prompt(3, "Reset", kReset) + prompt(4, "Up", kUp)),
            std::string::npos)
      << r.out;
}

// -dfid: TLC's main checker is a DFIDModelChecker, which the override casts
// to ModelChecker.
TEST(PickSuccessor, DfidFailsOnTheCast) {
  clirun::Result r = runWith("Ask", "y\n", "-dfid 3");
  EXPECT_EQ(count(r.out, "Extend behavior"), 0u) << r.out;
  EXPECT_NE(r.out.find(",\nbut it produced the following error:\nclass tlc2.tool.DFIDModelChecker cannot be cast to "
                       "class tlc2.tool.ModelChecker"),
            std::string::npos)
      << r.out;
}

} // namespace
