// Breadth-first exhaustive exploration of a SpecModel's state space, as
// TLC's model checking mode: fingerprints of distinct states, invariants on
// each new state, deadlock detection, state and action constraints, and
// the shortest trace to a violation.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "coverage.h"
#include "eval/enumerator.h"
#include "fingerprint_set.h"
#include "init_replay_line.h"
#include "model/spec_model.h"
#include "run_control.h"
#include "state_sink.h"
#include "step_replay.h"

namespace tlacore::explore {

class ActionTable;

// What the search has done so far, for TLC's progress line (message 2200).
struct ProgressInfo {
  int64_t depth = 0;      // the deepest level reached so far
  uint64_t generated = 0; // states generated
  uint64_t distinct = 0;  // distinct states found
  uint64_t queue = 0;     // states found but not expanded yet
};

struct ContinuedViolation;

struct CheckOptions {
  int workers = 1;
  bool warnings = true; // TLC's warnings (off with -nowarning): see Enumerator::setNextShortcut
  int64_t seed = 0; // RandomElement's seed (TLC's -seed)
  int fpIndex = 0;  // TLC's -fp: the polynomial of the TLC fingerprints that order a state's steps (liveness)
  int fpBits = 1;   // TLC's -fpbits: its fingerprint set is 2^fpBits sets (fingerprint_gap.h)
  bool checkDeadlock = true;
  int64_t maxDepth = -1; // check --depth: expand no state at this level (initial states are level 1); -1: no bound
  bool progress = false;
  // Check liveness on the states expanded so far, not only on the complete
  // state graph (TLC's default): as TLC's main thread does its periodic
  // work, first `livenessFirstSeconds` after the search started, then every
  // `livenessEverySeconds`, each time only if the distinct states grew by
  // more than a tenth since the last check (LiveCheck.doLiveCheck). So a run
  // shorter than the first period, as most small models are, reports the
  // invariant TLC reports, not a liveness violation found early.
  bool periodicLiveness = false;
  double livenessFirstSeconds = 3.0;  // AbstractChecker.runTLC: wait(3000), then doPeriodicWork
  double livenessEverySeconds = 60.0; // TLCGlobals.progressInterval
  // Called (on the calling thread) at most every `progressSeconds` while the
  // search runs. The clock is read between units of states, never per state.
  std::function<void(const ProgressInfo &)> onProgress;
  double progressSeconds = 10.0;
  // The first one this long after the initial states are done (<0:
  // progressSeconds); TLC's AbstractChecker.runTLC waits 3 s before it.
  double progressFirstSeconds = -1;
  // Called (on the calling thread) once the ASSUMEs hold, before the initial
  // states: TLC's ModelChecker checks them first and only then prints
  // "Computing initial states...", so what they print comes before it.
  std::function<void()> onAssumptionsHold;
  // Called (on the calling thread) once the initial states are computed and
  // checked, before the search: TLC prints "Finished computing initial
  // states" there, ahead of any progress line. initGenerated counts every
  // initial state generated (repeated ones, ones no constraint keeps).
  std::function<void(size_t initDistinct, uint64_t initGenerated)> onInitDone;
  // Called (on the calling thread) as the initial states are generated,
  // with n = 2, 4, 8, ... when an (n+1)-th one is taken: TLC's
  // ModelChecker.DoInitFunctor.addElement prints "Computed n initial
  // states..." (EC.TLC_COMPUTING_INIT_PROGRESS) when the count of those
  // generated before it (repeated ones, ones no constraint keeps) is a power
  // of two above 1. So before a violation or error of a later one, and
  // between what Init prints for the states around it.
  std::function<void(uint64_t n)> onInitProgress;
  // TLC's -continue (TLCGlobals.continuation): a state that violates an
  // invariant or an implied action is handed to `onViolation` and the
  // search goes on, keeping and exploring the state when the constraints
  // keep it. Deadlocks, evaluation errors and liveness still stop the run.
  // Those of initial states are handed on as they are found, before
  // onInitDone, on the calling thread. Those of successors by the worker
  // that finds them, as it finds them, in BFS order: with one worker in
  // the order TLC's worker prints them; with several, a violation found in
  // a unit of a level waits until the units before it are committed, so
  // the order is the one worker's; a state two units of one level both
  // reach belongs to the first step in BFS order whichever unit added it
  // first (LevelClaims: its parent, its place in its level, the step that
  // reports its invariant violation), so the violations, their order and
  // their traces are the one worker's. onViolation and onProgress are
  // never called at the same time.
  bool continueOnViolation = false;
  std::function<void(const ContinuedViolation &)> onViolation;
  // Tests of the parallel search's scheduling: called by a worker before
  // each unit of states it claims or generates successors for, with the
  // worker's index (a test makes one worker slow, as when another process
  // keeps its core busy). Null: nothing.
  std::function<void(size_t worker)> beforeUnit;
  // Stops the search early (Outcome::Stopped) and counts its distinct
  // states; null when nobody will stop it.
  RunControl *control = nullptr;
  // Print/PrintT output and IOEnv's environment (null: the process's).
  const eval::RunIo *io = nullptr;
  // What the run evaluated before the search (eval::Evaluator::Startup): the
  // start-up constants, their registers, RandomElement's generator. Null:
  // the search evaluates the start-up constants itself, first.
  const eval::Evaluator::Startup *startup = nullptr;
  // -coverage: successors are generated per TLC action of this table (as
  // TLC does) and counted per coverage row, with the constraints' counts.
  const ActionTable *coverage = nullptr;
  // TLC's actions: the replay of a step whose check failed (step_replay.h)
  // generates and checks one at a time, as TLC's doNext. Null: Next as one.
  const ActionTable *actions = nullptr;
  const CostRoots *costs = nullptr; // with coverage: also count per expression
  // Every distinct state (and, when it asks, every step) as it is found
  // (TLC's -dump); null: none.
  StateSink *states = nullptr;
  // Bytes of memory for the fingerprints of the states seen; past it they
  // are merged into sorted files in a private directory under `spillDir`
  // (empty: $TMPDIR, else /tmp). 0: no budget, all in memory.
  uint64_t fingerprintBudgetBytes = 0;
  std::string spillDir;
  // Bytes (estimated) of expanded states' values held until the end tells
  // whether TLC's estimate line needs their TLC fingerprints
  // (tlc_fingerprint_keep.h); past them, each state is fingerprinted as it
  // is expanded. Tests set it low to check both ways agree.
  uint64_t tlcFingerprintHoldBytes = uint64_t{64} << 20;
  // Bytes of memory for the records of explored states and for the values
  // of the states not expanded yet (the initial states included); past them
  // records and whole blocks of states go to files in private directories
  // under `spillDir`. 0: no budget.
  uint64_t recordBudgetBytes = 0;
  uint64_t frontierBudgetBytes = 0;
  // With a frontier budget: past this resident size of the process (0:
  // none), no more states are kept in memory whatever the budget.
  uint64_t memoryPressureBytes = 0;
  // The run's whole memory bound (0: none): it caps the liveness search's
  // own tables, and the search stops when the run is halted.
  uint64_t memoryBytes = 0;
  // Not 0: the liveness check's graph (the workers' logs of it, the
  // behaviour graph, its products with the tableaux, the index by
  // fingerprint) goes to files in a private directory under `spillDir`,
  // at most this many bytes of them resident in memory (live::GraphFiles).
  // 0: all in memory.
  uint64_t livenessWindowBytes = 0;
};

struct TraceStep {
  std::vector<val::Value> state;
  eval::ActionLabel label; // empty for the initial state
};

enum class Outcome {
  Success,
  InvariantViolated,
  InitInvariantViolated,
  ActionPropertyViolated,
  Deadlock,
  AssumptionFalse,
  EvalErrorInit,      // error computing initial states
  EvalErrorNext,      // error computing successors
  SuccessorIncomplete, // a successor leaves variables unassigned (null in the trace's last state)
  // An initial state Init leaves variables unassigned (null in the trace's
  // only state): TLC's DoInitFunctor's isGoodState check, EC.TLC_INITIAL_STATE
  // "current state is not a legal state", returned as the run's code.
  InitialStateIncomplete,
  EvalErrorInvariant, // error evaluating an invariant or constraint
  LivenessViolated,   // a fair behaviour violates a temporal property (a lasso)
  EvalErrorLiveness,  // error evaluating a temporal property's predicates
  Stopped,            // CheckOptions::control halted it (counts are those so far)
};

// One violation a search under CheckOptions::continueOnViolation went on
// after: InitInvariantViolated (trace: the initial state), InvariantViolated
// or ActionPropertyViolated (trace: from an initial state to the violating one).
struct ContinuedViolation {
  Outcome outcome;
  std::string property;
  std::vector<TraceStep> trace;
};

// One worker's figures for a run: where its time went and what it did.
struct WorkerStats {
  double busySeconds = 0; // expanding states (and generating successors ahead)
  double idleSeconds = 0; // waiting for work
  double cpuSeconds = 0;  // CPU time of its thread (busy minus preemption, on a loaded machine)
  uint64_t expanded = 0;   // states it expanded
  uint64_t speculated = 0; // of which successors were generated ahead of their level's turn
  uint64_t units = 0;      // units of work it committed
  uint64_t fpInserts = 0;  // fingerprint-set inserts
  double fpSeconds = 0;    // time spent in them, estimated from every 8th (contention shows here)
};

struct CheckResult {
  // The strings and model values the result's values refer to: kept alive
  // as long as the result (value.h: they are not reference-counted).
  std::shared_ptr<val::StringTable> strings;
  Outcome outcome = Outcome::Success;
  std::string property;     // the violated invariant / assumption text
  SourceRange propertyRange;
  bool errorInAssumption = false; // EvalErrorInit: the ASSUME at propertyRange failed
  std::vector<TraceStep> trace;
  // LivenessViolated: the trace is a lasso that goes back to state
  // trace[loopStart] after its last state, or stutters there forever.
  size_t loopStart = 0;
  bool stutters = false;
  bool livenessSafety = false; // the trace alone violates the property (live::Lasso::safety)
  std::vector<val::Value> loopBackState; // the state the last step of the loop reaches
  uint64_t livenessStates = 0; // distinct states the last liveness check covered (0: none done)
  bool livenessPartial = false; // that check covered the states expanded so far, not all
  uint64_t livenessDiskBytes = 0; // the most bytes the liveness graph's files held at once (0: in memory)
  size_t livenessBranches = 0;  // the products it searched: TLC's branches of temporal properties
  // Wall time of the liveness checks (periodic ones included): in all
  // (the behaviour graph from the workers' logs, the search, the lasso's
  // trace), and searching the products alone.
  double livenessSeconds = 0;
  double livenessLastSeconds = 0; // the last check alone (TLC's "Finished checking temporal properties in")
  double initialSeconds = 0; // generating and checking the initial states
  double livenessSearchSeconds = 0;
  eval::EvalError error;
  // EvalErrorInvariant: the error was in an action property (TLC's
  // TLC_ACTION_PROPERTY_EVALUATION_FAILED), not an invariant or constraint.
  bool errorInActionProperty = false;
  // EvalErrorInvariant on an initial state: the error was in the predicates
  // of the initial tableau nodes, which TLC evaluates when it adds the state
  // to its behaviour graph (TableauLiveChecker.addInitState inside its
  // DoInitFunctor). TLC's replay of the initial states (doInit(true)) finds
  // the state seen and does not add it again: no stack follows the error.
  bool errorAddingInitialState = false;
  // The expansion of the last state of `trace` met a problem (the outcome),
  // and adding that state to the behaviour graph for the temporal
  // properties then failed too, with this error: TLC's Worker prints its
  // stack (EC.TLC_NESTED_EXPRESSION) in place of the problem's own.
  std::optional<eval::EvalError> livenessError;
  // A successor's check failed to evaluate: what TLC's replay of the step
  // met (step_replay.h), reported after the behaviour; none if it met nothing.
  std::optional<ReplayedError> replay;
  // A search problem's trace ends in the successor whose check met it
  // (TLC's printTrace(s1, s2)), not in the state expanded (printTrace(s1, null)).
  bool traceEndsInSuccessor = false;
  // What that replay printed (StepReplay::printed).
  std::vector<std::string> replayPrinted;
  uint64_t generated = 0;
  uint64_t distinct = 0;
  // A complete search whose counts make TLC look at its fingerprints
  // (tlcChecksActualFingerprints): the smallest distance between two TLC
  // fingerprints of the distinct states (tlcFingerprintGap); 0 otherwise.
  uint64_t tlcFingerprintGap = 0;
  uint64_t initDistinct = 0;
  uint64_t initGenerated = 0; // set once the initial states are done
  // After an exception while the initial states were computed or checked,
  // TLC's ModelChecker replays Init with its call stack kept
  // (numberOfInitialStates = 0; doInit(cTool, true)), whose DoInitFunctor
  // prints its own "Computed n initial states..." lines: the initial states
  // that replay generates (up to the one that fails again, or all of them).
  uint64_t initReplayGenerated = 0;
  // What that replay printed, in order (explore/init_replay.h), when Init or
  // the initial states' checks can print: then its lines stand for the
  // progress lines counted from initReplayGenerated.
  bool initReplayRecorded = false;
  // EvalErrorInit: Init failed after a state TLC could not fingerprint,
  // which `trace` holds; TLC prints the error with that state
  // (EC.TLC_INITIAL_STATE) rather than alone (EC.GENERAL).
  bool initErrorNamesState = false;
  std::vector<InitReplayLine> initReplayLines;
  uint64_t queueLeft = 0;
  int64_t depth = 0;
  bool depthBoundReached = false; // stopped at CheckOptions::maxDepth with states left to expand
  // outDegree[d]: expanded states whose successors included d new states
  // (TLC's "average outdegree of the complete state graph").
  std::vector<uint64_t> outDegree;
  CoverageCounts coverage; // with CheckOptions::coverage: TLC's counts per action and constraint
  eval::Evaluator::Registers registers; // the first worker's TLCSet(i, v) registers at the end
  // How the search went: the workers it ran (the requested number, capped
  // at the machine's hardware threads), each one's figures, its time.
  int workersUsed = 0;
  std::vector<WorkerStats> workerStats;
  double seconds = 0;
  // Memory of the explored states' records (fingerprint, parent, action:
  // values are kept only on the frontier), and the largest frontier.
  uint64_t recordBytes = 0;
  double recordBytesPerState = 0;
  uint64_t peakFrontierStates = 0;
  uint64_t recordDiskBytes = 0;     // of recordBytes, those written to disk
  uint64_t frontierSpilledStates = 0; // states written to disk on their way through the queue
  uint64_t frontierSpilledBytes = 0;
  FingerprintSetStats fingerprints; // the fingerprint set's memory, disk and contention at the end
};

CheckResult runBfs(const model::SpecModel &model, const CheckOptions &options);

// Fingerprint of a state (or of its VIEW value).
uint64_t fingerprint(const std::vector<val::Value> &state);
// The same, raising val::FingerprintError as it is (fingerprint() makes it
// the error a search reports, fingerprint_failure.h).
uint64_t stateHash(const std::vector<val::Value> &state);
// Whether hashing the values of `state` (fingerprint()) can neither throw
// nor change anything, so that it may be fingerprinted ahead of its turn:
// only booleans, integers, strings, model values, and finite sets and
// functions of them (a lazy set's hash may build it, and caches a UNION's
// normal form as TLC's fingerprint does), looking at no more than 64
// values (past that: not known, false; a value whose hash is cached counts
// as one).
bool hashHasNoEffects(const std::vector<val::Value> &state);

} // namespace tlacore::explore
