// f[a] where f is reached through bindings (operator parameters, LET
// definitions, a recursive operator passing its parameter on, bindings
// already evaluated) gives what f[a] written in place gives, for every kind
// of function f can be: a function definition (plain, recursive, through an
// alias), [x \in S |-> e] with one or several parameters, tuples, records,
// :> and @@, EXCEPT, IF, CASE, LET, an operator's result, a bound value.
// The bindings remember what one walk along them found (Env::plainFcn,
// Env::fcnDefVia): each f is applied twice on the same bindings so the
// second application takes the remembered answer; arguments outside the
// domain give the same error as in place.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

const char *kModule = R"(---- MODULE FcnPosition ----
EXTENDS Integers, Sequences, TLC
fd[x \in 1..3] == x * 10
fact[n \in 0..5] == IF n = 0 THEN 1 ELSE n * fact[n - 1]
Alias == fd
Mk(k) == [x \in 1..3 |-> x + k]
Twice(g, a) == <<g[a], g[a]>>
Pass(h, a) == Twice(h, a)
RECURSIVE Deep(_, _, _)
Deep(g, a, n) == IF n = 0 THEN <<g[a], g[a]>> ELSE Deep(g, a, n - 1)
LetOf(g, a) == LET h == g IN <<h[a], h[a]>>
Evaluated(g, a) == IF g = g THEN <<g[a], g[a]>> ELSE <<>>
)";

// "TRUE", "FALSE", or the error text of ASSUME expr in kModule.
std::string verdict(const std::string &expr) {
  return checktest::assumeVerdict(std::string(kModule) + "ASSUME " + expr + "\n====\n");
}

struct Shape {
  std::string fcn;   // an expression for the function
  std::string arg;   // an argument in its domain
  std::string value; // fcn[arg]
  std::string outside; // an argument outside its domain ("" for none tried)
};

// Every kind of function value f[a] applies.
const std::vector<Shape> kShapes = {
    {"fd", "2", "20", "7"},
    {"fact", "4", "24", "9"},
    {"Alias", "3", "30", "0"},
    {"[x \\in 1..3 |-> x * x]", "3", "9", "4"},
    {"[x, y \\in 1..2 |-> x + 10 * y]", "<<1, 2>>", "21", "<<3, 1>>"},
    {"[<<x, y>> \\in (1..2) \\X (1..2) |-> x - y]", "<<2, 1>>", "1", "<<5, 5>>"},
    {"<<5, 6, 7>>", "2", "6", "4"},
    {"[a |-> 1, b |-> 2]", "\"b\"", "2", "\"c\""},
    {"(1 :> 5 @@ 2 :> 6)", "2", "6", "3"},
    {"[[x \\in 1..3 |-> x] EXCEPT ![2] = 9]", "2", "9", "5"},
    {"(IF TRUE THEN <<4, 5>> ELSE <<>>)", "1", "4", "3"},
    {"(CASE FALSE -> <<>> [] OTHER -> [x \\in 1..2 |-> x + 1])", "2", "3", "3"},
    {"(LET l == [x \\in 1..2 |-> x - 1] IN l)", "2", "1", "0"},
    {"Mk(100)", "1", "101", "4"},
    {"Append(<<1>>, 8)", "2", "8", "3"},
};

// f[a] applied twice, written in place and through each form of binding.
std::vector<std::pair<std::string, std::string>> forms(const std::string &f, const std::string &a) {
  return {
      {"in place", "<<" + f + "[" + a + "], " + f + "[" + a + "]>>"},
      {"an operator parameter", "Twice(" + f + ", " + a + ")"},
      {"a parameter passed on", "Pass(" + f + ", " + a + ")"},
      {"a recursive operator's parameter", "Deep(" + f + ", " + a + ", 4)"},
      {"a LET definition", "(LET h == " + f + " IN <<h[" + a + "], h[" + a + "]>>)"},
      {"a LET definition of a parameter", "LetOf(" + f + ", " + a + ")"},
      {"a parameter already evaluated", "Evaluated(" + f + ", " + a + ")"},
      {"a bound variable", "(\\A v \\in {" + f + "} : Twice(v, " + a + ") = Twice(v, " + a + ")) /\\ Twice(" + f +
                                ", " + a + ")"},
  };
}

TEST(FcnPosition, ThroughBindingsAsInPlace) {
  for (const Shape &s : kShapes)
    for (const auto &[how, expr] : forms(s.fcn, s.arg))
      EXPECT_EQ(verdict(expr + " = <<" + s.value + ", " + s.value + ">>"), "TRUE") << s.fcn << " " << how;
}

TEST(FcnPosition, OutsideTheDomainErrsAsInPlace) {
  for (const Shape &s : kShapes) {
    std::string inPlace = verdict("<<" + s.fcn + "[" + s.outside + "], 0>> = <<0, 0>>");
    ASSERT_NE(inPlace, "TRUE") << s.fcn;
    ASSERT_NE(inPlace, "FALSE") << s.fcn;
    for (const auto &[how, expr] : forms(s.fcn, s.outside)) {
      if (how == "a parameter already evaluated" || how == "a bound variable")
        continue; // f built whole first: its own error where it cannot be (fact over 0..5 can)
      EXPECT_EQ(verdict(expr + " = <<0, 0>>"), inPlace) << s.fcn << " " << how;
    }
  }
}

// A function definition reached through a recursion's parameter many levels
// deep (the Sum(f, S) of GameOfLife): each level's binding leads to the one
// below, whose answer it takes.
TEST(FcnPosition, RecursionPassingAFunctionDefinitionOn) {
  std::string sum = "(LET RECURSIVE S(_, _)\n"
                    "     S(f, D) == IF D = {} THEN 0 ELSE LET x == CHOOSE x \\in D : TRUE IN f[x] + S(f, D \\ {x})\n"
                    " IN S(fd, 1..3))";
  EXPECT_EQ(verdict(sum + " = 60"), "TRUE");
  std::string sumLambda = "(LET RECURSIVE S(_, _)\n"
                          "     S(f, D) == IF D = {} THEN 0 ELSE LET x == CHOOSE x \\in D : TRUE IN f[x] + S(f, D \\ {x})\n"
                          " IN S([y \\in 1..3 |-> y], 1..3))";
  EXPECT_EQ(verdict(sumLambda + " = 6"), "TRUE");
}

} // namespace
} // namespace tlacore
