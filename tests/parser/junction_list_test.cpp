// Bulleted /\ and \/ lists: alignment, nesting and every context a list may appear in.
#include <gtest/gtest.h>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

using namespace ast;

// Parses `body` as a module and returns the body of `op`; fails the test on errors.
class JunctionTest : public ::testing::Test {
protected:
  const Expr *parseOp(const std::string &body, const char *op = "op") {
    run_ = std::make_unique<ParseRun>(wrapModule(body));
    EXPECT_TRUE(run_->ok()) << body << "\n" << run_->summary();
    const Expr *e = run_->body(op);
    EXPECT_NE(e, nullptr) << "no definition '" << op << "' in\n" << body;
    return e;
  }
  std::unique_ptr<ParseRun> run_;
};

// The junction list `e`, asserting its kind and item count.
::testing::AssertionResult isJunction(const Expr *e, bool isAnd, size_t items) {
  auto *j = dynCast<JunctionExpr>(e);
  if (!j)
    return ::testing::AssertionFailure() << "not a junction list (kind " << (e ? int(e->kind) : -1) << ")";
  if (j->isAnd != isAnd)
    return ::testing::AssertionFailure() << "a " << (j->isAnd ? "conjunction" : "disjunction") << " list";
  if (j->items.size() != items || j->bullets.size() != items)
    return ::testing::AssertionFailure() << j->items.size() << " items, " << j->bullets.size() << " bullets, expected "
                                         << items;
  return ::testing::AssertionSuccess();
}

const Expr *unparen(const Expr *e) {
  while (auto *p = dynCast<ParenExpr>(e))
    e = p->inner;
  return e;
}

const Expr *item(const Expr *e, size_t i) { return cast<JunctionExpr>(e)->items.at(i); }

TEST_F(JunctionTest, AlignedConjunction) {
  const Expr *e = parseOp("op ==\n  /\\ a\n  /\\ b\n  /\\ c");
  ASSERT_TRUE(isJunction(e, true, 3));
  EXPECT_TRUE(isa<OpAppExpr>(item(e, 0)));
  EXPECT_EQ(cast<OpAppExpr>(item(e, 2))->name(), "c");
}

TEST_F(JunctionTest, AlignedDisjunctionAfterDefEq) {
  const Expr *e = parseOp("op == \\/ a = 1\n      \\/ b = 2");
  ASSERT_TRUE(isJunction(e, false, 2));
  EXPECT_TRUE(isa<InfixExpr>(item(e, 0)));
}

TEST_F(JunctionTest, SingleItemList) {
  const Expr *e = parseOp("op == /\\ a");
  EXPECT_TRUE(isJunction(e, true, 1));
}

TEST_F(JunctionTest, UnicodeBullets) {
  const Expr *e = parseOp("op == \u2227 a\n      \u2227 b\n      \u2227 c");
  EXPECT_TRUE(isJunction(e, true, 3));
}

TEST_F(JunctionTest, ColumnsCountCodePointsNotBytes) {
  // `∀` and `∈` are three bytes each; the second bullet lines up in code points.
  const Expr *e = parseOp("op == \u2200 x \u2208 S : \u2227 a\n                \u2227 b");
  auto *q = dynCast<QuantExpr>(e);
  ASSERT_NE(q, nullptr);
  EXPECT_TRUE(isJunction(q->body, true, 2));
}

TEST_F(JunctionTest, CrLfLineEndings) {
  run_ = std::make_unique<ParseRun>("---- MODULE Test ----\r\nop ==\r\n  /\\ a\r\n  /\\ b\r\n====\r\n");
  ASSERT_TRUE(run_->ok()) << run_->summary();
  EXPECT_TRUE(isJunction(run_->body("op"), true, 2));
}

TEST_F(JunctionTest, ItemContinuesOnMoreIndentedLines) {
  const Expr *e = parseOp("op == /\\ a +\n         b\n      /\\ c =\n       d");
  ASSERT_TRUE(isJunction(e, true, 2));
  EXPECT_TRUE(isa<InfixExpr>(item(e, 0)));
  EXPECT_TRUE(isa<InfixExpr>(item(e, 1)));
}

TEST_F(JunctionTest, InfixInsideItem) {
  const Expr *e = parseOp("op == /\\ a \\/ b\n      /\\ c");
  ASSERT_TRUE(isJunction(e, true, 2));
  auto *first = dynCast<InfixExpr>(item(e, 0));
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->op.text, "\\/");
}

TEST_F(JunctionTest, LeftShiftedBulletIsInfix) {
  // The third bullet is left of the list's column: the list ends and `/\`
  // is the infix operator applied to the list and `c`.
  const Expr *e = parseOp("op == /\\ a\n      /\\ b\n    /\\ c");
  auto *infix = dynCast<InfixExpr>(e);
  ASSERT_NE(infix, nullptr) << "kind " << int(e->kind);
  EXPECT_EQ(infix->op.text, "/\\");
  EXPECT_TRUE(isJunction(infix->lhs, true, 2));
  EXPECT_TRUE(isa<OpAppExpr>(infix->rhs));
}

TEST_F(JunctionTest, LeftShiftedDisjunctionBullet) {
  const Expr *e = parseOp("op ==\n     \\/ a\n   \\/ b");
  auto *infix = dynCast<InfixExpr>(e);
  ASSERT_NE(infix, nullptr) << "kind " << int(e->kind);
  EXPECT_EQ(infix->op.text, "\\/");
  EXPECT_TRUE(isJunction(infix->lhs, false, 1));
}

TEST_F(JunctionTest, RightShiftedBulletIsInsideItem) {
  // A `/\` right of the column continues the previous item: after `a` it is
  // the infix operator.
  const Expr *e = parseOp("op == /\\ a\n        /\\ b\n      /\\ c");
  ASSERT_TRUE(isJunction(e, true, 2));
  auto *first = dynCast<InfixExpr>(item(e, 0));
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->op.text, "/\\");
}

TEST_F(JunctionTest, RightShiftedListStartsNestedList) {
  // Where an expression is expected, a bullet starts a new (nested) list.
  const Expr *e = parseOp("op == /\\ \\/ a\n         \\/ b\n      /\\ c");
  ASSERT_TRUE(isJunction(e, true, 2));
  EXPECT_TRUE(isJunction(item(e, 0), false, 2));
}

TEST_F(JunctionTest, NestedDisjunctionInConjunction) {
  const Expr *e = parseOp("op ==\n  /\\ a\n  /\\ \\/ b\n     \\/ c\n     \\/ d\n  /\\ e");
  ASSERT_TRUE(isJunction(e, true, 3));
  EXPECT_TRUE(isJunction(item(e, 1), false, 3));
  EXPECT_TRUE(isa<OpAppExpr>(item(e, 2)));
}

TEST_F(JunctionTest, ThreeLevels) {
  const Expr *e = parseOp("op == /\\ \\/ /\\ a\n            /\\ b\n         \\/ c\n      /\\ d");
  ASSERT_TRUE(isJunction(e, true, 2));
  const Expr *inner = item(e, 0);
  ASSERT_TRUE(isJunction(inner, false, 2));
  EXPECT_TRUE(isJunction(item(inner, 0), true, 2));
}

TEST_F(JunctionTest, InsideParentheses) {
  const Expr *e = parseOp("op == (/\\ a\n       /\\ b) /\\ c");
  auto *infix = dynCast<InfixExpr>(e);
  ASSERT_NE(infix, nullptr);
  EXPECT_EQ(infix->op.text, "/\\");
  EXPECT_TRUE(isJunction(unparen(infix->lhs), true, 2));
}

TEST_F(JunctionTest, ClosingParenOnNextLineEndsList) {
  const Expr *e = parseOp("op == (\n  \\/ a\n  \\/ b\n)");
  EXPECT_TRUE(isJunction(unparen(e), false, 2));
}

TEST_F(JunctionTest, ListEndsAtNextDefinition) {
  parseOp("op == /\\ a\n      /\\ b\nnext == 1");
  ASSERT_NE(run_->module(), nullptr);
  EXPECT_EQ(run_->module()->units.size(), 2u);
  EXPECT_TRUE(isJunction(run_->body("op"), true, 2));
}

TEST_F(JunctionTest, CaseArms) {
  const Expr *e = parseOp("op == CASE x = 1 -> /\\ a\n                    /\\ b\n"
                          "        [] x = 2 -> \\/ c\n                    \\/ d\n"
                          "       [] OTHER -> /\\ e");
  auto *c = dynCast<CaseExpr>(e);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(c->arms.size(), 2u);
  EXPECT_TRUE(isJunction(c->arms[0].value, true, 2));
  EXPECT_TRUE(isJunction(c->arms[1].value, false, 2));
  EXPECT_TRUE(isJunction(c->other, true, 1));
}

TEST_F(JunctionTest, ListInsideCaseGuard) {
  const Expr *e = parseOp("op == CASE /\\ a\n           /\\ b -> 1\n       [] OTHER -> 2");
  auto *c = dynCast<CaseExpr>(e);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(c->arms.size(), 1u);
  EXPECT_TRUE(isJunction(c->arms[0].guard, true, 2));
}

TEST_F(JunctionTest, IfThenElse) {
  const Expr *e = parseOp("op == IF /\\ a\n         /\\ b\n      THEN /\\ c\n           /\\ d\n"
                          "      ELSE \\/ e\n           \\/ f\n           \\/ g");
  auto *i = dynCast<IfExpr>(e);
  ASSERT_NE(i, nullptr);
  EXPECT_TRUE(isJunction(i->cond, true, 2));
  EXPECT_TRUE(isJunction(i->thenExpr, true, 2));
  EXPECT_TRUE(isJunction(i->elseExpr, false, 3));
}

TEST_F(JunctionTest, IfInsideItem) {
  const Expr *e = parseOp("op == /\\ IF a THEN b ELSE c\n      /\\ d");
  ASSERT_TRUE(isJunction(e, true, 2));
  EXPECT_TRUE(isa<IfExpr>(item(e, 0)));
}

TEST_F(JunctionTest, LetIn) {
  const Expr *e = parseOp("op == LET x == /\\ a\n               /\\ b\n           y == 1\n      IN  /\\ x\n          /\\ y");
  auto *l = dynCast<LetExpr>(e);
  ASSERT_NE(l, nullptr);
  ASSERT_EQ(l->defs.size(), 2u);
  auto *x = dynCast<OperatorDefUnit>(static_cast<const Unit *>(l->defs[0]));
  ASSERT_NE(x, nullptr);
  EXPECT_TRUE(isJunction(x->body, true, 2));
  EXPECT_TRUE(isJunction(l->body, true, 2));
}

TEST_F(JunctionTest, QuantifierBody) {
  const Expr *e = parseOp("op == \\A x \\in S : /\\ x > 1\n                   /\\ x < 5\n                   /\\ x # 3");
  auto *q = dynCast<QuantExpr>(e);
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(q->quant, QuantKind::Forall);
  EXPECT_TRUE(isJunction(q->body, true, 3));
}

TEST_F(JunctionTest, QuantifierInsideItemExtendsToItemEnd) {
  const Expr *e = parseOp("op == /\\ \\E x \\in S : x > 1\n      /\\ y");
  ASSERT_TRUE(isJunction(e, true, 2));
  EXPECT_TRUE(isa<QuantExpr>(item(e, 0)));
}

TEST_F(JunctionTest, SetFilter) {
  const Expr *e = parseOp("op == {x \\in S : /\\ x > 1\n                 /\\ x < 5}");
  auto *f = dynCast<SetFilterExpr>(e);
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(isJunction(f->predicate, true, 2));
}

TEST_F(JunctionTest, OperatorArguments) {
  const Expr *e = parseOp("op == F(/\\ a\n        /\\ b, c, \\/ d\n                 \\/ e)");
  auto *app = dynCast<OpAppExpr>(e);
  ASSERT_NE(app, nullptr);
  ASSERT_EQ(app->args().size(), 3u);
  EXPECT_TRUE(isJunction(app->args()[0], true, 2));
  EXPECT_TRUE(isa<OpAppExpr>(app->args()[1]));
  EXPECT_TRUE(isJunction(app->args()[2], false, 2));
}

TEST_F(JunctionTest, TupleAndSetElements) {
  const Expr *e = parseOp("op == << /\\ a\n         /\\ b, c >>");
  auto *t = dynCast<TupleExpr>(e);
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(t->elements.size(), 2u);
  EXPECT_TRUE(isJunction(t->elements[0], true, 2));

  const Expr *s = parseOp("op == {1, \\/ a\n          \\/ b}");
  auto *set = dynCast<SetEnumExpr>(s);
  ASSERT_NE(set, nullptr);
  ASSERT_EQ(set->elements.size(), 2u);
  EXPECT_TRUE(isJunction(set->elements[1], false, 2));
}

TEST_F(JunctionTest, FunctionApplicationArguments) {
  const Expr *e = parseOp("op == f[/\\ a\n        /\\ b, c]");
  auto *app = dynCast<FcnAppExpr>(e);
  ASSERT_NE(app, nullptr);
  ASSERT_EQ(app->args.size(), 2u);
  EXPECT_TRUE(isJunction(app->args[0], true, 2));
}

TEST_F(JunctionTest, ActionsWithPrimesAndUnchanged) {
  const Expr *e = parseOp("op == /\\ x' = x + 1\n      /\\ UNCHANGED <<y, z>>\n      /\\ [][x' > x]_x");
  ASSERT_TRUE(isJunction(e, true, 3));
  EXPECT_TRUE(isa<PrefixExpr>(item(e, 1)));
}

TEST_F(JunctionTest, BulletRangesPointAtTheBullets) {
  const Expr *e = parseOp("op ==\n  /\\ a\n  /\\ b");
  ASSERT_TRUE(isJunction(e, true, 2));
  auto *j = cast<JunctionExpr>(e);
  EXPECT_EQ(run_->lineCol(j->bullets[0].begin), "3:3");
  EXPECT_EQ(run_->lineCol(j->bullets[1].begin), "4:3");
  EXPECT_EQ(run_->text(j->bullets[1]), "/\\");
}

TEST(JunctionErrors, ParenthesisClosedInsideItemOfOuterList) {
  // SANY's "Invalid parentheses use in jlist": `)` on the bullet column ends the list.
  ParseRun run(wrapModule("op == /\\ (a\n      ) /\\ b"));
  EXPECT_FALSE(run.ok());
}

TEST(JunctionErrors, ItemTextLeftOfBulletColumn) {
  ParseRun run(wrapModule("op == /\\ a =\n    1\n      /\\ b"));
  EXPECT_FALSE(run.ok()) << run.summary();
}

// The selector `!:` (the whole body) ends an expression: a /\ or \/ after it
// is infix, in every position the selected name may take.
TEST_F(JunctionTest, WholeBodySelectorEndsAnExpression) {
  const std::string defs = "A == 1 = 1\nB == 2 = 2\n";
  for (const char *infix : {"/\\", "\\/"}) {
    SCOPED_TRACE(infix);
    const Expr *e = unparen(parseOp(defs + "op == A!: " + infix + " B"));
    EXPECT_TRUE(isa<InfixExpr>(e));
    e = parseOp(defs + "op == /\\ A!: " + infix + " B\n      /\\ B!:");
    ASSERT_TRUE(isJunction(e, true, 2));
    EXPECT_TRUE(isa<InfixExpr>(unparen(item(e, 0))));
    e = parseOp(defs + "op == \\E x \\in {1} : A!: " + infix + " B");
    EXPECT_TRUE(isa<QuantExpr>(e));
    e = parseOp(defs + "op == LET C == A!: " + infix + " B IN C!: " + infix + " A!:");
    EXPECT_TRUE(isa<LetExpr>(e));
  }
}

} // namespace
} // namespace tlacore::test
