// A behaviour graph's steps put in the order TLC 1.8.0's behaviour graph
// has them, for the search that finds TLC's counterexample (BranchSearch::Order::Tlc).
#pragma once

#include <cstdint>
#include <vector>

#include "live_check.h"

namespace tlacore::live {

// Reorders each expanded state's steps of `g` -- logged as the search
// generated them, the stuttering step last -- into the slot order of the
// SetOfStates TLC's worker puts them in (TlcSuccessorOrder), each target
// once (the first put of it) -- under SYMMETRY or VIEW once per values of
// the target as generated (g.edgeValues), as TLC's set compares states by
// value -- and records each step's edgeRank. States are
// replayed in the order they were expanded (g.expansion, which must be
// kept), each on the set of the worker that expanded it.
// `tlcFp`: per state, TLC's fingerprint of it (of its orbit's smallest
// state under SYMMETRY, of its view under VIEW); `workerOf`: per
// state, the worker that expanded it. The new arrays in `files` (null: memory).
void orderStepsAsTlc(BehaviorGraph &g, const std::vector<uint64_t> &tlcFp, const std::vector<uint32_t> &workerOf,
                     GraphFiles *files = nullptr);

} // namespace tlacore::live
