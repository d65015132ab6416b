// SANY's exit code for the diagnostics of one load: 255 syntax error or missing
// module, 4 semantic error (with -error-codes), else 0.
#pragma once

#include "diagnostic_engine.h"

namespace tlacore::sem {

// A diagnostic SANY reports while parsing (its exit 255), not in semantic analysis.
bool isSanySyntaxLevel(const Diagnostic &d);

// The exit code of `tlacore sany [-error-codes]` for these diagnostics.
int sanyExitCode(const DiagnosticEngine &diags, bool errorCodes);

} // namespace tlacore::sem
