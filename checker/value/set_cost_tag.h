// -coverage: the cost-model node a set carries, as TLC's Value.cm. TLC
// builds a SetEnumValue with the CostModel of the expression that built it
// ({a, b}, {x \in S : P} over a Reducible S, {e : x \in S}; S \ T and
// S \cap T keep S's), and its Enumerator counts cm.incSecondary() at every
// nextElement() call, wherever the set is listed later, in this or another
// action or check, the value kept in a state meanwhile
// (tlc2/value/impl/SetEnumValue.java, Enumerator.nextElement). The tag is
// the node's id + 1, kept beside the set (0: none, as TLC's
// CostModel.DEFAULT); only the evaluator under -coverage sets one, so a run
// without coverage never touches the table.
#pragma once

#include <cstdint>

#include "value.h"

namespace tlacore::val {

// Tags the freshly built set `set` (kind Set, or a lazy SUBSET S, [S -> T],
// [a : S] or S \X T: TLC's SubsetValue, SetOfFcnsValue, SetOfRcdsValue and
// SetOfTuplesValue built with cm; not yet shared); 0 leaves it untagged.
void setCostTag(const Value &set, uint32_t tag);
// The tag of `set`, 0 when it has none (or is no enumerated set).
uint32_t costTag(const Value &set);
// The tag of the lazy set `set` (SUBSET S, [S -> T], [a : S], S \X T), 0
// when it has none (or is no such set).
uint32_t lazySetCostTag(const Value &set);
// Drops the tag of a set being destroyed.
void forgetCostTag(const HeapObj *set);

} // namespace tlacore::val
