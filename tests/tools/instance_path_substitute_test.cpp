// An instance-qualified operator named without arguments as the substitute of an operator
// constant (INSTANCE M WITH Op2 <- I!Leibniz), as TLC's suite test212 writes it: SANY takes it as
// an operator whose parameters are the instances' then the operator's, so its arity counts both,
// and checks that it is Leibniz in all of them. Enumerated: an instance with and without
// parameters, nested (I!J!Op), the arity right and wrong, and non-Leibniz by a primed parameter of
// the operator, by ENABLED in the operator, and by an instance parameter under ENABLED.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

const char *kB = "---- MODULE B ----\nVARIABLE y\nNoArg == y'\nLeibniz(a4) == <<a4, y>>\n"
                 "Leibniz2(a44, a45) == <<a44, a45, y>>\nNonLeibniz(a5) == ENABLED a5\n"
                 "NonLeibniz2(a6, a7) == {a6', a7}\n====\n";
const char *kC = "---- MODULE C ----\nCONSTANT Op(_), Op2(_, _)\n====\n";
const char *kJ = "---- MODULE J ----\nVARIABLE y\nK(b) == INSTANCE B WITH y <- b\n====\n";

Result sany(const std::string &substitution) {
  clirun::SpecDir dir({{"B.tla", kB},
                       {"C.tla", kC},
                       {"J.tla", kJ},
                       {"A.tla", "---- MODULE A ----\nVARIABLE x\nL == INSTANCE B WITH y <- x\n"
                                 "I(a) == INSTANCE B WITH y <- a\nLL == INSTANCE B WITH y <- ENABLED (x' = x)\n"
                                 "NonL(a) == INSTANCE B WITH y <- ENABLED a\nN == INSTANCE J WITH y <- x\n"
                                 "Leibniz(a2) == {a2, x'}\nLeibniz2(a, b) == <<a, b, x'>>\n"
                                 "X == INSTANCE C WITH " +
                                     substitution + "\n====\n"}});
  return dir.run("sany A.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

TEST(InstancePathSubstitute, TheArityCountsTheInstancesParametersAndLeibnizIsChecked) {
  struct Case {
    const char *substitution;
    const char *error; // "" when legal
  };
  const Case cases[] = {
      // Legal: Leibniz in every parameter, arity 1 or 2 with the instances' parameters.
      {"Op <- L!Leibniz, Op2 <- L!Leibniz2", ""},
      {"Op <- Leibniz, Op2 <- I!Leibniz", ""},
      {"Op <- LL!Leibniz, Op2 <- LL!Leibniz2", ""},
      {"Op <- L!Leibniz, Op2 <- N!K!Leibniz", ""},
      // Non-Leibniz: a primed or ENABLED parameter of the operator, an instance parameter under ENABLED.
      {"Op <- Leibniz, Op2 <- L!NonLeibniz2", "A non-Leibniz operator substituted for 'Op2'."},
      {"Op <- L!NonLeibniz, Op2 <- Leibniz2", "A non-Leibniz operator substituted for 'Op'."},
      {"Op <- Leibniz, Op2 <- I!NonLeibniz", "A non-Leibniz operator substituted for 'Op2'."},
      {"Op <- NonL!NoArg, Op2 <- Leibniz2", "A non-Leibniz operator substituted for 'Op'."},
      {"Op <- Leibniz, Op2 <- NonL!Leibniz", "A non-Leibniz operator substituted for 'Op2'."},
      // The wrong arity: the instance's parameters count.
      {"Op <- I!Leibniz, Op2 <- Leibniz2",
       "An operator must be substituted for symbol 'Op', and it must have arity 1."},
      {"Op <- Leibniz, Op2 <- L!Leibniz", "An operator must be substituted for symbol 'Op2', and it must have arity 2."},
      {"Op <- N!K!Leibniz, Op2 <- Leibniz2",
       "An operator must be substituted for symbol 'Op', and it must have arity 1."},
  };
  for (const Case &c : cases) {
    Result r = sany(c.substitution);
    std::string what = std::string(c.substitution) + "\n" + r.out;
    if (*c.error) {
      EXPECT_TRUE(has(r.out, "*** Errors: 1\n")) << what;
      EXPECT_TRUE(has(r.out, c.error)) << what;
    } else {
      EXPECT_FALSE(has(r.out, "*** Errors")) << what;
      EXPECT_EQ(r.rc, 0) << what;
    }
  }
}

} // namespace
