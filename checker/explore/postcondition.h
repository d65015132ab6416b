// POSTCONDITION: a constant-level predicate TLC evaluates once the search
// has finished without finding an error (Tool.checkPostCondition), with
// TLCGet("stats") and friends reporting the finished search's counts.
#pragma once

#include "eval/evaluator.h"
#include "model/spec_model.h"

namespace tlacore::explore {

enum class PostconditionStatus { Holds, Violated, EvalError };

struct PostconditionResult {
  PostconditionStatus status = PostconditionStatus::Holds;
  eval::EvalError error; // EvalError: what went wrong
};

// Holds when the model has no POSTCONDITION. `registers`: what TLCGet(i)
// reads (TLC's main thread reads the first worker's); `io`: where Print
// writes (null: the process's stdout).
PostconditionResult checkPostcondition(const model::SpecModel &m, const eval::Evaluator::RunStats &stats,
                                       const eval::Evaluator::Registers &registers = {},
                                       const eval::RunIo *io = nullptr);

} // namespace tlacore::explore
