// splitBoundProperties and settleArguments (property_parts.h).
#include "property_parts.h"

#include <deque>
#include <span>

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "model/override_scope.h"
#include "value/set_ops.h"

namespace tlacore::live {

using namespace ast;
using model::isActionExpr;
using model::isTemporalExpr;

void settleArguments(eval::Evaluator &ev, std::vector<eval::Env> &frames) {
  for (eval::Env &fr : frames) {
    if (fr.kind != eval::Env::Kind::Lazy || !fr.expr)
      continue;
    if (!isTemporalExpr(fr.expr, eval::bindingsView(fr.exprEnv)) &&
        !isActionExpr(fr.expr, eval::bindingsView(fr.exprEnv))) {
      try {
        ev.setState(nullptr);
        ev.setNext(nullptr, nullptr);
        val::Value v = ev.eval(fr.expr, fr.exprEnv, fr.exprInst);
        fr.kind = eval::Env::Kind::Value;
        fr.value = v;
        continue;
      } catch (const eval::EvalError &) {
      }
    }
    fr.noCache = true;
  }
}

namespace {

// The bindings the split parts are read under, kept with the model.
struct BoundContexts {
  std::deque<std::vector<eval::Env>> frames;
  std::deque<eval::InstCtx> insts;
  std::deque<eval::InstancePath> paths;
};

class PropertySplitter {
public:
  PropertySplitter(const model::SpecModel &m, eval::Evaluator &ev, BoundContexts &store)
      : model_(m), ev_(ev), store_(store) {}

  struct Part {
    enum class Kind { Init, Invariant, Action, Temporal } kind;
    const Expr *expr;
    const eval::Env *env;
    const eval::InstCtx *inst;
  };
  std::vector<Part> parts;
  bool crossedBinding = false; // a part was reached through a binding

  void split(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, const std::string &name, int depth = 0) {
    e = model::stripParens(e);
    if (depth > 100)
      return leaf(e, env, inst, name);
    if (auto *j = dynCast<JunctionExpr>(e); j && j->isAnd) {
      for (const Expr *x : j->items)
        split(x, env, inst, name, depth + 1);
      return;
    }
    if (auto *in = dynCast<InfixExpr>(e); in && !in->symbol && in->builtin == BuiltinOp::And) {
      split(in->lhs, env, inst, name, depth + 1);
      split(in->rhs, env, inst, name, depth + 1);
      return;
    }
    if (auto *let = dynCast<LetExpr>(e)) {
      crossedBinding = true;
      return split(let->body, env, inst, name, depth + 1);
    }
    if (auto *q = dynCast<QuantExpr>(e); q && q->quant == QuantKind::Forall && boundedEverywhere(q))
      if (splitForall(q, env, inst, name, depth))
        return;
    if (auto *pre = dynCast<PrefixExpr>(e); pre && !pre->symbol && pre->builtin == BuiltinOp::Always) {
      const Expr *inner = model::stripParens(pre->operand);
      if (isa<BoxActionExpr>(inner))
        return parts.push_back({Part::Kind::Action, inner, env, inst});
      if (!isTemporalExpr(inner, eval::bindingsView(env)) && !isActionExpr(inner, eval::bindingsView(env)))
        return parts.push_back({Part::Kind::Invariant, inner, env, inst});
      return parts.push_back({Part::Kind::Temporal, e, env, inst});
    }
    if (auto *app = dynCast<OpAppExpr>(e))
      if (callee(app, env, inst, name, depth))
        return;
    leaf(e, env, inst, name);
  }

private:
  void leaf(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, const std::string &name) {
    if (isTemporalExpr(e, eval::bindingsView(env)))
      return parts.push_back({Part::Kind::Temporal, e, env, inst});
    if (isActionExpr(e, eval::bindingsView(env)))
      ev_.fail("The property " + name + " is not correctly defined.", e->range);
    parts.push_back({Part::Kind::Init, e, env, inst});
  }

  static bool boundedEverywhere(const QuantExpr *q) {
    for (const BoundDecl &b : q->bounds)
      if (!b.set)
        return false;
    return !q->bounds.empty();
  }

  // \A x \in S : P with S constant: P for each element (false: S is not one
  // TLC enumerates here, or is empty; the formula is then left whole).
  bool splitForall(const QuantExpr *q, const eval::Env *env, const eval::InstCtx *inst, const std::string &name,
                   int depth) {
    std::vector<const eval::Env *> each;
    try {
      ev_.setState(nullptr);
      ev_.setNext(nullptr, nullptr);
      ev_.forEachBinding(q->bounds, env, inst, [&](const eval::Env *b) {
        each.push_back(persist(b, env));
        return true;
      });
    } catch (const eval::EvalError &) {
      return false;
    }
    if (each.empty())
      return false;
    crossedBinding = true;
    for (const eval::Env *b : each)
      split(q->body, b, inst, name, depth + 1);
    return true;
  }

  // A bound value that is a lazy finite set (S \cup T, {x \in S : P}, S \X T,
  // [S -> T], [a : S], SUBSET S) as its elements, once: the property is
  // evaluated on every state (or step), and TLC caches such a set's
  // enumeration in the value the first time it compares it (Github1445e's
  // PredCache, CupCache, ...). One it cannot list stays lazy.
  static void settleBound(eval::Env &node) {
    if (node.kind != eval::Env::Kind::Value)
      return;
    switch (node.value.kind()) {
    case val::Kind::Union:
    case val::Kind::PredSet:
    case val::Kind::Product:
    case val::Kind::FcnSet:
    case val::Kind::RecordSet:
    case val::Kind::Subset:
      break;
    default:
      return;
    }
    try {
      val::Value listed = val::normalize(node.value, 1'000'000);
      if (!listed.isError())
        node.value = std::move(listed);
    } catch (...) {
    }
  }

  // A copy of the frames from `b` down to `stop` that outlives the callback.
  const eval::Env *persist(const eval::Env *b, const eval::Env *stop) {
    std::vector<const eval::Env *> chain;
    for (const eval::Env *e = b; e && e != stop; e = e->next)
      chain.push_back(e);
    std::vector<eval::Env> &kept = store_.frames.emplace_back(chain.size());
    const eval::Env *cur = stop;
    for (size_t i = chain.size(); i-- > 0;) {
      eval::Env &node = kept[chain.size() - 1 - i];
      node = *chain[i];
      node.next = cur;
      settleBound(node);
      cur = &node;
    }
    return cur;
  }

  // Op(args), I!Op, I(x)!Op or a parameter: its body with the arguments
  // bound (false: not a definition TLC expands here).
  bool callee(const OpAppExpr *app, const eval::Env *env, const eval::InstCtx *inst, const std::string &name,
              int depth) {
    const NameSegment &last = app->last();
    const sem::Symbol *s = last.symbol;
    if (!s)
      return false;
    const eval::InstCtx *ctx = inst;
    bool qualified = app->path.size() > 1;
    if (qualified) {
      bool ok = false;
      eval::InstancePath &path = store_.paths.emplace_back();
      ctx = ev_.enterInstancePath(app, env, inst, path, ok);
      if (!ok)
        return false;
      for (std::vector<eval::Env> &frames : path.frames)
        settleArguments(ev_, frames);
      if (!path.frames.empty())
        crossedBinding = true;
    } else if (const eval::Env *b = env ? env->find(s) : nullptr) {
      if (b->kind != eval::Env::Kind::Lazy || !b->expr || !last.args.empty())
        return false;
      crossedBinding = true;
      split(b->expr, b->exprEnv, b->exprInst, name, depth + 1);
      return true;
    }
    if (const sem::Symbol *o = model::overrideAt(model_, s, qualified, app->range.begin)) {
      s = o;
      ctx = nullptr;
    }
    const sem::Symbol *def = s->underlying();
    const Expr *body = model::definitionBody(def);
    if (!body || def->kind != sem::SymbolKind::Operator || def->isRecursive)
      return false;
    const eval::InstCtx *defInst = ctx;
    if (!def->inLet && s->kind == sem::SymbolKind::Imported && s->binding)
      defInst = ev_.enterImported(s, ctx, store_.insts.emplace_back());
    std::vector<eval::Env> frames;
    const eval::Env *outer = def->inLet ? env : nullptr;
    ev_.bindArgs(def, last.args, env, inst, frames, outer);
    settleArguments(ev_, frames);
    if (!frames.empty())
      crossedBinding = true;
    const eval::Env *bodyEnv = frames.empty() ? outer : &store_.frames.emplace_back(std::move(frames)).back();
    split(body, bodyEnv, defInst, name, depth + 1);
    return true;
  }

  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  BoundContexts &store_;
};

model::ScopedExpr boundPart(const PropertySplitter::Part &p) {
  model::ScopedExpr s;
  s.expr = p.expr;
  s.bound = true;
  s.env = p.env;
  s.inst = p.inst;
  return s;
}

} // namespace

void splitBoundProperties(model::SpecModel &m, eval::Evaluator &ev) {
  if (m.livenessParts.empty())
    return;
  auto store = std::make_shared<BoundContexts>();
  std::vector<model::ScopedExpr> temporal;
  std::vector<std::string> temporalNames;
  bool changed = false;
  for (size_t i = 0; i < m.livenessParts.size(); ++i) {
    const model::ScopedExpr &whole = m.livenessParts[i];
    const std::string &name = m.livenessPartNames[i];
    PropertySplitter splitter(m, ev, *store);
    const eval::InstCtx *inst = eval::instanceChain(whole.instances, store->insts);
    splitter.split(whole.expr, nullptr, inst, name);
    if (!splitter.crossedBinding) {
      temporal.push_back(whole);
      temporalNames.push_back(name);
      continue;
    }
    changed = true;
    for (const PropertySplitter::Part &p : splitter.parts) {
      switch (p.kind) {
      case PropertySplitter::Part::Kind::Init:
        m.impliedInits.push_back(boundPart(p));
        m.impliedInitNames.push_back(name);
        break;
      case PropertySplitter::Part::Kind::Invariant:
        m.impliedInvariants.push_back(boundPart(p));
        m.impliedInvariantNames.push_back(name);
        break;
      case PropertySplitter::Part::Kind::Action:
        m.actionProperties.push_back(boundPart(p));
        m.actionPropertyNames.push_back(name);
        break;
      case PropertySplitter::Part::Kind::Temporal:
        temporal.push_back(boundPart(p));
        temporalNames.push_back(name);
        break;
      }
    }
  }
  if (!changed)
    return;
  m.livenessParts = std::move(temporal);
  m.livenessPartNames = std::move(temporalNames);
  m.boundContexts = std::move(store);
}

} // namespace tlacore::live
