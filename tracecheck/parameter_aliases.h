// ParameterAliases: the names a trace may give an action's parameters
// besides the definition's own: for `\E t \in S : Acquire(t)` with
// `Acquire(self) == ...`, `t` names Acquire's first parameter (contract C1's
// args are named as at the call in Next).
#pragma once

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/spec_model.h"

namespace tlacore::tracecheck {

// Definition -> (parameter index, name bound by \E at a call of it), from
// the calls in Next and the definitions it calls.
using ParameterAliases = std::unordered_map<const sem::Symbol *, std::vector<std::pair<size_t, std::string>>>;
ParameterAliases findParameterAliases(const model::SpecModel &m);

} // namespace tlacore::tracecheck
