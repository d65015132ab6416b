// Native Functions operators, as TLC's CommunityModules override them
// (tlc2.overrides.Functions): same results, same error texts.
#include <algorithm>
#include <numeric>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

constexpr const char *kModule = "Functions";

Value isInjective(const NativeCall &c) {
  Value f = c.arg(0);
  if (!f.isFcn())
    oneArgumentError(c, "IsInjective", "function", f);
  std::vector<Value> vals = f.vals();
  std::sort(vals.begin(), vals.end(), [](const Value &a, const Value &b) { return val::compare(a, b) < 0; });
  return Value::boolean(std::adjacent_find(vals.begin(), vals.end()) == vals.end());
}

// AntiFunction(f): Range(f) -> the first x of DOMAIN f (in TLC's order) with f[x] = t.
Value antiFunction(const NativeCall &c) {
  Value f = c.arg(0);
  if (!f.isFcn())
    oneArgumentError(c, "AntiFunction", "functions", f);
  const std::vector<Value> &keys = f.keys(), &vals = f.vals();
  std::vector<size_t> order(vals.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return val::compare(vals[a], vals[b]) < 0; });
  std::vector<Value> domain, range;
  for (size_t i : order)
    if (domain.empty() || vals[i] != domain.back()) {
      domain.push_back(vals[i]);
      range.push_back(keys[i]);
    }
  return Value::fcn(std::move(domain), std::move(range));
}

Value foldFunctionOnKeys(const NativeCall &c, const OpRef &op, Value acc, const Value &f,
                         const std::vector<Value> &indices) {
  for (const Value &i : indices) {
    std::optional<Value> x = val::apply(f, i);
    if (!x)
      c.ev.fail("Attempted to apply function:\n" + val::toString(f) + "\nto argument " + val::toString(i) +
                    ", which is not in the domain of the function.",
                c.range);
    acc = callOp(c, op, {*x, acc});
  }
  return acc;
}

Value foldFunction(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value base = c.arg(1), f = c.arg(2);
  if (!f.isFcn())
    argumentError(c, "third", "FoldFunction", "function", f);
  return foldFunctionOnKeys(c, op, base, f, f.keys());
}

Value foldFunctionOnSet(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value base = c.arg(1), f = c.arg(2), set = c.arg(3);
  if (!f.isFcn())
    argumentError(c, "third", "FoldFunctionOnSet", "function", f);
  std::vector<Value> indices;
  if (!finiteSetElems(set, indices))
    argumentError(c, "fourth", "FoldFunctionOnSet", "set", set);
  return foldFunctionOnKeys(c, op, base, f, indices);
}

const NativeEntry kTable[] = {
    {kModule, "IsInjective", isInjective},
    {kModule, "AntiFunction", antiFunction},
    {kModule, "FoldFunction", foldFunction},
    {kModule, "FoldFunctionOnSet", foldFunctionOnSet},
};

} // namespace

std::span<const NativeEntry> functionsNatives() { return kTable; }

} // namespace tlacore::eval::natives
