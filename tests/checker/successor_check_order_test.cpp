// The order TLC checks successors in, as a class: which check fails first on
// the first successor x = 1 of the initial state x = 0, times what a later
// generation would meet, times where that later generation is, times the
// search (BFS, -dfid, -simulate). The expected verdicts and counts follow
// TLC 1.8.0's code:
//  - BFS: Worker is the INextStateFunctor of Tool.getNextStates; its
//    addElement counts a successor (statesGenerated++), checks it
//    (constraints, fingerprint set, invariants of a new state, action
//    properties) and queues it before the next successor is generated; a
//    problem throws out of the generation, so a later error is never met.
//    An error in a check then has ModelChecker replay the step with its
//    CallStackTool through doNext, which generates one action's successors
//    (a StateVec) and checks them before the next action's: the replay may
//    meet the later generation, whose error (and exit code) it reports.
//  - DFID: DFIDModelChecker.doNext generates a whole action (StateVec),
//    counts it (numOfGenStates += size) and only then checks its successors.
//  - Simulation: SimulationWorker is the functor of one action's generation
//    and checks each successor in addElement as BFS does.
//  - BFS with several workers: each Worker runs the same getNextStates on
//    the state it dequeued. The checked state x = 0 is alone in the queue
//    when it is expanded, and every other state's expansion meets no
//    problem and reaches no later generation, so TLC's verdict, exit code,
//    message and whether the side effect is printed do not depend on the
//    schedule. The class runs with 1 and 2 workers, x = 0 the initial
//    state, or the one state of level 2 after a level of kWide initial
//    states (x = -kWide .. -1, each with the one step Down to x = 0): there
//    tlacore's other worker, out of level-1 states, may generate level 2's
//    successors ahead of its turn, which must not run a later action
//    (PrintT) before x = 1 is checked. The counts are tlacore's own at
//    several workers (a level is expanded whole before the next: those of
//    one worker), one of the counts TLC's schedules give.
#include <gtest/gtest.h>

#include <string>

#include "../tools/tlc_model_run.h"

namespace {

// The check the first successor x = 1 fails first (or none).
enum class First { InvariantViolated, InvariantEvalError, ActionPropertyViolated, ConstraintEvalError, DeadlockFree, AlreadySeen };
// What the later generation meets.
enum class Later { EvalError, AssertFailure, PrintSideEffect, RunawayRecursion };
// Where the later generation is: in the same action (one \E over a domain
// that depends on x, which TLC does not split), in a later action of Next's
// split, or in a disjunction under a conjunction (not split either).
enum class Place { SameAction, SplitAction, NestedDisjunction };

const char *name(First f) {
  switch (f) {
  case First::InvariantViolated: return "InvariantViolated";
  case First::InvariantEvalError: return "InvariantEvalError";
  case First::ActionPropertyViolated: return "ActionPropertyViolated";
  case First::ConstraintEvalError: return "ConstraintEvalError";
  case First::DeadlockFree: return "DeadlockFree";
  case First::AlreadySeen: return "AlreadySeen";
  }
  return "";
}
const char *name(Later l) {
  switch (l) {
  case Later::EvalError: return "EvalError";
  case Later::AssertFailure: return "AssertFailure";
  case Later::PrintSideEffect: return "PrintSideEffect";
  case Later::RunawayRecursion: return "RunawayRecursion";
  }
  return "";
}
const char *name(Place p) {
  switch (p) {
  case Place::SameAction: return "SameAction";
  case Place::SplitAction: return "SplitAction";
  case Place::NestedDisjunction: return "NestedDisjunction";
  }
  return "";
}

const First kFirsts[] = {First::InvariantViolated, First::InvariantEvalError, First::ActionPropertyViolated,
                         First::ConstraintEvalError, First::DeadlockFree, First::AlreadySeen};
const Later kLaters[] = {Later::EvalError, Later::AssertFailure, Later::PrintSideEffect, Later::RunawayRecursion};
const Place kPlaces[] = {Place::SameAction, Place::SplitAction, Place::NestedDisjunction};

bool stopsAtFirst(First f) { return f != First::DeadlockFree && f != First::AlreadySeen; }

const char *kSideEffect = "LATER-SIDE-EFFECT";
const char *kDivByZero = "The second argument of \\div is 0.";
const char *kAssertFailed = "The first argument of Assert evaluated to FALSE";

// Initial states before x = 0 in the wide variant (many units of a level).
const int kWide = 2000;

std::string spec(First f, Later l, Place p, bool wide) {
  std::string first = f == First::AlreadySeen ? "x' = x" : "x' = 1";
  std::string later;
  switch (l) {
  case Later::EvalError: later = "x' = 1 \\div 0"; break;
  case Later::AssertFailure: later = "x' = Assert(FALSE, \"later\")"; break;
  case Later::PrintSideEffect: later = "PrintT(\"" + std::string(kSideEffect) + "\") /\\ x' = 1 \\div 0"; break;
  case Later::RunawayRecursion: later = "x' = Rec(0)"; break;
  }
  std::string next;
  switch (p) {
  case Place::SameAction: next = "\\E i \\in {x + 1, x + 2} : IF i = x + 1 THEN First ELSE Later"; break;
  case Place::SplitAction: next = "First \\/ Later"; break;
  case Place::NestedDisjunction: next = "x = x /\\ (First \\/ Later)"; break;
  }
  // Wide: the negative initial states step Down to x = 0 (an action of its
  // own, first in Next's split); First and Later are disabled there.
  std::string guard = wide ? "x >= 0 /\\ " : "";
  return "---- MODULE SuccOrder ----\n"
         "EXTENDS Integers, TLC\n"
         "VARIABLE x\n"
         "Init == " + (wide ? "x \\in (-" + std::to_string(kWide) + ")..(-1)" : std::string("x = 0")) + "\n"
         "RECURSIVE Rec(_)\n"
         "Rec(n) == Rec(n + 1) + 1\n"
         "Down == x < 0 /\\ x' = 0\n"
         "First == " + guard + first + "\n"
         "Later == " + guard + later + "\n"
         "Next == " + (wide ? "Down \\/ (" + next + ")" : next) + "\n"
         "Inv == x < 1\n"
         "InvErr == IF x = 1 THEN 1 \\div 0 = 0 ELSE TRUE\n"
         "ActProp == [][x' # 1]_x\n"
         "Constr == IF x = 1 THEN 1 \\div 0 = 0 ELSE TRUE\n"
         "====\n";
}

std::string cfg(First f) {
  std::string c = "INIT Init\nNEXT Next\n";
  switch (f) {
  case First::InvariantViolated: return c + "INVARIANT Inv\n";
  case First::InvariantEvalError: return c + "INVARIANT InvErr\n";
  case First::ActionPropertyViolated: return c + "PROPERTY ActProp\n";
  case First::ConstraintEvalError: return c + "CONSTRAINT Constr\n";
  default: return c;
  }
}

// The later generation's own error: its exit code and message.
int laterExit(Later l) { return l == Later::AssertFailure ? 14 : 75; }
std::string laterMessage(Later l) {
  if (l == Later::AssertFailure)
    return kAssertFailed;
  if (l == Later::RunawayRecursion)
    return "StackOverflowError";
  return kDivByZero;
}

std::string label(First f, Later l, Place p, const char *mode) {
  return std::string(mode) + " " + name(f) + " x " + name(l) + " x " + name(p);
}

tlcmodel::TlcRun run(First f, Later l, Place p, const std::string &args, bool wide = false) {
  return tlcmodel::tlc({{"SuccOrder.tla", spec(f, l, p, wide)}}, "SuccOrder.tla", cfg(f), args);
}

bool contains(const std::string &out, const std::string &s) { return out.find(s) != std::string::npos; }

// A runaway recursion the search reaches costs its whole depth: only the
// cases where the first check stops the search before it (the point of
// the class) and the replay does not meet it either.
bool skip(First f, Later l, Place p, bool bfsReplay) {
  if (l != Later::RunawayRecursion)
    return false;
  if (!stopsAtFirst(f))
    return true;
  if (bfsReplay && (f == First::InvariantEvalError || (f == First::ConstraintEvalError && p != Place::SplitAction)))
    return true;
  return false;
}

// BFS with `workers` workers; `wide`: x = 0 after a level of kWide states.
void breadthFirst(int workers, bool wide) {
  const std::string mode = "bfs -workers " + std::to_string(workers) + (wide ? " wide" : "");
  // What the wide variant generates and finds before x = 0 is expanded:
  // kWide initial states and their kWide steps Down (one of them x = 0, new).
  const int generatedBefore = wide ? 2 * kWide - 1 : 0;
  const int distinctBefore = wide ? kWide : 0;
  for (First f : kFirsts)
    for (Later l : kLaters)
      for (Place p : kPlaces) {
        if (skip(f, l, p, true))
          continue;
        SCOPED_TRACE(label(f, l, p, mode.c_str()));
        tlcmodel::TlcRun r = run(f, l, p, "-workers " + std::to_string(workers), wide);
        // Generated: the initial state and the first successor, whatever
        // follows (a stop ends the generation; a reached later generation
        // errs before it completes a successor).
        EXPECT_EQ(r.generated, std::to_string(generatedBefore + 2)) << r.out;
        // Distinct: the first successor enters the fingerprint set before its
        // invariants and action properties are checked (isSeenState comes
        // first); a constraint that fails to evaluate comes before the set,
        // so that successor is not distinct (Worker.addElement: isInModel
        // throws before isSeenState; nor does the replay put it there);
        // x' = x is the initial state again.
        EXPECT_EQ(r.distinct, std::to_string(distinctBefore + (f == First::AlreadySeen ||
                                                               f == First::ConstraintEvalError ? 1 : 2)))
            << r.out;
        // Queued only when no check failed and it is new.
        EXPECT_TRUE(contains(r.out, f == First::DeadlockFree ? "1 states left on queue" : "0 states left on queue"))
            << r.out;
        switch (f) {
        case First::InvariantViolated:
          EXPECT_EQ(r.exit, 12) << r.out;
          EXPECT_TRUE(contains(r.out, "Error: Invariant Inv is violated.")) << r.out;
          break;
        case First::ActionPropertyViolated:
          EXPECT_EQ(r.exit, 13) << r.out;
          EXPECT_TRUE(contains(r.out, "Error: Action property ActProp is violated.")) << r.out;
          break;
        case First::InvariantEvalError:
          // The invariant's error, then the replay (doNext): the successor
          // that failed is in the set (its invariants are not evaluated
          // again), so the replay goes on to the later generation (the rest
          // of the same action, or the next action) and reports its error
          // as the nested expressions, with its exit code.
          EXPECT_TRUE(contains(r.out, kDivByZero)) << r.out;
          EXPECT_TRUE(contains(r.out, "evaluating the nested")) << r.out;
          EXPECT_EQ(r.exit, laterExit(l)) << r.out;
          break;
        case First::ConstraintEvalError:
          // The replay evaluates the constraint again on the same successor:
          // after its action's generation, which is the later one's too when
          // both are in one action (its error, its exit code); in a split
          // the constraint's own error comes first.
          EXPECT_TRUE(contains(r.out, kDivByZero)) << r.out;
          EXPECT_EQ(r.exit, p == Place::SplitAction ? 75 : laterExit(l)) << r.out;
          break;
        case First::DeadlockFree:
        case First::AlreadySeen:
          EXPECT_EQ(r.exit, laterExit(l)) << r.out;
          EXPECT_TRUE(contains(r.out, laterMessage(l))) << r.out;
          break;
        }
        // The side effect happens where the later generation is reached: by
        // the search, or by the replay of a failed check. (A violation's
        // trace is rebuilt by generating the predecessor's action again, as
        // TLC's Tool.getState does: one action holding both is not asserted.)
        if (l == Later::PrintSideEffect) {
          bool reached = !stopsAtFirst(f) || f == First::InvariantEvalError ||
                         (f == First::ConstraintEvalError && p != Place::SplitAction);
          if (reached || p == Place::SplitAction) {
            EXPECT_EQ(contains(r.out, kSideEffect), reached) << r.out;
          }
        }
      }
}

TEST(SuccessorCheckOrder, BreadthFirst) { breadthFirst(1, false); }
TEST(SuccessorCheckOrder, BreadthFirstTwoWorkers) { breadthFirst(2, false); }
TEST(SuccessorCheckOrder, BreadthFirstWideLevel) { breadthFirst(1, true); }
TEST(SuccessorCheckOrder, BreadthFirstWideLevelTwoWorkers) { breadthFirst(2, true); }

TEST(SuccessorCheckOrder, DepthFirstIterative) {
  for (First f : kFirsts)
    for (Later l : kLaters)
      for (Place p : kPlaces) {
        if (skip(f, l, p, false) || (l == Later::RunawayRecursion && p != Place::SplitAction))
          continue;
        SCOPED_TRACE(label(f, l, p, "dfid"));
        tlcmodel::TlcRun r = run(f, l, p, "-dfid 3");
        if (p != Place::SplitAction) {
          // One action: generated whole before any check, so its later
          // generation errs first; nothing but the initial state counted.
          // DFIDModelChecker.doNext's outer catch makes any error generating
          // successors EC.GENERAL (an Assert's too): 255.
          EXPECT_EQ(r.exit, 255) << r.out;
          EXPECT_TRUE(contains(r.out, laterMessage(l))) << r.out;
          EXPECT_EQ(r.generated, "1") << r.out;
          EXPECT_EQ(r.distinct, "1") << r.out;
          EXPECT_EQ(contains(r.out, kSideEffect), l == Later::PrintSideEffect) << r.out;
          continue;
        }
        // Split: First's successor is counted and checked before Later is generated.
        EXPECT_EQ(r.generated, "2") << r.out;
        // In the set unless the constraint (evaluated first) failed, or it is the initial state.
        EXPECT_EQ(r.distinct, f == First::AlreadySeen || f == First::ConstraintEvalError ? "1" : "2") << r.out;
        EXPECT_EQ(contains(r.out, kSideEffect), l == Later::PrintSideEffect && !stopsAtFirst(f)) << r.out;
        switch (f) {
        case First::InvariantViolated:
          EXPECT_EQ(r.exit, 12) << r.out;
          break;
        case First::ActionPropertyViolated:
          EXPECT_EQ(r.exit, 13) << r.out;
          break;
        case First::InvariantEvalError: // EC.TLC_INVARIANT_EVALUATION_FAILED, no replay in DFID
          EXPECT_EQ(r.exit, 76) << r.out;
          break;
        case First::ConstraintEvalError: // isInModel is in doNext's outer try: EC.GENERAL
          EXPECT_EQ(r.exit, 255) << r.out;
          break;
        case First::DeadlockFree:
        case First::AlreadySeen:
          EXPECT_EQ(r.exit, 255) << r.out; // the later generation's error, EC.GENERAL as above
          EXPECT_TRUE(contains(r.out, laterMessage(l))) << r.out;
          break;
        }
      }
}

TEST(SuccessorCheckOrder, Simulation) {
  // One action (the split's order is the generator's choice): the first
  // successor is checked before the later generation runs.
  for (First f : kFirsts)
    for (Later l : kLaters)
      for (Place p : {Place::SameAction, Place::NestedDisjunction}) {
        if (skip(f, l, p, false))
          continue;
        SCOPED_TRACE(label(f, l, p, "simulate"));
        tlcmodel::TlcRun r = run(f, l, p, "-simulate num=1 -depth 3 -seed 1");
        EXPECT_EQ(contains(r.out, kSideEffect), l == Later::PrintSideEffect && !stopsAtFirst(f)) << r.out;
        switch (f) {
        case First::InvariantViolated:
          EXPECT_EQ(r.exit, 12) << r.out;
          EXPECT_TRUE(contains(r.out, "Error: Invariant Inv is violated.")) << r.out;
          break;
        case First::ActionPropertyViolated:
          EXPECT_EQ(r.exit, 13) << r.out;
          EXPECT_TRUE(contains(r.out, "Error: Action property ActProp is violated.")) << r.out;
          break;
        case First::InvariantEvalError:
          EXPECT_EQ(r.exit, 76) << r.out;
          EXPECT_TRUE(contains(r.out, kDivByZero)) << r.out;
          break;
        case First::ConstraintEvalError:
          // SimulationWorker.addElement evaluates isInModel outside its try
          // blocks: the error leaves getNextStates as one in Next does
          // (EC.GENERAL, 255, no "states generated" summary).
          EXPECT_EQ(r.exit, 255) << r.out;
          EXPECT_TRUE(contains(r.out, kDivByZero)) << r.out;
          break;
        case First::DeadlockFree:
        case First::AlreadySeen:
          // The later generation's error, as the simulator reports one in
          // Next ("TLC threw an unexpected exception"; an Assert exits 14).
          EXPECT_EQ(r.exit, l == Later::AssertFailure ? 14 : 255) << r.out;
          break;
        }
        if (stopsAtFirst(f) && f != First::ConstraintEvalError) {
          EXPECT_TRUE(contains(r.out, "The number of states generated: 2")) << r.out;
        }
      }
}

} // namespace

namespace {

// What Next reads of the search while it generates: TLC's statesGenerated,
// the fingerprint set and the queue already hold the successors addElement
// took before (x = 1 when i = 2 is generated: the initial state and x = 1
// generated, both distinct, x = 1 queued and x = 0 taken off the queue).
TEST(SuccessorCheckOrder, CountsReadWhileGenerating) {
  const std::string spec = "---- MODULE Stats ----\n"
                           "EXTENDS Naturals, TLC\n"
                           "VARIABLE x\n"
                           "Init == x = 0\n"
                           "Next == x = 0 /\\ \\E i \\in {1, 2} : x' = i /\\ PrintT(<<i, TLCGet(\"stats\").generated,\n"
                           "                                      TLCGet(\"stats\").distinct, TLCGet(\"stats\").queue>>)\n"
                           "====\n";
  tlcmodel::TlcRun r = tlcmodel::tlc({{"Stats.tla", spec}}, "Stats.tla", "INIT Init\nNEXT Next\n", "-deadlock");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_NE(r.out.find("<<1, 1, 1, 0>>"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("<<2, 2, 2, 1>>"), std::string::npos) << r.out;
  EXPECT_EQ(r.generated, "3");
  EXPECT_EQ(r.distinct, "3");
}

} // namespace
