// Native DyadicRationals operators, as TLC's CommunityModules override them
// (tlc2.overrides.DyadicRationals): same results, same error texts.
#include <numeric>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

// Reduce(p): the record [num, den] divided by the gcd of its fields.
Value reduce(const NativeCall &c) {
  Value p = c.arg(0);
  const Value *den = p.isFcn() ? val::lookup(p, c.ev.str("den")) : nullptr;
  const Value *num = p.isFcn() ? val::lookup(p, c.ev.str("num")) : nullptr;
  if (!den || !num)
    oneArgumentError(c, "Half", "record", p); // TLC's text names Half here
  if (!den->isInt() || !num->isInt())
    oneArgumentError(c, "Half", "record", p);
  int64_t g = std::gcd(num->asInt(), den->asInt());
  if (g == 1)
    return p;
  if (g == 0)
    c.ev.fail("The second argument of \\div is 0.", c.range);
  return Value::record({{c.ev.str("den"), Value::integer(den->asInt() / g)},
                        {c.ev.str("num"), Value::integer(num->asInt() / g)}});
}

const NativeEntry kTable[] = {
    {"DyadicRationals", "Reduce", reduce},
};

} // namespace

std::span<const NativeEntry> dyadicRationalsNatives() { return kTable; }

} // namespace tlacore::eval::natives
