// A variable read by name (evaluated without entering an application when
// it is the spec's own, outside any instance, with no cfg override) gives
// what the general path gives (the same variable read through an INSTANCE
// that substitutes it, or through a definition): for every kind of value a
// variable holds, unprimed and primed, and the same error before the
// variable has a value.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

const std::vector<std::string> kValues = {
    "3", "\"s\"", "TRUE", "{1, 2}", "<<1, \"a\">>", "[a |-> 1, b |-> {2}]", "(1 :> 2 @@ 3 :> 4)", "1..4",
    "[i \\in 1..2 |-> {i}]", "{<<>>}", "m1",
};

// Init sets x to `value`, Next steps x to itself and y on; the invariant
// compares x read directly with x read through an INSTANCE and a definition.
CheckRun runWith(const std::string &value) {
  std::string root = "---- MODULE VarRead ----\nEXTENDS Integers, TLC\nCONSTANT m1\nVARIABLES x, y\n"
                     "Get == x\nI == INSTANCE Inner WITH z <- x\n"
                     "Init == x = " + value + " /\\ y = 0\n"
                     "Next == y < 2 /\\ x' = x /\\ y' = y + 1 /\\ x' = I!Z /\\ Get' = x\n"
                     "Inv == x = " + value + " /\\ x = I!Z /\\ x = Get\n====\n";
  std::string inner = "---- MODULE Inner ----\nVARIABLE z\nZ == z\n====\n";
  return checkText({root, inner}, "CONSTANT m1 = m1\nINIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n");
}

TEST(VariableRead, EveryValueKindDirectAndThroughInstance) {
  for (const std::string &v : kValues) {
    CheckRun r = runWith(v);
    ASSERT_EQ(r.stage, Stage::Loaded) << v << ": " << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << v << ": " << r.result.error.message;
    EXPECT_EQ(r.result.distinct, 3u) << v;
  }
}

// Read before it is given a value: the same error directly and through the instance.
TEST(VariableRead, BeforeItHasAValueErrsAsTheGeneralPath) {
  auto initError = [](const std::string &read) {
    std::string root = "---- MODULE VarEarly ----\nVARIABLE x\nI == INSTANCE Inner WITH z <- x\n"
                       "Init == {" + read + "} = {1} /\\ x = 1\nNext == UNCHANGED x\n====\n";
    std::string inner = "---- MODULE Inner ----\nVARIABLE z\nZ == z\n====\n";
    CheckRun r = checkText({root, inner}, "INIT Init\nNEXT Next\n");
    return r.result.error.message;
  };
  std::string direct = initError("x");
  EXPECT_FALSE(direct.empty());
  EXPECT_EQ(direct, initError("I!Z"));
}

} // namespace
} // namespace tlacore
