
// Generated from TLAPlusParser.g4 by ANTLR 4.7.2



#include "TLAPlusParser.h"


using namespace antlrcpp;
using namespace tlacore_antlr;
using namespace antlr4;

TLAPlusParser::TLAPlusParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

TLAPlusParser::~TLAPlusParser() {
  delete _interpreter;
}

std::string TLAPlusParser::getGrammarFileName() const {
  return "TLAPlusParser.g4";
}

const std::vector<std::string>& TLAPlusParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& TLAPlusParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- ModuleFileContext ------------------------------------------------------------------

TLAPlusParser::ModuleFileContext::ModuleFileContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::ModuleContext* TLAPlusParser::ModuleFileContext::module() {
  return getRuleContext<TLAPlusParser::ModuleContext>(0);
}

tree::TerminalNode* TLAPlusParser::ModuleFileContext::EOF() {
  return getToken(TLAPlusParser::EOF, 0);
}


size_t TLAPlusParser::ModuleFileContext::getRuleIndex() const {
  return TLAPlusParser::RuleModuleFile;
}


TLAPlusParser::ModuleFileContext* TLAPlusParser::moduleFile() {
  ModuleFileContext *_localctx = _tracker.createInstance<ModuleFileContext>(_ctx, getState());
  enterRule(_localctx, 0, TLAPlusParser::RuleModuleFile);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(108);
    module();
    setState(109);
    match(TLAPlusParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ModuleContext ------------------------------------------------------------------

TLAPlusParser::ModuleContext::ModuleContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> TLAPlusParser::ModuleContext::SEPARATOR() {
  return getTokens(TLAPlusParser::SEPARATOR);
}

tree::TerminalNode* TLAPlusParser::ModuleContext::SEPARATOR(size_t i) {
  return getToken(TLAPlusParser::SEPARATOR, i);
}

tree::TerminalNode* TLAPlusParser::ModuleContext::MODULE() {
  return getToken(TLAPlusParser::MODULE, 0);
}

tree::TerminalNode* TLAPlusParser::ModuleContext::MODULE_END() {
  return getToken(TLAPlusParser::MODULE_END, 0);
}

tree::TerminalNode* TLAPlusParser::ModuleContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::ExtendsListContext* TLAPlusParser::ModuleContext::extendsList() {
  return getRuleContext<TLAPlusParser::ExtendsListContext>(0);
}

std::vector<TLAPlusParser::UnitContext *> TLAPlusParser::ModuleContext::unit() {
  return getRuleContexts<TLAPlusParser::UnitContext>();
}

TLAPlusParser::UnitContext* TLAPlusParser::ModuleContext::unit(size_t i) {
  return getRuleContext<TLAPlusParser::UnitContext>(i);
}


size_t TLAPlusParser::ModuleContext::getRuleIndex() const {
  return TLAPlusParser::RuleModule;
}


TLAPlusParser::ModuleContext* TLAPlusParser::module() {
  ModuleContext *_localctx = _tracker.createInstance<ModuleContext>(_ctx, getState());
  enterRule(_localctx, 2, TLAPlusParser::RuleModule);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(111);
    match(TLAPlusParser::SEPARATOR);
    setState(112);
    match(TLAPlusParser::MODULE);
    setState(113);
    dynamic_cast<ModuleContext *>(_localctx)->name = match(TLAPlusParser::IDENT);
    setState(114);
    match(TLAPlusParser::SEPARATOR);
    setState(116);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::EXTENDS) {
      setState(115);
      extendsList();
    }
    setState(121);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 10) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 10)) & ((1ULL << (TLAPlusParser::SEPARATOR - 10))
      | (1ULL << (TLAPlusParser::ASSUME - 10))
      | (1ULL << (TLAPlusParser::ASSUMPTION - 10))
      | (1ULL << (TLAPlusParser::AXIOM - 10))
      | (1ULL << (TLAPlusParser::BOOLEAN - 10))
      | (1ULL << (TLAPlusParser::CONSTANT - 10))
      | (1ULL << (TLAPlusParser::CONSTANTS - 10))
      | (1ULL << (TLAPlusParser::COROLLARY - 10))
      | (1ULL << (TLAPlusParser::DOMAIN - 10))
      | (1ULL << (TLAPlusParser::ENABLED - 10))
      | (1ULL << (TLAPlusParser::FALSE - 10))
      | (1ULL << (TLAPlusParser::HIDE - 10))
      | (1ULL << (TLAPlusParser::INSTANCE - 10))
      | (1ULL << (TLAPlusParser::LEMMA - 10))
      | (1ULL << (TLAPlusParser::LOCAL - 10))
      | (1ULL << (TLAPlusParser::PROPOSITION - 10))
      | (1ULL << (TLAPlusParser::RECURSIVE - 10))
      | (1ULL << (TLAPlusParser::STRING_SET - 10))
      | (1ULL << (TLAPlusParser::SUBSET - 10))
      | (1ULL << (TLAPlusParser::THEOREM - 10))
      | (1ULL << (TLAPlusParser::TRUE - 10))
      | (1ULL << (TLAPlusParser::UNCHANGED - 10))
      | (1ULL << (TLAPlusParser::UNION - 10))
      | (1ULL << (TLAPlusParser::USE - 10))
      | (1ULL << (TLAPlusParser::VARIABLE - 10))
      | (1ULL << (TLAPlusParser::VARIABLES - 10)))) != 0) || ((((_la - 97) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 97)) & ((1ULL << (TLAPlusParser::AT - 97))
      | (1ULL << (TLAPlusParser::BOX - 97))
      | (1ULL << (TLAPlusParser::DIAMOND - 97))
      | (1ULL << (TLAPlusParser::NOT - 97))
      | (1ULL << (TLAPlusParser::MINUS - 97))
      | (1ULL << (TLAPlusParser::MINUS_DOT - 97)))) != 0) || _la == TLAPlusParser::IDENT) {
      setState(118);
      unit();
      setState(123);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(124);
    match(TLAPlusParser::MODULE_END);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExtendsListContext ------------------------------------------------------------------

TLAPlusParser::ExtendsListContext::ExtendsListContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ExtendsListContext::EXTENDS() {
  return getToken(TLAPlusParser::EXTENDS, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ExtendsListContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::ExtendsListContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ExtendsListContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ExtendsListContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::ExtendsListContext::getRuleIndex() const {
  return TLAPlusParser::RuleExtendsList;
}


TLAPlusParser::ExtendsListContext* TLAPlusParser::extendsList() {
  ExtendsListContext *_localctx = _tracker.createInstance<ExtendsListContext>(_ctx, getState());
  enterRule(_localctx, 4, TLAPlusParser::RuleExtendsList);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(126);
    match(TLAPlusParser::EXTENDS);
    setState(127);
    match(TLAPlusParser::IDENT);
    setState(132);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(128);
      match(TLAPlusParser::COMMA);
      setState(129);
      match(TLAPlusParser::IDENT);
      setState(134);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UnitContext ------------------------------------------------------------------

TLAPlusParser::UnitContext::UnitContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::VariableDeclContext* TLAPlusParser::UnitContext::variableDecl() {
  return getRuleContext<TLAPlusParser::VariableDeclContext>(0);
}

TLAPlusParser::ConstantDeclContext* TLAPlusParser::UnitContext::constantDecl() {
  return getRuleContext<TLAPlusParser::ConstantDeclContext>(0);
}

TLAPlusParser::RecursiveDeclContext* TLAPlusParser::UnitContext::recursiveDecl() {
  return getRuleContext<TLAPlusParser::RecursiveDeclContext>(0);
}

TLAPlusParser::UseOrHideContext* TLAPlusParser::UnitContext::useOrHide() {
  return getRuleContext<TLAPlusParser::UseOrHideContext>(0);
}

TLAPlusParser::ModuleDefinitionContext* TLAPlusParser::UnitContext::moduleDefinition() {
  return getRuleContext<TLAPlusParser::ModuleDefinitionContext>(0);
}

tree::TerminalNode* TLAPlusParser::UnitContext::LOCAL() {
  return getToken(TLAPlusParser::LOCAL, 0);
}

TLAPlusParser::InstanceContext* TLAPlusParser::UnitContext::instance() {
  return getRuleContext<TLAPlusParser::InstanceContext>(0);
}

TLAPlusParser::FunctionDefinitionContext* TLAPlusParser::UnitContext::functionDefinition() {
  return getRuleContext<TLAPlusParser::FunctionDefinitionContext>(0);
}

TLAPlusParser::OperatorDefinitionContext* TLAPlusParser::UnitContext::operatorDefinition() {
  return getRuleContext<TLAPlusParser::OperatorDefinitionContext>(0);
}

TLAPlusParser::AssumptionContext* TLAPlusParser::UnitContext::assumption() {
  return getRuleContext<TLAPlusParser::AssumptionContext>(0);
}

TLAPlusParser::TheoremContext* TLAPlusParser::UnitContext::theorem() {
  return getRuleContext<TLAPlusParser::TheoremContext>(0);
}

TLAPlusParser::ModuleContext* TLAPlusParser::UnitContext::module() {
  return getRuleContext<TLAPlusParser::ModuleContext>(0);
}

tree::TerminalNode* TLAPlusParser::UnitContext::SEPARATOR() {
  return getToken(TLAPlusParser::SEPARATOR, 0);
}


size_t TLAPlusParser::UnitContext::getRuleIndex() const {
  return TLAPlusParser::RuleUnit;
}


TLAPlusParser::UnitContext* TLAPlusParser::unit() {
  UnitContext *_localctx = _tracker.createInstance<UnitContext>(_ctx, getState());
  enterRule(_localctx, 6, TLAPlusParser::RuleUnit);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(159);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 7, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(135);
      variableDecl();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(136);
      constantDecl();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(137);
      recursiveDecl();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(138);
      useOrHide();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(140);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(139);
        match(TLAPlusParser::LOCAL);
      }
      setState(142);
      moduleDefinition();
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(144);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(143);
        match(TLAPlusParser::LOCAL);
      }
      setState(146);
      instance();
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(148);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(147);
        match(TLAPlusParser::LOCAL);
      }
      setState(150);
      functionDefinition();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(152);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(151);
        match(TLAPlusParser::LOCAL);
      }
      setState(154);
      operatorDefinition();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(155);
      assumption();
      break;
    }

    case 10: {
      enterOuterAlt(_localctx, 10);
      setState(156);
      theorem();
      break;
    }

    case 11: {
      enterOuterAlt(_localctx, 11);
      setState(157);
      module();
      break;
    }

    case 12: {
      enterOuterAlt(_localctx, 12);
      setState(158);
      match(TLAPlusParser::SEPARATOR);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- VariableDeclContext ------------------------------------------------------------------

TLAPlusParser::VariableDeclContext::VariableDeclContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> TLAPlusParser::VariableDeclContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::VariableDeclContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
}

tree::TerminalNode* TLAPlusParser::VariableDeclContext::VARIABLE() {
  return getToken(TLAPlusParser::VARIABLE, 0);
}

tree::TerminalNode* TLAPlusParser::VariableDeclContext::VARIABLES() {
  return getToken(TLAPlusParser::VARIABLES, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::VariableDeclContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::VariableDeclContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::VariableDeclContext::getRuleIndex() const {
  return TLAPlusParser::RuleVariableDecl;
}


TLAPlusParser::VariableDeclContext* TLAPlusParser::variableDecl() {
  VariableDeclContext *_localctx = _tracker.createInstance<VariableDeclContext>(_ctx, getState());
  enterRule(_localctx, 8, TLAPlusParser::RuleVariableDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(161);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::VARIABLE

    || _la == TLAPlusParser::VARIABLES)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(162);
    match(TLAPlusParser::IDENT);
    setState(167);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(163);
      match(TLAPlusParser::COMMA);
      setState(164);
      match(TLAPlusParser::IDENT);
      setState(169);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ConstantDeclContext ------------------------------------------------------------------

TLAPlusParser::ConstantDeclContext::ConstantDeclContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::OpDeclContext *> TLAPlusParser::ConstantDeclContext::opDecl() {
  return getRuleContexts<TLAPlusParser::OpDeclContext>();
}

TLAPlusParser::OpDeclContext* TLAPlusParser::ConstantDeclContext::opDecl(size_t i) {
  return getRuleContext<TLAPlusParser::OpDeclContext>(i);
}

tree::TerminalNode* TLAPlusParser::ConstantDeclContext::CONSTANT() {
  return getToken(TLAPlusParser::CONSTANT, 0);
}

tree::TerminalNode* TLAPlusParser::ConstantDeclContext::CONSTANTS() {
  return getToken(TLAPlusParser::CONSTANTS, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ConstantDeclContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ConstantDeclContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::ConstantDeclContext::getRuleIndex() const {
  return TLAPlusParser::RuleConstantDecl;
}


TLAPlusParser::ConstantDeclContext* TLAPlusParser::constantDecl() {
  ConstantDeclContext *_localctx = _tracker.createInstance<ConstantDeclContext>(_ctx, getState());
  enterRule(_localctx, 10, TLAPlusParser::RuleConstantDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(170);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::CONSTANT

    || _la == TLAPlusParser::CONSTANTS)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(171);
    opDecl();
    setState(176);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(172);
      match(TLAPlusParser::COMMA);
      setState(173);
      opDecl();
      setState(178);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- RecursiveDeclContext ------------------------------------------------------------------

TLAPlusParser::RecursiveDeclContext::RecursiveDeclContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::RecursiveDeclContext::RECURSIVE() {
  return getToken(TLAPlusParser::RECURSIVE, 0);
}

std::vector<TLAPlusParser::OpDeclContext *> TLAPlusParser::RecursiveDeclContext::opDecl() {
  return getRuleContexts<TLAPlusParser::OpDeclContext>();
}

TLAPlusParser::OpDeclContext* TLAPlusParser::RecursiveDeclContext::opDecl(size_t i) {
  return getRuleContext<TLAPlusParser::OpDeclContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::RecursiveDeclContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::RecursiveDeclContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::RecursiveDeclContext::getRuleIndex() const {
  return TLAPlusParser::RuleRecursiveDecl;
}


TLAPlusParser::RecursiveDeclContext* TLAPlusParser::recursiveDecl() {
  RecursiveDeclContext *_localctx = _tracker.createInstance<RecursiveDeclContext>(_ctx, getState());
  enterRule(_localctx, 12, TLAPlusParser::RuleRecursiveDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(179);
    match(TLAPlusParser::RECURSIVE);
    setState(180);
    opDecl();
    setState(185);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(181);
      match(TLAPlusParser::COMMA);
      setState(182);
      opDecl();
      setState(187);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OpDeclContext ------------------------------------------------------------------

TLAPlusParser::OpDeclContext::OpDeclContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t TLAPlusParser::OpDeclContext::getRuleIndex() const {
  return TLAPlusParser::RuleOpDecl;
}

void TLAPlusParser::OpDeclContext::copyFrom(OpDeclContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- OpDeclIdentContext ------------------------------------------------------------------

TLAPlusParser::BoundNameContext* TLAPlusParser::OpDeclIdentContext::boundName() {
  return getRuleContext<TLAPlusParser::BoundNameContext>(0);
}

TLAPlusParser::OpDeclIdentContext::OpDeclIdentContext(OpDeclContext *ctx) { copyFrom(ctx); }


//----------------- OpDeclPostfixContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::OpDeclPostfixContext::UNDERSCORE() {
  return getToken(TLAPlusParser::UNDERSCORE, 0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::OpDeclPostfixContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

TLAPlusParser::OpDeclPostfixContext::OpDeclPostfixContext(OpDeclContext *ctx) { copyFrom(ctx); }


//----------------- OpDeclNonfixContext ------------------------------------------------------------------

TLAPlusParser::BoundNameContext* TLAPlusParser::OpDeclNonfixContext::boundName() {
  return getRuleContext<TLAPlusParser::BoundNameContext>(0);
}

tree::TerminalNode* TLAPlusParser::OpDeclNonfixContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::OpDeclNonfixContext::UNDERSCORE() {
  return getTokens(TLAPlusParser::UNDERSCORE);
}

tree::TerminalNode* TLAPlusParser::OpDeclNonfixContext::UNDERSCORE(size_t i) {
  return getToken(TLAPlusParser::UNDERSCORE, i);
}

tree::TerminalNode* TLAPlusParser::OpDeclNonfixContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::OpDeclNonfixContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::OpDeclNonfixContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::OpDeclNonfixContext::OpDeclNonfixContext(OpDeclContext *ctx) { copyFrom(ctx); }


//----------------- OpDeclPrefixContext ------------------------------------------------------------------

TLAPlusParser::PrefixOpContext* TLAPlusParser::OpDeclPrefixContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::OpDeclPrefixContext::UNDERSCORE() {
  return getToken(TLAPlusParser::UNDERSCORE, 0);
}

TLAPlusParser::OpDeclPrefixContext::OpDeclPrefixContext(OpDeclContext *ctx) { copyFrom(ctx); }


//----------------- OpDeclInfixContext ------------------------------------------------------------------

std::vector<tree::TerminalNode *> TLAPlusParser::OpDeclInfixContext::UNDERSCORE() {
  return getTokens(TLAPlusParser::UNDERSCORE);
}

tree::TerminalNode* TLAPlusParser::OpDeclInfixContext::UNDERSCORE(size_t i) {
  return getToken(TLAPlusParser::UNDERSCORE, i);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::OpDeclInfixContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::OpDeclInfixContext::OpDeclInfixContext(OpDeclContext *ctx) { copyFrom(ctx); }


TLAPlusParser::OpDeclContext* TLAPlusParser::opDecl() {
  OpDeclContext *_localctx = _tracker.createInstance<OpDeclContext>(_ctx, getState());
  enterRule(_localctx, 14, TLAPlusParser::RuleOpDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(210);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 12, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclNonfixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(188);
      boundName();
      setState(189);
      match(TLAPlusParser::LPAREN);
      setState(190);
      match(TLAPlusParser::UNDERSCORE);
      setState(195);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(191);
        match(TLAPlusParser::COMMA);
        setState(192);
        match(TLAPlusParser::UNDERSCORE);
        setState(197);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(198);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclIdentContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(200);
      boundName();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclPrefixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(201);
      prefixOp();
      setState(202);
      match(TLAPlusParser::UNDERSCORE);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclInfixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(204);
      match(TLAPlusParser::UNDERSCORE);
      setState(205);
      infixOp();
      setState(206);
      match(TLAPlusParser::UNDERSCORE);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclPostfixContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(208);
      match(TLAPlusParser::UNDERSCORE);
      setState(209);
      postfixOp();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OperatorDefinitionContext ------------------------------------------------------------------

TLAPlusParser::OperatorDefinitionContext::OperatorDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t TLAPlusParser::OperatorDefinitionContext::getRuleIndex() const {
  return TLAPlusParser::RuleOperatorDefinition;
}

void TLAPlusParser::OperatorDefinitionContext::copyFrom(OperatorDefinitionContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- PrefixDefinitionContext ------------------------------------------------------------------

TLAPlusParser::PrefixOpContext* TLAPlusParser::PrefixDefinitionContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::PrefixDefinitionContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::PrefixDefinitionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::PrefixDefinitionContext::PrefixDefinitionContext(OperatorDefinitionContext *ctx) { copyFrom(ctx); }


//----------------- NonfixDefinitionContext ------------------------------------------------------------------

TLAPlusParser::DefNameContext* TLAPlusParser::NonfixDefinitionContext::defName() {
  return getRuleContext<TLAPlusParser::DefNameContext>(0);
}

tree::TerminalNode* TLAPlusParser::NonfixDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::NonfixDefinitionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::NonfixDefinitionContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

std::vector<TLAPlusParser::OpParamContext *> TLAPlusParser::NonfixDefinitionContext::opParam() {
  return getRuleContexts<TLAPlusParser::OpParamContext>();
}

TLAPlusParser::OpParamContext* TLAPlusParser::NonfixDefinitionContext::opParam(size_t i) {
  return getRuleContext<TLAPlusParser::OpParamContext>(i);
}

tree::TerminalNode* TLAPlusParser::NonfixDefinitionContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::NonfixDefinitionContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::NonfixDefinitionContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::NonfixDefinitionContext::NonfixDefinitionContext(OperatorDefinitionContext *ctx) { copyFrom(ctx); }


//----------------- InfixDefinitionContext ------------------------------------------------------------------

TLAPlusParser::InfixOpContext* TLAPlusParser::InfixDefinitionContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::InfixDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::InfixDefinitionContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::InfixDefinitionContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
}

TLAPlusParser::ExprContext* TLAPlusParser::InfixDefinitionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::InfixDefinitionContext::InfixDefinitionContext(OperatorDefinitionContext *ctx) { copyFrom(ctx); }


//----------------- PostfixDefinitionContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::PostfixDefinitionContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::PostfixDefinitionContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::PostfixDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::PostfixDefinitionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::PostfixDefinitionContext::PostfixDefinitionContext(OperatorDefinitionContext *ctx) { copyFrom(ctx); }


TLAPlusParser::OperatorDefinitionContext* TLAPlusParser::operatorDefinition() {
  OperatorDefinitionContext *_localctx = _tracker.createInstance<OperatorDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 16, TLAPlusParser::RuleOperatorDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(245);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 15, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::NonfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(212);
      defName();
      setState(224);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(213);
        match(TLAPlusParser::LPAREN);
        setState(214);
        opParam();
        setState(219);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(215);
          match(TLAPlusParser::COMMA);
          setState(216);
          opParam();
          setState(221);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(222);
        match(TLAPlusParser::RPAREN);
      }
      setState(226);
      match(TLAPlusParser::DEFEQ);
      setState(227);
      dynamic_cast<NonfixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::PrefixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(229);
      prefixOp();
      setState(230);
      match(TLAPlusParser::IDENT);
      setState(231);
      match(TLAPlusParser::DEFEQ);
      setState(232);
      dynamic_cast<PrefixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::InfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(234);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->lhs = match(TLAPlusParser::IDENT);
      setState(235);
      infixOp();
      setState(236);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->rhs = match(TLAPlusParser::IDENT);
      setState(237);
      match(TLAPlusParser::DEFEQ);
      setState(238);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 4: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::PostfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(240);
      match(TLAPlusParser::IDENT);
      setState(241);
      postfixOp();
      setState(242);
      match(TLAPlusParser::DEFEQ);
      setState(243);
      dynamic_cast<PostfixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OpParamContext ------------------------------------------------------------------

TLAPlusParser::OpParamContext::OpParamContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::OpDeclContext* TLAPlusParser::OpParamContext::opDecl() {
  return getRuleContext<TLAPlusParser::OpDeclContext>(0);
}


size_t TLAPlusParser::OpParamContext::getRuleIndex() const {
  return TLAPlusParser::RuleOpParam;
}


TLAPlusParser::OpParamContext* TLAPlusParser::opParam() {
  OpParamContext *_localctx = _tracker.createInstance<OpParamContext>(_ctx, getState());
  enterRule(_localctx, 18, TLAPlusParser::RuleOpParam);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(247);
    opDecl();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DefNameContext ------------------------------------------------------------------

TLAPlusParser::DefNameContext::DefNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::BoundNameContext* TLAPlusParser::DefNameContext::boundName() {
  return getRuleContext<TLAPlusParser::BoundNameContext>(0);
}


size_t TLAPlusParser::DefNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleDefName;
}


TLAPlusParser::DefNameContext* TLAPlusParser::defName() {
  DefNameContext *_localctx = _tracker.createInstance<DefNameContext>(_ctx, getState());
  enterRule(_localctx, 20, TLAPlusParser::RuleDefName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(249);
    boundName();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BoundNameContext ------------------------------------------------------------------

TLAPlusParser::BoundNameContext::BoundNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::BoundNameContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::BuiltinNameContext* TLAPlusParser::BoundNameContext::builtinName() {
  return getRuleContext<TLAPlusParser::BuiltinNameContext>(0);
}

tree::TerminalNode* TLAPlusParser::BoundNameContext::AT() {
  return getToken(TLAPlusParser::AT, 0);
}


size_t TLAPlusParser::BoundNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleBoundName;
}


TLAPlusParser::BoundNameContext* TLAPlusParser::boundName() {
  BoundNameContext *_localctx = _tracker.createInstance<BoundNameContext>(_ctx, getState());
  enterRule(_localctx, 22, TLAPlusParser::RuleBoundName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(254);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(251);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE: {
        enterOuterAlt(_localctx, 2);
        setState(252);
        builtinName();
        break;
      }

      case TLAPlusParser::AT: {
        enterOuterAlt(_localctx, 3);
        setState(253);
        match(TLAPlusParser::AT);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BuiltinNameContext ------------------------------------------------------------------

TLAPlusParser::BuiltinNameContext::BuiltinNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::BuiltinNameContext::TRUE() {
  return getToken(TLAPlusParser::TRUE, 0);
}

tree::TerminalNode* TLAPlusParser::BuiltinNameContext::FALSE() {
  return getToken(TLAPlusParser::FALSE, 0);
}

tree::TerminalNode* TLAPlusParser::BuiltinNameContext::BOOLEAN() {
  return getToken(TLAPlusParser::BOOLEAN, 0);
}

tree::TerminalNode* TLAPlusParser::BuiltinNameContext::STRING_SET() {
  return getToken(TLAPlusParser::STRING_SET, 0);
}


size_t TLAPlusParser::BuiltinNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleBuiltinName;
}


TLAPlusParser::BuiltinNameContext* TLAPlusParser::builtinName() {
  BuiltinNameContext *_localctx = _tracker.createInstance<BuiltinNameContext>(_ctx, getState());
  enterRule(_localctx, 24, TLAPlusParser::RuleBuiltinName);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(256);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::BOOLEAN)
      | (1ULL << TLAPlusParser::FALSE)
      | (1ULL << TLAPlusParser::STRING_SET)
      | (1ULL << TLAPlusParser::TRUE))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FunctionDefinitionContext ------------------------------------------------------------------

TLAPlusParser::FunctionDefinitionContext::FunctionDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::FunctionDefinitionContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::FunctionDefinitionContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::QuantBoundContext *> TLAPlusParser::FunctionDefinitionContext::quantBound() {
  return getRuleContexts<TLAPlusParser::QuantBoundContext>();
}

TLAPlusParser::QuantBoundContext* TLAPlusParser::FunctionDefinitionContext::quantBound(size_t i) {
  return getRuleContext<TLAPlusParser::QuantBoundContext>(i);
}

tree::TerminalNode* TLAPlusParser::FunctionDefinitionContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

tree::TerminalNode* TLAPlusParser::FunctionDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::FunctionDefinitionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::FunctionDefinitionContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::FunctionDefinitionContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::FunctionDefinitionContext::getRuleIndex() const {
  return TLAPlusParser::RuleFunctionDefinition;
}


TLAPlusParser::FunctionDefinitionContext* TLAPlusParser::functionDefinition() {
  FunctionDefinitionContext *_localctx = _tracker.createInstance<FunctionDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 26, TLAPlusParser::RuleFunctionDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(258);
    match(TLAPlusParser::IDENT);
    setState(259);
    match(TLAPlusParser::LBRACKET);
    setState(260);
    quantBound();
    setState(265);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(261);
      match(TLAPlusParser::COMMA);
      setState(262);
      quantBound();
      setState(267);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(268);
    match(TLAPlusParser::RBRACKET);
    setState(269);
    match(TLAPlusParser::DEFEQ);
    setState(270);
    dynamic_cast<FunctionDefinitionContext *>(_localctx)->body = expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ModuleDefinitionContext ------------------------------------------------------------------

TLAPlusParser::ModuleDefinitionContext::ModuleDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ModuleDefinitionContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::ModuleDefinitionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::InstanceContext* TLAPlusParser::ModuleDefinitionContext::instance() {
  return getRuleContext<TLAPlusParser::InstanceContext>(0);
}

tree::TerminalNode* TLAPlusParser::ModuleDefinitionContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

std::vector<TLAPlusParser::OpParamContext *> TLAPlusParser::ModuleDefinitionContext::opParam() {
  return getRuleContexts<TLAPlusParser::OpParamContext>();
}

TLAPlusParser::OpParamContext* TLAPlusParser::ModuleDefinitionContext::opParam(size_t i) {
  return getRuleContext<TLAPlusParser::OpParamContext>(i);
}

tree::TerminalNode* TLAPlusParser::ModuleDefinitionContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ModuleDefinitionContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ModuleDefinitionContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::ModuleDefinitionContext::getRuleIndex() const {
  return TLAPlusParser::RuleModuleDefinition;
}


TLAPlusParser::ModuleDefinitionContext* TLAPlusParser::moduleDefinition() {
  ModuleDefinitionContext *_localctx = _tracker.createInstance<ModuleDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 28, TLAPlusParser::RuleModuleDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(272);
    match(TLAPlusParser::IDENT);
    setState(284);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::LPAREN) {
      setState(273);
      match(TLAPlusParser::LPAREN);
      setState(274);
      opParam();
      setState(279);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(275);
        match(TLAPlusParser::COMMA);
        setState(276);
        opParam();
        setState(281);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(282);
      match(TLAPlusParser::RPAREN);
    }
    setState(286);
    match(TLAPlusParser::DEFEQ);
    setState(287);
    instance();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- InstanceContext ------------------------------------------------------------------

TLAPlusParser::InstanceContext::InstanceContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::InstanceContext::INSTANCE() {
  return getToken(TLAPlusParser::INSTANCE, 0);
}

tree::TerminalNode* TLAPlusParser::InstanceContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::InstanceContext::WITH() {
  return getToken(TLAPlusParser::WITH, 0);
}

std::vector<TLAPlusParser::SubstitutionContext *> TLAPlusParser::InstanceContext::substitution() {
  return getRuleContexts<TLAPlusParser::SubstitutionContext>();
}

TLAPlusParser::SubstitutionContext* TLAPlusParser::InstanceContext::substitution(size_t i) {
  return getRuleContext<TLAPlusParser::SubstitutionContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::InstanceContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::InstanceContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::InstanceContext::getRuleIndex() const {
  return TLAPlusParser::RuleInstance;
}


TLAPlusParser::InstanceContext* TLAPlusParser::instance() {
  InstanceContext *_localctx = _tracker.createInstance<InstanceContext>(_ctx, getState());
  enterRule(_localctx, 30, TLAPlusParser::RuleInstance);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(289);
    match(TLAPlusParser::INSTANCE);
    setState(290);
    match(TLAPlusParser::IDENT);
    setState(300);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::WITH) {
      setState(291);
      match(TLAPlusParser::WITH);
      setState(292);
      substitution();
      setState(297);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(293);
        match(TLAPlusParser::COMMA);
        setState(294);
        substitution();
        setState(299);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SubstitutionContext ------------------------------------------------------------------

TLAPlusParser::SubstitutionContext::SubstitutionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::SubstTargetContext* TLAPlusParser::SubstitutionContext::substTarget() {
  return getRuleContext<TLAPlusParser::SubstTargetContext>(0);
}

tree::TerminalNode* TLAPlusParser::SubstitutionContext::LARROW() {
  return getToken(TLAPlusParser::LARROW, 0);
}

TLAPlusParser::ArgumentContext* TLAPlusParser::SubstitutionContext::argument() {
  return getRuleContext<TLAPlusParser::ArgumentContext>(0);
}


size_t TLAPlusParser::SubstitutionContext::getRuleIndex() const {
  return TLAPlusParser::RuleSubstitution;
}


TLAPlusParser::SubstitutionContext* TLAPlusParser::substitution() {
  SubstitutionContext *_localctx = _tracker.createInstance<SubstitutionContext>(_ctx, getState());
  enterRule(_localctx, 32, TLAPlusParser::RuleSubstitution);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(302);
    substTarget();
    setState(303);
    match(TLAPlusParser::LARROW);
    setState(304);
    argument();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SubstTargetContext ------------------------------------------------------------------

TLAPlusParser::SubstTargetContext::SubstTargetContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::SubstTargetContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::SubstTargetContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::SubstTargetContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::SubstTargetContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}


size_t TLAPlusParser::SubstTargetContext::getRuleIndex() const {
  return TLAPlusParser::RuleSubstTarget;
}


TLAPlusParser::SubstTargetContext* TLAPlusParser::substTarget() {
  SubstTargetContext *_localctx = _tracker.createInstance<SubstTargetContext>(_ctx, getState());
  enterRule(_localctx, 34, TLAPlusParser::RuleSubstTarget);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(310);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 22, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(306);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(307);
      prefixOp();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(308);
      infixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(309);
      postfixOp();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AssumptionContext ------------------------------------------------------------------

TLAPlusParser::AssumptionContext::AssumptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::ExprContext* TLAPlusParser::AssumptionContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::AssumptionContext::ASSUME() {
  return getToken(TLAPlusParser::ASSUME, 0);
}

tree::TerminalNode* TLAPlusParser::AssumptionContext::ASSUMPTION() {
  return getToken(TLAPlusParser::ASSUMPTION, 0);
}

tree::TerminalNode* TLAPlusParser::AssumptionContext::AXIOM() {
  return getToken(TLAPlusParser::AXIOM, 0);
}

tree::TerminalNode* TLAPlusParser::AssumptionContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::AssumptionContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}


size_t TLAPlusParser::AssumptionContext::getRuleIndex() const {
  return TLAPlusParser::RuleAssumption;
}


TLAPlusParser::AssumptionContext* TLAPlusParser::assumption() {
  AssumptionContext *_localctx = _tracker.createInstance<AssumptionContext>(_ctx, getState());
  enterRule(_localctx, 36, TLAPlusParser::RuleAssumption);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(312);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::ASSUME)
      | (1ULL << TLAPlusParser::ASSUMPTION)
      | (1ULL << TLAPlusParser::AXIOM))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(315);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 23, _ctx)) {
    case 1: {
      setState(313);
      match(TLAPlusParser::IDENT);
      setState(314);
      match(TLAPlusParser::DEFEQ);
      break;
    }

    }
    setState(317);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TheoremContext ------------------------------------------------------------------

TLAPlusParser::TheoremContext::TheoremContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::TheoremContext::THEOREM() {
  return getToken(TLAPlusParser::THEOREM, 0);
}

tree::TerminalNode* TLAPlusParser::TheoremContext::PROPOSITION() {
  return getToken(TLAPlusParser::PROPOSITION, 0);
}

tree::TerminalNode* TLAPlusParser::TheoremContext::LEMMA() {
  return getToken(TLAPlusParser::LEMMA, 0);
}

tree::TerminalNode* TLAPlusParser::TheoremContext::COROLLARY() {
  return getToken(TLAPlusParser::COROLLARY, 0);
}

TLAPlusParser::AssumeProveContext* TLAPlusParser::TheoremContext::assumeProve() {
  return getRuleContext<TLAPlusParser::AssumeProveContext>(0);
}

TLAPlusParser::ExprContext* TLAPlusParser::TheoremContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::TheoremContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::TheoremContext::DEFEQ() {
  return getToken(TLAPlusParser::DEFEQ, 0);
}

TLAPlusParser::ProofContext* TLAPlusParser::TheoremContext::proof() {
  return getRuleContext<TLAPlusParser::ProofContext>(0);
}


size_t TLAPlusParser::TheoremContext::getRuleIndex() const {
  return TLAPlusParser::RuleTheorem;
}


TLAPlusParser::TheoremContext* TLAPlusParser::theorem() {
  TheoremContext *_localctx = _tracker.createInstance<TheoremContext>(_ctx, getState());
  enterRule(_localctx, 38, TLAPlusParser::RuleTheorem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(319);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::COROLLARY)
      | (1ULL << TLAPlusParser::LEMMA)
      | (1ULL << TLAPlusParser::PROPOSITION)
      | (1ULL << TLAPlusParser::THEOREM))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(322);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 24, _ctx)) {
    case 1: {
      setState(320);
      match(TLAPlusParser::IDENT);
      setState(321);
      match(TLAPlusParser::DEFEQ);
      break;
    }

    }
    setState(326);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 25, _ctx)) {
    case 1: {
      setState(324);
      assumeProve();
      break;
    }

    case 2: {
      setState(325);
      expr();
      break;
    }

    }
    setState(329);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 17) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 17)) & ((1ULL << (TLAPlusParser::BY - 17))
      | (1ULL << (TLAPlusParser::OBVIOUS - 17))
      | (1ULL << (TLAPlusParser::OMITTED - 17))
      | (1ULL << (TLAPlusParser::PROOF - 17))
      | (1ULL << (TLAPlusParser::STEP_LABEL - 17)))) != 0)) {
      setState(328);
      proof();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AssumeProveContext ------------------------------------------------------------------

TLAPlusParser::AssumeProveContext::AssumeProveContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::AssumeProveContext::ASSUME() {
  return getToken(TLAPlusParser::ASSUME, 0);
}

std::vector<TLAPlusParser::AssumeItemContext *> TLAPlusParser::AssumeProveContext::assumeItem() {
  return getRuleContexts<TLAPlusParser::AssumeItemContext>();
}

TLAPlusParser::AssumeItemContext* TLAPlusParser::AssumeProveContext::assumeItem(size_t i) {
  return getRuleContext<TLAPlusParser::AssumeItemContext>(i);
}

tree::TerminalNode* TLAPlusParser::AssumeProveContext::PROVE() {
  return getToken(TLAPlusParser::PROVE, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::AssumeProveContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::AssumeProveContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::AssumeProveContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::AssumeProveContext::getRuleIndex() const {
  return TLAPlusParser::RuleAssumeProve;
}


TLAPlusParser::AssumeProveContext* TLAPlusParser::assumeProve() {
  AssumeProveContext *_localctx = _tracker.createInstance<AssumeProveContext>(_ctx, getState());
  enterRule(_localctx, 40, TLAPlusParser::RuleAssumeProve);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(331);
    match(TLAPlusParser::ASSUME);
    setState(332);
    assumeItem();
    setState(337);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(333);
      match(TLAPlusParser::COMMA);
      setState(334);
      assumeItem();
      setState(339);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(340);
    match(TLAPlusParser::PROVE);
    setState(341);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AssumeItemContext ------------------------------------------------------------------

TLAPlusParser::AssumeItemContext::AssumeItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::AssumeItemContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::AssumeItemContext::DCOLON() {
  return getToken(TLAPlusParser::DCOLON, 0);
}

TLAPlusParser::AssumeProveContext* TLAPlusParser::AssumeItemContext::assumeProve() {
  return getRuleContext<TLAPlusParser::AssumeProveContext>(0);
}

TLAPlusParser::NewDeclContext* TLAPlusParser::AssumeItemContext::newDecl() {
  return getRuleContext<TLAPlusParser::NewDeclContext>(0);
}

TLAPlusParser::ExprContext* TLAPlusParser::AssumeItemContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}


size_t TLAPlusParser::AssumeItemContext::getRuleIndex() const {
  return TLAPlusParser::RuleAssumeItem;
}


TLAPlusParser::AssumeItemContext* TLAPlusParser::assumeItem() {
  AssumeItemContext *_localctx = _tracker.createInstance<AssumeItemContext>(_ctx, getState());
  enterRule(_localctx, 42, TLAPlusParser::RuleAssumeItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(349);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 28, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(343);
      match(TLAPlusParser::IDENT);
      setState(344);
      match(TLAPlusParser::DCOLON);
      setState(345);
      assumeProve();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(346);
      assumeProve();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(347);
      newDecl();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(348);
      expr();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NewDeclContext ------------------------------------------------------------------

TLAPlusParser::NewDeclContext::NewDeclContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::NEW() {
  return getToken(TLAPlusParser::NEW, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::SET_IN() {
  return getToken(TLAPlusParser::SET_IN, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::NewDeclContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::OpDeclContext* TLAPlusParser::NewDeclContext::opDecl() {
  return getRuleContext<TLAPlusParser::OpDeclContext>(0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::CONSTANT() {
  return getToken(TLAPlusParser::CONSTANT, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::VARIABLE() {
  return getToken(TLAPlusParser::VARIABLE, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::STATE() {
  return getToken(TLAPlusParser::STATE, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::ACTION() {
  return getToken(TLAPlusParser::ACTION, 0);
}

tree::TerminalNode* TLAPlusParser::NewDeclContext::TEMPORAL() {
  return getToken(TLAPlusParser::TEMPORAL, 0);
}


size_t TLAPlusParser::NewDeclContext::getRuleIndex() const {
  return TLAPlusParser::RuleNewDecl;
}


TLAPlusParser::NewDeclContext* TLAPlusParser::newDecl() {
  NewDeclContext *_localctx = _tracker.createInstance<NewDeclContext>(_ctx, getState());
  enterRule(_localctx, 44, TLAPlusParser::RuleNewDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(368);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::NEW: {
        enterOuterAlt(_localctx, 1);
        setState(351);
        match(TLAPlusParser::NEW);
        setState(353);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 12) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 12)) & ((1ULL << (TLAPlusParser::ACTION - 12))
          | (1ULL << (TLAPlusParser::CONSTANT - 12))
          | (1ULL << (TLAPlusParser::STATE - 12))
          | (1ULL << (TLAPlusParser::TEMPORAL - 12))
          | (1ULL << (TLAPlusParser::VARIABLE - 12)))) != 0)) {
          setState(352);
          _la = _input->LA(1);
          if (!(((((_la - 12) & ~ 0x3fULL) == 0) &&
            ((1ULL << (_la - 12)) & ((1ULL << (TLAPlusParser::ACTION - 12))
            | (1ULL << (TLAPlusParser::CONSTANT - 12))
            | (1ULL << (TLAPlusParser::STATE - 12))
            | (1ULL << (TLAPlusParser::TEMPORAL - 12))
            | (1ULL << (TLAPlusParser::VARIABLE - 12)))) != 0))) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
        }
        setState(359);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 30, _ctx)) {
        case 1: {
          setState(355);
          match(TLAPlusParser::IDENT);
          setState(356);
          match(TLAPlusParser::SET_IN);
          setState(357);
          expr();
          break;
        }

        case 2: {
          setState(358);
          opDecl();
          break;
        }

        }
        break;
      }

      case TLAPlusParser::ACTION:
      case TLAPlusParser::CONSTANT:
      case TLAPlusParser::STATE:
      case TLAPlusParser::TEMPORAL:
      case TLAPlusParser::VARIABLE: {
        enterOuterAlt(_localctx, 2);
        setState(361);
        _la = _input->LA(1);
        if (!(((((_la - 12) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 12)) & ((1ULL << (TLAPlusParser::ACTION - 12))
          | (1ULL << (TLAPlusParser::CONSTANT - 12))
          | (1ULL << (TLAPlusParser::STATE - 12))
          | (1ULL << (TLAPlusParser::TEMPORAL - 12))
          | (1ULL << (TLAPlusParser::VARIABLE - 12)))) != 0))) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(366);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 31, _ctx)) {
        case 1: {
          setState(362);
          match(TLAPlusParser::IDENT);
          setState(363);
          match(TLAPlusParser::SET_IN);
          setState(364);
          expr();
          break;
        }

        case 2: {
          setState(365);
          opDecl();
          break;
        }

        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ProofContext ------------------------------------------------------------------

TLAPlusParser::ProofContext::ProofContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::ProofItemContext *> TLAPlusParser::ProofContext::proofItem() {
  return getRuleContexts<TLAPlusParser::ProofItemContext>();
}

TLAPlusParser::ProofItemContext* TLAPlusParser::ProofContext::proofItem(size_t i) {
  return getRuleContext<TLAPlusParser::ProofItemContext>(i);
}


size_t TLAPlusParser::ProofContext::getRuleIndex() const {
  return TLAPlusParser::RuleProof;
}


TLAPlusParser::ProofContext* TLAPlusParser::proof() {
  ProofContext *_localctx = _tracker.createInstance<ProofContext>(_ctx, getState());
  enterRule(_localctx, 46, TLAPlusParser::RuleProof);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(371); 
    _errHandler->sync(this);
    _la = _input->LA(1);
    do {
      setState(370);
      proofItem();
      setState(373); 
      _errHandler->sync(this);
      _la = _input->LA(1);
    } while (((((_la - 17) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 17)) & ((1ULL << (TLAPlusParser::BY - 17))
      | (1ULL << (TLAPlusParser::OBVIOUS - 17))
      | (1ULL << (TLAPlusParser::OMITTED - 17))
      | (1ULL << (TLAPlusParser::PROOF - 17))
      | (1ULL << (TLAPlusParser::STEP_LABEL - 17)))) != 0));
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ProofItemContext ------------------------------------------------------------------

TLAPlusParser::ProofItemContext::ProofItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::PROOF() {
  return getToken(TLAPlusParser::PROOF, 0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::BY() {
  return getToken(TLAPlusParser::BY, 0);
}

TLAPlusParser::UseBodyContext* TLAPlusParser::ProofItemContext::useBody() {
  return getRuleContext<TLAPlusParser::UseBodyContext>(0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::ONLY() {
  return getToken(TLAPlusParser::ONLY, 0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::OBVIOUS() {
  return getToken(TLAPlusParser::OBVIOUS, 0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::OMITTED() {
  return getToken(TLAPlusParser::OMITTED, 0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::STEP_LABEL() {
  return getToken(TLAPlusParser::STEP_LABEL, 0);
}

tree::TerminalNode* TLAPlusParser::ProofItemContext::QED() {
  return getToken(TLAPlusParser::QED, 0);
}

TLAPlusParser::StepBodyContext* TLAPlusParser::ProofItemContext::stepBody() {
  return getRuleContext<TLAPlusParser::StepBodyContext>(0);
}


size_t TLAPlusParser::ProofItemContext::getRuleIndex() const {
  return TLAPlusParser::RuleProofItem;
}


TLAPlusParser::ProofItemContext* TLAPlusParser::proofItem() {
  ProofItemContext *_localctx = _tracker.createInstance<ProofItemContext>(_ctx, getState());
  enterRule(_localctx, 48, TLAPlusParser::RuleProofItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(388);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::PROOF: {
        enterOuterAlt(_localctx, 1);
        setState(375);
        match(TLAPlusParser::PROOF);
        break;
      }

      case TLAPlusParser::BY: {
        enterOuterAlt(_localctx, 2);
        setState(376);
        match(TLAPlusParser::BY);
        setState(378);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 34, _ctx)) {
        case 1: {
          setState(377);
          match(TLAPlusParser::ONLY);
          break;
        }

        }
        setState(380);
        useBody();
        break;
      }

      case TLAPlusParser::OBVIOUS: {
        enterOuterAlt(_localctx, 3);
        setState(381);
        match(TLAPlusParser::OBVIOUS);
        break;
      }

      case TLAPlusParser::OMITTED: {
        enterOuterAlt(_localctx, 4);
        setState(382);
        match(TLAPlusParser::OMITTED);
        break;
      }

      case TLAPlusParser::STEP_LABEL: {
        enterOuterAlt(_localctx, 5);
        setState(383);
        match(TLAPlusParser::STEP_LABEL);
        setState(386);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 35, _ctx)) {
        case 1: {
          setState(384);
          match(TLAPlusParser::QED);
          break;
        }

        case 2: {
          setState(385);
          stepBody();
          break;
        }

        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StepBodyContext ------------------------------------------------------------------

TLAPlusParser::StepBodyContext::StepBodyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::UseOrHideContext* TLAPlusParser::StepBodyContext::useOrHide() {
  return getRuleContext<TLAPlusParser::UseOrHideContext>(0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::DEFINE() {
  return getToken(TLAPlusParser::DEFINE, 0);
}

std::vector<TLAPlusParser::ModuleDefinitionContext *> TLAPlusParser::StepBodyContext::moduleDefinition() {
  return getRuleContexts<TLAPlusParser::ModuleDefinitionContext>();
}

TLAPlusParser::ModuleDefinitionContext* TLAPlusParser::StepBodyContext::moduleDefinition(size_t i) {
  return getRuleContext<TLAPlusParser::ModuleDefinitionContext>(i);
}

std::vector<TLAPlusParser::FunctionDefinitionContext *> TLAPlusParser::StepBodyContext::functionDefinition() {
  return getRuleContexts<TLAPlusParser::FunctionDefinitionContext>();
}

TLAPlusParser::FunctionDefinitionContext* TLAPlusParser::StepBodyContext::functionDefinition(size_t i) {
  return getRuleContext<TLAPlusParser::FunctionDefinitionContext>(i);
}

std::vector<TLAPlusParser::OperatorDefinitionContext *> TLAPlusParser::StepBodyContext::operatorDefinition() {
  return getRuleContexts<TLAPlusParser::OperatorDefinitionContext>();
}

TLAPlusParser::OperatorDefinitionContext* TLAPlusParser::StepBodyContext::operatorDefinition(size_t i) {
  return getRuleContext<TLAPlusParser::OperatorDefinitionContext>(i);
}

TLAPlusParser::InstanceContext* TLAPlusParser::StepBodyContext::instance() {
  return getRuleContext<TLAPlusParser::InstanceContext>(0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::HAVE() {
  return getToken(TLAPlusParser::HAVE, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::StepBodyContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::StepBodyContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::TAKE() {
  return getToken(TLAPlusParser::TAKE, 0);
}

std::vector<TLAPlusParser::QuantBoundContext *> TLAPlusParser::StepBodyContext::quantBound() {
  return getRuleContexts<TLAPlusParser::QuantBoundContext>();
}

TLAPlusParser::QuantBoundContext* TLAPlusParser::StepBodyContext::quantBound(size_t i) {
  return getRuleContext<TLAPlusParser::QuantBoundContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::StepBodyContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::StepBodyContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::WITNESS() {
  return getToken(TLAPlusParser::WITNESS, 0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::PICK() {
  return getToken(TLAPlusParser::PICK, 0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::CASE() {
  return getToken(TLAPlusParser::CASE, 0);
}

TLAPlusParser::AssumeProveContext* TLAPlusParser::StepBodyContext::assumeProve() {
  return getRuleContext<TLAPlusParser::AssumeProveContext>(0);
}

tree::TerminalNode* TLAPlusParser::StepBodyContext::SUFFICES() {
  return getToken(TLAPlusParser::SUFFICES, 0);
}


size_t TLAPlusParser::StepBodyContext::getRuleIndex() const {
  return TLAPlusParser::RuleStepBody;
}


TLAPlusParser::StepBodyContext* TLAPlusParser::stepBody() {
  StepBodyContext *_localctx = _tracker.createInstance<StepBodyContext>(_ctx, getState());
  enterRule(_localctx, 50, TLAPlusParser::RuleStepBody);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    setState(462);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 49, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(390);
      useOrHide();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(392);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::DEFINE) {
        setState(391);
        match(TLAPlusParser::DEFINE);
      }
      setState(397); 
      _errHandler->sync(this);
      alt = 1;
      do {
        switch (alt) {
          case 1: {
                setState(397);
                _errHandler->sync(this);
                switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 38, _ctx)) {
                case 1: {
                  setState(394);
                  moduleDefinition();
                  break;
                }

                case 2: {
                  setState(395);
                  functionDefinition();
                  break;
                }

                case 3: {
                  setState(396);
                  operatorDefinition();
                  break;
                }

                }
                break;
              }

        default:
          throw NoViableAltException(this);
        }
        setState(399); 
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 39, _ctx);
      } while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(401);
      instance();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(402);
      match(TLAPlusParser::HAVE);
      setState(403);
      expr();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(404);
      match(TLAPlusParser::TAKE);
      setState(421);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 42, _ctx)) {
      case 1: {
        setState(405);
        quantBound();
        setState(410);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(406);
          match(TLAPlusParser::COMMA);
          setState(407);
          quantBound();
          setState(412);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case 2: {
        setState(413);
        match(TLAPlusParser::IDENT);
        setState(418);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(414);
          match(TLAPlusParser::COMMA);
          setState(415);
          match(TLAPlusParser::IDENT);
          setState(420);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(423);
      match(TLAPlusParser::WITNESS);
      setState(424);
      expr();
      setState(429);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(425);
        match(TLAPlusParser::COMMA);
        setState(426);
        expr();
        setState(431);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(432);
      match(TLAPlusParser::PICK);
      setState(449);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 46, _ctx)) {
      case 1: {
        setState(433);
        quantBound();
        setState(438);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(434);
          match(TLAPlusParser::COMMA);
          setState(435);
          quantBound();
          setState(440);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case 2: {
        setState(441);
        match(TLAPlusParser::IDENT);
        setState(446);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(442);
          match(TLAPlusParser::COMMA);
          setState(443);
          match(TLAPlusParser::IDENT);
          setState(448);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(451);
      match(TLAPlusParser::COLON);
      setState(452);
      expr();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(453);
      match(TLAPlusParser::CASE);
      setState(454);
      expr();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(456);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 47, _ctx)) {
      case 1: {
        setState(455);
        match(TLAPlusParser::SUFFICES);
        break;
      }

      }
      setState(460);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 48, _ctx)) {
      case 1: {
        setState(458);
        assumeProve();
        break;
      }

      case 2: {
        setState(459);
        expr();
        break;
      }

      }
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UseOrHideContext ------------------------------------------------------------------

TLAPlusParser::UseOrHideContext::UseOrHideContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::UseBodyContext* TLAPlusParser::UseOrHideContext::useBody() {
  return getRuleContext<TLAPlusParser::UseBodyContext>(0);
}

tree::TerminalNode* TLAPlusParser::UseOrHideContext::USE() {
  return getToken(TLAPlusParser::USE, 0);
}

tree::TerminalNode* TLAPlusParser::UseOrHideContext::HIDE() {
  return getToken(TLAPlusParser::HIDE, 0);
}

tree::TerminalNode* TLAPlusParser::UseOrHideContext::ONLY() {
  return getToken(TLAPlusParser::ONLY, 0);
}


size_t TLAPlusParser::UseOrHideContext::getRuleIndex() const {
  return TLAPlusParser::RuleUseOrHide;
}


TLAPlusParser::UseOrHideContext* TLAPlusParser::useOrHide() {
  UseOrHideContext *_localctx = _tracker.createInstance<UseOrHideContext>(_ctx, getState());
  enterRule(_localctx, 52, TLAPlusParser::RuleUseOrHide);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(464);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::HIDE

    || _la == TLAPlusParser::USE)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(466);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 50, _ctx)) {
    case 1: {
      setState(465);
      match(TLAPlusParser::ONLY);
      break;
    }

    }
    setState(468);
    useBody();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UseBodyContext ------------------------------------------------------------------

TLAPlusParser::UseBodyContext::UseBodyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::UseItemContext *> TLAPlusParser::UseBodyContext::useItem() {
  return getRuleContexts<TLAPlusParser::UseItemContext>();
}

TLAPlusParser::UseItemContext* TLAPlusParser::UseBodyContext::useItem(size_t i) {
  return getRuleContext<TLAPlusParser::UseItemContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::UseBodyContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::UseBodyContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

std::vector<TLAPlusParser::DefItemContext *> TLAPlusParser::UseBodyContext::defItem() {
  return getRuleContexts<TLAPlusParser::DefItemContext>();
}

TLAPlusParser::DefItemContext* TLAPlusParser::UseBodyContext::defItem(size_t i) {
  return getRuleContext<TLAPlusParser::DefItemContext>(i);
}

tree::TerminalNode* TLAPlusParser::UseBodyContext::DEF() {
  return getToken(TLAPlusParser::DEF, 0);
}

tree::TerminalNode* TLAPlusParser::UseBodyContext::DEFS() {
  return getToken(TLAPlusParser::DEFS, 0);
}


size_t TLAPlusParser::UseBodyContext::getRuleIndex() const {
  return TLAPlusParser::RuleUseBody;
}


TLAPlusParser::UseBodyContext* TLAPlusParser::useBody() {
  UseBodyContext *_localctx = _tracker.createInstance<UseBodyContext>(_ctx, getState());
  enterRule(_localctx, 54, TLAPlusParser::RuleUseBody);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(498);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 55, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(470);
      useItem();
      setState(475);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(471);
        match(TLAPlusParser::COMMA);
        setState(472);
        useItem();
        setState(477);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(487);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::DEF

      || _la == TLAPlusParser::DEFS) {
        setState(478);
        _la = _input->LA(1);
        if (!(_la == TLAPlusParser::DEF

        || _la == TLAPlusParser::DEFS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(479);
        defItem();
        setState(484);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(480);
          match(TLAPlusParser::COMMA);
          setState(481);
          defItem();
          setState(486);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(489);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::DEF

      || _la == TLAPlusParser::DEFS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(490);
      defItem();
      setState(495);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(491);
        match(TLAPlusParser::COMMA);
        setState(492);
        defItem();
        setState(497);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UseItemContext ------------------------------------------------------------------

TLAPlusParser::UseItemContext::UseItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::UseItemContext::MODULE() {
  return getToken(TLAPlusParser::MODULE, 0);
}

tree::TerminalNode* TLAPlusParser::UseItemContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::UseItemContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}


size_t TLAPlusParser::UseItemContext::getRuleIndex() const {
  return TLAPlusParser::RuleUseItem;
}


TLAPlusParser::UseItemContext* TLAPlusParser::useItem() {
  UseItemContext *_localctx = _tracker.createInstance<UseItemContext>(_ctx, getState());
  enterRule(_localctx, 56, TLAPlusParser::RuleUseItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(503);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 56, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(500);
      match(TLAPlusParser::MODULE);
      setState(501);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(502);
      expr();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DefItemContext ------------------------------------------------------------------

TLAPlusParser::DefItemContext::DefItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::DefItemContext::MODULE() {
  return getToken(TLAPlusParser::MODULE, 0);
}

tree::TerminalNode* TLAPlusParser::DefItemContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::NameExprContext* TLAPlusParser::DefItemContext::nameExpr() {
  return getRuleContext<TLAPlusParser::NameExprContext>(0);
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::DefItemContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::DefItemContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::DefItemContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}


size_t TLAPlusParser::DefItemContext::getRuleIndex() const {
  return TLAPlusParser::RuleDefItem;
}


TLAPlusParser::DefItemContext* TLAPlusParser::defItem() {
  DefItemContext *_localctx = _tracker.createInstance<DefItemContext>(_ctx, getState());
  enterRule(_localctx, 58, TLAPlusParser::RuleDefItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(511);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 57, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(505);
      match(TLAPlusParser::MODULE);
      setState(506);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(507);
      nameExpr();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(508);
      prefixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(509);
      infixOp();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(510);
      postfixOp();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExprContext ------------------------------------------------------------------

TLAPlusParser::ExprContext::ExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::TermContext *> TLAPlusParser::ExprContext::term() {
  return getRuleContexts<TLAPlusParser::TermContext>();
}

TLAPlusParser::TermContext* TLAPlusParser::ExprContext::term(size_t i) {
  return getRuleContext<TLAPlusParser::TermContext>(i);
}

std::vector<TLAPlusParser::InfixOpContext *> TLAPlusParser::ExprContext::infixOp() {
  return getRuleContexts<TLAPlusParser::InfixOpContext>();
}

TLAPlusParser::InfixOpContext* TLAPlusParser::ExprContext::infixOp(size_t i) {
  return getRuleContext<TLAPlusParser::InfixOpContext>(i);
}


size_t TLAPlusParser::ExprContext::getRuleIndex() const {
  return TLAPlusParser::RuleExpr;
}


TLAPlusParser::ExprContext* TLAPlusParser::expr() {
  ExprContext *_localctx = _tracker.createInstance<ExprContext>(_ctx, getState());
  enterRule(_localctx, 60, TLAPlusParser::RuleExpr);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(513);
    term();
    setState(519);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 58, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(514);
        infixOp();
        setState(515);
        term(); 
      }
      setState(521);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 58, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TermContext ------------------------------------------------------------------

TLAPlusParser::TermContext::TermContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::PrimaryContext* TLAPlusParser::TermContext::primary() {
  return getRuleContext<TLAPlusParser::PrimaryContext>(0);
}

std::vector<TLAPlusParser::PrefixOpContext *> TLAPlusParser::TermContext::prefixOp() {
  return getRuleContexts<TLAPlusParser::PrefixOpContext>();
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::TermContext::prefixOp(size_t i) {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(i);
}

std::vector<TLAPlusParser::SuffixContext *> TLAPlusParser::TermContext::suffix() {
  return getRuleContexts<TLAPlusParser::SuffixContext>();
}

TLAPlusParser::SuffixContext* TLAPlusParser::TermContext::suffix(size_t i) {
  return getRuleContext<TLAPlusParser::SuffixContext>(i);
}


size_t TLAPlusParser::TermContext::getRuleIndex() const {
  return TLAPlusParser::RuleTerm;
}


TLAPlusParser::TermContext* TLAPlusParser::term() {
  TermContext *_localctx = _tracker.createInstance<TermContext>(_ctx, getState());
  enterRule(_localctx, 62, TLAPlusParser::RuleTerm);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(525);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 59, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(522);
        prefixOp(); 
      }
      setState(527);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 59, _ctx);
    }
    setState(528);
    primary();
    setState(532);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 60, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(529);
        suffix(); 
      }
      setState(534);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 60, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SuffixContext ------------------------------------------------------------------

TLAPlusParser::SuffixContext::SuffixContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t TLAPlusParser::SuffixContext::getRuleIndex() const {
  return TLAPlusParser::RuleSuffix;
}

void TLAPlusParser::SuffixContext::copyFrom(SuffixContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- FieldSuffixContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::FieldSuffixContext::DOT() {
  return getToken(TLAPlusParser::DOT, 0);
}

TLAPlusParser::FieldNameContext* TLAPlusParser::FieldSuffixContext::fieldName() {
  return getRuleContext<TLAPlusParser::FieldNameContext>(0);
}

TLAPlusParser::FieldSuffixContext::FieldSuffixContext(SuffixContext *ctx) { copyFrom(ctx); }


//----------------- FcnAppSuffixContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::FcnAppSuffixContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::FcnAppSuffixContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::FcnAppSuffixContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::FcnAppSuffixContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::FcnAppSuffixContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::FcnAppSuffixContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::FcnAppSuffixContext::FcnAppSuffixContext(SuffixContext *ctx) { copyFrom(ctx); }


//----------------- PostfixSuffixContext ------------------------------------------------------------------

TLAPlusParser::PostfixOpContext* TLAPlusParser::PostfixSuffixContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

TLAPlusParser::PostfixSuffixContext::PostfixSuffixContext(SuffixContext *ctx) { copyFrom(ctx); }


TLAPlusParser::SuffixContext* TLAPlusParser::suffix() {
  SuffixContext *_localctx = _tracker.createInstance<SuffixContext>(_ctx, getState());
  enterRule(_localctx, 64, TLAPlusParser::RuleSuffix);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(549);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::LBRACKET: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::FcnAppSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(535);
        match(TLAPlusParser::LBRACKET);
        setState(536);
        expr();
        setState(541);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(537);
          match(TLAPlusParser::COMMA);
          setState(538);
          expr();
          setState(543);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(544);
        match(TLAPlusParser::RBRACKET);
        break;
      }

      case TLAPlusParser::DOT: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::FieldSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(546);
        match(TLAPlusParser::DOT);
        setState(547);
        fieldName();
        break;
      }

      case TLAPlusParser::PRIME:
      case TLAPlusParser::PLUS_SUP:
      case TLAPlusParser::STAR_SUP:
      case TLAPlusParser::HASH_SUP: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::PostfixSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(548);
        postfixOp();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PlainFieldNameContext ------------------------------------------------------------------

TLAPlusParser::PlainFieldNameContext::PlainFieldNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::PlainFieldNameContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::BuiltinNameContext* TLAPlusParser::PlainFieldNameContext::builtinName() {
  return getRuleContext<TLAPlusParser::BuiltinNameContext>(0);
}

tree::TerminalNode* TLAPlusParser::PlainFieldNameContext::AT() {
  return getToken(TLAPlusParser::AT, 0);
}


size_t TLAPlusParser::PlainFieldNameContext::getRuleIndex() const {
  return TLAPlusParser::RulePlainFieldName;
}


TLAPlusParser::PlainFieldNameContext* TLAPlusParser::plainFieldName() {
  PlainFieldNameContext *_localctx = _tracker.createInstance<PlainFieldNameContext>(_ctx, getState());
  enterRule(_localctx, 66, TLAPlusParser::RulePlainFieldName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(554);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(551);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE: {
        enterOuterAlt(_localctx, 2);
        setState(552);
        builtinName();
        break;
      }

      case TLAPlusParser::AT: {
        enterOuterAlt(_localctx, 3);
        setState(553);
        match(TLAPlusParser::AT);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FieldNameContext ------------------------------------------------------------------

TLAPlusParser::FieldNameContext::FieldNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::PlainFieldNameContext* TLAPlusParser::FieldNameContext::plainFieldName() {
  return getRuleContext<TLAPlusParser::PlainFieldNameContext>(0);
}

TLAPlusParser::KeywordAsNameContext* TLAPlusParser::FieldNameContext::keywordAsName() {
  return getRuleContext<TLAPlusParser::KeywordAsNameContext>(0);
}


size_t TLAPlusParser::FieldNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleFieldName;
}


TLAPlusParser::FieldNameContext* TLAPlusParser::fieldName() {
  FieldNameContext *_localctx = _tracker.createInstance<FieldNameContext>(_ctx, getState());
  enterRule(_localctx, 68, TLAPlusParser::RuleFieldName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(558);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::AT:
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(556);
        plainFieldName();
        break;
      }

      case TLAPlusParser::ACTION:
      case TLAPlusParser::ASSUME:
      case TLAPlusParser::ASSUMPTION:
      case TLAPlusParser::AXIOM:
      case TLAPlusParser::BY:
      case TLAPlusParser::CASE:
      case TLAPlusParser::CHOOSE:
      case TLAPlusParser::CONSTANT:
      case TLAPlusParser::CONSTANTS:
      case TLAPlusParser::COROLLARY:
      case TLAPlusParser::DEF:
      case TLAPlusParser::DEFINE:
      case TLAPlusParser::DEFS:
      case TLAPlusParser::DOMAIN:
      case TLAPlusParser::ELSE:
      case TLAPlusParser::ENABLED:
      case TLAPlusParser::EXCEPT:
      case TLAPlusParser::EXTENDS:
      case TLAPlusParser::HAVE:
      case TLAPlusParser::HIDE:
      case TLAPlusParser::IF:
      case TLAPlusParser::IN:
      case TLAPlusParser::INSTANCE:
      case TLAPlusParser::LAMBDA:
      case TLAPlusParser::LEMMA:
      case TLAPlusParser::LET:
      case TLAPlusParser::LOCAL:
      case TLAPlusParser::MODULE:
      case TLAPlusParser::NEW:
      case TLAPlusParser::OBVIOUS:
      case TLAPlusParser::OMITTED:
      case TLAPlusParser::ONLY:
      case TLAPlusParser::OTHER:
      case TLAPlusParser::PICK:
      case TLAPlusParser::PROOF:
      case TLAPlusParser::PROPOSITION:
      case TLAPlusParser::PROVE:
      case TLAPlusParser::QED:
      case TLAPlusParser::RECURSIVE:
      case TLAPlusParser::STATE:
      case TLAPlusParser::SUBSET:
      case TLAPlusParser::SUFFICES:
      case TLAPlusParser::TAKE:
      case TLAPlusParser::TEMPORAL:
      case TLAPlusParser::THEN:
      case TLAPlusParser::THEOREM:
      case TLAPlusParser::UNCHANGED:
      case TLAPlusParser::UNION:
      case TLAPlusParser::USE:
      case TLAPlusParser::VARIABLE:
      case TLAPlusParser::VARIABLES:
      case TLAPlusParser::WITH:
      case TLAPlusParser::WITNESS:
      case TLAPlusParser::WF:
      case TLAPlusParser::SF:
      case TLAPlusParser::UNDERSCORE: {
        enterOuterAlt(_localctx, 2);
        setState(557);
        keywordAsName();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExceptFieldContext ------------------------------------------------------------------

TLAPlusParser::ExceptFieldContext::ExceptFieldContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ExceptFieldContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::KeywordAsNameContext* TLAPlusParser::ExceptFieldContext::keywordAsName() {
  return getRuleContext<TLAPlusParser::KeywordAsNameContext>(0);
}

TLAPlusParser::BuiltinNameContext* TLAPlusParser::ExceptFieldContext::builtinName() {
  return getRuleContext<TLAPlusParser::BuiltinNameContext>(0);
}


size_t TLAPlusParser::ExceptFieldContext::getRuleIndex() const {
  return TLAPlusParser::RuleExceptField;
}


TLAPlusParser::ExceptFieldContext* TLAPlusParser::exceptField() {
  ExceptFieldContext *_localctx = _tracker.createInstance<ExceptFieldContext>(_ctx, getState());
  enterRule(_localctx, 70, TLAPlusParser::RuleExceptField);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(563);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(560);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::ACTION:
      case TLAPlusParser::ASSUME:
      case TLAPlusParser::ASSUMPTION:
      case TLAPlusParser::AXIOM:
      case TLAPlusParser::BY:
      case TLAPlusParser::CASE:
      case TLAPlusParser::CHOOSE:
      case TLAPlusParser::CONSTANT:
      case TLAPlusParser::CONSTANTS:
      case TLAPlusParser::COROLLARY:
      case TLAPlusParser::DEF:
      case TLAPlusParser::DEFINE:
      case TLAPlusParser::DEFS:
      case TLAPlusParser::DOMAIN:
      case TLAPlusParser::ELSE:
      case TLAPlusParser::ENABLED:
      case TLAPlusParser::EXCEPT:
      case TLAPlusParser::EXTENDS:
      case TLAPlusParser::HAVE:
      case TLAPlusParser::HIDE:
      case TLAPlusParser::IF:
      case TLAPlusParser::IN:
      case TLAPlusParser::INSTANCE:
      case TLAPlusParser::LAMBDA:
      case TLAPlusParser::LEMMA:
      case TLAPlusParser::LET:
      case TLAPlusParser::LOCAL:
      case TLAPlusParser::MODULE:
      case TLAPlusParser::NEW:
      case TLAPlusParser::OBVIOUS:
      case TLAPlusParser::OMITTED:
      case TLAPlusParser::ONLY:
      case TLAPlusParser::OTHER:
      case TLAPlusParser::PICK:
      case TLAPlusParser::PROOF:
      case TLAPlusParser::PROPOSITION:
      case TLAPlusParser::PROVE:
      case TLAPlusParser::QED:
      case TLAPlusParser::RECURSIVE:
      case TLAPlusParser::STATE:
      case TLAPlusParser::SUBSET:
      case TLAPlusParser::SUFFICES:
      case TLAPlusParser::TAKE:
      case TLAPlusParser::TEMPORAL:
      case TLAPlusParser::THEN:
      case TLAPlusParser::THEOREM:
      case TLAPlusParser::UNCHANGED:
      case TLAPlusParser::UNION:
      case TLAPlusParser::USE:
      case TLAPlusParser::VARIABLE:
      case TLAPlusParser::VARIABLES:
      case TLAPlusParser::WITH:
      case TLAPlusParser::WITNESS:
      case TLAPlusParser::WF:
      case TLAPlusParser::SF:
      case TLAPlusParser::UNDERSCORE: {
        enterOuterAlt(_localctx, 2);
        setState(561);
        keywordAsName();
        break;
      }

      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE: {
        enterOuterAlt(_localctx, 3);
        setState(562);
        builtinName();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- KeywordAsNameContext ------------------------------------------------------------------

TLAPlusParser::KeywordAsNameContext::KeywordAsNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ACTION() {
  return getToken(TLAPlusParser::ACTION, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ASSUME() {
  return getToken(TLAPlusParser::ASSUME, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ASSUMPTION() {
  return getToken(TLAPlusParser::ASSUMPTION, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::AXIOM() {
  return getToken(TLAPlusParser::AXIOM, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::CASE() {
  return getToken(TLAPlusParser::CASE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::CHOOSE() {
  return getToken(TLAPlusParser::CHOOSE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::CONSTANT() {
  return getToken(TLAPlusParser::CONSTANT, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::CONSTANTS() {
  return getToken(TLAPlusParser::CONSTANTS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ELSE() {
  return getToken(TLAPlusParser::ELSE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::EXCEPT() {
  return getToken(TLAPlusParser::EXCEPT, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::EXTENDS() {
  return getToken(TLAPlusParser::EXTENDS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::IF() {
  return getToken(TLAPlusParser::IF, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::INSTANCE() {
  return getToken(TLAPlusParser::INSTANCE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::LET() {
  return getToken(TLAPlusParser::LET, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::IN() {
  return getToken(TLAPlusParser::IN, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::LOCAL() {
  return getToken(TLAPlusParser::LOCAL, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::MODULE() {
  return getToken(TLAPlusParser::MODULE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::NEW() {
  return getToken(TLAPlusParser::NEW, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::OTHER() {
  return getToken(TLAPlusParser::OTHER, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::PROPOSITION() {
  return getToken(TLAPlusParser::PROPOSITION, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::LEMMA() {
  return getToken(TLAPlusParser::LEMMA, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::COROLLARY() {
  return getToken(TLAPlusParser::COROLLARY, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::SF() {
  return getToken(TLAPlusParser::SF, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::STATE() {
  return getToken(TLAPlusParser::STATE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::THEN() {
  return getToken(TLAPlusParser::THEN, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::BY() {
  return getToken(TLAPlusParser::BY, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ONLY() {
  return getToken(TLAPlusParser::ONLY, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::DEFINE() {
  return getToken(TLAPlusParser::DEFINE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::DEF() {
  return getToken(TLAPlusParser::DEF, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::DEFS() {
  return getToken(TLAPlusParser::DEFS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::THEOREM() {
  return getToken(TLAPlusParser::THEOREM, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::USE() {
  return getToken(TLAPlusParser::USE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::HIDE() {
  return getToken(TLAPlusParser::HIDE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::HAVE() {
  return getToken(TLAPlusParser::HAVE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::OBVIOUS() {
  return getToken(TLAPlusParser::OBVIOUS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::OMITTED() {
  return getToken(TLAPlusParser::OMITTED, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::LAMBDA() {
  return getToken(TLAPlusParser::LAMBDA, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::TAKE() {
  return getToken(TLAPlusParser::TAKE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::PROOF() {
  return getToken(TLAPlusParser::PROOF, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::PROVE() {
  return getToken(TLAPlusParser::PROVE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::QED() {
  return getToken(TLAPlusParser::QED, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::RECURSIVE() {
  return getToken(TLAPlusParser::RECURSIVE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::TEMPORAL() {
  return getToken(TLAPlusParser::TEMPORAL, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::PICK() {
  return getToken(TLAPlusParser::PICK, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::WITNESS() {
  return getToken(TLAPlusParser::WITNESS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::SUFFICES() {
  return getToken(TLAPlusParser::SUFFICES, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::VARIABLE() {
  return getToken(TLAPlusParser::VARIABLE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::VARIABLES() {
  return getToken(TLAPlusParser::VARIABLES, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::WF() {
  return getToken(TLAPlusParser::WF, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::WITH() {
  return getToken(TLAPlusParser::WITH, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::UNDERSCORE() {
  return getToken(TLAPlusParser::UNDERSCORE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ENABLED() {
  return getToken(TLAPlusParser::ENABLED, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::UNCHANGED() {
  return getToken(TLAPlusParser::UNCHANGED, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::SUBSET() {
  return getToken(TLAPlusParser::SUBSET, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::UNION() {
  return getToken(TLAPlusParser::UNION, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::DOMAIN() {
  return getToken(TLAPlusParser::DOMAIN, 0);
}


size_t TLAPlusParser::KeywordAsNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleKeywordAsName;
}


TLAPlusParser::KeywordAsNameContext* TLAPlusParser::keywordAsName() {
  KeywordAsNameContext *_localctx = _tracker.createInstance<KeywordAsNameContext>(_ctx, getState());
  enterRule(_localctx, 72, TLAPlusParser::RuleKeywordAsName);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(565);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::ACTION)
      | (1ULL << TLAPlusParser::ASSUME)
      | (1ULL << TLAPlusParser::ASSUMPTION)
      | (1ULL << TLAPlusParser::AXIOM)
      | (1ULL << TLAPlusParser::BY)
      | (1ULL << TLAPlusParser::CASE)
      | (1ULL << TLAPlusParser::CHOOSE)
      | (1ULL << TLAPlusParser::CONSTANT)
      | (1ULL << TLAPlusParser::CONSTANTS)
      | (1ULL << TLAPlusParser::COROLLARY)
      | (1ULL << TLAPlusParser::DEF)
      | (1ULL << TLAPlusParser::DEFINE)
      | (1ULL << TLAPlusParser::DEFS)
      | (1ULL << TLAPlusParser::DOMAIN)
      | (1ULL << TLAPlusParser::ELSE)
      | (1ULL << TLAPlusParser::ENABLED)
      | (1ULL << TLAPlusParser::EXCEPT)
      | (1ULL << TLAPlusParser::EXTENDS)
      | (1ULL << TLAPlusParser::HAVE)
      | (1ULL << TLAPlusParser::HIDE)
      | (1ULL << TLAPlusParser::IF)
      | (1ULL << TLAPlusParser::IN)
      | (1ULL << TLAPlusParser::INSTANCE)
      | (1ULL << TLAPlusParser::LAMBDA)
      | (1ULL << TLAPlusParser::LEMMA)
      | (1ULL << TLAPlusParser::LET)
      | (1ULL << TLAPlusParser::LOCAL)
      | (1ULL << TLAPlusParser::MODULE)
      | (1ULL << TLAPlusParser::NEW)
      | (1ULL << TLAPlusParser::OBVIOUS)
      | (1ULL << TLAPlusParser::OMITTED)
      | (1ULL << TLAPlusParser::ONLY)
      | (1ULL << TLAPlusParser::OTHER)
      | (1ULL << TLAPlusParser::PICK)
      | (1ULL << TLAPlusParser::PROOF)
      | (1ULL << TLAPlusParser::PROPOSITION)
      | (1ULL << TLAPlusParser::PROVE)
      | (1ULL << TLAPlusParser::QED)
      | (1ULL << TLAPlusParser::RECURSIVE)
      | (1ULL << TLAPlusParser::STATE)
      | (1ULL << TLAPlusParser::SUBSET)
      | (1ULL << TLAPlusParser::SUFFICES)
      | (1ULL << TLAPlusParser::TAKE)
      | (1ULL << TLAPlusParser::TEMPORAL)
      | (1ULL << TLAPlusParser::THEN)
      | (1ULL << TLAPlusParser::THEOREM)
      | (1ULL << TLAPlusParser::UNCHANGED)
      | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (TLAPlusParser::USE - 64))
      | (1ULL << (TLAPlusParser::VARIABLE - 64))
      | (1ULL << (TLAPlusParser::VARIABLES - 64))
      | (1ULL << (TLAPlusParser::WITH - 64))
      | (1ULL << (TLAPlusParser::WITNESS - 64))
      | (1ULL << (TLAPlusParser::WF - 64))
      | (1ULL << (TLAPlusParser::SF - 64))
      | (1ULL << (TLAPlusParser::UNDERSCORE - 64)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PrimaryContext ------------------------------------------------------------------

TLAPlusParser::PrimaryContext::PrimaryContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t TLAPlusParser::PrimaryContext::getRuleIndex() const {
  return TLAPlusParser::RulePrimary;
}

void TLAPlusParser::PrimaryContext::copyFrom(PrimaryContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- AtExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::AtExprContext::AT() {
  return getToken(TLAPlusParser::AT, 0);
}

TLAPlusParser::AtExprContext::AtExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- BoundedQuantExprContext ------------------------------------------------------------------

std::vector<TLAPlusParser::QuantBoundContext *> TLAPlusParser::BoundedQuantExprContext::quantBound() {
  return getRuleContexts<TLAPlusParser::QuantBoundContext>();
}

TLAPlusParser::QuantBoundContext* TLAPlusParser::BoundedQuantExprContext::quantBound(size_t i) {
  return getRuleContext<TLAPlusParser::QuantBoundContext>(i);
}

tree::TerminalNode* TLAPlusParser::BoundedQuantExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::BoundedQuantExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::BoundedQuantExprContext::FORALL() {
  return getToken(TLAPlusParser::FORALL, 0);
}

tree::TerminalNode* TLAPlusParser::BoundedQuantExprContext::EXISTS() {
  return getToken(TLAPlusParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::BoundedQuantExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::BoundedQuantExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::BoundedQuantExprContext::BoundedQuantExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- FairnessExprContext ------------------------------------------------------------------

TLAPlusParser::FairnessSubscriptContext* TLAPlusParser::FairnessExprContext::fairnessSubscript() {
  return getRuleContext<TLAPlusParser::FairnessSubscriptContext>(0);
}

tree::TerminalNode* TLAPlusParser::FairnessExprContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::FairnessExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::FairnessExprContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessExprContext::WF() {
  return getToken(TLAPlusParser::WF, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessExprContext::SF() {
  return getToken(TLAPlusParser::SF, 0);
}

TLAPlusParser::FairnessExprContext::FairnessExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- SetFilterExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::SetFilterExprContext::LBRACE() {
  return getToken(TLAPlusParser::LBRACE, 0);
}

TLAPlusParser::IdentOrTupleContext* TLAPlusParser::SetFilterExprContext::identOrTuple() {
  return getRuleContext<TLAPlusParser::IdentOrTupleContext>(0);
}

tree::TerminalNode* TLAPlusParser::SetFilterExprContext::SET_IN() {
  return getToken(TLAPlusParser::SET_IN, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::SetFilterExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::SetFilterExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::SetFilterExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

tree::TerminalNode* TLAPlusParser::SetFilterExprContext::RBRACE() {
  return getToken(TLAPlusParser::RBRACE, 0);
}

TLAPlusParser::SetFilterExprContext::SetFilterExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- SetEnumExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::SetEnumExprContext::LBRACE() {
  return getToken(TLAPlusParser::LBRACE, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::SetEnumExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::SetEnumExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::SetEnumExprContext::RBRACE() {
  return getToken(TLAPlusParser::RBRACE, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::SetEnumExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::SetEnumExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::SetEnumExprContext::SetEnumExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NumberExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::NumberExprContext::NUMBER() {
  return getToken(TLAPlusParser::NUMBER, 0);
}

TLAPlusParser::NumberExprContext::NumberExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- LabelExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::LabelExprContext::DCOLON() {
  return getToken(TLAPlusParser::DCOLON, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::LabelExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::LabelExprContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::LabelExprContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
}

tree::TerminalNode* TLAPlusParser::LabelExprContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

tree::TerminalNode* TLAPlusParser::LabelExprContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::LabelExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::LabelExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::LabelExprContext::LabelExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NonfixOpExprContext ------------------------------------------------------------------

TLAPlusParser::InfixOpContext* TLAPlusParser::NonfixOpExprContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::NonfixOpExprContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

TLAPlusParser::NonfixOpExprContext::NonfixOpExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ParenExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::ParenExprContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::ParenExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::ParenExprContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

TLAPlusParser::ParenExprContext::ParenExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- LetExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::LetExprContext::LET() {
  return getToken(TLAPlusParser::LET, 0);
}

tree::TerminalNode* TLAPlusParser::LetExprContext::IN() {
  return getToken(TLAPlusParser::IN, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::LetExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<TLAPlusParser::LetUnitContext *> TLAPlusParser::LetExprContext::letUnit() {
  return getRuleContexts<TLAPlusParser::LetUnitContext>();
}

TLAPlusParser::LetUnitContext* TLAPlusParser::LetExprContext::letUnit(size_t i) {
  return getRuleContext<TLAPlusParser::LetUnitContext>(i);
}

TLAPlusParser::LetExprContext::LetExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- RecordSetExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::RecordSetExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::PlainFieldNameContext *> TLAPlusParser::RecordSetExprContext::plainFieldName() {
  return getRuleContexts<TLAPlusParser::PlainFieldNameContext>();
}

TLAPlusParser::PlainFieldNameContext* TLAPlusParser::RecordSetExprContext::plainFieldName(size_t i) {
  return getRuleContext<TLAPlusParser::PlainFieldNameContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::RecordSetExprContext::COLON() {
  return getTokens(TLAPlusParser::COLON);
}

tree::TerminalNode* TLAPlusParser::RecordSetExprContext::COLON(size_t i) {
  return getToken(TLAPlusParser::COLON, i);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::RecordSetExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::RecordSetExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::RecordSetExprContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::RecordSetExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::RecordSetExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::RecordSetExprContext::RecordSetExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- StringExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::StringExprContext::STRING() {
  return getToken(TLAPlusParser::STRING, 0);
}

TLAPlusParser::StringExprContext::StringExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- OpSymbolExprContext ------------------------------------------------------------------

TLAPlusParser::PostfixOpContext* TLAPlusParser::OpSymbolExprContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::OpSymbolExprContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::OpSymbolExprContext::OpSymbolExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- OpPathExprContext ------------------------------------------------------------------

TLAPlusParser::InfixOpContext* TLAPlusParser::OpPathExprContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::OpPathExprContext::BANG() {
  return getTokens(TLAPlusParser::BANG);
}

tree::TerminalNode* TLAPlusParser::OpPathExprContext::BANG(size_t i) {
  return getToken(TLAPlusParser::BANG, i);
}

std::vector<TLAPlusParser::NameSegmentContext *> TLAPlusParser::OpPathExprContext::nameSegment() {
  return getRuleContexts<TLAPlusParser::NameSegmentContext>();
}

TLAPlusParser::NameSegmentContext* TLAPlusParser::OpPathExprContext::nameSegment(size_t i) {
  return getRuleContext<TLAPlusParser::NameSegmentContext>(i);
}

TLAPlusParser::OpPathExprContext::OpPathExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- LambdaExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::LambdaExprContext::LAMBDA() {
  return getToken(TLAPlusParser::LAMBDA, 0);
}

std::vector<TLAPlusParser::BoundNameContext *> TLAPlusParser::LambdaExprContext::boundName() {
  return getRuleContexts<TLAPlusParser::BoundNameContext>();
}

TLAPlusParser::BoundNameContext* TLAPlusParser::LambdaExprContext::boundName(size_t i) {
  return getRuleContext<TLAPlusParser::BoundNameContext>(i);
}

tree::TerminalNode* TLAPlusParser::LambdaExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::LambdaExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::LambdaExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::LambdaExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::LambdaExprContext::LambdaExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- TemporalQuantExprContext ------------------------------------------------------------------

std::vector<TLAPlusParser::BoundNameContext *> TLAPlusParser::TemporalQuantExprContext::boundName() {
  return getRuleContexts<TLAPlusParser::BoundNameContext>();
}

TLAPlusParser::BoundNameContext* TLAPlusParser::TemporalQuantExprContext::boundName(size_t i) {
  return getRuleContext<TLAPlusParser::BoundNameContext>(i);
}

tree::TerminalNode* TLAPlusParser::TemporalQuantExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::TemporalQuantExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::TemporalQuantExprContext::TFORALL() {
  return getToken(TLAPlusParser::TFORALL, 0);
}

tree::TerminalNode* TLAPlusParser::TemporalQuantExprContext::TEXISTS() {
  return getToken(TLAPlusParser::TEXISTS, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::TemporalQuantExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::TemporalQuantExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::TemporalQuantExprContext::TemporalQuantExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- IfExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::IfExprContext::IF() {
  return getToken(TLAPlusParser::IF, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::IfExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::IfExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::IfExprContext::THEN() {
  return getToken(TLAPlusParser::THEN, 0);
}

tree::TerminalNode* TLAPlusParser::IfExprContext::ELSE() {
  return getToken(TLAPlusParser::ELSE, 0);
}

TLAPlusParser::IfExprContext::IfExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- FcnCtorExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::FcnCtorExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::QuantBoundContext *> TLAPlusParser::FcnCtorExprContext::quantBound() {
  return getRuleContexts<TLAPlusParser::QuantBoundContext>();
}

TLAPlusParser::QuantBoundContext* TLAPlusParser::FcnCtorExprContext::quantBound(size_t i) {
  return getRuleContext<TLAPlusParser::QuantBoundContext>(i);
}

tree::TerminalNode* TLAPlusParser::FcnCtorExprContext::MAPSTO() {
  return getToken(TLAPlusParser::MAPSTO, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::FcnCtorExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::FcnCtorExprContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::FcnCtorExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::FcnCtorExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::FcnCtorExprContext::FcnCtorExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- FcnSetExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::FcnSetExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::FcnSetExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::FcnSetExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::FcnSetExprContext::ARROW() {
  return getToken(TLAPlusParser::ARROW, 0);
}

tree::TerminalNode* TLAPlusParser::FcnSetExprContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

TLAPlusParser::FcnSetExprContext::FcnSetExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- EmptySetExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::EmptySetExprContext::LBRACE() {
  return getToken(TLAPlusParser::LBRACE, 0);
}

tree::TerminalNode* TLAPlusParser::EmptySetExprContext::RBRACE() {
  return getToken(TLAPlusParser::RBRACE, 0);
}

TLAPlusParser::EmptySetExprContext::EmptySetExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- DisjListExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::DisjListExprContext::JLIST_BEGIN() {
  return getToken(TLAPlusParser::JLIST_BEGIN, 0);
}

tree::TerminalNode* TLAPlusParser::DisjListExprContext::JLIST_END() {
  return getToken(TLAPlusParser::JLIST_END, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::DisjListExprContext::BULLET_OR() {
  return getTokens(TLAPlusParser::BULLET_OR);
}

tree::TerminalNode* TLAPlusParser::DisjListExprContext::BULLET_OR(size_t i) {
  return getToken(TLAPlusParser::BULLET_OR, i);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::DisjListExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::DisjListExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

TLAPlusParser::DisjListExprContext::DisjListExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- RecordExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::RecordExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

TLAPlusParser::FieldNameContext* TLAPlusParser::RecordExprContext::fieldName() {
  return getRuleContext<TLAPlusParser::FieldNameContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::RecordExprContext::MAPSTO() {
  return getTokens(TLAPlusParser::MAPSTO);
}

tree::TerminalNode* TLAPlusParser::RecordExprContext::MAPSTO(size_t i) {
  return getToken(TLAPlusParser::MAPSTO, i);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::RecordExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::RecordExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::RecordExprContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::RecordExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::RecordExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

std::vector<TLAPlusParser::PlainFieldNameContext *> TLAPlusParser::RecordExprContext::plainFieldName() {
  return getRuleContexts<TLAPlusParser::PlainFieldNameContext>();
}

TLAPlusParser::PlainFieldNameContext* TLAPlusParser::RecordExprContext::plainFieldName(size_t i) {
  return getRuleContext<TLAPlusParser::PlainFieldNameContext>(i);
}

TLAPlusParser::RecordExprContext::RecordExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- StepRefExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::StepRefExprContext::STEP_LABEL() {
  return getToken(TLAPlusParser::STEP_LABEL, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::StepRefExprContext::BANG() {
  return getTokens(TLAPlusParser::BANG);
}

tree::TerminalNode* TLAPlusParser::StepRefExprContext::BANG(size_t i) {
  return getToken(TLAPlusParser::BANG, i);
}

std::vector<TLAPlusParser::NameSegmentContext *> TLAPlusParser::StepRefExprContext::nameSegment() {
  return getRuleContexts<TLAPlusParser::NameSegmentContext>();
}

TLAPlusParser::NameSegmentContext* TLAPlusParser::StepRefExprContext::nameSegment(size_t i) {
  return getRuleContext<TLAPlusParser::NameSegmentContext>(i);
}

TLAPlusParser::StepRefExprContext::StepRefExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- DecimalExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::DecimalExprContext::DECIMAL() {
  return getToken(TLAPlusParser::DECIMAL, 0);
}

TLAPlusParser::DecimalExprContext::DecimalExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- PostfixApplyExprContext ------------------------------------------------------------------

TLAPlusParser::ArgumentsContext* TLAPlusParser::PostfixApplyExprContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

tree::TerminalNode* TLAPlusParser::PostfixApplyExprContext::PLUS_SUP() {
  return getToken(TLAPlusParser::PLUS_SUP, 0);
}

tree::TerminalNode* TLAPlusParser::PostfixApplyExprContext::STAR_SUP() {
  return getToken(TLAPlusParser::STAR_SUP, 0);
}

tree::TerminalNode* TLAPlusParser::PostfixApplyExprContext::HASH_SUP() {
  return getToken(TLAPlusParser::HASH_SUP, 0);
}

TLAPlusParser::PostfixApplyExprContext::PostfixApplyExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- BuiltinSetExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::BuiltinSetExprContext::BOOLEAN() {
  return getToken(TLAPlusParser::BOOLEAN, 0);
}

tree::TerminalNode* TLAPlusParser::BuiltinSetExprContext::STRING_SET() {
  return getToken(TLAPlusParser::STRING_SET, 0);
}

TLAPlusParser::BuiltinSetExprContext::BuiltinSetExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- RadixNumberExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::RadixNumberExprContext::BIN_NUMBER() {
  return getToken(TLAPlusParser::BIN_NUMBER, 0);
}

tree::TerminalNode* TLAPlusParser::RadixNumberExprContext::OCT_NUMBER() {
  return getToken(TLAPlusParser::OCT_NUMBER, 0);
}

tree::TerminalNode* TLAPlusParser::RadixNumberExprContext::HEX_NUMBER() {
  return getToken(TLAPlusParser::HEX_NUMBER, 0);
}

TLAPlusParser::RadixNumberExprContext::RadixNumberExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ConjListExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::ConjListExprContext::JLIST_BEGIN() {
  return getToken(TLAPlusParser::JLIST_BEGIN, 0);
}

tree::TerminalNode* TLAPlusParser::ConjListExprContext::JLIST_END() {
  return getToken(TLAPlusParser::JLIST_END, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ConjListExprContext::BULLET_AND() {
  return getTokens(TLAPlusParser::BULLET_AND);
}

tree::TerminalNode* TLAPlusParser::ConjListExprContext::BULLET_AND(size_t i) {
  return getToken(TLAPlusParser::BULLET_AND, i);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::ConjListExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::ConjListExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

TLAPlusParser::ConjListExprContext::ConjListExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NameRefExprContext ------------------------------------------------------------------

TLAPlusParser::NameExprContext* TLAPlusParser::NameRefExprContext::nameExpr() {
  return getRuleContext<TLAPlusParser::NameExprContext>(0);
}

TLAPlusParser::NameRefExprContext::NameRefExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- UnboundedQuantExprContext ------------------------------------------------------------------

std::vector<TLAPlusParser::BoundNameContext *> TLAPlusParser::UnboundedQuantExprContext::boundName() {
  return getRuleContexts<TLAPlusParser::BoundNameContext>();
}

TLAPlusParser::BoundNameContext* TLAPlusParser::UnboundedQuantExprContext::boundName(size_t i) {
  return getRuleContext<TLAPlusParser::BoundNameContext>(i);
}

tree::TerminalNode* TLAPlusParser::UnboundedQuantExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::UnboundedQuantExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::UnboundedQuantExprContext::FORALL() {
  return getToken(TLAPlusParser::FORALL, 0);
}

tree::TerminalNode* TLAPlusParser::UnboundedQuantExprContext::EXISTS() {
  return getToken(TLAPlusParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::UnboundedQuantExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::UnboundedQuantExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::UnboundedQuantExprContext::UnboundedQuantExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ExceptExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::ExceptExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::ExceptExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::ExceptExprContext::EXCEPT() {
  return getToken(TLAPlusParser::EXCEPT, 0);
}

std::vector<TLAPlusParser::ExceptSpecContext *> TLAPlusParser::ExceptExprContext::exceptSpec() {
  return getRuleContexts<TLAPlusParser::ExceptSpecContext>();
}

TLAPlusParser::ExceptSpecContext* TLAPlusParser::ExceptExprContext::exceptSpec(size_t i) {
  return getRuleContext<TLAPlusParser::ExceptSpecContext>(i);
}

tree::TerminalNode* TLAPlusParser::ExceptExprContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ExceptExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ExceptExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::ExceptExprContext::ExceptExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- SetMapExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::SetMapExprContext::LBRACE() {
  return getToken(TLAPlusParser::LBRACE, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::SetMapExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::SetMapExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

std::vector<TLAPlusParser::QuantBoundContext *> TLAPlusParser::SetMapExprContext::quantBound() {
  return getRuleContexts<TLAPlusParser::QuantBoundContext>();
}

TLAPlusParser::QuantBoundContext* TLAPlusParser::SetMapExprContext::quantBound(size_t i) {
  return getRuleContext<TLAPlusParser::QuantBoundContext>(i);
}

tree::TerminalNode* TLAPlusParser::SetMapExprContext::RBRACE() {
  return getToken(TLAPlusParser::RBRACE, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::SetMapExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::SetMapExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::SetMapExprContext::SetMapExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- BoxActionExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::BoxActionExprContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::BoxActionExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::BoxActionExprContext::RBRACKET_SUB() {
  return getToken(TLAPlusParser::RBRACKET_SUB, 0);
}

TLAPlusParser::SubscriptContext* TLAPlusParser::BoxActionExprContext::subscript() {
  return getRuleContext<TLAPlusParser::SubscriptContext>(0);
}

TLAPlusParser::BoxActionExprContext::BoxActionExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ChooseExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::ChooseExprContext::CHOOSE() {
  return getToken(TLAPlusParser::CHOOSE, 0);
}

TLAPlusParser::IdentOrTupleContext* TLAPlusParser::ChooseExprContext::identOrTuple() {
  return getRuleContext<TLAPlusParser::IdentOrTupleContext>(0);
}

tree::TerminalNode* TLAPlusParser::ChooseExprContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::ChooseExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::ChooseExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::ChooseExprContext::SET_IN() {
  return getToken(TLAPlusParser::SET_IN, 0);
}

TLAPlusParser::ChooseExprContext::ChooseExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- CaseExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::CaseExprContext::CASE() {
  return getToken(TLAPlusParser::CASE, 0);
}

std::vector<TLAPlusParser::CaseArmContext *> TLAPlusParser::CaseExprContext::caseArm() {
  return getRuleContexts<TLAPlusParser::CaseArmContext>();
}

TLAPlusParser::CaseArmContext* TLAPlusParser::CaseExprContext::caseArm(size_t i) {
  return getRuleContext<TLAPlusParser::CaseArmContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::CaseExprContext::BOX() {
  return getTokens(TLAPlusParser::BOX);
}

tree::TerminalNode* TLAPlusParser::CaseExprContext::BOX(size_t i) {
  return getToken(TLAPlusParser::BOX, i);
}

tree::TerminalNode* TLAPlusParser::CaseExprContext::OTHER() {
  return getToken(TLAPlusParser::OTHER, 0);
}

tree::TerminalNode* TLAPlusParser::CaseExprContext::ARROW() {
  return getToken(TLAPlusParser::ARROW, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::CaseExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::CaseExprContext::CaseExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- BoolExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::BoolExprContext::TRUE() {
  return getToken(TLAPlusParser::TRUE, 0);
}

tree::TerminalNode* TLAPlusParser::BoolExprContext::FALSE() {
  return getToken(TLAPlusParser::FALSE, 0);
}

TLAPlusParser::BoolExprContext::BoolExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- TupleExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::TupleExprContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::TupleExprContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::TupleExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::TupleExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::TupleExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::TupleExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::TupleExprContext::TupleExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- AngleActionExprContext ------------------------------------------------------------------

tree::TerminalNode* TLAPlusParser::AngleActionExprContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::AngleActionExprContext::RANGLE_SUB() {
  return getToken(TLAPlusParser::RANGLE_SUB, 0);
}

TLAPlusParser::SubscriptContext* TLAPlusParser::AngleActionExprContext::subscript() {
  return getRuleContext<TLAPlusParser::SubscriptContext>(0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::AngleActionExprContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::AngleActionExprContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::AngleActionExprContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::AngleActionExprContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

TLAPlusParser::AngleActionExprContext::AngleActionExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


TLAPlusParser::PrimaryContext* TLAPlusParser::primary() {
  PrimaryContext *_localctx = _tracker.createInstance<PrimaryContext>(_ctx, getState());
  enterRule(_localctx, 74, TLAPlusParser::RulePrimary);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    setState(859);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 91, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NumberExprContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(567);
      match(TLAPlusParser::NUMBER);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::DecimalExprContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(568);
      match(TLAPlusParser::DECIMAL);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RadixNumberExprContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(569);
      _la = _input->LA(1);
      if (!(((((_la - 73) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 73)) & ((1ULL << (TLAPlusParser::BIN_NUMBER - 73))
        | (1ULL << (TLAPlusParser::OCT_NUMBER - 73))
        | (1ULL << (TLAPlusParser::HEX_NUMBER - 73)))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::StringExprContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(570);
      match(TLAPlusParser::STRING);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoolExprContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(571);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::FALSE

      || _la == TLAPlusParser::TRUE)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 6: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BuiltinSetExprContext>(_localctx));
      enterOuterAlt(_localctx, 6);
      setState(572);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::BOOLEAN

      || _la == TLAPlusParser::STRING_SET)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 7: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::AtExprContext>(_localctx));
      enterOuterAlt(_localctx, 7);
      setState(573);
      match(TLAPlusParser::AT);
      break;
    }

    case 8: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LabelExprContext>(_localctx));
      enterOuterAlt(_localctx, 8);
      setState(574);
      dynamic_cast<LabelExprContext *>(_localctx)->label = match(TLAPlusParser::IDENT);
      setState(585);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(575);
        match(TLAPlusParser::LPAREN);
        setState(576);
        match(TLAPlusParser::IDENT);
        setState(581);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(577);
          match(TLAPlusParser::COMMA);
          setState(578);
          match(TLAPlusParser::IDENT);
          setState(583);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(584);
        match(TLAPlusParser::RPAREN);
      }
      setState(587);
      match(TLAPlusParser::DCOLON);
      setState(588);
      expr();
      break;
    }

    case 9: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NameRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 9);
      setState(589);
      nameExpr();
      break;
    }

    case 10: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NonfixOpExprContext>(_localctx));
      enterOuterAlt(_localctx, 10);
      setState(590);
      infixOp();
      setState(591);
      arguments();
      break;
    }

    case 11: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::OpPathExprContext>(_localctx));
      enterOuterAlt(_localctx, 11);
      setState(593);
      infixOp();
      setState(596); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(594);
        match(TLAPlusParser::BANG);
        setState(595);
        nameSegment();
        setState(598); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BANG);
      break;
    }

    case 12: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ParenExprContext>(_localctx));
      enterOuterAlt(_localctx, 12);
      setState(600);
      match(TLAPlusParser::LPAREN);
      setState(601);
      expr();
      setState(602);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 13: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ConjListExprContext>(_localctx));
      enterOuterAlt(_localctx, 13);
      setState(604);
      match(TLAPlusParser::JLIST_BEGIN);
      setState(607); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(605);
        match(TLAPlusParser::BULLET_AND);
        setState(606);
        expr();
        setState(609); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BULLET_AND);
      setState(611);
      match(TLAPlusParser::JLIST_END);
      break;
    }

    case 14: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::DisjListExprContext>(_localctx));
      enterOuterAlt(_localctx, 14);
      setState(613);
      match(TLAPlusParser::JLIST_BEGIN);
      setState(616); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(614);
        match(TLAPlusParser::BULLET_OR);
        setState(615);
        expr();
        setState(618); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BULLET_OR);
      setState(620);
      match(TLAPlusParser::JLIST_END);
      break;
    }

    case 15: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoundedQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 15);
      setState(622);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::FORALL

      || _la == TLAPlusParser::EXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(623);
      quantBound();
      setState(628);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(624);
        match(TLAPlusParser::COMMA);
        setState(625);
        quantBound();
        setState(630);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(631);
      match(TLAPlusParser::COLON);
      setState(632);
      expr();
      break;
    }

    case 16: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::UnboundedQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 16);
      setState(634);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::FORALL

      || _la == TLAPlusParser::EXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(635);
      boundName();
      setState(640);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(636);
        match(TLAPlusParser::COMMA);
        setState(637);
        boundName();
        setState(642);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(643);
      match(TLAPlusParser::COLON);
      setState(644);
      expr();
      break;
    }

    case 17: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::TemporalQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 17);
      setState(646);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::TFORALL

      || _la == TLAPlusParser::TEXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(647);
      boundName();
      setState(652);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(648);
        match(TLAPlusParser::COMMA);
        setState(649);
        boundName();
        setState(654);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(655);
      match(TLAPlusParser::COLON);
      setState(656);
      expr();
      break;
    }

    case 18: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ChooseExprContext>(_localctx));
      enterOuterAlt(_localctx, 18);
      setState(658);
      match(TLAPlusParser::CHOOSE);
      setState(659);
      identOrTuple();
      setState(662);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::SET_IN) {
        setState(660);
        match(TLAPlusParser::SET_IN);
        setState(661);
        expr();
      }
      setState(664);
      match(TLAPlusParser::COLON);
      setState(665);
      expr();
      break;
    }

    case 19: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::IfExprContext>(_localctx));
      enterOuterAlt(_localctx, 19);
      setState(667);
      match(TLAPlusParser::IF);
      setState(668);
      expr();
      setState(669);
      match(TLAPlusParser::THEN);
      setState(670);
      expr();
      setState(671);
      match(TLAPlusParser::ELSE);
      setState(672);
      expr();
      break;
    }

    case 20: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::CaseExprContext>(_localctx));
      enterOuterAlt(_localctx, 20);
      setState(674);
      match(TLAPlusParser::CASE);
      setState(675);
      caseArm();
      setState(680);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 75, _ctx);
      while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
        if (alt == 1) {
          setState(676);
          match(TLAPlusParser::BOX);
          setState(677);
          caseArm(); 
        }
        setState(682);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 75, _ctx);
      }
      setState(687);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 76, _ctx)) {
      case 1: {
        setState(683);
        match(TLAPlusParser::BOX);
        setState(684);
        match(TLAPlusParser::OTHER);
        setState(685);
        match(TLAPlusParser::ARROW);
        setState(686);
        expr();
        break;
      }

      }
      break;
    }

    case 21: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LetExprContext>(_localctx));
      enterOuterAlt(_localctx, 21);
      setState(689);
      match(TLAPlusParser::LET);
      setState(691); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(690);
        letUnit();
        setState(693); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << TLAPlusParser::BOOLEAN)
        | (1ULL << TLAPlusParser::DOMAIN)
        | (1ULL << TLAPlusParser::ENABLED)
        | (1ULL << TLAPlusParser::FALSE)
        | (1ULL << TLAPlusParser::RECURSIVE)
        | (1ULL << TLAPlusParser::STRING_SET)
        | (1ULL << TLAPlusParser::SUBSET)
        | (1ULL << TLAPlusParser::TRUE)
        | (1ULL << TLAPlusParser::UNCHANGED)
        | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 97) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 97)) & ((1ULL << (TLAPlusParser::AT - 97))
        | (1ULL << (TLAPlusParser::BOX - 97))
        | (1ULL << (TLAPlusParser::DIAMOND - 97))
        | (1ULL << (TLAPlusParser::NOT - 97))
        | (1ULL << (TLAPlusParser::MINUS - 97))
        | (1ULL << (TLAPlusParser::MINUS_DOT - 97)))) != 0) || _la == TLAPlusParser::IDENT);
      setState(695);
      match(TLAPlusParser::IN);
      setState(696);
      expr();
      break;
    }

    case 22: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LambdaExprContext>(_localctx));
      enterOuterAlt(_localctx, 22);
      setState(698);
      match(TLAPlusParser::LAMBDA);
      setState(699);
      boundName();
      setState(704);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(700);
        match(TLAPlusParser::COMMA);
        setState(701);
        boundName();
        setState(706);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(707);
      match(TLAPlusParser::COLON);
      setState(708);
      expr();
      break;
    }

    case 23: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::EmptySetExprContext>(_localctx));
      enterOuterAlt(_localctx, 23);
      setState(710);
      match(TLAPlusParser::LBRACE);
      setState(711);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 24: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetFilterExprContext>(_localctx));
      enterOuterAlt(_localctx, 24);
      setState(712);
      match(TLAPlusParser::LBRACE);
      setState(713);
      identOrTuple();
      setState(714);
      match(TLAPlusParser::SET_IN);
      setState(715);
      expr();
      setState(716);
      match(TLAPlusParser::COLON);
      setState(717);
      expr();
      setState(718);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 25: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetMapExprContext>(_localctx));
      enterOuterAlt(_localctx, 25);
      setState(720);
      match(TLAPlusParser::LBRACE);
      setState(721);
      expr();
      setState(722);
      match(TLAPlusParser::COLON);
      setState(723);
      quantBound();
      setState(728);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(724);
        match(TLAPlusParser::COMMA);
        setState(725);
        quantBound();
        setState(730);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(731);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 26: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetEnumExprContext>(_localctx));
      enterOuterAlt(_localctx, 26);
      setState(733);
      match(TLAPlusParser::LBRACE);
      setState(734);
      expr();
      setState(739);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(735);
        match(TLAPlusParser::COMMA);
        setState(736);
        expr();
        setState(741);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(742);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 27: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FcnCtorExprContext>(_localctx));
      enterOuterAlt(_localctx, 27);
      setState(744);
      match(TLAPlusParser::LBRACKET);
      setState(745);
      quantBound();
      setState(750);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(746);
        match(TLAPlusParser::COMMA);
        setState(747);
        quantBound();
        setState(752);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(753);
      match(TLAPlusParser::MAPSTO);
      setState(754);
      expr();
      setState(755);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 28: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RecordExprContext>(_localctx));
      enterOuterAlt(_localctx, 28);
      setState(757);
      match(TLAPlusParser::LBRACKET);
      setState(758);
      fieldName();
      setState(759);
      match(TLAPlusParser::MAPSTO);
      setState(760);
      expr();
      setState(768);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(761);
        match(TLAPlusParser::COMMA);
        setState(762);
        plainFieldName();
        setState(763);
        match(TLAPlusParser::MAPSTO);
        setState(764);
        expr();
        setState(770);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(771);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 29: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RecordSetExprContext>(_localctx));
      enterOuterAlt(_localctx, 29);
      setState(773);
      match(TLAPlusParser::LBRACKET);
      setState(774);
      plainFieldName();
      setState(775);
      match(TLAPlusParser::COLON);
      setState(776);
      expr();
      setState(784);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(777);
        match(TLAPlusParser::COMMA);
        setState(778);
        plainFieldName();
        setState(779);
        match(TLAPlusParser::COLON);
        setState(780);
        expr();
        setState(786);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(787);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 30: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ExceptExprContext>(_localctx));
      enterOuterAlt(_localctx, 30);
      setState(789);
      match(TLAPlusParser::LBRACKET);
      setState(790);
      expr();
      setState(791);
      match(TLAPlusParser::EXCEPT);
      setState(792);
      exceptSpec();
      setState(797);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(793);
        match(TLAPlusParser::COMMA);
        setState(794);
        exceptSpec();
        setState(799);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(800);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 31: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FcnSetExprContext>(_localctx));
      enterOuterAlt(_localctx, 31);
      setState(802);
      match(TLAPlusParser::LBRACKET);
      setState(803);
      expr();
      setState(804);
      match(TLAPlusParser::ARROW);
      setState(805);
      expr();
      setState(806);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 32: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoxActionExprContext>(_localctx));
      enterOuterAlt(_localctx, 32);
      setState(808);
      match(TLAPlusParser::LBRACKET);
      setState(809);
      expr();
      setState(810);
      match(TLAPlusParser::RBRACKET_SUB);
      setState(811);
      subscript();
      break;
    }

    case 33: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::AngleActionExprContext>(_localctx));
      enterOuterAlt(_localctx, 33);
      setState(813);
      match(TLAPlusParser::LANGLE);
      setState(822);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 86, _ctx)) {
      case 1: {
        setState(814);
        expr();
        setState(819);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(815);
          match(TLAPlusParser::COMMA);
          setState(816);
          expr();
          setState(821);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(824);
      match(TLAPlusParser::RANGLE_SUB);
      setState(825);
      subscript();
      break;
    }

    case 34: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::TupleExprContext>(_localctx));
      enterOuterAlt(_localctx, 34);
      setState(826);
      match(TLAPlusParser::LANGLE);
      setState(835);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 88, _ctx)) {
      case 1: {
        setState(827);
        expr();
        setState(832);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(828);
          match(TLAPlusParser::COMMA);
          setState(829);
          expr();
          setState(834);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(837);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 35: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FairnessExprContext>(_localctx));
      enterOuterAlt(_localctx, 35);
      setState(838);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::WF

      || _la == TLAPlusParser::SF)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(839);
      fairnessSubscript();
      setState(840);
      match(TLAPlusParser::LPAREN);
      setState(841);
      expr();
      setState(842);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 36: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::StepRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 36);
      setState(844);
      match(TLAPlusParser::STEP_LABEL);
      setState(849);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::BANG) {
        setState(845);
        match(TLAPlusParser::BANG);
        setState(846);
        nameSegment();
        setState(851);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 37: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::PostfixApplyExprContext>(_localctx));
      enterOuterAlt(_localctx, 37);
      setState(852);
      _la = _input->LA(1);
      if (!(((((_la - 193) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 193)) & ((1ULL << (TLAPlusParser::PLUS_SUP - 193))
        | (1ULL << (TLAPlusParser::STAR_SUP - 193))
        | (1ULL << (TLAPlusParser::HASH_SUP - 193)))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(853);
      arguments();
      break;
    }

    case 38: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::OpSymbolExprContext>(_localctx));
      enterOuterAlt(_localctx, 38);
      setState(857);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 90, _ctx)) {
      case 1: {
        setState(854);
        postfixOp();
        break;
      }

      case 2: {
        setState(855);

        if (!(_input->LA(1) != TLAPlusParser::MINUS)) throw FailedPredicateException(this, "_input->LA(1) != TLAPlusParser::MINUS");
        setState(856);
        infixOp();
        break;
      }

      }
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NameExprContext ------------------------------------------------------------------

TLAPlusParser::NameExprContext::NameExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::NameExprContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::NameExprContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::NameExprContext::BANG() {
  return getTokens(TLAPlusParser::BANG);
}

tree::TerminalNode* TLAPlusParser::NameExprContext::BANG(size_t i) {
  return getToken(TLAPlusParser::BANG, i);
}

std::vector<TLAPlusParser::NameSegmentContext *> TLAPlusParser::NameExprContext::nameSegment() {
  return getRuleContexts<TLAPlusParser::NameSegmentContext>();
}

TLAPlusParser::NameSegmentContext* TLAPlusParser::NameExprContext::nameSegment(size_t i) {
  return getRuleContext<TLAPlusParser::NameSegmentContext>(i);
}


size_t TLAPlusParser::NameExprContext::getRuleIndex() const {
  return TLAPlusParser::RuleNameExpr;
}


TLAPlusParser::NameExprContext* TLAPlusParser::nameExpr() {
  NameExprContext *_localctx = _tracker.createInstance<NameExprContext>(_ctx, getState());
  enterRule(_localctx, 76, TLAPlusParser::RuleNameExpr);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(861);
    match(TLAPlusParser::IDENT);
    setState(863);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 92, _ctx)) {
    case 1: {
      setState(862);
      arguments();
      break;
    }

    }
    setState(869);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::BANG) {
      setState(865);
      match(TLAPlusParser::BANG);
      setState(866);
      nameSegment();
      setState(871);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NameSegmentContext ------------------------------------------------------------------

TLAPlusParser::NameSegmentContext::NameSegmentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::NUMBER() {
  return getToken(TLAPlusParser::NUMBER, 0);
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::NameSegmentContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::NameSegmentContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

TLAPlusParser::BuiltinNameContext* TLAPlusParser::NameSegmentContext::builtinName() {
  return getRuleContext<TLAPlusParser::BuiltinNameContext>(0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::NameSegmentContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::NameSegmentContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::NameSegmentContext::AT() {
  return getToken(TLAPlusParser::AT, 0);
}


size_t TLAPlusParser::NameSegmentContext::getRuleIndex() const {
  return TLAPlusParser::RuleNameSegment;
}


TLAPlusParser::NameSegmentContext* TLAPlusParser::nameSegment() {
  NameSegmentContext *_localctx = _tracker.createInstance<NameSegmentContext>(_ctx, getState());
  enterRule(_localctx, 78, TLAPlusParser::RuleNameSegment);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(891);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 97, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(877);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case TLAPlusParser::IDENT: {
          setState(872);
          match(TLAPlusParser::IDENT);
          break;
        }

        case TLAPlusParser::NUMBER: {
          setState(873);
          match(TLAPlusParser::NUMBER);
          break;
        }

        case TLAPlusParser::DOMAIN:
        case TLAPlusParser::ENABLED:
        case TLAPlusParser::SUBSET:
        case TLAPlusParser::UNCHANGED:
        case TLAPlusParser::UNION:
        case TLAPlusParser::BOX:
        case TLAPlusParser::DIAMOND:
        case TLAPlusParser::NOT:
        case TLAPlusParser::MINUS:
        case TLAPlusParser::MINUS_DOT: {
          setState(874);
          prefixOp();
          break;
        }

        case TLAPlusParser::PRIME:
        case TLAPlusParser::PLUS_SUP:
        case TLAPlusParser::STAR_SUP:
        case TLAPlusParser::HASH_SUP: {
          setState(875);
          postfixOp();
          break;
        }

        case TLAPlusParser::BOOLEAN:
        case TLAPlusParser::FALSE:
        case TLAPlusParser::STRING_SET:
        case TLAPlusParser::TRUE: {
          setState(876);
          builtinName();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(880);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 95, _ctx)) {
      case 1: {
        setState(879);
        arguments();
        break;
      }

      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(882);
      infixOp();
      setState(884);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 96, _ctx)) {
      case 1: {
        setState(883);
        arguments();
        break;
      }

      }
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(886);
      arguments();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(887);
      match(TLAPlusParser::COLON);
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(888);
      match(TLAPlusParser::LANGLE);
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(889);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(890);
      match(TLAPlusParser::AT);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArgumentsContext ------------------------------------------------------------------

TLAPlusParser::ArgumentsContext::ArgumentsContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ArgumentsContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

std::vector<TLAPlusParser::ArgumentContext *> TLAPlusParser::ArgumentsContext::argument() {
  return getRuleContexts<TLAPlusParser::ArgumentContext>();
}

TLAPlusParser::ArgumentContext* TLAPlusParser::ArgumentsContext::argument(size_t i) {
  return getRuleContext<TLAPlusParser::ArgumentContext>(i);
}

tree::TerminalNode* TLAPlusParser::ArgumentsContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ArgumentsContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ArgumentsContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::ArgumentsContext::getRuleIndex() const {
  return TLAPlusParser::RuleArguments;
}


TLAPlusParser::ArgumentsContext* TLAPlusParser::arguments() {
  ArgumentsContext *_localctx = _tracker.createInstance<ArgumentsContext>(_ctx, getState());
  enterRule(_localctx, 80, TLAPlusParser::RuleArguments);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(893);
    match(TLAPlusParser::LPAREN);
    setState(894);
    argument();
    setState(899);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(895);
      match(TLAPlusParser::COMMA);
      setState(896);
      argument();
      setState(901);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(902);
    match(TLAPlusParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArgumentContext ------------------------------------------------------------------

TLAPlusParser::ArgumentContext::ArgumentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::ExprContext* TLAPlusParser::ArgumentContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::ArgumentContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::ArgumentContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::ArgumentContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}


size_t TLAPlusParser::ArgumentContext::getRuleIndex() const {
  return TLAPlusParser::RuleArgument;
}


TLAPlusParser::ArgumentContext* TLAPlusParser::argument() {
  ArgumentContext *_localctx = _tracker.createInstance<ArgumentContext>(_ctx, getState());
  enterRule(_localctx, 82, TLAPlusParser::RuleArgument);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(908);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 99, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(904);
      expr();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(905);
      prefixOp();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(906);
      infixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(907);
      postfixOp();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SubscriptContext ------------------------------------------------------------------

TLAPlusParser::SubscriptContext::SubscriptContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::BoundNameContext* TLAPlusParser::SubscriptContext::boundName() {
  return getRuleContext<TLAPlusParser::BoundNameContext>(0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::SubscriptContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::SubscriptContext::BANG() {
  return getTokens(TLAPlusParser::BANG);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::BANG(size_t i) {
  return getToken(TLAPlusParser::BANG, i);
}

std::vector<TLAPlusParser::NameSegmentContext *> TLAPlusParser::SubscriptContext::nameSegment() {
  return getRuleContexts<TLAPlusParser::NameSegmentContext>();
}

TLAPlusParser::NameSegmentContext* TLAPlusParser::SubscriptContext::nameSegment(size_t i) {
  return getRuleContext<TLAPlusParser::NameSegmentContext>(i);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::SubscriptContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::SubscriptContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::SubscriptContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

tree::TerminalNode* TLAPlusParser::SubscriptContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

TLAPlusParser::PrimaryContext* TLAPlusParser::SubscriptContext::primary() {
  return getRuleContext<TLAPlusParser::PrimaryContext>(0);
}


size_t TLAPlusParser::SubscriptContext::getRuleIndex() const {
  return TLAPlusParser::RuleSubscript;
}


TLAPlusParser::SubscriptContext* TLAPlusParser::subscript() {
  SubscriptContext *_localctx = _tracker.createInstance<SubscriptContext>(_ctx, getState());
  enterRule(_localctx, 84, TLAPlusParser::RuleSubscript);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(939);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 104, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(910);
      boundName();
      setState(912);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 100, _ctx)) {
      case 1: {
        setState(911);
        arguments();
        break;
      }

      }
      setState(918);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::BANG) {
        setState(914);
        match(TLAPlusParser::BANG);
        setState(915);
        nameSegment();
        setState(920);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(921);
      match(TLAPlusParser::LANGLE);
      setState(930);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 103, _ctx)) {
      case 1: {
        setState(922);
        expr();
        setState(927);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(923);
          match(TLAPlusParser::COMMA);
          setState(924);
          expr();
          setState(929);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(932);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(933);
      match(TLAPlusParser::LPAREN);
      setState(934);
      expr();
      setState(935);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(937);

      if (!(_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET)) throw FailedPredicateException(this, "_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET");
      setState(938);
      primary();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FairnessSubscriptContext ------------------------------------------------------------------

TLAPlusParser::FairnessSubscriptContext::FairnessSubscriptContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::BoundNameContext* TLAPlusParser::FairnessSubscriptContext::boundName() {
  return getRuleContext<TLAPlusParser::BoundNameContext>(0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::FairnessSubscriptContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::FairnessSubscriptContext::BANG() {
  return getTokens(TLAPlusParser::BANG);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::BANG(size_t i) {
  return getToken(TLAPlusParser::BANG, i);
}

std::vector<TLAPlusParser::FairnessSegmentContext *> TLAPlusParser::FairnessSubscriptContext::fairnessSegment() {
  return getRuleContexts<TLAPlusParser::FairnessSegmentContext>();
}

TLAPlusParser::FairnessSegmentContext* TLAPlusParser::FairnessSubscriptContext::fairnessSegment(size_t i) {
  return getRuleContext<TLAPlusParser::FairnessSegmentContext>(i);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::FairnessSubscriptContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::FairnessSubscriptContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::FairnessSubscriptContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::LPAREN() {
  return getToken(TLAPlusParser::LPAREN, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::RPAREN() {
  return getToken(TLAPlusParser::RPAREN, 0);
}

TLAPlusParser::PrimaryContext* TLAPlusParser::FairnessSubscriptContext::primary() {
  return getRuleContext<TLAPlusParser::PrimaryContext>(0);
}


size_t TLAPlusParser::FairnessSubscriptContext::getRuleIndex() const {
  return TLAPlusParser::RuleFairnessSubscript;
}


TLAPlusParser::FairnessSubscriptContext* TLAPlusParser::fairnessSubscript() {
  FairnessSubscriptContext *_localctx = _tracker.createInstance<FairnessSubscriptContext>(_ctx, getState());
  enterRule(_localctx, 86, TLAPlusParser::RuleFairnessSubscript);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(970);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 109, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(941);
      boundName();
      setState(943);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 105, _ctx)) {
      case 1: {
        setState(942);
        arguments();
        break;
      }

      }
      setState(949);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::BANG) {
        setState(945);
        match(TLAPlusParser::BANG);
        setState(946);
        fairnessSegment();
        setState(951);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(952);
      match(TLAPlusParser::LANGLE);
      setState(961);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 108, _ctx)) {
      case 1: {
        setState(953);
        expr();
        setState(958);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(954);
          match(TLAPlusParser::COMMA);
          setState(955);
          expr();
          setState(960);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(963);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(964);
      match(TLAPlusParser::LPAREN);
      setState(965);
      expr();
      setState(966);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(968);

      if (!(_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET)) throw FailedPredicateException(this, "_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET");
      setState(969);
      primary();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FairnessSegmentContext ------------------------------------------------------------------

TLAPlusParser::FairnessSegmentContext::FairnessSegmentContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::NUMBER() {
  return getToken(TLAPlusParser::NUMBER, 0);
}

TLAPlusParser::PrefixOpContext* TLAPlusParser::FairnessSegmentContext::prefixOp() {
  return getRuleContext<TLAPlusParser::PrefixOpContext>(0);
}

TLAPlusParser::PostfixOpContext* TLAPlusParser::FairnessSegmentContext::postfixOp() {
  return getRuleContext<TLAPlusParser::PostfixOpContext>(0);
}

TLAPlusParser::BuiltinNameContext* TLAPlusParser::FairnessSegmentContext::builtinName() {
  return getRuleContext<TLAPlusParser::BuiltinNameContext>(0);
}

TLAPlusParser::ArgumentsContext* TLAPlusParser::FairnessSegmentContext::arguments() {
  return getRuleContext<TLAPlusParser::ArgumentsContext>(0);
}

TLAPlusParser::InfixOpContext* TLAPlusParser::FairnessSegmentContext::infixOp() {
  return getRuleContext<TLAPlusParser::InfixOpContext>(0);
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::COLON() {
  return getToken(TLAPlusParser::COLON, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::FairnessSegmentContext::AT() {
  return getToken(TLAPlusParser::AT, 0);
}


size_t TLAPlusParser::FairnessSegmentContext::getRuleIndex() const {
  return TLAPlusParser::RuleFairnessSegment;
}


TLAPlusParser::FairnessSegmentContext* TLAPlusParser::fairnessSegment() {
  FairnessSegmentContext *_localctx = _tracker.createInstance<FairnessSegmentContext>(_ctx, getState());
  enterRule(_localctx, 88, TLAPlusParser::RuleFairnessSegment);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(990);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 112, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(977);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case TLAPlusParser::IDENT: {
          setState(972);
          match(TLAPlusParser::IDENT);
          break;
        }

        case TLAPlusParser::NUMBER: {
          setState(973);
          match(TLAPlusParser::NUMBER);
          break;
        }

        case TLAPlusParser::DOMAIN:
        case TLAPlusParser::ENABLED:
        case TLAPlusParser::SUBSET:
        case TLAPlusParser::UNCHANGED:
        case TLAPlusParser::UNION:
        case TLAPlusParser::BOX:
        case TLAPlusParser::DIAMOND:
        case TLAPlusParser::NOT:
        case TLAPlusParser::MINUS:
        case TLAPlusParser::MINUS_DOT: {
          setState(974);
          prefixOp();
          break;
        }

        case TLAPlusParser::PRIME:
        case TLAPlusParser::PLUS_SUP:
        case TLAPlusParser::STAR_SUP:
        case TLAPlusParser::HASH_SUP: {
          setState(975);
          postfixOp();
          break;
        }

        case TLAPlusParser::BOOLEAN:
        case TLAPlusParser::FALSE:
        case TLAPlusParser::STRING_SET:
        case TLAPlusParser::TRUE: {
          setState(976);
          builtinName();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(980);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 111, _ctx)) {
      case 1: {
        setState(979);
        arguments();
        break;
      }

      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(982);
      infixOp();
      setState(983);
      arguments();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(985);
      arguments();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(986);
      match(TLAPlusParser::COLON);
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(987);
      match(TLAPlusParser::LANGLE);
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(988);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(989);
      match(TLAPlusParser::AT);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IdentOrTupleContext ------------------------------------------------------------------

TLAPlusParser::IdentOrTupleContext::IdentOrTupleContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::BoundNameContext *> TLAPlusParser::IdentOrTupleContext::boundName() {
  return getRuleContexts<TLAPlusParser::BoundNameContext>();
}

TLAPlusParser::BoundNameContext* TLAPlusParser::IdentOrTupleContext::boundName(size_t i) {
  return getRuleContext<TLAPlusParser::BoundNameContext>(i);
}

tree::TerminalNode* TLAPlusParser::IdentOrTupleContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::IdentOrTupleContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::IdentOrTupleContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::IdentOrTupleContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::IdentOrTupleContext::getRuleIndex() const {
  return TLAPlusParser::RuleIdentOrTuple;
}


TLAPlusParser::IdentOrTupleContext* TLAPlusParser::identOrTuple() {
  IdentOrTupleContext *_localctx = _tracker.createInstance<IdentOrTupleContext>(_ctx, getState());
  enterRule(_localctx, 90, TLAPlusParser::RuleIdentOrTuple);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(1005);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::AT:
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(992);
        boundName();
        break;
      }

      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 2);
        setState(993);
        match(TLAPlusParser::LANGLE);
        setState(1002);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << TLAPlusParser::BOOLEAN)
          | (1ULL << TLAPlusParser::FALSE)
          | (1ULL << TLAPlusParser::STRING_SET)
          | (1ULL << TLAPlusParser::TRUE))) != 0) || _la == TLAPlusParser::AT || _la == TLAPlusParser::IDENT) {
          setState(994);
          boundName();
          setState(999);
          _errHandler->sync(this);
          _la = _input->LA(1);
          while (_la == TLAPlusParser::COMMA) {
            setState(995);
            match(TLAPlusParser::COMMA);
            setState(996);
            boundName();
            setState(1001);
            _errHandler->sync(this);
            _la = _input->LA(1);
          }
        }
        setState(1004);
        match(TLAPlusParser::RANGLE);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QuantBoundContext ------------------------------------------------------------------

TLAPlusParser::QuantBoundContext::QuantBoundContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::QuantBoundContext::LANGLE() {
  return getToken(TLAPlusParser::LANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::QuantBoundContext::RANGLE() {
  return getToken(TLAPlusParser::RANGLE, 0);
}

tree::TerminalNode* TLAPlusParser::QuantBoundContext::SET_IN() {
  return getToken(TLAPlusParser::SET_IN, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::QuantBoundContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<TLAPlusParser::BoundNameContext *> TLAPlusParser::QuantBoundContext::boundName() {
  return getRuleContexts<TLAPlusParser::BoundNameContext>();
}

TLAPlusParser::BoundNameContext* TLAPlusParser::QuantBoundContext::boundName(size_t i) {
  return getRuleContext<TLAPlusParser::BoundNameContext>(i);
}

std::vector<tree::TerminalNode *> TLAPlusParser::QuantBoundContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::QuantBoundContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::QuantBoundContext::getRuleIndex() const {
  return TLAPlusParser::RuleQuantBound;
}


TLAPlusParser::QuantBoundContext* TLAPlusParser::quantBound() {
  QuantBoundContext *_localctx = _tracker.createInstance<QuantBoundContext>(_ctx, getState());
  enterRule(_localctx, 92, TLAPlusParser::RuleQuantBound);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(1032);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 1);
        setState(1007);
        match(TLAPlusParser::LANGLE);
        setState(1016);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << TLAPlusParser::BOOLEAN)
          | (1ULL << TLAPlusParser::FALSE)
          | (1ULL << TLAPlusParser::STRING_SET)
          | (1ULL << TLAPlusParser::TRUE))) != 0) || _la == TLAPlusParser::AT || _la == TLAPlusParser::IDENT) {
          setState(1008);
          boundName();
          setState(1013);
          _errHandler->sync(this);
          _la = _input->LA(1);
          while (_la == TLAPlusParser::COMMA) {
            setState(1009);
            match(TLAPlusParser::COMMA);
            setState(1010);
            boundName();
            setState(1015);
            _errHandler->sync(this);
            _la = _input->LA(1);
          }
        }
        setState(1018);
        match(TLAPlusParser::RANGLE);
        setState(1019);
        match(TLAPlusParser::SET_IN);
        setState(1020);
        expr();
        break;
      }

      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::AT:
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 2);
        setState(1021);
        boundName();
        setState(1026);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(1022);
          match(TLAPlusParser::COMMA);
          setState(1023);
          boundName();
          setState(1028);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(1029);
        match(TLAPlusParser::SET_IN);
        setState(1030);
        expr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CaseArmContext ------------------------------------------------------------------

TLAPlusParser::CaseArmContext::CaseArmContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::CaseArmContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::CaseArmContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::CaseArmContext::ARROW() {
  return getToken(TLAPlusParser::ARROW, 0);
}


size_t TLAPlusParser::CaseArmContext::getRuleIndex() const {
  return TLAPlusParser::RuleCaseArm;
}


TLAPlusParser::CaseArmContext* TLAPlusParser::caseArm() {
  CaseArmContext *_localctx = _tracker.createInstance<CaseArmContext>(_ctx, getState());
  enterRule(_localctx, 94, TLAPlusParser::RuleCaseArm);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1034);
    expr();
    setState(1035);
    match(TLAPlusParser::ARROW);
    setState(1036);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- LetUnitContext ------------------------------------------------------------------

TLAPlusParser::LetUnitContext::LetUnitContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

TLAPlusParser::RecursiveDeclContext* TLAPlusParser::LetUnitContext::recursiveDecl() {
  return getRuleContext<TLAPlusParser::RecursiveDeclContext>(0);
}

TLAPlusParser::ModuleDefinitionContext* TLAPlusParser::LetUnitContext::moduleDefinition() {
  return getRuleContext<TLAPlusParser::ModuleDefinitionContext>(0);
}

TLAPlusParser::FunctionDefinitionContext* TLAPlusParser::LetUnitContext::functionDefinition() {
  return getRuleContext<TLAPlusParser::FunctionDefinitionContext>(0);
}

TLAPlusParser::OperatorDefinitionContext* TLAPlusParser::LetUnitContext::operatorDefinition() {
  return getRuleContext<TLAPlusParser::OperatorDefinitionContext>(0);
}


size_t TLAPlusParser::LetUnitContext::getRuleIndex() const {
  return TLAPlusParser::RuleLetUnit;
}


TLAPlusParser::LetUnitContext* TLAPlusParser::letUnit() {
  LetUnitContext *_localctx = _tracker.createInstance<LetUnitContext>(_ctx, getState());
  enterRule(_localctx, 96, TLAPlusParser::RuleLetUnit);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(1042);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 120, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(1038);
      recursiveDecl();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(1039);
      moduleDefinition();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(1040);
      functionDefinition();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(1041);
      operatorDefinition();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExceptSpecContext ------------------------------------------------------------------

TLAPlusParser::ExceptSpecContext::ExceptSpecContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ExceptSpecContext::BANG() {
  return getToken(TLAPlusParser::BANG, 0);
}

tree::TerminalNode* TLAPlusParser::ExceptSpecContext::EQ() {
  return getToken(TLAPlusParser::EQ, 0);
}

TLAPlusParser::ExprContext* TLAPlusParser::ExceptSpecContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

std::vector<TLAPlusParser::ExceptPathContext *> TLAPlusParser::ExceptSpecContext::exceptPath() {
  return getRuleContexts<TLAPlusParser::ExceptPathContext>();
}

TLAPlusParser::ExceptPathContext* TLAPlusParser::ExceptSpecContext::exceptPath(size_t i) {
  return getRuleContext<TLAPlusParser::ExceptPathContext>(i);
}


size_t TLAPlusParser::ExceptSpecContext::getRuleIndex() const {
  return TLAPlusParser::RuleExceptSpec;
}


TLAPlusParser::ExceptSpecContext* TLAPlusParser::exceptSpec() {
  ExceptSpecContext *_localctx = _tracker.createInstance<ExceptSpecContext>(_ctx, getState());
  enterRule(_localctx, 98, TLAPlusParser::RuleExceptSpec);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1044);
    match(TLAPlusParser::BANG);
    setState(1046); 
    _errHandler->sync(this);
    _la = _input->LA(1);
    do {
      setState(1045);
      exceptPath();
      setState(1048); 
      _errHandler->sync(this);
      _la = _input->LA(1);
    } while (_la == TLAPlusParser::LBRACKET

    || _la == TLAPlusParser::DOT);
    setState(1050);
    match(TLAPlusParser::EQ);
    setState(1051);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExceptPathContext ------------------------------------------------------------------

TLAPlusParser::ExceptPathContext::ExceptPathContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::ExceptPathContext::DOT() {
  return getToken(TLAPlusParser::DOT, 0);
}

TLAPlusParser::ExceptFieldContext* TLAPlusParser::ExceptPathContext::exceptField() {
  return getRuleContext<TLAPlusParser::ExceptFieldContext>(0);
}

tree::TerminalNode* TLAPlusParser::ExceptPathContext::LBRACKET() {
  return getToken(TLAPlusParser::LBRACKET, 0);
}

std::vector<TLAPlusParser::ExprContext *> TLAPlusParser::ExceptPathContext::expr() {
  return getRuleContexts<TLAPlusParser::ExprContext>();
}

TLAPlusParser::ExprContext* TLAPlusParser::ExceptPathContext::expr(size_t i) {
  return getRuleContext<TLAPlusParser::ExprContext>(i);
}

tree::TerminalNode* TLAPlusParser::ExceptPathContext::RBRACKET() {
  return getToken(TLAPlusParser::RBRACKET, 0);
}

std::vector<tree::TerminalNode *> TLAPlusParser::ExceptPathContext::COMMA() {
  return getTokens(TLAPlusParser::COMMA);
}

tree::TerminalNode* TLAPlusParser::ExceptPathContext::COMMA(size_t i) {
  return getToken(TLAPlusParser::COMMA, i);
}


size_t TLAPlusParser::ExceptPathContext::getRuleIndex() const {
  return TLAPlusParser::RuleExceptPath;
}


TLAPlusParser::ExceptPathContext* TLAPlusParser::exceptPath() {
  ExceptPathContext *_localctx = _tracker.createInstance<ExceptPathContext>(_ctx, getState());
  enterRule(_localctx, 100, TLAPlusParser::RuleExceptPath);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(1066);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::DOT: {
        enterOuterAlt(_localctx, 1);
        setState(1053);
        match(TLAPlusParser::DOT);
        setState(1054);
        exceptField();
        break;
      }

      case TLAPlusParser::LBRACKET: {
        enterOuterAlt(_localctx, 2);
        setState(1055);
        match(TLAPlusParser::LBRACKET);
        setState(1056);
        expr();
        setState(1061);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(1057);
          match(TLAPlusParser::COMMA);
          setState(1058);
          expr();
          setState(1063);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(1064);
        match(TLAPlusParser::RBRACKET);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PrefixOpContext ------------------------------------------------------------------

TLAPlusParser::PrefixOpContext::PrefixOpContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::NOT() {
  return getToken(TLAPlusParser::NOT, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::MINUS() {
  return getToken(TLAPlusParser::MINUS, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::BOX() {
  return getToken(TLAPlusParser::BOX, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::DIAMOND() {
  return getToken(TLAPlusParser::DIAMOND, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::DOMAIN() {
  return getToken(TLAPlusParser::DOMAIN, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::ENABLED() {
  return getToken(TLAPlusParser::ENABLED, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::SUBSET() {
  return getToken(TLAPlusParser::SUBSET, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::UNCHANGED() {
  return getToken(TLAPlusParser::UNCHANGED, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::UNION() {
  return getToken(TLAPlusParser::UNION, 0);
}

tree::TerminalNode* TLAPlusParser::PrefixOpContext::MINUS_DOT() {
  return getToken(TLAPlusParser::MINUS_DOT, 0);
}


size_t TLAPlusParser::PrefixOpContext::getRuleIndex() const {
  return TLAPlusParser::RulePrefixOp;
}


TLAPlusParser::PrefixOpContext* TLAPlusParser::prefixOp() {
  PrefixOpContext *_localctx = _tracker.createInstance<PrefixOpContext>(_ctx, getState());
  enterRule(_localctx, 102, TLAPlusParser::RulePrefixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1068);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::DOMAIN)
      | (1ULL << TLAPlusParser::ENABLED)
      | (1ULL << TLAPlusParser::SUBSET)
      | (1ULL << TLAPlusParser::UNCHANGED)
      | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 102) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 102)) & ((1ULL << (TLAPlusParser::BOX - 102))
      | (1ULL << (TLAPlusParser::DIAMOND - 102))
      | (1ULL << (TLAPlusParser::NOT - 102))
      | (1ULL << (TLAPlusParser::MINUS - 102))
      | (1ULL << (TLAPlusParser::MINUS_DOT - 102)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PostfixOpContext ------------------------------------------------------------------

TLAPlusParser::PostfixOpContext::PostfixOpContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::PostfixOpContext::PRIME() {
  return getToken(TLAPlusParser::PRIME, 0);
}

tree::TerminalNode* TLAPlusParser::PostfixOpContext::PLUS_SUP() {
  return getToken(TLAPlusParser::PLUS_SUP, 0);
}

tree::TerminalNode* TLAPlusParser::PostfixOpContext::STAR_SUP() {
  return getToken(TLAPlusParser::STAR_SUP, 0);
}

tree::TerminalNode* TLAPlusParser::PostfixOpContext::HASH_SUP() {
  return getToken(TLAPlusParser::HASH_SUP, 0);
}


size_t TLAPlusParser::PostfixOpContext::getRuleIndex() const {
  return TLAPlusParser::RulePostfixOp;
}


TLAPlusParser::PostfixOpContext* TLAPlusParser::postfixOp() {
  PostfixOpContext *_localctx = _tracker.createInstance<PostfixOpContext>(_ctx, getState());
  enterRule(_localctx, 104, TLAPlusParser::RulePostfixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1070);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::PRIME || ((((_la - 193) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 193)) & ((1ULL << (TLAPlusParser::PLUS_SUP - 193))
      | (1ULL << (TLAPlusParser::STAR_SUP - 193))
      | (1ULL << (TLAPlusParser::HASH_SUP - 193)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- InfixOpContext ------------------------------------------------------------------

TLAPlusParser::InfixOpContext::InfixOpContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::AND() {
  return getToken(TLAPlusParser::AND, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::OR() {
  return getToken(TLAPlusParser::OR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::IMPLIES() {
  return getToken(TLAPlusParser::IMPLIES, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::EQUIV() {
  return getToken(TLAPlusParser::EQUIV, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::EQ() {
  return getToken(TLAPlusParser::EQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::NEQ() {
  return getToken(TLAPlusParser::NEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::LT() {
  return getToken(TLAPlusParser::LT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::GT() {
  return getToken(TLAPlusParser::GT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::LEQ() {
  return getToken(TLAPlusParser::LEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::GEQ() {
  return getToken(TLAPlusParser::GEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::LEADSTO() {
  return getToken(TLAPlusParser::LEADSTO, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PLUS_ARROW() {
  return getToken(TLAPlusParser::PLUS_ARROW, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SET_IN() {
  return getToken(TLAPlusParser::SET_IN, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::NOTIN() {
  return getToken(TLAPlusParser::NOTIN, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUBSETEQ() {
  return getToken(TLAPlusParser::SUBSETEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUBSET_OP() {
  return getToken(TLAPlusParser::SUBSET_OP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUPSETEQ() {
  return getToken(TLAPlusParser::SUPSETEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUPSET() {
  return getToken(TLAPlusParser::SUPSET, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CAP() {
  return getToken(TLAPlusParser::CAP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CUP() {
  return getToken(TLAPlusParser::CUP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SETMINUS() {
  return getToken(TLAPlusParser::SETMINUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::TIMES() {
  return getToken(TLAPlusParser::TIMES, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PLUS() {
  return getToken(TLAPlusParser::PLUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::MINUS() {
  return getToken(TLAPlusParser::MINUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::STAR() {
  return getToken(TLAPlusParser::STAR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SLASH() {
  return getToken(TLAPlusParser::SLASH, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CARET() {
  return getToken(TLAPlusParser::CARET, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DOTDOT() {
  return getToken(TLAPlusParser::DOTDOT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DOTDOTDOT() {
  return getToken(TLAPlusParser::DOTDOTDOT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PERCENT() {
  return getToken(TLAPlusParser::PERCENT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DIV() {
  return getToken(TLAPlusParser::DIV, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CIRC() {
  return getToken(TLAPlusParser::CIRC, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::COLON_GT() {
  return getToken(TLAPlusParser::COLON_GT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::AT_AT() {
  return getToken(TLAPlusParser::AT_AT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::LT_COLON() {
  return getToken(TLAPlusParser::LT_COLON, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PLUS_PLUS() {
  return getToken(TLAPlusParser::PLUS_PLUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::MINUS_MINUS() {
  return getToken(TLAPlusParser::MINUS_MINUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::STAR_STAR() {
  return getToken(TLAPlusParser::STAR_STAR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SLASH_SLASH() {
  return getToken(TLAPlusParser::SLASH_SLASH, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CARET_CARET() {
  return getToken(TLAPlusParser::CARET_CARET, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PERCENT_PERCENT() {
  return getToken(TLAPlusParser::PERCENT_PERCENT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::AMP() {
  return getToken(TLAPlusParser::AMP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::AMP_AMP() {
  return getToken(TLAPlusParser::AMP_AMP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DOLLAR() {
  return getToken(TLAPlusParser::DOLLAR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DOLLAR_DOLLAR() {
  return getToken(TLAPlusParser::DOLLAR_DOLLAR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::HASH_HASH() {
  return getToken(TLAPlusParser::HASH_HASH, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::BANG_BANG() {
  return getToken(TLAPlusParser::BANG_BANG, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::QQ() {
  return getToken(TLAPlusParser::QQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PIPE() {
  return getToken(TLAPlusParser::PIPE, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PIPE_PIPE() {
  return getToken(TLAPlusParser::PIPE_PIPE, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::TURNSTILE() {
  return getToken(TLAPlusParser::TURNSTILE, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::MODELS() {
  return getToken(TLAPlusParser::MODELS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DASH_PIPE() {
  return getToken(TLAPlusParser::DASH_PIPE, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::EQ_PIPE() {
  return getToken(TLAPlusParser::EQ_PIPE, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::ASSIGN() {
  return getToken(TLAPlusParser::ASSIGN, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::COLON_COLON_EQ() {
  return getToken(TLAPlusParser::COLON_COLON_EQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::OPLUS() {
  return getToken(TLAPlusParser::OPLUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::OMINUS() {
  return getToken(TLAPlusParser::OMINUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::ODOT() {
  return getToken(TLAPlusParser::ODOT, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::OSLASH() {
  return getToken(TLAPlusParser::OSLASH, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::OTIMES() {
  return getToken(TLAPlusParser::OTIMES, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PREC() {
  return getToken(TLAPlusParser::PREC, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PRECEQ() {
  return getToken(TLAPlusParser::PRECEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUCC() {
  return getToken(TLAPlusParser::SUCC, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SUCCEQ() {
  return getToken(TLAPlusParser::SUCCEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQSUBSET() {
  return getToken(TLAPlusParser::SQSUBSET, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQSUBSETEQ() {
  return getToken(TLAPlusParser::SQSUBSETEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQSUPSET() {
  return getToken(TLAPlusParser::SQSUPSET, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQSUPSETEQ() {
  return getToken(TLAPlusParser::SQSUPSETEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQCAP() {
  return getToken(TLAPlusParser::SQCAP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SQCUP() {
  return getToken(TLAPlusParser::SQCUP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::LL() {
  return getToken(TLAPlusParser::LL, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::GG() {
  return getToken(TLAPlusParser::GG, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SIM() {
  return getToken(TLAPlusParser::SIM, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::SIMEQ() {
  return getToken(TLAPlusParser::SIMEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::APPROX() {
  return getToken(TLAPlusParser::APPROX, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::ASYMP() {
  return getToken(TLAPlusParser::ASYMP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CONG() {
  return getToken(TLAPlusParser::CONG, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::DOTEQ() {
  return getToken(TLAPlusParser::DOTEQ, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::PROPTO() {
  return getToken(TLAPlusParser::PROPTO, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::UPLUS() {
  return getToken(TLAPlusParser::UPLUS, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::WR() {
  return getToken(TLAPlusParser::WR, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::STAR_OP() {
  return getToken(TLAPlusParser::STAR_OP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::BULLET_OP() {
  return getToken(TLAPlusParser::BULLET_OP, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::BIGCIRC() {
  return getToken(TLAPlusParser::BIGCIRC, 0);
}

tree::TerminalNode* TLAPlusParser::InfixOpContext::CDOT() {
  return getToken(TLAPlusParser::CDOT, 0);
}


size_t TLAPlusParser::InfixOpContext::getRuleIndex() const {
  return TLAPlusParser::RuleInfixOp;
}


TLAPlusParser::InfixOpContext* TLAPlusParser::infixOp() {
  InfixOpContext *_localctx = _tracker.createInstance<InfixOpContext>(_ctx, getState());
  enterRule(_localctx, 106, TLAPlusParser::RuleInfixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1072);
    _la = _input->LA(1);
    if (!(((((_la - 105) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 105)) & ((1ULL << (TLAPlusParser::AND - 105))
      | (1ULL << (TLAPlusParser::OR - 105))
      | (1ULL << (TLAPlusParser::IMPLIES - 105))
      | (1ULL << (TLAPlusParser::EQUIV - 105))
      | (1ULL << (TLAPlusParser::EQ - 105))
      | (1ULL << (TLAPlusParser::NEQ - 105))
      | (1ULL << (TLAPlusParser::LT - 105))
      | (1ULL << (TLAPlusParser::GT - 105))
      | (1ULL << (TLAPlusParser::LEQ - 105))
      | (1ULL << (TLAPlusParser::GEQ - 105))
      | (1ULL << (TLAPlusParser::LEADSTO - 105))
      | (1ULL << (TLAPlusParser::PLUS_ARROW - 105))
      | (1ULL << (TLAPlusParser::SET_IN - 105))
      | (1ULL << (TLAPlusParser::NOTIN - 105))
      | (1ULL << (TLAPlusParser::SUBSETEQ - 105))
      | (1ULL << (TLAPlusParser::SUBSET_OP - 105))
      | (1ULL << (TLAPlusParser::SUPSETEQ - 105))
      | (1ULL << (TLAPlusParser::SUPSET - 105))
      | (1ULL << (TLAPlusParser::CAP - 105))
      | (1ULL << (TLAPlusParser::CUP - 105))
      | (1ULL << (TLAPlusParser::SETMINUS - 105))
      | (1ULL << (TLAPlusParser::TIMES - 105))
      | (1ULL << (TLAPlusParser::PLUS - 105))
      | (1ULL << (TLAPlusParser::MINUS - 105))
      | (1ULL << (TLAPlusParser::STAR - 105))
      | (1ULL << (TLAPlusParser::SLASH - 105))
      | (1ULL << (TLAPlusParser::CARET - 105))
      | (1ULL << (TLAPlusParser::DOTDOT - 105))
      | (1ULL << (TLAPlusParser::DOTDOTDOT - 105))
      | (1ULL << (TLAPlusParser::PERCENT - 105))
      | (1ULL << (TLAPlusParser::DIV - 105))
      | (1ULL << (TLAPlusParser::CIRC - 105))
      | (1ULL << (TLAPlusParser::COLON_GT - 105))
      | (1ULL << (TLAPlusParser::AT_AT - 105))
      | (1ULL << (TLAPlusParser::LT_COLON - 105))
      | (1ULL << (TLAPlusParser::PLUS_PLUS - 105))
      | (1ULL << (TLAPlusParser::MINUS_MINUS - 105))
      | (1ULL << (TLAPlusParser::STAR_STAR - 105))
      | (1ULL << (TLAPlusParser::SLASH_SLASH - 105))
      | (1ULL << (TLAPlusParser::CARET_CARET - 105))
      | (1ULL << (TLAPlusParser::PERCENT_PERCENT - 105))
      | (1ULL << (TLAPlusParser::AMP - 105))
      | (1ULL << (TLAPlusParser::AMP_AMP - 105))
      | (1ULL << (TLAPlusParser::DOLLAR - 105))
      | (1ULL << (TLAPlusParser::DOLLAR_DOLLAR - 105))
      | (1ULL << (TLAPlusParser::HASH_HASH - 105))
      | (1ULL << (TLAPlusParser::BANG_BANG - 105))
      | (1ULL << (TLAPlusParser::QQ - 105))
      | (1ULL << (TLAPlusParser::PIPE - 105))
      | (1ULL << (TLAPlusParser::PIPE_PIPE - 105))
      | (1ULL << (TLAPlusParser::TURNSTILE - 105))
      | (1ULL << (TLAPlusParser::MODELS - 105))
      | (1ULL << (TLAPlusParser::DASH_PIPE - 105))
      | (1ULL << (TLAPlusParser::EQ_PIPE - 105))
      | (1ULL << (TLAPlusParser::ASSIGN - 105))
      | (1ULL << (TLAPlusParser::COLON_COLON_EQ - 105))
      | (1ULL << (TLAPlusParser::OPLUS - 105))
      | (1ULL << (TLAPlusParser::OMINUS - 105))
      | (1ULL << (TLAPlusParser::ODOT - 105))
      | (1ULL << (TLAPlusParser::OSLASH - 105))
      | (1ULL << (TLAPlusParser::OTIMES - 105))
      | (1ULL << (TLAPlusParser::PREC - 105)))) != 0) || ((((_la - 169) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 169)) & ((1ULL << (TLAPlusParser::PRECEQ - 169))
      | (1ULL << (TLAPlusParser::SUCC - 169))
      | (1ULL << (TLAPlusParser::SUCCEQ - 169))
      | (1ULL << (TLAPlusParser::SQSUBSET - 169))
      | (1ULL << (TLAPlusParser::SQSUBSETEQ - 169))
      | (1ULL << (TLAPlusParser::SQSUPSET - 169))
      | (1ULL << (TLAPlusParser::SQSUPSETEQ - 169))
      | (1ULL << (TLAPlusParser::SQCAP - 169))
      | (1ULL << (TLAPlusParser::SQCUP - 169))
      | (1ULL << (TLAPlusParser::LL - 169))
      | (1ULL << (TLAPlusParser::GG - 169))
      | (1ULL << (TLAPlusParser::SIM - 169))
      | (1ULL << (TLAPlusParser::SIMEQ - 169))
      | (1ULL << (TLAPlusParser::APPROX - 169))
      | (1ULL << (TLAPlusParser::ASYMP - 169))
      | (1ULL << (TLAPlusParser::CONG - 169))
      | (1ULL << (TLAPlusParser::DOTEQ - 169))
      | (1ULL << (TLAPlusParser::PROPTO - 169))
      | (1ULL << (TLAPlusParser::UPLUS - 169))
      | (1ULL << (TLAPlusParser::WR - 169))
      | (1ULL << (TLAPlusParser::STAR_OP - 169))
      | (1ULL << (TLAPlusParser::BULLET_OP - 169))
      | (1ULL << (TLAPlusParser::BIGCIRC - 169))
      | (1ULL << (TLAPlusParser::CDOT - 169)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

bool TLAPlusParser::sempred(RuleContext *context, size_t ruleIndex, size_t predicateIndex) {
  switch (ruleIndex) {
    case 37: return primarySempred(dynamic_cast<PrimaryContext *>(context), predicateIndex);
    case 42: return subscriptSempred(dynamic_cast<SubscriptContext *>(context), predicateIndex);
    case 43: return fairnessSubscriptSempred(dynamic_cast<FairnessSubscriptContext *>(context), predicateIndex);

  default:
    break;
  }
  return true;
}

bool TLAPlusParser::primarySempred(PrimaryContext *_localctx, size_t predicateIndex) {
  switch (predicateIndex) {
    case 0: return _input->LA(1) != TLAPlusParser::MINUS;

  default:
    break;
  }
  return true;
}

bool TLAPlusParser::subscriptSempred(SubscriptContext *_localctx, size_t predicateIndex) {
  switch (predicateIndex) {
    case 1: return _input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET;

  default:
    break;
  }
  return true;
}

bool TLAPlusParser::fairnessSubscriptSempred(FairnessSubscriptContext *_localctx, size_t predicateIndex) {
  switch (predicateIndex) {
    case 2: return _input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET;

  default:
    break;
  }
  return true;
}

// Static vars and initialization.
std::vector<dfa::DFA> TLAPlusParser::_decisionToDFA;
atn::PredictionContextCache TLAPlusParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN TLAPlusParser::_atn;
std::vector<uint16_t> TLAPlusParser::_serializedATN;

std::vector<std::string> TLAPlusParser::_ruleNames = {
  "moduleFile", "module", "extendsList", "unit", "variableDecl", "constantDecl", 
  "recursiveDecl", "opDecl", "operatorDefinition", "opParam", "defName", 
  "boundName", "builtinName", "functionDefinition", "moduleDefinition", 
  "instance", "substitution", "substTarget", "assumption", "theorem", "assumeProve", 
  "assumeItem", "newDecl", "proof", "proofItem", "stepBody", "useOrHide", 
  "useBody", "useItem", "defItem", "expr", "term", "suffix", "plainFieldName", 
  "fieldName", "exceptField", "keywordAsName", "primary", "nameExpr", "nameSegment", 
  "arguments", "argument", "subscript", "fairnessSubscript", "fairnessSegment", 
  "identOrTuple", "quantBound", "caseArm", "letUnit", "exceptSpec", "exceptPath", 
  "prefixOp", "postfixOp", "infixOp"
};

std::vector<std::string> TLAPlusParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "'ACTION'", "'ASSUME'", 
  "'ASSUMPTION'", "'AXIOM'", "'BOOLEAN'", "'BY'", "'CASE'", "'CHOOSE'", 
  "'CONSTANT'", "'CONSTANTS'", "'COROLLARY'", "'DEF'", "'DEFINE'", "'DEFS'", 
  "'DOMAIN'", "'ELSE'", "'ENABLED'", "'EXCEPT'", "'EXTENDS'", "'FALSE'", 
  "'HAVE'", "'HIDE'", "'IF'", "'IN'", "'INSTANCE'", "'LAMBDA'", "'LEMMA'", 
  "'LET'", "'LOCAL'", "'MODULE'", "'NEW'", "'OBVIOUS'", "'OMITTED'", "'ONLY'", 
  "'OTHER'", "'PICK'", "'PROOF'", "'PROPOSITION'", "'PROVE'", "'QED'", "'RECURSIVE'", 
  "'STATE'", "'STRING'", "'SUBSET'", "'SUFFICES'", "'TAKE'", "'TEMPORAL'", 
  "'THEN'", "'THEOREM'", "'TRUE'", "'UNCHANGED'", "'UNION'", "'USE'", "'VARIABLE'", 
  "'VARIABLES'", "'WITH'", "'WITNESS'", "'WF_'", "'SF_'", "", "", "", "", 
  "", "", "", "'\\AA'", "'\\EE'", "", "", "'('", "')'", "'['", "']'", "']_'", 
  "'{'", "'}'", "", "", "", "','", "':'", "", "'.'", "'!'", "'@'", "'_'", 
  "", "", "", "", "", "'''", "", "", "", "", "", "'='", "", "'<'", "'>'", 
  "", "", "", "", "", "", "", "", "", "", "", "", "'\\'", "", "'+'", "'-'", 
  "'-.'", "'*'", "'/'", "'^'", "", "", "'%'", "", "", "':>'", "'@@'", "'<:'", 
  "'++'", "'--'", "'**'", "'//'", "'^^'", "'%%'", "'&'", "'&&'", "'$'", 
  "'$$'", "'##'", "", "", "'|'", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "'^*'", "'^#'", "'\u2115'", "'\u2124'", 
  "'\u211D'"
};

std::vector<std::string> TLAPlusParser::_symbolicNames = {
  "", "JLIST_BEGIN", "JLIST_END", "BULLET_AND", "BULLET_OR", "UNTERMINATED_COMMENT", 
  "DETACHED_MODULE", "BLOCK_COMMENT", "LINE_COMMENT", "WS", "SEPARATOR", 
  "MODULE_END", "ACTION", "ASSUME", "ASSUMPTION", "AXIOM", "BOOLEAN", "BY", 
  "CASE", "CHOOSE", "CONSTANT", "CONSTANTS", "COROLLARY", "DEF", "DEFINE", 
  "DEFS", "DOMAIN", "ELSE", "ENABLED", "EXCEPT", "EXTENDS", "FALSE", "HAVE", 
  "HIDE", "IF", "IN", "INSTANCE", "LAMBDA", "LEMMA", "LET", "LOCAL", "MODULE", 
  "NEW", "OBVIOUS", "OMITTED", "ONLY", "OTHER", "PICK", "PROOF", "PROPOSITION", 
  "PROVE", "QED", "RECURSIVE", "STATE", "STRING_SET", "SUBSET", "SUFFICES", 
  "TAKE", "TEMPORAL", "THEN", "THEOREM", "TRUE", "UNCHANGED", "UNION", "USE", 
  "VARIABLE", "VARIABLES", "WITH", "WITNESS", "WF", "SF", "NUMBER", "DECIMAL", 
  "BIN_NUMBER", "OCT_NUMBER", "HEX_NUMBER", "FORALL", "EXISTS", "TFORALL", 
  "TEXISTS", "STEP_LABEL", "DEFEQ", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", 
  "RBRACKET_SUB", "LBRACE", "RBRACE", "LANGLE", "RANGLE", "RANGLE_SUB", 
  "COMMA", "COLON", "DCOLON", "DOT", "BANG", "AT", "UNDERSCORE", "ARROW", 
  "MAPSTO", "LARROW", "BOX", "DIAMOND", "PRIME", "AND", "OR", "NOT", "IMPLIES", 
  "EQUIV", "EQ", "NEQ", "LT", "GT", "LEQ", "GEQ", "LEADSTO", "PLUS_ARROW", 
  "SET_IN", "NOTIN", "SUBSETEQ", "SUBSET_OP", "SUPSETEQ", "SUPSET", "CAP", 
  "CUP", "SETMINUS", "TIMES", "PLUS", "MINUS", "MINUS_DOT", "STAR", "SLASH", 
  "CARET", "DOTDOT", "DOTDOTDOT", "PERCENT", "DIV", "CIRC", "COLON_GT", 
  "AT_AT", "LT_COLON", "PLUS_PLUS", "MINUS_MINUS", "STAR_STAR", "SLASH_SLASH", 
  "CARET_CARET", "PERCENT_PERCENT", "AMP", "AMP_AMP", "DOLLAR", "DOLLAR_DOLLAR", 
  "HASH_HASH", "BANG_BANG", "QQ", "PIPE", "PIPE_PIPE", "TURNSTILE", "MODELS", 
  "DASH_PIPE", "EQ_PIPE", "ASSIGN", "COLON_COLON_EQ", "OPLUS", "OMINUS", 
  "ODOT", "OSLASH", "OTIMES", "PREC", "PRECEQ", "SUCC", "SUCCEQ", "SQSUBSET", 
  "SQSUBSETEQ", "SQSUPSET", "SQSUPSETEQ", "SQCAP", "SQCUP", "LL", "GG", 
  "SIM", "SIMEQ", "APPROX", "ASYMP", "CONG", "DOTEQ", "PROPTO", "UPLUS", 
  "WR", "STAR_OP", "BULLET_OP", "BIGCIRC", "CDOT", "PLUS_SUP", "STAR_SUP", 
  "HASH_SUP", "NAT_SET", "INT_SET", "REAL_SET", "IDENT", "STRING", "UNTERMINATED_STRING", 
  "ERROR_CHAR"
};

dfa::Vocabulary TLAPlusParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> TLAPlusParser::_tokenNames;

TLAPlusParser::Initializer::Initializer() {
	for (size_t i = 0; i < _symbolicNames.size(); ++i) {
		std::string name = _vocabulary.getLiteralName(i);
		if (name.empty()) {
			name = _vocabulary.getSymbolicName(i);
		}

		if (name.empty()) {
			_tokenNames.push_back("<INVALID>");
		} else {
      _tokenNames.push_back(name);
    }
	}

  _serializedATN = {
    0x3, 0x608b, 0xa72a, 0x8133, 0xb9ed, 0x417c, 0x3be7, 0x7786, 0x5964, 
    0x3, 0xcc, 0x435, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 
    0x9, 0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 
    0x4, 0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 
    0x9, 0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 
    0x4, 0xf, 0x9, 0xf, 0x4, 0x10, 0x9, 0x10, 0x4, 0x11, 0x9, 0x11, 0x4, 
    0x12, 0x9, 0x12, 0x4, 0x13, 0x9, 0x13, 0x4, 0x14, 0x9, 0x14, 0x4, 0x15, 
    0x9, 0x15, 0x4, 0x16, 0x9, 0x16, 0x4, 0x17, 0x9, 0x17, 0x4, 0x18, 0x9, 
    0x18, 0x4, 0x19, 0x9, 0x19, 0x4, 0x1a, 0x9, 0x1a, 0x4, 0x1b, 0x9, 0x1b, 
    0x4, 0x1c, 0x9, 0x1c, 0x4, 0x1d, 0x9, 0x1d, 0x4, 0x1e, 0x9, 0x1e, 0x4, 
    0x1f, 0x9, 0x1f, 0x4, 0x20, 0x9, 0x20, 0x4, 0x21, 0x9, 0x21, 0x4, 0x22, 
    0x9, 0x22, 0x4, 0x23, 0x9, 0x23, 0x4, 0x24, 0x9, 0x24, 0x4, 0x25, 0x9, 
    0x25, 0x4, 0x26, 0x9, 0x26, 0x4, 0x27, 0x9, 0x27, 0x4, 0x28, 0x9, 0x28, 
    0x4, 0x29, 0x9, 0x29, 0x4, 0x2a, 0x9, 0x2a, 0x4, 0x2b, 0x9, 0x2b, 0x4, 
    0x2c, 0x9, 0x2c, 0x4, 0x2d, 0x9, 0x2d, 0x4, 0x2e, 0x9, 0x2e, 0x4, 0x2f, 
    0x9, 0x2f, 0x4, 0x30, 0x9, 0x30, 0x4, 0x31, 0x9, 0x31, 0x4, 0x32, 0x9, 
    0x32, 0x4, 0x33, 0x9, 0x33, 0x4, 0x34, 0x9, 0x34, 0x4, 0x35, 0x9, 0x35, 
    0x4, 0x36, 0x9, 0x36, 0x4, 0x37, 0x9, 0x37, 0x3, 0x2, 0x3, 0x2, 0x3, 
    0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x77, 
    0xa, 0x3, 0x3, 0x3, 0x7, 0x3, 0x7a, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x7d, 
    0xb, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 
    0x7, 0x4, 0x85, 0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x88, 0xb, 0x4, 0x3, 0x5, 
    0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x8f, 0xa, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x5, 0x5, 0x93, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 
    0x97, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x9b, 0xa, 0x5, 0x3, 0x5, 
    0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0xa2, 0xa, 0x5, 0x3, 
    0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x7, 0x6, 0xa8, 0xa, 0x6, 0xc, 0x6, 
    0xe, 0x6, 0xab, 0xb, 0x6, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x7, 
    0x7, 0xb1, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0xb4, 0xb, 0x7, 0x3, 0x8, 0x3, 
    0x8, 0x3, 0x8, 0x3, 0x8, 0x7, 0x8, 0xba, 0xa, 0x8, 0xc, 0x8, 0xe, 0x8, 
    0xbd, 0xb, 0x8, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x7, 
    0x9, 0xc4, 0xa, 0x9, 0xc, 0x9, 0xe, 0x9, 0xc7, 0xb, 0x9, 0x3, 0x9, 0x3, 
    0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 
    0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x5, 0x9, 0xd5, 0xa, 0x9, 0x3, 0xa, 
    0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x7, 0xa, 0xdc, 0xa, 0xa, 0xc, 
    0xa, 0xe, 0xa, 0xdf, 0xb, 0xa, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 0xe3, 0xa, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 0xf8, 
    0xa, 0xa, 0x3, 0xb, 0x3, 0xb, 0x3, 0xc, 0x3, 0xc, 0x3, 0xd, 0x3, 0xd, 
    0x3, 0xd, 0x5, 0xd, 0x101, 0xa, 0xd, 0x3, 0xe, 0x3, 0xe, 0x3, 0xf, 0x3, 
    0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x7, 0xf, 0x10a, 0xa, 0xf, 0xc, 0xf, 
    0xe, 0xf, 0x10d, 0xb, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 
    0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x7, 0x10, 0x118, 
    0xa, 0x10, 0xc, 0x10, 0xe, 0x10, 0x11b, 0xb, 0x10, 0x3, 0x10, 0x3, 0x10, 
    0x5, 0x10, 0x11f, 0xa, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x7, 0x11, 0x12a, 
    0xa, 0x11, 0xc, 0x11, 0xe, 0x11, 0x12d, 0xb, 0x11, 0x5, 0x11, 0x12f, 
    0xa, 0x11, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x13, 0x3, 
    0x13, 0x3, 0x13, 0x3, 0x13, 0x5, 0x13, 0x139, 0xa, 0x13, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x13e, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 
    0x3, 0x15, 0x3, 0x15, 0x3, 0x15, 0x5, 0x15, 0x145, 0xa, 0x15, 0x3, 0x15, 
    0x3, 0x15, 0x5, 0x15, 0x149, 0xa, 0x15, 0x3, 0x15, 0x5, 0x15, 0x14c, 
    0xa, 0x15, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x7, 0x16, 0x152, 
    0xa, 0x16, 0xc, 0x16, 0xe, 0x16, 0x155, 0xb, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x3, 0x16, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 
    0x17, 0x5, 0x17, 0x160, 0xa, 0x17, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 
    0x164, 0xa, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 
    0x16a, 0xa, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 
    0x5, 0x18, 0x171, 0xa, 0x18, 0x5, 0x18, 0x173, 0xa, 0x18, 0x3, 0x19, 
    0x6, 0x19, 0x176, 0xa, 0x19, 0xd, 0x19, 0xe, 0x19, 0x177, 0x3, 0x1a, 
    0x3, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x17d, 0xa, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 
    0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x185, 0xa, 0x1a, 
    0x5, 0x1a, 0x187, 0xa, 0x1a, 0x3, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 0x18b, 
    0xa, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x6, 0x1b, 0x190, 0xa, 0x1b, 
    0xd, 0x1b, 0xe, 0x1b, 0x191, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 
    0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 0x19b, 0xa, 0x1b, 0xc, 0x1b, 
    0xe, 0x1b, 0x19e, 0xb, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 
    0x1a3, 0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1a6, 0xb, 0x1b, 0x5, 0x1b, 
    0x1a8, 0xa, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 
    0x1ae, 0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1b1, 0xb, 0x1b, 0x3, 0x1b, 
    0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 0x1b7, 0xa, 0x1b, 0xc, 0x1b, 
    0xe, 0x1b, 0x1ba, 0xb, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 
    0x1bf, 0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1c2, 0xb, 0x1b, 0x5, 0x1b, 
    0x1c4, 0xa, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 
    0x5, 0x1b, 0x1cb, 0xa, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 0x1cf, 
    0xa, 0x1b, 0x5, 0x1b, 0x1d1, 0xa, 0x1b, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 
    0x1d5, 0xa, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 
    0x7, 0x1d, 0x1dc, 0xa, 0x1d, 0xc, 0x1d, 0xe, 0x1d, 0x1df, 0xb, 0x1d, 
    0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x7, 0x1d, 0x1e5, 0xa, 0x1d, 
    0xc, 0x1d, 0xe, 0x1d, 0x1e8, 0xb, 0x1d, 0x5, 0x1d, 0x1ea, 0xa, 0x1d, 
    0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x7, 0x1d, 0x1f0, 0xa, 0x1d, 
    0xc, 0x1d, 0xe, 0x1d, 0x1f3, 0xb, 0x1d, 0x5, 0x1d, 0x1f5, 0xa, 0x1d, 
    0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x5, 0x1e, 0x1fa, 0xa, 0x1e, 0x3, 0x1f, 
    0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x5, 0x1f, 0x202, 
    0xa, 0x1f, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x7, 0x20, 0x208, 
    0xa, 0x20, 0xc, 0x20, 0xe, 0x20, 0x20b, 0xb, 0x20, 0x3, 0x21, 0x7, 0x21, 
    0x20e, 0xa, 0x21, 0xc, 0x21, 0xe, 0x21, 0x211, 0xb, 0x21, 0x3, 0x21, 
    0x3, 0x21, 0x7, 0x21, 0x215, 0xa, 0x21, 0xc, 0x21, 0xe, 0x21, 0x218, 
    0xb, 0x21, 0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x7, 0x22, 0x21e, 
    0xa, 0x22, 0xc, 0x22, 0xe, 0x22, 0x221, 0xb, 0x22, 0x3, 0x22, 0x3, 0x22, 
    0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x5, 0x22, 0x228, 0xa, 0x22, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x5, 0x23, 0x22d, 0xa, 0x23, 0x3, 0x24, 0x3, 0x24, 
    0x5, 0x24, 0x231, 0xa, 0x24, 0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x5, 0x25, 
    0x236, 0xa, 0x25, 0x3, 0x26, 0x3, 0x26, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x246, 0xa, 0x27, 0xc, 0x27, 
    0xe, 0x27, 0x249, 0xb, 0x27, 0x3, 0x27, 0x5, 0x27, 0x24c, 0xa, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x6, 0x27, 0x257, 0xa, 0x27, 0xd, 0x27, 
    0xe, 0x27, 0x258, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x6, 0x27, 0x262, 0xa, 0x27, 0xd, 0x27, 0xe, 0x27, 
    0x263, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x6, 0x27, 
    0x26b, 0xa, 0x27, 0xd, 0x27, 0xe, 0x27, 0x26c, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x275, 0xa, 0x27, 
    0xc, 0x27, 0xe, 0x27, 0x278, 0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x281, 0xa, 0x27, 
    0xc, 0x27, 0xe, 0x27, 0x284, 0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x28d, 0xa, 0x27, 
    0xc, 0x27, 0xe, 0x27, 0x290, 0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x5, 0x27, 0x299, 0xa, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x7, 0x27, 0x2a9, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x2ac, 
    0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x5, 0x27, 0x2b2, 
    0xa, 0x27, 0x3, 0x27, 0x3, 0x27, 0x6, 0x27, 0x2b6, 0xa, 0x27, 0xd, 0x27, 
    0xe, 0x27, 0x2b7, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x2c1, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 
    0x2c4, 0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x7, 0x27, 0x2d9, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x2dc, 
    0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x7, 0x27, 0x2e4, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x2e7, 0xb, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x7, 0x27, 0x2ef, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x2f2, 0xb, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x7, 0x27, 0x301, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x304, 0xb, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x311, 
    0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x314, 0xb, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 
    0x27, 0x31e, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x321, 0xb, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 0x27, 0x334, 0xa, 0x27, 
    0xc, 0x27, 0xe, 0x27, 0x337, 0xb, 0x27, 0x5, 0x27, 0x339, 0xa, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 
    0x27, 0x341, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x344, 0xb, 0x27, 0x5, 
    0x27, 0x346, 0xa, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x7, 
    0x27, 0x352, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x355, 0xb, 0x27, 0x3, 
    0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x5, 0x27, 0x35c, 
    0xa, 0x27, 0x5, 0x27, 0x35e, 0xa, 0x27, 0x3, 0x28, 0x3, 0x28, 0x5, 0x28, 
    0x362, 0xa, 0x28, 0x3, 0x28, 0x3, 0x28, 0x7, 0x28, 0x366, 0xa, 0x28, 
    0xc, 0x28, 0xe, 0x28, 0x369, 0xb, 0x28, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x370, 0xa, 0x29, 0x3, 0x29, 0x5, 0x29, 
    0x373, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x377, 0xa, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x37e, 
    0xa, 0x29, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x7, 0x2a, 0x384, 
    0xa, 0x2a, 0xc, 0x2a, 0xe, 0x2a, 0x387, 0xb, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 
    0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x38f, 0xa, 0x2b, 
    0x3, 0x2c, 0x3, 0x2c, 0x5, 0x2c, 0x393, 0xa, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 
    0x7, 0x2c, 0x397, 0xa, 0x2c, 0xc, 0x2c, 0xe, 0x2c, 0x39a, 0xb, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x7, 0x2c, 0x3a0, 0xa, 0x2c, 
    0xc, 0x2c, 0xe, 0x2c, 0x3a3, 0xb, 0x2c, 0x5, 0x2c, 0x3a5, 0xa, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 
    0x2c, 0x5, 0x2c, 0x3ae, 0xa, 0x2c, 0x3, 0x2d, 0x3, 0x2d, 0x5, 0x2d, 
    0x3b2, 0xa, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x7, 0x2d, 0x3b6, 0xa, 0x2d, 
    0xc, 0x2d, 0xe, 0x2d, 0x3b9, 0xb, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 
    0x3, 0x2d, 0x7, 0x2d, 0x3bf, 0xa, 0x2d, 0xc, 0x2d, 0xe, 0x2d, 0x3c2, 
    0xb, 0x2d, 0x5, 0x2d, 0x3c4, 0xa, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 
    0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x5, 0x2d, 0x3cd, 0xa, 0x2d, 
    0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x3d4, 
    0xa, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x3d7, 0xa, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 
    0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x5, 
    0x2e, 0x3e1, 0xa, 0x2e, 0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 
    0x3, 0x2f, 0x7, 0x2f, 0x3e8, 0xa, 0x2f, 0xc, 0x2f, 0xe, 0x2f, 0x3eb, 
    0xb, 0x2f, 0x5, 0x2f, 0x3ed, 0xa, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 0x3f0, 
    0xa, 0x2f, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x7, 0x30, 0x3f6, 
    0xa, 0x30, 0xc, 0x30, 0xe, 0x30, 0x3f9, 0xb, 0x30, 0x5, 0x30, 0x3fb, 
    0xa, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 
    0x30, 0x7, 0x30, 0x403, 0xa, 0x30, 0xc, 0x30, 0xe, 0x30, 0x406, 0xb, 
    0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x5, 0x30, 0x40b, 0xa, 0x30, 
    0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x32, 0x3, 0x32, 0x3, 
    0x32, 0x3, 0x32, 0x5, 0x32, 0x415, 0xa, 0x32, 0x3, 0x33, 0x3, 0x33, 
    0x6, 0x33, 0x419, 0xa, 0x33, 0xd, 0x33, 0xe, 0x33, 0x41a, 0x3, 0x33, 
    0x3, 0x33, 0x3, 0x33, 0x3, 0x34, 0x3, 0x34, 0x3, 0x34, 0x3, 0x34, 0x3, 
    0x34, 0x3, 0x34, 0x7, 0x34, 0x426, 0xa, 0x34, 0xc, 0x34, 0xe, 0x34, 
    0x429, 0xb, 0x34, 0x3, 0x34, 0x3, 0x34, 0x5, 0x34, 0x42d, 0xa, 0x34, 
    0x3, 0x35, 0x3, 0x35, 0x3, 0x36, 0x3, 0x36, 0x3, 0x37, 0x3, 0x37, 0x3, 
    0x37, 0x2, 0x2, 0x38, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x10, 0x12, 
    0x14, 0x16, 0x18, 0x1a, 0x1c, 0x1e, 0x20, 0x22, 0x24, 0x26, 0x28, 0x2a, 
    0x2c, 0x2e, 0x30, 0x32, 0x34, 0x36, 0x38, 0x3a, 0x3c, 0x3e, 0x40, 0x42, 
    0x44, 0x46, 0x48, 0x4a, 0x4c, 0x4e, 0x50, 0x52, 0x54, 0x56, 0x58, 0x5a, 
    0x5c, 0x5e, 0x60, 0x62, 0x64, 0x66, 0x68, 0x6a, 0x6c, 0x2, 0x15, 0x3, 
    0x2, 0x43, 0x44, 0x3, 0x2, 0x16, 0x17, 0x6, 0x2, 0x12, 0x12, 0x21, 0x21, 
    0x38, 0x38, 0x3f, 0x3f, 0x3, 0x2, 0xf, 0x11, 0x6, 0x2, 0x18, 0x18, 0x28, 
    0x28, 0x33, 0x33, 0x3e, 0x3e, 0x7, 0x2, 0xe, 0xe, 0x16, 0x16, 0x37, 
    0x37, 0x3c, 0x3c, 0x43, 0x43, 0x4, 0x2, 0x23, 0x23, 0x42, 0x42, 0x4, 
    0x2, 0x19, 0x19, 0x1b, 0x1b, 0x8, 0x2, 0xe, 0x11, 0x13, 0x20, 0x22, 
    0x37, 0x39, 0x3e, 0x40, 0x48, 0x64, 0x64, 0x3, 0x2, 0x4b, 0x4d, 0x4, 
    0x2, 0x21, 0x21, 0x3f, 0x3f, 0x4, 0x2, 0x12, 0x12, 0x38, 0x38, 0x3, 
    0x2, 0x4e, 0x4f, 0x3, 0x2, 0x50, 0x51, 0x3, 0x2, 0x47, 0x48, 0x3, 0x2, 
    0xc3, 0xc5, 0x9, 0x2, 0x1c, 0x1c, 0x1e, 0x1e, 0x39, 0x39, 0x40, 0x41, 
    0x68, 0x69, 0x6d, 0x6d, 0x83, 0x84, 0x4, 0x2, 0x6a, 0x6a, 0xc3, 0xc5, 
    0x5, 0x2, 0x6b, 0x6c, 0x6e, 0x83, 0x85, 0xc2, 0x2, 0x4db, 0x2, 0x6e, 
    0x3, 0x2, 0x2, 0x2, 0x4, 0x71, 0x3, 0x2, 0x2, 0x2, 0x6, 0x80, 0x3, 0x2, 
    0x2, 0x2, 0x8, 0xa1, 0x3, 0x2, 0x2, 0x2, 0xa, 0xa3, 0x3, 0x2, 0x2, 0x2, 
    0xc, 0xac, 0x3, 0x2, 0x2, 0x2, 0xe, 0xb5, 0x3, 0x2, 0x2, 0x2, 0x10, 
    0xd4, 0x3, 0x2, 0x2, 0x2, 0x12, 0xf7, 0x3, 0x2, 0x2, 0x2, 0x14, 0xf9, 
    0x3, 0x2, 0x2, 0x2, 0x16, 0xfb, 0x3, 0x2, 0x2, 0x2, 0x18, 0x100, 0x3, 
    0x2, 0x2, 0x2, 0x1a, 0x102, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x104, 0x3, 0x2, 
    0x2, 0x2, 0x1e, 0x112, 0x3, 0x2, 0x2, 0x2, 0x20, 0x123, 0x3, 0x2, 0x2, 
    0x2, 0x22, 0x130, 0x3, 0x2, 0x2, 0x2, 0x24, 0x138, 0x3, 0x2, 0x2, 0x2, 
    0x26, 0x13a, 0x3, 0x2, 0x2, 0x2, 0x28, 0x141, 0x3, 0x2, 0x2, 0x2, 0x2a, 
    0x14d, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x15f, 0x3, 0x2, 0x2, 0x2, 0x2e, 0x172, 
    0x3, 0x2, 0x2, 0x2, 0x30, 0x175, 0x3, 0x2, 0x2, 0x2, 0x32, 0x186, 0x3, 
    0x2, 0x2, 0x2, 0x34, 0x1d0, 0x3, 0x2, 0x2, 0x2, 0x36, 0x1d2, 0x3, 0x2, 
    0x2, 0x2, 0x38, 0x1f4, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x1f9, 0x3, 0x2, 0x2, 
    0x2, 0x3c, 0x201, 0x3, 0x2, 0x2, 0x2, 0x3e, 0x203, 0x3, 0x2, 0x2, 0x2, 
    0x40, 0x20f, 0x3, 0x2, 0x2, 0x2, 0x42, 0x227, 0x3, 0x2, 0x2, 0x2, 0x44, 
    0x22c, 0x3, 0x2, 0x2, 0x2, 0x46, 0x230, 0x3, 0x2, 0x2, 0x2, 0x48, 0x235, 
    0x3, 0x2, 0x2, 0x2, 0x4a, 0x237, 0x3, 0x2, 0x2, 0x2, 0x4c, 0x35d, 0x3, 
    0x2, 0x2, 0x2, 0x4e, 0x35f, 0x3, 0x2, 0x2, 0x2, 0x50, 0x37d, 0x3, 0x2, 
    0x2, 0x2, 0x52, 0x37f, 0x3, 0x2, 0x2, 0x2, 0x54, 0x38e, 0x3, 0x2, 0x2, 
    0x2, 0x56, 0x3ad, 0x3, 0x2, 0x2, 0x2, 0x58, 0x3cc, 0x3, 0x2, 0x2, 0x2, 
    0x5a, 0x3e0, 0x3, 0x2, 0x2, 0x2, 0x5c, 0x3ef, 0x3, 0x2, 0x2, 0x2, 0x5e, 
    0x40a, 0x3, 0x2, 0x2, 0x2, 0x60, 0x40c, 0x3, 0x2, 0x2, 0x2, 0x62, 0x414, 
    0x3, 0x2, 0x2, 0x2, 0x64, 0x416, 0x3, 0x2, 0x2, 0x2, 0x66, 0x42c, 0x3, 
    0x2, 0x2, 0x2, 0x68, 0x42e, 0x3, 0x2, 0x2, 0x2, 0x6a, 0x430, 0x3, 0x2, 
    0x2, 0x2, 0x6c, 0x432, 0x3, 0x2, 0x2, 0x2, 0x6e, 0x6f, 0x5, 0x4, 0x3, 
    0x2, 0x6f, 0x70, 0x7, 0x2, 0x2, 0x3, 0x70, 0x3, 0x3, 0x2, 0x2, 0x2, 
    0x71, 0x72, 0x7, 0xc, 0x2, 0x2, 0x72, 0x73, 0x7, 0x2b, 0x2, 0x2, 0x73, 
    0x74, 0x7, 0xc9, 0x2, 0x2, 0x74, 0x76, 0x7, 0xc, 0x2, 0x2, 0x75, 0x77, 
    0x5, 0x6, 0x4, 0x2, 0x76, 0x75, 0x3, 0x2, 0x2, 0x2, 0x76, 0x77, 0x3, 
    0x2, 0x2, 0x2, 0x77, 0x7b, 0x3, 0x2, 0x2, 0x2, 0x78, 0x7a, 0x5, 0x8, 
    0x5, 0x2, 0x79, 0x78, 0x3, 0x2, 0x2, 0x2, 0x7a, 0x7d, 0x3, 0x2, 0x2, 
    0x2, 0x7b, 0x79, 0x3, 0x2, 0x2, 0x2, 0x7b, 0x7c, 0x3, 0x2, 0x2, 0x2, 
    0x7c, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7d, 0x7b, 0x3, 0x2, 0x2, 0x2, 0x7e, 
    0x7f, 0x7, 0xd, 0x2, 0x2, 0x7f, 0x5, 0x3, 0x2, 0x2, 0x2, 0x80, 0x81, 
    0x7, 0x20, 0x2, 0x2, 0x81, 0x86, 0x7, 0xc9, 0x2, 0x2, 0x82, 0x83, 0x7, 
    0x5e, 0x2, 0x2, 0x83, 0x85, 0x7, 0xc9, 0x2, 0x2, 0x84, 0x82, 0x3, 0x2, 
    0x2, 0x2, 0x85, 0x88, 0x3, 0x2, 0x2, 0x2, 0x86, 0x84, 0x3, 0x2, 0x2, 
    0x2, 0x86, 0x87, 0x3, 0x2, 0x2, 0x2, 0x87, 0x7, 0x3, 0x2, 0x2, 0x2, 
    0x88, 0x86, 0x3, 0x2, 0x2, 0x2, 0x89, 0xa2, 0x5, 0xa, 0x6, 0x2, 0x8a, 
    0xa2, 0x5, 0xc, 0x7, 0x2, 0x8b, 0xa2, 0x5, 0xe, 0x8, 0x2, 0x8c, 0xa2, 
    0x5, 0x36, 0x1c, 0x2, 0x8d, 0x8f, 0x7, 0x2a, 0x2, 0x2, 0x8e, 0x8d, 0x3, 
    0x2, 0x2, 0x2, 0x8e, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x8f, 0x90, 0x3, 0x2, 
    0x2, 0x2, 0x90, 0xa2, 0x5, 0x1e, 0x10, 0x2, 0x91, 0x93, 0x7, 0x2a, 0x2, 
    0x2, 0x92, 0x91, 0x3, 0x2, 0x2, 0x2, 0x92, 0x93, 0x3, 0x2, 0x2, 0x2, 
    0x93, 0x94, 0x3, 0x2, 0x2, 0x2, 0x94, 0xa2, 0x5, 0x20, 0x11, 0x2, 0x95, 
    0x97, 0x7, 0x2a, 0x2, 0x2, 0x96, 0x95, 0x3, 0x2, 0x2, 0x2, 0x96, 0x97, 
    0x3, 0x2, 0x2, 0x2, 0x97, 0x98, 0x3, 0x2, 0x2, 0x2, 0x98, 0xa2, 0x5, 
    0x1c, 0xf, 0x2, 0x99, 0x9b, 0x7, 0x2a, 0x2, 0x2, 0x9a, 0x99, 0x3, 0x2, 
    0x2, 0x2, 0x9a, 0x9b, 0x3, 0x2, 0x2, 0x2, 0x9b, 0x9c, 0x3, 0x2, 0x2, 
    0x2, 0x9c, 0xa2, 0x5, 0x12, 0xa, 0x2, 0x9d, 0xa2, 0x5, 0x26, 0x14, 0x2, 
    0x9e, 0xa2, 0x5, 0x28, 0x15, 0x2, 0x9f, 0xa2, 0x5, 0x4, 0x3, 0x2, 0xa0, 
    0xa2, 0x7, 0xc, 0x2, 0x2, 0xa1, 0x89, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x8a, 
    0x3, 0x2, 0x2, 0x2, 0xa1, 0x8b, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x8c, 0x3, 
    0x2, 0x2, 0x2, 0xa1, 0x8e, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x92, 0x3, 0x2, 
    0x2, 0x2, 0xa1, 0x96, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x9a, 0x3, 0x2, 0x2, 
    0x2, 0xa1, 0x9d, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x9e, 0x3, 0x2, 0x2, 0x2, 
    0xa1, 0x9f, 0x3, 0x2, 0x2, 0x2, 0xa1, 0xa0, 0x3, 0x2, 0x2, 0x2, 0xa2, 
    0x9, 0x3, 0x2, 0x2, 0x2, 0xa3, 0xa4, 0x9, 0x2, 0x2, 0x2, 0xa4, 0xa9, 
    0x7, 0xc9, 0x2, 0x2, 0xa5, 0xa6, 0x7, 0x5e, 0x2, 0x2, 0xa6, 0xa8, 0x7, 
    0xc9, 0x2, 0x2, 0xa7, 0xa5, 0x3, 0x2, 0x2, 0x2, 0xa8, 0xab, 0x3, 0x2, 
    0x2, 0x2, 0xa9, 0xa7, 0x3, 0x2, 0x2, 0x2, 0xa9, 0xaa, 0x3, 0x2, 0x2, 
    0x2, 0xaa, 0xb, 0x3, 0x2, 0x2, 0x2, 0xab, 0xa9, 0x3, 0x2, 0x2, 0x2, 
    0xac, 0xad, 0x9, 0x3, 0x2, 0x2, 0xad, 0xb2, 0x5, 0x10, 0x9, 0x2, 0xae, 
    0xaf, 0x7, 0x5e, 0x2, 0x2, 0xaf, 0xb1, 0x5, 0x10, 0x9, 0x2, 0xb0, 0xae, 
    0x3, 0x2, 0x2, 0x2, 0xb1, 0xb4, 0x3, 0x2, 0x2, 0x2, 0xb2, 0xb0, 0x3, 
    0x2, 0x2, 0x2, 0xb2, 0xb3, 0x3, 0x2, 0x2, 0x2, 0xb3, 0xd, 0x3, 0x2, 
    0x2, 0x2, 0xb4, 0xb2, 0x3, 0x2, 0x2, 0x2, 0xb5, 0xb6, 0x7, 0x36, 0x2, 
    0x2, 0xb6, 0xbb, 0x5, 0x10, 0x9, 0x2, 0xb7, 0xb8, 0x7, 0x5e, 0x2, 0x2, 
    0xb8, 0xba, 0x5, 0x10, 0x9, 0x2, 0xb9, 0xb7, 0x3, 0x2, 0x2, 0x2, 0xba, 
    0xbd, 0x3, 0x2, 0x2, 0x2, 0xbb, 0xb9, 0x3, 0x2, 0x2, 0x2, 0xbb, 0xbc, 
    0x3, 0x2, 0x2, 0x2, 0xbc, 0xf, 0x3, 0x2, 0x2, 0x2, 0xbd, 0xbb, 0x3, 
    0x2, 0x2, 0x2, 0xbe, 0xbf, 0x5, 0x18, 0xd, 0x2, 0xbf, 0xc0, 0x7, 0x54, 
    0x2, 0x2, 0xc0, 0xc5, 0x7, 0x64, 0x2, 0x2, 0xc1, 0xc2, 0x7, 0x5e, 0x2, 
    0x2, 0xc2, 0xc4, 0x7, 0x64, 0x2, 0x2, 0xc3, 0xc1, 0x3, 0x2, 0x2, 0x2, 
    0xc4, 0xc7, 0x3, 0x2, 0x2, 0x2, 0xc5, 0xc3, 0x3, 0x2, 0x2, 0x2, 0xc5, 
    0xc6, 0x3, 0x2, 0x2, 0x2, 0xc6, 0xc8, 0x3, 0x2, 0x2, 0x2, 0xc7, 0xc5, 
    0x3, 0x2, 0x2, 0x2, 0xc8, 0xc9, 0x7, 0x55, 0x2, 0x2, 0xc9, 0xd5, 0x3, 
    0x2, 0x2, 0x2, 0xca, 0xd5, 0x5, 0x18, 0xd, 0x2, 0xcb, 0xcc, 0x5, 0x68, 
    0x35, 0x2, 0xcc, 0xcd, 0x7, 0x64, 0x2, 0x2, 0xcd, 0xd5, 0x3, 0x2, 0x2, 
    0x2, 0xce, 0xcf, 0x7, 0x64, 0x2, 0x2, 0xcf, 0xd0, 0x5, 0x6c, 0x37, 0x2, 
    0xd0, 0xd1, 0x7, 0x64, 0x2, 0x2, 0xd1, 0xd5, 0x3, 0x2, 0x2, 0x2, 0xd2, 
    0xd3, 0x7, 0x64, 0x2, 0x2, 0xd3, 0xd5, 0x5, 0x6a, 0x36, 0x2, 0xd4, 0xbe, 
    0x3, 0x2, 0x2, 0x2, 0xd4, 0xca, 0x3, 0x2, 0x2, 0x2, 0xd4, 0xcb, 0x3, 
    0x2, 0x2, 0x2, 0xd4, 0xce, 0x3, 0x2, 0x2, 0x2, 0xd4, 0xd2, 0x3, 0x2, 
    0x2, 0x2, 0xd5, 0x11, 0x3, 0x2, 0x2, 0x2, 0xd6, 0xe2, 0x5, 0x16, 0xc, 
    0x2, 0xd7, 0xd8, 0x7, 0x54, 0x2, 0x2, 0xd8, 0xdd, 0x5, 0x14, 0xb, 0x2, 
    0xd9, 0xda, 0x7, 0x5e, 0x2, 0x2, 0xda, 0xdc, 0x5, 0x14, 0xb, 0x2, 0xdb, 
    0xd9, 0x3, 0x2, 0x2, 0x2, 0xdc, 0xdf, 0x3, 0x2, 0x2, 0x2, 0xdd, 0xdb, 
    0x3, 0x2, 0x2, 0x2, 0xdd, 0xde, 0x3, 0x2, 0x2, 0x2, 0xde, 0xe0, 0x3, 
    0x2, 0x2, 0x2, 0xdf, 0xdd, 0x3, 0x2, 0x2, 0x2, 0xe0, 0xe1, 0x7, 0x55, 
    0x2, 0x2, 0xe1, 0xe3, 0x3, 0x2, 0x2, 0x2, 0xe2, 0xd7, 0x3, 0x2, 0x2, 
    0x2, 0xe2, 0xe3, 0x3, 0x2, 0x2, 0x2, 0xe3, 0xe4, 0x3, 0x2, 0x2, 0x2, 
    0xe4, 0xe5, 0x7, 0x53, 0x2, 0x2, 0xe5, 0xe6, 0x5, 0x3e, 0x20, 0x2, 0xe6, 
    0xf8, 0x3, 0x2, 0x2, 0x2, 0xe7, 0xe8, 0x5, 0x68, 0x35, 0x2, 0xe8, 0xe9, 
    0x7, 0xc9, 0x2, 0x2, 0xe9, 0xea, 0x7, 0x53, 0x2, 0x2, 0xea, 0xeb, 0x5, 
    0x3e, 0x20, 0x2, 0xeb, 0xf8, 0x3, 0x2, 0x2, 0x2, 0xec, 0xed, 0x7, 0xc9, 
    0x2, 0x2, 0xed, 0xee, 0x5, 0x6c, 0x37, 0x2, 0xee, 0xef, 0x7, 0xc9, 0x2, 
    0x2, 0xef, 0xf0, 0x7, 0x53, 0x2, 0x2, 0xf0, 0xf1, 0x5, 0x3e, 0x20, 0x2, 
    0xf1, 0xf8, 0x3, 0x2, 0x2, 0x2, 0xf2, 0xf3, 0x7, 0xc9, 0x2, 0x2, 0xf3, 
    0xf4, 0x5, 0x6a, 0x36, 0x2, 0xf4, 0xf5, 0x7, 0x53, 0x2, 0x2, 0xf5, 0xf6, 
    0x5, 0x3e, 0x20, 0x2, 0xf6, 0xf8, 0x3, 0x2, 0x2, 0x2, 0xf7, 0xd6, 0x3, 
    0x2, 0x2, 0x2, 0xf7, 0xe7, 0x3, 0x2, 0x2, 0x2, 0xf7, 0xec, 0x3, 0x2, 
    0x2, 0x2, 0xf7, 0xf2, 0x3, 0x2, 0x2, 0x2, 0xf8, 0x13, 0x3, 0x2, 0x2, 
    0x2, 0xf9, 0xfa, 0x5, 0x10, 0x9, 0x2, 0xfa, 0x15, 0x3, 0x2, 0x2, 0x2, 
    0xfb, 0xfc, 0x5, 0x18, 0xd, 0x2, 0xfc, 0x17, 0x3, 0x2, 0x2, 0x2, 0xfd, 
    0x101, 0x7, 0xc9, 0x2, 0x2, 0xfe, 0x101, 0x5, 0x1a, 0xe, 0x2, 0xff, 
    0x101, 0x7, 0x63, 0x2, 0x2, 0x100, 0xfd, 0x3, 0x2, 0x2, 0x2, 0x100, 
    0xfe, 0x3, 0x2, 0x2, 0x2, 0x100, 0xff, 0x3, 0x2, 0x2, 0x2, 0x101, 0x19, 
    0x3, 0x2, 0x2, 0x2, 0x102, 0x103, 0x9, 0x4, 0x2, 0x2, 0x103, 0x1b, 0x3, 
    0x2, 0x2, 0x2, 0x104, 0x105, 0x7, 0xc9, 0x2, 0x2, 0x105, 0x106, 0x7, 
    0x56, 0x2, 0x2, 0x106, 0x10b, 0x5, 0x5e, 0x30, 0x2, 0x107, 0x108, 0x7, 
    0x5e, 0x2, 0x2, 0x108, 0x10a, 0x5, 0x5e, 0x30, 0x2, 0x109, 0x107, 0x3, 
    0x2, 0x2, 0x2, 0x10a, 0x10d, 0x3, 0x2, 0x2, 0x2, 0x10b, 0x109, 0x3, 
    0x2, 0x2, 0x2, 0x10b, 0x10c, 0x3, 0x2, 0x2, 0x2, 0x10c, 0x10e, 0x3, 
    0x2, 0x2, 0x2, 0x10d, 0x10b, 0x3, 0x2, 0x2, 0x2, 0x10e, 0x10f, 0x7, 
    0x57, 0x2, 0x2, 0x10f, 0x110, 0x7, 0x53, 0x2, 0x2, 0x110, 0x111, 0x5, 
    0x3e, 0x20, 0x2, 0x111, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x112, 0x11e, 0x7, 
    0xc9, 0x2, 0x2, 0x113, 0x114, 0x7, 0x54, 0x2, 0x2, 0x114, 0x119, 0x5, 
    0x14, 0xb, 0x2, 0x115, 0x116, 0x7, 0x5e, 0x2, 0x2, 0x116, 0x118, 0x5, 
    0x14, 0xb, 0x2, 0x117, 0x115, 0x3, 0x2, 0x2, 0x2, 0x118, 0x11b, 0x3, 
    0x2, 0x2, 0x2, 0x119, 0x117, 0x3, 0x2, 0x2, 0x2, 0x119, 0x11a, 0x3, 
    0x2, 0x2, 0x2, 0x11a, 0x11c, 0x3, 0x2, 0x2, 0x2, 0x11b, 0x119, 0x3, 
    0x2, 0x2, 0x2, 0x11c, 0x11d, 0x7, 0x55, 0x2, 0x2, 0x11d, 0x11f, 0x3, 
    0x2, 0x2, 0x2, 0x11e, 0x113, 0x3, 0x2, 0x2, 0x2, 0x11e, 0x11f, 0x3, 
    0x2, 0x2, 0x2, 0x11f, 0x120, 0x3, 0x2, 0x2, 0x2, 0x120, 0x121, 0x7, 
    0x53, 0x2, 0x2, 0x121, 0x122, 0x5, 0x20, 0x11, 0x2, 0x122, 0x1f, 0x3, 
    0x2, 0x2, 0x2, 0x123, 0x124, 0x7, 0x26, 0x2, 0x2, 0x124, 0x12e, 0x7, 
    0xc9, 0x2, 0x2, 0x125, 0x126, 0x7, 0x45, 0x2, 0x2, 0x126, 0x12b, 0x5, 
    0x22, 0x12, 0x2, 0x127, 0x128, 0x7, 0x5e, 0x2, 0x2, 0x128, 0x12a, 0x5, 
    0x22, 0x12, 0x2, 0x129, 0x127, 0x3, 0x2, 0x2, 0x2, 0x12a, 0x12d, 0x3, 
    0x2, 0x2, 0x2, 0x12b, 0x129, 0x3, 0x2, 0x2, 0x2, 0x12b, 0x12c, 0x3, 
    0x2, 0x2, 0x2, 0x12c, 0x12f, 0x3, 0x2, 0x2, 0x2, 0x12d, 0x12b, 0x3, 
    0x2, 0x2, 0x2, 0x12e, 0x125, 0x3, 0x2, 0x2, 0x2, 0x12e, 0x12f, 0x3, 
    0x2, 0x2, 0x2, 0x12f, 0x21, 0x3, 0x2, 0x2, 0x2, 0x130, 0x131, 0x5, 0x24, 
    0x13, 0x2, 0x131, 0x132, 0x7, 0x67, 0x2, 0x2, 0x132, 0x133, 0x5, 0x54, 
    0x2b, 0x2, 0x133, 0x23, 0x3, 0x2, 0x2, 0x2, 0x134, 0x139, 0x7, 0xc9, 
    0x2, 0x2, 0x135, 0x139, 0x5, 0x68, 0x35, 0x2, 0x136, 0x139, 0x5, 0x6c, 
    0x37, 0x2, 0x137, 0x139, 0x5, 0x6a, 0x36, 0x2, 0x138, 0x134, 0x3, 0x2, 
    0x2, 0x2, 0x138, 0x135, 0x3, 0x2, 0x2, 0x2, 0x138, 0x136, 0x3, 0x2, 
    0x2, 0x2, 0x138, 0x137, 0x3, 0x2, 0x2, 0x2, 0x139, 0x25, 0x3, 0x2, 0x2, 
    0x2, 0x13a, 0x13d, 0x9, 0x5, 0x2, 0x2, 0x13b, 0x13c, 0x7, 0xc9, 0x2, 
    0x2, 0x13c, 0x13e, 0x7, 0x53, 0x2, 0x2, 0x13d, 0x13b, 0x3, 0x2, 0x2, 
    0x2, 0x13d, 0x13e, 0x3, 0x2, 0x2, 0x2, 0x13e, 0x13f, 0x3, 0x2, 0x2, 
    0x2, 0x13f, 0x140, 0x5, 0x3e, 0x20, 0x2, 0x140, 0x27, 0x3, 0x2, 0x2, 
    0x2, 0x141, 0x144, 0x9, 0x6, 0x2, 0x2, 0x142, 0x143, 0x7, 0xc9, 0x2, 
    0x2, 0x143, 0x145, 0x7, 0x53, 0x2, 0x2, 0x144, 0x142, 0x3, 0x2, 0x2, 
    0x2, 0x144, 0x145, 0x3, 0x2, 0x2, 0x2, 0x145, 0x148, 0x3, 0x2, 0x2, 
    0x2, 0x146, 0x149, 0x5, 0x2a, 0x16, 0x2, 0x147, 0x149, 0x5, 0x3e, 0x20, 
    0x2, 0x148, 0x146, 0x3, 0x2, 0x2, 0x2, 0x148, 0x147, 0x3, 0x2, 0x2, 
    0x2, 0x149, 0x14b, 0x3, 0x2, 0x2, 0x2, 0x14a, 0x14c, 0x5, 0x30, 0x19, 
    0x2, 0x14b, 0x14a, 0x3, 0x2, 0x2, 0x2, 0x14b, 0x14c, 0x3, 0x2, 0x2, 
    0x2, 0x14c, 0x29, 0x3, 0x2, 0x2, 0x2, 0x14d, 0x14e, 0x7, 0xf, 0x2, 0x2, 
    0x14e, 0x153, 0x5, 0x2c, 0x17, 0x2, 0x14f, 0x150, 0x7, 0x5e, 0x2, 0x2, 
    0x150, 0x152, 0x5, 0x2c, 0x17, 0x2, 0x151, 0x14f, 0x3, 0x2, 0x2, 0x2, 
    0x152, 0x155, 0x3, 0x2, 0x2, 0x2, 0x153, 0x151, 0x3, 0x2, 0x2, 0x2, 
    0x153, 0x154, 0x3, 0x2, 0x2, 0x2, 0x154, 0x156, 0x3, 0x2, 0x2, 0x2, 
    0x155, 0x153, 0x3, 0x2, 0x2, 0x2, 0x156, 0x157, 0x7, 0x34, 0x2, 0x2, 
    0x157, 0x158, 0x5, 0x3e, 0x20, 0x2, 0x158, 0x2b, 0x3, 0x2, 0x2, 0x2, 
    0x159, 0x15a, 0x7, 0xc9, 0x2, 0x2, 0x15a, 0x15b, 0x7, 0x60, 0x2, 0x2, 
    0x15b, 0x160, 0x5, 0x2a, 0x16, 0x2, 0x15c, 0x160, 0x5, 0x2a, 0x16, 0x2, 
    0x15d, 0x160, 0x5, 0x2e, 0x18, 0x2, 0x15e, 0x160, 0x5, 0x3e, 0x20, 0x2, 
    0x15f, 0x159, 0x3, 0x2, 0x2, 0x2, 0x15f, 0x15c, 0x3, 0x2, 0x2, 0x2, 
    0x15f, 0x15d, 0x3, 0x2, 0x2, 0x2, 0x15f, 0x15e, 0x3, 0x2, 0x2, 0x2, 
    0x160, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x161, 0x163, 0x7, 0x2c, 0x2, 0x2, 
    0x162, 0x164, 0x9, 0x7, 0x2, 0x2, 0x163, 0x162, 0x3, 0x2, 0x2, 0x2, 
    0x163, 0x164, 0x3, 0x2, 0x2, 0x2, 0x164, 0x169, 0x3, 0x2, 0x2, 0x2, 
    0x165, 0x166, 0x7, 0xc9, 0x2, 0x2, 0x166, 0x167, 0x7, 0x78, 0x2, 0x2, 
    0x167, 0x16a, 0x5, 0x3e, 0x20, 0x2, 0x168, 0x16a, 0x5, 0x10, 0x9, 0x2, 
    0x169, 0x165, 0x3, 0x2, 0x2, 0x2, 0x169, 0x168, 0x3, 0x2, 0x2, 0x2, 
    0x16a, 0x173, 0x3, 0x2, 0x2, 0x2, 0x16b, 0x170, 0x9, 0x7, 0x2, 0x2, 
    0x16c, 0x16d, 0x7, 0xc9, 0x2, 0x2, 0x16d, 0x16e, 0x7, 0x78, 0x2, 0x2, 
    0x16e, 0x171, 0x5, 0x3e, 0x20, 0x2, 0x16f, 0x171, 0x5, 0x10, 0x9, 0x2, 
    0x170, 0x16c, 0x3, 0x2, 0x2, 0x2, 0x170, 0x16f, 0x3, 0x2, 0x2, 0x2, 
    0x171, 0x173, 0x3, 0x2, 0x2, 0x2, 0x172, 0x161, 0x3, 0x2, 0x2, 0x2, 
    0x172, 0x16b, 0x3, 0x2, 0x2, 0x2, 0x173, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x174, 
    0x176, 0x5, 0x32, 0x1a, 0x2, 0x175, 0x174, 0x3, 0x2, 0x2, 0x2, 0x176, 
    0x177, 0x3, 0x2, 0x2, 0x2, 0x177, 0x175, 0x3, 0x2, 0x2, 0x2, 0x177, 
    0x178, 0x3, 0x2, 0x2, 0x2, 0x178, 0x31, 0x3, 0x2, 0x2, 0x2, 0x179, 0x187, 
    0x7, 0x32, 0x2, 0x2, 0x17a, 0x17c, 0x7, 0x13, 0x2, 0x2, 0x17b, 0x17d, 
    0x7, 0x2f, 0x2, 0x2, 0x17c, 0x17b, 0x3, 0x2, 0x2, 0x2, 0x17c, 0x17d, 
    0x3, 0x2, 0x2, 0x2, 0x17d, 0x17e, 0x3, 0x2, 0x2, 0x2, 0x17e, 0x187, 
    0x5, 0x38, 0x1d, 0x2, 0x17f, 0x187, 0x7, 0x2d, 0x2, 0x2, 0x180, 0x187, 
    0x7, 0x2e, 0x2, 0x2, 0x181, 0x184, 0x7, 0x52, 0x2, 0x2, 0x182, 0x185, 
    0x7, 0x35, 0x2, 0x2, 0x183, 0x185, 0x5, 0x34, 0x1b, 0x2, 0x184, 0x182, 
    0x3, 0x2, 0x2, 0x2, 0x184, 0x183, 0x3, 0x2, 0x2, 0x2, 0x185, 0x187, 
    0x3, 0x2, 0x2, 0x2, 0x186, 0x179, 0x3, 0x2, 0x2, 0x2, 0x186, 0x17a, 
    0x3, 0x2, 0x2, 0x2, 0x186, 0x17f, 0x3, 0x2, 0x2, 0x2, 0x186, 0x180, 
    0x3, 0x2, 0x2, 0x2, 0x186, 0x181, 0x3, 0x2, 0x2, 0x2, 0x187, 0x33, 0x3, 
    0x2, 0x2, 0x2, 0x188, 0x1d1, 0x5, 0x36, 0x1c, 0x2, 0x189, 0x18b, 0x7, 
    0x1a, 0x2, 0x2, 0x18a, 0x189, 0x3, 0x2, 0x2, 0x2, 0x18a, 0x18b, 0x3, 
    0x2, 0x2, 0x2, 0x18b, 0x18f, 0x3, 0x2, 0x2, 0x2, 0x18c, 0x190, 0x5, 
    0x1e, 0x10, 0x2, 0x18d, 0x190, 0x5, 0x1c, 0xf, 0x2, 0x18e, 0x190, 0x5, 
    0x12, 0xa, 0x2, 0x18f, 0x18c, 0x3, 0x2, 0x2, 0x2, 0x18f, 0x18d, 0x3, 
    0x2, 0x2, 0x2, 0x18f, 0x18e, 0x3, 0x2, 0x2, 0x2, 0x190, 0x191, 0x3, 
    0x2, 0x2, 0x2, 0x191, 0x18f, 0x3, 0x2, 0x2, 0x2, 0x191, 0x192, 0x3, 
    0x2, 0x2, 0x2, 0x192, 0x1d1, 0x3, 0x2, 0x2, 0x2, 0x193, 0x1d1, 0x5, 
    0x20, 0x11, 0x2, 0x194, 0x195, 0x7, 0x22, 0x2, 0x2, 0x195, 0x1d1, 0x5, 
    0x3e, 0x20, 0x2, 0x196, 0x1a7, 0x7, 0x3b, 0x2, 0x2, 0x197, 0x19c, 0x5, 
    0x5e, 0x30, 0x2, 0x198, 0x199, 0x7, 0x5e, 0x2, 0x2, 0x199, 0x19b, 0x5, 
    0x5e, 0x30, 0x2, 0x19a, 0x198, 0x3, 0x2, 0x2, 0x2, 0x19b, 0x19e, 0x3, 
    0x2, 0x2, 0x2, 0x19c, 0x19a, 0x3, 0x2, 0x2, 0x2, 0x19c, 0x19d, 0x3, 
    0x2, 0x2, 0x2, 0x19d, 0x1a8, 0x3, 0x2, 0x2, 0x2, 0x19e, 0x19c, 0x3, 
    0x2, 0x2, 0x2, 0x19f, 0x1a4, 0x7, 0xc9, 0x2, 0x2, 0x1a0, 0x1a1, 0x7, 
    0x5e, 0x2, 0x2, 0x1a1, 0x1a3, 0x7, 0xc9, 0x2, 0x2, 0x1a2, 0x1a0, 0x3, 
    0x2, 0x2, 0x2, 0x1a3, 0x1a6, 0x3, 0x2, 0x2, 0x2, 0x1a4, 0x1a2, 0x3, 
    0x2, 0x2, 0x2, 0x1a4, 0x1a5, 0x3, 0x2, 0x2, 0x2, 0x1a5, 0x1a8, 0x3, 
    0x2, 0x2, 0x2, 0x1a6, 0x1a4, 0x3, 0x2, 0x2, 0x2, 0x1a7, 0x197, 0x3, 
    0x2, 0x2, 0x2, 0x1a7, 0x19f, 0x3, 0x2, 0x2, 0x2, 0x1a8, 0x1d1, 0x3, 
    0x2, 0x2, 0x2, 0x1a9, 0x1aa, 0x7, 0x46, 0x2, 0x2, 0x1aa, 0x1af, 0x5, 
    0x3e, 0x20, 0x2, 0x1ab, 0x1ac, 0x7, 0x5e, 0x2, 0x2, 0x1ac, 0x1ae, 0x5, 
    0x3e, 0x20, 0x2, 0x1ad, 0x1ab, 0x3, 0x2, 0x2, 0x2, 0x1ae, 0x1b1, 0x3, 
    0x2, 0x2, 0x2, 0x1af, 0x1ad, 0x3, 0x2, 0x2, 0x2, 0x1af, 0x1b0, 0x3, 
    0x2, 0x2, 0x2, 0x1b0, 0x1d1, 0x3, 0x2, 0x2, 0x2, 0x1b1, 0x1af, 0x3, 
    0x2, 0x2, 0x2, 0x1b2, 0x1c3, 0x7, 0x31, 0x2, 0x2, 0x1b3, 0x1b8, 0x5, 
    0x5e, 0x30, 0x2, 0x1b4, 0x1b5, 0x7, 0x5e, 0x2, 0x2, 0x1b5, 0x1b7, 0x5, 
    0x5e, 0x30, 0x2, 0x1b6, 0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1b7, 0x1ba, 0x3, 
    0x2, 0x2, 0x2, 0x1b8, 0x1b6, 0x3, 0x2, 0x2, 0x2, 0x1b8, 0x1b9, 0x3, 
    0x2, 0x2, 0x2, 0x1b9, 0x1c4, 0x3, 0x2, 0x2, 0x2, 0x1ba, 0x1b8, 0x3, 
    0x2, 0x2, 0x2, 0x1bb, 0x1c0, 0x7, 0xc9, 0x2, 0x2, 0x1bc, 0x1bd, 0x7, 
    0x5e, 0x2, 0x2, 0x1bd, 0x1bf, 0x7, 0xc9, 0x2, 0x2, 0x1be, 0x1bc, 0x3, 
    0x2, 0x2, 0x2, 0x1bf, 0x1c2, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x1be, 0x3, 
    0x2, 0x2, 0x2, 0x1c0, 0x1c1, 0x3, 0x2, 0x2, 0x2, 0x1c1, 0x1c4, 0x3, 
    0x2, 0x2, 0x2, 0x1c2, 0x1c0, 0x3, 0x2, 0x2, 0x2, 0x1c3, 0x1b3, 0x3, 
    0x2, 0x2, 0x2, 0x1c3, 0x1bb, 0x3, 0x2, 0x2, 0x2, 0x1c4, 0x1c5, 0x3, 
    0x2, 0x2, 0x2, 0x1c5, 0x1c6, 0x7, 0x5f, 0x2, 0x2, 0x1c6, 0x1d1, 0x5, 
    0x3e, 0x20, 0x2, 0x1c7, 0x1c8, 0x7, 0x14, 0x2, 0x2, 0x1c8, 0x1d1, 0x5, 
    0x3e, 0x20, 0x2, 0x1c9, 0x1cb, 0x7, 0x3a, 0x2, 0x2, 0x1ca, 0x1c9, 0x3, 
    0x2, 0x2, 0x2, 0x1ca, 0x1cb, 0x3, 0x2, 0x2, 0x2, 0x1cb, 0x1ce, 0x3, 
    0x2, 0x2, 0x2, 0x1cc, 0x1cf, 0x5, 0x2a, 0x16, 0x2, 0x1cd, 0x1cf, 0x5, 
    0x3e, 0x20, 0x2, 0x1ce, 0x1cc, 0x3, 0x2, 0x2, 0x2, 0x1ce, 0x1cd, 0x3, 
    0x2, 0x2, 0x2, 0x1cf, 0x1d1, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x188, 0x3, 
    0x2, 0x2, 0x2, 0x1d0, 0x18a, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x193, 0x3, 
    0x2, 0x2, 0x2, 0x1d0, 0x194, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x196, 0x3, 
    0x2, 0x2, 0x2, 0x1d0, 0x1a9, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1b2, 0x3, 
    0x2, 0x2, 0x2, 0x1d0, 0x1c7, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1ca, 0x3, 
    0x2, 0x2, 0x2, 0x1d1, 0x35, 0x3, 0x2, 0x2, 0x2, 0x1d2, 0x1d4, 0x9, 0x8, 
    0x2, 0x2, 0x1d3, 0x1d5, 0x7, 0x2f, 0x2, 0x2, 0x1d4, 0x1d3, 0x3, 0x2, 
    0x2, 0x2, 0x1d4, 0x1d5, 0x3, 0x2, 0x2, 0x2, 0x1d5, 0x1d6, 0x3, 0x2, 
    0x2, 0x2, 0x1d6, 0x1d7, 0x5, 0x38, 0x1d, 0x2, 0x1d7, 0x37, 0x3, 0x2, 
    0x2, 0x2, 0x1d8, 0x1dd, 0x5, 0x3a, 0x1e, 0x2, 0x1d9, 0x1da, 0x7, 0x5e, 
    0x2, 0x2, 0x1da, 0x1dc, 0x5, 0x3a, 0x1e, 0x2, 0x1db, 0x1d9, 0x3, 0x2, 
    0x2, 0x2, 0x1dc, 0x1df, 0x3, 0x2, 0x2, 0x2, 0x1dd, 0x1db, 0x3, 0x2, 
    0x2, 0x2, 0x1dd, 0x1de, 0x3, 0x2, 0x2, 0x2, 0x1de, 0x1e9, 0x3, 0x2, 
    0x2, 0x2, 0x1df, 0x1dd, 0x3, 0x2, 0x2, 0x2, 0x1e0, 0x1e1, 0x9, 0x9, 
    0x2, 0x2, 0x1e1, 0x1e6, 0x5, 0x3c, 0x1f, 0x2, 0x1e2, 0x1e3, 0x7, 0x5e, 
    0x2, 0x2, 0x1e3, 0x1e5, 0x5, 0x3c, 0x1f, 0x2, 0x1e4, 0x1e2, 0x3, 0x2, 
    0x2, 0x2, 0x1e5, 0x1e8, 0x3, 0x2, 0x2, 0x2, 0x1e6, 0x1e4, 0x3, 0x2, 
    0x2, 0x2, 0x1e6, 0x1e7, 0x3, 0x2, 0x2, 0x2, 0x1e7, 0x1ea, 0x3, 0x2, 
    0x2, 0x2, 0x1e8, 0x1e6, 0x3, 0x2, 0x2, 0x2, 0x1e9, 0x1e0, 0x3, 0x2, 
    0x2, 0x2, 0x1e9, 0x1ea, 0x3, 0x2, 0x2, 0x2, 0x1ea, 0x1f5, 0x3, 0x2, 
    0x2, 0x2, 0x1eb, 0x1ec, 0x9, 0x9, 0x2, 0x2, 0x1ec, 0x1f1, 0x5, 0x3c, 
    0x1f, 0x2, 0x1ed, 0x1ee, 0x7, 0x5e, 0x2, 0x2, 0x1ee, 0x1f0, 0x5, 0x3c, 
    0x1f, 0x2, 0x1ef, 0x1ed, 0x3, 0x2, 0x2, 0x2, 0x1f0, 0x1f3, 0x3, 0x2, 
    0x2, 0x2, 0x1f1, 0x1ef, 0x3, 0x2, 0x2, 0x2, 0x1f1, 0x1f2, 0x3, 0x2, 
    0x2, 0x2, 0x1f2, 0x1f5, 0x3, 0x2, 0x2, 0x2, 0x1f3, 0x1f1, 0x3, 0x2, 
    0x2, 0x2, 0x1f4, 0x1d8, 0x3, 0x2, 0x2, 0x2, 0x1f4, 0x1eb, 0x3, 0x2, 
    0x2, 0x2, 0x1f5, 0x39, 0x3, 0x2, 0x2, 0x2, 0x1f6, 0x1f7, 0x7, 0x2b, 
    0x2, 0x2, 0x1f7, 0x1fa, 0x7, 0xc9, 0x2, 0x2, 0x1f8, 0x1fa, 0x5, 0x3e, 
    0x20, 0x2, 0x1f9, 0x1f6, 0x3, 0x2, 0x2, 0x2, 0x1f9, 0x1f8, 0x3, 0x2, 
    0x2, 0x2, 0x1fa, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x1fb, 0x1fc, 0x7, 0x2b, 
    0x2, 0x2, 0x1fc, 0x202, 0x7, 0xc9, 0x2, 0x2, 0x1fd, 0x202, 0x5, 0x4e, 
    0x28, 0x2, 0x1fe, 0x202, 0x5, 0x68, 0x35, 0x2, 0x1ff, 0x202, 0x5, 0x6c, 
    0x37, 0x2, 0x200, 0x202, 0x5, 0x6a, 0x36, 0x2, 0x201, 0x1fb, 0x3, 0x2, 
    0x2, 0x2, 0x201, 0x1fd, 0x3, 0x2, 0x2, 0x2, 0x201, 0x1fe, 0x3, 0x2, 
    0x2, 0x2, 0x201, 0x1ff, 0x3, 0x2, 0x2, 0x2, 0x201, 0x200, 0x3, 0x2, 
    0x2, 0x2, 0x202, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x203, 0x209, 0x5, 0x40, 
    0x21, 0x2, 0x204, 0x205, 0x5, 0x6c, 0x37, 0x2, 0x205, 0x206, 0x5, 0x40, 
    0x21, 0x2, 0x206, 0x208, 0x3, 0x2, 0x2, 0x2, 0x207, 0x204, 0x3, 0x2, 
    0x2, 0x2, 0x208, 0x20b, 0x3, 0x2, 0x2, 0x2, 0x209, 0x207, 0x3, 0x2, 
    0x2, 0x2, 0x209, 0x20a, 0x3, 0x2, 0x2, 0x2, 0x20a, 0x3f, 0x3, 0x2, 0x2, 
    0x2, 0x20b, 0x209, 0x3, 0x2, 0x2, 0x2, 0x20c, 0x20e, 0x5, 0x68, 0x35, 
    0x2, 0x20d, 0x20c, 0x3, 0x2, 0x2, 0x2, 0x20e, 0x211, 0x3, 0x2, 0x2, 
    0x2, 0x20f, 0x20d, 0x3, 0x2, 0x2, 0x2, 0x20f, 0x210, 0x3, 0x2, 0x2, 
    0x2, 0x210, 0x212, 0x3, 0x2, 0x2, 0x2, 0x211, 0x20f, 0x3, 0x2, 0x2, 
    0x2, 0x212, 0x216, 0x5, 0x4c, 0x27, 0x2, 0x213, 0x215, 0x5, 0x42, 0x22, 
    0x2, 0x214, 0x213, 0x3, 0x2, 0x2, 0x2, 0x215, 0x218, 0x3, 0x2, 0x2, 
    0x2, 0x216, 0x214, 0x3, 0x2, 0x2, 0x2, 0x216, 0x217, 0x3, 0x2, 0x2, 
    0x2, 0x217, 0x41, 0x3, 0x2, 0x2, 0x2, 0x218, 0x216, 0x3, 0x2, 0x2, 0x2, 
    0x219, 0x21a, 0x7, 0x56, 0x2, 0x2, 0x21a, 0x21f, 0x5, 0x3e, 0x20, 0x2, 
    0x21b, 0x21c, 0x7, 0x5e, 0x2, 0x2, 0x21c, 0x21e, 0x5, 0x3e, 0x20, 0x2, 
    0x21d, 0x21b, 0x3, 0x2, 0x2, 0x2, 0x21e, 0x221, 0x3, 0x2, 0x2, 0x2, 
    0x21f, 0x21d, 0x3, 0x2, 0x2, 0x2, 0x21f, 0x220, 0x3, 0x2, 0x2, 0x2, 
    0x220, 0x222, 0x3, 0x2, 0x2, 0x2, 0x221, 0x21f, 0x3, 0x2, 0x2, 0x2, 
    0x222, 0x223, 0x7, 0x57, 0x2, 0x2, 0x223, 0x228, 0x3, 0x2, 0x2, 0x2, 
    0x224, 0x225, 0x7, 0x61, 0x2, 0x2, 0x225, 0x228, 0x5, 0x46, 0x24, 0x2, 
    0x226, 0x228, 0x5, 0x6a, 0x36, 0x2, 0x227, 0x219, 0x3, 0x2, 0x2, 0x2, 
    0x227, 0x224, 0x3, 0x2, 0x2, 0x2, 0x227, 0x226, 0x3, 0x2, 0x2, 0x2, 
    0x228, 0x43, 0x3, 0x2, 0x2, 0x2, 0x229, 0x22d, 0x7, 0xc9, 0x2, 0x2, 
    0x22a, 0x22d, 0x5, 0x1a, 0xe, 0x2, 0x22b, 0x22d, 0x7, 0x63, 0x2, 0x2, 
    0x22c, 0x229, 0x3, 0x2, 0x2, 0x2, 0x22c, 0x22a, 0x3, 0x2, 0x2, 0x2, 
    0x22c, 0x22b, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x45, 0x3, 0x2, 0x2, 0x2, 0x22e, 
    0x231, 0x5, 0x44, 0x23, 0x2, 0x22f, 0x231, 0x5, 0x4a, 0x26, 0x2, 0x230, 
    0x22e, 0x3, 0x2, 0x2, 0x2, 0x230, 0x22f, 0x3, 0x2, 0x2, 0x2, 0x231, 
    0x47, 0x3, 0x2, 0x2, 0x2, 0x232, 0x236, 0x7, 0xc9, 0x2, 0x2, 0x233, 
    0x236, 0x5, 0x4a, 0x26, 0x2, 0x234, 0x236, 0x5, 0x1a, 0xe, 0x2, 0x235, 
    0x232, 0x3, 0x2, 0x2, 0x2, 0x235, 0x233, 0x3, 0x2, 0x2, 0x2, 0x235, 
    0x234, 0x3, 0x2, 0x2, 0x2, 0x236, 0x49, 0x3, 0x2, 0x2, 0x2, 0x237, 0x238, 
    0x9, 0xa, 0x2, 0x2, 0x238, 0x4b, 0x3, 0x2, 0x2, 0x2, 0x239, 0x35e, 0x7, 
    0x49, 0x2, 0x2, 0x23a, 0x35e, 0x7, 0x4a, 0x2, 0x2, 0x23b, 0x35e, 0x9, 
    0xb, 0x2, 0x2, 0x23c, 0x35e, 0x7, 0xca, 0x2, 0x2, 0x23d, 0x35e, 0x9, 
    0xc, 0x2, 0x2, 0x23e, 0x35e, 0x9, 0xd, 0x2, 0x2, 0x23f, 0x35e, 0x7, 
    0x63, 0x2, 0x2, 0x240, 0x24b, 0x7, 0xc9, 0x2, 0x2, 0x241, 0x242, 0x7, 
    0x54, 0x2, 0x2, 0x242, 0x247, 0x7, 0xc9, 0x2, 0x2, 0x243, 0x244, 0x7, 
    0x5e, 0x2, 0x2, 0x244, 0x246, 0x7, 0xc9, 0x2, 0x2, 0x245, 0x243, 0x3, 
    0x2, 0x2, 0x2, 0x246, 0x249, 0x3, 0x2, 0x2, 0x2, 0x247, 0x245, 0x3, 
    0x2, 0x2, 0x2, 0x247, 0x248, 0x3, 0x2, 0x2, 0x2, 0x248, 0x24a, 0x3, 
    0x2, 0x2, 0x2, 0x249, 0x247, 0x3, 0x2, 0x2, 0x2, 0x24a, 0x24c, 0x7, 
    0x55, 0x2, 0x2, 0x24b, 0x241, 0x3, 0x2, 0x2, 0x2, 0x24b, 0x24c, 0x3, 
    0x2, 0x2, 0x2, 0x24c, 0x24d, 0x3, 0x2, 0x2, 0x2, 0x24d, 0x24e, 0x7, 
    0x60, 0x2, 0x2, 0x24e, 0x35e, 0x5, 0x3e, 0x20, 0x2, 0x24f, 0x35e, 0x5, 
    0x4e, 0x28, 0x2, 0x250, 0x251, 0x5, 0x6c, 0x37, 0x2, 0x251, 0x252, 0x5, 
    0x52, 0x2a, 0x2, 0x252, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x253, 0x256, 0x5, 
    0x6c, 0x37, 0x2, 0x254, 0x255, 0x7, 0x62, 0x2, 0x2, 0x255, 0x257, 0x5, 
    0x50, 0x29, 0x2, 0x256, 0x254, 0x3, 0x2, 0x2, 0x2, 0x257, 0x258, 0x3, 
    0x2, 0x2, 0x2, 0x258, 0x256, 0x3, 0x2, 0x2, 0x2, 0x258, 0x259, 0x3, 
    0x2, 0x2, 0x2, 0x259, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x25a, 0x25b, 0x7, 
    0x54, 0x2, 0x2, 0x25b, 0x25c, 0x5, 0x3e, 0x20, 0x2, 0x25c, 0x25d, 0x7, 
    0x55, 0x2, 0x2, 0x25d, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x25e, 0x261, 0x7, 
    0x3, 0x2, 0x2, 0x25f, 0x260, 0x7, 0x5, 0x2, 0x2, 0x260, 0x262, 0x5, 
    0x3e, 0x20, 0x2, 0x261, 0x25f, 0x3, 0x2, 0x2, 0x2, 0x262, 0x263, 0x3, 
    0x2, 0x2, 0x2, 0x263, 0x261, 0x3, 0x2, 0x2, 0x2, 0x263, 0x264, 0x3, 
    0x2, 0x2, 0x2, 0x264, 0x265, 0x3, 0x2, 0x2, 0x2, 0x265, 0x266, 0x7, 
    0x4, 0x2, 0x2, 0x266, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x267, 0x26a, 0x7, 
    0x3, 0x2, 0x2, 0x268, 0x269, 0x7, 0x6, 0x2, 0x2, 0x269, 0x26b, 0x5, 
    0x3e, 0x20, 0x2, 0x26a, 0x268, 0x3, 0x2, 0x2, 0x2, 0x26b, 0x26c, 0x3, 
    0x2, 0x2, 0x2, 0x26c, 0x26a, 0x3, 0x2, 0x2, 0x2, 0x26c, 0x26d, 0x3, 
    0x2, 0x2, 0x2, 0x26d, 0x26e, 0x3, 0x2, 0x2, 0x2, 0x26e, 0x26f, 0x7, 
    0x4, 0x2, 0x2, 0x26f, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x270, 0x271, 0x9, 
    0xe, 0x2, 0x2, 0x271, 0x276, 0x5, 0x5e, 0x30, 0x2, 0x272, 0x273, 0x7, 
    0x5e, 0x2, 0x2, 0x273, 0x275, 0x5, 0x5e, 0x30, 0x2, 0x274, 0x272, 0x3, 
    0x2, 0x2, 0x2, 0x275, 0x278, 0x3, 0x2, 0x2, 0x2, 0x276, 0x274, 0x3, 
    0x2, 0x2, 0x2, 0x276, 0x277, 0x3, 0x2, 0x2, 0x2, 0x277, 0x279, 0x3, 
    0x2, 0x2, 0x2, 0x278, 0x276, 0x3, 0x2, 0x2, 0x2, 0x279, 0x27a, 0x7, 
    0x5f, 0x2, 0x2, 0x27a, 0x27b, 0x5, 0x3e, 0x20, 0x2, 0x27b, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x27c, 0x27d, 0x9, 0xe, 0x2, 0x2, 0x27d, 0x282, 0x5, 
    0x18, 0xd, 0x2, 0x27e, 0x27f, 0x7, 0x5e, 0x2, 0x2, 0x27f, 0x281, 0x5, 
    0x18, 0xd, 0x2, 0x280, 0x27e, 0x3, 0x2, 0x2, 0x2, 0x281, 0x284, 0x3, 
    0x2, 0x2, 0x2, 0x282, 0x280, 0x3, 0x2, 0x2, 0x2, 0x282, 0x283, 0x3, 
    0x2, 0x2, 0x2, 0x283, 0x285, 0x3, 0x2, 0x2, 0x2, 0x284, 0x282, 0x3, 
    0x2, 0x2, 0x2, 0x285, 0x286, 0x7, 0x5f, 0x2, 0x2, 0x286, 0x287, 0x5, 
    0x3e, 0x20, 0x2, 0x287, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x288, 0x289, 0x9, 
    0xf, 0x2, 0x2, 0x289, 0x28e, 0x5, 0x18, 0xd, 0x2, 0x28a, 0x28b, 0x7, 
    0x5e, 0x2, 0x2, 0x28b, 0x28d, 0x5, 0x18, 0xd, 0x2, 0x28c, 0x28a, 0x3, 
    0x2, 0x2, 0x2, 0x28d, 0x290, 0x3, 0x2, 0x2, 0x2, 0x28e, 0x28c, 0x3, 
    0x2, 0x2, 0x2, 0x28e, 0x28f, 0x3, 0x2, 0x2, 0x2, 0x28f, 0x291, 0x3, 
    0x2, 0x2, 0x2, 0x290, 0x28e, 0x3, 0x2, 0x2, 0x2, 0x291, 0x292, 0x7, 
    0x5f, 0x2, 0x2, 0x292, 0x293, 0x5, 0x3e, 0x20, 0x2, 0x293, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x294, 0x295, 0x7, 0x15, 0x2, 0x2, 0x295, 0x298, 0x5, 
    0x5c, 0x2f, 0x2, 0x296, 0x297, 0x7, 0x78, 0x2, 0x2, 0x297, 0x299, 0x5, 
    0x3e, 0x20, 0x2, 0x298, 0x296, 0x3, 0x2, 0x2, 0x2, 0x298, 0x299, 0x3, 
    0x2, 0x2, 0x2, 0x299, 0x29a, 0x3, 0x2, 0x2, 0x2, 0x29a, 0x29b, 0x7, 
    0x5f, 0x2, 0x2, 0x29b, 0x29c, 0x5, 0x3e, 0x20, 0x2, 0x29c, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x29d, 0x29e, 0x7, 0x24, 0x2, 0x2, 0x29e, 0x29f, 0x5, 
    0x3e, 0x20, 0x2, 0x29f, 0x2a0, 0x7, 0x3d, 0x2, 0x2, 0x2a0, 0x2a1, 0x5, 
    0x3e, 0x20, 0x2, 0x2a1, 0x2a2, 0x7, 0x1d, 0x2, 0x2, 0x2a2, 0x2a3, 0x5, 
    0x3e, 0x20, 0x2, 0x2a3, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2a4, 0x2a5, 0x7, 
    0x14, 0x2, 0x2, 0x2a5, 0x2aa, 0x5, 0x60, 0x31, 0x2, 0x2a6, 0x2a7, 0x7, 
    0x68, 0x2, 0x2, 0x2a7, 0x2a9, 0x5, 0x60, 0x31, 0x2, 0x2a8, 0x2a6, 0x3, 
    0x2, 0x2, 0x2, 0x2a9, 0x2ac, 0x3, 0x2, 0x2, 0x2, 0x2aa, 0x2a8, 0x3, 
    0x2, 0x2, 0x2, 0x2aa, 0x2ab, 0x3, 0x2, 0x2, 0x2, 0x2ab, 0x2b1, 0x3, 
    0x2, 0x2, 0x2, 0x2ac, 0x2aa, 0x3, 0x2, 0x2, 0x2, 0x2ad, 0x2ae, 0x7, 
    0x68, 0x2, 0x2, 0x2ae, 0x2af, 0x7, 0x30, 0x2, 0x2, 0x2af, 0x2b0, 0x7, 
    0x65, 0x2, 0x2, 0x2b0, 0x2b2, 0x5, 0x3e, 0x20, 0x2, 0x2b1, 0x2ad, 0x3, 
    0x2, 0x2, 0x2, 0x2b1, 0x2b2, 0x3, 0x2, 0x2, 0x2, 0x2b2, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x2b3, 0x2b5, 0x7, 0x29, 0x2, 0x2, 0x2b4, 0x2b6, 0x5, 
    0x62, 0x32, 0x2, 0x2b5, 0x2b4, 0x3, 0x2, 0x2, 0x2, 0x2b6, 0x2b7, 0x3, 
    0x2, 0x2, 0x2, 0x2b7, 0x2b5, 0x3, 0x2, 0x2, 0x2, 0x2b7, 0x2b8, 0x3, 
    0x2, 0x2, 0x2, 0x2b8, 0x2b9, 0x3, 0x2, 0x2, 0x2, 0x2b9, 0x2ba, 0x7, 
    0x25, 0x2, 0x2, 0x2ba, 0x2bb, 0x5, 0x3e, 0x20, 0x2, 0x2bb, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x2bc, 0x2bd, 0x7, 0x27, 0x2, 0x2, 0x2bd, 0x2c2, 0x5, 
    0x18, 0xd, 0x2, 0x2be, 0x2bf, 0x7, 0x5e, 0x2, 0x2, 0x2bf, 0x2c1, 0x5, 
    0x18, 0xd, 0x2, 0x2c0, 0x2be, 0x3, 0x2, 0x2, 0x2, 0x2c1, 0x2c4, 0x3, 
    0x2, 0x2, 0x2, 0x2c2, 0x2c0, 0x3, 0x2, 0x2, 0x2, 0x2c2, 0x2c3, 0x3, 
    0x2, 0x2, 0x2, 0x2c3, 0x2c5, 0x3, 0x2, 0x2, 0x2, 0x2c4, 0x2c2, 0x3, 
    0x2, 0x2, 0x2, 0x2c5, 0x2c6, 0x7, 0x5f, 0x2, 0x2, 0x2c6, 0x2c7, 0x5, 
    0x3e, 0x20, 0x2, 0x2c7, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2c8, 0x2c9, 0x7, 
    0x59, 0x2, 0x2, 0x2c9, 0x35e, 0x7, 0x5a, 0x2, 0x2, 0x2ca, 0x2cb, 0x7, 
    0x59, 0x2, 0x2, 0x2cb, 0x2cc, 0x5, 0x5c, 0x2f, 0x2, 0x2cc, 0x2cd, 0x7, 
    0x78, 0x2, 0x2, 0x2cd, 0x2ce, 0x5, 0x3e, 0x20, 0x2, 0x2ce, 0x2cf, 0x7, 
    0x5f, 0x2, 0x2, 0x2cf, 0x2d0, 0x5, 0x3e, 0x20, 0x2, 0x2d0, 0x2d1, 0x7, 
    0x5a, 0x2, 0x2, 0x2d1, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2d2, 0x2d3, 0x7, 
    0x59, 0x2, 0x2, 0x2d3, 0x2d4, 0x5, 0x3e, 0x20, 0x2, 0x2d4, 0x2d5, 0x7, 
    0x5f, 0x2, 0x2, 0x2d5, 0x2da, 0x5, 0x5e, 0x30, 0x2, 0x2d6, 0x2d7, 0x7, 
    0x5e, 0x2, 0x2, 0x2d7, 0x2d9, 0x5, 0x5e, 0x30, 0x2, 0x2d8, 0x2d6, 0x3, 
    0x2, 0x2, 0x2, 0x2d9, 0x2dc, 0x3, 0x2, 0x2, 0x2, 0x2da, 0x2d8, 0x3, 
    0x2, 0x2, 0x2, 0x2da, 0x2db, 0x3, 0x2, 0x2, 0x2, 0x2db, 0x2dd, 0x3, 
    0x2, 0x2, 0x2, 0x2dc, 0x2da, 0x3, 0x2, 0x2, 0x2, 0x2dd, 0x2de, 0x7, 
    0x5a, 0x2, 0x2, 0x2de, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2df, 0x2e0, 0x7, 
    0x59, 0x2, 0x2, 0x2e0, 0x2e5, 0x5, 0x3e, 0x20, 0x2, 0x2e1, 0x2e2, 0x7, 
    0x5e, 0x2, 0x2, 0x2e2, 0x2e4, 0x5, 0x3e, 0x20, 0x2, 0x2e3, 0x2e1, 0x3, 
    0x2, 0x2, 0x2, 0x2e4, 0x2e7, 0x3, 0x2, 0x2, 0x2, 0x2e5, 0x2e3, 0x3, 
    0x2, 0x2, 0x2, 0x2e5, 0x2e6, 0x3, 0x2, 0x2, 0x2, 0x2e6, 0x2e8, 0x3, 
    0x2, 0x2, 0x2, 0x2e7, 0x2e5, 0x3, 0x2, 0x2, 0x2, 0x2e8, 0x2e9, 0x7, 
    0x5a, 0x2, 0x2, 0x2e9, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2ea, 0x2eb, 0x7, 
    0x56, 0x2, 0x2, 0x2eb, 0x2f0, 0x5, 0x5e, 0x30, 0x2, 0x2ec, 0x2ed, 0x7, 
    0x5e, 0x2, 0x2, 0x2ed, 0x2ef, 0x5, 0x5e, 0x30, 0x2, 0x2ee, 0x2ec, 0x3, 
    0x2, 0x2, 0x2, 0x2ef, 0x2f2, 0x3, 0x2, 0x2, 0x2, 0x2f0, 0x2ee, 0x3, 
    0x2, 0x2, 0x2, 0x2f0, 0x2f1, 0x3, 0x2, 0x2, 0x2, 0x2f1, 0x2f3, 0x3, 
    0x2, 0x2, 0x2, 0x2f2, 0x2f0, 0x3, 0x2, 0x2, 0x2, 0x2f3, 0x2f4, 0x7, 
    0x66, 0x2, 0x2, 0x2f4, 0x2f5, 0x5, 0x3e, 0x20, 0x2, 0x2f5, 0x2f6, 0x7, 
    0x57, 0x2, 0x2, 0x2f6, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x2f7, 0x2f8, 0x7, 
    0x56, 0x2, 0x2, 0x2f8, 0x2f9, 0x5, 0x46, 0x24, 0x2, 0x2f9, 0x2fa, 0x7, 
    0x66, 0x2, 0x2, 0x2fa, 0x302, 0x5, 0x3e, 0x20, 0x2, 0x2fb, 0x2fc, 0x7, 
    0x5e, 0x2, 0x2, 0x2fc, 0x2fd, 0x5, 0x44, 0x23, 0x2, 0x2fd, 0x2fe, 0x7, 
    0x66, 0x2, 0x2, 0x2fe, 0x2ff, 0x5, 0x3e, 0x20, 0x2, 0x2ff, 0x301, 0x3, 
    0x2, 0x2, 0x2, 0x300, 0x2fb, 0x3, 0x2, 0x2, 0x2, 0x301, 0x304, 0x3, 
    0x2, 0x2, 0x2, 0x302, 0x300, 0x3, 0x2, 0x2, 0x2, 0x302, 0x303, 0x3, 
    0x2, 0x2, 0x2, 0x303, 0x305, 0x3, 0x2, 0x2, 0x2, 0x304, 0x302, 0x3, 
    0x2, 0x2, 0x2, 0x305, 0x306, 0x7, 0x57, 0x2, 0x2, 0x306, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x307, 0x308, 0x7, 0x56, 0x2, 0x2, 0x308, 0x309, 0x5, 
    0x44, 0x23, 0x2, 0x309, 0x30a, 0x7, 0x5f, 0x2, 0x2, 0x30a, 0x312, 0x5, 
    0x3e, 0x20, 0x2, 0x30b, 0x30c, 0x7, 0x5e, 0x2, 0x2, 0x30c, 0x30d, 0x5, 
    0x44, 0x23, 0x2, 0x30d, 0x30e, 0x7, 0x5f, 0x2, 0x2, 0x30e, 0x30f, 0x5, 
    0x3e, 0x20, 0x2, 0x30f, 0x311, 0x3, 0x2, 0x2, 0x2, 0x310, 0x30b, 0x3, 
    0x2, 0x2, 0x2, 0x311, 0x314, 0x3, 0x2, 0x2, 0x2, 0x312, 0x310, 0x3, 
    0x2, 0x2, 0x2, 0x312, 0x313, 0x3, 0x2, 0x2, 0x2, 0x313, 0x315, 0x3, 
    0x2, 0x2, 0x2, 0x314, 0x312, 0x3, 0x2, 0x2, 0x2, 0x315, 0x316, 0x7, 
    0x57, 0x2, 0x2, 0x316, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x317, 0x318, 0x7, 
    0x56, 0x2, 0x2, 0x318, 0x319, 0x5, 0x3e, 0x20, 0x2, 0x319, 0x31a, 0x7, 
    0x1f, 0x2, 0x2, 0x31a, 0x31f, 0x5, 0x64, 0x33, 0x2, 0x31b, 0x31c, 0x7, 
    0x5e, 0x2, 0x2, 0x31c, 0x31e, 0x5, 0x64, 0x33, 0x2, 0x31d, 0x31b, 0x3, 
    0x2, 0x2, 0x2, 0x31e, 0x321, 0x3, 0x2, 0x2, 0x2, 0x31f, 0x31d, 0x3, 
    0x2, 0x2, 0x2, 0x31f, 0x320, 0x3, 0x2, 0x2, 0x2, 0x320, 0x322, 0x3, 
    0x2, 0x2, 0x2, 0x321, 0x31f, 0x3, 0x2, 0x2, 0x2, 0x322, 0x323, 0x7, 
    0x57, 0x2, 0x2, 0x323, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x324, 0x325, 0x7, 
    0x56, 0x2, 0x2, 0x325, 0x326, 0x5, 0x3e, 0x20, 0x2, 0x326, 0x327, 0x7, 
    0x65, 0x2, 0x2, 0x327, 0x328, 0x5, 0x3e, 0x20, 0x2, 0x328, 0x329, 0x7, 
    0x57, 0x2, 0x2, 0x329, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x32a, 0x32b, 0x7, 
    0x56, 0x2, 0x2, 0x32b, 0x32c, 0x5, 0x3e, 0x20, 0x2, 0x32c, 0x32d, 0x7, 
    0x58, 0x2, 0x2, 0x32d, 0x32e, 0x5, 0x56, 0x2c, 0x2, 0x32e, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x32f, 0x338, 0x7, 0x5b, 0x2, 0x2, 0x330, 0x335, 0x5, 
    0x3e, 0x20, 0x2, 0x331, 0x332, 0x7, 0x5e, 0x2, 0x2, 0x332, 0x334, 0x5, 
    0x3e, 0x20, 0x2, 0x333, 0x331, 0x3, 0x2, 0x2, 0x2, 0x334, 0x337, 0x3, 
    0x2, 0x2, 0x2, 0x335, 0x333, 0x3, 0x2, 0x2, 0x2, 0x335, 0x336, 0x3, 
    0x2, 0x2, 0x2, 0x336, 0x339, 0x3, 0x2, 0x2, 0x2, 0x337, 0x335, 0x3, 
    0x2, 0x2, 0x2, 0x338, 0x330, 0x3, 0x2, 0x2, 0x2, 0x338, 0x339, 0x3, 
    0x2, 0x2, 0x2, 0x339, 0x33a, 0x3, 0x2, 0x2, 0x2, 0x33a, 0x33b, 0x7, 
    0x5d, 0x2, 0x2, 0x33b, 0x35e, 0x5, 0x56, 0x2c, 0x2, 0x33c, 0x345, 0x7, 
    0x5b, 0x2, 0x2, 0x33d, 0x342, 0x5, 0x3e, 0x20, 0x2, 0x33e, 0x33f, 0x7, 
    0x5e, 0x2, 0x2, 0x33f, 0x341, 0x5, 0x3e, 0x20, 0x2, 0x340, 0x33e, 0x3, 
    0x2, 0x2, 0x2, 0x341, 0x344, 0x3, 0x2, 0x2, 0x2, 0x342, 0x340, 0x3, 
    0x2, 0x2, 0x2, 0x342, 0x343, 0x3, 0x2, 0x2, 0x2, 0x343, 0x346, 0x3, 
    0x2, 0x2, 0x2, 0x344, 0x342, 0x3, 0x2, 0x2, 0x2, 0x345, 0x33d, 0x3, 
    0x2, 0x2, 0x2, 0x345, 0x346, 0x3, 0x2, 0x2, 0x2, 0x346, 0x347, 0x3, 
    0x2, 0x2, 0x2, 0x347, 0x35e, 0x7, 0x5c, 0x2, 0x2, 0x348, 0x349, 0x9, 
    0x10, 0x2, 0x2, 0x349, 0x34a, 0x5, 0x58, 0x2d, 0x2, 0x34a, 0x34b, 0x7, 
    0x54, 0x2, 0x2, 0x34b, 0x34c, 0x5, 0x3e, 0x20, 0x2, 0x34c, 0x34d, 0x7, 
    0x55, 0x2, 0x2, 0x34d, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x34e, 0x353, 0x7, 
    0x52, 0x2, 0x2, 0x34f, 0x350, 0x7, 0x62, 0x2, 0x2, 0x350, 0x352, 0x5, 
    0x50, 0x29, 0x2, 0x351, 0x34f, 0x3, 0x2, 0x2, 0x2, 0x352, 0x355, 0x3, 
    0x2, 0x2, 0x2, 0x353, 0x351, 0x3, 0x2, 0x2, 0x2, 0x353, 0x354, 0x3, 
    0x2, 0x2, 0x2, 0x354, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x355, 0x353, 0x3, 
    0x2, 0x2, 0x2, 0x356, 0x357, 0x9, 0x11, 0x2, 0x2, 0x357, 0x35e, 0x5, 
    0x52, 0x2a, 0x2, 0x358, 0x35c, 0x5, 0x6a, 0x36, 0x2, 0x359, 0x35a, 0x6, 
    0x27, 0x2, 0x2, 0x35a, 0x35c, 0x5, 0x6c, 0x37, 0x2, 0x35b, 0x358, 0x3, 
    0x2, 0x2, 0x2, 0x35b, 0x359, 0x3, 0x2, 0x2, 0x2, 0x35c, 0x35e, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x239, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x23a, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x23b, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x23c, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x23d, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x23e, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x23f, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x240, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x24f, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x250, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x253, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x25a, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x25e, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x267, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x270, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x27c, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x288, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x294, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x29d, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x2a4, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x2b3, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x2bc, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x2c8, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x2ca, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x2d2, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x2df, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x2ea, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x2f7, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x307, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x317, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x324, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x32a, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x32f, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x33c, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x348, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x34e, 0x3, 
    0x2, 0x2, 0x2, 0x35d, 0x356, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x35b, 0x3, 
    0x2, 0x2, 0x2, 0x35e, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x35f, 0x361, 0x7, 0xc9, 
    0x2, 0x2, 0x360, 0x362, 0x5, 0x52, 0x2a, 0x2, 0x361, 0x360, 0x3, 0x2, 
    0x2, 0x2, 0x361, 0x362, 0x3, 0x2, 0x2, 0x2, 0x362, 0x367, 0x3, 0x2, 
    0x2, 0x2, 0x363, 0x364, 0x7, 0x62, 0x2, 0x2, 0x364, 0x366, 0x5, 0x50, 
    0x29, 0x2, 0x365, 0x363, 0x3, 0x2, 0x2, 0x2, 0x366, 0x369, 0x3, 0x2, 
    0x2, 0x2, 0x367, 0x365, 0x3, 0x2, 0x2, 0x2, 0x367, 0x368, 0x3, 0x2, 
    0x2, 0x2, 0x368, 0x4f, 0x3, 0x2, 0x2, 0x2, 0x369, 0x367, 0x3, 0x2, 0x2, 
    0x2, 0x36a, 0x370, 0x7, 0xc9, 0x2, 0x2, 0x36b, 0x370, 0x7, 0x49, 0x2, 
    0x2, 0x36c, 0x370, 0x5, 0x68, 0x35, 0x2, 0x36d, 0x370, 0x5, 0x6a, 0x36, 
    0x2, 0x36e, 0x370, 0x5, 0x1a, 0xe, 0x2, 0x36f, 0x36a, 0x3, 0x2, 0x2, 
    0x2, 0x36f, 0x36b, 0x3, 0x2, 0x2, 0x2, 0x36f, 0x36c, 0x3, 0x2, 0x2, 
    0x2, 0x36f, 0x36d, 0x3, 0x2, 0x2, 0x2, 0x36f, 0x36e, 0x3, 0x2, 0x2, 
    0x2, 0x370, 0x372, 0x3, 0x2, 0x2, 0x2, 0x371, 0x373, 0x5, 0x52, 0x2a, 
    0x2, 0x372, 0x371, 0x3, 0x2, 0x2, 0x2, 0x372, 0x373, 0x3, 0x2, 0x2, 
    0x2, 0x373, 0x37e, 0x3, 0x2, 0x2, 0x2, 0x374, 0x376, 0x5, 0x6c, 0x37, 
    0x2, 0x375, 0x377, 0x5, 0x52, 0x2a, 0x2, 0x376, 0x375, 0x3, 0x2, 0x2, 
    0x2, 0x376, 0x377, 0x3, 0x2, 0x2, 0x2, 0x377, 0x37e, 0x3, 0x2, 0x2, 
    0x2, 0x378, 0x37e, 0x5, 0x52, 0x2a, 0x2, 0x379, 0x37e, 0x7, 0x5f, 0x2, 
    0x2, 0x37a, 0x37e, 0x7, 0x5b, 0x2, 0x2, 0x37b, 0x37e, 0x7, 0x5c, 0x2, 
    0x2, 0x37c, 0x37e, 0x7, 0x63, 0x2, 0x2, 0x37d, 0x36f, 0x3, 0x2, 0x2, 
    0x2, 0x37d, 0x374, 0x3, 0x2, 0x2, 0x2, 0x37d, 0x378, 0x3, 0x2, 0x2, 
    0x2, 0x37d, 0x379, 0x3, 0x2, 0x2, 0x2, 0x37d, 0x37a, 0x3, 0x2, 0x2, 
    0x2, 0x37d, 0x37b, 0x3, 0x2, 0x2, 0x2, 0x37d, 0x37c, 0x3, 0x2, 0x2, 
    0x2, 0x37e, 0x51, 0x3, 0x2, 0x2, 0x2, 0x37f, 0x380, 0x7, 0x54, 0x2, 
    0x2, 0x380, 0x385, 0x5, 0x54, 0x2b, 0x2, 0x381, 0x382, 0x7, 0x5e, 0x2, 
    0x2, 0x382, 0x384, 0x5, 0x54, 0x2b, 0x2, 0x383, 0x381, 0x3, 0x2, 0x2, 
    0x2, 0x384, 0x387, 0x3, 0x2, 0x2, 0x2, 0x385, 0x383, 0x3, 0x2, 0x2, 
    0x2, 0x385, 0x386, 0x3, 0x2, 0x2, 0x2, 0x386, 0x388, 0x3, 0x2, 0x2, 
    0x2, 0x387, 0x385, 0x3, 0x2, 0x2, 0x2, 0x388, 0x389, 0x7, 0x55, 0x2, 
    0x2, 0x389, 0x53, 0x3, 0x2, 0x2, 0x2, 0x38a, 0x38f, 0x5, 0x3e, 0x20, 
    0x2, 0x38b, 0x38f, 0x5, 0x68, 0x35, 0x2, 0x38c, 0x38f, 0x5, 0x6c, 0x37, 
    0x2, 0x38d, 0x38f, 0x5, 0x6a, 0x36, 0x2, 0x38e, 0x38a, 0x3, 0x2, 0x2, 
    0x2, 0x38e, 0x38b, 0x3, 0x2, 0x2, 0x2, 0x38e, 0x38c, 0x3, 0x2, 0x2, 
    0x2, 0x38e, 0x38d, 0x3, 0x2, 0x2, 0x2, 0x38f, 0x55, 0x3, 0x2, 0x2, 0x2, 
    0x390, 0x392, 0x5, 0x18, 0xd, 0x2, 0x391, 0x393, 0x5, 0x52, 0x2a, 0x2, 
    0x392, 0x391, 0x3, 0x2, 0x2, 0x2, 0x392, 0x393, 0x3, 0x2, 0x2, 0x2, 
    0x393, 0x398, 0x3, 0x2, 0x2, 0x2, 0x394, 0x395, 0x7, 0x62, 0x2, 0x2, 
    0x395, 0x397, 0x5, 0x50, 0x29, 0x2, 0x396, 0x394, 0x3, 0x2, 0x2, 0x2, 
    0x397, 0x39a, 0x3, 0x2, 0x2, 0x2, 0x398, 0x396, 0x3, 0x2, 0x2, 0x2, 
    0x398, 0x399, 0x3, 0x2, 0x2, 0x2, 0x399, 0x3ae, 0x3, 0x2, 0x2, 0x2, 
    0x39a, 0x398, 0x3, 0x2, 0x2, 0x2, 0x39b, 0x3a4, 0x7, 0x5b, 0x2, 0x2, 
    0x39c, 0x3a1, 0x5, 0x3e, 0x20, 0x2, 0x39d, 0x39e, 0x7, 0x5e, 0x2, 0x2, 
    0x39e, 0x3a0, 0x5, 0x3e, 0x20, 0x2, 0x39f, 0x39d, 0x3, 0x2, 0x2, 0x2, 
    0x3a0, 0x3a3, 0x3, 0x2, 0x2, 0x2, 0x3a1, 0x39f, 0x3, 0x2, 0x2, 0x2, 
    0x3a1, 0x3a2, 0x3, 0x2, 0x2, 0x2, 0x3a2, 0x3a5, 0x3, 0x2, 0x2, 0x2, 
    0x3a3, 0x3a1, 0x3, 0x2, 0x2, 0x2, 0x3a4, 0x39c, 0x3, 0x2, 0x2, 0x2, 
    0x3a4, 0x3a5, 0x3, 0x2, 0x2, 0x2, 0x3a5, 0x3a6, 0x3, 0x2, 0x2, 0x2, 
    0x3a6, 0x3ae, 0x7, 0x5c, 0x2, 0x2, 0x3a7, 0x3a8, 0x7, 0x54, 0x2, 0x2, 
    0x3a8, 0x3a9, 0x5, 0x3e, 0x20, 0x2, 0x3a9, 0x3aa, 0x7, 0x55, 0x2, 0x2, 
    0x3aa, 0x3ae, 0x3, 0x2, 0x2, 0x2, 0x3ab, 0x3ac, 0x6, 0x2c, 0x3, 0x2, 
    0x3ac, 0x3ae, 0x5, 0x4c, 0x27, 0x2, 0x3ad, 0x390, 0x3, 0x2, 0x2, 0x2, 
    0x3ad, 0x39b, 0x3, 0x2, 0x2, 0x2, 0x3ad, 0x3a7, 0x3, 0x2, 0x2, 0x2, 
    0x3ad, 0x3ab, 0x3, 0x2, 0x2, 0x2, 0x3ae, 0x57, 0x3, 0x2, 0x2, 0x2, 0x3af, 
    0x3b1, 0x5, 0x18, 0xd, 0x2, 0x3b0, 0x3b2, 0x5, 0x52, 0x2a, 0x2, 0x3b1, 
    0x3b0, 0x3, 0x2, 0x2, 0x2, 0x3b1, 0x3b2, 0x3, 0x2, 0x2, 0x2, 0x3b2, 
    0x3b7, 0x3, 0x2, 0x2, 0x2, 0x3b3, 0x3b4, 0x7, 0x62, 0x2, 0x2, 0x3b4, 
    0x3b6, 0x5, 0x5a, 0x2e, 0x2, 0x3b5, 0x3b3, 0x3, 0x2, 0x2, 0x2, 0x3b6, 
    0x3b9, 0x3, 0x2, 0x2, 0x2, 0x3b7, 0x3b5, 0x3, 0x2, 0x2, 0x2, 0x3b7, 
    0x3b8, 0x3, 0x2, 0x2, 0x2, 0x3b8, 0x3cd, 0x3, 0x2, 0x2, 0x2, 0x3b9, 
    0x3b7, 0x3, 0x2, 0x2, 0x2, 0x3ba, 0x3c3, 0x7, 0x5b, 0x2, 0x2, 0x3bb, 
    0x3c0, 0x5, 0x3e, 0x20, 0x2, 0x3bc, 0x3bd, 0x7, 0x5e, 0x2, 0x2, 0x3bd, 
    0x3bf, 0x5, 0x3e, 0x20, 0x2, 0x3be, 0x3bc, 0x3, 0x2, 0x2, 0x2, 0x3bf, 
    0x3c2, 0x3, 0x2, 0x2, 0x2, 0x3c0, 0x3be, 0x3, 0x2, 0x2, 0x2, 0x3c0, 
    0x3c1, 0x3, 0x2, 0x2, 0x2, 0x3c1, 0x3c4, 0x3, 0x2, 0x2, 0x2, 0x3c2, 
    0x3c0, 0x3, 0x2, 0x2, 0x2, 0x3c3, 0x3bb, 0x3, 0x2, 0x2, 0x2, 0x3c3, 
    0x3c4, 0x3, 0x2, 0x2, 0x2, 0x3c4, 0x3c5, 0x3, 0x2, 0x2, 0x2, 0x3c5, 
    0x3cd, 0x7, 0x5c, 0x2, 0x2, 0x3c6, 0x3c7, 0x7, 0x54, 0x2, 0x2, 0x3c7, 
    0x3c8, 0x5, 0x3e, 0x20, 0x2, 0x3c8, 0x3c9, 0x7, 0x55, 0x2, 0x2, 0x3c9, 
    0x3cd, 0x3, 0x2, 0x2, 0x2, 0x3ca, 0x3cb, 0x6, 0x2d, 0x4, 0x2, 0x3cb, 
    0x3cd, 0x5, 0x4c, 0x27, 0x2, 0x3cc, 0x3af, 0x3, 0x2, 0x2, 0x2, 0x3cc, 
    0x3ba, 0x3, 0x2, 0x2, 0x2, 0x3cc, 0x3c6, 0x3, 0x2, 0x2, 0x2, 0x3cc, 
    0x3ca, 0x3, 0x2, 0x2, 0x2, 0x3cd, 0x59, 0x3, 0x2, 0x2, 0x2, 0x3ce, 0x3d4, 
    0x7, 0xc9, 0x2, 0x2, 0x3cf, 0x3d4, 0x7, 0x49, 0x2, 0x2, 0x3d0, 0x3d4, 
    0x5, 0x68, 0x35, 0x2, 0x3d1, 0x3d4, 0x5, 0x6a, 0x36, 0x2, 0x3d2, 0x3d4, 
    0x5, 0x1a, 0xe, 0x2, 0x3d3, 0x3ce, 0x3, 0x2, 0x2, 0x2, 0x3d3, 0x3cf, 
    0x3, 0x2, 0x2, 0x2, 0x3d3, 0x3d0, 0x3, 0x2, 0x2, 0x2, 0x3d3, 0x3d1, 
    0x3, 0x2, 0x2, 0x2, 0x3d3, 0x3d2, 0x3, 0x2, 0x2, 0x2, 0x3d4, 0x3d6, 
    0x3, 0x2, 0x2, 0x2, 0x3d5, 0x3d7, 0x5, 0x52, 0x2a, 0x2, 0x3d6, 0x3d5, 
    0x3, 0x2, 0x2, 0x2, 0x3d6, 0x3d7, 0x3, 0x2, 0x2, 0x2, 0x3d7, 0x3e1, 
    0x3, 0x2, 0x2, 0x2, 0x3d8, 0x3d9, 0x5, 0x6c, 0x37, 0x2, 0x3d9, 0x3da, 
    0x5, 0x52, 0x2a, 0x2, 0x3da, 0x3e1, 0x3, 0x2, 0x2, 0x2, 0x3db, 0x3e1, 
    0x5, 0x52, 0x2a, 0x2, 0x3dc, 0x3e1, 0x7, 0x5f, 0x2, 0x2, 0x3dd, 0x3e1, 
    0x7, 0x5b, 0x2, 0x2, 0x3de, 0x3e1, 0x7, 0x5c, 0x2, 0x2, 0x3df, 0x3e1, 
    0x7, 0x63, 0x2, 0x2, 0x3e0, 0x3d3, 0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3d8, 
    0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3db, 0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3dc, 
    0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3dd, 0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3de, 
    0x3, 0x2, 0x2, 0x2, 0x3e0, 0x3df, 0x3, 0x2, 0x2, 0x2, 0x3e1, 0x5b, 0x3, 
    0x2, 0x2, 0x2, 0x3e2, 0x3f0, 0x5, 0x18, 0xd, 0x2, 0x3e3, 0x3ec, 0x7, 
    0x5b, 0x2, 0x2, 0x3e4, 0x3e9, 0x5, 0x18, 0xd, 0x2, 0x3e5, 0x3e6, 0x7, 
    0x5e, 0x2, 0x2, 0x3e6, 0x3e8, 0x5, 0x18, 0xd, 0x2, 0x3e7, 0x3e5, 0x3, 
    0x2, 0x2, 0x2, 0x3e8, 0x3eb, 0x3, 0x2, 0x2, 0x2, 0x3e9, 0x3e7, 0x3, 
    0x2, 0x2, 0x2, 0x3e9, 0x3ea, 0x3, 0x2, 0x2, 0x2, 0x3ea, 0x3ed, 0x3, 
    0x2, 0x2, 0x2, 0x3eb, 0x3e9, 0x3, 0x2, 0x2, 0x2, 0x3ec, 0x3e4, 0x3, 
    0x2, 0x2, 0x2, 0x3ec, 0x3ed, 0x3, 0x2, 0x2, 0x2, 0x3ed, 0x3ee, 0x3, 
    0x2, 0x2, 0x2, 0x3ee, 0x3f0, 0x7, 0x5c, 0x2, 0x2, 0x3ef, 0x3e2, 0x3, 
    0x2, 0x2, 0x2, 0x3ef, 0x3e3, 0x3, 0x2, 0x2, 0x2, 0x3f0, 0x5d, 0x3, 0x2, 
    0x2, 0x2, 0x3f1, 0x3fa, 0x7, 0x5b, 0x2, 0x2, 0x3f2, 0x3f7, 0x5, 0x18, 
    0xd, 0x2, 0x3f3, 0x3f4, 0x7, 0x5e, 0x2, 0x2, 0x3f4, 0x3f6, 0x5, 0x18, 
    0xd, 0x2, 0x3f5, 0x3f3, 0x3, 0x2, 0x2, 0x2, 0x3f6, 0x3f9, 0x3, 0x2, 
    0x2, 0x2, 0x3f7, 0x3f5, 0x3, 0x2, 0x2, 0x2, 0x3f7, 0x3f8, 0x3, 0x2, 
    0x2, 0x2, 0x3f8, 0x3fb, 0x3, 0x2, 0x2, 0x2, 0x3f9, 0x3f7, 0x3, 0x2, 
    0x2, 0x2, 0x3fa, 0x3f2, 0x3, 0x2, 0x2, 0x2, 0x3fa, 0x3fb, 0x3, 0x2, 
    0x2, 0x2, 0x3fb, 0x3fc, 0x3, 0x2, 0x2, 0x2, 0x3fc, 0x3fd, 0x7, 0x5c, 
    0x2, 0x2, 0x3fd, 0x3fe, 0x7, 0x78, 0x2, 0x2, 0x3fe, 0x40b, 0x5, 0x3e, 
    0x20, 0x2, 0x3ff, 0x404, 0x5, 0x18, 0xd, 0x2, 0x400, 0x401, 0x7, 0x5e, 
    0x2, 0x2, 0x401, 0x403, 0x5, 0x18, 0xd, 0x2, 0x402, 0x400, 0x3, 0x2, 
    0x2, 0x2, 0x403, 0x406, 0x3, 0x2, 0x2, 0x2, 0x404, 0x402, 0x3, 0x2, 
    0x2, 0x2, 0x404, 0x405, 0x3, 0x2, 0x2, 0x2, 0x405, 0x407, 0x3, 0x2, 
    0x2, 0x2, 0x406, 0x404, 0x3, 0x2, 0x2, 0x2, 0x407, 0x408, 0x7, 0x78, 
    0x2, 0x2, 0x408, 0x409, 0x5, 0x3e, 0x20, 0x2, 0x409, 0x40b, 0x3, 0x2, 
    0x2, 0x2, 0x40a, 0x3f1, 0x3, 0x2, 0x2, 0x2, 0x40a, 0x3ff, 0x3, 0x2, 
    0x2, 0x2, 0x40b, 0x5f, 0x3, 0x2, 0x2, 0x2, 0x40c, 0x40d, 0x5, 0x3e, 
    0x20, 0x2, 0x40d, 0x40e, 0x7, 0x65, 0x2, 0x2, 0x40e, 0x40f, 0x5, 0x3e, 
    0x20, 0x2, 0x40f, 0x61, 0x3, 0x2, 0x2, 0x2, 0x410, 0x415, 0x5, 0xe, 
    0x8, 0x2, 0x411, 0x415, 0x5, 0x1e, 0x10, 0x2, 0x412, 0x415, 0x5, 0x1c, 
    0xf, 0x2, 0x413, 0x415, 0x5, 0x12, 0xa, 0x2, 0x414, 0x410, 0x3, 0x2, 
    0x2, 0x2, 0x414, 0x411, 0x3, 0x2, 0x2, 0x2, 0x414, 0x412, 0x3, 0x2, 
    0x2, 0x2, 0x414, 0x413, 0x3, 0x2, 0x2, 0x2, 0x415, 0x63, 0x3, 0x2, 0x2, 
    0x2, 0x416, 0x418, 0x7, 0x62, 0x2, 0x2, 0x417, 0x419, 0x5, 0x66, 0x34, 
    0x2, 0x418, 0x417, 0x3, 0x2, 0x2, 0x2, 0x419, 0x41a, 0x3, 0x2, 0x2, 
    0x2, 0x41a, 0x418, 0x3, 0x2, 0x2, 0x2, 0x41a, 0x41b, 0x3, 0x2, 0x2, 
    0x2, 0x41b, 0x41c, 0x3, 0x2, 0x2, 0x2, 0x41c, 0x41d, 0x7, 0x70, 0x2, 
    0x2, 0x41d, 0x41e, 0x5, 0x3e, 0x20, 0x2, 0x41e, 0x65, 0x3, 0x2, 0x2, 
    0x2, 0x41f, 0x420, 0x7, 0x61, 0x2, 0x2, 0x420, 0x42d, 0x5, 0x48, 0x25, 
    0x2, 0x421, 0x422, 0x7, 0x56, 0x2, 0x2, 0x422, 0x427, 0x5, 0x3e, 0x20, 
    0x2, 0x423, 0x424, 0x7, 0x5e, 0x2, 0x2, 0x424, 0x426, 0x5, 0x3e, 0x20, 
    0x2, 0x425, 0x423, 0x3, 0x2, 0x2, 0x2, 0x426, 0x429, 0x3, 0x2, 0x2, 
    0x2, 0x427, 0x425, 0x3, 0x2, 0x2, 0x2, 0x427, 0x428, 0x3, 0x2, 0x2, 
    0x2, 0x428, 0x42a, 0x3, 0x2, 0x2, 0x2, 0x429, 0x427, 0x3, 0x2, 0x2, 
    0x2, 0x42a, 0x42b, 0x7, 0x57, 0x2, 0x2, 0x42b, 0x42d, 0x3, 0x2, 0x2, 
    0x2, 0x42c, 0x41f, 0x3, 0x2, 0x2, 0x2, 0x42c, 0x421, 0x3, 0x2, 0x2, 
    0x2, 0x42d, 0x67, 0x3, 0x2, 0x2, 0x2, 0x42e, 0x42f, 0x9, 0x12, 0x2, 
    0x2, 0x42f, 0x69, 0x3, 0x2, 0x2, 0x2, 0x430, 0x431, 0x9, 0x13, 0x2, 
    0x2, 0x431, 0x6b, 0x3, 0x2, 0x2, 0x2, 0x432, 0x433, 0x9, 0x14, 0x2, 
    0x2, 0x433, 0x6d, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x76, 0x7b, 0x86, 0x8e, 
    0x92, 0x96, 0x9a, 0xa1, 0xa9, 0xb2, 0xbb, 0xc5, 0xd4, 0xdd, 0xe2, 0xf7, 
    0x100, 0x10b, 0x119, 0x11e, 0x12b, 0x12e, 0x138, 0x13d, 0x144, 0x148, 
    0x14b, 0x153, 0x15f, 0x163, 0x169, 0x170, 0x172, 0x177, 0x17c, 0x184, 
    0x186, 0x18a, 0x18f, 0x191, 0x19c, 0x1a4, 0x1a7, 0x1af, 0x1b8, 0x1c0, 
    0x1c3, 0x1ca, 0x1ce, 0x1d0, 0x1d4, 0x1dd, 0x1e6, 0x1e9, 0x1f1, 0x1f4, 
    0x1f9, 0x201, 0x209, 0x20f, 0x216, 0x21f, 0x227, 0x22c, 0x230, 0x235, 
    0x247, 0x24b, 0x258, 0x263, 0x26c, 0x276, 0x282, 0x28e, 0x298, 0x2aa, 
    0x2b1, 0x2b7, 0x2c2, 0x2da, 0x2e5, 0x2f0, 0x302, 0x312, 0x31f, 0x335, 
    0x338, 0x342, 0x345, 0x353, 0x35b, 0x35d, 0x361, 0x367, 0x36f, 0x372, 
    0x376, 0x37d, 0x385, 0x38e, 0x392, 0x398, 0x3a1, 0x3a4, 0x3ad, 0x3b1, 
    0x3b7, 0x3c0, 0x3c3, 0x3cc, 0x3d3, 0x3d6, 0x3e0, 0x3e9, 0x3ec, 0x3ef, 
    0x3f7, 0x3fa, 0x404, 0x40a, 0x414, 0x41a, 0x427, 0x42c, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

TLAPlusParser::Initializer TLAPlusParser::_init;
