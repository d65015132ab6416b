// The cfg names TLC reads as values: the names (INVARIANT, SPECIFICATION, INIT,
// NEXT, PROPERTY, CONSTRAINT, ACTION_CONSTRAINT, ALIAS, POSTCONDITION) of
// constant definitions, which SpecProcessor has
// evaluated before it looks the names up. Evaluated by each run (engine.cpp),
// under its stop token and budgets, not while the model loads: a constant
// definition may take any time to evaluate.
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
// A budget or the stop token ends an evaluation with val::Interrupted when
// the caller points the thread at the run's halt flag (val::InterruptScope).
struct ConfigNameRefusal {
  model::ConfigError error;
  int tlcCode = 0; // the EC code of TLC's Assert.fail (its -tool message code)
};
// processConfig's first names, looked up before the SPECIFICATION's parts
// are split: the INVARIANTs (as above), then a SPECIFICATION holding a value
// (EC.TLC_CONFIG_ID_HAS_VALUE "The value of Spec is equal to TRUE", TRUE
// too), or INIT and NEXT, which must stay definitions
// (EC.TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT).
std::optional<ConfigNameRefusal> settleBehaviorNames(model::SpecModel &m, eval::Evaluator &ev, const ModelConfig &cfg);
// The rest, once the parts are split: PROPERTY, CONSTRAINT, ACTION_CONSTRAINT,
// then ALIAS and POSTCONDITION (Tool's constructor: they must stay definitions).
std::optional<ConfigNameRefusal> settleConstantNames(model::SpecModel &m, eval::Evaluator &ev, const ModelConfig &cfg);

// Whether `cfg` names, or a PROPERTY of `m` has as a conjunct, anything TLC
// may read as a value (settleConstantNames may change `m` or refuse the
// cfg); asked without evaluating anything.
bool namesValues(const model::SpecModel &m, const ModelConfig &cfg);

} // namespace tlacore::engine
