// tlacore: native TLA+ parser, analyser and model checker (command line).
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <thread>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "eval/memory_reserve.h"
#include "eval/stack_guard.h"
#include "tlc_text.h"

namespace {
int runCommand(int argc, char **argv);
}

namespace {

// An integer option's bounds, with a message that names the option (CLI11
// would otherwise saturate a value beyond 64 bits).
CLI::Validator atLeast(long long min, const std::string &option) {
  return CLI::Validator(
      [min, option](std::string &text) -> std::string {
        char *end = nullptr;
        errno = 0;
        long long v = std::strtoll(text.c_str(), &end, 10);
        if (end == text.c_str() || *end != '\0')
          return ""; // not an integer: CLI11's conversion reports it
        if (errno == ERANGE)
          return option + " " + text + " is out of range";
        if (v < min)
          return option + " must be at least " + std::to_string(min);
        return "";
      },
      ">=" + std::to_string(min));
}

// --progress S: seconds between progress lines, more than 0.
const CLI::Validator positiveSeconds(
    [](std::string &text) -> std::string {
      char *end = nullptr;
      double v = std::strtod(text.c_str(), &end);
      if (end != text.c_str() && *end == '\0' && !(v > 0))
        return "--progress needs a positive number of seconds";
      return "";
    },
    "SECONDS>0");

} // namespace

// Everything runs on a thread with a large stack: deep (legitimate)
// recursion in specs, and in the modules they extend, must not overflow it.
// Running out of memory is an error message and an exit code, never an
// abort (eval/memory_reserve.h): the engine reports it for loads and runs;
// what escapes them ends here.
int main(int argc, char **argv) {
  int rc = 2;
  tlacore::eval::armMemoryReserve();
  tlacore::eval::capDefaultThreadStacks();
  try {
    tlacore::eval::runWithLargeStack([&] { rc = runCommand(argc, argv); });
  } catch (const std::bad_alloc &) {
    std::cout.flush();
    std::string_view command = argc >= 2 ? argv[1] : "";
    std::cerr << "error: " << tlacore::engine::outOfMemoryText(command == "sany" ? "parsing" : "running `tlacore " + std::string(command) + "`") << "\n";
    rc = command == "sany" ? 255 : 153; // SANY's failure; TLC's ExitStatus.ERROR_SYSTEM
  }
  return rc;
}

namespace {
int runCommand(int argc, char **argv) {
  // Subcommands that parse their own arguments: SANY's and TLC's command
  // lines use single-dash long flags (harnesses call tlacore as they call
  // Java); the others have option sets of their own.
  struct OwnParser {
    std::string_view name, summary;
    int (*run)(int, char **);
  };
  static constexpr OwnParser kOwnParsers[] = {
      {"sany", "SANY's command line and output", tlacore::cli::runSany},
      {"tlc", "TLC's command line and output", tlacore::cli::runTlc},
      {"trace", "validate recorded traces against a model (native trace explorer)", tlacore::cli::runTrace},
      {"score", "the four SysMoBench metrics of a model", tlacore::cli::runScore},
      {"syntax-score", "SysMoBench's syntax metric alone", tlacore::cli::runSyntaxScore},
      {"sweep", "score a manifest of models into SQLite (resumable, sharded)", tlacore::cli::runSweepCommand},
      {"merge", "merge sweep shard databases", tlacore::cli::runMergeCommand},
      {"report", "HTML/CSV report of a sweep database", tlacore::cli::runReportCommand},
      {"similarity", "Model-Bench's state similarity of two models", tlacore::cli::runSimilarity},
      {"runnable-at-k", "Model-Bench's Runnable@k", tlacore::cli::runRunnableAtK},
      {"java-shim", "write a java drop-in for harnesses that call tla2tools.jar", tlacore::cli::runJavaShim},
  };
  if (argc >= 2)
    for (const OwnParser &c : kOwnParsers)
      if (argv[1] == c.name)
        return c.run(argc, argv);

  CLI::App app{"tlacore: native TLA+ parser, semantic analyser and model checker"};
  app.require_subcommand(1);
  std::string more = "More subcommands (each with its own --help):\n";
  for (const OwnParser &c : kOwnParsers)
    more += "  " + std::string(c.name) + std::string(c.name.size() < 14 ? 14 - c.name.size() : 1, ' ') +
            std::string(c.summary) + "\n";
  app.footer(more);

  tlacore::cli::ParseCommandOptions parseOpts;
  auto *parse = app.add_subcommand("parse", "check the syntax of a TLA+ module");
  parse->add_option("file", parseOpts.file, "the .tla file")->required();
  parse->add_flag("--json", parseOpts.json, "print diagnostics as a JSON array");
  parse->add_option("--lib", parseOpts.libraryPaths, "a directory to look for modules in (repeatable)");

  // tlacore check: the model checker with a native command line.
  tlacore::cli::TlcOptions checkOpts;
  checkOpts.native = true;
  checkOpts.workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::string maxMemory;
  double progressSeconds = -1;
  bool noProgress = false;
  auto *check = app.add_subcommand("check", "model-check a spec with its .cfg (breadth-first, all cores)");
  check->add_option("file", checkOpts.spec, "the .tla file")->required();
  check->add_option("-c,--config", checkOpts.config, "the model's .cfg (default: FILE with .cfg)");
  check->add_option("-w,--workers", checkOpts.workers, "worker threads (default: all cores)")
      ->check(atLeast(1, "--workers"));
  check->add_flag("--no-deadlock", checkOpts.noDeadlock, "do not report deadlocks (TLC's -deadlock)");
  check->add_flag("--continue", checkOpts.continueOnViolation,
                  "report invariant and action-property violations and go on (TLC's -continue)");
  check->add_option("--depth", checkOpts.depth, "explore behaviours of at most D states (D >= 1; TLC counts depth in states)")
      ->check(atLeast(1, "--depth"));
  check->add_flag("--json", checkOpts.json, "print the result as one JSON object");
  check->add_option("--max-memory", maxMemory, "stop cleanly above this resident size (e.g. 4G)");
  check->add_option("--progress", progressSeconds, "a progress line every S seconds (default: 10 on a terminal)")
      ->expected(0, 1)
      ->default_str("10")
      ->check(positiveSeconds);
  check->add_flag("--no-progress", noProgress, "no progress lines");
  check->add_flag("--final-liveness", checkOpts.livenessFinalOnly,
                  "check liveness only on the complete state graph (TLC's -lncheck final)");
  check->add_option("--lib", checkOpts.libraryPaths, "a directory to look for modules in (repeatable)");
  std::string dumpStates, dumpText;
  check->add_option("--dump-states", dumpStates, "write every distinct state reached to FILE as JSON");
  check->add_option("--dump", dumpText, "write every distinct state reached to FILE as TLC's -dump does");
  check->add_option("--seed", checkOpts.seed, "the seed RandomElement draws with (default 0)")
      ->check(atLeast(LLONG_MIN, "--seed"));

  app.failure_message([](const CLI::App *, const CLI::Error &e) {
    // A validator's message already names its option ("--workers must be
    // at least 1"); CLI11 would put the name before it a second time.
    std::string msg = e.what();
    size_t colon = msg.find(": ");
    if (colon != std::string::npos && msg.compare(colon + 2, colon, msg, 0, colon) == 0)
      msg = msg.substr(colon + 2);
    return "error: " + msg + "\nRun with --help for more information.\n";
  });
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  parseOpts.color = isatty(STDERR_FILENO) != 0;
  if (*check) {
    if (noProgress)
      checkOpts.progress = 0;
    else if (check->count("--progress") > 0) {
      checkOpts.progress = 1;
      if (progressSeconds >= 0)
        checkOpts.progressSeconds = progressSeconds;
    }
    checkOpts.color = parseOpts.color;
    if (!dumpStates.empty())
      checkOpts.dumps.push_back({"json", dumpStates});
    if (!dumpText.empty())
      checkOpts.dumps.push_back({"text", dumpText});
    checkOpts.workers = tlacore::cli::capWorkers(checkOpts.workers, "--workers", std::cerr);
    return tlacore::cli::runCheck(checkOpts, maxMemory);
  }
  if (*parse) {
    for (std::string &dir : tlacore::cli::libraryPathsFromEnvironment())
      parseOpts.libraryPaths.push_back(dir);
    return tlacore::cli::runParse(parseOpts);
  }
  return 2;
}
} // namespace
