// EventDecoder: one ndjson line of a trace into a TraceEvent in the model's
// names: JSON converted exactly as the Json module's ndJsonDeserialize
// converts it (eval/natives/json.h), then the fields of contract C1 read and
// checked against the model (its actions, parameters and variables).
#pragma once

#include <string>
#include <unordered_map>

#include "action_catalog.h"
#include "eval/evaluator.h"
#include "eval/natives/json.h"
#include "model_value_names.h"
#include "trace_event.h"
#include "trace_map.h"
#include "trace_problem.h"

namespace tlacore::tracecheck {

class EventDecoder {
public:
  // `modelValues`: strings that name the model's model values are read as
  // them (null: strings stay strings).
  EventDecoder(eval::Evaluator &ev, const ActionCatalog &catalog, const TraceMap &map, std::string file,
               const ModelValueNames *modelValues = nullptr);

  // Decodes one line; false, with the problem, when it is not a valid event.
  bool decode(const eval::natives::NdJsonLine &line, TraceEvent &out, TraceProblem &problem);
  // The map's initial values as an Init event (false: the map gives none or
  // they are invalid, `problem` then set when invalid).
  bool mapInit(TraceEvent &out, TraceProblem &problem);
  // A JSON object of variable values (a window's pre- or post-state) at a
  // line: into `out` (slot, value); `field` names it in problems.
  bool decodeState(const val::Value &object, const std::string &field, std::vector<std::pair<int, val::Value>> &out,
                   TraceProblem &problem);
  // A whole line as a JSON object; false (with the problem) when malformed
  // or not an object.
  bool decodeObject(const eval::natives::NdJsonLine &line, val::Value &out, TraceProblem &problem);
  // Reads "event"/"action", "args", "state" and "partial" of an object
  // (`eventField`: the name of the event's field; `required`: whether it must
  // be there).
  bool decodeFields(const val::Value &obj, const char *eventField, bool required, TraceEvent &out,
                    TraceProblem &problem);
  // The line a problem is placed at (set by decode/decodeObject).
  void at(size_t line, size_t column) {
    line_ = line;
    column_ = column;
  }
  const std::string &file() const { return file_; }
  int slotOf(const std::string &modelName) const;
  // A field of a record value, or null.
  static const val::Value *field(const val::Value &record, std::string_view name);

private:
  TraceProblem problem(TraceDiag id, const std::vector<std::string> &args) const {
    return makeProblem(id, args, file_, line_, column_);
  }
  bool decodeArgs(const val::Value &v, TraceEvent &out, TraceProblem &problem);
  bool decodePartial(const val::Value &v, TraceEvent &out, TraceProblem &problem);
  // The line's values with the model values named by strings (but not its event name).
  val::Value withModelValues(const val::Value &obj) const;

  eval::Evaluator &ev_;
  const ActionCatalog &catalog_;
  const TraceMap &map_;
  std::string file_;
  const ModelValueNames *modelValues_;
  std::unordered_map<std::string, int> slots_;
  size_t line_ = 0;
  size_t column_ = 0;
};

} // namespace tlacore::tracecheck
