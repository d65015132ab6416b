// The text of TLC's EC.TLC_NESTED_EXPRESSION: the stack of expressions
// TLC was evaluating when an evaluation error was raised.
#pragma once

#include <string>
#include <vector>

#include "locator.h"

namespace tlacore::engine {

// TLC's CallStack.toString: "i. Line L, column C to line L2, column C2 in M"
// from the outermost expression (0) in, an expression pushed again at once
// (eval, then its application) once, and a blank line after the last.
// `innermostFirst` as eval::EvalError::nested holds them; empty if none.
std::string nestedExpressionsText(const Locator &loc, const std::vector<SourceRange> &innermostFirst);

// EC.TLC_NESTED_EXPRESSION's text for an empty stack (CallStack.toString: "The error call stack is
// empty."): a replay that meets the error outside any evaluation (a successor's fingerprint).
std::string emptyCallStackText();

// An error's frames from TLC's action on: TLC evaluates each action on its
// own (explore/tlc_actions.h: of the next-state relation a disjunct, an \E
// over a constant set split per value, a definition's body; of Init the
// body of Init), so the expressions it split them from are none of its
// frames. The outermost frame that is an action's is kept, those outside
// it dropped (none when no frame is one).
std::vector<SourceRange> fromAction(const std::vector<SourceRange> &innermostFirst,
                                    const std::vector<SourceRange> &actions);
// The ranges of the next-state relation's actions, of Init's parts.
std::vector<SourceRange> nextActionRanges(const explore::ActionTable &actions);
std::vector<SourceRange> initActionRanges(const explore::ActionTable &actions);

} // namespace tlacore::engine
