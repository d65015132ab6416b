// ParameterAliases: \E-bound names passed straight to an action's parameters.
#include "parameter_aliases.h"

#include <unordered_set>

#include "ast/ast.h"
#include "model/definitions.h"
#include "symbol.h"

namespace tlacore::tracecheck {

namespace {

class AliasWalker {
public:
  explicit AliasWalker(ParameterAliases &out) : out_(out) {}

  void walk(const ast::Expr *e, int depth) {
    if (!e || depth > 32)
      return;
    switch (e->kind) {
    case ast::ExprKind::Paren: walk(ast::cast<ast::ParenExpr>(e)->inner, depth); return;
    case ast::ExprKind::Let: walk(ast::cast<ast::LetExpr>(e)->body, depth); return;
    case ast::ExprKind::Junction:
      for (const ast::Expr *item : ast::cast<ast::JunctionExpr>(e)->items)
        walk(item, depth);
      return;
    case ast::ExprKind::Infix: {
      auto *in = ast::cast<ast::InfixExpr>(e);
      if (!in->symbol && (in->builtin == ast::BuiltinOp::Or || in->builtin == ast::BuiltinOp::And)) {
        walk(in->lhs, depth);
        walk(in->rhs, depth);
      }
      return;
    }
    case ast::ExprKind::Quant: {
      auto *q = ast::cast<ast::QuantExpr>(e);
      if (q->quant != ast::QuantKind::Exists)
        return;
      for (const ast::BoundDecl &b : q->bounds)
        if (b.symbols && !b.isTuple)
          for (size_t i = 0; i < b.names.size(); ++i)
            bound_.insert(b.symbols[i]);
      walk(q->body, depth);
      return;
    }
    case ast::ExprKind::OpApp: call(ast::cast<ast::OpAppExpr>(e), depth); return;
    default: return;
    }
  }

private:
  void call(const ast::OpAppExpr *e, int depth) {
    const sem::Symbol *s = e->last().symbol;
    if (!s)
      return;
    const sem::Symbol *def = s->underlying();
    if (def->kind != sem::SymbolKind::Operator)
      return;
    const auto &args = e->last().args;
    for (size_t i = 0; i < args.size() && i < def->params.size(); ++i) {
      const ast::Expr *a = args[i];
      while (a && a->kind == ast::ExprKind::Paren)
        a = ast::cast<ast::ParenExpr>(a)->inner;
      auto *ref = a ? ast::dynCast<ast::OpAppExpr>(a) : nullptr;
      if (!ref || ref->path.size() != 1 || !ref->last().args.empty() || !bound_.count(ref->last().symbol))
        continue;
      std::string name(ref->name());
      auto &list = out_[def];
      bool known = name == def->params[i]->name;
      for (const auto &[j, n] : list)
        known = known || (j == i && n == name);
      if (!known)
        list.emplace_back(i, name);
    }
    if (visited_.insert(def).second)
      walk(model::definitionBody(def), depth + 1);
  }

  ParameterAliases &out_;
  std::unordered_set<const sem::Symbol *> bound_;
  std::unordered_set<const sem::Symbol *> visited_;
};

} // namespace

ParameterAliases findParameterAliases(const model::SpecModel &m) {
  ParameterAliases out;
  AliasWalker(out).walk(m.next.expr, 0);
  return out;
}

} // namespace tlacore::tracecheck
