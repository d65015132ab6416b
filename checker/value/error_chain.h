// The values whose methods an evaluation error was raised in, innermost
// first: TLC's FingerprintException chain. Each of TLC's value methods
// (member, equals, apply, ...) passes an error on with itself prepended when
// the value has a source (CallStackTool's replay notes the expressions that
// built sets, tuples and records: eval/value_sources.h), so the replay of a
// failed evaluation reports EC.TLC_FINGERPRINT_EXCEPTION instead of its
// nested expressions when any value on the chain has one.
// Noted only while an error is raised (no cost on the normal path); per thread.
#pragma once

#include <vector>

#include "value.h"

namespace tlacore::val {

// Forgets the chain (before an evaluation whose error is to be explained).
void clearErrorChain();
// Notes `v` (a set, function, tuple or record) as the next value out.
void noteErrorValue(const Value &v);
// The values noted since the last clear (their payloads), innermost first.
const std::vector<const void *> &errorChain();

} // namespace tlacore::val
