// A user-defined postfix operator applied in prefix form, ^+(4), as TLC's suite test204/test205
// write it: every postfix operator a user may define (^+, ^*, ^#), at the top level and through an
// INSTANCE (F!^+(4)), means its postfix application (SANY parses it; TLC evaluates the ASSUMEs).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

const char *kOps[] = {"^+", "^*", "^#"};

TEST(PostfixPrefixForm, EveryPostfixOperatorInPrefixFormIsItsPostfixApplication) {
  std::string defs, assumes, viaInstance;
  int tag = 60;
  for (const char *op : kOps) {
    std::string o = op, t = std::to_string(tag++);
    defs += "z " + o + " == <<" + t + ", z>>\n";
    assumes += "ASSUME " + o + "(4) = <<" + t + ", 4>>\nASSUME " + o + "(4) = 4" + o + "\n";
    viaInstance += "ASSUME F!" + o + "(4) = <<" + t + ", 4>>\n";
  }
  clirun::SpecDir dir({{"Ops.tla", "---- MODULE Ops ----\n" + defs + assumes + "====\n"},
                       {"Spec.tla", "---- MODULE Spec ----\nF == INSTANCE Ops\n" + viaInstance +
                                        "ASSUME ~(F!^+(4) = F!^*(4))\n====\n"},
                       {"Spec.cfg", ""}});
  Result r = dir.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("0 states generated, 0 distinct states found, 0 states left on queue."), std::string::npos)
      << r.out;
  Result s = dir.run("sany -error-codes Ops.tla");
  EXPECT_EQ(s.rc, 0) << s.out;
}

// A false ASSUME stated in the prefix form fails as any false assumption: the form is evaluated,
// not accepted blindly.
TEST(PostfixPrefixForm, AFalseAssumptionInPrefixFormFails) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nz ^# == <<62, z>>\nASSUME ^#(4) = <<62, 5>>\n====\n"},
                       {"Spec.cfg", ""}});
  Result r = dir.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(r.rc, 10) << r.out;
}

} // namespace
