// SANY's syntax rules beyond its grammar's shape (set-map bodies, labels that regroup), shared by both front ends.
#include "sany_restrictions.h"

#include "sany_errors/sany_operators.h"

namespace tlacore {

using namespace ast;

bool setMapBodyAllowed(const Expr *body) {
  const auto *in = dynCast<InfixExpr>(body);
  return !(in && in->op.text == "\\in");
}

namespace {

const sany_errors::Operator *sanyOperator(std::string_view spelling, bool prefix) {
  if (spelling == "[")
    return &sany_errors::functionApplication();
  const sany_errors::Operator *op = sany_errors::operatorSpelled(spelling);
  return prefix ? sany_errors::mixfix(op) : op;
}

} // namespace

bool labelKeepsParse(std::string_view opBefore, bool opBeforeIsPrefix, const LabelExpr *label,
                     std::string_view lastOp, bool lastOpIsPrefix) {
  const Expr *body = label->body;
  if (!body)
    return true;
  ExprKind k = body->kind;
  if (k != ExprKind::Infix && k != ExprKind::Times && k != ExprKind::Postfix)
    return true;
  const sany_errors::Operator *before = sanyOperator(opBefore, opBeforeIsPrefix);
  const sany_errors::Operator *last = sanyOperator(lastOp, lastOpIsPrefix);
  return !before || !last || sany_errors::prec(*before, *last);
}

} // namespace tlacore
