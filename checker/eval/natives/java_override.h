// How TLC reports an exception thrown by a Java override of a module
// operator (MethodValue.eval, EC.TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE), and
// the Java class names TLC gives tlacore's value kinds in its messages.
#pragma once

#include <string>
#include <string_view>

#include "eval/evaluator.h"

namespace tlacore::eval::natives {

// Fails the call with TLC's text for an override whose Java method
// `javaMethod` (as java.lang.reflect.Method.toString prints it) threw an
// exception with the message `error`.
[[noreturn]] inline void failJavaOverride(const NativeCall &c, std::string_view javaMethod, std::string_view error) {
  c.ev.fail("Attempted to apply the operator overridden by the Java method\n" + std::string(javaMethod) +
                ",\nbut it produced the following error:\n" + std::string(error),
            c.range);
}

// The class (tlc2.value.impl.*) TLC would hold the value in.
inline std::string javaValueClass(const val::Value &v) {
  using val::Kind;
  std::string name;
  switch (v.kind()) {
  case Kind::Bool: name = "BoolValue"; break;
  case Kind::Int: name = "IntValue"; break;
  case Kind::String: name = "StringValue"; break;
  case Kind::ModelValue: name = "ModelValue"; break;
  case Kind::Set: name = "SetEnumValue"; break;
  case Kind::Fcn: name = "FcnRcdValue"; break;
  case Kind::Interval: name = "IntervalValue"; break;
  case Kind::Subset: name = "SubsetValue"; break;
  case Kind::FcnSet: name = "SetOfFcnsValue"; break;
  case Kind::RecordSet: name = "SetOfRcdsValue"; break;
  case Kind::Product: name = "SetOfTuplesValue"; break;
  case Kind::PredSet: name = "SetPredValue"; break;
  case Kind::Union:
    name = static_cast<const val::LazySetObj *>(v.heap())->bigUnion ? "UnionValue" : "SetCupValue";
    break;
  case Kind::SeqSet:
  case Kind::InfSet: name = "UserValue"; break;
  case Kind::LazyFcn: name = "FcnLambdaValue"; break;
  case Kind::Error: name = "UndefValue"; break;
  }
  return "tlc2.value.impl." + name;
}

// The ClassCastException a MethodHandle raises for an argument of the wrong kind.
inline std::string javaCastError(const val::Value &v, std::string_view expectedClass) {
  return "Cannot cast " + javaValueClass(v) + " to tlc2.value.impl." + std::string(expectedClass);
}

} // namespace tlacore::eval::natives
