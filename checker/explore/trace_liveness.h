// Temporal properties on one simulated behaviour, as TLC's simulation mode
// checks them: the behaviour is read as its states followed by the last one
// stuttering forever; a property is violated when the spec's fairness
// conditions hold on that behaviour and the property does not.
#pragma once

#include <optional>
#include <vector>

#include "eval/evaluator.h"
#include "model/spec_model.h"
#include "simulate.h"
#include "tlc_actions.h"

namespace tlacore::explore {

// The first PROPERTY the behaviour `steps` violates, if any.
std::optional<model::NamedFormula> violatedTemporalProperty(const model::SpecModel &model, const ActionTable &actions,
                                                            eval::Evaluator &ev, const std::vector<SimStep> &steps);

} // namespace tlacore::explore
