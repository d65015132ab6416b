// The process's sink for TLC's evaluation warnings (tlc_warning.h).
#include "tlc_warning.h"

#include <mutex>

namespace tlacore::eval {

namespace {

std::mutex &sinkMutex() {
  static std::mutex m;
  return m;
}

WarningSink &installed() {
  static WarningSink sink;
  return sink;
}

} // namespace

WarningScope::WarningScope(WarningSink sink) {
  std::lock_guard lock(sinkMutex());
  previous_ = std::move(installed());
  installed() = std::move(sink);
}

WarningScope::~WarningScope() {
  std::lock_guard lock(sinkMutex());
  installed() = std::move(previous_);
}

void warn(int code, const std::string &text) {
  // Several workers may warn at once: the sink runs under the lock.
  std::lock_guard lock(sinkMutex());
  if (installed())
    installed()(code, text);
}

} // namespace tlacore::eval
