// SANY's productions for expressions (tla+.jj): Expression, ExtendableExpr, the bracket forms, the open forms.
#include "sany_grammar.h"

#include <algorithm>

namespace tlacore::sany_errors {

void Grammar::expression() {
  bpa("Expression");
  opStacks_.emplace_back();
  prefixOperators();
  operand();
  epa();
  finalReduce();
  opStacks_.pop_back();
}

// ( LOOKAHEAD(PrefixOpToken() | "-", {aboveReference}) (PrefixOp() | InfixOp()) )*
void Grammar::prefixOperators() {
  for (;;) {
    lookahead(1);
    Kind a = kind(1);
    if (!((isPrefix(a) || a == Kind::Minus) && above()))
      return;
    if (isPrefix(a))
      prefixOp();
    else
      infixOp();
    pushOperator(operatorOf(tok(0)), cur_);
  }
}

void Grammar::operand() {
  lookahead(1);
  if (openStart(kind(1)) && above()) {
    int begin = at(1);
    openExpression();
    pushOperand(begin);
  } else if (above())
    extendableExpr();
  else
    fail();
}

void Grammar::extendableExpr() {
  bpa("ExtendableExpr");
  Kind a = kind(1);
  int begin = at(1);
  lookahead(1);
  if (a == Kind::And || a == Kind::Or)
    junctions();
  else if (a == Kind::LParen || a == Kind::LBrace || a == Kind::LSquare || a == Kind::LSetExcept ||
           a == Kind::LTuple || a == Kind::Wf || a == Kind::Sf)
    parenthesesExpression();
  else if (a == Kind::String || a == Kind::Number || a == Kind::Identifier || a == Kind::ProofStep ||
           a == Kind::ProofImplicitStep || isInfix(a) || isPostfix(a) || a == Kind::NegDot)
    primitiveExp();
  else
    fail();
  pushOperand(begin);
  top().back().label = a == Kind::Identifier && primitiveLabel_;
  for (;;) {
    lookahead(1);
    Kind k = kind(1);
    if (isPostfix(k) && above()) {
      postfixOp();
      pushOperator(operatorOf(tok(0)), cur_);
    } else if (k == Kind::Dot && above()) {
      consume(Kind::Dot);
      convertFieldName(1);
      identifier();
      reduceRecord(cur_);
    } else if (k == Kind::LSquare && above()) {
      expecting_ = "function argument";
      int open = at(1);
      if (sBracketCases()) {
        top().push_back({&functionApplication(), open, cur_});
        if (top().size() != 1)
          reduceStack();
      } else {
        pushOperand(open);
      }
    } else {
      break;
    }
  }
  lookahead(1);
  if (isInfix(kind(1)) && above()) {
    infixOp();
    pushOperator(operatorOf(tok(0)), cur_);
    prefixOperators();
    operand();
  } else if (kind(1) == Kind::ColonColon && above()) {
    consume(Kind::ColonColon);
    StackItem label = top().back();
    if (label.op || !label.label)
      failWith("`::' at " + location(tok(0)) + " does not follow a label.");
    top().pop_back();
    expression();
    // SANY's labelDoesNotChangeParse
    if ((lastInfixRoot_ >= 0 || lastPostfixRoot_) && !top().empty() && top().back().op && lastOp_ &&
        !prec(*top().back().op, *lastOp_))
      failWith("Removing label at " + span(label) + " would change expression parsing.");
    pushOperand(label.begin);
  }
  epa();
}

void Grammar::parenthesesExpression() {
  switch (kind(1)) {
  case Kind::LParen: parenExpr(); break;
  case Kind::LBrace: braceCases(); break;
  case Kind::LSquare: sBracketCases(); break;
  case Kind::LSetExcept: setExcept(); break;
  case Kind::LTuple: tupleOrAction(); break;
  default: fairnessExpr(); break;
  }
}

void Grammar::openExpression() {
  switch (kind(1)) {
  case Kind::Exists: case Kind::Forall: someQuant(); break;
  case Kind::TExists: case Kind::TForall: someTQuant(); break;
  case Kind::If: ifThenElse(); break;
  case Kind::Case: caseExpr(); break;
  case Kind::Let: letIn(); break;
  default: unboundOrBoundChoose(); break;
  }
}

void Grammar::string() {
  bpa("String");
  consume(Kind::String);
  epa();
}

void Grammar::number() {
  consume(Kind::Number);
  lookahead(kind(1) == Kind::Dot ? 2 : 1);
  if (kind(1) == Kind::Dot && kind(2) == Kind::Number) {
    consume(Kind::Dot);
    consume(Kind::Number);
  }
}

// LOOKAHEAD(2) OpArgs(): "(" and what may begin an argument, right of the bullet.
bool Grammar::laOpArgs() {
  if (kind(1) != Kind::LParen) {
    lookahead(1);
    return false;
  }
  lookahead(2);
  return firstOpOrExpr(kind(2)) && above(2);
}

int Grammar::opArgs() {
  bpa("Optional Arguments");
  consume(Kind::LParen);
  opOrExpr();
  int n = 1;
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    opOrExpr();
    ++n;
  }
  consume(Kind::RParen);
  epa();
  return n;
}

void Grammar::opOrExpr() {
  Kind a = kind(1);
  bool op = isNEPrefix(a) || isInfix(a) || isPostfix(a);
  lookahead(op ? 2 : 1);
  Kind b = op ? kind(2) : Kind::Eof;
  bool follows = b == Kind::Comma || b == Kind::RParen || b == Kind::DefBreak || b == Kind::Local ||
                 b == Kind::Instance || b == Kind::Theorem || b == Kind::Assume || b == Kind::EndModule ||
                 b == Kind::Separator || b == Kind::BeginModule || b == Kind::Assumption || b == Kind::Constant ||
                 b == Kind::Variable || b == Kind::Recursive;
  if (op && follows && above()) {
    if (isNEPrefix(a)) {
      nonExpPrefixOp();
    } else if (isInfix(a)) {
      infixOp();
      if (tok(0).image == "\\X" || tok(0).image == "\\times")
        failWith(location(tok(0)) + ": \\X may not be used as an infix operator.");
    } else {
      postfixOp();
    }
  } else if (a == Kind::Lambda && above()) {
    lambda();
  } else {
    expression();
  }
}

void Grammar::parenExpr() {
  consume(Kind::LParen);
  expression();
  consume(Kind::RParen);
}

// <IDENTIFIER> (<COMMA> <IDENTIFIER>)* last
bool Grammar::laIdentifierList(Kind last) {
  if (kind(1) != Kind::Identifier) {
    lookahead(1);
    return false;
  }
  int k = 2;
  while (kind(k) == Kind::Comma) {
    if (kind(k + 1) != Kind::Identifier) {
      lookahead(k + 1);
      return kind(k) == last;
    }
    k += 2;
  }
  lookahead(k);
  return kind(k) == last;
}

// (IdentifierTuple() | <IDENTIFIER>) then
bool Grammar::laTupleOrIdentifierThen(Kind then) {
  int k = 0;
  if (kind(1) == Kind::LTuple) {
    k = 2;
    if (kind(k) == Kind::Identifier) {
      ++k;
      while (kind(k) == Kind::Comma) {
        if (kind(k + 1) != Kind::Identifier) {
          lookahead(k + 1);
          return false;
        }
        k += 2;
      }
    }
    if (kind(k) != Kind::RTuple) {
      lookahead(k);
      return false;
    }
    ++k;
  } else if (kind(1) == Kind::Identifier) {
    k = 2;
  } else {
    lookahead(1);
    return false;
  }
  lookahead(k);
  return kind(k) == then;
}

// SANY's matchFcnConst: "<< ... >> \in" or "Identifier [, Identifier]* \in" follows.
bool Grammar::matchFcnConst() {
  if (kind(1) == Kind::LTuple) {
    int count = 1, k = 1;
    while (count != 0) {
      Kind x = kind(++k);
      if (x == Kind::LTuple)
        count++;
      if (x == Kind::RTuple)
        count--;
      if (x == Kind::Eof)
        return false;
    }
    return kind(k + 1) == Kind::In;
  }
  if (kind(1) == Kind::Identifier) {
    int k = 2;
    while (kind(k) == Kind::Comma) {
      if (kind(k + 1) != Kind::Identifier)
        return false;
      k += 2;
    }
    return kind(k) == Kind::In;
  }
  return false;
}

void Grammar::someQuant() {
  bpa("Quantified form");
  consumeIf(kind(1) == Kind::Exists || kind(1) == Kind::Forall);
  if (laIdentifierList(Kind::Colon)) {
    identifier();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      identifier();
    }
  } else {
    quantBound();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      quantBound();
    }
  }
  consume(Kind::Colon);
  expression();
  epa();
}

void Grammar::someTQuant() {
  bpa("Bound Quantified Expression");
  consumeIf(kind(1) == Kind::TExists || kind(1) == Kind::TForall);
  identifier();
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    identifier();
  }
  consume(Kind::Colon);
  expression();
  epa();
}

void Grammar::quantBound() {
  bpa("Quant Bound");
  if (kind(1) == Kind::LTuple) {
    identifierTuple();
  } else {
    identifier();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      identifier();
      expecting_ = ", or \\in";
    }
  }
  consume(Kind::In);
  expression();
  epa();
}

void Grammar::braceCases() {
  bpa("Some { } form");
  consume(Kind::LBrace);
  if (matchFcnConst()) {
    if (kind(1) == Kind::LTuple)
      identifierTuple();
    else
      identifier();
    expecting_ = "\\in";
    consume(Kind::In);
    expression();
    expecting_ = "':', ',' or '}'";
    if (kind(1) == Kind::Colon) {
      consume(Kind::Colon);
      expression();
    } else if (kind(1) == Kind::Comma) {
      do {
        consume(Kind::Comma);
        expression();
      } while (kind(1) == Kind::Comma);
    }
  } else if (laTupleOrIdentifierThen(Kind::Comma)) {
    expression();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expression();
    }
  } else if (laTupleOrIdentifierThen(Kind::Colon)) {
    expression();
    consume(Kind::Colon);
    quantBound();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      quantBound();
    }
  } else if (firstExpression(kind(1))) {
    expression();
    if (kind(1) == Kind::Colon) {
      int inRoot = lastInfixRoot_;
      consume(Kind::Colon);
      if (inRoot >= 0 && pool_[static_cast<size_t>(inRoot)].image == "\\in")
        failWith("Form {a \\in b : c \\in d }, at line " + std::to_string(tok(0).line) + ", is not allowed");
      quantBound();
      while (kind(1) == Kind::Comma) {
        consume(Kind::Comma);
        quantBound();
      }
    } else if (kind(1) == Kind::Comma) {
      do {
        consume(Kind::Comma);
        expression();
      } while (kind(1) == Kind::Comma);
    }
  }
  consume(Kind::RBrace);
  epa();
}

bool Grammar::sBracketCases() {
  bpa("Some [] Form");
  consume(Kind::LSquare);
  auto idThen = [this](Kind then) {
    bool id = kind(1) == Kind::Identifier;
    lookahead(id ? 2 : 1);
    return id && kind(2) == then;
  };
  auto records = [this](void (Grammar::*field)()) {
    (this->*field)();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      (this->*field)();
    }
    consume(Kind::RSquare);
  };
  bool application = false;
  if (matchFcnConst()) {
    quantBound();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      quantBound();
    }
    consume(Kind::MapTo);
    expression();
    consume(Kind::RSquare);
  } else if (idThen(Kind::MapTo)) {
    records(&Grammar::fieldVal);
  } else if (kind(2) == Kind::MapTo && isFieldName(kind(1))) {
    setKind(1, Kind::Identifier);
    records(&Grammar::fieldVal);
  } else if (idThen(Kind::Colon)) {
    records(&Grammar::fieldSet);
  } else if (firstExpression(kind(1))) {
    expression();
    Kind k = kind(1);
    if (k == Kind::Comma || k == Kind::RSquare) {
      while (kind(1) == Kind::Comma) {
        consume(Kind::Comma);
        expression();
      }
      consume(Kind::RSquare);
      application = true;
      lastOp_ = &functionApplication();
    } else if (k == Kind::Arrow) {
      consume(Kind::Arrow);
      expression();
      consume(Kind::RSquare);
    } else if (k == Kind::Except) {
      consume(Kind::Except);
      exceptSpec();
      while (kind(1) == Kind::Comma) {
        consume(Kind::Comma);
        exceptSpec();
      }
      consume(Kind::RSquare);
    } else if (k == Kind::RSquareUnder) {
      consume(Kind::RSquareUnder);
      reducedExpression();
    } else {
      fail();
    }
  } else {
    fail();
  }
  epa();
  bracketApplication_ = application;
  return application;
}

void Grammar::fieldVal() {
  bpa("Field Value");
  identifier();
  consume(Kind::MapTo);
  expression();
  epa();
}

void Grammar::fieldSet() {
  bpa("Field Set");
  identifier();
  consume(Kind::Colon);
  expression();
  epa();
}

void Grammar::exceptSpec() {
  bpa("Except Spec");
  consume(Kind::Bang);
  do {
    exceptComponent();
    expecting_ = "= or ,";
  } while (kind(1) == Kind::Dot || kind(1) == Kind::LSquare);
  consume(Kind::Equals);
  expression();
  epa();
}

void Grammar::exceptComponent() {
  bpa("Except Component");
  if (kind(1) == Kind::Dot) {
    consume(Kind::Dot);
    convertFieldName(1);
    identifier();
    if (tok(0).image == "@")
      collected_.push_back("@ used in !.@"); // reported once parsing ends
  } else if (kind(1) == Kind::LSquare) {
    consume(Kind::LSquare);
    expression();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expression();
    }
    consume(Kind::RSquare);
  } else {
    fail();
  }
  epa();
}

void Grammar::setExcept() {
  bpa("Set Except");
  consume(Kind::LSetExcept);
  expression();
  consume(Kind::Except);
  sExceptSpec();
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    sExceptSpec();
  }
  consume(Kind::RSetExcept);
  epa();
}

void Grammar::sExceptSpec() {
  bpa("Set Expect Spec");
  consume(Kind::Bang);
  exceptComponent();
  expecting_ = "= or \\in";
  consumeIf(kind(1) == Kind::Equals || kind(1) == Kind::In);
  expression();
  epa();
}

void Grammar::tupleOrAction() {
  bpa("Some << -- >> or >>_ Form");
  consume(Kind::LTuple);
  if (firstExpression(kind(1))) {
    expression();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expression();
    }
  }
  if (kind(1) == Kind::RTuple) {
    consume(Kind::RTuple);
  } else if (kind(1) == Kind::RTupleUnder) {
    consume(Kind::RTupleUnder);
    reducedExpression();
  } else {
    fail();
  }
  epa();
}

void Grammar::noOpExtension() {
  identifier();
  bool args = laOpArgs();
  int count = args ? opArgs() : 0;
  if (kind(1) == Kind::Bang) {
    consume(Kind::Bang);
    noOpExtension();
  } else {
    fairnessHook_ = args;
    fairnessHookArgs_ = count;
  }
}

void Grammar::reducedExpression() {
  bpa("restricted form of expression");
  switch (kind(1)) {
  case Kind::Identifier: noOpExtension(); break;
  case Kind::LParen: parenExpr(); break;
  case Kind::LBrace: braceCases(); break;
  case Kind::LSquare: sBracketCases(); break;
  case Kind::LSetExcept: setExcept(); break;
  case Kind::LTuple: tupleOrAction(); break;
  default: fail();
  }
  epa();
}

void Grammar::fairnessExpr() {
  fairnessHook_ = false;
  fairnessHookArgs_ = 0;
  bpa("Fairness Expression");
  consumeIf(kind(1) == Kind::Wf || kind(1) == Kind::Sf);
  Token wf = tok(0);
  bool viaIdentifier = kind(1) == Kind::Identifier;
  // What ReducedExpression gives when it is not a name: SANY links the action's
  // parentheses to a tuple, set, record, function or action form, not to f[x] or {[ ]}.
  bool linkable = kind(1) != Kind::LSetExcept;
  bool bracket = kind(1) == Kind::LSquare;
  reducedExpression();
  if (bracket && bracketApplication_)
    linkable = false;
  bool paren = kind(1) == Kind::LParen;
  lookahead(paren ? 2 : 1);
  bool action = paren && firstExpression(kind(2)) && above(2);
  if (action) {
    consume(Kind::LParen);
    expression();
    consume(Kind::RParen);
  }
  epa();
  if (!action && (!viaIdentifier || !fairnessHook_))
    failWith("Ill-structured fairness expression at line " + std::to_string(wf.line) + ", column " +
             std::to_string(wf.column));
  std::string at = "Error in fairness expression at " + std::to_string(wf.line) + ": " + std::to_string(wf.column);
  if (!action && fairnessHookArgs_ != 1)
    collected_.push_back(at + "\n"); // WF_v(A, B): the arguments are not one action
  else if (action && (viaIdentifier ? !fairnessHook_ : !linkable))
    collected_.push_back(at + ": could not link arguments\n");
}

void Grammar::ifThenElse() {
  bpa("IF THEN ELSE");
  consume(Kind::If);
  expression();
  consume(Kind::Then);
  expression();
  consume(Kind::Else);
  expression();
  epa();
}

void Grammar::caseExpr() {
  bpa("CASE Expression");
  consume(Kind::Case);
  caseArm();
  while (kind(1) == Kind::BoxOp && kind(2) != Kind::Other) {
    consume(Kind::BoxOp);
    caseArm();
  }
  if (kind(1) == Kind::BoxOp) {
    consume(Kind::BoxOp);
    otherArm();
  }
  epa();
}

void Grammar::caseArm() {
  bpa("Case Arm");
  expression();
  consume(Kind::Arrow);
  expression();
  epa();
}

void Grammar::otherArm() {
  bpa("Case Other Arm");
  consume(Kind::Other);
  consume(Kind::Arrow);
  expression();
  epa();
}

void Grammar::letIn() {
  bpa("Case Other Arm"); // sic: SANY's name for LET
  consume(Kind::Let);
  letDefinitions();
  consume(Kind::LetIn);
  expression();
  epa();
}

void Grammar::letDefinitions() {
  bpa("Let Definitions");
  do {
    if (kind(1) == Kind::Local || kind(1) == Kind::DefBreak)
      operatorOrFunctionDefinition();
    else if (kind(1) == Kind::Recursive)
      recursive();
    else
      fail();
  } while (kind(1) == Kind::Local || kind(1) == Kind::DefBreak || kind(1) == Kind::Recursive);
  epa();
}

void Grammar::junctions() {
  bstack_.emplace_back(tok(1).column, bulletClass(kind(1)));
  int first = at(1);
  bpa("AND-OR Junction");
  juncItem();
  while (tok(1).column == bstack_.back().first && bulletClass(kind(1)) == bstack_.back().second)
    juncItem();
  int &end = junctionLists_[pool_[static_cast<size_t>(first)].seq];
  end = std::max(end, tok(0).seq);
  bstack_.pop_back();
  epa();
}

void Grammar::juncItem() {
  bpa("Junction Item");
  consumeIf(kind(1) == Kind::Or || kind(1) == Kind::And);
  int bullet = tok(0).seq;
  expression();
  epa();
  checkIndentation(bullet);
}

std::string Grammar::seqSpan(int beginSeq, int endSeq) const {
  const Token &b = pool_[static_cast<size_t>(consumedTokens_[static_cast<size_t>(beginSeq)])];
  const Token &e = pool_[static_cast<size_t>(consumedTokens_[static_cast<size_t>(endSeq)])];
  return "line " + std::to_string(b.line) + ", col " + std::to_string(b.column) + " to line " +
         std::to_string(e.endLine) + ", col " + std::to_string(e.endColumn) + " of module " + moduleName_;
}

// SANY's checkIndentation: every node of the item (nested junction lists
// aside) must start right of the bullet. The first that does not, in tree
// order, is the outermost node starting at the first such token.
void Grammar::checkIndentation(int bulletSeq) {
  int bulletColumn = bstack_.back().first;
  int end = tok(0).seq;
  for (int s = bulletSeq + 1; s <= end; ++s) {
    auto nested = junctionLists_.find(s);
    if (nested != junctionLists_.end()) {
      s = nested->second;
      continue;
    }
    const Token &t = pool_[static_cast<size_t>(consumedTokens_[static_cast<size_t>(s)])];
    if (t.kind == Kind::DefBreak || t.column > bulletColumn)
      continue;
    int nodeEnd = s;
    for (const auto &[b, e] : nodes_)
      if (b == s && e <= end && e > nodeEnd)
        nodeEnd = e;
    failWith("Item at " + seqSpan(s, nodeEnd) +
             " is not properly indented inside conjunction or  disjunction list item at " + seqSpan(bulletSeq, end));
  }
}

void Grammar::unboundOrBoundChoose() {
  bpa("(Un)Bounded Choose");
  consume(Kind::Choose);
  if (kind(1) == Kind::Identifier)
    identifier();
  else
    identifierTuple();
  maybeBound();
  consume(Kind::Colon);
  expression();
  epa();
}

void Grammar::lambda() {
  bpa("Lambda");
  consume(Kind::Lambda);
  expecting_ = "Identifier";
  identifier();
  expecting_ = "`,' or `:'";
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    expecting_ = "Identifier";
    identifier();
    expecting_ = "`,' or `:'";
  }
  consume(Kind::Colon);
  expecting_ = "Expression";
  expression();
  epa();
}

void Grammar::primitiveExp() {
  bpa("Primitive expression");
  Kind a = kind(1);
  lookahead(1);
  if (a == Kind::String && above()) {
    string();
  } else if (a == Kind::Number && above()) {
    number();
  } else {
    if (a == Kind::Identifier) {
      identifier();
    } else if (a == Kind::ProofStep || a == Kind::ProofImplicitStep) {
      consumeIf(true);
      int level = proofDepth_ < 0 ? proofDepth_ : proofLevels_[static_cast<size_t>(proofDepth_)];
      if (level < 0 && proofDepth_ <= 0)
        failWith(location(tok(0)) + ": Step number used outside proof.");
      if (tok(0).image.size() > 1 && tok(0).image[1] == '+')
        failWith(location(tok(0)) + ": <+> step number used in an expression.");
    } else if (isInfix(a)) {
      infixOp();
    } else if (isPostfix(a)) {
      postfixOp();
    } else if (a == Kind::NegDot) {
      nonExpPrefixOp();
    } else {
      fail();
    }
    // A label: an identifier, alone or applied to identifiers only.
    bool label = a == Kind::Identifier;
    bool args = laOpArgs();
    if (args) {
      int k = 2;
      while (label && kind(k) == Kind::Identifier && kind(k + 1) == Kind::Comma)
        k += 2;
      label = label && kind(k) == Kind::Identifier && kind(k + 1) == Kind::RParen;
      opArgs();
    }
    while (kind(1) == Kind::Bang) {
      label = false;
      bangExt();
    }
    primitiveLabel_ = label;
  }
  epa();
}

void Grammar::bangExt() {
  bpa("Bang Extension");
  consume(Kind::Bang);
  Kind a = kind(1);
  lookahead(1);
  if ((a == Kind::Identifier && tok(1).image != "@") || isNEPrefix(a) || isInfix(a) || isPostfix(a)) {
    if (a == Kind::Identifier)
      identifier();
    else if (isNEPrefix(a))
      nonExpPrefixOp();
    else if (isInfix(a))
      infixOp();
    else
      postfixOp();
    if (laOpArgs())
      opArgs();
  } else if (a == Kind::LParen) {
    opArgs();
  } else if (a == Kind::LTuple || a == Kind::RTuple || a == Kind::Colon || a == Kind::Number ||
             a == Kind::Identifier) {
    structOp();
  } else {
    fail();
  }
  epa();
}

void Grammar::structOp() {
  bpa("StructOp");
  expecting_ = "`<<' , `>>' , `:' , `@' , or number";
  Kind a = kind(1);
  if (a == Kind::LTuple || a == Kind::RTuple || a == Kind::Colon) {
    consumeIf(true);
  } else if (a == Kind::Number) {
    Token first = tok(1);
    number();
    if (tok(0).line != first.line || tok(0).column != first.column)
      failWith("Illegal structural term at " + location(first));
  } else if (a == Kind::Identifier && tok(1).image == "@") {
    consume(Kind::Identifier);
  } else {
    fail();
  }
  epa();
}

} // namespace tlacore::sany_errors
