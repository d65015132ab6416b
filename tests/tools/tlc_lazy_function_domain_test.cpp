// Functions TLC keeps lazy over a domain it cannot enumerate: [x \in D |-> e]
// is a FcnLambdaValue, built only when something needs its elements.
// Application evaluates e at the argument (after asking D about it), DOMAIN
// gives D itself (FcnLambdaValue.getDomain: the bound set, or the product of
// the bound sets for several), membership in that domain asks D; comparing
// such a domain with a set of another form lists it (convertAndCache), and a
// set of functions [D -> R] with an R (or D) TLC cannot enumerate raises
// SetOfFcnsValue.Enumerator's text. TLC's Github1109Test is the row of that
// name in corpus/agreement/tlc_test_models_github.tsv (ASSUME DOMAIN C # {}
// with C a two-parameter function over [S -> Seq(S)]); the cases enumerate
// the domain kinds (Nat, Seq(S), [S -> Seq(S)], [Nat -> S], a product of
// them), the operations (application, DOMAIN, \in DOMAIN, comparison with a
// set enumeration) and the place (ASSUME: exit 10; Init: exit 75).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

const std::string kDefs = "S == {\"s\"}\n"
                          "Over(D) == [d \\in D |-> TRUE]\n"
                          "SeqFcn == [s \\in Seq(S) |-> Len(s)]\n"
                          "NatFcn == [n \\in Nat |-> n + 1]\n"
                          "SetFcn == [s \\in [S -> Seq(S)] |-> TRUE]\n"
                          "TwoFcn == [s \\in [S -> Seq(S)], p \\in {1} |-> p]\n"
                          "MixFcn == [s \\in Seq(S), n \\in Nat |-> n]\n";

Result run(const std::string &assume, const std::string &init = "x = 0") {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Naturals, Sequences\nVARIABLE x\n" + kDefs +
                                        "ASSUME " + assume + "\nInit == " + init + "\nNext == x' = x\n====\n"},
                       {"Spec.cfg", "INIT Init\nNEXT Next\n"}});
  return dir.run("tlc -workers 1 Spec.tla");
}

std::string range(const std::string &r) {
  return "Attempted to enumerate a set of the form [D -> R],but the range R:\n" + r + "\ncannot be enumerated.";
}

TEST(TlcLazyFunctionDomain, WhatTlcAnswersWithoutBuildingTheFunction) {
  const char *holds[] = {
      "SeqFcn[<<\"s\", \"s\">>] = 2",
      "NatFcn[41] = 42",
      "TwoFcn[[t \\in S |-> <<>>], 1] = 1",
      "MixFcn[<<>>, 7] = 7",
      "<<\"s\">> \\in DOMAIN SeqFcn",
      "1000 \\in DOMAIN NatFcn",
      "<<[t \\in S |-> <<\"s\">>], 1>> \\in DOMAIN TwoFcn",
      "<<<<>>, 3>> \\in DOMAIN MixFcn",
      "[t \\in S |-> <<>>] \\in DOMAIN Over([S -> Seq(S)])",
      "Over(Nat)[5]",
  };
  for (const char *a : holds) {
    Result r = run(a);
    EXPECT_EQ(r.rc, 0) << a << "\n" << r.out;
  }
}

TEST(TlcLazyFunctionDomain, ListingTheDomainRaisesTheEnumeratorsText) {
  struct Case {
    const char *assume;
    std::string text;
  };
  const Case cases[] = {
      {"DOMAIN SetFcn # {}", range("Seq({\"s\"})")},
      {"DOMAIN TwoFcn # {}", range("Seq({\"s\"})")}, // Github1109: [S -> Seq(S)] \X {1}
      {"DOMAIN Over([S -> Seq(S)]) = {}", range("Seq({\"s\"})")},
      {"[S -> Seq(S)] = {}", range("Seq({\"s\"})")},
      {"[Nat -> S] # {}", "Attempted to enumerate a set of the form [D -> R],but the domain D:\nNat\ncannot be enumerated."},
      {"DOMAIN Over([Nat -> S]) = {1}",
       "Attempted to enumerate a set of the form [D -> R],but the domain D:\nNat\ncannot be enumerated."},
  };
  for (const Case &c : cases) {
    Result r = run(c.assume);
    EXPECT_EQ(r.rc, 10) << c.assume << "\n" << r.out;
    EXPECT_NE(r.out.find("Evaluating assumption"), std::string::npos) << c.assume << "\n" << r.out;
    EXPECT_NE(r.out.find(c.text), std::string::npos) << c.assume << "\n" << r.out;
  }
  // The same comparison in Init: an error computing the initial states.
  Result r = run("TRUE", "x = (DOMAIN TwoFcn # {})");
  EXPECT_EQ(r.rc, 75) << r.out;
  EXPECT_NE(r.out.find(range("Seq({\"s\"})")), std::string::npos) << r.out;
}

} // namespace
