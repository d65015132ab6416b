// Applying a function defined f[x \in S] == e (TLC's FcnLambdaValue) asks S
// whether the argument is in it (FcnLambdaValue.apply: domain.member), so
// where that question raises TLC's error -- an argument of another kind
// than S's elements, a value SUBSET cannot check -- the application raises
// the same error as `arg \in S` does (FingerprintExceptionNextCallstackTest:
// "Attempted to check if the non-enumerable value 42 is element of SUBSET
// 42"), not "not in its domain". The class: each domain kind, the function
// defined at the top level or in a LET, applied while computing a successor
// (the enumerator) and in an invariant (the evaluator).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// The error line(s) after "Error: " up to the location line or the next
// message (the behaviour, the stack of nested expressions: their positions
// differ from the direct form's).
std::string firstError(const std::string &out) {
  size_t at = out.find("Error: ");
  if (at == std::string::npos)
    return {};
  size_t end = std::min(out.find("\nline ", at), out.find("\nError: ", at));
  return out.substr(at + 7, end == std::string::npos ? std::string::npos : end - at - 7);
}

clirun::Result run(const std::string &defs, const std::string &next, const std::string &inv) {
  SpecDir dir({{"F.tla", "---- MODULE F ----\nEXTENDS Integers, Sequences\nVARIABLE x\n" + defs +
                             "\nInit == x = 0\nNext == " + next + "\nInv == " + inv + "\n====\n"},
               {"F.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  return dir.run("tlc -workers 1 -deadlock F.tla");
}

TEST(TlcFunctionDomainMember, TheApplicationRaisesTheDomainsMembershipError) {
  struct Case {
    const char *domain, *arg;
  } cases[] = {{"SUBSET 42", "42"}, {"{1, 2}", "\"a\""}, {"Nat", "\"a\""}, {"Seq({1})", "3"}, {"[{1} -> {2}]", "4"}};
  for (const Case &c : cases) {
    std::string d = c.domain, a = c.arg;
    clirun::Result direct = run("", "x' = IF " + a + " \\in " + d + " THEN 1 ELSE 2", "TRUE");
    std::string expected = firstError(direct.out);
    ASSERT_FALSE(expected.empty()) << d << "\n" << direct.out;
    EXPECT_EQ(expected.find("not in its domain"), std::string::npos) << expected;
    for (const std::string &defs : {"f[s \\in " + d + "] == 1\nOp(v) == f[v]",
                                    "Op(v) == LET g[s \\in " + d + "] == 1 IN g[v]"}) {
      clirun::Result step = run(defs, "x' = Op(" + a + ")", "TRUE");
      EXPECT_EQ(firstError(step.out), expected) << d << " " << defs << "\n" << step.out;
      EXPECT_EQ(step.rc, direct.rc) << step.out;
      clirun::Result inv = run(defs, "x' = 1 - x", "x = 0 \\/ Op(" + a + ") = 1");
      EXPECT_EQ(firstError(inv.out), expected) << d << " " << defs << "\n" << inv.out;
    }
  }
}

} // namespace
