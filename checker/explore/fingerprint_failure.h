// The error a search reports for a state holding a value TLC cannot
// fingerprint (value/lazy_set_hash.h's FingerprintError).
#pragma once

#include "eval/eval_context.h"
#include "value/lazy_set_hash.h"

namespace tlacore::explore {

// TLC's EC.TLC_FINGERPRINT_EXCEPTION text, or its plain text where TLC
// raises a plain error; marked DiagId::err_run_next_error (TLC's exit 75
// wherever the state was met). explore::fingerprint throws it.
eval::EvalError fingerprintFailure(const val::FingerprintError &e);

} // namespace tlacore::explore
