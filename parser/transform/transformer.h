// Transformer: turns ANTLR parse-tree contexts into tlacore's AST. The only
// code that sees ANTLR contexts besides the parse driver; one file per family
// of constructs (units, expressions, operators).
#pragma once

#include <string_view>
#include <vector>

#include "TLAPlusParser.h"
#include "ast/ast.h"
#include "diagnostic_engine.h"
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

// The text a string literal token stands for: quotes removed, escapes decoded.
std::string decodeString(std::string_view quoted);

class Transformer {
public:
  Transformer(ast::AstContext &ctx, const LocationMap &locs, DiagnosticEngine &diags)
      : ast_(ctx), locs_(locs), diags_(diags) {}

  ast::Module *module(TP::ModuleContext *ctx);

private:
  // transform_units.cpp
  ast::Unit *unit(TP::UnitContext *ctx);
  ast::Unit *operatorDefinition(TP::OperatorDefinitionContext *ctx);
  ast::Unit *functionDefinition(TP::FunctionDefinitionContext *ctx);
  ast::Unit *moduleDefinition(TP::ModuleDefinitionContext *ctx);
  ast::InstanceUnit *instance(TP::InstanceContext *ctx, SourceRange range);
  ast::OpDecl opDecl(TP::OpDeclContext *ctx);
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
  ast::Expr *argument(TP::ArgumentContext *ctx);

  // transform_primary.cpp
  ast::Expr *primary(TP::PrimaryContext *ctx);
  ast::Expr *nameExpr(TP::NameExprContext *ctx);
  ast::Expr *subscript(TP::SubscriptContext *ctx);
  ast::BoundDecl quantBound(TP::QuantBoundContext *ctx);
  ast::BoundDecl identOrTuple(TP::IdentOrTupleContext *ctx);
  ast::Name fieldName(TP::FieldNameContext *ctx);

  ast::Name name(antlr4::tree::TerminalNode *node);
  ast::Name name(antlr4::Token *tok);
  ast::Expr *error(antlr4::ParserRuleContext *ctx);
  ast::Vec<ast::Expr *> exprList(const std::vector<TP::ExprContext *> &list);

  ast::AstContext &ast_;
  const LocationMap &locs_;
  DiagnosticEngine &diags_;
};

// True when the subtree holds a recognition error or error-recovery node.
bool subtreeHasError(antlr4::tree::ParseTree *tree);

} // namespace tlacore
