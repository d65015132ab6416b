// CapturedContext: a lazy value's bindings, instances and state, copied.
#include "captured_context.h"

#include "evaluator.h"

#include "model/expr_levels.h"

#include <string_view>
#include <unordered_set>

namespace tlacore::eval {

std::optional<EvalError> &lastLazyPredicateError() {
  static thread_local std::optional<EvalError> err;
  return err;
}

namespace {
using namespace ast;

// TLC's operators whose evaluation shows: Print and PrintT print, TLCSet sets a register.
bool showsWhenEvaluated(const sem::Symbol *def) {
  if (!def || !def->module || !def->module->isStandard)
    return false;
  std::string_view name = def->name;
  return name == "Print" || name == "PrintT" || name == "TLCSet";
}

// Whether evaluating `e` may print or set a register, through the definitions it
// applies (each looked into once); a walk too deep is taken to.
bool mayShow(const Expr *e, std::unordered_set<const sem::Symbol *> &seen, int depth) {
  if (!e)
    return false;
  if (depth > 200)
    return true;
  auto throughDef = [&](const sem::Symbol *s) {
    if (!s)
      return false;
    const sem::Symbol *def = s->underlying();
    if (showsWhenEvaluated(def))
      return true;
    if (!def->unit || !seen.insert(def).second)
      return false;
    if (auto *u = dynCast<OperatorDefUnit>(def->unit))
      return mayShow(u->body, seen, depth + 1);
    if (auto *u = dynCast<FunctionDefUnit>(def->unit))
      return mayShow(u->body, seen, depth + 1);
    return false;
  };
  switch (e->kind) {
  case ExprKind::OpApp:
    for (const NameSegment &seg : cast<OpAppExpr>(e)->path)
      if (throughDef(seg.symbol))
        return true;
    break;
  case ExprKind::Prefix:
    if (throughDef(cast<PrefixExpr>(e)->symbol))
      return true;
    break;
  case ExprKind::Infix:
    if (throughDef(cast<InfixExpr>(e)->symbol))
      return true;
    break;
  case ExprKind::Postfix:
    if (throughDef(cast<PostfixExpr>(e)->symbol))
      return true;
    break;
  default:
    break;
  }
  bool found = false;
  model::forEachChild(e, [&](const Expr *c) { found = found || mayShow(c, seen, depth + 1); });
  return found;
}
} // namespace

CapturedContext::CapturedContext(Evaluator &ev, const Env *env, const InstCtx *inst) : ev_(&ev), state_(ev) {
  env_ = copy(env);
  inst_ = copy(inst);
  envCopies_.clear();
  instCopies_.clear();
  ev_ = nullptr;
}

const Env *CapturedContext::copy(const Env *b) {
  if (!b)
    return nullptr;
  if (auto it = envCopies_.find(b); it != envCopies_.end())
    return it->second;
  Env &c = envs_.emplace_back();
  envCopies_.emplace(b, &c);
  c.sym = b->sym;
  c.kind = b->kind;
  c.cm = b->cm;
  switch (b->kind) {
  case Env::Kind::Value:
    c.value = b->value;
    break;
  case Env::Kind::Op:
    c.op = b->op;
    c.op.env = copy(b->op.env);
    c.op.inst = copy(b->op.inst);
    break;
  case Env::Kind::Lazy: {
    bool settled = false;
    std::unordered_set<const sem::Symbol *> seen;
    if (b->evaluated && !ev_->primed_) {
      c.value = b->value;
      settled = true;
    } else if (b->expr && mayShow(b->expr, seen, 0)) {
      // A LET definition or argument that prints (or sets a register): TLC's LazyValue
      // evaluates it where it is used, not where the lazy value is made (never, if unused).
    } else {
      try {
        c.value = ev_->lookupBinding(b, b->expr ? b->expr->range : SourceRange{});
        settled = true;
      } catch (const EvalError &) {
      }
    }
    if (settled) {
      c.kind = Env::Kind::Value;
    } else {
      // Evaluated at each use (never cached: the copy may be read by
      // several threads at once).
      c.noCache = true;
      c.expr = b->expr;
      c.exprEnv = copy(b->exprEnv);
      c.exprInst = copy(b->exprInst);
    }
    break;
  }
  }
  c.next = copy(b->next);
  return &c;
}

const InstCtx *CapturedContext::copy(const InstCtx *c) {
  if (!c)
    return nullptr;
  if (auto it = instCopies_.find(c); it != instCopies_.end())
    return it->second;
  InstCtx &n = insts_.emplace_back();
  instCopies_.emplace(c, &n);
  n.binding = c->binding;
  n.env = copy(c->env);
  n.outer = copy(c->outer);
  return &n;
}

} // namespace tlacore::eval
