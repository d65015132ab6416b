// Whether a LET definition or an operator argument keeps its first value
// across the branches of Init's or Next's enumeration, as TLC decides it:
// getInitStates/getNextStates bind a LET definition to one LazyValue for the
// whole body (the branches of x \in S below share it) and an argument to one
// LazyValue per application (getOpContext), and Tool.evalAppl keeps its value
// (lv.setValue) by the level of its expression AS WRITTEN
// (((LevelNode) lv.expr).getLevel()): constant in Init, at most variable
// level in an action (the fix for Github issue 113). A parameter of the
// enclosing operator counts as a constant there, whatever it is bound to, so
// LET d == a IN x \in {1, 2} /\ y = d in Op(a) applied to x keeps d's value
// from the branch x = 1 (TLC's own Github 798 issue, left as it is for LET);
// an argument that only names a lazily bound parameter or LET definition is
// that LazyValue itself (getVal: the Github 798 fix, tests Github798I/N),
// kept by its own expression's level. A constant of an instantiated module
// substituted by a variable (INSTANCE M WITH C <- x) is of constant level
// inside M.
// Class test: the binding (LET definition, argument, argument naming a
// parameter, argument naming a LET definition, inside an instantiated
// module) x its expression (a parameter, an expression over a parameter, the
// variable itself, the substituted constant) x Init / Next; each row's count
// of distinct states is TLC's (a kept value fails y = x in the second branch).
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

// `v` stands for x in Init and x' in Next; `w` for y and y'.
std::string at(std::string text, bool next) {
  std::string out;
  for (char c : text) {
    if (c == 'v')
      out += next ? "x'" : "x";
    else if (c == 'w')
      out += next ? "y'" : "y";
    else
      out += c;
  }
  return out;
}

TlcRun run(const std::string &defs, const std::string &top, bool next) {
  std::string m2 = "---- MODULE M2 ----\nCONSTANT C\n"
                   "Pick(p) == LET d == C IN p \\in {1, 2} /\\ d = p\n"
                   "Pick2(p, e) == LET d == e IN p \\in {1, 2} /\\ d = p\n"
                   "Val == C\n====\n";
  std::string tla = "---- MODULE L ----\nEXTENDS Naturals\nVARIABLES x, y\n"
                    "INSTANCE M2 WITH C <- x\nI == INSTANCE M2 WITH C <- x\nJ(z) == INSTANCE M2 WITH C <- z\n"
                    "Inner(b) == v \\in {1, 2} /\\ w = b /\\ w = v\n" + defs + "\n";
  if (next)
    tla += "Init == x = 0 /\\ y = 0\nNext == " + top + "\n";
  else
    tla += "Init == " + top + "\nNext == UNCHANGED <<x, y>>\n";
  tla += "====\n";
  return tlcmodel::tlc({{"L.tla", at(tla, next)}, {"M2.tla", m2}}, "L", "INIT Init\nNEXT Next\n");
}

TEST(TlcLazyValueWrittenLevel, KeptAcrossBranchesByTheLevelAsWritten) {
  struct Row {
    const char *what;
    const char *defs; // (v, w as above)
    const char *top;  // Init's or Next's body
    bool next;
    const char *distinct; // TLC's
  } rows[] = {
      // LET over a parameter bound to x (x'): written constant, kept from the first branch.
      {"LET over a parameter", "Op(a) == LET d == a IN v \\in {1, 2} /\\ w = d /\\ w = v", "Op(v)", false, "1"},
      {"LET over a parameter", "Op(a) == LET d == a IN v \\in {1, 2} /\\ w = d /\\ w = v", "Op(v)", true, "2"},
      {"LET over an expression of a parameter", "Op(a) == LET d == a + 0 IN v \\in {1, 2} /\\ w = d /\\ w = v",
       "Op(v)", false, "1"},
      {"LET over an expression of a parameter", "Op(a) == LET d == a + 0 IN v \\in {1, 2} /\\ w = d /\\ w = v",
       "Op(v)", true, "2"},
      // LET over the variable itself: state (action) level as written, read anew in each branch.
      {"LET over the variable", "Op(a) == LET d == v + 0 IN v \\in {1, 2} /\\ w = d /\\ w = v", "Op(v)", false, "2"},
      {"LET over the variable", "Op(a) == LET d == v + 0 IN v \\in {1, 2} /\\ w = d /\\ w = v", "Op(v)", true, "3"},
      // An argument naming a parameter is the parameter's LazyValue (of x: read anew).
      {"argument naming a parameter", "Outer(a) == Inner(a)", "Outer(v)", false, "2"},
      {"argument naming a parameter", "Outer(a) == Inner(a)", "Outer(v)", true, "3"},
      // An argument over a parameter is a LazyValue of its own, of constant level as written.
      {"argument over a parameter", "Outer(a) == Inner(a + 0)", "Outer(v)", false, "1"},
      {"argument over a parameter", "Outer(a) == Inner(a + 0)", "Outer(v)", true, "2"},
      // An argument naming a LET definition over a parameter is that definition's LazyValue (kept).
      {"argument naming a LET definition", "Outer(a) == LET d == a IN Inner(d)", "Outer(v)", false, "1"},
      {"argument naming a LET definition", "Outer(a) == LET d == a IN Inner(d)", "Outer(v)", true, "2"},
      // Inside an instantiated module: C is a constant there (SANY's level of M2's own nodes).
      {"instance: LET over the substituted constant", "", "I!Pick(x) /\\ y = 0", false, "1"},
      {"instance: LET over a parameter bound to x", "", "I!Pick2(x, x) /\\ y = 0", false, "1"},
      {"instance: LET over a parameter bound to I!Val", "", "I!Pick2(x, I!Val) /\\ y = 0", false, "1"},
      // I!Val, written in L, is of state level through the substitution: read anew.
      {"instance: LET over I!Val", "", "LET d == I!Val IN x \\in {1, 2} /\\ y = d /\\ y = x", false, "2"},
      {"instance: LET over Val, instantiated unnamed", "", "LET d == Val IN x \\in {1, 2} /\\ y = d /\\ y = x", false,
       "2"},
      {"instance: LET over J(x)!Val", "", "LET d == J(x)!Val IN x \\in {1, 2} /\\ y = d /\\ y = x", false, "2"},
      {"instance: argument I!Val", "", "Inner(I!Val)", false, "2"},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(std::string(row.what) + (row.next ? " in Next" : " in Init") + ": " + row.defs + " / " + row.top);
    TlcRun r = run(row.defs, row.top, row.next);
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, row.distinct) << r.out;
  }
}

} // namespace
