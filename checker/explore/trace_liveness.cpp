// Evaluating temporal formulas on a lasso: states s0..sn-1, then sn-1 forever.
#include "trace_liveness.h"

#include "eval/enumerator.h"

namespace tlacore::explore {

using namespace ast;
using val::Value;

namespace {

class LassoEval {
public:
  LassoEval(const model::SpecModel &m, eval::Evaluator &ev, const std::vector<SimStep> &steps)
      : model_(m), ev_(ev), steps_(steps), n_(steps.size()), all_(m.variables.size(), 1) {}

  bool holds(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, size_t i) {
    e = stripParens(e);
    if (!temporal(e, env))
      return evalAt(e, env, inst, i);
    switch (e->kind) {
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      if (p->builtin == ast::BuiltinOp::Not)
        return !holds(p->operand, env, inst, i);
      if (p->builtin == ast::BuiltinOp::Always) {
        for (size_t j = i; j < n_; ++j)
          if (!holds(p->operand, env, inst, j))
            return false;
        return true;
      }
      if (p->builtin == ast::BuiltinOp::Eventually) {
        for (size_t j = i; j < n_; ++j)
          if (holds(p->operand, env, inst, j))
            return true;
        return false;
      }
      break;
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      ast::BuiltinOp op = in->builtin;
      if (op == ast::BuiltinOp::And)
        return holds(in->lhs, env, inst, i) && holds(in->rhs, env, inst, i);
      if (op == ast::BuiltinOp::Or)
        return holds(in->lhs, env, inst, i) || holds(in->rhs, env, inst, i);
      if (op == ast::BuiltinOp::Implies)
        return !holds(in->lhs, env, inst, i) || holds(in->rhs, env, inst, i);
      if (op == ast::BuiltinOp::Equiv || op == ast::BuiltinOp::EquivAlt)
        return holds(in->lhs, env, inst, i) == holds(in->rhs, env, inst, i);
      if (op == ast::BuiltinOp::LeadsTo) {
        for (size_t j = i; j < n_; ++j) {
          if (!holds(in->lhs, env, inst, j))
            continue;
          bool later = false;
          for (size_t k = j; k < n_ && !later; ++k)
            later = holds(in->rhs, env, inst, k);
          if (!later)
            return false;
        }
        return true;
      }
      break;
    }
    case ExprKind::Junction: {
      auto *j = cast<JunctionExpr>(e);
      for (const Expr *x : j->items) {
        bool h = holds(x, env, inst, i);
        if (j->isAnd && !h)
          return false;
        if (!j->isAnd && h)
          return true;
      }
      return j->isAnd;
    }
    case ExprKind::BoxAction: {
      // [A]_v on the step from position i (the tail only stutters).
      auto *b = cast<BoxActionExpr>(e);
      if (i + 1 >= n_)
        return true;
      return unchanged(b->subscript, env, inst, i) || evalAt(b->action, env, inst, i);
    }
    case ExprKind::AngleAction: {
      auto *b = cast<AngleActionExpr>(e);
      if (i + 1 >= n_)
        return false;
      return !unchanged(b->subscript, env, inst, i) && evalAt(b->action, env, inst, i);
    }
    case ExprKind::Fairness: {
      // On a behaviour that ends stuttering forever, WF and SF both hold
      // exactly when <<A>>_v is not enabled in the last state.
      auto *f = cast<FairnessExpr>(e);
      return !enabledAngle(f->action, f->subscript, env, inst, n_ - 1);
    }
    case ExprKind::Quant: {
      auto *q = cast<QuantExpr>(e);
      if (q->quant != QuantKind::Forall && q->quant != QuantKind::Exists)
        break;
      bool forall = q->quant == QuantKind::Forall;
      bool result = forall;
      ev_.setState(steps_[i].state.data());
      ev_.setNext(nullptr, nullptr);
      ev_.setLevel(steps_[i].level);
      ev_.forEachBinding(q->bounds, env, inst, [&](const eval::Env *b) {
        bool h = holds(q->body, b, inst, i);
        if (h != forall) {
          result = h;
          return false;
        }
        return true;
      });
      return result;
    }
    case ExprKind::Let:
      return holds(cast<LetExpr>(e)->body, env, inst, i);
    case ExprKind::If: {
      auto *c = cast<IfExpr>(e);
      return evalAt(c->cond, env, inst, i) ? holds(c->thenExpr, env, inst, i) : holds(c->elseExpr, env, inst, i);
    }
    case ExprKind::OpApp: {
      auto *app = cast<OpAppExpr>(e);
      const sem::Symbol *s = app->last().symbol;
      const sem::Symbol *def = s ? s->underlying() : nullptr;
      if (app->path.size() == 1 && def && definitionBody(def)) {
        std::vector<eval::Env> frames;
        const eval::Env *outer = def->inLet ? env : nullptr;
        ev_.bindArgs(def, app->last().args, env, inst, frames, outer);
        eval::InstCtx storage;
        const eval::InstCtx *defInst = def->inLet ? inst : ev_.enterImported(s, inst, storage);
        if (!def->inLet && s->kind != sem::SymbolKind::Imported)
          defInst = nullptr;
        return holds(definitionBody(def), frames.empty() ? outer : &frames.back(), defInst, i);
      }
      break;
    }
    default:
      break;
    }
    return evalAt(e, env, inst, i);
  }

private:
  // Whether `e` needs the temporal evaluation (it is not a state or action formula).
  bool temporal(const Expr *e, const eval::Env *env) {
    e = stripParens(e);
    switch (e->kind) {
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      if (p->symbol)
        return false;
      if (p->builtin == ast::BuiltinOp::Always || p->builtin == ast::BuiltinOp::Eventually)
        return true;
      return p->builtin == ast::BuiltinOp::Not && temporal(p->operand, env);
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      if (in->symbol)
        return false;
      if (in->builtin == ast::BuiltinOp::LeadsTo)
        return true;
      return temporal(in->lhs, env) || temporal(in->rhs, env);
    }
    case ExprKind::Fairness:
    case ExprKind::BoxAction:
    case ExprKind::AngleAction:
      return true;
    case ExprKind::Junction:
      for (const Expr *x : cast<JunctionExpr>(e)->items)
        if (temporal(x, env))
          return true;
      return false;
    case ExprKind::Quant:
      return temporal(cast<QuantExpr>(e)->body, env);
    case ExprKind::Let:
      return temporal(cast<LetExpr>(e)->body, env);
    case ExprKind::If: {
      auto *c = cast<IfExpr>(e);
      return temporal(c->thenExpr, env) || temporal(c->elseExpr, env);
    }
    case ExprKind::OpApp: {
      const sem::Symbol *s = cast<OpAppExpr>(e)->last().symbol;
      if (!s || (env && env->find(s)))
        return false;
      return s->underlying()->level == sem::Level::Temporal;
    }
    default:
      return false;
    }
  }

  // A state or action formula at position i (the step i -> i+1). TLC's
  // LiveCheck1 evaluates the predicates once the behaviour is generated,
  // each in its state (and a step in its first state): TLCGet("level") is
  // that state's level (TLCGetSet's s0.getLevel()), not the last state's.
  bool evalAt(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, size_t i) {
    const SimStep &s = steps_[i];
    const SimStep &t = steps_[i + 1 < n_ ? i + 1 : i];
    ev_.setLevel(s.level);
    ev_.setState(s.state.data());
    ev_.setNext(t.state.data(), all_.data());
    bool r = ev_.evalBool(e, env, inst);
    ev_.setNext(nullptr, nullptr);
    return r;
  }

  bool unchanged(const Expr *v, const eval::Env *env, const eval::InstCtx *inst, size_t i) {
    const SimStep &t = steps_[i + 1 < n_ ? i + 1 : i];
    ev_.setNext(nullptr, nullptr);
    ev_.setState(steps_[i].state.data());
    ev_.setLevel(steps_[i].level);
    Value before = ev_.eval(v, env, inst);
    ev_.setState(t.state.data());
    ev_.setLevel(t.level); // v' as v in the next state (LNAction's subscript)
    Value after = ev_.eval(v, env, inst);
    return before == after;
  }

  // ENABLED <<A>>_v in the state at position i.
  bool enabledAngle(const Expr *a, const Expr *v, const eval::Env *env, const eval::InstCtx *inst, size_t i) {
    const std::vector<Value> &s = steps_[i].state;
    ev_.setLevel(steps_[i].level);
    std::vector<std::vector<Value>> succ;
    eval::Enumerator en(ev_, model_.variables.size());
    en.actionSuccessors(s.data(), a, env, inst,
                        [&](const std::vector<Value> &t, const eval::ActionLabel &) { succ.push_back(t); });
    ev_.setNext(nullptr, nullptr);
    ev_.setState(s.data());
    Value before = ev_.eval(v, env, inst);
    for (const auto &t : succ) {
      ev_.setState(t.data());
      if (ev_.eval(v, env, inst) != before)
        return true;
    }
    return false;
  }

  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  const std::vector<SimStep> &steps_;
  size_t n_;
  std::vector<uint8_t> all_;
};

} // namespace

std::optional<model::NamedFormula> violatedTemporalProperty(const model::SpecModel &model, const ActionTable &,
                                                            eval::Evaluator &ev, const std::vector<SimStep> &steps) {
  if (steps.empty() || model.properties.empty())
    return std::nullopt;
  LassoEval lasso(model, ev, steps);
  struct Restore { // the level the simulation left
    eval::Evaluator &ev;
    int64_t level;
    ~Restore() { ev.setLevel(level); }
  } restore{ev, ev.stateContext().level};
  eval::ScopeCache scopes; // the fairness conjuncts' INSTANCEs and bindings
  for (const model::ScopedExpr &f : model.fairnessParts)
    if (!lasso.holds(f.expr, static_cast<const eval::Env *>(f.env), scopes.of(f), 0))
      return std::nullopt;
  for (const model::NamedFormula &p : model.properties)
    if (!lasso.holds(p.expr, nullptr, nullptr, 0))
      return p;
  return std::nullopt;
}

} // namespace tlacore::explore
