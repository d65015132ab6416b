// The evaluator's per-thread side tables and shared payloads give the values
// the model gives: DirectCache (variable slots, cfg constants, natives,
// literals) under collisions, INSTANCE substitutions, LET and recursion;
// functions that share their domain (EXCEPT, tuples) equal, hash and print as
// when built whole; a function definition's domain evaluated once only where
// its value cannot change.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"
#include "eval/direct_cache.h"
#include "value/value.h"

namespace tlacore {
namespace {

using checktest::checkText;
using checktest::Stage;
using explore::Outcome;
using val::Value;

// Two slots for 64 keys: every key evicts others, and each get still returns its own value.
TEST(EvalSideTables, DirectCacheReturnsEachKeysValueUnderCollisions) {
  eval::DirectCache<const int *, int, 1> cache;
  std::vector<int> keys(64);
  int resolves = 0;
  for (int round = 0; round < 3; ++round)
    for (int i = 0; i < 64; ++i) {
      int got = cache.get(&keys[i], [&] {
        ++resolves;
        return i * 7 + 1;
      });
      EXPECT_EQ(got, i * 7 + 1) << i;
    }
  EXPECT_GT(resolves, 64); // slots were shared: keys were resolved again
  // The null key never matches an empty slot's default value.
  EXPECT_EQ(cache.get(nullptr, [] { return 5; }), 5);
}

// Variables read through instances (substituted crosswise and implicitly),
// LET definitions, recursion, record fields and string literals: a read
// that found another symbol's slot (or another literal's string) breaks an
// invariant.
TEST(EvalSideTables, VariableSlotsAndLiteralsResolveThroughInstancesLetAndRecursion) {
  std::string inner = R"(---- MODULE Inner ----
EXTENDS Naturals
VARIABLES p, q
Diff == p - q
RECURSIVE Down(_)
Down(n) == IF n = 0 THEN q ELSE Down(n - 1)
Rec == [kind |-> "inner", val |-> p]
Kind == "inner"
====
)";
  auto spec = [](const std::string &inv) {
    return R"(---- MODULE Slots ----
EXTENDS Naturals
VARIABLES p, q, r
I == INSTANCE Inner WITH p <- q, q <- r
J == INSTANCE Inner
RECURSIVE Sum(_)
Sum(n) == IF n = 0 THEN 0 ELSE r + Sum(n - 1)
Init == p = 1 /\ q = 10 /\ r = 100
Next == p < 4 /\ p' = p + 1 /\ q' = q + 2 /\ r' = r + 3
Inv == )" + inv + "\n====\n";
  };
  const std::string holds = R"(/\ I!Diff = q - r
       /\ J!Diff = p - q
       /\ I!Down(3) = r
       /\ J!Down(2) = q
       /\ LET s == q
              t(x) == x + p
          IN t(s) = q + p
       /\ Sum(3) = 3 * r
       /\ I!Rec = [kind |-> "inner", val |-> q]
       /\ J!Rec.val = p
       /\ I!Rec.kind = I!Kind
       /\ [kind |-> "outer", val |-> r].kind # I!Kind
       /\ [p |-> p, q |-> q, r |-> r] = [r |-> r, q |-> q, p |-> p])";
  checktest::CheckRun ok = checkText({spec(holds), inner}, "INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n");
  ASSERT_EQ(ok.stage, Stage::Loaded) << ok.problem;
  EXPECT_EQ(ok.result.outcome, Outcome::Success) << ok.result.error.message << ok.result.property;
  EXPECT_EQ(ok.result.distinct, 4u);
  // The same reads against the wrong variable are caught in the initial state (the invariant is evaluated).
  for (const std::string &wrong : {"I!Diff = p - q", "J!Down(1) = r", "I!Rec.val = p", "Sum(2) = 2 * q"}) {
    checktest::CheckRun bad = checkText({spec(wrong), inner}, "INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n");
    ASSERT_EQ(bad.stage, Stage::Loaded) << bad.problem;
    EXPECT_EQ(bad.result.outcome, Outcome::InitInvariantViolated) << wrong;
  }
}

std::string verdict(const std::string &expr) {
  return checktest::assumeVerdict("---- MODULE SideTables ----\nEXTENDS Integers, Sequences, FiniteSets, TLC\nASSUME " + expr +
                                  "\n====\n");
}

// EXCEPT shares the function's domain and copies its range: the result
// equals, prints and keeps its origin as a function built whole, and the
// function it was taken on is unchanged.
TEST(EvalSideTables, ExceptResultsEqualAndPrintAsBuiltWhole) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"[[i \\in 1..3 |-> i] EXCEPT ![2] = 7] = <<1, 7, 3>>", "TRUE"},
      {"LET f == [i \\in 1..3 |-> 0]\n g == [f EXCEPT ![1] = 1]\n h == [g EXCEPT ![2] = 2]\n"
       "IN h = <<1, 2, 0>> /\\ g = <<1, 0, 0>> /\\ f = <<0, 0, 0>> /\\ DOMAIN h = 1..3",
       "TRUE"},
      {"[[a |-> 1, b |-> 2] EXCEPT !.a = 3, !.b = @ + 1] = [a |-> 3, b |-> 3]", "TRUE"},
      {"[[a |-> <<1, 2>>] EXCEPT !.a[2] = 5].a = <<1, 5>>", "TRUE"},
      {"ToString([[i \\in 1..2 |-> i] EXCEPT ![1] = 5]) = \"<<5, 2>>\"", "TRUE"},
      {"ToString([[a |-> 1] EXCEPT !.a = 2]) = \"[a |-> 2]\"", "TRUE"},
      {"ToString([(1 :> 2 @@ 3 :> 4) EXCEPT ![1] = 0]) = \"(1 :> 0 @@ 3 :> 4)\"", "TRUE"},
      {"ToString([[i \\in 2..3 |-> i] EXCEPT ![3] = 0]) = \"(2 :> 2 @@ 3 :> 0)\"", "TRUE"},
      {"Cardinality({[<<0, 0>> EXCEPT ![1] = 1], <<1, 0>>, [i \\in 1..2 |-> 1 - i + 1 - 1 + i - 1]}) = 2", "TRUE"},
      {"[[i \\in 1..2 |-> i] EXCEPT ![3] = 0] = <<1, 2>>", "TRUE"},
      {"[[a |-> 1] EXCEPT !.a = 2].b = 0",
       "Attempted to select nonexistent field \"b\" from the record\n[a |-> 2]"},
  };
  for (const auto &[expr, want] : cases) // (an error's text up to its location)
    EXPECT_EQ(verdict(expr).substr(0, want.size()), want) << expr;
}

// S \ T, S \cap T, S \cup T and S \subseteq T over sets of tuples and
// records: where each element has the shape of the asked set's first
// element no element is asked (TLC could raise nothing); elsewhere TLC's
// error of the first element it cannot compare, as before.
TEST(EvalSideTables, SetOperandsOfOneShapeKeepTheirVerdictsAndErrors) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"({<<1, 2>>, <<3, 4>>} \\ {<<1, 2>>}) = {<<3, 4>>}", "TRUE"},
      {"({<<1, 2>>, <<3, 4>>} \\cap {<<3, 4>>, <<5, 6>>}) = {<<3, 4>>}", "TRUE"},
      {"({<<1, 2>>} \\cup {<<3, 4>>}) = {<<1, 2>>, <<3, 4>>}", "TRUE"},
      {"{<<1, 2>>} \\subseteq {<<1, 2>>, <<2, 3>>}", "TRUE"},
      {"({<<1>>, <<2, 3>>} \\ {<<1>>}) = {<<2, 3>>}", "TRUE"},
      {"({[a |-> 1], [a |-> 2]} \\ {[a |-> 2]}) = {[a |-> 1]}", "TRUE"},
      {"({<<{1}>>} \\ {<<{2}>>}) = {<<{1}>>}", "TRUE"},
      {"({<<1, 2>>} \\cap {<<\"a\", 2>>}) = {}", "Attempted to check equality of string \"a\" with non-string:\n1"},
      {"({[a |-> 1]} \\ {<<1>>}) = {}", "Attempted to check equality of integer 1 with non-integer:\n\"a\""},
      {"({<<1>>} \\ {[a |-> 1]}) = {}", "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n<<1>>"},
      {"({[a |-> 1], [a |-> \"x\"]} \\ {[a |-> 2]}) = {}",
       "Attempted to check equality of integer 2 with non-integer:\n\"x\""},
      {"({<<TRUE>>, <<1>>} \\ {<<FALSE>>}) = {}", "Attempted to compare equality of boolean FALSE with non-boolean:\n1"},
  };
  for (const auto &[expr, want] : cases)
    EXPECT_EQ(verdict(expr).substr(0, want.size()), want) << expr;
}

// A function updated by EXCEPT and the same function built whole are one
// state (equal fingerprints): two distinct states, not three.
TEST(EvalSideTables, ExceptAndBuiltWholeFunctionsAreOneState) {
  std::string tla = R"(---- MODULE Flip ----
EXTENDS Naturals
VARIABLE f
Init == f = <<0, 0>>
Next == \/ f' = [f EXCEPT ![1] = 1 - f[1]]
        \/ f' = <<1 - f[1], f[2]>>
        \/ f' = [i \in 1..2 |-> IF i = 1 THEN 1 - f[1] ELSE f[2]]
====
)";
  checktest::CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 2u);
}

// Value::withVals shares a shared domain (a tuple's 1..n: one owner for a
// chain) and copies any other, and the result equals and hashes as the function built
// whole; tuples of every length (around the shared-domain limit) equal
// functions over 1..n.
TEST(EvalSideTables, SharedDomainsEqualAndHashAsBuiltWhole) {
  for (size_t n = 0; n <= 20; ++n) {
    std::vector<Value> keys, vals;
    for (size_t i = 0; i < n; ++i) {
      keys.push_back(Value::integer(static_cast<int64_t>(i + 1)));
      vals.push_back(Value::integer(static_cast<int64_t>(i * i)));
    }
    Value t = Value::tuple(vals);
    Value f = Value::fcn(keys, vals);
    EXPECT_EQ(val::compare(t, f), 0) << n;
    EXPECT_EQ(t.hash(), f.hash()) << n;
    EXPECT_EQ(t.keys(), keys) << n;
    if (n == 0)
      continue;
    std::vector<Value> changed = vals;
    changed[n - 1] = Value::integer(-1);
    Value once = f.withVals(changed);
    Value twice = once.withVals(vals);
    // A function's own domain is copied (sharing it would make every worker count
    // references on one state's function); a tuple's process-wide 1..n is shared.
    EXPECT_NE(once.keys().data(), f.keys().data()) << n;
    EXPECT_EQ(once.keys(), f.keys()) << n;
    EXPECT_EQ(twice.keys(), f.keys()) << n;
    Value tupleOnce = t.withVals(changed);
    if (n < 16) { // shared, not copied, along a chain too
      EXPECT_EQ(tupleOnce.keys().data(), t.keys().data()) << n;
      EXPECT_EQ(tupleOnce.withVals(vals).keys().data(), t.keys().data()) << n;
    }
    EXPECT_EQ(val::compare(tupleOnce, Value::fcn(keys, changed)), 0) << n;
    EXPECT_EQ(val::compare(twice, f), 0) << n;
    EXPECT_EQ(twice.hash(), f.hash()) << n;
    EXPECT_NE(val::compare(once, f), 0) << n;
    EXPECT_EQ(val::compare(once, Value::fcn(keys, changed)), 0) << n;
    EXPECT_EQ(once.hash(), Value::fcn(keys, changed).hash()) << n;
  }
  // The owner outlives the function it was taken from.
  Value kept;
  {
    Value f = Value::fcn({Value::integer(1), Value::integer(2)}, {Value::integer(3), Value::integer(4)});
    kept = f.withVals({Value::integer(5), Value::integer(6)});
  }
  EXPECT_EQ(val::compare(kept, Value::tuple({Value::integer(5), Value::integer(6)})), 0);
}

// A function definition's domain: evaluated once where it is constant
// (the error for an argument outside it unchanged), at each application
// where it reads a variable or TLC's registers.
TEST(EvalSideTables, FunctionDomainsAreKeptOnlyWhereConstant) {
  EXPECT_EQ(checktest::assumeVerdict("---- MODULE Dom ----\nEXTENDS Integers\nf[x \\in 1..3] == x * 2\n"
                                     "ASSUME f[2] = 4 /\\ f[3] = 6\nASSUME f[5] = 4\n====\n"),
            "In applying the function\n<<2, 4, 6>>,\nthe first argument is:\n5\nwhich is not in its domain.\n");
  std::string tla = R"(---- MODULE GrowingDomain ----
EXTENDS Naturals, TLC
VARIABLE v
g[x \in 0..v] == x
h[x \in 0..TLCGet("level")] == x
Init == v = 0
Next == v < 3 /\ v' = v + 1
Inv == g[v] = v /\ h[TLCGet("level")] = TLCGet("level")
====
)";
  checktest::CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 4u);
}

} // namespace
} // namespace tlacore
