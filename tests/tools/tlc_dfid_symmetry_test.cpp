// -dfid reduces by SYMMETRY (and VIEW) as BFS does: TLC's DFIDWorker
// fingerprints states with TLCStateMut.fingerPrint, which applies the
// symmetry permutations and the view. tlacore's DFID ignored SYMMETRY.
// Each spec and cfg: DFID's distinct count equals BFS's.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE Sym ----
EXTENDS Naturals, TLC
CONSTANT P
VARIABLE pc, n
Init == pc = [p \in P |-> 0] /\ n = 0
Next == \E p \in P : pc[p] < 2 /\ pc' = [pc EXCEPT ![p] = @ + 1] /\ n' = (n + 1) % 2
Perms == Permutations(P)
V == pc
W == n
====
)";

struct Case {
  const char *name;
  const char *cfg;
  long long distinct; // BFS's (and TLC's) distinct count
};
void PrintTo(const Case &c, std::ostream *os) { *os << c.name; }

const char *kBase = "CONSTANT P = {p1, p2, p3}\nINIT Init\nNEXT Next\n";
const Case kCases[] = {
    {"NoSymmetry", "", 27},
    {"Symmetry", "SYMMETRY Perms\n", 10},
    {"SymmetryAndView", "SYMMETRY Perms\nVIEW V\n", 10},
    {"ViewAlone", "VIEW W\n", 2},
};

class DfidSymmetry : public testing::TestWithParam<Case> {};

TEST_P(DfidSymmetry, DistinctStatesAsBfs) {
  const Case &c = GetParam();
  clirun::SpecDir dir({{"Sym.tla", kSpec}, {"Sym.cfg", std::string(kBase) + c.cfg}});
  clirun::Result bfs = dir.run("tlc -deadlock Sym.tla");
  ASSERT_EQ(bfs.rc, 0) << bfs.out;
  EXPECT_EQ(clirun::stateCounts(bfs.out).second, c.distinct) << bfs.out;
  clirun::Result dfid = dir.run("tlc -deadlock -dfid 20 Sym.tla");
  ASSERT_EQ(dfid.rc, 0) << dfid.out;
  std::smatch m; // the last count DFID prints
  ASSERT_TRUE(std::regex_search(dfid.out, m, std::regex(R"(([0-9]+) distinct states found\.\n(?![\s\S]*distinct states found))")))
      << dfid.out;
  EXPECT_EQ(std::stoll(m[1]), c.distinct) << dfid.out;
}

INSTANTIATE_TEST_SUITE_P(SymmetryAndView, DfidSymmetry, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &i) { return std::string(i.param.name); });

} // namespace
