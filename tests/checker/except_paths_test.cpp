// EXCEPT over paths of every length (its keys are kept on the stack up to
// four steps, on the heap beyond), with field, one-argument and
// several-argument steps, steps leaving the domain, and @ at each depth.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

std::string verdict(const std::string &expr) {
  return checktest::assumeVerdict("---- MODULE ExceptPaths ----\nEXTENDS Integers\n"
                                  "RECURSIVE Nest(_)\n"
                                  "Nest(n) == IF n = 0 THEN 0 ELSE [i \\in 1..2 |-> Nest(n - 1)]\n"
                                  "ASSUME " + expr + "\n====\n");
}

// Nest(n) nested n deep, the path ![2][2]...[2] of `depth` steps.
std::string path(int depth) {
  std::string p;
  for (int i = 0; i < depth; ++i)
    p += "[2]";
  return p;
}

TEST(ExceptPaths, EveryPathLengthUpdatesOnlyItsLeaf) {
  for (int depth = 1; depth <= 7; ++depth) {
    std::string f = "Nest(" + std::to_string(depth) + ")";
    std::string g = "[" + f + " EXCEPT !" + path(depth) + " = @ + " + std::to_string(depth) + "]";
    EXPECT_EQ(verdict(g + path(depth) + " = " + std::to_string(depth)), "TRUE") << depth;
    // The sibling at the leaf and the first step's other branch are unchanged.
    std::string sibling = path(depth - 1) + "[1]";
    EXPECT_EQ(verdict(g + sibling + " = " + f + sibling), "TRUE") << depth;
    // Two specs at once, the second seeing the first.
    std::string two = "[" + f + " EXCEPT !" + path(depth) + " = 5, !" + path(depth) + " = @ * 2]";
    EXPECT_EQ(verdict(two + path(depth) + " = 10"), "TRUE") << depth;
    // A step outside the domain leaves the function as it is.
    std::string outside = "[" + f + " EXCEPT !" + path(depth - 1) + "[3] = 1]";
    EXPECT_EQ(verdict(outside + " = " + f), "TRUE") << depth;
  }
}

TEST(ExceptPaths, FieldAndSeveralArgumentSteps) {
  EXPECT_EQ(verdict("[[r |-> [x \\in 1..2, y \\in 1..2 |-> x + y]] EXCEPT !.r[2, 1] = @ * 10].r[2, 1] = 30"), "TRUE");
  EXPECT_EQ(verdict("[[r |-> [x \\in 1..2, y \\in 1..2 |-> x + y]] EXCEPT !.r[<<1, 2>>] = 0].r[1, 2] = 0"), "TRUE");
  EXPECT_EQ(verdict("[[a |-> [b |-> [c |-> [d |-> [e |-> 1]]]]] EXCEPT !.a.b.c.d.e = @ + 1].a.b.c.d.e = 2"), "TRUE");
  EXPECT_EQ(verdict("[[a |-> 1] EXCEPT !.a = 2, !.b = 3] = [a |-> 2]"), "TRUE");
  EXPECT_NE(verdict("[[a |-> 1] EXCEPT !.a.b = 2] = [a |-> 2]"), "TRUE"); // EXCEPT into a non-function
}

} // namespace
} // namespace tlacore
