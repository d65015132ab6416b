#include "enumerator.h"
#include "applying_scope.h"
#include "model/definitions.h"
#include "model/expr_levels.h"
#include "model/override_scope.h"
#include "bindable.h"
#include "bound_frames.h"
#include "context_order.h"
#include "selection_frames.h"
#include "subexpr_path.h"
#include "instance_operands.h"

#include <algorithm>
#include <memory>
#include <unordered_set>

#include "value/big_union.h"
#include "value/set_ops.h"
#include "value/set_size.h"
#include "value/set_stream.h"
#include "stack_guard.h"
#include "nested_expressions.h"
#include "set_listing_cost.h"
#include "value/set_cost_tag.h"

namespace tlacore::eval {

using namespace ast;
using val::Value;

static const Expr *namedFactBody(const sem::Symbol *def); // a named THEOREM or ASSUME as an action

Enumerator::Enumerator(Evaluator &ev, size_t variableCount) : ev_(ev), n_(variableCount) {}

void installEnabledHook(Evaluator &ev, size_t variableCount) {
  // ENABLED A is decided by enumerating A's successors with a nested
  // enumerator: one per depth of ENABLED inside ENABLED, made when first
  // needed and kept for the next ENABLED (enabled() sets up all it reads;
  // making and destroying one per ENABLED cost more than the enumeration of
  // a small action).
  struct Nested {
    std::vector<std::unique_ptr<Enumerator>> byDepth;
    size_t depth = 0;
  };
  auto nested = std::make_shared<Nested>();
  ev.setEnabledHook([&ev, variableCount, nested](const Expr *a, const Env *env, const InstCtx *inst) {
    Nested &n = *nested;
    if (n.byDepth.size() <= n.depth)
      n.byDepth.push_back(std::make_unique<Enumerator>(ev, variableCount));
    Enumerator &en = *n.byDepth[n.depth];
    struct Down {
      size_t &depth;
      ~Down() { --depth; }
    } down{++n.depth};
    return en.enabled(ev.currentState(), a, env, inst);
  });
}

Enumerator::~Enumerator() {}

namespace {
// Sets the evaluator's EvalControl.Init for a scope, restoring it after.
class InitStatesScope {
public:
  InitStatesScope(Evaluator &ev, bool on) : ev_(ev), saved_(ev.initStates()) { ev.setInitStates(on); }
  ~InitStatesScope() { ev_.setInitStates(saved_); }
  InitStatesScope(const InitStatesScope &) = delete;
  InitStatesScope &operator=(const InitStatesScope &) = delete;

private:
  Evaluator &ev_;
  bool saved_;
};
} // namespace

bool Enumerator::enabled(const Value *cur, const Expr *action, const Env *env, const InstCtx *inst) {
  // Save and restore the evaluator's view of the states.
  const Value *savedCur = ev_.currentState();
  auto savedNext = ev_.nextState();
  bool savedPrimed = ev_.primed();
  initMode_ = false;
  // As TLC's enabled(): a successor need not assign every variable.
  bool savedPartial = partial_;
  partial_ = true;
  // Room past the variables for the instance variables ENABLED assigns
  // (enabled_branch.cpp); an enumerator used for ENABLED before (the
  // hook's) has it, its slots emptied where the last ENABLED can have left
  // a value: the variables' and its instance variables' (freshVars_ still
  // lists those until branchContexts below).
  if (next_.size() != n_ + kMaxFreshVars) {
    next_.assign(n_ + kMaxFreshVars, Value());
  } else {
    const size_t used = std::min(next_.size(), n_ + freshVars_.size());
    for (size_t i = 0; i < used; ++i)
      if (!next_[i].isError())
        next_[i] = Value();
  }
  assigned_.assign(n_ + kMaxFreshVars, 0);
  assignedCount_ = 0;
  cur_ = cur;
  inst = branchContexts(inst);
  bool found = false;
  Sink sink = [&](const std::vector<Value> &, const ActionLabel &) { found = true; throw StopEnumeration{}; };
  sink_ = &sink;
  labelFrozen_ = true;
  ev_.setState(cur);
  ev_.setNext(next_.data(), assigned_.data());
  ev_.setPrimed(false);
  try {
    run(action, env, inst, nullptr);
  } catch (const StopEnumeration &) {
  } catch (...) {
    ev_.setState(savedCur);
    ev_.setNext(savedNext.first, savedNext.second);
    ev_.setPrimed(savedPrimed);
    partial_ = savedPartial;
    throw;
  }
  ev_.setState(savedCur);
  ev_.setNext(savedNext.first, savedNext.second);
  ev_.setPrimed(savedPrimed);
  partial_ = savedPartial;
  return found;
}

const InstCtx *Enumerator::scoped(const model::ScopedExpr &e) { return scopes_.of(e); }

void Enumerator::initialStates(const std::vector<model::ScopedExpr> &parts, const Sink &sink,
                               const std::vector<const CostNode *> *costRoots) {
  initMode_ = true;
  next_.assign(n_, Value());
  assigned_.assign(n_, 0);
  assignedCount_ = 0;
  cur_ = nullptr;
  sink_ = &sink;
  label_ = {};
  labelFrozen_ = true;
  // Variables not yet assigned read as unassigned through the "current" state.
  ev_.setState(next_.data());
  ev_.setNext(nullptr, nullptr);
  InitStatesScope generating(ev_, true); // TLC's EvalControl.Init, in getInitStates only
  if (parts.empty()) {
    proceed(nullptr);
    return;
  }
  auto root = [&](size_t i) { return costRoots && i < costRoots->size() ? (*costRoots)[i] : nullptr; };
  std::vector<Cont> conts(parts.size());
  for (size_t i = parts.size(); i-- > 1;)
    conts[i] = Cont{parts[i].expr, static_cast<const Env *>(parts[i].env), scoped(parts[i]),
                    i + 1 < parts.size() ? &conts[i + 1] : nullptr, root(i)};
  CostScope scope(ev_, root(0));
  run(parts[0].expr, static_cast<const Env *>(parts[0].env), scoped(parts[0]), parts.size() > 1 ? &conts[1] : nullptr);
}

void Enumerator::continueFrom(const Enumerator &from, const Sink &sink) {
  initMode_ = from.initMode_;
  partial_ = from.partial_;
  incompleteInit_ = from.incompleteInit_;
  nextShortcut_ = from.nextShortcut_;
  next_ = from.next_;
  assigned_ = from.assigned_;
  assignedCount_ = from.assignedCount_;
  cur_ = from.cur_;
  sink_ = &sink;
  label_ = from.label_;
  labelFrozen_ = from.labelFrozen_;
  splitter_ = from.splitter_;
  // As initialStates(): the variables assigned so far read as the current
  // state (not from.ev_'s context: its thread may be running other work).
  ev_.setState(next_.data());
  ev_.setNext(nullptr, nullptr);
  ev_.setPrimed(false);
  ev_.setInitStates(initMode_); // (the caller restores its state context after)
}

std::unique_ptr<InitSplit> Enumerator::splitHere(const Env *env, const InstCtx *inst, const Cont *k) {
  if (!splitter_ || !initMode_)
    return nullptr;
  std::unique_ptr<InitSplit> split = splitter_->split(*this);
  if (split && !settleForSharing(env, inst, k))
    return nullptr;
  return split;
}

bool Enumerator::settleForSharing(const Env *env, const InstCtx *inst, const Cont *k) {
  std::unordered_set<const void *> seen;
  std::function<bool(const InstCtx *)> contexts;
  std::function<bool(const Env *)> bindings = [&](const Env *e) {
    for (; e && seen.insert(e).second; e = e->next) {
      if (e->kind == Env::Kind::Lazy && !ev_.settleBinding(e))
        return false;
      // Evaluated again at each use: what it reads must be settled too.
      if (e->kind == Env::Kind::Lazy && e->noCache && (!bindings(e->exprEnv) || !contexts(e->exprInst)))
        return false;
      if (e->kind == Env::Kind::Op && (!bindings(e->op.env) || !contexts(e->op.inst)))
        return false;
    }
    return true;
  };
  contexts = [&](const InstCtx *c) {
    for (; c && seen.insert(c).second; c = c->outer)
      if (!bindings(c->env))
        return false;
    return true;
  };
  if (!bindings(env) || !contexts(inst))
    return false;
  for (; k; k = k->next)
    if (!bindings(k->env) || !contexts(k->inst))
      return false;
  return true;
}

namespace {
// Keeps `e` on the evaluator's list of running expressions while it runs.
struct RunFrameScope {
  const RunFrame *&top;
  RunFrame frame;
  RunFrameScope(const RunFrame *&t, const Expr *e) : top(t), frame{e, t} { top = &frame; }
  ~RunFrameScope() { top = frame.up; }
  RunFrameScope(const RunFrameScope &) = delete;
  RunFrameScope &operator=(const RunFrameScope &) = delete;
};
} // namespace

void Enumerator::runDisjunct(const Expr *item, const Env *env, const InstCtx *inst, const Cont *k) {
  ActionLabel saved = label_;
  if (!labelFrozen_)
    label_.range = item->range;
  run(item, env, inst, k);
  label_ = saved;
}

void Enumerator::successors(const Value *cur, const model::ScopedExpr &next, const sem::Symbol *nextSymbol,
                            const Sink &sink) {
  if (!next.expr)
    return; // no next-state relation (SPECIFICATION Init): no successors
  if (nextScoped_ != &next) {
    nextScoped_ = &next;
    nextInst_ = scoped(next);
  }
  initMode_ = false;
  next_.assign(n_, Value());
  assigned_.assign(n_, 0);
  assignedCount_ = 0;
  cur_ = cur;
  sink_ = &sink;
  label_ = {};
  if (nextSymbol && nextSymbol->underlying()->unit &&
      nextSymbol->underlying()->kind == sem::SymbolKind::Operator)
    label_ = ActionLabel{nextSymbol, static_cast<const OperatorDefUnit *>(nextSymbol->underlying()->unit)->body->range};
  labelFrozen_ = false;
  ev_.setState(cur);
  ev_.setNext(next_.data(), assigned_.data());
  run(next.expr, static_cast<const Env *>(next.env), nextInst_, nullptr);
}

void Enumerator::actionSuccessors(const Value *cur, const Expr *action, const Env *env, const InstCtx *inst,
                                  const Sink &sink) {
  initMode_ = false;
  next_.assign(n_, Value());
  assigned_.assign(n_, 0);
  assignedCount_ = 0;
  cur_ = cur;
  sink_ = &sink;
  label_ = {};
  labelFrozen_ = true;
  ev_.setState(cur);
  ev_.setNext(next_.data(), assigned_.data());
  try {
    run(action, env, inst, nullptr);
  } catch (EvalError &err) {
    trimToAction(err, action->range);
    throw;
  }
}

void Enumerator::proceed(const Cont *k) {
  if (k) {
    if (!partial_ && (initMode_ || nextShortcut_) && allAssigned()) {
      if (conjunctsHold(k))
        proceed(nullptr);
      return;
    }
    if (k->changed) {
      if (subscriptChanged(k))
        proceed(k->next);
      return;
    }
    if (ev_.costCounters()) [[unlikely]] {
      CostScope scope(ev_, k->cm);
      run(k->e, k->env, k->inst, k->next);
      return;
    }
    run(k->e, k->env, k->inst, k->next);
    return;
  }
  ++produced_;
  if (collect_) {
    // An A-step of A \cdot B: kept as it is, complete or not (TLC's StateVec).
    collect_->push_back(next_);
    return;
  }
  for (size_t i = 0; i < n_; ++i)
    if (!assigned_[i]) {
      if (partial_ && !initMode_) {
        ++partialFills_;
        std::vector<Value> filled = next_;
        for (size_t j = 0; j < n_; ++j)
          if (!assigned_[j])
            filled[j] = cur_[j];
        InitStatesScope checking(ev_, false);
        (*sink_)(filled, label_);
        return;
      }
      if (initMode_ ? incompleteInit_ : incomplete_) {
        std::vector<Value> incomplete = next_;
        for (size_t j = 0; j < n_; ++j)
          if (!assigned_[j])
            incomplete[j] = Value();
        InitStatesScope checking(ev_, false);
        (*sink_)(incomplete, label_);
        return;
      }
      const auto &vars = ev_.model().variables;
      if (initMode_)
        ev_.fail("The variable " + std::string(vars[i]->name) + " was not assigned a value by the initial predicate.",
                 label_.range);
      ev_.fail("Successor state is not completely specified by the next-state action: the variable " +
                   std::string(vars[i]->name) + " is not assigned a value.",
               label_.range);
    }
  InitStatesScope checking(ev_, false); // a state found is checked outside getInitStates' control
  (*sink_)(next_, label_);
}

bool Enumerator::allAssigned() const { return assignedCount_ == n_; }

// TLC's shortcut once every variable has a value (getInitStates and
// getNextStatesAllAssigned): the conjuncts left are evaluated as booleans,
// so a disjunction among them gives one state, not one per true disjunct.
bool Enumerator::conjunctsHold(const Cont *k) {
  for (const Cont *c = k; c; c = c->next) {
    CostScope scope(ev_, c->cm);
    if (c->changed ? !subscriptChanged(c) : !ev_.evalBool(c->e, c->env, c->inst))
      return false;
  }
  return true;
}

// <<A>>_v after A: the subscript's value differs between the two states.
bool Enumerator::subscriptChanged(const Cont *c) {
  CostScope scope(ev_, c->cm);
  bool saved = ev_.primed();
  ev_.setPrimed(false);
  Value now = ev_.eval(c->e, c->env, c->inst);
  ev_.setPrimed(true);
  Value then = ev_.eval(c->e, c->env, c->inst);
  ev_.setPrimed(saved);
  return !(now == then);
}

// TLC's getNextStates(action, acts, ...) and getInitStates(acts, ...): in
// Next the expression counts each continuation that reaches a state; in
// Init only the expression that completes a state counts it. Once all
// variables are assigned, TLC evaluates the remaining conjuncts as booleans.
void Enumerator::proceedCounting(const Cont *k) {
  const CostNode *node = ev_.costNode();
  CostCounters &cc = *ev_.costCounters();
  if (initMode_) {
    if (!k) {
      ++cc.count[node->id];
      proceed(k);
    } else if (allAssigned()) {
      proceedAllAssigned(k, node);
    } else {
      proceed(k);
    }
    return;
  }
  if (k && !partial_ && nextShortcut_ && allAssigned()) {
    proceedAllAssigned(k, node);
    return;
  }
  uint64_t before = produced_;
  proceed(k);
  if (produced_ != before)
    ++cc.count[node->id];
}

void Enumerator::proceedAllAssigned(const Cont *k, const CostNode *node) {
  if (!conjunctsHold(k)) {
    // TLC's getInitStates counts an assignment a later conjunct rejects as
    // generated (the root's secondary count: "x \in S /\ x = 0" generates |S|).
    if (initMode_)
      ++ev_.costCounters()->secondary[node->root->id];
    return;
  }
  ++ev_.costCounters()->count[node->id];
  proceed(nullptr);
}

void Enumerator::assignAndProceed(int slot, const Value &v, const Cont *k) {
  next_[static_cast<size_t>(slot)] = v;
  assigned_[static_cast<size_t>(slot)] = 1;
  size_t counted = static_cast<size_t>(slot) < n_; // an instance variable ENABLED assigns is not a state's
  assignedCount_ += counted;
  proceedCounted(k);
  assignedCount_ -= counted;
  assigned_[static_cast<size_t>(slot)] = 0;
  next_[static_cast<size_t>(slot)] = Value();
}

// TLC's Enumerable values: the sets it can list (a filter over an infinite
// base is one, and fails as it lists). Nat, Int, Real, STRING and Seq(S) are
// its UserValues, and a value that is no set is not one either.
static bool tlcEnumerable(const Value &v) {
  using val::Kind;
  switch (v.kind()) {
  case Kind::Set:
  case Kind::Interval:
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::PredSet:
  case Kind::Union:
    return true;
  default:
    return false;
  }
}

// Tool.getInitStates / getNextStates / enabled on `x \\in S` (x a variable
// not yet assigned) with S not Enumerable: TLC's Assert.fail at the \\in.
[[noreturn]] static void notEnumerable(const Evaluator &ev, const InfixExpr *in, bool init, bool enabled) {
  const char *text = init      ? "In computing initial states, the right side of \\IN is not enumerable."
                     : enabled ? "The right side of \\IN is not enumerable."
                               : "In computing next states, the right side of \\IN is not enumerable.";
  ev.fail(text, in->range);
}

bool Enumerator::streamFilter(int slot, const Expr *set, const Env *env, const InstCtx *inst, const Cont *k) {
  while (auto *p = dynCast<ParenExpr>(set))
    set = p->inner;
  auto *f = dynCast<SetFilterExpr>(set);
  if (!f || f->bound.isTuple)
    return false;
  Value base = ev_.eval(f->bound.set, env, inst);
  if (!val::streamsElements(base))
    return false;
  // The elements come in the order of the normalized set, so the kept ones
  // in the order of the filtered set: the same states in the same order.
  Env frame;
  return val::forEachElement(
      base,
      [&](const Value &x) {
        ev_.bindBound(f->bound, 0, x, frame, env);
        if (ev_.evalBool(f->predicate, &frame, inst))
          assignAndProceed(slot, x, k);
        return true;
      },
      10'000'000);
}

// TLC evaluates an application of a defined (or overridden) operator in an
// action without counting it: only its continuations count (opcode 0).
static bool definedOperator(const Expr *e) {
  switch (e->kind) {
  case ExprKind::OpApp:
    return true;
  case ExprKind::Infix:
    return cast<InfixExpr>(e)->symbol != nullptr;
  case ExprKind::Prefix:
    return cast<PrefixExpr>(e)->symbol != nullptr;
  case ExprKind::Postfix:
    return cast<PostfixExpr>(e)->symbol != nullptr;
  default:
    return false;
  }
}

void Enumerator::guard(const Expr *e, const Env *env, const InstCtx *inst, const Cont *k) {
  if (ev_.costNode()) [[unlikely]] {
    while (auto *p = dynCast<ParenExpr>(e))
      e = p->inner;
    if (definedOperator(e)) {
      Value v = ev_.evalUncounted(e, env, inst);
      if (!v.isBool())
        ev_.fail("a boolean was expected, but the value is " + val::toString(v), e->range);
      if (v.asBool())
        proceedCounted(k);
      return;
    }
  }
  if (ev_.evalBool(e, env, inst))
    proceedCounted(k);
}

int Enumerator::targetSlot(const Expr *e, const Env *env, const InstCtx *inst) const {
  while (auto *par = dynCast<ParenExpr>(e))
    e = par->inner;
  // A parameter bound to x' (or x in Init): Send(p, d, mem, mem') with
  // Send(p, d, old, new) == new = e assigns mem'.
  if (auto *a = dynCast<OpAppExpr>(e); a && a->path.size() == 1 && !a->path[0].hasArgs && a->path[0].symbol && env)
    if (const Env *b = env->find(a->path[0].symbol)) {
      if (b->kind == Env::Kind::Lazy && b->expr)
        return targetSlot(b->expr, b->exprEnv, b->exprInst);
      return -1;
    }
  const Expr *inner = e;
  if (!initMode_) {
    auto *p = dynCast<PostfixExpr>(e);
    if (!p || p->builtin != ast::BuiltinOp::Prime || p->symbol) {
      // Z = e with Z == x': the definition stands for a primed variable.
      if (auto *a = dynCast<OpAppExpr>(e); a && a->path.size() == 1 && !a->path[0].hasArgs && a->path[0].symbol &&
                                           a->path[0].symbol->underlying()->kind == sem::SymbolKind::Operator &&
                                           !(env && env->find(a->path[0].symbol)))
        return targetSlotThroughDefinition(a->path[0].symbol, env, inst, 0);
      return -1;
    }
    inner = p->operand;
    while (auto *par = dynCast<ParenExpr>(inner))
      inner = par->inner;
    // q' where q is a parameter bound to a variable: Lose(q) == q' = ... with Lose(msgQ).
    while (auto *a = dynCast<OpAppExpr>(inner)) {
      if (a->path.size() != 1 || a->path[0].hasArgs || !a->path[0].symbol || !env)
        break;
      const Env *b = env->find(a->path[0].symbol);
      if (!b)
        break;
      if (b->kind != Env::Kind::Lazy || !b->expr)
        return -1;
      inner = b->expr;
      env = b->exprEnv;
      inst = b->exprInst;
      while (auto *par = dynCast<ParenExpr>(inner))
        inner = par->inner;
    }
  }
  auto *app = dynCast<OpAppExpr>(inner);
  if (!app || app->path.size() != 1 || app->path[0].hasArgs || !app->path[0].symbol)
    return -1;
  const sem::Symbol *s = app->path[0].symbol->underlying();
  if (env && env->find(app->path[0].symbol))
    return -1;
  // A definition without parameters standing for a variable (Y == y, with
  // Y' = e or Y = e in Init; or Z == y' with Z = e): TLC's getVar and
  // getPrimedVar look through its body.
  if (s->kind == sem::SymbolKind::Operator) {
    if (inner == e)
      return targetSlotThroughDefinition(app->path[0].symbol, env, inst, 0);
    bool saved = initMode_;
    const_cast<Enumerator *>(this)->initMode_ = true;
    int slot = targetSlotThroughDefinition(app->path[0].symbol, env, inst, 0);
    const_cast<Enumerator *>(this)->initMode_ = saved;
    return slot;
  }
  // Follow instance substitutions x <- y to the variable of the root module (inside ENABLED, up to the
  // contexts it was reached through: enabled_branch.cpp).
  for (const InstCtx *c = inst; c; c = c->outer) {
    if (isBranchContext(c)) {
      if (s->kind != sem::SymbolKind::Variable || ev_.model().variableSlot.count(s))
        break;
      return freshSlot(s);
    }
    for (const sem::Substitute &st : c->binding->substitutes) {
      if (st.param != s)
        continue;
      const sem::Symbol *named = st.symbol;
      if (!named)
        if (auto *a = dynCast<OpAppExpr>(st.expr); a && a->path.size() == 1 && !a->path[0].hasArgs)
          named = a->path[0].symbol;
      if (!named)
        return -1;
      // A parameter of the instance (I(a) == INSTANCE M WITH y <- a, used as I(x)!A): TLC's getVar
      // looks through the argument bound to it, so y' = e in A assigns x'.
      if (const Env *b = c->env ? c->env->find(named) : nullptr)
        return b->kind == Env::Kind::Lazy && b->expr ? targetSlotUnprimed(b->expr, b->exprEnv, b->exprInst) : -1;
      s = named->underlying();
      break;
    }
  }
  if (s->kind != sem::SymbolKind::Variable)
    return -1;
  auto it = ev_.model().variableSlot.find(s);
  return it == ev_.model().variableSlot.end() ? -1 : it->second;
}

// The slot of the variable the body of the parameterless definition `s`
// stands for, or -1 (a cfg override is looked through as TLC's lookup does).
int Enumerator::targetSlotThroughDefinition(const sem::Symbol *s, const Env *env, const InstCtx *inst,
                                            int hops) const {
  const sem::Symbol *def = s->underlying();
  const InstCtx *cur = inst;
  if (const sem::Symbol *o = ev_.model().overrideOf(s, false))
    s = o, def = o->underlying(), cur = nullptr;
  if (ev_.model().definitionValues.count(def) || hops > 32)
    return -1;
  if (def->kind != sem::SymbolKind::Operator || !def->params.empty() || !def->unit ||
      !isa<OperatorDefUnit>(def->unit) || (def->module && def->module->isStandard))
    return -1;
  InstCtx storage;
  const InstCtx *defInst = ev_.enterImported(s, cur, storage);
  const Expr *body = static_cast<const OperatorDefUnit *>(def->unit)->body;
  while (auto *par = dynCast<ParenExpr>(body))
    body = par->inner;
  const Env *bodyEnv = def->inLet ? env : nullptr;
  const InstCtx *bodyInst = def->inLet ? inst : defInst;
  if (auto *a = dynCast<OpAppExpr>(body); a && a->path.size() == 1 && !a->path[0].hasArgs && a->path[0].symbol &&
                                          a->path[0].symbol->underlying()->kind == sem::SymbolKind::Operator &&
                                          !(bodyEnv && bodyEnv->find(a->path[0].symbol)))
    return targetSlotThroughDefinition(a->path[0].symbol, bodyEnv, bodyInst, hops + 1);
  return targetSlot(body, bodyEnv, bodyInst);
}

void Enumerator::unchanged(const Expr *e, const Env *env, const InstCtx *inst, const Cont *k) {
  unchangedThen(e, env, inst, [this, k] { proceed(k); });
}

void Enumerator::unchangedThen(const Expr *e, const Env *env, const InstCtx *inst, const std::function<void()> &then) {
  while (auto *p = dynCast<ParenExpr>(e))
    e = p->inner;
  if (ev_.costNode()) [[unlikely]] {
    unchangedCounting(e, env, inst, then);
    return;
  }
  unchangedBody(e, env, inst, then, then, nullptr);
}

// Coverage as TLC's processUnchanged: the node of `e` below the current
// one; a variable (or the e' = e comparison) counts the continuations that
// reach a state, which run below the node current here.
void Enumerator::unchangedCounting(const Expr *e, const Env *env, const InstCtx *inst,
                                   const std::function<void()> &then0) {
  const CostNode *outerNode = ev_.costNode();
  const CostNode *node = outerNode->child(e);
  CostScope scope(ev_, node);
  // Under ENABLED no successor is ever counted (TLC's enabled() counts only
  // what it evaluates): enabledUnchanged evaluates a variable, once per visit.
  if (partial_ && targetSlotUnprimed(e, env, inst) >= 0)
    ++ev_.costCounters()->count[node->id];
  std::function<void()> counted = [&] {
    CostScope back(ev_, outerNode);
    uint64_t before = produced_;
    then0();
    if (produced_ != before)
      ++ev_.costCounters()->count[node->id];
  };
  std::function<void()> plain = [&] {
    CostScope back(ev_, outerNode);
    then0();
  };
  unchangedBody(e, env, inst, counted, plain, outerNode);
}

void Enumerator::unchangedBody(const Expr *e, const Env *env, const InstCtx *inst, const std::function<void()> &then,
                               const std::function<void()> &through, const CostNode *outerNode) {
  int slot = targetSlotUnprimed(e, env, inst);
  if (slot >= 0) {
    // An instance variable ENABLED assigns (enabled_branch.cpp) keeps the value its substitution has.
    size_t counted = static_cast<size_t>(slot) < n_;
    const Value now = counted ? cur_[slot] : ev_.eval(e, env, inst);
    if (now.isError()) {
      // From a state half-way through A \cdot B in which A left the
      // variable unassigned: TLC binds it to nothing, so it stays unassigned.
      if (!assigned_[static_cast<size_t>(slot)])
        then();
      return;
    }
    if (!assigned_[static_cast<size_t>(slot)]) {
      next_[static_cast<size_t>(slot)] = now;
      assigned_[static_cast<size_t>(slot)] = 1;
      assignedCount_ += counted;
      then();
      assignedCount_ -= counted;
      assigned_[static_cast<size_t>(slot)] = 0;
      next_[static_cast<size_t>(slot)] = Value();
    } else if (next_[static_cast<size_t>(slot)] == now) {
      then();
    } else if (counted && !partial_ && !initMode_) {
      // TLC's Tool.processUnchanged: the variable already has another value
      // in the successor: EC.TLC_UNCHANGED_VARIABLE_CHANGED (a warning, the
      // branch dropped), with the place of the variable's expression.
      const RunIo &io = ev_.io();
      if (io.warning)
        io.warning(2143, "The variable " + std::string(ev_.model().variables[static_cast<size_t>(slot)]->name) +
                     " was changed while it is specified as UNCHANGED at\n" +
                     (io.location ? io.location(e->range) : std::string()));
    }
    return;
  }
  if (auto *t = dynCast<TupleExpr>(e)) {
    std::function<void(size_t)> go = [&](size_t i) {
      if (i == t->elements.size()) {
        through();
        return;
      }
      unchangedThen(t->elements[i], env, inst, [&, i] { go(i + 1); });
    };
    go(0);
    return;
  }
  // A definition such as vars == <<x, y>>: look through it.
  if (auto *app = dynCast<OpAppExpr>(e); app && app->path.size() == 1 && !app->path[0].hasArgs && app->path[0].symbol &&
                                          !(env && env->find(app->path[0].symbol))) {
    const sem::Symbol *s = app->path[0].symbol;
    const sem::Symbol *def = s->underlying();
    // A variable of an instantiated module replaced by an expression or a
    // definition of the instantiator (INSTANCE Stuttering with vars <- vars).
    if (def->kind == sem::SymbolKind::Variable) {
      for (const InstCtx *c = inst; c; c = c->outer)
        for (const sem::Substitute &st : c->binding->substitutes) {
          if (st.param != def)
            continue;
          if (st.expr) {
            unchangedThen(st.expr, c->env, c->outer, through);
            return;
          }
          if (st.symbol && st.symbol->underlying()->kind == sem::SymbolKind::Operator) {
            const sem::Symbol *t = st.symbol;
            InstCtx storage;
            const InstCtx *defInst = ev_.enterImported(t, c->outer, storage);
            if (auto *u = static_cast<const OperatorDefUnit *>(t->underlying()->unit); u && t->underlying()->params.empty()) {
              unchangedThen(u->body, nullptr, defInst, through);
              return;
            }
          }
          goto notSubstituted;
        }
    }
  notSubstituted:
    // A definition the cfg replaces (Vars <- vars): look through the replacement.
    if (auto it = ev_.model().definitionOverrides.find(def); it != ev_.model().definitionOverrides.end()) {
      s = it->second;
      def = s->underlying();
      inst = nullptr;
    }
    if (def->kind == sem::SymbolKind::Operator && def->unit && def->params.empty() &&
        !(def->module && def->module->isStandard)) {
      InstCtx storage;
      const InstCtx *defInst = ev_.enterImported(s, inst, storage);
      auto *u = static_cast<const OperatorDefUnit *>(def->unit);
      unchangedThen(u->body, def->inLet ? env : nullptr, def->inLet ? inst : defInst, through);
      return;
    }
  }
  // Anything else: e' = e as a guard (evaluated below the node around e).
  const CostNode *node = ev_.costNode();
  if (node)
    ev_.setCostNode(outerNode);
  Value now = ev_.eval(e, env, inst);
  bool saved = ev_.primed();
  ev_.setPrimed(true);
  Value after = ev_.eval(e, env, inst);
  if (node)
    ev_.setCostNode(node);
  ev_.setPrimed(saved);
  if (now == after)
    then();
}

int Enumerator::targetSlotUnprimed(const Expr *e, const Env *env, const InstCtx *inst) const {
  bool saved = initMode_;
  const_cast<Enumerator *>(this)->initMode_ = true;
  int slot = targetSlot(e, env, inst);
  const_cast<Enumerator *>(this)->initMode_ = saved;
  return slot;
}

// Whether TLC's LazyValue for an expression of SANY level `level`, as
// written, keeps its first value (Tool.evalAppl: lv.setValue while the
// initial states are generated only at constant level, elsewhere at most
// variable level; the fix for Github issue 113).
static bool writtenLevelCaches(bool initMode, sem::Level level) {
  return initMode ? level == sem::Level::Constant : level <= sem::Level::State;
}

// The enumeration assigns the variables as it goes: an argument that reads
// one it may assign is read anew in each branch, not kept from the first.
// In Init that is any argument above constant level (Op(s) with
// Op(v, S) == v \in S /\ v > 4, TLC's AssignmentInitTest); in an action an
// argument with primes (F(s') with F(v) == v \in 0..9 /\ v % 2 = 0, TLC's
// AssignmentNext3Test), while one of the current state keeps its value.
// The level is the argument's as written (its LazyValue's expression), but
// an argument that only names a parameter or LET definition bound to a lazy
// binding is that binding itself: TLC's getVal passes its LazyValue on (the
// fix for Github issue 798, tests Github798I/N), which keeps its value where
// its own expression's level allows it. Any other argument (a + 0) is a
// LazyValue of its own, kept by its written level: a parameter in it counts
// as a constant.
static void readArgumentsAnew(bool initMode, std::vector<Env> &frames, const Env *argEnv) {
  for (Env &f : frames) {
    if (f.kind != Env::Kind::Lazy || !f.expr)
      continue;
    const Env *named = nullptr;
    if (auto *app = dynCast<OpAppExpr>(model::stripParens(f.expr));
        app && argEnv && app->path.size() == 1 && !app->path[0].hasArgs && app->path[0].symbol)
      named = argEnv->find(app->path[0].symbol);
    if (named && named->kind == Env::Kind::Lazy && named->expr)
      f.noCache = named->noCache || !writtenLevelCaches(initMode, model::writtenLevel(named->expr));
    else if (named)
      continue; // bound to a value or an operator: what it is does not change
    else
      f.noCache = !writtenLevelCaches(initMode, model::writtenLevel(f.expr));
  }
}

void Enumerator::runCall(const OpAppExpr *e, const Env *env, const InstCtx *inst, const Cont *k) {
  // Set up instance contexts for I!Op and I(x)!Op.
  std::vector<std::unique_ptr<InstCtx>> ctxs;
  std::vector<std::vector<Env>> frameStore;
  const InstCtx *cur = inst;
  for (size_t i = 0; i + 1 < e->path.size(); ++i) {
    const NameSegment &seg = e->path[i];
    const sem::Symbol *s = seg.symbol;
    if (!s) {
      guard(e, env, inst, k);
      return;
    }
    auto via = std::make_unique<InstCtx>();
    const InstCtx *v = ev_.enterImported(s, cur, *via);
    if (v == via.get()) {
      ctxs.push_back(std::move(via));
      v = ctxs.back().get();
    }
    const sem::Symbol *def = s->underlying();
    if (def->kind != sem::SymbolKind::Instance || !def->instance) {
      // A subexpression name (Init!1, Next!lbl, Next!1!(q)): run the part it selects, which may
      // assign variables like any action, with the identifiers the name gives arguments (a
      // quantifier's by !(e), a label's) bound to them, as the evaluator does (evalSubexpression).
      sem::Selection sel = sem::selectPath(s, e, i);
      if (!sel.expr || !sel.fieldName.empty()) {
        guard(e, env, inst, k);
        return;
      }
      const Env *outer = def->inLet ? env : nullptr; // a LET definition sees the LET's scope
      std::vector<Env> frames;
      if (def->kind == sem::SymbolKind::Operator && !def->params.empty()) {
        ev_.bindArgs(def, seg.args, env, cur, frames, outer);
        readArgumentsAnew(initMode_, frames, env);
      }
      const Env *bound = frames.empty() ? outer : &frames.back();
      size_t first = def->kind == sem::SymbolKind::Operator ? def->params.size() : 0;
      std::vector<Env> more;
      bound = bindSelectionParams(sel, first, env, v, ev_.costNode(), more, bound);
      readArgumentsAnew(initMode_, more, env);
      run(sel.expr, bound, v, k);
      return;
    }
    auto ic = std::make_unique<InstCtx>();
    ic->binding = def->instance;
    ic->outer = v;
    if (!def->params.empty()) {
      frameStore.emplace_back();
      ev_.bindArgs(def, seg.args, env, cur, frameStore.back(), nullptr);
      readArgumentsAnew(initMode_, frameStore.back(), env);
      ic->env = &frameStore.back().back();
    }
    ctxs.push_back(std::move(ic));
    cur = ctxs.back().get();
  }
  const NameSegment &last = e->path.back();
  const sem::Symbol *s = last.symbol;
  if (s && e->path.size() == 1 && env && mayBeBound(s)) {
    // An action passed as an argument (NoStutter(A) == A /\ s' = s): enumerate
    // the argument expression where it was written.
    if (const Env *b = env->find(s)) {
      if (b->kind == Env::Kind::Lazy && b->expr && !last.hasArgs)
        run(b->expr, b->exprEnv, b->exprInst, k);
      else if (b->kind == Env::Kind::Op && last.hasArgs)
        runOperatorArgument(b->op, e, env, inst, k);
      else
        guard(e, env, inst, k);
      return;
    }
  }
  if (!s) {
    guard(e, env, inst, k);
    return;
  }
  const sem::Symbol *def = s->underlying();
  const auto &model = ev_.model();
  std::vector<std::unique_ptr<InstCtx>> viaStore;
  for (int hops = 0; def->kind == sem::SymbolKind::Constant && def->arity > 0 && hops < 16; ++hops) {
    // An operator constant: follow INSTANCE and cfg substitutions to a definition.
    auto via = std::make_unique<InstCtx>();
    const InstCtx *constInst = ev_.enterImported(s, cur, *via);
    viaStore.push_back(std::move(via));
    auto sub = ev_.operatorSubstitute(def, constInst);
    if (sub && sub->lambda && last.hasArgs) {
      // INSTANCE ... WITH F <- LAMBDA v: ...: the LAMBDA is the action.
      OpRef op;
      op.lambda = sub->lambda;
      op.env = sub->env;
      op.inst = sub->inst;
      runOperatorArgument(op, e, env, inst, k);
      return;
    }
    if (!sub || !sub->symbol)
      break;
    s = sub->symbol;
    def = s->underlying();
    cur = sub->inst;
  }
  bool overridden = false;
  if (def->kind == sem::SymbolKind::Constant) {
  } else if (const sem::Symbol *o = model::overrideAt(model, s, e->path.size() > 1, e->range.begin)) {
    def = o->underlying(), s = o, cur = nullptr, overridden = true;
  }
  bool expandable = ((def->kind == sem::SymbolKind::Operator && def->unit) || namedFactBody(def)) &&
                    !(def->module && def->module->isStandard && ev_.nativeFor(def)) &&
                    (!overridden || !model.overrideOf(s, false));
  if (!expandable) {
    guard(e, env, inst, k);
    return;
  }
  InstCtx storage;
  const InstCtx *defInst = ev_.enterImported(s, cur, storage);
  if (def->kind == sem::SymbolKind::Operator && s->kind != sem::SymbolKind::Imported && e->path.size() == 1 &&
      def != s->underlying())
    defInst = nullptr;
  expandDefinition(s, def, last.args, env, inst, def->inLet ? env : nullptr, def->inLet ? inst : defInst, e->range, k);
}

// A named THEOREM or ASSUME whose statement is an expression (THEOREM Thm1 == x \in 0..C): to TLC
// its name in Init or Next is expanded as an operator definition's is, so it can assign (suite
// test216). Null for anything else (an ASSUME ... PROVE theorem has no such expression).
static const Expr *namedFactBody(const sem::Symbol *def) {
  if (def->kind == sem::SymbolKind::Theorem && def->unit && def->unit->kind == UnitKind::Theorem)
    return static_cast<const TheoremUnit *>(def->unit)->body;
  if (def->kind == sem::SymbolKind::Assumption && def->unit && def->unit->kind == UnitKind::Assume)
    return static_cast<const AssumeUnit *>(def->unit)->body;
  return nullptr;
}

// The body of definition `def` (reached as `s`) with its parameters bound to
// `args` (written under argEnv/argInst), run under bodyOuter/bodyInst.

void Enumerator::expandDefinition(const sem::Symbol *s, const sem::Symbol *def, std::span<Expr *const> args,
                                  const Env *argEnv, const InstCtx *argInst, const Env *bodyOuter,
                                  const InstCtx *bodyInst, SourceRange call, const Cont *k) {
  const Expr *body = namedFactBody(def);
  if (!body)
    body = static_cast<const OperatorDefUnit *>(def->unit)->body;
  std::vector<Env> frames;
  ev_.bindArgs(def, args, argEnv, argInst, frames, bodyOuter);
  readArgumentsAnew(initMode_, frames, argEnv);
  const Env *bodyEnv = frames.empty() ? bodyOuter : &frames.back();
  ActionLabel saved = label_;
  if (!labelFrozen_)
    label_ = ActionLabel{s, body->range};
  {
    Evaluator::ApplyingScope applying(ev_, def, call);
    run(body, bodyEnv, bodyInst, k);
  }
  label_ = saved;
}

// a := e, a ++ b, -- a, a ^+: a defined operator written as an infix, prefix
// or postfix operator is expanded as an action like any other application
// (to TLC both are an OpApplNode), so Apalache's x' := e assigns x'.
void Enumerator::runUserOperator(const sem::Symbol *s, std::span<Expr *const> args, const Expr *e, const Env *env,
                                 const InstCtx *inst, const Cont *k) {
  if (env && mayBeBound(s) && env->find(s)) { // an operator parameter written infix: evaluated
    guard(e, env, inst, k);
    return;
  }
  const sem::Symbol *def = s->underlying();
  const InstCtx *cur = inst;
  if (const sem::Symbol *o = ev_.model().overrideOf(s, false))
    s = o, def = o->underlying(), cur = nullptr;
  bool expandable = def->kind == sem::SymbolKind::Operator && def->unit && isa<OperatorDefUnit>(def->unit) &&
                    def->arity == static_cast<int>(args.size()) &&
                    !(def->module && def->module->isStandard && ev_.nativeFor(def));
  if (!expandable) {
    guard(e, env, inst, k);
    return;
  }
  InstCtx storage;
  const InstCtx *defInst = ev_.enterImported(s, cur, storage);
  expandDefinition(s, def, args, env, inst, def->inLet ? env : nullptr, def->inLet ? inst : defInst, e->range, k);
}

// F(a, b) where the parameter F is bound to an operator argument: a LAMBDA
// or a definition (its own, a LET's or an instance's) passed by name. TLC
// expands its body as an action, with the parameters bound to the arguments
// as written here (so that `x'` passed for a parameter is assigned).
// A subexpression name passed as an operator (Ap(Op!lbl), Ap(I!Op!lbl)) and applied in an action:
// the part it selects, with the parameters the name introduces (after those of the instances it
// goes through) bound to the arguments, as Evaluator::applyOp evaluates it.
void Enumerator::runSelectedOperator(const OpRef &op, size_t di, const OpAppExpr *e, const Env *env,
                                     const InstCtx *inst, const Cont *k) {
  std::span<Expr *const> args = e->path.back().args;
  const OpAppExpr *q = op.qualified;
  InstancePath store;
  bool ok;
  const InstCtx *cur = ev_.enterInstancePath(q, op.env, op.inst, store, ok, di);
  const sem::Symbol *s = q->path[di].symbol;
  sem::Selection sel = ok && s ? sem::selectPath(s, q, di) : sem::Selection{};
  size_t lead = std::min(instanceOperandCount(q, di), args.size());
  if (!sel.expr || !sel.fieldName.empty() || sel.params.size() + lead != args.size()) {
    guard(e, env, inst, k);
    return;
  }
  bindInstanceOperands(store, args.first(lead), env, inst, ev_.costNode());
  InstCtx storage;
  const InstCtx *selInst = ev_.enterImported(s, cur, storage);
  std::vector<Env> frames(sel.params.size());
  const Env *prev = s->underlying()->inLet ? op.env : nullptr;
  for (size_t i = 0; i < frames.size(); ++i) {
    Env &f = frames[i];
    f.sym = sel.params[i].symbol;
    f.kind = Env::Kind::Lazy;
    f.expr = args[lead + i];
    f.exprEnv = env;
    f.exprInst = inst;
    f.cm = ev_.costNode();
    f.next = prev;
    prev = &f;
  }
  run(sel.expr, prev, selInst, k);
}

void Enumerator::runOperatorArgument(const OpRef &op, const OpAppExpr *e, const Env *env, const InstCtx *inst,
                                     const Cont *k) {
  std::span<Expr *const> args = e->path.back().args;
  if (op.lambda) {
    if (op.lambda->params.size() != args.size()) {
      guard(e, env, inst, k);
      return;
    }
    std::vector<Env> frames(args.size());
    const Env *prev = op.env;
    for (size_t i = 0; i < args.size(); ++i) {
      Env &f = frames[i];
      f.sym = op.lambda->paramSymbols[i];
      f.kind = Env::Kind::Lazy;
      f.expr = args[i];
      f.exprEnv = env;
      f.exprInst = inst;
      f.cm = ev_.costNode();
      f.next = prev;
      prev = &f;
    }
    readArgumentsAnew(initMode_, frames, env);
    run(op.lambda->body, prev, op.inst, k);
    return;
  }
  const sem::Symbol *s = op.def;
  if (!s) {
    guard(e, env, inst, k);
    return;
  }
  const sem::Symbol *def = s->underlying();
  if (def->kind == sem::SymbolKind::OpParam) {
    // A parameter passed on by name: what it is bound to where it was passed.
    const Env *b = op.env ? op.env->find(def) : nullptr;
    if (b && b->kind == Env::Kind::Op)
      runOperatorArgument(b->op, e, env, inst, k);
    else
      guard(e, env, inst, k);
    return;
  }
  if (size_t di = 0; op.qualified && sem::hasSelector(op.qualified, &di)) {
    runSelectedOperator(op, di, e, env, inst, k);
    return;
  }
  InstancePath path;
  const InstCtx *cur = ev_.operatorContext(op, path);
  // I!Op passed for F(_, _): the first arguments are I's parameters, bound as Op's are.
  size_t lead = std::min(instanceOperandCount(op.qualified), args.size());
  bindInstanceOperands(path, args.first(lead), env, inst, ev_.costNode());
  args = args.subspan(lead);
  if (const sem::Symbol *o = model::overrideAt(ev_.model(), s, op.qualified && op.qualified->path.size() > 1,
                                               op.qualified ? op.qualified->range.begin : SourceLoc{}))
    s = o, def = s->underlying(), cur = nullptr;
  bool expandable = def->kind == sem::SymbolKind::Operator && def->unit && def->arity == static_cast<int>(args.size()) &&
                    !(def->module && def->module->isStandard && ev_.nativeFor(def));
  if (!expandable) {
    guard(e, env, inst, k);
    return;
  }
  InstCtx storage;
  const InstCtx *defInst = ev_.enterImported(s, cur, storage);
  expandDefinition(s, def, args, env, inst, def->inLet ? op.env : nullptr, def->inLet ? op.inst : defInst, e->range,
                   k);
}

void Enumerator::exists(const QuantExpr *q, const Env *env, const InstCtx *inst, const Cont *k) {
  // As TLC's ContextEnumerator: all domains first, then every combination
  // with the first bound variable varying fastest.
  struct Slot {
    const BoundDecl *b;
    size_t nameIndex;
    Value set;
    // A lazy UNION as TLC's ContextEnumerator lists it (Enumerable.elements()),
    // duplicates included (big_union.h): walked instead of the set's elements.
    std::shared_ptr<const std::vector<Value>> listing;
    // A set filter over a streamed base (Evaluator::forEachInStreamedFilter):
    // gone through one element at a time at each pass, never built.
    bool streamed = false;
    // -coverage: the lazy set (SUBSET S, [S -> T], ...) `set` lists, when
    // it carries a node (set_listing_cost.h).
    Value lazy = Value();
    const std::vector<Value> &elems() const { return listing ? *listing : set.elems(); }
  };
  // One name over a set filter streamed (in place or through definitions):
  // S's elements one at a time, never built.
  if (q->bounds.size() == 1 && q->bounds[0].set && !q->bounds[0].isTuple && q->bounds[0].names.size() == 1) {
    auto body = [&](const Env *c) {
      ActionLabel saved = label_;
      run(q->body, c, inst, k);
      label_ = saved;
      return true;
    };
    eval::BindingVisitor visit(body);
    if (ev_.forEachInStreamedFilter(q->bounds[0], env, inst, visit, nullptr))
      return;
  }
  std::vector<Slot> slots;
  size_t frames = 0;
  bool anyStreamed = false;
  // -coverage: TLC's getNextStates/getInitStates go through every
  // combination of ContextEnumerator: each tagged set's node counts the calls
  // made on its enumerator (set_listing_cost.h).
  auto countBoundListings = [this](const std::vector<Slot> &all) {
    std::vector<size_t> sizes;
    bool tagged = false;
    for (const Slot &s : all) {
      if (s.listing)
        return;
      sizes.push_back(s.elems().size());
      tagged = tagged || val::costTag(s.set);
    }
    uint64_t combinations = 1;
    for (size_t n : sizes)
      combinations *= n;
    // A lazy set's enumerator goes through all its elements once per pass,
    // reset for each combination of the slower slots.
    if (combinations)
      for (size_t i = 0; i < all.size(); ++i)
        if (!all[i].lazy.isError()) {
          uint64_t passes = 1; // the slower slots' combinations (slot 0 varies fastest)
          for (size_t j = i + 1; j < all.size(); ++j)
            passes *= sizes[j];
          for (uint64_t p = 0; p < passes; ++p)
            countLazyListing(ev_, all[i].lazy, sizes[i]);
        }
    if (!tagged)
      return;
    std::vector<uint64_t> calls = contextEnumeratorCalls(sizes, combinations);
    for (size_t i = 0; i < all.size(); ++i)
      countListing(ev_, all[i].set, calls[i]);
  };
  for (const BoundDecl &b : q->bounds) {
    if (!b.set)
      ev_.fail("unbounded quantification cannot be evaluated by the model checker",
               b.names.empty() ? q->range : b.names[0].range);
    // A filter streamed, with other bounds or a tuple: listed anew at each
    // pass (its enumerator reset).
    if (isStreamedFilterBound(ev_, b, env, inst)) {
      size_t n = b.isTuple ? 1 : b.names.size();
      for (size_t i = 0; i < n; ++i)
        slots.push_back(Slot{&b, i, Value(), nullptr, true});
      frames += b.names.size();
      anyStreamed = true;
      continue;
    }
    Value set = ev_.eval(b.set, env, inst);
    Value s = ev_.enumerable(set, b.set->range);
    // One combination per listed element: see Slot::listing.
    std::shared_ptr<const std::vector<Value>> listing;
    if (std::vector<Value> raw; val::listsDuplicates(set) && val::rawElements(set, raw))
      listing = std::make_shared<const std::vector<Value>>(std::move(raw));
    Value lazy;
    if (ev_.costNode() && val::lazySetCostTag(set)) [[unlikely]] {
      lazy = set;
      if (set.kind() == val::Kind::Subset) { // its elements carry its node
        std::vector<Value> tagged;
        for (const Value &x : s.elems())
          tagged.push_back(elementCarryingTag(set, x));
        s = Value::sortedSet(std::move(tagged));
      }
    }
    size_t n = b.isTuple ? 1 : b.names.size();
    for (size_t i = 0; i < n; ++i)
      slots.push_back(Slot{&b, i, s, listing, false, lazy});
    frames += b.names.size();
  }
  if (ev_.costNode() && !anyStreamed) [[unlikely]]
    countBoundListings(slots);
  for (const Slot &s : slots)
    if (!s.streamed && s.elems().empty())
      return;
  if (anyStreamed) {
    // Every combination in TLC's ContextEnumerator order (context_order.h).
    std::vector<ContextSlot> order(slots.size());
    for (size_t i = 0; i < slots.size(); ++i)
      if (!slots[i].streamed)
        order[i].elems = &slots[i].elems();
    std::vector<Env> nodes(frames);
    std::vector<Value> parts;
    auto leaf = [&](const std::vector<Value> &at) {
      const Env *c = env;
      size_t f = 0;
      for (size_t i = 0; i < slots.size(); ++i) {
        const Slot &s = slots[i];
        if (s.b->isTuple) {
          c = bindBoundElement(ev_, *s.b, at[i], &nodes[f], c, parts);
          f += s.b->names.size();
        } else {
          ev_.bindBound(*s.b, s.nameIndex, at[i], nodes[f], c);
          c = &nodes[f++];
        }
      }
      ActionLabel saved = label_;
      run(q->body, c, inst, k);
      label_ = saved;
      return true;
    };
    auto stream = [&](size_t slot, auto &visit) {
      auto each = [&](const Env *bound) { return visit(bound->value); };
      eval::BindingVisitor listing(each);
      ev_.forEachInStreamedFilter(*slots[slot].b, env, inst, listing, nullptr);
    };
    walkInContextOrder(order, leaf, stream);
    return;
  }
  // One combination of the bound variables' values, on enumerator `e`.
  auto runCombination = [&slots, q, env, inst, k](Enumerator &e, const std::vector<size_t> &idx,
                                                  std::vector<Env> &nodes, std::vector<Value> &parts) {
    const Env *c = env;
    size_t f = 0;
    for (size_t i = 0; i < slots.size(); ++i) {
      const Slot &s = slots[i];
      const Value &x = s.elems()[idx[i]];
      if (s.b->isTuple) {
        c = bindBoundElement(e.ev_, *s.b, x, &nodes[f], c, parts);
        f += s.b->names.size();
      } else {
        e.ev_.bindBound(*s.b, s.nameIndex, x, nodes[f], c);
        c = &nodes[f++];
      }
    }
    ActionLabel saved = e.label_;
    e.run(q->body, c, inst, k);
    e.label_ = saved;
  };
  size_t combinations = 1;
  for (const Slot &s : slots)
    combinations = std::min<size_t>(combinations * s.elems().size(), size_t{1} << 40);
  if (combinations > 1 && combinations < (size_t{1} << 40))
    if (std::unique_ptr<InitSplit> split = splitHere(env, inst, k)) {
      // Combination i: the digits of i, the first variable's fastest.
      split->add(std::make_shared<const InitSplit::Branches>([&slots, &runCombination, frames](Enumerator &e, size_t i) {
                   std::vector<size_t> at(slots.size());
                   for (size_t d = 0; d < slots.size(); ++d) {
                     at[d] = i % slots[d].elems().size();
                     i /= slots[d].elems().size();
                   }
                   std::vector<Env> nodes(frames);
                   std::vector<Value> parts;
                   runCombination(e, at, nodes, parts);
                 }),
                 combinations);
      split->finish();
      return;
    }
  std::vector<Env> nodes(frames);
  std::vector<Value> parts;
  std::vector<size_t> idx(slots.size(), 0);
  for (;;) {
    runCombination(*this, idx, nodes, parts);
    size_t i = 0;
    while (i < slots.size() && ++idx[i] == slots[i].elems().size())
      idx[i++] = 0;
    if (i == slots.size())
      return;
  }
}

// As TLC's getNextStates: an operator application is processed below its
// node (found below the current one), without counting it.
void Enumerator::runCounted(const Expr *e, const Env *env, const InstCtx *inst, const Cont *k) {
  CostScope scope(ev_, ev_.costNode()->child(e));
  enteredOnce_ = true;
  run(e, env, inst, k);
}

void Enumerator::run(const Expr *e, const Env *env, const InstCtx *inst, const Cont *k) try {
  RunFrameScope running(ev_.runFrames(), e);
  if (stackNearlyExhausted()) [[unlikely]]
    ev_.failStackOverflow(nullptr, e->range);
  if (ev_.costNode()) [[unlikely]] {
    if (enteredOnce_) {
      enteredOnce_ = false;
    } else if (isCostNode(e)) {
      runCounted(e, env, inst, k);
      return;
    }
  }
  switch (e->kind) {
  case ExprKind::Paren:
    run(cast<ParenExpr>(e)->inner, env, inst, k);
    return;
  case ExprKind::Label:
    run(cast<LabelExpr>(e)->body, env, inst, k);
    return;
  case ExprKind::Bool:
    // TLC looks TRUE up as a value: only the continuation counts.
    if (cast<BoolExpr>(e)->value)
      proceedCounted(k);
    return;
  case ExprKind::Junction: {
    auto *j = cast<JunctionExpr>(e);
    if (j->items.empty()) {
      if (j->isAnd)
        proceedCounted(k);
      return;
    }
    if (!j->isAnd) {
      if (j->items.size() > 1)
        if (std::unique_ptr<InitSplit> split = splitHere(env, inst, k)) {
          split->add(std::make_shared<const InitSplit::Branches>([j, env, inst, k](Enumerator &en, size_t i) {
                       en.runDisjunct(j->items[i], env, inst, k);
                     }),
                     j->items.size());
          split->finish();
          return;
        }
      for (const Expr *item : j->items)
        runDisjunct(item, env, inst, k);
      return;
    }
    std::vector<Cont> conts(j->items.size());
    for (size_t i = j->items.size(); i-- > 1;)
      conts[i] = Cont{j->items[i], env, inst, i + 1 < j->items.size() ? &conts[i + 1] : k, ev_.costNode()};
    bool saved = labelFrozen_;
    labelFrozen_ = true;
    run(j->items[0], env, inst, j->items.size() > 1 ? &conts[1] : k);
    labelFrozen_ = saved;
    return;
  }
  case ExprKind::Infix: {
    auto *in = cast<InfixExpr>(e);
    if (in->symbol) {
      Expr *operands[] = {in->lhs, in->rhs};
      runUserOperator(in->symbol, operands, e, env, inst, k);
      return;
    }
    ast::BuiltinOp op = in->builtin;
    if (op == ast::BuiltinOp::And) {
      Cont rest{in->rhs, env, inst, k, ev_.costNode()};
      bool saved = labelFrozen_;
      labelFrozen_ = true;
      run(in->lhs, env, inst, &rest);
      labelFrozen_ = saved;
      return;
    }
    if (op == ast::BuiltinOp::Or) {
      if (std::unique_ptr<InitSplit> split = splitHere(env, inst, k)) {
        split->add(std::make_shared<const InitSplit::Branches>([in, env, inst, k](Enumerator &en, size_t i) {
                     en.runDisjunct(i == 0 ? in->lhs : in->rhs, env, inst, k);
                   }),
                   2);
        split->finish();
        return;
      }
      for (const Expr *side : {in->lhs, in->rhs})
        runDisjunct(side, env, inst, k);
      return;
    }
    if (op == ast::BuiltinOp::Cdot) {
      composition(in, env, inst, k);
      return;
    }
    if (op == ast::BuiltinOp::Implies) {
      // TLC enumerates the consequent when the antecedent holds, so that
      // \E and \/ in it branch (and count) as in a conjunct.
      if (ev_.evalBool(in->lhs, env, inst))
        run(in->rhs, env, inst, k);
      else
        proceedCounted(k);
      return;
    }
    if (op == ast::BuiltinOp::Eq) {
      int slot = targetSlot(in->lhs, env, inst);
      if (slot >= 0 && !assigned_[static_cast<size_t>(slot)]) {
        assignAndProceed(slot, ev_.eval(in->rhs, env, inst), k);
        return;
      }
      if (slot >= 0 && ev_.costNode()) {
        // TLC compares x' with e without counting the equation itself.
        if (next_[static_cast<size_t>(slot)] == ev_.eval(in->rhs, env, inst))
          proceedCounted(k);
        return;
      }
      break;
    }
    if (op == ast::BuiltinOp::In) {
      int slot = targetSlot(in->lhs, env, inst);
      if (slot >= 0 && !assigned_[static_cast<size_t>(slot)]) {
        if (streamFilters_ && !ev_.costNode() && streamFilter(slot, in->rhs, env, inst, k))
          return;
        // One element at a time: [S -> T] and its kin are not built first.
        Value set = ev_.eval(in->rhs, env, inst);
        if (!tlcEnumerable(set)) [[unlikely]]
          notEnumerable(ev_, in, initMode_, partial_);
        bool tagsElements = false;
        if (ev_.costNode()) [[unlikely]] {
          // Tool's OPCODE_in assigning x: the set listed to the end (n + 1
          // calls on an enumerated set's node; a lazy one's enumerator's
          // counts for all its elements, set_listing_cost.h). A set TLC
          // evaluates once as a constant definition carries no node.
          if (set.kind() == val::Kind::Set)
            countListing(ev_, set, set.elems().size() + 1);
          else if (val::lazySetCostTag(set))
            countLazyListing(ev_, set, static_cast<uint64_t>(val::setSize(set).value_or(0)));
          tagsElements = set.kind() == val::Kind::Subset && val::lazySetCostTag(set);
        }
        auto handedOut = [&](const Value &x) { return tagsElements ? elementCarryingTag(set, x) : x; };
        // A lazy UNION as TLC's Enumerable.elements() lists it, duplicates
        // included: one generated state per listed element (big_union.h).
        if (val::listsDuplicates(set)) {
          std::vector<Value> raw;
          if (val::rawElements(set, raw)) {
            for (const Value &x : raw)
              assignAndProceed(slot, x, k);
            return;
          }
        }
        if (std::unique_ptr<InitSplit> split = splitHere(env, inst, k)) {
          // The elements in blocks as they come (a streamed set is not built whole).
          constexpr size_t kBlock = 4096;
          std::vector<Value> block;
          auto flush = [&] {
            size_t n = block.size();
            split->add(std::make_shared<const InitSplit::Branches>(
                           [slot, k, elems = std::move(block)](Enumerator &en, size_t i) {
                             en.assignAndProceed(slot, elems[i], k);
                           }),
                       n);
            block = {};
          };
          auto add = [&](const Value &x) {
            block.push_back(handedOut(x));
            if (block.size() == kBlock)
              flush();
            return true;
          };
          if (!val::forEachElement(set, add))
            for (const Value &x : ev_.enumerable(set, in->rhs->range).elems())
              add(x);
          if (!block.empty())
            flush();
          split->finish();
          return;
        }
        if (val::forEachElement(set, [&](const Value &x) { return assignAndProceed(slot, handedOut(x), k), true; }))
          return;
        for (const Value &x : ev_.enumerable(set, in->rhs->range).elems()) // fails with the evaluator's message
          assignAndProceed(slot, x, k);
        return;
      }
      if (slot >= 0 && ev_.costNode()) {
        auto member = val::contains(ev_.eval(in->rhs, env, inst), next_[static_cast<size_t>(slot)]);
        if (member && *member)
          proceedCounted(k);
        else if (!member)
          break;
        return;
      }
      break;
    }
    break;
  }
  case ExprKind::Prefix: {
    auto *p = cast<PrefixExpr>(e);
    if (!p->symbol && p->builtin == ast::BuiltinOp::Unchanged) {
      unchanged(p->operand, env, inst, k);
      return;
    }
    if (p->symbol) {
      Expr *operands[] = {p->operand};
      runUserOperator(p->symbol, operands, e, env, inst, k);
      return;
    }
    break;
  }
  case ExprKind::Postfix: {
    auto *p = cast<PostfixExpr>(e);
    if (p->symbol) {
      Expr *operands[] = {p->operand};
      runUserOperator(p->symbol, operands, e, env, inst, k);
      return;
    }
    break;
  }
  case ExprKind::Quant: {
    auto *q = cast<QuantExpr>(e);
    if (q->quant == QuantKind::Forall) {
      // TLC treats \A x \in S : P as the conjunction of the P(x), each
      // enumerated in turn.
      std::vector<std::vector<std::pair<const sem::Symbol *, Value>>> bindings;
      ev_.forEachBinding(q->bounds, env, inst, [&](const Env *b) {
        std::vector<std::pair<const sem::Symbol *, Value>> one;
        for (const Env *x = b; x && x != env; x = x->next)
          one.emplace_back(x->sym, x->value);
        bindings.push_back(std::move(one));
        return true;
      });
      if (bindings.empty()) {
        proceedCounted(k);
        return;
      }
      std::vector<std::vector<Env>> frames(bindings.size());
      std::vector<Cont> conts(bindings.size());
      for (size_t i = 0; i < bindings.size(); ++i) {
        frames[i].resize(bindings[i].size());
        const Env *prev = env;
        for (size_t j = bindings[i].size(); j-- > 0;) {
          frames[i][j].sym = bindings[i][j].first;
          frames[i][j].value = bindings[i][j].second;
          frames[i][j].next = prev;
          prev = &frames[i][j];
        }
        conts[i] = Cont{q->body, prev, inst, i + 1 < bindings.size() ? &conts[i + 1] : k, ev_.costNode()};
      }
      run(conts[0].e, conts[0].env, inst, conts[0].next);
      return;
    }
    if (q->quant != QuantKind::Exists)
      break;
    exists(q, env, inst, k);
    return;
  }
  case ExprKind::If: {
    auto *i = cast<IfExpr>(e);
    run(ev_.evalBool(i->cond, env, inst) ? i->thenExpr : i->elseExpr, env, inst, k);
    return;
  }
  case ExprKind::Case: {
    auto *c = cast<CaseExpr>(e);
    for (const CaseArm &arm : c->arms)
      if (ev_.evalBool(arm.guard, env, inst)) {
        run(arm.value, env, inst, k);
        return;
      }
    if (c->other) {
      run(c->other, env, inst, k);
      return;
    }
    ev_.fail("Attempted to evaluate a CASE with no conditions true.", e->range);
  }
  case ExprKind::Let: {
    // LET in an action or in Init: as TLC's getNextStates/getInitStates, each
    // definition without parameters is bound to a LazyValue for this evaluation
    // of the LET, which caches its value where TLC caches it (Tool.evalAppl):
    // in Init a constant-level definition, in an action one without primes.
    // Every use then reads the same value, so that a lazy UNION whose normal
    // form one use cached (by counting or comparing it) is listed without
    // duplicates by the next, as in TLC. The others stay definitions, evaluated
    // (or expanded as actions) at each use, which is what TLC's uncached
    // LazyValue amounts to.
    // (With coverage the definitions stay as they were: their counts are
    // TLC's under the definition's own node, which a binding would move.)
    auto *let = cast<LetExpr>(e);
    if (ev_.costNode()) {
      run(let->body, env, inst, k);
      return;
    }
    std::vector<Env> frames;
    frames.reserve(let->defs.size());
    const Env *cur = env;
    for (size_t i = 0; let->defSymbols && i < let->defs.size(); ++i) {
      const sem::Symbol *s = let->defSymbols[i];
      if (!s || s->kind != sem::SymbolKind::Operator || !s->params.empty() || s->isRecursive || !s->unit ||
          !isa<OperatorDefUnit>(s->unit))
        continue;
      const Expr *body = static_cast<const OperatorDefUnit *>(s->unit)->body;
      // The level as written (LevelNode.getLevel of the LazyValue's expression: a
      // parameter of an enclosing operator counts as a constant whatever it is
      // bound to), as Evaluator::cachesBinding reads it: LET d == a IN x \in S /\ y = d
      // in Op(a) applied to x keeps d's first value for every x.
      if (!writtenLevelCaches(initMode_, model::writtenLevel(body)))
        continue;
      Env &f = frames.emplace_back();
      f.sym = s;
      f.kind = Env::Kind::Lazy;
      f.expr = body;
      f.exprEnv = cur;
      f.exprInst = inst;
      f.cm = ev_.costNode();
      f.next = cur;
      cur = &f;
    }
    run(let->body, cur, inst, k);
    return;
  }
  case ExprKind::OpApp:
    runCall(cast<OpAppExpr>(e), env, inst, k);
    return;
  case ExprKind::FcnApp: {
    // TLC enumerates the body of a function definition applied in an
    // action (SA[b] with SA[bb \in Ballot] == \/ ... \/ \E ...).
    auto *fa = cast<FcnAppExpr>(e);
    auto *app = dynCast<OpAppExpr>(fa->fcn);
    if (!app || app->path.size() != 1 || app->path[0].hasArgs || !app->path[0].symbol ||
        (env && env->find(app->path[0].symbol)))
      break;
    const sem::Symbol *def = app->path[0].symbol->underlying();
    if (def->kind != sem::SymbolKind::Function || !def->unit)
      break;
    auto *u = static_cast<const FunctionDefUnit *>(def->unit);
    if (u->bounds.size() != 1 || u->bounds[0].isTuple || u->bounds[0].names.size() != fa->args.size())
      break;
    const BoundDecl &b = u->bounds[0];
    // Counted with the operators' applications (application_depth.h).
    Evaluator::ApplyingScope applying(ev_, def, e->range);
    InstCtx storage;
    const InstCtx *defInst = def->inLet ? inst : ev_.enterImported(app->path[0].symbol, inst, storage);
    const Env *outer = def->inLet ? env : nullptr;
    std::vector<Env> frames(b.names.size());
    const Env *cur = outer;
    Value set = ev_.eval(b.set, outer, defInst);
    for (size_t i = 0; i < b.names.size(); ++i) {
      Value arg = ev_.eval(fa->args[i], env, inst);
      // TLC's FcnLambdaValue.apply asks the domain, whose member raises its
      // errors (42 \in SUBSET 42).
      if (!ev_.member(arg, set, e->range))
        ev_.fail("function " + std::string(def->name) + " is applied to " + val::toString(arg) +
                     ", which is not in its domain",
                 e->range);
      ev_.bindBound(b, i, arg, frames[i], cur);
      cur = &frames[i];
    }
    run(u->body, cur, defInst, k);
    return;
  }
  case ExprKind::BoxAction: {
    auto *b = cast<BoxActionExpr>(e);
    run(b->action, env, inst, k);
    unchanged(b->subscript, env, inst, k);
    return;
  }
  case ExprKind::AngleAction: {
    // TLC's OPCODE_aa: A, then a CHANGED item for the subscript.
    auto *a = cast<AngleActionExpr>(e);
    Cont changed{a->subscript, env, inst, k, ev_.costNode(), true};
    run(a->action, env, inst, &changed);
    return;
  }
  default:
    break;
  }
  guard(e, env, inst, k);
} catch (EvalError &err) {
  noteApplication(err, e);
  throw;
}

} // namespace tlacore::eval
