// Shared helpers for the .cfg parser tests: parse a string, inspect diagnostics.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diagnostic_engine.h"
#include "diagnostic_renderer.h"
#include "parse_model_config.h"
#include "source_manager.h"

namespace tlacore::cfgtest {

struct Parsed {
  SourceManager sm;
  DiagnosticEngine diags;
  FileId file = 0;
  std::optional<ModelConfig> cfg;

  std::vector<uint32_t> codes() const {
    std::vector<uint32_t> out;
    for (const Diagnostic &d : diags.diagnostics())
      out.push_back(d.code);
    return out;
  }
  bool has(uint32_t code) const {
    for (const Diagnostic &d : diags.diagnostics())
      if (d.code == code)
        return true;
    return false;
  }
  const Diagnostic *find(uint32_t code) const {
    for (const Diagnostic &d : diags.diagnostics())
      if (d.code == code)
        return &d;
    return nullptr;
  }
  std::string rendered() const { return renderText(sm, diags.diagnostics()); }
  // 1-based line and column of a location.
  std::pair<uint32_t, uint32_t> lineCol(SourceLoc loc) const {
    PresumedLoc p = sm.presumed(loc);
    return {p.line, p.column};
  }
  // The source text a range covers.
  std::string textOf(SourceRange r) const {
    uint32_t b = sm.offsetInBuffer(r.begin);
    uint32_t e = sm.offsetInBuffer(r.end);
    return std::string(sm.bufferText(file).substr(b, e - b));
  }
};

inline std::unique_ptr<Parsed> parseCfg(std::string text, std::string name = "test.cfg") {
  auto p = std::make_unique<Parsed>();
  p->file = p->sm.addBuffer(std::move(name), std::move(text));
  p->cfg = parseModelConfig(p->sm, p->file, p->diags);
  return p;
}

} // namespace tlacore::cfgtest
