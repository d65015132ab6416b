// A successor state its action leaves incompletely specified (a variable
// neither primed-assigned nor UNCHANGED): TLC's Worker.addElement counts the
// successor, then isGoodState fails first, and ModelChecker.doNextSetErr
// prints EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT (exit 75) with the
// unassigned variables (TLCStateMut.getUnassigned: sorted by name) -- "by the
// next-state action" when Next is one action, "by action A of the next-state
// relation" when it is split into several -- then the trace to the current
// state and the successor, its unassigned variables printed "null", and no
// nested-expressions block (no evaluation failed). The successors checked
// before it count as generated and distinct as usual. Enumerated over one
// and several unassigned variables, one action and several (the incomplete
// one first and after a complete one), one worker and two (successors
// generated ahead), and TLC's own IncompleteNext (IncompleteNextTest:
// TLC_STATS 2, 1, 0; trace x = 1, y = null). The other modes check the same
// first (TLC 1.8.0): DFIDModelChecker.doNext (the message, then
// DFIDWorker.printErrorTrace's behaviour to the successor, exit 75) and
// SimulationWorker.addElement (the message as a worker error the
// simulation does not continue after, the behaviour to the successor, 75).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

clirun::Result run(const std::string &spec, const std::string &workers = "1") {
  clirun::SpecDir d({{"S.tla", spec}, {"S.cfg", "SPECIFICATION Spec\n"}});
  return d.run("tlc -workers " + workers + " S.tla");
}

void expectIn(const std::string &out, const std::string &what) {
  EXPECT_NE(out.find(what), std::string::npos) << "missing: " << what << "\n" << out;
}

TEST(TlcIncompleteSuccessor, OneActionOneVariable) {
  // TLC's test-model IncompleteNext.
  const std::string spec = "---- MODULE S ----\nEXTENDS Integers, TLC\nVARIABLES x, y\n"
                           "Spec == (x=0) /\\ (y=0) /\\ [][x'=x+1]_<<x,y>>\n====\n";
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r = run(spec, workers);
    EXPECT_EQ(r.rc, 75) << r.out;
    expectIn(r.out, "Error: Successor state is not completely specified by the next-state action. The following "
                    "variable is not defined: y.\n");
    expectIn(r.out, "State 1: <Initial predicate>\n/\\ x = 0\n/\\ y = 0\n\nState 2: <Action line 4, col 30 to line 4, "
                    "col 35 of module S>\n/\\ x = 1\n/\\ y = null\n");
    expectIn(r.out, "2 states generated, 1 distinct states found, 0 states left on queue.");
    EXPECT_EQ(r.out.find("nested"), std::string::npos) << r.out;
  }
}

TEST(TlcIncompleteSuccessor, SeveralVariablesSortedByName) {
  const std::string spec = "---- MODULE S ----\nEXTENDS Integers\nVARIABLES x, zeta, alpha\n"
                           "Init == x = 0 /\\ zeta = 0 /\\ alpha = 0\nStep == x' = x + 1\n"
                           "Spec == Init /\\ [][Step]_<<x, zeta, alpha>>\n====\n";
  clirun::Result r = run(spec);
  EXPECT_EQ(r.rc, 75) << r.out;
  expectIn(r.out, "The following variables are not defined: alpha, zeta.\n");
  expectIn(r.out, "/\\ zeta = null\n/\\ alpha = null\n");
}

TEST(TlcIncompleteSuccessor, SeveralActionsNameTheAction) {
  // The incomplete action first: init + its successor generated.
  const std::string first = "---- MODULE S ----\nEXTENDS Integers\nVARIABLES minutes, seconds\n"
                            "Init == minutes = 0 /\\ seconds = 0\n"
                            "Tick == IF seconds < 59 THEN seconds' = seconds + 1\n"
                            "        ELSE /\\ seconds' = 0 /\\ minutes' = (minutes + 1) % 60\n"
                            "Reset == minutes' = 0 /\\ seconds' = 0\n"
                            "Spec == Init /\\ [][Tick \\/ Reset]_<<minutes, seconds>>\n====\n";
  clirun::Result r = run(first);
  EXPECT_EQ(r.rc, 75) << r.out;
  expectIn(r.out, "Error: Successor state is not completely specified by action Tick of the next-state relation. "
                  "The following variable is not defined: minutes.\n");
  expectIn(r.out, "/\\ minutes = null\n/\\ seconds = 1\n");
  expectIn(r.out, "2 states generated, 1 distinct states found, 0 states left on queue.");
  // After a complete action's successor, checked and kept: 3 generated, 2 distinct.
  const std::string after = "---- MODULE S ----\nEXTENDS Integers\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                            "Good == x' = x + 1 /\\ y' = y\nBad == x' = 5\n"
                            "Spec == Init /\\ [][Good \\/ Bad]_<<x, y>>\n====\n";
  clirun::Result a = run(after);
  EXPECT_EQ(a.rc, 75) << a.out;
  expectIn(a.out, "by action Bad of the next-state relation. The following variable is not defined: y.\n");
  expectIn(a.out, "State 2: <Bad line 6, col 8 to line 6, col 13 of module S>\n/\\ x = 5\n/\\ y = null\n");
  expectIn(a.out, "3 states generated, 2 distinct states found, 1 states left on queue.");
}

// Each case above in -dfid and -simulate: the message, the successor last
// in the behaviour with its unassigned variables null, exit 75, no nested
// expressions (no evaluation failed).
TEST(TlcIncompleteSuccessor, DfidAndSimulateReportItAsTheModelCheckerDoes) {
  struct Case {
    const char *what;
    std::string spec;
    std::string message;
    std::string last; // the successor's lines
  };
  const Case cases[] = {
      {"one action, one variable",
       "---- MODULE S ----\nEXTENDS Integers, TLC\nVARIABLES x, y\nSpec == (x=0) /\\ (y=0) /\\ [][x'=x+1]_<<x,y>>\n====\n",
       "Error: Successor state is not completely specified by the next-state action. The following variable is not "
       "defined: y.\n",
       "/\\ x = 1\n/\\ y = null\n"},
      {"several variables",
       "---- MODULE S ----\nEXTENDS Integers\nVARIABLES x, zeta, alpha\nInit == x = 0 /\\ zeta = 0 /\\ alpha = 0\n"
       "Step == x' = x + 1\nSpec == Init /\\ [][Step]_<<x, zeta, alpha>>\n====\n",
       "Error: Successor state is not completely specified by the next-state action. The following variables are not "
       "defined: alpha, zeta.\n",
       "/\\ zeta = null\n/\\ alpha = null\n/\\ x = 1\n"}, // TLC's print order (SeveralVariablesSortedByName)
      {"several actions",
       "---- MODULE S ----\nEXTENDS Integers\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
       "Good == x' = (x + 1) % 3 /\\ y' = y\nBad == x' = 5\nSpec == Init /\\ [][Good \\/ Bad]_<<x, y>>\n====\n",
       "Error: Successor state is not completely specified by action Bad of the next-state relation. The following "
       "variable is not defined: y.\n",
       "/\\ x = 5\n/\\ y = null\n"},
  };
  for (const Case &c : cases) {
    clirun::SpecDir d({{"S.tla", c.spec}, {"S.cfg", "SPECIFICATION Spec\n"}});
    for (const char *mode : {"-dfid 4", "-simulate num=5 -depth 50 -seed 7", "-simulate num=5 -depth 50 -seed 11"}) {
      SCOPED_TRACE(std::string(c.what) + ", " + mode);
      clirun::Result r = d.run(std::string("tlc -workers 1 ") + mode + " S.tla");
      EXPECT_EQ(r.rc, 75) << r.out;
      expectIn(r.out, c.message + "\nError: The behavior up to this point is:\n");
      // The successor is the behaviour's last state.
      const size_t last = r.out.rfind("\nState ");
      ASSERT_NE(last, std::string::npos) << r.out;
      const size_t body = r.out.find('\n', last + 1);
      EXPECT_EQ(r.out.compare(body + 1, c.last.size(), c.last), 0) << r.out;
      EXPECT_EQ(r.out.find("nested"), std::string::npos) << r.out;
      EXPECT_EQ(r.out.find("unexpected exception"), std::string::npos) << r.out;
    }
  }
  // TLC's IncompleteNext under -dfid: DFIDWorker.printErrorTrace's states, and the counts (2 generated, 1 distinct).
  clirun::SpecDir d({{"S.tla", cases[0].spec}, {"S.cfg", "SPECIFICATION Spec\n"}});
  clirun::Result r = d.run("tlc -workers 1 -dfid 4 S.tla");
  expectIn(r.out, "Error: The behavior up to this point is:\nState 1:\n/\\ x = 0\n/\\ y = 0\n\nState 2:\n/\\ x = 1\n"
                  "/\\ y = null\n\n2 states generated, 1 distinct states found.\n");
}

} // namespace
