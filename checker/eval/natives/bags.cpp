// Native Bags operators, as TLC implements them (tlc2.module.Bags): same
// results, same error texts. A bag is a function from elements to positive counts.
#include <climits>

#include "natives.h"
#include "eval/tlc_native_errors.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

constexpr const char *kModule = "Bags";

// n1 + n2 in TLC's 32-bit integers.
int64_t addCounts(const NativeCall &c, int64_t n1, int64_t n2) {
  int64_t sum = n1 + n2;
  if (sum > INT32_MAX || sum < INT32_MIN)
    overflowError(c, std::to_string(n1) + "+" + std::to_string(n2));
  return sum;
}

bool isABag(const Value &b) {
  if (!b.isFcn())
    return false;
  for (const Value &n : b.vals())
    if (!n.isInt() || n.asInt() <= 0)
      return false;
  return true;
}

// The count at position i of a bag's table (TLC casts it to an integer).
int64_t countAt(const NativeCall &c, const Value &bag, size_t i, std::string_view pos, std::string_view op) {
  const Value &n = bag.vals()[i];
  if (!n.isInt())
    argumentError(c, pos, op, "bag", bag);
  return n.asInt();
}

Value emptyBag(const NativeCall &) { return Value::fcn({}, {}); }

Value isABagOp(const NativeCall &c) { return Value::boolean(isABag(c.arg(0))); }

Value bagCardinality(const NativeCall &c) {
  Value b = c.arg(0);
  if (!b.isFcn())
    wrongValueError(c, "BagCardinality", "a function with a finite domain", b);
  int64_t num = 0;
  for (const Value &n : b.vals()) {
    if (!n.isInt() || n.asInt() <= 0)
      wrongValueError(c, "BagCardinality", "a bag", b);
    num = addCounts(c, num, n.asInt());
  }
  return Value::integer(num);
}

Value bagIn(const NativeCall &c) {
  Value e = c.arg(0), b = c.arg(1);
  if (!b.isFcn())
    argumentError(c, "second", "BagIn", "bag", b);
  size_t i = val::keyIndex(b, e);
  if (i == val::npos)
    return Value::boolean(false);
  return Value::boolean(countAt(c, b, i, "second", "BagIn") > 0);
}

Value copiesIn(const NativeCall &c) {
  Value e = c.arg(0), b = c.arg(1);
  if (!b.isFcn()) // TLC's CopiesIn reads the values of b.toFcnRcd(), null for a non-function
    c.ev.failUnlocated(javaOverrideError("public static tlc2.value.impl.IntValue "
                                         "tlc2.module.Bags.CopiesIn(tlc2.value.impl.Value,tlc2.value.impl.Value)",
                                         "Cannot read field \"values\" because \"fcn\" is null"),
                       c.range);
  size_t i = val::keyIndex(b, e);
  if (i == val::npos)
    return Value::integer(0);
  return Value::integer(countAt(c, b, i, "second", "CopiesIn"));
}

Value bagCup(const NativeCall &c) {
  Value b1 = c.arg(0), b2 = c.arg(1);
  if (!isABag(b1))
    argumentError(c, "first", "(+)", "bag", b1);
  if (!isABag(b2))
    argumentError(c, "second", "(+)", "bag", b2);
  std::vector<Value> keys = b1.keys(), vals = b1.vals();
  for (size_t i = 0; i < b2.keys().size(); ++i) {
    size_t j = val::keyIndex(b1, b2.keys()[i]);
    if (j != val::npos)
      vals[j] = Value::integer(addCounts(c, vals[j].asInt(), b2.vals()[i].asInt()));
    else {
      keys.push_back(b2.keys()[i]);
      vals.push_back(b2.vals()[i]);
    }
  }
  return Value::fcn(std::move(keys), std::move(vals)).withFcnOrigin(val::FcnOrigin::Rcd);
}

Value bagDiff(const NativeCall &c) {
  Value b1 = c.arg(0), b2 = c.arg(1);
  if (!b1.isFcn())
    argumentError(c, "first", "(-)", "bag", b1);
  if (!b2.isFcn())
    argumentError(c, "second", "(-)", "bag", b2);
  std::vector<Value> keys, vals;
  for (size_t i = 0; i < b1.keys().size(); ++i) {
    int64_t n = countAt(c, b1, i, "first", "(-)");
    size_t j = val::keyIndex(b2, b1.keys()[i]);
    if (j != val::npos)
      n -= countAt(c, b2, j, "second", "(-)");
    if (n > 0) {
      keys.push_back(b1.keys()[i]);
      vals.push_back(Value::integer(n));
    }
  }
  return Value::fcn(std::move(keys), std::move(vals)).withFcnOrigin(val::FcnOrigin::Rcd);
}

Value bagUnion(const NativeCall &c) {
  Value s = c.arg(0);
  std::vector<Value> bags;
  if (!finiteSetElems(s, bags))
    wrongValueError(c, "BagUnion", "a finite enumerable set", s);
  if (bags.empty())
    return Value::fcn({}, {});
  if (bags.size() == 1)
    return bags.front();
  std::vector<Value> keys, vals;
  for (const Value &b : bags) {
    if (!b.isFcn())
      c.ev.fail("Attemtped to apply BagUnion to the following set, whose\nelement is not a bag:\n" + val::toString(s),
                c.range);
    for (size_t i = 0; i < b.keys().size(); ++i) {
      auto it = std::find(keys.begin(), keys.end(), b.keys()[i]);
      if (it != keys.end()) {
        Value &n = vals[static_cast<size_t>(it - keys.begin())];
        n = Value::integer(addCounts(c, n.asInt(), b.vals()[i].asInt()));
      } else {
        keys.push_back(b.keys()[i]);
        vals.push_back(b.vals()[i]);
      }
    }
  }
  return Value::fcn(std::move(keys), std::move(vals)).withFcnOrigin(val::FcnOrigin::Rcd);
}

Value sqSubseteq(const NativeCall &c) {
  Value b1 = c.arg(0), b2 = c.arg(1);
  if (!b1.isFcn())
    wrongValueError(c, "\\sqsubseteq", "a function with a finite domain", b1);
  if (!b2.isFcn())
    wrongValueError(c, "\\sqsubseteq", "a function with a finite domain", b2);
  for (size_t i = 0; i < b1.keys().size(); ++i) {
    int64_t n = countAt(c, b1, i, "first", "\\sqsubseteq");
    size_t j = val::keyIndex(b2, b1.keys()[i]);
    if (j != val::npos)
      n -= countAt(c, b2, j, "second", "\\sqsubseteq");
    if (n > 0)
      return Value::boolean(false);
  }
  return Value::boolean(true);
}

Value bagOfAll(const NativeCall &c) {
  OpRef f = c.opArg(0);
  Value b = c.arg(1);
  if (!b.isFcn())
    argumentError(c, "second", "BagOfAll", "function with a finite domain", b);
  std::vector<Value> keys, vals;
  for (size_t i = 0; i < b.keys().size(); ++i) {
    Value image = callOp(c, f, {b.keys()[i]});
    auto it = std::find(keys.begin(), keys.end(), image);
    if (it != keys.end()) {
      Value &n = vals[static_cast<size_t>(it - keys.begin())];
      n = Value::integer(addCounts(c, n.asInt(), countAt(c, b, i, "second", "BagOfAll")));
    } else {
      keys.push_back(image);
      vals.push_back(b.vals()[i]);
    }
  }
  return Value::fcn(std::move(keys), std::move(vals)).withFcnOrigin(val::FcnOrigin::Rcd);
}

Value bagToSet(const NativeCall &c) {
  Value b = c.arg(0);
  if (!b.isFcn())
    wrongValueError(c, "BagToSet", "a function with a finite domain", b);
  // TLC: fcn.getDomain(), 1..n for a tuple, the listed keys for a bag Bags made.
  return b.fcnOrigin() == val::FcnOrigin::Shape ? val::domainOf(b) : Value::set(b.keys());
}

Value setToBag(const NativeCall &c) {
  Value s = c.arg(0);
  std::vector<Value> elems;
  if (!finiteSetElems(s, elems))
    wrongValueError(c, "BagToSet", "a function with a finite domain", s); // TLC's text names BagToSet here
  std::vector<Value> ones(elems.size(), Value::integer(1));
  return Value::fcn(std::move(elems), std::move(ones)).withFcnOrigin(val::FcnOrigin::Rcd); // TLC's FcnRcdValue
}

const NativeEntry kTable[] = {
    {kModule, "EmptyBag", emptyBag},       {kModule, "IsABag", isABagOp},     {kModule, "BagCardinality", bagCardinality},
    {kModule, "BagIn", bagIn},             {kModule, "CopiesIn", copiesIn},   {kModule, "(+)", bagCup},
    {kModule, "(-)", bagDiff},             {kModule, "BagUnion", bagUnion},   {kModule, "\\sqsubseteq", sqSubseteq},
    {kModule, "BagOfAll", bagOfAll},       {kModule, "BagToSet", bagToSet},   {kModule, "SetToBag", setToBag},
};

} // namespace

std::span<const NativeEntry> bagsNatives() { return kTable; }

} // namespace tlacore::eval::natives
