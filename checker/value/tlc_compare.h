// TLC's rules for comparing values across kinds (tlc2.value.impl.*Value
// equals, compareTo and member): where TLC raises an error instead of
// answering FALSE (`"a" = 1`, `{1} = 1`, `"a" \in Nat`, `6 \in BOOLEAN`),
// the error with TLC's text. Model values compare with everything.
#pragma once

#include <optional>
#include <string>

#include "value.h"

namespace tlacore::val {

// a = b as TLC's a.equals(b) decides it; nullopt with TLC's text in `error`
// when TLC raises an error.
std::optional<bool> tlcEquals(const Value &a, const Value &b, std::string &error);

// x \in s as TLC's s.member(x) decides it; nullopt with TLC's text in
// `error` when TLC raises one, nullopt with `error` empty when membership
// is not decided here (the caller decides it as before).
std::optional<bool> tlcMember(const Value &x, const Value &s, std::string &error);

// Whether `v` holds a lazy function (Kind::LazyFcn) anywhere inside: TLC's
// equals, compareTo and fingerPrint of it build that function (toFcnRcd).
bool holdsLazyFcn(const Value &v);

// What FcnLambdaValue.toTuple raises for a lazy function `f` (Kind::LazyFcn), which TLC's
// Sequences operators and Seq(S)'s membership ask without building it: one parameter over Nat,
// Int, Real or STRING (toSetEnum answers null): "To convert a function of form ... must be
// enumerable."; over 1..n the body's first error (building it meets it too); over another set
// the error listing it raises (a filter of Nat). Empty where toTuple answers null (several
// parameters, another interval, a set listed) and for any other value.
std::string lazyFcnToTupleError(const Value &f);

// TLC's text when a.compareTo(b) raises an error (values of kinds TLC cannot
// order, found at their first difference); empty when it does not.
std::string tlcCompareError(const Value &a, const Value &b);

// TLC's text when normalizing the finite set `s` (sorting its elements, as
// TLC does to print it or to count it) raises an error; empty otherwise.
std::string tlcNormalizeError(const Value &s);

// A value as TLC prints it in an error message (Values.ppr).
std::string tlcMessageText(const Value &v);

// Notes that TLC holds `v` deep-normalized (Value.deepNormalize, as it does
// the value of a constant definition): its finite sets, at any depth, then
// answer membership as TLC's normalized sets do (tlcMember). Lazy sets are
// left as they are (TLC's deepNormalize does not list them either).
void noteDeepNormalized(const Value &v);

} // namespace tlacore::val
