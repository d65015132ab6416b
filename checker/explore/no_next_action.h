// A behaviour spec without a next-state relation (SPECIFICATION Init alone):
// TLC's ModelChecker ends after the initial states, with success when there
// are none to explore and TLC_STATES_AND_NO_NEXT_ACTION (exit 75) otherwise.
#pragma once

#include <cstddef>

#include "bfs.h"

namespace tlacore::explore {

// TLC's text of TLC_STATES_AND_NO_NEXT_ACTION (EC 2115).
inline constexpr const char *kNoNextActionText = "No next state actions defined to generate successor states from.";

// When `model` has no next-state relation and the search has `initialStates`
// states to explore: records TLC's error in `result` and returns true.
bool noNextStateAction(const model::SpecModel &model, size_t initialStates, CheckResult &result);

} // namespace tlacore::explore
