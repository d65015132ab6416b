// An operator constant the cfg gives line by line, `CONSTANT F(0) = 1`
// (TLC's OpRcdValue, ConstantOperatorConfigurationTest): the value of the
// line whose arguments equal the application's. The class: one and two
// arguments, values of each cfg kind (integers, strings, model values, sets,
// tuples), the operator applied directly, passed to a higher-order operator,
// in Init, Next and an invariant, and applied to arguments without a line.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

using namespace tlacore;

namespace {

const char *kSpec = R"(---- MODULE Table ----
EXTENDS Naturals
CONSTANTS F(_), G(_, _), a, b
VARIABLE x
Apply(Op(_), v) == Op(v)
Init == x = F(0)
Next == \/ x' = F(x)
        \/ x' = Apply(F, x)
Inv == G(a, "s") = {1, 2} /\ G(b, <<1>>) = "t"
====
)";

const char *kCfg = "CONSTANTS a = a b = b\n"
                   "F(0) = 1\nF(1) = 2\nF(2) = 0\n"
                   "G(a, \"s\") = {1, 2}\nG(b, <<1>>) = \"t\"\n"
                   "INIT Init\nNEXT Next\nINVARIANT Inv\n";

TEST(OperatorTable, LinesGiveTheValues) {
  checktest::CheckRun r = checktest::checkText({kSpec}, kCfg);
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::Success))
      << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 3u); // 1 -> 2 -> 0 -> 1
  EXPECT_EQ(r.result.generated, 7u);
}

TEST(OperatorTable, ArgumentsWithoutALineAreAnError) {
  std::string cfg = kCfg;
  cfg.replace(cfg.find("F(2) = 0\n"), 9, "F(2) = 7\n"); // F(7) has no line
  checktest::CheckRun r = checktest::checkText({kSpec}, cfg);
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::EvalErrorNext));
  EXPECT_NE(r.result.error.message.find("to arguments (7), which is undefined."), std::string::npos)
      << r.result.error.message;
}

TEST(OperatorTable, AnArityTheConstantDoesNotHaveIsACfgError) {
  std::string cfg = kCfg;
  cfg.replace(cfg.find("F(0) = 1"), 8, "F(0, 1) = 1");
  checktest::CheckRun r = checktest::checkText({kSpec}, cfg);
  EXPECT_NE(r.stage, checktest::Stage::Loaded);
}

} // namespace
