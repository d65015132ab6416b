// SANY's level rules for the operators built into TLA+: for each, the
// highest level each argument may have (tla2sany BuiltInLevel's
// argMaxLevels). An argument above it is SANY's error 4205, "The level of
// argument N exceeds the maximum level allowed by the operator".
#pragma once

#include <string_view>

#include "symbol.h"

namespace tlacore::sem {

struct BuiltinLevelRule {
  std::string_view sanyName; // the name SANY's messages use
  int arity;                 // -1: any number of arguments, each with argMax[0]
  Level argMax[3];
};

// The rule for a built-in operator by tlacore's canonical spelling ("=",
// "\\cup", "'", "[]", ...) or for a construct by SANY's name ("$FcnApply",
// "$IfThenElse", "$SetEnumerate", ...); null for anything else.
const BuiltinLevelRule *builtinLevelRule(std::string_view op);

// The level of a built-in operator itself (BuiltInLevel's opLevel: ' and
// UNCHANGED action, ENABLED state, [] <> ~> -+-> temporal, others constant),
// the level SANY gives it when it is passed as an operator argument.
Level builtinOpLevel(std::string_view op);

// SANY's message for an argument above its operator's maximum level.
std::string argLevelMessage(std::string_view op, size_t argIndex);

} // namespace tlacore::sem
