// Comparisons across value kinds, as TLC 1.8.0 decides them: every pair of
// value kinds under =, #, \in and \notin, and the set operators, gives TLC's
// verdict (a value, or TLC's error text). Model values compare with everything.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// One value of each kind, as written, and as TLC prints it in messages.
struct Kind {
  const char *name;
  const char *tla;
  const char *printed;
};
const Kind kKinds[] = {
    {"boolean", "TRUE", "TRUE"},
    {"integer", "1", "1"},
    {"string", "\"a\"", "\"a\""},
    {"model value", "mA", "mA"},
    {"set", "{1}", "{1}"},
    {"interval", "1..2", "1..2"},
    {"tuple", "<<1>>", "<<1>>"},
    {"record", "[a |-> 1]", "[a |-> 1]"},
    {"function", "(2 :> 1)", "(2 :> 1)"},
    {"Nat", "Nat", "Nat"},
    {"STRING", "STRING", "STRING"},
    {"Seq", "Seq({1})", "Seq({1})"},
};
constexpr size_t kCount = sizeof kKinds / sizeof kKinds[0];

// "TRUE", "FALSE", or the error text TLC reports.
std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE CrossKind ----\nEXTENDS Naturals, Sequences, TLC\nCONSTANT mA\nASSUME " + expr +
                    "\n====\n";
  CheckRun r = checkText({tla}, "CONSTANT mA = mA\n");
  if (r.stage != Stage::Loaded)
    return "load failed: " + r.problem;
  switch (r.result.outcome) {
  case Outcome::Success: return "TRUE";
  case Outcome::AssumptionFalse: return "FALSE";
  case Outcome::EvalErrorInit:
    return r.result.errorInAssumption ? r.result.error.message : "not in the ASSUME: " + r.result.error.message;
  default: return "unexpected outcome";
  }
}

// TLC's a.equals(b) for a of kind `i` and b of kind `j` (receiver first).
std::string tlcEquality(size_t i, size_t j) {
  const Kind &a = kKinds[i], &b = kKinds[j];
  std::string an = a.name, bn = b.name, bp = b.printed;
  if (i == j)
    return "TRUE";
  if (an == "model value" || bn == "model value")
    return "FALSE";
  if (an == "boolean")
    return "Attempted to compare equality of boolean TRUE with non-boolean:\n" + bp;
  if (an == "integer")
    return "Attempted to check equality of integer 1 with non-integer:\n" + bp;
  if (an == "string")
    return "Attempted to check equality of string \"a\" with non-string:\n" + bp;
  bool bSet = bn == "set" || bn == "interval", bFcn = bn == "tuple" || bn == "record" || bn == "function";
  bool bOverridden = bn == "Nat" || bn == "STRING" || bn == "Seq";
  if (an == "set" || an == "interval") {
    if (bSet)
      return "FALSE";
    return "Attempted to check equality of the set " + std::string(an == "set" ? "{1}" : "{1, 2}") +
           " with the value:\n" + bp;
  }
  if (an == "record") {
    if (bn == "function") // a function whose domain is not all strings is no record
      return "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n(2 :> 1)";
    return "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n" + bp;
  }
  if (an == "tuple" || an == "function") {
    if (bn == "tuple" || bn == "function")
      return "FALSE"; // domains {1} and {2}
    if (bn == "record")
      return ""; // not pinned down here
    return "Attempted to check equality of the function " + std::string(a.printed) + " with the value:\n" + bp;
  }
  // Nat, STRING, Seq(S): TLC's overridden values.
  if (bOverridden)
    return "Attempted to compare " + std::string(a.printed) + " with the value\n" + bp;
  (void)bFcn;
  return "Attempted to compare overridden value " + std::string(a.printed) + " with non-overridden value:\n" + bp;
}

TEST(CrossKindComparison, EqualityOfEveryPairOfKindsIsTlcs) {
  for (size_t i = 0; i < kCount; ++i)
    for (size_t j = 0; j < kCount; ++j) {
      std::string want = tlcEquality(i, j);
      if (want.empty())
        continue;
      std::string expr = std::string(kKinds[i].tla) + " = " + kKinds[j].tla;
      EXPECT_EQ(verdict(expr), want) << expr;
      // # is the negation of =, with the same errors.
      std::string neq = std::string(kKinds[i].tla) + " # " + kKinds[j].tla;
      std::string wantNeq = want == "TRUE" ? "FALSE" : want == "FALSE" ? "TRUE" : want;
      EXPECT_EQ(verdict(neq), wantNeq) << neq;
    }
}

// x \in S for each kind of x and each kind of set TLC answers for.
TEST(CrossKindComparison, MembershipOfEveryKindIsTlcs) {
  struct Set {
    std::string tla;
    // TLC's verdict for x of each kind (same order as kKinds); "" for TRUE-by-kind rows computed below.
    std::vector<std::string> want;
  };
  auto notIn = [](const std::string &x, const std::string &what) {
    return "Attempted to check if the value:\n" + x + "\nis " + what;
  };
  std::vector<Set> sets;
  // An enumerated set is searched with e.equals(x) for its elements e.
  {
    Set s{"{1}", {}};
    for (const Kind &k : kKinds) {
      std::string n = k.name;
      s.want.push_back(n == "integer" ? "TRUE"
                       : n == "model value" ? "FALSE"
                                            : "Attempted to check equality of integer 1 with non-integer:\n" +
                                                  std::string(k.printed));
    }
    sets.push_back(s);
  }
  // BOOLEAN is kept sorted: searched with x.compareTo(TRUE).
  {
    Set s{"BOOLEAN", {}};
    for (const Kind &k : kKinds) {
      std::string n = k.name, p = k.printed;
      s.want.push_back(n == "boolean"       ? "TRUE"
                       : n == "model value" ? "FALSE"
                       : n == "integer"     ? "Attempted to compare integer 1 with non-integer:\nTRUE"
                       : n == "string"      ? "Attempted to compare string \"a\" with non-string:\nTRUE"
                       : n == "set" || n == "interval"
                           ? "Attempted to compare the set " + std::string(n == "set" ? "{1}" : "{1, 2}") +
                                 " with the value:\nTRUE"
                       : n == "record" ? "Attempted to compare record:\n[a |-> 1]\nwith non-record\nTRUE"
                       : n == "tuple" || n == "function"
                           ? "Attempted to compare the function " + p + " with the value:\nTRUE"
                           : "Attempted to compare overridden value " + p + " with non-overridden value:\nTRUE");
    }
    sets.push_back(s);
  }
  for (const char *inf : {"Nat", "STRING"}) {
    Set s{inf, {}};
    for (const Kind &k : kKinds) {
      std::string n = k.name;
      bool fits = std::string(inf) == "Nat" ? n == "integer" : n == "string";
      s.want.push_back(fits ? "TRUE" : n == "model value" ? "FALSE" : notIn(k.printed, "an element of " + std::string(inf) + "."));
    }
    sets.push_back(s);
  }
  {
    Set s{"Seq({1})", {}};
    for (const Kind &k : kKinds) {
      std::string n = k.name;
      s.want.push_back(n == "tuple" ? "TRUE"
                       : n == "model value" ? "FALSE"
                                            : notIn(k.printed, "an element of Seq({1})."));
    }
    sets.push_back(s);
  }
  // Values that are no sets.
  for (const auto &[tla, what] : std::vector<std::pair<std::string, std::string>>{
           {"7", "an element of the integer 7"}, {"<<7>>", "an element of the function <<7>>"}}) {
    Set s{tla, {}};
    for (const Kind &k : kKinds)
      s.want.push_back(notIn(k.printed, what));
    sets.push_back(s);
  }
  for (const Set &s : sets)
    for (size_t i = 0; i < kCount; ++i) {
      std::string expr = std::string(kKinds[i].tla) + " \\in " + s.tla;
      EXPECT_EQ(verdict(expr), s.want[i]) << expr;
      std::string notExpr = std::string(kKinds[i].tla) + " \\notin " + s.tla;
      const std::string &w = s.want[i];
      EXPECT_EQ(verdict(notExpr), w == "TRUE" ? "FALSE" : w == "FALSE" ? "TRUE" : w) << notExpr;
    }
}

// The set operators ask the other operand about each element (S \cap T,
// S \ T, S \subseteq T: T about S's elements; S \cup T: S about T's).
TEST(CrossKindComparison, SetOperatorsRaiseTlcsErrors) {
  EXPECT_EQ(verdict("{1, 2} \\cap STRING = {}"), "Attempted to check if the value:\n1\nis an element of STRING.");
  EXPECT_EQ(verdict("{1} \\ {\"a\"} = {1}"), "Attempted to check equality of string \"a\" with non-string:\n1");
  EXPECT_EQ(verdict("1..3 \\subseteq 1"), "Attempted to check if the value:\n1\nis an element of the integer 1");
  EXPECT_EQ(verdict("{<<>>} \\cup {1} = {}"), "Attempted to check equality of the function <<>> with the value:\n1");
  EXPECT_EQ(verdict("{7, 10} \\cap BOOLEAN = {}"), "Attempted to compare integer 7 with non-integer:\nTRUE");
  // Model values are comparable with everything.
  EXPECT_EQ(verdict("{mA, 1} \\cap {1} = {1}"), "TRUE");
  EXPECT_EQ(verdict("mA \\notin {1, \"a\"}"), "TRUE");
  // Nested values compare element by element.
  EXPECT_EQ(verdict("<<1>> = <<\"a\">>"), "Attempted to check equality of integer 1 with non-integer:\n\"a\"");
  // (sets too: SetEnumValue.equals asks its elements' equals, as in the
  // eval-oracle's <<{<<>>}>> = <<{"a"}>>)
  EXPECT_EQ(verdict("{{1}} = {{\"a\"}}"), "Attempted to check equality of integer 1 with non-integer:\n\"a\"");
  EXPECT_EQ(verdict("[a |-> 1] = [a |-> 2]"), "FALSE");
  EXPECT_EQ(verdict("<<1, 2>> = [i \\in 1..2 |-> i]"), "TRUE");
}

// The same rules in the behaviour spec: a comparison across kinds in Init,
// in an IF guard of Next, or in a CASE guard is an evaluation error (TLC
// exits 75), not FALSE.
TEST(CrossKindComparison, GuardsInInitAndNextRaiseTheError) {
  auto run = [](const std::string &init, const std::string &next) {
    std::string tla = "---- MODULE Guards ----\nEXTENDS Naturals\nVARIABLE x\nInit == " + init + "\nNext == " + next +
                      "\n====\n";
    return checkText({tla}, "INIT Init\nNEXT Next\n");
  };
  CheckRun ifGuard = run("x = 0", "x' = IF x = \"done\" THEN 0 ELSE x + 1");
  EXPECT_EQ(ifGuard.result.outcome, Outcome::EvalErrorNext);
  EXPECT_EQ(ifGuard.result.error.message, "Attempted to check equality of integer 0 with non-integer:\n\"done\"");
  CheckRun caseGuard = run("x = 0", "x' = CASE x = TRUE -> 1 [] OTHER -> 2");
  EXPECT_EQ(caseGuard.result.outcome, Outcome::EvalErrorNext);
  EXPECT_EQ(caseGuard.result.error.message, "Attempted to check equality of integer 0 with non-integer:\nTRUE");
  CheckRun member = run("x = \"a\" /\\ x \\in {1, 2}", "x' = x");
  EXPECT_EQ(member.result.outcome, Outcome::EvalErrorInit);
  EXPECT_FALSE(member.result.errorInAssumption);
  EXPECT_EQ(member.result.error.message, "Attempted to check equality of integer 1 with non-integer:\n\"a\"");
  // Domain lookups of functions over model values and strings stay fine.
  CheckRun ok = run("x = 0", "x' = IF [s \\in {\"a\", \"b\"} |-> 1][\"a\"] = 1 THEN (x + 1) % 3 ELSE x");
  EXPECT_EQ(ok.result.outcome, Outcome::Success) << ok.result.error.message;
}

} // namespace
} // namespace tlacore
