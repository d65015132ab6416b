// A constant definition that prints is evaluated once, at start-up, by TLC's
// SpecProcessor.processConstantDefns, and its value is what every later use
// reads: Tool.getActions splitting Next over `\E i \in Dom`, Init's domain,
// an invariant, a cfg name. Its line comes once, between "Starting..." and
// "Computing initial states...". Enumerated over those uses; the split of
// Next into actions (made at each run's start since the load-time work moved
// into the run) printed it a second time.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

long count(const std::string &out, const std::string &what) {
  long n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1))
    ++n;
  return n;
}

TEST(TlcStartupPrintOnce, APrintingConstantPrintsOnceWhereverItIsUsed) {
  struct Use {
    const char *name, *init, *next, *inv;
  };
  const Use uses[] = {
      {"\\E domain of Next", "x = 0", "\\E i \\in Dom : x' = i", "TRUE"},
      {"Init's domain", "x \\in Dom", "x' = x", "TRUE"},
      {"invariant", "x = 0", "x' = 1 - x", "x \\in Dom \\/ x = 0"},
      {"every place", "x \\in Dom", "\\E i \\in Dom : x' = i", "x \\in Dom"},
  };
  for (const Use &u : uses) {
    SCOPED_TRACE(u.name);
    std::string spec = std::string("---- MODULE D ----\nEXTENDS Naturals, TLC\nVARIABLE x\n"
                                   "Dom == IF PrintT(\"dom\") THEN {1, 2} ELSE {}\n") +
                       "Init == " + u.init + "\nNext == " + u.next + "\nInv == " + u.inv + "\n====\n";
    tlcmodel::TlcRun r = tlcmodel::tlc({{"D.tla", spec}}, "D.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(count(r.out, "\"dom\""), 1) << r.out;
    size_t printed = r.out.find("\"dom\"");
    EXPECT_LT(r.out.find("Starting..."), printed) << r.out;
    EXPECT_LT(printed, r.out.find("Computing initial states...")) << r.out;
  }
}

} // namespace
