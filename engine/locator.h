// Locations and names as TLC prints them: "line L, col C to line L2, col C2
// of module M", a definition's left-hand side, action labels in traces and
// coverage rows, TLCGet("spec")'s record, clang-style diagnostics.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "explore/tlc_actions.h"
#include "model/spec_model.h"
#include "module_set.h"
#include "source_manager.h"

namespace tlacore::engine {

class Locator {
public:
  Locator(const SourceManager &sm, const sem::ModuleSet &set) : sm_(sm), set_(set) {}

  // The name of the module `l` lies in.
  std::string module(SourceLoc l) const;
  // line L, col C to line L2, col C2 of module M
  std::string location(SourceRange r) const;
  // L C L2 C2
  std::string shortLocation(SourceRange r) const;
  // Line L, column C to line L2, column C2 in M (a line of TLC's call stack).
  std::string stackPosition(SourceRange r) const;
  // The left-hand side of a definition: `Name` or `Name(p, q)`.
  SourceRange declaration(const sem::Symbol *s) const;
  // A clang-style diagnostic: `file:line:col: error: message` (no position
  // when the range is unknown).
  std::string diagnostic(SourceRange r, const std::string &message) const;
  // TLC's location record [beginLine, beginColumn, endLine, endColumn, module].
  val::Value locationRecord(val::StringTable &strings, SourceRange r) const;

private:
  std::pair<PresumedLoc, PresumedLoc> ends(SourceRange r) const;

  const SourceManager &sm_;
  const sem::ModuleSet &set_;
};

// A state's variables as TLC prints them: `/\ x = 1` lines in TLC's order.
std::string variablesText(const model::SpecModel &m, const std::vector<val::Value> &s);
// `Name(args)` of an action (TLC's name for it in traces).
std::string actionName(const explore::TlcAction &a);
// `<Name(args) line L, col C to ... of module M>`, as in TLC's traces.
std::string actionLabel(const Locator &loc, const explore::TlcAction &a);
// TLCGet("spec"): sets of [name, location] records for each part of the spec.
val::Value tlcSpecRecord(const Locator &loc, const model::SpecModel &m, const explore::ActionTable &actions);
// The name of a coverage row as TLC prints it.
std::string rowLabel(const Locator &loc, const explore::ActionRow &r);
// `<Name line ... of module M>` of a definition (or `<Action ...>` at `fallback`).
std::string definitionLabel(const Locator &loc, const sem::Symbol *s, SourceRange fallback);

} // namespace tlacore::engine
