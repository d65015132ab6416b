// `tlacore sany -error-codes` on the classes SANY's own Java tests assert a
// verdict for (tla2sany TestLevelChecking, Github723Test,
// RecursiveDefDeclMismatchTest, IllegalOperatorTest): the exit code and
// SANY's message, each enumerated over its class.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

struct Outcome {
  int rc;
  std::string out;
};

Outcome sany(const std::string &name, const std::string &text) {
  clirun::SpecDir dir({{name + ".tla", text}});
  clirun::Result r = dir.run("sany -error-codes " + name + ".tla");
  return {r.rc, r.out};
}

bool has(const Outcome &o, const std::string &s) { return o.out.find(s) != std::string::npos; }

// TestLevelChecking: `op == e` in a module with CONSTANT c and VARIABLE x,
// accepted (level-correct) or not, as SANY's test lists them.
TEST(SanyJavaTests, TestLevelCheckingCorpus) {
  struct Row {
    const char *expr;
    bool ok;
  } rows[] = {
      {"\\neg c", true},        {"c.foo", true},          {"([]c).foo", false},     {"[]c", true},
      {"\u25a1c", true},        {"<>c", true},            {"\u25c7c", true},        {"[]x", true},
      {"\u25a1x", true},        {"<>x", true},            {"\u25c7x", true},        {"[](x')", false},
      {"\u25a1(x')", false},    {"<>(x')", false},        {"\u25c7(x')", false},    {"[][c]_x", true},
      {"\u25a1[c]_x", true},    {"[]<<c>>_x", false},     {"\u25a1\u27e8c\u27e9_x", false},
      {"<><<c>>_x", true},      {"\u25c7\u27e8c\u27e9_x", true},                    {"<>[c]_x", false},
      {"\u25c7[c]_x", false},   {"c ~> c", true},         {"x' ~> c", false},       {"c ~> x'", false},
      {"c \u219d c", true},     {"x' \u219d c", false},   {"c \u219d x'", false},   {"c -+-> c", true},
      {"x' -+-> c", false},     {"c -+-> x'", false},     {"c \u21f8 c", true},     {"x' \u21f8 c", false},
      {"c \u21f8 x'", false},   {"c /\\ c", true},        {"c \u2227 c", true},     {"x /\\ c", true},
      {"x \u2227 c", true},     {"[]c /\\ c", true},      {"\u25a1c \u2227 c", true},
      {"c /\\ x'", true},       {"c \u2227 x'", true},    {"[]c /\\ x'", false},    {"\u25a1c \u2227 x'", false},
      {"\u2200 v \u2208 c  : v", true},                   {"\u2203 v \u2208 x  : v", true},
      {"\u2200 v \u2208 x' : v", true},                   {"\u2203 v \u2208 x  : \u25a1v", true},
      {"\u2200 v \u2208 x' : \u25a1v", false},            {"\u2203 v \u2208 \u25a1x : v", false},
  };
  for (const Row &row : rows) {
    Outcome o = sany("Test", std::string("---- MODULE Test ----\nCONSTANT c\nVARIABLE x\nop == ") + row.expr +
                                 "\n====");
    EXPECT_EQ(o.rc, row.ok ? 0 : 4) << row.expr << "\n" << o.out;
  }
}

// Github723Test: an implicit substitution (INSTANCE without WITH) takes the
// same-named symbol, which must have the operator constant's arity. Every
// pair of arities, the symbol a definition or a declared constant; an
// explicit substitution says the same.
TEST(SanyJavaTests, ImplicitSubstitutionArity) {
  const char *kDecl[] = {"C", "C(_)", "C(_, _)"};
  const char *kDef[] = {"C == 1", "C(a) == a", "C(a, b) == a"};
  const char *kSubst[] = {"", "D1", "D2"}; // by name (a LAMBDA of another arity is 4274)
  for (int want = 0; want < 3; ++want)
    for (int have = 0; have < 3; ++have) {
      std::string inner = std::string("---- MODULE Inner ----\nCONSTANT ") + kDecl[want] + "\n====\n";
      for (const std::string &here : {std::string(kDef[have]), std::string("CONSTANT ") + kDecl[have]}) {
        Outcome o = sany("Test", "---- MODULE Test ----\n" + inner + here + "\nINSTANCE Inner\n====\n");
        EXPECT_EQ(o.rc, want == have ? 0 : 4) << want << " " << here << "\n" << o.out;
        if (want != have && want > 0)
          EXPECT_TRUE(has(o, "An operator must be substituted for symbol 'C', and it must have arity " +
                                 std::to_string(want) + "."))
              << o.out;
      }
      if (want > 0 && have > 0) {
        Outcome o = sany("Test", "---- MODULE Test ----\n" + inner + "D1(a) == a\nD2(a, b) == a\n" +
                                     "I == INSTANCE Inner WITH C <- " + kSubst[have] + "\n====\n");
        EXPECT_EQ(o.rc, want == have ? 0 : 4) << o.out;
        if (want != have)
          EXPECT_TRUE(has(o, "An operator must be substituted for symbol 'C', and it must have arity " +
                                 std::to_string(want) + "."))
              << o.out;
      }
    }
}

// RecursiveDefDeclMismatchTest: a definition of another arity than its
// RECURSIVE declaration is reported, and the operator keeps the declared
// arity, so a use with the defined one is "requires N arguments".
TEST(SanyJavaTests, RecursiveDeclarationArity) {
  const char *kDecl[] = {"R", "R(_)", "R(_, _)"};
  const char *kHead[] = {"R", "R(a)", "R(a, b)"};
  const char *kCall[] = {"R", "R(1)", "R(1, 2)"};
  for (int declared = 0; declared < 3; ++declared)
    for (int defined = 0; defined < 3; ++defined) {
      Outcome o = sany("Test", std::string("---- MODULE Test ----\nRECURSIVE ") + kDecl[declared] + "\n" +
                                   kHead[defined] + " == IF TRUE THEN 1 ELSE " + kCall[defined] + "\n====\n");
      EXPECT_EQ(o.rc, declared == defined ? 0 : 4) << declared << defined << "\n" << o.out;
      if (declared != defined) {
        EXPECT_TRUE(has(o, "Definition of R has different arity than its RECURSIVE declaration.")) << o.out;
        EXPECT_TRUE(has(o, "The operator R requires " + std::to_string(declared) + " arguments.")) << o.out;
      }
    }
}

// IllegalOperatorTest: an expression where an operator argument is
// required, reported at the application with SANY's text; each arity of
// the parameter, each kind of expression. (A bare name of another arity is
// a different report, 4271.)
TEST(SanyJavaTests, ExpressionForAnOperatorArgument) {
  const char *kParam[] = {"F(_)", "F(_, _)"};
  for (int arity = 1; arity <= 2; ++arity)
    for (const char *arg : {"1", "{}", "x'", "<<x>>", "G(1)"}) {
      std::string call = std::string("D(") + arg + ")";
      Outcome o = sany("Test", std::string("---- MODULE Test ----\nVARIABLE x\nG(a) == a\nD(") + kParam[arity - 1] +
                                   ") == 1\nFoo == " + call + "\n====\n");
      EXPECT_EQ(o.rc, 4) << call << "\n" << o.out;
      EXPECT_TRUE(has(o, "Argument number 1 to operator 'D' \nshould be a " + std::to_string(arity) +
                             "-parameter operator."))
          << o.out;
      std::string where = "line 5, col 8 to line 5, col " + std::to_string(7 + call.size()) + " of module Test";
      EXPECT_TRUE(has(o, where)) << where << "\n" << o.out;
    }
}

} // namespace

// ParseCorpusTest's newer corpus files (comment.txt, comment-jlist.txt, regression.txt,
// rejected_syntax/blank_file.txt) and the string-escape models of test-model/sany, each construct in
// a module of our own: comments of every kind inside and before junction lists (they neither end a
// list nor start one), nested block comments, operators that begin with a colon next to a label in a
// junction list, junction symbols as operator arguments, every string escape. SANY accepts them all;
// an empty file is a parse error.
TEST(SanyJavaTests, NewerSyntaxCorpusConstructs) {
  const char *kAccepted[] = {
      "\\* a comment alone\n",
      "op == \\* a comment\n  TRUE\n",
      "(*\na\n(* nested (*twice*) *)\nblock\n*)\nop == 1 +\n(* inside *)\n2\n",
      "(********)\n(* a ((* b **)\n   (((((* c *****)   *)\n(********)\nop == 1\n",
      "(* x *)    (* y (* z *)*)(* w *)\n(* v *)\nop == 1\n",
      "op ==\n  /\\ 1 = 1\n\\* between the bullets\n  /\\ 2 = 2\n",
      "op ==\n  \\/ FALSE\n(* at column 1 *)\n  \\/ TRUE\n",
      "op ==\n(*xxxxx*) /\\ 1 = 1\n(*xxxxx*) /\\ 2 = 2\n(*xxxxx*) /\\ \\/ FALSE\n(*xxxxxxxx*) \\/ TRUE\n(*xxxxx*) /\\ 3 = 3\n",
      "op == (*xxx\nxxxxx*) /\\ 1 = 1 (*xxx\nxxxxx*) /\\ 2 = 2 (*xxx\nxxxxx*) /\\ \\/ FALSE (*xxx\nxxxxxxxx*) \\/ TRUE "
      "(*xxx\nxxxxx*) /\\ 3 = 3\n",
      "a := b == a\na ::= b == b\na :> b == a\nop ==\n  /\\ 1 :> 2\n  /\\ 1 := 2\n  /\\ 1 ::= 2\n  /\\ lbl :: TRUE\n"
      "  /\\ TRUE\n",
      "Op(F(_, _), x, G(_, _)) == F(x, G(x, x))\nop == Op(/\\, TRUE, /\\)\nop2 == Op(\\/, TRUE, \\/)\n",
      "op == \"\\\\ \\n \\r \\t \\\"\"\n",
      "op == \"\\f\"\n",
  };
  for (const char *body : kAccepted) {
    Outcome o = sany("Test", std::string("---- MODULE Test ----\nEXTENDS Naturals\n") + body + "====\n");
    EXPECT_EQ(o.rc, 0) << body << "\n" << o.out;
  }
  Outcome blank = sany("Test", "");
  EXPECT_EQ(blank.rc, 255) << blank.out;
}
