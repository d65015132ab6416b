// The hash of a lazily represented set (Value::hash), computed from the
// hashes of its parts' elements without building its own elements: the
// subsets of SUBSET S one Gray-code step at a time, the functions of
// [S -> T], record sets and products one odometer step at a time, each
// step updating the sum that value_hash.h's set and function hashes are made
// of. The result is the hash the set written out has (hashes ignore
// representation), at a cost of a few instructions per element where
// building each element cost an allocation and a sort: proportionate to
// TLC, which lists the set to fingerprint it (SubsetValue.fingerPrint).
//
// Where TLC cannot fingerprint a value in a state, this throws
// FingerprintError with TLC's reason: SUBSET S with |S| >= 31 (SubsetValue's
// size() overflow, also for an inner SUBSET), a set of functions, records or
// tuples of more than 2^31 - 1 elements (beyond what TLC can list into one
// Java array, with its size() texts), Nat, Int, Real, STRING and Seq(S)
// ("TLC has found a state in which the value of a variable contains ..."),
// and unions or filters TLC cannot list (their enumeration texts).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "value.h"

namespace tlacore::val {

struct FingerprintError {
  std::string reason;
  // TLC raises it from a lazy value it made from an expression (its
  // FingerprintException, EC.TLC_FINGERPRINT_EXCEPTION) rather than as a
  // plain evaluation error.
  bool fingerprintException = false;
  // TLC raises it from a value it gives no source (Nat, Int, Real, STRING,
  // Seq(S): a plain exception); a value around it that has one (a tuple, a
  // set enumeration, a record ... made by the step: value_sources.h) passes
  // it on as a FingerprintException (EC 2147, ast's {<<Int, Int>>}), which
  // only the replay that notes the sources can tell.
  bool raisedWithoutSource = false;
  // The values (their payloads) whose fingerprint, size or listing was
  // under way, innermost first: the one that raised the error, then each
  // one enclosing it, as TLC's FingerprintException chains them (each
  // value's method passes the exception on with itself prepended). A value
  // appears once however many of its methods were under way.
  std::vector<const void *> path;
  void addFrame(const void *value) {
    if (path.empty() || path.back() != value)
      path.push_back(value);
  }
};

// The hash of the lazily represented set `s` (any set-like kind but Set).
uint64_t lazySetHash(const Value &s);

} // namespace tlacore::val
