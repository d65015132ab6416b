// The calling thread's view of the search for the natives (search_context.h).
#include "search_context.h"

#include "resolved_module.h"

namespace tlacore::eval {

namespace {
thread_local const TraceHook *traceHook = nullptr;
thread_local std::optional<val::Value> counterExample;
} // namespace

const TraceHook *currentTraceHook() { return traceHook; }

bool specReadsTrace(const model::SpecModel &m) {
  if (!m.root)
    return false;
  auto it = m.root->scope.find("Trace");
  if (it == m.root->scope.end())
    return false;
  const sem::Symbol *s = it->second->underlying();
  return s->module && s->module->name == "TLCExt";
}

ScopedTraceHook::ScopedTraceHook(TraceHook h) : hook_(std::move(h)), saved_(traceHook) { traceHook = &hook_; }
ScopedTraceHook::~ScopedTraceHook() { traceHook = saved_; }

const std::optional<val::Value> &currentCounterExample() { return counterExample; }

ScopedCounterExample::ScopedCounterExample(val::Value ce) : saved_(std::move(counterExample)) {
  counterExample = std::move(ce);
}
ScopedCounterExample::~ScopedCounterExample() { counterExample = std::move(saved_); }

} // namespace tlacore::eval
