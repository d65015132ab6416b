// The token classes the junction-list layout rules read, shared by the ANTLR
// front end's JunctionTokenSource and the fast front end's FastLayout so the
// two apply the same rules.
#pragma once

#include <cstddef>

#include "TLAPlusLexer.h"

namespace tlacore::layout {

using L = tlacore_antlr::TLAPlusLexer;

// Tokens after which an expression is complete, so that a following /\ or \/
// is an infix operator rather than the first bullet of a list.
inline bool endsExpression(size_t type) {
  switch (type) {
  case L::IDENT: case L::NUMBER: case L::DECIMAL: case L::BIN_NUMBER: case L::OCT_NUMBER:
  case L::HEX_NUMBER: case L::STRING: case L::TRUE: case L::FALSE: case L::BOOLEAN:
  case L::STRING_SET: case L::RPAREN:
  case L::RBRACKET: case L::RBRACE: case L::RANGLE: case L::PRIME: case L::PLUS_SUP:
  case L::STAR_SUP: case L::HASH_SUP: case L::AT: case L::JLIST_END: case L::UNDERSCORE:
    return true;
  default:
    return false;
  }
}

// Keywords that can only begin a module-level unit: everything open ends.
inline bool beginsUnit(size_t type) {
  switch (type) {
  case L::VARIABLE: case L::VARIABLES: case L::CONSTANT: case L::CONSTANTS: case L::LOCAL:
  case L::ASSUMPTION: case L::AXIOM: case L::THEOREM:
  case L::LEMMA: case L::PROPOSITION: case L::COROLLARY: case L::SEPARATOR: case L::MODULE_END:
  case L::EXTENDS: case L::USE: case L::HIDE: case L::PROOF: case L::BY: case L::OBVIOUS:
  case L::OMITTED: case L::STEP_LABEL:
    return true;
  default:
    return false;
  }
}

// A step name (<1>2, <1>a!1) inside an open junction list after a token that leaves an operand to
// come (a bullet, an operator) is a step reference in that expression, not the start of a step.
inline bool stepReferenceInList(size_t type, bool prevEndsExpr, bool listOpen) {
  return type == L::STEP_LABEL && !prevEndsExpr && listOpen;
}

} // namespace tlacore::layout
