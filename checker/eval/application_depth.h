// How deep applications of user definitions (operators and recursive
// function definitions) may nest before the evaluator reports TLC's
// StackOverflowError.
#pragma once

#include <cstdint>

namespace tlacore::eval {

// Applications nest no deeper than TLC's stack would let them, whatever the
// frames cost here (deep LET recursion also searches its growing bindings
// at each level). A recursion without end stops at this depth rather than
// at the end of the evaluation stack: the error unwinds through every
// frame below it, noting each (nested_expressions.h), so its cost is
// linear in the depth reached (`f[n \in Nat] == f[n + 1]` reached 222,000
// levels of a 256 MB stack, 2.5-3.3 s, where an operator stopped at 30,000).
inline constexpr uint32_t kMaxApplicationDepth = 30'000;

} // namespace tlacore::eval
