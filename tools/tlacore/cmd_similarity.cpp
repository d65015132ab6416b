// `tlacore similarity ORACLE.tla [-c O.cfg] GENERATED.tla [-c G.cfg]`:
// Model-Bench's state similarity of a generated model to its oracle, both
// checked in this process (scoring/state_similarity.h).
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include "commands.h"
#include "failure_category.h"
#include "state_similarity.h"

namespace tlacore::cli {

namespace {

const char *kUsage = "usage: tlacore similarity ORACLE.tla [-c ORACLE.cfg] GENERATED.tla [-c GENERATED.cfg]\n"
                     "       [--json] [--multiset] [--deadlock] [-w N] [--lib DIR]\n";

std::string jsonString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\', out += c;
    else if (c == '\n')
      out += "\\n";
    else if (static_cast<unsigned char>(c) < 0x20)
      out += ' ';
    else
      out += c;
  }
  return out + "\"";
}

std::string number(double x) {
  std::ostringstream os;
  os << std::setprecision(6) << x;
  return os.str();
}

} // namespace

int runSimilarity(int argc, char **argv) {
  scoring::SimilarityRequest req;
  std::string specs[2], cfgs[2];
  int given = 0;
  bool json = false;
  req.run.workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  req.run.checkDeadlock = false; // programs end: their last states are no error here
  req.run.format = engine::TextFormat::Silent;
  std::vector<std::string> libs = libraryPathsFromEnvironment();
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    bool hasValue = i + 1 < argc;
    if (a == "--json") {
      json = true;
    } else if (a == "--multiset") {
      req.rule = scoring::ValueMatch::Multiset;
    } else if (a == "--deadlock") {
      req.run.checkDeadlock = true;
    } else if ((a == "-c" || a == "--config") && hasValue && given > 0) {
      cfgs[given - 1] = argv[++i];
    } else if ((a == "-w" || a == "--workers") && hasValue) {
      req.run.workers = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--lib" && hasValue) {
      libs.insert(libs.begin(), argv[++i]);
    } else if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (!a.empty() && a[0] != '-' && given < 2) {
      specs[given++] = a;
    } else {
      std::cerr << "error: unexpected argument '" << a << "'\n" << kUsage;
      return 2;
    }
  }
  if (given != 2) {
    std::cerr << "error: an oracle and a generated spec are required\n" << kUsage;
    return 2;
  }
  req.oracle.path = specs[0];
  req.generated.path = specs[1];
  req.oracleConfig.path = cfgs[0].empty() ? defaultConfig(specs[0]) : cfgs[0];
  req.generatedConfig.path = cfgs[1].empty() ? defaultConfig(specs[1]) : cfgs[1];
  req.load.libraryPaths = libs;
  scoring::SimilarityRun run = scoring::runSimilarity(req);
  const scoring::Similarity &s = run.similarity;
  scoring::Failure of = scoring::classifyFailure(run.oracle), gf = scoring::classifyFailure(run.generated);
  std::string on = std::to_string(run.oracleStates.states.size()), gn = std::to_string(run.generatedStates.states.size());
  const char *rule = req.rule == scoring::ValueMatch::Set ? "set" : "multiset";
  if (json) {
    auto part = [&](const std::string &spec, const engine::CheckOutcome &o, const scoring::Failure &f,
                    const std::string &n) {
      return "{\"spec\": " + jsonString(spec) + ", \"outcome\": " + jsonString(o.result.outcome) +
             ", \"distinctStates\": " + n + ", \"failure\": " + scoring::failureJson(f) + "}";
    };
    std::cout << "{\"similarity\": " << number(s.score) << ", \"matched\": " << s.matched
              << ", \"oracleStates\": " << s.oracleStates << ", \"generatedStates\": " << s.generatedStates
              << ", \"rule\": \"" << rule << "\", \"oracle\": " << part(specs[0], run.oracle, of, on)
              << ", \"generated\": " << part(specs[1], run.generated, gf, gn) << "}\n";
    return 0;
  }
  auto line = [&](const char *role, const std::string &spec, const engine::CheckOutcome &o, const scoring::Failure &f,
                  const std::string &n) {
    std::cout << role << spec << ": " << n << " distinct states (" << o.result.outcome;
    if (f.category != scoring::FailureCategory::None)
      std::cout << "; " << scoring::failureCategoryName(f.category) << (f.kind.empty() ? "" : ": " + f.kind);
    std::cout << ")\n";
  };
  line("oracle:     ", specs[0], run.oracle, of, on);
  line("generated:  ", specs[1], run.generated, gf, gn);
  std::cout << "similarity: " << number(s.score) << " (" << s.matched << " of " << s.oracleStates
            << " oracle states matched, values compared as a " << rule << ")\n";
  return 0;
}

} // namespace tlacore::cli
