// An operator constant given by the cfg line by line, CONSTANT F(0) = 1
// F(1) = 2: TLC's OpRcdValue (tlc2.value.impl.OpRcdValue.apply).
#include "evaluator.h"

namespace tlacore::eval {

using val::Value;

Value Evaluator::applyOperatorTable(const sem::Symbol *def,
                                    const std::vector<std::pair<std::vector<Value>, Value>> &table,
                                    const std::vector<Value> &args, SourceRange range) {
  for (const auto &[line, value] : table) {
    if (line.size() != args.size())
      fail("Attempted to apply the operator " + std::string(def->name) + " with wrong number of arguments.", range);
    bool matched = true;
    for (size_t i = 0; i < line.size() && matched; ++i)
      matched = line[i] == args[i];
    if (matched)
      return value;
  }
  // TLC's text: the operator (its lines) and the arguments it has no line for.
  std::string lines;
  for (const auto &[line, value] : table) {
    std::string argsText;
    for (size_t i = 0; i < line.size(); ++i)
      argsText += (i ? ", " : "") + val::toString(line[i]);
    lines += (lines.empty() ? "" : ", ") + std::string(def->name) + "(" + argsText + ") = " + val::toString(value);
  }
  std::string given;
  for (size_t i = 0; i < args.size(); ++i)
    given += (i ? ", " : "") + val::toString(args[i]);
  fail("Attempted to apply operator:\n{ " + lines + " }\nto arguments (" + given + "), which is undefined.", range);
}

} // namespace tlacore::eval
