// Model-Bench's specs: Init over function sets (arr \in [1..N -> 0..M])
// enumerated one element at a time (value/set_stream.h) in the order of the
// normalized set, with TLC's counts; EXTENDS Reals resolves and its
// operators fail as TLC's definitions do, with an error, not a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "engine.h"
#include "failure_category.h"
#include "value/set_ops.h"
#include "value/set_stream.h"
#include "value/string_table.h"

namespace tlacore {
namespace {

using val::Value;

// Every lazy set kind forEachElement streams, and the ones it normalizes:
// the same elements in the same order as normalize().
TEST(FunctionSetInit, StreamedElementsEqualTheNormalizedSet) {
  val::StringTable strings;
  Value a = strings.string("a"), b = strings.string("b");
  Value bools = Value::set({Value::boolean(false), Value::boolean(true)});
  std::vector<Value> domains = {Value::interval(1, 3), Value::set({a, b}), Value::emptySet(),
                                Value::set({Value::tuple({Value::integer(1)}), Value::tuple({})})};
  std::vector<Value> ranges = {Value::interval(0, 2), bools, Value::emptySet(), Value::subsetOf(Value::interval(1, 2))};
  std::vector<Value> sets;
  for (const Value &d : domains)
    for (const Value &r : ranges)
      sets.push_back(Value::fcnSet(d, r));
  sets.push_back(Value::fcnSet(Value::interval(1, 2), Value::fcnSet(Value::interval(1, 2), Value::interval(0, 1))));
  sets.push_back(Value::recordSet({{b, Value::interval(0, 2)}, {a, bools}}));
  sets.push_back(Value::recordSet({{a, Value::emptySet()}}));
  sets.push_back(Value::product({Value::interval(0, 2), bools, Value::set({a, b})}));
  sets.push_back(Value::product({Value::interval(0, 2), Value::emptySet()}));
  sets.push_back(Value::subsetOf(Value::interval(1, 3)));
  sets.push_back(Value::interval(-2, 2));
  for (const Value &s : sets) {
    Value n = val::normalize(s);
    ASSERT_FALSE(n.isError()) << val::toString(s);
    std::vector<Value> streamed;
    ASSERT_TRUE(val::forEachElement(s, [&](const Value &x) { return streamed.push_back(x), true; }))
        << val::toString(s);
    ASSERT_EQ(streamed.size(), n.elems().size()) << val::toString(s);
    for (size_t i = 0; i < streamed.size(); ++i) {
      EXPECT_EQ(val::compare(streamed[i], n.elems()[i]), 0) << val::toString(s) << " element " << i;
      EXPECT_EQ(streamed[i].hash(), n.elems()[i].hash()) << val::toString(s) << " element " << i;
    }
    // By position (StreamedSet, as a parallel filter reads it): every range
    // [begin, end) gives the normalized set's elements at those positions,
    // and stops where the callback says.
    val::StreamedSet positions;
    ASSERT_EQ(positions.open(s), val::streamsElements(s)) << val::toString(s);
    if (!val::streamsElements(s))
      continue;
    ASSERT_EQ(positions.size(), n.elems().size()) << val::toString(s);
    for (size_t b = 0; b <= n.elems().size(); ++b)
      for (size_t e = b; e <= n.elems().size() + 1; ++e) {
        std::vector<Value> range;
        positions.forEachIn(b, e, [&](const Value &x) { return range.push_back(x), true; });
        ASSERT_EQ(range.size(), std::min(e, n.elems().size()) - b) << val::toString(s) << " [" << b << ", " << e << ")";
        for (size_t i = 0; i < range.size(); ++i)
          EXPECT_EQ(val::compare(range[i], n.elems()[b + i]), 0) << val::toString(s) << " position " << b + i;
      }
    size_t calls = 0;
    positions.forEachIn(0, n.elems().size(), [&](const Value &) { return ++calls < 2; });
    EXPECT_EQ(calls, std::min<size_t>(2, n.elems().size())) << val::toString(s);
  }
  // Not enumerable: false before any element.
  int calls = 0;
  EXPECT_FALSE(val::forEachElement(Value::fcnSet(Value::interval(1, 2), Value::infSet(val::InfSetKind::Nat)),
                                   [&](const Value &) { return ++calls, true; }));
  EXPECT_FALSE(val::forEachElement(Value::fcnSet(Value::interval(1, 40), Value::interval(0, 9)),
                                   [&](const Value &) { return ++calls, true; }));
  EXPECT_EQ(calls, 0);
  val::StreamedSet tooLarge;
  EXPECT_FALSE(tooLarge.open(Value::fcnSet(Value::interval(1, 40), Value::interval(0, 9))));
  EXPECT_FALSE(tooLarge.open(Value::recordSet({{a, Value::infSet(val::InfSetKind::Nat)}})));
  EXPECT_FALSE(tooLarge.open(Value::interval(1, 3))); // not a streamed kind
}

engine::CheckOutcome checkText(const std::string &tla, const std::string &cfg) {
  engine::CheckRequest req;
  req.spec.path = "/tmp/Prog.tla";
  req.spec.text = tla;
  req.config.path = "/tmp/Prog.cfg";
  req.config.text = cfg;
  req.run.format = engine::TextFormat::Silent;
  req.run.checkDeadlock = false;
  req.banner = false;
  req.sanyReport = false;
  return engine::check(req);
}

// The distinct initial states of Init over a function set, a record set
// and a product are the sets' sizes (as TLC counts them).
TEST(FunctionSetInit, InitOverFunctionSetsHasTlcCounts) {
  const std::string spec = "---- MODULE Prog ----\nEXTENDS Naturals\nCONSTANTS MaxLen, MaxValue\nVARIABLE arr\n"
                           "Init == arr \\in [1..MaxLen -> 0..MaxValue]\nNext == UNCHANGED arr\n====\n";
  for (auto [len, max] : std::vector<std::pair<int, int>>{{5, 5}, {3, 2}, {0, 5}, {2, 0}, {1, 9}, {6, 3}}) {
    engine::CheckOutcome o = checkText(spec, "CONSTANTS MaxLen = " + std::to_string(len) + " MaxValue = " +
                                                 std::to_string(max) + "\nINIT Init\nNEXT Next\n");
    double expected = std::pow(max + 1, len);
    EXPECT_EQ(o.result.outcome, "success") << len << " " << max << ": " << o.result.message;
    EXPECT_EQ(o.result.distinct, static_cast<int64_t>(expected)) << len << " " << max;
    EXPECT_EQ(o.result.initial, static_cast<uint64_t>(expected)) << len << " " << max;
  }
  // A bound over a function set in Next (streamed by the evaluator).
  engine::CheckOutcome quant = checkText("---- MODULE Prog ----\nEXTENDS Naturals\nVARIABLE arr\n"
                                         "Init == arr = <<0, 0, 0>>\n"
                                         "Next == \\E f \\in [1..3 -> 0..2] : f[1] = 0 /\\ arr' = f\n====\n",
                                         "INIT Init\nNEXT Next\n");
  EXPECT_EQ(quant.result.outcome, "success") << quant.result.message;
  EXPECT_EQ(quant.result.distinct, 9);
  engine::CheckOutcome rec = checkText("---- MODULE Prog ----\nEXTENDS Naturals\nVARIABLES r, p\n"
                                       "Init == r \\in [a : 0..2, b : {\"x\", \"y\"}] /\\ p \\in (0..2) \\X (0..3)\n"
                                       "Next == r' \\in [a : {r.a}, b : {\"x\"}] /\\ UNCHANGED p\n====\n",
                                       "INIT Init\nNEXT Next\n");
  EXPECT_EQ(rec.result.outcome, "success") << rec.result.message;
  EXPECT_EQ(rec.result.initial, 6u * 12u);
  EXPECT_EQ(rec.result.distinct, 6 * 12);
}

// EXTENDS Reals: the module resolves (Real, /, Infinity); evaluating / or
// Infinity is an evaluation error naming what TLC cannot enumerate.
TEST(FunctionSetInit, RealsResolvesAndItsOperatorsFailCleanly) {
  engine::CheckOutcome ok = checkText("---- MODULE Prog ----\nEXTENDS Reals\nVARIABLE x\nInit == x = 1\n"
                                      "Next == x' = IF x < 3 THEN x + 1 ELSE x\n====\n",
                                      "INIT Init\nNEXT Next\n");
  EXPECT_EQ(ok.load.status, engine::LoadStatus::Ok);
  EXPECT_EQ(ok.result.outcome, "success");
  EXPECT_EQ(ok.result.distinct, 3);
  engine::CheckOutcome div = checkText("---- MODULE Prog ----\nEXTENDS Reals\nVARIABLE x\nInit == x = 1\n"
                                       "Next == x' = x / 2\n====\n",
                                       "INIT Init\nNEXT Next\n");
  EXPECT_EQ(div.load.status, engine::LoadStatus::Ok);
  EXPECT_EQ(div.result.outcome, "evaluationError");
  EXPECT_EQ(div.result.exitCode, 75);
  // Reals' a / b is a CHOOSE over Real, which TLC's CHOOSE cannot enumerate.
  EXPECT_NE(div.result.message.find("form CHOOSE x \\in S: P, but S was not enumerable."), std::string::npos)
      << div.result.message;
  scoring::Failure f = scoring::classifyFailure(div);
  EXPECT_EQ(f.category, scoring::FailureCategory::RuntimeError);
  EXPECT_EQ(f.kind, "next");
  engine::CheckOutcome inf = checkText("---- MODULE Prog ----\nEXTENDS Reals\nVARIABLE x\nInit == x = Infinity\n"
                                       "Next == UNCHANGED x\n====\n",
                                       "INIT Init\nNEXT Next\n");
  EXPECT_EQ(inf.result.outcome, "evaluationError") << inf.result.message;
  EXPECT_EQ(scoring::classifyFailure(inf).kind, "init");
}

} // namespace
} // namespace tlacore
