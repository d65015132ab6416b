// Diagnostic: one error, warning or note as a value, with its stable code,
// location, message, notes and fix-its. Rendering lives elsewhere.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "source_manager.h"

namespace tlacore {

enum class Severity : uint8_t { Note, Warning, Error };

enum class DiagId : uint16_t {
#define DIAG(id, sev, code, fmt) id,
#include "diagnostic_kinds.def"
#undef DIAG
};

struct DiagInfo {
  Severity severity;
  uint32_t code;
  const char *name;
  const char *format;
};
const DiagInfo &diagInfo(DiagId id);

// Replace text in `range` by `replacement` (an empty range inserts).
struct FixIt {
  SourceRange range;
  std::string replacement;
};

struct Diagnostic {
  DiagId id{};
  Severity severity = Severity::Error;
  uint32_t code = 0;
  SourceRange range;
  // The construct the diagnosed part belongs to, when a renderer reports that too (the expression
  // that applies an undefined operator); invalid when there is none.
  SourceRange enclosing;
  std::string message;
  std::vector<std::string> args; // the format arguments, for renderers that word things differently
  std::vector<Diagnostic> notes;
  std::vector<FixIt> fixits;
};

const char *severityName(Severity s);

} // namespace tlacore
