// TraceProblem: why a trace (or window file, or map) could not be checked,
// with its stable code and the place in the file (trace_diagnostics.def).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tlacore::tracecheck {

enum class TraceDiag : uint16_t {
#define TRACE_DIAG(id, code, fmt) id,
#include "trace_diagnostics.def"
#undef TRACE_DIAG
};

// The stable code and the name of a TraceDiag ("malformed_json").
uint32_t traceDiagCode(TraceDiag id);
const char *traceDiagName(TraceDiag id);

struct TraceProblem {
  TraceDiag id = TraceDiag::unreadable;
  std::string message; // the format with its arguments
  std::string file;
  size_t line = 0;   // 1-based; 0 when the problem is not at a line
  size_t column = 0; // 1-based; 0 when unknown
};

// The problem `id` with its format's %0, %1, ... replaced by `args`.
TraceProblem makeProblem(TraceDiag id, const std::vector<std::string> &args, std::string file = {}, size_t line = 0,
                         size_t column = 0);

// clang-style: "file:line:col: error: message [code]".
std::string renderProblem(const TraceProblem &p);

} // namespace tlacore::tracecheck
