// Shared pieces of the native standard-module operators (one file per module
// under natives/): the table row type, each module's table, and helpers that
// raise TLC's argument errors with TLC's texts.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../evaluator.h"

namespace tlacore::eval::natives {

// One native operator: module!name is computed by fn instead of its TLA+ definition.
struct NativeEntry {
  const char *module;
  const char *name;
  NativeFn fn;
};

// The tables, one per module file.
std::span<const NativeEntry> bagsNatives();
std::span<const NativeEntry> bagsExtNatives();
std::span<const NativeEntry> bitwiseNatives();
std::span<const NativeEntry> cborNatives();
std::span<const NativeEntry> combinatoricsNatives();
std::span<const NativeEntry> csvNatives();
std::span<const NativeEntry> dyadicRationalsNatives();
std::span<const NativeEntry> finiteSetsExtNatives();
std::span<const NativeEntry> fingerprintNatives(); // TLCExt!TLCFP, GraphViz!DotDiGraph
std::span<const NativeEntry> functionsNatives();
std::span<const NativeEntry> graphsNatives();
std::span<const NativeEntry> randomizationNatives();
std::span<const NativeEntry> sequencesExtNatives();
std::span<const NativeEntry> statisticsNatives();
std::span<const NativeEntry> svgNatives();
// SVG!NodesOfDirectedMultiGraph (svg_multigraph.cpp), a row of svgNatives().
val::Value svgNodesOfDirectedMultiGraph(const NativeCall &c);
std::span<const NativeEntry> tlcExtNatives();
std::span<const NativeEntry> tlcExtTraceNatives(); // Trace, CounterExample, ToTrace
std::span<const NativeEntry> tlcExtPickNatives();  // PickSuccessor
std::span<const NativeEntry> vectorClocksNatives();

// Every table above, in one list (what findNative searches besides builtins.cpp's own).
std::span<const std::span<const NativeEntry>> moduleNativeTables();

// "first", "second", ... for argument position i (0-based).
std::string_view ordinal(size_t i);

// TLC's EC.TLC_MODULE_ARGUMENT_ERROR: "The <pos> argument of <op> should be a <what>, but instead it is:\n<v>".
[[noreturn]] void argumentError(const NativeCall &c, std::string_view pos, std::string_view op, std::string_view what,
                                const val::Value &v);
// TLC's EC.TLC_MODULE_ONE_ARGUMENT_ERROR: "The argument of <op> should be a <what>, but instead it is:\n<v>".
[[noreturn]] void oneArgumentError(const NativeCall &c, std::string_view op, std::string_view what, const val::Value &v);
// TLC's EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE: "Applying <op> to the following value,\nwhich is not <what>:\n<v>".
[[noreturn]] void wrongValueError(const NativeCall &c, std::string_view op, std::string_view what, const val::Value &v);
// TLC's EC.TLC_MODULE_OVERFLOW: "Overflow when computing <what>".
[[noreturn]] void overflowError(const NativeCall &c, std::string_view what);

// The elements of a sequence (a tuple, or a function with domain 1..n), or
// nullopt when v is not one. Strings are not sequences here (as TLC's toTuple).
bool sequenceElems(const val::Value &v, std::vector<val::Value> &out);
// The elements of a finite set in TLC's order, or false when v is not an enumerable set.
bool finiteSetElems(const val::Value &v, std::vector<val::Value> &out);
// A function as its (domain, values) table, or false when v is not a function with a finite domain.
bool functionTable(const val::Value &v, std::vector<val::Value> &keys, std::vector<val::Value> &vals);

// op(args...) for an operator argument; fails as TLC when the result should be a boolean and is not.
val::Value callOp(const NativeCall &c, const OpRef &op, std::vector<val::Value> args);
// op(args...) applied by TLC's Java method `javaMethod` (as Method.toString
// prints it): an error that is not one TLC passes on as is
// (EvalError::evalException) comes wrapped in that method's text, as
// MethodValue.apply wraps it.
val::Value callOpInJava(const NativeCall &c, std::string_view javaMethod, const OpRef &op,
                        std::vector<val::Value> args);
bool callPredicate(const NativeCall &c, const OpRef &op, const val::Value &x, std::string_view pos,
                   std::string_view opName, std::string_view what);

} // namespace tlacore::eval::natives
