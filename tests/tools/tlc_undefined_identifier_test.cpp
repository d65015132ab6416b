// A variable read where it has no value: TLC's lookup finds the variable's
// declaration instead of a value and stops with "In evaluation, the
// identifier x is either undefined or not an operator." at the variable's
// occurrence (EC.TLC_CONFIG_UNDEFINED_OR_NO_OPERATOR; TLC's ETest6 asserts
// the text and exit 75). The class: where the read happens (the initial
// predicate before the variable is given a value; a next-state action
// before the primed variable is assigned, directly, under a function
// application, a set, a record or an operator; the bound of a temporal
// quantifier, exit 255 there), each with the identifier and location TLC names.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Case {
  const char *name;
  std::string init, next; // line 5 and line 6 of module M
  std::string var;        // the identifier named
  int col, endCol;        // its occurrence (on line `line`)
  int line;
};

clirun::Result check(const Case &c) {
  std::string tla = "---- MODULE M ----\n"                        // 1
                    "EXTENDS Naturals, Sequences\n"               // 2
                    "VARIABLES x, s\n"                            // 3
                    "Id(v) == v\n"                                // 4
                    "Init == " + c.init + "\n"                    // 5
                    "Next == " + c.next + "\n"                    // 6
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "INIT Init\nNEXT Next\n"}});
  return dir.run("tlc -workers 1 -config M.cfg M.tla");
}

TEST(TlcUndefinedIdentifier, AVariableReadWithoutAValueIsNamedAsTlcNamesIt) {
  const std::string okInit = "x = 0 /\\ s = <<0, 0>>";
  const std::string okNext = "x' = 1 /\\ s' = s";
  const Case cases[] = {
      {"init, compared", "x < 3 /\\ s = <<>>", okNext, "x", 9, 9, 5},
      {"init, in a set", "s = <<>> /\\ x \\in {x}", okNext, "x", 28, 28, 5},
      {"init, applied", "s[1] = 0 /\\ x = 0", okNext, "s", 9, 9, 5},
      {"init, through an operator", "Id(x) = 0 /\\ s = <<>>", okNext, "x", 12, 12, 5},
      {"next, compared", okInit, "x' > 3 /\\ x' = 5 /\\ UNCHANGED s", "x", 9, 9, 6},
      {"next, one element assigned", okInit, "s[1]' = 1 /\\ UNCHANGED x", "s", 9, 9, 6},
      {"next, a record field", okInit, "[a |-> x'].a = 1 /\\ x' = 1 /\\ UNCHANGED s", "x", 16, 16, 6},
      {"next, through an operator", okInit, "Id(x') = 1 /\\ x' = 1 /\\ UNCHANGED s", "x", 12, 12, 6},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    clirun::Result r = check(c);
    EXPECT_EQ(r.rc, 75) << r.out;
    std::string want = "Error: In evaluation, the identifier " + c.var +
                       " is either undefined or not an operator.\nline " + std::to_string(c.line) + ", col " +
                       std::to_string(c.col) + " to line " + std::to_string(c.line) + ", col " +
                       std::to_string(c.endCol) + " of module M\n";
    EXPECT_NE(r.out.find(want), std::string::npos) << want << "\n" << r.out;
  }
}

} // namespace
