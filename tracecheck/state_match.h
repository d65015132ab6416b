// Matching a model step against a trace event: the logged full values of
// variables after the step, and partial updates (TVOperators' ops applied
// at a path to the value before the step); and, for reports, how a step
// disagrees with the event.
#pragma once

#include <string>
#include <vector>

#include "trace_event.h"
#include "value/value.h"

namespace tlacore::tracecheck {

// Whether `post` (reached from `pre`) agrees with the event. For the Init
// event (`pre` null) a partial update constrains the initial value itself:
// set: the value at the path is `value`; add/remove: `value` is (not) in
// the set there; append: the sequence there ends with `value`.
bool stepMatches(const val::Value *pre, const std::vector<val::Value> &post, const TraceEvent &e);

// One way a state disagrees with an event.
struct Difference {
  int slot = -1;
  std::string what;   // "lock", or "pc[2] (append)" for a partial update
  std::string logged; // what the trace says (TLA+ print form)
  std::string model;  // what the model's state has
};
std::vector<Difference> stepDifferences(const val::Value *pre, const std::vector<val::Value> &post,
                                        const TraceEvent &e);

// The value `base` with `op` applied at `path`; an error value when the path
// does not lead into `base` or the op does not fit the value there.
val::Value applyAtPath(const val::Value &base, const std::vector<val::Value> &path, size_t from, PartialOp op,
                       const val::Value &value);

} // namespace tlacore::tracecheck
