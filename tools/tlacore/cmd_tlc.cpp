// `tlacore tlc`: a drop-in for `java tlc2.TLC [options] Spec.tla`: TLC's
// command line, the message lines harnesses read (plain or -tool framed),
// TLC's exit codes, simulation with coverage, and a --json summary.
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "cfg/parse_model_config.h"
#include "commands.h"
#include "explore/alias.h"
#include "explore/bfs.h"
#include "explore/lasso_fairness.h"
#include "live/live_check.h"
#include "explore/dfid.h"
#include "explore/memory.h"
#include "explore/postcondition.h"
#include "explore/simulate.h"
#include "explore/tlc_actions.h"
#include "model/number_literals.h"
#include "module_set.h"
#include "tlc_output.h"
#include "value/pretty_print.h"

namespace tlacore::cli {

namespace {


std::string now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  std::ostringstream os;
  os << std::put_time(&tm, "%Y-%m-%d %H:%M:%S");
  return os.str();
}

// 1234567 -> "1,234,567", as TLC's MP.format prints counts.
std::string grouped(uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0)
      out += ',';
    out += digits[i];
  }
  return out;
}

// Locations as TLC prints them.
class Locator {
public:
  Locator(const SourceManager &sm, const sem::ModuleSet &set) : sm_(sm), set_(set) {}

  std::string module(SourceLoc l) const {
    FileId f = sm_.fileOf(l);
    for (const sem::LoadedFile *lf : set_.files())
      if (lf->parsed.file == f && lf->parsed.module)
        return std::string(lf->parsed.module->name.text);
    return {};
  }

  // line L, col C to line L2, col C2 of module M
  std::string location(SourceRange r) const {
    auto [b, e] = ends(r);
    std::ostringstream os;
    os << "line " << b.line << ", col " << b.column << " to line " << e.line << ", col " << e.column << " of module "
       << module(r.begin);
    return os.str();
  }

  // L C L2 C2
  std::string shortLocation(SourceRange r) const {
    auto [b, e] = ends(r);
    std::ostringstream os;
    os << b.line << " " << b.column << " " << e.line << " " << e.column;
    return os.str();
  }

  // The left-hand side of a definition: `Name` or `Name(p, q)`.
  SourceRange declaration(const sem::Symbol *s) const {
    const sem::Symbol *d = s->underlying();
    if (!d->unit || d->unit->kind != ast::UnitKind::OperatorDef)
      return d->range;
    auto *u = static_cast<const ast::OperatorDefUnit *>(d->unit);
    SourceRange r = u->name.range;
    if (u->params.empty() || u->fixity != ast::Fixity::Nonfix)
      return r;
    std::string_view text = sm_.bufferText(sm_.fileOf(r.begin));
    uint32_t base = r.begin.offset - sm_.offsetInBuffer(r.begin);
    size_t i = sm_.offsetInBuffer(r.end);
    while (i < text.size() && text[i] != '(')
      ++i;
    int depth = 0;
    for (; i < text.size(); ++i) {
      if (text[i] == '(')
        ++depth;
      else if (text[i] == ')' && --depth == 0)
        break;
    }
    if (i < text.size())
      r.end = SourceLoc{base + static_cast<uint32_t>(i + 1)};
    return r;
  }

  // A clang-style diagnostic: `file:line:col: error: message` (no position
  // when the range is unknown).
  std::string diagnostic(SourceRange r, const std::string &message) const {
    std::string at;
    if (r.valid()) {
      PresumedLoc b = sm_.presumed(r.begin);
      at = std::string(b.fileName) + ":" + std::to_string(b.line) + ":" + std::to_string(b.column) + ": ";
    }
    return at + "error: " + message;
  }

  // TLC's location record [beginLine, beginColumn, endLine, endColumn, module].
  val::Value locationRecord(val::StringTable &strings, SourceRange r) const {
    auto [b, e] = ends(r);
    return val::Value::record({{strings.string("beginLine"), val::Value::integer(b.line)},
                               {strings.string("beginColumn"), val::Value::integer(b.column)},
                               {strings.string("endLine"), val::Value::integer(e.line)},
                               {strings.string("endColumn"), val::Value::integer(e.column)},
                               {strings.string("module"), strings.string(module(r.begin))}});
  }

private:
  std::pair<PresumedLoc, PresumedLoc> ends(SourceRange r) const {
    PresumedLoc b = sm_.presumed(r.begin);
    PresumedLoc e = r.end.valid() ? sm_.presumed(r.end) : b;
    if (e.column > 1)
      e.column -= 1;
    return {b, e};
  }

  const SourceManager &sm_;
  const sem::ModuleSet &set_;
};

// TLC's report of an ASSUME whose evaluation failed (message 2105, exit 10).
std::string assumptionErrorText(const Locator &loc, SourceRange assumption, const eval::EvalError &e) {
  return "Evaluating assumption " + loc.location(assumption) + " failed.\n" + e.message +
         (e.range.valid() && !e.unlocated ? e.locationSeparator() + loc.location(e.range) : std::string());
}

std::string variablesText(const model::SpecModel &m, const std::vector<val::Value> &s) {
  std::string out;
  for (size_t i : m.printOrder) {
    if (m.variables.size() > 1)
      out += "/\\ ";
    out += std::string(m.variables[i]->name) + " = " + val::prettyPrint(val::toString(s[i])) + "\n";
  }
  return out;
}

std::string actionName(const explore::TlcAction &a) {
  std::string name = a.name ? std::string(a.name->name) : std::string("Action");
  if (!a.args.empty()) {
    name += '(';
    for (size_t i = 0; i < a.args.size(); ++i) {
      if (i)
        name += ',';
      name += val::toString(a.args[i]);
    }
    name += ')';
  }
  return name;
}

// `<Name(args) line L, col C to ... of module M>`, as in TLC's traces.
std::string actionLabel(const Locator &loc, const explore::TlcAction &a) {
  return "<" + actionName(a) + " " + loc.location(a.location) + ">";
}

// TLCGet("spec"): sets of [name, location] records, as TLC builds them from
// its Action objects (the name without arguments, the location of the
// definition), for each part of the spec TLC checks.
val::Value tlcSpecRecord(const Locator &loc, const model::SpecModel &m, const explore::ActionTable &actions) {
  val::StringTable &strings = *m.strings;
  auto record = [&](std::string_view name, SourceRange location) {
    return val::Value::record(
        {{strings.string("name"), strings.string(name)}, {strings.string("location"), loc.locationRecord(strings, location)}});
  };
  auto ofActions = [&](const std::vector<explore::TlcAction> &list) {
    std::vector<val::Value> out;
    for (const explore::TlcAction &a : list)
      out.push_back(a.name ? record(a.name->name, loc.declaration(a.name)) : record("Action", a.location));
    return val::Value::set(std::move(out));
  };
  auto ofFormulas = [&](const std::vector<model::NamedFormula> &list) {
    std::vector<val::Value> out;
    for (const model::NamedFormula &f : list)
      out.push_back(record(f.name, f.symbol ? loc.declaration(f.symbol) : f.range));
    return val::Value::set(std::move(out));
  };
  auto ofParts = [&](const std::vector<model::ScopedExpr> &parts, const std::vector<std::string> &names) {
    std::vector<val::Value> out;
    for (size_t i = 0; i < parts.size(); ++i)
      out.push_back(record(i < names.size() ? names[i] : std::string(), parts[i].expr ? parts[i].expr->range : SourceRange{}));
    return val::Value::set(std::move(out));
  };
  return val::Value::record({{strings.string("inits"), ofActions(actions.init())},
                             {strings.string("actions"), ofActions(actions.next())},
                             {strings.string("temporals"), ofFormulas(m.fairness)},
                             {strings.string("invariants"), ofFormulas(m.invariants)},
                             {strings.string("impliedinits"), ofParts(m.impliedInits, m.impliedInitNames)},
                             {strings.string("impliedtemporals"), ofFormulas(m.properties)}});
}

// The name of a coverage row as TLC prints it.
std::string rowLabel(const Locator &loc, const explore::ActionRow &r) {
  if (!r.name)
    return "<Action " + loc.location(r.location) + ">";
  std::string s = "<" + std::string(r.name->name) + " " + loc.location(loc.declaration(r.name));
  if (!r.wholeBody)
    s += " (" + loc.shortLocation(r.location) + ")";
  return s + ">";
}

std::string definitionLabel(const Locator &loc, const sem::Symbol *s, SourceRange fallback) {
  if (!s)
    return "<Action " + loc.location(fallback) + ">";
  return "<" + std::string(s->name) + " " + loc.location(loc.declaration(s)) + ">";
}

// TLC's first lines: its version and the mode, seed and workers of the run.
void printBanner(const TlcOptions &o, TlcOutput &out) {
  std::string on = " with " + std::to_string(o.workers) + (o.workers == 1 ? " worker" : " workers") + " on " +
                   std::to_string(std::thread::hardware_concurrency()) + " cores (tlacore).";
  out.message(ec::TlcVersion, MsgClass::None, "TLC2 Version 2.20 of Day Month 20?? (tlacore)");
  if (o.simulate)
    out.message(ec::TlcModeSimu, MsgClass::None, "Running Random Simulation with seed " + std::to_string(o.seed) + on);
  else if (o.dfid >= 0)
    out.message(ec::TlcModeMcDfs, MsgClass::None, "Running depth-first search Model-Checking with fp 0 and seed 0" + on);
  else
    out.message(ec::TlcModeMc, MsgClass::None,
                "Running breadth-first search Model-Checking with fp 0 and seed " + std::to_string(o.seed) + on);
}

// The cfg TLC reads by default: the spec's name with .cfg for .tla.
std::string defaultConfig(const std::string &spec) {
  bool tla = spec.size() >= 4 && spec.compare(spec.size() - 4, 4, ".tla") == 0;
  return spec.substr(0, tla ? spec.size() - 4 : spec.size()) + ".cfg";
}

int parseArgs(int argc, char **argv, TlcOptions &o) {
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "-config")
      o.config = next();
    else if (a == "-workers") {
      std::string w = next();
      o.workers = w == "auto" ? static_cast<int>(std::max(1u, std::thread::hardware_concurrency())) : std::atoi(w.c_str());
      o.workers = std::max(1, o.workers);
    } else if (a == "-deadlock")
      o.noDeadlock = true;
    else if (a == "-depth")
      o.depth = std::atoll(next().c_str());
    else if (a == "-tool")
      o.tool = true;
    else if (a == "--json" || a == "-json")
      o.json = true;
    else if (a == "-simulate") {
      o.simulate = true;
      // -simulate [num=N][,file=F][,stats=...]
      if (i + 1 < argc && argv[i + 1][0] != '-' && std::string(argv[i + 1]).find('=') != std::string::npos) {
        std::string spec = argv[++i];
        std::stringstream ss(spec);
        std::string item;
        while (std::getline(ss, item, ','))
          if (item.rfind("num=", 0) == 0)
            o.traces = std::atoll(item.c_str() + 4);
      }
    } else if (a == "-seed") {
      o.seedGiven = true;
      o.seed = std::atoll(next().c_str());
    } else if (a == "-coverage") {
      o.coverageMinutes = std::atoi(next().c_str());
    } else if (a == "-lncheck" && i + 1 < argc) {
      o.livenessFinalOnly = std::string(next()) == "final";
    } else if (a == "--progress" || a == "-progress") {
      o.progress = 1;
    } else if (a.rfind("--progress=", 0) == 0) {
      o.progress = 1;
      char *end = nullptr;
      o.progressSeconds = std::strtod(a.c_str() + 11, &end);
      if (end == a.c_str() + 11 || *end != '\0' || o.progressSeconds < 0)
        o.badOption = a;
    } else if (a == "--no-progress") {
      o.progress = 0;
    } else if (a == "--max-memory" || a.rfind("--max-memory=", 0) == 0) {
      std::string v = a == "--max-memory" ? next() : a.substr(13);
      std::optional<uint64_t> bytes = explore::parseByteSize(v);
      if (!bytes)
        o.badOption = a + (a == "--max-memory" ? " " + v : "");
      else
        o.maxMemory = *bytes;
    } else if (a == "-fpmem") {
      // TLC's -fpmem sizes the fingerprint set (a fraction of physical
      // memory when at most 1, else bytes) and spills to disk beyond it;
      // tlacore keeps everything in memory, so it bounds the whole process
      // by that amount instead.
      std::string v = next();
      char *end = nullptr;
      double x = std::strtod(v.c_str(), &end);
      if (end == v.c_str() || *end != '\0' || x <= 0)
        o.badOption = a + " " + v;
      else if (x <= 1)
        o.maxMemory = static_cast<uint64_t>(x * static_cast<double>(explore::physicalMemoryBytes()));
      else
        o.maxMemory = static_cast<uint64_t>(x);
    } else if (a == "-dfid") {
      std::string v = next();
      char *end = nullptr;
      long long n = std::strtoll(v.c_str(), &end, 10);
      if (end == v.c_str() || *end != '\0' || n < 0)
        o.badOption = a + " " + v;
      else
        o.dfid = n;
    } else if (a == "-metadir" || a == "-fp" || a == "-lncheck" ||
               a == "-checkpoint" || a == "-maxSetSize" || a == "-dump" || a == "-fpbits" || a == "-userFile" ||
               a == "-postCondition" || a == "-aril" || a == "-dumpTrace") {
      next();
      if (a == "-dump" || a == "-dumpTrace") {
        if (i + 1 < argc && argv[i + 1][0] != '-' && std::string(argv[i + 1]).rfind(".tla") == std::string::npos)
          ++i;
      }
    } else if (!a.empty() && a[0] == '-') {
      continue; // -cleanup, -noGenerateSpecTE, -terse, -nowarning, -gzip, -continue, -view, ...
    } else {
      o.spec = a;
    }
  }
  if (!o.badOption.empty()) {
    std::cout << "Error: Invalid option value: " << o.badOption << "\n";
    return 255;
  }
  if (o.spec.empty()) {
    std::cout << "Error: Missing input TLA+ module.\n";
    return 255;
  }
  if (o.spec.size() < 4 || o.spec.compare(o.spec.size() - 4, 4, ".tla") != 0)
    o.spec += ".tla";
  if (o.config.empty())
    o.config = defaultConfig(o.spec);
  if (!o.seedGiven) {
    // TLC draws a seed when none is given; it is printed so that the run can be repeated.
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    o.seed = static_cast<int64_t>(static_cast<uint64_t>(t) * 0x9E3779B97F4A7C15ULL);
  }
  return 0;
}

// What the --json object reports; filled as the run goes.
struct RunReport {
  std::string mode;
  std::string outcome = "success";
  int exitCode = 0;
  std::string property;
  std::string message;
  std::string errorLocation;
  uint64_t generated = 0;
  int64_t distinct = -1;
  int64_t left = -1;
  int64_t depth = 0;
  uint64_t initial = 0;
  int workers = 1;
  uint64_t traces = 0;
  int64_t seed = 0;
  struct State {
    int64_t number;
    std::string action;
    std::string location;
    std::string label;
    std::vector<std::pair<std::string, std::string>> variables;
  };
  std::vector<State> trace;
  bool stuttering = false;
  int64_t backToState = 0; // a liveness lasso: the state the loop goes back to
  // A liveness lasso: the actions enabled in its loop but never taken there
  // (fairness that would exclude it: WF if always enabled, SF otherwise).
  struct Neglected {
    std::string action;
    std::string location;
    bool alwaysEnabled;
  };
  std::vector<Neglected> neglected;
  bool hasLoop = false;
  struct Row {
    std::string kind; // init, action, constraint, actionConstraint
    std::string name;
    std::string label;
    uint64_t distinct;
    uint64_t generated;
    struct Expr {
      int depth;
      std::string location;
      uint64_t count, cost;
      bool withCost;
    };
    std::vector<Expr> expressions; // TLC's per-expression lines below the row
  };
  std::vector<Row> coverage;
  bool hasCoverage = false;
};

void printJson(const RunReport &r) {
  JsonWriter j;
  j.beginObject();
  j.key("tool").value("tlacore");
  j.key("mode").value(r.mode);
  j.key("outcome").value(r.outcome);
  j.key("exitCode").value(r.exitCode);
  j.key("property");
  if (r.property.empty())
    j.null();
  else
    j.value(r.property);
  j.key("message");
  if (r.message.empty())
    j.null();
  else
    j.value(r.message);
  j.key("errorLocation");
  if (r.errorLocation.empty())
    j.null();
  else
    j.value(r.errorLocation);
  j.key("statesGenerated").value(r.generated);
  j.key("distinctStates").value(r.distinct);
  j.key("statesLeftOnQueue").value(r.left);
  j.key("depth").value(r.depth);
  j.key("initialStates").value(r.initial);
  j.key("workers").value(r.workers);
  if (r.mode == "simulate") {
    j.key("traces").value(r.traces);
    j.key("seed").value(r.seed);
  }
  j.key("trace").beginArray();
  for (const auto &s : r.trace) {
    j.beginObject();
    j.key("number").value(s.number);
    j.key("action").value(s.action);
    j.key("location").value(s.location);
    j.key("label").value(s.label);
    j.key("variables").beginObject();
    for (const auto &[k, v] : s.variables)
      j.key(k).value(v);
    j.endObject();
    j.endObject();
  }
  j.endArray();
  j.key("stuttering").value(r.stuttering);
  if (r.backToState > 0)
    j.key("backToState").value(r.backToState);
  if (r.hasLoop) {
    j.key("enabledNeverTakenInLoop").beginArray();
    for (const auto &n : r.neglected) {
      j.beginObject();
      j.key("action").value(n.action);
      j.key("location").value(n.location);
      j.key("alwaysEnabled").value(n.alwaysEnabled);
      j.key("fairnessThatExcludesLoop").value(n.alwaysEnabled ? "WF" : "SF");
      j.endObject();
    }
    j.endArray();
  }
  j.key("coverage");
  if (!r.hasCoverage) {
    j.null();
  } else {
    j.beginArray();
    for (const auto &c : r.coverage) {
      j.beginObject();
      j.key("kind").value(c.kind);
      j.key("name").value(c.name);
      j.key("label").value(c.label);
      j.key("distinct").value(c.distinct);
      j.key("generated").value(c.generated);
      j.key("expressions").beginArray();
      for (const auto &x : c.expressions) {
        j.beginObject();
        j.key("depth").value(x.depth);
        j.key("location").value(x.location);
        j.key("count").value(x.count);
        if (x.withCost)
          j.key("cost").value(x.cost);
        j.endObject();
      }
      j.endArray();
      j.endObject();
    }
    j.endArray();
  }
  j.endObject();
  std::cout << j.str() << "\n";
}

// Everything a run prints with: options, output, locations, the model.
struct Run {
  TlcOptions &o;
  TlcOutput &out;
  const Locator &loc;
  const model::SpecModel &m;
  const explore::ActionTable &actions;
  RunReport &report;
  std::chrono::steady_clock::time_point started;
  eval::Evaluator &ev;

  // A state of an error trace; `next` is the state after it in the trace
  // (null for the last one), which an ALIAS sees as the primed variables.
  void traceState(int64_t number, const std::string &label, std::string action, std::string location,
                  const std::vector<val::Value> &s, const std::vector<val::Value> *next = nullptr) {
    RunReport::State st{number, std::move(action), std::move(location), label, {}};
    std::optional<std::vector<explore::AliasField>> alias;
    if (m.alias)
      alias = explore::evalAlias(m, ev, s, next ? *next : s, number);
    if (alias) {
      for (const explore::AliasField &f : *alias)
        st.variables.emplace_back(f.name, val::toString(f.value));
    } else {
      for (size_t i : m.printOrder)
        st.variables.emplace_back(std::string(m.variables[i]->name), val::toString(s[i]));
    }
    std::string text;
    for (const auto &[name, value] : st.variables)
      text += (st.variables.size() > 1 ? "/\\ " : "") + name + " = " + val::prettyPrint(value) + "\n";
    out.traceState(number, label, text);
    report.trace.push_back(std::move(st));
  }

  // TLC's progress line (message 2200) with the rates since the last one.
  void progressLine(const explore::ProgressInfo &p) {
    auto nowTime = std::chrono::steady_clock::now();
    double minutes = std::chrono::duration<double>(nowTime - lastProgress).count() / 60.0;
    if (minutes <= 0)
      minutes = 1.0 / 60000;
    auto rate = [&](uint64_t now, uint64_t before) {
      return grouped(now > before ? static_cast<uint64_t>(static_cast<double>(now - before) / minutes) : 0);
    };
    out.message(ec::TlcProgressStats, MsgClass::None,
                "Progress(" + std::to_string(p.depth) + ") at " + now() + ": " + grouped(p.generated) +
                    " states generated (" + rate(p.generated, lastGenerated) + " s/min), " + grouped(p.distinct) +
                    " distinct states found (" + rate(p.distinct, lastDistinct) + " ds/min), " + grouped(p.queue) +
                    " states left on queue.");
    std::cout.flush();
    lastProgress = nowTime;
    lastGenerated = p.generated;
    lastDistinct = p.distinct;
  }
  std::chrono::steady_clock::time_point lastProgress;
  const explore::CostRoots *costs = nullptr; // -coverage: the per-expression trees
  uint64_t lastGenerated = 0;
  uint64_t lastDistinct = 0;

  void finish(int rc) {
    report.exitCode = rc;
    if (out.silent())
      printJson(report);
  }
};

// ---- coverage ------------------------------------------------------------------

void printCoverage(Run &run, const explore::CoverageCounts &c) {
  TlcOutput &out = run.out;
  const Locator &loc = run.loc;
  RunReport &rep = run.report;
  rep.hasCoverage = true;
  rep.coverage.clear();
  out.message(ec::TlcCoverageStart, MsgClass::None, "The coverage statistics at " + now());
  // TLC's lines for the expressions below a row (messages 2221 and 2775).
  auto expressions = [&](const std::vector<const eval::CostNode *> &roots, size_t i, RunReport::Row *row) {
    if (!run.costs || i >= roots.size() || !roots[i])
      return;
    for (const eval::CostLine &l : run.costs->model.report(roots[i], c.cost)) {
      std::string where = std::string(static_cast<size_t>(l.depth), '|') + loc.location(l.range);
      if (l.withCost)
        out.message(ec::TlcCoverageValueCost, MsgClass::None,
                    "  " + where + ": " + std::to_string(l.count) + ":" + std::to_string(l.cost));
      else
        out.message(ec::TlcCoverageValue, MsgClass::None, "  " + where + ": " + std::to_string(l.count));
      if (row)
        row->expressions.push_back({l.depth, loc.location(l.range), l.count, l.cost, l.withCost});
    }
  };
  size_t initIndex = 0;
  for (const explore::TlcAction &a : run.actions.init()) {
    std::string label = a.name ? definitionLabel(loc, a.name, a.location) : "<Init " + loc.location(a.location) + ">";
    if (a.name && !a.wholeBody)
      label = label.substr(0, label.size() - 1) + " (" + loc.shortLocation(a.location) + ")>";
    out.message(ec::TlcCoverageInit, MsgClass::None,
                label + ": " + std::to_string(c.initGenerated) + ":" + std::to_string(c.initGenerated));
    rep.coverage.push_back({"init", a.name ? std::string(a.name->name) : "Init", label, c.initGenerated, c.initGenerated, {}});
    if (run.costs)
      expressions(run.costs->init, initIndex++, &rep.coverage.back());
  }
  const auto &rows = run.actions.rows();
  for (size_t i = 0; i < rows.size(); ++i) {
    std::string label = rowLabel(loc, rows[i]);
    uint64_t d = i < c.distinct.size() ? c.distinct[i] : 0, g = i < c.generated.size() ? c.generated[i] : 0;
    out.message(ec::TlcCoverageNext, MsgClass::None, label + ": " + std::to_string(d) + ":" + std::to_string(g));
    rep.coverage.push_back({"action", rows[i].name ? std::string(rows[i].name->name) : "Action", label, d, g, {}});
    if (run.costs)
      expressions(run.costs->rows, i, &rep.coverage.back());
  }
  for (size_t i = 0; i < run.m.invariants.size(); ++i) {
    const model::NamedFormula &inv = run.m.invariants[i];
    out.message(ec::TlcCoverageProperty, MsgClass::None, definitionLabel(loc, inv.symbol, inv.range));
    if (run.costs)
      expressions(run.costs->invariants, i, nullptr);
  }
  auto constraints = [&](const std::vector<model::NamedFormula> &fs, const std::vector<uint64_t> &yes,
                         const std::vector<uint64_t> &no, const char *kind,
                         const std::vector<const eval::CostNode *> *roots) {
    for (size_t i = 0; i < fs.size(); ++i) {
      // held:evaluated, as TLC's runtime-metric output shows (etcd's
      // StateConstraint: 166:188).
      uint64_t f = i < no.size() ? no[i] : 0, t = i < yes.size() ? yes[i] : 0;
      std::string label = definitionLabel(loc, fs[i].symbol, fs[i].range);
      out.message(ec::TlcCoverageConstraint, MsgClass::None,
                  label + ": " + std::to_string(t) + ":" + std::to_string(f + t));
      rep.coverage.push_back({kind, fs[i].name, label, t, f + t, {}});
      if (roots)
        expressions(*roots, i, &rep.coverage.back());
    }
  };
  constraints(run.m.actionConstraints, c.actionConstraintTrue, c.actionConstraintFalse, "actionConstraint",
              run.costs ? &run.costs->actionConstraints : nullptr);
  constraints(run.m.constraints, c.constraintTrue, c.constraintFalse, "constraint",
              run.costs ? &run.costs->constraints : nullptr);
  out.message(ec::TlcCoverageEnd, MsgClass::None, "End of statistics.");
}

// ---- simulation ----------------------------------------------------------------

const char *simOutcomeName(explore::SimOutcome o) {
  switch (o) {
  case explore::SimOutcome::Success:
    return "success";
  case explore::SimOutcome::InvariantViolated:
  case explore::SimOutcome::InitInvariantViolated:
    return "invariantViolated";
  case explore::SimOutcome::ActionPropertyViolated:
    return "actionPropertyViolated";
  case explore::SimOutcome::LivenessViolated:
    return "temporalPropertyViolated";
  case explore::SimOutcome::Deadlock:
    return "deadlock";
  case explore::SimOutcome::AssumptionFalse:
    return "assumptionFalse";
  case explore::SimOutcome::NoInitialStates:
    return "noInitialStates";
  case explore::SimOutcome::EvalErrorInit:
  case explore::SimOutcome::EvalErrorNext:
  case explore::SimOutcome::EvalErrorInvariant:
    return "evaluationError";
  }
  return "error";
}

// TLC's count of the branches of fairness /\ ~properties, printed before
// the initial states in both modes (errors in the formula are reported by
// the search).
void printLivenessBranches(Run &run) {
  if (run.m.livenessParts.empty())
    return;
  try {
    live::LiveFormula f;
    live::buildLiveFormula(run.m, run.ev, f);
    run.out.message(ec::TlcImpliedTemporalBranches, MsgClass::None,
                    "Implied-temporal checking--satisfiability problem has " + std::to_string(live::tableauCount(f)) +
                        " branches.");
  } catch (const eval::EvalError &) {
  }
}

int runSimulation(Run &run) {
  printLivenessBranches(run);
  TlcOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  explore::SimOptions so;
  so.workers = o.workers;
  so.depth = o.depth < 0 ? 100 : o.depth;
  so.traces = o.traces;
  so.seed = o.seed;
  so.checkDeadlock = m.checkDeadlock && !o.noDeadlock;
  so.costs = run.costs;
  explore::SimResult r = explore::runSimulation(m, run.actions, so);
  RunReport &rep = run.report;
  rep.outcome = simOutcomeName(r.outcome);
  rep.generated = r.generated;
  rep.initial = r.initStates;
  rep.traces = r.traces;
  rep.property = r.property;
  bool coverage = o.coverageMinutes >= 0;

  auto progress = [&] {
    out.message(ec::TlcProgressSimu, MsgClass::None,
                "Progress(" + std::to_string(r.traces) + ") at " + now() + ": " + std::to_string(r.generated) +
                    " states generated, -1 distinct states found, -1 states left on queue.");
  };
  // TLC's final progress report (with coverage when asked for).
  auto finalReport = [&] {
    progress();
    if (coverage)
      printCoverage(run, r.coverage);
  };
  // TLC's Simulator.printSummary.
  auto summary = [&] {
    if (coverage)
      printCoverage(run, r.coverage);
    if (out.tool())
      progress();
    out.message(ec::TlcStatsSimu, MsgClass::None,
                "The number of states generated: " + std::to_string(r.generated) + "\nSimulation using seed " +
                    std::to_string(o.seed) + " and aril 0");
  };
  auto finished = [&](int rc) {
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - run.started)
                  .count();
    out.message(ec::TlcFinished, MsgClass::None, "Finished in " + std::to_string(ms) + "ms at (" + now() + ")");
    run.finish(rc);
    return rc;
  };
  auto initLines = [&] {
    out.message(ec::TlcComputingInitProgress, MsgClass::None,
                "Computed " + std::to_string(r.initStates) + " initial states...");
    out.message(ec::TlcInitGenerated, MsgClass::None,
                "Finished computing initial states: " + std::to_string(r.initStates) + " distinct state generated at " +
                    now() + ".");
  };
  // States are numbered 1, 2, ...: the behaviour has lost the steps that
  // left the state unchanged, and TLC numbers what remains.
  auto printTrace = [&] {
    for (size_t i = 0; i < r.trace.size(); ++i) {
      const explore::SimStep &st = r.trace[i];
      const std::vector<val::Value> *after = i + 1 < r.trace.size() ? &r.trace[i + 1].state : nullptr;
      auto number = static_cast<int64_t>(i + 1);
      if (st.action < 0) {
        const explore::TlcAction *init = run.actions.init().empty() ? nullptr : &run.actions.init().back();
        std::string label = init ? actionLabel(run.loc, *init) : "<Initial predicate>";
        run.traceState(number, label, init ? actionName(*init) : "Init",
                       init ? run.loc.location(init->location) : "", st.state, after);
      } else {
        const explore::TlcAction &a = run.actions.next()[static_cast<size_t>(st.action)];
        run.traceState(number, actionLabel(run.loc, a), actionName(a), run.loc.location(a.location), st.state,
                       after);
      }
    }
  };
  auto errorText = [&](const eval::EvalError &e) {
    rep.message = e.message;
    if (e.range.valid())
      rep.errorLocation = run.loc.location(e.range);
    return e.message + (e.range.valid() && !e.unlocated ? e.locationSeparator() + run.loc.location(e.range) : std::string());
  };

  switch (r.outcome) {
  case explore::SimOutcome::Success:
    initLines();
    finalReport();
    summary();
    return finished(0);
  case explore::SimOutcome::AssumptionFalse:
    rep.message = "Assumption " + run.loc.location(r.propertyRange) + " is false.";
    out.message(ec::TlcAssumptionFalse, MsgClass::Error, rep.message);
    return finished(10);
  case explore::SimOutcome::NoInitialStates:
    initLines();
    rep.message = "There is no state satisfying the initial predicate and the state constraints.";
    out.message(ec::General, MsgClass::Error, rep.message);
    return finished(255);
  case explore::SimOutcome::EvalErrorInit: {
    if (r.errorInAssumption) {
      errorText(r.error);
      rep.message = assumptionErrorText(run.loc, r.propertyRange, r.error);
      out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, rep.message);
      return finished(10);
    }
    std::string text = errorText(r.error);
    out.message(ec::General, MsgClass::Error, text);
    if (!r.trace.empty())
      out.message(ec::General, MsgClass::Error,
                  "The error occurred when TLC was evaluating the initial state:\n" + variablesText(m, r.trace[0].state));
    return finished(r.error.message.rfind("The first argument of Assert", 0) == 0 ? 14 : 75);
  }
  case explore::SimOutcome::InitInvariantViolated:
    initLines();
    rep.message = "Invariant " + r.property + " is violated by the initial state:";
    out.message(ec::TlcInvariantViolatedInitial, MsgClass::Error,
                rep.message + "\n" + variablesText(m, r.trace.empty() ? std::vector<val::Value>{} : r.trace[0].state));
    for (const auto &st : r.trace)
      run.traceState(st.level, "<Initial predicate>", "Init", "", st.state);
    return finished(12);
  case explore::SimOutcome::InvariantViolated:
  case explore::SimOutcome::ActionPropertyViolated:
  case explore::SimOutcome::Deadlock:
  case explore::SimOutcome::EvalErrorInvariant: {
    initLines();
    int rc = 12;
    if (r.outcome == explore::SimOutcome::InvariantViolated) {
      rep.message = "Invariant " + r.property + " is violated.";
      out.message(ec::TlcInvariantViolatedBehavior, MsgClass::Error, rep.message);
    } else if (r.outcome == explore::SimOutcome::ActionPropertyViolated) {
      rep.message = "Action property " + r.property + " is violated.";
      out.message(ec::TlcActionPropertyViolated, MsgClass::Error, rep.message);
      rc = 13;
    } else if (r.outcome == explore::SimOutcome::Deadlock) {
      rep.message = "Deadlock reached.";
      out.message(ec::TlcDeadlockReached, MsgClass::Error, rep.message);
      rc = 11;
    } else {
      out.message(ec::General, MsgClass::Error, errorText(r.error));
      rc = r.error.message.rfind("The first argument of Assert", 0) == 0 ? 14 : 76;
    }
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    summary();
    finalReport();
    return finished(rc);
  }
  case explore::SimOutcome::EvalErrorNext: {
    // TLC 2.20's simulator reports an error while computing successors as
    // an unexpected exception (exit 255), after the behaviour so far.
    initLines();
    std::string text = errorText(r.error);
    out.message(ec::General, MsgClass::Error,
                "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
                "See the User Output or TLC Console for clues to what happened.\n"
                "The exception was a java.lang.RuntimeException\n: " +
                    text);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    finalReport();
    return finished(r.error.message.rfind("The first argument of Assert", 0) == 0 ? 14 : 255);
  }
  case explore::SimOutcome::LivenessViolated: {
    initLines();
    rep.message = "Temporal properties were violated.";
    out.message(ec::TlcTemporalPropertyViolated, MsgClass::Error, rep.message + "\n");
    out.message(ec::TlcCounterExample, MsgClass::Error, "The following behavior constitutes a counter-example:\n");
    printTrace();
    out.stuttering(static_cast<int64_t>(r.trace.size()) + 1);
    rep.stuttering = true;
    summary();
    finalReport();
    return finished(13);
  }
  }
  return finished(255);
}

// ---- model checking (BFS) ---------------------------------------------------------

// A probability as TLC prints it: rounded to two significant digits, then
// written as Java's Double.toString writes it ("2.6E-15", "0.0012", "0.0").
std::string tlcProbability(double p) {
  if (!(p > 0))
    return "0.0";
  int exp10 = static_cast<int>(std::floor(std::log10(p)));
  long mant = std::lround(p / std::pow(10.0, exp10 - 1)); // two digits, 10..99
  if (mant >= 100) {
    mant /= 10;
    ++exp10;
  }
  std::string digits = std::to_string(mant); // "ab"
  if (exp10 >= -3 && exp10 < 7) {
    // Decimal: the digits placed around the point, trailing zeros dropped
    // but one digit kept after the point.
    std::string whole, frac;
    if (exp10 >= 0) {
      std::string all = digits + std::string(static_cast<size_t>(std::max(0, exp10 - 1)), '0');
      whole = all.substr(0, static_cast<size_t>(exp10) + 1);
      frac = exp10 == 0 ? digits.substr(1) : std::string();
    } else {
      whole = "0";
      frac = std::string(static_cast<size_t>(-exp10 - 1), '0') + digits;
    }
    while (frac.size() > 1 && frac.back() == '0')
      frac.pop_back();
    return whole + "." + (frac.empty() ? "0" : frac);
  }
  std::string frac = digits.substr(1);
  return digits.substr(0, 1) + "." + frac + "E" + std::to_string(exp10);
}

// TLC's success message with its estimate of a fingerprint collision:
// distinct * (generated - distinct) / 2^64.
std::string successText(uint64_t generated, uint64_t distinct) {
  double p = generated > distinct
                 ? static_cast<double>(distinct) * static_cast<double>(generated - distinct) / 18446744073709551616.0
                 : 0.0;
  return "Model checking completed. No error has been found.\n"
         "  Estimates of the probability that TLC did not check all reachable states\n"
         "  because two distinct states had the same fingerprint:\n"
         "  calculated (optimistic):  val = " +
         tlcProbability(p);
}

// TLC's line on the number of new states each expanded state brought: the
// rounded mean, the minimum, the maximum and the 95th percentile.
std::optional<std::string> outdegreeText(const std::vector<uint64_t> &histogram) {
  uint64_t states = 0, total = 0;
  for (size_t d = 0; d < histogram.size(); ++d) {
    states += histogram[d];
    total += d * histogram[d];
  }
  if (states == 0)
    return std::nullopt;
  size_t min = 0, max = 0, p95 = 0;
  while (histogram[min] == 0)
    ++min;
  for (size_t d = 0; d < histogram.size(); ++d)
    if (histogram[d])
      max = d;
  double target = 0.95 * static_cast<double>(states);
  uint64_t seen = 0;
  for (size_t d = 0; d < histogram.size(); ++d) {
    seen += histogram[d];
    if (static_cast<double>(seen) >= target) {
      p95 = d;
      break;
    }
  }
  long mean = std::lround(static_cast<double>(total) / static_cast<double>(states));
  return "The average outdegree of the complete state graph is " + std::to_string(mean) + " (minimum is " +
         std::to_string(min) + ", the maximum " + std::to_string(max) + " and the 95th percentile is " +
         std::to_string(p95) + ").";
}

// Exit code when the search stops at --max-memory / -fpmem: TLC's
// ExitStatus.ERROR_SYSTEM (153), the status of its out-of-memory and other
// system errors, so that harnesses treat it as "no verdict".
constexpr int kExitMemory = 153;

bool progressWanted(const TlcOptions &o, const TlcOutput &out) {
  if (out.silent())
    return false;
  if (o.progress >= 0)
    return o.progress == 1;
  return isatty(STDOUT_FILENO) == 1;
}

std::string megabytes(uint64_t bytes) { return grouped((bytes + (1u << 20) - 1) >> 20) + " MB"; }

// Message 1001 (TLC's EC.SYSTEM_OUT_OF_MEMORY), in tlacore's words.
std::string memoryExceededText(Run &run, uint64_t used) {
  std::string text = "tlacore stopped the search because its memory use (" + megabytes(used) +
                     " resident) exceeded the bound of " + megabytes(run.o.maxMemory) +
                     " (--max-memory or -fpmem).\nA larger bound may let the search finish. But it won't help if "
                     "some state has an enormous\nnumber of successor states, or if tlacore must compute the value "
                     "of a huge set.\nThe counts below are those of the search so far.";
  run.report.message = text;
  return text;
}

// TLC checks the POSTCONDITION after a search without error and reports a
// false one as a false assumption (Tool.checkPostCondition: message 2104
// with the location of the definition's body, exit 10), an evaluation error
// as message 2105. Returns the exit code, or 0 when it holds.
int postcondition(Run &run, uint64_t generated, uint64_t distinct, uint64_t queue, int64_t depth) {
  if (!run.m.postcondition)
    return 0;
  eval::Evaluator::RunStats stats;
  stats.generated = static_cast<int64_t>(generated);
  stats.distinct = static_cast<int64_t>(distinct);
  stats.queue = static_cast<int64_t>(queue);
  stats.diameter = depth;
  stats.duration =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - run.started).count();
  explore::PostconditionResult pr = explore::checkPostcondition(run.m, stats);
  std::string where = run.loc.location(run.m.postcondition->expr->range);
  switch (pr.status) {
  case explore::PostconditionStatus::Holds:
    return 0;
  case explore::PostconditionStatus::Violated:
    run.report.outcome = "postconditionFalse";
    run.report.property = run.m.postcondition->name;
    run.report.message = "Assumption " + where + " is false.";
    run.out.message(ec::TlcAssumptionFalse, MsgClass::Error, run.report.message);
    return 10;
  case explore::PostconditionStatus::EvalError:
    run.report.outcome = "evaluationError";
    run.report.property = run.m.postcondition->name;
    run.report.message = "Evaluating assumption " + where + " failed.\n" + pr.error.message;
    if (pr.error.range.valid())
      run.report.errorLocation = run.loc.location(pr.error.range);
    run.out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, run.report.message);
    return 75;
  }
  return 0;
}

// The TLC action that takes `from` to `to`: the first one (in TLC's order)
// with `to` among its successors, as TLC finds it for its traces.
const explore::TlcAction *actionBetween(const model::SpecModel &m, const explore::ActionTable &actions,
                                        eval::Evaluator &ev, const std::vector<val::Value> &from,
                                        const std::vector<val::Value> &to) {
  eval::Enumerator en(ev, m.variables.size());
  for (const explore::TlcAction &a : actions.next()) {
    bool found = false;
    try {
      en.actionSuccessors(from.data(), a.expr, a.env, a.inst, [&](const std::vector<val::Value> &s, const eval::ActionLabel &) {
        if (!found && s == to)
          found = true;
      });
    } catch (const eval::EvalError &) {
    }
    if (found)
      return &a;
  }
  return nullptr;
}

// The JSON report's list of actions enabled but never taken in the loop.
void neglectedActions(Run &run, eval::Evaluator &ev, const explore::CheckResult &r) {
  run.report.hasLoop = true;
  for (const explore::NeglectedAction &n : explore::neglectedInLoop(run.m, run.actions, ev, r))
    run.report.neglected.push_back(
        {actionName(*n.action), run.loc.location(n.action->location), n.alwaysEnabled});
}

int runModelCheck(Run &run, eval::Evaluator &ev) {
  TlcOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  RunReport &rep = run.report;
  if (!m.livenessParts.empty() && m.symmetry)
    out.message(ec::General, MsgClass::Warning,
                "Declaring symmetry during liveness checking is dangerous. It might cause TLC to miss violations of "
                "the stated liveness properties. Please check liveness without symmetry defined.");
  printLivenessBranches(run);
  out.message(ec::TlcComputingInit, MsgClass::None, "Computing initial states...");
  explore::CheckOptions opts;
  opts.workers = o.workers;
  opts.seed = o.seed;
  opts.checkDeadlock = m.checkDeadlock && !o.noDeadlock;
  opts.periodicLiveness = !o.livenessFinalOnly;
  if (progressWanted(o, out)) {
    opts.onProgress = [&run](const explore::ProgressInfo &p) { run.progressLine(p); };
    opts.progressSeconds = o.progressSeconds;
  }
  opts.maxMemory = o.maxMemory;
  if (o.coverageMinutes >= 0)
    opts.coverage = &run.actions;
  opts.costs = run.costs;
  run.lastProgress = std::chrono::steady_clock::now();
  explore::CheckResult r = explore::runBfs(m, opts);
  rep.generated = r.generated;
  rep.distinct = static_cast<int64_t>(r.distinct);
  rep.left = static_cast<int64_t>(r.queueLeft);
  rep.depth = r.depth;
  rep.initial = r.initDistinct;
  rep.property = r.property;

  auto finishLines = [&](int rc) {
    // TLC's ModelChecker.printSummary (not reached when the initial states fail).
    bool summary = r.outcome != explore::Outcome::InitInvariantViolated &&
                   r.outcome != explore::Outcome::AssumptionFalse && r.outcome != explore::Outcome::EvalErrorInit;
    if (summary && opts.coverage)
      printCoverage(run, r.coverage);
    if (out.tool() && summary) {
      // In -tool mode TLC's summary repeats the counts as a progress line,
      // its rates over the whole run (ModelChecker.printSummary).
      run.lastProgress = run.started;
      run.lastGenerated = 0;
      run.lastDistinct = 0;
      run.progressLine({r.depth, r.generated, r.distinct, r.queueLeft});
    }
    out.message(ec::TlcStats, MsgClass::None,
                std::to_string(r.generated) + " states generated, " + std::to_string(r.distinct) +
                    " distinct states found, " + std::to_string(r.queueLeft) + " states left on queue.");
    out.message(ec::TlcSearchDepth, MsgClass::None,
                "The depth of the complete state graph search is " + std::to_string(r.depth) + ".");
    if (rc == 0)
      if (std::optional<std::string> degree = outdegreeText(r.outDegree))
        out.message(ec::TlcStatsGraphOutdegree, MsgClass::None, *degree);
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - run.started)
                  .count();
    std::ostringstream os;
    os << "Finished in " << std::setw(2) << std::setfill('0') << (ms / 1000) << "s at (" << now() << ")";
    out.message(ec::TlcFinished, MsgClass::None, os.str());
    run.finish(rc);
    return rc;
  };
  auto initLine = [&] {
    out.message(ec::TlcInitGenerated, MsgClass::None,
                "Finished computing initial states: " + std::to_string(r.initDistinct) + " distinct state" +
                    (r.initDistinct == 1 ? "" : "s") + " generated at " + now() + ".");
    // Before its final liveness check TLC reports the search's counts.
    if (r.livenessStates > 0 && !r.livenessPartial)
      out.message(ec::TlcProgressStats, MsgClass::None,
                  "Progress(" + std::to_string(r.depth) + ") at " + now() + ": " + grouped(r.generated) +
                      " states generated, " + grouped(r.distinct) + " distinct states found, " +
                      grouped(r.queueLeft) + " states left on queue.");
    // With several branches TLC sums the sizes of their graphs (each holds every state).
    if (r.livenessStates > 0) {
      size_t branches = std::max<size_t>(1, r.livenessBranches);
      out.message(ec::TlcCheckingTemporalProps, MsgClass::None,
                  "Checking " + (branches > 1 ? std::to_string(branches) + " branches of " : std::string()) +
                      "temporal properties for the " + (r.livenessPartial ? "current" : "complete") +
                      " state space with " + std::to_string(r.livenessStates * branches) +
                      " total distinct states at (" + now() + ")");
    }
  };
  auto printTrace = [&] {
    for (size_t i = 0; i < r.trace.size(); ++i) {
      const explore::TraceStep &st = r.trace[i];
      const std::vector<val::Value> *after = i + 1 < r.trace.size() ? &r.trace[i + 1].state : nullptr;
      if (i == 0) {
        run.traceState(1, "<Initial predicate>", "Init", "", st.state, after);
        continue;
      }
      const explore::TlcAction *a = actionBetween(m, run.actions, ev, r.trace[i - 1].state, st.state);
      if (a) {
        run.traceState(static_cast<int64_t>(i + 1), actionLabel(run.loc, *a), actionName(*a),
                       run.loc.location(a->location), st.state, after);
      } else {
        std::string name = st.label.op ? std::string(st.label.op->name) : std::string("Action");
        std::string where = st.label.range.valid() ? run.loc.location(st.label.range) : std::string();
        run.traceState(static_cast<int64_t>(i + 1), "<" + name + " " + where + ">", name, where, st.state, after);
      }
    }
  };
  auto evalErrorText = [&] {
    rep.message = r.error.message;
    if (r.error.range.valid())
      rep.errorLocation = run.loc.location(r.error.range);
    if (o.native) // the native command also points at the expression, clang-style
      std::cerr << run.loc.diagnostic(r.error.range, r.error.message) << "\n";
    return r.error.message +
           (r.error.range.valid() ? r.error.locationSeparator() + run.loc.location(r.error.range) : std::string());
  };

  switch (r.outcome) {
  case explore::Outcome::Success: {
    rep.outcome = "success";
    initLine();
    if (r.livenessStates > 0)
      out.message(ec::TlcFinishedTemporalProps, MsgClass::None, "Finished checking temporal properties in 00s at " + now());
    if (int rc = postcondition(run, r.generated, r.distinct, r.queueLeft, r.depth))
      return finishLines(rc);
    out.message(ec::TlcSuccess, MsgClass::None, successText(r.generated, r.distinct));
    return finishLines(0);
  }
  case explore::Outcome::MemoryExceeded:
    rep.outcome = "memoryExceeded";
    initLine();
    out.message(ec::SystemOutOfMemory, MsgClass::Error, memoryExceededText(run, r.memoryUsed));
    return finishLines(kExitMemory);
  case explore::Outcome::InitInvariantViolated:
    rep.outcome = "invariantViolated";
    rep.message = "Invariant " + r.property + " is violated by the initial state:";
    out.message(ec::TlcInvariantViolatedInitial, MsgClass::Error,
                rep.message + "\n" + variablesText(m, r.trace.back().state));
    return finishLines(12);
  case explore::Outcome::InvariantViolated:
    rep.outcome = "invariantViolated";
    initLine();
    rep.message = "Invariant " + r.property + " is violated.";
    out.message(ec::TlcInvariantViolatedBehavior, MsgClass::Error, rep.message);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    return finishLines(12);
  case explore::Outcome::ActionPropertyViolated:
    rep.outcome = "actionPropertyViolated";
    initLine();
    rep.message = "Action property " + r.property + " is violated.";
    out.message(ec::TlcActionPropertyViolated, MsgClass::Error, rep.message);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    return finishLines(13);
  case explore::Outcome::Deadlock:
    rep.outcome = "deadlock";
    initLine();
    rep.message = "Deadlock reached.";
    out.message(ec::TlcDeadlockReached, MsgClass::Error, rep.message);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    return finishLines(11);
  case explore::Outcome::LivenessViolated: {
    rep.outcome = "temporalPropertyViolated";
    initLine();
    rep.message = "Temporal properties were violated.";
    rep.property = r.property;
    out.message(ec::TlcTemporalPropertyViolated, MsgClass::Error, rep.message + "\n");
    out.message(ec::TlcCounterExample, MsgClass::Error, "The following behavior constitutes a counter-example:\n");
    printTrace();
    if (r.stutters || r.trace.empty()) {
      out.stuttering(static_cast<int64_t>(r.trace.size() + 1));
      rep.stuttering = true;
    } else {
      const std::vector<val::Value> &back = r.loopBackState.empty() ? r.trace[r.loopStart].state : r.loopBackState;
      const explore::TlcAction *a = actionBetween(m, run.actions, ev, r.trace.back().state, back);
      std::string label = a ? actionLabel(run.loc, *a) : std::string("<Action>");
      out.message(ec::TlcBackToState, MsgClass::State,
                  std::string(out.tool() ? "" : "Back to state ") + std::to_string(r.loopStart + 1) + ": " + label + "\n");
      rep.backToState = static_cast<int64_t>(r.loopStart + 1);
    }
    neglectedActions(run, ev, r);
    out.message(ec::TlcFinishedTemporalProps, MsgClass::None, "Finished checking temporal properties in 00s at " + now());
    return finishLines(13);
  }
  case explore::Outcome::EvalErrorLiveness:
    rep.outcome = "evaluationError";
    initLine();
    out.message(ec::General, MsgClass::Error, evalErrorText());
    return finishLines(77);
  case explore::Outcome::AssumptionFalse:
    rep.outcome = "assumptionFalse";
    rep.message = "Assumption " + run.loc.location(r.propertyRange) + " is false.";
    out.message(ec::TlcAssumptionFalse, MsgClass::Error, rep.message);
    return finishLines(10);
  case explore::Outcome::EvalErrorInit:
  case explore::Outcome::EvalErrorNext:
  case explore::Outcome::EvalErrorInvariant: {
    rep.outcome = "evaluationError";
    if (r.errorInAssumption) {
      evalErrorText();
      rep.message = assumptionErrorText(run.loc, r.propertyRange, r.error);
      out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, rep.message);
      return finishLines(10);
    }
    bool assertFailed = r.error.message.rfind("The first argument of Assert", 0) == 0;
    out.message(ec::General, MsgClass::Error, evalErrorText());
    if (!r.trace.empty()) {
      out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
      printTrace();
    }
    if (assertFailed)
      return finishLines(14);
    return finishLines(r.outcome == explore::Outcome::EvalErrorInvariant ? 76 : 75);
  }
  }
  return finishLines(255);
}

// ---- depth-first iterative deepening (-dfid N) ------------------------------------

// The steps of a trace, labelled with TLC's action names.
void printSteps(Run &run, eval::Evaluator &ev, const std::vector<explore::TraceStep> &trace) {
  for (size_t i = 0; i < trace.size(); ++i) {
    const std::vector<val::Value> *after = i + 1 < trace.size() ? &trace[i + 1].state : nullptr;
    if (i == 0) {
      run.traceState(1, "<Initial predicate>", "Init", "", trace[i].state, after);
      continue;
    }
    const explore::TlcAction *a = actionBetween(run.m, run.actions, ev, trace[i - 1].state, trace[i].state);
    std::string name = a ? actionName(*a) : "Action";
    std::string where = a ? run.loc.location(a->location) : std::string();
    run.traceState(static_cast<int64_t>(i + 1), a ? actionLabel(run.loc, *a) : "<Action>", name, where,
                   trace[i].state, after);
  }
}

// TLC's DFIDModelChecker output: "Starting level L" before each iteration,
// counts without a queue or depth, success only when an iteration below
// the bound found nothing new. TLC checks no POSTCONDITION in this mode.
int runDfidCheck(Run &run, eval::Evaluator &ev) {
  TlcOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  RunReport &rep = run.report;
  if (o.workers > 1) {
    rep.outcome = "configError";
    rep.message = "Depth-First Iterative Deepening mode does not support multiple workers "
                  "(https://github.com/tlaplus/tlaplus/issues/548).  Please run TLC with a single worker.";
    out.message(ec::General, MsgClass::Error, rep.message);
    run.finish(255);
    return 255;
  }
  // As TLC: the iterative deepening does not record the behaviour graph
  // liveness needs, so it refuses rather than report a false success.
  if (!m.livenessParts.empty()) {
    rep.outcome = "configError";
    rep.message = "Depth-First Iterative Deepening mode does not support checking liveness properties "
                  "(https://github.com/tlaplus/tlaplus/issues/548).  Please check liveness properties in "
                  "Breadth-First-Search mode.";
    out.message(ec::General, MsgClass::Error, rep.message);
    run.finish(255);
    return 255;
  }
  explore::DfidOptions opts;
  opts.maxLevel = o.dfid;
  opts.checkDeadlock = m.checkDeadlock && !o.noDeadlock;
  opts.maxMemory = o.maxMemory;
  opts.onInitDone = [&](uint64_t generated, uint64_t distinct) {
    out.message(ec::TlcInitGenerated4, MsgClass::None,
                "Finished computing initial states: " + std::to_string(generated) + " states generated, with " +
                    std::to_string(distinct) + " of them distinct.");
  };
  opts.onLevelStart = [&](int64_t level, uint64_t generated, uint64_t distinct) {
    out.message(ec::TlcProgressStartStatsDfid, MsgClass::None,
                "Starting level " + std::to_string(level) + ": " + std::to_string(generated) +
                    " states generated, " + std::to_string(distinct) + " distinct states found.");
  };
  auto progress = [&](uint64_t generated, uint64_t distinct) {
    if (out.tool())
      out.message(ec::TlcProgressStatsDfid, MsgClass::None,
                  "Progress(-1) at " + now() + ": " + std::to_string(generated) + " states generated, " +
                      std::to_string(distinct) + " distinct states found, -1 states left on queue.");
    else
      out.message(ec::TlcProgressStatsDfid, MsgClass::None,
                  "Progress: " + std::to_string(generated) + " states generated, " + std::to_string(distinct) +
                      " distinct states found.");
  };
  if (progressWanted(o, out)) {
    opts.onProgress = [&](const explore::ProgressInfo &p) { progress(p.generated, p.distinct); };
    opts.progressSeconds = o.progressSeconds;
  }
  explore::DfidResult d = explore::runDfid(m, opts);
  const explore::CheckResult &r = d.result;
  rep.generated = r.generated;
  rep.distinct = static_cast<int64_t>(r.distinct);
  rep.left = 0;
  rep.depth = r.depth;
  rep.initial = r.initDistinct;
  rep.property = r.property;

  auto finishLines = [&](int rc) {
    if (out.tool())
      progress(r.generated, r.distinct);
    out.message(ec::TlcStatsDfid, MsgClass::None,
                std::to_string(r.generated) + " states generated, " + std::to_string(r.distinct) +
                    " distinct states found.");
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - run.started)
                  .count();
    std::ostringstream os;
    os << "Finished in " << std::setw(2) << std::setfill('0') << (ms / 1000) << "s at (" << now() << ")";
    out.message(ec::TlcFinished, MsgClass::None, os.str());
    run.finish(rc);
    return rc;
  };
  auto violation = [&](int code, const std::string &outcome, const std::string &text, int rc) {
    rep.outcome = outcome;
    rep.message = text;
    out.message(code, MsgClass::Error, text);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printSteps(run, ev, r.trace);
    return finishLines(rc);
  };
  switch (r.outcome) {
  case explore::Outcome::Success:
    rep.outcome = d.complete ? "success" : "depthReached";
    if (d.complete)
      out.message(ec::TlcSuccess, MsgClass::None, "Model checking completed. No error has been found.");
    return finishLines(0);
  case explore::Outcome::MemoryExceeded:
    rep.outcome = "memoryExceeded";
    out.message(ec::SystemOutOfMemory, MsgClass::Error, memoryExceededText(run, r.memoryUsed));
    return finishLines(kExitMemory);
  case explore::Outcome::InitInvariantViolated:
    rep.outcome = "invariantViolated";
    rep.message = "Invariant " + r.property + " is violated by the initial state:";
    out.message(ec::TlcInvariantViolatedInitial, MsgClass::Error,
                rep.message + "\n" + variablesText(m, r.trace.back().state));
    return finishLines(12);
  case explore::Outcome::InvariantViolated:
    return violation(ec::TlcInvariantViolatedBehavior, "invariantViolated", "Invariant " + r.property + " is violated.",
                     12);
  case explore::Outcome::ActionPropertyViolated:
    return violation(ec::TlcActionPropertyViolated, "actionPropertyViolated",
                     "Action property " + r.property + " is violated.", 13);
  case explore::Outcome::Deadlock:
    return violation(ec::TlcDeadlockReached, "deadlock", "Deadlock reached.", 11);
  case explore::Outcome::AssumptionFalse:
    rep.outcome = "assumptionFalse";
    rep.message = "Assumption " + run.loc.location(r.propertyRange) + " is false.";
    out.message(ec::TlcAssumptionFalse, MsgClass::Error, rep.message);
    return finishLines(10);
  case explore::Outcome::EvalErrorInit:
  case explore::Outcome::EvalErrorNext:
  case explore::Outcome::EvalErrorInvariant: {
    rep.outcome = "evaluationError";
    if (r.errorInAssumption) {
      rep.message = assumptionErrorText(run.loc, r.propertyRange, r.error);
      if (r.error.range.valid())
        rep.errorLocation = run.loc.location(r.error.range);
      out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, rep.message);
      return finishLines(10);
    }
    rep.message = r.error.message;
    if (r.error.range.valid())
      rep.errorLocation = run.loc.location(r.error.range);
    bool assertFailed = r.error.message.rfind("The first argument of Assert", 0) == 0;
    out.message(ec::General, MsgClass::Error,
                r.error.message + (r.error.range.valid() ? r.error.locationSeparator() + run.loc.location(r.error.range)
                                                         : std::string()));
    if (!r.trace.empty()) {
      out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
      printSteps(run, ev, r.trace);
    }
    if (assertFailed)
      return finishLines(14);
    return finishLines(r.outcome == explore::Outcome::EvalErrorInvariant ? 76 : 75);
  }
  case explore::Outcome::LivenessViolated:
  case explore::Outcome::EvalErrorLiveness:
    break; // refused above: DFID checks no liveness
  }
  return finishLines(255);
}

} // namespace

int runTlc(int argc, char **argv) {
  TlcOptions o;
  if (int rc = parseArgs(argc, argv, o))
    return rc;
  return runModel(o);
}

int runCheck(TlcOptions &o, const std::string &maxMemory) {
  if (!maxMemory.empty()) {
    std::optional<uint64_t> bytes = explore::parseByteSize(maxMemory);
    if (!bytes) {
      std::cerr << "error: --max-memory: not a size: " << maxMemory << "\n";
      return 2;
    }
    o.maxMemory = *bytes;
  }
  if (o.config.empty())
    o.config = defaultConfig(o.spec);
  return runModel(o);
}

int runModel(TlcOptions &o) {
  auto started = std::chrono::steady_clock::now();
  TlcOutput out(std::cout, o.json ? TlcOutput::Mode::Silent : o.tool ? TlcOutput::Mode::Tool : TlcOutput::Mode::Plain);
  RunReport report;
  report.mode = o.simulate ? "simulate" : "bfs";
  report.seed = o.seed;
  report.workers = o.workers;
  // `diagnostic`: the native command's clang-style form of the message.
  auto fail = [&](int rc, int code, const std::string &text, const std::string &outcome,
                  const std::string &diagnostic) {
    report.outcome = outcome;
    report.message = text;
    if (o.native)
      std::cerr << diagnostic << "\n";
    else
      out.message(code, MsgClass::Error, text);
    report.exitCode = rc;
    if (out.silent())
      printJson(report);
    return rc;
  };

  if (!o.native) // the banner is TLC's
    printBanner(o, out);

  SourceManager sm;
  DiagnosticEngine diags;
  sem::SemanticOptions semOpts;
  semOpts.libraryPaths = o.libraryPaths;
  for (std::string &dir : libraryPathsFromEnvironment())
    semOpts.libraryPaths.push_back(dir);
  sem::ModuleSet set(sm, diags, semOpts);
  if (out.tool())
    out.message(ec::TlcSanyStart, MsgClass::None, "Starting SANY...");
  const sem::ResolvedModule *root = set.loadRootFile(o.spec);
  int sanyRc;
  if (o.native) {
    printDiagnostics(sm, diags, o.color);
    sanyRc = diags.hasErrors() ? 1 : 0;
  } else {
    // SANY's report goes through the output (so that --json can drop it).
    std::ostringstream captured;
    std::streambuf *saved = std::cout.rdbuf(captured.rdbuf());
    sanyRc = printSanyReport(set, sm, diags, o.spec, true);
    std::cout.rdbuf(saved);
    out.raw(captured.str());
  }
  if (out.tool())
    out.message(ec::TlcSanyEnd, MsgClass::None, "SANY finished.");
  auto finishedMs = [&] {
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    return "Finished in " + std::to_string(ms) + "ms at (" + now() + ")";
  };
  if (!root || sanyRc != 0) {
    report.outcome = "parseError";
    report.message = "Parsing or semantic analysis failed.";
    if (!o.native) {
      out.message(ec::TlcStarting, MsgClass::None, "Starting... (" + now() + ")");
      out.message(ec::TlcParsingFailed, MsgClass::Error, report.message);
      out.message(ec::TlcFinished, MsgClass::None, finishedMs());
    }
    report.exitCode = 150;
    if (out.silent())
      printJson(report);
    return 150;
  }

  std::ifstream in(o.config, std::ios::binary);
  if (!in)
    return fail(151, ec::General, "cannot open the configuration file " + o.config, "configError",
                o.config + ": error: cannot open the configuration file");
  std::stringstream buf;
  buf << in.rdbuf();
  FileId cfgFile = sm.addBuffer(o.config, buf.str());
  DiagnosticEngine cfgDiags;
  std::optional<ModelConfig> cfg = parseModelConfig(sm, cfgFile, cfgDiags);
  if (!cfg) {
    std::string text, diagnostic;
    for (const Diagnostic &d : cfgDiags.diagnostics()) {
      PresumedLoc p = sm.presumed(d.range.begin);
      std::string at = o.config + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": ";
      text += (text.empty() ? "" : "\n") + at + d.message;
      diagnostic += (diagnostic.empty() ? "" : "\n") + at + "error: " + d.message;
    }
    return fail(151, ec::General, text, "configError", diagnostic);
  }
  // TLC's integers are 32-bit: a larger numeral stops it before anything is checked.
  if (std::optional<std::string_view> big = model::numeralTooBig(set))
    return fail(255, ec::General, "TLC can't handle a number this big.\n" + std::string(*big), "numberTooBig",
                o.spec + ": error: TLC cannot handle the number " + std::string(*big) +
                    " (its integers are 32-bit: at most 2147483647)");
  std::string cfgError;
  std::optional<model::SpecModel> m = model::buildSpecModel(*root, set, *cfg, cfgError);
  if (!m) {
    if (cfgError.rfind("Error: ", 0) == 0)
      cfgError = cfgError.substr(7);
    bool unassigned = cfgError.find("is not assigned a value by the configuration file") != std::string::npos;
    return fail(151, unassigned ? ec::TlcConstantNotAssigned : ec::General, cfgError, "configError",
                o.config + ": error: " + cfgError);
  }

  out.message(ec::TlcStarting, MsgClass::None, "Starting... (" + now() + ")");
  // TLC's split of Next into actions: names for traces and coverage, and
  // what simulation chooses from.
  eval::Evaluator ev(*m);
  eval::installEnabledHook(ev, m->variables.size());
  explore::ActionTable actions(*m, ev);
  Locator loc(sm, set);
  m->tlcSpec = std::make_shared<const val::Value>(tlcSpecRecord(loc, *m, actions));
  Run run{o, out, loc, *m, actions, report, started, ev, started};
  std::optional<explore::CostRoots> costs;
  if (o.coverageMinutes >= 0) {
    costs.emplace(explore::buildCostRoots(*m, actions));
    run.costs = &*costs;
  }
  if (o.simulate)
    return runSimulation(run);
  if (o.dfid >= 0)
    return runDfidCheck(run, ev);
  return runModelCheck(run, ev);
}

} // namespace tlacore::cli
