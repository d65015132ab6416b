// UNION S of an S TLC cannot list: S no set (an integer, a string, a Boolean, a record, a tuple, a
// function, a model value) or a set that is not Enumerable (Nat, Int, STRING, Seq(T)).
// Tool's OPCODE_union keeps such a UNION lazy (UnionValue.union makes a UnionValue unless S is a
// SetEnumValue of SetEnumValues), so nothing fails where it is written; every use that lists it
// (toString, size, equals, member, isFinite, isSubsetEq: UnionValue.convertAndCache, toSetEnum,
// elements) meets the
// constructor of UnionValue.Enumerator, which fails with "Attempted to enumerate the
// nonenumerable set:" and the enumerator itself printed (its Java class and identity hash: TLC
// prints tlc2.value.impl.UnionValue$Enumerator@7e9131d5 for UNION STRING in the eval oracle,
// ../shared/reference/eval-oracle E01312; the hash differs from run to run, tlacore prints the
// class alone). Each S is used in each such place: printed (PrintT), counted (Cardinality),
// compared, a member asked for, asked whether finite, a subset, and held unused.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

Result assume(const std::string &expr) {
  clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\nEXTENDS TLC, Naturals, Integers, Sequences, FiniteSets\n"
                                 "CONSTANT mA\nASSUME " +
                                     expr + "\n====\n"},
                       {"M.cfg", "CONSTANT mA = mA\n"}});
  return dir.run("tlc -workers 1 M.tla");
}

const char *const kEnumeratorText =
    "Attempted to enumerate the nonenumerable set:\ntlc2.value.impl.UnionValue$Enumerator";

std::string wrapped(const std::string &method) {
  return "Attempted to apply the operator overridden by the Java method\n" + method +
         ",\nbut it produced the following error:\n" + kEnumeratorText;
}

const char *const kSets[] = {"0",        "\"a\"",     "TRUE", "[a |-> 1]", "<<1, 2>>", "(1 :> 2 @@ 3 :> 4)",
                             "mA",       "Nat",       "Int",  "STRING",    "Seq({1})"};

TEST(TlcUnionUnlistable, PrintedOrCountedFailsWithTheEnumeratorsText) {
  for (const char *s : kSets) {
    const std::string u = std::string("UNION ") + s;
    Result p = assume("PrintT(" + u + ")");
    EXPECT_EQ(p.rc, 10) << u << "\n" << p.out;
    EXPECT_NE(p.out.find(wrapped("public static tlc2.value.impl.Value tlc2.module.TLC.PrintT(tlc2.value.impl.Value)")),
              std::string::npos)
        << u << "\n"
        << p.out;
    Result c = assume("Cardinality(" + u + ") = 0");
    EXPECT_EQ(c.rc, 10) << u << "\n" << c.out;
    EXPECT_NE(c.out.find(wrapped("public static tlc2.value.impl.IntValue "
                                 "tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value)")),
              std::string::npos)
        << u << "\n"
        << c.out;
  }
}

TEST(TlcUnionUnlistable, ComparedOrAskedItIsListed) {
  // UnionValue.member (S not Enumerable: its text prints the union, and this.toString() lists
  // it), an integer's equals (its text prints the union), a set's member (SetEnumValue.member:
  // equals), S \subseteq T (Enumerable.isSubsetEq lists S).
  for (const char *s : kSets) {
    const std::string u = std::string("UNION ") + s;
    for (const std::string &expr : {"1 \\in " + u, "1 = " + u, u + " \\in {1}", u + " \\subseteq {1}"}) {
      Result r = assume(expr);
      EXPECT_EQ(r.rc, 10) << expr << "\n" << r.out;
      EXPECT_NE(r.out.find(std::string("failed.\n") + kEnumeratorText), std::string::npos) << expr << "\n" << r.out;
    }
    // UnionValue.isFinite: its text prints the union too.
    Result f = assume("IsFiniteSet(" + u + ")");
    EXPECT_EQ(f.rc, 10) << u << "\n" << f.out;
    EXPECT_NE(f.out.find(wrapped("public static tlc2.value.impl.BoolValue "
                                 "tlc2.module.FiniteSets.IsFiniteSet(tlc2.value.impl.Value)")),
              std::string::npos)
        << u << "\n"
        << f.out;
  }
}

TEST(TlcUnionUnlistable, NotListedWhereItIsWritten) {
  // A set holding it alone is compared without its elements compared; a LET never used, a
  // tuple's other element: nothing lists it.
  for (const char *s : kSets) {
    const std::string u = std::string("UNION ") + s;
    for (const std::string &expr : {"{" + u + "} # {}", "LET v == " + u + " IN TRUE", "<<" + u + ", 2>>[2] = 2"}) {
      Result r = assume(expr);
      EXPECT_EQ(r.rc, 0) << expr << "\n" << r.out;
    }
  }
}

} // namespace
