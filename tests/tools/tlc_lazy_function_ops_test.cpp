// A function [x \in S |-> e] over a domain TLC cannot list (Nat, Int, SUBSET Nat), as TLC 1.8.0 keeps
// it: Tool's OPCODE_fc returns a FcnLambdaValue, never built where it is only applied (apply: the
// domain's member(), then e at the argument), whose DOMAIN is S; where it must be built
// (FcnLambdaValue.equals / SetOfFcnsValue.member call toFcnRcd) its FcnParams.size() asks S's size
// and UserValue.size() fails. Class test: operations x domain kinds, each with TLC's value or text.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

TlcRun assume(const std::string &expr) {
  std::string tla = "---- MODULE G ----\nEXTENDS Naturals, Integers, TLC\n\nASSUME PrintT(" + expr + ")\n====\n";
  return tlcmodel::tlc({{"G.tla", tla}}, "G", "", "");
}

struct Domain {
  const char *set, *arg, *applied, *outside, *sizeOf;
};

// f == [n \in S |-> <<n>>]; `applied`: f[arg] as TLC prints it; `sizeOf`: the overridden value UserValue.size() names.
const Domain kDomains[] = {
    {"Nat", "3", "<<3>>", "-1", "Nat"},
    {"Int", "-5", "<<-5>>", nullptr, "Int"}, // every integer is in Int; anything else an error
    {"SUBSET Nat", "{1, 2}", "<<{1, 2}>>", "{-1}", "Nat"},
};

TEST(TlcLazyFunctionOps, AppliedWhereTlcKeepsItLazy) {
  for (const Domain &d : kDomains) {
    std::string f = std::string("[n \\in ") + d.set + " |-> <<n>>]";
    SCOPED_TRACE(f);
    struct Row {
      std::string expr, value;
    } rows[] = {
        {f + "[" + d.arg + "]", d.applied},
        {"LET g == " + f + " IN g[" + d.arg + "]", d.applied},
        {"LET Ap(h, a) == h[a] IN Ap(" + f + ", " + d.arg + ")", d.applied},
        {"[" + f + " EXCEPT ![" + d.arg + "] = 7][" + d.arg + "]", "7"},
        // DOMAIN is S itself (FcnLambdaValue.getDomain), not listed: asked about arg.
        {std::string(d.arg) + " \\in DOMAIN " + f, "TRUE"},
        {d.outside ? std::string(d.outside) + " \\in DOMAIN " + f : std::string(), "FALSE"},
    };
    for (const Row &row : rows) {
      if (row.expr.empty())
        continue;
      TlcRun r = assume(row.expr);
      EXPECT_EQ(r.exit, 0) << row.expr << "\n" << r.out;
      EXPECT_NE(r.out.find("\n" + row.value + "\n"), std::string::npos) << row.expr << "\n" << r.out;
    }
  }
}

TEST(TlcLazyFunctionOps, BuiltWholeItFailsWithTheDomainsSize) {
  for (const Domain &d : kDomains) {
    std::string f = std::string("[n \\in ") + d.set + " |-> <<n>>]";
    for (const std::string &expr : {f + " = " + f, f + " \\in [" + d.set + " -> Nat]", f + " = 3"}) {
      TlcRun r = assume(expr);
      EXPECT_EQ(r.exit, 10) << expr << "\n" << r.out;
      EXPECT_NE(r.out.find("\nAttempted to compute the number of elements in the overridden value " + std::string(d.sizeOf) +
                           ".\n"),
                std::string::npos)
          << expr << "\n" << r.out;
    }
  }
}

} // namespace
