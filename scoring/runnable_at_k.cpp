// runnableAtK (runnable_at_k.h).
#include "runnable_at_k.h"

namespace tlacore::scoring {

std::optional<double> runnableAtK(uint64_t n, uint64_t c, uint64_t k) {
  if (k < 1 || k > n || c > n)
    return std::nullopt;
  // Fewer failures than draws: every draw of k contains a runnable model.
  if (n - c < k)
    return 1.0;
  // C(n-c, k) / C(n, k) = prod_{i = n-c+1}^{n} (1 - k / i): no factorials,
  // no cancellation between huge numbers.
  double none = 1.0;
  for (uint64_t i = n - c + 1; i <= n; ++i)
    none *= 1.0 - static_cast<double>(k) / static_cast<double>(i);
  return 1.0 - none;
}

std::optional<double> meanRunnableAtK(const std::vector<TaskCounts> &tasks, uint64_t k) {
  if (tasks.empty())
    return std::nullopt;
  double sum = 0;
  for (const TaskCounts &t : tasks) {
    std::optional<double> r = runnableAtK(t.n, t.c, k);
    if (!r)
      return std::nullopt;
    sum += *r;
  }
  return sum / static_cast<double>(tasks.size());
}

} // namespace tlacore::scoring
