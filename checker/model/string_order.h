// Seeds a spec's StringTable with the texts TLC interns before checking, in
// TLC's order: the cfg's values, then every token of each module in the
// order SANY parses the modules (see checker/value/string_table.h).
#pragma once

#include <vector>

#include "cfg/model_config.h"
#include "module_set.h"
#include "value/string_table.h"

namespace tlacore::model {

// The files of the spec in the order SANY's SpecObj.loadSpec parses them:
// the root, then again and again the first module not parsed yet that a
// depth-first walk from the root meets (an EXTENDS one if any, else an
// INSTANCE one; within a module its EXTENDS, then what it instantiates, then
// its inner modules).
std::vector<FileId> sanyParseOrder(const sem::ResolvedModule &root);

void seedStringOrder(val::StringTable &table, const ModelConfig &cfg, const sem::ModuleSet &set,
                     const sem::ResolvedModule &root);

} // namespace tlacore::model
