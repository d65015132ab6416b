// Native implementations of standard-module operators (Naturals, Integers,
// Sequences, FiniteSets, TLC), as TLC implements them natively. Operators of
// the other standard modules are evaluated from their TLA+ definitions.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <mutex>

#include <unistd.h>

#include "evaluator.h"
#include "lazy_fcn_value.h"
#include "captured_context.h"
#include "eval/natives/io_utils.h"
#include "eval/natives/json.h"
#include "natives/natives.h"
#include "tlc_native_errors.h"
#include "value/tlc_compare.h"
#include "value/pretty_print.h"
#include "value/seq_view.h"
#include "value/big_union.h"
#include "value/set_ops.h"
#include "value/enumerate_error.h"
#include "value/print_error.h"
#include "value/set_size.h"


namespace tlacore::eval {

using val::Kind;
using val::Value;

namespace {

// The name TLC gives an arithmetic operator in its messages.
std::string_view tlcOperatorName(std::string_view name) { return name == "=<" ? "<=" : name; }

int64_t intArg(const NativeCall &c, size_t i) {
  Value v = c.arg(i);
  if (!v.isInt())
    c.ev.failEvalException("The " + std::string(i == 0 ? "first" : "second") + " argument of " +
                           std::string(tlcOperatorName(c.def->name)) + " should be an integer, but instead it is:\n" +
                           val::tlcMessageText(v),
                       c.range);
  return v.asInt();
}

// The Java method TLC overrides an Integers/Naturals operator with, whose
// parameters are declared IntValue (an argument of another kind fails its
// cast): Plus, Minus, Times, Neg and DotDot.
std::string integersMethod(const NativeCall &c) {
  std::string_view op = c.def->name, method = op == "+"    ? "Plus"
                                             : op == "-"  ? "Minus"
                                             : op == "*"  ? "Times"
                                             : op == "-." ? "Neg"
                                                          : "DotDot";
  // With Integers loaded TLC takes its class's methods.
  std::string_view cls = c.ev.model().root && c.ev.model().root->scope.count("Int") ? "Integers" : "Naturals";
  std::string params = op == "-." ? "tlc2.value.impl.IntValue" : "tlc2.value.impl.IntValue,tlc2.value.impl.IntValue";
  std::string result = op == ".." ? "tlc2.value.impl.IntervalValue" : "tlc2.value.impl.IntValue";
  return "public static " + result + " tlc2.module." + std::string(cls) + "." + std::string(method) + "(" + params + ")";
}

// An argument of such a method: a cast failure for any value but an integer.
int64_t castIntArg(const NativeCall &c, size_t i) {
  Value v = c.arg(i);
  if (!v.isInt())
    c.ev.failUnlocated(javaOverrideError(integersMethod(c), javaCastError(v, "IntValue")), c.range);
  return v.asInt();
}

// TLC's overflow check of a 32-bit result: "Overflow when computing a+b".
int64_t checkedResult(const NativeCall &c, __int128 r, int64_t a, std::string_view op, int64_t b) {
  if (r > INT32_MAX || r < INT32_MIN)
    c.ev.failUnlocated("Overflow when computing " + std::to_string(a) + std::string(op) + std::to_string(b), c.range);
  return static_cast<int64_t>(r);
}

// TLC's Sequences operators read their arguments with toTuple, which a
// function TLC keeps lazy (FcnLambdaValue) answers without building itself
// (val::lazyFcnToTupleError). Raises what `v`, a lazy function value, raises
// there; returns where TLC's toTuple answers null or `v` is not lazy (then
// the operator's own error).
void failLazyToTuple(const NativeCall &c, const Value &v) {
  std::string err = val::lazyFcnToTupleError(v);
  if (err.empty())
    return;
  if (const EvalError *body = lazyFcnBuildError(v); body && body->message == err)
    throw *body; // (over 1..n: the body's error, where it was raised)
  c.ev.failUnlocated(err, c.range);
}

// `v` (an argument of the operator) as a sequence, its elements read in
// place (valid while v lives), as TLC's toTuple reads it: else what a lazy
// function raises there, or the operator's text `notSequence()` followed by
// the value.
template <class Text>
const std::vector<Value> &seqArg(const NativeCall &c, const Value &v, Text notSequence) {
  const std::vector<Value> *elems = val::sequenceView(v);
  if (!elems) {
    failLazyToTuple(c, v);
    c.ev.failUnlocated(std::string(notSequence()) + val::tlcMessageText(v), c.range);
  }
  return *elems;
}

const std::vector<Value> &asSeqArg(const NativeCall &c, const Value &v) {
  return seqArg(c, v, [&] { return "The argument of " + std::string(c.def->name) + " should be a sequence, but instead it is:\n"; });
}

// ---- Naturals / Integers ----------------------------------------------------------
Value plus(const NativeCall &c) {
  int64_t a = castIntArg(c, 0), b = castIntArg(c, 1);
  return Value::integer(checkedResult(c, static_cast<__int128>(a) + b, a, "+", b));
}
Value minus(const NativeCall &c) {
  int64_t a = castIntArg(c, 0), b = castIntArg(c, 1);
  return Value::integer(checkedResult(c, static_cast<__int128>(a) - b, a, "-", b));
}
Value times(const NativeCall &c) {
  int64_t a = castIntArg(c, 0), b = castIntArg(c, 1);
  return Value::integer(checkedResult(c, static_cast<__int128>(a) * b, a, "*", b));
}
Value lt(const NativeCall &c) { return Value::boolean(intArg(c, 0) < intArg(c, 1)); }
Value gt(const NativeCall &c) { return Value::boolean(intArg(c, 0) > intArg(c, 1)); }
Value leq(const NativeCall &c) { return Value::boolean(intArg(c, 0) <= intArg(c, 1)); }
Value geq(const NativeCall &c) { return Value::boolean(intArg(c, 0) >= intArg(c, 1)); }
Value range(const NativeCall &c) { return Value::interval(castIntArg(c, 0), castIntArg(c, 1)); }
Value negate(const NativeCall &c) { return Value::integer(c.ev.checkedInt(-static_cast<__int128>(castIntArg(c, 0)), c.range)); }
Value nat(const NativeCall &) { return Value::infSet(val::InfSetKind::Nat); }
Value intSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Int); }
Value realSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Real); }

Value div(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b == 0)
    c.ev.failEvalException("The second argument of \\div is 0.", c.range);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q; // floor division, as TLC
  return Value::integer(q);
}

Value mod(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b <= 0)
    c.ev.failEvalException("The second argument of % should be a positive number, but instead it is:\n" + std::to_string(b),
                       c.range);
  int64_t r = a % b;
  if (r < 0)
    r += b;
  return Value::integer(r);
}

Value power(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b < 0)
    c.ev.failUnlocated("The second argument of ^ should be a natural number, but instead it is:\n" + std::to_string(b),
                       c.range);
  if (a == 0 && b == 0)
    c.ev.failUnlocated("0^0 is undefined.", c.range);
  if (a == 0 || a == 1)
    return Value::integer(b == 0 ? 1 : a);
  if (a == -1)
    return Value::integer(b % 2 == 0 ? 1 : -1);
  // TLC reports the operands, not an intermediate power.
  __int128 r = 1;
  for (int64_t i = 0; i < b; ++i) {
    r *= a;
    if (r > INT32_MAX || r < INT32_MIN)
      c.ev.failUnlocated("Overflow when computing " + std::to_string(a) + "^" + std::to_string(b), c.range);
  }
  return Value::integer(static_cast<int64_t>(r));
}

// ---- Sequences ----------------------------------------------------------------------
Value len(const NativeCall &c) {
  Value v = c.arg(0);
  if (v.kind() == Kind::String) // TLC's Len also counts a string's characters
    return Value::integer(static_cast<int64_t>(v.text().size()));
  return Value::integer(static_cast<int64_t>(asSeqArg(c, v).size()));
}
Value concat(const NativeCall &c) {
  Value l = c.arg(0), r = c.arg(1);
  // TLC's \o also joins strings.
  if (l.kind() == Kind::String && r.kind() == Kind::String)
    return c.ev.str(std::string(l.text()) + std::string(r.text()));
  if (l.kind() == Kind::String)
    c.ev.failUnlocated("Evaluating an expression of the form t \\o s when s is not a string:\n" + val::tlcMessageText(r),
                       c.range);
  const std::vector<Value> *a =
      &seqArg(c, l, [] { return "Evaluating an expression of the form s \\o t when s is not a sequence:\n"; });
  const std::vector<Value> *b =
      &seqArg(c, r, [] { return "Evaluating an expression of the form t \\o s when s is not a sequence:\n"; });
  std::vector<Value> joined;
  joined.reserve(a->size() + b->size());
  joined.insert(joined.end(), a->begin(), a->end());
  joined.insert(joined.end(), b->begin(), b->end());
  return Value::tuple(std::move(joined));
}
Value append(const NativeCall &c) {
  Value s = c.arg(0);
  const std::vector<Value> *elems =
      &seqArg(c, s, [] { return "Evaluating an expression of the form Append(s, v) when s is not a sequence:\n"; });
  std::vector<Value> a;
  a.reserve(elems->size() + 1);
  a.insert(a.end(), elems->begin(), elems->end());
  a.push_back(c.arg(1));
  return Value::tuple(std::move(a));
}
Value head(const NativeCall &c) {
  Value s = c.arg(0);
  const std::vector<Value> &a = asSeqArg(c, s);
  if (a.empty())
    c.ev.failUnlocated("Attempted to apply Head to the empty sequence.", c.range);
  return a.front();
}
Value tail(const NativeCall &c) {
  Value v = c.arg(0);
  if (v.kind() == Kind::String) { // TLC's Tail of a string is a string
    if (v.text().empty())
      c.ev.failUnlocated("Attempted to apply Tail to the empty sequence.", c.range);
    return c.ev.str(v.text().substr(1));
  }
  const std::vector<Value> &elems = asSeqArg(c, v);
  if (elems.empty())
    c.ev.failUnlocated("Attempted to apply Tail to the empty sequence.", c.range);
  return Value::tuple(std::vector<Value>(elems.begin() + 1, elems.end()));
}
// TLC's Sequences.SubSeq: the first argument is checked, then the second,
// then the third; a string gives its substring.
Value subSeq(const NativeCall &c) {
  Value seq = c.arg(0), from = c.arg(1), to = c.arg(2);
  bool isString = seq.kind() == Kind::String;
  static const std::vector<Value> kNone;
  const std::vector<Value> *elems =
      isString ? &kNone
               : &seqArg(c, seq, [] { return "The first argument of SubSeq should be a sequence, but instead it is:\n"; });
  for (auto [which, v] : {std::pair{"second", &from}, std::pair{"third", &to}})
    if (!v->isInt())
      c.ev.failUnlocated("The " + std::string(which) + " argument of SubSeq should be a natural number, but instead it is:\n" +
                             val::tlcMessageText(*v),
                         c.range);
  int64_t m = from.asInt(), n = to.asInt();
  if (m > n)
    return isString ? c.ev.str("") : Value::tuple({});
  const std::vector<Value> &a = *elems;
  int64_t len = isString ? static_cast<int64_t>(seq.text().size()) : static_cast<int64_t>(a.size());
  auto outside = [&](const char *which, int64_t i) {
    c.ev.failUnlocated("The " + std::string(which) + " argument of SubSeq must be in the domain of its first argument:\n" +
                           val::tlcMessageText(isString ? seq : Value::tuple(a)) + "\n, but instead it is\n" +
                           std::to_string(i),
                       c.range);
  };
  if (m < 1 || m > len)
    outside("second", m);
  if (n < 1 || n > len)
    outside("third", n);
  if (isString)
    return c.ev.str(seq.text().substr(static_cast<size_t>(m - 1), static_cast<size_t>(n - m + 1)));
  return Value::tuple(std::vector<Value>(a.begin() + (m - 1), a.begin() + n));
}
Value selectSeq(const NativeCall &c) {
  Value s = c.arg(0);
  const std::vector<Value> *elems = // TLC names SelectSeq's first argument
      &seqArg(c, s, [] { return "The first argument of SelectSeq should be a sequence, but instead it is:\n"; });
  OpRef test = c.opArg(1);
  std::vector<Value> out;
  for (const Value &x : *elems) {
    Value r = c.ev.applyOp(test, {x}, c.range);
    if (!r.isBool())
      c.ev.fail("the test of SelectSeq did not return a boolean", c.range);
    if (r.asBool())
      out.push_back(x);
  }
  return Value::tuple(std::move(out));
}
Value seqSet(const NativeCall &c) {
  // Seq(S) is infinite: represent it lazily through membership.
  return Value::seqSet(c.arg(0));
}

// ---- FiniteSets ------------------------------------------------------------------------
// A part of a lazily represented set that TLC cannot count: the size()
// error of the first part (in the order SubsetValue, SetOfFcnsValue,
// SetOfRcdsValue and SetOfTuplesValue.size ask them) that is no set nor
// function: Nat (an overridden value), 0 (an integer), "s" (a string), ...
// A function counts its domain (Cardinality([a : <<1, 2>>]) is 2).
std::string uncountablePart(const Value &s) {
  if (s.kind() != Kind::Subset && s.kind() != Kind::FcnSet && s.kind() != Kind::RecordSet && s.kind() != Kind::Product)
    return {};
  for (const Value &part : static_cast<const val::LazySetObj *>(s.heap())->parts)
    if (std::string err = val::tlcNonSetSizeError(part); !err.empty())
      return err;
  return {};
}

std::string printError(const Value &v) { return val::tlcPrintError(v); }

Value cardinality(const NativeCall &c) {
  Value s = c.arg(0);
  static constexpr std::string_view kCardinality =
      "public static tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value)";
  if (!s.isSetLike() || s.kind() == Kind::InfSet || s.kind() == Kind::SeqSet)
    c.ev.failUnlocated("Attempted to compute cardinality of the value\n" + val::tlcMessageText(s), c.range);
  // A lazy union or filter is listed to be counted (its size() lists it).
  std::string err = s.kind() == Kind::Set                                   ? val::tlcNormalizeError(s)
                    : s.kind() == Kind::Union || s.kind() == Kind::PredSet ? val::tlcEnumerateError(s)
                                                                            : uncountablePart(s);
  if (!err.empty())
    c.ev.failUnlocated(javaOverrideError(kCardinality, err), c.range);
  std::string sizeError;
  lastLazyPredicateError().reset();
  std::optional<int64_t> n = val::tlcSize(s, sizeError);
  val::noteNormalFormCached(s); // UnionValue.size() caches its normal form
  if (!sizeError.empty())
    c.ev.failUnlocated(javaOverrideError(kCardinality, sizeError), c.range);
  if (!n)
    n = val::cardinality(s);
  if (!n) {
    // A filter kept lazy whose predicate failed while it was listed: that error (SetPredValue.size()).
    if (std::optional<EvalError> &predicateError = lastLazyPredicateError())
      throw EvalError(*predicateError);
    std::optional<double> size = val::setSize(s);
    c.ev.fail("Attempted to compute cardinality of the value " + val::toString(s) +
                  (size && !std::isinf(*size) ? ", which is too large to enumerate (more than 50000000 elements)"
                                              : ", which is not a finite set"),
              c.range);
  }
  return Value::integer(*n);
}
Value isFiniteSet(const NativeCall &c) {
  Value s = c.arg(0);
  // UnionValue.isFinite over an S not Enumerable: its text prints the union, which lists it.
  if (s.kind() == Kind::Union && static_cast<const val::LazySetObj *>(s.heap())->unlistableBase) [[unlikely]]
    c.ev.failUnlocated(javaOverrideError("public static tlc2.value.impl.BoolValue "
                                         "tlc2.module.FiniteSets.IsFiniteSet(tlc2.value.impl.Value)",
                                         val::kUnionOfUnlistableText),
                       c.range);
  // A filter is as finite as its base (SetPredValue.isFinite), which it need not list.
  if (s.kind() == Kind::PredSet)
    if (std::optional<double> size = val::setSize(s); size && std::isfinite(*size))
      return Value::boolean(true);
  return Value::boolean(s.kind() != Kind::InfSet && !val::normalize(s).isError());
}

// ---- TLC -------------------------------------------------------------------------------------
std::string printForm(const Value &v) { return val::toString(v); }

// Print and PrintT write to the run's output (RunIo), not to the process's.
Value print(const NativeCall &c) {
  Value out = c.arg(0);
  Value v = c.arg(1);
  for (const Value *x : {&out, &v})
    if (std::string err = printError(*x); !err.empty())
      c.ev.failUnlocated(javaOverrideError("public static tlc2.value.impl.Value tlc2.module.TLC.Print(tlc2.value.impl.Value,"
                                           "tlc2.value.impl.Value)",
                                           err),
                         c.range);
  // TLC breaks long values over lines here too (Values.ppr).
  c.ev.io().printLine(val::prettyPrint(printForm(out)) + "  " + val::prettyPrint(printForm(v)) + "\n");
  return v;
}
// A filter kept lazy is listed to be printed (SetPredValue.toString): its predicate's error, if it failed.
void throwPredicateError() {
  if (std::optional<EvalError> &predicateError = lastLazyPredicateError())
    throw EvalError(*predicateError);
}
// v.toString() inside the TLC.java override `method` (PrintT, ToString): the
// errors TLC's printing raises, under that method's name, else the text.
std::string overrideText(const NativeCall &c, const char *method, const Value &v) {
  lastLazyPredicateError().reset();
  std::string err = printError(v);
  throwPredicateError();
  if (!err.empty())
    c.ev.failUnlocated(javaOverrideError(std::string("public static tlc2.value.impl.Value tlc2.module.TLC.") + method +
                                             "(tlc2.value.impl.Value)",
                                         err),
                       c.range);
  std::string text = printForm(v);
  throwPredicateError();
  return text;
}
Value printT(const NativeCall &c) {
  c.ev.io().printLine(val::prettyPrint(overrideText(c, "PrintT", c.arg(0))) + "\n");
  return Value::boolean(true);
}
Value assertOp(const NativeCall &c) {
  Value v = c.arg(0);
  if (!v.isBool() || !v.asBool()) {
    Value msg = c.arg(1);
    EvalError e{"The first argument of Assert evaluated to FALSE; the second argument was:\n" + val::tlcMessageText(msg),
                c.range, true};
    e.id = DiagId::err_eval_assert;
    throw e;
  }
  return Value::boolean(true);
}
// JavaTime: the wall clock in seconds since the epoch, as TLC 1.8.0 gives it
// (milliseconds / 1000, within 31 bits); not a constant.
Value javaTime(const NativeCall &) {
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch());
  return Value::integer(static_cast<int64_t>(ms.count() / 1000) & 0x7FFFFFFF);
}
// TLC's FcnRcdValue, as is @@'s result.
Value colonGt(const NativeCall &c) { return Value::fcn({c.arg(0)}, {c.arg(1)}).withFcnOrigin(val::FcnOrigin::Rcd); }
Value atAt(const NativeCall &c) {
  Value f = c.arg(0), g = c.arg(1);
  // TLC.CombineFcn builds both first (toFcnRcd): a lazy function fails there.
  for (const Value *x : {&f, &g})
    if (const EvalError *err = lazyFcnBuildError(*x))
      c.ev.failUnlocated(err->message, c.range);
  for (const Value *x : {&f, &g})
    if (!x->isFcn())
      c.ev.failUnlocated("The " + std::string(x == &f ? "first" : "second") +
                             " argument of @@ should be a function, but instead it is:\n" + val::tlcMessageText(*x),
                         c.range);
  std::vector<Value> keys = f.keys(), vals = f.vals();
  for (size_t i = 0; i < g.keys().size(); ++i)
    if (!val::apply(f, g.keys()[i])) {
      keys.push_back(g.keys()[i]);
      vals.push_back(g.vals()[i]);
    }
  return Value::fcn(std::move(keys), std::move(vals)).withFcnOrigin(val::FcnOrigin::Rcd);
}
// The heap a JVM gets by default (-Xmx unset): a quarter of the machine's memory.
double defaultJavaHeapBytes() {
  long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0)
    return 1e18;
  return static_cast<double>(pages) * static_cast<double>(pageSize) / 4;
}
// TLC.ToString is v.toString(): the errors PrintT meets, under ToString's name.
Value toStringOp(const NativeCall &c) { return c.ev.str(overrideText(c, "ToString", c.arg(0))); }
Value permutations(const NativeCall &c) {
  Value s = val::normalize(c.arg(0));
  if (s.isError())
    c.ev.failUnlocated("Applying Permutations to the following value,\nwhich is not a finite set:\n" +
                           val::tlcMessageText(c.arg(0)),
                       c.range);
  std::vector<Value> e = s.elems();
  // TLC builds all n! functions at once: past its heap (a JVM's default
  // maximum, a quarter of the machine's memory) it fails with Java's
  // OutOfMemoryError, which the override's caller wraps. Decided before
  // building, so that no memory is taken in vain.
  constexpr const char *kPermutations =
      "public static tlc2.value.impl.Value tlc2.module.TLC.Permutations(tlc2.value.impl.Value)";
  double count = 1;
  for (size_t i = 2; i <= e.size(); ++i)
    count *= static_cast<double>(i);
  double bytes = count * static_cast<double>(e.size() * 2 * sizeof(Value) + sizeof(val::FcnObj) + 64);
  if (bytes > defaultJavaHeapBytes())
    c.ev.failUnlocated(javaOverrideError(kPermutations, "Java heap space"), c.range);
  try {
    std::vector<Value> out;
    std::vector<size_t> idx(e.size());
    for (size_t i = 0; i < idx.size(); ++i)
      idx[i] = i;
    do {
      std::vector<Value> vals;
      for (size_t i : idx)
        vals.push_back(e[i]);
      out.push_back(Value::fcn(e, vals));
    } while (std::next_permutation(idx.begin(), idx.end()));
    return Value::set(std::move(out));
  } catch (const std::bad_alloc &) {
    c.ev.failUnlocated(javaOverrideError(kPermutations, "Java heap space"), c.range);
  }
}
// TLC.SortSeq: an insertion sort that moves each element left while
// `prec(element, left neighbour)` holds -- the order of the comparisons
// (which decides the first error and what a Print in `prec` shows) and the
// result for a comparator that is not a strict order (`<=` puts an element
// before its equals) are TLC's. A non-Boolean comparison is TLC's
// TLC_MODULE_ARGUMENT_ERROR; so is a first argument that is no sequence
// (with TLC's words "natural number").
Value sortSeq(const NativeCall &c) {
  Value s = c.arg(0);
  const std::vector<Value> &elems =
      seqArg(c, s, [] { return "The first argument of SortSeq should be a natural number, but instead it is:\n"; });
  OpRef prec = c.opArg(1);
  auto precedes = [&](const Value &x, const Value &y) {
    Value r = c.ev.applyOp(prec, {x, y}, c.range);
    if (!r.isBool())
      c.ev.failUnlocated("The second argument of SortSeq should be a boolean function, but instead it is:\n" +
                             val::tlcMessageText(r),
                         c.range);
    return r.asBool();
  };
  std::vector<Value> sorted(elems.size());
  for (size_t i = 0; i < elems.size(); ++i) {
    size_t j = i;
    while (j > 0 && precedes(elems[i], sorted[j - 1])) {
      sorted[j] = sorted[j - 1];
      --j;
    }
    sorted[j] = elems[i];
  }
  return Value::tuple(std::move(sorted));
}
// TLC's RandomElement: a set of functions, records or tuples draws each
// component; an interval draws an offset; any other set is enumerated (in
// TLC's order) and an element drawn.
Value randomElementOf(const NativeCall &c, const Value &set) {
  const auto *lazy = dynamic_cast<const val::LazySetObj *>(set.heap());
  switch (set.kind()) {
  case val::Kind::FcnSet: {
    Value dom = val::normalize(lazy->parts[0]);
    if (dom.isError())
      break;
    std::vector<Value> vals;
    for (size_t i = 0; i < dom.elems().size(); ++i)
      vals.push_back(randomElementOf(c, lazy->parts[1]));
    return Value::sortedFcn(dom.elems(), std::move(vals));
  }
  case val::Kind::RecordSet: {
    std::vector<std::pair<Value, Value>> fields;
    for (size_t i = 0; i < lazy->parts.size(); ++i)
      fields.emplace_back(lazy->fieldNames[i], randomElementOf(c, lazy->parts[i]));
    return Value::record(std::move(fields));
  }
  case val::Kind::Product: {
    std::vector<Value> parts;
    for (const Value &p : lazy->parts)
      parts.push_back(randomElementOf(c, p));
    return Value::tuple(std::move(parts));
  }
  case val::Kind::Interval: {
    const auto *iv = static_cast<const val::IntervalObj *>(set.heap());
    if (iv->hi < iv->lo)
      break;
    return Value::integer(iv->lo + static_cast<int64_t>(c.ev.random().nextIndex(static_cast<uint64_t>(iv->hi - iv->lo) + 1)));
  }
  default:
    break;
  }
  Value s = val::normalize(set);
  if (s.isError() || s.elems().empty())
    c.ev.fail("RandomElement needs a non-empty finite set", c.range);
  return s.elems()[c.ev.random().nextIndex(s.elems().size())];
}
Value randomElement(const NativeCall &c) { return randomElementOf(c, c.arg(0)); }
Value tlcEval(const NativeCall &c) { return c.arg(0); }
Value anySet(const NativeCall &) { return Value::infSet(val::InfSetKind::Any); }
Value tlcGet(const NativeCall &c) { return c.ev.tlcGet(c.arg(0), c.range); }
Value tlcSet(const NativeCall &c) {
  c.ev.tlcSet(c.arg(0), c.arg(1), c.range);
  return Value::boolean(true);
}

// ---- IOUtils (TLC implements these natively) ------------------------------------

// IOEnv: the run's environment variables (RunIo), as a record of strings.
Value ioEnv(const NativeCall &c) {
  std::vector<std::pair<Value, Value>> fields;
  for (const auto &[name, value] : c.ev.io().environmentVariables())
    fields.emplace_back(c.ev.str(name), c.ev.str(value));
  return Value::record(std::move(fields));
}

// atoi(str): the integer the string denotes, as TLC's override reads it
// (Integer.parseInt: an optional sign and decimal digits, within 32 bits);
// anything else is TLC's one-argument error.
Value atoiOp(const NativeCall &c) {
  Value v = c.arg(0);
  auto reject = [&] {
    c.ev.failEvalException("The argument of atoi should be a string, but instead it is:\n" + val::toString(v),
                           c.range);
  };
  if (v.kind() != Kind::String)
    reject();
  std::string_view text = v.text();
  size_t i = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
  if (i == text.size())
    reject();
  int64_t n = 0;
  for (; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9')
      reject();
    n = n * 10 + (text[i] - '0');
    if (n > int64_t{1} << 31)
      reject();
  }
  if (text[0] == '-')
    n = -n;
  if (n > INT32_MAX || n < INT32_MIN)
    reject();
  return Value::integer(n);
}

// The field `name` of record `r`, or an error value when it has none.
Value recordField(const NativeCall &c, const Value &r, std::string_view name) {
  const Value *v = r.isFcn() ? val::lookup(r, c.ev.str(name)) : nullptr;
  return v ? *v : Value();
}

// Serialize(value, dest, options): writes a string to the file dest with
// options.format "TXT" (the format the SVG module uses), honouring the
// openOptions APPEND/TRUNCATE_EXISTING/CREATE_NEW. Yields TLC's record
// [exitValue, stdout, stderr]; a file that cannot be written gives exit
// value 1 and the reason in stderr, as TLC's IOUtils does.
Value serializeOp(const NativeCall &c) {
  Value value = c.arg(0), dest = c.arg(1), options = c.arg(2);
  if (dest.kind() != Kind::String)
    c.ev.fail("The second argument of Serialize should be a string, but instead it is: " + val::toString(dest), c.range);
  Value format = recordField(c, options, "format");
  if (format.kind() != Kind::String || format.text() != "TXT")
    c.ev.fail("Serialize: unsupported format " + (format.isError() ? std::string("(none)") : val::toString(format)) +
                  " (tlacore writes the TXT format)",
              c.range);
  if (value.kind() != Kind::String)
    c.ev.fail("Serialize with format TXT needs a string, but the value is: " + val::toString(value), c.range);
  bool append = false, createNew = false;
  Value open = recordField(c, options, "openOptions");
  if (open.isFcn())
    for (const Value &o : open.vals())
      if (o.kind() == Kind::String) {
        append = append || o.text() == "APPEND";
        createNew = createNew || o.text() == "CREATE_NEW";
      }
  std::string path(dest.text());
  auto result = [&](int64_t exitValue, std::string_view out, std::string_view err) {
    return Value::record({{c.ev.str("exitValue"), Value::integer(exitValue)},
                          {c.ev.str("stdout"), c.ev.str(out)},
                          {c.ev.str("stderr"), c.ev.str(err)}});
  };
  if (createNew && std::ifstream(path).good())
    return result(1, "", "FileAlreadyExistsException: " + path);
  std::ofstream file(path, append ? std::ios::app | std::ios::binary : std::ios::trunc | std::ios::binary);
  if (!file || !(file << value.text()) || !file.flush())
    return result(1, "", "Failed to write to the file " + path);
  return result(0, "Finish writing to the file with success!", "");
}

// ---- SequencesExt (TLC implements these natively) ------------------------------------

// SetToSeq(S): the elements of S in TLC's order of the set (the definition
// by CHOOSE would pick another sequence than TLC's Java override).
Value setToSeq(const NativeCall &c) {
  Value s = c.arg(0);
  Value elems = val::normalize(s);
  if (elems.isError())
    c.ev.fail("SetToSeq: the argument should be a finite set, but instead it is: " + val::toString(s), c.range);
  return Value::tuple(elems.elems());
}

struct Entry {
  const char *module;
  const char *name;
  NativeFn fn;
};

const Entry kNatives[] = {
    {"Naturals", "+", plus},        {"Naturals", "-", minus},     {"Naturals", "*", times},
    {"Naturals", "^", power},       {"Naturals", "<", lt},        {"Naturals", ">", gt},
    {"Naturals", "=<", leq},        {"Naturals", ">=", geq},      {"Naturals", "..", range},
    {"Naturals", "\\div", div},     {"Naturals", "%", mod},       {"Naturals", "Nat", nat},
    {"Integers", "-.", negate},     {"Integers", "Int", intSet},  {"Reals", "Real", realSet},
    {"Sequences", "Len", len},      {"Sequences", "\\o", concat}, {"Sequences", "Append", append},
    {"Sequences", "Head", head},    {"Sequences", "Tail", tail},  {"Sequences", "SubSeq", subSeq},
    {"Sequences", "SelectSeq", selectSeq}, {"Sequences", "Seq", seqSet},
    {"FiniteSets", "Cardinality", cardinality}, {"FiniteSets", "IsFiniteSet", isFiniteSet},
    {"TLC", "Print", print},        {"TLC", "PrintT", printT},    {"TLC", "Assert", assertOp},
    {"TLC", "JavaTime", javaTime},  {"TLC", ":>", colonGt},       {"TLC", "@@", atAt},
    {"TLC", "ToString", toStringOp}, {"TLC", "Permutations", permutations},
    {"TLC", "SortSeq", sortSeq},    {"TLC", "RandomElement", randomElement},
    {"TLC", "TLCEval", tlcEval},    {"TLC", "Any", anySet},       {"TLC", "TLCGet", tlcGet},
    {"TLC", "TLCSet", tlcSet},
    {"IOUtils", "IOEnv", ioEnv},
    {"IOUtils", "atoi", atoiOp},
    {"IOUtils", "Serialize", serializeOp},
    {"SequencesExt", "SetToSeq", setToSeq},
};

} // namespace

NativeFn findNative(std::string_view module, std::string_view name) {
  for (const Entry &e : kNatives)
    if (module == e.module && name == e.name)
      return e.fn;
  if (NativeFn fn = natives::findJsonNative(module, name))
    return fn;
  if (NativeFn fn = natives::findIoUtilsNative(module, name))
    return fn;
  for (std::span<const natives::NativeEntry> table : natives::moduleNativeTables())
    for (const natives::NativeEntry &e : table)
      if (module == e.module && name == e.name)
        return e.fn;
  return nullptr;
}

} // namespace tlacore::eval
