// FastParser: recursive descent over TLAPlusParser.g4's rules, building the
// AST nodes parser/transform builds for each rule (same ranges, names,
// canonical operator spellings and expression heights). Private to parser/fast.
#pragma once

#include <string_view>
#include <vector>

#include "ast/ast.h"
#include "fast/fast_layout.h"

namespace tlacore {
class TokenTexts;
struct OperatorInfo;
}

namespace tlacore::fast {

class FastParser {
public:
  FastParser(std::string_view text, size_t start, uint32_t base, size_t maxNesting, ast::AstContext &ast,
             TokenTexts &texts);
  // The outermost module; sets `moduleEnd` past its `====`. Throws GiveUp.
  ast::Module *parseModule(uint32_t &moduleEnd);

private:
  // Tokens.
  const Token &la(size_t k = 1) { return layout_.la(k); }
  uint16_t type(size_t k = 1) { return layout_.la(k).type; }
  Token take() {
    Token t = layout_.consume();
    if (t.end > t.begin)
      lastEnd_ = t.end;
    return t;
  }
  Token expect(uint16_t t);
  // A token's text; ℕ, ℤ and ℝ read as the identifiers Nat, Int and Real (as the ANTLR token source renames them).
  std::string_view text(const Token &t) const {
    std::string_view s = text_.substr(t.begin, t.end - t.begin);
    if (!s.empty() && static_cast<unsigned char>(s[0]) >= 0x80)
      if (std::string_view set = unicodeSetName(s); !set.empty())
        return set;
    return s;
  }
  SourceLoc loc(uint32_t byte) const { return SourceLoc{base_ + byte}; }
  SourceRange range(const Token &t) const { return {loc(t.begin), loc(t.end)}; }
  // From byte `begin` to the end of the last token taken (a rule's range).
  SourceRange from(uint32_t begin) const { return {loc(begin), loc(lastEnd_ > begin ? lastEnd_ : begin)}; }
  // Names share the text of their token image (kept once per distinct image).
  ast::Name name(const Token &t) { return ast::Name{image(t), range(t)}; }
  // `x, y, z` (one identifier at least; the commas only when `commas`),
  // as an exact-size list. With `bound`, each is a boundName (an identifier,
  // TRUE, FALSE, BOOLEAN, STRING or @: SANY binds them, its semantic pass
  // reports the clash); with `emptyOk`, the list may be empty (<<>>).
  void identifierList(ast::Vec<ast::Name> &out, bool commas = true, bool bound = false, bool emptyOk = false);
  // TLAPlusParser.g4's boundName and builtinName.
  static bool isBoundName(uint16_t t);
  static bool isBuiltinName(uint16_t t);
  std::string_view image(const Token &t);
  static void recordToken(void *self, const Token &tok);
  void enter();
  void leave() { --depth_; }

  // fast_parse_units.cpp
  ast::Module *module();
  void unit(std::vector<ast::Unit *> &units);
  ast::Unit *definition(bool inLet);
  ast::OpDecl opDecl();
  ast::Vec<ast::OpDecl> opDeclList();
  ast::InstanceUnit *instance();
  ast::BoundDecl quantBound();
  // `b1, b2, ...` (quantBound, comma-separated) into `out`, exact-size.
  void quantBounds(ast::Vec<ast::BoundDecl> &out);
  bool atQuantBound();

  // fast_parse_proofs.cpp
  struct ProofItem {
    enum Kind { Keyword, Leaf, Step } kind = Keyword;
    SourceRange range;
    ast::Proof::Kind leafKind = ast::Proof::Kind::Obvious;
    ast::UseBody *by = nullptr;
    ast::ProofStep *step = nullptr;
  };
  bool atProofItem();
  bool atDefinition();
  ast::UseBody *useBody(bool only);
  ast::UseOrHideUnit *useOrHide();
  ast::AssumeProve *assumeProve();
  ast::ProofStep *proofStep(const Token &label);
  ast::Proof *proofFrom(std::vector<ProofItem> &items, size_t &i, int parentLevel);
  ast::Proof *proof();

  // fast_parse_expr.cpp
  ast::Expr *expr();
  ast::Expr *operatorSequence(size_t &height);
  ast::Expr *primary();
  ast::Expr *nameExpr();
  void nameSegment();
  ast::Expr *operatorAsPrimary();
  bool commaInParentheses(size_t k);
  ast::Expr *labelExpr();
  ast::Expr *argument(bool inSubstitution);
  ast::PackedArray<ast::Expr *> arguments();
  ast::Expr *opApp(SourceRange r, size_t mark);
  ast::Vec<ast::Expr *> exprList(uint16_t separator, uint16_t close);
  ast::Expr *opSymbol(const Token &t, std::string_view canonical);
  ast::Expr *subscript(bool fairness);
  ast::Expr *junctionList();
  ast::Expr *quantifier();
  ast::Expr *bracket();
  ast::Expr *brace();
  ast::Expr *angle();
  ast::Expr *caseExpr();
  ast::Expr *letExpr();
  ast::BoundDecl identOrTuple();
  bool argumentsFollowInFairness();
  bool isFieldName(uint16_t t) const;
  bool isPlainFieldName(uint16_t t) const;

  std::string_view text_;
  uint32_t base_;
  size_t maxNesting_;
  ast::AstContext &ast_;
  TokenTexts &texts_;
  FastLayout layout_;
  uint32_t lastEnd_ = 0;
  // SANY's lastOp (the operator token parsed last; "[" for a function application) and the operator right
  // before the operand being parsed (null: none), for its labelDoesNotChangeParse check in labelExpr().
  std::string_view lastOp_;
  bool lastOpPrefix_ = false;
  const OperatorInfo *opBeforeOperand_ = nullptr;
  size_t depth_ = 0;
  // The height of the operand being built (Transformer::operandHeight_).
  size_t operandHeight_ = 0;
  // Scratch stacks for lists whose length is known only at their end, so
  // that each list is allocated once, at its size.
  std::vector<ast::Expr *> exprScratch_;
  std::vector<ast::Name> nameScratch_;
  std::vector<SourceRange> rangeScratch_;
  std::vector<ast::NameSegment> segmentScratch_;
};

} // namespace tlacore::fast
