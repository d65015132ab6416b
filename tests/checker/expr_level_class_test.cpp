// SANY's level of an expression as the checker reads it (model::exprLevel,
// through isConstantLevelExpr / isActionExpr / isTemporalExpr): the level
// SANY gives the expression (tla2sany OpApplNode.levelCheck: an application
// of a definition has the definition's level raised by its arguments of
// weight 1 only, the parameters in the body's levelParams; LetInNode,
// SubstInNode, the constructs' own levels), and with bindings TLC's
// Spec.getLevel(expr, context), where a level parameter bound to an argument
// takes the argument's level.
// Class test: the expression kinds (constructs, LET, quantifiers, CHOOSE,
// functions, TLC.tla's operators with parameters their level does not
// depend on, user operators using or ignoring a parameter, higher-order
// application, LAMBDA, INSTANCE with a substitution and a parameterized
// instance) x the level of the expression put in them (constant, state,
// action, temporal, as far as SANY allows it there), each read as written
// and with the expression bound to a parameter.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "model/expr_levels.h"
#include "module_set.h"

namespace {

using namespace tlacore;

// An expression of each level.
const char *const kOfLevel[] = {"c", "x", "x'", "[](x = 0)"};

struct Kind {
  const char *tmpl; // $ marks where the expression goes
  int maxArg;       // the highest level SANY allows there
  // The level of the whole for an argument of level l (-1: l itself).
  int result[4];
  int skip = -1; // a level SANY does not allow there, below maxArg
};

// -1: the argument's level; a number: that level whatever the argument.
const Kind kKinds[] = {
    {"$", 3, {-1, -1, -1, -1}},
    {"($)", 3, {-1, -1, -1, -1}},
    {"{$}", 2, {-1, -1, -1, -1}},
    {"<<1, $>>", 2, {-1, -1, -1, -1}},
    {"[a |-> $]", 2, {-1, -1, -1, -1}},
    {"$ = 1", 2, {-1, -1, -1, -1}},
    {"$ /\\ TRUE", 3, {-1, -1, -1, -1}},
    {"IF $ THEN 1 ELSE 2", 3, {-1, -1, -1, -1}},
    {"CASE $ -> 1 [] OTHER -> 2", 2, {-1, -1, -1, -1}},
    {"\\E i \\in {$} : TRUE", 2, {-1, -1, -1, -1}},
    {"\\A i \\in {1} : $ = i", 2, {-1, -1, -1, -1}},
    {"CHOOSE i \\in {1} : $ = i", 2, {-1, -1, -1, -1}},
    {"{i \\in {1} : $ = i}", 2, {-1, -1, -1, -1}},
    {"{$ + i : i \\in {1}}", 2, {-1, -1, -1, -1}},
    {"[i \\in {1} |-> $]", 2, {-1, -1, -1, -1}},
    {"[i \\in {1} |-> 1][$]", 2, {-1, -1, -1, -1}},
    {"[[i \\in {1} |-> 1] EXCEPT ![1] = $]", 2, {-1, -1, -1, -1}},
    {"LET d == $ IN d", 3, {-1, -1, -1, -1}},
    {"LET d == $ IN 1", 3, {0, 0, 0, 0}},          // the LET's level is its body's
    {"LET d(a) == a IN d($)", 3, {-1, -1, -1, -1}},
    {"LET d(a) == 1 IN d($)", 3, {0, 0, 0, 0}},    // a LET operator ignoring its parameter
    {"Use($)", 3, {-1, -1, -1, -1}},
    {"Ignore($)", 3, {0, 0, 0, 0}},                // Ignore(a) == 1
    {"Second($, 1)", 3, {0, 0, 0, 0}},             // Second(a, b) == b
    {"Second(1, $)", 3, {-1, -1, -1, -1}},
    {"StateIgnore($)", 3, {1, 1, 1, 1}},           // StateIgnore(a) == x
    {"StateUse($)", 2, {1, 1, -1, -1}},            // StateUse(a) == x + a
    {"PrintT($)", 3, {0, 0, 0, 0}},                // TLC.tla: PrintT(out) == TRUE
    {"Print($, 1)", 3, {0, 0, 0, 0}},              // Print(out, val) == val
    {"Print(1, $)", 3, {-1, -1, -1, -1}},
    {"TLCSet(1, $)", 3, {0, 0, 0, 0}},             // TLCSet(i, v) == TRUE
    {"ToString($)", 2, {-1, -1, -1, -1}},          // ToString(v) == (CHOOSE x \in [a : v, ...
    {"Assert($, 1)", 2, {-1, -1, -1, -1}},         // Assert(val, out) == IF val = TRUE ...
    {"Assert(TRUE, $)", 3, {0, 0, 0, 0}},
    {"1 + PrintT($)", 3, {0, 0, 0, 0}},            // nested: the sum of constant parts
    {"IF PrintT($) THEN x ELSE 1", 3, {1, 1, 1, 1}},
    {"Apply(Use, $)", 3, {-1, -1, -1, -1}},        // Apply(F(_), a) == F(a): a has weight 1
    {"Apply(LAMBDA a : 1, $)", 3, {-1, -1, -1, -1}},
    {"$'", 1, {2, 2, 2, 2}},                       // weight 0: the prime's own level
    {"UNCHANGED $", 1, {2, 2, 2, 2}},
    {"ENABLED ($)", 2, {1, 1, 1, 1}},
    {"[$]_x", 2, {2, 2, 2, 2}},
    {"<<$>>_x", 2, {2, 2, 2, 2}},
    {"WF_x($)", 2, {3, 3, 3, 3}},
    {"[]($)", 3, {3, 3, 3, 3}, 2},                 // []A of an action A: [][A]_v only
    {"($) ~> TRUE", 3, {3, 3, 3, 3}, 2},
    {"\\EE y : $", 3, {3, 3, 3, 3}, 2},
    {"I($)!IK", 1, {-1, -1, -1, -1}},              // I(a) == INSTANCE Inner WITH k <- a; IK == {k}
    {"I($)!IConst", 1, {0, 0, 0, 0}},              // IConst == 1: k not a level parameter
};

const char *const kInner = "---- MODULE Inner ----\nCONSTANT k\nIK == {k}\nIConst == 1\n====\n";

struct Analysis {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  const sem::ResolvedModule *module = nullptr;
  std::string errors;

  explicit Analysis(const std::string &defs) {
    module = set.loadRootText("/tmp/ExprLevels.tla", std::string("---- MODULE ExprLevels ----\nEXTENDS Naturals, TLC\n") +
                                                          kInner + "CONSTANT c\nVARIABLE x\n"
                              "Use(a) == a\nIgnore(a) == 1\nSecond(a, b) == b\nStateIgnore(a) == x\n"
                              "StateUse(a) == x + a\nApply(F(_), a) == F(a)\n"
                              "I(a) == INSTANCE Inner WITH k <- a\n" +
                                  defs + "====\n");
    for (const Diagnostic &d : diags.diagnostics())
      if (d.severity == Severity::Error)
        errors += "[" + std::to_string(d.code) + "] " + d.message + "\n";
  }
  const sem::Symbol *symbol(const std::string &name) const {
    const sem::Symbol *s = module ? module->scope.get(name) : nullptr;
    return s ? s->underlying() : nullptr;
  }
  const ast::Expr *body(const std::string &name) const {
    const sem::Symbol *s = symbol(name);
    return s && s->unit ? static_cast<const ast::OperatorDefUnit *>(s->unit)->body : nullptr;
  }
};

// The level through the checker's three tests.
int levelOf(const ast::Expr *e, model::BindingsView view = {}) {
  if (model::isTemporalExpr(e, view))
    return 3;
  if (model::isActionExpr(e, view))
    return 2;
  return model::isConstantLevelExpr(e, view) ? 0 : 1;
}

// Bindings of parameters to argument expressions (read with no bindings of their own).
struct Bindings {
  std::map<const sem::Symbol *, const ast::Expr *> args;
  model::BindingsView view() const {
    return {this, [](const void *self, const sem::Symbol *s) {
              model::BoundName out;
              const auto &args = static_cast<const Bindings *>(self)->args;
              if (auto it = args.find(s); it != args.end()) {
                out.bound = true;
                out.expr = it->second;
              }
              return out;
            }};
  }
};

std::string replaced(std::string tmpl, const std::string &by) {
  for (size_t at = 0; (at = tmpl.find('$', at)) != std::string::npos; at += by.size())
    tmpl.replace(at, 1, by);
  return tmpl;
}

TEST(ExprLevelClass, KindByLevelAsWrittenAndBound) {
  // One module: D_k_l == kind k around an expression of level l; W_k(p) == kind k around p.
  std::string defs;
  for (int l = 0; l < 4; ++l)
    defs += "A" + std::to_string(l) + " == " + kOfLevel[l] + "\n";
  size_t n = std::size(kKinds);
  for (size_t k = 0; k < n; ++k) {
    defs += "W" + std::to_string(k) + "(p) == " + replaced(kKinds[k].tmpl, "p") + "\n";
    for (int l = 0; l <= kKinds[k].maxArg; ++l)
      if (l != kKinds[k].skip)
        defs += "D" + std::to_string(k) + "_" + std::to_string(l) + " == " + replaced(kKinds[k].tmpl, kOfLevel[l]) + "\n";
  }
  Analysis a(defs);
  ASSERT_TRUE(a.errors.empty()) << a.errors;
  for (size_t k = 0; k < n; ++k)
    for (int l = 0; l <= kKinds[k].maxArg; ++l) {
      if (l == kKinds[k].skip)
        continue;
      int want = kKinds[k].result[l] < 0 ? l : kKinds[k].result[l];
      std::string d = "D" + std::to_string(k) + "_" + std::to_string(l);
      SCOPED_TRACE(replaced(kKinds[k].tmpl, kOfLevel[l]));
      const ast::Expr *e = a.body(d);
      ASSERT_NE(e, nullptr) << d;
      // As written: the expression's level, the definition's (SANY's OpDefNode.getLevel).
      EXPECT_EQ(levelOf(e), want);
      EXPECT_EQ(static_cast<int>(a.symbol(d)->level), want);
      // Bound: W_k's body with p bound to the expression of level l.
      const sem::Symbol *w = a.symbol("W" + std::to_string(k));
      ASSERT_TRUE(w && w->params.size() == 1);
      Bindings b;
      b.args[w->params[0]] = a.body("A" + std::to_string(l));
      EXPECT_EQ(levelOf(a.body("W" + std::to_string(k)), b.view()), want) << "bound to a parameter";
    }
}

// A LET definition (or an operator of the enclosing definition's) reads a
// parameter bound around it: the parameter's argument counts where the LET
// definition's level depends on it, through any number of definitions.
TEST(ExprLevelClass, LetDefinitionsReadEnclosingParameters) {
  Analysis a("U(p) == LET d == p IN d + 1\n"
             "V(p) == LET d == p IN LET e == PrintT(d) IN e\n"
             "X(p) == LET d == p IN Ignore(d)\n"
             "Y(p) == LET d(q) == p + q IN d(1)\n"
             "A0 == c\nA1 == x\nA2 == x'\n");
  ASSERT_TRUE(a.errors.empty()) << a.errors;
  struct Row {
    const char *op;
    int want[3]; // p bound to c, x, x'
  } rows[] = {{"U", {0, 1, 2}}, {"V", {0, 0, 0}}, {"X", {0, 0, 0}}, {"Y", {0, 1, 2}}};
  for (const Row &r : rows)
    for (int l = 0; l < 3; ++l) {
      SCOPED_TRACE(std::string(r.op) + " bound to " + kOfLevel[l]);
      Bindings b;
      b.args[a.symbol(r.op)->params[0]] = a.body("A" + std::to_string(l));
      EXPECT_EQ(levelOf(a.body(r.op), b.view()), r.want[l]);
      EXPECT_EQ(levelOf(a.body(r.op)), 0) << "as written, p is constant";
    }
}

// INSTANCE WITH substitution: a definition of the instantiated module read
// through the instance has the level of the substitutes it depends on
// (SubstInNode), an unnamed INSTANCE's import too.
TEST(ExprLevelClass, InstanceSubstitution) {
  Analysis a("J0 == INSTANCE Inner WITH k <- c\nJ1 == INSTANCE Inner WITH k <- x\n"
             "B0 == J0!IK\nB1 == J1!IK\nC1 == J1!IConst\n");
  ASSERT_TRUE(a.errors.empty()) << a.errors;
  EXPECT_EQ(levelOf(a.body("B0")), 0);
  EXPECT_EQ(levelOf(a.body("B1")), 1);
  EXPECT_EQ(levelOf(a.body("C1")), 0);
}

} // namespace
