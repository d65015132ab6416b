
// Generated from TLAPlusLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace tlacore_antlr {


class  TLAPlusLexer : public antlr4::Lexer {
public:
  enum {
    JLIST_BEGIN = 1, JLIST_END = 2, BULLET_AND = 3, BULLET_OR = 4, UNTERMINATED_COMMENT = 5, 
    DETACHED_MODULE = 6, BLOCK_COMMENT = 7, LINE_COMMENT = 8, WS = 9, SEPARATOR = 10, 
    MODULE_END = 11, ACTION = 12, ASSUME = 13, ASSUMPTION = 14, AXIOM = 15, 
    BOOLEAN = 16, BY = 17, CASE = 18, CHOOSE = 19, CONSTANT = 20, CONSTANTS = 21, 
    COROLLARY = 22, DEF = 23, DEFINE = 24, DEFS = 25, DOMAIN = 26, ELSE = 27, 
    ENABLED = 28, EXCEPT = 29, EXTENDS = 30, FALSE = 31, HAVE = 32, HIDE = 33, 
    IF = 34, IN = 35, INSTANCE = 36, LAMBDA = 37, LEMMA = 38, LET = 39, 
    LOCAL = 40, MODULE = 41, NEW = 42, OBVIOUS = 43, OMITTED = 44, ONLY = 45, 
    OTHER = 46, PICK = 47, PROOF = 48, PROPOSITION = 49, PROVE = 50, QED = 51, 
    RECURSIVE = 52, STATE = 53, STRING_SET = 54, SUBSET = 55, SUFFICES = 56, 
    TAKE = 57, TEMPORAL = 58, THEN = 59, THEOREM = 60, TRUE = 61, UNCHANGED = 62, 
    UNION = 63, USE = 64, VARIABLE = 65, VARIABLES = 66, WITH = 67, WITNESS = 68, 
    WF = 69, SF = 70, NUMBER = 71, DECIMAL = 72, BIN_NUMBER = 73, OCT_NUMBER = 74, 
    HEX_NUMBER = 75, FORALL = 76, EXISTS = 77, TFORALL = 78, TEXISTS = 79, 
    STEP_LABEL = 80, DEFEQ = 81, LPAREN = 82, RPAREN = 83, LBRACKET = 84, 
    RBRACKET = 85, RBRACKET_SUB = 86, LBRACE = 87, RBRACE = 88, LANGLE = 89, 
    RANGLE = 90, RANGLE_SUB = 91, COMMA = 92, COLON = 93, DCOLON = 94, DOT = 95, 
    BANG = 96, AT = 97, UNDERSCORE = 98, ARROW = 99, MAPSTO = 100, LARROW = 101, 
    BOX = 102, DIAMOND = 103, PRIME = 104, AND = 105, OR = 106, NOT = 107, 
    IMPLIES = 108, EQUIV = 109, EQ = 110, NEQ = 111, LT = 112, GT = 113, 
    LEQ = 114, GEQ = 115, LEADSTO = 116, PLUS_ARROW = 117, SET_IN = 118, 
    NOTIN = 119, SUBSETEQ = 120, SUBSET_OP = 121, SUPSETEQ = 122, SUPSET = 123, 
    CAP = 124, CUP = 125, SETMINUS = 126, TIMES = 127, PLUS = 128, MINUS = 129, 
    MINUS_DOT = 130, STAR = 131, SLASH = 132, CARET = 133, DOTDOT = 134, 
    DOTDOTDOT = 135, PERCENT = 136, DIV = 137, CIRC = 138, COLON_GT = 139, 
    AT_AT = 140, LT_COLON = 141, PLUS_PLUS = 142, MINUS_MINUS = 143, STAR_STAR = 144, 
    SLASH_SLASH = 145, CARET_CARET = 146, PERCENT_PERCENT = 147, AMP = 148, 
    AMP_AMP = 149, DOLLAR = 150, DOLLAR_DOLLAR = 151, HASH_HASH = 152, BANG_BANG = 153, 
    QQ = 154, PIPE = 155, PIPE_PIPE = 156, TURNSTILE = 157, MODELS = 158, 
    DASH_PIPE = 159, EQ_PIPE = 160, ASSIGN = 161, COLON_COLON_EQ = 162, 
    OPLUS = 163, OMINUS = 164, ODOT = 165, OSLASH = 166, OTIMES = 167, PREC = 168, 
    PRECEQ = 169, SUCC = 170, SUCCEQ = 171, SQSUBSET = 172, SQSUBSETEQ = 173, 
    SQSUPSET = 174, SQSUPSETEQ = 175, SQCAP = 176, SQCUP = 177, LL = 178, 
    GG = 179, SIM = 180, SIMEQ = 181, APPROX = 182, ASYMP = 183, CONG = 184, 
    DOTEQ = 185, PROPTO = 186, UPLUS = 187, WR = 188, STAR_OP = 189, BULLET_OP = 190, 
    BIGCIRC = 191, CDOT = 192, PLUS_SUP = 193, STAR_SUP = 194, HASH_SUP = 195, 
    NAT_SET = 196, INT_SET = 197, REAL_SET = 198, IDENT = 199, STRING = 200, 
    UNTERMINATED_STRING = 201, ERROR_CHAR = 202
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
