// Evaluating the ALIAS definition on trace states.
#include "alias.h"

#include <algorithm>

#include "ast/ast.h"

namespace tlacore::explore {

namespace {

// Field names in the order `e` writes them, as far as it is a record
// constructor, `@@` of such, or a definition whose body is one.
void writtenOrder(const ast::Expr *e, std::vector<std::string> &out, int depth) {
  if (!e || depth > 16)
    return;
  if (auto *p = ast::dynCast<ast::ParenExpr>(e))
    return writtenOrder(p->inner, out, depth + 1);
  if (auto *l = ast::dynCast<ast::LetExpr>(e))
    return writtenOrder(l->body, out, depth + 1);
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
      writtenOrder(in->lhs, out, depth + 1);
      writtenOrder(in->rhs, out, depth + 1);
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
        writtenOrder(u->body, out, depth + 1);
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
  try {
    v = ev.evalDefinition(m.alias->symbol);
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

  std::vector<std::string> order;
  writtenOrder(m.alias->expr, order, 0);
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
