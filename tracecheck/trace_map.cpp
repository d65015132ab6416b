// TraceMap: reading the YAML map file between code names and model names.
#include "trace_map.h"

#include <fstream>
#include <functional>
#include <sstream>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

namespace tlacore::tracecheck {

namespace {

// A YAML scalar as JSON: integers and booleans as themselves, others as strings.
nlohmann::json scalarToJson(const YAML::Node &n) {
  const std::string &s = n.Scalar();
  if (n.Tag() != "!") { // not a quoted string: may be a number or a boolean
    long long i = 0;
    if (YAML::convert<long long>::decode(n, i))
      return i;
    bool b = false;
    if (YAML::convert<bool>::decode(n, b))
      return b;
  }
  return s;
}

nlohmann::json yamlToJson(const YAML::Node &n) {
  switch (n.Type()) {
  case YAML::NodeType::Sequence: {
    nlohmann::json arr = nlohmann::json::array();
    for (const YAML::Node &e : n)
      arr.push_back(yamlToJson(e));
    return arr;
  }
  case YAML::NodeType::Map: {
    nlohmann::json obj = nlohmann::json::object();
    for (const auto &kv : n)
      obj[kv.first.as<std::string>()] = yamlToJson(kv.second);
    return obj;
  }
  case YAML::NodeType::Scalar: return scalarToJson(n);
  case YAML::NodeType::Null:
  case YAML::NodeType::Undefined: return nullptr;
  }
  return nullptr;
}

// A constant's value as cfg text: sequences are sets, booleans TRUE/FALSE,
// other scalars as written (quote strings in the YAML: '"s"').
std::string cfgValueText(const YAML::Node &n) {
  if (n.IsSequence()) {
    std::string out = "{";
    for (size_t i = 0; i < n.size(); ++i)
      out += (i ? ", " : "") + cfgValueText(n[i]);
    return out + "}";
  }
  if (!n.IsScalar())
    throw YAML::Exception(n.Mark(), "a constant's value must be a scalar or a list");
  bool b = false;
  if (n.Tag() != "!" && YAML::convert<bool>::decode(n, b) && n.Scalar() != "0" && n.Scalar() != "1")
    return b ? "TRUE" : "FALSE";
  return n.Scalar();
}

void readNames(const YAML::Node &section, const char *what,
               const std::function<void(const std::string &, const YAML::Node &)> &add) {
  if (!section)
    return;
  if (!section.IsMap())
    throw YAML::Exception(section.Mark(), std::string("'") + what + "' must be a mapping");
  for (const auto &kv : section)
    add(kv.first.as<std::string>(), kv.second);
}

} // namespace

std::vector<std::string> TraceMap::actionsFor(const std::string &event) const {
  auto it = events.find(event);
  if (it == events.end())
    return {event};
  return it->second;
}

std::string TraceMap::variableFor(const std::string &name) const {
  auto it = variables.find(name);
  return it == variables.end() ? name : it->second;
}

std::string TraceMap::argFor(const std::string &name) const {
  auto it = args.find(name);
  return it == args.end() ? name : it->second;
}

std::string TraceMap::cfgConstants() const {
  if (constants.empty())
    return {};
  std::string out = "\nCONSTANTS\n";
  for (const auto &[name, value] : constants)
    out += name + " = " + value + "\n";
  return out;
}

bool parseTraceMap(const std::string &text, const std::string &name, TraceMap &out, TraceProblem &problem) {
  try {
    YAML::Node root = YAML::Load(text);
    if (root.IsNull())
      return true;
    if (!root.IsMap())
      throw YAML::Exception(root.Mark(), "the map must be a mapping with events, variables, args, constants, init");
    for (const auto &kv : root) {
      std::string key = kv.first.as<std::string>();
      if (key != "events" && key != "variables" && key != "args" && key != "constants" && key != "init" &&
          key != "model_values")
        throw YAML::Exception(kv.first.Mark(),
                              "unknown section '" + key + "' (events, variables, args, constants, init, model_values)");
    }
    readNames(root["events"], "events", [&](const std::string &k, const YAML::Node &v) {
      std::vector<std::string> names;
      if (v.IsSequence())
        for (const YAML::Node &e : v)
          names.push_back(e.as<std::string>());
      else
        names.push_back(v.as<std::string>());
      out.events[k] = std::move(names);
    });
    readNames(root["variables"], "variables",
              [&](const std::string &k, const YAML::Node &v) { out.variables[k] = v.as<std::string>(); });
    readNames(root["args"], "args", [&](const std::string &k, const YAML::Node &v) { out.args[k] = v.as<std::string>(); });
    readNames(root["constants"], "constants",
              [&](const std::string &k, const YAML::Node &v) { out.constants.emplace_back(k, cfgValueText(v)); });
    if (YAML::Node mv = root["model_values"]) {
      if (!mv.IsScalar() || (mv.Scalar() != "true" && mv.Scalar() != "false"))
        throw YAML::Exception(mv.Mark(), "'model_values' must be true or false");
      out.stringsAsModelValues = mv.Scalar() == "true";
    }
    if (YAML::Node init = root["init"]) {
      if (!init.IsMap())
        throw YAML::Exception(init.Mark(), "'init' must be a mapping of variables to values");
      out.initJson = yamlToJson(init).dump();
    }
  } catch (const YAML::Exception &e) {
    problem = makeProblem(TraceDiag::map_invalid, {e.msg}, name, e.mark.is_null() ? 0 : e.mark.line + 1,
                          e.mark.is_null() ? 0 : e.mark.column + 1);
    return false;
  }
  return true;
}

bool loadTraceMap(const std::string &path, TraceMap &out, TraceProblem &problem) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    problem = makeProblem(TraceDiag::map_unreadable, {path, "no such file or not readable"}, path);
    return false;
  }
  std::stringstream text;
  text << in.rdbuf();
  return parseTraceMap(text.str(), path, out, problem);
}

} // namespace tlacore::tracecheck
