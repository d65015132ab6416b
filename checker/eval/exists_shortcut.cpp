// Evaluator::existsFalseForAll: \E x \in S : C1 /\ ... /\ Cn decided FALSE
// without going through the rest of S, when a conjunct that does not read
// the bound names is FALSE and every conjunct before it is evaluated for
// every element without an error or an effect.
//
// TLC (Tool.evalImpl, OPCODE_be) evaluates the body once per element, the
// conjuncts left to right (OPCODE_cl, OPCODE_land), an operator application
// as its body with its arguments bound lazily (evalAppl, getOpContext). So
// when Ck reads none of the bound names, has no effect, and is FALSE, each
// element's body is FALSE -- unless an earlier conjunct fails (or prints,
// ...) for some element, which TLC would report. The earlier conjuncts must
// then be shown to evaluate to a boolean without an error for every element
// of S: only the plain forms below are (comparisons of integers drawn from
// an interval, through tuples of them), anything else keeps the element by
// element evaluation.
#include "evaluator.h"

#include <deque>
#include <unordered_set>

#include "model/definitions.h"
#include "model/expr_levels.h"

namespace tlacore::eval {

using namespace ast;
using val::Value;

namespace {

// What a conjunct is known to be for every element of the quantifier's domain.
enum class Verdict : uint8_t {
  Unknown, // may fail, have an effect, or was not analysed
  Safe,    // a boolean, without an error or an effect
  False,   // FALSE, without an error or an effect
};

// What an expression is known to evaluate to for every element, without an
// error or an effect.
struct Abs {
  enum class Kind : uint8_t { Unknown, Int, Bool, Tuple, Known } kind = Kind::Unknown;
  Value value;            // Known: the same value for every element
  std::vector<Abs> parts; // Tuple: its components
  bool intLike() const { return kind == Kind::Int || (kind == Kind::Known && value.isInt()); }
};

} // namespace

struct Evaluator::ExistsShortcut {
  Evaluator &ev;
  const model::SpecModel &specModel;
  // The quantifier's own bindings, and those known to hold an integer for every element.
  std::unordered_set<const Env *> bound, intBound;
  // Bindings of the operators unfolded, and their instance contexts (stable addresses).
  std::deque<std::vector<Env>> frames;
  std::deque<InstCtx> insts;

  // Whether e (under env, inst) may read a bound name of the quantifier, or
  // may have an effect: conservatively true for what is not followed.
  bool mayDepend(const Expr *e, const Env *env, const InstCtx *inst, int depth = 0) {
    if (depth > 32)
      return true;
    for (const InstCtx *c = inst; c; c = c->outer)
      if (c->env) // a parameterized instance: its substitutions read bindings
        return true;
    if (!model::isPureExpr(e, specModel))
      return true;
    bool depends = false;
    std::function<void(const Expr *)> walk = [&](const Expr *x) {
      if (depends)
        return;
      const sem::Symbol *named = nullptr;
      if (auto *app = dynCast<OpAppExpr>(x)) {
        if (app->path.size() != 1) {
          depends = true;
          return;
        }
        named = app->path[0].symbol;
      } else if (auto *in = dynCast<InfixExpr>(x)) {
        named = in->symbol;
      } else if (auto *pre = dynCast<PrefixExpr>(x)) {
        named = pre->symbol;
      } else if (auto *post = dynCast<PostfixExpr>(x)) {
        named = post->symbol;
      } else if (isa<LetExpr>(x) || isa<LambdaExpr>(x)) {
        depends = true; // their definitions are not walked
        return;
      }
      if (named) {
        const Env *b = env ? env->find(named) : nullptr;
        if (b) {
          if (bound.count(b) || b->kind == Env::Kind::Op)
            depends = true;
          else if (b->kind == Env::Kind::Lazy)
            depends = !b->expr || mayDepend(b->expr, b->exprEnv, b->exprInst, depth + 1);
          if (depends)
            return;
        } else if (named->inLet || named->kind == sem::SymbolKind::OpParam) {
          depends = true;
          return;
        }
      }
      model::forEachChild(x, walk);
    };
    walk(e);
    return depends;
  }

  // e evaluated once (it reads no bound name and has no effect); nullopt when it fails.
  std::optional<Value> evalOnce(const Expr *e, const Env *env, const InstCtx *inst) {
    try {
      return ev.eval(e, env, inst);
    } catch (const EvalError &) {
      return std::nullopt;
    }
  }

  // A standard module's operator applied, with no cfg replacement: `name`'s.
  bool standardOp(const sem::Symbol *s, std::initializer_list<std::string_view> names) {
    if (!s)
      return false;
    const sem::Symbol *d = s->underlying();
    if (!d->module || !d->module->isStandard || ev.overrideOf(d).op || ev.overrideOf(d).value)
      return false;
    for (std::string_view n : names)
      if (d->name == n)
        return true;
    return false;
  }

  Abs abs(const Expr *e, const Env *env, const InstCtx *inst, int depth = 0) {
    e = model::stripParens(e);
    if (depth > 32)
      return {};
    if (!mayDepend(e, env, inst)) {
      if (auto v = evalOnce(e, env, inst))
        return Abs{Abs::Kind::Known, *v, {}};
      return {};
    }
    if (auto *app = dynCast<OpAppExpr>(e)) {
      const Env *b = app->path.size() == 1 && !app->path[0].hasArgs && env ? env->find(app->path[0].symbol) : nullptr;
      if (!b)
        return {};
      if (bound.count(b))
        return intBound.count(b) ? Abs{Abs::Kind::Int, Value(), {}} : Abs{};
      if (b->kind == Env::Kind::Lazy && b->expr)
        return abs(b->expr, b->exprEnv, b->exprInst, depth + 1);
      return {};
    }
    if (auto *t = dynCast<TupleExpr>(e)) {
      Abs r{Abs::Kind::Tuple, Value(), {}};
      for (const Expr *x : t->elements) {
        r.parts.push_back(abs(x, env, inst, depth + 1));
        if (r.parts.back().kind == Abs::Kind::Unknown)
          return {};
      }
      return r;
    }
    if (auto *fa = dynCast<FcnAppExpr>(e)) {
      if (fa->args.size() != 1)
        return {};
      Abs f = abs(fa->fcn, env, inst, depth + 1);
      if (f.kind != Abs::Kind::Tuple)
        return {};
      Abs k = abs(fa->args[0], env, inst, depth + 1);
      if (k.kind != Abs::Kind::Known || !k.value.isInt() || k.value.asInt() < 1 ||
          k.value.asInt() > static_cast<int64_t>(f.parts.size()))
        return {};
      return f.parts[k.value.asInt() - 1];
    }
    if (auto *in = dynCast<InfixExpr>(e)) {
      // Comparisons of two integers (TLC's IntValue.equals, Naturals' LT/LEQ/GT/GEQ): never an error.
      bool comparison = in->symbol ? standardOp(in->symbol, {"<", "=<", "<=", "\\leq", ">", ">=", "\\geq"})
                                   : in->builtin == BuiltinOp::Eq || in->builtin == BuiltinOp::Neq;
      if (!comparison)
        return {};
      if (abs(in->lhs, env, inst, depth + 1).intLike() && abs(in->rhs, env, inst, depth + 1).intLike())
        return Abs{Abs::Kind::Bool, Value(), {}};
      return {};
    }
    return {};
  }

  // A user-defined operator applied (its body evaluated in place, as
  // evalUserOp does): the body's bindings, or null when not unfolded.
  const Expr *unfold(const OpAppExpr *app, const Env *env, const InstCtx *inst, const Env *&bodyEnv,
                     const InstCtx *&bodyInst) {
    if (app->path.size() != 1)
      return nullptr;
    const NameSegment &seg = app->path[0];
    const sem::Symbol *s = seg.symbol;
    if (!s || (env && env->find(s)))
      return nullptr;
    const sem::Symbol *def = s->underlying();
    if (def->kind != sem::SymbolKind::Operator || !def->unit || !isa<OperatorDefUnit>(def->unit) || def->inLet ||
        def->params.size() != seg.args.size() || ev.overrideOf(def).op || ev.overrideOf(def).value ||
        (def->module && def->module->isStandard))
      return nullptr;
    for (size_t i = 0; i < seg.args.size(); ++i)
      if (def->params[i]->arity > 0 || isa<LambdaExpr>(seg.args[i]))
        return nullptr;
    insts.emplace_back();
    bodyInst = ev.enterImported(s, inst, insts.back());
    frames.emplace_back();
    ev.bindArgs(def, seg.args, env, inst, frames.back(), nullptr);
    bodyEnv = frames.back().empty() ? nullptr : &frames.back().back();
    return static_cast<const OperatorDefUnit *>(def->unit)->body;
  }

  Verdict scan(const Expr *e, const Env *env, const InstCtx *inst, int depth = 0) {
    e = model::stripParens(e);
    if (depth > 16)
      return Verdict::Unknown;
    auto conjuncts = [&](auto begin, auto end) {
      for (auto it = begin; it != end; ++it)
        if (Verdict v = scan(*it, env, inst, depth + 1); v != Verdict::Safe)
          return v;
      return Verdict::Safe;
    };
    if (auto *j = dynCast<JunctionExpr>(e); j && j->isAnd)
      return conjuncts(j->items.begin(), j->items.end());
    if (auto *in = dynCast<InfixExpr>(e); in && !in->symbol && in->builtin == BuiltinOp::And) {
      const Expr *both[] = {in->lhs, in->rhs};
      return conjuncts(std::begin(both), std::end(both));
    }
    if (!mayDepend(e, env, inst)) {
      std::optional<Value> v = evalOnce(e, env, inst);
      if (!v || !v->isBool())
        return Verdict::Unknown;
      return v->asBool() ? Verdict::Safe : Verdict::False;
    }
    if (auto *app = dynCast<OpAppExpr>(e)) {
      const Env *bodyEnv = nullptr;
      const InstCtx *bodyInst = nullptr;
      if (const Expr *body = unfold(app, env, inst, bodyEnv, bodyInst))
        return scan(body, bodyEnv, bodyInst, depth + 1);
      return Verdict::Unknown;
    }
    return abs(e, env, inst).kind == Abs::Kind::Bool ? Verdict::Safe : Verdict::Unknown;
  }
};

bool Evaluator::existsFalseForAll(const QuantExpr *q, const Env *outer, const Env *first, const InstCtx *inst) {
  // A quantifier the analysis keeps failing on is analysed again only now
  // and then: its cost is paid at each evaluation that reaches it.
  constexpr uint32_t kTries = 32, kRetryEvery = 256;
  bool fresh = false;
  uint32_t &misses = existsMisses_.get(q, fresh);
  if (fresh)
    misses = 0;
  if (misses >= kTries && ++misses % kRetryEvery != 0)
    return false;
  bool shown = analyseExistsFalseForAll(q, outer, first, inst);
  uint32_t &after = existsMisses_.get(q, fresh); // (the map may have grown meanwhile)
  after = shown ? 0 : after + 1;
  return shown;
}

bool Evaluator::analyseExistsFalseForAll(const QuantExpr *q, const Env *outer, const Env *first,
                                         const InstCtx *inst) {
  ExistsShortcut s{*this, model_, {}, {}, {}, {}};
  for (const Env *b = first; b && b != outer; b = b->next) {
    s.bound.insert(b);
    // A name drawn from a .. b: an integer for every element.
    for (const BoundDecl &d : q->bounds) {
      if (d.isTuple || !d.set)
        continue;
      bool named = false;
      for (size_t i = 0; i < d.names.size(); ++i)
        named = named || d.symbols[i] == b->sym;
      auto *range = dynCast<InfixExpr>(model::stripParens(d.set));
      if (named && range && s.standardOp(range->symbol, {".."}))
        s.intBound.insert(b);
    }
  }
  return s.scan(q->body, first, inst) == Verdict::False;
}

} // namespace tlacore::eval
