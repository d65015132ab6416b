// Resolver: semantic analysis of one module: binds every name to its
// Symbol, checks arities, imports EXTENDS and INSTANCE, and computes levels
// (constant/state/action/temporal) with SANY's level errors.
#pragma once

#include <functional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "module_set.h"

namespace tlacore::sem {

class Resolver {
public:
  // `enclosing` is the scope a nested module starts from (null for a file's module).
  Resolver(ModuleSet &set, ResolvedModule &module, const ResolvedModule *enclosing);
  void resolveModule();

  // A level and the operator parameters whose arguments may raise it.
  struct Lvl {
    Level level = Level::Constant;
    std::vector<const Symbol *> deps;
    // It applies a definition of the open recursive section, whose level
    // rises when the section ends (SANY's second level-checking pass).
    bool inSection = false;
    void merge(const Lvl &o);
  };
  // One substitution of an INSTANCE, as SANY level-checks it.
  struct SubstLevel {
    const Symbol *param = nullptr;     // the constant or variable of the instantiated module
    Level level = Level::Constant;     // the substitute's level (an operator's: its body's)
    // An operator substituted for an operator constant, when SANY has its
    // level data (an OpDefNode): a definition, a built-in, or a LAMBDA.
    const Symbol *opDef = nullptr;
    std::string_view builtin;
    const ast::LambdaExpr *lambda = nullptr;
    bool nonLeibniz = false;
  };

private:
  // --- units (resolve_units.cpp) ---
  void importExtends();
  void resolveUnit(ast::Unit *u);
  void declareConstants(ast::ConstantsUnit *u);
  void declareVariables(ast::VariablesUnit *u);
  void declareRecursive(ast::RecursiveUnit *u, bool inLet);
  Symbol *defineOperator(ast::OperatorDefUnit *u, bool inLet);
  Symbol *defineFunction(ast::FunctionDefUnit *u, bool inLet);
  Symbol *defineInstance(ast::InstanceUnit *u, bool inLet);
  void nestedModule(ast::ModuleUnit *u);
  InstanceBinding *bindInstance(ast::InstanceUnit *u, const ResolvedModule *target);
  void importInstance(const InstanceBinding *binding, bool isLocal, bool inProof = false);
  void reportInstanceClash(const InstanceBinding *binding, const Symbol *sym, const Symbol *prev, bool isLocal);
  // Adds a module-level name; reports redefinitions. Returns false on a clash.
  bool addToModuleScope(const Symbol *s, bool reportClash = true);
  bool checkNewName(std::string_view name, SourceRange range);
  bool checkNewDeclaredName(const Symbol *s);
  // The same for an operator or function definition (`whole` is the definition).
  bool checkNewDefinition(const Symbol *s, SourceRange whole);
  // The same for what SANY binds with SymbolTable.addSymbol (bound names, parameters,
  // declarations): any visible name, built-ins (TRUE, FALSE, BOOLEAN, STRING) too, clashes.
  // `at` is where SANY reports it (the name, or CHOOSE for an unbounded CHOOSE).
  bool checkNewBoundName(std::string_view name, SourceRange range, SourceRange at);
  // SymbolTable.addSymbol alone, for what SANY binds with no check of its own (a named theorem
  // or assumption, a named INSTANCE, a RECURSIVE declaration, a proof step's number): a visible
  // name of another SANY kind or arity is an error, of the same a warning; `at` is where SANY
  // reports it. False when the name is visible (the visible one keeps it).
  bool addSymbolAsSany(const Symbol *s, SourceRange at);
  std::vector<const Symbol *> makeParams(const ast::Vec<ast::OpDecl> &decls, const Symbol *owner);
  void checkRecursiveDefinitions();
  // Stores a definition's level dependencies: parameters in levelDeps,
  // declared constants in constantDeps.
  static void splitLevelDeps(Symbol *s, std::vector<const Symbol *> deps);
  void finishRecursiveDefinition(Symbol *s, const ast::OperatorDefUnit *u);
  void finishRecursiveSection();
  // Whether `def` belongs to the open recursive section (declared RECURSIVE
  // in it, or defined inside it).
  bool inOpenSection(const Symbol *def) const;
  // A level check SANY repeats in the section's second pass: `check` runs
  // with the level the section's definitions end at.
  void deferSectionCheck(std::function<void(Level sectionLevel)> check);
  // --- SANY's level data of modules and INSTANCE substitutions (instance_levels.cpp) ---
  // Records that constant `c` may have level at most `max` here (SANY's levelConstraints).
  void constrainConstant(const Symbol *c, Level max);
  // At the end of the module: whether it is a constant module, and its constraints.
  void finishModuleLevels();
  // SANY's InstanceNode.levelCheck: the substitutes against the levels the
  // instantiated module allows its constants and variables.
  void checkInstanceLevels(const InstanceBinding *b, const std::vector<SubstLevel> &subs);
  // SANY's SubstInNode level of a definition reached through INSTANCE (by
  // an unnamed INSTANCE's import, then the bindings `outer`): each constant
  // of the instantiated module its level depends on is replaced by its
  // substitute, whose level it takes. The constants here it then depends on.
  // A parameter of a parameterized instance takes the level of the path's
  // argument for it (instanceArgLevels_).
  Lvl substitutedConstants(const Symbol *s, const std::vector<const InstanceBinding *> &outer);
  bool inRecursiveSection() const;
  // Whether an operator substituted for an operator constant is not Leibniz
  // (a built-in by symbol; a definition in some argument).
  static bool checkNonLeibniz(const ast::Expr *arg);
  // An instance-qualified operator named without arguments (I!Op): the operator, its arity
  // (the instances' parameters, then its own) and whether it is non-Leibniz in one of them.
  struct InstancePathOperator {
    const Symbol *symbol = nullptr;
    int arity = 0;
    bool nonLeibniz = false;
  };
  static bool namedWithoutArguments(const ast::OpAppExpr *app);
  InstancePathOperator instancePathOperator(ast::OpAppExpr *app, const Symbol *head);
  static bool checkLeibnizSubstitute(const Symbol *s);

  // --- expressions (resolve_expr.cpp) ---
  // Resolves `e` and returns its level, which it also stores in the node
  // (Expr::sanyLevel; in an open recursive section, raised when it ends).
  Lvl expr(ast::Expr *e);
  Lvl exprUnstored(ast::Expr *e);
  Lvl opApp(ast::OpAppExpr *e, bool asArgument, int expectedArity);
  // `outer`: the INSTANCE bindings of the path (I!J!Op) `s` was reached
  // through, innermost first; `instanceParams`: the parameters of those
  // instances, which an operator argument I!Op takes before Op's own.
  // `shownName`: the name an error about the application gives (SANY's curName: the path's names
  // joined by `!`, I!Op); empty for s's own name.
  Lvl applySymbol(const Symbol *s, ast::NameSegment &seg, SourceRange range, bool asArgument,
                  int expectedArity, const std::vector<const InstanceBinding *> &outer = {},
                  int instanceParams = 0, std::string_view shownName = {});
  // `levelsOut`, when given, receives the level of each argument. With a wrong number of
  // arguments only that is reported: SANY's selectorToNode returns before it generates them.
  Lvl argumentsFor(const Symbol *s, ast::NameSegment &seg, SourceRange range,
                   const std::vector<const InstanceBinding *> &outer = {}, std::vector<Lvl> *levelsOut = nullptr,
                   std::string_view shownName = {});
  // Whether `seg` gives `s` a number of arguments other than its arity.
  static bool wrongArgumentCount(const Symbol *s, const ast::NameSegment &seg);
  // An undefined name in e->path from segment `from` on, as SANY's selectorToNode reports it.
  void reportUndefinedPath(ast::OpAppExpr *e);
  // --- subexpression names (resolve_selectors.cpp) ---
  // Op!2!1, Op(a)!lbl, SOp!@ (e->path[i] names definition `def`): its arguments, labels and
  // level (the selected subexpression's), or as an operator argument of `expectedArity` its arity.
  Lvl selection(const Symbol *def, ast::OpAppExpr *e, size_t i, bool asArgument, int expectedArity,
                const std::vector<const InstanceBinding *> &outer, int instanceParams = 0);
  bool reportSelection(const struct Selection &sel);
  SourceRange argumentListRange(SourceRange r) const;
  // The level of an already resolved expression, the symbols in `bound` taking the given levels.
  Lvl resolvedLevel(const ast::Expr *e, const std::unordered_map<const Symbol *, Lvl> &bound);
  // --- operator arguments (resolve_op_args.cpp) ---
  // Records an application of operator parameter (or constant operator)
  // `param` to arguments of levels `args`.
  void noteParamApplication(const Symbol *param, const std::vector<Lvl> &args);
  // Records that `param` is applied to an argument of level `l` in position
  // `pos`, and one depending on `dep` there (SANY's argLevelConstraints and
  // argLevelParams).
  void raiseArgLevel(const Symbol *param, size_t pos, Level l);
  void addArgLevelParam(const Symbol *param, int pos, const Symbol *dep);
  // SANY's level rules for the operators passed in an application of `def`
  // (arguments `args` of levels `levels`): each must accept the levels its
  // parameter is applied to in `def`.
  void checkOperatorArgs(const Symbol *def, std::string_view opName, const std::vector<const ast::Expr *> &args,
                         const std::vector<Lvl> &levels, SourceRange range);
  // SANY's argument level limit: reports argument `index` of `op` when its
  // level is above `max`, and limits the parameters it depends on to `max`.
  void checkArgLevel(std::string_view op, size_t index, const Lvl &arg, Level max, SourceRange range);
  void recursiveArgs(const Symbol *def, std::string_view op, const std::vector<Lvl> &args, SourceRange range, Lvl &out);
  // The same for argument `index` of a construct ("$FcnApply", "$Tuple", ...).
  void checkConstructArg(std::string_view construct, size_t index, const Lvl &arg, SourceRange range);
  // The same against the built-in rule of `op` (nothing when there is none).
  void checkBuiltinArgs(std::string_view op, std::initializer_list<const Lvl *> args, SourceRange range);
  Lvl prefix(ast::PrefixExpr *e);
  Lvl infix(ast::InfixExpr *e);
  Lvl postfix(ast::PostfixExpr *e);
  Lvl userOperator(std::string_view op, SourceRange opRange, SourceRange whole, const char *fixName,
                   const Symbol **slot, std::initializer_list<ast::Expr *> operands);
  Lvl bounds(ast::Vec<ast::BoundDecl> &bs);
  Lvl bound(ast::BoundDecl &b);
  // A bounded variable's range as OpApplNode.levelCheck weighs it: its level, whether it level-checked
  // without error, and the variable that names it (the first of its group).
  struct RangeLevel {
    SourceRange firstName;
    Level level = Level::Constant;
    bool clean = true;
  };
  Lvl boundWithRange(ast::BoundDecl &b, std::vector<RangeLevel> &ranges);
  // OpApplNode.levelCheck: each clean range above action level, at the whole application of `op`.
  void reportTemporalRanges(std::string_view op, const std::vector<RangeLevel> &ranges, SourceRange whole);
  // The function whose definition's body is being resolved, and whether the body named it (lookup).
  const Symbol *definingFunction_ = nullptr;
  mutable bool definingFunctionUsed_ = false;
  void bindNames(ast::BoundDecl &b, Level level, const SourceRange *reportAt = nullptr);
  Lvl letExpr(ast::LetExpr *e);
  Lvl lambda(ast::LambdaExpr *e, int expectedArity, std::string_view opName, int argIndex);
  Lvl quant(ast::QuantExpr *e);
  void suggest(std::string_view name, SourceRange range);
  // Checks a use of a theorem, step or label as an expression (4351, 4355).
  void checkExpressionUse(const Symbol *s, const LabelInfo *label, SourceRange range);

  // --- labels, proofs and ASSUME/PROVE (resolve_proofs.cpp) ---
  Lvl labelExpr(ast::LabelExpr *e);
  bool labelAllowed(SourceRange range);
  void checkLabelParams(std::string_view label, std::span<const ast::Name> params, SourceRange range);
  void addLabel(const LabelInfo &info);
  void pushLabelScope();
  const LabelTable *popLabelScope();
  void pushBound(const ast::BoundDecl &b);
  void pushBound(const ast::Vec<ast::BoundDecl> &bs);
  void popBound();
  const LabelInfo *followLabels(const Symbol *s, ast::OpAppExpr *e, size_t from);
  void resolveTheorem(ast::TheoremUnit *t);
  void resolveAssumption(ast::AssumeUnit *a);
  void resolveUseOrHide(ast::UseOrHideUnit *u);
  void resolveFact(ast::Expr *f, bool hide);
  void resolveBy(ast::UseBody *b, SourceRange proofRange);
  void resolveUseItems(const ast::Vec<ast::Expr *> &facts, const ast::Vec<ast::Expr *> &defs,
                       const ast::Vec<ast::ModuleItem> &modules, bool hide, SourceRange range, const char *emptyText);
  bool resolveModuleItem(const ast::ModuleItem &item);
  bool resolveDefItem(ast::Expr *d);
  Lvl assumeProve(ast::AssumeProve *ap, bool top);
  Lvl newDecl(ast::AssumeItem &item);
  bool checkNewDeclaration(const Symbol *s, ast::NewKind kind);
  void resolveProof(ast::Proof *p);
  void resolveStep(ast::ProofStep *s);
  Lvl stepRef(ast::StepRefExpr *e, bool fact);
  void levelCheckTemporal(const ast::Proof *p);

  // --- references into ASSUME/PROVE statements (resolve_ap_refs.cpp) ---
  struct ApSelector {
    std::string_view text; // a name, a number, <<, >>, :, @, or "(" for !(e, ...)
    SourceRange range;
    size_t argCount = 0;
    bool hasArgs = false;
  };
  std::vector<ApSelector> stepSelectors(const ast::StepRefExpr *e) const;
  static std::vector<ApSelector> pathSelectors(const ast::OpAppExpr *e, size_t from);
  // The statement `ap` of a named theorem or step (`suffices`: a SUFFICES step) while its proof is
  // resolved, then after it.
  void noteAssumeProveGoal(const ast::AssumeProve *ap, bool suffices);
  void leaveAssumeProveProof(const ast::AssumeProve *ap);
  void checkAssumeProveSelection(const Symbol *def, const ast::AssumeProve *top, const std::vector<ApSelector> &sels,
                                 bool fact, SourceRange whole);

  // --- scopes ---
  const Symbol *lookup(std::string_view name) const;
  // Where SANY locates a declaration or definition in its messages (its node's syntax tree).
  SourceRange sanyDeclRange(const Symbol *s) const;
  void pushFrame() { frames_.emplace_back(); }
  void popFrame() { frames_.pop_back(); }
  void bindLocal(std::string_view name, const Symbol *s) { frames_.back().emplace_back(name, s); }
  Symbol *newSymbol(SymbolKind kind, std::string_view name, SourceRange range);

  ModuleSet &set_;
  ResolvedModule &module_;
  ast::Module *ast_;
  DiagnosticEngine &diags_;
  std::vector<std::vector<std::pair<std::string_view, const Symbol *>>> frames_;
  std::vector<Symbol *> pendingRecursive_;
  std::vector<Symbol *> recursiveSection_; // the definitions of the open recursive section
  std::vector<const Symbol *> sectionRecursive_; // the operators declared RECURSIVE in it
  std::vector<std::function<void(Level)>> sectionChecks_; // its second-pass level checks
  std::vector<ast::Expr *> sectionExprs_; // expressions whose level applies a definition of it
  int exceptDepth_ = 0;
  // The argument levels of the last application of each parameterized
  // instance in a path (I(x)!Op).
  std::unordered_map<const Symbol *, std::vector<Lvl>> instanceArgLevels_;

  // Labels (SANY's LS stack): one scope per definition, named theorem,
  // numbered step or label body; each lists its labels and the identifiers
  // bound (by quantifiers, CHOOSE, ...) between it and the current point.
  struct LabelScope {
    LabelTable *labels = nullptr;
    std::vector<std::vector<const Symbol *>> bound;
  };
  std::vector<LabelScope> labelScopes_;
  // ASSUME/PROVE nesting, and for each depth whether a NEW of that
  // ASSUME is in scope (labels are not allowed there from depth 2 on).
  int assumeProveDepth_ = 0;
  std::vector<bool> inScopeOfDecl_;
  // The NEW declarations and their kinds (SANY's NewConstantKind ... NewTemporalKind).
  std::unordered_map<const Symbol *, ast::NewKind> newKinds_;
  // The fact or DEF name being resolved: it may name an ASSUME/PROVE or
  // any proof step.
  const ast::OpAppExpr *factName_ = nullptr;
  // The DEF item being resolved (also factName_): SANY's selectorToNode with expectedArity -1 and
  // isDef, which counts no arguments and refuses arguments of the instances on its path.
  const ast::OpAppExpr *defItem_ = nullptr;
  // The ASSUME/PROVE statements of named theorems and steps of this module: whether a SUFFICES,
  // and whether their proof is being resolved (AssumeProveNode.suffices and inProof).
  struct ApGoal {
    bool suffices = false;
    bool inProof = true;
  };
  std::unordered_map<const ast::AssumeProve *, ApGoal> apGoals_;
  // Levels of resolved proof steps, for the checks of temporal proofs.
  std::unordered_map<const ast::ProofStep *, Level> stepLevels_;
  // The @ of an "@-step" (<1>3. @ = e), legal outside EXCEPT.
  const ast::Expr *allowedAt_ = nullptr;
  // Non-Leibniz contexts: definition depth and the depth at which the
  // innermost argument of a non-Leibniz operator began (-1: none).
  int defDepth_ = 0;
  // The operator definitions being resolved, innermost last (a use of one
  // of their names inside is a recursion without RECURSIVE).
  std::vector<const ast::OperatorDefUnit *> defining_;
  int nonLeibnizDepth_ = -1;
  struct NonLeibnizScope {
    Resolver &r;
    int saved;
    explicit NonLeibnizScope(Resolver &res) : r(res), saved(res.nonLeibnizDepth_) { r.nonLeibnizDepth_ = r.defDepth_; }
    ~NonLeibnizScope() { r.nonLeibnizDepth_ = saved; }
  };
  void noteParamUse(const Symbol *param);
};

} // namespace tlacore::sem
