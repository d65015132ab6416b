// A sequence's elements read in place, not copied: Len, Head, SubSeq and the
// other readers of a long sequence (a trace of thousands of records, read on
// every state) must cost what TLC's TupleValue costs, not a copy of it.
#pragma once

#include <vector>

#include "set_ops.h"

namespace tlacore::val {

// f's elements (DOMAIN f = 1..n) in place; null when f is no sequence.
// Valid while f (or a copy sharing its payload) lives.
inline const std::vector<Value> *sequenceView(const Value &f) { return isSequence(f) ? &f.vals() : nullptr; }

} // namespace tlacore::val
