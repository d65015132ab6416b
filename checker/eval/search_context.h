// What the search tells the natives about the behaviour it explores
// (TLCExt!Trace, TLCExt!CounterExample). Each worker evaluates on its own
// thread, so this is the calling thread's: a search sets it around the
// evaluations it makes and clears it after (ScopedTraceHook).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "model/spec_model.h"
#include "value/value.h"

namespace tlacore::eval {

// One state of the behaviour: its slots (null: no longer kept), and
// (-simulate) TLC's _action record of the step into it (none elsewhere).
struct TraceState {
  const val::Value *vars = nullptr;
  val::Value action;
};

// Appends the behaviour that led to the state being explored, oldest first
// (BFS: the chain of parents; -simulate: the behaviour so far; -dfid: the
// path). None set: Trace is the current state alone.
using TraceHook = std::function<void(std::vector<TraceState> &out)>;
const TraceHook *currentTraceHook();

// Whether the spec's own modules name TLCExt!Trace (a search then keeps the
// values of the states a behaviour passes through).
bool specReadsTrace(const model::SpecModel &m);

// Sets this thread's hook for its lifetime (restoring the one before).
class ScopedTraceHook {
public:
  explicit ScopedTraceHook(TraceHook h);
  ~ScopedTraceHook();
  ScopedTraceHook(const ScopedTraceHook &) = delete;
  ScopedTraceHook &operator=(const ScopedTraceHook &) = delete;

private:
  TraceHook hook_;
  const TraceHook *saved_;
};

// The counterexample a POSTCONDITION is evaluated with on this thread (TLC's
// Tool.checkPostConditionWithCounterExample); none: TLC's empty one.
const std::optional<val::Value> &currentCounterExample();
class ScopedCounterExample {
public:
  explicit ScopedCounterExample(val::Value ce);
  ~ScopedCounterExample();
  ScopedCounterExample(const ScopedCounterExample &) = delete;
  ScopedCounterExample &operator=(const ScopedCounterExample &) = delete;

private:
  std::optional<val::Value> saved_;
};

} // namespace tlacore::eval
