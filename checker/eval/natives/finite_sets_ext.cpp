// Native FiniteSetsExt operators, as TLC's CommunityModules override them
// (tlc2.overrides.FiniteSetsExt): same results, same error texts.
#include "natives.h"
#include "value/big_union.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

constexpr const char *kModule = "FiniteSetsExt";

Value quantify(const NativeCall &c) {
  Value set = c.arg(0);
  std::vector<Value> elems;
  if (!finiteSetElems(set, elems))
    argumentError(c, "first", "Quantify", "set", set);
  OpRef pred = c.opArg(1);
  int64_t n = 0;
  for (const Value &x : elems)
    n += callPredicate(c, pred, x, "second", "Quantify", "boolean-valued operator") ? 1 : 0;
  return Value::integer(n);
}

// The k-element subsets of elems (k <= elems.size()).
void kSubsets(const std::vector<Value> &elems, size_t k, size_t from, std::vector<Value> &chosen,
              std::vector<Value> &out) {
  if (chosen.size() == k) {
    out.push_back(Value::set(chosen));
    return;
  }
  for (size_t i = from; i + (k - chosen.size()) <= elems.size(); ++i) {
    chosen.push_back(elems[i]);
    kSubsets(elems, k, i + 1, chosen, out);
    chosen.pop_back();
  }
}

Value kSubset(const NativeCall &c) {
  Value kv = c.arg(0), s = c.arg(1);
  std::vector<Value> elems;
  if (!finiteSetElems(s, elems))
    // TLC passes four strings to a three-part message here; its text is this one.
    c.ev.fail("The argument of second should be a kSubset, but instead it is:\nset", c.range);
  if (!kv.isInt())
    argumentError(c, "first", "kSubset", "natural number", kv);
  int64_t k = kv.asInt();
  if (k < 0 || static_cast<int64_t>(elems.size()) < k)
    return Value::emptySet();
  std::vector<Value> out, chosen;
  kSubsets(elems, static_cast<size_t>(k), 0, chosen, out);
  return Value::set(std::move(out));
}

Value foldSet(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value acc = c.arg(1), set = c.arg(2);
  // set.elements(): a lazy UNION's duplicates included (value/big_union.h).
  std::vector<Value> elems;
  if (!set.isSetLike() || set.kind() == val::Kind::InfSet || !val::rawElements(set, elems))
    argumentError(c, "third", "FoldSet", "set", set);
  for (const Value &x : elems)
    acc = callOpInJava(c,
                       "public static tlc2.value.impl.Value tlc2.overrides.FiniteSetsExt.foldSet("
                       "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Enumerable)",
                       op, {x, acc});
  return acc;
}

const NativeEntry kTable[] = {
    {kModule, "Quantify", quantify},
    {kModule, "kSubset", kSubset},
    {kModule, "FoldSet", foldSet},
};

} // namespace

std::span<const NativeEntry> finiteSetsExtNatives() { return kTable; }

} // namespace tlacore::eval::natives
