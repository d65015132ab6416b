// VIEW together with SYMMETRY: TLC fingerprints a state by the VIEW's value
// on the smallest state of its orbit (TLCStateMutExt.generateFingerPrint: the
// permuted states compared variable by variable in the order of its values
// array -- the order TLC prints the variables in, SANY's getVariableDecls,
// not the declaration order -- the first difference deciding), so both
// reductions apply, and which state of an orbit the view sees depends on
// that order. A public BlockingQueue
// tutorial (tkgakr/tla-plus-by-example, 09-view) records TLC's 5,726/1,030
// with both where VIEW alone gives 49,884/10,808; tlacore ignored SYMMETRY
// under a VIEW. Every combination, counted by hand.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct ViewSymCase {
  const char *name;
  const char *vars; // declared in this order (TLC's order is x, y in this module either way)
  const char *init;
  const char *cfg; // VIEW and/or SYMMETRY lines
  long long generated;
  long long distinct;
};

void PrintTo(const ViewSymCase &c, std::ostream *os) { *os << c.name; }

const ViewSymCase kCases[] = {
    // x \in {m1, m2}, y \in 0..1: four states, each with one (stuttering) successor.
    {"Neither", "x, y", "x \\in S /\\ y \\in 0..1", "", 8, 4},
    {"ViewAlone", "x, y", "x \\in S /\\ y \\in 0..1", "VIEW ViewX\n", 6, 2},
    {"SymmetryAlone", "x, y", "x \\in S /\\ y \\in 0..1", "SYMMETRY Sym\n", 6, 2},
    {"ViewAndSymmetry", "x, y", "x \\in S /\\ y \\in 0..1", "VIEW ViewX\nSYMMETRY Sym\n", 5, 1},
    // x, y \in {m1, m2}: orbits {(m,m), (M,M)} and {(m,M), (M,m)}. The view
    // y of the smallest state: m and M (x compared first), two states...
    {"ViewOfSmallestStateXFirst", "x, y", "x \\in S /\\ y \\in S", "VIEW ViewY\nSYMMETRY Sym\n", 6, 2},
    // ... also with y declared first: TLC prints x first in this module (as
    // tlacore's printed states show), so its values array, and the
    // comparison, start with x too.
    {"ViewOfSmallestStateYDeclaredFirst", "y, x", "x \\in S /\\ y \\in S", "VIEW ViewY\nSYMMETRY Sym\n", 6, 2},
    // A view that keeps the whole state: the symmetry alone decides.
    {"WholeStateView", "x, y", "x \\in S /\\ y \\in S", "VIEW ViewXY\nSYMMETRY Sym\n", 6, 2},
};

class ViewWithSymmetry : public testing::TestWithParam<ViewSymCase> {};

TEST_P(ViewWithSymmetry, FingerprintsTheViewOfTheSmallestStateInTheOrbit) {
  const ViewSymCase &c = GetParam();
  std::string spec = std::string("---- MODULE ViewSym ----\nEXTENDS Naturals, TLC\nCONSTANT S\nVARIABLES ") + c.vars +
                     "\nSym == Permutations(S)\nViewX == x\nViewY == y\nViewXY == <<x, y>>\nInit == " + c.init +
                     "\nNext == UNCHANGED <<x, y>>\n====\n";
  std::string cfg = std::string("CONSTANT S = {m1, m2}\nINIT Init\nNEXT Next\n") + c.cfg;
  clirun::SpecDir dir({{"ViewSym.tla", spec}, {"ViewSym.cfg", cfg}});
  for (const char *args : {"ViewSym.tla", "-workers 2 ViewSym.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, 0) << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    EXPECT_EQ(generated, c.generated) << r.out;
    EXPECT_EQ(distinct, c.distinct) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryCombination, ViewWithSymmetry, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ViewSymCase> &i) { return std::string(i.param.name); });



// A module where TLC's order is not the declaration order: fin is declared
// first, TLC prints (and compares) st first. The orbits of (fin, st) over
// {m1, m2}: {(m1, m1), (m2, m2)}, smallest (st = m1 first) (m1, m1), view
// fin = m1; {(m1, m2), (m2, m1)}, smallest the one with st = m1, view fin =
// m2. Two views: 6 generated, 2 distinct (compared fin first, both orbits'
// smallest states would have fin = m1: 5 and 1).
TEST(ViewSymmetryOrder, ComparesTheVariablesInTlcsOrder) {
  std::string spec = "---- MODULE Order ----\nEXTENDS Naturals, TLC\nCONSTANT S\nVARIABLES fin, st\n"
                     "Sym == Permutations(S)\nViewFin == fin\nInit == fin \\in S /\\ st \\in S\n"
                     "Next == UNCHANGED <<fin, st>>\nNone == fin = st /\\ fin # st\n====\n";
  clirun::SpecDir dir({{"Order.tla", spec},
                       {"Order.cfg", "CONSTANT S = {m1, m2}\nINIT Init\nNEXT Next\nVIEW ViewFin\nSYMMETRY Sym\n"},
                       {"Print.cfg", "CONSTANT S = {m1, m2}\nINIT Init\nNEXT Next\nINVARIANT None\n"}});
  // TLC's order, as the violating initial state is printed: st first.
  clirun::Result printed = dir.run("tlc -config Print.cfg Order.tla");
  ASSERT_EQ(printed.rc, 12) << printed.out;
  EXPECT_NE(printed.out.find("/\\ st = m1\n/\\ fin = m1\n"), std::string::npos) << printed.out;
  for (const char *args : {"Order.tla", "-workers 2 Order.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, 0) << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    EXPECT_EQ(generated, 6) << r.out;
    EXPECT_EQ(distinct, 2) << r.out;
  }
}
} // namespace
