// WorkerPool: the threads that expand a wide frontier of model states, each
// with its own evaluator and enumerator over one shared, immutable model
// (large stacks, as every thread that evaluates TLA+ has). The calling
// thread is worker 0 and takes part in every job.
#pragma once

#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "eval/enumerator.h"
#include "eval/evaluator.h"
#include "eval/stack_guard.h"

namespace tlacore::tracecheck {

struct StepWorker {
  explicit StepWorker(const model::SpecModel &m);
  eval::Evaluator ev;
  eval::Enumerator en;
};

class WorkerPool {
public:
  WorkerPool(const model::SpecModel &m, int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool &) = delete;
  WorkerPool &operator=(const WorkerPool &) = delete;

  StepWorker &main() { return *workers_[0]; }
  size_t size() const { return workers_.size(); }
  // body(worker, i) for every i in [0, n), spread over the workers in
  // chunks of `grain`; returns when all are done. The first exception a
  // body throws is rethrown here (the other indexes may be left undone).
  void parallelFor(size_t n, size_t grain, const std::function<void(StepWorker &, size_t)> &body);

private:
  void loop(size_t index);
  void work(StepWorker &w);

  std::vector<std::unique_ptr<StepWorker>> workers_;
  std::vector<eval::LargeStackThread> threads_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  uint64_t generation_ = 0;
  bool stop_ = false;
  size_t busy_ = 0;
  // The job being run.
  const std::function<void(StepWorker &, size_t)> *body_ = nullptr;
  size_t n_ = 0, grain_ = 1;
  std::atomic<size_t> next_{0};
  std::exception_ptr error_;
};

} // namespace tlacore::tracecheck
