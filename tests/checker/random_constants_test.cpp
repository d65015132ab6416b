// SpecModel::startupConstants (those that draw random values): the constant definitions drawn once before the search (they reach RandomElement or
// Randomization), for every way a constant gets its value, whether declared in the root or in a module it extends.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::TempDir;

// The names of the random constants of MC (which extends Spec), cfg `cfg`.
std::set<std::string> randomConstantNames(const std::string &cfg) {
  TempDir dir;
  dir.write("Spec.tla", "---- MODULE Spec ----\n"
                        "EXTENDS Naturals, TLC, Randomization\n"
                        "CONSTANTS Subst, SubstRandom, Assigned\n"
                        "Pure == 1\n"
                        "Drawn == RandomElement(1..3)\n"
                        "Sampled == RandomSubset(1, 1..3)\n"
                        "UsesSubst == {x \\in 1..Subst : x > 1}\n"
                        "UsesSubstRandom == SubstRandom + 1\n"
                        "UsesAssigned == Assigned * 2\n"
                        "UsesDrawn == Drawn + 1\n"
                        "UsesPure == Pure + Subst\n"
                        "Recursive[n \\in 0..3] == IF n = 0 THEN 0 ELSE Recursive[n - 1] + Subst\n"
                        "UsesRecursive == Recursive[3]\n"
                        "====\n");
  std::string mc = dir.write("MC.tla", "---- MODULE MC ----\n"
                                       "EXTENDS Spec\n"
                                       "CONSTANT RootSubst, RootAssigned\n"
                                       "SubstDef == 4\n"
                                       "SubstRandomDef == RandomElement(5..6)\n"
                                       "UsesRootSubst == RootSubst + RootAssigned\n"
                                       "UsesRootSubstRandom == RootSubst + SubstRandom\n"
                                       "====\n");
  std::string cfgPath = dir.write("MC.cfg", cfg);
  checktest::LoadedSpec l = checktest::loadFiles(mc, cfgPath);
  EXPECT_TRUE(l.model) << l.problem;
  std::set<std::string> names;
  if (l.model)
    for (const sem::Symbol *d : l.model->startupConstants)
      names.insert(std::string(d->name));
  return names;
}

TEST(RandomConstants, OnlyDefinitionsReachingARandomDrawThroughAnyConstant) {
  std::set<std::string> names = randomConstantNames("CONSTANT Subst <- SubstDef\n"
                                                    "CONSTANT SubstRandom <- SubstRandomDef\n"
                                                    "CONSTANT Assigned = 3\n"
                                                    "CONSTANT RootSubst <- SubstDef\n"
                                                    "CONSTANT RootAssigned = 2\n");
  // Each definition that draws (itself, through a definition, or through a
  // substituted constant's definition), and none of the others.
  EXPECT_EQ(names, (std::set<std::string>{"Drawn", "Sampled", "UsesDrawn", "UsesSubstRandom", "SubstRandomDef",
                                          "UsesRootSubstRandom"}));
}

// The same constants assigned values: nothing but the direct draws is random.
TEST(RandomConstants, AssignedConstantsAreNotRandom) {
  std::set<std::string> names = randomConstantNames("CONSTANTS Subst = 1 SubstRandom = 2 Assigned = 3\n"
                                                    "CONSTANTS RootSubst = 4 RootAssigned = 5\n");
  EXPECT_EQ(names, (std::set<std::string>{"Drawn", "Sampled", "UsesDrawn", "SubstRandomDef"}));
}

} // namespace
} // namespace tlacore
