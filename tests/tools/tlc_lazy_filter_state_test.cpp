// A set filter {x \in S : P} kept lazy (S a UNION, listed with its
// duplicates as TLC's SetPredValue lists it, or a set too large to list)
// evaluates P in the state it was made in, as TLC's SetPredValue keeps its
// state and next state: tlacore evaluated P later with no state at all and
// stopped with "too large to enumerate" (SpecifyingSystems' MCInnerSerial,
// whose goodSource(oi) filters UNION-built operation ids by the queues'
// contents). Every place the set is listed or tested: an invariant, an
// action's guard, a primed expression, a quantifier under a prime, a value
// stored in a variable and listed when the successor is fingerprinted.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct FilterCase {
  const char *name;
  const char *next;
  const char *invariant; // empty: none
  long long generated;   // by hand: q[p] runs through <<>>, <<0>>, <<0, 1>> for p = 1, 2
  long long distinct;
};

void PrintTo(const FilterCase &c, std::ostream *os) { *os << c.name; }

// 9 states (3 x 3 queue contents); each has one successor per queue shorter
// than 2: 2 * (2 * 3) = 12, plus the initial state.
const FilterCase kCases[] = {
    {"Invariant", "Step /\\ UNCHANGED r", "Cardinality(Big) = Cardinality(Ids)", 13, 9},
    {"ActionGuard", "Cardinality(Big) >= 0 /\\ Step /\\ UNCHANGED r", "", 13, 9},
    {"PrimedExpression", "Step /\\ UNCHANGED r /\\ (\\A o \\in Big : q[o.p][o.i] >= 0)'", "", 13, 9},
    {"QuantifierUnderPrime", "Step /\\ UNCHANGED r /\\ (\\E o \\in Big : TRUE \\/ Big = {})'", "", 13, 9},
    {"MembershipTest", "Step /\\ UNCHANGED r /\\ ([p |-> 1, i |-> 1] \\in Big \\/ TRUE)", "", 13, 9},
    // r' = the current state's filter: a successor's value, listed when it
    // is fingerprinted. r is Ids of the predecessor, so the states are the
    // 12 steps' targets (each reached from one predecessor) plus the initial
    // one; a target with queue lengths (a, b) has [a > 0] + [b > 0]
    // predecessors and [a < 2] + [b < 2] successors: 1 + 2 + 14 generated.
    {"StoredInAVariable", "Step /\\ r' = Big", "", 17, 13},
};

class LazyFilterState : public testing::TestWithParam<FilterCase> {};

TEST_P(LazyFilterState, EvaluatesThePredicateInTheStateItWasMadeIn) {
  const FilterCase &c = GetParam();
  std::string spec = std::string("---- MODULE LazyFilter ----\nEXTENDS Naturals, Sequences, FiniteSets\nVARIABLES q, r\n") +
                     "Ids == UNION {[p : {p0}, i : DOMAIN q[p0]] : p0 \\in {1, 2}}\n"
                     "Big == {o \\in Ids : q[o.p][o.i] >= 0}\n"
                     "Step == \\E p \\in {1, 2} : Len(q[p]) < 2 /\\ q' = [q EXCEPT ![p] = Append(@, Len(@))]\n"
                     "Init == q = [p \\in {1, 2} |-> <<>>] /\\ r = {}\n"
                     "Next == " +
                     c.next + "\nInv == " + (*c.invariant ? c.invariant : "TRUE") + "\n====\n";
  clirun::SpecDir dir({{"LazyFilter.tla", spec}, {"LazyFilter.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  for (const char *args : {"-deadlock LazyFilter.tla", "-deadlock -workers 2 LazyFilter.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, 0) << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    EXPECT_EQ(generated, c.generated) << r.out;
    EXPECT_EQ(distinct, c.distinct) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPlaceTheSetIsListed, LazyFilterState, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<FilterCase> &i) { return std::string(i.param.name); });

} // namespace
