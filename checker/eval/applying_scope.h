// Evaluator::ApplyingScope's body, inline in the three files that apply user
// definitions (evaluator, enumerator, lazy functions): it runs at every
// operator and recursive-function application, and out of line it cost
// about 2% of all instructions on CoffeeCan.
#pragma once

#include "application_depth.h"
#include "evaluator.h"
#include "stack_guard.h"

namespace tlacore::eval {

// The stack is nearly used up: recursion without end (or deeper than any
// stack), reported with TLC's words for its StackOverflowError and the
// operator being applied.
inline Evaluator::ApplyingScope::ApplyingScope(Evaluator &ev, const sem::Symbol *def, SourceRange range)
    : ev_(ev), saved_(ev.applying_) {
  // Applications nest no deeper than TLC's stack would let them
  // (application_depth.h): beyond, TLC's StackOverflowError.
  if (stackNearlyExhausted() || ev.applicationDepth_ >= kMaxApplicationDepth) [[unlikely]]
    ev.failStackOverflow(ev.applying_, range);
  ++ev.applicationDepth_;
  // A recursive function definition counts, but the message keeps naming
  // the operator being applied.
  if ((!def->module || !def->module->isStandard) && def->kind != sem::SymbolKind::Function)
    ev.applying_ = def;
}

inline Evaluator::ApplyingScope::~ApplyingScope() {
  ev_.applying_ = saved_;
  --ev_.applicationDepth_;
}

} // namespace tlacore::eval
