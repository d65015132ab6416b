// Subexpression names (Op!2!1, Op!lbl, Thm!:) resolved to the expression they select.
#include "subexpression.h"

#include <vector>

#include "model/expr_levels.h"

namespace tlacore::eval {

using namespace ast;

const Expr *definitionBody(const sem::Symbol *def) {
  if (!def || !def->unit)
    return nullptr;
  if (def->kind == sem::SymbolKind::Operator)
    return static_cast<const OperatorDefUnit *>(def->unit)->body;
  if (def->kind == sem::SymbolKind::Theorem)
    return static_cast<const TheoremUnit *>(def->unit)->body;
  if (def->kind == sem::SymbolKind::Assumption)
    return static_cast<const AssumeUnit *>(def->unit)->body;
  return nullptr;
}

namespace {

const Expr *skipParens(const Expr *e) {
  while (auto *p = dynCast<ParenExpr>(e))
    e = p->inner;
  return e;
}

// The expression labelled `name` in `e`, not looking inside other labels.
const Expr *findLabel(const Expr *e, std::string_view name) {
  if (!e)
    return nullptr;
  if (auto *l = dynCast<LabelExpr>(e))
    return l->label.text == name && l->params.empty() ? l->body : nullptr;
  const Expr *found = nullptr;
  model::forEachChild(e, [&](const Expr *c) {
    if (!found)
      found = findLabel(c, name);
  });
  return found;
}

std::vector<const Expr *> operands(const Expr *e) {
  if (auto *j = dynCast<JunctionExpr>(e))
    return {j->items.begin(), j->items.end()};
  if (auto *in = dynCast<InfixExpr>(e))
    return {in->lhs, in->rhs};
  if (auto *pre = dynCast<PrefixExpr>(e))
    return {pre->operand};
  if (auto *post = dynCast<PostfixExpr>(e))
    return {post->operand};
  if (auto *q = dynCast<QuantExpr>(e))
    return {q->body};
  if (auto *i = dynCast<IfExpr>(e))
    return {i->cond, i->thenExpr, i->elseExpr};
  if (auto *a = dynCast<OpAppExpr>(e))
    return {a->args().begin(), a->args().end()};
  return {};
}

} // namespace

const Expr *selectSubexpression(const Expr *body, const OpAppExpr *e, size_t first) {
  for (size_t i = first; body && i < e->path.size(); ++i) {
    std::string_view sel = e->path[i].name.text;
    body = skipParens(body);
    if (sel == ":")
      continue;
    bool numeric = !sel.empty();
    size_t n = 0;
    for (char c : sel) {
      numeric = numeric && c >= '0' && c <= '9';
      n = n * 10 + static_cast<size_t>(c - '0');
    }
    if (!numeric) {
      body = findLabel(body, sel);
      continue;
    }
    std::vector<const Expr *> parts = operands(body);
    body = n >= 1 && n <= parts.size() ? parts[n - 1] : nullptr;
  }
  return body;
}

} // namespace tlacore::eval
