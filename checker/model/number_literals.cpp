// The numerals of a spec above TLC's integer range.
#include "number_literals.h"

#include <cstdint>

#include "expr_levels.h"

namespace tlacore::model {

using namespace ast;

namespace {

bool tooBig(const NumberExpr *n) { return !n->value || *n->value > INT32_MAX; }

std::optional<std::string_view> inUnit(const Unit *u);

std::optional<std::string_view> inExpr(const Expr *e) {
  if (!e)
    return std::nullopt;
  if (auto *n = dynCast<NumberExpr>(e); n && tooBig(n))
    return n->text;
  std::optional<std::string_view> found;
  if (auto *let = dynCast<LetExpr>(e))
    for (const Unit *d : let->defs)
      if (!found)
        found = inUnit(d);
  forEachChild(e, [&](const Expr *c) {
    if (!found)
      found = inExpr(c);
  });
  return found;
}

std::optional<std::string_view> inUnit(const Unit *u) {
  switch (u->kind) {
  case UnitKind::OperatorDef:
    return inExpr(static_cast<const OperatorDefUnit *>(u)->body);
  case UnitKind::FunctionDef: {
    auto *f = static_cast<const FunctionDefUnit *>(u);
    for (const BoundDecl &b : f->bounds)
      if (auto n = inExpr(b.set))
        return n;
    return inExpr(f->body);
  }
  case UnitKind::Assume:
    return inExpr(static_cast<const AssumeUnit *>(u)->body);
  case UnitKind::Instance:
    for (const Substitution &s : static_cast<const InstanceUnit *>(u)->substitutions)
      if (auto n = inExpr(s.value))
        return n;
    return std::nullopt;
  case UnitKind::Module:
    for (const Unit *inner : static_cast<const ModuleUnit *>(u)->module->units)
      if (auto n = inUnit(inner))
        return n;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

} // namespace

std::optional<std::string_view> numeralTooBig(const sem::ModuleSet &set) {
  for (const sem::LoadedFile *f : set.files()) {
    if (f->isStandard || !f->parsed.module)
      continue;
    for (const Unit *u : f->parsed.module->units)
      if (auto n = inUnit(u))
        return n;
  }
  return std::nullopt;
}

} // namespace tlacore::model
