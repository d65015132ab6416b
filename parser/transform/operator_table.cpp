#include "operator_table.h"

#include "TLAPlusLexer.h"

namespace tlacore {

using L = tlacore_antlr::TLAPlusLexer;

// Precedence ranges of SANY 1.8.0 (tla2sany ConfigConstants.CanonicalOperators,
// divided by 10). SUBSET, UNION and DOMAIN have SANY's 10..13, not the 8 and 9
// of "Specifying Systems": `DOMAIN a + b` is a conflict, `SUBSET a \cup b` is
// (SUBSET a) \cup b.
const OperatorInfo *prefixOperatorInfo(size_t t) {
  static const OperatorInfo kNot{"~", 4, 4, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kNeg{"-.", 12, 12, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kBox{"[]", 4, 15, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kDiamond{"<>", 4, 15, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kDomain{"DOMAIN", 10, 13, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kEnabled{"ENABLED", 4, 15, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kSubset{"SUBSET", 10, 13, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kUnchanged{"UNCHANGED", 4, 15, Assoc::None, OpFix::Prefix};
  static const OperatorInfo kUnion{"UNION", 10, 13, Assoc::None, OpFix::Prefix};
  switch (t) {
  case L::NOT: return &kNot;
  case L::MINUS: case L::MINUS_DOT: return &kNeg;
  case L::BOX: return &kBox;
  case L::DIAMOND: return &kDiamond;
  case L::DOMAIN: return &kDomain;
  case L::ENABLED: return &kEnabled;
  case L::SUBSET: return &kSubset;
  case L::UNCHANGED: return &kUnchanged;
  case L::UNION: return &kUnion;
  default: return nullptr;
  }
}

const OperatorInfo *postfixOperatorInfo(size_t t) {
  static const OperatorInfo kPrime{"'", 15, 15, Assoc::None, OpFix::Postfix};
  static const OperatorInfo kPlus{"^+", 15, 15, Assoc::None, OpFix::Postfix};
  static const OperatorInfo kStar{"^*", 15, 15, Assoc::None, OpFix::Postfix};
  static const OperatorInfo kHash{"^#", 15, 15, Assoc::None, OpFix::Postfix};
  switch (t) {
  case L::PRIME: return &kPrime;
  case L::PLUS_SUP: return &kPlus;
  case L::STAR_SUP: return &kStar;
  case L::HASH_SUP: return &kHash;
  default: return nullptr;
  }
}

const OperatorInfo *infixOperatorInfo(size_t t) {
#define OP(tok, name, lo, hi, assoc)                                                               \
  case L::tok: {                                                                                   \
    static const OperatorInfo info{name, lo, hi, Assoc::assoc, OpFix::Infix};                      \
    return &info;                                                                                  \
  }
  switch (t) {
    OP(AND, "/\\", 3, 3, Left)
    OP(OR, "\\/", 3, 3, Left)
    OP(IMPLIES, "=>", 1, 1, None)
    OP(EQUIV, "<=>", 2, 2, None)
    OP(EQ, "=", 5, 5, None)
    OP(NEQ, "/=", 5, 5, None)
    OP(LT, "<", 5, 5, None)
    OP(GT, ">", 5, 5, None)
    OP(LEQ, "=<", 5, 5, None)
    OP(GEQ, ">=", 5, 5, None)
    OP(LEADSTO, "~>", 2, 2, None)
    OP(PLUS_ARROW, "-+->", 2, 2, None)
    OP(SET_IN, "\\in", 5, 5, None)
    OP(NOTIN, "\\notin", 5, 5, None)
    OP(SUBSETEQ, "\\subseteq", 5, 5, None)
    OP(SUBSET_OP, "\\subset", 5, 5, None)
    OP(SUPSETEQ, "\\supseteq", 5, 5, None)
    OP(SUPSET, "\\supset", 5, 5, None)
    OP(CAP, "\\cap", 8, 8, Left)
    OP(CUP, "\\cup", 8, 8, Left)
    OP(SETMINUS, "\\", 8, 8, None)
    OP(PLUS, "+", 10, 10, Left)
    OP(MINUS, "-", 11, 11, Left)
    OP(STAR, "*", 13, 13, Left)
    OP(SLASH, "/", 13, 13, None)
    OP(CARET, "^", 14, 14, None)
    OP(DOTDOT, "..", 9, 9, None)
    OP(DOTDOTDOT, "...", 9, 9, None)
    OP(PERCENT, "%", 10, 11, None)
    OP(DIV, "\\div", 13, 13, None)
    OP(CIRC, "\\o", 13, 13, Left)
    OP(COLON_GT, ":>", 7, 7, None)
    OP(AT_AT, "@@", 6, 6, Left)
    OP(LT_COLON, "<:", 7, 7, None)
    OP(PLUS_PLUS, "++", 10, 10, Left)
    OP(MINUS_MINUS, "--", 11, 11, Left)
    OP(STAR_STAR, "**", 13, 13, Left)
    OP(SLASH_SLASH, "//", 13, 13, None)
    OP(CARET_CARET, "^^", 14, 14, None)
    OP(PERCENT_PERCENT, "%%", 10, 11, Left)
    OP(AMP, "&", 13, 13, Left)
    OP(AMP_AMP, "&&", 13, 13, Left)
    OP(DOLLAR, "$", 9, 13, Left)
    OP(DOLLAR_DOLLAR, "$$", 9, 13, Left)
    OP(HASH_HASH, "##", 9, 13, Left)
    OP(BANG_BANG, "!!", 9, 13, None)
    OP(QQ, "??", 9, 13, Left)
    OP(PIPE, "|", 10, 11, Left)
    OP(PIPE_PIPE, "||", 10, 11, Left)
    OP(TURNSTILE, "|-", 5, 5, None)
    OP(MODELS, "|=", 5, 5, None)
    OP(DASH_PIPE, "-|", 5, 5, None)
    OP(EQ_PIPE, "=|", 5, 5, None)
    OP(ASSIGN, ":=", 5, 5, None)
    OP(COLON_COLON_EQ, "::=", 5, 5, None)
    OP(OPLUS, "(+)", 10, 10, Left)
    OP(OMINUS, "(-)", 11, 11, Left)
    OP(ODOT, "(.)", 13, 13, Left)
    OP(OSLASH, "(/)", 13, 13, None)
    OP(OTIMES, "(\\X)", 13, 13, Left)
    OP(PREC, "\\prec", 5, 5, None)
    OP(PRECEQ, "\\preceq", 5, 5, None)
    OP(SUCC, "\\succ", 5, 5, None)
    OP(SUCCEQ, "\\succeq", 5, 5, None)
    OP(SQSUBSET, "\\sqsubset", 5, 5, None)
    OP(SQSUBSETEQ, "\\sqsubseteq", 5, 5, None)
    OP(SQSUPSET, "\\sqsupset", 5, 5, None)
    OP(SQSUPSETEQ, "\\sqsupseteq", 5, 5, None)
    OP(SQCAP, "\\sqcap", 9, 13, Left)
    OP(SQCUP, "\\sqcup", 9, 13, Left)
    OP(LL, "\\ll", 5, 5, None)
    OP(GG, "\\gg", 5, 5, None)
    OP(SIM, "\\sim", 5, 5, None)
    OP(SIMEQ, "\\simeq", 5, 5, None)
    OP(APPROX, "\\approx", 5, 5, None)
    OP(ASYMP, "\\asymp", 5, 5, None)
    OP(CONG, "\\cong", 5, 5, None)
    OP(DOTEQ, "\\doteq", 5, 5, None)
    OP(PROPTO, "\\propto", 5, 5, None)
    OP(UPLUS, "\\uplus", 9, 13, Left)
    OP(WR, "\\wr", 9, 14, None)
    OP(STAR_OP, "\\star", 13, 13, Left)
    OP(BULLET_OP, "\\bullet", 13, 13, Left)
    OP(BIGCIRC, "\\bigcirc", 13, 13, Left)
    OP(CDOT, "\\cdot", 5, 14, Left)
  case L::TIMES: {
    static const OperatorInfo info{"\\X", 10, 13, Assoc::Left, OpFix::Nfix};
    return &info;
  }
  default:
    return nullptr;
  }
#undef OP
}

} // namespace tlacore
