// -coverage: what listing a set costs the node the set is tagged with
// (value/set_cost_tag.h), as TLC counts it: SetEnumValue's Enumerator adds
// one secondary count at every nextElement() call, the last one (that
// returns null) included. How many calls a listing makes depends on who
// lists: a loop to the end makes n + 1 (Tool's OPCODE_sso over a Reducible
// S, x \in S assigning x, S \cup T listing T); CHOOSE and S \subseteq T stop
// at the element that decides, having made as many calls as elements drawn;
// \E, \A, {e : x \in S} and [x \in S |-> e] go through ContextEnumerator
// (or FcnParams' Enumerator), which fetches one element ahead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "value/value.h"

namespace tlacore::eval {

class Evaluator;

// TLC's ContextEnumerator (tlc2/tool/impl/ContextEnumerator.java) over
// slots of `sizes` elements (slot 0 varies fastest) that has handed out
// `handed` combinations: the nextElement() calls made on each slot's
// enumerator. The constructor fetches each slot's first element (stopping
// at an empty one); each combination handed out fetches the next element of
// slot 0 and, where one runs out, resets it, fetches its first again and
// moves on to the next slot.
std::vector<uint64_t> contextEnumeratorCalls(const std::vector<size_t> &sizes, uint64_t handed);

// Adds `calls` to the secondary count of the node `set` is tagged with
// (none: nothing). Only under -coverage (the evaluator counting).
void countListing(Evaluator &ev, const val::Value &set, uint64_t calls);

} // namespace tlacore::eval
