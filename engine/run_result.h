// RunResult: what a check found, as data: the verdict (TLC's exit code
// class), the counts, the trace with TLC's action labels, the violated
// property, coverage, which budget stopped it, timings and memory.
// Renderers (report_json.h, the TLC text written while the run goes) read
// this; callers (scoring, sweeps, tests) use it directly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "diagnostic.h"
#include "phase_times.h"
#include "source_manager.h"

namespace tlacore::engine {

// Why a run ended before the search was complete, when it did (Memory: the
// --max-memory budget; OutOfMemory: an allocation failed).
enum class StopReason { None, StopRequested, WallTime, Memory, States, OutOfMemory };
const char *stopReasonName(StopReason r);

struct RunResult {
  std::string mode;                 // "bfs", "dfid", "simulate"
  std::string outcome = "success";  // success, deadlock, invariantViolated, ..., stopped, memoryExceeded
  int exitCode = 0;                 // TLC's exit code for this outcome (engine/exit_codes.h)
  std::optional<DiagId> error;      // how the check failed (diagnostic_kinds.def, 5xxx); none: success
  std::string property;             // the violated invariant or property
  std::string message;              // TLC's error message
  std::string errorLocation;        // TLC's "line L, col C to ... of module M" of an evaluation error
  SourceRange errorRange;           // the same as a range (for clang-style diagnostics)
  bool errorUnlocated = false;      // TLC prints no location for it
  uint64_t generated = 0;
  int64_t distinct = -1;
  int64_t left = -1;
  int64_t depth = 0;
  uint64_t initial = 0;
  int workers = 1;
  uint64_t traces = 0; // simulation: behaviours
  int64_t seed = 0;
  struct State {
    int64_t number;
    std::string action;
    std::string location;
    std::string label;
    std::vector<std::pair<std::string, std::string>> variables; // name, value as TLC prints it
  };
  std::vector<State> trace;
  // -continue: each violation the search printed and went on after, in the
  // order printed (the run's own outcome, trace and exit code are those it
  // ended with: success, or what stopped it later).
  struct Violation {
    std::string outcome; // invariantViolated, actionPropertyViolated, deadlock (simulation)
    std::string property;
    std::string message;
    std::vector<State> trace;
  };
  std::vector<Violation> violations;
  bool stuttering = false;
  int64_t backToState = 0; // a liveness lasso: the state the loop goes back to
  // A liveness lasso: the actions enabled in its loop but never taken there
  // (fairness that would exclude it: WF if always enabled, SF otherwise).
  struct Neglected {
    std::string action;
    std::string location;
    bool alwaysEnabled;
  };
  std::vector<Neglected> neglected;
  bool hasLoop = false;
  struct Row {
    std::string kind; // init, action, constraint, actionConstraint
    std::string name;
    std::string label;
    uint64_t distinct;
    uint64_t generated;
    struct Expr {
      int depth;
      std::string location;
      uint64_t count, cost;
      bool withCost;
    };
    std::vector<Expr> expressions; // TLC's per-expression lines below the row
  };
  std::vector<Row> coverage;
  bool hasCoverage = false;
  bool depthBoundReached = false; // stopped at RunOptions::searchDepth with states left to expand
  bool postconditionChecked = false;
  bool postconditionHolds = true;

  StopReason stopReason = StopReason::None;
  double seconds = 0;          // wall time of the run
  uint64_t peakResidentBytes = 0; // the process's resident size at its highest during the run (sampled)
  // Model checking: the workers the search ran (the requested number capped
  // at the machine's hardware threads), and the bytes its records of the
  // explored states take (fingerprint, parent, action; the fingerprint set
  // and the frontier's values not included), in all and per distinct state.
  int workersUsed = 0;
  struct WorkerFigures {
    double busySeconds, idleSeconds, cpuSeconds, fpSeconds;
    uint64_t expanded, speculated, fpInserts;
  };
  std::vector<WorkerFigures> workerStats; // per worker: where its time went (explore::WorkerStats)
  uint64_t stateRecordBytes = 0;
  double bytesPerState = 0;
  // The fingerprint set at the end: bytes in memory and on disk, spills,
  // and its contention counters (explore::FingerprintSetStats).
  uint64_t fingerprintMemoryBytes = 0, fingerprintDiskBytes = 0, fingerprintSpills = 0;
  uint64_t fingerprintCasRetries = 0, fingerprintWaits = 0, fingerprintDiskLookups = 0;
  // Under a memory budget: the state records written to disk, and the
  // states that went through the queue's spill files (explore/frontier_store.h).
  uint64_t stateRecordDiskBytes = 0, queueSpilledStates = 0, queueSpilledBytes = 0;
  // The most bytes the liveness graph's files held at once (0: it was in memory).
  uint64_t livenessDiskBytes = 0;
  // engine::check(): the phases of the whole check (run() fills only `check`).
  PhaseTimes phases;
};

} // namespace tlacore::engine
