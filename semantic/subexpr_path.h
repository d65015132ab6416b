// The part of a definition a subexpression name selects (Op!2!1, Op(a)!lbl(x)!<<, Op!@!Let!:), walked as
// SANY's Generator.selectorToNode walks it, with the parameters the selection introduces.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ast/ast.h"
#include "symbol.h"

namespace tlacore::sem {

// One parameter of the selected expression: a parameter of a definition on the path, a label's
// parameter, an identifier bound by a quantifier or other binder the path enters with `!(e)` or
// `!@`, in SANY's order. `arg` is the argument the name gives it (null when it gives none: `!@`,
// a definition or label named without arguments, as in an operator argument OOp(Op!lbl, 1)).
struct SelectionParam {
  const Symbol *symbol = nullptr;
  const ast::Expr *arg = nullptr;
};

struct Selection {
  const ast::Expr *expr = nullptr;     // the selected expression; null when selection failed
  std::string_view fieldName;          // r.a!2 selects the field name "a" (expr is then the FieldExpr)
  std::vector<SelectionParam> params;
  bool positional = false;             // a selector other than label names and `:` was used
  std::string error;                   // why nothing is selected (SANY's wording)
  SourceRange errorAt;
  bool unsupported = false;            // a form SANY accepts that this walk does not follow (f[a, b]!2)
};

// The body of a definition a subexpression name starts from: an operator (with or without
// parameters), a theorem or an assumption. Null otherwise.
const ast::Expr *selectableBody(const Symbol *def);

// Walks e->path[first + 1 ..] into the body of `def`, the symbol e->path[first] names.
Selection selectPath(const Symbol *def, const ast::OpAppExpr *e, size_t first);

// Whether a path segment is a name (an operator, instance or label name), not a selector such as
// !1, !<<, !>>, !:, !@ or !(e).
bool isNameSelector(const ast::NameSegment &seg);

// Generator.selectorItemToString: how SANY's selector errors name one segment (the name itself,
// "argument selector N" for !N, "!(...)" for !(e), the symbol of !<<, !>>, !:, !@).
std::string selectorItemText(const ast::NameSegment &seg);

// Whether e->path has a subexpression selector (a segment after one naming a definition rather
// than an instance).
bool hasSelector(const ast::OpAppExpr *e, size_t *defIndex = nullptr);

} // namespace tlacore::sem
