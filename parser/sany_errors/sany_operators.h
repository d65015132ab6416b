// SANY's operator table (tla2sany ConfigConstants): each operator's name in messages, precedence range,
// associativity and fixity, by any of its spellings.
#pragma once

#include <string_view>

namespace tlacore::sany_errors {

enum class Fix { Prefix, Postfix, Infix, Nfix };

struct Operator {
  std::string_view id; // as SANY's messages name it
  int low, high;
  bool assocLeft, assocRight;
  Fix fix;
  bool isInfix() const { return fix == Fix::Infix || fix == Fix::Nfix; }
  bool isPrefix() const { return fix == Fix::Prefix; }
  bool isPostfix() const { return fix == Fix::Postfix; }
};

// The operator a token spells ("-" is infix minus), or null.
const Operator *operatorSpelled(std::string_view spelling);
// SANY's getMixfix: the operator itself when prefix, else the one named id + "." ("-" -> "-.", ".." -> "...").
const Operator *mixfix(const Operator *op);
// Function application's "[" and the end-of-expression marker.
const Operator &functionApplication();
const Operator &voidOperator();

inline bool succ(const Operator &l, const Operator &r) { return l.low > r.high; }
inline bool prec(const Operator &l, const Operator &r) { return l.high < r.low; }

} // namespace tlacore::sany_errors
