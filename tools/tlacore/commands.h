// The tlacore subcommands; main.cpp only dispatches to these.
#pragma once

#include <string>

namespace tlacore::cli {

struct ParseCommandOptions {
  std::string file;
  bool json = false;
  bool color = false;
};
// tlacore parse FILE.tla [--json]: 0 ok, 1 errors in the spec, 2 unreadable input.
int runParse(const ParseCommandOptions &opts);

} // namespace tlacore::cli
