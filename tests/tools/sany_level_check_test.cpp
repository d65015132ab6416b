// `tlacore sany` on SANY's level-check errors: the texts OpApplNode.levelCheck gives the misuses of
// temporal operators with actions (every operator and spelling it checks), AssumeNode.levelCheck's for a
// non-constant assumption (each level, named or not), and SANY.frontEndSemanticAnalysis
// level-checking a module only while no error is recorded (an error of the Generator in the module, or
// any error of an earlier module, leaves the module's level errors unreported).
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

} // namespace
