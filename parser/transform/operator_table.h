// SANY's operator table: canonical spelling, precedence range and
// associativity of every prefix, infix and postfix operator symbol.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tlacore {

enum class Assoc : uint8_t { None, Left };
enum class OpFix : uint8_t { Prefix, Infix, Postfix, Nfix /* \X */ };

struct OperatorInfo {
  std::string_view canonical; // e.g. "\\cup" for \cup, \union and its Unicode form
  uint8_t low;
  uint8_t high;
  Assoc assoc;
  OpFix fix;
};

// Info for a prefix / infix / postfix operator token of TLAPlusLexer, or
// nullptr when the token type is not such an operator.
const OperatorInfo *prefixOperatorInfo(size_t tokenType);
const OperatorInfo *infixOperatorInfo(size_t tokenType);
const OperatorInfo *postfixOperatorInfo(size_t tokenType);

} // namespace tlacore
