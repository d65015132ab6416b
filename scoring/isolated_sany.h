// SANY (with -error-codes) on module text in memory, as if the text were
// the only file in a scratch folder: standard and community modules resolve,
// a sibling module it EXTENDS or INSTANCEs does not.
#pragma once

#include <string>

#include "benchmark_repair.h"

namespace tlacore::scoring {

// `moduleName` names the file (its module header must match it).
SanyRun runIsolatedSany(const std::string &moduleName, const std::string &text);

// The first error SANY's output reports, in one line ("" when none).
std::string firstSanyError(const std::string &output);

} // namespace tlacore::scoring
