// The expressions values came from, noted while a step is evaluated again to
// explain a fingerprint failure: TLC's Value.getSource, which its
// CallStackTool sets (Tool.setSource) on the values of the expressions that
// build sets, tuples and records, and which its FingerprintException trace
// lists (explore/fingerprint_failure.h).
#pragma once

#include <unordered_map>
#include <vector>

#include "ast/ast.h"

namespace tlacore::eval {

// A value's payload -> the expression whose evaluation made it (the last one
// that returned it, as TLC's setSource overwrites).
using ValueSources = std::unordered_map<const void *, const ast::Expr *>;

// Whether TLC notes the source of `e`'s value: the expressions of the
// built-in operators its Tool.evalAppl builds values of with setSource
// (\X, records, sets of records, set enumerations, {e : x \in S},
// [S -> T], {x \in S : P}, tuples, SUBSET, UNION, DOMAIN, \, \cap, \cup);
// not a user definition's value nor a standard module's (1..n, Seq(S)).
bool notesSource(const ast::Expr *e);

// The ranges of the expressions `path` (a FingerprintError's values,
// innermost first) came from, outermost first: TLC's trace, which skips a
// value without a source and one from the same expression as the value
// before it.
std::vector<SourceRange> sourceTrace(const ValueSources &sources, const std::vector<const void *> &path);

} // namespace tlacore::eval
