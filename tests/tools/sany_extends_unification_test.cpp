// `tlacore sany` on a name that two EXTENDed modules both export (SANY's Context.mergeExtendContext):
// two symbols of the same Java class (OpDefNode, OpDeclNode, ThmOrAssumpDefNode) are a warning, of
// different classes an error; either is reported at the later symbol's own definition or declaration
// and names the kept one's ("definition" for an OpDefNode, else "declaration"). Found with muratdem's
// MDBTLA (MDB's Max and FiniteSetsExt's Max, through SequencesExt).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

// SANY's location of `text` (on one line) in `module`, whose file holds `body` after its header line.
std::string loc(const std::string &module, const std::string &body, const std::string &text) {
  size_t at = body.find(text);
  if (at == std::string::npos)
    return "<" + text + " not found>";
  size_t lineStart = body.rfind('\n', at);
  lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
  int line = 2;
  for (size_t i = 0; i < at; ++i)
    line += body[i] == '\n';
  size_t col = at - lineStart + 1;
  return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
         ", col " + std::to_string(col + text.size() - 1) + " of module " + module;
}

struct Case {
  std::string a, b;            // the bodies of modules A and B (M EXTENDS A, B)
  std::string aText, bText;    // the kept (A) and the later (B) symbol's SANY range, as written
  std::string name, kind;      // the name, and the kept symbol's node kind
};

clirun::Result run(const Case &c) {
  clirun::SpecDir dir({{"A.tla", "---- MODULE A ----\n" + c.a + "\n====\n"},
                       {"B.tla", "---- MODULE B ----\n" + c.b + "\n====\n"},
                       {"N.tla", "---- MODULE N ----\nK == 1\n====\n"},
                       {"M.tla", "---- MODULE M ----\nEXTENDS A, B\n====\n"}});
  return dir.run("sany -error-codes M.tla");
}

std::string entry(const Case &c, bool warning) {
  return loc("B", c.b, c.bText) + "\n\n" + (warning ? "Warning: the " : "The ") + c.kind + " of '" + c.name +
         "' conflicts with \nits " + c.kind + " at " + loc("A", c.a, c.aText) + ".\n";
}

// Two of the same class: every OpDefNode form (operator, infix operator, function, named instance), two
// constants, two theorems or assumptions. The definition of the module extended first is kept.
TEST(SanyExtendsUnification, SameClassIsAWarningAtTheLaterDefinition) {
  const Case cases[] = {
      {"Max(S) == CHOOSE x \\in S : TRUE", "Max(S) == CHOOSE y \\in S : y = y", "Max(S) == CHOOSE x \\in S : TRUE",
       "Max(S) == CHOOSE y \\in S : y = y", "Max", "definition"},
      {"a ++ b == a", "x ++ y == y", "a ++ b == a", "x ++ y == y", "++", "definition"},
      {"f[x \\in {1}] == x", "f(x) == x", "f[x \\in {1}] == x", "f(x) == x", "f", "definition"},
      {"Op == 1", "Op[x \\in {1}] == x", "Op == 1", "Op[x \\in {1}] == x", "Op", "definition"},
      {"I == INSTANCE N", "I == INSTANCE N", "I == INSTANCE N", "I == INSTANCE N", "I", "definition"},
      {"CONSTANT c", "CONSTANTS d, c", "c", "c", "c", "declaration"},
      {"THEOREM T == TRUE", "THEOREM T == FALSE", "THEOREM T == TRUE", "THEOREM T == FALSE", "T", "declaration"},
      {"ASSUME T == TRUE", "THEOREM T == FALSE", "ASSUME T == TRUE", "THEOREM T == FALSE", "T", "declaration"},
  };
  for (const Case &c : cases) {
    clirun::Result r = run(c);
    EXPECT_EQ(r.rc, 0) << c.a << " / " << c.b << "\n" << r.out;
    std::string want = "*** Warnings: 1\n\n" + entry(c, true);
    EXPECT_NE(r.out.find(want), std::string::npos) << c.a << " / " << c.b << "\nwant:\n" << want << "\ngot:\n" << r.out;
    EXPECT_EQ(r.out.find("*** Errors"), std::string::npos) << r.out;
  }
}

// Of different classes: an error (-error-codes: 4), worded with the kept symbol's kind twice
// (kindOfNode(symbol)).
TEST(SanyExtendsUnification, DifferentClassesAreAnError) {
  const Case cases[] = {
      {"x == 1", "CONSTANT x", "x == 1", "x", "x", "definition"},
      {"CONSTANT x", "x == 1", "x", "x == 1", "x", "declaration"},
      {"THEOREM x == TRUE", "x == 1", "THEOREM x == TRUE", "x == 1", "x", "declaration"},
      {"x == 1", "ASSUME x == TRUE", "x == 1", "ASSUME x == TRUE", "x", "definition"},
  };
  for (const Case &c : cases) {
    clirun::Result r = run(c);
    EXPECT_EQ(r.rc, 4) << c.a << " / " << c.b << "\n" << r.out;
    std::string want = "*** Errors: 1\n\n" + entry(c, false);
    EXPECT_NE(r.out.find(want), std::string::npos) << c.a << " / " << c.b << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

// The same definition reached twice (A and B both extend C), and a LOCAL one, are no conflict.
TEST(SanyExtendsUnification, OneDefinitionTwiceOrALocalOneIsNone) {
  clirun::SpecDir dir({{"C.tla", "---- MODULE C ----\nMax(S) == CHOOSE x \\in S : TRUE\n====\n"},
                       {"A.tla", "---- MODULE A ----\nEXTENDS C\n====\n"},
                       {"B.tla", "---- MODULE B ----\nEXTENDS C\nLOCAL Min == 1\n====\n"},
                       {"D.tla", "---- MODULE D ----\nMin == 2\n====\n"},
                       {"M.tla", "---- MODULE M ----\nEXTENDS A, B, D\n====\n"}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(r.out.find("*** Warnings"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("*** Errors"), std::string::npos) << r.out;
}

} // namespace
