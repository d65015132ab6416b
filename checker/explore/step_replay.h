// TLC's replay of a step after a check of one of its successors failed to
// evaluate (a CONSTRAINT, an INVARIANT): ModelChecker keeps the call stack
// and runs doNext again on the predecessor with its CallStackTool. The
// replay generates the successors again and checks them as doNext does:
// each one's constraints; a state outside the model, or one the
// fingerprint set does not hold yet (it puts it there), has its invariants
// checked; every one its action properties; a new state that passes is
// queued. The successors before the failed one passed already; the failed
// one is in the set when the constraints kept it (its invariants are not
// checked again). The first error met is what TLC reports after the
// behaviour: EC.TLC_FINGERPRINT_EXCEPTION when it was raised in a method
// of a value the replay gave a source (value/error_chain.h), else
// EC.TLC_NESTED_EXPRESSION; either exits 75 (an Assert 14). A violation
// ends the replay silently; with no error TLC's exit stays the check's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "eval/evaluator.h"

namespace tlacore::explore {

struct ReplayedError {
  eval::EvalError error;
  // The sources of the values the error was raised in, outermost first
  // (TLC's FingerprintException trace); empty: a plain nested error.
  std::vector<SourceRange> values;
  bool inNext = false; // raised generating the successors again
  bool inInit = false; // raised generating the initial states again
};

struct StepReplay {
  std::optional<ReplayedError> error;
  uint64_t newStates = 0; // states the replay put into the fingerprint set
  uint64_t queued = 0;    // of those, the ones it queued
  // What the replay printed (Print, PrintT), in order: TLC prints it after
  // the behaviour, before the replay's stack (ModelChecker.modelCheckImpl).
  std::vector<std::string> printed;
};

// The search's view of a successor during the replay.
struct StepReplayHooks {
  // Calls `each` on each successor of the predecessor, in order, and
  // `actionDone` after each of TLC's actions (doNext generates one action's
  // successors, then checks them, before it generates the next action's).
  using Each = std::function<void(const std::vector<val::Value> &)>;
  std::function<void(const Each &each, const std::function<void()> &actionDone)> generate;
  std::function<bool(const std::vector<val::Value> &)> inModel; // constraints and action constraints
  std::function<uint64_t(const std::vector<val::Value> &)> fingerprint;
  std::function<bool(uint64_t)> seen;                                   // in the fingerprint set
  std::function<bool(const std::vector<val::Value> &)> invariantsHold;  // INVARIANTs
  std::function<bool(const std::vector<val::Value> &)> actionsHold;     // action properties
};

// Replays the step whose successor number `failed` (0-based, in generation
// order) failed its check, with `ev` noting the values' sources.
StepReplay replayStep(eval::Evaluator &ev, size_t failed, const StepReplayHooks &hooks);

} // namespace tlacore::explore
