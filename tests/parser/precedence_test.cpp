// Operator precedence and associativity as SANY defines them, including the conflicts it rejects.
#include <gtest/gtest.h>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

using namespace ast;

constexpr uint32_t kPrecedenceConflict = 1102;

class PrecedenceTest : public ::testing::Test {
protected:
  // The body of `op == <expr>`; fails the test on errors.
  const Expr *parseExpr(const std::string &expr) {
    run_ = std::make_unique<ParseRun>(wrapModule("op == " + expr));
    EXPECT_TRUE(run_->ok()) << expr << "\n" << run_->summary();
    const Expr *e = run_->body("op");
    EXPECT_NE(e, nullptr) << expr;
    return e;
  }
  // Parses `op == <expr>` expecting errors.
  const ParseRun &parseBad(const std::string &expr) {
    run_ = std::make_unique<ParseRun>(wrapModule("op == " + expr));
    return *run_;
  }
  std::unique_ptr<ParseRun> run_;
};

const InfixExpr *infix(const Expr *e, std::string_view op) {
  auto *i = dynCast<InfixExpr>(e);
  EXPECT_NE(i, nullptr) << "expected an infix '" << op << "', kind " << (e ? int(e->kind) : -1);
  if (i) {
    EXPECT_EQ(i->op.text, op);
  }
  return i;
}

const PrefixExpr *prefix(const Expr *e, std::string_view op) {
  auto *p = dynCast<PrefixExpr>(e);
  EXPECT_NE(p, nullptr) << "expected a prefix '" << op << "', kind " << (e ? int(e->kind) : -1);
  if (p) {
    EXPECT_EQ(p->op.text, op);
  }
  return p;
}

std::string_view nameOf(const Expr *e) {
  auto *a = dynCast<OpAppExpr>(e);
  return a ? a->name() : std::string_view("<not a name>");
}

TEST_F(PrecedenceTest, TimesBindsTighterThanPlus) {
  auto *plus = infix(parseExpr("a + b * c"), "+");
  ASSERT_NE(plus, nullptr);
  EXPECT_EQ(nameOf(plus->lhs), "a");
  auto *times = infix(plus->rhs, "*");
  ASSERT_NE(times, nullptr);
  EXPECT_EQ(nameOf(times->lhs), "b");
  EXPECT_EQ(nameOf(times->rhs), "c");
}

TEST_F(PrecedenceTest, MinusIsLeftAssociative) {
  auto *outer = infix(parseExpr("a - b - c"), "-");
  ASSERT_NE(outer, nullptr);
  EXPECT_EQ(nameOf(outer->rhs), "c");
  auto *inner = infix(outer->lhs, "-");
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(nameOf(inner->lhs), "a");
  EXPECT_EQ(nameOf(inner->rhs), "b");
}

TEST_F(PrecedenceTest, ConjunctionIsAssociative) {
  auto *outer = infix(parseExpr("a /\\ b /\\ c"), "/\\");
  ASSERT_NE(outer, nullptr);
  EXPECT_TRUE(isa<InfixExpr>(outer->lhs) || isa<InfixExpr>(outer->rhs));
}

TEST_F(PrecedenceTest, NegationCoversEquality) {
  auto *neg = prefix(parseExpr("~ a = b"), "~");
  ASSERT_NE(neg, nullptr);
  infix(neg->operand, "=");
}

TEST_F(PrecedenceTest, UnaryMinusBindsTighterThanPlus) {
  auto *plus = infix(parseExpr("-a + b"), "+");
  ASSERT_NE(plus, nullptr);
  auto *neg = dynCast<PrefixExpr>(plus->lhs);
  ASSERT_NE(neg, nullptr);
  EXPECT_EQ(nameOf(neg->operand), "a");
  EXPECT_EQ(nameOf(plus->rhs), "b");
}

TEST_F(PrecedenceTest, DomainBindsTighterThanCup) {
  auto *cup = infix(parseExpr("DOMAIN f \\cup g"), "\\cup");
  ASSERT_NE(cup, nullptr);
  auto *dom = prefix(cup->lhs, "DOMAIN");
  ASSERT_NE(dom, nullptr);
  EXPECT_EQ(nameOf(dom->operand), "f");
}

TEST_F(PrecedenceTest, UnionSpellingsAreCanonical) {
  infix(parseExpr("a \\union b"), "\\cup");
  infix(parseExpr("a # b"), "/=");
  infix(parseExpr("a \\land b"), "/\\");
}

TEST_F(PrecedenceTest, CartesianProductIsOneNaryNode) {
  auto *t = dynCast<TimesExpr>(parseExpr("A \\X B \\X C"));
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(t->factors.size(), 3u);
  EXPECT_EQ(nameOf(t->factors[0]), "A");
  EXPECT_EQ(nameOf(t->factors[2]), "C");
}

TEST_F(PrecedenceTest, ParenthesisedProductIsSeparate) {
  auto *t = dynCast<TimesExpr>(parseExpr("(A \\X B) \\X C"));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->factors.size(), 2u);
}

TEST_F(PrecedenceTest, PrimesOnBothSides) {
  auto *eq = infix(parseExpr("x' = y'"), "=");
  ASSERT_NE(eq, nullptr);
  auto *l = dynCast<PostfixExpr>(eq->lhs);
  auto *r = dynCast<PostfixExpr>(eq->rhs);
  ASSERT_NE(l, nullptr);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(l->op.text, "'");
  EXPECT_EQ(nameOf(r->operand), "y");
}

TEST_F(PrecedenceTest, PrimeAppliesToFieldOfApplication) {
  // f[x].a' is (f[x].a)'
  auto *prime = dynCast<PostfixExpr>(parseExpr("f[x].a'"));
  ASSERT_NE(prime, nullptr);
  auto *field = dynCast<FieldExpr>(prime->operand);
  ASSERT_NE(field, nullptr);
  EXPECT_EQ(field->field.text, "a");
  EXPECT_TRUE(isa<FcnAppExpr>(field->record));
}

TEST_F(PrecedenceTest, InBindsTighterThanConjunction) {
  auto *conj = infix(parseExpr("x \\in S /\\ y \\notin T"), "/\\");
  ASSERT_NE(conj, nullptr);
  infix(conj->lhs, "\\in");
  infix(conj->rhs, "\\notin");
}

TEST_F(PrecedenceTest, ImpliesIsWeakerThanDisjunction) {
  auto *imp = infix(parseExpr("a \\/ b => c"), "=>");
  ASSERT_NE(imp, nullptr);
  infix(imp->lhs, "\\/");
}

TEST_F(PrecedenceTest, RangeBindsTighterThanIn) {
  auto *in = infix(parseExpr("x \\in 1..N+1"), "\\in");
  ASSERT_NE(in, nullptr);
  auto *range = infix(in->rhs, "..");
  ASSERT_NE(range, nullptr);
  infix(range->rhs, "+");
}

TEST_F(PrecedenceTest, FunctionApplicationBindsTighterThanPrefix) {
  auto *neg = prefix(parseExpr("~f[x]"), "~");
  ASSERT_NE(neg, nullptr);
  EXPECT_TRUE(isa<FcnAppExpr>(neg->operand));
}

TEST_F(PrecedenceTest, AlwaysEventually) {
  auto *box = prefix(parseExpr("[]<>P"), "[]");
  ASSERT_NE(box, nullptr);
  prefix(box->operand, "<>");
}

// --- conflicts SANY reports -----------------------------------------------------

TEST_F(PrecedenceTest, EqualsIsNotAssociative) {
  const ParseRun &run = parseBad("a = b = c");
  EXPECT_EQ(run.count(kPrecedenceConflict), 1u) << run.summary();
}

TEST_F(PrecedenceTest, ConjunctionAndDisjunctionConflict) {
  const ParseRun &run = parseBad("a /\\ b \\/ c");
  ASSERT_EQ(run.count(kPrecedenceConflict), 1u) << run.summary();
  EXPECT_EQ(run.lineCol(*run.find(kPrecedenceConflict)), "2:14");
}

TEST_F(PrecedenceTest, AlwaysAndEqualsConflict) {
  // SANY: [] (level 4-15) and = (5-5) overlap.
  const ParseRun &run = parseBad("[]x = 1");
  EXPECT_EQ(run.count(kPrecedenceConflict), 1u) << run.summary();
}

TEST_F(PrecedenceTest, LessThanChainConflicts) {
  EXPECT_EQ(parseBad("a < b < c").count(kPrecedenceConflict), 1u) << run_->summary();
}

TEST_F(PrecedenceTest, ImpliesIsNotAssociative) {
  EXPECT_EQ(parseBad("a => b => c").count(kPrecedenceConflict), 1u) << run_->summary();
}

TEST_F(PrecedenceTest, ParenthesesResolveConflicts) {
  infix(parseExpr("(a /\\ b) \\/ c"), "\\/");
  infix(parseExpr("(a = b) = c"), "=");
  infix(parseExpr("([]x) = 1"), "=");
}

TEST_F(PrecedenceTest, ConflictDoesNotHideLaterDefinitions) {
  run_ = std::make_unique<ParseRun>(wrapModule("op == a = b = c\nnext == 1 + 2"));
  EXPECT_EQ(run_->count(kPrecedenceConflict), 1u) << run_->summary();
  ASSERT_NE(run_->module(), nullptr);
  EXPECT_NE(run_->def("next"), nullptr);
}

// The subscript of WF_/SF_ takes arguments only when another parenthesis
// follows for the action, also through instances, and at the end of a unit
// (where the parser's SLL stage once read `(Next)` as arguments).
TEST_F(PrecedenceTest, FairnessSubscriptAndAction) {
  struct Case {
    const char *text;
    const char *subscript; // last name segment
    bool subscriptHasArgs;
  };
  for (Case c : {Case{"WF_vars(Next)", "vars", false}, Case{"SF_I!vars(I!Next)", "vars", false},
                 Case{"WF_f(x)(Next)", "f", true}, Case{"WF_I!g(x)(Next)", "g", true}}) {
    run_ = std::make_unique<ParseRun>(
        wrapModule(std::string("op == ") + c.text + "\n----\nnext == 1"));
    ASSERT_TRUE(run_->ok()) << c.text << "\n" << run_->summary();
    auto *fair = dynCast<FairnessExpr>(run_->body("op"));
    ASSERT_NE(fair, nullptr) << c.text;
    auto *sub = dynCast<OpAppExpr>(fair->subscript);
    ASSERT_NE(sub, nullptr) << c.text;
    EXPECT_EQ(sub->name(), c.subscript) << c.text;
    EXPECT_EQ(sub->last().hasArgs, c.subscriptHasArgs) << c.text;
    auto *action = dynCast<OpAppExpr>(fair->action);
    ASSERT_NE(action, nullptr) << c.text;
    EXPECT_EQ(action->name(), "Next") << c.text;
  }
}

} // namespace
} // namespace tlacore::test
