// The argument level limits of TLA+'s built-in operators and constructs
// (SANY 1.8.0, tla2sany/semantic/BuiltInLevel.java).
#include "builtin_levels.h"

#include <string>
#include <unordered_map>

namespace tlacore::sem {

namespace {
constexpr Level C = Level::Constant, S = Level::State, A = Level::Action, T = Level::Temporal;
} // namespace

const BuiltinLevelRule *builtinLevelRule(std::string_view op) {
  static const std::unordered_map<std::string_view, BuiltinLevelRule> kRules = {
      // operators, by tlacore's canonical spelling
      {"=", {"=", 2, {A, A}}},
      {"/=", {"/=", 2, {A, A}}},
      {"'", {"'", 1, {S}}},
      {"~", {"\\lnot", 1, {T}}},
      {"/\\", {"\\land", 2, {T, T}}},
      {"\\/", {"\\lor", 2, {T, T}}},
      {"<=>", {"\\equiv", 2, {T, T}}},
      {"=>", {"=>", 2, {T, T}}},
      {"SUBSET", {"SUBSET", 1, {A}}},
      {"UNION", {"UNION", 1, {A}}},
      {"DOMAIN", {"DOMAIN", 1, {A}}},
      {"\\subseteq", {"\\subseteq", 2, {A, A}}},
      {"\\in", {"\\in", 2, {A, A}}},
      {"\\notin", {"\\notin", 2, {A, A}}},
      {"\\", {"\\", 2, {A, A}}},
      {"\\cap", {"\\intersect", 2, {A, A}}},
      {"\\cup", {"\\union", 2, {A, A}}},
      {"\\X", {"\\times", -1, {A}}},
      {"~>", {"~>", 2, {T, T}}},
      {"[]", {"[]", 1, {T}}},
      {"<>", {"<>", 1, {T}}},
      {"ENABLED", {"ENABLED", 1, {A}}},
      {"UNCHANGED", {"UNCHANGED", 1, {S}}},
      {"\\cdot", {"\\cdot", 2, {A, A}}},
      {"-+->", {"-+->", 2, {T, T}}},
      // constructs, by SANY's name
      {"$AngleAct", {"$AngleAct", 2, {A, S}}},
      {"$SquareAct", {"$SquareAct", 2, {A, S}}},
      {"$WF", {"$WF", 2, {S, A}}},
      {"$SF", {"$SF", 2, {S, A}}},
      {"$BoundedChoose", {"$BoundedChoose", -1, {A}}},
      {"$UnboundedChoose", {"$UnboundedChoose", 1, {A}}},
      {"$CartesianProd", {"$CartesianProd", -1, {A}}},
      {"$Except", {"$Except", -1, {A}}},
      {"$FcnApply", {"$FcnApply", 2, {A, A}}},
      {"$IfThenElse", {"$IfThenElse", 3, {T, T, T}}},
      {"$RcdSelect", {"$RcdSelect", 2, {A, C}}},
      {"$Seq", {"$Seq", -1, {A}}},
      {"$SetEnumerate", {"$SetEnumerate", -1, {A}}},
      {"$SetOfAll", {"$SetOfAll", -1, {A}}},
      {"$SetOfFcns", {"$SetOfFcns", -1, {A}}},
      {"$SetOfRcds", {"$SetOfRcds", -1, {A}}},
      {"$SubsetOf", {"$SubsetOf", 1, {A}}},
      {"$Tuple", {"$Tuple", -1, {A}}},
  };
  auto it = kRules.find(op);
  return it == kRules.end() ? nullptr : &it->second;
}

Level builtinOpLevel(std::string_view op) {
  if (op == "'" || op == "UNCHANGED" || op == "\\cdot")
    return A;
  if (op == "ENABLED")
    return S;
  if (op == "[]" || op == "<>" || op == "~>" || op == "-+->")
    return T;
  return C;
}

std::string argLevelMessage(std::string_view op, size_t argIndex) {
  return "Level error in applying operator " + std::string(op) + ":\nThe level of argument " +
         std::to_string(argIndex + 1) + " exceeds the maximum level allowed by the operator.";
}

} // namespace tlacore::sem
