// Proof step tokens (<3>2., <*>, <+>a): the level and name they give, for
// both front ends' proof nesting (transform_proofs, fast_parse_proofs).
#pragma once

#include <string_view>

#include "ast/ast.h"

namespace tlacore {

// What a step token says about its level: <3> is 3, <*> and <+> are implicit.
struct StepToken {
  int level = -1;        // explicit level, -1 when implicit
  bool plus = false;     // <+>
  std::string_view name; // the part after '>' without trailing dots ("2", "a", "")
};

inline StepToken parseStepToken(std::string_view text) {
  StepToken t;
  size_t close = text.find('>');
  if (text.size() < 3 || text[0] != '<' || close == std::string_view::npos)
    return t;
  std::string_view inner = text.substr(1, close - 1);
  if (inner == "*" || inner == "+") {
    t.plus = inner == "+";
  } else {
    int v = 0;
    for (char c : inner)
      v = v * 10 + (c - '0');
    t.level = v;
  }
  std::string_view rest = text.substr(close + 1);
  while (!rest.empty() && rest.back() == '.')
    rest.remove_suffix(1);
  t.name = rest;
  return t;
}

// The level a step token gives inside a proof whose steps are at `current`.
inline int levelIn(const StepToken &t, int current) {
  if (t.level >= 0)
    return t.level;
  return t.plus ? current + 1 : current;
}

// Whether a step of this kind may have a proof (SANY's Step: an assertion, SUFFICES, CASE, PICK, QED).
inline bool stepTakesProof(ast::StepKind k) {
  using K = ast::StepKind;
  return k == K::Assert || k == K::Suffices || k == K::Case || k == K::Pick || k == K::Qed;
}

} // namespace tlacore
