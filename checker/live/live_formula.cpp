#include "live_formula.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <tuple>
#include <unordered_set>

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "model/level_bound.h"
#include "model/override_scope.h"
#include "bound_split.h"
#include "value/set_ops.h"

namespace tlacore::live {

using model::isActionExpr;
using model::isTemporalExpr;

using namespace ast;
using K = LiveNode::Kind;
using val::Value;

uint64_t LiveFormula::tlcDnfSize(int node) const {
  K kind = nodes[static_cast<size_t>(node)].kind;
  if (kind == K::False)
    return 0;
  size_t i = static_cast<size_t>(node);
  return i < tlcDnfSizes_.size() && tlcDnfSizes_[i] ? tlcDnfSizes_[i] : 1;
}

const std::vector<int> &LiveFormula::writtenKids(int node) const {
  size_t i = static_cast<size_t>(node);
  return i < written_.size() && !written_[i].empty() ? written_[i] : nodes[i].kids;
}

int LiveFormula::negated(int node) {
  LiveNode n = nodes[static_cast<size_t>(node)]; // a copy: make() may grow the table
  switch (n.kind) {
  case K::True:
    return make({K::False, -1, false, {}});
  case K::False:
    return make({K::True, -1, false, {}});
  case K::Lit:
    return lit(n.atom, !n.neg, n.tag, !n.wrapped);
  case K::And:
  case K::Or: {
    std::vector<int> kids;
    for (int k : writtenKids(node))
      kids.push_back(negated(k));
    return make({n.kind == K::And ? K::Or : K::And, -1, false, kids});
  }
  case K::Always:
    return unary(K::Eventually, negated(n.kids[0]));
  case K::Eventually:
    return unary(K::Always, negated(n.kids[0]));
  case K::Next:
    return unary(K::Next, negated(n.kids[0]));
  }
  return node;
}

int LiveFormula::make(LiveNode n) {
  if (n.kind == K::And || n.kind == K::Or) {
    const K kind = n.kind;
    // The operands as written, flattened and without the unit (TRUE in a
    // conjunction), each once.
    std::vector<int> written;
    K unit = n.kind == K::And ? K::True : K::False;
    for (int k : n.kids) {
      const LiveNode &kid = nodes[static_cast<size_t>(k)];
      std::span<const int> parts(&k, 1);
      if (kid.kind == n.kind)
        parts = writtenKids(k);
      for (int x : parts)
        if (nodes[static_cast<size_t>(x)].kind != unit && std::find(written.begin(), written.end(), x) == written.end())
          written.push_back(x);
    }
    // TLC's size of the DNF of the junction as written, before the merging
    // below: the product of its operands' for /\, their sum for \/.
    uint64_t size = n.kind == K::And ? 1 : 0;
    for (int k : n.kids) {
      uint64_t z = tlcDnfSize(k);
      size = n.kind == K::Or ? size + z : (z != 0 && size > kDnfSizeCap / z ? kDnfSizeCap : size * z);
      size = std::min(size, kDnfSizeCap);
    }
    int id = makeNormalised(std::move(n));
    const LiveNode &made = nodes[static_cast<size_t>(id)];
    if (made.kind == kind && (static_cast<size_t>(id) >= written_.size() || written_[static_cast<size_t>(id)].empty())) {
      std::vector<int> sorted = written;
      std::sort(sorted.begin(), sorted.end());
      if (sorted == made.kids) { // the same operands (else keep the normalised order)
        if (written_.size() <= static_cast<size_t>(id))
          written_.resize(static_cast<size_t>(id) + 1);
        written_[static_cast<size_t>(id)] = std::move(written);
      }
    }
    // An equal junction written with fewer repeats keeps the larger size.
    // TRUE and FALSE are shared by every junction they absorb (TLC simplifies
    // them away before its DNF).
    K result = nodes[static_cast<size_t>(id)].kind;
    if (result != K::False && result != K::True) {
      if (tlcDnfSizes_.size() <= static_cast<size_t>(id))
        tlcDnfSizes_.resize(static_cast<size_t>(id) + 1, 0);
      tlcDnfSizes_[static_cast<size_t>(id)] = std::max(tlcDnfSizes_[static_cast<size_t>(id)], size);
    }
    return id;
  }
  return makeNormalised(std::move(n));
}

int LiveFormula::makeNormalised(LiveNode n) {
  // Normalise commutative nodes so that equal sets of conjuncts meet.
  if (n.kind == K::And || n.kind == K::Or) {
    std::vector<int> flat;
    for (int k : n.kids) {
      if (nodes[static_cast<size_t>(k)].kind == n.kind)
        flat.insert(flat.end(), nodes[static_cast<size_t>(k)].kids.begin(), nodes[static_cast<size_t>(k)].kids.end());
      else
        flat.push_back(k);
    }
    std::sort(flat.begin(), flat.end());
    flat.erase(std::unique(flat.begin(), flat.end()), flat.end());
    K unit = n.kind == K::And ? K::True : K::False;
    K zero = n.kind == K::And ? K::False : K::True;
    std::vector<int> kept;
    for (int k : flat) {
      if (nodes[static_cast<size_t>(k)].kind == zero)
        return k;
      if (nodes[static_cast<size_t>(k)].kind != unit)
        kept.push_back(k);
    }
    if (kept.empty())
      return makeNormalised({unit, -1, false, {}});
    if (kept.size() == 1)
      return kept[0];
    n.kids = std::move(kept);
  }
  auto [it, fresh] =
      index_.emplace(std::make_tuple(n.kind, n.atom, n.neg, n.kids, n.tag, n.wrapped), static_cast<int>(nodes.size()));
  if (fresh)
    nodes.push_back(std::move(n));
  return it->second;
}

bool LiveFormula::temporal(int node) const {
  const LiveNode &n = nodes[static_cast<size_t>(node)];
  if (n.kind == K::Always || n.kind == K::Eventually || n.kind == K::Next)
    return true;
  for (int k : n.kids)
    if (temporal(k))
      return true;
  return false;
}

bool LiveFormula::onSteps(int node) const {
  const LiveNode &n = nodes[static_cast<size_t>(node)];
  if (n.kind == K::Lit)
    return atoms[static_cast<size_t>(n.atom)].onStep();
  for (int k : n.kids)
    if (onSteps(k))
      return true;
  return false;
}

std::string LiveFormula::describe(int node) const {
  const LiveNode &n = nodes[static_cast<size_t>(node)];
  auto list = [&](const char *sep) {
    std::string s = "(";
    for (size_t i = 0; i < n.kids.size(); ++i)
      s += (i ? sep : "") + describe(n.kids[i]);
    return s + ")";
  };
  switch (n.kind) {
  case K::True:
    return "TRUE";
  case K::False:
    return "FALSE";
  case K::Lit:
    return (n.neg ? "~a" : "a") + std::to_string(n.atom);
  case K::And:
    return list(" /\\ ");
  case K::Or:
    return list(" \\/ ");
  case K::Always:
    return "[]" + describe(n.kids[0]);
  case K::Eventually:
    return "<>" + describe(n.kids[0]);
  case K::Next:
    return "()" + describe(n.kids[0]);
  }
  return "?";
}

namespace {

// A translated (sub)formula: its node, and TLC's view of the LiveExprNode
// Liveness.astToLive builds for it -- its level (getLevel: 0 constant, 1
// state, 2 action, 3 temporal) and containAction before simplify, and the
// kind of node LiveExprNode.simplify makes of it (LNAll.simplify and
// LNEven.simplify drop a [] directly under [], a <> directly under <>;
// junctions drop TRUE/FALSE and unwrap a single operand; LNNeg of a boolean
// is the other boolean).
struct Tr {
  enum class Shape : uint8_t { Other, Always, Eventually, True, False };
  int node = -1;
  int level = 3;
  bool action = false;
  Shape shape = Shape::Other;
  bool none() const { return node < 0; }
};
using Shape = Tr::Shape;

Shape negatedShape(Shape s) {
  return s == Shape::True ? Shape::False : s == Shape::False ? Shape::True : Shape::Other;
}

// LNConj.simplify (isAnd) or LNDisj.simplify of operands of these shapes.
Shape junctionShape(bool isAnd, std::span<const Shape> kids) {
  const Shape unit = isAnd ? Shape::True : Shape::False, zero = isAnd ? Shape::False : Shape::True;
  size_t kept = 0;
  Shape last = unit;
  for (Shape s : kids) {
    if (s == zero)
      return zero;
    if (s != unit) {
      ++kept;
      last = s;
    }
  }
  return kept == 0 ? unit : kept == 1 ? last : Shape::Other;
}

class Builder {
public:
  Builder(const model::SpecModel &m, eval::Evaluator &ev, LiveFormula &f) : model_(m), ev_(ev), f_(f) {}

  const eval::InstCtx *scoped(const model::ScopedExpr &e) {
    if (e.bound)
      return static_cast<const eval::InstCtx *>(e.inst);
    return eval::instanceChain(e.instances, f_.insts);
  }

  // The formula of `e` (negated when `neg`), in positive normal form.
  Tr tr(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, bool neg, int depth = 0) {
    if (depth > 200)
      ev_.fail("the temporal formula is nested too deeply for liveness checking", e->range);
    ++depth;
    e = model::stripParens(e);
    if (!isTemporalExpr(e, eval::bindingsView(env)) && e->kind != ExprKind::AngleAction && e->kind != ExprKind::BoxAction)
      return leaf(atom(e, env, inst, neg), neg);
    switch (e->kind) {
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      if (p->symbol)
        break;
      if (p->builtin == ast::BuiltinOp::Not) {
        Tr r = tr(p->operand, env, inst, !neg, depth);
        return settle(e, env, inst, neg, {r.node, r.level, r.action, negatedShape(r.shape)});
      }
      if (p->builtin == ast::BuiltinOp::Always || p->builtin == ast::BuiltinOp::Eventually) {
        bool always = p->builtin == ast::BuiltinOp::Always;
        Shape self = always ? Shape::Always : Shape::Eventually;
        Tr r = tr(p->operand, env, inst, neg, depth);
        if (r.shape == self) // [][]P is []P, <><>P is <>P (LNAll/LNEven.simplify)
          return {r.node, 3, r.action, self};
        return {f_.unary(always != neg ? K::Always : K::Eventually, r.node), 3, r.action, self};
      }
      break;
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      if (in->symbol)
        break;
      ast::BuiltinOp op = in->builtin;
      if (op == ast::BuiltinOp::And || op == ast::BuiltinOp::Or) {
        bool isAnd = op == ast::BuiltinOp::And;
        Tr a = tr(in->lhs, env, inst, neg, depth), b = tr(in->rhs, env, inst, neg, depth);
        Shape kids[] = {a.shape, b.shape};
        return settle(e, env, inst, neg,
                      {f_.binary(isAnd != neg ? K::And : K::Or, a.node, b.node), std::max(a.level, b.level),
                       a.action || b.action, junctionShape(isAnd, kids)});
      }
      if (op == ast::BuiltinOp::Implies) { // ~a \/ b
        Tr a = tr(in->lhs, env, inst, !neg, depth), b = tr(in->rhs, env, inst, neg, depth);
        Shape kids[] = {negatedShape(a.shape), b.shape};
        return settle(e, env, inst, neg,
                      {f_.binary(neg ? K::And : K::Or, a.node, b.node), std::max(a.level, b.level),
                       a.action || b.action, junctionShape(false, kids)});
      }
      // (\equiv and <=> of temporal formulas: no case in astToLiveAppl, so
      // TLC cannot handle them; the default below.)
      if (op == ast::BuiltinOp::LeadsTo) {
        // P ~> Q is [](~P \/ <>Q); its negation <>(P /\ []~Q).
        Tr a = tr(in->lhs, env, inst, !neg, depth), b = tr(in->rhs, env, inst, neg, depth);
        int node = !neg ? f_.unary(K::Always, f_.binary(K::Or, a.node, f_.unary(K::Eventually, b.node)))
                        : f_.unary(K::Eventually, f_.binary(K::And, a.node, f_.unary(K::Always, b.node)));
        return {node, 3, a.action || b.action, Shape::Always};
      }
      break;
    }
    case ExprKind::Junction: {
      auto *j = cast<JunctionExpr>(e);
      bool conj = j->isAnd != neg;
      std::vector<int> kids;
      std::vector<Shape> shapes;
      Tr out{-1, 0, false, Shape::Other};
      for (const Expr *x : j->items) {
        Tr r = tr(x, env, inst, neg, depth);
        kids.push_back(r.node);
        shapes.push_back(r.shape);
        out.level = std::max(out.level, r.level);
        out.action = out.action || r.action;
      }
      out.node = f_.make({conj ? K::And : K::Or, -1, false, kids});
      out.shape = junctionShape(j->isAnd, shapes);
      return settle(e, env, inst, neg, out);
    }
    case ExprKind::Fairness: {
      auto *fe = cast<FairnessExpr>(e);
      // WF is LNAll(LNEven(..)), SF an LNDisj of two.
      return {fairness(fe, env, inst, neg), 3, true, fe->strong ? Shape::Other : Shape::Always};
    }
    case ExprKind::BoxAction: {
      auto *b = cast<BoxActionExpr>(e);
      return {f_.lit(addAtom({Atom::Kind::Box, b->action, b->subscript, env, inst}), neg), 2, true, Shape::Other};
    }
    case ExprKind::AngleAction: {
      auto *b = cast<AngleActionExpr>(e);
      return {f_.lit(addAtom({Atom::Kind::Angle, b->action, b->subscript, env, inst}), neg), 2, true, Shape::Other};
    }
    case ExprKind::Quant:
      return quantifier(cast<QuantExpr>(e), env, inst, neg, depth);
    case ExprKind::Let:
      return tr(cast<LetExpr>(e)->body, env, inst, neg, depth);
    case ExprKind::If: {
      auto *c = cast<IfExpr>(e);
      // A constant condition decides the formula here (what TLC's reading
      // below comes to once its constant atoms are folded), so that a
      // RECURSIVE temporal operator ends (Github1389Test).
      if (std::optional<bool> known = constantCondition(c->cond, env, inst))
        return tr(*known ? c->thenExpr : c->elseExpr, env, inst, neg, depth);
      // TLC's reading, (c /\ A) \/ (~c /\ B), negated as (~c \/ ~A) /\ (c \/ ~B):
      // the same formula, and TLC's branches (including the contradictory ~c /\ c).
      // The guard is one formula, negated in the second disjunct (its
      // predicates the same ones, as TLC's LNNeg(guard)).
      Tr g = tr(c->cond, env, inst, false, depth);
      int cond = g.node, ncond = f_.negated(cond);
      Tr a = tr(c->thenExpr, env, inst, neg, depth), b = tr(c->elseExpr, env, inst, neg, depth);
      int node = !neg ? f_.binary(K::Or, f_.binary(K::And, cond, a.node), f_.binary(K::And, ncond, b.node))
                      : f_.binary(K::And, f_.binary(K::Or, ncond, a.node), f_.binary(K::Or, cond, b.node));
      Shape first[] = {g.shape, a.shape}, second[] = {negatedShape(g.shape), b.shape};
      Shape both[] = {junctionShape(true, first), junctionShape(true, second)};
      return settle(e, env, inst, neg,
                    {node, std::max({g.level, a.level, b.level}), g.action || a.action || b.action,
                     junctionShape(false, both)});
    }
    case ExprKind::OpApp:
      if (Tr r = definedCall(cast<OpAppExpr>(e), env, inst, neg, depth); !r.none())
        return settle(e, env, inst, neg, r);
      break;
    default:
      break;
    }
    // Liveness.astToLiveAppl's default case: any other temporal-level
    // operator (\equiv, CASE, CHOOSE, a function application, ...).
    cannotHandle(e->range);
  }

private:
  // TLC's view of a predicate's literal (or of TRUE/FALSE) written under a
  // negation when `neg`.
  Tr leaf(int node, bool neg) const {
    const LiveNode &n = f_.nodes[static_cast<size_t>(node)];
    if (n.kind == K::True || n.kind == K::False)
      return {node, 0, false, (n.kind == K::True) != neg ? Shape::True : Shape::False};
    if (n.kind == K::Lit && f_.atoms[static_cast<size_t>(n.atom)].kind == Atom::Kind::Action)
      return {node, 2, true, Shape::Other};
    return {node, 1, false, Shape::Other};
  }

  // Liveness.astToLiveAppl for ~, =>, /\, \/, IF, a bounded quantifier and
  // a definition applied: when what it made of the operands has no temporal
  // level (every [] and <> under a bounded quantifier over an empty set,
  // which is TRUE or FALSE), it takes the whole formula `e` instead as one
  // predicate (astToLive(tool, expr, con, level)): an LNStateAST at state
  // level, else an LNAction (at constant level getLevelBound(expr) is the
  // formula's, temporal). So ~(\A q \in {} : []P) is an action, which
  // classifyExpr refuses in the tableau's part ("must be of forms").
  Tr settle(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, bool neg, Tr r) {
    if (r.level > 2)
      return r;
    Atom a;
    a.kind = r.level == 1 ? Atom::Kind::State : Atom::Kind::Action;
    a.expr = e;
    a.env = env;
    a.inst = inst;
    return {f_.lit(addAtom(a), neg, nextTag_++, neg), r.level == 1 ? 1 : 2, r.level != 1, Shape::Other};
  }

  // The value of a constant-level condition, or nullopt.
  std::optional<bool> constantCondition(const Expr *cond, const eval::Env *env, const eval::InstCtx *inst) {
    if (!model::isConstantLevelExpr(cond, eval::bindingsView(env)) || model::readsStateThroughOverride(cond, model_))
      return std::nullopt;
    try {
      ev_.setState(nullptr);
      ev_.setNext(nullptr, nullptr);
      Value v = ev_.eval(cond, env, inst);
      if (v.isBool())
        return v.asBool();
    } catch (const eval::EvalError &) {
    }
    return std::nullopt;
  }

  int atom(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, bool neg) {
    // One written predicate (TLC's LNStateAST, tagged apart from any other),
    // under a temporal-level negation when `neg`.
    const int tag = nextTag_++;
    const bool wrapped = neg;
    // ~P is the negated literal of P (so that ~ENABLED <<A>>_v is recognised below).
    for (auto *p = dynCast<PrefixExpr>(e); p && !p->symbol && p->builtin == ast::BuiltinOp::Not; p = dynCast<PrefixExpr>(e)) {
      neg = !neg;
      e = model::stripParens(p->operand);
    }
    if (auto *b = dynCast<BoolExpr>(e))
      return f_.make({b->value != neg ? K::True : K::False, -1, false, {}});
    // As TLC, a constant-level predicate is evaluated here, once: TRUE or
    // FALSE then simplify the formula (and the count of its branches).
    if (model::isConstantLevelExpr(e, eval::bindingsView(env)) && !model::readsStateThroughOverride(e, model_)) {
      try {
        ev_.setState(nullptr);
        ev_.setNext(nullptr, nullptr);
        Value v = ev_.eval(e, env, inst);
        if (v.isBool())
          return f_.make({v.asBool() != neg ? K::True : K::False, -1, false, {}});
      } catch (const eval::EvalError &) {
        // left to the per-state evaluation, which reports the error
      }
    }
    Atom a;
    a.expr = e;
    a.env = env;
    a.inst = inst;
    // ENABLED <<A>>_v written out: the same atom as WF/SF use.
    if (auto *p = dynCast<PrefixExpr>(e); p && !p->symbol && p->builtin == ast::BuiltinOp::Enabled)
      if (auto *ang = dynCast<AngleActionExpr>(model::stripParens(p->operand))) {
        a.kind = Atom::Kind::EnabledAngle;
        a.expr = ang->action;
        a.subscript = ang->subscript;
        return f_.lit(addAtom(a), neg, tag, wrapped);
      }
    a.kind = isActionExpr(e, eval::bindingsView(env)) ? Atom::Kind::Action : Atom::Kind::State;
    return f_.lit(addAtom(a), neg, tag, wrapped);
  }

  // Whether action `e` (under `env`, `inst`) is the spec's Next: the same
  // expression, or the same definition named without arguments.
  bool isNextAction(const Expr *e, const eval::Env *env, const eval::InstCtx *inst) const {
    if (!e || env || inst || !model_.next.expr || !model_.next.instances.empty() || model_.next.bound)
      return false;
    e = model::stripParens(e);
    const Expr *next = model::stripParens(model_.next.expr);
    if (e == next)
      return true;
    auto *a = dynCast<OpAppExpr>(e);
    auto *b = dynCast<OpAppExpr>(next);
    return a && b && a->path.size() == 1 && b->path.size() == 1 && a->last().args.empty() &&
           b->last().args.empty() && a->last().symbol && a->last().symbol == b->last().symbol;
  }

  // Whether `e` reaches (through definitions and LET) an action composition
  // A \cdot B: the search's successors of such a Next are the composed
  // steps, while TLC's ENABLED <<Next>>_v (Tool.enabled) compares v from the
  // state half-way through the composition, so it is not read off them.
  bool composes(const Expr *e, std::unordered_set<const sem::Symbol *> &seen, int depth = 0) const {
    if (!e || depth > 200)
      return false;
    if (auto *in = dynCast<InfixExpr>(e); in && !in->symbol && in->builtin == ast::BuiltinOp::Cdot)
      return true;
    if (auto *let = dynCast<LetExpr>(e))
      for (size_t i = 0; i < let->defs.size(); ++i)
        if (const sem::Symbol *d = let->defSymbols ? let->defSymbols[i] : nullptr;
            d && seen.insert(d).second && composes(model::definitionBody(d), seen, depth + 1))
          return true;
    if (auto *app = dynCast<OpAppExpr>(e))
      for (const NameSegment &seg : app->path)
        if (const sem::Symbol *d = seg.symbol ? seg.symbol->underlying() : nullptr;
            d && d->kind == sem::SymbolKind::Operator && seen.insert(d).second &&
            composes(model::definitionBody(d), seen, depth + 1))
          return true;
    bool found = false;
    model::forEachChild(e, [&](const Expr *c) { found = found || composes(c, seen, depth + 1); });
    return found;
  }

  bool nextComposes() {
    if (!nextComposes_) {
      std::unordered_set<const sem::Symbol *> seen;
      nextComposes_ = composes(model_.next.expr, seen);
    }
    return *nextComposes_;
  }

  int addAtom(Atom a) {
    a.isNext = a.kind != Atom::Kind::State && isNextAction(a.expr, a.env, a.inst) && !nextComposes();
    for (size_t i = 0; i < f_.atoms.size(); ++i) {
      const Atom &o = f_.atoms[i];
      if (o.kind == a.kind && o.expr == a.expr && o.subscript == a.subscript && o.env == a.env && o.inst == a.inst)
        return static_cast<int>(i);
    }
    f_.atoms.push_back(a);
    return static_cast<int>(f_.atoms.size() - 1);
  }

  // WF_v(A) = []<>(~ENABLED <<A>>_v \/ <<A>>_v);
  // SF_v(A) = <>[]~ENABLED <<A>>_v \/ []<><<A>>_v.
  int fairness(const FairnessExpr *fe, const eval::Env *env, const eval::InstCtx *inst, bool neg) {
    int en = addAtom({Atom::Kind::EnabledAngle, fe->action, fe->subscript, env, inst});
    int step = addAtom({Atom::Kind::Angle, fe->action, fe->subscript, env, inst});
    if (!fe->strong) {
      if (!neg)
        return f_.unary(K::Always, f_.unary(K::Eventually, f_.binary(K::Or, f_.lit(en, true), f_.lit(step, false))));
      return f_.unary(K::Eventually, f_.unary(K::Always, f_.binary(K::And, f_.lit(en, false), f_.lit(step, true))));
    }
    if (!neg)
      return f_.binary(K::Or, f_.unary(K::Eventually, f_.unary(K::Always, f_.lit(en, true))),
                       f_.unary(K::Always, f_.unary(K::Eventually, f_.lit(step, false))));
    return f_.binary(K::And, f_.unary(K::Always, f_.unary(K::Eventually, f_.lit(en, false))),
                     f_.unary(K::Eventually, f_.unary(K::Always, f_.lit(step, true))));
  }

  // \A x \in S : P as the conjunction of its instances (S constant).
  Tr quantifier(const QuantExpr *q, const eval::Env *env, const eval::InstCtx *inst, bool neg, int depth) {
    if (q->quant != QuantKind::Forall && q->quant != QuantKind::Exists)
      cannotHandle(q->range); // \AA, \EE: no case of astToLiveAppl of their own
    bool conj = (q->quant == QuantKind::Forall) != neg;
    std::vector<int> kids;
    ev_.setState(nullptr);
    ev_.setNext(nullptr, nullptr);
    std::vector<const eval::Env *> bindings;
    try {
      ev_.forEachBinding(q->bounds, env, inst, [&](const eval::Env *b) {
        bindings.push_back(persist(b, env));
        return true;
      });
    } catch (const eval::EvalError &cause) {
      // TLC enumerates the bounds without a state (Liveness.astToLive): a
      // bound that needs one (\A m \in msgs : WF_v(A(m)), msgs a variable)
      // is "TLC cannot handle the temporal formula", the cause after it
      // for \A (its OPCODE_bf case), none for \E (OPCODE_be).
      eval::EvalError e;
      if (q->quant == QuantKind::Forall) {
        e.message = cause.message;
        e.causeRange = cause.range;
      }
      e.range = q->range;
      e.id = DiagId::err_eval_live_cannot_handle;
      throw e;
    }
    // Over an empty set TLC's OPCODE_bf/OPCODE_be case returns TRUE/FALSE
    // itself; otherwise the junction of the instances.
    const bool isAnd = q->quant == QuantKind::Forall;
    if (bindings.empty())
      return {f_.make({conj ? K::And : K::Or, -1, false, {}}), 0, false, isAnd ? Shape::True : Shape::False};
    Tr out{-1, 0, false, Shape::Other};
    std::vector<Shape> shapes;
    for (const eval::Env *b : bindings) {
      Tr r = tr(q->body, b, inst, neg, depth);
      kids.push_back(r.node);
      shapes.push_back(r.shape);
      out.level = std::max(out.level, r.level);
      out.action = out.action || r.action;
    }
    out.node = f_.make({conj ? K::And : K::Or, -1, false, kids});
    out.shape = junctionShape(isAnd, shapes);
    return settle(q, env, inst, neg, out);
  }

  // A copy of the frames from `b` down to `stop` that outlives the callback.
  const eval::Env *persist(const eval::Env *b, const eval::Env *stop) {
    std::vector<const eval::Env *> chain;
    for (const eval::Env *e = b; e && e != stop; e = e->next)
      chain.push_back(e);
    const eval::Env *cur = stop;
    for (size_t i = chain.size(); i-- > 0;) {
      eval::Env &node = f_.envs.emplace_back(*chain[i]);
      node.next = cur;
      cur = &node;
    }
    return cur;
  }

  // TLC's "TLC cannot handle the temporal formula <the node at range>"
  // (message 2213, exit 255), met while translating the formula.
  [[noreturn]] void cannotHandle(SourceRange range) {
    eval::EvalError e;
    e.range = range;
    e.id = DiagId::err_eval_live_cannot_handle;
    throw e;
  }

  // A temporal-level operator application. astToLiveAppl translates a
  // definition's body inside a try whose catch drops any failure and then
  // refuses the application itself: so a formula TLC cannot handle met
  // inside a definition is reported at the outermost application that led
  // to it, with no cause.
  Tr definedCall(const OpAppExpr *app, const eval::Env *env, const eval::InstCtx *inst, bool neg, int depth) {
    try {
      return call(app, env, inst, neg, depth);
    } catch (const eval::EvalError &e) {
      if (e.id != DiagId::err_eval_live_cannot_handle || !e.range.valid())
        throw;
      cannotHandle(app->range);
    }
  }

  // A temporal definition applied: its body with the arguments bound. As
  // TLC's astToLiveAppl, through every way an operator is named: a
  // definition (of the module, a LET, or an INSTANCE: I!Op, I(x)!Op, nested),
  // an operator parameter bound to a definition or a LAMBDA, an operator
  // constant the cfg or an INSTANCE substitutes. -1: not a definition here.
  Tr call(const OpAppExpr *app, const eval::Env *env, const eval::InstCtx *inst, bool neg, int depth) {
    const NameSegment &last = app->last();
    const sem::Symbol *s = last.symbol;
    if (!s)
      return {};
    if (app->path.size() > 1) {
      bool ok = false;
      eval::InstancePath &path = f_.paths.emplace_back();
      const eval::InstCtx *ctx = ev_.enterInstancePath(app, env, inst, path, ok);
      if (!ok)
        return {}; // a subexpression name (Op!1)
      for (std::vector<eval::Env> &frames : path.frames)
        settleArguments(frames);
      return apply(s, last.args, env, inst, ctx, nullptr, true, app->range.begin, neg, depth);
    }
    if (const eval::Env *b = env ? env->find(s) : nullptr) {
      if (b->kind == eval::Env::Kind::Lazy && b->expr && last.args.empty())
        return tr(b->expr, b->exprEnv, b->exprInst, neg, depth);
      if (b->kind == eval::Env::Kind::Op)
        return applyRef(b->op, last.args, env, inst, neg, depth);
      return {};
    }
    return apply(s, last.args, env, inst, inst, env, false, app->range.begin, neg, depth);
  }

  // An operator argument applied to `args` (written under env/inst).
  Tr applyRef(const eval::OpRef &op, std::span<Expr *const> args, const eval::Env *env, const eval::InstCtx *inst,
               bool neg, int depth) {
    if (op.lambda) {
      std::vector<eval::Env> frames(op.lambda->params.size());
      const eval::Env *prev = op.env;
      for (size_t i = 0; i < frames.size(); ++i) {
        eval::Env &fr = frames[i];
        fr.sym = op.lambda->paramSymbols[i];
        fr.kind = eval::Env::Kind::Lazy;
        fr.expr = i < args.size() ? args[i] : nullptr;
        fr.exprEnv = env;
        fr.exprInst = inst;
        fr.next = prev;
        prev = &fr;
      }
      settleArguments(frames);
      return tr(op.lambda->body, keep(std::move(frames), op.env), op.inst, neg, depth);
    }
    if (!op.def)
      return {}; // a built-in operator symbol
    if (op.def->underlying()->kind == sem::SymbolKind::OpParam) {
      const eval::Env *b = op.env ? op.env->find(op.def->underlying()) : nullptr;
      if (b && b->kind == eval::Env::Kind::Op)
        return applyRef(b->op, args, env, inst, neg, depth);
      return {};
    }
    const eval::InstCtx *ctx = ev_.operatorContext(op, f_.paths.emplace_back());
    bool qualified = op.qualified && op.qualified->path.size() > 1;
    SourceLoc at = op.qualified ? op.qualified->range.begin : SourceLoc{};
    return apply(op.def, args, env, inst, ctx, op.env, qualified, at, neg, depth);
  }

  // Definition `s` (named where `ctx` is the context, `letEnv` the bindings
  // a LET definition sees) applied to `args` written under env/inst.
  Tr apply(const sem::Symbol *s, std::span<Expr *const> args, const eval::Env *env, const eval::InstCtx *inst,
            const eval::InstCtx *ctx, const eval::Env *letEnv, bool qualified, SourceLoc at, bool neg, int depth) {
    if (const sem::Symbol *o = model::overrideAt(model_, s, qualified, at)) {
      s = o;
      ctx = nullptr;
    }
    const sem::Symbol *def = s->underlying();
    const eval::InstCtx *defInst = def->inLet ? ctx : enterImported(s, ctx);
    if (def->kind == sem::SymbolKind::Constant && def->arity > 0) {
      std::optional<eval::Evaluator::OpSubstitute> sub = ev_.operatorSubstitute(def, defInst);
      if (!sub)
        return {};
      if (sub->lambda)
        return applyRef(eval::OpRef{nullptr, sub->lambda, {}, sub->env, sub->inst}, args, env, inst, neg, depth);
      return apply(sub->symbol, args, env, inst, sub->inst, sub->env, false, {}, neg, depth);
    }
    const Expr *body = model::definitionBody(def);
    if (!body || def->kind != sem::SymbolKind::Operator)
      return {};
    std::vector<eval::Env> frames;
    const eval::Env *outer = def->inLet ? letEnv : nullptr;
    ev_.bindArgs(def, args, env, inst, frames, outer);
    settleArguments(frames);
    return tr(body, keep(std::move(frames), outer), defInst, neg, depth);
  }

  const eval::InstCtx *enterImported(const sem::Symbol *s, const eval::InstCtx *inst) {
    if (s->kind != sem::SymbolKind::Imported || !s->binding)
      return inst;
    eval::InstCtx &ic = f_.insts.emplace_back();
    return ev_.enterImported(s, inst, ic);
  }

  void settleArguments(std::vector<eval::Env> &frames) { live::settleArguments(ev_, frames); }

  // The frames kept for as long as the formula (linked by address inside
  // the vector, which a move keeps); the innermost, or `outer` when none.
  const eval::Env *keep(std::vector<eval::Env> frames, const eval::Env *outer) {
    if (frames.empty())
      return outer;
    return &f_.frames.emplace_back(std::move(frames)).back();
  }

  const model::SpecModel &model_;
  std::optional<bool> nextComposes_;
  eval::Evaluator &ev_;
  LiveFormula &f_;
  int nextTag_ = 0; // the next written predicate's tag (LiveNode::tag)
};

// The disjunctive normal form of `n` at the top (And/Or outside temporal
// operators), as lists of conjuncts.
using Dnf = std::vector<std::vector<int>>;

// TLC's LNDisj.toDNF on the disjuncts `d` of a disjunction's operands (in
// order): a disjunct that is a lone []<>X gives its X to one []<>(X1 \/ ...
// \/ Xn) ("[]<>A1 \/ []<>A2 = []<>(A1 \/ A2)"), placed after the others; one
// such disjunct alone stays as it is, but last. `tags`, when given, follows
// the disjuncts (the merged one keeps its first's).
Dnf mergeRecurrences(LiveFormula &f, Dnf d, std::vector<size_t> *tags = nullptr) {
  Dnf kept;
  std::vector<size_t> keptTags;
  std::vector<int> bodies, lone;
  size_t firstTag = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    if (d[i].size() == 1) {
      const LiveNode &c = f.nodes[static_cast<size_t>(d[i][0])];
      if (c.kind == K::Always && f.nodes[static_cast<size_t>(c.kids[0])].kind == K::Eventually) {
        if (bodies.empty() && tags)
          firstTag = (*tags)[i];
        bodies.push_back(f.nodes[static_cast<size_t>(c.kids[0])].kids[0]);
        lone = d[i];
        continue;
      }
    }
    kept.push_back(std::move(d[i]));
    if (tags)
      keptTags.push_back((*tags)[i]);
  }
  if (bodies.size() == 1)
    kept.push_back(lone);
  else if (bodies.size() > 1)
    kept.push_back({f.unary(K::Always, f.unary(K::Eventually, f.make({K::Or, -1, false, bodies})))});
  if (tags) {
    if (!bodies.empty())
      keptTags.push_back(firstTag);
    *tags = std::move(keptTags);
  }
  return kept;
}

Dnf dnf(LiveFormula &f, int n, size_t limit, SourceRange where, eval::Evaluator &ev) {
  const LiveNode &node = f.nodes[static_cast<size_t>(n)];
  if (node.kind == K::Or) {
    Dnf out;
    for (int k : std::vector<int>(f.writtenKids(n))) {
      Dnf d = dnf(f, k, limit, where, ev);
      out.insert(out.end(), d.begin(), d.end());
    }
    return mergeRecurrences(f, std::move(out));
  }
  if (node.kind == K::And) {
    Dnf out{{}};
    for (int k : std::vector<int>(f.writtenKids(n))) {
      Dnf d = dnf(f, k, limit, where, ev);
      Dnf next;
      for (const auto &a : out)
        for (const auto &b : d) {
          std::vector<int> c = a;
          c.insert(c.end(), b.begin(), b.end());
          next.push_back(std::move(c));
          if (next.size() > limit)
            ev.fail("the liveness formula has too many branches (over " + std::to_string(limit) + ")", where);
        }
      out = std::move(next);
    }
    return out;
  }
  if (node.kind == K::False)
    return {};
  if (node.kind == K::True)
    return {{}};
  return {{n}};
}

// TLC (LNConj.toDNF) multiplies the disjunct counts of a conjunction's
// operands with Math.multiplyExact on ints and refuses a formula whose count
// overflows, before it builds a single branch (message 2213, exit 255).
void checkDnfSize(uint64_t size) {
  if (size < LiveFormula::kDnfSizeCap)
    return;
  eval::EvalError e;
  e.message = "because it exceeds the maximum supported size in disjunctive normal form.";
  e.id = DiagId::err_eval_live_cannot_handle;
  throw e;
}

// Adds the branch of the DNF disjunct `d` (which refutes property `property`).
void addBranch(LiveFormula &out, const std::vector<int> &d, size_t property, SourceRange where,
               eval::Evaluator &ev) {
  LiveBranch br;
  br.property = property;
  std::vector<int> ea, tab;
  for (int c : d) {
    const LiveNode &n = out.nodes[static_cast<size_t>(c)];
    if (n.kind == K::Always && out.nodes[static_cast<size_t>(n.kids[0])].kind == K::Eventually) {
      int x = out.nodes[static_cast<size_t>(n.kids[0])].kids[0];
      if (!out.temporal(x)) {
        br.ae.push_back(x);
        continue;
      }
    }
    if (n.kind == K::Eventually && out.nodes[static_cast<size_t>(n.kids[0])].kind == K::Always) {
      int x = out.nodes[static_cast<size_t>(n.kids[0])].kids[0];
      if (!out.temporal(x)) {
        ea.push_back(x);
        continue;
      }
    }
    tab.push_back(c);
  }
  std::sort(br.ae.begin(), br.ae.end());
  br.ae.erase(std::unique(br.ae.begin(), br.ae.end()), br.ae.end());
  if (!ea.empty())
    br.ea = out.make({K::And, -1, false, ea});
  if (!tab.empty()) {
    br.tableau = out.make({K::And, -1, false, tab});
    if (out.onSteps(br.tableau)) {
      // Liveness.classifyExpr: TLC_LIVE_WRONG_FORMULA_FORMAT (exit 255),
      // while it translates the properties; its text names no formula.
      eval::EvalError e;
      e.message = "Temporal formulas containing actions must be of forms <>[]A or []<>A.";
      e.unlocated = true;
      e.id = DiagId::err_eval_live_cannot_handle;
      throw e;
    }
  }
  // An EA condition that is FALSE (<>[]FALSE, the negation of []<>TRUE)
  // admits no cycle, but stays a branch: LNEven/LNAll.simplify do not fold
  // a boolean under them, so TLC keeps its PEM (Liveness.processLiveness
  // counts it among the "N branches" and finds no tautology).
  out.branches.push_back(std::move(br));
}

} // namespace

void buildLiveFormula(const model::SpecModel &model, eval::Evaluator &ev, LiveFormula &out) {
  if (model.livenessParts.empty())
    return;
  Builder b(model, ev, out);
  std::vector<int> conj;
  for (const model::ScopedExpr &f : model.fairnessParts)
    conj.push_back(b.tr(f.expr, static_cast<const eval::Env *>(f.env), b.scoped(f), false).node);
  // fairness /\ ~(P1 /\ ... /\ Pn) is the disjunction of the fairness /\ ~Pi,
  // whose branches refute Pi.
  int fair = out.make({K::And, -1, false, conj});
  // TLC expands fairness /\ (~P1 \/ ... \/ ~Pn) at once (the Pi are the
  // conjuncts of the PROPERTYs): its count is the fairness's times the sum of
  // the ~Pi's, refused before any branch is built.
  std::vector<int> negated;
  uint64_t fairSize = out.tlcDnfSize(fair), negatedSizes = 0;
  checkDnfSize(fairSize);
  for (const model::ScopedExpr &p : model.livenessParts) {
    negated.push_back(b.tr(p.expr, static_cast<const eval::Env *>(p.env), b.scoped(p), true).node);
    negatedSizes = std::min(negatedSizes + out.tlcDnfSize(negated.back()), LiveFormula::kDnfSizeCap);
  }
  checkDnfSize(negatedSizes);
  if (fairSize != 0 && negatedSizes > (LiveFormula::kDnfSizeCap - 1) / fairSize)
    checkDnfSize(LiveFormula::kDnfSizeCap);
  // TLC's DNF of fairness /\ (~P1 \/ ... \/ ~Pn) (Liveness.processLiveness,
  // LNConj.toDNF): the disjunction's own DNF (LNDisj.toDNF: each ~Pi's
  // disjuncts in order, the lone []<>X of all of them merged into one, last),
  // then the product with the fairness's, whose choices vary slowest. The
  // branches (and so the tableaux, TLC's OrderOfSolutions) come in that order.
  constexpr size_t kLimit = 4096;
  SourceRange where = model.livenessParts.front().expr->range;
  Dnf checks;
  std::vector<size_t> refutes;
  for (size_t pi = 0; pi < model.livenessParts.size(); ++pi)
    for (std::vector<int> &d : dnf(out, negated[pi], kLimit, model.livenessParts[pi].expr->range, ev)) {
      checks.push_back(std::move(d));
      refutes.push_back(pi);
    }
  checks = mergeRecurrences(out, std::move(checks), &refutes);
  Dnf fairness = dnf(out, fair, kLimit, where, ev);
  if (fairness.size() * checks.size() > kLimit)
    ev.fail("the liveness formula has too many branches (over " + std::to_string(kLimit) + ")", where);
  for (const std::vector<int> &f : fairness)
    for (size_t c = 0; c < checks.size(); ++c) {
      std::vector<int> d = f;
      d.insert(d.end(), checks[c].begin(), checks[c].end());
      addBranch(out, d, refutes[c], model.livenessParts[refutes[c]].expr->range, ev);
    }
}

} // namespace tlacore::live
