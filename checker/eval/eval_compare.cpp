// Evaluator: =, \in and the set operators with TLC's rules across value
// kinds (value/tlc_compare.h): an error where TLC raises one.
#include "evaluator.h"
#include "captured_context.h"

#include "value/error_chain.h"
#include "value/set_ops.h"
#include "value/tlc_compare.h"

#include <algorithm>
#include <optional>

namespace tlacore::eval {

using val::Kind;
using val::Value;

bool Evaluator::equals(const Value &a, const Value &b, SourceRange range) const {
  std::string error;
  // A filter kept lazy is listed to be compared (SetPredValue.equals): its predicate's error, if it fails.
  if (a.kind() == Kind::PredSet || b.kind() == Kind::PredSet) [[unlikely]] {
    lastLazyPredicateError().reset();
    std::optional<bool> eq = val::tlcEquals(a, b, error);
    if (std::optional<EvalError> &predicateError = lastLazyPredicateError())
      throw EvalError(*predicateError);
    if (eq)
      return *eq;
    val::noteErrorValue(a);
    failUnlocated(std::move(error), range);
  }
  std::optional<bool> eq = val::tlcEquals(a, b, error);
  if (!eq) {
    val::noteErrorValue(a); // a.equals(b) raised it (error_chain.h)
    failUnlocated(std::move(error), range);
  }
  return *eq;
}

bool Evaluator::member(const Value &x, const Value &s, SourceRange range) const {
  std::string error;
  std::optional<bool> in = val::tlcMember(x, s, error);
  if (in)
    return *in;
  if (!error.empty())
    failUnlocated(std::move(error), range);
  in = val::contains(s, x);
  if (!in)
    fail("cannot decide whether " + val::toString(x) + " is in " + val::toString(s), range);
  return *in;
}

namespace {
// The kinds TLC compares among themselves (all sets are one).
int kindGroup(const Value &v) { return v.isSetLike() ? -1 : static_cast<int>(v.kind()); }

// The kind of scalars a non-empty enumerated set (the first and last in
// its order being of one kind) or an interval holds; nullopt otherwise.
std::optional<int> scalarGroup(const Value &s) {
  if (s.kind() == Kind::Interval)
    return static_cast<int>(Kind::Int);
  if (s.kind() != Kind::Set || s.elems().empty() || s.elems().front().kind() > Kind::String)
    return std::nullopt;
  int g = kindGroup(s.elems().front());
  if (kindGroup(s.elems().back()) != g)
    return std::nullopt;
  return g;
}

// Two enumerated sets (or intervals) of scalars of one kind: nothing TLC
// could not compare (S \ {x} in a recursion over an interval).
bool plainlyComparable(const Value &a, const Value &b) {
  std::optional<int> ga = scalarGroup(a);
  return ga && scalarGroup(b) == ga;
}

// Whether TLC's x.equals(y) cannot raise an error: scalars of one kind, or
// functions (tuples, records) of one origin over equal domains whose values
// are so pairwise.
bool sameShape(const Value &x, const Value &y) {
  if (x.kind() != y.kind())
    return false;
  if (x.kind() <= Kind::String)
    return true;
  if (!x.isFcn() || x.fcnOrigin() != y.fcnOrigin())
    return false;
  const std::vector<Value> &kx = x.keys(), &ky = y.keys();
  if (kx.size() != ky.size())
    return false;
  if (kx.data() != ky.data()) // (tuples share their domain)
    for (size_t i = 0; i < kx.size(); ++i)
      if (kx[i].kind() > Kind::String || val::compare(kx[i], ky[i]) != 0)
        return false;
  for (size_t i = 0; i < kx.size(); ++i)
    if (!sameShape(x.vals()[i], y.vals()[i]))
      return false;
  return true;
}
} // namespace

// TLC computes S \cap T and S \ T by asking T about each element of S,
// S \subseteq T likewise (until one is missing), and S \cup T by asking S
// about each element of T: each question may raise TLC's error.
void Evaluator::checkSetOperands(std::string_view op, const Value &a, const Value &b, SourceRange range) const {
  if (plainlyComparable(a, b))
    return;
  const Value &asked = op == "\\cup" ? a : b;
  const Value &from = op == "\\cup" ? b : a;
  if (!from.isSetLike() || from.kind() == Kind::InfSet || from.kind() == Kind::SeqSet ||
      from.kind() == Kind::PredSet)
    return;
  if (op == "\\cup" && asked.kind() != Kind::Set)
    return;
  Value elems = val::normalize(from, 1'000'000);
  if (elems.isError())
    return;
  // An enumerated set answers x \in T from its order, and asks its first
  // element e.equals(x) for an x it lacks: that cannot fail when every x has
  // e's shape (S \ {x} in a recursion over a set of tuples).
  if (asked.kind() == Kind::Set &&
      (asked.elems().empty() || std::all_of(elems.elems().begin(), elems.elems().end(), [&](const Value &x) {
         return sameShape(x, asked.elems().front());
       })))
    return;
  for (const Value &x : elems.elems())
    if (!member(x, asked, range) && op == "\\subseteq")
      return;
}

} // namespace tlacore::eval
