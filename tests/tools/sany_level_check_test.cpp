// `tlacore sany` on SANY's level-check errors: the texts OpApplNode.levelCheck gives the misuses of
// temporal operators with actions (every operator and spelling it checks), AssumeNode.levelCheck's for a
// non-constant assumption (each level, named or not), and SANY.frontEndSemanticAnalysis
// level-checking a module only while no error is recorded (an error of the Generator in the module, or
// any error of an earlier module, leaves the module's level errors unreported); OpApplNode.levelCheck's
// text for a bounded variable's range above action level, for every binder with ranges; and the order
// in which ModuleNode.levelCheck reports a module's level errors (RECURSIVE sections, definitions, the
// statements of named theorems and assumptions, then theorems, assumptions and proofs in order).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

// SANY's location of the first occurrence of `text` in module `module` whose file is `file`.
std::string loc(const std::string &module, const std::string &file, const std::string &text) {
  size_t at = file.find(text);
  if (at == std::string::npos)
    return "<" + text + " not found>";
  auto lineCol = [&](size_t offset) {
    int line = 1;
    size_t lineStart = 0;
    for (size_t i = 0; i < offset; ++i)
      if (file[i] == '\n') {
        ++line;
        lineStart = i + 1;
      }
    return std::make_pair(line, static_cast<int>(offset - lineStart + 1));
  };
  auto [l1, c1] = lineCol(at);
  auto [l2, c2] = lineCol(at + text.size() - 1);
  return "line " + std::to_string(l1) + ", col " + std::to_string(c1) + " to line " + std::to_string(l2) + ", col " +
         std::to_string(c2) + " of module " + module;
}

std::string mod(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

struct Case {
  std::string what, def, at, message;
};

TEST(SanyLevelCheck, TemporalMisuseOfEveryOperatorCarriesSanysText) {
  const std::string act = "(x' > x)", tmp = "[](x = 0)";
  const Case cases[] = {
      {"[] of an action", "P == [](x' > x)", "[](x' > x)", "[] followed by action not of form [A]_v."},
      {"<> of an action", "P == <>(x' > x)", "<>(x' > x)", "<> followed by action not of form <<A>>_v."},
      {"~> with an action on the left", "P == " + act + " ~> (x = 0)", act + " ~> (x = 0)",
       "Action used where only temporal formula or state predicate allowed."},
      {"~> with an action on the right", "P == (x = 0) ~> " + act, "(x = 0) ~> " + act,
       "Action used where only temporal formula or state predicate allowed."},
      {"-+-> with an action", "P == " + act + " -+-> " + tmp, act + " -+-> " + tmp,
       "Action used where only temporal formula or state predicate allowed."},
      {"/\\", "P == " + act + " /\\ " + tmp, act + " /\\ " + tmp, "\\land has both temporal formula and action as arguments."},
      {"\\land", "P == " + tmp + " \\land " + act, tmp + " \\land " + act,
       "\\land has both temporal formula and action as arguments."},
      {"\\/", "P == " + act + " \\/ " + tmp, act + " \\/ " + tmp, "\\lor has both temporal formula and action as arguments."},
      {"\\lor", "P == " + act + " \\lor " + tmp, act + " \\lor " + tmp,
       "\\lor has both temporal formula and action as arguments."},
      {"=>", "P == " + act + " => " + tmp, act + " => " + tmp, "=> has both temporal formula and action as arguments."},
      {"<=>", "P == " + act + " <=> " + tmp, act + " <=> " + tmp,
       "\\equiv has both temporal formula and action as arguments."},
      {"\\equiv", "P == " + act + " \\equiv " + tmp, act + " \\equiv " + tmp,
       "\\equiv has both temporal formula and action as arguments."},
      {"bulleted conjunction", "P == /\\ " + act + "\n     /\\ " + tmp, "/\\ " + act + "\n     /\\ " + tmp,
       "Conjunction list has both temporal formula and action as arguments."},
      {"bulleted disjunction", "P == \\/ " + tmp + "\n     \\/ " + act, "\\/ " + tmp + "\n     \\/ " + act,
       "Disjunction list has both temporal formula and action as arguments."},
      {"\\E over an action-level bound (at the bound)", "P == \\E y \\in {x'} : [](x = y)", "{x'}",
       "Action-level bound of quantified temporal formula."},
      {"\\A, the action-level one of two bounds", "P == \\A y \\in {1}, z \\in {x' + 1} : [](x = y + z)", "{x' + 1}",
       "Action-level bound of quantified temporal formula."},
  };
  for (const Case &c : cases) {
    std::string m = mod("M", "EXTENDS Naturals\nVARIABLE x\n" + c.def);
    clirun::SpecDir dir({{"M.tla", m}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << c.what << "\n" << r.out;
    std::string want = "*** Errors: 1\n\n" + loc("M", m, c.at) + "\n\n" + c.message + "\n";
    EXPECT_NE(r.out.find(want), std::string::npos) << c.what << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

TEST(SanyLevelCheck, NonConstantAssumptionAtTheWholeAssumptionWithItsLevel) {
  const Case cases[] = {
      {"state level", "ASSUME x = 1", "ASSUME x = 1", "1"},
      {"action level, named", "ASSUME A == x' = 1", "ASSUME A == x' = 1", "2"},
      {"temporal level", "ASSUME [](x = 1)", "ASSUME [](x = 1)", "3"},
      {"AXIOM", "AXIOM x = 1", "AXIOM x = 1", "1"},
  };
  for (const Case &c : cases) {
    std::string m = mod("M", "VARIABLE x\n" + c.def);
    clirun::SpecDir dir({{"M.tla", m}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << c.what << "\n" << r.out;
    std::string want = "*** Errors: 1\n\n" + loc("M", m, c.at) +
                       "\n\nLevel error: assumptions must be level 0 (Constant), \nbut this one has level " + c.message +
                       ".\n";
    EXPECT_NE(r.out.find(want), std::string::npos) << c.what << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

TEST(SanyLevelCheck, ModuleNotLevelCheckedOnceAnErrorIsRecorded) {
  const std::string levelError = "L == (x' # x) ~> (x = 0)";
  const std::string levelText = "Action used where only temporal formula or state predicate allowed.";
  const std::string unknown = "U == Undefined";
  const std::string unknownText = "Unknown operator: `Undefined'.";
  auto count = [](const std::string &out, const std::string &text) {
    size_t n = 0;
    for (size_t at = out.find(text); at != std::string::npos; at = out.find(text, at + 1))
      ++n;
    return n;
  };
  {
    // A level error and a Generator error in one module: the level check does not run.
    clirun::SpecDir dir({{"M.tla", mod("M", "VARIABLE x\n" + levelError + "\n" + unknown)}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << r.out;
    EXPECT_NE(r.out.find("*** Errors: 1\n"), std::string::npos) << r.out;
    EXPECT_EQ(count(r.out, unknownText), 1u) << r.out;
    EXPECT_EQ(count(r.out, levelText), 0u) << r.out;
  }
  {
    // The Generator error comes after the level error in the module: still no level check.
    clirun::SpecDir dir({{"M.tla", mod("M", "VARIABLE x\n" + unknown + "\n" + levelError)}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(count(r.out, levelText), 0u) << r.out;
    EXPECT_EQ(count(r.out, unknownText), 1u) << r.out;
  }
  {
    // A Generator error in an extended module: the extending module is not level-checked.
    clirun::SpecDir dir({{"E.tla", mod("E", unknown)},
                         {"M.tla", mod("M", "EXTENDS E\nVARIABLE x\n" + levelError)}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << r.out;
    EXPECT_GE(count(r.out, unknownText), 1u) << r.out;
    EXPECT_EQ(count(r.out, levelText), 0u) << r.out;
  }
  {
    // A level error in an extended module: reported; the extending module's is not.
    const std::string e = mod("E", "VARIABLE y\nK == (y' # y) ~> (y = 0)");
    clirun::SpecDir dir({{"E.tla", e}, {"M.tla", mod("M", "EXTENDS E\nVARIABLE x\n" + levelError)}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << r.out;
    EXPECT_NE(r.out.find(loc("E", e, "(y' # y) ~> (y = 0)") + "\n\n" + levelText), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("of module M\n\n"), std::string::npos) << r.out;
  }
  {
    // The extending module's Generator error does not undo the extended module's level check.
    const std::string e = mod("E", "VARIABLE y\nK == (y' # y) ~> (y = 0)");
    clirun::SpecDir dir({{"E.tla", e}, {"M.tla", mod("M", "EXTENDS E\nVARIABLE x\n" + unknown)}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_NE(r.out.find(loc("E", e, "(y' # y) ~> (y = 0)") + "\n\n" + levelText), std::string::npos) << r.out;
    EXPECT_EQ(count(r.out, unknownText), 1u) << r.out;
  }
  {
    // Without any other error every level error of the module is reported.
    clirun::SpecDir dir({{"M.tla", mod("M", "VARIABLE x\n" + levelError + "\nL2 == <>(x' = x)")}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_NE(r.out.find("*** Errors: 2\n"), std::string::npos) << r.out;
    EXPECT_EQ(count(r.out, levelText), 1u) << r.out;
  }
}

// OpApplNode.levelCheck: a range above action level, named by its first bounded variable, whose
// FormalParamNode prints as its location (SemanticNode.toString), at the whole application.
TEST(SanyLevelCheck, TemporalRangeOfEveryBinderNamesItsVariable) {
  struct Binder {
    std::string what, def, at, op, var;
  };
  const std::string tmp = "[](x = 0)";
  const Binder binders[] = {
      {"\\E", "P == \\E yy \\in " + tmp + " : TRUE", "\\E yy \\in " + tmp + " : TRUE", "$BoundedExists", "yy"},
      {"\\A", "P == \\A yy \\in <>(x = 0) : TRUE", "\\A yy \\in <>(x = 0) : TRUE", "$BoundedForall", "yy"},
      {"\\E, the second of two groups", "P == \\E aa \\in {1}, bb, cc \\in " + tmp + " : TRUE",
       "\\E aa \\in {1}, bb, cc \\in " + tmp + " : TRUE", "$BoundedExists", "bb"},
      {"\\A over a tuple", "P == \\A <<aa, bb>> \\in " + tmp + " : TRUE", "\\A <<aa, bb>> \\in " + tmp + " : TRUE",
       "$BoundedForall", "aa"},
      {"CHOOSE", "P == CHOOSE yy \\in " + tmp + " : TRUE", "CHOOSE yy \\in " + tmp + " : TRUE", "$BoundedChoose",
       "yy"},
      {"set filter", "P == {yy \\in " + tmp + " : TRUE}", "{yy \\in " + tmp + " : TRUE}", "$SubsetOf", "yy"},
      {"set map", "P == {1 : yy \\in " + tmp + "}", "{1 : yy \\in " + tmp + "}", "$SetOfAll", "yy"},
      {"function constructor", "P == [yy \\in " + tmp + " |-> 1]", "[yy \\in " + tmp + " |-> 1]",
       "$FcnConstructor", "yy"},
      // A function definition: its OpApplNode has the definition's syntax node (Generator.processFunction).
      {"function definition", "f[yy \\in " + tmp + "] == 1", "f[yy \\in " + tmp + "] == 1", "$NonRecursiveFcnSpec",
       "yy"},
      {"recursive function definition", "f[yy \\in " + tmp + "] == f[yy]", "f[yy \\in " + tmp + "] == f[yy]",
       "$RecursiveFcnSpec", "yy"},
  };
  for (const Binder &b : binders) {
    std::string m = mod("M", "VARIABLE x\n" + b.def);
    clirun::SpecDir dir({{"M.tla", m}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    EXPECT_EQ(r.rc, 4) << b.what << "\n" << r.out;
    std::string want = "*** Errors: 1\n\n" + loc("M", m, b.at) + "\n\nLevel error in applying operator " + b.op +
                       ":\nThe level of the range for the bounded variable " + loc("M", m, b.var) +
                       " \nexceeds the maximum level allowed by the operator.\n";
    EXPECT_NE(r.out.find(want), std::string::npos) << b.what << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
  // A range with a level error of its own is not level-correct: only that error.
  std::string m = mod("M", "VARIABLE x\nP == \\E yy \\in [](x' # x) : TRUE");
  clirun::SpecDir dir({{"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_NE(r.out.find("*** Errors: 1\n\n" + loc("M", m, "[](x' # x)") + "\n\n[] followed by action not of form [A]_v.\n"),
            std::string::npos)
      << r.out;
}

// ModuleNode.levelCheck: definitions first (getOpDefs), then the statements of named theorems and
// assumptions (getThmOrAssDefs), then theorems, assumptions and their proofs in order (getTopLevel),
// whatever the order of the text.
TEST(SanyLevelCheck, LevelErrorsInModuleNodeLevelCheckOrder) {
  const std::string unnamedThm = "THEOREM <>(x' # x)";
  const std::string namedThm = "THEOREM T == [](x' # x)";
  const std::string assume = "ASSUME x = 1";
  const std::string def = "P == (x # x') ~> (x = 0)";
  const std::string namedAssume = "ASSUME A == [](x' = x)";
  std::string m = mod("M", "VARIABLE x\n" + unnamedThm + "\n" + assume + "\n" + namedThm + "\n" + namedAssume + "\n" + def);
  clirun::SpecDir dir({{"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_EQ(r.rc, 4) << r.out;
  auto entry = [&](const std::string &at, const std::string &text) { return loc("M", m, at) + "\n\n" + text + "\n\n\n"; };
  std::string want =
      "*** Errors: 6\n\n" + entry("(x # x') ~> (x = 0)", "Action used where only temporal formula or state predicate allowed.") +
      entry("[](x' # x)", "[] followed by action not of form [A]_v.") +
      entry("[](x' = x)", "[] followed by action not of form [A]_v.") +
      entry("<>(x' # x)", "<> followed by action not of form <<A>>_v.") +
      entry(assume, "Level error: assumptions must be level 0 (Constant), \nbut this one has level 1.") +
      entry(namedAssume, "Level error: assumptions must be level 0 (Constant), \nbut this one has level 3.");
  EXPECT_NE(r.out.find(want), std::string::npos) << "want:\n" << want << "\ngot:\n" << r.out;
}

} // namespace
