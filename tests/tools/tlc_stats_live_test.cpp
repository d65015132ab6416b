// TLCGet("stats") and its counters ("generated", "distinct", "queue",
// "diameter") read live during a run (issue 13, class 8): the values TLC's
// ModelChecker (BFS) or Simulator has at each point of evaluation, on a
// 3-state spec whose counts are derived by hand in the comments below.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

std::string spec(const std::string &name, const std::string &counts) {
  return "---- MODULE " + name + " ----\nEXTENDS TLC, Naturals\nVARIABLE x\n" + counts +
         "At(p) == PrintT(<<p, C>>)\n"
         "ASSUME At(\"assume\")\n"
         "Init == At(\"init\") /\\ x = 0\n"
         "Next == At(\"next\") /\\ x' = IF x < 2 THEN x + 1 ELSE x\n"
         "Inv == At(<<\"inv\", x>>)\n"
         "Constr == At(<<\"constraint\", x>>)\n"
         "ActConstr == At(<<\"actconstraint\", x, x'>>)\n"
         "Post == At(\"post\")\n====\n";
}

const char *kCfg = "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Constr\nACTION_CONSTRAINT ActConstr\n"
                   "POSTCONDITION Post\n";

// Each expected line appears in order in `out`.
void expectInOrder(const std::string &out, const std::vector<std::string> &lines) {
  size_t at = 0;
  for (const std::string &l : lines) {
    size_t p = out.find(l + "\n", at);
    ASSERT_NE(p, std::string::npos) << "missing (in order): " << l << "\n" << out;
    at = p + l.size();
  }
}

// BFS, one worker: <<generated, distinct, queue, diameter>>, each named key
// equal to the field of "stats". An action's successors are counted before
// the first is checked; a new state is distinct (and the diameter its level)
// before its invariants, queued after them; the state expanded is off the queue.
TEST(TlcStatsLive, BfsCountsAtEveryPointAsTlc) {
  std::string counts = "C == <<TLCGet(\"generated\"), TLCGet(\"distinct\"), TLCGet(\"queue\"), TLCGet(\"diameter\")>>\n"
                       "St == LET s == TLCGet(\"stats\") IN <<s.generated, s.distinct, s.queue, s.diameter>>\n"
                       "ASSUME DOMAIN TLCGet(\"stats\") = {\"queue\", \"distinct\", \"generated\", \"diameter\", "
                       "\"duration\"}\n"
                       "ASSUME TLCGet(\"duration\") \\in Nat\n";
  std::string s = spec("Live", counts);
  s.replace(s.find("At(p) == "), 9, "At(p) == Assert(C = St, p) /\\ ");
  clirun::SpecDir dir({{"Live.tla", s}, {"Live.cfg", kCfg}});
  clirun::Result r = dir.run("tlc -workers 1 Live.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  expectInOrder(r.out, {"<<\"assume\", <<0, 0, 0, 0>>>>", "<<\"init\", <<0, 0, 0, 0>>>>",
                        "<<<<\"constraint\", 0>>, <<1, 0, 0, 0>>>>", "<<<<\"inv\", 0>>, <<1, 1, 1, 1>>>>",
                        "<<\"next\", <<1, 1, 0, 1>>>>", "<<<<\"actconstraint\", 0, 1>>, <<2, 1, 0, 1>>>>",
                        "<<<<\"constraint\", 1>>, <<2, 1, 0, 1>>>>", "<<<<\"inv\", 1>>, <<2, 2, 0, 2>>>>",
                        "<<\"next\", <<2, 2, 0, 2>>>>", "<<<<\"actconstraint\", 1, 2>>, <<3, 2, 0, 2>>>>",
                        "<<<<\"constraint\", 2>>, <<3, 2, 0, 2>>>>", "<<<<\"inv\", 2>>, <<3, 3, 0, 3>>>>",
                        "<<\"next\", <<3, 3, 0, 3>>>>", "<<<<\"actconstraint\", 2, 2>>, <<4, 3, 0, 3>>>>",
                        "<<<<\"constraint\", 2>>, <<4, 3, 0, 3>>>>", "<<\"post\", <<4, 3, 0, 3>>>>"});
}

// -simulate: the Simulator's record <<traces, generated, diameter (this
// worker's behaviours; 0 outside a worker), worker>>.
TEST(TlcStatsLive, SimulateCountsAtEveryPointAsTlc) {
  std::string counts =
      "C == LET s == TLCGet(\"stats\") IN <<s.traces, s.generated, TLCGet(\"diameter\"), s.worker>>\n";
  clirun::SpecDir dir({{"Sim.tla", spec("Sim", counts)}, {"Sim.cfg", kCfg}});
  clirun::Result r = dir.run("tlc -simulate num=1 -depth 3 -seed 1 Sim.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  expectInOrder(r.out, {"<<\"assume\", <<0, 0, 0, 0>>>>", "<<\"init\", <<0, 0, 0, 0>>>>",
                        "<<<<\"inv\", 0>>, <<0, 1, 0, 0>>>>", "<<\"next\", <<1, 1, 1, 0>>>>",
                        "<<<<\"inv\", 1>>, <<1, 2, 1, 0>>>>", "<<<<\"constraint\", 2>>, <<1, 3, 1, 0>>>>",
                        "<<\"post\", <<1, 4, 0, 0>>>>"});
}

// TLC reads "generated", "distinct" and "queue" from a ModelChecker: under
// -simulate there is none, and the key is undefined (TLC's message).
TEST(TlcStatsLive, SimulateModelCheckerCountsUndefined) {
  for (const char *key : {"generated", "distinct", "queue"}) {
    clirun::SpecDir dir({{"U.tla", std::string("---- MODULE U ----\nEXTENDS TLC\nVARIABLE x\nASSUME TLCGet(\"") + key +
                                       "\") = 0\nInit == x = 0\nNext == x' = x\n====\n"},
                         {"U.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result r = dir.run("tlc -simulate num=1 -depth 2 U.tla");
    EXPECT_NE(r.out.find(std::string("TLCGet(") + key + ") was undefined."), std::string::npos) << r.out;
  }
}

// A key TLC does not know: its error text.
TEST(TlcStatsLive, UnknownKeyUndefined) {
  clirun::SpecDir dir({{"K.tla", "---- MODULE K ----\nEXTENDS TLC\nASSUME TLCGet(\"nosuchkey\") = 0\n====\n"},
                       {"K.cfg", ""}});
  clirun::Result r = dir.run("tlc K.tla");
  EXPECT_NE(r.out.find("TLCGet(nosuchkey) was undefined."), std::string::npos) << r.out;
}

} // namespace
