// SpecModel: a resolved root module together with its TLC configuration:
// the state variables, the constants' values, and the formulas to check.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ast/ast.h"
#include "cfg/model_config.h"
#include "diagnostic_engine.h"
#include "module_set.h"
#include "subscript_variables.h"
#include "resolved_module.h"
#include "value/string_table.h"
#include "value/value.h"

namespace tlacore::model {

// An expression together with the INSTANCEs it is to be read through
// (outermost first), e.g. the body of a Spec imported by INSTANCE M.
struct ScopedExpr {
  const ast::Expr *expr = nullptr;
  std::vector<const sem::InstanceBinding *> instances;
  // A part of a property reached through bindings (live/bound_split.h):
  // the evaluator's bindings (eval::Env) and instance context
  // (eval::InstCtx) to read it under, kept by SpecModel::boundContexts;
  // `instances` is then not used.
  bool bound = false;
  const void *env = nullptr;
  const void *inst = nullptr;
};

// A formula the checker evaluates, with the name TLC prints for it.
struct NamedFormula {
  std::string name;
  const ast::Expr *expr = nullptr;
  const sem::Symbol *symbol = nullptr;
  SourceRange range;
};

struct SpecModel {
  // The spec's strings and model values in TLC's order. First member, so
  // that it is destroyed after every value the model holds.
  std::shared_ptr<val::StringTable> strings;
  const sem::ResolvedModule *root = nullptr;
  std::vector<const sem::Symbol *> variables; // state slots, in declaration order
  // Constant definitions (no parameters) whose evaluation shows or varies
  // (they draw random values, print, set TLC's registers, read the clock or
  // do I/O: model/expr_levels.h evaluatedAtStartup), in the order TLC's
  // SpecProcessor.processConstantDefns evaluates every constant definition
  // at start-up (modules in semantic order, then definition order):
  // evaluated once, before the ASSUMEs and the search, used or not, so that
  // every worker has the same values, TLC's seed gives TLC's values and
  // their output comes where TLC's does. (The others, pure, are evaluated
  // where first used, to the same value.)
  std::vector<const sem::Symbol *> startupConstants;
  std::unordered_map<const sem::Symbol *, int> variableSlot;
  // The slots in the order TLC prints a state's variables (model/variable_order.h).
  std::vector<size_t> printOrder;

  // CONSTANT c = v, and CONSTANT c <- Op (a definition standing for c).
  std::unordered_map<const sem::Symbol *, val::Value> constantValues;
  std::unordered_map<const sem::Symbol *, const sem::Symbol *> constantSubstitutes;
  // CONSTANT F(a1, ..., an) = v lines of an operator constant, in cfg order:
  // TLC's OpRcdValue, F applied to arguments equal to a line's gives its value.
  std::unordered_map<const sem::Symbol *, std::vector<std::pair<std::vector<val::Value>, val::Value>>> operatorTables;
  // Definitions overridden by the cfg (Op <- Other, or Op = value).
  std::unordered_map<const sem::Symbol *, const sem::Symbol *> definitionOverrides;
  std::unordered_map<const sem::Symbol *, val::Value> definitionValues;
  // Of the overrides, those written `Op <- [M] Other`: TLC puts them on the
  // definition's body, so they hold also where Op is reached through an
  // instance (I!Op). `Op <- Other` is put on the root module's definition
  // only (overrideNamed: the symbol the root module has for it): a
  // definition an INSTANCE makes (I!Op, or Op imported by a plain INSTANCE
  // elsewhere) is a new one and keeps its body.
  std::unordered_set<const sem::Symbol *> overridesThroughInstances;
  std::unordered_map<const sem::Symbol *, const sem::Symbol *> overrideNamed;
  // What the cfg puts in place of the definition the reference `ref` names
  // (`qualified`: written I!Op); null when nothing.
  const sem::Symbol *overrideOf(const sem::Symbol *ref, bool qualified) const {
    if (definitionOverrides.empty())
      return nullptr;
    const sem::Symbol *def = ref->underlying();
    auto it = definitionOverrides.find(def);
    if (it == definitionOverrides.end())
      return nullptr;
    if (overridesThroughInstances.count(def))
      return it->second;
    // A module without parameters (no CONSTANT or VARIABLE, its own or
    // extended) is instantiated without new definitions: every path reaches
    // the one definition the override replaces (ShiViz's INSTANCE Toolbox
    // and the Toolbox's `_TETrace <- ...` of a trace-explorer cfg).
    if (def->module && def->module->allConstants.empty() && def->module->allVariables.empty())
      return it->second;
    if (qualified)
      return nullptr;
    auto named = overrideNamed.find(def);
    const sem::Symbol *rootSymbol = named == overrideNamed.end() ? def : named->second;
    bool same = ref == rootSymbol || (rootSymbol == def && ref->kind != sem::SymbolKind::Imported);
    return same ? it->second : nullptr;
  }

  // Init may be several conjuncts of SPECIFICATION; Next is the action A of [][A]_v.
  std::vector<ScopedExpr> init;
  ScopedExpr next;
  // What TLC warns as it processes the configuration: the state variables
  // the subscript of SPECIFICATION's [][Next]_v lacks (subscript_variables.h).
  std::vector<StartupWarning> startupWarnings;
  // Conjuncts of SPECIFICATION that reach Init, [][Next]_v or fairness only
  // through bindings (S(7), Z(7)!Spec, a LET): split with an evaluator
  // (live/bound_split.h), their parts then put where the conjunct stands
  // among the others (before init[initAt] and fairnessParts[fairnessAt]).
  struct BoundSpecPart {
    ScopedExpr part;
    size_t initAt = 0;
    size_t fairnessAt = 0;
  };
  std::vector<BoundSpecPart> specBound;
  bool behaviorNamed = false;  // the cfg names SPECIFICATION, INIT or NEXT
  bool fromSpecification = false; // ... and it is SPECIFICATION
  SourceRange behaviorRange;   // that cfg entry (where a missing Init or Next is reported)
  bool constantOnly = false; // no behaviour spec: only ASSUMEs are checked
  const sem::Symbol *nextSymbol = nullptr; // names actions when Next is not split further
  std::vector<const ast::AssumeUnit *> assumptions;
  std::vector<const sem::ResolvedModule *> assumptionModules;
  std::vector<NamedFormula> invariants;
  std::vector<NamedFormula> constraints;
  std::vector<NamedFormula> actionConstraints;
  std::vector<NamedFormula> properties;   // PROPERTY formulas with a temporal (liveness) part
  std::vector<NamedFormula> fairness;     // fairness conjuncts of SPECIFICATION
  // The same with their INSTANCE scopes: the temporal conjuncts of the
  // PROPERTY formulas and the fairness conjuncts of SPECIFICATION, which
  // the liveness checker combines into fairness /\ ~(properties).
  std::vector<ScopedExpr> livenessParts;
  std::vector<std::string> livenessPartNames;
  std::vector<ScopedExpr> fairnessParts;
  // What the bound parts (ScopedExpr::bound) point into.
  std::shared_ptr<const void> boundContexts;
  // The safety parts of PROPERTY formulas, as TLC splits them: state
  // predicates (checked on initial states), []P (checked on every state) and
  // [][A]_v (checked on every step).
  std::vector<ScopedExpr> impliedInits;
  std::vector<std::string> impliedInitNames;
  std::vector<ScopedExpr> impliedInvariants;
  std::vector<std::string> impliedInvariantNames;
  std::vector<ScopedExpr> actionProperties;
  std::vector<std::string> actionPropertyNames;
  std::optional<NamedFormula> view;
  std::optional<NamedFormula> postcondition;
  std::optional<NamedFormula> alias;
  std::optional<NamedFormula> symmetry;
  bool checkDeadlock = true;
  // What TLCGet("spec") returns: TLC's record of the spec's inits, actions,
  // temporals, invariants, implied inits and implied temporals. The front end
  // sets it once TLC's split into actions is known; null until then.
  std::shared_ptr<const val::Value> tlcSpec;
  // What TLCGet("config") returns (explore/tlc_config.h): set by the front
  // end from the run's options before anything is evaluated; null until then.

};

// Builds the model; reports configuration errors (TLC's wording) and returns
// nullopt when checking cannot start.
// `set` holds all modules of the spec (for `N <- [Mod] Def`, and the order
// of its strings).
std::optional<SpecModel> buildSpecModel(const sem::ResolvedModule &root, const sem::ModuleSet &set,
                                        const ModelConfig &cfg, std::string &tlcError);

// Why a cfg cannot be checked: TLC's message, and what tlacore adds to it.
struct ConfigError {
  DiagId id = DiagId::err_cfg_model; // err_cfg_constant_unassigned: a constant the cfg gives no value
  std::string message;    // TLC's text (may span lines)
  SourceRange cfgRange;   // the cfg entry at fault, when one is
  SourceRange definition; // the definition it names, when that is at fault
  std::string note;       // a suggestion (native diagnostics), or empty
  // The native command's wording when it differs from TLC's; "{definition}"
  // stands for the definition's file:line:col.
  std::string nativeMessage;
  // TLC's code for it (tlc2.output.EC: the -tool message code and, through
  // EC.ExitStatus.errorConstantToExitStatus, the exit code); 0: none known.
  int tlcCode = 0;
  // How far TLC's SpecProcessor got before the error: its constructor runs
  // processSpec (the cfg's constants and substitutions), then
  // processConstantDefns (each module's constant declarations, then its
  // constant definitions, modules in semantic order: what they print comes
  // out there), then processConfig (INIT, NEXT, SPECIFICATION, INVARIANT,
  // PROPERTY, CONSTRAINT), and Spec's constructor VIEW, ALIAS, POSTCONDITION.
  enum class Stage { ProcessSpec, ConstantDefns, ProcessConfig };
  Stage stage = Stage::ProcessSpec;
  // Past ProcessSpec: the model as far as it was built, with the constant
  // definitions TLC evaluated before the error in startupConstants.
  std::shared_ptr<const SpecModel> startupModel;
  // A constant's substitute refused by processConstantDefns: the module
  // declaring the constant (TLC stops at it).
  const sem::ResolvedModule *constantModule = nullptr;
};
std::optional<SpecModel> buildSpecModel(const sem::ResolvedModule &root, const sem::ModuleSet &set,
                                        const ModelConfig &cfg, ConfigError &error);

// TLC's complaint about a missing initial predicate or next-state relation
// (SpecProcessor.processSpec), given what `m` checks; empty when none. Asked
// once the SPECIFICATION's parts are all known.
std::string missingBehaviorError(const SpecModel &m);
// Its EC code: TLC_CONFIG_MISSING_INIT (2231) or TLC_CONFIG_MISSING_NEXT (2232); 0 when none is missing.
int missingBehaviorCode(const SpecModel &m);

// A cfg value as a TLA+ value (bare identifiers are model values).
val::Value cfgValueToValue(val::StringTable &strings, const CfgValue &v);

} // namespace tlacore::model
