// Shared helpers for the parser tests: parse inline text, query diagnostics, list shared corpus files.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "parse_module.h"

namespace tlacore::test {

namespace fs = std::filesystem;

// `---- MODULE Test ----`, the body, `====`.
inline std::string wrapModule(std::string_view body, std::string_view name = "Test") {
  std::string out = "---- MODULE ";
  out += name;
  out += " ----\n";
  out += body;
  out += "\n====\n";
  return out;
}

// One parse of an in-memory buffer, owning the SourceManager, diagnostics and AST.
class ParseRun {
public:
  explicit ParseRun(std::string text, std::string name = "Test.tla", const ParseOptions &options = {})
      : sm_(std::make_unique<SourceManager>()) {
    file_ = sm_->addBuffer(std::move(name), std::move(text));
    result_ = parseModule(*sm_, file_, diags_, options);
  }

  const ast::Module *module() const { return result_.module; }
  const ParsedModule &result() const { return result_; }
  const SourceManager &sm() const { return *sm_; }
  const std::vector<Diagnostic> &diagnostics() const { return diags_.diagnostics(); }
  bool ok() const { return !diags_.hasErrors(); }
  size_t errorCount() const { return diags_.errorCount(); }

  std::vector<uint32_t> codes(Severity severity = Severity::Error) const {
    std::vector<uint32_t> out;
    for (const Diagnostic &d : diags_.diagnostics())
      if (d.severity == severity)
        out.push_back(d.code);
    return out;
  }
  // The first diagnostic with this code, or null.
  const Diagnostic *find(uint32_t code) const {
    for (const Diagnostic &d : diags_.diagnostics())
      if (d.code == code)
        return &d;
    return nullptr;
  }
  size_t count(uint32_t code) const {
    return static_cast<size_t>(std::count_if(diags_.diagnostics().begin(), diags_.diagnostics().end(),
                                             [&](const Diagnostic &d) { return d.code == code; }));
  }

  // "line:col" of a location, 1-based.
  std::string lineCol(SourceLoc loc) const {
    PresumedLoc p = sm_->presumed(loc);
    return std::to_string(p.line) + ":" + std::to_string(p.column);
  }
  std::string lineCol(const Diagnostic &d) const { return lineCol(d.range.begin); }
  std::string_view text(SourceRange r) const {
    std::string_view all = sm_->bufferText(file_);
    uint32_t b = sm_->offsetInBuffer(r.begin), e = sm_->offsetInBuffer(r.end);
    if (b > all.size() || e > all.size() || e < b)
      return {};
    return all.substr(b, e - b);
  }

  // Every diagnostic as "line:col severity [code] message", for failure output.
  std::string summary() const {
    std::string out;
    for (const Diagnostic &d : diags_.diagnostics())
      out += "  " + lineCol(d) + " " + severityName(d.severity) + " [" + std::to_string(d.code) + "] " + d.message +
             "\n";
    return out.empty() ? "  (no diagnostics)\n" : out;
  }

  // The operator definition called `name` at the top level, or null.
  const ast::OperatorDefUnit *def(std::string_view name) const {
    if (!module())
      return nullptr;
    for (const ast::Unit *u : module()->units)
      if (auto *d = ast::dynCast<ast::OperatorDefUnit>(u); d && d->name.text == name)
        return d;
    return nullptr;
  }
  // The body of the definition `name` with any outer parentheses kept, or null.
  const ast::Expr *body(std::string_view name) const {
    const ast::OperatorDefUnit *d = def(name);
    return d ? d->body : nullptr;
  }

private:
  std::unique_ptr<SourceManager> sm_;
  DiagnosticEngine diags_;
  FileId file_ = 0;
  ParsedModule result_;
};

inline fs::path sharedDir() { return fs::path(TLACORE_SHARED_DIR); }
inline fs::path sourceDir() { return fs::path(TLACORE_SOURCE_DIR); }

inline bool isDirectory(const fs::path &p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

// Every file under `dir` (recursively) whose name ends in `ext`, sorted.
inline std::vector<fs::path> filesUnder(const fs::path &dir, std::string_view ext) {
  std::vector<fs::path> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return out;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file(ec) && it->path().extension() == ext)
      out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string readFile(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

// The .tla files of the shared example corpus and the SysMoBench models.
inline std::vector<fs::path> corpusModules() {
  std::vector<fs::path> all = filesUnder(sharedDir() / "corpus" / "examples", ".tla");
  std::vector<fs::path> sysmo = filesUnder(sharedDir() / "sysmobench", ".tla");
  all.insert(all.end(), sysmo.begin(), sysmo.end());
  return all;
}

} // namespace tlacore::test
