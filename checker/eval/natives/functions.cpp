// Native Functions operators, as TLC's CommunityModules override them
// (tlc2.overrides.Functions): same results, same error texts.
#include <algorithm>

#include "natives.h"
#include "eval/tlc_native_errors.h"
#include "value/set_ops.h"
#include "value/tlc_compare.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

constexpr const char *kModule = "Functions";

// IsInjective(f): TLC's override also takes a record set [a: x, b: y] and
// compares its field values (the SetOfRcdsValue's values array).
Value isInjective(const NativeCall &c) {
  Value f = c.arg(0);
  if (f.kind() == val::Kind::RecordSet) {
    const std::vector<Value> &fields = static_cast<const val::LazySetObj *>(f.heap())->parts;
    for (size_t i = 0; i < fields.size(); ++i)
      for (size_t j = i + 1; j < fields.size(); ++j)
        if (val::compare(fields[i], fields[j]) == 0)
          return Value::boolean(false);
    return Value::boolean(true);
  }
  if (!f.isFcn())
    oneArgumentError(c, "IsInjective", "function", f);
  std::vector<Value> vals = f.vals();
  std::sort(vals.begin(), vals.end(), [](const Value &a, const Value &b) { return val::compare(a, b) < 0; });
  return Value::boolean(std::adjacent_find(vals.begin(), vals.end()) == vals.end());
}

// The value FcnRcdValue.normalize reports as occurring twice among `domain`
// (its two insertion passes, in the given order: it prints the slot of the
// element being inserted, already overwritten by the shifts), or nullptr.
const Value *repeatedAsTlcNormalizes(const std::vector<Value> &domain) {
  std::vector<const Value *> d;
  for (const Value &v : domain)
    d.push_back(&v);
  for (size_t i = 1; i < d.size(); ++i) {
    int cmp = val::compare(*d[0], *d[i]);
    if (cmp == 0)
      return d[i];
    if (cmp > 0)
      std::swap(d[0], d[i]);
  }
  for (size_t i = 2; i < d.size(); ++i) {
    const Value *x = d[i];
    size_t j = i;
    int cmp;
    while ((cmp = val::compare(*x, *d[j - 1])) < 0) {
      d[j] = d[j - 1];
      --j;
    }
    if (cmp == 0) // domain[i] as the shifts left it, which is what TLC prints
      return d[i];
    d[j] = x;
  }
  return nullptr;
}

// AntiFunction(f): TLC's override builds the function from f's values to its
// keys (a FcnRcdValue) and normalizes it: a value f takes twice is its error.
Value antiFunction(const NativeCall &c) {
  Value f = c.arg(0);
  if (!f.isFcn())
    oneArgumentError(c, "AntiFunction", "functions", f);
  if (const Value *twice = repeatedAsTlcNormalizes(f.vals()))
    c.ev.failUnlocated(javaOverrideError("public static tlc2.value.impl.Value "
                                         "tlc2.overrides.Functions.antiFunction(tlc2.value.impl.Value)",
                                         "The value\n" + val::tlcMessageText(*twice) +
                                             "\noccurs multiple times in the function domain."),
                       c.range);
  return Value::fcn(f.vals(), f.keys()).withFcnOrigin(val::FcnOrigin::Rcd);
}

Value foldFunctionOnKeys(const NativeCall &c, std::string_view javaMethod, const OpRef &op, Value acc, const Value &f,
                         const std::vector<Value> &indices) {
  for (const Value &i : indices) {
    std::optional<Value> x = val::apply(f, i);
    if (!x)
      c.ev.fail("Attempted to apply function:\n" + val::toString(f) + "\nto argument " + val::toString(i) +
                    ", which is not in the domain of the function.",
                c.range);
    acc = callOpInJava(c, javaMethod, op, {*x, acc});
  }
  return acc;
}

Value foldFunction(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value base = c.arg(1), f = c.arg(2);
  if (!f.isFcn())
    argumentError(c, "third", "FoldFunction", "function", f);
  return foldFunctionOnKeys(c,
                            "public static tlc2.value.impl.Value tlc2.overrides.Functions.foldFunction("
                            "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)",
                            op, base, f, f.keys());
}

Value foldFunctionOnSet(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value base = c.arg(1), f = c.arg(2), set = c.arg(3);
  if (!f.isFcn())
    argumentError(c, "third", "FoldFunctionOnSet", "function", f);
  std::vector<Value> indices;
  if (!finiteSetElems(set, indices))
    argumentError(c, "fourth", "FoldFunctionOnSet", "set", set);
  return foldFunctionOnKeys(c,
                            "public static tlc2.value.impl.Value tlc2.overrides.Functions.foldFunctionOnSet("
                            "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value)",
                            op, base, f, indices);
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
