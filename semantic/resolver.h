// Resolver: semantic analysis of one module: binds every name to its
// Symbol, checks arities, imports EXTENDS and INSTANCE, and computes levels
// (constant/state/action/temporal) with SANY's level errors.
#pragma once

#include <string_view>
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
    void merge(const Lvl &o);
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
  void importInstance(const InstanceBinding *binding, bool isLocal);
  // Adds a module-level name; reports redefinitions. Returns false on a clash.
  bool addToModuleScope(const Symbol *s, bool reportClash = true);
  bool checkNewName(std::string_view name, SourceRange range);
  std::vector<const Symbol *> makeParams(const ast::Vec<ast::OpDecl> &decls, const Symbol *owner);
  void checkRecursiveDefinitions();
  bool inRecursiveSection() const;
  void checkNonLeibniz(const ast::Expr *arg, const Symbol *param, const std::vector<Lvl> &otherArgs,
                       bool substitution);

  // --- expressions (resolve_expr.cpp) ---
  Lvl expr(ast::Expr *e);
  Lvl opApp(ast::OpAppExpr *e, bool asArgument, int expectedArity);
  Lvl applySymbol(const Symbol *s, ast::NameSegment &seg, SourceRange range, bool asArgument,
                  int expectedArity);
  Lvl argumentsFor(const Symbol *s, ast::NameSegment &seg, SourceRange range);
  Lvl prefix(ast::PrefixExpr *e);
  Lvl infix(ast::InfixExpr *e);
  Lvl postfix(ast::PostfixExpr *e);
  Lvl userOperator(std::string_view op, SourceRange opRange, SourceRange whole, const char *fixName,
                   const Symbol **slot, std::initializer_list<ast::Expr *> operands);
  Lvl bounds(ast::Vec<ast::BoundDecl> &bs);
  Lvl bound(ast::BoundDecl &b);
  void bindNames(ast::BoundDecl &b, Level level);
  Lvl letExpr(ast::LetExpr *e);
  Lvl lambda(ast::LambdaExpr *e, int expectedArity, std::string_view opName, int argIndex);
  Lvl quant(ast::QuantExpr *e);
  void suggest(std::string_view name, SourceRange range);

  // --- scopes ---
  const Symbol *lookup(std::string_view name) const;
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
  int exceptDepth_ = 0;
};

} // namespace tlacore::sem
