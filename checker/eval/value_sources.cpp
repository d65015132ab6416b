// The expressions values came from (value_sources.h).
#include "value_sources.h"

namespace tlacore::eval {

using namespace ast;

bool notesSource(const Expr *e) {
  switch (e->kind) {
  case ExprKind::Times:
  case ExprKind::Record:
  case ExprKind::RecordSet:
  case ExprKind::SetEnum:
  case ExprKind::SetMap:
  case ExprKind::FcnSet:
  case ExprKind::SetFilter:
  case ExprKind::Tuple:
  case ExprKind::FcnCtor: // (its value noted only when it stays lazy: evalNotingSource)
    return true;
  case ExprKind::Prefix: {
    auto *p = cast<PrefixExpr>(e);
    return !p->symbol &&
           (p->builtin == BuiltinOp::Subset || p->builtin == BuiltinOp::Union || p->builtin == BuiltinOp::Domain);
  }
  case ExprKind::Infix: {
    auto *i = cast<InfixExpr>(e);
    return !i->symbol &&
           (i->builtin == BuiltinOp::Cup || i->builtin == BuiltinOp::Cap || i->builtin == BuiltinOp::SetMinus);
  }
  default:
    return false;
  }
}

std::vector<SourceRange> sourceTrace(const ValueSources &sources, const std::vector<const void *> &path) {
  std::vector<SourceRange> out;
  const Expr *last = nullptr;
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    auto found = sources.find(*it);
    if (found == sources.end() || found->second == last)
      continue;
    last = found->second;
    out.push_back(last->range);
  }
  return out;
}

} // namespace tlacore::eval
