// Evaluating the ALIAS definition on trace states.
#include "alias.h"

#include <algorithm>
#include <optional>

#include "ast/ast.h"

namespace tlacore::explore {

namespace {

// Whether `cond` holds in the state the ALIAS is evaluated in; nullopt when
// it cannot be told (it reads a LET definition or parameter, or fails).
std::optional<bool> holds(eval::Evaluator *ev, const ast::Expr *cond) {
  if (!ev)
    return std::nullopt;
  try {
    return ev->evalBool(cond, nullptr, nullptr);
  } catch (const eval::EvalError &) {
    return std::nullopt;
  }
}

// Field names in the order `e` writes them, as far as it is a record
// constructor, `@@` of such, or a definition whose body is one; of an IF or
// a CASE, the branch taken (every branch in turn when that cannot be told).
void writtenOrder(const ast::Expr *e, std::vector<std::string> &out, int depth, eval::Evaluator *ev) {
  if (!e || depth > 16)
    return;
  if (auto *p = ast::dynCast<ast::ParenExpr>(e))
    return writtenOrder(p->inner, out, depth + 1, ev);
  if (auto *l = ast::dynCast<ast::LetExpr>(e))
    return writtenOrder(l->body, out, depth + 1, nullptr);
  if (auto *i = ast::dynCast<ast::IfExpr>(e)) {
    std::optional<bool> c = holds(ev, i->cond);
    if (!c || *c)
      writtenOrder(i->thenExpr, out, depth + 1, ev);
    if (!c || !*c)
      writtenOrder(i->elseExpr, out, depth + 1, ev);
    return;
  }
  if (auto *c = ast::dynCast<ast::CaseExpr>(e)) {
    for (const ast::CaseArm &arm : c->arms) {
      std::optional<bool> g = holds(ev, arm.guard);
      if (g && !*g)
        continue;
      writtenOrder(arm.value, out, depth + 1, ev);
      if (g)
        return;
    }
    writtenOrder(c->other, out, depth + 1, ev);
    return;
  }
  if (auto *r = ast::dynCast<ast::RecordExpr>(e)) {
    for (const ast::FieldInit &f : r->fields) {
      std::string name(f.field.text);
      if (std::find(out.begin(), out.end(), name) == out.end())
        out.push_back(std::move(name));
    }
    return;
  }
  if (auto *in = ast::dynCast<ast::InfixExpr>(e)) {
    if (in->op.text == "@@") {
      writtenOrder(in->lhs, out, depth + 1, ev);
      writtenOrder(in->rhs, out, depth + 1, ev);
    }
    return;
  }
  if (auto *app = ast::dynCast<ast::OpAppExpr>(e)) {
    if (app->path.size() != 1 || !app->args().empty() || !app->last().symbol)
      return;
    const sem::Symbol *s = app->last().symbol->underlying();
    if (s->unit && s->unit->kind == ast::UnitKind::OperatorDef) {
      auto *u = static_cast<const ast::OperatorDefUnit *>(s->unit);
      if (u->params.empty())
        writtenOrder(u->body, out, depth + 1, ev);
    }
  }
}

} // namespace

std::optional<std::vector<AliasField>> evalAlias(const model::SpecModel &m, eval::Evaluator &ev,
                                                 const std::vector<val::Value> &cur,
                                                 const std::vector<val::Value> &next, int64_t level) {
  if (!m.alias || !m.alias->symbol)
    return std::nullopt;
  val::Value v;
  std::vector<uint8_t> assigned(next.size(), 1);
  ev.setState(cur.data());
  ev.setNext(next.data(), assigned.data());
  ev.setLevel(level);
  std::vector<std::string> order;
  try {
    v = ev.evalDefinition(m.alias->symbol);
    writtenOrder(m.alias->expr, order, 0, &ev);
  } catch (const eval::EvalError &) {
    ev.setNext(nullptr, nullptr);
    return std::nullopt;
  }
  ev.setNext(nullptr, nullptr);
  if (!v.isFcn() || v.keys().empty())
    return std::nullopt;
  for (const val::Value &k : v.keys())
    if (k.kind() != val::Kind::String)
      return std::nullopt;

  std::vector<AliasField> fields;
  std::vector<bool> used(v.keys().size(), false);
  for (const std::string &name : order)
    for (size_t i = 0; i < v.keys().size(); ++i)
      if (!used[i] && v.keys()[i].text() == name) {
        used[i] = true;
        fields.push_back({name, v.vals()[i]});
      }
  for (size_t i = 0; i < v.keys().size(); ++i)
    if (!used[i])
      fields.push_back({std::string(v.keys()[i].text()), v.vals()[i]});
  return fields;
}

} // namespace tlacore::explore
