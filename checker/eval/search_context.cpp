// The calling thread's view of the search for the natives (search_context.h).
#include "search_context.h"

#include <algorithm>

#include "model/expr_levels.h"
#include "resolved_module.h"

namespace tlacore::eval {

namespace {
thread_local const TraceHook *traceHook = nullptr;
thread_local std::optional<val::Value> counterExample;
thread_local StepPick *stepPick = nullptr;
thread_local const val::Value *actionRecord = nullptr;
} // namespace

const TraceHook *currentTraceHook() { return traceHook; }

const val::Value *currentActionRecord() { return actionRecord; }
const val::Value *setCurrentActionRecord(const val::Value *record) {
  const val::Value *before = actionRecord;
  actionRecord = record;
  return before;
}

namespace {

bool isTrace(const sem::Symbol *s) {
  if (!s)
    return false;
  s = s->underlying();
  return s->name == "Trace" && s->module && s->module->name == "TLCExt";
}

// Whether `e` (with its LET definitions) names TLCExt!Trace.
bool namesTrace(const ast::Expr *e) {
  if (!e)
    return false;
  if (auto *app = ast::dynCast<ast::OpAppExpr>(e); app && isTrace(app->last().symbol))
    return true;
  if (auto *let = ast::dynCast<ast::LetExpr>(e)) {
    for (const ast::Unit *u : let->defs) {
      if (auto *op = ast::dynCast<ast::OperatorDefUnit>(u); op && namesTrace(op->body))
        return true;
      else if (auto *fn = ast::dynCast<ast::FunctionDefUnit>(u); fn && namesTrace(fn->body))
        return true;
    }
  }
  bool found = false;
  model::forEachChild(e, [&](const ast::Expr *c) { found = found || namesTrace(c); });
  return found;
}

// The spec's own modules (not the ones tlacore ships), through EXTENDS and INSTANCE.
void userModules(const sem::ResolvedModule *m, std::vector<const sem::ResolvedModule *> &out) {
  if (!m || m->isStandard || std::find(out.begin(), out.end(), m) != out.end())
    return;
  out.push_back(m);
  for (const sem::ResolvedModule *e : m->extends)
    userModules(e, out);
  for (const sem::InstanceBinding *i : m->instances)
    userModules(i->module, out);
}

} // namespace

bool specReadsTrace(const model::SpecModel &m) {
  std::vector<const sem::ResolvedModule *> modules;
  userModules(m.root, modules);
  for (const sem::ResolvedModule *mod : modules) {
    for (const sem::Symbol *d : mod->definitions) {
      const ast::Unit *u = d->unit;
      if (auto *op = u ? ast::dynCast<ast::OperatorDefUnit>(u) : nullptr; op && namesTrace(op->body))
        return true;
      if (auto *fn = u ? ast::dynCast<ast::FunctionDefUnit>(u) : nullptr; fn && namesTrace(fn->body))
        return true;
    }
    for (const ast::AssumeUnit *a : mod->assumptions)
      if (namesTrace(a->body))
        return true;
  }
  return false;
}

ScopedTraceHook::ScopedTraceHook(TraceHook h) : hook_(std::move(h)), saved_(traceHook) { traceHook = &hook_; }
ScopedTraceHook::~ScopedTraceHook() { traceHook = saved_; }

const std::optional<val::Value> &currentCounterExample() { return counterExample; }

ScopedCounterExample::ScopedCounterExample(val::Value ce) : saved_(std::move(counterExample)) {
  counterExample = std::move(ce);
}
ScopedCounterExample::~ScopedCounterExample() { counterExample = std::move(saved_); }

StepPick *currentStepPick() { return stepPick; }
ScopedStepPick::ScopedStepPick(StepPick *pick) : saved_(stepPick) { stepPick = pick; }
ScopedStepPick::~ScopedStepPick() { stepPick = saved_; }

} // namespace tlacore::eval
