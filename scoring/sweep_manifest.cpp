// Reads sweep manifests (YAML, JSON lines, folders) into items with stable ids.
#include "sweep_manifest.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

namespace tlacore::scoring {
namespace fs = std::filesystem;
using nlohmann::json;

const std::vector<std::string> &allMetrics() {
  static const std::vector<std::string> metrics{"syntax", "runtime", "conformance", "invariants"};
  return metrics;
}

std::vector<std::string> parseMetricList(const std::string &list) {
  if (list == "auto")
    return {};
  std::set<std::string> wanted;
  std::stringstream ss(list);
  std::string name;
  while (std::getline(ss, name, ',')) {
    name.erase(0, name.find_first_not_of(" \t"));
    name.erase(name.find_last_not_of(" \t") + 1);
    if (name.empty())
      continue;
    if (name == "all") {
      wanted.insert(allMetrics().begin(), allMetrics().end());
      continue;
    }
    if (std::find(allMetrics().begin(), allMetrics().end(), name) == allMetrics().end())
      throw ManifestError("unknown metric '" + name +
                          "' (expected syntax, runtime, conformance, invariants, all or auto)");
    wanted.insert(name);
  }
  if (wanted.empty())
    throw ManifestError("no metric named in '" + list + "'");
  std::vector<std::string> out;
  for (const std::string &m : allMetrics())
    if (wanted.count(m))
      out.push_back(m);
  return out;
}

std::string stableHash(const std::string &text) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

namespace {

// The fields an entry may have, as strings (lists joined by ',' for metrics).
struct RawEntry {
  std::map<std::string, std::string> fields;
  std::vector<std::string> metrics; // empty: not given
  std::vector<std::string> args;
  std::string where; // "line 3" / "item 4" for messages
};

const std::set<std::string> kStringFields{"name", "task", "group", "kind", "model", "cfg",
                                          "invariants", "traces", "seeds"};

SweepItem makeItem(const RawEntry &raw, const fs::path &base, const std::vector<std::string> &defaultMetrics) {
  auto get = [&](const std::string &key) {
    auto it = raw.fields.find(key);
    return it == raw.fields.end() ? std::string() : it->second;
  };
  SweepItem item;
  item.model = get("model");
  if (item.model.empty())
    throw ManifestError(raw.where + ": an item needs a `model`");
  item.name = get("name");
  item.task = get("task");
  item.group = get("group");
  item.cfg = get("cfg");
  item.invariants = get("invariants");
  item.traces = get("traces");
  item.seeds = get("seeds");
  item.extraArgs = raw.args;
  std::string kind = get("kind");
  if (kind == "syntax")
    kind = "syntax-only";
  if (!kind.empty() && kind != "full" && kind != "syntax-only")
    throw ManifestError(raw.where + ": unknown kind '" + kind + "' (expected full or syntax-only)");
  if (!raw.metrics.empty())
    item.metrics = raw.metrics;
  else if (kind == "syntax-only")
    item.metrics = {"syntax"};
  else if (!defaultMetrics.empty())
    item.metrics = defaultMetrics;
  else {
    // auto: what `tlacore score` computes by default for the inputs given.
    item.metrics = {"syntax", "runtime"};
    if (!item.traces.empty())
      item.metrics.push_back("conformance");
    if (!item.invariants.empty())
      item.metrics.push_back("invariants");
  }
  if (kind.empty())
    kind = item.metrics == std::vector<std::string>{"syntax"} ? "syntax-only" : "full";
  item.kind = kind;

  json entry = json::object();
  for (const auto &[key, value] : raw.fields)
    if (!value.empty() && key != "kind")
      entry[key] = value;
  entry["kind"] = item.kind;
  entry["metrics"] = item.metrics;
  if (!item.extraArgs.empty())
    entry["args"] = item.extraArgs;
  item.entryJson = entry.dump();
  item.id = stableHash(item.entryJson);
  if (item.name.empty())
    item.name = item.model;

  auto resolve = [&](const std::string &p) -> fs::path {
    if (p.empty())
      return {};
    fs::path path(p);
    return (path.is_absolute() ? path : base / path).lexically_normal();
  };
  item.modelPath = resolve(item.model);
  item.cfgPath = resolve(item.cfg);
  item.invariantsPath = resolve(item.invariants);
  item.tracesPath = resolve(item.traces);
  return item;
}

std::string scalarText(const json &v) {
  if (v.is_string())
    return v.get<std::string>();
  if (v.is_number() || v.is_boolean())
    return v.dump();
  return {};
}

RawEntry entryFromJson(const json &obj, const std::string &where) {
  if (!obj.is_object())
    throw ManifestError(where + ": an item must be an object");
  RawEntry raw;
  raw.where = where;
  for (const auto &[key, value] : obj.items()) {
    if (kStringFields.count(key)) {
      if (!value.is_string() && !value.is_number())
        throw ManifestError(where + ": `" + key + "` must be a string");
      raw.fields[key] = scalarText(value);
    } else if (key == "metrics") {
      std::string list;
      if (value.is_string())
        list = value.get<std::string>();
      else if (value.is_array())
        for (const json &m : value)
          list += (list.empty() ? "" : ",") + scalarText(m);
      try {
        raw.metrics = parseMetricList(list);
      } catch (const ManifestError &e) {
        throw ManifestError(where + ": " + e.what());
      }
    } else if (key == "args") {
      if (!value.is_array())
        throw ManifestError(where + ": `args` must be a list of strings");
      for (const json &a : value)
        raw.args.push_back(scalarText(a));
    } else {
      throw ManifestError(where + ": unknown field `" + key + "`");
    }
  }
  return raw;
}

json yamlToJson(const YAML::Node &node) {
  switch (node.Type()) {
  case YAML::NodeType::Sequence: {
    json arr = json::array();
    for (const auto &child : node)
      arr.push_back(yamlToJson(child));
    return arr;
  }
  case YAML::NodeType::Map: {
    json obj = json::object();
    for (const auto &kv : node)
      obj[kv.first.as<std::string>()] = yamlToJson(kv.second);
    return obj;
  }
  case YAML::NodeType::Scalar:
    return node.as<std::string>();
  default:
    return nullptr;
  }
}

std::vector<RawEntry> readJsonLines(const fs::path &file) {
  std::ifstream in(file);
  std::vector<RawEntry> out;
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    json obj;
    try {
      obj = json::parse(line);
    } catch (const json::parse_error &e) {
      throw ManifestError(file.string() + ":" + std::to_string(lineNo) + ": not JSON: " + e.what());
    }
    out.push_back(entryFromJson(obj, file.string() + ":" + std::to_string(lineNo)));
  }
  return out;
}

std::vector<RawEntry> readYaml(const fs::path &file) {
  json doc;
  try {
    doc = yamlToJson(YAML::LoadFile(file.string()));
  } catch (const YAML::Exception &e) {
    throw ManifestError(file.string() + ": not YAML: " + e.what());
  }
  json defaults = json::object();
  json list;
  if (doc.is_array())
    list = doc;
  else if (doc.is_object() && doc.contains("items")) {
    list = doc["items"];
    if (doc.contains("defaults"))
      defaults = doc["defaults"];
    for (const auto &[key, value] : doc.items())
      if (key != "items" && key != "defaults")
        throw ManifestError(file.string() + ": unknown top-level key `" + key + "` (expected items, defaults)");
  } else
    throw ManifestError(file.string() + ": expected a list of items or a map with `items:`");
  if (!list.is_array())
    throw ManifestError(file.string() + ": `items` must be a list");
  std::vector<RawEntry> out;
  int n = 0;
  for (json entry : list) {
    ++n;
    if (entry.is_object())
      for (const auto &[key, value] : defaults.items())
        if (!entry.contains(key))
          entry[key] = value;
    out.push_back(entryFromJson(entry, file.string() + ": item " + std::to_string(n)));
  }
  return out;
}

std::vector<RawEntry> readFolder(const fs::path &dir) {
  std::vector<fs::path> specs;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied);
       it != fs::recursive_directory_iterator(); ++it)
    if (it->is_regular_file() && it->path().extension() == ".tla" &&
        fs::exists(fs::path(it->path()).replace_extension(".cfg")))
      specs.push_back(it->path());
  std::sort(specs.begin(), specs.end());
  std::vector<RawEntry> out;
  for (const fs::path &spec : specs) {
    RawEntry raw;
    fs::path rel = spec.lexically_relative(dir);
    raw.where = spec.string();
    raw.fields["model"] = rel.generic_string();
    raw.fields["cfg"] = fs::path(rel).replace_extension(".cfg").generic_string();
    std::string parent = rel.parent_path().generic_string();
    if (!parent.empty())
      raw.fields["group"] = parent;
    out.push_back(std::move(raw));
  }
  return out;
}

bool looksLikeJsonLines(const fs::path &file) {
  std::string ext = file.extension().string();
  if (ext == ".jsonl" || ext == ".ndjson" || ext == ".json")
    return true;
  if (ext == ".yaml" || ext == ".yml")
    return false;
  std::ifstream in(file);
  char c;
  while (in.get(c))
    if (!std::isspace(static_cast<unsigned char>(c)))
      return c == '{';
  return false;
}

} // namespace

Manifest loadManifest(const fs::path &source, const std::vector<std::string> &defaultMetrics) {
  std::error_code ec;
  if (!fs::exists(source, ec))
    throw ManifestError(source.string() + ": no such file or folder");
  std::vector<RawEntry> raws;
  fs::path base;
  if (fs::is_directory(source)) {
    raws = readFolder(source);
    base = fs::absolute(source);
  } else {
    std::ifstream probe(source);
    if (!probe)
      throw ManifestError(source.string() + ": cannot be read");
    raws = looksLikeJsonLines(source) ? readJsonLines(source) : readYaml(source);
    base = fs::absolute(source).parent_path();
  }
  Manifest m;
  std::set<std::string> seen;
  std::string ids;
  for (const RawEntry &raw : raws) {
    SweepItem item = makeItem(raw, base, defaultMetrics);
    if (!seen.insert(item.id).second) {
      m.warnings.push_back(raw.where + ": the same item as an earlier one (" + item.name + "); scored once");
      continue;
    }
    item.seq = static_cast<int64_t>(m.items.size());
    ids += item.id;
    ids += '\n';
    m.items.push_back(std::move(item));
  }
  m.hash = stableHash(ids) + stableHash("tlacore-sweep\n" + ids);
  return m;
}

std::vector<SweepItem> shardItems(const std::vector<SweepItem> &items, int index, int count) {
  std::vector<SweepItem> out;
  for (const SweepItem &item : items)
    if (count <= 1 || item.seq % count == index)
      out.push_back(item);
  return out;
}

} // namespace tlacore::scoring
