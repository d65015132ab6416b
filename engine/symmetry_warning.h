// TLC's warning for a SYMMETRY whose sets are too small to permute
// (EC.TLC_SYMMETRY_SET_TOO_SMALL, from its SpecProcessor).
#pragma once

#include <optional>
#include <string>

#include "eval/evaluator.h"
#include "model/spec_model.h"
#include "run_context.h"
#include "source_manager.h"

namespace tlacore::engine {

// The warning's text ("The set S has been defined to be a symmetry set but
// contains less than two elements."), nullopt when TLC prints none.
std::optional<std::string> symmetrySetTooSmall(const model::SpecModel &m, eval::Evaluator &ev,
                                               const SourceManager &sm);

// Prints the warning (unless -nowarning), as TLC's SpecProcessor does
// before the search starts.
void warnSymmetrySetTooSmall(Run &run);

} // namespace tlacore::engine
