// StateDumper (state_dump.h): TLC's -dump text and dot files, JSON, and the
// in-memory list of reached states, fed by the BFS as it finds states.
#include "state_dump.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include <nlohmann/json.hpp>

#include "explore/alias.h"
#include "live/liveness_dot.h"
#include "locator.h"
#include "value/pretty_print.h"
#include "value/set_ops.h"

namespace tlacore::engine {

namespace {

using Json = nlohmann::ordered_json;

Json toJson(const val::Value &v) {
  using val::Kind;
  switch (v.kind()) {
  case Kind::Bool: return v.asBool();
  case Kind::Int: return v.asInt();
  case Kind::String:
  case Kind::ModelValue: return std::string(v.text());
  case Kind::Error: return nullptr;
  case Kind::Fcn: {
    const auto &keys = v.keys();
    const auto &vals = v.vals();
    if (val::isSequence(v)) {
      Json a = Json::array();
      for (const val::Value &x : vals)
        a.push_back(toJson(x));
      return a;
    }
    bool record = !keys.empty();
    for (const val::Value &k : keys)
      record = record && k.kind() == Kind::String;
    if (record) {
      Json o = Json::object();
      for (size_t i = 0; i < keys.size(); ++i)
        o[std::string(keys[i].text())] = toJson(vals[i]);
      return o;
    }
    Json a = Json::array();
    for (size_t i = 0; i < keys.size(); ++i)
      a.push_back(Json::array({toJson(keys[i]), toJson(vals[i])}));
    return a;
  }
  default: { // a set, finite ones enumerated
    val::Value n = v.kind() == Kind::Set ? v : val::normalize(v);
    if (n.kind() != Kind::Set)
      return val::toString(v);
    Json a = Json::array();
    for (const val::Value &x : n.elems())
      a.push_back(toJson(x));
    return a;
  }
  }
}

// TLC's DotStateWriter.states2dot: the state's lines with backslashes and
// quotes escaped, trimmed, line breaks as \n.
std::string dotText(const std::string &lines) {
  std::string out;
  size_t b = lines.find_first_not_of(" \t\r\n"), e = lines.find_last_not_of(" \t\r\n");
  if (b == std::string::npos)
    return out;
  for (size_t i = b; i <= e; ++i) {
    char c = lines[i];
    if (c == '\\')
      out += "\\\\";
    else if (c == '"')
      out += "\\\"";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

std::string signedFp(uint64_t fp) { return std::to_string(static_cast<int64_t>(fp)); }

// Java's path.replace(".dot", with): every occurrence.
std::string replaceDot(const std::string &path, const std::string &with) {
  std::string out;
  for (size_t i = 0; i < path.size();) {
    if (path.compare(i, 4, ".dot") == 0) {
      out += with;
      i += 4;
    } else {
      out += path[i++];
    }
  }
  return out;
}

// The capacity of a java.util.HashMap holding `n` entries: 16, doubled
// whenever the size passes three quarters of it.
uint32_t javaHashCapacity(size_t n) {
  uint64_t cap = 16;
  while (static_cast<double>(n) > 0.75 * static_cast<double>(cap))
    cap *= 2;
  return static_cast<uint32_t>(cap);
}

// HashMap's bucket of a key's hashCode: (h ^ (h >>> 16)) & (capacity - 1).
uint32_t javaBucket(int32_t hash, uint32_t capacity) {
  uint32_t h = static_cast<uint32_t>(hash);
  return (h ^ (h >> 16)) & (capacity - 1);
}

int32_t javaLongHash(uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v ^ (v >> 32))); }

// String.hashCode over UTF-16 code units (action names are ASCII or UTF-8).
int32_t javaStringHash(const std::string &s) {
  uint32_t h = 0;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    uint32_t cp = c;
    size_t len = 1;
    if (c >= 0xF0)
      cp = c & 0x07, len = 4;
    else if (c >= 0xE0)
      cp = c & 0x0F, len = 3;
    else if (c >= 0xC0)
      cp = c & 0x1F, len = 2;
    for (size_t k = 1; k < len && i + k < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    i += len;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      h = 31 * h + (0xD800 + (cp >> 10));
      h = 31 * h + (0xDC00 + (cp & 0x3FF));
    } else {
      h = 31 * h + cp;
    }
  }
  return static_cast<int32_t>(h);
}

// The order a java.util.HashSet/HashMap iterates `keys` (inserted in this
// order): by bucket, and within a bucket in the order inserted (resizing
// keeps that order).
template <typename T, typename Hash> std::vector<T> javaHashOrder(const std::vector<T> &keys, Hash hash) {
  uint32_t cap = javaHashCapacity(keys.size());
  std::vector<std::pair<uint32_t, size_t>> order;
  for (size_t i = 0; i < keys.size(); ++i)
    order.emplace_back(javaBucket(hash(keys[i]), cap), i);
  std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<T> out;
  for (const auto &[bucket, i] : order)
    out.push_back(keys[i]);
  return out;
}

} // namespace

std::string valueJson(const val::Value &v) { return toJson(v).dump(-1, ' ', false, Json::error_handler_t::replace); }

StateDumper::StateDumper(const model::SpecModel &m, const std::vector<StateDump> &dumps, ReachedStates *reached)
    : m_(m), reached_(reached) {
  if (reached_) {
    reached_->variables.clear();
    reached_->states.clear();
    reached_->initial = 0;
    for (const sem::Symbol *v : m.variables)
      reached_->variables.emplace_back(v->name);
  }
  for (const StateDump &d : dumps) {
    auto f = std::make_unique<File>();
    f->options = d;
    f->out.open(d.path, std::ios::binary | std::ios::trunc);
    if (!f->out) {
      if (unwritable_.empty())
        unwritable_ = d.path;
      continue;
    }
    switch (d.format) {
    case DumpFormat::Tlc: text_ = std::move(f); break;
    case DumpFormat::Dot:
      if (m.alias)
        aliasEv_ = std::make_unique<eval::Evaluator>(m);
      stutter_ = d.stuttering && !m.livenessParts.empty();
      // DotStateWriter's header (the command line's writer always "strict ").
      f->out << "strict digraph DiskGraph {\nnode [shape=box,style=rounded]\n";
      if (d.colorize)
        f->out << "edge [colorscheme=\"paired12\"]\n";
      f->out << "nodesep=0.35;\nsubgraph cluster_graph {\ncolor=\"white\";\n";
      dot_ = std::move(f);
      // LiveCheck's DotLivenessStateWriter: FILE with each ".dot" replaced
      // by "_liveness.dot" (String.replace), opened when the liveness
      // checker is made (temporal properties to check); no name of its own
      // without a ".dot" (TLC would write over the graph).
      if (!m.livenessParts.empty()) {
        std::string live = replaceDot(d.path, "_liveness.dot");
        if (live != d.path) {
          auto lf = std::make_unique<File>();
          lf->options = d;
          lf->out.open(live, std::ios::binary | std::ios::trunc);
          if (lf->out)
            liveDot_ = std::move(lf);
          else if (unwritable_.empty())
            unwritable_ = live;
        }
      }
      break;
    case DumpFormat::Json: {
      Json names = Json::array();
      for (const sem::Symbol *v : m.variables)
        names.push_back(std::string(v->name));
      f->out << "{\"variables\": " << names.dump() << ",\n\"states\": [";
      json_ = std::move(f);
      break;
    }
    }
  }
}

StateDumper::~StateDumper() { close(); }

std::string StateDumper::aliasText(const std::vector<val::Value> &state, int64_t level) {
  if (!aliasEv_)
    return variablesText(m_, state);
  // TLCState.evalStateLevelAlias: the ALIAS on the state (its primed
  // variables the state itself) at the state's level.
  std::optional<std::vector<explore::AliasField>> fields = explore::evalAlias(m_, *aliasEv_, state, state, level);
  if (!fields)
    return variablesText(m_, state);
  std::string text;
  for (const explore::AliasField &f : *fields)
    text += (fields->size() > 1 ? "/\\ " : "") + f.name + " = " + val::prettyPrint(val::toString(f.value)) + "\n";
  return text;
}

void StateDumper::added(const std::vector<val::Value> &state, uint64_t fp, bool initial, int64_t level) {
  // Text is made before the lock: workers format their states in parallel.
  std::string lines = text_ || dot_ ? variablesText(m_, state) : std::string();
  std::string json;
  if (json_) {
    Json values = Json::object(), structured = Json::object();
    for (size_t i = 0; i < state.size(); ++i) {
      values[std::string(m_.variables[i]->name)] = val::toString(state[i]);
      structured[std::string(m_.variables[i]->name)] = toJson(state[i]);
    }
    json = "{\"initial\": " + std::string(initial ? "true" : "false") + ", \"fp\": \"" + signedFp(fp) +
           "\", \"values\": " + values.dump(-1, ' ', false, Json::error_handler_t::replace) +
           ", \"json\": " + structured.dump(-1, ' ', false, Json::error_handler_t::replace) + "}";
  }
  std::lock_guard<std::mutex> lock(mutex_);
  ++number_;
  if (reached_) {
    reached_->states.push_back(state);
    if (initial)
      ++reached_->initial;
  }
  if (text_)
    text_->out << "State " << number_ << ":\n" << lines << "\n";
  if (json_)
    json_->out << (number_ == 1 ? "\n" : ",\n") << json;
  if (!dot_)
    return;
  if (stutter_) {
    foundAt_.emplace(fp, found_.size());
    found_.push_back(fp);
  }
  // The label as the ALIAS shows the state, the tooltip its variables.
  std::string label = aliasEv_ ? dotText(aliasText(state, level)) : dotText(lines);
  if (liveDot_)
    liveLabels_.emplace(fp, std::make_pair(label, dotText(lines)));
  if (initial) {
    dot_->out << signedFp(fp) << " [label=\"" << label << "\",style = filled]\n";
    level_[fp] = 1;
    rank(fp, 1);
    if (dot_->options.snapshot)
      writeSnapshot();
  } else {
    dot_->out << signedFp(fp) << " [label=\"" << label << "\",tooltip=\"" << dotText(lines) << "\"];\n";
    if (dot_->options.snapshot)
      writeSnapshot();
  }
}

void StateDumper::rank(uint64_t fp, int64_t level) {
  if (level < 1)
    level = 1;
  if (ranks_.size() < static_cast<size_t>(level))
    ranks_.resize(level), ranked_.resize(level);
  if (ranked_[level - 1].emplace(fp, true).second)
    ranks_[level - 1].push_back(fp);
}

void StateDumper::stutterUpTo(size_t upTo) {
  for (; stuttered_ < upTo && stuttered_ < found_.size(); ++stuttered_) {
    uint64_t fp = found_[stuttered_];
    dot_->out << signedFp(fp) << " -> " << signedFp(fp) << " [style=\"dashed\",color=\"lightgray\"];\n";
    rank(fp, level_.count(fp) ? level_[fp] : 1);
  }
}

void StateDumper::initialState(const std::vector<val::Value> &state, uint64_t fp) { added(state, fp, true, 1); }

std::string StateDumper::dotColor(const std::string &action) {
  if (!dot_->options.colorize)
    return "black";
  for (const auto &[name, color] : colors_)
    if (name == action)
      return std::to_string(color);
  int color = static_cast<int>(colors_.size()) + 2; // DotStateWriter's colorGen starts at 1, incremented first
  colors_.emplace_back(action, color);
  return std::to_string(color);
}

void StateDumper::dotEdge(uint64_t fromFp, uint64_t toFp, const std::string &action) {
  std::string color = dotColor(action);
  dot_->out << signedFp(fromFp) << " -> " << signedFp(toFp) << " [label=\""
            << (dot_->options.actionLabels ? action : std::string()) << "\",color=\"" << color << "\",fontcolor=\""
            << color << "\"];\n";
  // TLC ranks the state the step starts from, by its level.
  rank(fromFp, level_.count(fromFp) ? level_[fromFp] : 1);
}

void StateDumper::step(const std::vector<val::Value> &from, uint64_t fromFp, const std::vector<val::Value> &to,
                       uint64_t toFp, const eval::ActionLabel &label, bool fresh) {
  (void)from;
  int64_t level = 0;
  if (dot_) {
    std::string action = label.op ? std::string(label.op->name)
                         : m_.nextSymbol ? std::string(m_.nextSymbol->name)
                                         : std::string("Next");
    std::lock_guard<std::mutex> lock(mutex_);
    // One worker expands states in the order found: the states before this
    // one are done, and TLC wrote their stuttering edges after their steps.
    if (stutter_) {
      auto at = foundAt_.find(fromFp);
      if (at != foundAt_.end())
        stutterUpTo(at->second);
    }
    dotEdge(fromFp, toFp, action);
    level = (level_.count(fromFp) ? level_[fromFp] : 1) + 1;
    if (fresh)
      level_.emplace(toFp, level);
  }
  if (fresh)
    added(to, toFp, false, level);
  else if (dot_ && dot_->options.snapshot) {
    std::lock_guard<std::mutex> lock(mutex_);
    writeSnapshot();
  }
}

void StateDumper::livenessGraph(live::LiveFormula &f, const live::BehaviorGraph &g,
                                const std::vector<uint64_t> &fps) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!liveDot_ || closed_)
    return;
  std::ostream &out = liveDot_->out;
  auto label = [&](uint32_t s) -> const std::pair<std::string, std::string> & {
    static const std::pair<std::string, std::string> none;
    auto it = liveLabels_.find(fps[s]);
    return it == liveLabels_.end() ? none : it->second;
  };
  // One DotLivenessStateWriter per OrderOfSolution, each on the file:
  // written here one after the other, each a graph of its own.
  for (const live::LiveDotGraph &graph : live::livenessDotGraphs(f, g)) {
    // DotStateWriter(fname, ""): no "strict", no colours.
    out << "digraph DiskGraph {\nnode [shape=box,style=rounded]\nnodesep=0.35;\nsubgraph cluster_graph {\n"
           "color=\"white\";\n";
    std::vector<std::vector<uint64_t>> ranks;
    std::vector<std::unordered_map<uint64_t, bool>> ranked;
    auto rankOf = [&](uint32_t s) {
      uint64_t fp = fps[s];
      int64_t level = level_.count(fp) ? level_[fp] : 1;
      if (ranks.size() < static_cast<size_t>(level))
        ranks.resize(level), ranked.resize(level);
      if (ranked[level - 1].emplace(fp, true).second)
        ranks[level - 1].push_back(fp);
    };
    for (const live::LiveDotItem &it : graph.items) {
      if (!graph.tableau) { // DotStateWriter's writeState(state) and writeState(state, successor, ...)
        if (it.initial) {
          out << signedFp(fps[it.from]) << " [label=\"" << label(it.from).first << "\",style = filled]\n";
        } else {
          out << signedFp(fps[it.from]) << " -> " << signedFp(fps[it.to]) << ";\n";
          if (it.labelTarget)
            out << signedFp(fps[it.to]) << " [label=\"" << label(it.to).first << "\",tooltip=\""
                << label(it.to).second << "\"];\n";
        }
        rankOf(it.from);
        continue;
      }
      // The node's name: "fingerprint.tableau node"; its label the state's
      // variables (states2dot) and, on a line of its own, #name#.
      auto name = [&](uint32_t s, uint32_t t) { return signedFp(fps[s]) + "." + std::to_string(t); };
      if (it.initial) {
        out << "\"" << name(it.from, it.fromTab) << "\" [style = filled] [label=\"" << label(it.from).second
            << "\n#" << name(it.from, it.fromTab) << "#\"]\n";
        continue;
      }
      out << "\"" << name(it.from, it.fromTab) << "\" -> \"" << name(it.to, it.toTab) << "\"";
      if (!it.checks.empty())
        out << " [label=\"" << it.checks << "\"]";
      out << ";\n";
      if (it.labelTarget)
        out << "\"" << name(it.to, it.toTab) << "\" [label=\"" << label(it.to).second << "\n#"
            << name(it.to, it.toTab) << "#\"];\n";
    }
    for (const std::vector<uint64_t> &rank : ranks) {
      if (rank.empty())
        continue;
      out << "{rank = same; ";
      for (uint64_t fp : javaHashOrder(rank, javaLongHash))
        out << signedFp(fp) << ";";
      out << "}\n";
    }
    out << "}\n}";
  }
  liveWritten_ = true;
}

std::string StateDumper::closingText() const {
  std::string out;
  // rankToNodes: a HashMap<Integer, Set<Long>> (levels 1..n iterate in
  // order), each level a HashSet<Long> of fingerprints.
  for (const std::vector<uint64_t> &rank : ranks_) {
    if (rank.empty())
      continue;
    out += "{rank = same; ";
    for (uint64_t fp : javaHashOrder(rank, javaLongHash))
      out += signedFp(fp) + ";";
    out += "}\n";
  }
  out += "}\n";
  if (dot_->options.colorize && colors_.size() > 1) {
    out += "subgraph cluster_legend {graph[style=bold];label = \"Next State Actions\" style=\"solid\"\n";
    out += "node [ labeljust=\"l\",colorscheme=\"paired12\",style=filled,shape=record ]\n";
    std::vector<std::string> names;
    for (const auto &[name, color] : colors_)
      names.push_back(name);
    for (const std::string &name : javaHashOrder(names, javaStringHash)) {
      int color = 0;
      for (const auto &[n, c] : colors_)
        if (n == name)
          color = c;
      std::string id = name;
      for (char &c : id)
        if (c == '!')
          c = ':';
      out += id + " [label=\"" + name + "\",fillcolor=" + std::to_string(color) + "]\n";
    }
    out += "}";
  }
  out += "}";
  return out;
}

// DotStateWriter.snapshot: the file so far, closed as close() would, at
// FILE with every ".dot" replaced by "_snapshot.dot".
void StateDumper::writeSnapshot() {
  dot_->out.flush();
  std::string path = dot_->options.path, snap = replaceDot(path, "_snapshot.dot");
  if (snap == path)
    return; // no ".dot" in the name: TLC would overwrite the graph itself
  std::error_code ec;
  std::filesystem::copy_file(path, snap, std::filesystem::copy_options::overwrite_existing, ec);
  std::ofstream out(snap, std::ios::binary | std::ios::app);
  out << closingText();
}

void StateDumper::close(std::optional<uint64_t> expanded) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closed_)
    return;
  closed_ = true;
  if (dot_) {
    if (stutter_ && expanded)
      stutterUpTo(static_cast<size_t>(*expanded));
    dot_->out << closingText();
    dot_->out.close();
  }
  if (liveDot_) {
    if (!liveWritten_) // the checker's writer made and closed with nothing added
      liveDot_->out << "digraph DiskGraph {\nnode [shape=box,style=rounded]\nnodesep=0.35;\nsubgraph cluster_graph {\n"
                       "color=\"white\";\n}\n}";
    liveDot_->out.close();
  }
  if (json_) {
    json_->out << "\n]}\n";
    json_->out.close();
  }
  if (text_)
    text_->out.close();
}

} // namespace tlacore::engine
