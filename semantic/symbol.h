// Symbols: what a name in a TLA+ module resolves to (a constant, variable,
// operator, function, instance, bound variable or operator parameter), with
// its arity and level. Owned by a ModuleSet; immutable once analysis is done.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "ast/ast.h"

namespace tlacore::sem {

// Constant < state < action < temporal, as in SANY's level checking.
enum class Level : uint8_t { Constant = 0, State = 1, Action = 2, Temporal = 3 };

inline Level maxLevel(Level a, Level b) { return a < b ? b : a; }
const char *levelName(Level l);

enum class SymbolKind : uint8_t {
  Constant,   // CONSTANT c, CONSTANT F(_, _)
  Variable,   // VARIABLE v
  Operator,   // Op(x) == e, a (+) b == e, LET definitions, RECURSIVE declarations
  Function,   // f[x \in S] == e
  Instance,   // I(x) == INSTANCE M WITH ...
  BoundVar,   // \A x \in S, {x \in S : P}, CHOOSE x, [x \in S |-> e], LAMBDA x
  OpParam,    // a parameter of an operator definition (possibly higher order)
  Theorem,    // THEOREM T == e, and named proof steps (<1>2)
  Assumption, // ASSUME A == e
  Imported,   // a definition brought in by an unnamed INSTANCE (target + binding)
};

struct ResolvedModule;
struct InstanceBinding;

// A label `lbl(x, y) :: e` in the body of a definition, theorem or proof
// step, with the labels directly inside its own body (Op!lbl!inner).
struct LabelInfo;
using LabelTable = std::vector<LabelInfo>;
struct LabelInfo {
  std::string_view name;
  int arity = 0;
  bool isAssumeProve = false; // lbl :: ASSUME ... PROVE ...
  SourceRange range;
  const LabelTable *labels = nullptr;
};

struct Symbol {
  SymbolKind kind = SymbolKind::Operator;
  std::string_view name;
  int arity = 0;
  ast::Fixity fixity = ast::Fixity::Nonfix;
  SourceRange range;
  const ResolvedModule *module = nullptr; // where it is declared or defined
  const ast::Unit *unit = nullptr;        // the defining unit, when there is one
  bool isLocal = false;
  bool isRecursive = false; // declared RECURSIVE
  bool isDefined = true;    // false for a RECURSIVE declaration not yet defined
  bool inLet = false;       // defined by a LET (its body sees the bindings around the LET)

  // Operators and instances: their parameters (OpParam symbols, in order).
  std::vector<const Symbol *> params;
  // OpParam: position in its operator's parameter list.
  int paramIndex = 0;
  // Function: the number of arguments it takes (x, y \in S counts two).
  int functionArgs = 0;

  // Level of an operator's body when its parameters are constant, and the
  // parameters (its own or of enclosing definitions) whose arguments' levels
  // raise it. For constants, variables and bound variables: their level.
  Level level = Level::Constant;
  std::vector<const Symbol *> levelDeps;
  // Operators and functions: the declared constants their body's level
  // depends on (SANY's levelParams less the parameters), which an argument
  // limit on an application of them constrains (kept apart from levelDeps,
  // which the checker reads as "depends on its arguments").
  std::vector<const Symbol *> constantDeps;
  // OpParam: the operator or LAMBDA it belongs to.
  const Symbol *owner = nullptr;
  // OpParam and operator constants: the highest level of an argument they
  // are applied to (an operator passed for them must accept it).
  Level maxArgLevel = Level::Constant;
  // The same per argument position (SANY's minMaxLevel), and the parameters
  // of the owner that an argument in each position depends on (SANY's
  // opLevelCond: (position, parameter)).
  std::vector<Level> argLevels;
  std::vector<std::pair<int, const Symbol *>> argParams;
  // OpParam: the highest level an argument for it may have, from the
  // operators it is an argument of in its definition (SANY's maxLevels).
  Level maxLevel = Level::Temporal;
  // Operator: declared RECURSIVE in a LET (the frame depth of that LET).
  int recursiveFrame = -1;

  // Operators, functions, named theorems, assumptions and steps: the labels
  // at the top of their body (null when there are none).
  const LabelTable *labels = nullptr;
  // Theorem: its statement is an ASSUME ... PROVE.
  bool isAssumeProve = false;
  // Theorem symbols that name a proof step (<1>2): the step.
  const ast::ProofStep *step = nullptr;
  // OpParam: the parameter occurs inside an argument of a non-Leibniz
  // operator (', ENABLED, [], ...) in its definition, so the operator is
  // not Leibniz in it. `defDepth` is the nesting depth of that definition.
  bool nonLeibniz = false;
  int defDepth = 0;

  // Imported: the definition in the instantiated module and the instance.
  const Symbol *target = nullptr;
  const InstanceBinding *binding = nullptr;
  // Instance: the instantiation it stands for.
  const InstanceBinding *instance = nullptr;

  // The symbol behind any number of Imported wrappers.
  const Symbol *underlying() const {
    const Symbol *s = this;
    while (s->kind == SymbolKind::Imported && s->target)
      s = s->target;
    return s;
  }
};

// One substitution of an INSTANCE: a constant or variable of the
// instantiated module and what replaces it (an expression in the
// instantiating module, or for implicit substitution the same-named symbol).
struct Substitute {
  const Symbol *param = nullptr;
  const ast::Expr *expr = nullptr;
  const Symbol *symbol = nullptr; // implicit substitution x <- x, or an operator substituted by name
  // The substitute's level in the instantiating module and the constants and
  // operator parameters there that may raise it (SANY's level data of the
  // expression in the Subst).
  Level level = Level::Constant;
  std::vector<const Symbol *> levelDeps;
};

// One `INSTANCE M WITH ...` occurrence.
struct InstanceBinding {
  const ResolvedModule *module = nullptr;     // M
  const ResolvedModule *instantiator = nullptr;
  const ast::InstanceUnit *unit = nullptr;
  std::vector<Substitute> substitutes;
};

} // namespace tlacore::sem
