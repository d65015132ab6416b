// TLC's texts for errors raised inside its Java implementations of
// standard-module operators: the wrapper naming the Java method, and the
// ClassCastException of an argument of the wrong kind.
#pragma once

#include <string>
#include <string_view>

#include "value/value.h"

namespace tlacore::eval {

// The class TLC represents a value with (tlc2.value.impl.BoolValue, ...).
std::string javaValueClass(const val::Value &v);

// "Attempted to apply the operator overridden by the Java method\n<signature>,\n
// but it produced the following error:\n<inner>"
std::string javaOverrideError(std::string_view signature, std::string_view inner);

// "Cannot cast tlc2.value.impl.<class of v> to tlc2.value.impl.<to>"
std::string javaCastError(const val::Value &v, std::string_view to);

} // namespace tlacore::eval
