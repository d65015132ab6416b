// Model-Bench's Runnable@k: the chance that at least one of k models drawn
// from n generated for a task runs without failure, when c of the n do;
// the unbiased estimator 1 - C(n-c, k) / C(n, k) (as pass@k, Chen et al.,
// "Evaluating Large Language Models Trained on Code", 2021), computed as a
// product so that it stays exact for large n.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace tlacore::scoring {

// Runnable@k of one task: n models generated, c of them runnable. Nullopt
// when the numbers do not fit (k < 1, k > n, c > n).
std::optional<double> runnableAtK(uint64_t n, uint64_t c, uint64_t k);

// The benchmark's score: the mean of runnableAtK over its tasks (each a
// pair n, c); nullopt when a task has fewer than k models or there is none.
struct TaskCounts {
  uint64_t n = 0;
  uint64_t c = 0;
};
std::optional<double> meanRunnableAtK(const std::vector<TaskCounts> &tasks, uint64_t k);

} // namespace tlacore::scoring
