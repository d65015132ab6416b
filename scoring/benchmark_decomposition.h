// The benchmark's split of a module into definitions
// (ActionDecompositionEvaluator._decompose_specification, SysMoBench 7bae250).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore::scoring {

struct BenchmarkDefinition {
  std::u32string name;
  // The definition's text as the benchmark cuts it: its column-0 line and
  // every following line up to the next column-0 definition line, stripped.
  std::u32string content;
  int line = 0; // 1-based line of the definition (the last one of that name)
};

// The definition a line starts, as the benchmark's pattern
// `^([A-Za-z_][A-Za-z0-9_]*)\s*(\([^)]*\))?\s*==(.*)$` reads a stripped
// line: its name, or nullopt.
std::optional<std::u32string> benchmarkDefinitionName(std::u32string_view strippedLine);

// The definitions of `text` (line ends already "\n"), with the evaluator's
// quirks: only lines at column 0 start one; a definition runs until the next
// such line (so separators, VARIABLE(S), CONSTANT(S), ASSUME, THEOREM,
// `f[x \in S] == ...`, infix definitions and the closing `====` all become
// part of the definition before them); text before the first definition is
// dropped; a later definition of the same name replaces the earlier one's
// text but keeps its place.
std::vector<BenchmarkDefinition> decomposeLikeBenchmark(std::u32string_view text);

} // namespace tlacore::scoring
