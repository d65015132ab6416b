// definitionBody and stripParens (definitions.h).
#include "definitions.h"

namespace tlacore::model {

using namespace ast;

const Expr *definitionBody(const sem::Symbol *s) {
  if (!s)
    return nullptr;
  const sem::Symbol *d = s->underlying();
  if (d->kind == sem::SymbolKind::Operator && d->unit && d->unit->kind == UnitKind::OperatorDef)
    return static_cast<const OperatorDefUnit *>(d->unit)->body;
  return nullptr;
}

const Expr *stripParens(const Expr *e) {
  for (;;) {
    if (auto *p = dynCast<ParenExpr>(e))
      e = p->inner;
    else if (auto *l = dynCast<LabelExpr>(e))
      e = l->body;
    else
      return e;
  }
}

} // namespace tlacore::model
