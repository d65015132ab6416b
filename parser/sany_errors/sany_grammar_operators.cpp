// SANY's OperatorStack (tla2sany/parser/OperatorStack.java): how it reduces prefix, infix and postfix
// operators by precedence, and the ParseExceptions it throws (precedence conflicts and their kin).
#include "sany_grammar.h"

namespace tlacore::sany_errors {

const Operator *Grammar::operatorOf(const Token &t) const { return operatorSpelled(t.image); }

// A node's location: from its first token to its last.
std::string Grammar::span(const StackItem &item) const {
  const Token &b = pool_[static_cast<size_t>(item.begin)];
  const Token &e = pool_[static_cast<size_t>(item.end)];
  return "line " + std::to_string(b.line) + ", col " + std::to_string(b.column) + " to line " +
         std::to_string(e.endLine) + ", col " + std::to_string(e.endColumn) + " of module " + moduleName_;
}

void Grammar::pushOperator(const Operator *op, int begin) {
  if (!op)
    throw DeferredError{}; // an operator SANY's table lacks: not followed here
  top().push_back({op, begin, cur_});
  if (top().size() != 1)
    reduceStack();
}

// <<..., left, op, right, top>> -> <<..., (left op right), top>>
void Grammar::reduceInfix() {
  std::vector<StackItem> &s = top();
  size_t n = s.size() - 1;
  if (n < 3)
    return;
  StackItem merged{nullptr, s[n - 3].begin, s[n - 1].end, s[n - 2].begin};
  s.erase(s.begin() + static_cast<std::ptrdiff_t>(n - 3), s.begin() + static_cast<std::ptrdiff_t>(n));
  s.insert(s.begin() + static_cast<std::ptrdiff_t>(n - 3), merged);
}

// <<..., a, b, top>> -> <<..., (a b), top>> for a prefix operator a or a postfix operator b.
void Grammar::reducePrefixOrPostfix() {
  std::vector<StackItem> &s = top();
  size_t n = s.size() - 1;
  if (n < 2)
    return;
  StackItem merged{nullptr, s[n - 2].begin, s[n - 1].end};
  merged.postfixRoot = !s[n - 2].op && s[n - 1].op && s[n - 1].op != &functionApplication();
  s.erase(s.begin() + static_cast<std::ptrdiff_t>(n - 2), s.begin() + static_cast<std::ptrdiff_t>(n));
  s.insert(s.begin() + static_cast<std::ptrdiff_t>(n - 2), merged);
}

void Grammar::reduceStack() {
  for (;;) {
    std::vector<StackItem> &s = top();
    size_t n = s.size() - 1;
    const StackItem tm0 = s[n];
    if (!tm0.op)
      return;
    const Operator &oR = *tm0.op;
    std::string id(oR.id);
    if (oR.isPostfix()) {
      if (n == 0)
        failWith("\n  Encountered postfix op " + id + " in block " + span(tm0) + " on empty stack");
      const StackItem tm1 = s[n - 1];
      if (tm1.op) {
        if (tm1.op->isInfix() || tm1.op->isPrefix())
          failWith("\n  Encountered postfix op " + id + " in block " + span(tm0) + " following prefix or infix op " +
                   std::string(tm1.op->id) + ".");
        reducePrefixOrPostfix();
      } else if (n > 1) {
        const StackItem tm2 = s[n - 2];
        if (!tm2.op)
          failWith("Expression at location " + span(tm2) + " and expression at location " + span(tm1) +
                   " follow each other without any intervening operator.");
        const Operator &oL = *tm2.op;
        if (succ(oL, oR)) {
          if (oL.isInfix())
            reduceInfix();
          else
            reducePrefixOrPostfix();
        } else if (!prec(oL, oR)) {
          failWith("Precedence conflict between ops " + std::string(oL.id) + " in block " + span(tm0) + " and " + id +
                   ".");
        } else {
          return;
        }
      } else {
        return;
      }
    } else if (oR.isPrefix()) {
      if (n == 0)
        return;
      const StackItem tm1 = s[n - 1];
      if (!tm1.op)
        failWith("\n  Encountered prefix op " + id + " in block " + span(tm0) + " following an expression.");
      if (tm1.op->isPostfix())
        failWith("\n  Encountered prefix op " + id + " in block " + span(tm0) + " following postfix op " +
                 std::string(tm1.op->id) + ".");
      return;
    } else if (n == 0) {
      if (!mixfix(&oR))
        failWith("\n  Encountered infix op " + id + " in block " + span(tm0) + " on empty stack.");
      return;
    } else {
      const StackItem tm1 = s[n - 1];
      if (tm1.op) {
        const Operator &oL = *tm1.op;
        if (!(oL.isInfix() || oL.isPrefix())) {
          reducePrefixOrPostfix();
        } else {
          const Operator *mixR = mixfix(&oR);
          if (!mixR) {
            if (&oR == &voidOperator())
              failWith("\n  Missing expression in block " + span(tm1) + " following prefix or infix op " +
                       std::string(oL.id) + ".");
            failWith("\n  Encountered infix op " + id + " in block " + span(tm1) + " following prefix or infix op " +
                     std::string(oL.id) + ".");
          }
          if (succ(oL, *mixR) || (&oL == mixR && oL.assocLeft))
            failWith("\n  Precedence conflict between ops " + std::string(oL.id) + " in block " + span(tm1) +
                     " and " + std::string(mixR->id) + ".");
          return;
        }
      } else if (n > 1) {
        const StackItem tm2 = s[n - 2];
        if (!tm2.op)
          failWith("Expression at location " + span(tm2) + " and expression at location " + span(tm1) +
                   " follow each other without any intervening operator.");
        const Operator *oL = tm2.op;
        const Operator *mixL = mixfix(oL);
        if (mixL && (n == 2 || s[n - 3].op))
          oL = mixL;
        if (succ(*oL, oR) || (oL == &oR && oL->assocLeft)) {
          if (oL->isInfix()) {
            reduceInfix();
          } else if (oL->isPrefix()) {
            reducePrefixOrPostfix();
          } else {
            const Token &l = pool_[static_cast<size_t>(tm2.begin)];
            const Token &r = pool_[static_cast<size_t>(tm1.begin)];
            if (l.line < r.line && oR.id == "=")
              failWith("\n  *** Hint *** You may have mistyped ==\n  Illegal combination of operators " +
                       std::string(oL->id) + " in block " + span(tm2) + " and " + id + ".");
            if (&oR == &voidOperator())
              failWith("\n Error following expression at  " + span(tm2) + ", missing operator or separator.");
            failWith("\n  Illegal combination of operators " + std::string(oL->id) + " in block " + span(tm2) +
                     " and " + id + ".");
          }
        } else if (!(prec(*oL, oR) || (oL == &oR && oL->assocRight))) {
          failWith("\n  Precedence conflict between ops " + std::string(oL->id) + " in block " + span(tm2) +
                   " and " + id + ".");
        } else {
          return;
        }
      } else {
        return;
      }
    }
    if (top().size() - 1 == n)
      return;
  }
}

// At the end of an Expression (after its epa): reduce against a void operator;
// anything but one operand left is an error SANY collects and reports later.
void Grammar::finalReduce() {
  top().push_back({&voidOperator(), cur_, cur_});
  reduceStack();
  if (top().size() != 2)
    throw DeferredError{};
  lastInfixRoot_ = top().front().infixToken;
  lastPostfixRoot_ = top().front().postfixRoot;
}

// `.field` after an operand (a postfix operator before it is applied first).
void Grammar::reduceRecord(int identifier) {
  std::vector<StackItem> &s = top();
  if (s.empty())
    throw DeferredError{};
  size_t index = s.size() - 1;
  if (s[index].op) {
    if (s[index].op->isPostfix() && index > 0 && !s[index - 1].op) {
      s[index - 1] = {nullptr, s[index - 1].begin, s[index].end};
      s.pop_back();
      --index;
    } else {
      failWith("\n    ``.'' follows operator " + span(s[index]) + ".");
    }
  }
  s[index].end = identifier;
  s[index].label = false; // SANY's N_RecordComponent: `f.g::` does not follow a label
}

} // namespace tlacore::sany_errors
