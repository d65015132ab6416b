// BuiltinOp: the operators TLA+ itself defines (builtin_ops.def), as an id
// an expression node carries from the moment it is built, so that the
// checker switches on it instead of comparing operator texts per evaluation.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tlacore::ast {

enum class BuiltinOp : uint8_t {
#define BUILTIN_OP(Id, Text) Id,
#include "builtin_ops.def"
#undef BUILTIN_OP
  None, // a user-definable operator (or one no module defines)
};

// The id of the operator written `text` (canonical spelling), or None.
inline BuiltinOp builtinOpFor(std::string_view text) {
  static constexpr std::array<std::string_view, static_cast<size_t>(BuiltinOp::None)> texts = {
#define BUILTIN_OP(Id, Text) Text,
#include "builtin_ops.def"
#undef BUILTIN_OP
  };
  for (size_t i = 0; i < texts.size(); ++i)
    if (texts[i] == text)
      return static_cast<BuiltinOp>(i);
  return BuiltinOp::None;
}

} // namespace tlacore::ast
