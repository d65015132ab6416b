// Random simulation as TLC's -simulate mode: behaviours of at most `depth`
// steps from a random initial state; at each step a random action (TLC's
// split of Next) with successors is chosen, all its successors are
// generated and checked, and one of them is picked at random. TLC's own
// random generator (java.util.Random's LCG, seeded as TLC seeds its
// workers) makes the behaviours those TLC explores for the same seed.
#pragma once

#include <optional>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "coverage.h"
#include "eval/enumerator.h"
#include "eval/java_random.h"
#include "model/spec_model.h"
#include "run_control.h"
#include "tlc_actions.h"
#include "trace_length_stats.h"

namespace tlacore::explore {

using eval::JavaRandom;

struct SimViolation;

// What a simulation has done so far, for TLC's progress report (message
// 2209, Simulator.ProgressReport).
struct SimProgress {
  uint64_t generated = 0; // states generated, the initial ones included
  uint64_t traces = 0;    // behaviours started
  TraceLengthStats lengths; // of the behaviours that ended without error
  // With SimOptions::coverageInProgress: the coverage counts so far (the
  // initial states' and every worker's), for TLC's periodic coverage report.
  std::optional<CoverageCounts> coverage;
};

struct SimOptions {
  int workers = 1;
  bool warnings = true; // as CheckOptions::warnings
  int64_t depth = 100;
  int64_t traces = -1; // behaviours per worker (num=N); -1 until stopped
  int64_t seed = 0;
  bool checkDeadlock = true;
  bool checkLiveness = true;
  // Checked between steps; halting it ends the run (e.g. a time limit).
  RunControl *control = nullptr;
  const eval::RunIo *io = nullptr;
  // What the run evaluated before the search (eval::Evaluator::Startup): the
  // start-up constants, their registers, RandomElement's generator. Null:
  // the search evaluates the start-up constants itself, first.
  const eval::Evaluator::Startup *startup = nullptr;
  // -coverage: also count per expression into these trees.
  const CostRoots *costs = nullptr;
  // Once the initial states are checked, before the behaviours (TLC's
  // "Finished computing initial states").
  std::function<void(uint64_t initStates)> onInitDone;
  // TLC's -continue (Simulator with TLCGlobals.continuation): a behaviour
  // that violates an invariant or action property or deadlocks ends there
  // and is handed to onViolation (below), and the simulation goes on. An
  // evaluation error or a temporal violation still stops it, as does an
  // initial state that violates an invariant.
  bool continueOnViolation = false;
  std::function<void(const SimViolation &)> onViolation;
  // TLC's periodic progress report: called on the calling thread at most
  // every `progressSeconds` while the behaviours are generated (the clock
  // is read between steps, every few steps), never at the same time as
  // onViolation. Null: none.
  std::function<void(const SimProgress &)> onProgress;
  double progressSeconds = 60;
  // Hand onProgress the coverage counts so far (TLC's ProgressReport prints
  // the coverage every -coverage N minutes with its progress lines).
  bool coverageInProgress = false;
};

enum class SimOutcome {
  Success,
  InvariantViolated,
  InitInvariantViolated,
  ActionPropertyViolated,
  LivenessViolated,
  Deadlock,
  AssumptionFalse,
  NoInitialStates,
  EvalErrorInit,
  EvalErrorNext,
  EvalErrorInvariant,
  // A successor leaves variables unassigned (null in the trace's last state):
  // SimulationWorker.addElement's isGoodState, EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT.
  SuccessorIncomplete,
  // An initial state Init leaves incomplete (Simulator's isGoodState,
  // EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_INITIAL); the trace is the state.
  InitialStateIncomplete,
};

struct SimStep {
  std::vector<val::Value> state;
  int action = -1;   // index into ActionTable::next(); -1 for an initial state
  int64_t level = 1; // TLC numbers trace states by level
};

// -continue: one behaviour's violation. Handed on by the worker that finds
// it, in the order of the behaviours (behaviour i of worker w is number
// w + i * workers): with one worker as it is found, with several once the
// behaviours numbered before it have ended, so that what is printed does
// not depend on timing.
struct SimViolation {
  SimOutcome outcome = SimOutcome::Success; // InvariantViolated, ActionPropertyViolated or Deadlock
  std::string property;
  std::vector<SimStep> trace; // stuttering steps removed, as SimResult::trace
  uint64_t generated = 0;     // the initial states and the states the behaviours up to this one generated
  uint64_t traces = 0;        // the behaviours up to this one
  eval::Evaluator::Registers registers; // its worker's TLCSet registers (for POSTCONDITION)
};

struct SimResult {
  std::shared_ptr<val::StringTable> strings; // what the values refer to (CheckResult::strings)
  SimOutcome outcome = SimOutcome::Success;
  std::string property;
  SourceRange propertyRange;
  eval::EvalError error;
  bool errorInAssumption = false; // EvalErrorInit: the ASSUME at propertyRange failed
  // EvalErrorInvariant: the error was in the action property `property`
  // (TLC's TLC_ACTION_PROPERTY_EVALUATION_FAILED), not an invariant.
  bool errorInActionProperty = false;
  // The behaviour up to the problem, stuttering steps removed as TLC does.
  std::vector<SimStep> trace;
  // Liveness: the lasso ends stuttering forever in its last state, or goes
  // back to trace[loopStart] by action loopAction (an index into
  // ActionTable::next()).
  bool stutteringTail = false;
  size_t loopStart = 0;
  int loopAction = -1;
  uint64_t generated = 0;      // TLC's "states generated"
  uint64_t traces = 0;         // behaviours started
  uint64_t steps = 0;          // transitions taken along the behaviours
  uint64_t initStates = 0;
  // The lengths of the behaviours that ended without error, as TLC's final
  // progress report gives them; with several workers taken in the order of
  // the behaviours (as one worker takes them), not as they end.
  TraceLengthStats lengths;
  CoverageCounts coverage;
  bool exitRequested = false; // TLCSet("exit", TRUE)
  bool stopped = false;       // SimOptions::control halted the run before it finished
  eval::Evaluator::Registers registers; // the first worker's TLCSet(i, v) registers at the end (for POSTCONDITION)
};

SimResult runSimulation(const model::SpecModel &model, const ActionTable &actions, const SimOptions &options);

} // namespace tlacore::explore
