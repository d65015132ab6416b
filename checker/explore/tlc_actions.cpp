// Splitting the next-state relation into TLC's actions.
#include "tlc_actions.h"
#include "model/override_scope.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "eval/enumerator.h"
#include "value/set_ops.h"

namespace tlacore::explore {

using namespace ast;
using val::Value;

namespace {

bool sameRange(SourceRange a, SourceRange b) { return a.begin == b.begin && a.end == b.end; }

// The INSTANCE whose substitutions TLC stops at when it splits `e` (reached
// as `s`) into actions: the first instance on the path of I!Op that has
// substitutions (SANY wraps the instance's definitions in them, located at
// the INSTANCE definition), or the unnamed INSTANCE that imported `s`.
const sem::InstanceBinding *stoppingInstance(const OpAppExpr *e, const sem::Symbol *s) {
  for (size_t i = 0; i + 1 < e->path.size(); ++i) {
    const sem::Symbol *seg = e->path[i].symbol;
    const sem::Symbol *def = seg ? seg->underlying() : nullptr;
    if (def && def->kind == sem::SymbolKind::Instance && def->instance && !def->instance->substitutes.empty())
      return def->instance;
  }
  if (e->path.size() == 1 && s->kind == sem::SymbolKind::Imported && s->binding && !s->binding->substitutes.empty())
    return s->binding;
  return nullptr;
}

} // namespace

std::string tlcActionName(const TlcAction &a) {
  std::string name = a.name ? a.qualifier + std::string(a.name->name) : std::string("Action");
  if (!a.args.empty()) {
    name += '(';
    for (size_t i = 0; i < a.args.size(); ++i) {
      if (i)
        name += ',';
      name += val::toString(a.args[i]);
    }
    name += ')';
  }
  return name;
}

Value tlcActionRecord(const model::SpecModel &m, const TlcAction *a) {
  auto &strings = *m.strings;
  std::string name = a && a->name ? a->qualifier + std::string(a->name->name) : std::string("Action");
  Value location = Value::record({});
  if (m.tlcSpec)
    for (const char *part : {"inits", "actions"})
      for (size_t i = 0; i < m.tlcSpec->keys().size(); ++i)
        if (m.tlcSpec->keys()[i].text() == part)
          for (const Value &r : m.tlcSpec->vals()[i].elems()) {
            // The record's fields come in the order of the spec's strings: found by name.
            Value rName, rLocation;
            for (size_t f = 0; f < r.keys().size(); ++f)
              (r.keys()[f].text() == "name" ? rName : rLocation) = r.vals()[f];
            if (r.vals().size() == 2 && rName.kind() == val::Kind::String && rName.text() == name)
              location = rLocation;
          }
  std::vector<std::pair<Value, Value>> context;
  if (a && a->name && a->args.size() >= a->name->params.size()) {
    size_t skip = a->args.size() - a->name->params.size(); // instance arguments come first
    for (size_t i = 0; i < a->name->params.size(); ++i)
      context.emplace_back(strings.string(a->name->params[i]->name), a->args[skip + i]);
  }
  return Value::record({{strings.string("name"), strings.string(name)},
                        {strings.string("location"), location},
                        {strings.string("context"), Value::record(std::move(context))}});
}

ActionTable::ActionTable(const model::SpecModel &model, eval::Evaluator &ev) : model_(model), ev_(ev) {
  ev_.setState(nullptr);
  ev_.setNext(nullptr, nullptr);
  ev_.setLevel(0);
  for (const model::ScopedExpr &part : model.init)
    init_.push_back(initAction(part));
  if (model.next.expr) {
    Naming top{model.nextSymbol ? model.nextSymbol : nullptr, {}, {}};
    // A part of the spec reached through bindings (live/bound_split.h) is read under them.
    const eval::Env *env = model.next.bound ? static_cast<const eval::Env *>(model.next.env) : nullptr;
    const eval::InstCtx *inst = model.next.bound ? static_cast<const eval::InstCtx *>(model.next.inst)
                                                 : scoped(model.next.instances);
    if (inst) {
      // Next read through an INSTANCE: TLC keeps it as one action.
      leaf(model.next.expr, stripParens(model.next.expr)->range, env, inst, top);
    } else {
      split(model.next.expr, env, nullptr, top);
    }
  }
  // Coverage rows: one per location, reported in location order. An action
  // reached through INSTANCE is TLC's definition M!Act of its own (its
  // substitution node): M!Up and M!Down are two rows, though both are
  // located at the INSTANCE.
  using RowKey = std::tuple<uint32_t, uint32_t, size_t>; // location, then (INSTANCE) the definition's first action
  std::map<RowKey, size_t> byLocation;
  std::map<std::pair<std::string, const sem::Symbol *>, size_t> firstOfDefinition;
  for (TlcAction &a : next_) {
    size_t definition = 0;
    if (!a.qualifier.empty())
      definition = firstOfDefinition.try_emplace({a.qualifier, a.name}, static_cast<size_t>(&a - next_.data()) + 1)
                       .first->second;
    RowKey k{a.location.begin.offset, a.location.end.offset, definition};
    auto it = byLocation.find(k);
    if (it == byLocation.end()) {
      it = byLocation.emplace(k, rows_.size()).first;
      rows_.push_back(ActionRow{a.name, a.qualifier, a.location, a.wholeBody});
    }
    a.row = it->second;
  }
  // Renumber rows in location order.
  std::vector<size_t> perm(rows_.size());
  size_t i = 0;
  for (auto &[k, idx] : byLocation)
    perm[idx] = i++;
  std::vector<ActionRow> sorted(rows_.size());
  for (size_t r = 0; r < rows_.size(); ++r)
    sorted[perm[r]] = rows_[r];
  rows_ = std::move(sorted);
  for (TlcAction &a : next_)
    a.row = perm[a.row];
}

const eval::InstCtx *ActionTable::scoped(const std::vector<const sem::InstanceBinding *> &chain) {
  return eval::instanceChain(chain, insts_);
}

TlcAction ActionTable::initAction(const model::ScopedExpr &part) {
  TlcAction a;
  a.expr = part.expr;
  a.env = part.bound ? static_cast<const eval::Env *>(part.env) : nullptr;
  a.inst = part.bound ? static_cast<const eval::InstCtx *>(part.inst) : scoped(part.instances);
  const Expr *e = stripParens(part.expr);
  a.location = e->range;
  // `Init` in SPECIFICATION: named after the definition, located at its body.
  if (auto *app = dynCast<OpAppExpr>(e); app && app->path.size() == 1 && app->args().empty() && app->last().symbol)
    if (const Expr *body = definitionBody(app->last().symbol)) {
      a.name = app->last().symbol;
      a.location = stripParens(body)->range;
      a.wholeBody = true;
      return a;
    }
  // INIT Init in the cfg: the part is the body itself.
  if (model_.root)
    for (const auto &[n, s] : model_.root->scope)
      if (definitionBody(s) == part.expr) {
        a.name = s;
        a.wholeBody = true;
        break;
      }
  return a;
}

void ActionTable::leaf(const Expr *e, SourceRange location, const eval::Env *env, const eval::InstCtx *inst,
                       const Naming &naming) {
  TlcAction a;
  a.expr = e;
  a.env = env;
  a.inst = inst;
  a.name = naming.name;
  a.args = naming.args;
  a.qualifier = naming.qualifier;
  a.location = location;
  if (const Expr *body = definitionBody(naming.name))
    a.wholeBody = sameRange(stripParens(body)->range, location);
  next_.push_back(std::move(a));
}

void ActionTable::split(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, const Naming &naming) {
  e = stripParens(e);
  switch (e->kind) {
  case ExprKind::Let:
    split(cast<LetExpr>(e)->body, env, inst, naming);
    return;
  case ExprKind::Junction: {
    auto *j = cast<JunctionExpr>(e);
    if (!j->isAnd && !j->items.empty()) {
      for (const Expr *item : j->items)
        split(item, env, inst, naming);
      return;
    }
    break;
  }
  case ExprKind::Infix: {
    auto *in = cast<InfixExpr>(e);
    if (!in->symbol && in->builtin == ast::BuiltinOp::Or) {
      split(in->lhs, env, inst, naming);
      split(in->rhs, env, inst, naming);
      return;
    }
    break;
  }
  case ExprKind::Quant: {
    auto *q = cast<QuantExpr>(e);
    bool bounded = q->quant == QuantKind::Exists && !q->bounds.empty();
    for (const BoundDecl &b : q->bounds)
      bounded = bounded && b.set;
    if (bounded) {
      splitExists(q, env, inst, naming);
      return;
    }
    break;
  }
  case ExprKind::OpApp:
    if (splitCall(cast<OpAppExpr>(e), env, inst, naming))
      return;
    break;
  default:
    break;
  }
  leaf(e, e->range, env, inst, naming);
}

void ActionTable::splitExists(const QuantExpr *q, const eval::Env *env, const eval::InstCtx *inst,
                              const Naming &naming) {
  // TLC evaluates the domains in the empty state; when that fails (they
  // depend on variables) or one is empty, the \E is a single action.
  struct Slot {
    const BoundDecl *b;
    size_t nameIndex; // for a tuple bound: the whole tuple
    std::vector<Value> elems;
  };
  std::vector<Slot> slots;
  try {
    for (const BoundDecl &b : q->bounds) {
      Value s = ev_.enumerable(ev_.eval(b.set, env, inst), b.set->range);
      size_t k = b.isTuple ? 1 : b.names.size();
      for (size_t i = 0; i < k; ++i)
        slots.push_back(Slot{&b, i, s.elems()});
    }
  } catch (const eval::EvalError &) {
    leaf(q, q->range, env, inst, naming);
    return;
  }
  for (const Slot &s : slots)
    if (s.elems.empty()) {
      leaf(q, q->range, env, inst, naming);
      return;
    }
  // TLC's ContextEnumerator: the first bound variable varies fastest.
  size_t before = next_.size();
  std::vector<size_t> idx(slots.size(), 0);
  try {
    for (;;) {
      const eval::Env *cur = env;
      for (const Slot &s : slots) {
        const Value &x = s.elems[idx[&s - slots.data()]];
        if (s.b->isTuple) {
          std::vector<Value> parts;
          if (!val::asSequence(x, parts) || parts.size() != s.b->names.size())
            throw eval::EvalError{"tuple bound mismatch", s.b->set->range};
          for (size_t i = 0; i < parts.size(); ++i) {
            eval::Env &node = envs_.emplace_back();
            ev_.bindBound(*s.b, i, parts[i], node, cur);
            cur = &node;
          }
        } else {
          eval::Env &node = envs_.emplace_back();
          ev_.bindBound(*s.b, s.nameIndex, x, node, cur);
          cur = &node;
        }
      }
      split(q->body, cur, inst, naming);
      size_t k = 0;
      while (k < slots.size() && ++idx[k] == slots[k].elems.size())
        idx[k++] = 0;
      if (k == slots.size())
        break;
    }
  } catch (const eval::EvalError &) {
    next_.resize(before);
    leaf(q, q->range, env, inst, naming);
  }
}

bool ActionTable::splitCall(const OpAppExpr *e, const eval::Env *env, const eval::InstCtx *inst,
                            const Naming &naming) {
  const NameSegment &last = e->last();
  const sem::Symbol *s = last.symbol;
  if (!s || (env && env->find(s)))
    return false;
  const sem::Symbol *def = s->underlying();
  if (def->kind != sem::SymbolKind::Operator)
    return false;
  if (const sem::Symbol *o = model::overrideAt(model_, s, e->path.size() > 1, e->range.begin)) {
    s = o;
    def = s->underlying();
  }
  if (model_.definitionValues.count(def) || !definitionBody(def) ||
      (def->module && def->module->isStandard && ev_.nativeFor(def)))
    return false;
  const Expr *body = definitionBody(def);
  Naming called{s, {}, {}};
  // Through an INSTANCE with substitutions TLC stops: one action, at the body.
  bool viaInstance = e->path.size() > 1 ||
                     (s->kind == sem::SymbolKind::Imported && s->binding && !s->binding->substitutes.empty());
  // Through named instances the definition is TLC's I!Op, whose parameters
  // are the instances' and then the operator's.
  std::vector<Value> args;
  bool constant = true;
  for (size_t i = 0; i + 1 < e->path.size() && constant; ++i) {
    called.qualifier += std::string(e->path[i].name.text) + "!";
    for (const Expr *a : e->path[i].args) {
      try {
        args.push_back(ev_.eval(a, env, inst));
      } catch (const eval::EvalError &) {
        constant = false;
        break;
      }
    }
  }
  // Arguments: constant-level ones are evaluated and bound; otherwise the
  // application itself is the action.
  size_t instanceArgs = args.size();
  for (size_t i = 0; i < def->params.size() && constant; ++i) {
    const Expr *a = i < last.args.size() ? last.args[i] : nullptr;
    if (!a || def->params[i]->arity > 0 || isa<LambdaExpr>(a)) {
      constant = false;
      break;
    }
    try {
      args.push_back(ev_.eval(a, env, inst));
    } catch (const eval::EvalError &) {
      constant = false;
    }
  }
  called.args = args;
  if (!constant) {
    called.args.clear();
    leaf(e, e->range, env, inst, called);
    return true;
  }
  if (viaInstance) {
    // TLC's action is the instance's substitution node: located at the
    // INSTANCE definition in the instantiating module.
    const sem::InstanceBinding *at = stoppingInstance(e, s);
    leaf(e, at && at->unit ? at->unit->range : stripParens(body)->range, env, inst, called);
    next_.back().wholeBody = true;
    return true;
  }
  const eval::InstCtx *defInst = inst;
  if (s->kind == sem::SymbolKind::Imported && s->binding) {
    eval::InstCtx &ic = insts_.emplace_back();
    defInst = ev_.enterImported(s, inst, ic);
  } else if (!def->inLet) {
    defInst = nullptr;
  }
  const eval::Env *bodyEnv = def->inLet ? env : nullptr;
  for (size_t i = 0; i < def->params.size(); ++i) {
    eval::Env &node = envs_.emplace_back();
    node.sym = def->params[i];
    node.kind = eval::Env::Kind::Value;
    node.value = args[instanceArgs + i];
    node.next = bodyEnv;
    bodyEnv = &node;
  }
  split(body, bodyEnv, def->inLet ? inst : defInst, called);
  return true;
}

// The TLC action that takes `from` to `to`: the first one (in TLC's order)
// with `to` among its successors, as TLC finds it for its traces.
const TlcAction *actionBetween(const model::SpecModel &m, const ActionTable &actions, eval::Evaluator &ev,
                               const std::vector<val::Value> &from, const std::vector<val::Value> &to) {
  eval::Enumerator en(ev, m.variables.size());
  // A successor its action left incomplete (null values, the model
  // checker's EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT) is found too: the
  // action that made it labels the trace's last state.
  en.setIncompleteSuccessors(true);
  auto same = [&to](const std::vector<val::Value> &s) {
    if (s.size() != to.size())
      return false;
    for (size_t i = 0; i < s.size(); ++i)
      if (s[i].isError() != to[i].isError() || (!s[i].isError() && s[i] != to[i]))
        return false;
    return true;
  };
  for (const TlcAction &a : actions.next()) {
    bool found = false;
    try {
      en.actionSuccessors(from.data(), a.expr, a.env, a.inst, [&](const std::vector<val::Value> &s, const eval::ActionLabel &) {
        if (!found && same(s))
          found = true;
      });
    } catch (const eval::EvalError &) {
    }
    if (found)
      return &a;
  }
  return nullptr;
}

} // namespace tlacore::explore
