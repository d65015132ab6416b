// The invariant metric (see invariant_metric.h): the harness's spec and cfg
// edits on in-memory text, one engine check per invariant.
#include "invariant_metric.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "benchmark_text.h"
#include "load_text.h"
#include "output_sink.h"

namespace tlacore::scoring {

namespace {

std::string joinLines(const std::vector<std::string> &lines) {
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0)
      out += '\n';
    out += lines[i];
  }
  return out;
}

std::vector<std::string> lineList(const std::string &text) {
  std::vector<std::string> lines;
  for (std::string_view l : splitLines(text))
    lines.emplace_back(l);
  return lines;
}

// Python's str.isupper(): some cased character, none of them lower case (ASCII).
bool pythonIsUpper(std::string_view s) {
  bool cased = false;
  for (char c : s) {
    if (c >= 'a' && c <= 'z')
      return false;
    if (c >= 'A' && c <= 'Z')
      cased = true;
  }
  return cased;
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

} // namespace

std::vector<ConcreteInvariant> readInvariantFile(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    throw std::runtime_error("cannot read the invariants file " + path);
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception &e) {
    throw std::runtime_error(path + ": not JSON (" + e.what() + ")");
  }
  if (!j.is_object() || !j.contains("invariants") || !j["invariants"].is_array())
    throw std::runtime_error(path + ": expected {\"invariants\": [\"Name == expr\", ...]}");
  std::vector<ConcreteInvariant> out;
  for (const auto &d : j["invariants"]) {
    if (!d.is_string())
      throw std::runtime_error(path + ": every member of \"invariants\" must be a string \"Name == expr\"");
    std::string def = d.get<std::string>();
    if (strip(def).empty())
      continue; // the harness skips empty definitions
    ConcreteInvariant inv;
    inv.definition = def;
    inv.name = std::string(strip(std::string_view(def).substr(0, def.find("=="))));
    inv.type = "safety";
    if (j.contains("types") && j["types"].is_object() && j["types"].contains(inv.name) &&
        j["types"][inv.name].is_string())
      inv.type = j["types"][inv.name].get<std::string>();
    if (inv.type != "safety" && inv.type != "liveness")
      throw std::runtime_error(path + ": the type of " + inv.name + " must be \"safety\" or \"liveness\"");
    out.push_back(std::move(inv));
  }
  return out;
}

std::string insertInvariantDefinition(const std::string &spec, const std::string &definition, const std::string &name) {
  std::vector<std::string> lines = lineList(spec);
  long last = -1;
  for (long i = static_cast<long>(lines.size()) - 1; i >= 0; --i)
    if (startsWith(strip(lines[static_cast<size_t>(i)]), "====")) {
      last = i;
      break;
    }
  std::vector<std::string> block = {"", "\\* Manual invariant: " + name, definition};
  if (last == -1) {
    lines.insert(lines.end(), block.begin(), block.end());
  } else {
    block.emplace_back("");
    lines.insert(lines.begin() + last, block.begin(), block.end());
  }
  return joinLines(lines);
}

std::string addInvariantToConfig(const std::string &cfg, const std::string &name, const std::string &type) {
  const std::string keyword = type == "safety" ? "INVARIANT" : "PROPERTY";
  std::vector<std::string> lines;
  bool found = false;
  for (std::string_view line : splitLines(cfg)) {
    lines.emplace_back(line);
    if (strip(line) == keyword) {
      found = true;
      lines.push_back("    " + name);
    }
  }
  if (!found) {
    size_t at = lines.size();
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view s = strip(lines[i]);
      if (startsWith(s, "CONSTANTS") || startsWith(s, "SPECIFICATION")) {
        at = i + 1;
        while (at < lines.size() && !strip(lines[at]).empty() && !pythonIsUpper(strip(lines[at])))
          ++at;
        break;
      }
    }
    lines.insert(lines.begin() + static_cast<long>(at), {"", keyword, "    " + name});
  }
  return joinLines(lines);
}

InvariantMetric::InvariantMetric(std::string specPath, std::string cfgPath, std::vector<ConcreteInvariant> invariants,
                                 InvariantOptions options, std::vector<std::string> libraryPaths,
                                 std::string checkedAs)
    : specPath_(std::move(specPath)), cfgPath_(std::move(cfgPath)), checkedAs_(std::move(checkedAs)),
      invariants_(std::move(invariants)), options_(options), libraryPaths_(std::move(libraryPaths)) {
  if (checkedAs_.empty())
    checkedAs_ = specPath_;
  results_.resize(invariants_.size());
  if (!readText(specPath_, specText_))
    readError_ = "cannot read " + specPath_;
  else if (!readText(cfgPath_, cfgText_))
    readError_ = "the model's cfg " + cfgPath_ + " cannot be read (TLC: exit 151), so no invariant can be checked";
}

void InvariantMetric::queue(std::vector<std::function<void()>> &tasks) {
  for (size_t i = 0; i < invariants_.size(); ++i)
    tasks.emplace_back([this, i] { check(i); });
}

void InvariantMetric::check(size_t index) {
  const ConcreteInvariant &inv = invariants_[index];
  InvariantResult &res = results_[index];
  res.name = inv.name;
  res.type = inv.type;
  if (!readError_.empty()) {
    res.verdict = "error";
    res.reason = readError_;
    res.exitCode = 151;
    return;
  }
  engine::StringSink text;
  engine::CheckRequest req;
  req.spec.path = checkedAs_;
  req.spec.text = insertInvariantDefinition(specText_, inv.definition, inv.name);
  req.config.path = cfgPath_;
  req.config.text = addInvariantToConfig(cfgText_, inv.name, inv.type);
  req.load.libraryPaths = libraryPaths_;
  req.load.io = &quietIo();
  req.run.mode = engine::SearchMode::Bfs;
  req.run.workers = 1;
  req.run.checkDeadlock = false;
  req.run.budgets.wallSeconds = options_.budgetSeconds;
  req.run.output = &text;
  req.run.format = engine::TextFormat::Plain;
  span_.start();
  engine::CheckOutcome co = engine::check(req);
  span_.stop();
  const engine::RunResult &r = co.result;
  std::string out = text.text();
  TlcFindings f = parseTlcFindings(out);
  res.exitCode = r.exitCode;
  res.seconds = r.seconds;
  res.statesGenerated = f.statesGenerated;
  for (const auto &st : r.trace)
    res.counterexample.push_back(st.label.empty() ? st.action : st.label);
  bool violation = !f.violations.empty() || f.deadlock;
  if (r.stopReason == engine::StopReason::WallTime) {
    // TLC killed at the limit prints nothing more; tlacore's own closing
    // "Error: tlacore stopped the search ..." line is not a finding.
    std::erase_if(f.violations, [&](const std::string &v) { return v.find(r.message) != std::string::npos; });
    violation = !f.violations.empty() || f.deadlock;
    res.passedByHarness = !violation;
    res.verdict = violation ? "fail" : "unknown";
    res.reason = violation ? f.violations.front()
                           : "no violation within the " + std::to_string(static_cast<int>(options_.budgetSeconds)) +
                                 " s limit (the benchmark counts this as a pass)";
    return;
  }
  res.passedByHarness = r.exitCode == 0 && !violation;
  if (res.passedByHarness) {
    res.verdict = "pass";
    res.reason = "checked completely, no violation";
    return;
  }
  std::string why = loadFailureReason(co.load);
  if (why.empty())
    why = !r.message.empty() ? r.message : (violation ? f.violations.front() : r.outcome);
  bool found = r.exitCode >= 10 && r.exitCode <= 14; // a violation, deadlock or assertion found by the search
  res.verdict = found ? "fail" : "error";
  res.reason = (r.property.empty() || why.find(r.property) != std::string::npos ? "" : r.property + ": ") + why +
               " (TLC exit " + std::to_string(r.exitCode) + ")";
}

InvariantScore InvariantMetric::finish() {
  InvariantScore s;
  s.results = results_;
  if (invariants_.empty()) {
    s.error = "no concretised invariants were given";
    return s;
  }
  s.seconds = span_.seconds();
  size_t passed = 0, passedKnown = 0;
  for (const InvariantResult &r : results_) {
    passed += r.passedByHarness ? 1 : 0;
    passedKnown += r.verdict == "pass" ? 1 : 0;
  }
  s.score = static_cast<double>(passed) / static_cast<double>(results_.size());
  s.scoreUnknownApart = static_cast<double>(passedKnown) / static_cast<double>(results_.size());
  return s;
}

} // namespace tlacore::scoring
