// Model values by name: a trace written by a program logs a model value of
// the cfg (CONSTANT Nodes = {n1, n2}) as the JSON string "n1". The explorer
// reads such a string as the model value, so that logged values compare
// with the model's (a trace spec does the same by hand, mapping strings).
#pragma once

#include <string>
#include <unordered_map>

#include "model/spec_model.h"
#include "value/value.h"

namespace tlacore::tracecheck {

class ModelValueNames {
public:
  ModelValueNames() = default;
  // Every model value the model's constants hold (inside sets, functions,
  // records and tuples too).
  explicit ModelValueNames(const model::SpecModel &model);

  bool empty() const { return byName_.empty(); }
  // `v` with each string that names one of the model values replaced by that
  // model value, in elements and function/record values; an object whose
  // keys all name model values becomes a function on them (other field
  // names stay strings).
  val::Value apply(const val::Value &v) const;

private:
  void collect(const val::Value &v);
  std::unordered_map<std::string, val::Value> byName_;
};

} // namespace tlacore::tracecheck
