// The state of SANY's javacc parser while the explainer follows its
// productions (tla+.jj): the token chain (with the <DEFBREAK> tokens belchDEF
// inserts), the production stack bpa/epa keep, `expecting`, the bullet stack.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "sany_operators.h"
#include "sany_tokens.h"

namespace tlacore::sany_errors {

// Where SANY throws a ParseException: its whole report.
struct SyntaxError {
  std::string report;
};
// Where SANY's token manager throws a TokenMgrError: the line TLAplusParser.parse prints for it.
struct LexicalError {
  std::string message;
};
// SANY would report an error only after parsing on (a ParseError it collects),
// or the input nests deeper than the explainer follows: not explained here.
struct DeferredError {};

class Grammar {
public:
  explicit Grammar(std::string_view text);
  // Parses the module (SANY's CompilationUnit); throws SyntaxError or LexicalError.
  void compilationUnit();
  // The errors SANY collects while it parses on (its PErrors pushes: `!.@`, an ill-formed
  // fairness expression), each as SANY prints it, in order.
  const std::vector<std::string> &collectedErrors() const { return collected_; }

private:
  // --- tokens --------------------------------------------------------------
  int nextOf(int i);
  int at(int k); // javacc's getToken(k): k = 0 is the last token consumed
  const Token &tok(int k) { return pool_[static_cast<size_t>(at(k))]; }
  Kind kind(int k) { return tok(k).kind; }
  void setKind(int k, Kind to) { pool_[static_cast<size_t>(at(k))].kind = to; }
  void consume(Kind k);
  void consumeIf(bool ok); // consumes the next token if `ok`, else fails as jj_consume_token does
  void noteConsumed();
  [[noreturn]] void fail();
  [[noreturn]] void failWith(const std::string &message);
  std::string report(const std::string &message);
  void lookahead(int depth) { maxReach_ = std::max(maxReach_, consumed_ + depth); }
  bool above(int k = 1) { return tok(k).column > bstack_.back().first; }
  void bpa(const char *production);
  void epa();
  void belchDEF();
  std::string location(const Token &t) const;
  void convertFieldName(int k);

  // --- token classes ------------------------------------------------------
  static bool firstExpression(Kind k);
  static bool firstExtendable(Kind k);
  static bool openStart(Kind k);
  static bool firstOpOrExpr(Kind k);
  static bool stepStart(Kind k);
  static int bulletClass(Kind k);

  // --- SANY's OperatorStack (sany_grammar_operators.cpp) -----------------
  // An operand (op == null) or an operator of the expression being parsed, with its tokens.
  struct StackItem {
    const Operator *op;
    int begin, end;
    int infixToken = -1;      // an operand made by an infix operator: that operator's token
    bool postfixRoot = false; // an operand made by a postfix operator (not function application)
    bool label = false;       // an identifier, or one applied to identifiers: what may precede `::`
  };
  std::vector<StackItem> &top() { return opStacks_.back(); }
  void pushOperand(int begin) { top().push_back({nullptr, begin, cur_}); }
  void pushOperator(const Operator *op, int begin); // then reduces, as the grammar's actions do
  void reduceStack();
  void reduceInfix();
  void reducePrefixOrPostfix();
  void finalReduce();
  void reduceRecord(int identifier);
  std::string span(const StackItem &item) const;
  const Operator *operatorOf(const Token &t) const;

  // --- units (sany_grammar_units.cpp) -------------------------------------
  void module();
  void beginModule();
  void extends();
  void body();
  void variableDeclaration();
  void paramDeclaration();
  void recursive();
  void constantDeclarationItems();
  void operatorOrFunctionDefinition();
  void identifierTuple();
  void identLHS();
  void prefixLHS();
  void infixLHS();
  void postfixLHS();
  void identDecl();
  void someFixDecl();
  void instance();
  void instantiation();
  void substitution();
  void assumption();
  void assumeProve();
  void newSymb();
  void maybeBound();
  void theorem();
  void identifier() { consume(Kind::Identifier); }
  void infixOp();
  void prefixOp() { consumeIf(isPrefix(kind(1))), lastOp_ = operatorOf(tok(0)); }
  void nonExpPrefixOp() { consumeIf(isNEPrefix(kind(1))), lastOp_ = operatorOf(tok(0)); }
  void postfixOp() { consumeIf(isPostfix(kind(1))), lastOp_ = operatorOf(tok(0)); }
  bool laDefinition();

  // --- proofs (sany_grammar_proofs.cpp) -----------------------------------
  void proof();
  void useOrHideOrBy();
  void stepStartToken() { consumeIf(stepStart(kind(1))); }
  void qedStep();
  void step();
  void defStep();
  void haveStep();
  void takeStep();
  void witnessStep();
  void pickStep();
  void caseStep();
  void assertStep();
  bool beginsProof(const Token &t);
  bool correctLevel(const Token &t);
  static int levelOf(const Token &t);

  // --- expressions (sany_grammar_expr.cpp) --------------------------------
  void expression();
  void extendableExpr();
  void operand(); // OpenExpression or ExtendableExpr after prefix operators
  void prefixOperators();
  void parenthesesExpression();
  void openExpression();
  void string();
  void number();
  int opArgs(); // the number of arguments
  void opOrExpr();
  void parenExpr();
  void someQuant();
  void someTQuant();
  void quantBound();
  void braceCases();
  bool sBracketCases(); // true: a function application

  void fieldVal();
  void fieldSet();
  void exceptSpec();
  void exceptComponent();
  void setExcept();
  void sExceptSpec();
  void tupleOrAction();
  void noOpExtension();
  void reducedExpression();
  void fairnessExpr();
  void ifThenElse();
  void caseExpr();
  void caseArm();
  void otherArm();
  void letIn();
  void letDefinitions();
  void junctions();
  void juncItem();
  void checkIndentation(int bulletSeq);
  std::string seqSpan(int beginSeq, int endSeq) const;
  void unboundOrBoundChoose();
  void lambda();
  void primitiveExp();
  void bangExt();
  void structOp();
  bool laOpArgs();
  bool matchFcnConst();
  bool laIdentifierList(Kind last); // <IDENTIFIER> (<COMMA> <IDENTIFIER>)* last
  bool laTupleOrIdentifierThen(Kind then);

  Lexer lexer_;
  std::vector<Token> pool_;
  int cur_ = 0;
  int consumed_ = 0, maxReach_ = 0;
  static constexpr size_t kMaxOpenProductions = 2000;
  std::vector<std::pair<const char *, int>> msgs_;
  const char *expecting_ = "nothing"; // what SANY says it was expecting ("": say nothing)
  std::vector<std::pair<int, int>> bstack_{{0, -1}};
  std::vector<std::vector<StackItem>> opStacks_;
  int lastInfixRoot_ = -1; // the token of the infix operator at the root of the last Expression, or -1
  bool lastPostfixRoot_ = false; // the last Expression is a postfix expression
  const Operator *lastOp_ = nullptr; // SANY's lastOp: the operator parsed last
  bool primitiveLabel_ = false; // the last PrimitiveExp may be a label
  std::vector<int> consumedTokens_;          // pool index of each token consumed, in order
  std::vector<std::pair<int, int>> nodes_;   // first and last token (seq) of each production's node
  std::map<int, int> junctionLists_;         // first bullet (seq) -> last token (seq) of each junction list // bullet column, bullet class
  std::string moduleName_;
  bool fairnessHook_ = false; // NoOpExtension ended in arguments (WF_e(A) without a second pair)
  int fairnessHookArgs_ = 0;  // how many
  bool bracketApplication_ = false; // the last SBracketCases was [e, ...] (SANY's N_FcnAppl)
  std::vector<std::string> collected_;
  int proofDepth_ = -1;
  std::vector<int> proofLevels_ = std::vector<int>(100, -1);
};

} // namespace tlacore::sany_errors
