// The error a search reports for a state holding a value TLC cannot
// fingerprint (value/lazy_set_hash.h's FingerprintError), and its trace:
// the expressions the values involved came from, found as TLC finds them,
// by generating the states again with the values' sources noted
// (eval/value_sources.h; TLC re-runs Init or the step with its
// CallStackTool and prints FingerprintException.getTrace()).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "eval/eval_context.h"
#include "eval/evaluator.h"
#include "model/spec_model.h"
#include "value/lazy_set_hash.h"

namespace tlacore::explore {

// TLC's EC.TLC_FINGERPRINT_EXCEPTION text (without its trace), or its plain
// text where TLC raises a plain error; marked DiagId::err_run_next_error
// (TLC's exit 75 wherever the state was met); `fingerprint` holds the reason
// where TLC raises its FingerprintException. explore::fingerprint throws it.
eval::EvalError fingerprintFailure(const val::FingerprintError &e);

// Calls its argument on each state generated again (Init's or a state's successors).
using StateGenerator = std::function<void(const std::function<void(const std::vector<val::Value> &)> &)>;

// The trace (outermost first) of the first state `generate` makes that
// cannot be fingerprinted, with `ev` noting where the values come from
// while it generates them (and evaluates the VIEW of `m`, if any); empty
// when no state fails again. Errors of the evaluation are left out: the
// error reported is the one met first.
std::vector<SourceRange> fingerprintTrace(eval::Evaluator &ev, const model::SpecModel &m,
                                          const StateGenerator &generate);

// The error TLC raises printing state `s` (its values' toString sorts each
// set, SetEnumValue.normalize): a set whose elements it cannot order; empty
// when the state prints.
std::string stateUnprintable(const std::vector<val::Value> &s);

// `err` (a fingerprint failure) with the trace `generate` gives (above).
void addFingerprintTrace(eval::EvalError &err, eval::Evaluator &ev, const model::SpecModel &m,
                         const StateGenerator &generate);

} // namespace tlacore::explore
