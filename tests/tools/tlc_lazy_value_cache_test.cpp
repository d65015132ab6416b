// How often a LET definition or an operator argument that prints is evaluated
// when its name is used twice, as TLC's LazyValue decides it (Tool.evalAppl):
// a LazyValue keeps its first value (lv.setValue) only where the fix for
// Github issue 113 allows it: while the initial states are generated
// (EvalControl.Init, set in the scope of getInitStates only) when the
// expression's SANY level is constant, elsewhere (next states, invariants)
// when it is at most variable level. Otherwise each use evaluates it again.
// Class test: the binding (LET definition, operator argument) x its level
// (constant, variable, action; SANY's, where an argument of an operator
// whose level does not depend on it does not count, at the top or inside
// the expression) x where it is evaluated (the right side of an
// assignment in Init, in Next, an invariant), each used twice in one
// evaluation; the count of lines printed is TLC's.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

// The expression that prints "A" once per evaluation, at each level: what it
// yields, and where that reads the variable y (SANY's level of an IF is the
// highest of its parts; PrintT's own is constant whatever its argument).
std::string shows(const std::string &level) {
  if (level == "constant")
    return "IF PrintT(\"A\") THEN 1 ELSE 1";
  if (level == "variable")
    return "IF PrintT(\"A\") THEN y ELSE y";
  // An argument of PrintT, whose parameter its level does not depend on (SANY's levelParams):
  // the application is of constant level whatever the argument reads.
  if (level == "variable in PrintT's argument")
    return "PrintT(IF y = 1 THEN \"A\" ELSE \"B\")";
  if (level == "action in PrintT's argument")
    return "PrintT(IF y' = 1 THEN \"A\" ELSE \"B\")";
  // The same inside a larger expression: the levels SANY gives the parts
  // (OpApplNode.levelCheck), so the whole is of constant level too.
  if (level == "variable in PrintT's argument, inside an IF")
    return "IF PrintT(IF y = 1 THEN \"A\" ELSE \"B\") THEN 1 ELSE 1";
  if (level == "action in PrintT's argument, inside an IF")
    return "IF PrintT(IF y' = 1 THEN \"A\" ELSE \"B\") THEN 1 ELSE 1";
  // A user operator whose level does not depend on its parameter (Show(out) == PrintT("A")).
  if (level == "variable in an unused parameter, inside an IF")
    return "IF Show(y) THEN 1 ELSE 1";
  if (level == "action in an unused parameter, inside an IF")
    return "IF Show(y') THEN 1 ELSE 1";
  // A LET definition of action level read only where the level does not depend on it.
  if (level == "action in a LET definition read by an unused parameter")
    return "LET s == y' IN IF PrintT(\"A\") /\\ Ignore(s) THEN 1 ELSE 1";
  return "IF PrintT(\"A\") THEN y' ELSE y'";
}

// The binding used twice: <<e, e>> through a LET definition or an operator argument.
std::string usedTwice(const std::string &binding, const std::string &e) {
  if (binding == "LET")
    return "LET d == " + e + " IN <<d, d>>";
  return "Twice(" + e + ")";
}

size_t printedLines(const std::string &out) {
  size_t n = 0;
  for (size_t at = 0; (at = out.find("\n\"A\"\n", at)) != std::string::npos; ++at)
    ++n;
  return n;
}

// One initial state, y = 1 and x (what e yields); Next leaves it as it is, so Init,
// Next and the invariant are each evaluated once.
TlcRun run(const std::string &init, const std::string &next, const std::string &inv) {
  std::string tla = "---- MODULE C ----\nEXTENDS Naturals, TLC\nVARIABLES x, y\n"
                    "Twice(a) == <<a, a>>\nShow(out) == PrintT(\"A\")\nIgnore(a) == TRUE\n"
                    "Init == /\\ y = 1\n        /\\ x = " + init + "\n"
                    "Next == /\\ y' = y\n        /\\ x' = " + next + "\n"
                    "Inv == " + inv + "\n====\n";
  return tlcmodel::tlc({{"C.tla", tla}}, "C", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
}

TEST(TlcLazyValueCache, UsedTwiceIsEvaluatedWhereTlcDoesNotCache) {
  struct Row {
    const char *where; // Init, Next, Inv
    const char *level;
    size_t printed; // TLC's count
  } rows[] = {
      {"Init", "constant", 1}, // EvalControl.Init, level <= ConstantLevel: cached
      {"Init", "variable", 2}, // EvalControl.Init, level above constant: evaluated at each use
      {"Next", "constant", 1},
      {"Next", "variable", 1}, // not Init, level <= VariableLevel: cached
      {"Next", "action", 2},   // primes: evaluated at each use
      {"Inv", "constant", 1},
      {"Inv", "variable", 1},
      {"Init", "variable in PrintT's argument", 1},
      {"Next", "variable in PrintT's argument", 1},
      {"Next", "action in PrintT's argument", 1},
      {"Inv", "variable in PrintT's argument", 1},
      {"Init", "variable in PrintT's argument, inside an IF", 1},
      {"Next", "action in PrintT's argument, inside an IF", 1},
      {"Init", "variable in an unused parameter, inside an IF", 1},
      {"Next", "action in an unused parameter, inside an IF", 1},
      {"Next", "action in a LET definition read by an unused parameter", 1},
  };
  for (const char *binding : {"LET", "argument"})
    for (const Row &row : rows) {
      std::string where = row.where;
      std::string e = usedTwice(binding, shows(row.level));
      // (x holds what e yields: Next leaves the one state as it is.)
      std::string value = shows(row.level).rfind("PrintT(", 0) == 0 ? "<<TRUE, TRUE>>" : "<<1, 1>>";
      std::string init = where == "Init" ? e : value;
      std::string next = where == "Next" ? e : "x";
      // (Inv reads y: a constant-level invariant would be evaluated as the model loads, SpecProcessor's defns.)
      std::string inv = where == "Inv" ? "y = 1 /\\ " + e + " = " + value : "y = 1";
      SCOPED_TRACE(std::string(binding) + " " + row.level + " in " + where + ": " + e);
      TlcRun r = run(init, next, inv);
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(r.distinct, "1") << r.out;
      EXPECT_EQ(printedLines(r.out), row.printed) << r.out;
    }
}

// A constant of an instantiated module substituted by a variable (INSTANCE M WITH C <- y): I!Val,
// written in the instantiating module, is of state level through the substitution (SANY's level of
// the instance's definition, its body a SubstInNode), of action level with C <- y'; M's own
// expressions keep the level SANY gave them in M, where C is a constant: a LET definition over C
// inside M is of constant level as written, cached even in Init (Tool.evalAppl reads
// ((LevelNode) lv.expr).getLevel(), M's node).
TEST(TlcLazyValueCache, InstanceSubstitutedConstant) {
  const std::string m = "---- MODULE M ----\nEXTENDS TLC\nCONSTANT C\nVal == C\nTwice(a) == <<a, a>>\n"
                        "Shown == LET d == IF PrintT(\"A\") THEN C ELSE C IN <<d, d>>\n====\n";
  struct Row {
    const char *where; // Init, Next
    const char *e;     // what x is set to (I: C <- y, P: C <- y')
    size_t printed;    // TLC's count
  } rows[] = {
      {"Init", "LET d == IF PrintT(\"A\") THEN I!Val ELSE I!Val IN <<d, d>>", 2},  // state level: not in Init
      {"Init", "LET d == IF PrintT(\"A\") THEN Val ELSE Val IN <<d, d>>", 2},      // unnamed INSTANCE: the same
      {"Init", "I!Twice(IF PrintT(\"A\") THEN I!Val ELSE I!Val)", 2},              // an argument: the same
      {"Init", "I!Twice(IF PrintT(\"A\") THEN 1 ELSE 1)", 1},                      // a constant argument
      {"Init", "I!Shown", 1},                                                       // C in M: constant
      {"Next", "LET d == IF PrintT(\"A\") THEN I!Val ELSE I!Val IN <<d, d>>", 1},  // state level: cached
      {"Next", "LET d == IF PrintT(\"A\") THEN P!Val ELSE P!Val IN <<d, d>>", 2},  // action level
      {"Next", "P!Twice(IF PrintT(\"A\") THEN P!Val ELSE P!Val)", 2},
      {"Next", "P!Shown", 1},
  };
  for (const Row &row : rows) {
    bool init = std::string(row.where) == "Init";
    std::string tla = "---- MODULE C ----\nEXTENDS Naturals, TLC\nVARIABLES x, y\n"
                      "INSTANCE M WITH C <- y\nI == INSTANCE M WITH C <- y\nP == INSTANCE M WITH C <- y'\n"
                      "Init == /\\ y = 1\n        /\\ x = " + std::string(init ? row.e : "<<1, 1>>") + "\n"
                      "Next == /\\ y' = y\n        /\\ x' = " + std::string(init ? "x" : row.e) + "\n====\n";
    SCOPED_TRACE(std::string(row.where) + ": " + row.e);
    TlcRun r = tlcmodel::tlc({{"C.tla", tla}, {"M.tla", m}}, "C", "INIT Init\nNEXT Next\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "1") << r.out;
    EXPECT_EQ(printedLines(r.out), row.printed) << r.out;
  }
}

// A LET definition that prints, captured by a lazy value that outlives the evaluation making it
// (a FcnLambdaValue over Nat put in a set, drawn by CHOOSE and applied): TLC's LazyValue is one
// object in the function's Context, evaluated where the body uses it, and kept by Tool.evalAppl
// under the function's control (the one it was made with: EvalControl.Init in Init) by the level
// of its expression as written: a parameter counts as a constant, whatever it is bound to.
TEST(TlcLazyValueCache, CapturedByALazyFunctionValue) {
  struct Row {
    const char *where; // Init, Next
    const char *shows; // d's expression
    const char *arg;   // Op's argument
    size_t printed;    // TLC's count
  } rows[] = {
      {"Init", "IF PrintT(\"A\") THEN a ELSE a", "y", 1},    // constant as written: cached
      {"Init", "IF PrintT(\"A\") THEN y ELSE y", "y", 2},    // variable level: not in Init
      {"Next", "IF PrintT(\"A\") THEN a ELSE a", "y'", 1},   // constant as written, bound to y': cached
      {"Next", "IF PrintT(\"A\") THEN y ELSE y", "y", 1},    // variable level: cached
      {"Next", "IF PrintT(\"A\") THEN y' ELSE y'", "y", 2},  // action level: not cached
  };
  for (const Row &row : rows) {
    bool init = std::string(row.where) == "Init";
    std::string use = "(CHOOSE g \\in Op(" + std::string(row.arg) + ") : TRUE)[5]";
    std::string tla = "---- MODULE C ----\nEXTENDS Naturals, TLC\nVARIABLES x, y\n"
                      "Op(a) == LET d == " + std::string(row.shows) + " IN {[n \\in Nat |-> d + d]}\n"
                      "Init == /\\ y = 1\n        /\\ x = " + (init ? use : "2") + "\n"
                      "Next == /\\ y' = y\n        /\\ x' = " + (init ? "x" : use) + "\n====\n";
    SCOPED_TRACE(std::string(row.where) + ": " + row.shows + " / " + use);
    TlcRun r = tlcmodel::tlc({{"C.tla", tla}}, "C", "INIT Init\nNEXT Next\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "1") << r.out;
    EXPECT_EQ(printedLines(r.out), row.printed) << r.out;
  }
}

} // namespace
