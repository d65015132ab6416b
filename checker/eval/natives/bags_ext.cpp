// Native BagsExt operators, as TLC's CommunityModules override them
// (tlc2.overrides.BagsExt): same results, same error texts.
#include "natives.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

// FoldBag(op, base, B): op(acc, e) once for every copy of every element, in TLC's order of DOMAIN B.
Value foldBag(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value acc = c.arg(1), bag = c.arg(2);
  if (!bag.isFcn())
    argumentError(c, "third", "FoldBag", "bag", bag);
  for (size_t i = 0; i < bag.keys().size(); ++i) {
    const Value &n = bag.vals()[i];
    if (!n.isInt() || n.asInt() <= 0)
      // TLC fills EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE with ("third", "FoldBag", "bag", B).
      c.ev.fail("Applying third to the following value,\nwhich is not FoldBag:\nbag", c.range);
    for (int64_t j = 0; j < n.asInt(); ++j)
      acc = callOp(c, op, {acc, bag.keys()[i]});
  }
  return acc;
}

const NativeEntry kTable[] = {
    {"BagsExt", "FoldBag", foldBag},
};

} // namespace

std::span<const NativeEntry> bagsExtNatives() { return kTable; }

} // namespace tlacore::eval::natives
