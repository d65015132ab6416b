// tlacore: native TLA+ parser, analyser and model checker (command line).
#include <unistd.h>

#include <algorithm>
#include <string_view>
#include <thread>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "eval/stack_guard.h"

namespace {

int run(int argc, char **argv) {
  // SANY's and TLC's command lines use single-dash long flags; they are
  // parsed by hand so that harnesses can call tlacore as they call Java.
  if (argc >= 2 && std::string_view(argv[1]) == "sany")
    return tlacore::cli::runSany(argc, argv);
  if (argc >= 2 && std::string_view(argv[1]) == "tlc")
    return tlacore::cli::runTlc(argc, argv);

  CLI::App app{"tlacore: native TLA+ parser, semantic analyser and model checker"};
  app.require_subcommand(1);

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
      ->check(CLI::PositiveNumber);
  check->add_flag("--no-deadlock", checkOpts.noDeadlock, "do not report deadlocks (TLC's -deadlock)");
  check->add_option("--depth", checkOpts.depth, "stop the search at this depth");
  check->add_flag("--json", checkOpts.json, "print the result as one JSON object");
  check->add_option("--max-memory", maxMemory, "stop cleanly above this resident size (e.g. 4G)");
  check->add_option("--progress", progressSeconds, "a progress line every S seconds (default: 10 on a terminal)")
      ->expected(0, 1)
      ->default_str("10");
  check->add_flag("--no-progress", noProgress, "no progress lines");
  check->add_flag("--final-liveness", checkOpts.livenessFinalOnly,
                  "check liveness only on the complete state graph (TLC's -lncheck final)");
  check->add_option("--lib", checkOpts.libraryPaths, "a directory to look for modules in (repeatable)");
  check->add_option("--seed", checkOpts.seed, "the seed RandomElement draws with (default 0)");

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

// Everything runs on a thread with a large stack: deep (legitimate)
// recursion in specs, and in the modules they extend, must not overflow it.
int main(int argc, char **argv) {
  int rc = 2;
  tlacore::eval::runWithLargeStack([&] { rc = run(argc, argv); });
  return rc;
}
