// CapturedContext: a lazy value's bindings, instances and state, copied.
#include "captured_context.h"

#include "evaluator.h"

namespace tlacore::eval {

std::optional<EvalError> &lastLazyPredicateError() {
  static thread_local std::optional<EvalError> err;
  return err;
}

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
    if (b->evaluated && !ev_->primed_) {
      c.value = b->value;
      settled = true;
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
