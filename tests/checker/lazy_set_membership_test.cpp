// x \in S for each kind of x against each set representation TLC answers
// membership of by itself (SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue,
// SubsetValue, and a normalized SetEnumValue): TLC asks the parts of x of
// the parts of S, and an x of the wrong shape, or a part TLC cannot compare,
// is an error rather than FALSE. Model values are in nothing and compare
// with everything. cross_kind_test.cpp covers the sets whose membership is
// a single comparison (an enumerated set as written, BOOLEAN, Nat, STRING, Seq).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

std::string verdict(const std::string &expr, const std::string &defs = "") {
  return checktest::assumeVerdict("---- MODULE Member ----\nEXTENDS Naturals, Sequences, TLC\nCONSTANT mA\n" + defs +
                                      "ASSUME " + expr + "\n====\n",
                                  "CONSTANT mA = mA\n");
}

// One value of each kind, as written and as TLC prints it.
struct Elem {
  const char *name, *tla, *printed;
};
const Elem kElems[] = {
    {"boolean", "TRUE", "TRUE"},     {"integer", "1", "1"},
    {"string", "\"a\"", "\"a\""},   {"model value", "mA", "mA"},
    {"set", "{1}", "{1}"},          {"tuple", "<<1>>", "<<1>>"},
    {"record", "[a |-> 1]", "[a |-> 1]"}, {"function", "(2 :> 1)", "(2 :> 1)"},
};

bool isFunction(const std::string &n) { return n == "tuple" || n == "record" || n == "function"; }

void expectRow(const std::string &set, const std::string &defs, const std::vector<std::string> &want) {
  for (size_t i = 0; i < std::size(kElems); ++i) {
    std::string expr = std::string(kElems[i].tla) + " \\in " + set;
    EXPECT_EQ(verdict(expr, defs), want[i]) << expr;
    const std::string &w = want[i];
    std::string notExpr = std::string(kElems[i].tla) + " \\notin " + set;
    EXPECT_EQ(verdict(notExpr, defs), w == "TRUE" ? "FALSE" : w == "FALSE" ? "TRUE" : w) << notExpr;
  }
}

// [S -> T]: toFcnRcd (no function: an error), then DOMAIN x = S (an interval
// domain's equals, else S.equals(DOMAIN x)), then T.member of each value.
TEST(LazySetMembership, SetOfFunctions) {
  std::vector<std::string> want;
  for (const Elem &e : kElems) {
    std::string n = e.name;
    want.push_back(n == "model value" ? "FALSE"
                   : n == "tuple"     ? "TRUE" // DOMAIN <<1>> = 1..1 equals {1}, 1 \in {1}
                   : n == "record"    ? "Attempted to check equality of integer 1 with non-integer:\n\"a\""
                   : n == "function"  ? "FALSE" // {1} # {2}
                                      : "Attempted to check if \n" + std::string(e.printed) +
                                           "\nwhich is not a TLC function value, is in the set of functions:\n{<<1>>}");
  }
  expectRow("[{1} -> {1}]", "", want);
}

// [a : S]: toRcd (a function whose domain is not strings is no record: an
// error), then the field names, then S.member of each field's value.
TEST(LazySetMembership, SetOfRecords) {
  std::vector<std::string> want;
  for (const Elem &e : kElems) {
    std::string n = e.name;
    want.push_back(n == "model value" ? "FALSE"
                   : n == "record"    ? "TRUE"
                                      : "Attempted to check if non-record\n" + std::string(e.printed) +
                                         "\nis in the set of records:\n{[a |-> 1]}");
  }
  expectRow("[a : {1}]", "", want);
}

// S \X T: toTuple, else toFcnRcd (no function, or one with a non-integer
// in its domain: an error; a function over integers: FALSE), then the
// length, then each component.
TEST(LazySetMembership, CartesianProduct) {
  std::vector<std::string> want;
  for (const Elem &e : kElems) {
    std::string n = e.name;
    want.push_back(n == "model value" || n == "tuple" || n == "function"
                       ? "FALSE" // <<1>>: one component of two; (2 :> 1): integers only
                       : "Attempted to check if non-tuple\n" + std::string(e.printed) +
                             "\nis in the set of tuples:\n{<<1, 1>>}");
  }
  expectRow("{1} \\X {1}", "", want);
}

// SUBSET S: an x TLC cannot enumerate is an error; a set's elements are asked of S.
TEST(LazySetMembership, SubsetOfASet) {
  std::vector<std::string> want;
  for (const Elem &e : kElems) {
    std::string n = e.name;
    want.push_back(n == "model value" ? "FALSE"
                   : n == "set"       ? "TRUE"
                                      : "Attempted to check if the non-enumerable value\n" + std::string(e.printed) +
                                         "\nis element of\n{{}, {1}}");
  }
  expectRow("SUBSET {1}", "", want);
  // {"a"} \in SUBSET {1}: "a" is asked of {1}, which compares it.
  EXPECT_EQ(verdict("{\"a\"} \\in SUBSET {1}"), "Attempted to check equality of integer 1 with non-integer:\n\"a\"");
}

// A set TLC holds normalized (a constant definition's value, which TLC
// deep-normalizes before the search) is searched by bisection with
// x.compareTo(e), as BOOLEAN is; one written in place, with e.equals(x).
TEST(LazySetMembership, NormalizedSetsCompareTheElementWithTheirs) {
  std::vector<std::string> want;
  for (const Elem &e : kElems) {
    std::string n = e.name, p = e.printed;
    want.push_back(n == "integer"       ? "TRUE"
                   : n == "model value" ? "FALSE"
                   : n == "boolean"     ? "Attempted to compare boolean TRUE with non-boolean:\n1"
                   : n == "string"      ? "Attempted to compare string \"a\" with non-string:\n1"
                   : n == "set"         ? "Attempted to compare the set {1} with the value:\n1"
                   : n == "record"      ? "Attempted to compare record:\n[a |-> 1]\nwith non-record\n1"
                                        : "Attempted to compare the function " + p + " with the value:\n1");
  }
  expectRow("One", "One == {1}\n", want);
  // Bisection meets the middle element first.
  EXPECT_EQ(verdict("\"a\" \\in Three", "Three == {1, 2, 3}\n"),
            "Attempted to compare string \"a\" with non-string:\n2");
  // Deep: the sets inside the value too.
  EXPECT_EQ(verdict("\"a\" \\in Nested[1]", "Nested == <<{1, 2, 3}>>\n"),
            "Attempted to compare string \"a\" with non-string:\n2");
}

// TLC's FingerprintExceptionHang: a record set whose field ranges over a
// normalized set of sets, asked about a record whose field is an integer.
TEST(LazySetMembership, NestedSetsAskTheirPartsTlcsWay) {
  const std::string legal = "LegalSets == {{}}\n";
  EXPECT_EQ(verdict("[set |-> 1] \\in [set : LegalSets]", legal),
            "Attempted to compare integer 1 with non-integer:\n{}");
  EXPECT_EQ(verdict("[n \\in {mA} |-> [set |-> 1]] \\in [{mA} -> [set : LegalSets]]", legal),
            "Attempted to compare integer 1 with non-integer:\n{}");
  EXPECT_EQ(verdict("<<[set |-> 1]>> \\in Seq([set : LegalSets])", legal),
            "Attempted to compare integer 1 with non-integer:\n{}");
  // Written in place, {{}} is searched with {}.equals(1).
  EXPECT_EQ(verdict("[set |-> 1] \\in [set : {{}}]"), "Attempted to check equality of the set {} with the value:\n1");
  // Members stay members, non-members of a comparable kind FALSE.
  EXPECT_EQ(verdict("[set |-> {}] \\in [set : LegalSets]", legal), "TRUE");
  EXPECT_EQ(verdict("[set |-> {1}] \\in [set : LegalSets]", legal), "FALSE");
  EXPECT_EQ(verdict("[n \\in {1, 2} |-> {}] \\in [{1, 2} -> LegalSets]", legal), "TRUE");
  EXPECT_EQ(verdict("<<{}, {}>> \\in LegalSets \\X LegalSets", legal), "TRUE");
}

} // namespace
} // namespace tlacore
