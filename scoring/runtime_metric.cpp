// The runtime metric (see runtime_metric.h): simulations through the engine
// with TLC's -tool text captured, read back with the harness's own rules.
#include "runtime_metric.h"

#include <algorithm>
#include <chrono>
#include <random>

#include "benchmark_text.h"
#include "output_sink.h"

namespace tlacore::scoring {

namespace {
using Clock = std::chrono::steady_clock;
} // namespace

RuntimeMetric::RuntimeMetric(std::shared_ptr<const engine::LoadResult> load, RuntimeOptions options,
                             std::string loadFailure)
    : load_(std::move(load)), options_(std::move(options)), loadFailure_(std::move(loadFailure)) {
  runs_.resize(static_cast<size_t>(std::max(0, options_.simulations)));
  std::random_device device;
  std::mt19937_64 draw(device());
  std::uniform_int_distribution<int64_t> seed(1, 1000000); // random.randint(1, 1000000)
  for (size_t i = 0; i < runs_.size(); ++i)
    runs_[i].seed = i < options_.seeds.size() ? options_.seeds[i] : seed(draw);
}

void RuntimeMetric::queue(std::vector<std::function<void()>> &tasks) {
  if (!loadFailure_.empty())
    return; // TLC stops before simulating; every run's output has no coverage
  for (size_t i = 0; i < runs_.size(); ++i)
    tasks.emplace_back([this, i] { simulate(i); });
}

void RuntimeMetric::simulate(size_t index) {
  SimulationRun &run = runs_[index];
  engine::StringSink text;
  engine::RunOptions o;
  o.mode = engine::SearchMode::Simulate;
  o.workers = 1;
  o.seed = run.seed;
  o.traces = options_.behaviours;
  o.depth = options_.depth;
  o.checkDeadlock = false;
  o.coverageMinutes = 1;
  o.budgets.wallSeconds = options_.budgetSeconds;
  o.output = &text;
  o.format = engine::TextFormat::Tool;
  span_.start();
  engine::RunResult r = engine::run(*load_->model, o);
  span_.stop();
  run.exitCode = r.exitCode;
  run.outcome = r.outcome;
  run.message = r.message;
  run.seconds = r.seconds;
  run.timedOut = r.stopReason == engine::StopReason::WallTime;
  if (run.timedOut)
    return; // killed at the limit before its first (one-minute) coverage report: nothing to read
  std::string out = text.text();
  for (const auto &[name, counts] : coverageActions(out)) {
    run.actions.push_back(name);
    if (counts.second > 0)
      run.covered.push_back(name);
  }
  std::vector<std::string> behaviour = behaviourActions(out);
  if (!behaviour.empty())
    run.errorAction = behaviour.back();
}

RuntimeScore RuntimeMetric::finish() {
  RuntimeScore s;
  s.runs = runs_;
  if (!loadFailure_.empty()) {
    s.runs.clear(); // none was run: TLC stops before simulating
    s.score = 0.0;
    s.reason = loadFailure_ + "; no action is known, so the score is 0";
    return s;
  }
  s.seconds = span_.seconds();
  int failed = 0, timedOut = 0;
  for (const SimulationRun &run : runs_) {
    s.actions.insert(run.actions.begin(), run.actions.end());
    s.covered.insert(run.covered.begin(), run.covered.end());
    if (run.errorAction) {
      s.errorActions.insert(*run.errorAction);
      ++failed;
    }
    timedOut += run.timedOut ? 1 : 0;
  }
  if (s.actions.empty()) {
    s.score = 0.0;
    s.reason = "no simulation reported coverage of any action";
    if (!runs_.empty() && !runs_.front().message.empty())
      s.reason += " (" + runs_.front().message + ")";
    return s;
  }
  size_t successful = 0;
  for (const std::string &a : s.covered)
    successful += s.errorActions.count(a) ? 0 : 1;
  s.score = static_cast<double>(successful) / static_cast<double>(s.actions.size());
  s.reason = std::to_string(s.covered.size()) + " of " + std::to_string(s.actions.size()) + " actions covered, " +
             std::to_string(s.errorActions.size()) + " blamed for errors in " + std::to_string(failed) + " of " +
             std::to_string(runs_.size()) + " simulations";
  if (timedOut > 0)
    s.reason += ", " + std::to_string(timedOut) + " stopped at the " +
                std::to_string(static_cast<int>(options_.budgetSeconds)) + " s limit";
  return s;
}

} // namespace tlacore::scoring
