// A PROPERTY \A P \in {S} : F binds P once, to S's value, and F is then checked on every state:
// a finite lazy S (every kind: S \cup T, {x \in S : P}, S \X T, [S -> T], [a : S], SUBSET S) is
// bound as its elements (as TLC caches a lazy set's enumeration in the value), an infinite one
// stays lazy; either way F holds or fails as before. TLC's Github1445eTest binds nine lazy sets
// of 2048 elements so, over 16392 states.
#include <gtest/gtest.h>

#include <string>

#include "engine.h"

namespace tlacore::engine {
namespace {

struct Case {
  const char *set;     // S
  const char *member;  // the value checked to be in P on every state (x is 1, 2, 3)
  bool holds;
};

const Case kCases[] = {
    {"(1..2) \\cup {3, 3}", "x", true},
    {"(1..1) \\cup {2}", "x", false},
    {"{t \\in 1..5 : t < 4}", "x", true},
    {"{t \\in 1..5 : t < 3}", "x", false},
    {"(1..3) \\X {0}", "<<x, 0>>", true},
    {"(1..2) \\X {0}", "<<x, 0>>", false},
    {"[{0} -> 1..3]", "[i \\in {0} |-> x]", true},
    {"[{0} -> 1..2]", "[i \\in {0} |-> x]", false},
    {"[a : 1..3]", "[a |-> x]", true},
    {"[a : 1..2]", "[a |-> x]", false},
    {"SUBSET (1..3)", "{x}", true},
    {"SUBSET (1..2)", "{x}", false},
    {"(1..3) \\ {0}", "x", true},
    {"(1..3) \\ {3}", "x", false},
    {"{n \\in Nat : n > 0}", "x", true}, // infinite: stays lazy
    {"{n \\in Nat : n > 3}", "x", false},
};

TEST(BoundPropertyValues, EveryLazySetKindChecksAsBefore) {
  for (const Case &c : kCases) {
    std::string spec = std::string("---- MODULE T ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 1\n"
                                   "Next == x' = IF x < 3 THEN x + 1 ELSE x\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)\n"
                                   "Prop == \\A P \\in {") +
                       c.set + "} : [](" + c.member + " \\in P)\n"
                       "Live == \\A P \\in {" + c.set + "} : <>(" + c.member + " \\in P /\\ x = 3)\n====\n";
    for (const char *prop : {"Prop", "Live"}) {
      CheckRequest req;
      req.spec = {"T.tla", spec};
      req.config = {"T.cfg", std::string("SPECIFICATION Spec\nPROPERTY ") + prop + "\n", {}};
      CheckOutcome co = check(req);
      int want = c.holds ? 0 : (std::string(prop) == "Prop" ? 12 : 13);
      EXPECT_EQ(co.result.exitCode, want) << c.set << " " << prop << ": " << co.result.message;
    }
  }
}

} // namespace
} // namespace tlacore::engine
