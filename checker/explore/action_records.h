// TLCGet("action") in -simulate: TLC's record of the action each state came
// by (its TLCStateMutExt action), set on the evaluating thread around the
// evaluations of that state (eval/search_context.h).
#pragma once

#include <optional>
#include <vector>

#include "eval/search_context.h"
#include "model/spec_model.h"
#include "tlc_actions.h"

namespace tlacore::explore {

// TLC's RecordValue(Action) -- [name, location] -- of each action: the name
// Action.getName() gives (M!Act, Next, UnnamedAction) and the location
// TLCGet("spec") lists for it.
class ActionRecords {
public:
  ActionRecords(const model::SpecModel &m, const ActionTable &actions);
  // action >= 0: the record of actions.next()[action]; -1: the initial
  // states' (TLC's getInitStates gives each the last init predicate's
  // action); null when there is none (TLC's Action.UNKNOWN then).
  const val::Value *of(int action) const;

private:
  std::vector<val::Value> next_;
  std::optional<val::Value> init_;
};

// The calling thread's action record for the lifetime of the scope.
class ActionRecordScope {
public:
  explicit ActionRecordScope(const val::Value *record) : saved_(eval::setCurrentActionRecord(record)) {}
  ~ActionRecordScope() { eval::setCurrentActionRecord(saved_); }
  ActionRecordScope(const ActionRecordScope &) = delete;
  ActionRecordScope &operator=(const ActionRecordScope &) = delete;

private:
  const val::Value *saved_;
};

} // namespace tlacore::explore
