// CapturedContext: a lazy value's bindings, instances and state, copied.
#include "captured_context.h"

#include "evaluator.h"

#include "model/definitions.h"
#include "model/expr_levels.h"

#include <atomic>
#include <mutex>
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

bool letDefinitionShows(const Expr *e) {
  auto *let = dynCast<LetExpr>(model::stripParens(e));
  if (!let)
    return false;
  // Decided once per LET (on each thread: no lock).
  static thread_local std::unordered_map<const LetExpr *, bool> decided;
  if (auto it = decided.find(let); it != decided.end())
    return it->second;
  bool shows = false;
  for (const Unit *unit : let->defs)
    if (auto *op = dynCast<OperatorDefUnit>(unit); op && op->params.empty()) {
      std::unordered_set<const sem::Symbol *> seen;
      shows = shows || mayShow(op->body, seen, 0);
    }
  decided.emplace(let, shows);
  return shows;
}

namespace {
// The values of the captured bindings evaluated once (capturedValue), by binding; `slots` holds
// every such binding of a live CapturedContext, its value once evaluated.
struct CachedOnce {
  std::mutex lock;
  std::unordered_map<const Env *, std::optional<val::Value>> slots;
  std::atomic<size_t> count{0}; // slots.size(), read without the lock
};
CachedOnce &cachedOnce() {
  static CachedOnce registry;
  return registry;
}
} // namespace

std::optional<val::Value> capturedValue(const Env *b) {
  CachedOnce &r = cachedOnce();
  if (r.count.load(std::memory_order_relaxed) == 0)
    return std::nullopt;
  std::lock_guard<std::mutex> hold(r.lock);
  auto it = r.slots.find(b);
  return it == r.slots.end() ? std::nullopt : it->second;
}

void keepCapturedValue(const Env *b, const val::Value &v) {
  CachedOnce &r = cachedOnce();
  if (r.count.load(std::memory_order_relaxed) == 0)
    return;
  std::lock_guard<std::mutex> hold(r.lock);
  if (auto it = r.slots.find(b); it != r.slots.end() && !it->second)
    it->second = v;
}

CapturedContext::CapturedContext(Evaluator &ev, const Env *env, const InstCtx *inst) : ev_(&ev), state_(ev) {
  env_ = copy(env);
  inst_ = copy(inst);
  envCopies_.clear();
  instCopies_.clear();
  ev_ = nullptr;
  if (!cachedOnce_.empty()) {
    CachedOnce &r = cachedOnce();
    std::lock_guard<std::mutex> hold(r.lock);
    for (const Env *b : cachedOnce_)
      r.slots.emplace(b, std::nullopt);
    r.count.store(r.slots.size(), std::memory_order_relaxed);
  }
}

CapturedContext::~CapturedContext() {
  if (cachedOnce_.empty())
    return;
  CachedOnce &r = cachedOnce();
  std::lock_guard<std::mutex> hold(r.lock);
  for (const Env *b : cachedOnce_)
    r.slots.erase(b);
  r.count.store(r.slots.size(), std::memory_order_relaxed);
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
      // evaluates it where it is used, not where the lazy value is made (never, if unused),
      // and keeps its first value where Tool.evalAppl keeps it under the lazy value's control
      // (the one it was made with): by the level of its expression as written, constant
      // while the initial states are generated, at most variable level elsewhere, and not
      // while primes are evaluated (Evaluator::cachesBinding, as lookupBinding decides).
      if (ev_->cachesBinding(b))
        cachedOnce_.push_back(&c);
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
