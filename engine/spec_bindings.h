// The parts of SPECIFICATION and PROPERTY that TLC's SpecProcessor reaches
// only through bindings (live/bound_split.h), split with an evaluator: by
// each run (run_model.h), under its stop token and budgets, and lazily by
// Model for the readers outside a run. Not while the model loads: a \A
// domain in a PROPERTY may take any time to evaluate.
#pragma once

#include <optional>
#include <string>

#include "eval/evaluator.h"
#include "locator.h"
#include "model/spec_model.h"

namespace tlacore::engine {

// TLC's processConfigSpec and processConfigProps past the bindings, then the
// parts named by their location. TLC's error when the specification or a
// property cannot be checked. A stop or budget ends a long evaluation with
// val::Interrupted when the caller points the thread at the run's halt flag.
std::optional<model::ConfigError> splitThroughBindings(model::SpecModel &m, eval::Evaluator &ev, const Locator &loc);

// The text TLC prints for `e`: "{location}" filled in with the definition's
// location, without the "Error: " the message may open with.
std::string configErrorText(const model::ConfigError &e, const Locator &loc);

// The property parts `m` names by their location (location_names.h), written
// out as TLC prints a node: "line L, col C to ... of module M".
void nameByLocation(model::SpecModel &m, const Locator &loc);

} // namespace tlacore::engine
