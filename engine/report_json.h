// A RunResult as one JSON object (`tlacore tlc --json`, `tlacore check
// --json`, and what sweeps store), its phase times last (rendering included).
#pragma once

#include <string>

#include "phase_times.h"
#include "run_result.h"

namespace tlacore::engine {

std::string renderJson(const RunResult &r);

} // namespace tlacore::engine
