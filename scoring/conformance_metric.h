// The conformance metric through TLC-style trace specs: each trace of a
// manifest (the columns of ../shared/traces/index.tsv: spec, cfg, trace,
// run_dir, env_assignments) checked by the engine as TLC checks it (from
// its run folder, with its environment); a trace passes when the check
// ends with exit 0. Score = passed / traces. The scored model takes the
// place of the module of its file name beside each trace spec, when it
// differs from the copy there (the trace
// spec EXTENDS the system's model, e.g. PGo's dqueueValidate EXTENDS
// dqueue), so the traces check that model. A native explorer
// (tracecheck/) can replace the per-trace check without changing this.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "trace_events.h"

namespace tlacore::scoring {

struct TraceCase {
  std::string id;     // case_id, or the trace's file name
  std::string spec;   // absolute paths
  std::string cfg;
  std::string trace;
  std::string runDir;
  std::map<std::string, std::string> environment; // added to the process's
  std::optional<bool> expectedAccepted;           // TLC's verdict when the manifest records one (yes/no)
};

// The cases of the manifest `dir`/index.tsv, or, when `dir` is one case
// folder of a manifest in its parent, the rows whose spec lies in it.
// Throws std::runtime_error with a clear message when there is none.
std::vector<TraceCase> readTraceCases(const std::string &dir);

struct TraceVerdict {
  std::string trace;
  std::string id;
  bool passed = false;
  // The events of the trace (trace_events.h) and what the run decided of
  // them: the prefix it matched is the trace spec's index variable `l`
  // (TraceSpec, etcd's Traceetcdraft) at its largest, less one, or the
  // search's depth less one; a rejected trace failed at the event after it.
  std::optional<long> events;        // none: the trace is not line-delimited JSON
  std::string eventsUnreadable;      // why there are none
  std::optional<long> matchedEvents; // none: not known (not decided, or no events)
  std::optional<long> failingEvent;  // 1-based
  std::optional<long> failingLine;   // of the trace file
  std::string failingAction;
  std::map<std::string, ActionConformance> actions;
  int exitCode = 0;
  std::string reason;
  std::optional<bool> expectedAccepted;
  bool modelSubstituted = false; // the scored model replaced the trace spec's own copy of its module
  double seconds = 0;
};

struct ConformanceScore {
  std::optional<double> score;
  std::string error;
  std::vector<TraceVerdict> traces;
  // Per-action conformance over all traces' events (the benchmark's
  // per-action pass rates), and matched / decided events over all.
  std::map<std::string, ActionConformance> actions;
  long eventsMatched = 0, eventsDecided = 0;
  std::optional<double> eventRate;
  double seconds = 0;
};

struct ConformanceOptions {
  double budgetSeconds = 300; // per trace
};

class ConformanceMetric {
public:
  // `modelPath`: the scored model (absolute); empty: the cases run as they are.
  ConformanceMetric(std::vector<TraceCase> cases, ConformanceOptions options, std::string modelPath,
                    std::string error = "");
  // One task: the cases run one after the other, each from its own run
  // folder (the process's working directory is changed around each).
  void queue(std::vector<std::function<void()>> &tasks);
  ConformanceScore finish();

private:
  void checkAll();
  std::vector<TraceCase> cases_;
  ConformanceOptions options_;
  std::string modelPath_;
  std::string error_;
  std::vector<TraceVerdict> verdicts_;
  double seconds_ = 0;
};

} // namespace tlacore::scoring
