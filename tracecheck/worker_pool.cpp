// WorkerPool: a fixed set of evaluation threads for parallel frontier expansion.
#include "worker_pool.h"

#include "explore/worker_threads.h"

namespace tlacore::tracecheck {

StepWorker::StepWorker(const model::SpecModel &m) : ev(m), en(ev, m.variables.size()) {
  eval::installEnabledHook(ev, m.variables.size());
}

WorkerPool::WorkerPool(const model::SpecModel &m, int threads) {
  size_t n = static_cast<size_t>(std::max(1, threads));
  for (size_t i = 0; i < n; ++i)
    workers_.push_back(std::make_unique<StepWorker>(m));
  // Constant definitions that draw random values: drawn once, the same for all.
  eval::Evaluator::ConstantValues random = workers_[0]->ev.evalStartupConstants();
  for (size_t i = 1; i < n; ++i)
    workers_[i]->ev.presetConstants(random);
  for (size_t i = 1; i < n; ++i)
    if (!explore::startThread(threads_, [this, i] { loop(i); })) {
      workers_.resize(threads_.size() + 1); // run with the threads the system gave
      break;
    }
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (eval::LargeStackThread &t : threads_)
    t.join();
}

void WorkerPool::work(StepWorker &w) {
  for (;;) {
    size_t begin = next_.fetch_add(grain_, std::memory_order_relaxed);
    if (begin >= n_)
      return;
    size_t end = std::min(n_, begin + grain_);
    try {
      for (size_t i = begin; i < end; ++i)
        (*body_)(w, i);
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!error_)
        error_ = std::current_exception();
      next_.store(n_, std::memory_order_relaxed);
      return;
    }
  }
}

void WorkerPool::loop(size_t index) {
  uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_)
        return;
      seen = generation_;
    }
    work(*workers_[index]);
    {
      std::lock_guard lock(mutex_);
      if (--busy_ == 0)
        done_.notify_all();
    }
  }
}

void WorkerPool::parallelFor(size_t n, size_t grain, const std::function<void(StepWorker &, size_t)> &body) {
  if (n == 0)
    return;
  if (threads_.empty() || n <= grain) {
    for (size_t i = 0; i < n; ++i)
      body(*workers_[0], i);
    return;
  }
  {
    std::lock_guard lock(mutex_);
    body_ = &body;
    n_ = n;
    grain_ = std::max<size_t>(1, grain);
    next_.store(0, std::memory_order_relaxed);
    error_ = nullptr;
    busy_ = threads_.size();
    ++generation_;
  }
  wake_.notify_all();
  work(*workers_[0]);
  std::exception_ptr error;
  {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return busy_ == 0; });
    body_ = nullptr;
    error = error_;
  }
  if (error)
    std::rethrow_exception(error);
}

} // namespace tlacore::tracecheck
