// TLC's enumeration shortcut (issue 13, item 5): once every variable has a
// value, the conjuncts left are evaluated as one predicate, so a disjunction
// or \E among them yields one state, not one per true branch. The generated
// counts are TLC's with and without -coverage (one enumeration path).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct ShortcutCase {
  const char *name;
  const char *init;
  const char *next;
  long long generated; // TLC's counts, by hand
  long long distinct;
};

void PrintTo(const ShortcutCase &c, std::ostream *os) { *os << c.name; }

const ShortcutCase kCases[] = {
    // 8 initial states (not one per true disjunct: 12), each with one successor.
    {"InitDisjunctionOnceAllAreSet", "a \\in 0..2 /\\ b \\in 0..2 /\\ (a > 0 \\/ b > 0)", "UNCHANGED <<a, b>>", 16, 8},
    // Init 8; a' = a + 1 with b' \in 0..2 minus (0, 0): 2*3 + 3*3 + 3*2 = 21.
    {"NextDisjunctionOnceAllPrimedAreSet", "a \\in 0..2 /\\ b \\in 0..2 /\\ (a > 0 \\/ b > 0)",
     "a' = (a + 1) % 3 /\\ b' \\in 0..2 /\\ (a' > 0 \\/ b' > 0)", 29, 8},
    {"NextExistsOnceAllAreSet", "a = 0 /\\ b = 0", "a' = (a + 1) % 3 /\\ b' = b /\\ \\E k \\in {1, 2} : a >= 0", 4, 3},
    {"InitExistsOnceAllAreSet", "a = 0 /\\ b = 0 /\\ \\E k \\in 1..3 : a < k", "UNCHANGED <<a, b>>", 2, 1},
    {"DefinedDisjunctionOnceAllAreSet", "a = 0 /\\ b = 0", "a' = (a + 1) % 3 /\\ b' = b /\\ Both", 4, 3},
    {"ImplicationOnceAllAreSet", "a = 0 /\\ b = 0", "a' = (a + 1) % 3 /\\ b' = b /\\ (a >= 0 => (a' > 5 \\/ a' >= 0))",
     4, 3},
    {"UnchangedOnceAllAreSet", "a = 0 /\\ b = 0", "a' = (a + 1) % 3 /\\ b' = b /\\ UNCHANGED b /\\ (TRUE \\/ a > 0)", 4,
     3},
    // Before the last variable is set a disjunction still branches: each
    // branch assigns, so duplicates are generated.
    {"NextDisjunctionBeforeAllAreSet", "a = 0 /\\ b = 0", "(a' = 1 \\/ a' = 1) /\\ b' = b", 5, 2},
    {"InitDisjunctionBeforeAllAreSet", "a \\in 0..1 /\\ (b = 0 \\/ b = 0)", "UNCHANGED <<a, b>>", 6, 2},
};

class EnumerationShortcut : public testing::TestWithParam<ShortcutCase> {};

TEST_P(EnumerationShortcut, GeneratedCountsAsTlcWithAndWithoutCoverage) {
  const ShortcutCase &c = GetParam();
  std::string spec = std::string("---- MODULE Shortcut ----\nEXTENDS Naturals\nVARIABLES a, b\n") +
                     "Both == a' > 0 \\/ a' >= 0\nInit == " + c.init + "\nNext == " + c.next + "\n====\n";
  clirun::SpecDir dir({{"Shortcut.tla", spec}, {"Shortcut.cfg", "INIT Init\nNEXT Next\n"}});
  for (const char *args : {"Shortcut.tla", "-coverage 1 Shortcut.tla", "-workers 2 Shortcut.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, 0) << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    EXPECT_EQ(generated, c.generated) << r.out;
    EXPECT_EQ(distinct, c.distinct) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(OnceEveryVariableHasAValue, EnumerationShortcut, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ShortcutCase> &i) { return std::string(i.param.name); });

// TLC takes the shortcut in Next only while warnings are on
// (TLCGlobals.warn): with -nowarning each true disjunct after the last
// assignment is a successor of its own; Init keeps the shortcut.
TEST(EnumerationShortcutNoWarning, NextEnumeratesEveryBranchInitDoesNot) {
  struct Expect {
    const char *init, *next;
    long long generated, distinct;
  };
  const Expect cases[] = {
      // Init 8; Next: a' = 1 or 2 gives 1 + 2 + 2 per state, a' = 0 gives 0 + 1 + 1: 2*5 + 3*5 + 3*2.
      {"a \\in 0..2 /\\ b \\in 0..2 /\\ (a > 0 \\/ b > 0)",
       "a' = (a + 1) % 3 /\\ b' \\in 0..2 /\\ (a' > 0 \\/ b' > 0)", 39, 8},
      {"a = 0 /\\ b = 0", "a' = (a + 1) % 3 /\\ b' = b /\\ \\E k \\in {1, 2} : a >= 0", 7, 3},
      {"a \\in 0..2 /\\ b \\in 0..2 /\\ (a > 0 \\/ b > 0)", "UNCHANGED <<a, b>>", 16, 8},
  };
  for (const Expect &c : cases) {
    std::string spec = std::string("---- MODULE Shortcut ----\nEXTENDS Naturals\nVARIABLES a, b\n") + "Init == " +
                       c.init + "\nNext == " + c.next + "\n====\n";
    clirun::SpecDir dir({{"Shortcut.tla", spec}, {"Shortcut.cfg", "INIT Init\nNEXT Next\n"}});
    for (const char *args : {"-nowarning Shortcut.tla", "-nowarning -coverage 1 Shortcut.tla"}) {
      SCOPED_TRACE(std::string(c.next) + " " + args);
      clirun::Result r = dir.run(std::string("tlc ") + args);
      EXPECT_EQ(r.rc, 0) << r.out;
      auto [generated, distinct] = clirun::stateCounts(r.out);
      EXPECT_EQ(generated, c.generated) << r.out;
      EXPECT_EQ(distinct, c.distinct) << r.out;
    }
  }
}

} // namespace
