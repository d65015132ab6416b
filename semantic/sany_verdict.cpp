// SANY's exit code from tlacore's diagnostics (shared by `tlacore sany` and its tests).
#include "sany_verdict.h"

namespace tlacore::sem {

bool isSanySyntaxLevel(const Diagnostic &d) {
  return d.code < 2000 || d.id == DiagId::err_module_not_found || d.id == DiagId::err_module_file_name ||
         d.id == DiagId::err_circular_dependency;
}

int sanyExitCode(const DiagnosticEngine &diags, bool errorCodes) {
  bool semanticError = false;
  for (const Diagnostic &d : diags.diagnostics()) {
    if (d.severity != Severity::Error)
      continue;
    if (isSanySyntaxLevel(d) || d.id == DiagId::err_empty_angle_action) // the latter: SANY's analysis crashes
      return 255;
    semanticError = true;
  }
  return semanticError && errorCodes ? 4 : 0;
}

} // namespace tlacore::sem
