// TraceMap: the map file (YAML) between the code's names and the model's:
// events to actions, logged variables and arguments to the model's names,
// and the values the first line would otherwise have to give (constants of
// the model, initial values of variables).
//
//   events:    {acquire: Acquire, step: [Step, Skip]}   # code event -> action(s)
//   variables: {lockHolder: lock}                       # code name -> model variable
//   args:      {thread: t}                              # code name -> action parameter
//   constants: {N: 3, Procs: "{p1, p2}"}                # cfg value text; replaces the cfg's
//   init:      {lock: 0}                                # initial values, as a trace line's "state"
#pragma once

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "trace_problem.h"

namespace tlacore::tracecheck {

struct TraceMap {
  std::unordered_map<std::string, std::vector<std::string>> events;
  std::unordered_map<std::string, std::string> variables;
  std::unordered_map<std::string, std::string> args;
  // Constant name and its value in cfg syntax (3, TRUE, "s", p1, {p1, p2}, <<1, 2>>).
  std::vector<std::pair<std::string, std::string>> constants;
  // The initial values as one JSON object text (converted as a trace line's
  // "state" is); empty when the map gives none.
  std::string initJson;
  // model_values: strings naming a model value of the cfg are read as it (default true).
  bool stringsAsModelValues = true;

  // The model's name for a code name (the name itself when not mapped).
  std::vector<std::string> actionsFor(const std::string &event) const;
  std::string variableFor(const std::string &name) const;
  std::string argFor(const std::string &name) const;
  // CONSTANTS lines for the map's constants, to follow the cfg's text (the
  // last assignment of a constant wins); empty when there are none.
  std::string cfgConstants() const;
};

// Reads the map at `path`; false with the problem when it cannot.
bool loadTraceMap(const std::string &path, TraceMap &out, TraceProblem &problem);
// The same from YAML text (`name` names it in problems).
bool parseTraceMap(const std::string &text, const std::string &name, TraceMap &out, TraceProblem &problem);

} // namespace tlacore::tracecheck
