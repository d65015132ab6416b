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

// The same walk seen from each slot's enumerator: the elements it returned
// in each pass (a reset starts a new pass), the nulls left out.
std::vector<std::vector<uint64_t>> contextEnumeratorPasses(const std::vector<size_t> &sizes, uint64_t handed);

// Adds `calls` to the secondary count of the node `set` is tagged with
// (none: nothing). Only under -coverage (the evaluator counting).
void countListing(Evaluator &ev, const val::Value &set, uint64_t calls);

// Lazy sets (tagged by value/set_cost_tag.h's setCostTag with the node of
// the expression that built them). SetOfFcnsValue's Enumerator and
// DomIVEnumerator, SetOfRcdsValue's and SetOfTuplesValue's Enumerator build
// each element from one element of each part (the domain's elements for
// [S -> T], each over T), the last part varying fastest, and fetch the next
// combination as they return one: cm.incSecondary(n) per element returned
// (n parts; the one function of [{} -> T]: 1), the null at the end free;
// each part's enumerator is called once in the constructor and then as the
// odometer moves (a SetEnumValue part counts them on its own node). Adds
// the counts of `fetched` elements returned. SUBSET S counts nothing of its
// own (SubsetValue.elementsNormalized): its elements carry its node.
void countLazyListing(Evaluator &ev, const val::Value &set, uint64_t fetched);

// The number of elements a ContextEnumerator has had an enumerator return
// when it handed out `handed` elements of a set of `total` and stopped
// (`stopped`) or ran to the end: it fetches one ahead.
uint64_t fetchedAhead(uint64_t handed, uint64_t total, bool stopped);

// CHOOSE x \in S : P over a tagged lazy set, `drawn` elements drawn and
// stopped at the chosen one (else to the end). Tool's OPCODE_bc lists
// elements(Ordering.NORMALIZED): EnumerableValue's lists the set whole
// (toSetEnum: the enumerator's counts for all elements, cm.incSecondary(n)
// and a SetEnumValue with cm) and CHOOSE's loop lists that one (a call per
// element drawn, and the null after the last); SubsetValue's is its own
// enumerator, which counts nothing.
void countLazyChooseListing(Evaluator &ev, const val::Value &set, uint64_t drawn, bool stopped);

// The element `x` of `set` as TLC hands it out: an element of a tagged
// SUBSET S is a SetEnumValue built with SUBSET S's node (SubsetValue's
// enumerators: new SetEnumValue(vals, .., cm)); other elements as they are.
val::Value elementCarryingTag(const val::Value &set, const val::Value &x);

} // namespace tlacore::eval
