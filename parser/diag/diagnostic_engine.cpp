#include "diagnostic_engine.h"

namespace tlacore {

namespace {
const DiagInfo kDiagInfos[] = {
#define DIAG(id, sev, code, fmt) {Severity::sev, code, #id, fmt},
#include "diagnostic_kinds.def"
#undef DIAG
};
} // namespace

const DiagInfo &diagInfo(DiagId id) { return kDiagInfos[static_cast<size_t>(id)]; }

const char *severityName(Severity s) {
  switch (s) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

std::string DiagnosticEngine::formatMessage(const char *format, const std::vector<std::string> &args) {
  std::string out;
  for (const char *p = format; *p; ++p) {
    if (p[0] == '%' && p[1] >= '0' && p[1] <= '9') {
      size_t i = static_cast<size_t>(p[1] - '0');
      if (i < args.size())
        out += args[i];
      ++p;
      continue;
    }
    out += *p;
  }
  return out;
}

void DiagnosticEngine::store(Diagnostic d) {
  if (d.severity == Severity::Error) {
    ++errors_;
    if (errors_ > errorLimit_)
      return;
  }
  diags_.push_back(std::move(d));
}

DiagBuilder::DiagBuilder(DiagnosticEngine &engine, DiagId id, SourceRange range) : engine_(engine) {
  const DiagInfo &info = diagInfo(id);
  diag_.id = id;
  diag_.severity = info.severity;
  diag_.code = info.code;
  diag_.range = range;
}

DiagBuilder::~DiagBuilder() {
  diag_.message = DiagnosticEngine::formatMessage(diagInfo(diag_.id).format, args_);
  diag_.args = std::move(args_);
  engine_.store(std::move(diag_));
}

DiagBuilder &DiagBuilder::operator<<(std::string_view arg) {
  args_.emplace_back(arg);
  return *this;
}

DiagBuilder &DiagBuilder::operator<<(long long arg) {
  args_.push_back(std::to_string(arg));
  return *this;
}

DiagBuilder &DiagBuilder::fixit(SourceRange range, std::string replacement) {
  diag_.fixits.push_back(FixIt{range, std::move(replacement)});
  return *this;
}

DiagBuilder &DiagBuilder::enclosing(SourceRange range) {
  diag_.enclosing = range;
  return *this;
}

DiagBuilder &DiagBuilder::note(DiagId id, SourceRange range, std::vector<std::string> args) {
  Diagnostic n;
  const DiagInfo &info = diagInfo(id);
  n.id = id;
  n.severity = info.severity;
  n.code = info.code;
  n.range = range;
  n.message = DiagnosticEngine::formatMessage(info.format, args);
  diag_.notes.push_back(std::move(n));
  return *this;
}

} // namespace tlacore
