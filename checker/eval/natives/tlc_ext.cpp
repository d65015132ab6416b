// Native TLCExt operators, as TLC implements them (tlc2.module.TLCExt and
// TLCGetSet): the ones that need no more than the evaluator. Trace,
// CounterExample and ToTrace are in tlc_ext_trace.cpp; PickSuccessor in
// tlc_ext_pick.cpp; TLCFP is in tlc_fingerprint.cpp.
#include "natives.h"
#include "resolved_module.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

Value tlcNoOp(const NativeCall &c) { return c.arg(0); }

// TLCModelValue(str): the model value named str.
Value tlcModelValue(const NativeCall &c) {
  Value s = c.arg(0);
  if (s.kind() != Kind::String)
    oneArgumentError(c, "ModelValue", "string", s);
  return c.ev.model().strings->modelValue(s.text());
}

// TLCGetOrDefault(key, default): TLCGet(key), or default when that has no value.
Value getOrDefault(const NativeCall &c, const Value &key, const Value &fallback) {
  try {
    return c.ev.tlcGet(key, c.range);
  } catch (const EvalError &) {
    return fallback;
  }
}

Value tlcGetOrDefault(const NativeCall &c) { return getOrDefault(c, c.arg(0), c.arg(1)); }

// TLCGetAndSet(key, Op, val, default): sets key to Op(old, val) and equals old.
Value tlcGetAndSet(const NativeCall &c) {
  Value key = c.arg(0);
  OpRef op = c.opArg(1);
  Value v = c.arg(2), fallback = c.arg(3);
  Value old = getOrDefault(c, key, fallback);
  c.ev.tlcSet(key, callOp(c, op, {old, v}), c.range);
  return old;
}

// TLCCache(expression, closure): TLC memoizes expression per closure; the value is expression's.
Value tlcCache(const NativeCall &c) { return c.arg(0); }

// AssertError(err, exp): TRUE iff evaluating exp fails with exactly the message err.
Value assertError(const NativeCall &c) {
  Value err = c.arg(0);
  if (err.kind() != Kind::String)
    c.ev.fail("In computing AssertError, a non-string expression (" + val::toString(err) +
                  ") was used as the err of an AssertError(err, exp).",
              c.range);
  try {
    c.arg(1);
  } catch (const EvalError &e) {
    return Value::boolean(e.message == err.text());
  }
  return Value::boolean(false);
}

// TLCEvalDefinition(name): the value of the zero-arity definition `name`
// visible in the root module, evaluated where the call is.
Value tlcEvalDefinition(const NativeCall &c) {
  Value name = c.arg(0);
  if (name.kind() != Kind::String)
    oneArgumentError(c, "TLCEvalDefinition", "string", name);
  const sem::ResolvedModule *root = c.ev.model().root;
  const sem::Symbol *def = root ? root->scope.get(name.text()) : nullptr;
  if (!def || def->kind != sem::SymbolKind::Operator)
    oneArgumentError(c, "TLCEvalDefinition", "name of a definition reachable from the root module", name);
  if (!def->params.empty())
    oneArgumentError(c, "TLCEvalDefinition", "a zero-arity definition", name);
  OpRef op;
  op.def = def;
  return callOp(c, op, {});
}

// TLCDefer(e): TRUE; TLC sets e aside on the successor being built and
// evaluates it only in simulation, once that successor is chosen (the
// evaluator's defer hook, installed by the simulator). In BFS e is never
// evaluated.
Value tlcDefer(const NativeCall &c) {
  if (const Evaluator::DeferHook *hook = c.ev.deferHook())
    (*hook)(c);
  return Value::boolean(true);
}

const NativeEntry kTable[] = {
    {"TLCExt", "TLCDefer", tlcDefer},
    {"TLCExt", "TLCNoOp", tlcNoOp},
    {"TLCExt", "TLCModelValue", tlcModelValue},
    {"TLCExt", "TLCGetOrDefault", tlcGetOrDefault},
    {"TLCExt", "TLCGetAndSet", tlcGetAndSet},
    {"TLCExt", "TLCCache", tlcCache},
    {"TLCExt", "AssertError", assertError},
    {"TLCExt", "TLCEvalDefinition", tlcEvalDefinition},
};

} // namespace

std::span<const NativeEntry> tlcExtNatives() { return kTable; }

} // namespace tlacore::eval::natives
