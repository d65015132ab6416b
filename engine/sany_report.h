// What SANY prints after its banner for a loaded spec (the "Parsing file"
// lines, parse errors, "Semantic processing of module", semantic errors and
// warnings), and its exit code: `tlacore sany` prints it, and so does TLC's
// output before "Starting...".
#pragma once

#include <ostream>
#include <string>

#include "diagnostic_engine.h"
#include "module_set.h"
#include "source_manager.h"

namespace tlacore::engine {

// Returns SANY's exit code (0; 4 semantic errors with `errorCodes`; 255 syntax).
int printSanyReport(std::ostream &out, const sem::ModuleSet &set, const SourceManager &sm,
                    const DiagnosticEngine &diags, const std::string &file, bool errorCodes);

} // namespace tlacore::engine
