// A liveness formula whose disjunctive normal form TLC cannot count (TLC's
// Github742Test: 36 SF conjuncts). TLC expands fairness /\ (~P1 \/ ... \/ ~Pn)
// into DNF once (Liveness.processLiveness, LNConj.toDNF), multiplying the
// disjunct counts of each conjunction's operands with Math.multiplyExact on
// Java ints; past 2^31 - 1 it stops before the initial states with "TLC cannot
// handle the temporal formula because it exceeds the maximum supported size in
// disjunctive normal form." (message 2213, exit 255). The count is of the
// formula as written: tlacore merges equal conjuncts (\A i \in 1..36 : SF_x(A)
// is one node), TLC multiplies each. The class enumerates where the factors
// come from: fairness conjuncts (a quantifier, nested quantifiers), a negated
// property's own conjunction, the fairness times one negated property, the
// fairness times the sum over several properties; each at its boundary (2^31
// refused, 2^30 not by this check).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *const kTooLarge = "Error: TLC cannot handle the temporal formula because it exceeds the maximum "
                              "supported size in disjunctive normal form.\n";

// Module M: x toggles freely; Spec has `fairness` conjoined; the cfg checks
// the PROPERTY list `props` (Prop == `prop`, Stays == <>[](x \in BOOLEAN)).
clirun::Result check(const std::string &fairness, const std::string &prop, const std::string &props = "Prop") {
  std::string tla = "---- MODULE M ----\n"
                    "EXTENDS Naturals\n"
                    "VARIABLE x\n"
                    "Init == x = FALSE\n"
                    "Next == x' \\in BOOLEAN\n"
                    "Spec == Init /\\ [][Next]_x /\\ " + fairness + "\n"
                    "Prop == " + prop + "\n"
                    "Stays == <>[](x \\in BOOLEAN)\n"
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY " + props + "\n"}});
  return dir.run("tlc -workers 1 -deadlock -config M.cfg M.tla");
}

// TLC stops while translating the formula: no initial states, exit 255.
void expectTooLarge(const clirun::Result &r) {
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find(kTooLarge), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nFinished in "), std::string::npos) << r.out;
}

void expectCounted(const clirun::Result &r) {
  EXPECT_NE(r.out.find("Starting..."), std::string::npos) << r.out; // parsed
  EXPECT_EQ(r.out.find("maximum supported size"), std::string::npos) << r.out;
}

const std::string kStays = "<>[](x \\in BOOLEAN)"; // its negation is one disjunct

TEST(TlcLiveDnfSize, NestedQuantifiedStrongFairnessOfGithub742IsRefused) {
  // 6 * 6 SF conjuncts of two disjuncts each: 2^36.
  expectTooLarge(check("\\A i \\in 1..6 : \\A j \\in 1..6 : SF_x(Next)", kStays));
}

TEST(TlcLiveDnfSize, FairnessConjunctsCountEachRepeat) {
  expectTooLarge(check("\\A i \\in 1..31 : SF_x(Next)", kStays)); // 2^31
  clirun::Result r = check("\\A i \\in 1..2 : SF_x(Next)", kStays);
  expectCounted(r);
  EXPECT_EQ(r.rc, 0) << r.out;
}

TEST(TlcLiveDnfSize, TheFairnessTimesANegatedPropertyOfTwoDisjuncts) {
  // ~([]<>x /\ []<>~x) is <>[]~x \/ <>[]x: 2^30 * 2.
  expectTooLarge(check("\\A i \\in 1..30 : SF_x(Next)", "[]<>x /\\ []<>~x"));
}

TEST(TlcLiveDnfSize, TheFairnessTimesTheSumOverTheProperties) {
  // 2^30 * (1 + 1): the negated properties are one disjunction.
  expectTooLarge(check("\\A i \\in 1..30 : SF_x(Next)", kStays, "Prop Stays"));
}

TEST(TlcLiveDnfSize, ANegatedPropertyOnItsOwn) {
  // ~(\E i : []<>x /\ []<>~x) is \A i : (<>[]~x \/ <>[]x): 2^31 with no fairness.
  expectTooLarge(check("TRUE", "\\E i \\in 1..31 : []<>x /\\ []<>~x"));
}

TEST(TlcLiveDnfSize, BelowTheBoundTheCheckPasses) {
  // 2^30 at each place: not this refusal (TLC would go on expanding).
  expectCounted(check("\\A i \\in 1..30 : SF_x(Next)", kStays));
  expectCounted(check("TRUE", "\\E i \\in 1..30 : []<>x /\\ []<>~x"));
  expectCounted(check("\\A i \\in 1..29 : SF_x(Next)", "[]<>x /\\ []<>~x", "Prop Stays"));
}

} // namespace
