// State-level definitions without parameters keep their value while the
// variables they read keep theirs (checker/eval/state_def_cache.h): the
// value read must be the one of the state it is read in (unprimed, primed,
// while the next state is being assigned, on one worker and on two), and a
// definition with an effect or a hidden input is evaluated at every read,
// as TLC evaluates it: each of Print, PrintT, TLCSet/TLCGet and
// RandomElement, directly and through another definition.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

clirun::Result run(const std::string &body, const std::string &cfg, const std::string &args) {
  std::string spec = "---- MODULE SDC ----\nEXTENDS Naturals, TLC\nVARIABLES v, w\n" + body + "\n====\n";
  clirun::SpecDir dir({{"SDC.tla", spec}, {"SDC.cfg", cfg}});
  return dir.run("tlc " + args + " SDC.tla");
}

// D (0..3 shifted by v) read unprimed and primed in one action, primed
// before w' is assigned: w' = v + 4 is the one element of D' \ D. By hand:
// v runs 0..5 (w = v + 3 after the first step), the last state stutters:
// 1 initial + 6 successors generated, 6 distinct.
TEST(StateDefCache, ValueIsThatOfTheStateReadIn) {
  const std::string body = "D == {x + v : x \\in 0..3}\n"
                           "Init == v = 0 /\\ w = 0\n"
                           "Next == \\/ /\\ v < 5 /\\ v' = v + 1 /\\ w' \\in (D' \\ D)\n"
                           "        \\/ /\\ v = 5 /\\ UNCHANGED <<v, w>>\n"
                           "Inv == w \\in D \\cup {0} /\\ D = {v, v + 1, v + 2, v + 3}\n"
                           "Prop == [][w' = v' + 3 /\\ v' \\in D' /\\ (v' = 5 \\/ v' + 3 \\notin D)]_<<v, w>>\n";
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r = run(body, "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Prop\n",
                           std::string("-workers ") + workers);
    EXPECT_EQ(r.rc, 0) << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    EXPECT_EQ(generated, 7) << r.out;
    EXPECT_EQ(distinct, 6) << r.out;
  }
}

// The lines the run printed that start with `prefix`.
std::vector<std::string> linesWith(const std::string &out, const std::string &prefix) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0)
      lines.push_back(line);
  return lines;
}

// v runs 0..3 and stutters: 4 distinct states, the invariant checked once each.
const char kWalk[] = "Init == v = 0 /\\ w = 0\n"
                     "Next == v' = (IF v < 3 THEN v + 1 ELSE v) /\\ UNCHANGED w\n";

struct EffectCase {
  const char *name;
  // D reads v; Inv reads D twice. (A definition whose body is PrintT(e)
  // alone is constant-level, as SANY levels PrintT(out) == TRUE, and TLC
  // evaluates it once before the search: each body here reads v outside it.)
  const char *defs;
};
void PrintTo(const EffectCase &c, std::ostream *os) { *os << c.name; }

// Each read prints: 2 lines per state.
const EffectCase kPrinting[] = {
    {"PrintT", "D == v >= 0 /\\ PrintT(<<\"D\", v>>)"},
    {"Print", "D == Print(<<\"D\", v>>, v >= 0)"},
    {"ThroughADefinition", "P(x) == x >= 0 /\\ PrintT(<<\"D\", x>>)\nE == P(v)\nD == E"},
};

class StateDefEffects : public testing::TestWithParam<EffectCase> {};

TEST_P(StateDefEffects, PrintsAtEveryRead) {
  std::string body = std::string(kWalk) + GetParam().defs + "\nInv == D /\\ D\n";
  clirun::Result r = run(body, "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-workers 1");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> printed = linesWith(r.out, "<<\"D\", ");
  ASSERT_EQ(printed.size(), 8u) << r.out;
  for (int v = 0; v < 4; ++v) {
    std::string want = "<<\"D\", " + std::to_string(v) + ">>";
    EXPECT_EQ(printed[2 * v].rfind(want, 0), 0u) << r.out; // (Print adds "  TRUE")
    EXPECT_EQ(printed[2 * v + 1].rfind(want, 0), 0u) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPrintingOperator, StateDefEffects, testing::ValuesIn(kPrinting),
                         [](const testing::TestParamInfo<EffectCase> &i) { return std::string(i.param.name); });

// TLCSet in D: the register counts D's evaluations, 2 per state.
TEST(StateDefCache, RegisterWriteAtEveryRead) {
  std::string body = std::string(kWalk) + "D == v >= 0 /\\ TLCSet(1, TLCGet(1) + 1)\n"
                                          "Inv == TLCSet(1, 0) /\\ D /\\ D /\\ PrintT(<<\"count\", TLCGet(1)>>)\n";
  clirun::Result r = run(body, "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-workers 1");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> printed = linesWith(r.out, "<<\"count\", ");
  ASSERT_EQ(printed.size(), 4u) << r.out;
  for (const std::string &line : printed)
    EXPECT_EQ(line, "<<\"count\", 2>>") << r.out;
}

// RandomElement in D draws at each read: over 40 states, two reads of D
// (of 1,000 values each) differ somewhere (a kept value would make every
// pair equal).
TEST(StateDefCache, RandomDrawAtEveryRead) {
  std::string body = "Init == v = 0 /\\ w = 0\n"
                     "Next == v' = (IF v < 39 THEN v + 1 ELSE v) /\\ UNCHANGED w\n"
                     "D == RandomElement(v..(v + 999))\n"
                     "Inv == LET a == D  b == D IN v >= 0 /\\ PrintT(<<\"pair\", a = b>>)\n";
  clirun::Result r = run(body, "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-workers 1");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::vector<std::string> printed = linesWith(r.out, "<<\"pair\", ");
  ASSERT_EQ(printed.size(), 40u) << r.out;
  std::set<std::string> kinds(printed.begin(), printed.end());
  EXPECT_TRUE(kinds.count("<<\"pair\", FALSE>>")) << r.out;
}

} // namespace
