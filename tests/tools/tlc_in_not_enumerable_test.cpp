// The class of `x \in S` that assigns a variable when S is not one of TLC's
// Enumerable values: Tool.getInitStates, getNextStates and enabled fail at
// the \in with "In computing initial states, the right side of \IN is not
// enumerable." (next states; "The right side of \IN is not enumerable." under
// ENABLED) and its location, exit 75 (model-checker-hardening's
// non-enumerable-initial-assignment rows). Not Enumerable: Nat, Int, STRING
// and Seq(S) (TLC's UserValues) and every value that is no set (an
// integer, a tuple, a record); tlacore failed with its own "cannot enumerate
// Nat: it is not a finite set". Enumerated: those S x the three places; a
// filter over Nat (Enumerable: it fails as it lists, with its own text) and a
// finite set as controls.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

std::string spec(const std::string &set) {
  return "---- MODULE E ----\nEXTENDS Integers, Sequences\nVARIABLE x\nInitIn == x \\in " + set +
         "\nNextIn == x' \\in " + set + "\nInit == x = 1\nInv == ENABLED (x' \\in " + set + ")\n====\n";
}

struct Place {
  const char *cfg;
  const char *text;
  const char *where; // the \in's location
};

const Place kPlaces[] = {
    {"INIT InitIn\nNEXT NextIn\n", "In computing initial states, the right side of \\IN is not enumerable.\n",
     "line 4, col 11 to line 4, col "},
    {"INIT Init\nNEXT NextIn\n", "In computing next states, the right side of \\IN is not enumerable.\n",
     "line 5, col 11 to line 5, col "},
    {"INIT Init\nNEXT NextIn\nINVARIANT Inv\n", "The right side of \\IN is not enumerable.\n",
     "line 7, col 17 to line 7, col "},
};

TEST(TlcInNotEnumerable, EveryValueTlcCannotListInEveryPlace) {
  for (const char *set : {"Nat", "Int", "STRING", "Seq({1})", "3", "<<1, 2>>", "[a |-> 1]", "TRUE"})
    for (const Place &p : kPlaces) {
      SCOPED_TRACE(std::string(set) + " / " + p.cfg);
      TlcRun r = tlc({{"E.tla", spec(set)}}, "E.tla", p.cfg);
      EXPECT_EQ(r.exit, 75) << r.out;
      EXPECT_NE(r.out.find(std::string("Error: ") + p.text + p.where), std::string::npos) << r.out;
    }
}

TEST(TlcInNotEnumerable, EnumerableSetsAreListed) {
  for (const Place &p : kPlaces) {
    SCOPED_TRACE(p.cfg);
    TlcRun filter = tlc({{"E.tla", spec("{n \\in Nat : n < 3}")}}, "E.tla", p.cfg);
    EXPECT_EQ(filter.exit, 75) << filter.out;
    EXPECT_NE(filter.out.find("Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"),
              std::string::npos)
        << filter.out;
    EXPECT_EQ(filter.out.find("right side of \\IN"), std::string::npos) << filter.out;
    TlcRun finite = tlc({{"E.tla", spec("{1, 2}")}}, "E.tla", p.cfg);
    EXPECT_EQ(finite.exit, 0) << finite.out;
  }
}

} // namespace
