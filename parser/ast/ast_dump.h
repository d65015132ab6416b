// A text dump of an AST: every node with every field and source range, one
// node per line, indented by depth. Two front ends built the same tree
// exactly when their dumps are equal (tests/parser/fast_parser_test).
#pragma once

#include <string>

#include "ast/ast.h"

namespace tlacore::ast {

std::string dumpModule(const Module &module);

} // namespace tlacore::ast
