// The error TLC raises when it sorts a set enumerated as `{a, b, c}` whose
// elements it cannot all compare, kept beside the (already sorted) set:
// which pair TLC compares first depends on the order the elements were
// written in, which the set itself no longer holds.
#pragma once

#include <string>
#include <vector>

#include "value.h"

namespace tlacore::val {

// TLC's ValueVec.sort (binary insertion, in the given order) over `inOrder`:
// the text of the first comparison that raises an error; empty if none does.
std::string tlcSortError(const std::vector<Value> &inOrder);

// Remembers `error` for the freshly built set `set` (not yet shared).
void recordSortError(const Value &set, std::string error);
// The error recorded for `set`, or nullptr.
const std::string *recordedSortError(const Value &set);
// Drops what was recorded for a set being destroyed.
void forgetSortError(const HeapObj *set);

} // namespace tlacore::val
