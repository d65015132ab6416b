// Random simulation as TLC's -simulate mode: behaviours of at most `depth`
// steps from a random initial state; at each step a random action (TLC's
// split of Next) with successors is chosen, all its successors are
// generated and checked, and one of them is picked at random. TLC's own
// random generator (java.util.Random's LCG, seeded as TLC seeds its
// workers) makes the behaviours those TLC explores for the same seed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "coverage.h"
#include "eval/enumerator.h"
#include "eval/java_random.h"
#include "model/spec_model.h"
#include "run_control.h"
#include "tlc_actions.h"

namespace tlacore::explore {

using eval::JavaRandom;

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
  // -coverage: also count per expression into these trees.
  const CostRoots *costs = nullptr;
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
};

struct SimStep {
  std::vector<val::Value> state;
  int action = -1;   // index into ActionTable::next(); -1 for an initial state
  int64_t level = 1; // TLC numbers trace states by level
};

struct SimResult {
  std::shared_ptr<val::StringTable> strings; // what the values refer to (CheckResult::strings)
  SimOutcome outcome = SimOutcome::Success;
  std::string property;
  SourceRange propertyRange;
  eval::EvalError error;
  bool errorInAssumption = false; // EvalErrorInit: the ASSUME at propertyRange failed
  // The behaviour up to the problem, stuttering steps removed as TLC does.
  std::vector<SimStep> trace;
  bool stutteringTail = false; // liveness: the behaviour ends stuttering forever
  uint64_t generated = 0;      // TLC's "states generated"
  uint64_t traces = 0;         // behaviours started
  uint64_t steps = 0;          // transitions taken along the behaviours
  uint64_t initStates = 0;
  CoverageCounts coverage;
  bool exitRequested = false; // TLCSet("exit", TRUE)
  bool stopped = false;       // SimOptions::control halted the run before it finished
  eval::Evaluator::Registers registers; // the first worker's TLCSet(i, v) registers at the end (for POSTCONDITION)
};

SimResult runSimulation(const model::SpecModel &model, const ActionTable &actions, const SimOptions &options);

} // namespace tlacore::explore
