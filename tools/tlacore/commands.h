// The tlacore subcommands; main.cpp only dispatches to these.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace tlacore {
class SourceManager;
class DiagnosticEngine;
namespace sem {
class ModuleSet;
}
} // namespace tlacore

namespace tlacore::cli {

struct ParseCommandOptions {
  std::string file;
  bool json = false;
  bool color = false;
  std::vector<std::string> libraryPaths;
};
// tlacore parse FILE.tla [--json]: 0 ok, 1 errors in the spec, 2 unreadable input.
int runParse(const ParseCommandOptions &opts);

// Clang-style diagnostics on stderr, then "N errors generated." if any.
void printDiagnostics(const SourceManager &sm, const DiagnosticEngine &diags, bool color);

// tlacore sany [SANY flags] FILE.tla: SANY's output and exit codes
// (0 ok; 255 syntax error or missing module; 4 semantic error with -error-codes).
int runSany(int argc, char **argv);

// Prints what SANY prints after its banner for a loaded spec and returns
// SANY's exit code (0, 4 semantic errors with -error-codes, 255 syntax).
int printSanyReport(const sem::ModuleSet &set, const SourceManager &sm, const DiagnosticEngine &diags,
                    const std::string &file, bool errorCodes);

// tlacore tlc [TLC flags] FILE.tla: TLC's messages and exit codes.
int runTlc(int argc, char **argv);

// tlacore similarity ORACLE.tla [-c CFG] GENERATED.tla [-c CFG] [--json]:
// Model-Bench's state similarity; 2 for a bad command line.
int runSimilarity(int argc, char **argv);

// tlacore runnable-at-k [-k K]... TASK_DIR...: Model-Bench's Runnable@k.
int runRunnableAtK(int argc, char **argv);
// tlacore score MODEL.tla [...]: the SysMoBench metrics (cmd_score.cpp); 0 scored, 1 internal error, 2 bad usage.
int runScore(int argc, char **argv);

struct TlcOptions;
// Reads TLC's command line (argv[2..]) into `o` as TLC's handleParameters
// does; for a bad option prints TLC's message and usage line and returns 1.
int parseTlcArgs(int argc, char **argv, TlcOptions &o);

// The cfg TLC reads by default: the spec's name with .cfg for .tla.
std::string defaultConfig(const std::string &spec);

// The most worker threads a run starts: 8 per core.
int workerCap();
// `requested` capped at workerCap(), with a warning on `warnings` naming `option`.
int capWorkers(int requested, const std::string &option, std::ostream &warnings);

// What a model-checking or simulation run is asked to do: filled from TLC's
// command line (`tlacore tlc`) or from the native one (`tlacore check`).
struct TlcOptions {
  // Native command: no TLC banner or SANY report; spec and cfg errors as
  // clang-style diagnostics on stderr.
  bool native = false;
  bool color = false; // colored diagnostics (native, stderr a terminal)
  std::string spec;
  std::string config;
  std::string configName; // the cfg's name in TLC's messages, when not config (tlc, absolute spec)
  int workers = 1;
  bool noDeadlock = false;
  bool continueOnViolation = false; // -continue: report invariant/implied-action violations and go on
  bool diffTrace = false; // -difftrace: trace states after the first show only the variables that changed
  bool noWarning = false; // -nowarning
  bool livenessFinalOnly = false; // -lncheck final: liveness only on the complete state graph
  int64_t depth = -1;
  bool tool = false;
  bool json = false;
  bool simulate = false;
  // -generate: a simulation that TLCGet("config") reports as TLC's "generate"
  // mode (successors are still drawn as under -simulate).
  bool generate = false;
  int64_t traces = -1; // -simulate num=N
  bool seedGiven = false;
  int64_t seed = 0;
  int coverageMinutes = -1; // -coverage M
  // Progress lines (TLC's message 2200). `tlc` prints them as TLC does, 3 s
  // after the initial states, then every 60 s; `check` every 10 s and only on
  // a terminal. --progress=S sets the period, --no-progress turns them off.
  int progress = -1;           // -1: the command's default
  double progressSeconds = -1; // <= 0: the command's default
  // --max-memory=SIZE: stop cleanly above this resident size (0: no bound).
  uint64_t maxMemory = 0;
  int64_t dfid = -1; // -dfid N
  int fpIndex = 0;   // -fp N: TLC's fingerprint polynomial
  int fpBits = 1;    // -fpbits B: TLC's fingerprint set is 2^B sets
  std::string badOption; // a malformed option value
  std::vector<std::string> libraryPaths; // --lib, before TLA_PATH's
  // Where the distinct states go (-dump, check --dump-states): `kind` is
  // "text" (TLC's -dump FILE), "json", or "dot" with TLC's comma-separated
  // options (dot,colorize,actionlabels); `path` as written to.
  struct Dump {
    std::string kind;
    std::string path;
  };
  std::vector<Dump> dumps;
};

// Checks (or simulates) the model `o` describes; TLC's exit codes.
int runModel(TlcOptions &o);

// tlacore check FILE.tla: the options completed (default cfg, `maxMemory`
// a size such as 4G), then runModel; 2 for a bad option.
int runCheck(TlcOptions &o, const std::string &maxMemory);

// tlacore trace MODEL.tla [-c CFG] (--trace FILE|DIR | --windows FILE --action A) [--map MAP.yaml]
// [--max-hidden K] [--json]: the native trace explorer (0 all accepted, 1 some
// rejected, 2 bad usage or unreadable input, 3 a bad trace, 4 a model evaluation error).
int runTrace(int argc, char **argv);
// tlacore sweep / merge / report (scoring/sweep_*): argv[1] is the subcommand.
int runSweepCommand(int argc, char **argv);
int runMergeCommand(int argc, char **argv);
int runReportCommand(int argc, char **argv);
// tlacore java-shim DIR: writes DIR/java, which sends tla2sany.SANY and
// tlc2.TLC to tlacore and anything else to the real java.
int runJavaShim(int argc, char **argv);

// tlacore syntax-score MODEL.tla [--json]: the benchmark's syntax metric alone.
int runSyntaxScore(int argc, char **argv);

// Directories named by the TLA_PATH environment variable (colon-separated).
std::vector<std::string> libraryPathsFromEnvironment();

} // namespace tlacore::cli
