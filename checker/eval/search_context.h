// What the search tells the natives about the behaviour it explores
// (TLCExt!Trace, TLCExt!CounterExample). Each worker evaluates on its own
// thread, so this is the calling thread's: a search sets it around the
// evaluations it makes and clears it after (ScopedTraceHook).
#pragma once

#include <functional>
#include <optional>
#include <string>
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

// What TLCExt!PickSuccessor asks the search about the step whose action
// constraints are being checked (TLC reads it from its ModelChecker or its
// state): set by the search around that check on the checking thread.
struct PickedAction {
  std::string name;     // TLC's Action.getName(): M!Act, Next, UnnamedAction
  SourceRange location; // what Action.toString prints: <Action location>
};
class StepPick {
public:
  virtual ~StepPick() = default;
  // TLC's main checker: BFS (ModelChecker, with its fingerprint set), -dfid
  // (DFIDModelChecker, which PickSuccessor casts to ModelChecker and fails)
  // or none (-simulate and -generate: TLCGlobals.mainChecker is null).
  enum class Checker { Bfs, Dfid, Simulator };
  virtual Checker checker() const = 0;
  // BFS: whether the successor's fingerprint is in the seen set, and marking it seen.
  virtual bool seen() { return false; }
  virtual void markSeen() {}
  // The level of the state the step starts from (TLCState.getLevel()).
  virtual int64_t level() const = 0;
  // The step's action as TLC finds it (BFS, -dfid: the first action with the
  // successor among its successors; -simulate: the action that made it);
  // none when no action has it.
  virtual std::optional<PickedAction> action() = 0;
};
// TLCGet("action"): TLC's RecordValue(Action) -- [name, location] -- of the
// state being evaluated (its TLCState.getAction()). Only -simulate's states
// (TLCStateMutExt) carry one; BFS and -dfid (TLCStateMut), ASSUME, Init and
// POSTCONDITION have none: TLC's Action.UNKNOWN then. Set by the search on
// the evaluating thread around each evaluation; returns the one before.
const val::Value *currentActionRecord();
const val::Value *setCurrentActionRecord(const val::Value *record);
StepPick *currentStepPick();
class ScopedStepPick {
public:
  explicit ScopedStepPick(StepPick *pick);
  ~ScopedStepPick();
  ScopedStepPick(const ScopedStepPick &) = delete;
  ScopedStepPick &operator=(const ScopedStepPick &) = delete;

private:
  StepPick *saved_;
};

} // namespace tlacore::eval
