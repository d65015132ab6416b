
// Generated from TLAPlusParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace tlacore_antlr {


class  TLAPlusParser : public antlr4::Parser {
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

  enum {
    RuleModuleFile = 0, RuleModule = 1, RuleExtendsList = 2, RuleUnit = 3, 
    RuleVariableDecl = 4, RuleConstantDecl = 5, RuleRecursiveDecl = 6, RuleOpDecl = 7, 
    RuleOperatorDefinition = 8, RuleOpParam = 9, RuleDefName = 10, RuleBoundName = 11, 
    RuleBuiltinName = 12, RuleFunctionDefinition = 13, RuleModuleDefinition = 14, 
    RuleInstance = 15, RuleSubstitution = 16, RuleSubstTarget = 17, RuleAssumption = 18, 
    RuleTheorem = 19, RuleAssumeProve = 20, RuleAssumeItem = 21, RuleNewDecl = 22, 
    RuleProof = 23, RuleProofItem = 24, RuleStepBody = 25, RuleUseOrHide = 26, 
    RuleUseBody = 27, RuleUseItem = 28, RuleDefItem = 29, RuleExpr = 30, 
    RuleTerm = 31, RuleSuffix = 32, RulePlainFieldName = 33, RuleFieldName = 34, 
    RuleExceptField = 35, RuleKeywordAsName = 36, RulePrimary = 37, RuleNameExpr = 38, 
    RuleNameSegment = 39, RuleArguments = 40, RuleArgument = 41, RuleSubscript = 42, 
    RuleFairnessSubscript = 43, RuleFairnessSegment = 44, RuleIdentOrTuple = 45, 
    RuleQuantBound = 46, RuleCaseArm = 47, RuleLetUnit = 48, RuleExceptSpec = 49, 
    RuleExceptPath = 50, RulePrefixOp = 51, RulePostfixOp = 52, RuleInfixOp = 53
  };

  TLAPlusParser(antlr4::TokenStream *input);
  ~TLAPlusParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class ModuleFileContext;
  class ModuleContext;
  class ExtendsListContext;
  class UnitContext;
  class VariableDeclContext;
  class ConstantDeclContext;
  class RecursiveDeclContext;
  class OpDeclContext;
  class OperatorDefinitionContext;
  class OpParamContext;
  class DefNameContext;
  class BoundNameContext;
  class BuiltinNameContext;
  class FunctionDefinitionContext;
  class ModuleDefinitionContext;
  class InstanceContext;
  class SubstitutionContext;
  class SubstTargetContext;
  class AssumptionContext;
  class TheoremContext;
  class AssumeProveContext;
  class AssumeItemContext;
  class NewDeclContext;
  class ProofContext;
  class ProofItemContext;
  class StepBodyContext;
  class UseOrHideContext;
  class UseBodyContext;
  class UseItemContext;
  class DefItemContext;
  class ExprContext;
  class TermContext;
  class SuffixContext;
  class PlainFieldNameContext;
  class FieldNameContext;
  class ExceptFieldContext;
  class KeywordAsNameContext;
  class PrimaryContext;
  class NameExprContext;
  class NameSegmentContext;
  class ArgumentsContext;
  class ArgumentContext;
  class SubscriptContext;
  class FairnessSubscriptContext;
  class FairnessSegmentContext;
  class IdentOrTupleContext;
  class QuantBoundContext;
  class CaseArmContext;
  class LetUnitContext;
  class ExceptSpecContext;
  class ExceptPathContext;
  class PrefixOpContext;
  class PostfixOpContext;
  class InfixOpContext; 

  class  ModuleFileContext : public antlr4::ParserRuleContext {
  public:
    ModuleFileContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ModuleContext *module();
    antlr4::tree::TerminalNode *EOF();

   
  };

  ModuleFileContext* moduleFile();

  class  ModuleContext : public antlr4::ParserRuleContext {
  public:
    antlr4::Token *name = nullptr;;
    ModuleContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> SEPARATOR();
    antlr4::tree::TerminalNode* SEPARATOR(size_t i);
    antlr4::tree::TerminalNode *MODULE();
    antlr4::tree::TerminalNode *MODULE_END();
    antlr4::tree::TerminalNode *IDENT();
    ExtendsListContext *extendsList();
    std::vector<UnitContext *> unit();
    UnitContext* unit(size_t i);

   
  };

  ModuleContext* module();

  class  ExtendsListContext : public antlr4::ParserRuleContext {
  public:
    ExtendsListContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EXTENDS();
    std::vector<antlr4::tree::TerminalNode *> IDENT();
    antlr4::tree::TerminalNode* IDENT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ExtendsListContext* extendsList();

  class  UnitContext : public antlr4::ParserRuleContext {
  public:
    UnitContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    VariableDeclContext *variableDecl();
    ConstantDeclContext *constantDecl();
    RecursiveDeclContext *recursiveDecl();
    UseOrHideContext *useOrHide();
    ModuleDefinitionContext *moduleDefinition();
    antlr4::tree::TerminalNode *LOCAL();
    InstanceContext *instance();
    FunctionDefinitionContext *functionDefinition();
    OperatorDefinitionContext *operatorDefinition();
    AssumptionContext *assumption();
    TheoremContext *theorem();
    ModuleContext *module();
    antlr4::tree::TerminalNode *SEPARATOR();

   
  };

  UnitContext* unit();

  class  VariableDeclContext : public antlr4::ParserRuleContext {
  public:
    VariableDeclContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> IDENT();
    antlr4::tree::TerminalNode* IDENT(size_t i);
    antlr4::tree::TerminalNode *VARIABLE();
    antlr4::tree::TerminalNode *VARIABLES();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  VariableDeclContext* variableDecl();

  class  ConstantDeclContext : public antlr4::ParserRuleContext {
  public:
    ConstantDeclContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<OpDeclContext *> opDecl();
    OpDeclContext* opDecl(size_t i);
    antlr4::tree::TerminalNode *CONSTANT();
    antlr4::tree::TerminalNode *CONSTANTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ConstantDeclContext* constantDecl();

  class  RecursiveDeclContext : public antlr4::ParserRuleContext {
  public:
    RecursiveDeclContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *RECURSIVE();
    std::vector<OpDeclContext *> opDecl();
    OpDeclContext* opDecl(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  RecursiveDeclContext* recursiveDecl();

  class  OpDeclContext : public antlr4::ParserRuleContext {
  public:
    OpDeclContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    OpDeclContext() = default;
    void copyFrom(OpDeclContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  OpDeclIdentContext : public OpDeclContext {
  public:
    OpDeclIdentContext(OpDeclContext *ctx);

    BoundNameContext *boundName();
  };

  class  OpDeclPostfixContext : public OpDeclContext {
  public:
    OpDeclPostfixContext(OpDeclContext *ctx);

    antlr4::tree::TerminalNode *UNDERSCORE();
    PostfixOpContext *postfixOp();
  };

  class  OpDeclNonfixContext : public OpDeclContext {
  public:
    OpDeclNonfixContext(OpDeclContext *ctx);

    BoundNameContext *boundName();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<antlr4::tree::TerminalNode *> UNDERSCORE();
    antlr4::tree::TerminalNode* UNDERSCORE(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  OpDeclPrefixContext : public OpDeclContext {
  public:
    OpDeclPrefixContext(OpDeclContext *ctx);

    PrefixOpContext *prefixOp();
    antlr4::tree::TerminalNode *UNDERSCORE();
  };

  class  OpDeclInfixContext : public OpDeclContext {
  public:
    OpDeclInfixContext(OpDeclContext *ctx);

    std::vector<antlr4::tree::TerminalNode *> UNDERSCORE();
    antlr4::tree::TerminalNode* UNDERSCORE(size_t i);
    InfixOpContext *infixOp();
  };

  OpDeclContext* opDecl();

  class  OperatorDefinitionContext : public antlr4::ParserRuleContext {
  public:
    OperatorDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    OperatorDefinitionContext() = default;
    void copyFrom(OperatorDefinitionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  PrefixDefinitionContext : public OperatorDefinitionContext {
  public:
    PrefixDefinitionContext(OperatorDefinitionContext *ctx);

    TLAPlusParser::ExprContext *body = nullptr;
    PrefixOpContext *prefixOp();
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *DEFEQ();
    ExprContext *expr();
  };

  class  NonfixDefinitionContext : public OperatorDefinitionContext {
  public:
    NonfixDefinitionContext(OperatorDefinitionContext *ctx);

    TLAPlusParser::ExprContext *body = nullptr;
    DefNameContext *defName();
    antlr4::tree::TerminalNode *DEFEQ();
    ExprContext *expr();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<OpParamContext *> opParam();
    OpParamContext* opParam(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  InfixDefinitionContext : public OperatorDefinitionContext {
  public:
    InfixDefinitionContext(OperatorDefinitionContext *ctx);

    antlr4::Token *lhs = nullptr;
    antlr4::Token *rhs = nullptr;
    TLAPlusParser::ExprContext *body = nullptr;
    InfixOpContext *infixOp();
    antlr4::tree::TerminalNode *DEFEQ();
    std::vector<antlr4::tree::TerminalNode *> IDENT();
    antlr4::tree::TerminalNode* IDENT(size_t i);
    ExprContext *expr();
  };

  class  PostfixDefinitionContext : public OperatorDefinitionContext {
  public:
    PostfixDefinitionContext(OperatorDefinitionContext *ctx);

    TLAPlusParser::ExprContext *body = nullptr;
    antlr4::tree::TerminalNode *IDENT();
    PostfixOpContext *postfixOp();
    antlr4::tree::TerminalNode *DEFEQ();
    ExprContext *expr();
  };

  OperatorDefinitionContext* operatorDefinition();

  class  OpParamContext : public antlr4::ParserRuleContext {
  public:
    OpParamContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    OpDeclContext *opDecl();

   
  };

  OpParamContext* opParam();

  class  DefNameContext : public antlr4::ParserRuleContext {
  public:
    DefNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    BoundNameContext *boundName();

   
  };

  DefNameContext* defName();

  class  BoundNameContext : public antlr4::ParserRuleContext {
  public:
    BoundNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    BuiltinNameContext *builtinName();
    antlr4::tree::TerminalNode *AT();

   
  };

  BoundNameContext* boundName();

  class  BuiltinNameContext : public antlr4::ParserRuleContext {
  public:
    BuiltinNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *FALSE();
    antlr4::tree::TerminalNode *BOOLEAN();
    antlr4::tree::TerminalNode *STRING_SET();

   
  };

  BuiltinNameContext* builtinName();

  class  FunctionDefinitionContext : public antlr4::ParserRuleContext {
  public:
    TLAPlusParser::ExprContext *body = nullptr;;
    FunctionDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<QuantBoundContext *> quantBound();
    QuantBoundContext* quantBound(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    antlr4::tree::TerminalNode *DEFEQ();
    ExprContext *expr();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  FunctionDefinitionContext* functionDefinition();

  class  ModuleDefinitionContext : public antlr4::ParserRuleContext {
  public:
    ModuleDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *DEFEQ();
    InstanceContext *instance();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<OpParamContext *> opParam();
    OpParamContext* opParam(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ModuleDefinitionContext* moduleDefinition();

  class  InstanceContext : public antlr4::ParserRuleContext {
  public:
    InstanceContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INSTANCE();
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *WITH();
    std::vector<SubstitutionContext *> substitution();
    SubstitutionContext* substitution(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  InstanceContext* instance();

  class  SubstitutionContext : public antlr4::ParserRuleContext {
  public:
    SubstitutionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    SubstTargetContext *substTarget();
    antlr4::tree::TerminalNode *LARROW();
    ArgumentContext *argument();

   
  };

  SubstitutionContext* substitution();

  class  SubstTargetContext : public antlr4::ParserRuleContext {
  public:
    SubstTargetContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    PrefixOpContext *prefixOp();
    InfixOpContext *infixOp();
    PostfixOpContext *postfixOp();

   
  };

  SubstTargetContext* substTarget();

  class  AssumptionContext : public antlr4::ParserRuleContext {
  public:
    AssumptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExprContext *expr();
    antlr4::tree::TerminalNode *ASSUME();
    antlr4::tree::TerminalNode *ASSUMPTION();
    antlr4::tree::TerminalNode *AXIOM();
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *DEFEQ();

   
  };

  AssumptionContext* assumption();

  class  TheoremContext : public antlr4::ParserRuleContext {
  public:
    TheoremContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *THEOREM();
    antlr4::tree::TerminalNode *PROPOSITION();
    antlr4::tree::TerminalNode *LEMMA();
    antlr4::tree::TerminalNode *COROLLARY();
    AssumeProveContext *assumeProve();
    ExprContext *expr();
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *DEFEQ();
    ProofContext *proof();

   
  };

  TheoremContext* theorem();

  class  AssumeProveContext : public antlr4::ParserRuleContext {
  public:
    AssumeProveContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ASSUME();
    std::vector<AssumeItemContext *> assumeItem();
    AssumeItemContext* assumeItem(size_t i);
    antlr4::tree::TerminalNode *PROVE();
    ExprContext *expr();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  AssumeProveContext* assumeProve();

  class  AssumeItemContext : public antlr4::ParserRuleContext {
  public:
    AssumeItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *DCOLON();
    AssumeProveContext *assumeProve();
    NewDeclContext *newDecl();
    ExprContext *expr();

   
  };

  AssumeItemContext* assumeItem();

  class  NewDeclContext : public antlr4::ParserRuleContext {
  public:
    NewDeclContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NEW();
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *SET_IN();
    ExprContext *expr();
    OpDeclContext *opDecl();
    antlr4::tree::TerminalNode *CONSTANT();
    antlr4::tree::TerminalNode *VARIABLE();
    antlr4::tree::TerminalNode *STATE();
    antlr4::tree::TerminalNode *ACTION();
    antlr4::tree::TerminalNode *TEMPORAL();

   
  };

  NewDeclContext* newDecl();

  class  ProofContext : public antlr4::ParserRuleContext {
  public:
    ProofContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ProofItemContext *> proofItem();
    ProofItemContext* proofItem(size_t i);

   
  };

  ProofContext* proof();

  class  ProofItemContext : public antlr4::ParserRuleContext {
  public:
    ProofItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PROOF();
    antlr4::tree::TerminalNode *BY();
    UseBodyContext *useBody();
    antlr4::tree::TerminalNode *ONLY();
    antlr4::tree::TerminalNode *OBVIOUS();
    antlr4::tree::TerminalNode *OMITTED();
    antlr4::tree::TerminalNode *STEP_LABEL();
    antlr4::tree::TerminalNode *QED();
    StepBodyContext *stepBody();

   
  };

  ProofItemContext* proofItem();

  class  StepBodyContext : public antlr4::ParserRuleContext {
  public:
    StepBodyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    UseOrHideContext *useOrHide();
    antlr4::tree::TerminalNode *DEFINE();
    std::vector<ModuleDefinitionContext *> moduleDefinition();
    ModuleDefinitionContext* moduleDefinition(size_t i);
    std::vector<FunctionDefinitionContext *> functionDefinition();
    FunctionDefinitionContext* functionDefinition(size_t i);
    std::vector<OperatorDefinitionContext *> operatorDefinition();
    OperatorDefinitionContext* operatorDefinition(size_t i);
    InstanceContext *instance();
    antlr4::tree::TerminalNode *HAVE();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *TAKE();
    std::vector<QuantBoundContext *> quantBound();
    QuantBoundContext* quantBound(size_t i);
    std::vector<antlr4::tree::TerminalNode *> IDENT();
    antlr4::tree::TerminalNode* IDENT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *WITNESS();
    antlr4::tree::TerminalNode *PICK();
    antlr4::tree::TerminalNode *COLON();
    antlr4::tree::TerminalNode *CASE();
    AssumeProveContext *assumeProve();
    antlr4::tree::TerminalNode *SUFFICES();

   
  };

  StepBodyContext* stepBody();

  class  UseOrHideContext : public antlr4::ParserRuleContext {
  public:
    UseOrHideContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    UseBodyContext *useBody();
    antlr4::tree::TerminalNode *USE();
    antlr4::tree::TerminalNode *HIDE();
    antlr4::tree::TerminalNode *ONLY();

   
  };

  UseOrHideContext* useOrHide();

  class  UseBodyContext : public antlr4::ParserRuleContext {
  public:
    UseBodyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<UseItemContext *> useItem();
    UseItemContext* useItem(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    std::vector<DefItemContext *> defItem();
    DefItemContext* defItem(size_t i);
    antlr4::tree::TerminalNode *DEF();
    antlr4::tree::TerminalNode *DEFS();

   
  };

  UseBodyContext* useBody();

  class  UseItemContext : public antlr4::ParserRuleContext {
  public:
    UseItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *MODULE();
    antlr4::tree::TerminalNode *IDENT();
    ExprContext *expr();

   
  };

  UseItemContext* useItem();

  class  DefItemContext : public antlr4::ParserRuleContext {
  public:
    DefItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *MODULE();
    antlr4::tree::TerminalNode *IDENT();
    NameExprContext *nameExpr();
    PrefixOpContext *prefixOp();
    InfixOpContext *infixOp();
    PostfixOpContext *postfixOp();

   
  };

  DefItemContext* defItem();

  class  ExprContext : public antlr4::ParserRuleContext {
  public:
    ExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<TermContext *> term();
    TermContext* term(size_t i);
    std::vector<InfixOpContext *> infixOp();
    InfixOpContext* infixOp(size_t i);

   
  };

  ExprContext* expr();

  class  TermContext : public antlr4::ParserRuleContext {
  public:
    TermContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    PrimaryContext *primary();
    std::vector<PrefixOpContext *> prefixOp();
    PrefixOpContext* prefixOp(size_t i);
    std::vector<SuffixContext *> suffix();
    SuffixContext* suffix(size_t i);

   
  };

  TermContext* term();

  class  SuffixContext : public antlr4::ParserRuleContext {
  public:
    SuffixContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    SuffixContext() = default;
    void copyFrom(SuffixContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  FieldSuffixContext : public SuffixContext {
  public:
    FieldSuffixContext(SuffixContext *ctx);

    antlr4::tree::TerminalNode *DOT();
    FieldNameContext *fieldName();
  };

  class  FcnAppSuffixContext : public SuffixContext {
  public:
    FcnAppSuffixContext(SuffixContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  PostfixSuffixContext : public SuffixContext {
  public:
    PostfixSuffixContext(SuffixContext *ctx);

    PostfixOpContext *postfixOp();
  };

  SuffixContext* suffix();

  class  PlainFieldNameContext : public antlr4::ParserRuleContext {
  public:
    PlainFieldNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    BuiltinNameContext *builtinName();
    antlr4::tree::TerminalNode *AT();

   
  };

  PlainFieldNameContext* plainFieldName();

  class  FieldNameContext : public antlr4::ParserRuleContext {
  public:
    FieldNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    PlainFieldNameContext *plainFieldName();
    KeywordAsNameContext *keywordAsName();

   
  };

  FieldNameContext* fieldName();

  class  ExceptFieldContext : public antlr4::ParserRuleContext {
  public:
    ExceptFieldContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    KeywordAsNameContext *keywordAsName();
    BuiltinNameContext *builtinName();

   
  };

  ExceptFieldContext* exceptField();

  class  KeywordAsNameContext : public antlr4::ParserRuleContext {
  public:
    KeywordAsNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ACTION();
    antlr4::tree::TerminalNode *ASSUME();
    antlr4::tree::TerminalNode *ASSUMPTION();
    antlr4::tree::TerminalNode *AXIOM();
    antlr4::tree::TerminalNode *CASE();
    antlr4::tree::TerminalNode *CHOOSE();
    antlr4::tree::TerminalNode *CONSTANT();
    antlr4::tree::TerminalNode *CONSTANTS();
    antlr4::tree::TerminalNode *ELSE();
    antlr4::tree::TerminalNode *EXCEPT();
    antlr4::tree::TerminalNode *EXTENDS();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *INSTANCE();
    antlr4::tree::TerminalNode *LET();
    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *LOCAL();
    antlr4::tree::TerminalNode *MODULE();
    antlr4::tree::TerminalNode *NEW();
    antlr4::tree::TerminalNode *OTHER();
    antlr4::tree::TerminalNode *PROPOSITION();
    antlr4::tree::TerminalNode *LEMMA();
    antlr4::tree::TerminalNode *COROLLARY();
    antlr4::tree::TerminalNode *SF();
    antlr4::tree::TerminalNode *STATE();
    antlr4::tree::TerminalNode *THEN();
    antlr4::tree::TerminalNode *BY();
    antlr4::tree::TerminalNode *ONLY();
    antlr4::tree::TerminalNode *DEFINE();
    antlr4::tree::TerminalNode *DEF();
    antlr4::tree::TerminalNode *DEFS();
    antlr4::tree::TerminalNode *THEOREM();
    antlr4::tree::TerminalNode *USE();
    antlr4::tree::TerminalNode *HIDE();
    antlr4::tree::TerminalNode *HAVE();
    antlr4::tree::TerminalNode *OBVIOUS();
    antlr4::tree::TerminalNode *OMITTED();
    antlr4::tree::TerminalNode *LAMBDA();
    antlr4::tree::TerminalNode *TAKE();
    antlr4::tree::TerminalNode *PROOF();
    antlr4::tree::TerminalNode *PROVE();
    antlr4::tree::TerminalNode *QED();
    antlr4::tree::TerminalNode *RECURSIVE();
    antlr4::tree::TerminalNode *TEMPORAL();
    antlr4::tree::TerminalNode *PICK();
    antlr4::tree::TerminalNode *WITNESS();
    antlr4::tree::TerminalNode *SUFFICES();
    antlr4::tree::TerminalNode *VARIABLE();
    antlr4::tree::TerminalNode *VARIABLES();
    antlr4::tree::TerminalNode *WF();
    antlr4::tree::TerminalNode *WITH();
    antlr4::tree::TerminalNode *UNDERSCORE();
    antlr4::tree::TerminalNode *ENABLED();
    antlr4::tree::TerminalNode *UNCHANGED();
    antlr4::tree::TerminalNode *SUBSET();
    antlr4::tree::TerminalNode *UNION();
    antlr4::tree::TerminalNode *DOMAIN();

   
  };

  KeywordAsNameContext* keywordAsName();

  class  PrimaryContext : public antlr4::ParserRuleContext {
  public:
    PrimaryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    PrimaryContext() = default;
    void copyFrom(PrimaryContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  AtExprContext : public PrimaryContext {
  public:
    AtExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *AT();
  };

  class  BoundedQuantExprContext : public PrimaryContext {
  public:
    BoundedQuantExprContext(PrimaryContext *ctx);

    std::vector<QuantBoundContext *> quantBound();
    QuantBoundContext* quantBound(size_t i);
    antlr4::tree::TerminalNode *COLON();
    ExprContext *expr();
    antlr4::tree::TerminalNode *FORALL();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  FairnessExprContext : public PrimaryContext {
  public:
    FairnessExprContext(PrimaryContext *ctx);

    FairnessSubscriptContext *fairnessSubscript();
    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *WF();
    antlr4::tree::TerminalNode *SF();
  };

  class  SetFilterExprContext : public PrimaryContext {
  public:
    SetFilterExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACE();
    IdentOrTupleContext *identOrTuple();
    antlr4::tree::TerminalNode *SET_IN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *COLON();
    antlr4::tree::TerminalNode *RBRACE();
  };

  class  SetEnumExprContext : public PrimaryContext {
  public:
    SetEnumExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACE();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  NumberExprContext : public PrimaryContext {
  public:
    NumberExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *NUMBER();
  };

  class  LabelExprContext : public PrimaryContext {
  public:
    LabelExprContext(PrimaryContext *ctx);

    antlr4::Token *label = nullptr;
    antlr4::tree::TerminalNode *DCOLON();
    ExprContext *expr();
    std::vector<antlr4::tree::TerminalNode *> IDENT();
    antlr4::tree::TerminalNode* IDENT(size_t i);
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  NonfixOpExprContext : public PrimaryContext {
  public:
    NonfixOpExprContext(PrimaryContext *ctx);

    InfixOpContext *infixOp();
    ArgumentsContext *arguments();
  };

  class  ParenExprContext : public PrimaryContext {
  public:
    ParenExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  LetExprContext : public PrimaryContext {
  public:
    LetExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LET();
    antlr4::tree::TerminalNode *IN();
    ExprContext *expr();
    std::vector<LetUnitContext *> letUnit();
    LetUnitContext* letUnit(size_t i);
  };

  class  RecordSetExprContext : public PrimaryContext {
  public:
    RecordSetExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<PlainFieldNameContext *> plainFieldName();
    PlainFieldNameContext* plainFieldName(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COLON();
    antlr4::tree::TerminalNode* COLON(size_t i);
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  StringExprContext : public PrimaryContext {
  public:
    StringExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *STRING();
  };

  class  OpSymbolExprContext : public PrimaryContext {
  public:
    OpSymbolExprContext(PrimaryContext *ctx);

    PostfixOpContext *postfixOp();
    InfixOpContext *infixOp();
  };

  class  OpPathExprContext : public PrimaryContext {
  public:
    OpPathExprContext(PrimaryContext *ctx);

    InfixOpContext *infixOp();
    std::vector<antlr4::tree::TerminalNode *> BANG();
    antlr4::tree::TerminalNode* BANG(size_t i);
    std::vector<NameSegmentContext *> nameSegment();
    NameSegmentContext* nameSegment(size_t i);
  };

  class  LambdaExprContext : public PrimaryContext {
  public:
    LambdaExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LAMBDA();
    std::vector<BoundNameContext *> boundName();
    BoundNameContext* boundName(size_t i);
    antlr4::tree::TerminalNode *COLON();
    ExprContext *expr();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  TemporalQuantExprContext : public PrimaryContext {
  public:
    TemporalQuantExprContext(PrimaryContext *ctx);

    std::vector<BoundNameContext *> boundName();
    BoundNameContext* boundName(size_t i);
    antlr4::tree::TerminalNode *COLON();
    ExprContext *expr();
    antlr4::tree::TerminalNode *TFORALL();
    antlr4::tree::TerminalNode *TEXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  IfExprContext : public PrimaryContext {
  public:
    IfExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *IF();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *THEN();
    antlr4::tree::TerminalNode *ELSE();
  };

  class  FcnCtorExprContext : public PrimaryContext {
  public:
    FcnCtorExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<QuantBoundContext *> quantBound();
    QuantBoundContext* quantBound(size_t i);
    antlr4::tree::TerminalNode *MAPSTO();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  FcnSetExprContext : public PrimaryContext {
  public:
    FcnSetExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *ARROW();
    antlr4::tree::TerminalNode *RBRACKET();
  };

  class  EmptySetExprContext : public PrimaryContext {
  public:
    EmptySetExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
  };

  class  DisjListExprContext : public PrimaryContext {
  public:
    DisjListExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *JLIST_BEGIN();
    antlr4::tree::TerminalNode *JLIST_END();
    std::vector<antlr4::tree::TerminalNode *> BULLET_OR();
    antlr4::tree::TerminalNode* BULLET_OR(size_t i);
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
  };

  class  RecordExprContext : public PrimaryContext {
  public:
    RecordExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    FieldNameContext *fieldName();
    std::vector<antlr4::tree::TerminalNode *> MAPSTO();
    antlr4::tree::TerminalNode* MAPSTO(size_t i);
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    std::vector<PlainFieldNameContext *> plainFieldName();
    PlainFieldNameContext* plainFieldName(size_t i);
  };

  class  StepRefExprContext : public PrimaryContext {
  public:
    StepRefExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *STEP_LABEL();
    std::vector<antlr4::tree::TerminalNode *> BANG();
    antlr4::tree::TerminalNode* BANG(size_t i);
    std::vector<NameSegmentContext *> nameSegment();
    NameSegmentContext* nameSegment(size_t i);
  };

  class  DecimalExprContext : public PrimaryContext {
  public:
    DecimalExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *DECIMAL();
  };

  class  PostfixApplyExprContext : public PrimaryContext {
  public:
    PostfixApplyExprContext(PrimaryContext *ctx);

    ArgumentsContext *arguments();
    antlr4::tree::TerminalNode *PLUS_SUP();
    antlr4::tree::TerminalNode *STAR_SUP();
    antlr4::tree::TerminalNode *HASH_SUP();
  };

  class  BuiltinSetExprContext : public PrimaryContext {
  public:
    BuiltinSetExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *BOOLEAN();
    antlr4::tree::TerminalNode *STRING_SET();
  };

  class  RadixNumberExprContext : public PrimaryContext {
  public:
    RadixNumberExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *BIN_NUMBER();
    antlr4::tree::TerminalNode *OCT_NUMBER();
    antlr4::tree::TerminalNode *HEX_NUMBER();
  };

  class  ConjListExprContext : public PrimaryContext {
  public:
    ConjListExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *JLIST_BEGIN();
    antlr4::tree::TerminalNode *JLIST_END();
    std::vector<antlr4::tree::TerminalNode *> BULLET_AND();
    antlr4::tree::TerminalNode* BULLET_AND(size_t i);
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
  };

  class  NameRefExprContext : public PrimaryContext {
  public:
    NameRefExprContext(PrimaryContext *ctx);

    NameExprContext *nameExpr();
  };

  class  UnboundedQuantExprContext : public PrimaryContext {
  public:
    UnboundedQuantExprContext(PrimaryContext *ctx);

    std::vector<BoundNameContext *> boundName();
    BoundNameContext* boundName(size_t i);
    antlr4::tree::TerminalNode *COLON();
    ExprContext *expr();
    antlr4::tree::TerminalNode *FORALL();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  ExceptExprContext : public PrimaryContext {
  public:
    ExceptExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    ExprContext *expr();
    antlr4::tree::TerminalNode *EXCEPT();
    std::vector<ExceptSpecContext *> exceptSpec();
    ExceptSpecContext* exceptSpec(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  SetMapExprContext : public PrimaryContext {
  public:
    SetMapExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACE();
    ExprContext *expr();
    antlr4::tree::TerminalNode *COLON();
    std::vector<QuantBoundContext *> quantBound();
    QuantBoundContext* quantBound(size_t i);
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  BoxActionExprContext : public PrimaryContext {
  public:
    BoxActionExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RBRACKET_SUB();
    SubscriptContext *subscript();
  };

  class  ChooseExprContext : public PrimaryContext {
  public:
    ChooseExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *CHOOSE();
    IdentOrTupleContext *identOrTuple();
    antlr4::tree::TerminalNode *COLON();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *SET_IN();
  };

  class  CaseExprContext : public PrimaryContext {
  public:
    CaseExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *CASE();
    std::vector<CaseArmContext *> caseArm();
    CaseArmContext* caseArm(size_t i);
    std::vector<antlr4::tree::TerminalNode *> BOX();
    antlr4::tree::TerminalNode* BOX(size_t i);
    antlr4::tree::TerminalNode *OTHER();
    antlr4::tree::TerminalNode *ARROW();
    ExprContext *expr();
  };

  class  BoolExprContext : public PrimaryContext {
  public:
    BoolExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *FALSE();
  };

  class  TupleExprContext : public PrimaryContext {
  public:
    TupleExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  AngleActionExprContext : public PrimaryContext {
  public:
    AngleActionExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE_SUB();
    SubscriptContext *subscript();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  PrimaryContext* primary();

  class  NameExprContext : public antlr4::ParserRuleContext {
  public:
    NameExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    ArgumentsContext *arguments();
    std::vector<antlr4::tree::TerminalNode *> BANG();
    antlr4::tree::TerminalNode* BANG(size_t i);
    std::vector<NameSegmentContext *> nameSegment();
    NameSegmentContext* nameSegment(size_t i);

   
  };

  NameExprContext* nameExpr();

  class  NameSegmentContext : public antlr4::ParserRuleContext {
  public:
    NameSegmentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *NUMBER();
    PrefixOpContext *prefixOp();
    PostfixOpContext *postfixOp();
    BuiltinNameContext *builtinName();
    ArgumentsContext *arguments();
    InfixOpContext *infixOp();
    antlr4::tree::TerminalNode *COLON();
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    antlr4::tree::TerminalNode *AT();

   
  };

  NameSegmentContext* nameSegment();

  class  ArgumentsContext : public antlr4::ParserRuleContext {
  public:
    ArgumentsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<ArgumentContext *> argument();
    ArgumentContext* argument(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ArgumentsContext* arguments();

  class  ArgumentContext : public antlr4::ParserRuleContext {
  public:
    ArgumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExprContext *expr();
    PrefixOpContext *prefixOp();
    InfixOpContext *infixOp();
    PostfixOpContext *postfixOp();

   
  };

  ArgumentContext* argument();

  class  SubscriptContext : public antlr4::ParserRuleContext {
  public:
    SubscriptContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    BoundNameContext *boundName();
    ArgumentsContext *arguments();
    std::vector<antlr4::tree::TerminalNode *> BANG();
    antlr4::tree::TerminalNode* BANG(size_t i);
    std::vector<NameSegmentContext *> nameSegment();
    NameSegmentContext* nameSegment(size_t i);
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    PrimaryContext *primary();

   
  };

  SubscriptContext* subscript();

  class  FairnessSubscriptContext : public antlr4::ParserRuleContext {
  public:
    FairnessSubscriptContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    BoundNameContext *boundName();
    ArgumentsContext *arguments();
    std::vector<antlr4::tree::TerminalNode *> BANG();
    antlr4::tree::TerminalNode* BANG(size_t i);
    std::vector<FairnessSegmentContext *> fairnessSegment();
    FairnessSegmentContext* fairnessSegment(size_t i);
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    PrimaryContext *primary();

   
  };

  FairnessSubscriptContext* fairnessSubscript();

  class  FairnessSegmentContext : public antlr4::ParserRuleContext {
  public:
    FairnessSegmentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENT();
    antlr4::tree::TerminalNode *NUMBER();
    PrefixOpContext *prefixOp();
    PostfixOpContext *postfixOp();
    BuiltinNameContext *builtinName();
    ArgumentsContext *arguments();
    InfixOpContext *infixOp();
    antlr4::tree::TerminalNode *COLON();
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    antlr4::tree::TerminalNode *AT();

   
  };

  FairnessSegmentContext* fairnessSegment();

  class  IdentOrTupleContext : public antlr4::ParserRuleContext {
  public:
    IdentOrTupleContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<BoundNameContext *> boundName();
    BoundNameContext* boundName(size_t i);
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  IdentOrTupleContext* identOrTuple();

  class  QuantBoundContext : public antlr4::ParserRuleContext {
  public:
    QuantBoundContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LANGLE();
    antlr4::tree::TerminalNode *RANGLE();
    antlr4::tree::TerminalNode *SET_IN();
    ExprContext *expr();
    std::vector<BoundNameContext *> boundName();
    BoundNameContext* boundName(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  QuantBoundContext* quantBound();

  class  CaseArmContext : public antlr4::ParserRuleContext {
  public:
    CaseArmContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *ARROW();

   
  };

  CaseArmContext* caseArm();

  class  LetUnitContext : public antlr4::ParserRuleContext {
  public:
    LetUnitContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    RecursiveDeclContext *recursiveDecl();
    ModuleDefinitionContext *moduleDefinition();
    FunctionDefinitionContext *functionDefinition();
    OperatorDefinitionContext *operatorDefinition();

   
  };

  LetUnitContext* letUnit();

  class  ExceptSpecContext : public antlr4::ParserRuleContext {
  public:
    ExceptSpecContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BANG();
    antlr4::tree::TerminalNode *EQ();
    ExprContext *expr();
    std::vector<ExceptPathContext *> exceptPath();
    ExceptPathContext* exceptPath(size_t i);

   
  };

  ExceptSpecContext* exceptSpec();

  class  ExceptPathContext : public antlr4::ParserRuleContext {
  public:
    ExceptPathContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DOT();
    ExceptFieldContext *exceptField();
    antlr4::tree::TerminalNode *LBRACKET();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ExceptPathContext* exceptPath();

  class  PrefixOpContext : public antlr4::ParserRuleContext {
  public:
    PrefixOpContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *MINUS();
    antlr4::tree::TerminalNode *BOX();
    antlr4::tree::TerminalNode *DIAMOND();
    antlr4::tree::TerminalNode *DOMAIN();
    antlr4::tree::TerminalNode *ENABLED();
    antlr4::tree::TerminalNode *SUBSET();
    antlr4::tree::TerminalNode *UNCHANGED();
    antlr4::tree::TerminalNode *UNION();
    antlr4::tree::TerminalNode *MINUS_DOT();

   
  };

  PrefixOpContext* prefixOp();

  class  PostfixOpContext : public antlr4::ParserRuleContext {
  public:
    PostfixOpContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PRIME();
    antlr4::tree::TerminalNode *PLUS_SUP();
    antlr4::tree::TerminalNode *STAR_SUP();
    antlr4::tree::TerminalNode *HASH_SUP();

   
  };

  PostfixOpContext* postfixOp();

  class  InfixOpContext : public antlr4::ParserRuleContext {
  public:
    InfixOpContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *AND();
    antlr4::tree::TerminalNode *OR();
    antlr4::tree::TerminalNode *IMPLIES();
    antlr4::tree::TerminalNode *EQUIV();
    antlr4::tree::TerminalNode *EQ();
    antlr4::tree::TerminalNode *NEQ();
    antlr4::tree::TerminalNode *LT();
    antlr4::tree::TerminalNode *GT();
    antlr4::tree::TerminalNode *LEQ();
    antlr4::tree::TerminalNode *GEQ();
    antlr4::tree::TerminalNode *LEADSTO();
    antlr4::tree::TerminalNode *PLUS_ARROW();
    antlr4::tree::TerminalNode *SET_IN();
    antlr4::tree::TerminalNode *NOTIN();
    antlr4::tree::TerminalNode *SUBSETEQ();
    antlr4::tree::TerminalNode *SUBSET_OP();
    antlr4::tree::TerminalNode *SUPSETEQ();
    antlr4::tree::TerminalNode *SUPSET();
    antlr4::tree::TerminalNode *CAP();
    antlr4::tree::TerminalNode *CUP();
    antlr4::tree::TerminalNode *SETMINUS();
    antlr4::tree::TerminalNode *TIMES();
    antlr4::tree::TerminalNode *PLUS();
    antlr4::tree::TerminalNode *MINUS();
    antlr4::tree::TerminalNode *STAR();
    antlr4::tree::TerminalNode *SLASH();
    antlr4::tree::TerminalNode *CARET();
    antlr4::tree::TerminalNode *DOTDOT();
    antlr4::tree::TerminalNode *DOTDOTDOT();
    antlr4::tree::TerminalNode *PERCENT();
    antlr4::tree::TerminalNode *DIV();
    antlr4::tree::TerminalNode *CIRC();
    antlr4::tree::TerminalNode *COLON_GT();
    antlr4::tree::TerminalNode *AT_AT();
    antlr4::tree::TerminalNode *LT_COLON();
    antlr4::tree::TerminalNode *PLUS_PLUS();
    antlr4::tree::TerminalNode *MINUS_MINUS();
    antlr4::tree::TerminalNode *STAR_STAR();
    antlr4::tree::TerminalNode *SLASH_SLASH();
    antlr4::tree::TerminalNode *CARET_CARET();
    antlr4::tree::TerminalNode *PERCENT_PERCENT();
    antlr4::tree::TerminalNode *AMP();
    antlr4::tree::TerminalNode *AMP_AMP();
    antlr4::tree::TerminalNode *DOLLAR();
    antlr4::tree::TerminalNode *DOLLAR_DOLLAR();
    antlr4::tree::TerminalNode *HASH_HASH();
    antlr4::tree::TerminalNode *BANG_BANG();
    antlr4::tree::TerminalNode *QQ();
    antlr4::tree::TerminalNode *PIPE();
    antlr4::tree::TerminalNode *PIPE_PIPE();
    antlr4::tree::TerminalNode *TURNSTILE();
    antlr4::tree::TerminalNode *MODELS();
    antlr4::tree::TerminalNode *DASH_PIPE();
    antlr4::tree::TerminalNode *EQ_PIPE();
    antlr4::tree::TerminalNode *ASSIGN();
    antlr4::tree::TerminalNode *COLON_COLON_EQ();
    antlr4::tree::TerminalNode *OPLUS();
    antlr4::tree::TerminalNode *OMINUS();
    antlr4::tree::TerminalNode *ODOT();
    antlr4::tree::TerminalNode *OSLASH();
    antlr4::tree::TerminalNode *OTIMES();
    antlr4::tree::TerminalNode *PREC();
    antlr4::tree::TerminalNode *PRECEQ();
    antlr4::tree::TerminalNode *SUCC();
    antlr4::tree::TerminalNode *SUCCEQ();
    antlr4::tree::TerminalNode *SQSUBSET();
    antlr4::tree::TerminalNode *SQSUBSETEQ();
    antlr4::tree::TerminalNode *SQSUPSET();
    antlr4::tree::TerminalNode *SQSUPSETEQ();
    antlr4::tree::TerminalNode *SQCAP();
    antlr4::tree::TerminalNode *SQCUP();
    antlr4::tree::TerminalNode *LL();
    antlr4::tree::TerminalNode *GG();
    antlr4::tree::TerminalNode *SIM();
    antlr4::tree::TerminalNode *SIMEQ();
    antlr4::tree::TerminalNode *APPROX();
    antlr4::tree::TerminalNode *ASYMP();
    antlr4::tree::TerminalNode *CONG();
    antlr4::tree::TerminalNode *DOTEQ();
    antlr4::tree::TerminalNode *PROPTO();
    antlr4::tree::TerminalNode *UPLUS();
    antlr4::tree::TerminalNode *WR();
    antlr4::tree::TerminalNode *STAR_OP();
    antlr4::tree::TerminalNode *BULLET_OP();
    antlr4::tree::TerminalNode *BIGCIRC();
    antlr4::tree::TerminalNode *CDOT();

   
  };

  InfixOpContext* infixOp();


  virtual bool sempred(antlr4::RuleContext *_localctx, size_t ruleIndex, size_t predicateIndex) override;
  bool primarySempred(PrimaryContext *_localctx, size_t predicateIndex);
  bool subscriptSempred(SubscriptContext *_localctx, size_t predicateIndex);
  bool fairnessSubscriptSempred(FairnessSubscriptContext *_localctx, size_t predicateIndex);

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace tlacore_antlr
