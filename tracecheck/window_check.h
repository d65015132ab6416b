// Window validation: each line of a windows file is one step of the real
// system, {"pre": {...}, "action": "A", "args": {...}, "post": {...}}
// (plus "partial" as in traces); the verdict says whether the action can
// take the pre-state (every variable given) to a state that agrees with
// the post-state (the variables given). All windows in one process, read
// in batches that the checker's workers decide in parallel.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "trace_checker.h"

namespace tlacore::tracecheck {

struct WindowOptions {
  std::string action;  // the action of windows that name none (--action)
  size_t batch = 512;  // windows read before they are decided together
};

struct WindowResult {
  size_t line = 0;
  size_t column = 1;
  TraceVerdict verdict = TraceVerdict::Accepted; // accept: the step is the action's
  std::string action;                            // as given (or the default)
  std::optional<TraceProblem> problem;
  std::optional<Mismatch> mismatch;
};

struct WindowTotals {
  size_t total = 0, valid = 0, invalid = 0, errors = 0;
  double seconds = 0;
  std::optional<TraceProblem> problem; // the file could not be read at all
};

// Decides every window of `in` in file order, `emit`ting each verdict.
WindowTotals checkWindows(TraceChecker &checker, std::istream &in, const std::string &name, const WindowOptions &o,
                          const std::function<void(const WindowResult &)> &emit);

std::string renderWindowText(const WindowResult &w, const std::string &file, const std::vector<std::string> &names);
nlohmann::json windowJson(const WindowResult &w, const std::vector<std::string> &names);
std::string renderWindowTotalsText(const WindowTotals &t);
nlohmann::json windowTotalsJson(const WindowTotals &t);

} // namespace tlacore::tracecheck
