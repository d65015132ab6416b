
// Generated from TLAPlusLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace tlacore_antlr {


class  TLAPlusLexer : public antlr4::Lexer {
public:
  enum {
    JLIST_BEGIN = 1, JLIST_END = 2, BULLET_AND = 3, BULLET_OR = 4, UNTERMINATED_COMMENT = 5, 
    BLOCK_COMMENT = 6, LINE_COMMENT = 7, WS = 8, SEPARATOR = 9, MODULE_END = 10, 
    ACTION = 11, ASSUME = 12, ASSUMPTION = 13, AXIOM = 14, BOOLEAN = 15, 
    BY = 16, CASE = 17, CHOOSE = 18, CONSTANT = 19, CONSTANTS = 20, COROLLARY = 21, 
    DEF = 22, DEFINE = 23, DEFS = 24, DOMAIN = 25, ELSE = 26, ENABLED = 27, 
    EXCEPT = 28, EXTENDS = 29, FALSE = 30, HAVE = 31, HIDE = 32, IF = 33, 
    IN = 34, INSTANCE = 35, LAMBDA = 36, LEMMA = 37, LET = 38, LOCAL = 39, 
    MODULE = 40, NEW = 41, OBVIOUS = 42, OMITTED = 43, ONLY = 44, OTHER = 45, 
    PICK = 46, PROOF = 47, PROPOSITION = 48, PROVE = 49, QED = 50, RECURSIVE = 51, 
    STATE = 52, STRING_SET = 53, SUBSET = 54, SUFFICES = 55, TAKE = 56, 
    TEMPORAL = 57, THEN = 58, THEOREM = 59, TRUE = 60, UNCHANGED = 61, UNION = 62, 
    USE = 63, VARIABLE = 64, VARIABLES = 65, WITH = 66, WITNESS = 67, WF = 68, 
    SF = 69, NUMBER = 70, DECIMAL = 71, BIN_NUMBER = 72, OCT_NUMBER = 73, 
    HEX_NUMBER = 74, FORALL = 75, EXISTS = 76, TFORALL = 77, TEXISTS = 78, 
    STEP_LABEL = 79, DEFEQ = 80, LPAREN = 81, RPAREN = 82, LBRACKET = 83, 
    RBRACKET = 84, RBRACKET_SUB = 85, LBRACE = 86, RBRACE = 87, LANGLE = 88, 
    RANGLE = 89, RANGLE_SUB = 90, COMMA = 91, COLON = 92, DCOLON = 93, DOT = 94, 
    BANG = 95, AT = 96, UNDERSCORE = 97, ARROW = 98, MAPSTO = 99, LARROW = 100, 
    BOX = 101, DIAMOND = 102, PRIME = 103, AND = 104, OR = 105, NOT = 106, 
    IMPLIES = 107, EQUIV = 108, EQ = 109, NEQ = 110, LT = 111, GT = 112, 
    LEQ = 113, GEQ = 114, LEADSTO = 115, PLUS_ARROW = 116, SET_IN = 117, 
    NOTIN = 118, SUBSETEQ = 119, SUBSET_OP = 120, SUPSETEQ = 121, SUPSET = 122, 
    CAP = 123, CUP = 124, SETMINUS = 125, TIMES = 126, PLUS = 127, MINUS = 128, 
    MINUS_DOT = 129, STAR = 130, SLASH = 131, CARET = 132, DOTDOT = 133, 
    DOTDOTDOT = 134, PERCENT = 135, DIV = 136, CIRC = 137, COLON_GT = 138, 
    AT_AT = 139, LT_COLON = 140, PLUS_PLUS = 141, MINUS_MINUS = 142, STAR_STAR = 143, 
    SLASH_SLASH = 144, CARET_CARET = 145, PERCENT_PERCENT = 146, AMP = 147, 
    AMP_AMP = 148, DOLLAR = 149, DOLLAR_DOLLAR = 150, HASH_HASH = 151, BANG_BANG = 152, 
    QQ = 153, PIPE = 154, PIPE_PIPE = 155, TURNSTILE = 156, MODELS = 157, 
    DASH_PIPE = 158, EQ_PIPE = 159, ASSIGN = 160, COLON_COLON_EQ = 161, 
    OPLUS = 162, OMINUS = 163, ODOT = 164, OSLASH = 165, OTIMES = 166, PREC = 167, 
    PRECEQ = 168, SUCC = 169, SUCCEQ = 170, SQSUBSET = 171, SQSUBSETEQ = 172, 
    SQSUPSET = 173, SQSUPSETEQ = 174, SQCAP = 175, SQCUP = 176, LL = 177, 
    GG = 178, SIM = 179, SIMEQ = 180, APPROX = 181, ASYMP = 182, CONG = 183, 
    DOTEQ = 184, PROPTO = 185, UPLUS = 186, WR = 187, STAR_OP = 188, BULLET_OP = 189, 
    BIGCIRC = 190, CDOT = 191, PLUS_SUP = 192, STAR_SUP = 193, HASH_SUP = 194, 
    NAT_SET = 195, INT_SET = 196, REAL_SET = 197, IDENT = 198, STRING = 199, 
    UNTERMINATED_STRING = 200, ERROR_CHAR = 201
  };

  TLAPlusLexer(antlr4::CharStream *input);
  ~TLAPlusLexer();

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;
  static std::vector<std::string> _channelNames;
  static std::vector<std::string> _modeNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  // Individual action functions triggered by action() above.

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace tlacore_antlr
