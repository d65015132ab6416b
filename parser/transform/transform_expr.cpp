// Operator sequences -> expression trees, with SANY's precedence rules:
// for a left operator L and an incoming operator R, reduce when
// L.low > R.high (or L == R, left-associative), shift when L.high < R.low,
// and report a precedence conflict otherwise (tla2sany OperatorStack).
#include "TLAPlusLexer.h"
#include "operator_table.h"
#include "sany_restrictions.h"
#include "transformer.h"

#include <algorithm>

namespace tlacore {

using namespace ast;

namespace {

struct StackItem {
  const OperatorInfo *op = nullptr; // null for an operand
  Name opName;
  Expr *operand = nullptr;
  SourceLoc begin;
  size_t height = 0; // of the operand's tree
};

class OperatorResolver {
public:
  OperatorResolver(AstContext &ast, DiagnosticEngine &diags, DepthLimit &depth)
      : ast_(ast), diags_(diags), depth_(depth) {}

  void pushOperator(const OperatorInfo *op, Name name) {
    stack_.push_back(StackItem{op, name, nullptr, name.range.begin, 0});
  }
  void pushOperand(Expr *e, size_t height) {
    stack_.push_back(StackItem{nullptr, {}, e, e->range.begin, height});
  }

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

  // `-` is the one operator that is both infix and prefix; SANY lexes it as
  // infix and, when it follows an operator, takes its prefix form `-.` and
  // reports a conflict when that operator binds tighter (`a ^ -b`, `a * -b`;
  // tla2sany OperatorStack, the mixfix case).
  void checkPrefixMinus(const OperatorInfo *neg, Name name) {
    if (stack_.empty() || !stack_.back().op)
      return;
    const StackItem &left = stack_.back();
    if (left.op->low > neg->high)
      diags_.report(DiagId::err_precedence_conflict, name.range) << left.opName.text << "-";
  }

  // Replaces the operand on top of the stack by `e`, a postfix operator,
  // function application or field applied to it; `argsHeight` is the height
  // of `e` due to its other children (the arguments of f[a, b]).
  Expr *topOperand() const { return stack_.back().operand; }
  void wrapTop(Expr *e, size_t argsHeight, SourceRange at) {
    StackItem &top = stack_.back();
    top.operand = e;
    top.height = std::max(top.height + 1, argsHeight);
    depth_.check(top.height, at, diags_);
  }
  bool topIsOperand() const { return !stack_.empty() && !stack_.back().op; }

  Expr *finish(SourceRange whole, size_t &height) {
    reduceBefore(nullptr, {});
    if (stack_.size() == 1 && !stack_[0].op) {
      height = stack_[0].height;
      return stack_[0].operand;
    }
    height = 0;
    for (const StackItem &item : stack_)
      height = std::max(height, item.height);
    return ast_.make<ErrorExpr>(whole);
  }

private:
  bool reduceTop() {
    size_t n = stack_.size();
    StackItem opItem = stack_[n - 2];
    Expr *rhs = stack_[n - 1].operand;
    size_t rhsHeight = stack_[n - 1].height;
    if (opItem.op->fix == OpFix::Prefix) {
      stack_.resize(n - 2);
      SourceRange r{opItem.begin, rhs->range.end};
      pushOperand(ast_.make<PrefixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, rhs),
                  checked(rhsHeight + 1, opItem));
      return true;
    }
    if (n < 3 || stack_[n - 3].op)
      return false;
    Expr *lhs = stack_[n - 3].operand;
    size_t height = std::max(stack_[n - 3].height, rhsHeight) + 1;
    stack_.resize(n - 3);
    SourceRange r{lhs->range.begin, rhs->range.end};
    if (opItem.op->fix == OpFix::Nfix) {
      if (auto *times = dynCast<TimesExpr>(lhs)) {
        // One more factor of the same node: A \X B \X C is flat.
        times->factors.push_back(rhs);
        times->range = r;
        pushOperand(times, checked(std::max(height - 1, rhsHeight + 1), opItem));
        return true;
      }
      auto *times = ast_.make<TimesExpr>(r, ast_.resource());
      times->factors.push_back(lhs);
      times->factors.push_back(rhs);
      pushOperand(times, checked(height, opItem));
      return true;
    }
    pushOperand(ast_.make<InfixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, lhs, rhs),
                checked(height, opItem));
    return true;
  }

  size_t checked(size_t height, const StackItem &opItem) {
    depth_.check(height, opItem.opName.range, diags_);
    return height;
  }

  AstContext &ast_;
  DiagnosticEngine &diags_;
  DepthLimit &depth_;
  std::vector<StackItem> stack_;
};

} // namespace

void DepthLimit::check(size_t height, SourceRange at, DiagnosticEngine &diags) {
  if (height <= limit || exceeded)
    return;
  exceeded = true;
  diags.report(DiagId::err_nesting_too_deep, at) << static_cast<long long>(limit);
}

Expr *Transformer::expr(TP::ExprContext *ctx) {
  size_t enclosing = operandHeight_;
  size_t height = 0;
  Expr *e = operatorSequence(ctx, height);
  operandHeight_ = std::max(enclosing, height + 1);
  return e;
}

namespace {
// SANY's lastOp after parsing `tree`: its last prefix, infix or postfix operator token, or "[" when a
// function application ends after it; empty when there is none.
std::string_view lastOperatorIn(antlr4::tree::ParseTree *tree, bool &prefix) {
  for (size_t k = tree->children.size(); k-- > 0;) {
    antlr4::tree::ParseTree *child = tree->children[k];
    auto *rule = dynamic_cast<antlr4::ParserRuleContext *>(child);
    if (!rule)
      continue;
    if (dynamic_cast<TP::FcnAppSuffixContext *>(rule)) {
      prefix = false;
      return "[";
    }
    const OperatorInfo *info = nullptr;
    if (dynamic_cast<TP::PrefixOpContext *>(rule))
      info = prefixOperatorInfo(rule->getStart()->getType());
    else if (dynamic_cast<TP::InfixOpContext *>(rule))
      info = infixOperatorInfo(rule->getStart()->getType());
    else if (dynamic_cast<TP::PostfixOpContext *>(rule))
      info = postfixOperatorInfo(rule->getStart()->getType());
    if (info) {
      prefix = info->fix == OpFix::Prefix;
      return info->canonical;
    }
    std::string_view inner = lastOperatorIn(rule, prefix);
    if (!inner.empty())
      return inner;
  }
  return {};
}
} // namespace

// The tree of one `term (infixOp term)*` sequence; `height` is set to its height.
Expr *Transformer::operatorSequence(TP::ExprContext *ctx, size_t &height) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  auto terms = ctx->term();
  auto ops = ctx->infixOp();
  OperatorResolver resolver(ast_, diags_, depth_);
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
      size_t type = pre->getStart()->getType();
      const OperatorInfo *info = prefixOperatorInfo(type);
      if (!info)
        return error(ctx);
      Name name{info->canonical, locs_.range(pre)};
      if (type == tlacore_antlr::TLAPlusLexer::MINUS)
        resolver.checkPrefixMinus(info, name);
      resolver.pushOperator(info, name);
    }
    operandHeight_ = 0;
    Expr *operand = primary(term->primary());
    if (auto *label = dynCast<LabelExpr>(operand)) {
      // SANY's labelDoesNotChangeParse: the operator right before the label against the one parsed last in it.
      const OperatorInfo *before = nullptr;
      if (!term->prefixOp().empty())
        before = prefixOperatorInfo(term->prefixOp().back()->getStart()->getType());
      else if (i > 0)
        before = infixOperatorInfo(ops[i - 1]->getStart()->getType());
      bool lastPrefix = false;
      std::string_view last = lastOperatorIn(term->primary(), lastPrefix);
      if (before && !labelKeepsParse(before->canonical, before->fix == OpFix::Prefix, label, last, lastPrefix))
        diags_.report(DiagId::err_syntax, label->label.range) << std::string(kLabelRegroups);
    }
    depth_.check(operandHeight_, operand->range, diags_);
    resolver.pushOperand(operand, operandHeight_);
    for (auto *suf : term->suffix()) {
      SourceRange sr = locs_.range(suf);
      if (auto *app = dynamic_cast<TP::FcnAppSuffixContext *>(suf)) {
        Expr *top = resolver.topOperand();
        auto *fa = ast_.make<FcnAppExpr>(SourceRange{top->range.begin, sr.end}, top, ast_.resource());
        operandHeight_ = 0;
        fa->args = exprList(app->expr());
        resolver.wrapTop(fa, operandHeight_, sr);
      } else if (auto *fld = dynamic_cast<TP::FieldSuffixContext *>(suf)) {
        Expr *top = resolver.topOperand();
        resolver.wrapTop(ast_.make<FieldExpr>(SourceRange{top->range.begin, sr.end}, top,
                                              fieldName(fld->fieldName())),
                         0, sr);
      } else if (auto *post = dynamic_cast<TP::PostfixSuffixContext *>(suf)) {
        const OperatorInfo *info = postfixOperatorInfo(post->getStart()->getType());
        if (!info)
          return error(ctx);
        Name opName{info->canonical, sr};
        resolver.reduceBefore(info, opName);
        Expr *top = resolver.topOperand();
        resolver.wrapTop(ast_.make<PostfixExpr>(SourceRange{top->range.begin, sr.end}, opName, top),
                         0, sr);
      }
    }
  }
  return resolver.finish(locs_.range(ctx), height);
}

Expr *Transformer::argument(TP::ArgumentContext *ctx) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  if (ctx->expr())
    return expr(ctx->expr());
  // An operator symbol passed by name, e.g. Op(+, x) or INSTANCE M WITH Leq <- \leq.
  const OperatorInfo *info = nullptr;
  size_t t = ctx->getStart()->getType();
  if (ctx->prefixOp()) // a lone `-` is infix minus, as SANY reads it (the negation is `-.`)
    info = infixOperatorInfo(t) ? infixOperatorInfo(t) : prefixOperatorInfo(t);
  else if (ctx->infixOp())
    info = infixOperatorInfo(t);
  else
    info = postfixOperatorInfo(t);
  SourceRange r = locs_.range(ctx);
  auto *app = ast_.makeOpApp(r, 1);
  app->path[0].name = Name{info ? info->canonical : std::string_view{}, r};
  app->isSymbol = true;
  return app;
}

// <<A>>_v, as SANY's semantic analysis reads the heirs of its `<< e1, e2, ... >>_v`:
// the action is e1 and the subscript e2 (the written subscript is not read);
// <<>>_v gets the empty tuple as its action, at the `<<` (the resolver reports
// SANY's crash on it, see isEmptyAngleAction).
Expr *Transformer::angleAction(SourceRange r, ast::Vec<Expr *> elements, Expr *subscript) {
  if (elements.empty())
    return ast_.make<AngleActionExpr>(r, ast_.make<TupleExpr>(SourceRange{r.begin, r.begin}, ast_.resource()),
                                      subscript);
  return ast_.make<AngleActionExpr>(r, elements[0], elements.size() > 1 ? elements[1] : subscript);
}

// An operator symbol alone as an expression (E == '): the symbol, as when it is passed by name.
Expr *Transformer::opSymbolExpr(SourceRange r, size_t tokenType, bool postfix) {
  const OperatorInfo *info = postfix ? postfixOperatorInfo(tokenType) : infixOperatorInfo(tokenType);
  auto *app = ast_.makeOpApp(r, 1);
  app->path[0].name = Name{info ? info->canonical : std::string_view{}, r};
  app->isSymbol = true;
  return app;
}

} // namespace tlacore
