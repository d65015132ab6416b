// TLCExt!TLCDefer as TLC evaluates it (tlc2.module.TLCExt.tlcDefer): the
// expression is set aside on the successor being built and evaluated only
// in simulation, once that successor is chosen (SimulationWorker's
// execCallable), with the chosen successor as the next state. In BFS (and
// -dfid) TLC's states drop it: it is never evaluated.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE Deferred ----
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == /\ x >= 0
        /\ \/ TLCDefer(PrintT(<<"up", x, x'>>)) /\ x' = (x + 1) % 5
           \/ x' = (x + 2) % 5 /\ TLCDefer(PrintT(<<"jump", x, x'>>))
           \/ TLCDefer(PrintT(<<"never", x>>)) /\ x' = x + 100 /\ FALSE
           \/ x' = x /\ PrintT(<<"generated", x>>)
====
)";

// The deferred lines printed, in order.
std::vector<std::string> deferredLines(const std::string &out) {
  std::vector<std::string> lines;
  std::regex line(R"re(<<"(up|jump|never)", [^>]*>>)re");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), line); it != std::sregex_iterator(); ++it)
    lines.push_back(it->str());
  return lines;
}

TEST(TlcDefer, NeverEvaluatedInBreadthFirstSearch) {
  clirun::SpecDir dir({{"Deferred.tla", kSpec}, {"Deferred.cfg", "INIT Init\nNEXT Next\n"}});
  for (const char *mode : {"", "-dfid 4"}) {
    clirun::Result r = dir.run(std::string("tlc ") + mode + " Deferred.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_TRUE(deferredLines(r.out).empty()) << r.out;
    EXPECT_NE(r.out.find(R"(<<"generated", 0>>)"), std::string::npos) << r.out; // the ordinary Print still prints
  }
}

// Under -simulate each step taken evaluates the expression its successor
// carries, once, with that successor's x': the deferred lines describe the
// behaviour, step by step. A successor carries the last expression deferred
// on the state object it was built in since the previous successor: the
// "never" branch yields no successor, so its expression stays on the object
// that the stuttering branch completes next (TLC's Tool adds s1 itself and
// builds on in s1.copy(), which drops the callable).
TEST(TlcDefer, EvaluatedForTheChosenSuccessorInSimulation) {
  clirun::SpecDir dir({{"Deferred.tla", kSpec}, {"Deferred.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = dir.run("tlc -simulate num=1 -depth 12 -seed 7 Deferred.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> lines = deferredLines(r.out);
  EXPECT_EQ(lines.size(), 12u) << r.out; // one per step (-depth 12), the stuttering ones included
  int x = 0;
  std::set<std::string> kinds;
  for (const std::string &l : lines) {
    std::smatch m;
    if (std::regex_match(l, m, std::regex(R"re(<<"never", (\d+)>>)re"))) {
      EXPECT_EQ(std::stoi(m[1]), x) << r.out; // the stuttering step
      kinds.insert("never");
      continue;
    }
    ASSERT_TRUE(std::regex_match(l, m, std::regex(R"re(<<"(up|jump)", (\d+), (\d+)>>)re"))) << l;
    EXPECT_EQ(std::stoi(m[2]), x) << r.out; // the step starts where the previous one ended
    int to = std::stoi(m[3]);
    EXPECT_EQ(to, (x + (m[1] == "up" ? 1 : 2)) % 5) << l;
    kinds.insert(m[1]);
    x = to;
  }
  EXPECT_EQ(kinds.size(), 3u) << r.out;
}

// The deferred expression's effects persist (TLCSet), once per step taken,
// while the replay that reaches it leaves the action's own effects (the
// TLCSet in Next, a Print) as the generation left them.
TEST(TlcDefer, DeferredTlcSetCountsTheStepsTaken) {
  const char *spec = R"(---- MODULE Counting ----
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == /\ x < 6
        /\ PrintT(<<"gen", x, TLCGetOrDefault(1, 0), TLCGetOrDefault(2, 0)>>)
        /\ TLCSet(2, TLCGetOrDefault(2, 0) + 1)
        /\ TLCDefer(TLCSet(1, TLCGetOrDefault(1, 0) + 1))
        /\ x' = x + 1
====
)";
  clirun::SpecDir dir({{"Counting.tla", spec}, {"Counting.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = dir.run("tlc -simulate num=1 -depth 10 -seed 3 -deadlock Counting.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // Expanding x = k: k steps taken (each counted once by its deferred
  // TLCSet) and k expansions (the replays undo their own TLCSet), one line each.
  for (int k = 0; k < 6; ++k) {
    std::string line = "<<\"gen\", " + std::to_string(k) + ", " + std::to_string(k) + ", " + std::to_string(k) + ">>";
    size_t at = r.out.find(line);
    EXPECT_NE(at, std::string::npos) << line << "\n" << r.out;
    if (at != std::string::npos)
      EXPECT_EQ(r.out.find(line, at + 1), std::string::npos) << line << " printed twice\n" << r.out;
  }
}

} // namespace
