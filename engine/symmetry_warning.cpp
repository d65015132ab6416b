// TLC's warning for symmetry sets too small to permute (symmetry_warning.h).
#include "symmetry_warning.h"

#include "model/definitions.h"
#include "value/set_ops.h"

#include <unordered_set>
#include <vector>

namespace tlacore::engine {

namespace {

using ast::ExprKind;

const ast::Expr *stripParens(const ast::Expr *e) {
  while (e && e->kind == ExprKind::Paren)
    e = static_cast<const ast::ParenExpr *>(e)->inner;
  return e;
}

// The operands of `e` as SANY's OpApplNode holds them (an operator applied
// to arguments, an infix or prefix operator, a set or tuple enumeration).
std::vector<const ast::Expr *> operands(const ast::Expr *e) {
  std::vector<const ast::Expr *> out;
  switch (e->kind) {
  case ExprKind::OpApp:
    for (const ast::Expr *a : static_cast<const ast::OpAppExpr *>(e)->args())
      out.push_back(a);
    break;
  case ExprKind::Infix:
    out = {static_cast<const ast::InfixExpr *>(e)->lhs, static_cast<const ast::InfixExpr *>(e)->rhs};
    break;
  case ExprKind::Prefix:
    out = {static_cast<const ast::PrefixExpr *>(e)->operand};
    break;
  case ExprKind::SetEnum:
    for (const ast::Expr *a : static_cast<const ast::SetEnumExpr *>(e)->elements)
      out.push_back(a);
    break;
  case ExprKind::Tuple:
    for (const ast::Expr *a : static_cast<const ast::TupleExpr *>(e)->elements)
      out.push_back(a);
    break;
  default:
    break;
  }
  return out;
}

// X of an operand Permutations(X) with X a bare name; null otherwise.
const ast::OpAppExpr *permutedName(const ast::Expr *arg) {
  arg = stripParens(arg);
  if (arg->kind != ExprKind::OpApp)
    return nullptr;
  auto *app = static_cast<const ast::OpAppExpr *>(arg);
  if (app->name() != "Permutations" || app->args().size() != 1)
    return nullptr;
  const ast::Expr *x = stripParens(app->args()[0]);
  if (x->kind != ExprKind::OpApp || !static_cast<const ast::OpAppExpr *>(x)->args().empty())
    return nullptr;
  return static_cast<const ast::OpAppExpr *>(x);
}

// The operand as TLC names it: its text without blanks (SANY's
// human-readable image), without the Permutations( ) around it, and the
// cfg's name for a definition standing for a constant (C <- Def: C).
std::string displayName(const model::SpecModel &m, const SourceManager &sm, const ast::Expr *arg) {
  std::string_view buffer = sm.bufferText(sm.fileOf(arg->range.begin));
  uint32_t from = sm.offsetInBuffer(arg->range.begin), to = sm.offsetInBuffer(arg->range.end);
  std::string name;
  for (char c : buffer.substr(from, to > from ? to - from : 0))
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
      name.push_back(c);
  const std::string prefix = "Permutations(";
  if (name.size() > prefix.size() && name.compare(0, prefix.size(), prefix) == 0 && name.back() == ')')
    name = name.substr(prefix.size(), name.size() - prefix.size() - 1);
  for (const auto &[constant, def] : m.constantSubstitutes)
    if (def->name == name)
      return std::string(constant->name);
  return name;
}

// The set TLC holds as X's tool object when it is an enumerated set
// (SetEnumValue), nullopt otherwise (Tool.getSetEnumValueFromArgumentNode):
// a CONSTANT the cfg gives a set (not one it substitutes a definition for),
// a definition the cfg gives a set, or a zero-arity constant-level definition
// that SpecProcessor.processConstantDefns evaluated to an enumerated set --
// a set written {a, b} or {e : x \in S}; TLC keeps the other set forms
// (a..b, S \cup T, SUBSET S, {x \in S : P}, ...) as lazy values.
std::optional<val::Value> symmetrySetOf(const model::SpecModel &m, eval::Evaluator &ev, const sem::Symbol *x) {
  if (!x)
    return std::nullopt;
  const sem::Symbol *s = x->underlying();
  auto given = [](const std::unordered_map<const sem::Symbol *, val::Value> &values,
                  const sem::Symbol *k) -> std::optional<val::Value> {
    auto it = values.find(k);
    if (it == values.end() || it->second.kind() != val::Kind::Set)
      return std::nullopt;
    return it->second;
  };
  if (s->kind == sem::SymbolKind::Constant)
    return given(m.constantValues, s);
  if (s->kind != sem::SymbolKind::Operator || s->arity != 0)
    return std::nullopt;
  if (m.definitionValues.count(s))
    return given(m.definitionValues, s);
  const ast::Expr *body = model::stripParens(model::definitionBody(s));
  if (!body || (body->kind != ExprKind::SetEnum && body->kind != ExprKind::SetMap) ||
      s->level != sem::Level::Constant)
    return std::nullopt;
  try {
    val::Value v = val::normalize(ev.evalDefinition(s));
    if (v.kind() == val::Kind::Set)
      return v;
  } catch (const eval::EvalError &) {
  }
  return std::nullopt;
}

} // namespace

std::optional<std::string> symmetrySetTooSmall(const model::SpecModel &m, eval::Evaluator &ev,
                                               const SourceManager &sm) {
  if (!m.symmetry || !m.symmetry->expr)
    return std::nullopt;
  const ast::Expr *body = stripParens(m.symmetry->expr);
  std::vector<const ast::Expr *> args = operands(body);
  if (args.empty())
    return std::nullopt;
  val::Value perms;
  try {
    perms = val::normalize(ev.evalDefinition(m.symmetry->symbol));
  } catch (const eval::EvalError &) {
    return std::nullopt; // reported where the search evaluates it
  }
  if (perms.kind() != val::Kind::Set)
    return std::nullopt;
  std::vector<std::string> offenders;
  if (args.size() >= perms.elems().size()) {
    // No more permutations than operands: each operand is taken for a set
    // of fewer than two elements.
    for (const ast::Expr *a : args)
      offenders.push_back(displayName(m, sm, a));
  } else {
    // The model values the permutations move.
    std::unordered_set<uint64_t> moved;
    for (const val::Value &f : perms.elems())
      if (f.isFcn())
        for (size_t i = 0; i < f.keys().size(); ++i)
          if (f.keys()[i] != f.vals()[i] && f.keys()[i].kind() == val::Kind::ModelValue)
            moved.insert(f.keys()[i].hash());
    // Tool.getSymmetryPerms looks at an operand Permutations(X) only where X's
    // tool object is an enumerated set (symmetrySetOf); it names the operand
    // when no model value of that set is moved. Other operands are not looked at.
    for (const ast::Expr *a : args) {
      const ast::OpAppExpr *x = permutedName(a);
      if (!x)
        continue;
      std::optional<val::Value> set = symmetrySetOf(m, ev, x->last().symbol);
      if (!set)
        continue;
      bool found = false;
      for (const val::Value &e : set->elems())
        found = found || (e.kind() == val::Kind::ModelValue && moved.count(e.hash()));
      if (!found)
        offenders.push_back(displayName(m, sm, a));
    }
  }
  if (offenders.empty())
    return std::nullopt;
  bool several = offenders.size() > 1;
  std::string names;
  for (size_t i = 0; i < offenders.size(); ++i)
    names += (i ? ", and " : "") + offenders[i];
  return std::string("The set") + (several ? "s " : " ") + names + (several ? " have" : " has") +
         " been defined to be a symmetry set but contain" + (several ? "" : "s") + " less than two elements.";
}

void warnSymmetrySetTooSmall(Run &run) {
  if (!run.o.warnings || !run.io.warning)
    return;
  if (std::optional<std::string> text = symmetrySetTooSmall(run.m, run.ev, run.model.sources()))
    run.io.warning(ec::TlcSymmetrySetTooSmall, *text); // MP.printWarning: the run's first warning
}

} // namespace tlacore::engine
