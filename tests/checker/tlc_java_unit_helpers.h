// Helpers for the ports of TLC's Java unit tests: one TLA+ expression evaluated in an ASSUME, as TLC would.
#pragma once

#include <string>

#include "check_test_helpers.h"

namespace tlacore::javaunit {

// The modules TLC's Java tests call into (its natives) and the model values
// they build: u1, u2 and untyped are untyped, A_a, A_b and B_b typed.
inline const char *kExtends =
    "EXTENDS Integers, Sequences, FiniteSets, TLC, Bags, Randomization, FiniteSetsExt, Functions, IOUtils";
inline const char *kConstants = "CONSTANTS u1, u2, untyped, m1, m2, m3, A_a, A_b, B_b";
inline const char *kCfg = "CONSTANTS u1 = u1\n u2 = u2\n untyped = untyped\n m1 = m1\n m2 = m2\n m3 = m3\n"
                          " A_a = A_a\n A_b = A_b\n B_b = B_b\n";

// "TRUE", "FALSE", or the error text of ASSUME expr.
inline std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE JavaUnit ----\n" + std::string(kExtends) + "\n" + kConstants +
                    "\nComb == INSTANCE Combinatorics\nASSUME " + expr +
                    "\n====\n";
  return checktest::assumeVerdict(tla, kCfg);
}

// TLC's print form of `expr` (its ToString), or the error evaluating it.
inline std::string printed(const std::string &expr) {
  std::string v = verdict("Assert(FALSE, ToString(" + expr + "))");
  const std::string head = "The first argument of Assert evaluated to FALSE; the second argument was:\n\"";
  if (v.rfind(head, 0) != 0)
    return "error: " + v;
  std::string text;
  for (size_t i = head.size(); i + 1 < v.size(); ++i) { // unquote
    if (v[i] == '\\' && i + 2 < v.size())
      ++i;
    text += v[i];
  }
  return text;
}

} // namespace tlacore::javaunit
