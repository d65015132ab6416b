// SANY's productions for modules, declarations, definitions, instances, assumptions and theorems (tla+.jj).
#include "sany_grammar.h"

namespace tlacore::sany_errors {

void Grammar::module() {
  bpa("Module definition");
  expecting_ = "---- MODULE";
  beginModule();
  expecting_ = "EXTENDS clause or module body";
  extends();
  expecting_ = "Module body";
  body();
  expecting_ = "==== or more Module body";
  consume(Kind::EndModule);
  epa();
}

void Grammar::beginModule() {
  bpa("Begin module");
  expecting_ = "---- MODULE (beginning of module)";
  consume(Kind::BeginModule);
  expecting_ = "Identifier";
  convertFieldName(1);
  identifier();
  if (moduleName_.empty())
    moduleName_ = tok(0).image;
  expecting_ = "----";
  consume(Kind::Separator);
  epa();
}

void Grammar::extends() {
  bpa("Extends");
  if (kind(1) == Kind::Extends) {
    consume(Kind::Extends);
    expecting_ = "Identifier";
    convertFieldName(1);
    identifier();
    expecting_ = "comma or module body";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "Identifier";
      convertFieldName(1);
      identifier();
    }
  }
  epa();
}

// [LOCAL] <DEFBREAK> (Identifier | NonExpPrefixOp), LOOKAHEAD(2).
bool Grammar::laDefinition() {
  Kind a = kind(1);
  if (a == Kind::Local) {
    lookahead(2);
    return kind(2) == Kind::DefBreak;
  }
  if (a == Kind::DefBreak) {
    lookahead(2);
    return kind(2) == Kind::Identifier || isNEPrefix(kind(2));
  }
  lookahead(1);
  return false;
}

void Grammar::body() {
  bpa("Module body");
  expecting_ = "LOCAL, INSTANCE, PROOF, ASSUMPTION, THEOREM, RECURSIVE, declaration, or definition";
  for (;;) {
    Kind a = kind(1);
    if (a == Kind::Separator) {
      consume(Kind::Separator);
    } else if (a == Kind::Variable) {
      variableDeclaration();
    } else if (a == Kind::Constant) {
      paramDeclaration();
    } else if (laDefinition()) {
      operatorOrFunctionDefinition();
    } else if (a == Kind::Recursive) {
      recursive();
    } else if (lookahead(a == Kind::Local || a == Kind::Instance ? 2 : 1),
               (a == Kind::Local && kind(2) == Kind::Instance) ||
                   (a == Kind::Instance && kind(2) == Kind::Identifier)) {
      instance();
    } else if (lookahead(a == Kind::Assume || a == Kind::Assumption ? 2 : 1),
               (a == Kind::Assume || a == Kind::Assumption) &&
                   (kind(2) == Kind::DefBreak || firstExpression(kind(2)))) {
      assumption();
    } else if (lookahead(a == Kind::Theorem || a == Kind::Proposition ? 2 : 1),
               (a == Kind::Theorem || a == Kind::Proposition) &&
                   (kind(2) == Kind::Assume || kind(2) == Kind::BoxAssume || firstExpression(kind(2)))) {
      theorem();
    } else if (a == Kind::BeginModule) {
      module();
      belchDEF();
    } else if ((a == Kind::Use && kind(2) != Kind::Only) || a == Kind::Hide) {
      useOrHideOrBy();
    } else {
      break;
    }
  }
  epa();
}

void Grammar::variableDeclaration() {
  bpa("variable declaration");
  consume(Kind::Variable);
  expecting_ = "Identifier";
  identifier();
  expecting_ = "comma or module body";
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    expecting_ = "Identifier";
    identifier();
  }
  epa();
}

void Grammar::paramDeclaration() {
  bpa("Parameter declaration");
  expecting_ = "CONSTANT";
  bpa("Parameter declaration item");
  consume(Kind::Constant);
  epa();
  expecting_ = "Identifier, operator or _";
  constantDeclarationItems();
  expecting_ = ",";
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    expecting_ = "Identifier, operator or _";
    constantDeclarationItems();
  }
  epa();
}

void Grammar::recursive() {
  bpa("Recursive");
  expecting_ = "RECURSIVE";
  consume(Kind::Recursive);
  expecting_ = "Identifier, operator or _";
  constantDeclarationItems();
  expecting_ = ",";
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    expecting_ = "Identifier, operator or _";
    constantDeclarationItems();
    expecting_ = "`,' or `)'";
  }
  epa();
}

void Grammar::constantDeclarationItems() {
  bpa("Constant declaration items");
  expecting_ = "Identifier, _ or prefix op";
  Kind a = kind(1);
  if (a == Kind::Identifier) {
    identifier();
    expecting_ = "(, comma, or Module Body";
    lookahead(kind(1) == Kind::LParen ? 2 : 1);
    if (kind(1) == Kind::LParen && kind(2) == Kind::Underscore) {
      consume(Kind::LParen);
      expecting_ = "_";
      consume(Kind::Underscore);
      expecting_ = "comma or )";
      while (kind(1) == Kind::Comma) {
        consume(Kind::Comma);
        expecting_ = "_";
        consume(Kind::Underscore);
        expecting_ = "comma or )";
      }
      consume(Kind::RParen);
    }
  } else if (isNEPrefix(a)) {
    nonExpPrefixOp();
    expecting_ = "_";
    consume(Kind::Underscore);
  } else if (a == Kind::Underscore) {
    consume(Kind::Underscore);
    expecting_ = "prefix or postfix operator";
    if (isInfix(kind(1))) {
      infixOp();
      expecting_ = "_";
      consume(Kind::Underscore);
    } else {
      postfixOp();
    }
  } else {
    fail();
  }
  epa();
}

void Grammar::operatorOrFunctionDefinition() {
  bpa("Definition");
  expecting_ = "LOCAL, Identifier or Operator Symbol";
  if (kind(1) == Kind::Local)
    consume(Kind::Local);
  consume(Kind::DefBreak);
  expecting_ = "LOCAL, Identifier or Operator Symbol";
  bool ident = kind(1) == Kind::Identifier;
  lookahead(ident ? 2 : 1);
  Kind second = ident ? kind(2) : Kind::Eof;
  auto definitionBody = [this](const char *afterDef) {
    expecting_ = "==";
    consume(Kind::Def);
    belchDEF();
    expecting_ = afterDef;
  };
  if (ident && second == Kind::LSquare) {
    identifier();
    expecting_ = "[";
    consume(Kind::LSquare);
    expecting_ = "Identifier";
    quantBound();
    expecting_ = "COMMA or ]";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "Identifier";
      quantBound();
    }
    consume(Kind::RSquare);
    definitionBody("Expression");
    expression();
  } else if (ident && isPostfix(second)) {
    postfixLHS();
    definitionBody("Expression");
    expression();
  } else if (ident && isInfix(second)) {
    infixLHS();
    definitionBody("Expression");
    expression();
  } else if (ident && (second == Kind::LParen || second == Kind::Def)) {
    identLHS();
    definitionBody("Expression or Instance");
    if (kind(1) == Kind::Instance)
      instantiation();
    else if (firstExpression(kind(1)))
      expression();
    else
      fail();
  } else {
    prefixLHS();
    definitionBody("Expression");
    expression();
  }
  epa();
}

void Grammar::identifierTuple() {
  bpa("Identifier tuple");
  consume(Kind::LTuple);
  expecting_ = "Identifier or >>";
  if (kind(1) == Kind::Identifier) {
    identifier();
    expecting_ = "COMMA or >>";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "COMMA or >>";
      identifier();
      expecting_ = "COMMA or >>";
    }
  }
  consume(Kind::RTuple);
  epa();
}

void Grammar::identLHS() {
  bpa("Identifier LHS");
  identifier();
  expecting_ = "( or ==";
  if (kind(1) == Kind::LParen) {
    consume(Kind::LParen);
    expecting_ = "Identifier Declaration, prefix op, _ or )";
    auto declaration = [this] {
      if (kind(1) == Kind::Identifier)
        identDecl();
      else if (isNEPrefix(kind(1)) || kind(1) == Kind::Underscore)
        someFixDecl();
      else
        fail();
    };
    declaration();
    expecting_ = "COMMA or )";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "Identifier Declaration, prefix op or _";
      declaration();
      expecting_ = "COMMA or )";
    }
    consume(Kind::RParen);
  }
  epa();
}

void Grammar::prefixLHS() {
  bpa("Prefix LHS");
  consumeIf(isNEPrefix(kind(1)));
  expecting_ = "Identifier";
  identifier();
  epa();
}

void Grammar::infixLHS() {
  bpa("Infix LHS");
  identifier();
  consumeIf(isInfix(kind(1)));
  identifier();
  epa();
}

void Grammar::postfixLHS() {
  bpa("Postfix LHS");
  identifier();
  consumeIf(isPostfix(kind(1)));
  epa();
}

void Grammar::identDecl() {
  bpa("Identifier Declation");
  identifier();
  expecting_ = "( or ...";
  if (kind(1) == Kind::LParen) {
    consume(Kind::LParen);
    expecting_ = "_";
    consume(Kind::Underscore);
    expecting_ = "COMMA or )";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "_";
      consume(Kind::Underscore);
      expecting_ = "COMMA or )";
    }
    consume(Kind::RParen);
  }
  epa();
}

void Grammar::someFixDecl() {
  bpa("Op. Symbol Declaration");
  if (isNEPrefix(kind(1))) {
    nonExpPrefixOp();
    expecting_ = "_";
    consume(Kind::Underscore);
  } else if (kind(1) == Kind::Underscore) {
    consume(Kind::Underscore);
    expecting_ = "infix or postfix operator";
    if (isInfix(kind(1))) {
      infixOp();
      expecting_ = "_";
      consume(Kind::Underscore);
    } else {
      postfixOp();
    }
  } else {
    fail();
  }
  epa();
}

void Grammar::instance() {
  bpa("Instance");
  expecting_ = "LOCAL or instance";
  if (kind(1) == Kind::Local)
    consume(Kind::Local);
  instantiation();
  expecting_ = "COMMA or Module Body";
  epa();
}

void Grammar::instantiation() {
  bpa("NonLocalInstance");
  consume(Kind::Instance);
  expecting_ = "Module identifier";
  convertFieldName(1);
  identifier();
  expecting_ = "WITH or another definition.";
  if (kind(1) == Kind::With) {
    consume(Kind::With);
    expecting_ = "";
    substitution();
    expecting_ = "";
    for (;;) {
      // LOOKAHEAD(3): , (Identifier | operator) <-
      bool comma = kind(1) == Kind::Comma;
      Kind what = comma ? kind(2) : Kind::Eof;
      bool name = what == Kind::Identifier || isNEPrefix(what) || isInfix(what) || isPostfix(what);
      lookahead(!comma ? 1 : !name ? 2 : 3);
      if (!(comma && name && kind(3) == Kind::Substitute))
        break;
      consume(Kind::Comma);
      expecting_ = "";
      substitution();
      expecting_ = "";
    }
  }
  epa();
}

void Grammar::substitution() {
  bpa("Substitution");
  Kind a = kind(1);
  if (a == Kind::Identifier)
    identifier();
  else if (isNEPrefix(a))
    nonExpPrefixOp();
  else if (isInfix(a))
    infixOp();
  else
    postfixOp();
  expecting_ = "<-";
  consume(Kind::Substitute);
  expecting_ = "Expression or Op. Symbol";
  opOrExpr();
  epa();
}

void Grammar::infixOp() {
  bpa("Infix Op");
  consumeIf(isInfix(kind(1)));
  lastOp_ = operatorOf(tok(0));
  epa();
}

void Grammar::assumption() {
  bpa("Assumption");
  expecting_ = "ASSUM...";
  consumeIf(kind(1) == Kind::Assumption || kind(1) == Kind::Assume);
  // [ LOOKAHEAD(2) (<DEFBREAK>)? Identifier <DEF> ]
  bool brk = kind(1) == Kind::DefBreak;
  bool named = brk ? kind(2) == Kind::Identifier : kind(1) == Kind::Identifier && kind(2) == Kind::Def;
  lookahead(brk || kind(1) == Kind::Identifier ? 2 : 1);
  if (named) {
    if (brk)
      consume(Kind::DefBreak);
    identifier();
    expecting_ = "==";
    consume(Kind::Def);
  }
  belchDEF();
  expecting_ = "Expression";
  expression();
  epa();
}

void Grammar::assumeProve() {
  bpa("Assume-Prove");
  if (kind(1) == Kind::Identifier) {
    identifier();
    consume(Kind::ColonColon);
    assumeProve();
    epa();
    return;
  }
  consumeIf(kind(1) == Kind::Assume || kind(1) == Kind::BoxAssume);
  auto item = [this] {
    expecting_ = "Expression, Declaration, or AssumeProve";
    Kind a = kind(1);
    if (a == Kind::Assume || a == Kind::BoxAssume ||
        (kind(2) == Kind::ColonColon && (kind(3) == Kind::Assume || kind(3) == Kind::BoxAssume)))
      assumeProve();
    else if (a == Kind::New || a == Kind::Constant || a == Kind::Variable || a == Kind::State ||
             a == Kind::Action || a == Kind::Temporal)
      newSymb();
    else if (firstExpression(a))
      expression();
    else
      fail();
    expecting_ = "PROVE or `,'";
  };
  item();
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    item();
  }
  consumeIf(kind(1) == Kind::Prove || kind(1) == Kind::BoxProve);
  expecting_ = "Expression";
  expression();
  epa();
}

void Grammar::newSymb() {
  bpa("NEW symbol declaration");
  expecting_ = "NEW, CONSTANT, VARIABLE, STATE, ACTION, or TEMPORAL";
  Kind a = kind(1), b = kind(2);
  lookahead(2);
  auto declStart = [](Kind k) { return k == Kind::Identifier || isNEPrefix(k) || k == Kind::Underscore; };
  bool level = [](Kind k) { return k == Kind::State || k == Kind::Action || k == Kind::Temporal; }(a);
  bool levelAfterNew = b == Kind::State || b == Kind::Action || b == Kind::Temporal;
  if ((a == Kind::New && (b == Kind::Constant || declStart(b))) || (a == Kind::Constant && declStart(b))) {
    if (a == Kind::New && b == Kind::Constant) {
      consume(Kind::New);
      consume(Kind::Constant);
    } else {
      consumeIf(true);
    }
    expecting_ = "Constant declaration";
    if (kind(1) == Kind::Identifier) {
      identDecl();
      if (kind(1) == Kind::In) {
        consume(Kind::In);
        expecting_ = "Expression";
        expression();
      }
    } else {
      someFixDecl();
    }
  } else if ((a == Kind::New && b == Kind::Variable) || (a == Kind::Variable && b == Kind::Identifier)) {
    if (a == Kind::New)
      consume(Kind::New);
    consume(Kind::Variable);
    expecting_ = "Identifier";
    identifier();
  } else if ((a == Kind::New && levelAfterNew) || (level && declStart(b))) {
    if (a == Kind::New)
      consume(Kind::New);
    consumeIf(true);
    expecting_ = "Declaration";
    if (kind(1) == Kind::Identifier)
      identDecl();
    else
      someFixDecl();
  } else {
    fail();
  }
  epa();
}

void Grammar::maybeBound() {
  bpa("Domain binding");
  if (kind(1) == Kind::In) {
    consume(Kind::In);
    expecting_ = "Expression";
    expression();
  }
  epa();
}

void Grammar::theorem() {
  bpa("Theorem");
  expecting_ = "THEOREM, PROPOSITION";
  consumeIf(kind(1) == Kind::Theorem || kind(1) == Kind::Proposition);
  expecting_ = "Identifier, Assume-Prove or Expression";
  lookahead(kind(1) == Kind::Identifier ? 2 : 1);
  if (kind(1) == Kind::Identifier && kind(2) == Kind::Def) {
    identifier();
    expecting_ = "==";
    consume(Kind::Def);
  }
  belchDEF();
  if (kind(1) == Kind::Assume || kind(1) == Kind::BoxAssume)
    assumeProve();
  else
    expression();
  if (beginsProof(tok(1)))
    proof();
  epa();
}

} // namespace tlacore::sany_errors
