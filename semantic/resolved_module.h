// ResolvedModule: a module after semantic analysis: its declarations,
// definitions in order, and the names visible at module level.
#pragma once

#include <string_view>
#include <unordered_map>
#include <vector>

#include "name_map.h"
#include "symbol.h"

namespace tlacore::sem {

struct ResolvedModule {
  std::string_view name;
  const ast::Module *ast = nullptr;
  FileId file = 0;
  bool isStandard = false; // shipped inside tlacore
  const ResolvedModule *parent = nullptr; // for a module nested in another

  std::vector<const ResolvedModule *> extends; // direct EXTENDS, in order
  std::vector<const Symbol *> constants;       // declared here
  std::vector<const Symbol *> variables;       // declared here
  // Every definition of this module in order (operators, functions,
  // instances, theorems, assumptions), LOCAL ones included.
  std::vector<const Symbol *> definitions;
  std::vector<const ast::AssumeUnit *> assumptions; // own ASSUMEs

  // All names visible at the end of the module (own and imported).
  // Persistent (name_map.h): a module's scope starts as the first module it
  // EXTENDS exports, shared, not copied.
  NameMap scope;
  // The names another module gets through EXTENDS: scope minus LOCAL ones.
  NameMap exports;

  std::unordered_map<std::string_view, const ResolvedModule *> nested;
  std::unordered_map<const ast::Unit *, const Symbol *> unitSymbols;
  std::vector<const InstanceBinding *> instances;

  // All variables visible here (own and via EXTENDS), in declaration order.
  std::vector<const Symbol *> allVariables;
  std::vector<const Symbol *> allConstants;

  // SANY's level data of the module (ModuleNode.levelCheck), for the checks
  // of an INSTANCE of it: whether it is a constant module (no variables, every
  // definition and theorem of constant level), and the highest level each
  // constant may be given (levelConstraints: from the operators it is an
  // argument of; every constant is 0 in a non-constant module).
  bool hasNonConstantTheorem = false; // own or through EXTENDS
  bool isConstant = true;
  std::unordered_map<const Symbol *, Level> levelConstraints;
  // For each operator constant applied here (or in a module it extends): the
  // highest level of an argument in each position (SANY's
  // argLevelConstraints), and the positions whose argument depends on another
  // constant (argLevelParams: (position, constant)). Kept per module, as SANY
  // does: a module extending this one adds its own applications to its own.
  std::unordered_map<const Symbol *, std::vector<Level>> argLevelConstraints;
  std::unordered_map<const Symbol *, std::vector<std::pair<int, const Symbol *>>> argLevelParams;
};

} // namespace tlacore::sem
