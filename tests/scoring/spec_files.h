// Specs written to a fresh temporary folder, and the tlacore binary run
// there, for the scoring tests: the CLI tests' own helpers (tests/tools/cli_run.h).
#pragma once

#include <string>

#include "../tools/cli_run.h"

namespace scoringtest {

using SpecFiles = clirun::SpecDir;
using Run = clirun::Result;

// `tlacore ARGS` in `dir`: stdout and stderr, exit code.
inline Run tlacore(const std::string &dir, const std::string &args) { return clirun::runIn(dir, args); }

} // namespace scoringtest
