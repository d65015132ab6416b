// Value: equality, ordering and hashing across representations, lazy sets, and set operations.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "value/set_ops.h"
#include "value/string_table.h"
#include "value/value.h"

namespace tlacore::val {
namespace {

// One table for the whole test binary: it outlives every value made here.
// It meets the one-letter names in alphabetical order, as a spec mentioning
// them in that order would, so that expectations do not depend on which
// test runs first.
StringTable &strings() {
  static StringTable *t = [] {
    auto *table = new StringTable;
    for (char c = 'a'; c <= 'z'; ++c)
      table->note(std::string(1, c));
    return table;
  }();
  return *t;
}
Value I(int64_t i) { return Value::integer(i); }
Value S(std::string_view s) { return strings().string(s); }
Value MV(std::string_view s) { return strings().modelValue(s); }
Value B(bool b) { return Value::boolean(b); }
Value set(std::vector<Value> e) { return Value::set(std::move(e)); }
Value iv(int64_t lo, int64_t hi) { return Value::interval(lo, hi); }

// Equal values must compare equal both ways and hash the same.
void expectSame(const Value &a, const Value &b) {
  EXPECT_EQ(compare(a, b), 0) << toString(a) << " vs " << toString(b);
  EXPECT_EQ(compare(b, a), 0) << toString(b) << " vs " << toString(a);
  EXPECT_TRUE(a == b);
  EXPECT_EQ(a.hash(), b.hash()) << toString(a) << " vs " << toString(b);
}

void expectDifferent(const Value &a, const Value &b) {
  EXPECT_NE(compare(a, b), 0) << toString(a) << " vs " << toString(b);
  EXPECT_EQ(compare(a, b), -compare(b, a));
  EXPECT_TRUE(a != b);
}

// ---- scalars -----------------------------------------------------------------------
TEST(ValueTest, ScalarsCompareByValue) {
  expectSame(I(3), I(3));
  expectDifferent(I(3), I(4));
  EXPECT_LT(compare(I(-5), I(2)), 0);
  expectSame(B(true), B(true));
  expectDifferent(B(true), B(false));
  expectSame(S("abc"), S("abc"));
  expectDifferent(S("abc"), S("abd"));
  expectSame(MV("m1"), MV("m1"));
  expectDifferent(MV("m1"), MV("m2"));
  // A string and a model value with the same text are different values.
  expectDifferent(S("m1"), MV("m1"));
}

TEST(ValueTest, CopiesShareAndOutliveOriginal) {
  Value copy;
  {
    Value s = set({S("x"), S("y")});
    copy = s;
    Value moved = std::move(s);
    EXPECT_TRUE(s.isError()); // NOLINT: a moved-from value is the empty (error) value
    expectSame(moved, copy);
  }
  EXPECT_EQ(copy.elems().size(), 2u);
  EXPECT_EQ(toString(copy), "{\"x\", \"y\"}");
}

// A value marked shared (the cfg's constants under several workers) and the
// values it holds outlive every copy, from any number of threads, unchanged.
TEST(ValueTest, SharedValuesOutliveTheirCopiesOnEveryThread) {
  std::vector<Value> inner{set({Value::integer(1), Value::integer(2)}), Value::tuple({Value::integer(3)})};
  {
    Value shared = set(inner);
    markShared(shared);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&shared] {
        for (int i = 0; i < 10000; ++i) {
          Value copy = shared;
          Value element = copy.elems()[i % 2];
          (void)element;
        }
      });
    for (auto &th : threads)
      th.join();
    EXPECT_EQ(toString(shared), "{{1, 2}, <<3>>}");
    Value last = shared;
    inner.clear();
    EXPECT_EQ(toString(last.elems()[0]), "{1, 2}");
  }
}

// ---- finite sets -------------------------------------------------------------------
TEST(ValueTest, SetSortsAndRemovesDuplicates) {
  Value s = set({I(3), I(1), I(2), I(1), I(3)});
  ASSERT_EQ(s.kind(), Kind::Set);
  ASSERT_EQ(s.elems().size(), 3u);
  EXPECT_EQ(s.elems()[0].asInt(), 1);
  EXPECT_EQ(s.elems()[1].asInt(), 2);
  EXPECT_EQ(s.elems()[2].asInt(), 3);
  expectSame(s, set({I(2), I(3), I(1)}));
  expectSame(Value::emptySet(), set({}));
  expectDifferent(Value::emptySet(), set({I(0)}));
}

TEST(ValueTest, SetsOfEqualValuesInDifferentFormsDeduplicate) {
  // {1..2, {1, 2}} is a one-element set.
  Value s = set({iv(1, 2), set({I(1), I(2)})});
  EXPECT_EQ(cardinality(s), 1);
  // {<<1>>, [x \in {1} |-> 1]} too.
  Value t = set({Value::tuple({I(1)}), Value::fcn({I(1)}, {I(1)})});
  EXPECT_EQ(cardinality(t), 1);
  // And {SUBSET {1}, {{}, {1}}}.
  Value u = set({Value::subsetOf(set({I(1)})), set({Value::emptySet(), set({I(1)})})});
  EXPECT_EQ(cardinality(u), 1);
}

TEST(ValueTest, SetOrderIsTotalAndConsistent) {
  // Sets order by size first, then element-wise; the order is the same for
  // every representation.
  std::vector<Value> vs = {iv(1, 3), set({I(1), I(2), I(4)}), set({I(0)}), Value::emptySet(), iv(2, 4),
                           set({I(1), I(2), I(3)})};
  for (const Value &a : vs)
    for (const Value &b : vs) {
      int ab = compare(a, b), ba = compare(b, a);
      EXPECT_EQ(ab, -ba) << toString(a) << " vs " << toString(b);
      for (const Value &c : vs) {
        if (ab <= 0 && compare(b, c) <= 0) {
          EXPECT_LE(compare(a, c), 0) << toString(a) << " " << toString(b) << " " << toString(c);
        }
      }
    }
  Value sorted = set(vs);
  ASSERT_EQ(sorted.elems().size(), 5u); // 1..3 = {1, 2, 3}
  std::vector<Value> want = {Value::emptySet(), set({I(0)}), set({I(1), I(2), I(3)}), set({I(1), I(2), I(4)}),
                             set({I(2), I(3), I(4)})};
  for (size_t i = 0; i < want.size(); ++i)
    expectSame(sorted.elems()[i], want[i]);
}

TEST(ValueTest, NestedSetsCompareStructurally) {
  Value a = set({set({I(1), I(2)}), set({I(3)})});
  Value b = set({set({I(3)}), iv(1, 2)});
  expectSame(a, b);
  expectDifferent(a, set({set({I(1)}), set({I(2), I(3)})}));
}

// ---- intervals ---------------------------------------------------------------------
TEST(ValueTest, IntervalEqualsItsEnumeration) {
  expectSame(iv(1, 3), set({I(1), I(2), I(3)}));
  expectSame(iv(-2, 0), set({I(0), I(-1), I(-2)}));
  expectSame(iv(5, 5), set({I(5)}));
  expectSame(iv(3, 1), Value::emptySet());
  expectSame(iv(1, 3), iv(1, 3));
  expectDifferent(iv(1, 3), iv(1, 4));
  expectDifferent(iv(1, 3), iv(2, 4));
  expectDifferent(iv(1, 3), set({I(1), I(2)}));
  EXPECT_EQ(cardinality(iv(1, 10)), 10);
  EXPECT_EQ(cardinality(iv(10, 1)), 0);
  EXPECT_EQ(contains(iv(1, 3), I(3)), true);
  EXPECT_EQ(contains(iv(1, 3), I(4)), false);
  EXPECT_EQ(contains(iv(1, 3), S("a")), false);
  EXPECT_EQ(toString(iv(1, 3)), "1..3");
}

// ---- functions, tuples, records ----------------------------------------------------
TEST(ValueTest, TupleEqualsFunctionOverOneToN) {
  Value a = S("a"), b = S("b");
  Value tup = Value::tuple({a, b});
  // [i \in 1..2 |-> IF i = 1 THEN "a" ELSE "b"], keys given out of order.
  Value fcn = Value::fcn({I(2), I(1)}, {b, a});
  expectSame(tup, fcn);
  expectDifferent(tup, Value::tuple({b, a}));
  expectDifferent(tup, Value::tuple({a}));
  expectDifferent(tup, Value::fcn({I(0), I(1)}, {a, b}));
  EXPECT_EQ(toString(fcn), "<<\"a\", \"b\">>");
  expectSame(Value::tuple({}), Value::fcn({}, {}));
  EXPECT_TRUE(isSequence(Value::tuple({})));
}

TEST(ValueTest, RecordEqualsFunctionWithStringDomain) {
  Value rec = Value::record({{S("b"), I(2)}, {S("a"), I(1)}});
  Value fcn = Value::fcn({S("a"), S("b")}, {I(1), I(2)});
  expectSame(rec, fcn);
  expectSame(rec, Value::record({{S("a"), I(1)}, {S("b"), I(2)}}));
  expectDifferent(rec, Value::record({{S("a"), I(1)}, {S("b"), I(3)}}));
  expectDifferent(rec, Value::record({{S("a"), I(1)}, {S("c"), I(2)}}));
  EXPECT_EQ(toString(rec), "[a |-> 1, b |-> 2]");
}

TEST(ValueTest, FunctionApplicationAndDomain) {
  Value f = Value::fcn({S("x"), S("y"), S("z")}, {I(1), I(2), I(3)});
  EXPECT_EQ(apply(f, S("y")), I(2));
  EXPECT_FALSE(apply(f, S("w")).has_value());
  expectSame(domainOf(f), set({S("z"), S("y"), S("x")}));
  Value t = Value::tuple({S("p"), S("q")});
  EXPECT_EQ(apply(t, I(2)), S("q"));
  EXPECT_FALSE(apply(t, I(0)).has_value());
  EXPECT_FALSE(apply(t, I(3)).has_value());
  expectSame(domainOf(t), iv(1, 2));
  // A function over {2, 3} is not a sequence; over {1, 2} it is.
  Value g = Value::fcn({I(2), I(3)}, {I(0), I(0)});
  EXPECT_FALSE(isSequence(g));
  EXPECT_FALSE(apply(g, I(1)).has_value());
  EXPECT_EQ(apply(g, I(3)), I(0));
  std::vector<Value> elems;
  EXPECT_TRUE(asSequence(Value::fcn({I(2), I(1)}, {I(20), I(10)}), elems));
  ASSERT_EQ(elems.size(), 2u);
  EXPECT_EQ(elems[0].asInt(), 10);
  EXPECT_FALSE(apply(I(1), I(1)).has_value());
}

// Application by every key shape keyIndex takes a shortcut for (integers
// a..b at any offset, including negative and huge ends, gapped integers,
// integers among keys of other kinds), against a linear search.
TEST(ValueTest, ApplicationOverIntegerDomainsMatchesLinearSearch) {
  std::vector<std::vector<Value>> domains;
  for (int64_t lo : {int64_t{-3}, int64_t{0}, int64_t{1}, int64_t{2}, int64_t{7}})
    for (int64_t n : {1, 2, 5}) {
      std::vector<Value> keys;
      for (int64_t i = 0; i < n; ++i)
        keys.push_back(I(lo + i));
      domains.push_back(keys);
    }
  domains.push_back({I(INT64_MIN), I(INT64_MIN + 1)});
  domains.push_back({I(INT64_MAX - 1), I(INT64_MAX)});
  domains.push_back({I(INT64_MIN), I(INT64_MAX)});
  domains.push_back({I(0), I(2), I(3)});          // a gap: not an interval
  domains.push_back({I(1), I(3)});                // ends 2 apart, 2 keys
  domains.push_back({B(false), I(1), I(2)});      // a boolean below the integers
  domains.push_back({I(1), I(2), S("a")});        // a string above them
  domains.push_back({MV("m"), I(0), I(1), S("b")}); // a model value below everything
  std::vector<Value> probes = {I(INT64_MIN), I(INT64_MIN + 1), I(INT64_MAX - 1), I(INT64_MAX), S("a"), B(false)};
  for (int64_t i = -5; i <= 10; ++i)
    probes.push_back(I(i));
  for (const auto &keys : domains) {
    std::vector<Value> vals;
    for (size_t i = 0; i < keys.size(); ++i)
      vals.push_back(I(100 + static_cast<int64_t>(i)));
    Value f = Value::fcn(keys, vals);
    for (const Value &x : probes) {
      std::optional<Value> want;
      for (size_t i = 0; i < f.keys().size(); ++i)
        if (compare(f.keys()[i], x) == 0)
          want = f.vals()[i];
      EXPECT_EQ(apply(f, x), want) << toString(f) << " at " << toString(x);
    }
  }
}

// Sets compare the same whichever representation each side has.
TEST(ValueTest, SetComparisonIsTheSameAcrossRepresentations) {
  std::vector<std::pair<Value, Value>> forms = {
      {iv(1, 3), set({I(1), I(2), I(3)})},
      {iv(0, 1), set({I(0), I(1)})},
      {Value::subsetOf(set({I(0), I(1)})), set({Value::emptySet(), set({I(0)}), set({I(1)}), iv(0, 1)})},
      {Value::emptySet(), iv(3, 1)},
  };
  for (const auto &[a, ea] : forms)
    for (const auto &[b, eb] : forms) {
      int want = compare(ea, eb);
      EXPECT_EQ(compare(a, b), want) << toString(a) << " vs " << toString(b);
      EXPECT_EQ(compare(ea, b), want) << toString(ea) << " vs " << toString(b);
      EXPECT_EQ(compare(a, eb), want) << toString(a) << " vs " << toString(eb);
      EXPECT_EQ(compare(b, a), -want) << toString(b) << " vs " << toString(a);
    }
}

TEST(ValueTest, FunctionsWithSetKeysHashAcrossRepresentations) {
  Value f1 = Value::fcn({iv(1, 2), Value::emptySet()}, {B(true), B(false)});
  Value f2 = Value::fcn({Value::emptySet(), set({I(2), I(1)})}, {B(false), B(true)});
  expectSame(f1, f2);
  EXPECT_EQ(apply(f1, set({I(1), I(2)})), B(true));
  EXPECT_EQ(toString(f2), "({} :> FALSE @@ {1, 2} :> TRUE)");
}

// ---- lazy sets vs their enumerations ------------------------------------------------
TEST(ValueTest, SubsetEqualsPowerSet) {
  Value base = set({I(1), I(2)});
  Value ps = Value::subsetOf(base);
  Value enumerated = set({Value::emptySet(), set({I(1)}), set({I(2)}), set({I(1), I(2)})});
  expectSame(ps, enumerated);
  expectSame(ps, Value::subsetOf(iv(1, 2)));
  EXPECT_EQ(cardinality(ps), 4);
  EXPECT_EQ(cardinality(Value::subsetOf(iv(1, 5))), 32);
  EXPECT_EQ(cardinality(Value::subsetOf(Value::emptySet())), 1);
  EXPECT_EQ(contains(ps, set({I(2)})), true);
  EXPECT_EQ(contains(ps, iv(1, 2)), true);
  EXPECT_EQ(contains(ps, set({I(3)})), false);
  EXPECT_EQ(contains(ps, I(1)), false);
  expectDifferent(ps, Value::subsetOf(iv(1, 3)));
}

TEST(ValueTest, FunctionSetEqualsItsEnumeration) {
  Value fs = Value::fcnSet(iv(1, 2), set({S("a"), S("b")}));
  std::vector<Value> all;
  for (const char *x : {"a", "b"})
    for (const char *y : {"a", "b"})
      all.push_back(Value::tuple({S(x), S(y)}));
  expectSame(fs, set(all));
  EXPECT_EQ(cardinality(fs), 4);
  EXPECT_EQ(cardinality(Value::fcnSet(iv(1, 3), iv(1, 3))), 27);
  // [{} -> S] = {<<>>}, [S -> {}] = {} for non-empty S.
  expectSame(Value::fcnSet(Value::emptySet(), iv(1, 3)), set({Value::tuple({})}));
  expectSame(Value::fcnSet(iv(1, 2), Value::emptySet()), Value::emptySet());
  EXPECT_EQ(contains(fs, Value::tuple({S("b"), S("a")})), true);
  EXPECT_EQ(contains(fs, Value::fcn({I(2), I(1)}, {S("a"), S("a")})), true);
  EXPECT_EQ(contains(fs, Value::tuple({S("b"), S("c")})), false);
  EXPECT_EQ(contains(fs, Value::tuple({S("a")})), false);
  EXPECT_EQ(contains(fs, Value::record({{S("a"), S("a")}})), false);
  // Membership with an infinite range.
  Value toNat = Value::fcnSet(iv(1, 2), Value::infSet(InfSetKind::Nat));
  EXPECT_EQ(contains(toNat, Value::tuple({I(0), I(7)})), true);
  EXPECT_EQ(contains(toNat, Value::tuple({I(-1), I(7)})), false);
  EXPECT_FALSE(normalize(toNat).kind() == Kind::Set);
}

TEST(ValueTest, RecordSetEqualsItsEnumeration) {
  Value rs = Value::recordSet({{S("b"), set({S("x")})}, {S("a"), iv(1, 2)}});
  Value enumerated = set({Value::record({{S("a"), I(1)}, {S("b"), S("x")}}), Value::record({{S("a"), I(2)}, {S("b"), S("x")}})});
  expectSame(rs, enumerated);
  EXPECT_EQ(cardinality(rs), 2);
  EXPECT_EQ(contains(rs, Value::record({{S("b"), S("x")}, {S("a"), I(2)}})), true);
  EXPECT_EQ(contains(rs, Value::record({{S("a"), I(3)}, {S("b"), S("x")}})), false);
  EXPECT_EQ(contains(rs, Value::record({{S("a"), I(1)}})), false);
  EXPECT_EQ(contains(rs, Value::record({{S("a"), I(1)}, {S("c"), S("x")}})), false);
  EXPECT_EQ(contains(rs, Value::tuple({I(1), S("x")})), false);
  Value infinite = Value::recordSet({{S("n"), Value::infSet(InfSetKind::Nat)}});
  EXPECT_EQ(contains(infinite, Value::record({{S("n"), I(100)}})), true);
  EXPECT_EQ(contains(infinite, Value::record({{S("n"), I(-1)}})), false);
}

TEST(ValueTest, ProductEqualsItsEnumeration) {
  Value p = Value::product({iv(1, 2), set({S("a")}), set({B(false), B(true)})});
  std::vector<Value> all;
  for (int i = 1; i <= 2; ++i)
    for (bool b : {false, true})
      all.push_back(Value::tuple({I(i), S("a"), B(b)}));
  expectSame(p, set(all));
  EXPECT_EQ(cardinality(p), 4);
  EXPECT_EQ(contains(p, Value::tuple({I(2), S("a"), B(true)})), true);
  EXPECT_EQ(contains(p, Value::tuple({I(3), S("a"), B(true)})), false);
  EXPECT_EQ(contains(p, Value::tuple({I(2), S("a")})), false);
  expectSame(Value::product({iv(1, 2), Value::emptySet()}), Value::emptySet());
}

TEST(ValueTest, LazySetsHashTheSameAsElementsOfSets) {
  // A state holding SUBSET {1, 2} and one holding its enumeration must
  // fingerprint the same, also when nested in a function.
  Value a = Value::tuple({Value::subsetOf(iv(1, 2)), Value::fcnSet(set({I(1)}), iv(0, 1))});
  Value b = Value::tuple({set({Value::emptySet(), set({I(1)}), set({I(2)}), set({I(1), I(2)})}),
                          set({Value::tuple({I(0)}), Value::tuple({I(1)})})});
  expectSame(a, b);
}

// ---- infinite sets: membership only -------------------------------------------------
TEST(ValueTest, MembershipInNatIntAndString) {
  Value nat = Value::infSet(InfSetKind::Nat), intSet = Value::infSet(InfSetKind::Int);
  Value str = Value::infSet(InfSetKind::String);
  EXPECT_EQ(contains(nat, I(0)), true);
  EXPECT_EQ(contains(nat, I(2147483647)), true);
  EXPECT_EQ(contains(nat, I(-1)), false);
  EXPECT_EQ(contains(nat, S("1")), false);
  EXPECT_EQ(contains(intSet, I(-1)), true);
  EXPECT_EQ(contains(intSet, B(true)), false);
  EXPECT_EQ(contains(str, S("")), true);
  EXPECT_EQ(contains(str, MV("m")), false);
  EXPECT_TRUE(normalize(nat).isError());
  EXPECT_FALSE(cardinality(intSet).has_value());
  EXPECT_EQ(isSubset(iv(0, 5), nat), true);
  EXPECT_EQ(isSubset(iv(-1, 5), nat), false);
  EXPECT_FALSE(isSubset(nat, intSet).has_value()); // not decidable by enumeration
}

TEST(ValueTest, MembershipInSeq) {
  Value seq = Value::seqSet(iv(1, 3));
  EXPECT_EQ(contains(seq, Value::tuple({})), true);
  EXPECT_EQ(contains(seq, Value::tuple({I(1), I(3), I(1)})), true);
  EXPECT_EQ(contains(seq, Value::fcn({I(2), I(1)}, {I(1), I(2)})), true);
  EXPECT_EQ(contains(seq, Value::tuple({I(1), I(4)})), false);
  EXPECT_EQ(contains(seq, Value::fcn({I(2), I(3)}, {I(1), I(2)})), false); // domain not 1..n
  EXPECT_EQ(contains(seq, Value::record({{S("a"), I(1)}})), false);
  EXPECT_EQ(contains(seq, I(1)), false);
  Value seqOfSeq = Value::seqSet(Value::seqSet(Value::infSet(InfSetKind::Nat)));
  EXPECT_EQ(contains(seqOfSeq, Value::tuple({Value::tuple({I(5)}), Value::tuple({})})), true);
  EXPECT_EQ(contains(seqOfSeq, Value::tuple({Value::tuple({I(-5)})})), false);
}

TEST(ValueTest, NormalizeGivesSortedEnumeration) {
  Value n = normalize(Value::subsetOf(iv(1, 2)));
  ASSERT_EQ(n.kind(), Kind::Set);
  EXPECT_EQ(toString(n), "{{}, {1}, {2}, {1, 2}}");
  EXPECT_TRUE(normalize(Value::subsetOf(iv(1, 10)), 100).isError()); // 1024 > limit
  EXPECT_TRUE(normalize(I(1)).isError());
}

// ---- set operations ----------------------------------------------------------------
TEST(SetOpsTest, UnionIntersectionDifference) {
  Value a = iv(1, 4), b = set({I(3), I(4), I(5)});
  expectSame(setUnion(a, b), iv(1, 5));
  expectSame(setIntersect(a, b), set({I(3), I(4)}));
  expectSame(setMinus(a, b), iv(1, 2));
  expectSame(setMinus(b, a), set({I(5)}));
  expectSame(setUnion(Value::emptySet(), a), a);
  expectSame(setIntersect(a, Value::emptySet()), Value::emptySet());
  EXPECT_EQ(isSubset(set({I(2), I(3)}), a), true);
  EXPECT_EQ(isSubset(b, a), false);
  EXPECT_EQ(isSubset(Value::emptySet(), Value::emptySet()), true);
  // Lazy operands.
  Value ps = Value::subsetOf(iv(1, 2));
  expectSame(setMinus(ps, set({Value::emptySet(), iv(1, 2)})), set({set({I(1)}), set({I(2)})}));
  expectSame(setIntersect(Value::product({iv(1, 2), iv(1, 2)}), set({Value::tuple({I(2), I(2)}), Value::tuple({I(3), I(1)})})),
             set({Value::tuple({I(2), I(2)})}));
  EXPECT_EQ(cardinality(setUnion(Value::fcnSet(iv(1, 2), iv(0, 1)), Value::product({iv(0, 1), iv(0, 1)}))), 4);
}

TEST(SetOpsTest, OperationsWithInfiniteSetsStayLazy) {
  Value nat = Value::infSet(InfSetKind::Nat);
  // Nat \ {0}
  Value pos = setMinus(nat, set({I(0)}));
  EXPECT_EQ(contains(pos, I(1)), true);
  EXPECT_EQ(contains(pos, I(0)), false);
  EXPECT_EQ(contains(pos, I(-1)), false);
  // Int \cup {NULL}
  Value withNull = setUnion(Value::infSet(InfSetKind::Int), set({MV("NULL")}));
  EXPECT_EQ(contains(withNull, I(-7)), true);
  EXPECT_EQ(contains(withNull, MV("NULL")), true);
  EXPECT_EQ(contains(withNull, S("NULL")), false);
  // Nat \cap 1..3 is finite.
  Value fin = setIntersect(nat, iv(-1, 3));
  expectSame(fin, iv(0, 3));
  Value both = setIntersect(nat, Value::infSet(InfSetKind::Int));
  EXPECT_EQ(contains(both, I(4)), true);
  EXPECT_EQ(contains(both, I(-4)), false);
}

TEST(SetOpsTest, CardinalityOfEachRepresentation) {
  EXPECT_EQ(cardinality(set({I(1), I(1), I(2)})), 2);
  EXPECT_EQ(cardinality(iv(-3, 3)), 7);
  EXPECT_EQ(cardinality(Value::subsetOf(set({S("a"), S("b"), S("c")}))), 8);
  EXPECT_EQ(cardinality(Value::fcnSet(set({S("a"), S("b")}), iv(1, 3))), 9);
  EXPECT_EQ(cardinality(Value::recordSet({{S("a"), iv(1, 3)}, {S("b"), iv(1, 4)}})), 12);
  EXPECT_EQ(cardinality(Value::product({iv(1, 3), iv(1, 4), iv(1, 2)})), 24);
  EXPECT_EQ(cardinality(Value::subsetOf(Value::subsetOf(iv(1, 2)))), 16);
  EXPECT_FALSE(cardinality(Value::seqSet(iv(1, 2))).has_value());
  EXPECT_FALSE(cardinality(I(3)).has_value());
}

TEST(ValueTest, PrintForms) {
  EXPECT_EQ(toString(I(-3)), "-3");
  EXPECT_EQ(toString(B(false)), "FALSE");
  EXPECT_EQ(toString(S("a\"b")), "\"a\\\"b\"");
  EXPECT_EQ(toString(MV("p1")), "p1");
  EXPECT_EQ(toString(Value::tuple({I(1), Value::tuple({})})), "<<1, <<>>>>");
  EXPECT_EQ(toString(Value::fcn({I(0), I(1)}, {I(5), I(6)})), "(0 :> 5 @@ 1 :> 6)");
  EXPECT_EQ(toString(set({S("b"), S("a")})), "{\"a\", \"b\"}");
}

} // namespace
} // namespace tlacore::val
