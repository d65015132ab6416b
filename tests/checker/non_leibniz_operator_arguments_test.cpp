// The non-Leibniz built-ins passed by name to an operator parameter (TLC's
// test52: PrimeTest('), UnchangedTest(UNCHANGED)): TLC applies each to the
// argument as written, as if in its place. Each is checked in an implied
// action (PROPERTY [][A]_v), holding and violated, against the same operator
// written in place. (EnabledTest(ENABLED) as an invariant is action-level
// for SANY, the level of its argument: test52 leaves it out for that.)
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

Outcome run(const std::string &defs, const std::string &cfgTail) {
  std::string tla = "---- MODULE NonLeibnizArgs ----\nEXTENDS Integers\nVARIABLE x, y\n"
                    "Init == x = 0 /\\ y = 0\nNext == x' = (x + 1) % 3 /\\ UNCHANGED y\n"
                    "Apply(Op(_), a) == Op(a)\n";
  tla += defs;
  tla += "\n====\n";
  CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\n" + cfgTail);
  EXPECT_EQ(r.stage, Stage::Loaded) << r.problem;
  return r.result.outcome;
}

TEST(NonLeibnizOperatorArguments, AppliedAsWrittenInPlace) {
  struct Row {
    const char *passed, *inPlace;
    bool holds;
  } rows[] = {
      {"Apply(UNCHANGED, y)", "UNCHANGED y", true},
      {"Apply(UNCHANGED, x)", "UNCHANGED x", false},
      {"Apply(UNCHANGED, <<x, y>>)", "UNCHANGED <<x, y>>", false},
      {"Apply(', x) = (x + 1) % 3", "x' = (x + 1) % 3", true},
      {"Apply(', y) = y + 1", "y' = y + 1", false},
  };
  for (const Row &row : rows) {
    Outcome want = row.holds ? Outcome::Success : Outcome::ActionPropertyViolated;
    EXPECT_EQ(run(std::string("A == ") + row.passed + "\nP == [][A]_<<x, y>>", "PROPERTY P\n"), want) << row.passed;
    EXPECT_EQ(run(std::string("A == ") + row.inPlace + "\nP == [][A]_<<x, y>>", "PROPERTY P\n"), want) << row.inPlace;
  }
}

} // namespace
} // namespace tlacore
