// A lazy function kept as a value (lazy_fcn_value.h): its bindings and state
// copied off the evaluator's stack (CapturedContext), as TLC's FcnLambdaValue
// keeps its Context and states.
#include "lazy_fcn_value.h"

#include "captured_context.h"

namespace tlacore::eval {

using val::Value;

namespace {

// What a LazyFcn value's `closure` holds.
struct LazyFcnClosure {
  LazyFcn fcn; // its bindings in fcn.captured
  EvalError buildError;
  // Kept unbuilt over a finite domain (Evaluator::keptLazyElement): buildError not met yet.
  bool unbuilt = false;
};

const LazyFcnClosure *closureOf(const Value &v) {
  return static_cast<const LazyFcnClosure *>(static_cast<const val::LazyFcnObj *>(v.heap())->closure.get());
}

// `f` with its bindings, and those of the lazy functions its EXCEPTs keep, copied.
LazyFcn captured(Evaluator &ev, const LazyFcn &f) {
  LazyFcn out = f;
  if (!f.captured) {
    auto context = std::make_shared<const CapturedContext>(ev, f.env, f.inst);
    out.env = context->env();
    out.inst = context->inst();
    out.captured = std::move(context);
  }
  for (LazyFcn::Except &ex : out.excepts)
    if (ex.lazyValue)
      ex.lazyValue = std::make_shared<const LazyFcn>(captured(ev, *ex.lazyValue));
  return out;
}

} // namespace

LazyFcn LazyFcn::of(Value v) {
  if (v.kind() == val::Kind::LazyFcn) [[unlikely]]
    return closureOf(v)->fcn;
  LazyFcn f;
  f.value = std::move(v);
  return f;
}

const EvalError *lazyFcnBuildError(const Value &v) {
  return v.kind() == val::Kind::LazyFcn ? &closureOf(v)->buildError : nullptr;
}

bool unbuiltLazyFcn(const Value &v) { return v.kind() == val::Kind::LazyFcn && closureOf(v)->unbuilt; }

Value Evaluator::lazyFcnValue(const LazyFcn &f, const EvalError &buildError, bool unbuilt) {
  auto closure = std::make_shared<LazyFcnClosure>();
  closure->fcn = captured(*this, f);
  closure->buildError = buildError;
  closure->unbuilt = unbuilt;
  // (Building it fails: buildError. Tried again, over a finite domain, it would make this value again.)
  std::string text = unbuiltLazyFcnText(*this, closure->fcn);
  size_t params = 0;
  for (const ast::BoundDecl &b : *f.bounds)
    params += b.isTuple ? 1 : b.names.size();
  // The number of parameters rides in fcnOrigin (FcnLambdaValue.toTuple asks it: tlc_compare.cpp).
  auto *obj = new val::LazyFcnObj(f.domain, std::move(text), buildError.message, std::move(closure));
  obj->fcnOrigin = static_cast<uint8_t>(std::min<size_t>(params, 255));
  return Value::lazyFcn(obj);
}

} // namespace tlacore::eval
