// `tlacore tlc`: a drop-in for `java tlc2.TLC [options] Spec.tla`: TLC's
// command line, the message lines harnesses read, and TLC's exit codes.
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include "cfg/parse_model_config.h"
#include "commands.h"
#include "explore/bfs.h"
#include "module_set.h"

namespace tlacore::cli {

namespace {

struct TlcOptions {
  std::string spec;
  std::string config;
  int workers = 1;
  bool noDeadlock = false;
  int64_t depth = -1;
  bool tool = false;
  bool simulate = false;
};

std::string now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  std::ostringstream os;
  os << std::put_time(&tm, "%Y-%m-%d %H:%M:%S");
  return os.str();
}

std::string location(const SourceManager &sm, const sem::ModuleSet &set, SourceRange r) {
  PresumedLoc b = sm.presumed(r.begin);
  PresumedLoc e = r.end.valid() ? sm.presumed(r.end) : b;
  uint32_t endCol = e.column > 1 ? e.column - 1 : e.column;
  std::string module;
  FileId f = sm.fileOf(r.begin);
  for (const sem::LoadedFile *lf : set.files())
    if (lf->parsed.file == f && lf->parsed.module)
      module = std::string(lf->parsed.module->name.text);
  std::ostringstream os;
  os << "line " << b.line << ", col " << b.column << " to line " << e.line << ", col " << endCol << " of module " << module;
  return os.str();
}

void printState(const model::SpecModel &m, const std::vector<val::Value> &s) {
  for (size_t i = 0; i < m.variables.size(); ++i)
    std::cout << "/\\ " << m.variables[i]->name << " = " << val::toString(s[i]) << "\n";
}

void printTrace(const SourceManager &sm, const sem::ModuleSet &set, const model::SpecModel &m,
                const std::vector<explore::TraceStep> &trace) {
  for (size_t i = 0; i < trace.size(); ++i) {
    const explore::TraceStep &st = trace[i];
    std::cout << "State " << (i + 1) << ": ";
    if (i == 0 || !st.label.range.valid())
      std::cout << "<Initial predicate>\n";
    else
      std::cout << "<" << (st.label.op ? st.label.op->name : std::string_view("Action")) << " "
                << location(sm, set, st.label.range) << ">\n";
    printState(m, st.state);
    std::cout << "\n";
  }
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
    } else if (a == "-deadlock")
      o.noDeadlock = true;
    else if (a == "-depth")
      o.depth = std::atoll(next().c_str());
    else if (a == "-tool")
      o.tool = true;
    else if (a == "-simulate") {
      o.simulate = true;
      if (i + 1 < argc && std::string(argv[i + 1]).rfind("num=", 0) == 0)
        ++i;
    } else if (a == "-seed" || a == "-coverage" || a == "-metadir" || a == "-dfid" || a == "-fp" || a == "-fpmem" ||
               a == "-lncheck" || a == "-checkpoint" || a == "-maxSetSize" || a == "-dump" || a == "-fpbits" ||
               a == "-view" || a == "-userFile" || a == "-postCondition") {
      if (a != "-view")
        next();
    } else if (!a.empty() && a[0] == '-') {
      continue; // -cleanup, -noGenerateSpecTE, -terse, -nowarning, -gzip, -continue, ...
    } else {
      o.spec = a;
    }
  }
  if (o.spec.empty()) {
    std::cout << "Error: Missing input TLA+ module.\n";
    return 255;
  }
  if (o.spec.size() < 4 || o.spec.compare(o.spec.size() - 4, 4, ".tla") != 0)
    o.spec += ".tla";
  if (o.config.empty())
    o.config = o.spec.substr(0, o.spec.size() - 4) + ".cfg";
  return 0;
}

} // namespace

int runTlc(int argc, char **argv) {
  TlcOptions o;
  if (int rc = parseArgs(argc, argv, o))
    return rc;
  auto started = std::chrono::steady_clock::now();
  std::cout << "TLC2 Version 2.20 of Day Month 20?? (tlacore)\n";
  std::cout << "Running breadth-first search Model-Checking with fp 0 and seed 0 with " << o.workers
            << (o.workers == 1 ? " worker" : " workers") << " on " << std::thread::hardware_concurrency()
            << " cores (tlacore).\n";

  SourceManager sm;
  DiagnosticEngine diags;
  sem::SemanticOptions semOpts;
  semOpts.libraryPaths = libraryPathsFromEnvironment();
  sem::ModuleSet set(sm, diags, semOpts);
  const sem::ResolvedModule *root = set.loadRootFile(o.spec);
  int sanyRc = printSanyReport(set, sm, diags, o.spec, true);
  if (!root || sanyRc != 0) {
    std::cout << "Error: Parsing or semantic analysis failed.\n";
    return 150;
  }

  std::ifstream in(o.config, std::ios::binary);
  if (!in) {
    std::cout << "Error: cannot open the configuration file " << o.config << "\n";
    return 151;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  FileId cfgFile = sm.addBuffer(o.config, buf.str());
  DiagnosticEngine cfgDiags;
  std::optional<ModelConfig> cfg = parseModelConfig(sm, cfgFile, cfgDiags);
  if (!cfg) {
    for (const Diagnostic &d : cfgDiags.diagnostics()) {
      PresumedLoc p = sm.presumed(d.range.begin);
      std::cout << "Error: " << o.config << ":" << p.line << ":" << p.column << ": " << d.message << "\n";
    }
    return 151;
  }
  std::string cfgError;
  std::optional<model::SpecModel> m = model::buildSpecModel(*root, set.analysisOrder(), *cfg, cfgError);
  if (!m) {
    std::cout << cfgError << "\n";
    return 151;
  }

  std::cout << "Starting... (" << now() << ")\n";
  std::cout << "Computing initial states...\n";
  explore::CheckOptions opts;
  opts.workers = o.workers;
  opts.checkDeadlock = m->checkDeadlock && !o.noDeadlock;
  explore::CheckResult r = explore::runBfs(*m, opts);

  auto finishLines = [&](bool complete) {
    std::cout << r.generated << " states generated, " << r.distinct << " distinct states found, " << r.queueLeft
              << " states left on queue.\n";
    std::cout << "The depth of the complete state graph search is " << r.depth << ".\n";
    (void)complete;
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    std::cout << "Finished in " << std::setw(2) << std::setfill('0') << (ms / 1000) << "s at (" << now() << ")\n";
  };
  auto initLine = [&] {
    std::cout << "Finished computing initial states: " << r.initDistinct << " distinct state"
              << (r.initDistinct == 1 ? "" : "s") << " generated at " << now() << ".\n";
  };

  switch (r.outcome) {
  case explore::Outcome::Success:
    initLine();
    std::cout << "Model checking completed. No error has been found.\n";
    finishLines(true);
    return 0;
  case explore::Outcome::InitInvariantViolated:
    std::cout << "Error: Invariant " << r.property << " is violated by the initial state:\n";
    printState(*m, r.trace.back().state);
    std::cout << "\n";
    finishLines(false);
    return 12;
  case explore::Outcome::InvariantViolated:
    initLine();
    std::cout << "Error: Invariant " << r.property << " is violated.\n";
    std::cout << "Error: The behavior up to this point is:\n";
    printTrace(sm, set, *m, r.trace);
    finishLines(false);
    return 12;
  case explore::Outcome::ActionPropertyViolated:
    initLine();
    std::cout << "Error: Action property " << r.property << " is violated.\n";
    std::cout << "Error: The behavior up to this point is:\n";
    printTrace(sm, set, *m, r.trace);
    finishLines(false);
    return 13;
  case explore::Outcome::Deadlock:
    initLine();
    std::cout << "Error: Deadlock reached.\n";
    std::cout << "Error: The behavior up to this point is:\n";
    printTrace(sm, set, *m, r.trace);
    finishLines(false);
    return 11;
  case explore::Outcome::AssumptionFalse:
    std::cout << "Error: Assumption " << location(sm, set, r.propertyRange) << " is false.\n";
    finishLines(false);
    return 10;
  case explore::Outcome::EvalErrorInit:
  case explore::Outcome::EvalErrorNext:
  case explore::Outcome::EvalErrorInvariant: {
    bool assertFailed = r.error.message.rfind("The first argument of Assert", 0) == 0;
    std::cout << "Error: " << r.error.message << "\n";
    if (r.error.range.valid())
      std::cout << location(sm, set, r.error.range) << "\n";
    if (!r.trace.empty()) {
      std::cout << "Error: The behavior up to this point is:\n";
      printTrace(sm, set, *m, r.trace);
    }
    finishLines(false);
    if (assertFailed)
      return 14;
    return r.outcome == explore::Outcome::EvalErrorInvariant ? 76 : 75;
  }
  }
  return 255;
}

} // namespace tlacore::cli
