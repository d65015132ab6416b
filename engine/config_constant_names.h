// The cfg names TLC reads as values: INVARIANT, PROPERTY, CONSTRAINT and
// ACTION_CONSTRAINT names of constant definitions, which SpecProcessor has
// evaluated before it looks the names up.
#pragma once

#include "cfg/model_config.h"
#include "eval/evaluator.h"
#include "model/spec_model.h"

#include <optional>

namespace tlacore::engine {

// SpecProcessor.processConstantDefns evaluates every definition without
// parameters at constant level and puts its value in defns in place of the
// definition (when the evaluation fails it keeps the definition). The
// processing of INVARIANT, PROPERTY, CONSTRAINT and ACTION_CONSTRAINT then
// meets a value where it looks a name up: TRUE checks nothing, any other value
// is EC.TLC_CONFIG_ID_HAS_VALUE ("The invariant of Inv is equal to FALSE").
// Drops the TRUE ones from `m`; returns TLC's error for the first other one.
std::optional<model::ConfigError> settleConstantNames(model::SpecModel &m, eval::Evaluator &ev,
                                                      const ModelConfig &cfg);

} // namespace tlacore::engine
