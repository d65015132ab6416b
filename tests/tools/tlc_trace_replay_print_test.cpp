// Where the Print/PrintT output of Init, Next, an invariant and the ALIAS
// comes, and how often, when TLC 1.8.0's BFS prints a counterexample. TLC
// keeps only fingerprints of explored states and regenerates the states of
// a behaviour from them, evaluating Init and Next again:
// - ModelChecker.doNextSetErr prints the error's message, then
//   ConcurrentTLCTrace.printTrace(s1, s2): unless s1 is initial,
//   getTrace(s1) recreates the prefix before s1 (Tool.getState(fp): Init
//   enumerated whole; Tool.getState(fp, s) for each prefix state but the
//   last: TLC's actions from s in order, each one's successors enumerated
//   whole, up to the action yielding the next state);
// - TLCTrace.printTrace then prints "The behavior up to this point is:", the
//   prefix's states (the ALIAS of each evaluated just before it is printed),
//   recreates s1 from the prefix's last state (Tool.getState(fp, s0)) just
//   before printing it, and s2 from s1 (Tool.getState(s2, s1)) just before
//   printing it (a deadlock has no s2);
// - Worker.doNextSetErr then calls doPostCondition, POSTCONDITION or not:
//   getTraceInfo and getState rebuild the behaviour once more (Init, then
//   every step), then the ALIAS is evaluated on each of its states (PR 865).
// An invariant is evaluated only on new states as they are found, never by
// the behaviour's replays (only the step's replay after an evaluation error,
// below, checks a successor it finds new); Print in an action runs each time
// the action is evaluated.
//
// The class: each error kind (an invariant violated, an action property
// violated, a deadlock, an invariant failing to evaluate, Next failing to
// evaluate) at each depth (s1 initial or not, several prefix
// steps) x each place that prints (Print in Init, Print in Next, PrintT in
// Next, Print in the invariant, PrintT in the ALIAS), -workers 1, with and
// without -dump. The expected lines come from a model of that logic over the
// spec's state graph; only Print lines, "Error:" lines, "State N" lines and
// the summary are compared, in order.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE T ----
EXTENDS Naturals, TLC
CONSTANTS P, E, K
VARIABLE x
Tag(t) == CASE P = "next" -> Print(<<t, x>>, TRUE)
            [] P = "printt" -> PrintT(<<t, x>>)
            [] OTHER -> TRUE
Init == x \in {0, 1} /\ (P = "init" => Print(<<"init", x>>, TRUE))
A == x < 4 /\ Tag("A") /\ x' = x + 1
B == x < 4 /\ Tag("B") /\ x' = IF E = "nexterr" /\ x = K THEN 1 \div 0 ELSE x + 2
Next == A \/ B
Inv == (P = "inv" => Print(<<"inv", x>>, TRUE)) /\ (E = "inv" => x # K)
                                             /\ (E = "inverr" => (x # K \/ 1 \div 0 = 0))
ActProp == [][x' # K]_x
Alias == [x |-> x, a |-> (P = "alias" => PrintT(<<"alias", x>>))]
====
)";

using Lines = std::vector<std::string>;

// The compared lines of tlacore's output.
Lines compared(const std::string &out) {
  static const std::regex keep(R"(^(<<.*|Error: .*|State \d+:.*|Back to state \d+:.*|\d+ states generated.*)$)");
  static const std::regex state(R"(^(State \d+|Back to state \d+):.*)");
  Lines lines;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) {
    if (!std::regex_match(l, keep))
      continue;
    std::smatch m;
    if (std::regex_match(l, m, state))
      l = m[1];
    else if (l.find(" states generated") != std::string::npos)
      l = "SUMMARY";
    lines.push_back(l);
  }
  return lines;
}

// TLC's lines for the spec with prints at `p`, error kind `e` at value `k`.
Lines expected(const std::string &p, const std::string &e, int k) {
  Lines l;
  auto tup = [](const std::string &tag, int x) { return "<<\"" + tag + "\", " + std::to_string(x) + ">>"; };
  auto initPrint = [&](int x) {
    if (p == "init")
      l.push_back(tup("init", x) + "  TRUE");
  };
  auto actionPrint = [&](const std::string &a, int x) {
    if (p == "next")
      l.push_back(tup(a, x) + "  TRUE");
    else if (p == "printt")
      l.push_back(tup(a, x));
  };
  auto invPrint = [&](int x) {
    if (p == "inv")
      l.push_back(tup("inv", x) + "  TRUE");
  };
  auto alias = [&](int x) {
    if (p == "alias")
      l.push_back(tup("alias", x));
  };
  const std::vector<std::pair<std::string, int>> actions = {{"A", 1}, {"B", 2}};
  // Tool.getState(fp) and Tool.getState(fp, s).
  auto replayInit = [&] {
    initPrint(0);
    initPrint(1);
  };
  auto replayStep = [&](int from, int to) {
    for (const auto &[a, d] : actions) {
      if (from >= 4)
        return;
      actionPrint(a, from);
      if (from + d == to)
        return;
    }
  };
  std::map<int, int> parent;
  std::vector<int> queue;
  for (int x : {0, 1}) { // Init's states, each checked as Init hands it over
    initPrint(x);
    parent[x] = -1;
    invPrint(x);
    queue.push_back(x);
  }
  auto pathTo = [&](int s) {
    std::vector<int> path;
    for (int v = s; v != -1; v = parent[v])
      path.insert(path.begin(), v);
    return path;
  };
  // TLCTrace.printTrace(s1, s2): the prefix's replays before the header,
  // the last two steps replayed next to their states; the trace returned.
  auto printTrace = [&](int s1, int s2) {
    std::vector<int> trace = pathTo(s1);
    const size_t s1i = trace.size() - 1;
    if (s2 >= 0)
      trace.push_back(s2);
    if (s1i > 0) {
      replayInit();
      for (size_t j = 0; j + 2 <= s1i; ++j)
        replayStep(trace[j], trace[j + 1]);
    }
    l.push_back("Error: The behavior up to this point is:");
    for (size_t i = 0; i < trace.size(); ++i) {
      if (i >= 1 && i >= s1i)
        replayStep(trace[i - 1], trace[i]);
      alias(trace[i]);
      l.push_back("State " + std::to_string(i + 1));
    }
    return trace;
  };
  // The error's lines: message, printTrace(s1, s2), doPostCondition.
  auto error = [&](const std::string &message, int s1, int s2) {
    l.push_back(message);
    std::vector<int> trace = printTrace(s1, s2);
    replayInit();
    for (size_t j = 0; j + 1 < trace.size(); ++j)
      replayStep(trace[j], trace[j + 1]);
    for (int x : trace)
      alias(x);
    l.push_back("SUMMARY");
  };
  // An evaluation error (ModelChecker.doNextEvalFailed, doNextFailed): the
  // message and printTrace(s1, s2) as above, no doPostCondition; then, once
  // the workers stopped, modelCheckImpl replays the step from s1 with its
  // call stack kept (the older doNext: each action's successors generated,
  // then checked: the failed one is in the set, a new one has its
  // invariants checked) and prints the stack of the error it meets again.
  auto evalError = [&](int s1, int s2) {
    l.push_back("Error: The second argument of \\div is 0.");
    printTrace(s1, s2);
    for (const auto &[a, d] : actions) {
      if (s1 >= 4)
        break;
      actionPrint(a, s1);
      if (s2 < 0 && a == "B") { // Next fails again: its stack
        l.push_back("Error: The error occurred when TLC was evaluating the nested");
        break;
      }
      const int u = s1 + d;
      if (u != s2 && !parent.count(u)) {
        parent[u] = s1;
        invPrint(u);
      }
    }
    l.push_back("SUMMARY");
  };
  for (size_t q = 0; q < queue.size(); ++q) {
    const int s = queue[q];
    bool any = false;
    for (const auto &[a, d] : actions) {
      if (s >= 4)
        break;
      actionPrint(a, s);
      any = true;
      if (e == "nexterr" && s == k && a == "B") {
        evalError(s, -1);
        return l;
      }
      const int t = s + d;
      const bool unseen = !parent.count(t);
      if (unseen) {
        parent[t] = s;
        invPrint(t);
        if (e == "inv" && t == k) {
          error("Error: Invariant Inv is violated.", s, t);
          return l;
        }
        if (e == "inverr" && t == k) {
          evalError(s, t);
          return l;
        }
      }
      if (e == "act" && t == k) {
        error("Error: Action property ActProp is violated.", s, t);
        return l;
      }
      if (unseen)
        queue.push_back(t);
    }
    if (!any && e == "deadlock") {
      error("Error: Deadlock reached.", s, -1);
      return l;
    }
  }
  return l;
}

std::string join(const Lines &l) {
  std::string s;
  for (const std::string &x : l)
    s += x + "\n";
  return s;
}

TEST(TlcTraceReplayPrint, EachErrorKindAtEachDepthWithEachPlaceThatPrints) {
  const std::vector<std::pair<std::string, std::vector<int>>> kinds = {
      {"inv", {2, 3, 4, 5}}, {"act", {2, 3, 4, 5}}, {"deadlock", {0}}, {"inverr", {2, 3, 4, 5}}, {"nexterr", {0, 1, 2, 3}}};
  for (const std::string p : {"init", "next", "printt", "inv", "alias"}) {
    for (const auto &[e, ks] : kinds) {
      for (int k : ks) {
        std::string cfg = "INIT Init\nNEXT Next\nINVARIANT Inv\nALIAS Alias\nCONSTANTS P = \"" + p + "\"\nE = \"" +
                          e + "\"\nK = " + std::to_string(k) + "\n";
        if (e == "act")
          cfg += "PROPERTY ActProp\n";
        if (e != "deadlock")
          cfg += "CHECK_DEADLOCK FALSE\n";
        clirun::SpecDir dir({{"T.tla", kSpec}, {"T.cfg", cfg}});
        const std::string want = join(expected(p, e, k));
        for (const std::string dump : {"", " -dump states"}) {
          clirun::Result r = dir.run("tlc -workers 1" + dump + " T.tla");
          SCOPED_TRACE("P = " + p + ", E = " + e + ", K = " + std::to_string(k) + dump + "\n" + r.out);
          if (e == "deadlock" || e == "inv" || e == "act")
            EXPECT_EQ(r.rc, e == "deadlock" ? 11 : (e == "inv" ? 12 : 13));
          EXPECT_EQ(join(compared(r.out)), want);
        }
      }
    }
  }
}

// A lasso (LiveWorker.printTrace): the prefix recreated in an executor
// (Tool.getState(fp), Tool.getState(fp, s) for each step up to the cycle's
// state) and printed but its last state; then each state of the cycle
// printed after the step out of it is recreated (sucinfo = getState(curFP,
// sinfo), then sinfo printed), the last one printed; the step back to the
// cycle's state recreated before "Back to state". The cycle TLC picks is
// read from the printed trace; what is asserted is where the replays come.
const char *kLasso = R"(---- MODULE L ----
EXTENDS Naturals, TLC
CONSTANTS P, Q
VARIABLE x
Tag(t) == CASE P = "next" -> Print(<<t, x>>, TRUE)
            [] P = "printt" -> PrintT(<<t, x>>)
            [] OTHER -> TRUE
Init == x = 0 /\ (P = "init" => Print(<<"init", x>>, TRUE))
A == x < 3 /\ Tag("A") /\ x' = x + 1
B == x = 3 /\ Tag("B") /\ x' = Q
Next == A \/ B
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Prop == <>[](x = 0)
Alias == [x |-> x, a |-> (P = "alias" => PrintT(<<"alias", x>>))]
====
)";

TEST(TlcTraceReplayPrint, ALassoRecreatesItsPrefixFirstThenEachCycleStateAfterTheStepOutOfIt) {
  for (const std::string p : {"init", "next", "printt", "alias"}) {
    for (int q : {0, 1, 2}) {
      clirun::SpecDir dir({{"L.tla", kLasso},
                           {"L.cfg", "SPECIFICATION Spec\nPROPERTY Prop\nALIAS Alias\nCONSTANTS P = \"" + p +
                                         "\"\nQ = " + std::to_string(q) + "\n"}});
      clirun::Result r = dir.run("tlc -workers 1 L.tla");
      SCOPED_TRACE("P = " + p + ", Q = " + std::to_string(q) + "\n" + r.out);
      EXPECT_EQ(r.rc, 13);
      // The printed behaviour: x of each state, and the state it goes back to.
      std::vector<int> v;
      int back = 0;
      static const std::regex value(R"(^/\\ x = (\d+)$)"), backTo(R"(^Back to state (\d+):.*)");
      std::istringstream in(r.out);
      bool counter = false;
      for (std::string l; std::getline(in, l);) {
        std::smatch m;
        if (l == "Error: The following behavior constitutes a counter-example:")
          counter = true;
        else if (counter && std::regex_match(l, m, value))
          v.push_back(std::stoi(m[1]));
        else if (counter && std::regex_match(l, m, backTo))
          back = std::stoi(m[1]);
      }
      ASSERT_FALSE(v.empty());
      ASSERT_GT(back, 0);
      Lines l;
      auto tup = [](const std::string &tag, int x) { return "<<\"" + tag + "\", " + std::to_string(x) + ">>"; };
      auto actionPrint = [&](const std::string &a, int x) {
        if (p == "next")
          l.push_back(tup(a, x) + "  TRUE");
        else if (p == "printt")
          l.push_back(tup(a, x));
      };
      auto step = [&](int from, int to) {
        if (from < 3) {
          actionPrint("A", from);
          if (from + 1 == to)
            return;
        }
        if (from == 3)
          actionPrint("B", from);
      };
      // From the error on (what the search prints before it, ENABLED's
      // evaluations of Next included, is not this test's).
      l.push_back("Error: Temporal properties were violated.");
      l.push_back("Error: The following behavior constitutes a counter-example:");
      const size_t loop = static_cast<size_t>(back - 1);
      if (p == "init")
        l.push_back(tup("init", 0) + "  TRUE");
      for (size_t j = 0; j < loop; ++j)
        step(v[j], v[j + 1]);
      for (size_t i = 0; i < v.size(); ++i) {
        if (i >= loop && i + 1 < v.size())
          step(v[i], v[i + 1]);
        if (p == "alias")
          l.push_back(tup("alias", v[i]));
        l.push_back("State " + std::to_string(i + 1));
      }
      step(v.back(), v[loop]);
      l.push_back("Back to state " + std::to_string(back));
      l.push_back("SUMMARY");
      Lines got = compared(r.out);
      got.erase(got.begin(), std::find(got.begin(), got.end(), "Error: Temporal properties were violated."));
      EXPECT_EQ(join(got), join(l));
    }
  }
}

} // namespace
