// Renders diagnostics as clang-style caret text or as a JSON array.
#pragma once

#include <string>
#include <vector>

#include "diagnostic.h"

namespace tlacore {

class SourceManager;

// file:line:col: error: message [code]
//   <source line>
//        ^~~~
std::string renderText(const SourceManager &sm, const Diagnostic &d, bool color = false);
std::string renderText(const SourceManager &sm, const std::vector<Diagnostic> &diags, bool color = false);

// [{"file":..,"line":..,"column":..,"endLine":..,"endColumn":..,"severity":..,
//   "code":..,"message":..,"notes":[..],"fixits":[..]}]
std::string renderJson(const SourceManager &sm, const std::vector<Diagnostic> &diags);

} // namespace tlacore
