// TraceEvent: one line of a trace (contract C1 of the trace format), in the
// model's names and values: the candidate actions, their arguments, and the
// variables logged after the step, in full or as partial updates.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "value/value.h"

namespace tlacore::tracecheck {

// A partial update, as TVOperators' ops: the value at `path` in the
// variable, after the step, is the value before it with `op` applied.
enum class PartialOp { Set, Add, Remove, Append };

struct PartialUpdate {
  int slot = -1;                // the model variable
  std::vector<val::Value> path; // keys into the variable (tuple indexes, record fields, function arguments)
  PartialOp op = PartialOp::Set;
  val::Value value;
};

struct TraceEvent {
  size_t line = 0;   // 1-based physical line of the trace
  size_t column = 1; // 1-based column where the line's JSON begins
  bool init = false; // the "Init" line: constrains the initial state
  std::string logged; // the event as logged (for messages): "Acquire" or "[A, B]"
  std::vector<std::string> actions; // the model's action names it may be
  std::vector<std::pair<std::string, val::Value>> args; // the model's parameter names
  std::vector<std::pair<int, val::Value>> state;        // slot, full value after the step
  std::vector<PartialUpdate> partial;
};

const char *partialOpName(PartialOp op);

} // namespace tlacore::tracecheck
