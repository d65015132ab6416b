// The name of a THEOREM whose statement is an expression, used in Init or Next (THEOREM Thm1 ==
// x \in 0..C; Init == Thm1 /\ ...), as TLC's suite test216 uses it: TLC expands it as it expands
// an operator definition, so it assigns the variables (21 initial states of test216, 7 distinct).
// Enumerated: the name alone and under a disjunction, in Init and in Next, with the whole-statement
// selector Thm!: next to it, and a theorem of another level (a constant fact as a guard).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

Result run(const std::string &defs) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Naturals\nVARIABLE x\n"
                                    "THEOREM InitThm == x \\in 0..2\nTHEOREM StepThm == x' = (x + 1) % 3\n"
                                    "THEOREM Fact == 1 + 1 = 2\n" +
                                        defs + "\n====\n"},
                       {"Spec.cfg", "INIT Init\nNEXT Next\n"}});
  return dir.run("tlc -workers 1 Spec.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

TEST(TheoremAsAction, ATheoremsNameAssignsInInitAndNext) {
  struct Case {
    const char *defs;
    const char *counts;
  };
  const Case cases[] = {
      {"Init == InitThm\nNext == StepThm", "6 states generated, 3 distinct states found, 0 states left on queue."},
      {"Init == InitThm!:\nNext == StepThm!:", "6 states generated, 3 distinct states found, 0 states left on queue."},
      {"Init == InitThm \\/ InitThm!:\nNext == StepThm \\/ StepThm",
       "12 states generated, 3 distinct states found, 0 states left on queue."},
      {"Init == Fact /\\ InitThm\nNext == Fact /\\ StepThm /\\ Fact",
       "6 states generated, 3 distinct states found, 0 states left on queue."},
  };
  for (const Case &c : cases) {
    Result r = run(c.defs);
    EXPECT_EQ(r.rc, 0) << c.defs << "\n" << r.out;
    EXPECT_TRUE(has(r.out, c.counts)) << c.defs << "\n" << r.out;
  }
}

} // namespace
