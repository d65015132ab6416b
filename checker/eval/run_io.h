// RunIo: what one run gives the evaluator to talk to the world through, so
// that many runs in one process each have their own: where Print/PrintT
// write, and the environment IOEnv (and the trace specs' TRACE_PATH/JSON
// lookups) read. Shared by all workers of the run: the callbacks must be
// thread-safe.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "source_manager.h"
#include "value/value.h"

namespace tlacore::eval {

struct RunIo {
  // Print/PrintT output: one whole line, with its newline. Null: stdout.
  std::function<void(std::string_view)> print;
  // The environment (IOEnv, atoi of an environment variable, ...). Null:
  // the process's environment.
  const std::map<std::string, std::string> *environment = nullptr;
  // What TLCGet("config") returns: TLC's record of this run (eval/tlc_config.h).
  // Null: one made from what the evaluator knows.
  std::shared_ptr<const val::Value> tlcConfig;
  // TLC's text for a source range ("line 3, col 8 to line 3, col 12 of
  // module M"), for messages that print an expression's place. Null: none.
  std::function<std::string(SourceRange)> location;
  // The next line of the user's input (TLCExt!PickSuccessor), without its
  // line terminator; none at the end of the input. Null: the process's stdin.
  std::function<std::optional<std::string>()> readLine;
  // A warning TLC prints while it evaluates (MP.printWarning): its EC code
  // and text without "Warning: ". The run prints each distinct text once and
  // none under -nowarning. Null: dropped (tests of the evaluator, tools).
  std::function<void(int code, const std::string &text)> warning;

  // The next line of this run's input, as java.util.Scanner.nextLine reads it.
  std::optional<std::string> nextInputLine() const;
  // Writes a line of Print output where this run's output goes.
  void printLine(std::string_view line) const;
  // The value of environment variable `name` for this run.
  std::optional<std::string> getenv(const std::string &name) const;
  // Every variable of this run's environment (IOEnv's record).
  std::map<std::string, std::string> environmentVariables() const;
};

// The process's own: stdout and the process environment.
const RunIo &processIo();

} // namespace tlacore::eval
