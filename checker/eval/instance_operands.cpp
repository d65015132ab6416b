// Binding the instance parameters of an operator argument I!Op (instance_operands.h).
#include "instance_operands.h"

namespace tlacore::eval {

using namespace ast;

size_t instanceOperandCount(const OpAppExpr *qualified, size_t upTo) {
  if (!qualified)
    return 0;
  size_t n = 0;
  for (size_t i = 0; i + 1 < qualified->path.size() && i < upTo; ++i) {
    const NameSegment &seg = qualified->path[i];
    const sem::Symbol *def = seg.symbol ? seg.symbol->underlying() : nullptr;
    if (!def || def->kind != sem::SymbolKind::Instance || !def->instance)
      break; // the definition the instances lead to
    if (seg.hasArgs)
      return 0;
    n += def->params.size();
  }
  return n;
}

namespace {
// Each instance parameter's binding in the order the path takes them
// (operatorContext keeps one frame list per instance with parameters).
template <class F> void forEachParamFrame(InstancePath &store, F &&f) {
  size_t k = 0;
  for (std::vector<Env> &frames : store.frames)
    for (Env &e : frames)
      f(e, k++);
}
} // namespace

void bindInstanceOperands(InstancePath &store, std::span<const val::Value> args) {
  forEachParamFrame(store, [&](Env &e, size_t k) {
    if (k >= args.size() || e.kind == Env::Kind::Op)
      return;
    e.kind = Env::Kind::Value;
    e.value = args[k];
    e.expr = nullptr;
  });
}

void bindInstanceOperands(InstancePath &store, std::span<Expr *const> args, const Env *env, const InstCtx *inst,
                          const CostNode *cm) {
  forEachParamFrame(store, [&](Env &e, size_t k) {
    if (k >= args.size() || e.kind == Env::Kind::Op)
      return;
    e.kind = Env::Kind::Lazy;
    e.expr = args[k];
    e.exprEnv = env;
    e.exprInst = inst;
    e.cm = cm;
  });
}

} // namespace tlacore::eval
