// Natives of IOUtils: TLC's binary value files (IOSerialize, IODeserialize), and through
// io_exec.h the programs IOExec and its variants run.
#pragma once

#include <string_view>

#include "eval/evaluator.h"

namespace tlacore::eval::natives {

// The native of IOUtils' operator `name` implemented here; null otherwise.
NativeFn findIoUtilsNative(std::string_view module, std::string_view name);

} // namespace tlacore::eval::natives
