// Lazily represented sets as a class (value/lazy_set_hash.h, set_size.h,
// the enumerator's LET): every lazy kind (interval, SUBSET, [S -> T], record
// set, product, UNION, filter, Nat/Seq) against fingerprinting (a state
// holding one is the state holding the set written out; what TLC cannot
// fingerprint fails with TLC's reason), Cardinality (TLC's size() and its
// overflow texts at its 32-bit thresholds), and a LET-bound lazy set read
// once per evaluation of the LET where TLC's LazyValue caches it.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "check_test_helpers.h"
#include "diagnostic.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

const char *const kExtends = "EXTENDS Integers, Sequences, FiniteSets, TLC\n";

CheckRun run(const std::string &init, const std::string &next) {
  std::string tla = std::string("---- MODULE LazyClass ----\n") + kExtends + "VARIABLE x\nInit == " + init +
                    "\nNext == " + next + "\n====\n";
  return checkText({tla}, "INIT Init\nNEXT Next\n");
}

std::string verdict(const std::string &expr) {
  return checktest::assumeVerdict(std::string("---- MODULE LazyClassAssume ----\n") + kExtends + "ASSUME " + expr +
                                  "\n====\n");
}

// One of each lazy kind, nested too, and the empty cases.
const char *const kLazySets[] = {
    "1..5",
    "SUBSET (1..4)",
    "SUBSET {\"a\", \"b\", \"c\"}",
    "SUBSET SUBSET {1, 2}",
    "SUBSET {}",
    "[1..3 -> BOOLEAN]",
    "[{\"p\", \"q\"} -> 1..3]",
    "[{} -> 1..3]",
    "[1..2 -> {}]",
    "[1..2 -> SUBSET {1, 2}]",
    "[SUBSET {1} -> 1..2]",
    "[a : 1..2, b : {\"x\", \"y\"}]",
    "[a : SUBSET {1}, b : [1..2 -> BOOLEAN]]",
    "[a : {}]",
    "(1..2) \\X {\"x\", \"y\"} \\X BOOLEAN",
    "(1..2) \\X (SUBSET {1})",
    "{} \\X (1..3)",
    "SUBSET ((1..2) \\X {3})",
    "UNION {{1, 3}, 1..3}",
    "UNION {SUBSET {1}, {{2}}}",
    "{s \\in SUBSET (1..4) : 2 \\in s}",
    "(1..3) \\ {2}",
    "SUBSET (1..3) \\cup {{7}}",
};

// A state holding the lazy set and one holding it written out (a set
// built element by element) are one state: equal fingerprints.
TEST(LazySetClass, StateHoldingALazySetIsTheWrittenOutState) {
  for (const char *s : kLazySets) {
    CheckRun r = run(std::string("x = {y : y \\in ") + s + "}", std::string("x' = ") + s);
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << s << ": " << r.result.error.message;
    EXPECT_EQ(r.result.distinct, 1u) << s;
    // and as an element of a set and a value of a function
    r = run(std::string("x = <<{{y : y \\in ") + s + "}}, [k \\in {1} |-> {y : y \\in " + s + "}]>>",
            std::string("x' = <<{") + s + "}, [k \\in {1} |-> " + s + "]>>");
    EXPECT_EQ(r.result.outcome, Outcome::Success) << s << ": " << r.result.error.message;
    EXPECT_EQ(r.result.distinct, 1u) << s;
  }
}

// Two different lazy sets of one kind are two states.
TEST(LazySetClass, DifferentLazySetsAreDifferentStates) {
  const char *pairs[][2] = {
      {"SUBSET (1..4)", "SUBSET (2..5)"},
      {"[1..3 -> BOOLEAN]", "[1..3 -> {TRUE}]"},
      {"[a : 1..2, b : {\"x\"}]", "[a : 1..2, c : {\"x\"}]"},
      {"(1..2) \\X (1..3)", "(1..3) \\X (1..2)"},
      {"SUBSET SUBSET {1, 2}", "SUBSET SUBSET {1, 3}"},
  };
  for (auto &p : pairs) {
    CheckRun r = run(std::string("x = ") + p[0], std::string("x' = ") + p[1]);
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << p[0] << ": " << r.result.error.message;
    EXPECT_EQ(r.result.distinct, 2u) << p[0] << " / " << p[1];
  }
}

// Fingerprinting SUBSET (1..22) (4 million subsets) or [1..22 -> BOOLEAN]
// builds none of them: each costs a few additions.
TEST(LazySetClass, FingerprintingALargeLazySetIsProportionate) {
  auto t0 = std::chrono::steady_clock::now();
  CheckRun r = run("x = SUBSET (1..22)", "x' = [1..22 -> BOOLEAN]");
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 2u);
  EXPECT_LT(seconds, 60.0); // was minutes (each subset built and sorted); now well under a second unloaded
}

// What TLC cannot fingerprint, with its reason, exit 75 (EC 2147's text
// where TLC raises a FingerprintException from a lazy value it made).
TEST(LazySetClass, ValuesTlcCannotFingerprintFailWithTlcsReason) {
  const std::string fp = "TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n\nReason:\n";
  struct Row {
    const char *value;
    std::string message;
  } rows[] = {
      {"SUBSET (1..31)", fp + "Overflow when computing the number of elements in:\nSUBSET (1..31)"},
      {"SUBSET SUBSET (1..36)", fp + "Overflow when computing the number of elements in:\nSUBSET (1..36)"},
      {"SUBSET SUBSET (1..7)", fp + "Overflow when computing the number of elements in:\nSUBSET SUBSET (1..7)"},
      {"[1..40 -> 1..2]", fp + "Overflow when computing the number of elements in:\n[1..40 -> 1..2]"},
      {"[a : 1..50000, b : 1..50000]",
       fp + "Overflow when computing the number of elements in:\n[a: 1..50000, b: 1..50000]"},
      {"(1..50000) \\X (1..50000)", fp + "Overflow when computing the number of elements in (1..50000 \\X 1..50000)"},
      {"Nat", "TLC has found a state in which the value of a variable contains Nat"},
      {"Int", "TLC has found a state in which the value of a variable contains Int"},
      {"{y \\in Nat : y > 2}", fp + "Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"},
      {"[1..2 -> Nat]", fp + "Attempted to enumerate a set of the form [D -> R],but the range R:\nNat\ncannot be "
                             "enumerated."},
      {"[a : Nat]", fp + "Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate the "
                         "value of the `a' field:\nNat"},
      {"{1} \\X Nat", fp + "Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate "
                           "s1:\nNat"},
      {"SUBSET Nat", fp + "Attempted to compute the number of elements in the overridden value Nat."},
  };
  for (const Row &row : rows) {
    for (bool inInit : {true, false}) {
      CheckRun r = inInit ? run(std::string("x = ") + row.value, "UNCHANGED x")
                          : run("x = 0", std::string("x' = ") + row.value);
      ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
      EXPECT_NE(r.result.outcome, Outcome::Success) << row.value;
      EXPECT_EQ(r.result.error.message, row.message) << row.value;
      EXPECT_EQ(r.result.error.id, DiagId::err_run_next_error) << row.value; // exit 75
    }
  }
  // A state the action does not produce is never fingerprinted.
  CheckRun r = run("x = 0", "x' = SUBSET (1..40) /\\ FALSE");
  EXPECT_EQ(r.result.outcome, Outcome::Deadlock);
}

// Cardinality is TLC's size(): counted without listing, TLC's overflow texts
// past 2^31 - 1 (at SUBSET of 31 elements, the first product past it).
TEST(LazySetClass, CardinalityIsTlcsSizeWithItsOverflowTexts) {
  const std::string card = "Attempted to apply the operator overridden by the Java method\npublic static "
                           "tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value),\nbut "
                           "it produced the following error:\n";
  const std::string over = "Overflow when computing the number of elements in";
  struct Row {
    const char *expr;
    std::string want;
  } rows[] = {
      {"Cardinality(SUBSET (1..30)) = 2^30", "TRUE"},
      {"Cardinality(SUBSET (1..31)) = 0", card + over + ":\nSUBSET (1..31)"},
      {"Cardinality(SUBSET SUBSET (1..36)) = 0", card + over + ":\nSUBSET (1..36)"},
      {"Cardinality(SUBSET SUBSET (1..4)) = 2^16", "TRUE"},
      {"Cardinality([1..30 -> 1..2]) = 2^30", "TRUE"},
      {"Cardinality([1..31 -> 1..2]) = 0", card + over + ":\n[1..31 -> 1..2]"},
      {"Cardinality([1..31 -> {}]) = 0", "TRUE"},
      {"Cardinality([{} -> 1..3]) = 1", "TRUE"},
      {"Cardinality([a : 1..46340, b : 1..46340]) = 46340 * 46340", "TRUE"},
      {"Cardinality([a : 1..46341, b : 1..46341]) = 0", card + over + ":\n[a: 1..46341, b: 1..46341]"},
      {"Cardinality((1..46340) \\X (1..46340)) = 46340 * 46340", "TRUE"},
      {"Cardinality((1..46341) \\X (1..46341)) = 0", card + over + " (1..46341 \\X 1..46341)"},
      {"Cardinality({} \\X (1..50000) \\X (1..50000)) = 0", "TRUE"},
      {"Cardinality([1..2 -> SUBSET (1..31)]) = 0", card + over + ":\nSUBSET (1..31)"},
      {"Cardinality(UNION {{1, 3}, 1..3}) = 3", "TRUE"},
      {"Cardinality({s \\in SUBSET (1..10) : 1 \\in s}) = 512", "TRUE"},
  };
  for (const Row &row : rows)
    EXPECT_EQ(verdict(row.expr), row.want) << row.expr;
}

// Membership, equality and printing across the kinds (each against the set
// written out).
TEST(LazySetClass, MembershipEqualityAndPrintingAgreeWithTheWrittenOutSet) {
  for (const char *s : kLazySets) {
    const std::string lazy = std::string("(") + s + ")", written = std::string("{y : y \\in ") + s + "}";
    EXPECT_EQ(verdict(lazy + " = " + written), "TRUE") << s;
    EXPECT_EQ(verdict(written + " = " + lazy), "TRUE") << s;
    EXPECT_EQ(verdict("\\A y \\in " + written + " : y \\in " + lazy), "TRUE") << s;
    if (std::string(s) != "1..5") // TLC prints an interval as a..b
      EXPECT_EQ(verdict("ToString(" + lazy + ") = ToString(" + written + ")"), "TRUE") << s;
    EXPECT_EQ(verdict("Cardinality(" + lazy + ") = Cardinality(" + written + ")"), "TRUE") << s;
    EXPECT_EQ(verdict("{" + lazy + "} = {" + written + "}"), "TRUE") << s;
  }
}

// LET-bound lazy sets in actions and Init: one value per evaluation of the
// LET where TLC's LazyValue caches it (an action's definitions without
// primes, Init's constant ones), so what one use caches (a UNION's normal
// form, once counted) the next sees, and a random draw is drawn once.
TEST(LazySetClass, LetDefinitionsAreEvaluatedOncePerLetAsTlcCachesThem) {
  struct Row {
    const char *init;
    const char *next;
    uint64_t generated, distinct;
  } rows[] = {
      // UNION {{1, 3}, 1..3} lists 1, 3, 1, 2, 3 until its normal form is cached
      {"x = 0", "LET U == UNION {{1, 3}, 1..3} IN \\E y \\in U : x' = y", 1 + 5 + 3 * 5, 4},
      {"x = 0", "LET U == UNION {{1, 3}, 1..3} IN Cardinality(U) > 0 /\\ \\E y \\in U : x' = y", 1 + 3 + 3 * 3, 4},
      {"x = 0", "LET U == UNION {{1, 3}, 1..3} IN U = {1, 2, 3} /\\ x' \\in U", 1 + 3 + 3 * 3, 4},
      {"x = 0", "LET U == UNION {{1, 3}, 1..3} IN LET V == U IN Cardinality(V) > 0 /\\ x' \\in U", 1 + 3 + 3 * 3, 4},
      // a definition reading the state is cached in an action
      {"x = 0", "LET U == UNION {{1, 3}, x..3} IN Cardinality(U) > 0 /\\ x' \\in U", 1 + 3 + 3 * 3, 4},
      // in Init, a constant definition
      {"LET U == UNION {{1, 3}, 1..3} IN Cardinality(U) > 0 /\\ x \\in U", "UNCHANGED x", 3 + 3, 3},
      {"LET U == UNION {{1, 3}, 1..3} IN x \\in U", "UNCHANGED x", 5 + 3, 3},
      // a random draw: both uses read one value
      {"x = 0", "LET r == RandomElement(1..1000000) IN x' = r - r", 1 + 1, 1},
      {"LET r == RandomElement(1..1000000) IN x = r - r", "UNCHANGED x", 1 + 1, 1},
  };
  for (const Row &row : rows) {
    CheckRun r = run(row.init, row.next);
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << row.next << ": " << r.result.error.message;
    EXPECT_EQ(r.result.generated, row.generated) << row.init << " / " << row.next;
    EXPECT_EQ(r.result.distinct, row.distinct) << row.init << " / " << row.next;
  }
}

} // namespace
} // namespace tlacore
