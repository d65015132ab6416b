// RunOptions: what one check of a loaded Model is asked to do, with its own
// budgets, stop token, output and environment, so that many checks can run
// in one process at once.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "output_sink.h"

namespace tlacore::engine {

enum class SearchMode { Bfs, Dfid, Simulate };

struct ReachedStates; // state_dump.h

// -dump: the distinct states a model-checking (BFS) run reaches, written to
// a file as they are found (state_dump.h).
enum class DumpFormat {
  Tlc,  // TLC's -dump FILE: "State N:" and the state's lines
  Dot,  // TLC's -dump dot FILE: the state graph in GraphViz's language
  Json, // tlacore's: {"variables": [...], "states": [...]}
};
struct StateDump {
  DumpFormat format = DumpFormat::Tlc;
  std::string path;          // written as given (`tlacore tlc` adds TLC's .dump or .dot)
  bool colorize = false;     // dot: each action's edges in a color of their own
  bool actionLabels = false; // dot: edges labelled with their action's name
  bool snapshot = false;     // dot: FILE_snapshot.dot, a complete graph, rewritten after each state and step
  bool stuttering = false;   // dot: a dashed self-edge per state expanded when temporal properties are checked
  bool constrained = false;  // dot: accepted as TLC does; states cut by a CONSTRAINT are not drawn (see state_dump.h)
};

// Limits on one run; 0 means none. A run that reaches one stops cleanly
// (within ~100 ms) and reports which one and the counts so far.
struct Budgets {
  double wallSeconds = 0;
  uint64_t memoryBytes = 0; // the process's resident size (what the OS would kill for)
  uint64_t states = 0;      // distinct states (model checking) or states generated (simulation)
};

// How TLC's messages are written to the output sink.
enum class TextFormat {
  Plain,  // as TLC prints them
  Tool,   // framed as TLC's -tool mode
  Silent, // nothing (the caller renders the result, e.g. as JSON)
};

struct RunOptions {
  SearchMode mode = SearchMode::Bfs;
  int workers = 1;
  int64_t seed = 0;
  int fpIndex = 0; // TLC's -fp: the polynomial of its fingerprints (the order of a state's steps for liveness)
  int fpBits = 1;  // TLC's -fpbits: how many sets its fingerprints are cut into (its end-of-run estimate)
  bool checkDeadlock = true;      // and the cfg's CHECK_DEADLOCK
  bool continueOnViolation = false; // -continue: violations are printed as found and the search goes on (BFS, DFID, simulation)
  bool diffTrace = false;           // -difftrace: a trace's states after its first show only what changed
  bool warnings = true;           // TLC's warnings (-nowarning: off; also turns off Next's all-assigned shortcut)
  bool generate = false;          // -generate: a simulation that TLCGet("config") reports as "generate"
  bool livenessFinalOnly = false; // -lncheck final
  int64_t depth = -1;             // -depth: simulation's behaviour length (100 when -1)
  int64_t searchDepth = -1;       // a bound on BFS depth in states (`tlacore check --depth`); -1: none
  int64_t traces = -1;            // -simulate num=N
  int64_t dfidLevel = 0;          // -dfid N
  int coverageMinutes = -1;       // -coverage M (>= 0: count and report coverage)
  Budgets budgets;
  // Model checking (BFS): bytes of memory for the fingerprints of the states
  // seen; past it they are merged into sorted files in a private directory
  // under `spillDir` (empty: $TMPDIR, else /tmp), removed at the end. 0: all
  // in memory (explore::CheckOptions::fingerprintBudgetBytes), or a quarter
  // of budgets.memoryBytes when that is set.
  uint64_t fingerprintBudgetBytes = 0;
  // Likewise the explored states' records and the values of the states not
  // expanded yet (explore::CheckOptions): 0: B/16 and B/4 of
  // budgets.memoryBytes when that is set, else no budget.
  uint64_t recordBudgetBytes = 0;
  uint64_t queueBudgetBytes = 0;
  // Likewise the liveness check's graph: in files, at most this many bytes
  // of them in memory (explore::CheckOptions::livenessWindowBytes). 0: B/8
  // of budgets.memoryBytes when that is set, else all in memory.
  uint64_t livenessWindowBytes = 0;
  std::string spillDir;
  // Set by the caller (another thread, a signal handler) to stop the run
  // cleanly; null when there is none.
  const std::atomic<bool> *stop = nullptr;

  // Output: TLC's messages, Print/PrintT and progress lines. Null: none.
  OutputSink *output = nullptr;
  TextFormat format = TextFormat::Plain;
  bool progress = false;        // TLC's progress lines (message 2200)
  double progressSeconds = 10;  // ... this often
  double progressFirstSeconds = -1; // the first (BFS, DFID) this long after the initial states (<0: progressSeconds)
  // TLC's schedule: TLCGlobals.progressInterval, and AbstractChecker.runTLC's
  // wait(3000) before the first line.
  static constexpr double kTlcProgressSeconds = 60;
  static constexpr double kTlcFirstProgressSeconds = 3;
  bool nativeDiagnostics = false; // `tlacore check`: no TLC-only lines where the CLI prints diagnostics

  // Files the distinct states (BFS) are written to as they are found.
  std::vector<StateDump> dumps;
  // Where the distinct states (BFS) are collected in memory; null: nowhere.
  ReachedStates *reached = nullptr;

  // The environment IOEnv and the trace specs read (TRACE_PATH, JSON, ...);
  // null: the process's environment.
  const std::map<std::string, std::string> *environment = nullptr;
};

} // namespace tlacore::engine
