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

// SANY's lastOp after parsing `e`: the operator it parsed last, followed along the expression's right edge
// (function application counts, `.field` does not). Null when none is found there.
const sany_errors::Operator *lastOperator(const Expr *e) {
  using sany_errors::operatorSpelled;
  switch (e->kind) {
  case ExprKind::Infix: {
    const auto *i = static_cast<const InfixExpr *>(e);
    const sany_errors::Operator *r = lastOperator(i->rhs);
    return r ? r : operatorSpelled(i->op.text);
  }
  case ExprKind::Times: {
    const auto *t = static_cast<const TimesExpr *>(e);
    const sany_errors::Operator *r = t->factors.empty() ? nullptr : lastOperator(t->factors.back());
    return r ? r : operatorSpelled("\\X");
  }
  case ExprKind::Prefix: {
    const auto *p = static_cast<const PrefixExpr *>(e);
    const sany_errors::Operator *r = lastOperator(p->operand);
    return r ? r : sany_errors::mixfix(operatorSpelled(p->op.text));
  }
  case ExprKind::Postfix: return operatorSpelled(static_cast<const PostfixExpr *>(e)->op.text);
  case ExprKind::FcnApp: return &sany_errors::functionApplication();
  case ExprKind::Field: return lastOperator(static_cast<const FieldExpr *>(e)->record);
  case ExprKind::Paren: return lastOperator(static_cast<const ParenExpr *>(e)->inner);
  case ExprKind::Label: return lastOperator(static_cast<const LabelExpr *>(e)->body);
  default: return nullptr;
  }
}

} // namespace

bool labelKeepsParse(std::string_view opBefore, bool opBeforeIsPrefix, const LabelExpr *label) {
  const Expr *body = label->body;
  if (!body)
    return true;
  ExprKind k = body->kind;
  if (k != ExprKind::Infix && k != ExprKind::Times && k != ExprKind::Postfix)
    return true;
  const sany_errors::Operator *before = sany_errors::operatorSpelled(opBefore);
  if (opBeforeIsPrefix)
    before = sany_errors::mixfix(before);
  const sany_errors::Operator *last = lastOperator(body);
  return !before || !last || sany_errors::prec(*before, *last);
}

} // namespace tlacore
