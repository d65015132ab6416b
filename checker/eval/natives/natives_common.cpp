// Helpers shared by the native standard-module operators: TLC's argument
// error texts, conversions of arguments, and the list of per-module tables.
#include "natives.h"

#include "eval/tlc_native_errors.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {

using val::Kind;
using val::Value;

std::span<const std::span<const NativeEntry>> moduleNativeTables() {
  static const std::span<const NativeEntry> tables[] = {
      bagsNatives(),         bagsExtNatives(),    bitwiseNatives(),      cborNatives(),
      combinatoricsNatives(),
      csvNatives(),          dyadicRationalsNatives(), finiteSetsExtNatives(), fingerprintNatives(),
      functionsNatives(),
      graphsNatives(),       randomizationNatives(), sequencesExtNatives(), statisticsNatives(),
      svgNatives(),          tlcExtNatives(),     tlcExtTraceNatives(), tlcExtPickNatives(), vectorClocksNatives(),
  };
  return tables;
}

std::string_view ordinal(size_t i) {
  static constexpr std::string_view names[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
  return i < std::size(names) ? names[i] : "next";
}

void argumentError(const NativeCall &c, std::string_view pos, std::string_view op, std::string_view what,
                   const Value &v) {
  c.ev.failEvalException("The " + std::string(pos) + " argument of " + std::string(op) + " should be a " + std::string(what) +
                ", but instead it is:\n" + val::toString(v),
            c.range);
}

void oneArgumentError(const NativeCall &c, std::string_view op, std::string_view what, const Value &v) {
  c.ev.failEvalException("The argument of " + std::string(op) + " should be a " + std::string(what) + ", but instead it is:\n" +
                val::toString(v),
            c.range);
}

void wrongValueError(const NativeCall &c, std::string_view op, std::string_view what, const Value &v) {
  c.ev.failUnlocated("Applying " + std::string(op) + " to the following value,\nwhich is not " + std::string(what) + ":\n" +
                val::toString(v),
            c.range);
}

void overflowError(const NativeCall &c, std::string_view what) {
  c.ev.failUnlocated("Overflow when computing " + std::string(what), c.range);
}

bool sequenceElems(const Value &v, std::vector<Value> &out) {
  out.clear();
  if (v.kind() == Kind::String)
    return false;
  return val::asSequence(v, out);
}

bool finiteSetElems(const Value &v, std::vector<Value> &out) {
  if (!v.isSetLike() || v.kind() == Kind::InfSet)
    return false;
  Value n = val::normalize(v);
  if (n.isError())
    return false;
  out = n.elems();
  return true;
}

bool functionTable(const Value &v, std::vector<Value> &keys, std::vector<Value> &vals) {
  if (!v.isFcn())
    return false;
  keys = v.keys();
  vals = v.vals();
  return true;
}

Value callOp(const NativeCall &c, const OpRef &op, std::vector<Value> args) { return c.ev.applyOp(op, args, c.range); }

Value callOpInJava(const NativeCall &c, std::string_view javaMethod, const OpRef &op, std::vector<Value> args) {
  try {
    return c.ev.applyOp(op, args, c.range);
  } catch (const EvalError &e) {
    if (e.evalException || e.id != DiagId::err_eval)
      throw;
    try {
      c.ev.failUnlocated(javaOverrideError(javaMethod, e.message), c.range);
    } catch (EvalError &wrapped) {
      // TLC's call stack stays as the inner error left it (frozen).
      wrapped.nested = e.nested;
      throw;
    }
  }
}

bool callPredicate(const NativeCall &c, const OpRef &op, const Value &x, std::string_view pos, std::string_view opName,
                   std::string_view what) {
  Value r = c.ev.applyOp(op, {x}, c.range);
  if (!r.isBool())
    argumentError(c, pos, opName, what, r);
  return r.asBool();
}

} // namespace tlacore::eval::natives
