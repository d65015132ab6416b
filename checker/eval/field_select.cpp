// r.f where r has no field f: TLC 1.8.0's errors (Tool.evalAppl, OPCODE_rs).
//
// A RecordValue answers with its own words; any other value is converted
// (toFcnRcd) and applied to the string "f" as a FcnRcdValue (FcnRcdValue.
// apply and select); a value with no such conversion (an integer, a string,
// a Boolean, a model value, a set) is "a non-record value":
//
//   if (rval instanceof RecordValue) ... "Attempted to select nonexistent field "
//   else { fcn = rval.toFcnRcd(); if (fcn == null) "Attempted to select field "
//          ... " from a non-record value "; return fcn.apply(sval, control); }
//
// TupleValue.toFcnRcd (and a function TLC built over an interval) keeps the
// domain as an interval, whose select refuses a non-integer argument without
// naming a location; a domain of values is searched with equals (an integer
// in it raises IntValue.equals' error on the string), then FcnRcdValue.apply
// says the argument is not in the domain.
#include <algorithm>

#include "evaluator.h"
#include "value/set_ops.h"
#include "value/tlc_compare.h"

namespace tlacore::eval {

using val::FcnOrigin;
using val::Kind;
using val::Value;

namespace {
bool allStrings(const std::vector<Value> &keys) {
  return std::all_of(keys.begin(), keys.end(), [](const Value &k) { return k.kind() == Kind::String; });
}
} // namespace

void Evaluator::failFieldSelect(const Value &r, std::string_view field, SourceRange range) {
  const std::string name(field);
  if (r.isFcn()) {
    const std::vector<Value> &keys = r.keys();
    // A record (TLC's RecordValue): [a |-> 1], a record set's element, an EXCEPT of one.
    if (r.fcnOrigin() == FcnOrigin::Shape && !keys.empty() && allStrings(keys))
      fail("Attempted to select nonexistent field \"" + name + "\" from the record\n" + val::tlcMessageText(r), range);
    std::vector<Value> elems;
    const bool tuple = r.fcnOrigin() == FcnOrigin::Shape && (keys.empty() || val::asSequence(r, elems));
    if (tuple || r.hasIntervalDomain()) // FcnRcdValue.select over its interval
      failUnlocated("Attempted to apply function with integer domain to the non-integer argument \"" + name + "\"",
                    range);
    // FcnRcdValue.selectLinearSearch: domain[i].equals(arg), in turn.
    Value arg = literal(field);
    for (const Value &k : keys) {
      std::string error;
      if (!val::tlcEquals(k, arg, error) && !error.empty())
        failUnlocated(std::move(error), range);
    }
    failUnlocated("Attempted to apply function:\n" + val::tlcMessageText(r) + "\nto argument \"" + name +
                      "\", which is not in the domain of the function.",
                  range);
  }
  // toFcnRcd gives null: no function.
  fail("Attempted to select field \"" + name + "\" from a non-record value " + val::tlcMessageText(r), range);
}

} // namespace tlacore::eval
