// TLC's stack of nested expressions: the frames of an application.
#include "nested_expressions.h"

namespace tlacore::eval {

void noteApplication(EvalError &err, const ast::Expr *e) {
  if (!err.nestedComplete && e->kind == ast::ExprKind::OpApp) {
    auto *app = ast::cast<ast::OpAppExpr>(e);
    auto note = [&err](const sem::InstanceBinding *b) {
      if (b && b->unit && !b->substitutes.empty())
        err.nested.push_back(b->unit->range);
    };
    // The last name's own import (an unnamed INSTANCE), then the instances
    // of the path from the innermost out (I!J!Op: J's, then I's).
    const sem::Symbol *last = app->path.empty() ? nullptr : app->path.back().symbol;
    if (last && last->kind == sem::SymbolKind::Imported)
      note(last->binding);
    for (size_t i = app->path.empty() ? 0 : app->path.size() - 1; i-- > 0;) {
      const sem::Symbol *s = app->path[i].symbol;
      const sem::Symbol *def = s ? s->underlying() : nullptr;
      if (!def || def->kind != sem::SymbolKind::Instance)
        break; // a subexpression name: no instance
      note(def->instance);
      if (s->kind == sem::SymbolKind::Imported)
        note(s->binding);
    }
  }
  noteNested(err, e);
}

} // namespace tlacore::eval
