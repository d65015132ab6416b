// The threads inside an InterruptScope, and waking them (interrupt.h).
#include "interrupt.h"

#include <mutex>
#include <vector>

namespace tlacore::val {

namespace detail {
thread_local std::atomic<uintptr_t> stackTripwire{UINTPTR_MAX};

namespace {
struct Registered {
  const std::atomic<bool> *flag;
  std::atomic<uintptr_t> *tripwire;
};
std::mutex registryMutex;
std::vector<Registered> &registry() {
  static std::vector<Registered> r;
  return r;
}
} // namespace

void registerScope(const std::atomic<bool> *flag) {
  std::lock_guard lock(registryMutex);
  registry().push_back({flag, &stackTripwire});
  // A scope opened after the halt: its first step looks at the flag.
  if (flag->load())
    stackTripwire.store(UINTPTR_MAX);
}

void unregisterScope(const std::atomic<bool> *flag) {
  std::lock_guard lock(registryMutex);
  std::vector<Registered> &r = registry();
  for (size_t i = r.size(); i-- > 0;)
    if (r[i].flag == flag && r[i].tripwire == &stackTripwire) {
      r.erase(r.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
}
} // namespace detail

void wakeInterruptible(const std::atomic<bool> *flag) {
  std::lock_guard lock(detail::registryMutex);
  for (const detail::Registered &e : detail::registry())
    if (e.flag == flag)
      e.tripwire->store(UINTPTR_MAX);
}

} // namespace tlacore::val
