// The runtime metric as SysMoBench's RuntimeCoverageEvaluator computes it:
// N simulations (TLC's -simulate num=50 -depth 50 -deadlock -coverage 1,
// 30 s each), each run's action rows read from its last coverage block and
// its behaviour trace's last action blamed; score = |covered − error| / |all|.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine.h"
#include "task_pool.h"

namespace tlacore::scoring {

struct RuntimeOptions {
  int simulations = 20;
  int64_t behaviours = 50; // -simulate num=
  int64_t depth = 50;      // -depth
  double budgetSeconds = 30;
  std::vector<int64_t> seeds; // one per simulation; empty: random in 1..1000000 as the harness draws them
};

struct SimulationRun {
  int64_t seed = 0;
  int exitCode = 0;
  std::string outcome;     // the engine's outcome (success, invariantViolated, ...)
  bool timedOut = false;   // stopped at the budget: the harness, having killed TLC, reads no coverage from it
  std::vector<std::string> actions;       // action rows this run reported
  std::vector<std::string> covered;       // ... with new states
  std::optional<std::string> errorAction; // the last action of its behaviour trace
  std::string message;     // TLC's error message, when the run failed
  double seconds = 0;
};

struct RuntimeScore {
  std::optional<double> score; // none: not computed (see error)
  std::string error;
  std::string reason;          // why the score is what it is, in words (0 for a model that does not load, ...)
  std::set<std::string> actions, covered, errorActions;
  std::vector<SimulationRun> runs;
  double seconds = 0;
};

// Prepares the simulations of one model; the caller runs the queued tasks
// (on any threads, all at once) and then calls finish().
class RuntimeMetric {
public:
  // `load`: the model as loaded for these runs (its status may be a failure).
  RuntimeMetric(std::shared_ptr<const engine::LoadResult> load, RuntimeOptions options, std::string loadFailure);
  void queue(std::vector<std::function<void()>> &tasks);
  RuntimeScore finish();

private:
  void simulate(size_t index);
  std::shared_ptr<const engine::LoadResult> load_;
  RuntimeOptions options_;
  std::string loadFailure_;
  std::vector<SimulationRun> runs_;
  WallSpan span_;
};

} // namespace tlacore::scoring
