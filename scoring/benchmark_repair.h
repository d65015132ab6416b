// The benchmark's check of one definition: its own module with a fixed
// EXTENDS line, and the repair loop that declares what SANY reports unknown
// (ActionDecompositionEvaluator._validate_action, _add_missing_variables,
// _add_missing_functions, SysMoBench 7bae250), on text in memory.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore::scoring {

// SANY (-error-codes) on a module written as `moduleName`.tla alone in a
// folder: its exit code and the text it prints.
struct SanyRun {
  int exitCode = 0;
  std::string output;
};
using SanyRunner = std::function<SanyRun(const std::string &moduleName, const std::string &text)>;

struct DefinitionCheck {
  bool passes = false;
  std::vector<std::string> variablesAdded; // declared VARIABLES by the repair
  std::vector<std::string> stubsAdded;     // `Op == TRUE` / `Op(x1, ..) == TRUE` added by the repair
  int sanyRuns = 0;                        // distinct texts SANY was run on
  std::string finalModule;                 // the module text of the last check
  SanyRun finalRun;
};

// The module the benchmark writes for one definition.
std::u32string benchmarkDefinitionModule(std::u32string_view moduleName, std::u32string_view content);

// Checks definition `name` (text `content`) the way the benchmark does, in a
// module named `baseModule`_`name`; `taskName` (may be empty) only decides
// where the repair inserts its stubs, as in the benchmark.
DefinitionCheck checkDefinitionLikeBenchmark(std::u32string_view name, std::u32string_view content,
                                             std::u32string_view baseModule, std::u32string_view taskName,
                                             const SanyRunner &sany);

// The benchmark's argument count of a call's argument text
// (_count_function_arguments): top-level commas, brackets of any kind nest.
int benchmarkArgumentCount(std::u32string_view args);

// re.findall of the benchmark's patterns on SANY's output.
std::vector<std::u32string> findUnknownOperators(std::u32string_view output);
std::vector<std::pair<std::u32string, std::u32string>> findArityErrors(std::u32string_view output);

} // namespace tlacore::scoring
