// A state-level definition without parameters whose body is a set filter
// {x \in S : P}, gone through one element at a time by a quantifier, keeps
// the elements that pass P while the variables it reads keep their values
// (eval/state_def_cache.h, Use::Listing): every later read must see what a
// new stream would give. Enumerated: the reads (\E in an action, \E, \A and
// CHOOSE in an expression), unprimed and primed, the definition written as
// the filter, through another definition and through a LET; effects in the
// quantifier's body at every read; an error in P raised where the stream
// meets it.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

// D: the 2-subsets of 0..v, in SUBSET's order ({0, 1}, {0, 2}, ..., {0, v}, {1, 2}, ...).
struct DefForm {
  const char *name;
  const char *defs;
};
void PrintTo(const DefForm &f, std::ostream *os) { *os << f.name; }

const DefForm kForms[] = {
    {"Filter", "D == {x \\in SUBSET (0..v) : Cardinality(x) = 2}\n"},
    {"ThroughADefinition", "F == {x \\in SUBSET (0..v) : Cardinality(x) = 2}\nD == F\n"},
    {"ThroughALet", "D == LET m == v  base == SUBSET (0..m) IN {x \\in base : Cardinality(x) = 2}\n"},
};

clirun::Result run(const DefForm &form, const std::string &body, const std::string &cfg) {
  std::string spec = "---- MODULE FLC ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLES v, w\n" +
                     std::string(form.defs) + "Init == v = 1 /\\ w = 0\n" +
                     "Up == v' = IF v < 4 THEN v + 1 ELSE v\n" + body + "\n====\n";
  clirun::SpecDir dir({{"FLC.tla", spec}, {"FLC.cfg", cfg}});
  return dir.run("tlc -workers 1 FLC.tla");
}

// Read by every kind of quantifier, each several times per state (once per
// u): \E stops at its witness, CHOOSE at the first element in SUBSET's
// order, \A goes through all of D.
const char kInv[] = "Inv == /\\ \\A u \\in 0..v : \\E s \\in D : u \\in s\n"
                    "       /\\ \\A u \\in 0..v : (CHOOSE s \\in D : u \\in s) = IF u = 0 THEN {0, 1} ELSE {0, u}\n"
                    "       /\\ \\A u \\in 0..v : \\A s \\in D : Cardinality(s) = 2 /\\ s \\subseteq 0..v\n"
                    "       /\\ \\A u \\in 0..v : Cardinality({s \\in D : u \\in s}) = v\n";

class FilterListing : public testing::TestWithParam<DefForm> {};

// D read unprimed in the action, once per w' (after w' is assigned the \E
// is a guard, as in TLC's getNextStatesAllAssigned: one successor per w'):
// from a state with v, v + 1 successors. States: (1, 0); (2, 0..1); (3,
// 0..2); (4, 0..3) and (4, 4). Generated: 1 + 2 + 2 * 3 + 3 * 4 + 5 * 5 = 46.
TEST_P(FilterListing, UnprimedInActionAndInvariant) {
  clirun::Result r = run(GetParam(), std::string("Next == Up /\\ w' \\in 0..v /\\ \\E s \\in D : w' \\in s\n") + kInv,
                         "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.rc, 0) << r.out;
  auto [generated, distinct] = clirun::stateCounts(r.out);
  EXPECT_EQ(generated, 46) << r.out;
  EXPECT_EQ(distinct, 11) << r.out;
}

// D' read once per w' \in 0..v': v' + 1 successors from each state. States:
// (1, 0); (2, 0..2); (3, 0..3); (4, 0..4). Generated: 1 + 3 + 3 * 4 + 4 * 5
// + 5 * 5 = 61. A w' outside D' (w' \in 0..v + 1 with v' = v) finds no
// witness: the last disjunct adds nothing.
TEST_P(FilterListing, PrimedInAction) {
  clirun::Result r = run(GetParam(),
                         std::string("Next == \\/ Up /\\ w' \\in 0..v' /\\ \\E s \\in D' : w' \\in s\n"
                                     "        \\/ v = 4 /\\ v' = v /\\ w' = 5 /\\ \\E s \\in D' : w' \\in s\n") +
                             kInv,
                         "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.rc, 0) << r.out;
  auto [generated, distinct] = clirun::stateCounts(r.out);
  EXPECT_EQ(generated, 61) << r.out;
  EXPECT_EQ(distinct, 13) << r.out;
}

// The quantifier's body runs at every read, kept or not: two reads of D per
// state print |D| lines each, in SUBSET's order. States: (1, 0), (2, 0..1),
// (3, 0..2), (4, 0..4) (w' \in 0..v); |D| = v(v + 1)/2: 2 * (1 + 2 * 3 + 3
// * 6 + 5 * 10) = 150 lines.
TEST_P(FilterListing, BodyEffectsAtEveryRead) {
  clirun::Result r =
      run(GetParam(),
          "Next == Up /\\ w' \\in 0..v\n"
          "Inv == /\\ \\A s \\in D : PrintT(<<\"D\", v, w, s>>)\n       /\\ \\A s \\in D : PrintT(<<\"D\", v, w, s>>)\n",
          "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> lines;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("<<\"D\", ", 0) == 0)
      lines.push_back(line);
  ASSERT_EQ(lines.size(), 150u) << r.out;
  // The first state's two reads, then the second state's (2, 0): D = {{0, 1}, {0, 2}, {1, 2}} twice.
  EXPECT_EQ(lines[0], "<<\"D\", 1, 0, {0, 1}>>");
  EXPECT_EQ(lines[1], "<<\"D\", 1, 0, {0, 1}>>");
  const char *second[] = {"{0, 1}", "{0, 2}", "{1, 2}"};
  for (int read = 0; read < 2; ++read)
    for (int i = 0; i < 3; ++i)
      EXPECT_EQ(lines[2 + 3 * read + i], std::string("<<\"D\", 2, 0, ") + second[i] + ">>") << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryDefinitionForm, FilterListing, testing::ValuesIn(kForms),
                         [](const testing::TestParamInfo<DefForm> &i) { return std::string(i.param.name); });

// P fails on the 3-subsets: in state v = 1 (no 3-subset) \A goes through
// DE without error and its listing is kept; in v = 2 the two \E stop at
// {0, 1} before any 3-subset, and \A meets {0, 1, 2}: TLC's error of x + 1,
// in the second state.
TEST(FilterListingError, RaisedWhereTheStreamMeetsIt) {
  const std::string spec =
      "---- MODULE FLE ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLES v\n"
      "DE == {x \\in SUBSET (0..v) : IF Cardinality(x) = 3 THEN x + 1 ELSE Cardinality(x) <= 2}\n"
      "Init == v = 1\nNext == v' = IF v < 4 THEN v + 1 ELSE v\n"
      "Inv == /\\ \\E s \\in DE : 0 \\in s\n       /\\ \\E s \\in DE : 1 \\in s\n"
      "       /\\ \\A s \\in DE : Cardinality(s) <= 2\n====\n";
  clirun::SpecDir dir({{"FLE.tla", spec}, {"FLE.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -workers 1 FLE.tla");
  EXPECT_EQ(r.rc, 76) << r.out;
  EXPECT_NE(r.out.find("Cannot cast tlc2.value.impl.SetEnumValue to tlc2.value.impl.IntValue\n"
                       "line 4, col 57 to line 4, col 61 of module FLE"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("State 2: <Next line 6, col 9 to line 6, col 39 of module FLE>\nv = 2\n"), std::string::npos)
      << r.out;
  auto [generated, distinct] = clirun::stateCounts(r.out);
  EXPECT_EQ(generated, 2) << r.out;
  EXPECT_EQ(distinct, 2) << r.out;
}

} // namespace
