// Natives of IOUtils that run programs (IOExec, IOEnvExec and their Template variants).
#pragma once

#include <string_view>

#include "eval/evaluator.h"

namespace tlacore::eval::natives {

// The native of IOUtils' operator `name` implemented here; null otherwise.
NativeFn findIoExecNative(std::string_view module, std::string_view name);

} // namespace tlacore::eval::natives
