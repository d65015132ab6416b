// StateDumper (state_dump.h): TLC's -dump text and dot files, JSON, and the
// in-memory list of reached states, fed by the BFS as it finds states.
#include "state_dump.h"

#include <nlohmann/json.hpp>

#include "locator.h"
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
      // DotStateWriter's header.
      f->out << "strict digraph DiskGraph {\nnode [shape=box,style=rounded]\n";
      if (d.colorize)
        f->out << "edge [colorscheme=\"paired12\"]\n";
      f->out << "nodesep=0.35;\nsubgraph cluster_graph {\ncolor=\"white\";\n";
      dot_ = std::move(f);
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

void StateDumper::added(const std::vector<val::Value> &state, uint64_t fp, bool initial) {
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
  if (initial) {
    dot_->out << signedFp(fp) << " [label=\"" << dotText(lines) << "\",style = filled]\n";
    level_[fp] = 1;
    if (ranks_.empty())
      ranks_.resize(1), ranked_.resize(1);
    if (ranked_[0].emplace(fp, true).second)
      ranks_[0].push_back(fp);
  } else {
    std::string text = dotText(lines);
    dot_->out << signedFp(fp) << " [label=\"" << text << "\",tooltip=\"" << text << "\"];\n";
  }
}

void StateDumper::initialState(const std::vector<val::Value> &state, uint64_t fp) { added(state, fp, true); }

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
  int64_t level = level_.count(fromFp) ? level_[fromFp] : 1;
  if (ranks_.size() < static_cast<size_t>(level))
    ranks_.resize(level), ranked_.resize(level);
  if (ranked_[level - 1].emplace(fromFp, true).second)
    ranks_[level - 1].push_back(fromFp);
}

void StateDumper::step(const std::vector<val::Value> &from, uint64_t fromFp, const std::vector<val::Value> &to,
                       uint64_t toFp, const eval::ActionLabel &label, bool fresh) {
  (void)from;
  if (dot_) {
    std::string action = label.op ? std::string(label.op->name)
                         : m_.nextSymbol ? std::string(m_.nextSymbol->name)
                                         : std::string("Next");
    std::lock_guard<std::mutex> lock(mutex_);
    dotEdge(fromFp, toFp, action);
    if (fresh) {
      int64_t level = level_.count(fromFp) ? level_[fromFp] : 1;
      level_.emplace(toFp, level + 1);
    }
  }
  if (fresh)
    added(to, toFp, false);
}

void StateDumper::close() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closed_)
    return;
  closed_ = true;
  if (dot_) {
    for (const std::vector<uint64_t> &rank : ranks_) {
      if (rank.empty())
        continue;
      dot_->out << "{rank = same; ";
      for (uint64_t fp : rank)
        dot_->out << signedFp(fp) << ";";
      dot_->out << "}\n";
    }
    dot_->out << "}\n";
    if (dot_->options.colorize && colors_.size() > 1) {
      dot_->out << "subgraph cluster_legend {graph[style=bold];label = \"Next State Actions\" style=\"solid\"\n"
                << "node [ labeljust=\"l\",colorscheme=\"paired12\",style=filled,shape=record ]\n";
      for (const auto &[name, color] : colors_) {
        std::string id = name;
        for (char &c : id)
          if (c == '!')
            c = ':';
        dot_->out << id << " [label=\"" << name << "\",fillcolor=" << color << "]\n";
      }
      dot_->out << "}";
    }
    dot_->out << "}";
    dot_->out.close();
  }
  if (json_) {
    json_->out << "\n]}\n";
    json_->out.close();
  }
  if (text_)
    text_->out.close();
}

} // namespace tlacore::engine
