// DiagnosticEngine: the one place diagnostics are reported through.
// Call sites write `diags.report(DiagId::err_x, range) << arg1 << arg2;`
// and never format or print text themselves.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "diagnostic.h"

namespace tlacore {

class DiagnosticEngine;

// Collects arguments; the finished diagnostic is stored when the builder dies.
class DiagBuilder {
public:
  DiagBuilder(DiagnosticEngine &engine, DiagId id, SourceRange range);
  DiagBuilder(DiagBuilder &&) = delete;
  ~DiagBuilder();

  DiagBuilder &operator<<(std::string_view arg);
  DiagBuilder &operator<<(long long arg);
  DiagBuilder &fixit(SourceRange range, std::string replacement);
  DiagBuilder &enclosing(SourceRange range);
  DiagBuilder &note(DiagId id, SourceRange range, std::vector<std::string> args = {});

private:
  DiagnosticEngine &engine_;
  Diagnostic diag_;
  std::vector<std::string> args_;
};

class DiagnosticEngine {
public:
  DiagBuilder report(DiagId id, SourceRange range) { return DiagBuilder(*this, id, range); }

  const std::vector<Diagnostic> &diagnostics() const { return diags_; }
  size_t errorCount() const { return errors_; }
  bool hasErrors() const { return errors_ != 0; }
  void clear() { diags_.clear(); errors_ = 0; }
  // Stores a diagnostic made elsewhere (e.g. by another engine).
  void add(Diagnostic d) { store(std::move(d)); }
  // Stops storing errors beyond this many (still counted).
  void setErrorLimit(size_t limit) { errorLimit_ = limit; }

  // Formats `format` with %0..%9 replaced by args.
  static std::string formatMessage(const char *format, const std::vector<std::string> &args);

private:
  friend class DiagBuilder;
  void store(Diagnostic d);
  std::vector<Diagnostic> diags_;
  size_t errors_ = 0;
  size_t errorLimit_ = 200;
};

} // namespace tlacore
