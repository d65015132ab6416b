// Model values by name (model_value_names.h).
#include "model_value_names.h"

#include <vector>

namespace tlacore::tracecheck {

using val::Kind;
using val::Value;

ModelValueNames::ModelValueNames(const model::SpecModel &model) {
  for (const auto &entry : model.constantValues)
    collect(entry.second);
}

void ModelValueNames::collect(const Value &v) {
  switch (v.kind()) {
  case Kind::ModelValue: byName_.emplace(std::string(v.text()), v); break;
  case Kind::Set:
    for (const Value &e : v.elems())
      collect(e);
    break;
  case Kind::Fcn:
    for (const Value &k : v.keys())
      collect(k);
    for (const Value &x : v.vals())
      collect(x);
    break;
  default: break; // lazy sets (1..N, SUBSET S, ...) hold no model values a trace could name
  }
}

Value ModelValueNames::apply(const Value &v) const {
  switch (v.kind()) {
  case Kind::String: {
    auto it = byName_.find(std::string(v.text()));
    return it == byName_.end() ? v : it->second;
  }
  case Kind::Set: {
    std::vector<Value> elems;
    elems.reserve(v.elems().size());
    for (const Value &e : v.elems())
      elems.push_back(apply(e));
    return Value::set(std::move(elems));
  }
  case Kind::Fcn: {
    std::vector<Value> vals;
    vals.reserve(v.vals().size());
    for (const Value &x : v.vals())
      vals.push_back(apply(x));
    // A JSON object whose every key names a model value is a function on
    // them ([n \in Nodes |-> ...] logged as {"n1": ..., "n2": ...}); other
    // keys stay: a record's field names are strings, a tuple's are 1..n.
    bool allNamed = !v.keys().empty();
    for (const Value &k : v.keys())
      allNamed = allNamed && k.kind() == Kind::String && byName_.count(std::string(k.text()));
    if (!allNamed)
      return Value::sortedFcn(std::vector<Value>(v.keys()), std::move(vals));
    std::vector<Value> keys;
    keys.reserve(v.keys().size());
    for (const Value &k : v.keys())
      keys.push_back(byName_.at(std::string(k.text())));
    return Value::fcn(std::move(keys), std::move(vals));
  }
  default: return v;
  }
}

} // namespace tlacore::tracecheck
