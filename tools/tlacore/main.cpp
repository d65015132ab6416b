// tlacore: native TLA+ parser, analyser and model checker (command line).
#include <unistd.h>

#include <string_view>

#include <CLI/CLI.hpp>

#include "commands.h"

int main(int argc, char **argv) {
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

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  parseOpts.color = isatty(STDERR_FILENO) != 0;
  if (*parse) {
    for (std::string &dir : tlacore::cli::libraryPathsFromEnvironment())
      parseOpts.libraryPaths.push_back(dir);
    return tlacore::cli::runParse(parseOpts);
  }
  return 2;
}
