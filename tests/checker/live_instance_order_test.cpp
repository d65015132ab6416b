// Which instance of a temporal \A/\E over several names TLC 1.8.0 reports
// first, derived from its source (tlaplus/tlaplus, tlc2.tool):
// - Tool.contexts builds one enumerator per bound name (per tuple bound),
//   left to right, and ContextEnumerator.nextElement advances enumerator 0
//   first: the FIRST name varies fastest (\A i, j \in {1, 2}: (1,1), (2,1),
//   (1,2), (2,2)); a nested \A varies its inner name fastest; a tuple bound
//   \A <<i, j>> \in S \X T takes S \X T's elements in their order.
// - Liveness.astToLive adds the instances of \A (LNConj.addConj) and \E
//   (LNDisj.addDisj) in that order, appending; parseLiveness negates each
//   PROPERTY part into an LNDisj, and LNConj.toDNF's product keeps the
//   order of each disjunction (the fairness conjuncts vary slowest), so the
//   OrderOfSolutions (one per distinct tableau formula, Liveness step V) come
//   in instance order. Nothing in the tableau or DNF reverses it.
// - LiveWorkers take the OrderOfSolutions in order (ArrayBlockingQueue), so a
//   violation found by a cycle is that of the first instance violated.
// - A finite prefix (an accepting tableau sink) is found while the graph is
//   built: LiveCheck.addNextState gives each expanded state to the checkers in
//   OrderOfSolution order and the first that reaches a sink ends the run, so
//   the instance reported is the one whose prefix completes at the earliest
//   expansion, instance order breaking a tie.
// - Fairness instances (\A i, j : WF_x(A(i, j))) are conjuncts of every
//   branch; LiveWorker.printTrace's walk counts every fairness condition a
//   step meets at once, so their order does not show in the trace.
// Each case below makes two instances violated by different behaviours: x
// goes from 0 to one of two targets and stays; the last state printed names
// the instance TLC reports. A last-name-fastest order gives the other.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "../tools/tlc_model_run.h"

namespace {

struct Case {
  const char *shape;
  const char *targets; // the values x may go to from 0
  const char *prop;
  const char *lastState; // the counterexample's last state, as TLC prints it
};

std::string lastStateOf(const std::string &out) {
  size_t at = out.rfind("\nx = ");
  if (at == std::string::npos)
    return "";
  size_t end = out.find('\n', at + 1);
  return out.substr(at + 1, end - at - 1);
}

std::string model(const Case &c, const char *extra = "") {
  return std::string("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n") +
         "Next == x = 0 /\\ x' \\in " + c.targets + "\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)" + extra +
         "\nProp == " + c.prop + "\n====\n";
}

TEST(LiveInstanceOrder, TheFirstViolatedInstanceInContextEnumeratorOrderGivesTheCycle) {
  const Case cases[] = {
      // (2,1) before (1,2): <>(x = 21) fails on 0 -> 12.
      {"\\A i, j over one bound", "{12, 21}", "\\A i, j \\in {1, 2} : i # j => <>(x = 10 * i + j)", "x = 12"},
      // (1,3), (2,3), (1,4), (2,4): (2,3) before (1,4); <>(x = 23) fails on 0 -> 14.
      {"\\A i, j over two bounds", "{14, 23}",
       "\\A i \\in {1, 2}, j \\in {3, 4} : i + j = 5 => <>(x = 10 * i + j)", "x = 14"},
      // The inner name varies fastest: (1,2) first; <>(x = 12) fails on 0 -> 21.
      {"nested \\A", "{12, 21}", "\\A i \\in {1, 2} : \\A j \\in {1, 2} : i # j => <>(x = 10 * i + j)", "x = 21"},
      // One enumerator over {1, 2} \X {1, 2} in its order: <<1, 2>> first.
      {"tuple bound", "{12, 21}", "\\A <<i, j>> \\in {1, 2} \\X {1, 2} : i # j => <>(x = 10 * i + j)", "x = 21"},
      // \E under ~: astToLive's LNDisj in the same order, pushed to a
      // conjunction of instances by the negation of the property.
      {"\\E under negation", "{12, 21}", "~\\E i, j \\in {1, 2} : i # j /\\ [](x # 10 * i + j)", "x = 12"},
      // The quantifier outside [] with the eventuality inside.
      {"\\A outside []", "{12, 21}", "\\A i, j \\in {1, 2} : i # j => [](x = 0 => <>(x = 10 * i + j))", "x = 12"},
      // Instances as PROPERTY conjuncts written out: their order as written.
      {"conjuncts written out", "{12, 21}", "<>(x = 12) /\\ <>(x = 21)", "x = 21"},
      {"conjuncts written out, swapped", "{12, 21}", "<>(x = 21) /\\ <>(x = 12)", "x = 12"},
  };
  for (const Case &c : cases) {
    tlcmodel::TlcRun r = tlcmodel::tlc({{"M.tla", model(c)}}, "M.tla", "SPECIFICATION Spec\nPROPERTY Prop\n");
    EXPECT_EQ(r.exit, 13) << c.shape << "\n" << r.out;
    EXPECT_NE(r.out.find("Temporal properties were violated."), std::string::npos) << c.shape;
    EXPECT_EQ(lastStateOf(r.out), c.lastState) << c.shape << "\n" << r.out;
  }
}

TEST(LiveInstanceOrder, FairnessInstancesDoNotChangeTheCycle) {
  // \A i, j : WF_x(Go(i, j)) conjoined to the spec, over one bound and two
  // (Go(i, j): Next to 10 * i + j): the counterexample is the one without them.
  const char *fairness[] = {" /\\ \\A i, j \\in {1, 2} : WF_x(Go(i, j))",
                            " /\\ \\A i \\in {1, 2}, j \\in {3, 4} : WF_x(Go(i, j))"};
  Case c{"\\A i, j over one bound", "{12, 21}", "\\A i, j \\in {1, 2} : i # j => <>(x = 10 * i + j)", "x = 12"};
  for (const char *f : fairness) {
    std::string text = model(c, f);
    text.insert(text.find("Spec =="), "Go(i, j) == Next /\\ x' = 10 * i + j\n");
    tlcmodel::TlcRun r = tlcmodel::tlc({{"M.tla", text}}, "M.tla", "SPECIFICATION Spec\nPROPERTY Prop\n");
    EXPECT_EQ(r.exit, 13) << f << "\n" << r.out;
    EXPECT_EQ(lastStateOf(r.out), c.lastState) << f << "\n" << r.out;
  }
}

TEST(LiveInstanceOrder, TheEarliestCompletedPrefixWinsOverInstanceOrder) {
  // x counts up; instance (i, j) fails once x reaches v(i, j). With v = 3 * i
  // - j, (2,1) comes first in instance order but fails at x = 5, (1,2) at
  // x = 1; with v = 3 * j - i the other way round. Either way the prefix that
  // completes first, at the expansion of the state x = 1, is reported and
  // TLC stops there: 3 generated, 3 distinct (as TemporalPrefixCounts'
  // "violated on the first step"). A tie (two prefixes complete at one
  // expansion) goes to the instance first in order, which the trace cannot
  // show: both end in the same state.
  for (const char *v : {"3 * i - j", "3 * j - i"}) {
    std::string text = std::string("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n") +
                       "Next == x' = x + 1\nSpec == Init /\\ [][Next]_x\nConstraint == x < 9\n" +
                       "Prop == \\A i, j \\in {1, 2} : i # j => [](x = 0 => [](x # " + v + "))\n====\n";
    tlcmodel::TlcRun r =
        tlcmodel::tlc({{"M.tla", text}}, "M.tla", "SPECIFICATION Spec\nPROPERTY Prop\nCONSTRAINT Constraint\n");
    EXPECT_EQ(r.exit, 12) << v << "\n" << r.out;
    EXPECT_EQ(lastStateOf(r.out), "x = 1") << v << "\n" << r.out;
    EXPECT_EQ(r.generated, "3") << v << "\n" << r.out;
    EXPECT_EQ(r.distinct, "3") << v << "\n" << r.out;
  }
}

// The trace of a finite prefix ends where TLC's recursion meets the sink
// (TableauLiveChecker.addNextState for a node made after its state was done:
// errorGraphNode): during the expansion of the state s0 that completes the
// violation, the first step (in s0's SetOfStates order) that makes a new node
// of a done state whose tableau node steps into the accepting sink. When the
// sink node of s0 exists already (the step into s0 entered it), that is a
// done successor of s0, printed one state after s0; else s0's own stuttering
// step, and the trace ends at s0. TLC 1.8.0's recorded run of locksvc
// NoPriorityInversion (-fp 93, as the run chose) prints 16 states, the last
// ClientUnlockProcessed(1) after the state that completes i = 1, j = 2.
TEST(LiveInstanceOrder, APrefixTraceEndsWhereTlcsRecursionMeetsTheSink) {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(TLACORE_SHARED_DIR) / "reference" / "sysmobench-invariants" / "locksvc_gpt5" /
                 "NoPriorityInversion";
  if (!fs::exists(dir / "tlc.out"))
    GTEST_SKIP() << "reference not found at " << dir;
  auto read = [](const fs::path &p) {
    std::ifstream in(p);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  // The states printed, from "State 1:" to the statistics, without the lines that carry a time.
  auto trace = [](const std::string &out) {
    size_t from = out.find("State 1:"), to = out.find(" states generated,", from);
    std::istringstream in(out.substr(from, to == std::string::npos ? std::string::npos : to - from));
    std::string line, kept;
    while (std::getline(in, line))
      if (line.rfind("Finished", 0) != 0 && line.rfind("Progress", 0) != 0)
        kept += line + "\n";
    return kept.substr(0, kept.rfind('\n', kept.size() - 2) + 1); // without the statistics line
  };
  std::string tlc = read(dir / "tlc.out");
  std::smatch fp;
  ASSERT_TRUE(std::regex_search(tlc, fp, std::regex("with fp ([0-9]+)")));
  tlcmodel::TlcRun r = tlcmodel::tlc({{"locksvc.tla", read(dir / "locksvc.tla")}}, "locksvc.tla",
                                     read(dir / "locksvc.cfg"), "-deadlock -fp " + fp[1].str());
  EXPECT_EQ(r.exit, 12) << r.out;
  EXPECT_EQ(trace(r.out), trace(tlc));
  EXPECT_EQ(r.generated, "298");
  EXPECT_EQ(r.distinct, "141");
}

} // namespace
