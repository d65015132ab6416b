// TLC's error texts of its Java operator implementations.
#include "tlc_native_errors.h"

#include <algorithm>

#include "value/set_ops.h"

namespace tlacore::eval {

using val::Kind;
using val::Value;

std::string javaValueClass(const Value &v) {
  std::string_view name = "Value";
  switch (v.kind()) {
  case Kind::Bool: name = "BoolValue"; break;
  case Kind::Int: name = "IntValue"; break;
  case Kind::String: name = "StringValue"; break;
  case Kind::ModelValue: name = "ModelValue"; break;
  case Kind::Set: name = "SetEnumValue"; break;
  case Kind::Interval: name = "IntervalValue"; break;
  case Kind::Subset: name = "SubsetValue"; break;
  case Kind::FcnSet: name = "SetOfFcnsValue"; break;
  case Kind::RecordSet: name = "SetOfRcdsValue"; break;
  case Kind::Product: name = "SetOfTuplesValue"; break;
  case Kind::SeqSet: name = "SeqValue"; break;
  case Kind::PredSet: name = "SetPredValue"; break;
  case Kind::Union:
    name = static_cast<const val::LazySetObj *>(v.heap())->bigUnion ? "UnionValue" : "SetCupValue";
    break;
  case Kind::InfSet: name = "UserValue"; break;
  case Kind::LazyFcn: name = "FcnLambdaValue"; break;
  case Kind::Fcn: {
    const auto &k = v.keys();
    if (val::isSequence(v))
      name = "TupleValue";
    else if (std::all_of(k.begin(), k.end(), [](const Value &x) { return x.kind() == Kind::String; }))
      name = "RecordValue";
    else
      name = "FcnRcdValue";
    break;
  }
  case Kind::Error: break;
  }
  return "tlc2.value.impl." + std::string(name);
}

std::string javaOverrideError(std::string_view signature, std::string_view inner) {
  return "Attempted to apply the operator overridden by the Java method\n" + std::string(signature) +
         ",\nbut it produced the following error:\n" + std::string(inner);
}

std::string javaCastError(const Value &v, std::string_view to) {
  return "Cannot cast " + javaValueClass(v) + " to tlc2.value.impl." + std::string(to);
}

} // namespace tlacore::eval
