// The counts TLC 1.8.0 prints when a successor's check fails to evaluate, as
// a class: the check (a state CONSTRAINT, an ACTION_CONSTRAINT, an
// INVARIANT, an action PROPERTY) x the successor it fails on (the first
// successor of the initial state; the second one, after the first was
// queued; the first successor of a state two steps down a chain) x the
// search (BFS with 1 and 2 workers, -dfid). Asserted: states generated,
// distinct states, states left on the queue, the depth and the exit code.
//
// The rules, from TLC's code:
//  - BFS (Worker.addElement): statesGenerated++, then isInModel(succ) &&
//    isInActions(cur, succ), and only then isSeenState (succ.fingerPrint(),
//    theFPSet.put, Worker.writeState -- which raises the diameter), the
//    invariants of a new state, the implied actions, sEnqueue. An exception
//    leaves addElement (WrappingRuntimeException -> ModelChecker.doNextFailed),
//    so a successor whose constraint fails is neither distinct nor a new
//    level; one whose invariant or action property fails is both, never
//    queued.
//  - The replay (ModelChecker.modelCheckImpl, keepCallStack): doNext with
//    CallStackTool on the predecessor, before printSummary, generates the
//    predecessor's action again (a StateVec) and checks each successor as
//    above: states it puts into theFPSet and the queue count (its Worker
//    4223 is not one of the workers whose statesGenerated and levels are
//    summed). A successor already in the set has no invariant checked; the
//    implied actions are checked on all. Its error (if any) is the exit code
//    (75 here); without one, the check's own (76: TLC_INVARIANT_EVALUATION_FAILED).
//  - DFID (DFIDModelChecker.doNext): the action's successors counted, then
//    each checked, isInModel before theFPSet.setStatus; the constraint is in
//    the outer try (EC.GENERAL: 255); an invariant's error
//    TLC_INVARIANT_EVALUATION_FAILED (76), an action property's
//    TLC_ACTION_PROPERTY_EVALUATION_FAILED (13). No queue, no depth printed.
//
// The specs: Init x = 0, Next x' \in {1, 100} from 0 (1 first: the set's
// order), x' = x + 1 from 1..19 (a chain), nothing after; -deadlock. The
// check fails on x = B only (applying <<1, 2>> out of its domain). With 2
// workers each level of these specs has the states one worker expands
// before the failing one is reached, so TLC's counts do not depend on the
// schedule.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "tlc_model_run.h"

namespace {

enum class Check { Constraint, ActionConstraint, Invariant, ActionProperty };
enum class Place { First, Second, Deeper };

const Check kChecks[] = {Check::Constraint, Check::ActionConstraint, Check::Invariant, Check::ActionProperty};
const Place kPlaces[] = {Place::First, Place::Second, Place::Deeper};

const char *name(Check c) {
  switch (c) {
  case Check::Constraint: return "CONSTRAINT";
  case Check::ActionConstraint: return "ACTION_CONSTRAINT";
  case Check::Invariant: return "INVARIANT";
  case Check::ActionProperty: return "PROPERTY";
  }
  return "";
}
const char *name(Place p) {
  switch (p) {
  case Place::First: return "first";
  case Place::Second: return "second";
  case Place::Deeper: return "deeper";
  }
  return "";
}

std::string spec(Place p) {
  // Deeper: the chain 10 -> 11 -> 12, failing on 12 (one state a level).
  const std::string init = p == Place::Deeper ? "10" : "0";
  const std::string bad = p == Place::First ? "1" : p == Place::Second ? "100" : "12";
  return "---- MODULE CE ----\n"
         "EXTENDS Naturals\n"
         "VARIABLE x\n"
         "Init == x = " + init + "\n"
         "Next == x' \\in IF x = 0 THEN {1, 100} ELSE IF x < 20 THEN {x + 1} ELSE {}\n"
         "Err(v) == <<1, 2>>[v + 6] = 1\n"
         "Con == x # " + bad + " \\/ Err(x)\n"
         "ACon == x' # " + bad + " \\/ Err(x')\n"
         "Inv == x # " + bad + " \\/ Err(x)\n"
         "ActProp == [][x' # " + bad + " \\/ Err(x')]_x\n"
         "====\n";
}

std::string cfg(Check c) {
  std::string s = "INIT Init\nNEXT Next\n";
  switch (c) {
  case Check::Constraint: return s + "CONSTRAINT Con\n";
  case Check::ActionConstraint: return s + "ACTION_CONSTRAINT ACon\n";
  case Check::Invariant: return s + "INVARIANT Inv\n";
  case Check::ActionProperty: return s + "PROPERTY ActProp\n";
  }
  return s;
}

bool beforeTheSet(Check c) { return c == Check::Constraint || c == Check::ActionConstraint; }

struct Counts {
  int generated, distinct, queue, depth;
};

// BFS, one worker (and two: see above).
Counts bfsCounts(Check c, Place p) {
  const bool in = !beforeTheSet(c); // the failing successor entered the set (and its level)
  switch (p) {
  case Place::First:
    // 0 and 1 generated. The replay generates {1, 100} from 0 again: 1 is
    // in the set unless its constraint failed, when the replay fails there
    // too; else an invariant is not checked again on 1 and the replay goes
    // on to 100 -- new, put and queued -- while an action property (checked
    // on every step) fails on 1 again.
    if (c == Check::Invariant)
      return {2, 3, 1, 2};
    return {2, in ? 2 : 1, 0, in ? 2 : 1};
  case Place::Second:
    // 0, 1, 100 generated; 1 queued; the replay adds nothing.
    return {3, in ? 3 : 2, 1, 2};
  case Place::Deeper:
    // 10, 11, 12 generated; 11 expanded.
    return {3, in ? 3 : 2, 0, in ? 3 : 2};
  }
  return {};
}

int bfsExit(Check c) { return c == Check::Invariant ? 76 : 75; }

int lastInt(const std::string &out, const std::string &pattern) {
  std::smatch m;
  std::string::const_iterator from = out.begin();
  int v = -1;
  while (std::regex_search(from, out.cend(), m, std::regex(pattern))) {
    v = std::stoi(m[1]);
    from = m.suffix().first;
  }
  return v;
}

void breadthFirst(int workers) {
  for (Check c : kChecks)
    for (Place p : kPlaces) {
      SCOPED_TRACE(std::string(name(c)) + " fails on the " + name(p) + " successor, -workers " +
                   std::to_string(workers));
      tlcmodel::TlcRun r = tlcmodel::tlc({{"CE.tla", spec(p)}}, "CE.tla", cfg(c),
                                         "-deadlock -workers " + std::to_string(workers));
      const Counts want = bfsCounts(c, p);
      EXPECT_EQ(r.generated, std::to_string(want.generated)) << r.out;
      EXPECT_EQ(r.distinct, std::to_string(want.distinct)) << r.out;
      EXPECT_EQ(lastInt(r.out, R"((\d+) states left on queue)"), want.queue) << r.out;
      EXPECT_EQ(lastInt(r.out, R"(The depth of the complete state graph search is (\d+))"), want.depth) << r.out;
      EXPECT_EQ(r.exit, bfsExit(c)) << r.out;
      EXPECT_NE(r.out.find("of tuple\n<<1, 2>>\nwhich is out of bounds."), std::string::npos) << r.out;
    }
}

TEST(TlcCheckErrorCounts, ConstraintsAndChecksBfsOneWorker) { breadthFirst(1); }
TEST(TlcCheckErrorCounts, ConstraintsAndChecksBfsTwoWorkers) { breadthFirst(2); }

TEST(TlcCheckErrorCounts, ConstraintsAndChecksDfid) {
  for (Check c : kChecks)
    for (Place p : kPlaces) {
      SCOPED_TRACE(std::string(name(c)) + " fails on the " + name(p) + " successor, -dfid");
      tlcmodel::TlcRun r = tlcmodel::tlc({{"CE.tla", spec(p)}}, "CE.tla", cfg(c), "-deadlock -dfid 6");
      const bool in = !beforeTheSet(c);
      // First/Second: 0's action generated whole ({1, 100}: 3 counted) at
      // level 2. Deeper: level 2 generates 11, level 3 generates 11 again
      // and 12 (FPIntSet's levels: a state is expanded below the iteration's
      // depth only).
      int generated = p == Place::Deeper ? 4 : 3;
      int distinct = p == Place::First ? (in ? 2 : 1) : p == Place::Second ? (in ? 3 : 2) : (in ? 3 : 2);
      EXPECT_EQ(r.generated, std::to_string(generated)) << r.out;
      EXPECT_EQ(r.distinct, std::to_string(distinct)) << r.out;
      EXPECT_EQ(r.exit, beforeTheSet(c) ? 255 : c == Check::Invariant ? 76 : 13) << r.out;
    }
}

} // namespace
