// EventDecoder: reading trace lines (contract C1) into TraceEvents.
#include "event_decoder.h"

#include "symbol.h"
#include "value/set_ops.h"
#include "value/string_domain.h"

namespace tlacore::tracecheck {

using val::Kind;
using val::Value;

namespace {

// What a JSON text is, by its first character (for "not an object").
std::string jsonKind(std::string_view text) {
  if (text.empty())
    return "nothing";
  switch (text[0]) {
  case '[': return "an array";
  case '"': return "a string";
  case 't':
  case 'f': return "a boolean";
  case 'n': return "null";
  default: return "a number";
  }
}

} // namespace

EventDecoder::EventDecoder(eval::Evaluator &ev, const ActionCatalog &catalog, const TraceMap &map, std::string file,
                           const ModelValueNames *modelValues)
    : ev_(ev), catalog_(catalog), map_(map), file_(std::move(file)), modelValues_(modelValues) {
  const model::SpecModel &m = ev.model();
  for (size_t i = 0; i < m.variables.size(); ++i)
    slots_[std::string(m.variables[i]->name)] = static_cast<int>(i);
}

int EventDecoder::slotOf(const std::string &modelName) const {
  auto it = slots_.find(modelName);
  return it == slots_.end() ? -1 : it->second;
}

const Value *EventDecoder::field(const Value &record, std::string_view name) {
  if (!record.isFcn())
    return nullptr;
  const std::vector<Value> &keys = record.keys();
  for (size_t i = 0; i < keys.size(); ++i)
    if (keys[i].kind() == Kind::String && keys[i].text() == name)
      return &record.vals()[i];
  return nullptr;
}

bool EventDecoder::decodeObject(const eval::natives::NdJsonLine &line, Value &out, TraceProblem &problem) {
  at(line.number, line.column + 1);
  std::string error;
  size_t offset = 0;
  // Only the members a trace or window line has are converted: others
  // (timestamps, notes) are checked for syntax but make no values.
  static const std::function<bool(std::string_view)> known = [](std::string_view k) {
    return k == "event" || k == "args" || k == "state" || k == "partial" || k == "action" || k == "pre" || k == "post";
  };
  if (!eval::natives::jsonTextToValue(ev_, line.text, out, error, &offset, &known)) {
    // nlohmann's place ("at line 1, column 7") is the line's own: the column says it.
    if (error.starts_with("parse error at line ") && error.find(": ") != std::string::npos)
      error = error.substr(error.find(": ") + 2);
    problem = this->problem(TraceDiag::malformed_json, {error});
    // nlohmann's offset is the 1-based place of the bad character, or the
    // text's length at its end: then the column just after it.
    if (offset > 0)
      problem.column = line.column + std::min(offset, line.text.size()) + (offset >= line.text.size() ? 1 : 0);
    return false;
  }
  if (line.text[0] != '{' || !val::hasStringDomain(out)) {
    problem = this->problem(TraceDiag::not_object, {jsonKind(line.text)});
    return false;
  }
  out = withModelValues(out);
  return true;
}

Value EventDecoder::withModelValues(const Value &obj) const {
  if (!modelValues_ || modelValues_->empty())
    return obj;
  std::vector<Value> vals;
  vals.reserve(obj.vals().size());
  for (size_t i = 0; i < obj.keys().size(); ++i) {
    std::string_view key = obj.keys()[i].text();
    vals.push_back(key == "event" || key == "action" ? obj.vals()[i] : modelValues_->apply(obj.vals()[i]));
  }
  return Value::sortedFcn(std::vector<Value>(obj.keys()), std::move(vals));
}

bool EventDecoder::decode(const eval::natives::NdJsonLine &line, TraceEvent &out, TraceProblem &problem) {
  Value obj;
  if (!decodeObject(line, obj, problem))
    return false;
  out = TraceEvent{};
  out.line = line.number;
  out.column = line.column + 1;
  return decodeFields(obj, "event", true, out, problem);
}

bool EventDecoder::decodeFields(const Value &obj, const char *eventField, bool required, TraceEvent &out,
                                TraceProblem &problem) {
  // "event": a name, or a list of candidate names.
  std::vector<std::string> logged;
  if (const Value *e = field(obj, eventField)) {
    std::vector<Value> names;
    if (e->kind() == Kind::String)
      names.push_back(*e);
    else if (!val::asSequence(*e, names) || names.empty())
      names.clear();
    for (const Value &n : names) {
      if (n.kind() != Kind::String) {
        names.clear();
        break;
      }
      logged.emplace_back(n.text());
    }
    if (names.empty()) {
      problem = this->problem(TraceDiag::bad_field, {eventField, "a name or a non-empty list of names"});
      return false;
    }
  } else if (required) {
    problem = this->problem(TraceDiag::missing_field, {eventField});
    return false;
  }
  for (const std::string &l : logged) {
    out.logged += (out.logged.empty() ? "" : "|") + l;
    for (std::string &a : map_.actionsFor(l))
      out.actions.push_back(std::move(a));
  }
  if (out.actions.size() == 1 && out.actions[0] == "Init" && !catalog_.knowsAction("Init")) {
    out.init = true;
    out.actions.clear();
  }
  for (const std::string &a : out.actions)
    if (!catalog_.knowsAction(a)) {
      problem = this->problem(TraceDiag::unknown_event, {a});
      problem.message += " (the model's actions: " + catalog_.knownNames() + ")";
      return false;
    }
  if (const Value *a = field(obj, "args"); a && !decodeArgs(*a, out, problem))
    return false;
  if (const Value *s = field(obj, "state"); s && !decodeState(*s, "state", out.state, problem))
    return false;
  if (const Value *p = field(obj, "partial"); p && !decodePartial(*p, out, problem))
    return false;
  return true;
}

bool EventDecoder::decodeArgs(const Value &v, TraceEvent &out, TraceProblem &problem) {
  if (!val::hasStringDomain(v)) {
    problem = this->problem(TraceDiag::bad_field, {"args", "an object of parameter values"});
    return false;
  }
  for (size_t i = 0; i < v.keys().size(); ++i) {
    std::string name = map_.argFor(std::string(v.keys()[i].text()));
    if (!out.init && !catalog_.knowsParameter(out.actions, name)) {
      std::string actions;
      for (const std::string &a : out.actions)
        actions += (actions.empty() ? "'" : " or '") + a + "'";
      problem = this->problem(TraceDiag::unknown_argument, {name, actions});
      return false;
    }
    out.args.emplace_back(name, v.vals()[i]);
  }
  return true;
}

bool EventDecoder::decodeState(const Value &v, const std::string &fieldName, std::vector<std::pair<int, Value>> &out,
                               TraceProblem &problem) {
  if (!val::hasStringDomain(v)) {
    problem = this->problem(TraceDiag::bad_field, {fieldName, "an object of variable values"});
    return false;
  }
  for (size_t i = 0; i < v.keys().size(); ++i) {
    std::string name = map_.variableFor(std::string(v.keys()[i].text()));
    int slot = slotOf(name);
    if (slot < 0) {
      problem = this->problem(TraceDiag::unknown_variable, {name});
      return false;
    }
    out.emplace_back(slot, v.vals()[i]);
  }
  return true;
}

bool EventDecoder::decodePartial(const Value &v, TraceEvent &out, TraceProblem &problem) {
  std::vector<Value> updates;
  if (!val::asSequence(v, updates)) {
    problem = this->problem(TraceDiag::bad_field, {"partial", "a list of updates"});
    return false;
  }
  for (const Value &u : updates) {
    if (!val::hasStringDomain(u)) {
      problem = this->problem(TraceDiag::bad_field, {"partial", "a list of objects {var, path, op, value}"});
      return false;
    }
    const Value *var = field(u, "var");
    const Value *op = field(u, "op");
    const Value *value = field(u, "value");
    const char *missing = !var ? "partial[].var" : !op ? "partial[].op" : !value ? "partial[].value" : nullptr;
    if (missing) {
      problem = this->problem(TraceDiag::missing_field, {missing});
      return false;
    }
    if (var->kind() != Kind::String || op->kind() != Kind::String) {
      problem = this->problem(TraceDiag::bad_field, {var->kind() != Kind::String ? "partial[].var" : "partial[].op",
                                                     "a string"});
      return false;
    }
    PartialUpdate p;
    std::string name = map_.variableFor(std::string(var->text()));
    p.slot = slotOf(name);
    if (p.slot < 0) {
      problem = this->problem(TraceDiag::unknown_variable, {name});
      return false;
    }
    std::string_view o = op->text();
    if (o == "set" || o == "Update")
      p.op = PartialOp::Set;
    else if (o == "add" || o == "AddElement")
      p.op = PartialOp::Add;
    else if (o == "remove" || o == "RemoveElement")
      p.op = PartialOp::Remove;
    else if (o == "append" || o == "AppendElement")
      p.op = PartialOp::Append;
    else {
      problem = this->problem(TraceDiag::unknown_partial_op, {std::string(o)});
      return false;
    }
    if (const Value *path = field(u, "path"); path && !val::asSequence(*path, p.path)) {
      problem = this->problem(TraceDiag::bad_field, {"partial[].path", "a list of keys"});
      return false;
    }
    p.value = *value;
    out.partial.push_back(std::move(p));
  }
  return true;
}

bool EventDecoder::mapInit(TraceEvent &out, TraceProblem &problem) {
  if (map_.initJson.empty())
    return false;
  at(0, 0);
  Value obj;
  std::string error;
  if (!eval::natives::jsonTextToValue(ev_, map_.initJson, obj, error)) {
    problem = makeProblem(TraceDiag::map_invalid, {"init: " + error});
    return false;
  }
  obj = withModelValues(obj);
  out = TraceEvent{};
  out.init = true;
  out.logged = "Init";
  if (!decodeState(obj, "init", out.state, problem)) {
    problem.id = TraceDiag::map_invalid;
    problem.message = "init: " + problem.message;
    return false;
  }
  return true;
}

const char *partialOpName(PartialOp op) {
  switch (op) {
  case PartialOp::Set: return "set";
  case PartialOp::Add: return "add";
  case PartialOp::Remove: return "remove";
  case PartialOp::Append: return "append";
  }
  return "set";
}

} // namespace tlacore::tracecheck
