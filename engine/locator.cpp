// Locations and names as TLC prints them.
#include "locator.h"

#include <sstream>

#include "value/pretty_print.h"

namespace tlacore::engine {

std::string Locator::module(SourceLoc l) const {
  FileId f = sm_.fileOf(l);
  for (const sem::LoadedFile *lf : set_.files())
    if (lf->parsed.file == f && lf->parsed.module)
      return std::string(lf->parsed.module->name.text);
  // A module that follows another in its file (ModuleSet::readSiblings).
  for (const sem::ResolvedModule *m : set_.analysisOrder())
    if (m->file == f && !m->parent)
      return std::string(m->name);
  return {};
}

// line L, col C to line L2, col C2 of module M
std::string Locator::location(SourceRange r) const {
  auto [b, e] = ends(r);
  std::ostringstream os;
  os << "line " << b.line << ", col " << b.column << " to line " << e.line << ", col " << e.column << " of module "
     << module(r.begin);
  return os.str();
}

// L C L2 C2
std::string Locator::shortLocation(SourceRange r) const {
  auto [b, e] = ends(r);
  std::ostringstream os;
  os << b.line << " " << b.column << " " << e.line << " " << e.column;
  return os.str();
}

// Line L, column C to line L2, column C2 in M
std::string Locator::stackPosition(SourceRange r) const {
  auto [b, e] = ends(r);
  std::ostringstream os;
  os << "Line " << b.line << ", column " << b.column << " to line " << e.line << ", column " << e.column << " in "
     << module(r.begin);
  return os.str();
}

// The left-hand side of a definition: `Name` or `Name(p, q)`.
SourceRange Locator::declaration(const sem::Symbol *s) const {
  const sem::Symbol *d = s->underlying();
  if (!d->unit || d->unit->kind != ast::UnitKind::OperatorDef)
    return d->range;
  auto *u = static_cast<const ast::OperatorDefUnit *>(d->unit);
  SourceRange r = u->name.range;
  if (u->params.empty() || u->fixity != ast::Fixity::Nonfix)
    return r;
  std::string_view text = sm_.bufferText(sm_.fileOf(r.begin));
  uint32_t base = r.begin.offset - sm_.offsetInBuffer(r.begin);
  size_t i = sm_.offsetInBuffer(r.end);
  while (i < text.size() && text[i] != '(')
    ++i;
  int depth = 0;
  for (; i < text.size(); ++i) {
    if (text[i] == '(')
      ++depth;
    else if (text[i] == ')' && --depth == 0)
      break;
  }
  if (i < text.size())
    r.end = SourceLoc{base + static_cast<uint32_t>(i + 1)};
  return r;
}

// A clang-style diagnostic: `file:line:col: error: message` (no position
// when the range is unknown).
std::string Locator::diagnostic(SourceRange r, const std::string &message) const {
  std::string at;
  if (r.valid()) {
    PresumedLoc b = sm_.presumed(r.begin);
    at = std::string(b.fileName) + ":" + std::to_string(b.line) + ":" + std::to_string(b.column) + ": ";
  }
  return at + "error: " + message;
}

// TLC's location record [beginLine, beginColumn, endLine, endColumn, module].
val::Value Locator::locationRecord(val::StringTable &strings, SourceRange r) const {
  auto [b, e] = ends(r);
  return val::Value::record({{strings.string("beginLine"), val::Value::integer(b.line)},
                             {strings.string("beginColumn"), val::Value::integer(b.column)},
                             {strings.string("endLine"), val::Value::integer(e.line)},
                             {strings.string("endColumn"), val::Value::integer(e.column)},
                             {strings.string("module"), strings.string(module(r.begin))}});
}

std::pair<PresumedLoc, PresumedLoc> Locator::ends(SourceRange r) const {
  PresumedLoc b = sm_.presumed(r.begin);
  PresumedLoc e = r.end.valid() ? sm_.presumed(r.end) : b;
  if (e.column > 1)
    e.column -= 1;
  return {b, e};
}



std::string variablesText(const model::SpecModel &m, const std::vector<val::Value> &s) {
  std::string out;
  for (size_t i : m.printOrder) {
    if (m.variables.size() > 1)
      out += "/\\ ";
    // TLCStateMut.toString: a variable left unassigned is "null".
    out += std::string(m.variables[i]->name) + " = " + (s[i].isError() ? "null" : val::prettyPrint(val::toString(s[i]))) +
           "\n";
  }
  return out;
}

std::string actionName(const explore::TlcAction &a) { return explore::tlcActionName(a); }

// `<Name(args) line L, col C to ... of module M>`, as in TLC's traces.
std::string actionLabel(const Locator &loc, const explore::TlcAction &a) {
  return "<" + actionName(a) + " " + loc.location(a.location) + ">";
}

// TLCGet("spec"): sets of [name, location] records, as TLC builds them from
// its Action objects (the name without arguments, the location of the
// definition), for each part of the spec TLC checks.
val::Value tlcSpecRecord(const Locator &loc, const model::SpecModel &m, const explore::ActionTable &actions) {
  val::StringTable &strings = *m.strings;
  auto record = [&](std::string_view name, SourceRange location) {
    return val::Value::record(
        {{strings.string("name"), strings.string(name)}, {strings.string("location"), loc.locationRecord(strings, location)}});
  };
  auto ofActions = [&](const std::vector<explore::TlcAction> &list) {
    std::vector<val::Value> out;
    for (const explore::TlcAction &a : list)
      out.push_back(a.name ? record(a.qualifier + std::string(a.name->name), loc.declaration(a.name))
                           : record("Action", a.location));
    return val::Value::set(std::move(out));
  };
  auto ofFormulas = [&](const std::vector<model::NamedFormula> &list) {
    std::vector<val::Value> out;
    for (const model::NamedFormula &f : list)
      out.push_back(record(f.name, f.symbol ? loc.declaration(f.symbol) : f.range));
    return val::Value::set(std::move(out));
  };
  auto ofParts = [&](const std::vector<model::ScopedExpr> &parts, const std::vector<std::string> &names) {
    std::vector<val::Value> out;
    for (size_t i = 0; i < parts.size(); ++i)
      out.push_back(record(i < names.size() ? names[i] : std::string(), parts[i].expr ? parts[i].expr->range : SourceRange{}));
    return val::Value::set(std::move(out));
  };
  return val::Value::record({{strings.string("inits"), ofActions(actions.init())},
                             {strings.string("actions"), ofActions(actions.next())},
                             {strings.string("temporals"), ofFormulas(m.fairness)},
                             {strings.string("invariants"), ofFormulas(m.invariants)},
                             {strings.string("impliedinits"), ofParts(m.impliedInits, m.impliedInitNames)},
                             {strings.string("impliedtemporals"), ofFormulas(m.properties)}});
}

// The name of a coverage row as TLC prints it.
std::string rowLabel(const Locator &loc, const explore::ActionRow &r) {
  if (!r.name)
    return "<Action " + loc.location(r.location) + ">";
  std::string s = "<" + r.qualifier + std::string(r.name->name) + " " + loc.location(loc.declaration(r.name));
  if (!r.wholeBody)
    s += " (" + loc.shortLocation(r.location) + ")";
  return s + ">";
}

std::string definitionLabel(const Locator &loc, const sem::Symbol *s, SourceRange fallback) {
  if (!s)
    return "<Action " + loc.location(fallback) + ">";
  return "<" + std::string(s->name) + " " + loc.location(loc.declaration(s)) + ">";
}

} // namespace tlacore::engine
