// The order in which TLC prints a state's variables.
//
// TLC prints the variables in the order SANY's ModuleNode.getVariableDecls
// returns them. SANY 1.8.0 keeps a module's symbols in a java.util.Hashtable
// (the built-in operators first, then every symbol the module declares,
// defines or imports) and returns the variables in that table's enumeration
// order, reversed. So the order depends on each name's String.hashCode
// modulo the table's capacity, and the capacity on how many symbols the
// module has.
#pragma once

#include <vector>

#include "resolved_module.h"

namespace tlacore::model {

// The number of entries SANY's context of `root` holds.
size_t sanyContextSize(const sem::ResolvedModule &root);

// The indexes of `variables` (root's variables in declaration order) in
// the order TLC prints them.
std::vector<size_t> tlcVariablePrintOrder(const sem::ResolvedModule &root,
                                          const std::vector<const sem::Symbol *> &variables);

// The indexes of `constants` (root's constants in declaration order) in the order SANY's
// ModuleNode.getConstantDecls returns them, which is the order TLC's SpecProcessor.processConstantDefns
// checks them in: the first without a value in the cfg is the one "The constant parameter ... is not
// assigned a value by the configuration file." names. The same Hashtable as the variables'.
inline std::vector<size_t> tlcConstantDeclOrder(const sem::ResolvedModule &root,
                                                const std::vector<const sem::Symbol *> &constants) {
  return tlcVariablePrintOrder(root, constants);
}

} // namespace tlacore::model
