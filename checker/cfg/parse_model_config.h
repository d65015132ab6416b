// parseModelConfig: reads a TLC model configuration file (.cfg) into a ModelConfig.
#pragma once

#include <optional>

#include "diagnostic_engine.h"
#include "model_config.h"
#include "source_manager.h"

namespace tlacore {

// Parses the buffer `file` (already added to `sm`). Every problem found is
// reported through `diags`, recovering at the next keyword; returns nullopt
// if any error was reported (warnings alone still give a config). Never
// throws; terminates on any input.
//
// Accepts what TLC 1.8.0 accepts, plus two extensions: negative integers
// (`N = -1`) and tuples (`N = <<1, 2>>`). Differences from TLC: names after
// INVARIANT etc. must be identifiers, an entry like `N = ` with no value is
// an error instead of swallowing the next keyword, and string contents are
// kept as written (escapes are not interpreted, as in TLC).
std::optional<ModelConfig> parseModelConfig(SourceManager &sm, FileId file,
                                            DiagnosticEngine &diags);

} // namespace tlacore
