// TLCGet's run counters ("generated", "distinct", "queue", "diameter",
// "stats") and TLCGet("action") read live during a run (issue 13): the
// values TLC 1.8.0 has at each point of evaluation (ASSUME, Init, state and
// action constraints, Next, invariants, POSTCONDITION) in each search mode
// (BFS, -dfid, -simulate), on small specs whose values are derived by hand
// in the comments from TLC's sources (tlc2/module/TLCGetSet.java,
// tlc2/tool/Worker.java, ModelChecker.java, ConcurrentTLCTrace.java,
// AbstractChecker.java, DFIDModelChecker.java, TLCStateMutExt.java).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

// A module printing <<point, C>> at each point of evaluation, C the counts
// `counts` defines. Init and Next print once, before any state is made
// (their first conjunct), so that each print has one TLC order.
std::string spec(const std::string &name, const std::string &counts, const std::string &init,
                 const std::string &next, const std::string &constraint = "TRUE", const std::string &extra = "") {
  return "---- MODULE " + name + " ----\nEXTENDS TLC, Naturals\nVARIABLE x\n" + counts +
         "At(p) == PrintT(<<p, C>>)\n"
         "ASSUME At(\"assume\")\n"
         "Init == At(\"init\") /\\ " + init + "\n"
         "Next == At(<<\"next\", x>>) /\\ " + next + "\n"
         "Inv == At(<<\"inv\", x>>)\n"
         "Constr == At(<<\"constraint\", x>>) /\\ " + constraint + "\n"
         "ActConstr == At(<<\"actconstraint\", x, x'>>)\n"
         "Post == At(\"post\")\n" + extra + "====\n";
}

const char *kCfg = "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Constr\nACTION_CONSTRAINT ActConstr\n"
                   "POSTCONDITION Post\n";

// <<generated, distinct, queue, diameter>>, each named counter checked to
// equal its field of TLCGet("stats") (whose domain is TLC's).
const std::string kCounts =
    "C == LET s == TLCGet(\"stats\") IN\n"
    "     IF <<s.generated, s.distinct, s.queue, s.diameter>> =\n"
    "        <<TLCGet(\"generated\"), TLCGet(\"distinct\"), TLCGet(\"queue\"), TLCGet(\"diameter\")>>\n"
    "        /\\ DOMAIN s = {\"queue\", \"distinct\", \"generated\", \"diameter\", \"duration\"}\n"
    "        /\\ TLCGet(\"duration\") \\in Nat /\\ s.duration \\in Nat\n"
    "     THEN <<s.generated, s.distinct, s.queue, s.diameter>> ELSE \"named counters differ\"\n";

// The lines `out` prints from At (those that start with "<<"), in order.
std::vector<std::string> points(const std::string &out) {
  std::vector<std::string> r;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("<<", 0) == 0)
      r.push_back(line);
  return r;
}

// Two initial states (0, 1); 0 and 1 step to x + 2 and x + 4 (in that
// order), the states 2..5 only to themselves.
const std::string kInit = "x \\in {0, 1}";
const std::string kNext = "IF x < 2 THEN x' \\in {x + 2, x + 4} ELSE x' = x";

// BFS, one worker. TLC's values, point by point:
// - ConcurrentTLCTrace.getLevel is max(1, the workers' levels): "diameter"
//   is 1 from ASSUME on (the ModelChecker exists before checkAssumptions).
// - ModelChecker.DoInitFunctor, per initial state: numberOfInitialStates++,
//   then the constraint (isInModel), then the fingerprint set (distinct)
//   and the queue, then the invariants.
// - Worker.run dequeues the state (queue - 1) and evaluates Next; per
//   successor, Worker.addElement: statesGenerated++, the state constraint,
//   then (if it holds) the action constraint (isInModel && isInActions),
//   then the fingerprint set (distinct + 1, writeState: level of the
//   successor, the diameter), the invariants of a new state, then sEnqueue.
// - The successors of a state are checked one by one as generated: their
//   own count includes only those before them.
// - POSTCONDITION after the search: the final counts.
TEST(TlcStatsLive, BfsCountsAtEveryPoint) {
  clirun::SpecDir dir({{"Live.tla", spec("Live", kCounts, kInit, kNext)}, {"Live.cfg", kCfg}});
  clirun::Result r = dir.run("tlc -workers 1 Live.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> want = {
      "<<\"assume\", <<0, 0, 0, 1>>>>",
      "<<\"init\", <<0, 0, 0, 1>>>>",
      // initial state 0: counted, constrained, distinct and queued, checked
      "<<<<\"constraint\", 0>>, <<1, 0, 0, 1>>>>",
      "<<<<\"inv\", 0>>, <<1, 1, 1, 1>>>>",
      "<<<<\"constraint\", 1>>, <<2, 1, 1, 1>>>>",
      "<<<<\"inv\", 1>>, <<2, 2, 2, 1>>>>",
      // 0 dequeued (queue 1); its successor 2, then 4
      "<<<<\"next\", 0>>, <<2, 2, 1, 1>>>>",
      "<<<<\"constraint\", 2>>, <<3, 2, 1, 1>>>>",
      "<<<<\"actconstraint\", 0, 2>>, <<3, 2, 1, 1>>>>",
      "<<<<\"inv\", 2>>, <<3, 3, 1, 2>>>>",
      "<<<<\"constraint\", 4>>, <<4, 3, 2, 2>>>>",
      "<<<<\"actconstraint\", 0, 4>>, <<4, 3, 2, 2>>>>",
      "<<<<\"inv\", 4>>, <<4, 4, 2, 2>>>>",
      // 1 dequeued (queue 2): 3, then 5
      "<<<<\"next\", 1>>, <<4, 4, 2, 2>>>>",
      "<<<<\"constraint\", 3>>, <<5, 4, 2, 2>>>>",
      "<<<<\"actconstraint\", 1, 3>>, <<5, 4, 2, 2>>>>",
      "<<<<\"inv\", 3>>, <<5, 5, 2, 2>>>>",
      "<<<<\"constraint\", 5>>, <<6, 5, 3, 2>>>>",
      "<<<<\"actconstraint\", 1, 5>>, <<6, 5, 3, 2>>>>",
      "<<<<\"inv\", 5>>, <<6, 6, 3, 2>>>>",
      // 2, 4, 3, 5 dequeued in turn, each stepping to itself (generated, not new)
      "<<<<\"next\", 2>>, <<6, 6, 3, 2>>>>",
      "<<<<\"constraint\", 2>>, <<7, 6, 3, 2>>>>",
      "<<<<\"actconstraint\", 2, 2>>, <<7, 6, 3, 2>>>>",
      "<<<<\"next\", 4>>, <<7, 6, 2, 2>>>>",
      "<<<<\"constraint\", 4>>, <<8, 6, 2, 2>>>>",
      "<<<<\"actconstraint\", 4, 4>>, <<8, 6, 2, 2>>>>",
      "<<<<\"next\", 3>>, <<8, 6, 1, 2>>>>",
      "<<<<\"constraint\", 3>>, <<9, 6, 1, 2>>>>",
      "<<<<\"actconstraint\", 3, 3>>, <<9, 6, 1, 2>>>>",
      "<<<<\"next\", 5>>, <<9, 6, 0, 2>>>>",
      "<<<<\"constraint\", 5>>, <<10, 6, 0, 2>>>>",
      "<<<<\"actconstraint\", 5, 5>>, <<10, 6, 0, 2>>>>",
      "<<\"post\", <<10, 6, 0, 2>>>>",
  };
  EXPECT_EQ(points(r.out), want) << r.out;
}

// Read inside Init, the counters see the initial states taken so far: TLC's
// getInitStates hands each state to DoInitFunctor.addElement as Init gives
// it (numberOfInitialStates++, the constraint, the fingerprint set and the
// queue, then the invariants, checked also on a state no constraint keeps)
// before Init goes on to the next. x in {0, 1, 2}, the constraint x # 1:
// c is <<generated, distinct, queue, diameter, level>> when Init made the
// state, C the same read in the invariant and in Next. Every counter, at
// each of the three points, with one worker and two (the initial states
// are taken on one thread either way).
TEST(TlcStatsLive, InitReadsTheCountsOfTheStatesTakenBeforeIt) {
  const std::string tla =
      "---- MODULE InInit ----\nEXTENDS TLC, Naturals\nVARIABLES x, c\n"
      "C == <<TLCGet(\"generated\"), TLCGet(\"distinct\"), TLCGet(\"queue\"), TLCGet(\"diameter\"),"
      " TLCGet(\"level\")>>\n"
      "Init == x \\in {0, 1, 2} /\\ c = C /\\ c = <<TLCGet(\"stats\").generated, TLCGet(\"stats\").distinct,"
      " TLCGet(\"stats\").queue, TLCGet(\"stats\").diameter, 0>>\n"
      "Next == PrintT(<<\"next\", x, C>>) /\\ UNCHANGED <<x, c>>\n"
      "Inv == PrintT(<<\"inv\", x, c, C>>)\nConstr == x # 1\n====\n";
  clirun::SpecDir dir({{"InInit.tla", tla}, {"InInit.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Constr\n"}});
  const std::vector<std::string> inits = {
      "<<\"inv\", 0, <<0, 0, 0, 1, 0>>, <<1, 1, 1, 1, 1>>>>", // nothing taken before 0
      "<<\"inv\", 1, <<1, 1, 1, 1, 0>>, <<2, 1, 1, 1, 1>>>>", // 0 taken; 1 not kept
      "<<\"inv\", 2, <<2, 1, 1, 1, 0>>, <<3, 2, 2, 1, 1>>>>", // 0 and 1 taken, 0 kept
  };
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " InInit.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("5 states generated, 2 distinct states found, 0 states left on queue."), std::string::npos)
        << r.out;
    std::vector<std::string> seen = points(r.out);
    ASSERT_GE(seen.size(), 3u) << r.out;
    EXPECT_EQ(std::vector<std::string>(seen.begin(), seen.begin() + 3), inits) << r.out;
    if (std::string(workers) == "1") // 0 expanded (2 still queued), then 2: each steps to itself
      EXPECT_EQ(std::vector<std::string>(seen.begin() + 3, seen.end()),
                (std::vector<std::string>{"<<\"next\", 0, <<3, 2, 1, 1, 1>>>>", "<<\"next\", 2, <<4, 2, 0, 1, 1>>>>"}))
          << r.out;
  }
}

// TLCGet("level") (TLCGetSet): 0 in ASSUME, the initial predicate and
// POSTCONDITION (EvalControl.Const or Init), else s0.getLevel() -- the level
// of the state TLC evaluates in: an initial state has level 1, a successor
// one more than its predecessor (setPredecessor before the constraints).
// State formulas (constraints, invariants) are evaluated in the state they
// check, Next and the action constraints in the current state. The same in
// every mode.
TEST(TlcStatsLive, LevelAtEveryPointInEveryMode) {
  const std::string counts = "C == TLCGet(\"level\")\n";
  const std::vector<std::string> bfs = {
      "<<\"assume\", 0>>", "<<\"init\", 0>>",
      "<<<<\"constraint\", 0>>, 1>>", "<<<<\"inv\", 0>>, 1>>",
      "<<<<\"next\", 0>>, 1>>", "<<<<\"constraint\", 1>>, 2>>", "<<<<\"actconstraint\", 0, 1>>, 1>>",
      "<<<<\"inv\", 1>>, 2>>",
      "<<<<\"next\", 1>>, 2>>", "<<<<\"constraint\", 2>>, 3>>", "<<<<\"actconstraint\", 1, 2>>, 2>>",
      "<<<<\"inv\", 2>>, 3>>",
      "<<<<\"next\", 2>>, 3>>", "<<<<\"constraint\", 2>>, 4>>", "<<<<\"actconstraint\", 2, 2>>, 3>>",
      "<<\"post\", 0>>"};
  for (const char *mode : {"-workers 1", "-dfid 5", "-simulate num=1 -depth 3 -seed 1"}) {
    clirun::SpecDir dir({{"Lvl.tla", spec("Lvl", counts, "x = 0", "x' = IF x < 2 THEN x + 1 ELSE x")}, {"Lvl.cfg", kCfg}});
    clirun::Result r = dir.run(std::string("tlc ") + mode + " Lvl.tla");
    EXPECT_EQ(r.rc, 0) << mode << "\n" << r.out;
    std::vector<std::string> seen = points(r.out);
    if (std::string(mode) == "-workers 1") {
      EXPECT_EQ(seen, bfs) << r.out;
      continue;
    }
    // -dfid goes over the levels again, -simulate checks the successors in
    // its own order, and the invariants of the state 2 it steps to again
    // (level 4): each point with its level, nothing else.
    std::vector<std::string> allowed = bfs;
    allowed.push_back("<<<<\"inv\", 2>>, 4>>");
    for (const std::string &l : seen)
      EXPECT_NE(std::find(allowed.begin(), allowed.end(), l), allowed.end()) << mode << ": " << l << "\n" << r.out;
    for (const std::string &l : bfs)
      EXPECT_NE(std::find(seen.begin(), seen.end(), l), seen.end()) << mode << ": " << l << "\n" << r.out;
  }
}

// TLC's isInModel(s) && isInActions(s0, s): a successor the state
// constraint excludes is never given to the action constraint (BFS, -dfid
// and -simulate alike), nor fingerprinted (not distinct).
TEST(TlcStatsLive, ActionConstraintOnlyAfterTheStateConstraintHolds) {
  const std::string counts = "C == TLCGet(\"level\")\n";
  for (const char *mode : {"-workers 1", "-dfid 4", "-simulate num=1 -depth 2 -seed 1"}) {
    clirun::SpecDir dir({{"Ord.tla", spec("Ord", counts, "x = 0", "x' = x + 1", "x < 1")}, {"Ord.cfg", kCfg}});
    clirun::Result r = dir.run(std::string("tlc ") + mode + " Ord.tla");
    EXPECT_NE(r.out.find("<<\"constraint\", 1>>"), std::string::npos) << mode << "\n" << r.out;
    EXPECT_EQ(r.out.find("actconstraint"), std::string::npos) << mode << "\n" << r.out;
  }
}

// TLC's Worker.addElement checks a kept successor in this order: the
// fingerprint set (a new state is distinct), a new state's invariants, then
// the implied actions ([][A]_v properties) on every step, new or not, then
// the queue. So a new state violating both an invariant and an implied
// action is an invariant violation; an implied action violated by a step to
// a state seen before adds no distinct state; and TLCGet in the implied
// action sees the new state distinct (not yet queued).
TEST(TlcStatsLive, BfsImpliedActionAfterTheFingerprintSetAndInvariants) {
  const std::string counts = "C == <<TLCGet(\"generated\"), TLCGet(\"distinct\"), TLCGet(\"queue\")>>\n";
  struct Row {
    std::string what, next, inv, prop, message, stats;
  };
  for (const Row &r : std::vector<Row>{
           // 0 -> 1 is new and violates both: the invariant is reported.
           {"both", "x' = x + 1", "x < 1", "x' < x", "Error: Invariant Inv is violated.",
            "2 states generated, 2 distinct states found, 0 states left on queue."},
           // 0 -> 1 -> 0: the step back to 0 (seen) violates the property; 0 and 1 are the distinct states.
           {"seen", "x' = 1 - x", "TRUE", "x' > x", "Error: Action property Prop is violated.",
            "3 states generated, 2 distinct states found, 0 states left on queue."},
       }) {
    clirun::SpecDir dir({{"Imp.tla", "---- MODULE Imp ----\nEXTENDS TLC, Naturals\nVARIABLE x\n" + counts +
                                         "Init == x = 0\nNext == " + r.next + "\nInv == " + r.inv +
                                         "\nProp == [][PrintT(<<\"prop\", x, x', C>>) /\\ " + r.prop + "]_x\n====\n"},
                         {"Imp.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Prop\n"}});
    clirun::Result res = dir.run("tlc -workers 1 Imp.tla");
    EXPECT_NE(res.out.find(r.message), std::string::npos) << r.what << "\n" << res.out;
    EXPECT_NE(res.out.find(r.stats), std::string::npos) << r.what << "\n" << res.out;
    if (r.what == "seen") { // 0 -> 1 (new: distinct 2, not yet queued), 1 -> 0 (seen)
      EXPECT_EQ(points(res.out), (std::vector<std::string>{"<<\"prop\", 0, 1, <<2, 2, 0>>>>",
                                                           "<<\"prop\", 1, 0, <<3, 2, 0>>>>"}))
          << res.out;
    }
  }
}

// -dfid: TLC's DFIDModelChecker overrides none of AbstractChecker's
// getStatesGenerated, getDistinctStatesGenerated, getStateQueueSize and
// getProgress, which return -1: every counter is -1 at every point, the
// POSTCONDITION included (checked once the search is complete).
TEST(TlcStatsLive, DfidCountersAreMinusOneEverywhere) {
  clirun::SpecDir dir({{"Dfid.tla", spec("Dfid", kCounts, kInit, kNext)}, {"Dfid.cfg", kCfg}});
  clirun::Result r = dir.run("tlc -dfid 5 Dfid.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> seen = points(r.out);
  for (const char *point : {"\"assume\"", "\"init\"", "<<\"constraint\", 0>>", "<<\"inv\", 0>>", "<<\"next\", 0>>",
                            "<<\"actconstraint\", 0, 2>>", "<<\"inv\", 4>>", "<<\"next\", 5>>", "\"post\""}) {
    std::string line = "<<" + std::string(point) + ", <<-1, -1, -1, -1>>>>";
    EXPECT_NE(std::find(seen.begin(), seen.end(), line), seen.end()) << line << "\n" << r.out;
  }
  for (const std::string &l : seen)
    EXPECT_NE(l.find("<<-1, -1, -1, -1>>>>"), std::string::npos) << l;
}

// -simulate: the Simulator's record <<traces, generated, diameter (this
// worker's behaviours; 0 outside a worker), worker>>.
TEST(TlcStatsLive, SimulateCountsAtEveryPoint) {
  std::string counts =
      "C == LET s == TLCGet(\"stats\") IN <<s.traces, s.generated, TLCGet(\"diameter\"), s.worker>>\n";
  clirun::SpecDir dir({{"Sim.tla", spec("Sim", counts, "x = 0", "x' = IF x < 2 THEN x + 1 ELSE x")}, {"Sim.cfg", kCfg}});
  clirun::Result r = dir.run("tlc -simulate num=1 -depth 3 -seed 1 Sim.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> want = {"<<\"assume\", <<0, 0, 0, 0>>>>", "<<\"init\", <<0, 0, 0, 0>>>>",
                                   "<<<<\"inv\", 0>>, <<0, 1, 0, 0>>>>", "<<<<\"next\", 0>>, <<1, 1, 1, 0>>>>",
                                   "<<<<\"inv\", 1>>, <<1, 2, 1, 0>>>>"};
  std::vector<std::string> seen = points(r.out);
  size_t at = 0;
  for (const std::string &w : want) {
    auto it = std::find(seen.begin() + static_cast<std::ptrdiff_t>(at), seen.end(), w);
    ASSERT_NE(it, seen.end()) << "missing (in order): " << w << "\n" << r.out;
    at = static_cast<size_t>(it - seen.begin());
  }
  EXPECT_EQ(seen.back(), "<<\"post\", <<1, 4, 0, 0>>>>") << r.out;
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

// TLCGet("action") (TLCGetSet: RecordValue(s0.getAction()), Action.UNKNOWN
// when the state s0 has none): only TLCStateMutExt keeps an action, which
// TLC uses for -simulate (Tool's constructor); BFS and -dfid states
// (TLCStateMut) have none, nor has the empty state of ASSUME, the initial
// predicate (a state being built) and POSTCONDITION. Under -simulate the
// initial states carry the init predicate's action, each successor the
// action that made it (Tool.getNextStates: setAction(action)); Next, the
// action constraints and the action properties are evaluated with s0 the
// current state, invariants and state constraints with s0 the successor.
const std::string kUnknown = "[name |-> \"UnnamedAction\", location |-> [beginLine |-> 0, beginColumn |-> 0, "
                             "endLine |-> 0, endColumn |-> 0, module |-> \"--TLA+ BUILTINS--\"]]";
const std::string kActionSpec = "C == LET a == TLCGet(\"action\") IN\n"
                                "     IF a = " + kUnknown + " THEN \"unknown\"\n"
                                "     ELSE IF a \\in TLCGet(\"spec\").inits \\cup TLCGet(\"spec\").actions\n"
                                "          /\\ DOMAIN a = {\"name\", \"location\"} THEN a.name ELSE a\n";
// The next-state relation is the disjunction of two actions (TLC splits it
// at \/), each printing <<"next", x>> where it is evaluated.
const std::string kActions = "Up == At(<<\"next\", x>>) /\\ x < 1 /\\ x' = x + 1\n"
                             "Stay == At(<<\"next\", x>>) /\\ x >= 1 /\\ x' = x\n"
                             "Spec == Init /\\ [][Up \\/ Stay]_x\n";
const char *kActionCfg = "SPECIFICATION Spec\nINVARIANT Inv\nCONSTRAINT Constr\nACTION_CONSTRAINT ActConstr\n"
                         "POSTCONDITION Post\n";

TEST(TlcStatsLive, ActionIsUnknownInBfsAndDfid) {
  for (const char *mode : {"-workers 1", "-workers 2", "-dfid 3"}) {
    clirun::SpecDir dir({{"Act.tla", spec("Act", kActionSpec, "x = 0", "FALSE", "TRUE", kActions)}, {"Act.cfg", kActionCfg}});
    clirun::Result r = dir.run(std::string("tlc ") + mode + " Act.tla");
    EXPECT_EQ(r.rc, 0) << mode << "\n" << r.out;
    std::vector<std::string> seen = points(r.out);
    EXPECT_GE(seen.size(), 8u) << r.out;
    for (const std::string &l : seen)
      EXPECT_NE(l.find(", \"unknown\">>"), std::string::npos) << mode << ": " << l << "\n" << r.out;
  }
}

TEST(TlcStatsLive, ActionUnderSimulateIsTheStatesAction) {
  clirun::SpecDir dir({{"Act.tla", spec("Act", kActionSpec, "x = 0", "FALSE", "TRUE", kActions)},
                       {"Act.cfg", kActionCfg}});
  clirun::Result r = dir.run("tlc -simulate num=1 -depth 3 -seed 1 Act.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // The behaviour 0 -Up-> 1 -Stay-> 1 -Stay-> 1 (Up and Stay are each
  // tried as the Simulator draws them; only the enabled one steps).
  std::vector<std::string> seen = points(r.out);
  for (const std::string &w : std::vector<std::string>{
           "<<\"assume\", \"unknown\">>",
           "<<\"init\", \"unknown\">>",                 // the state being built has none
           "<<<<\"inv\", 0>>, \"Init\">>",              // the initial state: Init's action
           "<<<<\"constraint\", 0>>, \"Init\">>",
           "<<<<\"next\", 0>>, \"Init\">>",             // Next in the initial state
           "<<<<\"inv\", 1>>, \"Up\">>",                // the successor Up made
           "<<<<\"constraint\", 1>>, \"Up\">>",
           "<<<<\"actconstraint\", 0, 1>>, \"Init\">>", // in the current state
           "<<<<\"next\", 1>>, \"Up\">>",
           "<<<<\"inv\", 1>>, \"Stay\">>",
           "<<<<\"constraint\", 1>>, \"Stay\">>",
           "<<<<\"actconstraint\", 1, 1>>, \"Up\">>",
           "<<<<\"actconstraint\", 1, 1>>, \"Stay\">>",
           "<<<<\"next\", 1>>, \"Stay\">>",
       })
    EXPECT_NE(std::find(seen.begin(), seen.end(), w), seen.end()) << "missing: " << w << "\n" << r.out;
  // Never another state's action: the actions a point cannot see.
  for (const std::string &w : std::vector<std::string>{"<<<<\"inv\", 1>>, \"Init\">>",
                                                       "<<<<\"actconstraint\", 0, 1>>, \"Up\">>",
                                                       "<<<<\"next\", 0>>, \"Up\">>"})
    EXPECT_EQ(std::find(seen.begin(), seen.end(), w), seen.end()) << "unexpected: " << w << "\n" << r.out;
  EXPECT_EQ(seen.back(), "<<\"post\", \"unknown\">>") << r.out;
}

} // namespace

// A VIEW reading TLCGet("level") (as trace-validation specs write it) is
// evaluated in the state it fingerprints: an initial state's view at level 1,
// a successor's one deeper than the state it steps from, also when it is
// compared in an ACTION_CONSTRAINT's seen-set lookup or a trace is rebuilt.
// x = 0 stutters or steps to 1, x = 1 to 2, x = 2 only stutters; the
// constraint keeps levels below 4. Views <<x, level>>: level 1 {0}, level 2
// {0, 1}, level 3 {0, 1, 2}: 6 distinct; generated 1 + 2 + 4 + 5 = 12.
// Read at the level of the state stepped from, a stuttering step's view
// would equal its predecessor's and the search would end at 3 states.
TEST(TlcStatsLive, ViewReadsTheLevelOfTheStateItFingerprints) {
  const std::string tla = "---- MODULE ViewLevel ----\nEXTENDS TLC, Naturals\nVARIABLE x\n"
                          "Init == x = 0\nNext == x' = x \\/ (x < 2 /\\ x' = x + 1)\n"
                          "View == <<x, TLCGet(\"level\")>>\nConstr == TLCGet(\"level\") < 4\n"
                          "Inv == x < 2\n====\n";
  clirun::SpecDir dir({{"ViewLevel.tla", tla},
                       {"ViewLevel.cfg", "INIT Init\nNEXT Next\nVIEW View\nCONSTRAINT Constr\n"},
                       {"Bad.cfg", "INIT Init\nNEXT Next\nVIEW View\nCONSTRAINT Constr\nINVARIANT Inv\n"}});
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " -deadlock ViewLevel.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("12 states generated, 6 distinct states found, 0 states left on queue."), std::string::npos)
        << r.out;
    // x = 2 first at level 3: the trace rebuilt through the views is 0, 1, 2.
    r = dir.run(std::string("tlc -workers ") + workers + " -deadlock -config Bad.cfg ViewLevel.tla");
    EXPECT_EQ(r.rc, 12) << r.out;
    EXPECT_NE(r.out.find("State 3: <Next line 5, col 20 to line 5, col 38 of module ViewLevel>\nx = 2"),
              std::string::npos)
        << r.out;
  }
  clirun::Result r = dir.run("tlc -dfid 5 -deadlock ViewLevel.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("6 distinct states found"), std::string::npos) << r.out;
}
