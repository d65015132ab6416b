// TraceProblem: the table of trace diagnostics and their clang-style text.
#include "trace_problem.h"

namespace tlacore::tracecheck {

namespace {
struct Info {
  uint32_t code;
  const char *name;
  const char *format;
};
const Info kInfos[] = {
#define TRACE_DIAG(id, code, fmt) {code, #id, fmt},
#include "trace_diagnostics.def"
#undef TRACE_DIAG
};
} // namespace

uint32_t traceDiagCode(TraceDiag id) { return kInfos[static_cast<size_t>(id)].code; }
const char *traceDiagName(TraceDiag id) { return kInfos[static_cast<size_t>(id)].name; }

TraceProblem makeProblem(TraceDiag id, const std::vector<std::string> &args, std::string file, size_t line,
                         size_t column) {
  TraceProblem p;
  p.id = id;
  p.file = std::move(file);
  p.line = line;
  p.column = column;
  const char *f = kInfos[static_cast<size_t>(id)].format;
  for (const char *c = f; *c; ++c) {
    if (c[0] == '%' && c[1] >= '0' && c[1] <= '9') {
      size_t i = static_cast<size_t>(c[1] - '0');
      if (i < args.size())
        p.message += args[i];
      ++c;
      continue;
    }
    p.message += *c;
  }
  return p;
}

std::string renderProblem(const TraceProblem &p) {
  std::string out = p.file;
  if (p.line) {
    out += ":" + std::to_string(p.line);
    if (p.column)
      out += ":" + std::to_string(p.column);
  }
  out += ": error: " + p.message + " [" + std::to_string(traceDiagCode(p.id)) + "]";
  return out;
}

} // namespace tlacore::tracecheck
