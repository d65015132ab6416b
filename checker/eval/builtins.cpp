// Native implementations of standard-module operators (Naturals, Integers,
// Sequences, FiniteSets, TLC), as TLC implements them natively. Operators of
// the other standard modules are evaluated from their TLA+ definitions.
#include <algorithm>
#include <cstring>
#include <iostream>
#include <mutex>

#include "evaluator.h"
#include "value/pretty_print.h"
#include "value/set_ops.h"

namespace tlacore::eval {

using val::Kind;
using val::Value;

namespace {

int64_t intArg(const NativeCall &c, size_t i) {
  Value v = c.arg(i);
  if (!v.isInt())
    c.ev.fail("The " + std::string(i == 0 ? "first" : "second") + " argument of " + std::string(c.def->name) +
                  " should be an integer, but instead it is: " + val::toString(v),
              c.range);
  return v.asInt();
}

Value seqArg(const NativeCall &c, size_t i, std::vector<Value> &out) {
  Value v = c.arg(i);
  if (!val::asSequence(v, out))
    c.ev.fail("The argument of " + std::string(c.def->name) + " should be a sequence, but instead it is: " +
                  val::toString(v),
              c.range);
  return v;
}

// ---- Naturals / Integers ----------------------------------------------------------
Value plus(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) + intArg(c, 1), c.range)); }
Value minus(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) - intArg(c, 1), c.range)); }
Value times(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) * intArg(c, 1), c.range)); }
Value lt(const NativeCall &c) { return Value::boolean(intArg(c, 0) < intArg(c, 1)); }
Value gt(const NativeCall &c) { return Value::boolean(intArg(c, 0) > intArg(c, 1)); }
Value leq(const NativeCall &c) { return Value::boolean(intArg(c, 0) <= intArg(c, 1)); }
Value geq(const NativeCall &c) { return Value::boolean(intArg(c, 0) >= intArg(c, 1)); }
Value range(const NativeCall &c) { return Value::interval(intArg(c, 0), intArg(c, 1)); }
Value negate(const NativeCall &c) { return Value::integer(c.ev.checkedInt(-static_cast<__int128>(intArg(c, 0)), c.range)); }
Value nat(const NativeCall &) { return Value::infSet(val::InfSetKind::Nat); }
Value intSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Int); }
Value realSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Real); }

Value div(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b == 0)
    c.ev.fail("The second argument of \\div is 0.", c.range);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q; // floor division, as TLC
  return Value::integer(q);
}

Value mod(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b <= 0)
    c.ev.fail("The second argument of % should be a positive number, but instead it is: " + std::to_string(b), c.range);
  int64_t r = a % b;
  if (r < 0)
    r += b;
  return Value::integer(r);
}

Value power(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b < 0)
    c.ev.fail("The second argument of ^ should be a natural number", c.range);
  if (a == 0 && b == 0)
    c.ev.fail("0^0 is undefined", c.range);
  __int128 r = 1;
  for (int64_t i = 0; i < b; ++i) {
    r *= a;
    c.ev.checkedInt(r, c.range);
  }
  return Value::integer(static_cast<int64_t>(r));
}

// ---- Sequences ----------------------------------------------------------------------
Value len(const NativeCall &c) {
  std::vector<Value> s;
  seqArg(c, 0, s);
  return Value::integer(static_cast<int64_t>(s.size()));
}
Value concat(const NativeCall &c) {
  std::vector<Value> a, b;
  seqArg(c, 0, a);
  seqArg(c, 1, b);
  a.insert(a.end(), b.begin(), b.end());
  return Value::tuple(std::move(a));
}
Value append(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  a.push_back(c.arg(1));
  return Value::tuple(std::move(a));
}
Value head(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  if (a.empty())
    c.ev.fail("Attempted to apply Head to the empty sequence.", c.range);
  return a.front();
}
Value tail(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  if (a.empty())
    c.ev.fail("Attempted to apply Tail to the empty sequence.", c.range);
  a.erase(a.begin());
  return Value::tuple(std::move(a));
}
Value subSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  int64_t m = intArg(c, 1), n = intArg(c, 2);
  if (m > n)
    return Value::tuple({});
  if (m < 1 || n > static_cast<int64_t>(a.size()))
    c.ev.fail("The second or third argument of SubSeq is out of range", c.range);
  return Value::tuple(std::vector<Value>(a.begin() + (m - 1), a.begin() + n));
}
Value selectSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  OpRef test = c.opArg(1);
  std::vector<Value> out;
  for (const Value &x : a) {
    Value r = c.ev.applyOp(test, {x}, c.range);
    if (!r.isBool())
      c.ev.fail("the test of SelectSeq did not return a boolean", c.range);
    if (r.asBool())
      out.push_back(x);
  }
  return Value::tuple(std::move(out));
}
Value seqSet(const NativeCall &c) {
  // Seq(S) is infinite: represent it lazily through membership.
  return Value::seqSet(c.arg(0));
}

// ---- FiniteSets ------------------------------------------------------------------------
Value cardinality(const NativeCall &c) {
  Value s = c.arg(0);
  auto n = val::cardinality(s);
  if (!n)
    c.ev.fail("Attempted to compute cardinality of the value " + val::toString(s) + ", which is not a finite set", c.range);
  return Value::integer(*n);
}
Value isFiniteSet(const NativeCall &c) {
  Value s = c.arg(0);
  return Value::boolean(s.kind() != Kind::InfSet && !val::normalize(s).isError());
}

// ---- TLC -------------------------------------------------------------------------------------
std::mutex &printMutex() {
  static std::mutex m;
  return m;
}
std::string printForm(const Value &v) { return val::toString(v); }

Value print(const NativeCall &c) {
  Value out = c.arg(0);
  Value v = c.arg(1);
  std::lock_guard<std::mutex> lock(printMutex());
  // TLC breaks long values over lines here too (Values.ppr).
  std::cout << val::prettyPrint(printForm(out)) << "  " << val::prettyPrint(printForm(v)) << "\n";
  return v;
}
Value printT(const NativeCall &c) {
  Value out = c.arg(0);
  std::lock_guard<std::mutex> lock(printMutex());
  std::cout << val::prettyPrint(printForm(out)) << "\n";
  return Value::boolean(true);
}
Value assertOp(const NativeCall &c) {
  Value v = c.arg(0);
  if (!v.isBool() || !v.asBool()) {
    Value msg = c.arg(1);
    c.ev.fail("The first argument of Assert evaluated to FALSE; the second argument was:\n" + printForm(msg), c.range);
  }
  return Value::boolean(true);
}
Value javaTime(const NativeCall &) { return Value::integer(0); }
Value colonGt(const NativeCall &c) { return Value::fcn({c.arg(0)}, {c.arg(1)}); }
Value atAt(const NativeCall &c) {
  Value f = c.arg(0), g = c.arg(1);
  if (!f.isFcn() || !g.isFcn())
    c.ev.fail("@@ applies to functions", c.range);
  std::vector<Value> keys = f.keys(), vals = f.vals();
  for (size_t i = 0; i < g.keys().size(); ++i)
    if (!val::apply(f, g.keys()[i])) {
      keys.push_back(g.keys()[i]);
      vals.push_back(g.vals()[i]);
    }
  return Value::fcn(std::move(keys), std::move(vals));
}
Value toStringOp(const NativeCall &c) { return c.ev.str(printForm(c.arg(0))); }
Value permutations(const NativeCall &c) {
  Value s = val::normalize(c.arg(0));
  if (s.isError())
    c.ev.fail("Permutations needs a finite set", c.range);
  std::vector<Value> e = s.elems();
  std::vector<Value> out;
  std::vector<size_t> idx(e.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  do {
    std::vector<Value> vals;
    for (size_t i : idx)
      vals.push_back(e[i]);
    out.push_back(Value::fcn(e, vals));
  } while (std::next_permutation(idx.begin(), idx.end()));
  return Value::set(std::move(out));
}
Value sortSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  OpRef less = c.opArg(1);
  std::stable_sort(a.begin(), a.end(), [&](const Value &x, const Value &y) {
    Value r = c.ev.applyOp(less, {x, y}, c.range);
    return r.isBool() && r.asBool();
  });
  return Value::tuple(std::move(a));
}
Value randomElement(const NativeCall &c) {
  Value s = val::normalize(c.arg(0));
  if (s.isError() || s.elems().empty())
    c.ev.fail("RandomElement needs a non-empty finite set", c.range);
  return s.elems().front();
}
Value tlcEval(const NativeCall &c) { return c.arg(0); }
Value anySet(const NativeCall &) { return Value::infSet(val::InfSetKind::Any); }
Value tlcGet(const NativeCall &c) { return c.ev.tlcGet(c.arg(0), c.range); }
Value tlcSet(const NativeCall &c) {
  c.ev.tlcSet(c.arg(0), c.arg(1), c.range);
  return Value::boolean(true);
}

struct Entry {
  const char *module;
  const char *name;
  NativeFn fn;
};

const Entry kNatives[] = {
    {"Naturals", "+", plus},        {"Naturals", "-", minus},     {"Naturals", "*", times},
    {"Naturals", "^", power},       {"Naturals", "<", lt},        {"Naturals", ">", gt},
    {"Naturals", "=<", leq},        {"Naturals", ">=", geq},      {"Naturals", "..", range},
    {"Naturals", "\\div", div},     {"Naturals", "%", mod},       {"Naturals", "Nat", nat},
    {"Integers", "-.", negate},     {"Integers", "Int", intSet},  {"Reals", "Real", realSet},
    {"Sequences", "Len", len},      {"Sequences", "\\o", concat}, {"Sequences", "Append", append},
    {"Sequences", "Head", head},    {"Sequences", "Tail", tail},  {"Sequences", "SubSeq", subSeq},
    {"Sequences", "SelectSeq", selectSeq}, {"Sequences", "Seq", seqSet},
    {"FiniteSets", "Cardinality", cardinality}, {"FiniteSets", "IsFiniteSet", isFiniteSet},
    {"TLC", "Print", print},        {"TLC", "PrintT", printT},    {"TLC", "Assert", assertOp},
    {"TLC", "JavaTime", javaTime},  {"TLC", ":>", colonGt},       {"TLC", "@@", atAt},
    {"TLC", "ToString", toStringOp}, {"TLC", "Permutations", permutations},
    {"TLC", "SortSeq", sortSeq},    {"TLC", "RandomElement", randomElement},
    {"TLC", "TLCEval", tlcEval},    {"TLC", "Any", anySet},       {"TLC", "TLCGet", tlcGet},
    {"TLC", "TLCSet", tlcSet},
};

} // namespace

NativeFn findNative(std::string_view module, std::string_view name) {
  for (const Entry &e : kNatives)
    if (module == e.module && name == e.name)
      return e.fn;
  return nullptr;
}

} // namespace tlacore::eval
