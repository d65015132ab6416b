// Transformer: turns ANTLR parse-tree contexts into tlacore's AST. The only
// code that sees ANTLR contexts besides the parse driver; one file per family
// of constructs (units, expressions, operators).
#pragma once

#include <string_view>
#include <vector>

#include "TLAPlusParser.h"
#include "ast/ast.h"
#include "diagnostic_engine.h"
#include "lex/string_literal.h"
#include "source_manager.h"

namespace tlacore {

namespace P = tlacore_antlr;
using TP = tlacore_antlr::TLAPlusParser;

// Maps ANTLR code point indices to SourceLocs of the buffer.
class LocationMap {
public:
  LocationMap(const SourceManager &sm, FileId file, std::vector<uint32_t> cpToByte)
      : sm_(sm), file_(file), cpToByte_(std::move(cpToByte)) {}
  SourceLoc loc(size_t codePointIndex) const;
  SourceRange range(const antlr4::Token *tok) const;
  SourceRange range(antlr4::ParserRuleContext *ctx) const;
  SourceRange join(SourceRange a, SourceRange b) const { return {a.begin, b.end.valid() ? b.end : a.end}; }

private:
  const SourceManager &sm_;
  FileId file_;
  std::vector<uint32_t> cpToByte_; // empty when the text is ASCII
};


// An upper bound on the height of the expression trees being built, so that
// the recursive passes after the parser (resolver, evaluator) never get an
// AST deeper than `limit`. The token source bounds the syntactic nesting;
// this also counts what is flat in the parse tree but nested in the AST:
// operator chains (`1 + 1 + ...` is left-deep), prefix operators, postfix
// operators, function applications and fields.
struct DepthLimit {
  size_t limit = SIZE_MAX;
  bool exceeded = false;
  // Reports err_nesting_too_deep at `at` the first time `height` > limit.
  void check(size_t height, SourceRange at, DiagnosticEngine &diags);
};

class Transformer {
public:
  Transformer(ast::AstContext &ctx, const LocationMap &locs, DiagnosticEngine &diags,
              size_t maxDepth = SIZE_MAX)
      : ast_(ctx), locs_(locs), diags_(diags) {
    depth_.limit = maxDepth;
  }

  ast::Module *module(TP::ModuleContext *ctx);
  // The same for an error-free parse delivered a unit at a time, so that
  // each unit's parse tree can be freed once it is transformed: the header
  // (from its first token, the name, the EXTENDS list), each unit, the end.
  ast::Module *beginModule(antlr4::Token *first, antlr4::Token *name, TP::ExtendsListContext *extends);
  void addUnit(ast::Module *m, TP::UnitContext *ctx);
  void checkNamedTheoremAfterSubmodule(const ast::Module *m, const ast::Unit *u);
  void endModule(ast::Module *m, antlr4::Token *moduleEnd);
  // True when an expression went past maxDepth (reported as err_nesting_too_deep).
  bool depthExceeded() const { return depth_.exceeded; }
  // The parser met no syntax error, so no subtree needs searching for
  // error nodes before it is transformed.
  void setTreeIsErrorFree() { treeMayHaveErrors_ = false; }

private:
  // transform_units.cpp
  ast::Unit *unit(TP::UnitContext *ctx);
  ast::Unit *operatorDefinition(TP::OperatorDefinitionContext *ctx);
  ast::Unit *functionDefinition(TP::FunctionDefinitionContext *ctx);
  ast::Unit *moduleDefinition(TP::ModuleDefinitionContext *ctx);
  ast::InstanceUnit *instance(TP::InstanceContext *ctx, SourceRange range);
  ast::OpDecl opDecl(TP::OpDeclContext *ctx);
  // SANY defines and declares prefix minus only as `-.`: an error for `-` there.
  void reportPrefixMinus(antlr4::ParserRuleContext *prefixOp);
  ast::Unit *letUnit(TP::LetUnitContext *ctx);

  // transform_proofs.cpp
  ast::UseBody *useBody(TP::UseBodyContext *ctx, bool only);
  ast::UseOrHideUnit *useOrHide(TP::UseOrHideContext *ctx, SourceRange range);
  ast::AssumeProve *assumeProve(TP::AssumeProveContext *ctx);
  ast::Proof *proof(TP::ProofContext *ctx);
  ast::Proof *proofFrom(const std::vector<TP::ProofItemContext *> &items, size_t &i, int parentLevel);
  ast::ProofStep *proofStep(TP::ProofItemContext *item, int level);

  // transform_expr.cpp: operator sequences and precedence
  ast::Expr *expr(TP::ExprContext *ctx);
  ast::Expr *operatorSequence(TP::ExprContext *ctx, size_t &height);
  ast::Expr *argument(TP::ArgumentContext *ctx);
  ast::PackedArray<ast::Expr *> arguments(TP::ArgumentsContext *args);

  // transform_primary.cpp
  ast::Expr *primary(TP::PrimaryContext *ctx);
  ast::Expr *nameExpr(TP::NameExprContext *ctx);
  ast::Expr *namePath(SourceRange r, antlr4::Token *head, TP::ArgumentsContext *headArgs,
                      const std::vector<TP::NameSegmentContext *> &segments);
  ast::Expr *nonfixApplication(TP::NonfixOpExprContext *ctx);
  ast::Expr *angleAction(SourceRange r, ast::Vec<ast::Expr *> elements, ast::Expr *subscript);
  ast::Expr *opSymbolExpr(SourceRange r, size_t tokenType, bool postfix);
  ast::Expr *subscript(TP::SubscriptContext *ctx);
  ast::Expr *subscript(TP::FairnessSubscriptContext *ctx);
  template <typename SubscriptCtx> ast::Expr *subscriptOf(SubscriptCtx *ctx);
  ast::BoundDecl quantBound(TP::QuantBoundContext *ctx);
  ast::BoundDecl identOrTuple(TP::IdentOrTupleContext *ctx);
  ast::Name fieldName(antlr4::ParserRuleContext *ctx);

  ast::Name name(antlr4::tree::TerminalNode *node);
  ast::Name name(antlr4::Token *tok);
  ast::Expr *error(antlr4::ParserRuleContext *ctx);
  ast::Vec<ast::Expr *> exprList(const std::vector<TP::ExprContext *> &list);

  ast::AstContext &ast_;
  const LocationMap &locs_;
  DiagnosticEngine &diags_;
  DepthLimit depth_;
  bool treeMayHaveErrors_ = true;
  // The height of the operand being built: 0 for a leaf; every expr() below
  // it raises it to that expression's height + 1.
  size_t operandHeight_ = 0;
};

// True when the subtree holds a recognition error or error-recovery node.
bool subtreeHasError(antlr4::tree::ParseTree *tree);

} // namespace tlacore
