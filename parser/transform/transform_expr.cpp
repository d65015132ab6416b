// Operator sequences -> expression trees, with SANY's precedence rules:
// for a left operator L and an incoming operator R, reduce when
// L.low > R.high (or L == R, left-associative), shift when L.high < R.low,
// and report a precedence conflict otherwise (tla2sany OperatorStack).
#include "operator_table.h"
#include "transformer.h"

namespace tlacore {

using namespace ast;

namespace {

struct StackItem {
  const OperatorInfo *op = nullptr; // null for an operand
  Name opName;
  Expr *operand = nullptr;
  SourceLoc begin;
};

class OperatorResolver {
public:
  OperatorResolver(AstContext &ast, DiagnosticEngine &diags) : ast_(ast), diags_(diags) {}

  void pushOperator(const OperatorInfo *op, Name name) {
    stack_.push_back(StackItem{op, name, nullptr, name.range.begin});
  }
  void pushOperand(Expr *e) { stack_.push_back(StackItem{nullptr, {}, e, e->range.begin}); }

  // Reduces what binds tighter than an incoming infix or postfix operator
  // `incoming` (null: the end of the expression).
  void reduceBefore(const OperatorInfo *incoming, Name incomingName) {
    while (true) {
      size_t n = stack_.size();
      if (n < 2 || stack_[n - 1].op || !stack_[n - 2].op)
        return;
      const OperatorInfo *left = stack_[n - 2].op;
      if (!incoming || left->low > incoming->high || (left == incoming && left->assoc == Assoc::Left)) {
        if (!reduceTop())
          return;
        continue;
      }
      if (left->high < incoming->low)
        return;
      diags_.report(DiagId::err_precedence_conflict, incomingName.range)
          << stack_[n - 2].opName.text << incomingName.text;
      if (!reduceTop())
        return;
    }
  }

  // Applies a postfix operator, function application or field to the
  // operand on top of the stack.
  Expr *&topOperand() { return stack_.back().operand; }
  bool topIsOperand() const { return !stack_.empty() && !stack_.back().op; }

  Expr *finish(SourceRange whole) {
    reduceBefore(nullptr, {});
    if (stack_.size() == 1 && !stack_[0].op)
      return stack_[0].operand;
    return ast_.make<ErrorExpr>(whole);
  }

private:
  bool reduceTop() {
    size_t n = stack_.size();
    StackItem opItem = stack_[n - 2];
    Expr *rhs = stack_[n - 1].operand;
    if (opItem.op->fix == OpFix::Prefix) {
      stack_.resize(n - 2);
      SourceRange r{opItem.begin, rhs->range.end};
      pushOperand(ast_.make<PrefixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, rhs));
      return true;
    }
    if (n < 3 || stack_[n - 3].op)
      return false;
    Expr *lhs = stack_[n - 3].operand;
    stack_.resize(n - 3);
    SourceRange r{lhs->range.begin, rhs->range.end};
    if (opItem.op->fix == OpFix::Nfix) {
      if (auto *times = dynCast<TimesExpr>(lhs)) {
        times->factors.push_back(rhs);
        times->range = r;
        pushOperand(times);
        return true;
      }
      auto *times = ast_.make<TimesExpr>(r, ast_.resource());
      times->factors.push_back(lhs);
      times->factors.push_back(rhs);
      pushOperand(times);
      return true;
    }
    pushOperand(ast_.make<InfixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, lhs, rhs));
    return true;
  }

  AstContext &ast_;
  DiagnosticEngine &diags_;
  std::vector<StackItem> stack_;
};

} // namespace

Expr *Transformer::expr(TP::ExprContext *ctx) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  auto terms = ctx->term();
  auto ops = ctx->infixOp();
  // The common case: one term with no operators at all.
  OperatorResolver resolver(ast_, diags_);
  for (size_t i = 0; i < terms.size(); ++i) {
    if (i > 0) {
      if (i - 1 >= ops.size())
        return error(ctx);
      auto *opCtx = ops[i - 1];
      const OperatorInfo *info = infixOperatorInfo(opCtx->getStart()->getType());
      if (!info)
        return error(ctx);
      Name opName{info->canonical, locs_.range(opCtx)};
      resolver.reduceBefore(info, opName);
      resolver.pushOperator(info, opName);
    }
    TP::TermContext *term = terms[i];
    for (auto *pre : term->prefixOp()) {
      const OperatorInfo *info = prefixOperatorInfo(pre->getStart()->getType());
      if (!info)
        return error(ctx);
      resolver.pushOperator(info, Name{info->canonical, locs_.range(pre)});
    }
    Expr *operand = primary(term->primary());
    resolver.pushOperand(operand);
    for (auto *suf : term->suffix()) {
      SourceRange sr = locs_.range(suf);
      if (auto *app = dynamic_cast<TP::FcnAppSuffixContext *>(suf)) {
        Expr *&top = resolver.topOperand();
        auto *fa = ast_.make<FcnAppExpr>(SourceRange{top->range.begin, sr.end}, top, ast_.resource());
        fa->args = exprList(app->expr());
        top = fa;
      } else if (auto *fld = dynamic_cast<TP::FieldSuffixContext *>(suf)) {
        Expr *&top = resolver.topOperand();
        top = ast_.make<FieldExpr>(SourceRange{top->range.begin, sr.end}, top, fieldName(fld->fieldName()));
      } else if (auto *post = dynamic_cast<TP::PostfixSuffixContext *>(suf)) {
        const OperatorInfo *info = postfixOperatorInfo(post->getStart()->getType());
        if (!info)
          return error(ctx);
        Name opName{info->canonical, sr};
        resolver.reduceBefore(info, opName);
        Expr *&top = resolver.topOperand();
        top = ast_.make<PostfixExpr>(SourceRange{top->range.begin, sr.end}, opName, top);
      }
    }
  }
  return resolver.finish(locs_.range(ctx));
}

Expr *Transformer::argument(TP::ArgumentContext *ctx) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  if (ctx->expr())
    return expr(ctx->expr());
  // An operator symbol passed by name, e.g. Op(+, x) or INSTANCE M WITH Leq <- \leq.
  const OperatorInfo *info = nullptr;
  size_t t = ctx->getStart()->getType();
  if (ctx->prefixOp())
    info = prefixOperatorInfo(t);
  else if (ctx->infixOp())
    info = infixOperatorInfo(t);
  else
    info = postfixOperatorInfo(t);
  SourceRange r = locs_.range(ctx);
  auto *app = ast_.make<OpAppExpr>(r, ast_.resource());
  NameSegment seg{Name{info ? info->canonical : std::string_view{}, r}, ast_.vec<Expr *>(), false};
  app->path.push_back(seg);
  app->isSymbol = true;
  return app;
}

} // namespace tlacore
