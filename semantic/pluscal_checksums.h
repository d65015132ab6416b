// PlusCal translation checksums (SANY warnings 4803-4805).
#pragma once

#include "ast/ast.h"
#include "diagnostic_engine.h"
#include "source_manager.h"

namespace tlacore::sem {

// Warns when the checksums recorded on the `\* BEGIN TRANSLATION` line of
// `module` (in `file`) show that the PlusCal algorithm or its translation
// changed since the translator last ran.
void checkPlusCalChecksums(const SourceManager &sm, FileId file, const ast::Module *module, DiagnosticEngine &diags);

} // namespace tlacore::sem
