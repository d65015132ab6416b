// Constant definitions TLC evaluates at start-up, used or not
// (SpecProcessor.processConstantDefns: every definition without parameters
// of constant level, modules in semantic order, errors swallowed, the value
// kept): those whose evaluation shows (Print, PrintT, TLCSet) print and set
// registers there, before the ASSUMEs, once, in BFS, -simulate and -dfid.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

const char *kBase = R"(---- MODULE Base ----
EXTENDS TLC
BaseHello == PrintT("base")
====
)";

const char *kStart = R"(---- MODULE Start ----
EXTENDS Naturals, TLC, Base
VARIABLE x
Hello == PrintT("hello")
Used == PrintT("used")
Bad == PrintT(1 \div 0)
Reg == TLCSet(1, 5)
Twice == Hello /\ Hello
ASSUME PrintT(<<"assume", TLCGet(1)>>)
ASSUME Used /\ Twice
Init == x = 0
Next == x' = x
====
)";

// The lines Print/PrintT wrote right after "Starting..." (values: they open with '"' or '<').
std::string printed(const std::string &out) {
  size_t at = out.find('\n', out.find("Starting...")) + 1;
  std::string lines;
  while (at < out.size() && (out[at] == '"' || out[at] == '<')) {
    size_t end = out.find('\n', at);
    lines += out.substr(at, end - at + 1);
    at = end + 1;
  }
  return lines;
}

TEST(TlcStartupConstants, EvaluatedOnceBeforeTheAssumptionsInEveryMode) {
  for (const char *args : {"-deadlock", "-deadlock -simulate num=1 -depth 2", "-deadlock -dfid 3"}) {
    tlcmodel::TlcRun r = tlcmodel::tlc({{"Base.tla", kBase}, {"Start.tla", kStart}}, "Start.tla",
                                       "INIT Init\nNEXT Next\n", args);
    EXPECT_EQ(r.exit, 0) << args << "\n" << r.out;
    EXPECT_EQ(printed(r.out), "\"base\"\n\"hello\"\n\"used\"\n<<\"assume\", 5>>\n") << args << "\n" << r.out;
  }
}

} // namespace
