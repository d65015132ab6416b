
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
    setState(100);
    module();
    setState(101);
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
    setState(103);
    match(TLAPlusParser::SEPARATOR);
    setState(104);
    match(TLAPlusParser::MODULE);
    setState(105);
    dynamic_cast<ModuleContext *>(_localctx)->name = match(TLAPlusParser::IDENT);
    setState(106);
    match(TLAPlusParser::SEPARATOR);
    setState(108);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::EXTENDS) {
      setState(107);
      extendsList();
    }
    setState(113);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 9) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 9)) & ((1ULL << (TLAPlusParser::SEPARATOR - 9))
      | (1ULL << (TLAPlusParser::ASSUME - 9))
      | (1ULL << (TLAPlusParser::ASSUMPTION - 9))
      | (1ULL << (TLAPlusParser::AXIOM - 9))
      | (1ULL << (TLAPlusParser::BOOLEAN - 9))
      | (1ULL << (TLAPlusParser::CONSTANT - 9))
      | (1ULL << (TLAPlusParser::CONSTANTS - 9))
      | (1ULL << (TLAPlusParser::COROLLARY - 9))
      | (1ULL << (TLAPlusParser::DOMAIN - 9))
      | (1ULL << (TLAPlusParser::ENABLED - 9))
      | (1ULL << (TLAPlusParser::FALSE - 9))
      | (1ULL << (TLAPlusParser::HIDE - 9))
      | (1ULL << (TLAPlusParser::INSTANCE - 9))
      | (1ULL << (TLAPlusParser::LEMMA - 9))
      | (1ULL << (TLAPlusParser::LOCAL - 9))
      | (1ULL << (TLAPlusParser::PROPOSITION - 9))
      | (1ULL << (TLAPlusParser::RECURSIVE - 9))
      | (1ULL << (TLAPlusParser::STRING_SET - 9))
      | (1ULL << (TLAPlusParser::SUBSET - 9))
      | (1ULL << (TLAPlusParser::THEOREM - 9))
      | (1ULL << (TLAPlusParser::TRUE - 9))
      | (1ULL << (TLAPlusParser::UNCHANGED - 9))
      | (1ULL << (TLAPlusParser::UNION - 9))
      | (1ULL << (TLAPlusParser::USE - 9))
      | (1ULL << (TLAPlusParser::VARIABLE - 9))
      | (1ULL << (TLAPlusParser::VARIABLES - 9)))) != 0) || ((((_la - 101) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 101)) & ((1ULL << (TLAPlusParser::BOX - 101))
      | (1ULL << (TLAPlusParser::DIAMOND - 101))
      | (1ULL << (TLAPlusParser::NOT - 101))
      | (1ULL << (TLAPlusParser::MINUS - 101))
      | (1ULL << (TLAPlusParser::MINUS_DOT - 101)))) != 0) || _la == TLAPlusParser::IDENT) {
      setState(110);
      unit();
      setState(115);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(116);
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
    setState(118);
    match(TLAPlusParser::EXTENDS);
    setState(119);
    match(TLAPlusParser::IDENT);
    setState(124);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(120);
      match(TLAPlusParser::COMMA);
      setState(121);
      match(TLAPlusParser::IDENT);
      setState(126);
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
    setState(151);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 7, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(127);
      variableDecl();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(128);
      constantDecl();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(129);
      recursiveDecl();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(130);
      useOrHide();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(132);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(131);
        match(TLAPlusParser::LOCAL);
      }
      setState(134);
      moduleDefinition();
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(136);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(135);
        match(TLAPlusParser::LOCAL);
      }
      setState(138);
      instance();
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(140);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(139);
        match(TLAPlusParser::LOCAL);
      }
      setState(142);
      functionDefinition();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(144);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LOCAL) {
        setState(143);
        match(TLAPlusParser::LOCAL);
      }
      setState(146);
      operatorDefinition();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(147);
      assumption();
      break;
    }

    case 10: {
      enterOuterAlt(_localctx, 10);
      setState(148);
      theorem();
      break;
    }

    case 11: {
      enterOuterAlt(_localctx, 11);
      setState(149);
      module();
      break;
    }

    case 12: {
      enterOuterAlt(_localctx, 12);
      setState(150);
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
    setState(153);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::VARIABLE

    || _la == TLAPlusParser::VARIABLES)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(154);
    match(TLAPlusParser::IDENT);
    setState(159);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(155);
      match(TLAPlusParser::COMMA);
      setState(156);
      match(TLAPlusParser::IDENT);
      setState(161);
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
    setState(162);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::CONSTANT

    || _la == TLAPlusParser::CONSTANTS)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(163);
    opDecl();
    setState(168);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(164);
      match(TLAPlusParser::COMMA);
      setState(165);
      opDecl();
      setState(170);
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
    setState(171);
    match(TLAPlusParser::RECURSIVE);
    setState(172);
    opDecl();
    setState(177);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(173);
      match(TLAPlusParser::COMMA);
      setState(174);
      opDecl();
      setState(179);
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

tree::TerminalNode* TLAPlusParser::OpDeclIdentContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
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

tree::TerminalNode* TLAPlusParser::OpDeclNonfixContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
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
    setState(201);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 12, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclNonfixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(180);
      match(TLAPlusParser::IDENT);
      setState(181);
      match(TLAPlusParser::LPAREN);
      setState(182);
      match(TLAPlusParser::UNDERSCORE);
      setState(187);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(183);
        match(TLAPlusParser::COMMA);
        setState(184);
        match(TLAPlusParser::UNDERSCORE);
        setState(189);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(190);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclIdentContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(191);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclPrefixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(192);
      prefixOp();
      setState(193);
      match(TLAPlusParser::UNDERSCORE);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclInfixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(195);
      match(TLAPlusParser::UNDERSCORE);
      setState(196);
      infixOp();
      setState(197);
      match(TLAPlusParser::UNDERSCORE);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<OpDeclContext *>(_tracker.createInstance<TLAPlusParser::OpDeclPostfixContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(199);
      match(TLAPlusParser::UNDERSCORE);
      setState(200);
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
    setState(236);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 15, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::NonfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(203);
      defName();
      setState(215);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(204);
        match(TLAPlusParser::LPAREN);
        setState(205);
        opParam();
        setState(210);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(206);
          match(TLAPlusParser::COMMA);
          setState(207);
          opParam();
          setState(212);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(213);
        match(TLAPlusParser::RPAREN);
      }
      setState(217);
      match(TLAPlusParser::DEFEQ);
      setState(218);
      dynamic_cast<NonfixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::PrefixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(220);
      prefixOp();
      setState(221);
      match(TLAPlusParser::IDENT);
      setState(222);
      match(TLAPlusParser::DEFEQ);
      setState(223);
      dynamic_cast<PrefixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::InfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(225);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->lhs = match(TLAPlusParser::IDENT);
      setState(226);
      infixOp();
      setState(227);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->rhs = match(TLAPlusParser::IDENT);
      setState(228);
      match(TLAPlusParser::DEFEQ);
      setState(229);
      dynamic_cast<InfixDefinitionContext *>(_localctx)->body = expr();
      break;
    }

    case 4: {
      _localctx = dynamic_cast<OperatorDefinitionContext *>(_tracker.createInstance<TLAPlusParser::PostfixDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(231);
      match(TLAPlusParser::IDENT);
      setState(232);
      postfixOp();
      setState(233);
      match(TLAPlusParser::DEFEQ);
      setState(234);
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
    setState(238);
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

tree::TerminalNode* TLAPlusParser::DefNameContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

tree::TerminalNode* TLAPlusParser::DefNameContext::TRUE() {
  return getToken(TLAPlusParser::TRUE, 0);
}

tree::TerminalNode* TLAPlusParser::DefNameContext::FALSE() {
  return getToken(TLAPlusParser::FALSE, 0);
}

tree::TerminalNode* TLAPlusParser::DefNameContext::BOOLEAN() {
  return getToken(TLAPlusParser::BOOLEAN, 0);
}

tree::TerminalNode* TLAPlusParser::DefNameContext::STRING_SET() {
  return getToken(TLAPlusParser::STRING_SET, 0);
}


size_t TLAPlusParser::DefNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleDefName;
}


TLAPlusParser::DefNameContext* TLAPlusParser::defName() {
  DefNameContext *_localctx = _tracker.createInstance<DefNameContext>(_ctx, getState());
  enterRule(_localctx, 20, TLAPlusParser::RuleDefName);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(240);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::BOOLEAN)
      | (1ULL << TLAPlusParser::FALSE)
      | (1ULL << TLAPlusParser::STRING_SET)
      | (1ULL << TLAPlusParser::TRUE))) != 0) || _la == TLAPlusParser::IDENT)) {
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
  enterRule(_localctx, 22, TLAPlusParser::RuleFunctionDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(242);
    match(TLAPlusParser::IDENT);
    setState(243);
    match(TLAPlusParser::LBRACKET);
    setState(244);
    quantBound();
    setState(249);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(245);
      match(TLAPlusParser::COMMA);
      setState(246);
      quantBound();
      setState(251);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(252);
    match(TLAPlusParser::RBRACKET);
    setState(253);
    match(TLAPlusParser::DEFEQ);
    setState(254);
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
  enterRule(_localctx, 24, TLAPlusParser::RuleModuleDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(256);
    match(TLAPlusParser::IDENT);
    setState(268);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::LPAREN) {
      setState(257);
      match(TLAPlusParser::LPAREN);
      setState(258);
      opParam();
      setState(263);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(259);
        match(TLAPlusParser::COMMA);
        setState(260);
        opParam();
        setState(265);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(266);
      match(TLAPlusParser::RPAREN);
    }
    setState(270);
    match(TLAPlusParser::DEFEQ);
    setState(271);
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
  enterRule(_localctx, 26, TLAPlusParser::RuleInstance);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(273);
    match(TLAPlusParser::INSTANCE);
    setState(274);
    match(TLAPlusParser::IDENT);
    setState(284);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::WITH) {
      setState(275);
      match(TLAPlusParser::WITH);
      setState(276);
      substitution();
      setState(281);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(277);
        match(TLAPlusParser::COMMA);
        setState(278);
        substitution();
        setState(283);
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
  enterRule(_localctx, 28, TLAPlusParser::RuleSubstitution);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(286);
    substTarget();
    setState(287);
    match(TLAPlusParser::LARROW);
    setState(288);
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
  enterRule(_localctx, 30, TLAPlusParser::RuleSubstTarget);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(294);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 21, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(290);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(291);
      prefixOp();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(292);
      infixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(293);
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
  enterRule(_localctx, 32, TLAPlusParser::RuleAssumption);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(296);
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
    setState(299);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 22, _ctx)) {
    case 1: {
      setState(297);
      match(TLAPlusParser::IDENT);
      setState(298);
      match(TLAPlusParser::DEFEQ);
      break;
    }

    }
    setState(301);
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
  enterRule(_localctx, 34, TLAPlusParser::RuleTheorem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(303);
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
    setState(306);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 23, _ctx)) {
    case 1: {
      setState(304);
      match(TLAPlusParser::IDENT);
      setState(305);
      match(TLAPlusParser::DEFEQ);
      break;
    }

    }
    setState(310);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::ASSUME: {
        setState(308);
        assumeProve();
        break;
      }

      case TLAPlusParser::JLIST_BEGIN:
      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::CASE:
      case TLAPlusParser::CHOOSE:
      case TLAPlusParser::DOMAIN:
      case TLAPlusParser::ENABLED:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::IF:
      case TLAPlusParser::LAMBDA:
      case TLAPlusParser::LET:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::SUBSET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::UNCHANGED:
      case TLAPlusParser::UNION:
      case TLAPlusParser::WF:
      case TLAPlusParser::SF:
      case TLAPlusParser::NUMBER:
      case TLAPlusParser::DECIMAL:
      case TLAPlusParser::BIN_NUMBER:
      case TLAPlusParser::OCT_NUMBER:
      case TLAPlusParser::HEX_NUMBER:
      case TLAPlusParser::FORALL:
      case TLAPlusParser::EXISTS:
      case TLAPlusParser::TFORALL:
      case TLAPlusParser::TEXISTS:
      case TLAPlusParser::STEP_LABEL:
      case TLAPlusParser::LPAREN:
      case TLAPlusParser::LBRACKET:
      case TLAPlusParser::LBRACE:
      case TLAPlusParser::LANGLE:
      case TLAPlusParser::AT:
      case TLAPlusParser::BOX:
      case TLAPlusParser::DIAMOND:
      case TLAPlusParser::AND:
      case TLAPlusParser::OR:
      case TLAPlusParser::NOT:
      case TLAPlusParser::IMPLIES:
      case TLAPlusParser::EQUIV:
      case TLAPlusParser::EQ:
      case TLAPlusParser::NEQ:
      case TLAPlusParser::LT:
      case TLAPlusParser::GT:
      case TLAPlusParser::LEQ:
      case TLAPlusParser::GEQ:
      case TLAPlusParser::LEADSTO:
      case TLAPlusParser::PLUS_ARROW:
      case TLAPlusParser::SET_IN:
      case TLAPlusParser::NOTIN:
      case TLAPlusParser::SUBSETEQ:
      case TLAPlusParser::SUBSET_OP:
      case TLAPlusParser::SUPSETEQ:
      case TLAPlusParser::SUPSET:
      case TLAPlusParser::CAP:
      case TLAPlusParser::CUP:
      case TLAPlusParser::SETMINUS:
      case TLAPlusParser::TIMES:
      case TLAPlusParser::PLUS:
      case TLAPlusParser::MINUS:
      case TLAPlusParser::MINUS_DOT:
      case TLAPlusParser::STAR:
      case TLAPlusParser::SLASH:
      case TLAPlusParser::CARET:
      case TLAPlusParser::DOTDOT:
      case TLAPlusParser::DOTDOTDOT:
      case TLAPlusParser::PERCENT:
      case TLAPlusParser::DIV:
      case TLAPlusParser::CIRC:
      case TLAPlusParser::COLON_GT:
      case TLAPlusParser::AT_AT:
      case TLAPlusParser::LT_COLON:
      case TLAPlusParser::PLUS_PLUS:
      case TLAPlusParser::MINUS_MINUS:
      case TLAPlusParser::STAR_STAR:
      case TLAPlusParser::SLASH_SLASH:
      case TLAPlusParser::CARET_CARET:
      case TLAPlusParser::PERCENT_PERCENT:
      case TLAPlusParser::AMP:
      case TLAPlusParser::AMP_AMP:
      case TLAPlusParser::DOLLAR:
      case TLAPlusParser::DOLLAR_DOLLAR:
      case TLAPlusParser::HASH_HASH:
      case TLAPlusParser::BANG_BANG:
      case TLAPlusParser::QQ:
      case TLAPlusParser::PIPE:
      case TLAPlusParser::PIPE_PIPE:
      case TLAPlusParser::TURNSTILE:
      case TLAPlusParser::MODELS:
      case TLAPlusParser::DASH_PIPE:
      case TLAPlusParser::EQ_PIPE:
      case TLAPlusParser::ASSIGN:
      case TLAPlusParser::COLON_COLON_EQ:
      case TLAPlusParser::OPLUS:
      case TLAPlusParser::OMINUS:
      case TLAPlusParser::ODOT:
      case TLAPlusParser::OSLASH:
      case TLAPlusParser::OTIMES:
      case TLAPlusParser::PREC:
      case TLAPlusParser::PRECEQ:
      case TLAPlusParser::SUCC:
      case TLAPlusParser::SUCCEQ:
      case TLAPlusParser::SQSUBSET:
      case TLAPlusParser::SQSUBSETEQ:
      case TLAPlusParser::SQSUPSET:
      case TLAPlusParser::SQSUPSETEQ:
      case TLAPlusParser::SQCAP:
      case TLAPlusParser::SQCUP:
      case TLAPlusParser::LL:
      case TLAPlusParser::GG:
      case TLAPlusParser::SIM:
      case TLAPlusParser::SIMEQ:
      case TLAPlusParser::APPROX:
      case TLAPlusParser::ASYMP:
      case TLAPlusParser::CONG:
      case TLAPlusParser::DOTEQ:
      case TLAPlusParser::PROPTO:
      case TLAPlusParser::UPLUS:
      case TLAPlusParser::WR:
      case TLAPlusParser::STAR_OP:
      case TLAPlusParser::BULLET_OP:
      case TLAPlusParser::BIGCIRC:
      case TLAPlusParser::CDOT:
      case TLAPlusParser::IDENT:
      case TLAPlusParser::STRING: {
        setState(309);
        expr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(313);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 16) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 16)) & ((1ULL << (TLAPlusParser::BY - 16))
      | (1ULL << (TLAPlusParser::OBVIOUS - 16))
      | (1ULL << (TLAPlusParser::OMITTED - 16))
      | (1ULL << (TLAPlusParser::PROOF - 16))
      | (1ULL << (TLAPlusParser::STEP_LABEL - 16)))) != 0)) {
      setState(312);
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
  enterRule(_localctx, 36, TLAPlusParser::RuleAssumeProve);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(315);
    match(TLAPlusParser::ASSUME);
    setState(316);
    assumeItem();
    setState(321);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(317);
      match(TLAPlusParser::COMMA);
      setState(318);
      assumeItem();
      setState(323);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(324);
    match(TLAPlusParser::PROVE);
    setState(325);
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
  enterRule(_localctx, 38, TLAPlusParser::RuleAssumeItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(333);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 27, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(327);
      match(TLAPlusParser::IDENT);
      setState(328);
      match(TLAPlusParser::DCOLON);
      setState(329);
      assumeProve();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(330);
      assumeProve();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(331);
      newDecl();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(332);
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
  enterRule(_localctx, 40, TLAPlusParser::RuleNewDecl);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(352);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::NEW: {
        enterOuterAlt(_localctx, 1);
        setState(335);
        match(TLAPlusParser::NEW);
        setState(337);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 11) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 11)) & ((1ULL << (TLAPlusParser::ACTION - 11))
          | (1ULL << (TLAPlusParser::CONSTANT - 11))
          | (1ULL << (TLAPlusParser::STATE - 11))
          | (1ULL << (TLAPlusParser::TEMPORAL - 11))
          | (1ULL << (TLAPlusParser::VARIABLE - 11)))) != 0)) {
          setState(336);
          _la = _input->LA(1);
          if (!(((((_la - 11) & ~ 0x3fULL) == 0) &&
            ((1ULL << (_la - 11)) & ((1ULL << (TLAPlusParser::ACTION - 11))
            | (1ULL << (TLAPlusParser::CONSTANT - 11))
            | (1ULL << (TLAPlusParser::STATE - 11))
            | (1ULL << (TLAPlusParser::TEMPORAL - 11))
            | (1ULL << (TLAPlusParser::VARIABLE - 11)))) != 0))) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
        }
        setState(343);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 29, _ctx)) {
        case 1: {
          setState(339);
          match(TLAPlusParser::IDENT);
          setState(340);
          match(TLAPlusParser::SET_IN);
          setState(341);
          expr();
          break;
        }

        case 2: {
          setState(342);
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
        setState(345);
        _la = _input->LA(1);
        if (!(((((_la - 11) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 11)) & ((1ULL << (TLAPlusParser::ACTION - 11))
          | (1ULL << (TLAPlusParser::CONSTANT - 11))
          | (1ULL << (TLAPlusParser::STATE - 11))
          | (1ULL << (TLAPlusParser::TEMPORAL - 11))
          | (1ULL << (TLAPlusParser::VARIABLE - 11)))) != 0))) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(350);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 30, _ctx)) {
        case 1: {
          setState(346);
          match(TLAPlusParser::IDENT);
          setState(347);
          match(TLAPlusParser::SET_IN);
          setState(348);
          expr();
          break;
        }

        case 2: {
          setState(349);
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
  enterRule(_localctx, 42, TLAPlusParser::RuleProof);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(355); 
    _errHandler->sync(this);
    _la = _input->LA(1);
    do {
      setState(354);
      proofItem();
      setState(357); 
      _errHandler->sync(this);
      _la = _input->LA(1);
    } while (((((_la - 16) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 16)) & ((1ULL << (TLAPlusParser::BY - 16))
      | (1ULL << (TLAPlusParser::OBVIOUS - 16))
      | (1ULL << (TLAPlusParser::OMITTED - 16))
      | (1ULL << (TLAPlusParser::PROOF - 16))
      | (1ULL << (TLAPlusParser::STEP_LABEL - 16)))) != 0));
   
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
  enterRule(_localctx, 44, TLAPlusParser::RuleProofItem);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(372);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::PROOF: {
        enterOuterAlt(_localctx, 1);
        setState(359);
        match(TLAPlusParser::PROOF);
        break;
      }

      case TLAPlusParser::BY: {
        enterOuterAlt(_localctx, 2);
        setState(360);
        match(TLAPlusParser::BY);
        setState(362);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == TLAPlusParser::ONLY) {
          setState(361);
          match(TLAPlusParser::ONLY);
        }
        setState(364);
        useBody();
        break;
      }

      case TLAPlusParser::OBVIOUS: {
        enterOuterAlt(_localctx, 3);
        setState(365);
        match(TLAPlusParser::OBVIOUS);
        break;
      }

      case TLAPlusParser::OMITTED: {
        enterOuterAlt(_localctx, 4);
        setState(366);
        match(TLAPlusParser::OMITTED);
        break;
      }

      case TLAPlusParser::STEP_LABEL: {
        enterOuterAlt(_localctx, 5);
        setState(367);
        match(TLAPlusParser::STEP_LABEL);
        setState(370);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case TLAPlusParser::QED: {
            setState(368);
            match(TLAPlusParser::QED);
            break;
          }

          case TLAPlusParser::JLIST_BEGIN:
          case TLAPlusParser::ASSUME:
          case TLAPlusParser::BOOLEAN:
          case TLAPlusParser::CASE:
          case TLAPlusParser::CHOOSE:
          case TLAPlusParser::DEFINE:
          case TLAPlusParser::DOMAIN:
          case TLAPlusParser::ENABLED:
          case TLAPlusParser::FALSE:
          case TLAPlusParser::HAVE:
          case TLAPlusParser::HIDE:
          case TLAPlusParser::IF:
          case TLAPlusParser::INSTANCE:
          case TLAPlusParser::LAMBDA:
          case TLAPlusParser::LET:
          case TLAPlusParser::PICK:
          case TLAPlusParser::STRING_SET:
          case TLAPlusParser::SUBSET:
          case TLAPlusParser::SUFFICES:
          case TLAPlusParser::TAKE:
          case TLAPlusParser::TRUE:
          case TLAPlusParser::UNCHANGED:
          case TLAPlusParser::UNION:
          case TLAPlusParser::USE:
          case TLAPlusParser::WITNESS:
          case TLAPlusParser::WF:
          case TLAPlusParser::SF:
          case TLAPlusParser::NUMBER:
          case TLAPlusParser::DECIMAL:
          case TLAPlusParser::BIN_NUMBER:
          case TLAPlusParser::OCT_NUMBER:
          case TLAPlusParser::HEX_NUMBER:
          case TLAPlusParser::FORALL:
          case TLAPlusParser::EXISTS:
          case TLAPlusParser::TFORALL:
          case TLAPlusParser::TEXISTS:
          case TLAPlusParser::STEP_LABEL:
          case TLAPlusParser::LPAREN:
          case TLAPlusParser::LBRACKET:
          case TLAPlusParser::LBRACE:
          case TLAPlusParser::LANGLE:
          case TLAPlusParser::AT:
          case TLAPlusParser::BOX:
          case TLAPlusParser::DIAMOND:
          case TLAPlusParser::AND:
          case TLAPlusParser::OR:
          case TLAPlusParser::NOT:
          case TLAPlusParser::IMPLIES:
          case TLAPlusParser::EQUIV:
          case TLAPlusParser::EQ:
          case TLAPlusParser::NEQ:
          case TLAPlusParser::LT:
          case TLAPlusParser::GT:
          case TLAPlusParser::LEQ:
          case TLAPlusParser::GEQ:
          case TLAPlusParser::LEADSTO:
          case TLAPlusParser::PLUS_ARROW:
          case TLAPlusParser::SET_IN:
          case TLAPlusParser::NOTIN:
          case TLAPlusParser::SUBSETEQ:
          case TLAPlusParser::SUBSET_OP:
          case TLAPlusParser::SUPSETEQ:
          case TLAPlusParser::SUPSET:
          case TLAPlusParser::CAP:
          case TLAPlusParser::CUP:
          case TLAPlusParser::SETMINUS:
          case TLAPlusParser::TIMES:
          case TLAPlusParser::PLUS:
          case TLAPlusParser::MINUS:
          case TLAPlusParser::MINUS_DOT:
          case TLAPlusParser::STAR:
          case TLAPlusParser::SLASH:
          case TLAPlusParser::CARET:
          case TLAPlusParser::DOTDOT:
          case TLAPlusParser::DOTDOTDOT:
          case TLAPlusParser::PERCENT:
          case TLAPlusParser::DIV:
          case TLAPlusParser::CIRC:
          case TLAPlusParser::COLON_GT:
          case TLAPlusParser::AT_AT:
          case TLAPlusParser::LT_COLON:
          case TLAPlusParser::PLUS_PLUS:
          case TLAPlusParser::MINUS_MINUS:
          case TLAPlusParser::STAR_STAR:
          case TLAPlusParser::SLASH_SLASH:
          case TLAPlusParser::CARET_CARET:
          case TLAPlusParser::PERCENT_PERCENT:
          case TLAPlusParser::AMP:
          case TLAPlusParser::AMP_AMP:
          case TLAPlusParser::DOLLAR:
          case TLAPlusParser::DOLLAR_DOLLAR:
          case TLAPlusParser::HASH_HASH:
          case TLAPlusParser::BANG_BANG:
          case TLAPlusParser::QQ:
          case TLAPlusParser::PIPE:
          case TLAPlusParser::PIPE_PIPE:
          case TLAPlusParser::TURNSTILE:
          case TLAPlusParser::MODELS:
          case TLAPlusParser::DASH_PIPE:
          case TLAPlusParser::EQ_PIPE:
          case TLAPlusParser::ASSIGN:
          case TLAPlusParser::COLON_COLON_EQ:
          case TLAPlusParser::OPLUS:
          case TLAPlusParser::OMINUS:
          case TLAPlusParser::ODOT:
          case TLAPlusParser::OSLASH:
          case TLAPlusParser::OTIMES:
          case TLAPlusParser::PREC:
          case TLAPlusParser::PRECEQ:
          case TLAPlusParser::SUCC:
          case TLAPlusParser::SUCCEQ:
          case TLAPlusParser::SQSUBSET:
          case TLAPlusParser::SQSUBSETEQ:
          case TLAPlusParser::SQSUPSET:
          case TLAPlusParser::SQSUPSETEQ:
          case TLAPlusParser::SQCAP:
          case TLAPlusParser::SQCUP:
          case TLAPlusParser::LL:
          case TLAPlusParser::GG:
          case TLAPlusParser::SIM:
          case TLAPlusParser::SIMEQ:
          case TLAPlusParser::APPROX:
          case TLAPlusParser::ASYMP:
          case TLAPlusParser::CONG:
          case TLAPlusParser::DOTEQ:
          case TLAPlusParser::PROPTO:
          case TLAPlusParser::UPLUS:
          case TLAPlusParser::WR:
          case TLAPlusParser::STAR_OP:
          case TLAPlusParser::BULLET_OP:
          case TLAPlusParser::BIGCIRC:
          case TLAPlusParser::CDOT:
          case TLAPlusParser::IDENT:
          case TLAPlusParser::STRING: {
            setState(369);
            stepBody();
            break;
          }

        default:
          throw NoViableAltException(this);
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
  enterRule(_localctx, 46, TLAPlusParser::RuleStepBody);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    setState(446);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 48, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(374);
      useOrHide();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(376);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::DEFINE) {
        setState(375);
        match(TLAPlusParser::DEFINE);
      }
      setState(381); 
      _errHandler->sync(this);
      alt = 1;
      do {
        switch (alt) {
          case 1: {
                setState(381);
                _errHandler->sync(this);
                switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 37, _ctx)) {
                case 1: {
                  setState(378);
                  moduleDefinition();
                  break;
                }

                case 2: {
                  setState(379);
                  functionDefinition();
                  break;
                }

                case 3: {
                  setState(380);
                  operatorDefinition();
                  break;
                }

                }
                break;
              }

        default:
          throw NoViableAltException(this);
        }
        setState(383); 
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 38, _ctx);
      } while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(385);
      instance();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(386);
      match(TLAPlusParser::HAVE);
      setState(387);
      expr();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(388);
      match(TLAPlusParser::TAKE);
      setState(405);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 41, _ctx)) {
      case 1: {
        setState(389);
        quantBound();
        setState(394);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(390);
          match(TLAPlusParser::COMMA);
          setState(391);
          quantBound();
          setState(396);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case 2: {
        setState(397);
        match(TLAPlusParser::IDENT);
        setState(402);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(398);
          match(TLAPlusParser::COMMA);
          setState(399);
          match(TLAPlusParser::IDENT);
          setState(404);
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
      setState(407);
      match(TLAPlusParser::WITNESS);
      setState(408);
      expr();
      setState(413);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(409);
        match(TLAPlusParser::COMMA);
        setState(410);
        expr();
        setState(415);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(416);
      match(TLAPlusParser::PICK);
      setState(433);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 45, _ctx)) {
      case 1: {
        setState(417);
        quantBound();
        setState(422);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(418);
          match(TLAPlusParser::COMMA);
          setState(419);
          quantBound();
          setState(424);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case 2: {
        setState(425);
        match(TLAPlusParser::IDENT);
        setState(430);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(426);
          match(TLAPlusParser::COMMA);
          setState(427);
          match(TLAPlusParser::IDENT);
          setState(432);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      }
      setState(435);
      match(TLAPlusParser::COLON);
      setState(436);
      expr();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(437);
      match(TLAPlusParser::CASE);
      setState(438);
      expr();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(440);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::SUFFICES) {
        setState(439);
        match(TLAPlusParser::SUFFICES);
      }
      setState(444);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case TLAPlusParser::ASSUME: {
          setState(442);
          assumeProve();
          break;
        }

        case TLAPlusParser::JLIST_BEGIN:
        case TLAPlusParser::BOOLEAN:
        case TLAPlusParser::CASE:
        case TLAPlusParser::CHOOSE:
        case TLAPlusParser::DOMAIN:
        case TLAPlusParser::ENABLED:
        case TLAPlusParser::FALSE:
        case TLAPlusParser::IF:
        case TLAPlusParser::LAMBDA:
        case TLAPlusParser::LET:
        case TLAPlusParser::STRING_SET:
        case TLAPlusParser::SUBSET:
        case TLAPlusParser::TRUE:
        case TLAPlusParser::UNCHANGED:
        case TLAPlusParser::UNION:
        case TLAPlusParser::WF:
        case TLAPlusParser::SF:
        case TLAPlusParser::NUMBER:
        case TLAPlusParser::DECIMAL:
        case TLAPlusParser::BIN_NUMBER:
        case TLAPlusParser::OCT_NUMBER:
        case TLAPlusParser::HEX_NUMBER:
        case TLAPlusParser::FORALL:
        case TLAPlusParser::EXISTS:
        case TLAPlusParser::TFORALL:
        case TLAPlusParser::TEXISTS:
        case TLAPlusParser::STEP_LABEL:
        case TLAPlusParser::LPAREN:
        case TLAPlusParser::LBRACKET:
        case TLAPlusParser::LBRACE:
        case TLAPlusParser::LANGLE:
        case TLAPlusParser::AT:
        case TLAPlusParser::BOX:
        case TLAPlusParser::DIAMOND:
        case TLAPlusParser::AND:
        case TLAPlusParser::OR:
        case TLAPlusParser::NOT:
        case TLAPlusParser::IMPLIES:
        case TLAPlusParser::EQUIV:
        case TLAPlusParser::EQ:
        case TLAPlusParser::NEQ:
        case TLAPlusParser::LT:
        case TLAPlusParser::GT:
        case TLAPlusParser::LEQ:
        case TLAPlusParser::GEQ:
        case TLAPlusParser::LEADSTO:
        case TLAPlusParser::PLUS_ARROW:
        case TLAPlusParser::SET_IN:
        case TLAPlusParser::NOTIN:
        case TLAPlusParser::SUBSETEQ:
        case TLAPlusParser::SUBSET_OP:
        case TLAPlusParser::SUPSETEQ:
        case TLAPlusParser::SUPSET:
        case TLAPlusParser::CAP:
        case TLAPlusParser::CUP:
        case TLAPlusParser::SETMINUS:
        case TLAPlusParser::TIMES:
        case TLAPlusParser::PLUS:
        case TLAPlusParser::MINUS:
        case TLAPlusParser::MINUS_DOT:
        case TLAPlusParser::STAR:
        case TLAPlusParser::SLASH:
        case TLAPlusParser::CARET:
        case TLAPlusParser::DOTDOT:
        case TLAPlusParser::DOTDOTDOT:
        case TLAPlusParser::PERCENT:
        case TLAPlusParser::DIV:
        case TLAPlusParser::CIRC:
        case TLAPlusParser::COLON_GT:
        case TLAPlusParser::AT_AT:
        case TLAPlusParser::LT_COLON:
        case TLAPlusParser::PLUS_PLUS:
        case TLAPlusParser::MINUS_MINUS:
        case TLAPlusParser::STAR_STAR:
        case TLAPlusParser::SLASH_SLASH:
        case TLAPlusParser::CARET_CARET:
        case TLAPlusParser::PERCENT_PERCENT:
        case TLAPlusParser::AMP:
        case TLAPlusParser::AMP_AMP:
        case TLAPlusParser::DOLLAR:
        case TLAPlusParser::DOLLAR_DOLLAR:
        case TLAPlusParser::HASH_HASH:
        case TLAPlusParser::BANG_BANG:
        case TLAPlusParser::QQ:
        case TLAPlusParser::PIPE:
        case TLAPlusParser::PIPE_PIPE:
        case TLAPlusParser::TURNSTILE:
        case TLAPlusParser::MODELS:
        case TLAPlusParser::DASH_PIPE:
        case TLAPlusParser::EQ_PIPE:
        case TLAPlusParser::ASSIGN:
        case TLAPlusParser::COLON_COLON_EQ:
        case TLAPlusParser::OPLUS:
        case TLAPlusParser::OMINUS:
        case TLAPlusParser::ODOT:
        case TLAPlusParser::OSLASH:
        case TLAPlusParser::OTIMES:
        case TLAPlusParser::PREC:
        case TLAPlusParser::PRECEQ:
        case TLAPlusParser::SUCC:
        case TLAPlusParser::SUCCEQ:
        case TLAPlusParser::SQSUBSET:
        case TLAPlusParser::SQSUBSETEQ:
        case TLAPlusParser::SQSUPSET:
        case TLAPlusParser::SQSUPSETEQ:
        case TLAPlusParser::SQCAP:
        case TLAPlusParser::SQCUP:
        case TLAPlusParser::LL:
        case TLAPlusParser::GG:
        case TLAPlusParser::SIM:
        case TLAPlusParser::SIMEQ:
        case TLAPlusParser::APPROX:
        case TLAPlusParser::ASYMP:
        case TLAPlusParser::CONG:
        case TLAPlusParser::DOTEQ:
        case TLAPlusParser::PROPTO:
        case TLAPlusParser::UPLUS:
        case TLAPlusParser::WR:
        case TLAPlusParser::STAR_OP:
        case TLAPlusParser::BULLET_OP:
        case TLAPlusParser::BIGCIRC:
        case TLAPlusParser::CDOT:
        case TLAPlusParser::IDENT:
        case TLAPlusParser::STRING: {
          setState(443);
          expr();
          break;
        }

      default:
        throw NoViableAltException(this);
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
  enterRule(_localctx, 48, TLAPlusParser::RuleUseOrHide);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(448);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::HIDE

    || _la == TLAPlusParser::USE)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(450);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::ONLY) {
      setState(449);
      match(TLAPlusParser::ONLY);
    }
    setState(452);
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
  enterRule(_localctx, 50, TLAPlusParser::RuleUseBody);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(482);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::JLIST_BEGIN:
      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::CASE:
      case TLAPlusParser::CHOOSE:
      case TLAPlusParser::DOMAIN:
      case TLAPlusParser::ENABLED:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::IF:
      case TLAPlusParser::LAMBDA:
      case TLAPlusParser::LET:
      case TLAPlusParser::MODULE:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::SUBSET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::UNCHANGED:
      case TLAPlusParser::UNION:
      case TLAPlusParser::WF:
      case TLAPlusParser::SF:
      case TLAPlusParser::NUMBER:
      case TLAPlusParser::DECIMAL:
      case TLAPlusParser::BIN_NUMBER:
      case TLAPlusParser::OCT_NUMBER:
      case TLAPlusParser::HEX_NUMBER:
      case TLAPlusParser::FORALL:
      case TLAPlusParser::EXISTS:
      case TLAPlusParser::TFORALL:
      case TLAPlusParser::TEXISTS:
      case TLAPlusParser::STEP_LABEL:
      case TLAPlusParser::LPAREN:
      case TLAPlusParser::LBRACKET:
      case TLAPlusParser::LBRACE:
      case TLAPlusParser::LANGLE:
      case TLAPlusParser::AT:
      case TLAPlusParser::BOX:
      case TLAPlusParser::DIAMOND:
      case TLAPlusParser::AND:
      case TLAPlusParser::OR:
      case TLAPlusParser::NOT:
      case TLAPlusParser::IMPLIES:
      case TLAPlusParser::EQUIV:
      case TLAPlusParser::EQ:
      case TLAPlusParser::NEQ:
      case TLAPlusParser::LT:
      case TLAPlusParser::GT:
      case TLAPlusParser::LEQ:
      case TLAPlusParser::GEQ:
      case TLAPlusParser::LEADSTO:
      case TLAPlusParser::PLUS_ARROW:
      case TLAPlusParser::SET_IN:
      case TLAPlusParser::NOTIN:
      case TLAPlusParser::SUBSETEQ:
      case TLAPlusParser::SUBSET_OP:
      case TLAPlusParser::SUPSETEQ:
      case TLAPlusParser::SUPSET:
      case TLAPlusParser::CAP:
      case TLAPlusParser::CUP:
      case TLAPlusParser::SETMINUS:
      case TLAPlusParser::TIMES:
      case TLAPlusParser::PLUS:
      case TLAPlusParser::MINUS:
      case TLAPlusParser::MINUS_DOT:
      case TLAPlusParser::STAR:
      case TLAPlusParser::SLASH:
      case TLAPlusParser::CARET:
      case TLAPlusParser::DOTDOT:
      case TLAPlusParser::DOTDOTDOT:
      case TLAPlusParser::PERCENT:
      case TLAPlusParser::DIV:
      case TLAPlusParser::CIRC:
      case TLAPlusParser::COLON_GT:
      case TLAPlusParser::AT_AT:
      case TLAPlusParser::LT_COLON:
      case TLAPlusParser::PLUS_PLUS:
      case TLAPlusParser::MINUS_MINUS:
      case TLAPlusParser::STAR_STAR:
      case TLAPlusParser::SLASH_SLASH:
      case TLAPlusParser::CARET_CARET:
      case TLAPlusParser::PERCENT_PERCENT:
      case TLAPlusParser::AMP:
      case TLAPlusParser::AMP_AMP:
      case TLAPlusParser::DOLLAR:
      case TLAPlusParser::DOLLAR_DOLLAR:
      case TLAPlusParser::HASH_HASH:
      case TLAPlusParser::BANG_BANG:
      case TLAPlusParser::QQ:
      case TLAPlusParser::PIPE:
      case TLAPlusParser::PIPE_PIPE:
      case TLAPlusParser::TURNSTILE:
      case TLAPlusParser::MODELS:
      case TLAPlusParser::DASH_PIPE:
      case TLAPlusParser::EQ_PIPE:
      case TLAPlusParser::ASSIGN:
      case TLAPlusParser::COLON_COLON_EQ:
      case TLAPlusParser::OPLUS:
      case TLAPlusParser::OMINUS:
      case TLAPlusParser::ODOT:
      case TLAPlusParser::OSLASH:
      case TLAPlusParser::OTIMES:
      case TLAPlusParser::PREC:
      case TLAPlusParser::PRECEQ:
      case TLAPlusParser::SUCC:
      case TLAPlusParser::SUCCEQ:
      case TLAPlusParser::SQSUBSET:
      case TLAPlusParser::SQSUBSETEQ:
      case TLAPlusParser::SQSUPSET:
      case TLAPlusParser::SQSUPSETEQ:
      case TLAPlusParser::SQCAP:
      case TLAPlusParser::SQCUP:
      case TLAPlusParser::LL:
      case TLAPlusParser::GG:
      case TLAPlusParser::SIM:
      case TLAPlusParser::SIMEQ:
      case TLAPlusParser::APPROX:
      case TLAPlusParser::ASYMP:
      case TLAPlusParser::CONG:
      case TLAPlusParser::DOTEQ:
      case TLAPlusParser::PROPTO:
      case TLAPlusParser::UPLUS:
      case TLAPlusParser::WR:
      case TLAPlusParser::STAR_OP:
      case TLAPlusParser::BULLET_OP:
      case TLAPlusParser::BIGCIRC:
      case TLAPlusParser::CDOT:
      case TLAPlusParser::IDENT:
      case TLAPlusParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(454);
        useItem();
        setState(459);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(455);
          match(TLAPlusParser::COMMA);
          setState(456);
          useItem();
          setState(461);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(471);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == TLAPlusParser::DEF

        || _la == TLAPlusParser::DEFS) {
          setState(462);
          _la = _input->LA(1);
          if (!(_la == TLAPlusParser::DEF

          || _la == TLAPlusParser::DEFS)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(463);
          defItem();
          setState(468);
          _errHandler->sync(this);
          _la = _input->LA(1);
          while (_la == TLAPlusParser::COMMA) {
            setState(464);
            match(TLAPlusParser::COMMA);
            setState(465);
            defItem();
            setState(470);
            _errHandler->sync(this);
            _la = _input->LA(1);
          }
        }
        break;
      }

      case TLAPlusParser::DEF:
      case TLAPlusParser::DEFS: {
        enterOuterAlt(_localctx, 2);
        setState(473);
        _la = _input->LA(1);
        if (!(_la == TLAPlusParser::DEF

        || _la == TLAPlusParser::DEFS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(474);
        defItem();
        setState(479);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(475);
          match(TLAPlusParser::COMMA);
          setState(476);
          defItem();
          setState(481);
          _errHandler->sync(this);
          _la = _input->LA(1);
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
  enterRule(_localctx, 52, TLAPlusParser::RuleUseItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(487);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::MODULE: {
        enterOuterAlt(_localctx, 1);
        setState(484);
        match(TLAPlusParser::MODULE);
        setState(485);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::JLIST_BEGIN:
      case TLAPlusParser::BOOLEAN:
      case TLAPlusParser::CASE:
      case TLAPlusParser::CHOOSE:
      case TLAPlusParser::DOMAIN:
      case TLAPlusParser::ENABLED:
      case TLAPlusParser::FALSE:
      case TLAPlusParser::IF:
      case TLAPlusParser::LAMBDA:
      case TLAPlusParser::LET:
      case TLAPlusParser::STRING_SET:
      case TLAPlusParser::SUBSET:
      case TLAPlusParser::TRUE:
      case TLAPlusParser::UNCHANGED:
      case TLAPlusParser::UNION:
      case TLAPlusParser::WF:
      case TLAPlusParser::SF:
      case TLAPlusParser::NUMBER:
      case TLAPlusParser::DECIMAL:
      case TLAPlusParser::BIN_NUMBER:
      case TLAPlusParser::OCT_NUMBER:
      case TLAPlusParser::HEX_NUMBER:
      case TLAPlusParser::FORALL:
      case TLAPlusParser::EXISTS:
      case TLAPlusParser::TFORALL:
      case TLAPlusParser::TEXISTS:
      case TLAPlusParser::STEP_LABEL:
      case TLAPlusParser::LPAREN:
      case TLAPlusParser::LBRACKET:
      case TLAPlusParser::LBRACE:
      case TLAPlusParser::LANGLE:
      case TLAPlusParser::AT:
      case TLAPlusParser::BOX:
      case TLAPlusParser::DIAMOND:
      case TLAPlusParser::AND:
      case TLAPlusParser::OR:
      case TLAPlusParser::NOT:
      case TLAPlusParser::IMPLIES:
      case TLAPlusParser::EQUIV:
      case TLAPlusParser::EQ:
      case TLAPlusParser::NEQ:
      case TLAPlusParser::LT:
      case TLAPlusParser::GT:
      case TLAPlusParser::LEQ:
      case TLAPlusParser::GEQ:
      case TLAPlusParser::LEADSTO:
      case TLAPlusParser::PLUS_ARROW:
      case TLAPlusParser::SET_IN:
      case TLAPlusParser::NOTIN:
      case TLAPlusParser::SUBSETEQ:
      case TLAPlusParser::SUBSET_OP:
      case TLAPlusParser::SUPSETEQ:
      case TLAPlusParser::SUPSET:
      case TLAPlusParser::CAP:
      case TLAPlusParser::CUP:
      case TLAPlusParser::SETMINUS:
      case TLAPlusParser::TIMES:
      case TLAPlusParser::PLUS:
      case TLAPlusParser::MINUS:
      case TLAPlusParser::MINUS_DOT:
      case TLAPlusParser::STAR:
      case TLAPlusParser::SLASH:
      case TLAPlusParser::CARET:
      case TLAPlusParser::DOTDOT:
      case TLAPlusParser::DOTDOTDOT:
      case TLAPlusParser::PERCENT:
      case TLAPlusParser::DIV:
      case TLAPlusParser::CIRC:
      case TLAPlusParser::COLON_GT:
      case TLAPlusParser::AT_AT:
      case TLAPlusParser::LT_COLON:
      case TLAPlusParser::PLUS_PLUS:
      case TLAPlusParser::MINUS_MINUS:
      case TLAPlusParser::STAR_STAR:
      case TLAPlusParser::SLASH_SLASH:
      case TLAPlusParser::CARET_CARET:
      case TLAPlusParser::PERCENT_PERCENT:
      case TLAPlusParser::AMP:
      case TLAPlusParser::AMP_AMP:
      case TLAPlusParser::DOLLAR:
      case TLAPlusParser::DOLLAR_DOLLAR:
      case TLAPlusParser::HASH_HASH:
      case TLAPlusParser::BANG_BANG:
      case TLAPlusParser::QQ:
      case TLAPlusParser::PIPE:
      case TLAPlusParser::PIPE_PIPE:
      case TLAPlusParser::TURNSTILE:
      case TLAPlusParser::MODELS:
      case TLAPlusParser::DASH_PIPE:
      case TLAPlusParser::EQ_PIPE:
      case TLAPlusParser::ASSIGN:
      case TLAPlusParser::COLON_COLON_EQ:
      case TLAPlusParser::OPLUS:
      case TLAPlusParser::OMINUS:
      case TLAPlusParser::ODOT:
      case TLAPlusParser::OSLASH:
      case TLAPlusParser::OTIMES:
      case TLAPlusParser::PREC:
      case TLAPlusParser::PRECEQ:
      case TLAPlusParser::SUCC:
      case TLAPlusParser::SUCCEQ:
      case TLAPlusParser::SQSUBSET:
      case TLAPlusParser::SQSUBSETEQ:
      case TLAPlusParser::SQSUPSET:
      case TLAPlusParser::SQSUPSETEQ:
      case TLAPlusParser::SQCAP:
      case TLAPlusParser::SQCUP:
      case TLAPlusParser::LL:
      case TLAPlusParser::GG:
      case TLAPlusParser::SIM:
      case TLAPlusParser::SIMEQ:
      case TLAPlusParser::APPROX:
      case TLAPlusParser::ASYMP:
      case TLAPlusParser::CONG:
      case TLAPlusParser::DOTEQ:
      case TLAPlusParser::PROPTO:
      case TLAPlusParser::UPLUS:
      case TLAPlusParser::WR:
      case TLAPlusParser::STAR_OP:
      case TLAPlusParser::BULLET_OP:
      case TLAPlusParser::BIGCIRC:
      case TLAPlusParser::CDOT:
      case TLAPlusParser::IDENT:
      case TLAPlusParser::STRING: {
        enterOuterAlt(_localctx, 2);
        setState(486);
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
  enterRule(_localctx, 54, TLAPlusParser::RuleDefItem);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(495);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 56, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(489);
      match(TLAPlusParser::MODULE);
      setState(490);
      match(TLAPlusParser::IDENT);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(491);
      nameExpr();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(492);
      prefixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(493);
      infixOp();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(494);
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
  enterRule(_localctx, 56, TLAPlusParser::RuleExpr);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(497);
    term();
    setState(503);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 57, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(498);
        infixOp();
        setState(499);
        term(); 
      }
      setState(505);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 57, _ctx);
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
  enterRule(_localctx, 58, TLAPlusParser::RuleTerm);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(509);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 58, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(506);
        prefixOp(); 
      }
      setState(511);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 58, _ctx);
    }
    setState(512);
    primary();
    setState(516);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 59, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(513);
        suffix(); 
      }
      setState(518);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 59, _ctx);
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
  enterRule(_localctx, 60, TLAPlusParser::RuleSuffix);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(533);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::LBRACKET: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::FcnAppSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(519);
        match(TLAPlusParser::LBRACKET);
        setState(520);
        expr();
        setState(525);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(521);
          match(TLAPlusParser::COMMA);
          setState(522);
          expr();
          setState(527);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(528);
        match(TLAPlusParser::RBRACKET);
        break;
      }

      case TLAPlusParser::DOT: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::FieldSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(530);
        match(TLAPlusParser::DOT);
        setState(531);
        fieldName();
        break;
      }

      case TLAPlusParser::PRIME:
      case TLAPlusParser::PLUS_SUP:
      case TLAPlusParser::STAR_SUP:
      case TLAPlusParser::HASH_SUP: {
        _localctx = dynamic_cast<SuffixContext *>(_tracker.createInstance<TLAPlusParser::PostfixSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(532);
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

//----------------- FieldNameContext ------------------------------------------------------------------

TLAPlusParser::FieldNameContext::FieldNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::FieldNameContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
}

TLAPlusParser::KeywordAsNameContext* TLAPlusParser::FieldNameContext::keywordAsName() {
  return getRuleContext<TLAPlusParser::KeywordAsNameContext>(0);
}


size_t TLAPlusParser::FieldNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleFieldName;
}


TLAPlusParser::FieldNameContext* TLAPlusParser::fieldName() {
  FieldNameContext *_localctx = _tracker.createInstance<FieldNameContext>(_ctx, getState());
  enterRule(_localctx, 62, TLAPlusParser::RuleFieldName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(537);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(535);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::ACTION:
      case TLAPlusParser::DEFINE:
      case TLAPlusParser::HAVE:
      case TLAPlusParser::NEW:
      case TLAPlusParser::OBVIOUS:
      case TLAPlusParser::OMITTED:
      case TLAPlusParser::ONLY:
      case TLAPlusParser::PICK:
      case TLAPlusParser::QED:
      case TLAPlusParser::STATE:
      case TLAPlusParser::TAKE:
      case TLAPlusParser::TEMPORAL:
      case TLAPlusParser::WITNESS: {
        enterOuterAlt(_localctx, 2);
        setState(536);
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

//----------------- KeywordAsNameContext ------------------------------------------------------------------

TLAPlusParser::KeywordAsNameContext::KeywordAsNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ACTION() {
  return getToken(TLAPlusParser::ACTION, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::STATE() {
  return getToken(TLAPlusParser::STATE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::TEMPORAL() {
  return getToken(TLAPlusParser::TEMPORAL, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::NEW() {
  return getToken(TLAPlusParser::NEW, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::ONLY() {
  return getToken(TLAPlusParser::ONLY, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::DEFINE() {
  return getToken(TLAPlusParser::DEFINE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::HAVE() {
  return getToken(TLAPlusParser::HAVE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::TAKE() {
  return getToken(TLAPlusParser::TAKE, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::PICK() {
  return getToken(TLAPlusParser::PICK, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::WITNESS() {
  return getToken(TLAPlusParser::WITNESS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::QED() {
  return getToken(TLAPlusParser::QED, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::OBVIOUS() {
  return getToken(TLAPlusParser::OBVIOUS, 0);
}

tree::TerminalNode* TLAPlusParser::KeywordAsNameContext::OMITTED() {
  return getToken(TLAPlusParser::OMITTED, 0);
}


size_t TLAPlusParser::KeywordAsNameContext::getRuleIndex() const {
  return TLAPlusParser::RuleKeywordAsName;
}


TLAPlusParser::KeywordAsNameContext* TLAPlusParser::keywordAsName() {
  KeywordAsNameContext *_localctx = _tracker.createInstance<KeywordAsNameContext>(_ctx, getState());
  enterRule(_localctx, 64, TLAPlusParser::RuleKeywordAsName);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(539);
    _la = _input->LA(1);
    if (!(((((_la - 11) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 11)) & ((1ULL << (TLAPlusParser::ACTION - 11))
      | (1ULL << (TLAPlusParser::DEFINE - 11))
      | (1ULL << (TLAPlusParser::HAVE - 11))
      | (1ULL << (TLAPlusParser::NEW - 11))
      | (1ULL << (TLAPlusParser::OBVIOUS - 11))
      | (1ULL << (TLAPlusParser::OMITTED - 11))
      | (1ULL << (TLAPlusParser::ONLY - 11))
      | (1ULL << (TLAPlusParser::PICK - 11))
      | (1ULL << (TLAPlusParser::QED - 11))
      | (1ULL << (TLAPlusParser::STATE - 11))
      | (1ULL << (TLAPlusParser::TAKE - 11))
      | (1ULL << (TLAPlusParser::TEMPORAL - 11))
      | (1ULL << (TLAPlusParser::WITNESS - 11)))) != 0))) {
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

std::vector<TLAPlusParser::FieldNameContext *> TLAPlusParser::RecordSetExprContext::fieldName() {
  return getRuleContexts<TLAPlusParser::FieldNameContext>();
}

TLAPlusParser::FieldNameContext* TLAPlusParser::RecordSetExprContext::fieldName(size_t i) {
  return getRuleContext<TLAPlusParser::FieldNameContext>(i);
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

std::vector<tree::TerminalNode *> TLAPlusParser::LambdaExprContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::LambdaExprContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
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

std::vector<tree::TerminalNode *> TLAPlusParser::TemporalQuantExprContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::TemporalQuantExprContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
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

std::vector<TLAPlusParser::FieldNameContext *> TLAPlusParser::RecordExprContext::fieldName() {
  return getRuleContexts<TLAPlusParser::FieldNameContext>();
}

TLAPlusParser::FieldNameContext* TLAPlusParser::RecordExprContext::fieldName(size_t i) {
  return getRuleContext<TLAPlusParser::FieldNameContext>(i);
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

std::vector<tree::TerminalNode *> TLAPlusParser::UnboundedQuantExprContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::UnboundedQuantExprContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
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

TLAPlusParser::ExprContext* TLAPlusParser::AngleActionExprContext::expr() {
  return getRuleContext<TLAPlusParser::ExprContext>(0);
}

tree::TerminalNode* TLAPlusParser::AngleActionExprContext::RANGLE_SUB() {
  return getToken(TLAPlusParser::RANGLE_SUB, 0);
}

TLAPlusParser::SubscriptContext* TLAPlusParser::AngleActionExprContext::subscript() {
  return getRuleContext<TLAPlusParser::SubscriptContext>(0);
}

TLAPlusParser::AngleActionExprContext::AngleActionExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


TLAPlusParser::PrimaryContext* TLAPlusParser::primary() {
  PrimaryContext *_localctx = _tracker.createInstance<PrimaryContext>(_ctx, getState());
  enterRule(_localctx, 66, TLAPlusParser::RulePrimary);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    setState(815);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 85, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NumberExprContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(541);
      match(TLAPlusParser::NUMBER);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::DecimalExprContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(542);
      match(TLAPlusParser::DECIMAL);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RadixNumberExprContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(543);
      _la = _input->LA(1);
      if (!(((((_la - 72) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 72)) & ((1ULL << (TLAPlusParser::BIN_NUMBER - 72))
        | (1ULL << (TLAPlusParser::OCT_NUMBER - 72))
        | (1ULL << (TLAPlusParser::HEX_NUMBER - 72)))) != 0))) {
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
      setState(544);
      match(TLAPlusParser::STRING);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoolExprContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(545);
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
      setState(546);
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
      setState(547);
      match(TLAPlusParser::AT);
      break;
    }

    case 8: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LabelExprContext>(_localctx));
      enterOuterAlt(_localctx, 8);
      setState(548);
      dynamic_cast<LabelExprContext *>(_localctx)->label = match(TLAPlusParser::IDENT);
      setState(559);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(549);
        match(TLAPlusParser::LPAREN);
        setState(550);
        match(TLAPlusParser::IDENT);
        setState(555);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(551);
          match(TLAPlusParser::COMMA);
          setState(552);
          match(TLAPlusParser::IDENT);
          setState(557);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(558);
        match(TLAPlusParser::RPAREN);
      }
      setState(561);
      match(TLAPlusParser::DCOLON);
      setState(562);
      expr();
      break;
    }

    case 9: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NameRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 9);
      setState(563);
      nameExpr();
      break;
    }

    case 10: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::NonfixOpExprContext>(_localctx));
      enterOuterAlt(_localctx, 10);
      setState(564);
      infixOp();
      setState(565);
      arguments();
      break;
    }

    case 11: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::OpPathExprContext>(_localctx));
      enterOuterAlt(_localctx, 11);
      setState(567);
      infixOp();
      setState(570); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(568);
        match(TLAPlusParser::BANG);
        setState(569);
        nameSegment();
        setState(572); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BANG);
      break;
    }

    case 12: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ParenExprContext>(_localctx));
      enterOuterAlt(_localctx, 12);
      setState(574);
      match(TLAPlusParser::LPAREN);
      setState(575);
      expr();
      setState(576);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 13: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ConjListExprContext>(_localctx));
      enterOuterAlt(_localctx, 13);
      setState(578);
      match(TLAPlusParser::JLIST_BEGIN);
      setState(581); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(579);
        match(TLAPlusParser::BULLET_AND);
        setState(580);
        expr();
        setState(583); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BULLET_AND);
      setState(585);
      match(TLAPlusParser::JLIST_END);
      break;
    }

    case 14: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::DisjListExprContext>(_localctx));
      enterOuterAlt(_localctx, 14);
      setState(587);
      match(TLAPlusParser::JLIST_BEGIN);
      setState(590); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(588);
        match(TLAPlusParser::BULLET_OR);
        setState(589);
        expr();
        setState(592); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == TLAPlusParser::BULLET_OR);
      setState(594);
      match(TLAPlusParser::JLIST_END);
      break;
    }

    case 15: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoundedQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 15);
      setState(596);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::FORALL

      || _la == TLAPlusParser::EXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(597);
      quantBound();
      setState(602);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(598);
        match(TLAPlusParser::COMMA);
        setState(599);
        quantBound();
        setState(604);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(605);
      match(TLAPlusParser::COLON);
      setState(606);
      expr();
      break;
    }

    case 16: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::UnboundedQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 16);
      setState(608);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::FORALL

      || _la == TLAPlusParser::EXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(609);
      match(TLAPlusParser::IDENT);
      setState(614);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(610);
        match(TLAPlusParser::COMMA);
        setState(611);
        match(TLAPlusParser::IDENT);
        setState(616);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(617);
      match(TLAPlusParser::COLON);
      setState(618);
      expr();
      break;
    }

    case 17: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::TemporalQuantExprContext>(_localctx));
      enterOuterAlt(_localctx, 17);
      setState(619);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::TFORALL

      || _la == TLAPlusParser::TEXISTS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(620);
      match(TLAPlusParser::IDENT);
      setState(625);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(621);
        match(TLAPlusParser::COMMA);
        setState(622);
        match(TLAPlusParser::IDENT);
        setState(627);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(628);
      match(TLAPlusParser::COLON);
      setState(629);
      expr();
      break;
    }

    case 18: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ChooseExprContext>(_localctx));
      enterOuterAlt(_localctx, 18);
      setState(630);
      match(TLAPlusParser::CHOOSE);
      setState(631);
      identOrTuple();
      setState(634);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::SET_IN) {
        setState(632);
        match(TLAPlusParser::SET_IN);
        setState(633);
        expr();
      }
      setState(636);
      match(TLAPlusParser::COLON);
      setState(637);
      expr();
      break;
    }

    case 19: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::IfExprContext>(_localctx));
      enterOuterAlt(_localctx, 19);
      setState(639);
      match(TLAPlusParser::IF);
      setState(640);
      expr();
      setState(641);
      match(TLAPlusParser::THEN);
      setState(642);
      expr();
      setState(643);
      match(TLAPlusParser::ELSE);
      setState(644);
      expr();
      break;
    }

    case 20: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::CaseExprContext>(_localctx));
      enterOuterAlt(_localctx, 20);
      setState(646);
      match(TLAPlusParser::CASE);
      setState(647);
      caseArm();
      setState(652);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 72, _ctx);
      while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
        if (alt == 1) {
          setState(648);
          match(TLAPlusParser::BOX);
          setState(649);
          caseArm(); 
        }
        setState(654);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 72, _ctx);
      }
      setState(659);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 73, _ctx)) {
      case 1: {
        setState(655);
        match(TLAPlusParser::BOX);
        setState(656);
        match(TLAPlusParser::OTHER);
        setState(657);
        match(TLAPlusParser::ARROW);
        setState(658);
        expr();
        break;
      }

      }
      break;
    }

    case 21: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LetExprContext>(_localctx));
      enterOuterAlt(_localctx, 21);
      setState(661);
      match(TLAPlusParser::LET);
      setState(663); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(662);
        letUnit();
        setState(665); 
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
        | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 101) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 101)) & ((1ULL << (TLAPlusParser::BOX - 101))
        | (1ULL << (TLAPlusParser::DIAMOND - 101))
        | (1ULL << (TLAPlusParser::NOT - 101))
        | (1ULL << (TLAPlusParser::MINUS - 101))
        | (1ULL << (TLAPlusParser::MINUS_DOT - 101)))) != 0) || _la == TLAPlusParser::IDENT);
      setState(667);
      match(TLAPlusParser::IN);
      setState(668);
      expr();
      break;
    }

    case 22: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::LambdaExprContext>(_localctx));
      enterOuterAlt(_localctx, 22);
      setState(670);
      match(TLAPlusParser::LAMBDA);
      setState(671);
      match(TLAPlusParser::IDENT);
      setState(676);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(672);
        match(TLAPlusParser::COMMA);
        setState(673);
        match(TLAPlusParser::IDENT);
        setState(678);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(679);
      match(TLAPlusParser::COLON);
      setState(680);
      expr();
      break;
    }

    case 23: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::EmptySetExprContext>(_localctx));
      enterOuterAlt(_localctx, 23);
      setState(681);
      match(TLAPlusParser::LBRACE);
      setState(682);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 24: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetFilterExprContext>(_localctx));
      enterOuterAlt(_localctx, 24);
      setState(683);
      match(TLAPlusParser::LBRACE);
      setState(684);
      identOrTuple();
      setState(685);
      match(TLAPlusParser::SET_IN);
      setState(686);
      expr();
      setState(687);
      match(TLAPlusParser::COLON);
      setState(688);
      expr();
      setState(689);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 25: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetMapExprContext>(_localctx));
      enterOuterAlt(_localctx, 25);
      setState(691);
      match(TLAPlusParser::LBRACE);
      setState(692);
      expr();
      setState(693);
      match(TLAPlusParser::COLON);
      setState(694);
      quantBound();
      setState(699);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(695);
        match(TLAPlusParser::COMMA);
        setState(696);
        quantBound();
        setState(701);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(702);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 26: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::SetEnumExprContext>(_localctx));
      enterOuterAlt(_localctx, 26);
      setState(704);
      match(TLAPlusParser::LBRACE);
      setState(705);
      expr();
      setState(710);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(706);
        match(TLAPlusParser::COMMA);
        setState(707);
        expr();
        setState(712);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(713);
      match(TLAPlusParser::RBRACE);
      break;
    }

    case 27: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FcnCtorExprContext>(_localctx));
      enterOuterAlt(_localctx, 27);
      setState(715);
      match(TLAPlusParser::LBRACKET);
      setState(716);
      quantBound();
      setState(721);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(717);
        match(TLAPlusParser::COMMA);
        setState(718);
        quantBound();
        setState(723);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(724);
      match(TLAPlusParser::MAPSTO);
      setState(725);
      expr();
      setState(726);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 28: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RecordExprContext>(_localctx));
      enterOuterAlt(_localctx, 28);
      setState(728);
      match(TLAPlusParser::LBRACKET);
      setState(729);
      fieldName();
      setState(730);
      match(TLAPlusParser::MAPSTO);
      setState(731);
      expr();
      setState(739);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(732);
        match(TLAPlusParser::COMMA);
        setState(733);
        fieldName();
        setState(734);
        match(TLAPlusParser::MAPSTO);
        setState(735);
        expr();
        setState(741);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(742);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 29: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::RecordSetExprContext>(_localctx));
      enterOuterAlt(_localctx, 29);
      setState(744);
      match(TLAPlusParser::LBRACKET);
      setState(745);
      fieldName();
      setState(746);
      match(TLAPlusParser::COLON);
      setState(747);
      expr();
      setState(755);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(748);
        match(TLAPlusParser::COMMA);
        setState(749);
        fieldName();
        setState(750);
        match(TLAPlusParser::COLON);
        setState(751);
        expr();
        setState(757);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(758);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 30: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::ExceptExprContext>(_localctx));
      enterOuterAlt(_localctx, 30);
      setState(760);
      match(TLAPlusParser::LBRACKET);
      setState(761);
      expr();
      setState(762);
      match(TLAPlusParser::EXCEPT);
      setState(763);
      exceptSpec();
      setState(768);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::COMMA) {
        setState(764);
        match(TLAPlusParser::COMMA);
        setState(765);
        exceptSpec();
        setState(770);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(771);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 31: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FcnSetExprContext>(_localctx));
      enterOuterAlt(_localctx, 31);
      setState(773);
      match(TLAPlusParser::LBRACKET);
      setState(774);
      expr();
      setState(775);
      match(TLAPlusParser::ARROW);
      setState(776);
      expr();
      setState(777);
      match(TLAPlusParser::RBRACKET);
      break;
    }

    case 32: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::BoxActionExprContext>(_localctx));
      enterOuterAlt(_localctx, 32);
      setState(779);
      match(TLAPlusParser::LBRACKET);
      setState(780);
      expr();
      setState(781);
      match(TLAPlusParser::RBRACKET_SUB);
      setState(782);
      subscript();
      break;
    }

    case 33: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::AngleActionExprContext>(_localctx));
      enterOuterAlt(_localctx, 33);
      setState(784);
      match(TLAPlusParser::LANGLE);
      setState(785);
      expr();
      setState(786);
      match(TLAPlusParser::RANGLE_SUB);
      setState(787);
      subscript();
      break;
    }

    case 34: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::TupleExprContext>(_localctx));
      enterOuterAlt(_localctx, 34);
      setState(789);
      match(TLAPlusParser::LANGLE);
      setState(798);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << TLAPlusParser::JLIST_BEGIN)
        | (1ULL << TLAPlusParser::BOOLEAN)
        | (1ULL << TLAPlusParser::CASE)
        | (1ULL << TLAPlusParser::CHOOSE)
        | (1ULL << TLAPlusParser::DOMAIN)
        | (1ULL << TLAPlusParser::ENABLED)
        | (1ULL << TLAPlusParser::FALSE)
        | (1ULL << TLAPlusParser::IF)
        | (1ULL << TLAPlusParser::LAMBDA)
        | (1ULL << TLAPlusParser::LET)
        | (1ULL << TLAPlusParser::STRING_SET)
        | (1ULL << TLAPlusParser::SUBSET)
        | (1ULL << TLAPlusParser::TRUE)
        | (1ULL << TLAPlusParser::UNCHANGED)
        | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 68) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 68)) & ((1ULL << (TLAPlusParser::WF - 68))
        | (1ULL << (TLAPlusParser::SF - 68))
        | (1ULL << (TLAPlusParser::NUMBER - 68))
        | (1ULL << (TLAPlusParser::DECIMAL - 68))
        | (1ULL << (TLAPlusParser::BIN_NUMBER - 68))
        | (1ULL << (TLAPlusParser::OCT_NUMBER - 68))
        | (1ULL << (TLAPlusParser::HEX_NUMBER - 68))
        | (1ULL << (TLAPlusParser::FORALL - 68))
        | (1ULL << (TLAPlusParser::EXISTS - 68))
        | (1ULL << (TLAPlusParser::TFORALL - 68))
        | (1ULL << (TLAPlusParser::TEXISTS - 68))
        | (1ULL << (TLAPlusParser::STEP_LABEL - 68))
        | (1ULL << (TLAPlusParser::LPAREN - 68))
        | (1ULL << (TLAPlusParser::LBRACKET - 68))
        | (1ULL << (TLAPlusParser::LBRACE - 68))
        | (1ULL << (TLAPlusParser::LANGLE - 68))
        | (1ULL << (TLAPlusParser::AT - 68))
        | (1ULL << (TLAPlusParser::BOX - 68))
        | (1ULL << (TLAPlusParser::DIAMOND - 68))
        | (1ULL << (TLAPlusParser::AND - 68))
        | (1ULL << (TLAPlusParser::OR - 68))
        | (1ULL << (TLAPlusParser::NOT - 68))
        | (1ULL << (TLAPlusParser::IMPLIES - 68))
        | (1ULL << (TLAPlusParser::EQUIV - 68))
        | (1ULL << (TLAPlusParser::EQ - 68))
        | (1ULL << (TLAPlusParser::NEQ - 68))
        | (1ULL << (TLAPlusParser::LT - 68))
        | (1ULL << (TLAPlusParser::GT - 68))
        | (1ULL << (TLAPlusParser::LEQ - 68))
        | (1ULL << (TLAPlusParser::GEQ - 68))
        | (1ULL << (TLAPlusParser::LEADSTO - 68))
        | (1ULL << (TLAPlusParser::PLUS_ARROW - 68))
        | (1ULL << (TLAPlusParser::SET_IN - 68))
        | (1ULL << (TLAPlusParser::NOTIN - 68))
        | (1ULL << (TLAPlusParser::SUBSETEQ - 68))
        | (1ULL << (TLAPlusParser::SUBSET_OP - 68))
        | (1ULL << (TLAPlusParser::SUPSETEQ - 68))
        | (1ULL << (TLAPlusParser::SUPSET - 68))
        | (1ULL << (TLAPlusParser::CAP - 68))
        | (1ULL << (TLAPlusParser::CUP - 68))
        | (1ULL << (TLAPlusParser::SETMINUS - 68))
        | (1ULL << (TLAPlusParser::TIMES - 68))
        | (1ULL << (TLAPlusParser::PLUS - 68))
        | (1ULL << (TLAPlusParser::MINUS - 68))
        | (1ULL << (TLAPlusParser::MINUS_DOT - 68))
        | (1ULL << (TLAPlusParser::STAR - 68))
        | (1ULL << (TLAPlusParser::SLASH - 68)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (TLAPlusParser::CARET - 132))
        | (1ULL << (TLAPlusParser::DOTDOT - 132))
        | (1ULL << (TLAPlusParser::DOTDOTDOT - 132))
        | (1ULL << (TLAPlusParser::PERCENT - 132))
        | (1ULL << (TLAPlusParser::DIV - 132))
        | (1ULL << (TLAPlusParser::CIRC - 132))
        | (1ULL << (TLAPlusParser::COLON_GT - 132))
        | (1ULL << (TLAPlusParser::AT_AT - 132))
        | (1ULL << (TLAPlusParser::LT_COLON - 132))
        | (1ULL << (TLAPlusParser::PLUS_PLUS - 132))
        | (1ULL << (TLAPlusParser::MINUS_MINUS - 132))
        | (1ULL << (TLAPlusParser::STAR_STAR - 132))
        | (1ULL << (TLAPlusParser::SLASH_SLASH - 132))
        | (1ULL << (TLAPlusParser::CARET_CARET - 132))
        | (1ULL << (TLAPlusParser::PERCENT_PERCENT - 132))
        | (1ULL << (TLAPlusParser::AMP - 132))
        | (1ULL << (TLAPlusParser::AMP_AMP - 132))
        | (1ULL << (TLAPlusParser::DOLLAR - 132))
        | (1ULL << (TLAPlusParser::DOLLAR_DOLLAR - 132))
        | (1ULL << (TLAPlusParser::HASH_HASH - 132))
        | (1ULL << (TLAPlusParser::BANG_BANG - 132))
        | (1ULL << (TLAPlusParser::QQ - 132))
        | (1ULL << (TLAPlusParser::PIPE - 132))
        | (1ULL << (TLAPlusParser::PIPE_PIPE - 132))
        | (1ULL << (TLAPlusParser::TURNSTILE - 132))
        | (1ULL << (TLAPlusParser::MODELS - 132))
        | (1ULL << (TLAPlusParser::DASH_PIPE - 132))
        | (1ULL << (TLAPlusParser::EQ_PIPE - 132))
        | (1ULL << (TLAPlusParser::ASSIGN - 132))
        | (1ULL << (TLAPlusParser::COLON_COLON_EQ - 132))
        | (1ULL << (TLAPlusParser::OPLUS - 132))
        | (1ULL << (TLAPlusParser::OMINUS - 132))
        | (1ULL << (TLAPlusParser::ODOT - 132))
        | (1ULL << (TLAPlusParser::OSLASH - 132))
        | (1ULL << (TLAPlusParser::OTIMES - 132))
        | (1ULL << (TLAPlusParser::PREC - 132))
        | (1ULL << (TLAPlusParser::PRECEQ - 132))
        | (1ULL << (TLAPlusParser::SUCC - 132))
        | (1ULL << (TLAPlusParser::SUCCEQ - 132))
        | (1ULL << (TLAPlusParser::SQSUBSET - 132))
        | (1ULL << (TLAPlusParser::SQSUBSETEQ - 132))
        | (1ULL << (TLAPlusParser::SQSUPSET - 132))
        | (1ULL << (TLAPlusParser::SQSUPSETEQ - 132))
        | (1ULL << (TLAPlusParser::SQCAP - 132))
        | (1ULL << (TLAPlusParser::SQCUP - 132))
        | (1ULL << (TLAPlusParser::LL - 132))
        | (1ULL << (TLAPlusParser::GG - 132))
        | (1ULL << (TLAPlusParser::SIM - 132))
        | (1ULL << (TLAPlusParser::SIMEQ - 132))
        | (1ULL << (TLAPlusParser::APPROX - 132))
        | (1ULL << (TLAPlusParser::ASYMP - 132))
        | (1ULL << (TLAPlusParser::CONG - 132))
        | (1ULL << (TLAPlusParser::DOTEQ - 132))
        | (1ULL << (TLAPlusParser::PROPTO - 132))
        | (1ULL << (TLAPlusParser::UPLUS - 132))
        | (1ULL << (TLAPlusParser::WR - 132))
        | (1ULL << (TLAPlusParser::STAR_OP - 132))
        | (1ULL << (TLAPlusParser::BULLET_OP - 132))
        | (1ULL << (TLAPlusParser::BIGCIRC - 132))
        | (1ULL << (TLAPlusParser::CDOT - 132)))) != 0) || _la == TLAPlusParser::IDENT

      || _la == TLAPlusParser::STRING) {
        setState(790);
        expr();
        setState(795);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(791);
          match(TLAPlusParser::COMMA);
          setState(792);
          expr();
          setState(797);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(800);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 35: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::FairnessExprContext>(_localctx));
      enterOuterAlt(_localctx, 35);
      setState(801);
      _la = _input->LA(1);
      if (!(_la == TLAPlusParser::WF

      || _la == TLAPlusParser::SF)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(802);
      fairnessSubscript();
      setState(803);
      match(TLAPlusParser::LPAREN);
      setState(804);
      expr();
      setState(805);
      match(TLAPlusParser::RPAREN);
      break;
    }

    case 36: {
      _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<TLAPlusParser::StepRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 36);
      setState(807);
      match(TLAPlusParser::STEP_LABEL);
      setState(812);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == TLAPlusParser::BANG) {
        setState(808);
        match(TLAPlusParser::BANG);
        setState(809);
        nameSegment();
        setState(814);
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
  enterRule(_localctx, 68, TLAPlusParser::RuleNameExpr);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(817);
    match(TLAPlusParser::IDENT);
    setState(819);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == TLAPlusParser::LPAREN) {
      setState(818);
      arguments();
    }
    setState(825);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::BANG) {
      setState(821);
      match(TLAPlusParser::BANG);
      setState(822);
      nameSegment();
      setState(827);
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
  enterRule(_localctx, 70, TLAPlusParser::RuleNameSegment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(846);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 91, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(832);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case TLAPlusParser::IDENT: {
          setState(828);
          match(TLAPlusParser::IDENT);
          break;
        }

        case TLAPlusParser::NUMBER: {
          setState(829);
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
          setState(830);
          prefixOp();
          break;
        }

        case TLAPlusParser::PRIME:
        case TLAPlusParser::PLUS_SUP:
        case TLAPlusParser::STAR_SUP:
        case TLAPlusParser::HASH_SUP: {
          setState(831);
          postfixOp();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(835);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(834);
        arguments();
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(837);
      infixOp();
      setState(839);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == TLAPlusParser::LPAREN) {
        setState(838);
        arguments();
      }
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(841);
      arguments();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(842);
      match(TLAPlusParser::COLON);
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(843);
      match(TLAPlusParser::LANGLE);
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(844);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(845);
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
  enterRule(_localctx, 72, TLAPlusParser::RuleArguments);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(848);
    match(TLAPlusParser::LPAREN);
    setState(849);
    argument();
    setState(854);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == TLAPlusParser::COMMA) {
      setState(850);
      match(TLAPlusParser::COMMA);
      setState(851);
      argument();
      setState(856);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(857);
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
  enterRule(_localctx, 74, TLAPlusParser::RuleArgument);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(863);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 93, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(859);
      expr();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(860);
      prefixOp();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(861);
      infixOp();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(862);
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

tree::TerminalNode* TLAPlusParser::SubscriptContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
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


size_t TLAPlusParser::SubscriptContext::getRuleIndex() const {
  return TLAPlusParser::RuleSubscript;
}


TLAPlusParser::SubscriptContext* TLAPlusParser::subscript() {
  SubscriptContext *_localctx = _tracker.createInstance<SubscriptContext>(_ctx, getState());
  enterRule(_localctx, 76, TLAPlusParser::RuleSubscript);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(892);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(865);
        match(TLAPlusParser::IDENT);
        setState(867);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == TLAPlusParser::LPAREN) {
          setState(866);
          arguments();
        }
        setState(873);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::BANG) {
          setState(869);
          match(TLAPlusParser::BANG);
          setState(870);
          nameSegment();
          setState(875);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 2);
        setState(876);
        match(TLAPlusParser::LANGLE);
        setState(885);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << TLAPlusParser::JLIST_BEGIN)
          | (1ULL << TLAPlusParser::BOOLEAN)
          | (1ULL << TLAPlusParser::CASE)
          | (1ULL << TLAPlusParser::CHOOSE)
          | (1ULL << TLAPlusParser::DOMAIN)
          | (1ULL << TLAPlusParser::ENABLED)
          | (1ULL << TLAPlusParser::FALSE)
          | (1ULL << TLAPlusParser::IF)
          | (1ULL << TLAPlusParser::LAMBDA)
          | (1ULL << TLAPlusParser::LET)
          | (1ULL << TLAPlusParser::STRING_SET)
          | (1ULL << TLAPlusParser::SUBSET)
          | (1ULL << TLAPlusParser::TRUE)
          | (1ULL << TLAPlusParser::UNCHANGED)
          | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 68) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 68)) & ((1ULL << (TLAPlusParser::WF - 68))
          | (1ULL << (TLAPlusParser::SF - 68))
          | (1ULL << (TLAPlusParser::NUMBER - 68))
          | (1ULL << (TLAPlusParser::DECIMAL - 68))
          | (1ULL << (TLAPlusParser::BIN_NUMBER - 68))
          | (1ULL << (TLAPlusParser::OCT_NUMBER - 68))
          | (1ULL << (TLAPlusParser::HEX_NUMBER - 68))
          | (1ULL << (TLAPlusParser::FORALL - 68))
          | (1ULL << (TLAPlusParser::EXISTS - 68))
          | (1ULL << (TLAPlusParser::TFORALL - 68))
          | (1ULL << (TLAPlusParser::TEXISTS - 68))
          | (1ULL << (TLAPlusParser::STEP_LABEL - 68))
          | (1ULL << (TLAPlusParser::LPAREN - 68))
          | (1ULL << (TLAPlusParser::LBRACKET - 68))
          | (1ULL << (TLAPlusParser::LBRACE - 68))
          | (1ULL << (TLAPlusParser::LANGLE - 68))
          | (1ULL << (TLAPlusParser::AT - 68))
          | (1ULL << (TLAPlusParser::BOX - 68))
          | (1ULL << (TLAPlusParser::DIAMOND - 68))
          | (1ULL << (TLAPlusParser::AND - 68))
          | (1ULL << (TLAPlusParser::OR - 68))
          | (1ULL << (TLAPlusParser::NOT - 68))
          | (1ULL << (TLAPlusParser::IMPLIES - 68))
          | (1ULL << (TLAPlusParser::EQUIV - 68))
          | (1ULL << (TLAPlusParser::EQ - 68))
          | (1ULL << (TLAPlusParser::NEQ - 68))
          | (1ULL << (TLAPlusParser::LT - 68))
          | (1ULL << (TLAPlusParser::GT - 68))
          | (1ULL << (TLAPlusParser::LEQ - 68))
          | (1ULL << (TLAPlusParser::GEQ - 68))
          | (1ULL << (TLAPlusParser::LEADSTO - 68))
          | (1ULL << (TLAPlusParser::PLUS_ARROW - 68))
          | (1ULL << (TLAPlusParser::SET_IN - 68))
          | (1ULL << (TLAPlusParser::NOTIN - 68))
          | (1ULL << (TLAPlusParser::SUBSETEQ - 68))
          | (1ULL << (TLAPlusParser::SUBSET_OP - 68))
          | (1ULL << (TLAPlusParser::SUPSETEQ - 68))
          | (1ULL << (TLAPlusParser::SUPSET - 68))
          | (1ULL << (TLAPlusParser::CAP - 68))
          | (1ULL << (TLAPlusParser::CUP - 68))
          | (1ULL << (TLAPlusParser::SETMINUS - 68))
          | (1ULL << (TLAPlusParser::TIMES - 68))
          | (1ULL << (TLAPlusParser::PLUS - 68))
          | (1ULL << (TLAPlusParser::MINUS - 68))
          | (1ULL << (TLAPlusParser::MINUS_DOT - 68))
          | (1ULL << (TLAPlusParser::STAR - 68))
          | (1ULL << (TLAPlusParser::SLASH - 68)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 132)) & ((1ULL << (TLAPlusParser::CARET - 132))
          | (1ULL << (TLAPlusParser::DOTDOT - 132))
          | (1ULL << (TLAPlusParser::DOTDOTDOT - 132))
          | (1ULL << (TLAPlusParser::PERCENT - 132))
          | (1ULL << (TLAPlusParser::DIV - 132))
          | (1ULL << (TLAPlusParser::CIRC - 132))
          | (1ULL << (TLAPlusParser::COLON_GT - 132))
          | (1ULL << (TLAPlusParser::AT_AT - 132))
          | (1ULL << (TLAPlusParser::LT_COLON - 132))
          | (1ULL << (TLAPlusParser::PLUS_PLUS - 132))
          | (1ULL << (TLAPlusParser::MINUS_MINUS - 132))
          | (1ULL << (TLAPlusParser::STAR_STAR - 132))
          | (1ULL << (TLAPlusParser::SLASH_SLASH - 132))
          | (1ULL << (TLAPlusParser::CARET_CARET - 132))
          | (1ULL << (TLAPlusParser::PERCENT_PERCENT - 132))
          | (1ULL << (TLAPlusParser::AMP - 132))
          | (1ULL << (TLAPlusParser::AMP_AMP - 132))
          | (1ULL << (TLAPlusParser::DOLLAR - 132))
          | (1ULL << (TLAPlusParser::DOLLAR_DOLLAR - 132))
          | (1ULL << (TLAPlusParser::HASH_HASH - 132))
          | (1ULL << (TLAPlusParser::BANG_BANG - 132))
          | (1ULL << (TLAPlusParser::QQ - 132))
          | (1ULL << (TLAPlusParser::PIPE - 132))
          | (1ULL << (TLAPlusParser::PIPE_PIPE - 132))
          | (1ULL << (TLAPlusParser::TURNSTILE - 132))
          | (1ULL << (TLAPlusParser::MODELS - 132))
          | (1ULL << (TLAPlusParser::DASH_PIPE - 132))
          | (1ULL << (TLAPlusParser::EQ_PIPE - 132))
          | (1ULL << (TLAPlusParser::ASSIGN - 132))
          | (1ULL << (TLAPlusParser::COLON_COLON_EQ - 132))
          | (1ULL << (TLAPlusParser::OPLUS - 132))
          | (1ULL << (TLAPlusParser::OMINUS - 132))
          | (1ULL << (TLAPlusParser::ODOT - 132))
          | (1ULL << (TLAPlusParser::OSLASH - 132))
          | (1ULL << (TLAPlusParser::OTIMES - 132))
          | (1ULL << (TLAPlusParser::PREC - 132))
          | (1ULL << (TLAPlusParser::PRECEQ - 132))
          | (1ULL << (TLAPlusParser::SUCC - 132))
          | (1ULL << (TLAPlusParser::SUCCEQ - 132))
          | (1ULL << (TLAPlusParser::SQSUBSET - 132))
          | (1ULL << (TLAPlusParser::SQSUBSETEQ - 132))
          | (1ULL << (TLAPlusParser::SQSUPSET - 132))
          | (1ULL << (TLAPlusParser::SQSUPSETEQ - 132))
          | (1ULL << (TLAPlusParser::SQCAP - 132))
          | (1ULL << (TLAPlusParser::SQCUP - 132))
          | (1ULL << (TLAPlusParser::LL - 132))
          | (1ULL << (TLAPlusParser::GG - 132))
          | (1ULL << (TLAPlusParser::SIM - 132))
          | (1ULL << (TLAPlusParser::SIMEQ - 132))
          | (1ULL << (TLAPlusParser::APPROX - 132))
          | (1ULL << (TLAPlusParser::ASYMP - 132))
          | (1ULL << (TLAPlusParser::CONG - 132))
          | (1ULL << (TLAPlusParser::DOTEQ - 132))
          | (1ULL << (TLAPlusParser::PROPTO - 132))
          | (1ULL << (TLAPlusParser::UPLUS - 132))
          | (1ULL << (TLAPlusParser::WR - 132))
          | (1ULL << (TLAPlusParser::STAR_OP - 132))
          | (1ULL << (TLAPlusParser::BULLET_OP - 132))
          | (1ULL << (TLAPlusParser::BIGCIRC - 132))
          | (1ULL << (TLAPlusParser::CDOT - 132)))) != 0) || _la == TLAPlusParser::IDENT

        || _la == TLAPlusParser::STRING) {
          setState(877);
          expr();
          setState(882);
          _errHandler->sync(this);
          _la = _input->LA(1);
          while (_la == TLAPlusParser::COMMA) {
            setState(878);
            match(TLAPlusParser::COMMA);
            setState(879);
            expr();
            setState(884);
            _errHandler->sync(this);
            _la = _input->LA(1);
          }
        }
        setState(887);
        match(TLAPlusParser::RANGLE);
        break;
      }

      case TLAPlusParser::LPAREN: {
        enterOuterAlt(_localctx, 3);
        setState(888);
        match(TLAPlusParser::LPAREN);
        setState(889);
        expr();
        setState(890);
        match(TLAPlusParser::RPAREN);
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

//----------------- FairnessSubscriptContext ------------------------------------------------------------------

TLAPlusParser::FairnessSubscriptContext::FairnessSubscriptContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* TLAPlusParser::FairnessSubscriptContext::IDENT() {
  return getToken(TLAPlusParser::IDENT, 0);
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


size_t TLAPlusParser::FairnessSubscriptContext::getRuleIndex() const {
  return TLAPlusParser::RuleFairnessSubscript;
}


TLAPlusParser::FairnessSubscriptContext* TLAPlusParser::fairnessSubscript() {
  FairnessSubscriptContext *_localctx = _tracker.createInstance<FairnessSubscriptContext>(_ctx, getState());
  enterRule(_localctx, 78, TLAPlusParser::RuleFairnessSubscript);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(921);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(894);
        match(TLAPlusParser::IDENT);
        setState(896);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 99, _ctx)) {
        case 1: {
          setState(895);
          arguments();
          break;
        }

        }
        setState(902);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::BANG) {
          setState(898);
          match(TLAPlusParser::BANG);
          setState(899);
          fairnessSegment();
          setState(904);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 2);
        setState(905);
        match(TLAPlusParser::LANGLE);
        setState(914);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << TLAPlusParser::JLIST_BEGIN)
          | (1ULL << TLAPlusParser::BOOLEAN)
          | (1ULL << TLAPlusParser::CASE)
          | (1ULL << TLAPlusParser::CHOOSE)
          | (1ULL << TLAPlusParser::DOMAIN)
          | (1ULL << TLAPlusParser::ENABLED)
          | (1ULL << TLAPlusParser::FALSE)
          | (1ULL << TLAPlusParser::IF)
          | (1ULL << TLAPlusParser::LAMBDA)
          | (1ULL << TLAPlusParser::LET)
          | (1ULL << TLAPlusParser::STRING_SET)
          | (1ULL << TLAPlusParser::SUBSET)
          | (1ULL << TLAPlusParser::TRUE)
          | (1ULL << TLAPlusParser::UNCHANGED)
          | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 68) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 68)) & ((1ULL << (TLAPlusParser::WF - 68))
          | (1ULL << (TLAPlusParser::SF - 68))
          | (1ULL << (TLAPlusParser::NUMBER - 68))
          | (1ULL << (TLAPlusParser::DECIMAL - 68))
          | (1ULL << (TLAPlusParser::BIN_NUMBER - 68))
          | (1ULL << (TLAPlusParser::OCT_NUMBER - 68))
          | (1ULL << (TLAPlusParser::HEX_NUMBER - 68))
          | (1ULL << (TLAPlusParser::FORALL - 68))
          | (1ULL << (TLAPlusParser::EXISTS - 68))
          | (1ULL << (TLAPlusParser::TFORALL - 68))
          | (1ULL << (TLAPlusParser::TEXISTS - 68))
          | (1ULL << (TLAPlusParser::STEP_LABEL - 68))
          | (1ULL << (TLAPlusParser::LPAREN - 68))
          | (1ULL << (TLAPlusParser::LBRACKET - 68))
          | (1ULL << (TLAPlusParser::LBRACE - 68))
          | (1ULL << (TLAPlusParser::LANGLE - 68))
          | (1ULL << (TLAPlusParser::AT - 68))
          | (1ULL << (TLAPlusParser::BOX - 68))
          | (1ULL << (TLAPlusParser::DIAMOND - 68))
          | (1ULL << (TLAPlusParser::AND - 68))
          | (1ULL << (TLAPlusParser::OR - 68))
          | (1ULL << (TLAPlusParser::NOT - 68))
          | (1ULL << (TLAPlusParser::IMPLIES - 68))
          | (1ULL << (TLAPlusParser::EQUIV - 68))
          | (1ULL << (TLAPlusParser::EQ - 68))
          | (1ULL << (TLAPlusParser::NEQ - 68))
          | (1ULL << (TLAPlusParser::LT - 68))
          | (1ULL << (TLAPlusParser::GT - 68))
          | (1ULL << (TLAPlusParser::LEQ - 68))
          | (1ULL << (TLAPlusParser::GEQ - 68))
          | (1ULL << (TLAPlusParser::LEADSTO - 68))
          | (1ULL << (TLAPlusParser::PLUS_ARROW - 68))
          | (1ULL << (TLAPlusParser::SET_IN - 68))
          | (1ULL << (TLAPlusParser::NOTIN - 68))
          | (1ULL << (TLAPlusParser::SUBSETEQ - 68))
          | (1ULL << (TLAPlusParser::SUBSET_OP - 68))
          | (1ULL << (TLAPlusParser::SUPSETEQ - 68))
          | (1ULL << (TLAPlusParser::SUPSET - 68))
          | (1ULL << (TLAPlusParser::CAP - 68))
          | (1ULL << (TLAPlusParser::CUP - 68))
          | (1ULL << (TLAPlusParser::SETMINUS - 68))
          | (1ULL << (TLAPlusParser::TIMES - 68))
          | (1ULL << (TLAPlusParser::PLUS - 68))
          | (1ULL << (TLAPlusParser::MINUS - 68))
          | (1ULL << (TLAPlusParser::MINUS_DOT - 68))
          | (1ULL << (TLAPlusParser::STAR - 68))
          | (1ULL << (TLAPlusParser::SLASH - 68)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 132)) & ((1ULL << (TLAPlusParser::CARET - 132))
          | (1ULL << (TLAPlusParser::DOTDOT - 132))
          | (1ULL << (TLAPlusParser::DOTDOTDOT - 132))
          | (1ULL << (TLAPlusParser::PERCENT - 132))
          | (1ULL << (TLAPlusParser::DIV - 132))
          | (1ULL << (TLAPlusParser::CIRC - 132))
          | (1ULL << (TLAPlusParser::COLON_GT - 132))
          | (1ULL << (TLAPlusParser::AT_AT - 132))
          | (1ULL << (TLAPlusParser::LT_COLON - 132))
          | (1ULL << (TLAPlusParser::PLUS_PLUS - 132))
          | (1ULL << (TLAPlusParser::MINUS_MINUS - 132))
          | (1ULL << (TLAPlusParser::STAR_STAR - 132))
          | (1ULL << (TLAPlusParser::SLASH_SLASH - 132))
          | (1ULL << (TLAPlusParser::CARET_CARET - 132))
          | (1ULL << (TLAPlusParser::PERCENT_PERCENT - 132))
          | (1ULL << (TLAPlusParser::AMP - 132))
          | (1ULL << (TLAPlusParser::AMP_AMP - 132))
          | (1ULL << (TLAPlusParser::DOLLAR - 132))
          | (1ULL << (TLAPlusParser::DOLLAR_DOLLAR - 132))
          | (1ULL << (TLAPlusParser::HASH_HASH - 132))
          | (1ULL << (TLAPlusParser::BANG_BANG - 132))
          | (1ULL << (TLAPlusParser::QQ - 132))
          | (1ULL << (TLAPlusParser::PIPE - 132))
          | (1ULL << (TLAPlusParser::PIPE_PIPE - 132))
          | (1ULL << (TLAPlusParser::TURNSTILE - 132))
          | (1ULL << (TLAPlusParser::MODELS - 132))
          | (1ULL << (TLAPlusParser::DASH_PIPE - 132))
          | (1ULL << (TLAPlusParser::EQ_PIPE - 132))
          | (1ULL << (TLAPlusParser::ASSIGN - 132))
          | (1ULL << (TLAPlusParser::COLON_COLON_EQ - 132))
          | (1ULL << (TLAPlusParser::OPLUS - 132))
          | (1ULL << (TLAPlusParser::OMINUS - 132))
          | (1ULL << (TLAPlusParser::ODOT - 132))
          | (1ULL << (TLAPlusParser::OSLASH - 132))
          | (1ULL << (TLAPlusParser::OTIMES - 132))
          | (1ULL << (TLAPlusParser::PREC - 132))
          | (1ULL << (TLAPlusParser::PRECEQ - 132))
          | (1ULL << (TLAPlusParser::SUCC - 132))
          | (1ULL << (TLAPlusParser::SUCCEQ - 132))
          | (1ULL << (TLAPlusParser::SQSUBSET - 132))
          | (1ULL << (TLAPlusParser::SQSUBSETEQ - 132))
          | (1ULL << (TLAPlusParser::SQSUPSET - 132))
          | (1ULL << (TLAPlusParser::SQSUPSETEQ - 132))
          | (1ULL << (TLAPlusParser::SQCAP - 132))
          | (1ULL << (TLAPlusParser::SQCUP - 132))
          | (1ULL << (TLAPlusParser::LL - 132))
          | (1ULL << (TLAPlusParser::GG - 132))
          | (1ULL << (TLAPlusParser::SIM - 132))
          | (1ULL << (TLAPlusParser::SIMEQ - 132))
          | (1ULL << (TLAPlusParser::APPROX - 132))
          | (1ULL << (TLAPlusParser::ASYMP - 132))
          | (1ULL << (TLAPlusParser::CONG - 132))
          | (1ULL << (TLAPlusParser::DOTEQ - 132))
          | (1ULL << (TLAPlusParser::PROPTO - 132))
          | (1ULL << (TLAPlusParser::UPLUS - 132))
          | (1ULL << (TLAPlusParser::WR - 132))
          | (1ULL << (TLAPlusParser::STAR_OP - 132))
          | (1ULL << (TLAPlusParser::BULLET_OP - 132))
          | (1ULL << (TLAPlusParser::BIGCIRC - 132))
          | (1ULL << (TLAPlusParser::CDOT - 132)))) != 0) || _la == TLAPlusParser::IDENT

        || _la == TLAPlusParser::STRING) {
          setState(906);
          expr();
          setState(911);
          _errHandler->sync(this);
          _la = _input->LA(1);
          while (_la == TLAPlusParser::COMMA) {
            setState(907);
            match(TLAPlusParser::COMMA);
            setState(908);
            expr();
            setState(913);
            _errHandler->sync(this);
            _la = _input->LA(1);
          }
        }
        setState(916);
        match(TLAPlusParser::RANGLE);
        break;
      }

      case TLAPlusParser::LPAREN: {
        enterOuterAlt(_localctx, 3);
        setState(917);
        match(TLAPlusParser::LPAREN);
        setState(918);
        expr();
        setState(919);
        match(TLAPlusParser::RPAREN);
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
  enterRule(_localctx, 80, TLAPlusParser::RuleFairnessSegment);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(940);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 106, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(927);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case TLAPlusParser::IDENT: {
          setState(923);
          match(TLAPlusParser::IDENT);
          break;
        }

        case TLAPlusParser::NUMBER: {
          setState(924);
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
          setState(925);
          prefixOp();
          break;
        }

        case TLAPlusParser::PRIME:
        case TLAPlusParser::PLUS_SUP:
        case TLAPlusParser::STAR_SUP:
        case TLAPlusParser::HASH_SUP: {
          setState(926);
          postfixOp();
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(930);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 105, _ctx)) {
      case 1: {
        setState(929);
        arguments();
        break;
      }

      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(932);
      infixOp();
      setState(933);
      arguments();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(935);
      arguments();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(936);
      match(TLAPlusParser::COLON);
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(937);
      match(TLAPlusParser::LANGLE);
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(938);
      match(TLAPlusParser::RANGLE);
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(939);
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

std::vector<tree::TerminalNode *> TLAPlusParser::IdentOrTupleContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::IdentOrTupleContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
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
  enterRule(_localctx, 82, TLAPlusParser::RuleIdentOrTuple);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(953);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 1);
        setState(942);
        match(TLAPlusParser::IDENT);
        break;
      }

      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 2);
        setState(943);
        match(TLAPlusParser::LANGLE);
        setState(944);
        match(TLAPlusParser::IDENT);
        setState(949);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(945);
          match(TLAPlusParser::COMMA);
          setState(946);
          match(TLAPlusParser::IDENT);
          setState(951);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(952);
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

std::vector<tree::TerminalNode *> TLAPlusParser::QuantBoundContext::IDENT() {
  return getTokens(TLAPlusParser::IDENT);
}

tree::TerminalNode* TLAPlusParser::QuantBoundContext::IDENT(size_t i) {
  return getToken(TLAPlusParser::IDENT, i);
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
  enterRule(_localctx, 84, TLAPlusParser::RuleQuantBound);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(977);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::LANGLE: {
        enterOuterAlt(_localctx, 1);
        setState(955);
        match(TLAPlusParser::LANGLE);
        setState(956);
        match(TLAPlusParser::IDENT);
        setState(961);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(957);
          match(TLAPlusParser::COMMA);
          setState(958);
          match(TLAPlusParser::IDENT);
          setState(963);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(964);
        match(TLAPlusParser::RANGLE);
        setState(965);
        match(TLAPlusParser::SET_IN);
        setState(966);
        expr();
        break;
      }

      case TLAPlusParser::IDENT: {
        enterOuterAlt(_localctx, 2);
        setState(967);
        match(TLAPlusParser::IDENT);
        setState(972);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(968);
          match(TLAPlusParser::COMMA);
          setState(969);
          match(TLAPlusParser::IDENT);
          setState(974);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(975);
        match(TLAPlusParser::SET_IN);
        setState(976);
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
  enterRule(_localctx, 86, TLAPlusParser::RuleCaseArm);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(979);
    expr();
    setState(980);
    match(TLAPlusParser::ARROW);
    setState(981);
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
  enterRule(_localctx, 88, TLAPlusParser::RuleLetUnit);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(987);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 112, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(983);
      recursiveDecl();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(984);
      moduleDefinition();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(985);
      functionDefinition();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(986);
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
  enterRule(_localctx, 90, TLAPlusParser::RuleExceptSpec);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(989);
    match(TLAPlusParser::BANG);
    setState(991); 
    _errHandler->sync(this);
    _la = _input->LA(1);
    do {
      setState(990);
      exceptPath();
      setState(993); 
      _errHandler->sync(this);
      _la = _input->LA(1);
    } while (_la == TLAPlusParser::LBRACKET

    || _la == TLAPlusParser::DOT);
    setState(995);
    match(TLAPlusParser::EQ);
    setState(996);
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

TLAPlusParser::FieldNameContext* TLAPlusParser::ExceptPathContext::fieldName() {
  return getRuleContext<TLAPlusParser::FieldNameContext>(0);
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
  enterRule(_localctx, 92, TLAPlusParser::RuleExceptPath);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(1011);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case TLAPlusParser::DOT: {
        enterOuterAlt(_localctx, 1);
        setState(998);
        match(TLAPlusParser::DOT);
        setState(999);
        fieldName();
        break;
      }

      case TLAPlusParser::LBRACKET: {
        enterOuterAlt(_localctx, 2);
        setState(1000);
        match(TLAPlusParser::LBRACKET);
        setState(1001);
        expr();
        setState(1006);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == TLAPlusParser::COMMA) {
          setState(1002);
          match(TLAPlusParser::COMMA);
          setState(1003);
          expr();
          setState(1008);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(1009);
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
  enterRule(_localctx, 94, TLAPlusParser::RulePrefixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1013);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << TLAPlusParser::DOMAIN)
      | (1ULL << TLAPlusParser::ENABLED)
      | (1ULL << TLAPlusParser::SUBSET)
      | (1ULL << TLAPlusParser::UNCHANGED)
      | (1ULL << TLAPlusParser::UNION))) != 0) || ((((_la - 101) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 101)) & ((1ULL << (TLAPlusParser::BOX - 101))
      | (1ULL << (TLAPlusParser::DIAMOND - 101))
      | (1ULL << (TLAPlusParser::NOT - 101))
      | (1ULL << (TLAPlusParser::MINUS - 101))
      | (1ULL << (TLAPlusParser::MINUS_DOT - 101)))) != 0))) {
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
  enterRule(_localctx, 96, TLAPlusParser::RulePostfixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1015);
    _la = _input->LA(1);
    if (!(_la == TLAPlusParser::PRIME || ((((_la - 192) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 192)) & ((1ULL << (TLAPlusParser::PLUS_SUP - 192))
      | (1ULL << (TLAPlusParser::STAR_SUP - 192))
      | (1ULL << (TLAPlusParser::HASH_SUP - 192)))) != 0))) {
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
  enterRule(_localctx, 98, TLAPlusParser::RuleInfixOp);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1017);
    _la = _input->LA(1);
    if (!(((((_la - 104) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 104)) & ((1ULL << (TLAPlusParser::AND - 104))
      | (1ULL << (TLAPlusParser::OR - 104))
      | (1ULL << (TLAPlusParser::IMPLIES - 104))
      | (1ULL << (TLAPlusParser::EQUIV - 104))
      | (1ULL << (TLAPlusParser::EQ - 104))
      | (1ULL << (TLAPlusParser::NEQ - 104))
      | (1ULL << (TLAPlusParser::LT - 104))
      | (1ULL << (TLAPlusParser::GT - 104))
      | (1ULL << (TLAPlusParser::LEQ - 104))
      | (1ULL << (TLAPlusParser::GEQ - 104))
      | (1ULL << (TLAPlusParser::LEADSTO - 104))
      | (1ULL << (TLAPlusParser::PLUS_ARROW - 104))
      | (1ULL << (TLAPlusParser::SET_IN - 104))
      | (1ULL << (TLAPlusParser::NOTIN - 104))
      | (1ULL << (TLAPlusParser::SUBSETEQ - 104))
      | (1ULL << (TLAPlusParser::SUBSET_OP - 104))
      | (1ULL << (TLAPlusParser::SUPSETEQ - 104))
      | (1ULL << (TLAPlusParser::SUPSET - 104))
      | (1ULL << (TLAPlusParser::CAP - 104))
      | (1ULL << (TLAPlusParser::CUP - 104))
      | (1ULL << (TLAPlusParser::SETMINUS - 104))
      | (1ULL << (TLAPlusParser::TIMES - 104))
      | (1ULL << (TLAPlusParser::PLUS - 104))
      | (1ULL << (TLAPlusParser::MINUS - 104))
      | (1ULL << (TLAPlusParser::STAR - 104))
      | (1ULL << (TLAPlusParser::SLASH - 104))
      | (1ULL << (TLAPlusParser::CARET - 104))
      | (1ULL << (TLAPlusParser::DOTDOT - 104))
      | (1ULL << (TLAPlusParser::DOTDOTDOT - 104))
      | (1ULL << (TLAPlusParser::PERCENT - 104))
      | (1ULL << (TLAPlusParser::DIV - 104))
      | (1ULL << (TLAPlusParser::CIRC - 104))
      | (1ULL << (TLAPlusParser::COLON_GT - 104))
      | (1ULL << (TLAPlusParser::AT_AT - 104))
      | (1ULL << (TLAPlusParser::LT_COLON - 104))
      | (1ULL << (TLAPlusParser::PLUS_PLUS - 104))
      | (1ULL << (TLAPlusParser::MINUS_MINUS - 104))
      | (1ULL << (TLAPlusParser::STAR_STAR - 104))
      | (1ULL << (TLAPlusParser::SLASH_SLASH - 104))
      | (1ULL << (TLAPlusParser::CARET_CARET - 104))
      | (1ULL << (TLAPlusParser::PERCENT_PERCENT - 104))
      | (1ULL << (TLAPlusParser::AMP - 104))
      | (1ULL << (TLAPlusParser::AMP_AMP - 104))
      | (1ULL << (TLAPlusParser::DOLLAR - 104))
      | (1ULL << (TLAPlusParser::DOLLAR_DOLLAR - 104))
      | (1ULL << (TLAPlusParser::HASH_HASH - 104))
      | (1ULL << (TLAPlusParser::BANG_BANG - 104))
      | (1ULL << (TLAPlusParser::QQ - 104))
      | (1ULL << (TLAPlusParser::PIPE - 104))
      | (1ULL << (TLAPlusParser::PIPE_PIPE - 104))
      | (1ULL << (TLAPlusParser::TURNSTILE - 104))
      | (1ULL << (TLAPlusParser::MODELS - 104))
      | (1ULL << (TLAPlusParser::DASH_PIPE - 104))
      | (1ULL << (TLAPlusParser::EQ_PIPE - 104))
      | (1ULL << (TLAPlusParser::ASSIGN - 104))
      | (1ULL << (TLAPlusParser::COLON_COLON_EQ - 104))
      | (1ULL << (TLAPlusParser::OPLUS - 104))
      | (1ULL << (TLAPlusParser::OMINUS - 104))
      | (1ULL << (TLAPlusParser::ODOT - 104))
      | (1ULL << (TLAPlusParser::OSLASH - 104))
      | (1ULL << (TLAPlusParser::OTIMES - 104))
      | (1ULL << (TLAPlusParser::PREC - 104)))) != 0) || ((((_la - 168) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 168)) & ((1ULL << (TLAPlusParser::PRECEQ - 168))
      | (1ULL << (TLAPlusParser::SUCC - 168))
      | (1ULL << (TLAPlusParser::SUCCEQ - 168))
      | (1ULL << (TLAPlusParser::SQSUBSET - 168))
      | (1ULL << (TLAPlusParser::SQSUBSETEQ - 168))
      | (1ULL << (TLAPlusParser::SQSUPSET - 168))
      | (1ULL << (TLAPlusParser::SQSUPSETEQ - 168))
      | (1ULL << (TLAPlusParser::SQCAP - 168))
      | (1ULL << (TLAPlusParser::SQCUP - 168))
      | (1ULL << (TLAPlusParser::LL - 168))
      | (1ULL << (TLAPlusParser::GG - 168))
      | (1ULL << (TLAPlusParser::SIM - 168))
      | (1ULL << (TLAPlusParser::SIMEQ - 168))
      | (1ULL << (TLAPlusParser::APPROX - 168))
      | (1ULL << (TLAPlusParser::ASYMP - 168))
      | (1ULL << (TLAPlusParser::CONG - 168))
      | (1ULL << (TLAPlusParser::DOTEQ - 168))
      | (1ULL << (TLAPlusParser::PROPTO - 168))
      | (1ULL << (TLAPlusParser::UPLUS - 168))
      | (1ULL << (TLAPlusParser::WR - 168))
      | (1ULL << (TLAPlusParser::STAR_OP - 168))
      | (1ULL << (TLAPlusParser::BULLET_OP - 168))
      | (1ULL << (TLAPlusParser::BIGCIRC - 168))
      | (1ULL << (TLAPlusParser::CDOT - 168)))) != 0))) {
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

// Static vars and initialization.
std::vector<dfa::DFA> TLAPlusParser::_decisionToDFA;
atn::PredictionContextCache TLAPlusParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN TLAPlusParser::_atn;
std::vector<uint16_t> TLAPlusParser::_serializedATN;

std::vector<std::string> TLAPlusParser::_ruleNames = {
  "moduleFile", "module", "extendsList", "unit", "variableDecl", "constantDecl", 
  "recursiveDecl", "opDecl", "operatorDefinition", "opParam", "defName", 
  "functionDefinition", "moduleDefinition", "instance", "substitution", 
  "substTarget", "assumption", "theorem", "assumeProve", "assumeItem", "newDecl", 
  "proof", "proofItem", "stepBody", "useOrHide", "useBody", "useItem", "defItem", 
  "expr", "term", "suffix", "fieldName", "keywordAsName", "primary", "nameExpr", 
  "nameSegment", "arguments", "argument", "subscript", "fairnessSubscript", 
  "fairnessSegment", "identOrTuple", "quantBound", "caseArm", "letUnit", 
  "exceptSpec", "exceptPath", "prefixOp", "postfixOp", "infixOp"
};

std::vector<std::string> TLAPlusParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "'ACTION'", "'ASSUME'", "'ASSUMPTION'", 
  "'AXIOM'", "'BOOLEAN'", "'BY'", "'CASE'", "'CHOOSE'", "'CONSTANT'", "'CONSTANTS'", 
  "'COROLLARY'", "'DEF'", "'DEFINE'", "'DEFS'", "'DOMAIN'", "'ELSE'", "'ENABLED'", 
  "'EXCEPT'", "'EXTENDS'", "'FALSE'", "'HAVE'", "'HIDE'", "'IF'", "'IN'", 
  "'INSTANCE'", "'LAMBDA'", "'LEMMA'", "'LET'", "'LOCAL'", "'MODULE'", "'NEW'", 
  "'OBVIOUS'", "'OMITTED'", "'ONLY'", "'OTHER'", "'PICK'", "'PROOF'", "'PROPOSITION'", 
  "'PROVE'", "'QED'", "'RECURSIVE'", "'STATE'", "'STRING'", "'SUBSET'", 
  "'SUFFICES'", "'TAKE'", "'TEMPORAL'", "'THEN'", "'THEOREM'", "'TRUE'", 
  "'UNCHANGED'", "'UNION'", "'USE'", "'VARIABLE'", "'VARIABLES'", "'WITH'", 
  "'WITNESS'", "'WF_'", "'SF_'", "", "", "", "", "", "", "", "", "", "", 
  "", "'('", "')'", "'['", "']'", "']_'", "'{'", "'}'", "", "", "", "','", 
  "':'", "", "'.'", "'!'", "'@'", "'_'", "", "", "", "", "", "'''", "", 
  "", "", "", "", "'='", "", "'<'", "'>'", "", "", "", "", "", "", "", "", 
  "", "", "", "", "'\\'", "", "'+'", "'-'", "'-.'", "'*'", "'/'", "'^'", 
  "", "", "'%'", "", "", "':>'", "'@@'", "'<:'", "'++'", "'--'", "'**'", 
  "'//'", "'^^'", "'%%'", "'&'", "'&&'", "'$'", "'$$'", "'##'", "", "", 
  "'|'", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "'^*'", "'^#'", "'\u2115'", "'\u2124'", "'\u211D'"
};

std::vector<std::string> TLAPlusParser::_symbolicNames = {
  "", "JLIST_BEGIN", "JLIST_END", "BULLET_AND", "BULLET_OR", "UNTERMINATED_COMMENT", 
  "BLOCK_COMMENT", "LINE_COMMENT", "WS", "SEPARATOR", "MODULE_END", "ACTION", 
  "ASSUME", "ASSUMPTION", "AXIOM", "BOOLEAN", "BY", "CASE", "CHOOSE", "CONSTANT", 
  "CONSTANTS", "COROLLARY", "DEF", "DEFINE", "DEFS", "DOMAIN", "ELSE", "ENABLED", 
  "EXCEPT", "EXTENDS", "FALSE", "HAVE", "HIDE", "IF", "IN", "INSTANCE", 
  "LAMBDA", "LEMMA", "LET", "LOCAL", "MODULE", "NEW", "OBVIOUS", "OMITTED", 
  "ONLY", "OTHER", "PICK", "PROOF", "PROPOSITION", "PROVE", "QED", "RECURSIVE", 
  "STATE", "STRING_SET", "SUBSET", "SUFFICES", "TAKE", "TEMPORAL", "THEN", 
  "THEOREM", "TRUE", "UNCHANGED", "UNION", "USE", "VARIABLE", "VARIABLES", 
  "WITH", "WITNESS", "WF", "SF", "NUMBER", "DECIMAL", "BIN_NUMBER", "OCT_NUMBER", 
  "HEX_NUMBER", "FORALL", "EXISTS", "TFORALL", "TEXISTS", "STEP_LABEL", 
  "DEFEQ", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", "RBRACKET_SUB", "LBRACE", 
  "RBRACE", "LANGLE", "RANGLE", "RANGLE_SUB", "COMMA", "COLON", "DCOLON", 
  "DOT", "BANG", "AT", "UNDERSCORE", "ARROW", "MAPSTO", "LARROW", "BOX", 
  "DIAMOND", "PRIME", "AND", "OR", "NOT", "IMPLIES", "EQUIV", "EQ", "NEQ", 
  "LT", "GT", "LEQ", "GEQ", "LEADSTO", "PLUS_ARROW", "SET_IN", "NOTIN", 
  "SUBSETEQ", "SUBSET_OP", "SUPSETEQ", "SUPSET", "CAP", "CUP", "SETMINUS", 
  "TIMES", "PLUS", "MINUS", "MINUS_DOT", "STAR", "SLASH", "CARET", "DOTDOT", 
  "DOTDOTDOT", "PERCENT", "DIV", "CIRC", "COLON_GT", "AT_AT", "LT_COLON", 
  "PLUS_PLUS", "MINUS_MINUS", "STAR_STAR", "SLASH_SLASH", "CARET_CARET", 
  "PERCENT_PERCENT", "AMP", "AMP_AMP", "DOLLAR", "DOLLAR_DOLLAR", "HASH_HASH", 
  "BANG_BANG", "QQ", "PIPE", "PIPE_PIPE", "TURNSTILE", "MODELS", "DASH_PIPE", 
  "EQ_PIPE", "ASSIGN", "COLON_COLON_EQ", "OPLUS", "OMINUS", "ODOT", "OSLASH", 
  "OTIMES", "PREC", "PRECEQ", "SUCC", "SUCCEQ", "SQSUBSET", "SQSUBSETEQ", 
  "SQSUPSET", "SQSUPSETEQ", "SQCAP", "SQCUP", "LL", "GG", "SIM", "SIMEQ", 
  "APPROX", "ASYMP", "CONG", "DOTEQ", "PROPTO", "UPLUS", "WR", "STAR_OP", 
  "BULLET_OP", "BIGCIRC", "CDOT", "PLUS_SUP", "STAR_SUP", "HASH_SUP", "NAT_SET", 
  "INT_SET", "REAL_SET", "IDENT", "STRING", "UNTERMINATED_STRING", "ERROR_CHAR"
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
    0x3, 0xcb, 0x3fe, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 
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
    0x32, 0x4, 0x33, 0x9, 0x33, 0x3, 0x2, 0x3, 0x2, 0x3, 0x2, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x6f, 0xa, 0x3, 0x3, 
    0x3, 0x7, 0x3, 0x72, 0xa, 0x3, 0xc, 0x3, 0xe, 0x3, 0x75, 0xb, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x7, 0x4, 0x7d, 
    0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x80, 0xb, 0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x87, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 
    0x5, 0x5, 0x8b, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x8f, 0xa, 0x5, 
    0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x93, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x9a, 0xa, 0x5, 0x3, 0x6, 0x3, 0x6, 
    0x3, 0x6, 0x3, 0x6, 0x7, 0x6, 0xa0, 0xa, 0x6, 0xc, 0x6, 0xe, 0x6, 0xa3, 
    0xb, 0x6, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x7, 0x7, 0xa9, 0xa, 
    0x7, 0xc, 0x7, 0xe, 0x7, 0xac, 0xb, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 
    0x3, 0x8, 0x7, 0x8, 0xb2, 0xa, 0x8, 0xc, 0x8, 0xe, 0x8, 0xb5, 0xb, 0x8, 
    0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x7, 0x9, 0xbc, 0xa, 
    0x9, 0xc, 0x9, 0xe, 0x9, 0xbf, 0xb, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 
    0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 
    0x3, 0x9, 0x5, 0x9, 0xcc, 0xa, 0x9, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x7, 0xa, 0xd3, 0xa, 0xa, 0xc, 0xa, 0xe, 0xa, 0xd6, 0xb, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 0xda, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 
    0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 
    0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 
    0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 0xef, 0xa, 0xa, 0x3, 0xb, 0x3, 
    0xb, 0x3, 0xc, 0x3, 0xc, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 
    0xd, 0x7, 0xd, 0xfa, 0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0xfd, 0xb, 0xd, 0x3, 
    0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 
    0xe, 0x3, 0xe, 0x7, 0xe, 0x108, 0xa, 0xe, 0xc, 0xe, 0xe, 0xe, 0x10b, 
    0xb, 0xe, 0x3, 0xe, 0x3, 0xe, 0x5, 0xe, 0x10f, 0xa, 0xe, 0x3, 0xe, 0x3, 
    0xe, 0x3, 0xe, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 
    0xf, 0x7, 0xf, 0x11a, 0xa, 0xf, 0xc, 0xf, 0xe, 0xf, 0x11d, 0xb, 0xf, 
    0x5, 0xf, 0x11f, 0xa, 0xf, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 0x129, 0xa, 0x11, 
    0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x5, 0x12, 0x12e, 0xa, 0x12, 0x3, 0x12, 
    0x3, 0x12, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x5, 0x13, 0x135, 0xa, 0x13, 
    0x3, 0x13, 0x3, 0x13, 0x5, 0x13, 0x139, 0xa, 0x13, 0x3, 0x13, 0x5, 0x13, 
    0x13c, 0xa, 0x13, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x7, 0x14, 
    0x142, 0xa, 0x14, 0xc, 0x14, 0xe, 0x14, 0x145, 0xb, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x15, 0x3, 0x15, 0x3, 0x15, 0x3, 0x15, 0x3, 
    0x15, 0x3, 0x15, 0x5, 0x15, 0x150, 0xa, 0x15, 0x3, 0x16, 0x3, 0x16, 
    0x5, 0x16, 0x154, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x5, 0x16, 0x15a, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x3, 0x16, 0x5, 0x16, 0x161, 0xa, 0x16, 0x5, 0x16, 0x163, 0xa, 0x16, 
    0x3, 0x17, 0x6, 0x17, 0x166, 0xa, 0x17, 0xd, 0x17, 0xe, 0x17, 0x167, 
    0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 0x16d, 0xa, 0x18, 0x3, 0x18, 
    0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 0x175, 
    0xa, 0x18, 0x5, 0x18, 0x177, 0xa, 0x18, 0x3, 0x19, 0x3, 0x19, 0x5, 0x19, 
    0x17b, 0xa, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x6, 0x19, 0x180, 
    0xa, 0x19, 0xd, 0x19, 0xe, 0x19, 0x181, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x7, 0x19, 0x18b, 0xa, 0x19, 
    0xc, 0x19, 0xe, 0x19, 0x18e, 0xb, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x7, 0x19, 0x193, 0xa, 0x19, 0xc, 0x19, 0xe, 0x19, 0x196, 0xb, 0x19, 
    0x5, 0x19, 0x198, 0xa, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x7, 0x19, 0x19e, 0xa, 0x19, 0xc, 0x19, 0xe, 0x19, 0x1a1, 0xb, 0x19, 
    0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x7, 0x19, 0x1a7, 0xa, 0x19, 
    0xc, 0x19, 0xe, 0x19, 0x1aa, 0xb, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x7, 0x19, 0x1af, 0xa, 0x19, 0xc, 0x19, 0xe, 0x19, 0x1b2, 0xb, 0x19, 
    0x5, 0x19, 0x1b4, 0xa, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x3, 0x19, 0x5, 0x19, 0x1bb, 0xa, 0x19, 0x3, 0x19, 0x3, 0x19, 0x5, 0x19, 
    0x1bf, 0xa, 0x19, 0x5, 0x19, 0x1c1, 0xa, 0x19, 0x3, 0x1a, 0x3, 0x1a, 
    0x5, 0x1a, 0x1c5, 0xa, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1b, 0x3, 0x1b, 
    0x3, 0x1b, 0x7, 0x1b, 0x1cc, 0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1cf, 
    0xb, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 0x1d5, 
    0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1d8, 0xb, 0x1b, 0x5, 0x1b, 0x1da, 
    0xa, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 0x1e0, 
    0xa, 0x1b, 0xc, 0x1b, 0xe, 0x1b, 0x1e3, 0xb, 0x1b, 0x5, 0x1b, 0x1e5, 
    0xa, 0x1b, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x1ea, 0xa, 0x1c, 
    0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x5, 
    0x1d, 0x1f2, 0xa, 0x1d, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 
    0x7, 0x1e, 0x1f8, 0xa, 0x1e, 0xc, 0x1e, 0xe, 0x1e, 0x1fb, 0xb, 0x1e, 
    0x3, 0x1f, 0x7, 0x1f, 0x1fe, 0xa, 0x1f, 0xc, 0x1f, 0xe, 0x1f, 0x201, 
    0xb, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x7, 0x1f, 0x205, 0xa, 0x1f, 0xc, 0x1f, 
    0xe, 0x1f, 0x208, 0xb, 0x1f, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 
    0x7, 0x20, 0x20e, 0xa, 0x20, 0xc, 0x20, 0xe, 0x20, 0x211, 0xb, 0x20, 
    0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x5, 0x20, 0x218, 
    0xa, 0x20, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 0x21c, 0xa, 0x21, 0x3, 0x22, 
    0x3, 0x22, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x7, 0x23, 0x22c, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x22f, 0xb, 0x23, 
    0x3, 0x23, 0x5, 0x23, 0x232, 0xa, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x6, 
    0x23, 0x23d, 0xa, 0x23, 0xd, 0x23, 0xe, 0x23, 0x23e, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x6, 0x23, 
    0x248, 0xa, 0x23, 0xd, 0x23, 0xe, 0x23, 0x249, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x6, 0x23, 0x251, 0xa, 0x23, 0xd, 0x23, 
    0xe, 0x23, 0x252, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x7, 0x23, 0x25b, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x25e, 
    0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x7, 0x23, 0x267, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 
    0x26a, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x7, 0x23, 0x272, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x275, 
    0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x5, 0x23, 0x27d, 0xa, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x28d, 
    0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x290, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x5, 0x23, 0x296, 0xa, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x6, 0x23, 0x29a, 0xa, 0x23, 0xd, 0x23, 0xe, 0x23, 0x29b, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 
    0x23, 0x2a5, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x2a8, 0xb, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x2bc, 
    0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x2bf, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x2c7, 0xa, 0x23, 
    0xc, 0x23, 0xe, 0x23, 0x2ca, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x2d2, 0xa, 0x23, 0xc, 0x23, 
    0xe, 0x23, 0x2d5, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x2e4, 0xa, 0x23, 0xc, 0x23, 
    0xe, 0x23, 0x2e7, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x7, 0x23, 0x2f4, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 0x2f7, 0xb, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x301, 0xa, 0x23, 0xc, 0x23, 0xe, 0x23, 
    0x304, 0xb, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x31c, 0xa, 0x23, 
    0xc, 0x23, 0xe, 0x23, 0x31f, 0xb, 0x23, 0x5, 0x23, 0x321, 0xa, 0x23, 
    0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x7, 0x23, 0x32d, 0xa, 0x23, 
    0xc, 0x23, 0xe, 0x23, 0x330, 0xb, 0x23, 0x5, 0x23, 0x332, 0xa, 0x23, 
    0x3, 0x24, 0x3, 0x24, 0x5, 0x24, 0x336, 0xa, 0x24, 0x3, 0x24, 0x3, 0x24, 
    0x7, 0x24, 0x33a, 0xa, 0x24, 0xc, 0x24, 0xe, 0x24, 0x33d, 0xb, 0x24, 
    0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x5, 0x25, 0x343, 0xa, 0x25, 
    0x3, 0x25, 0x5, 0x25, 0x346, 0xa, 0x25, 0x3, 0x25, 0x3, 0x25, 0x5, 0x25, 
    0x34a, 0xa, 0x25, 0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 
    0x5, 0x25, 0x351, 0xa, 0x25, 0x3, 0x26, 0x3, 0x26, 0x3, 0x26, 0x3, 0x26, 
    0x7, 0x26, 0x357, 0xa, 0x26, 0xc, 0x26, 0xe, 0x26, 0x35a, 0xb, 0x26, 
    0x3, 0x26, 0x3, 0x26, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x5, 
    0x27, 0x362, 0xa, 0x27, 0x3, 0x28, 0x3, 0x28, 0x5, 0x28, 0x366, 0xa, 
    0x28, 0x3, 0x28, 0x3, 0x28, 0x7, 0x28, 0x36a, 0xa, 0x28, 0xc, 0x28, 
    0xe, 0x28, 0x36d, 0xb, 0x28, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 
    0x7, 0x28, 0x373, 0xa, 0x28, 0xc, 0x28, 0xe, 0x28, 0x376, 0xb, 0x28, 
    0x5, 0x28, 0x378, 0xa, 0x28, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 
    0x3, 0x28, 0x5, 0x28, 0x37f, 0xa, 0x28, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 
    0x383, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x7, 0x29, 0x387, 0xa, 0x29, 
    0xc, 0x29, 0xe, 0x29, 0x38a, 0xb, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 
    0x3, 0x29, 0x7, 0x29, 0x390, 0xa, 0x29, 0xc, 0x29, 0xe, 0x29, 0x393, 
    0xb, 0x29, 0x5, 0x29, 0x395, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x39c, 0xa, 0x29, 0x3, 0x2a, 0x3, 0x2a, 
    0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x3a2, 0xa, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 
    0x3a5, 0xa, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 
    0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x3af, 0xa, 0x2a, 0x3, 0x2b, 
    0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x7, 0x2b, 0x3b6, 0xa, 0x2b, 
    0xc, 0x2b, 0xe, 0x2b, 0x3b9, 0xb, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x3bc, 
    0xa, 0x2b, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x7, 0x2c, 0x3c2, 
    0xa, 0x2c, 0xc, 0x2c, 0xe, 0x2c, 0x3c5, 0xb, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x7, 0x2c, 0x3cd, 0xa, 0x2c, 
    0xc, 0x2c, 0xe, 0x2c, 0x3d0, 0xb, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x5, 0x2c, 
    0x3d4, 0xa, 0x2c, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2e, 
    0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x3de, 0xa, 0x2e, 0x3, 0x2f, 
    0x3, 0x2f, 0x6, 0x2f, 0x3e2, 0xa, 0x2f, 0xd, 0x2f, 0xe, 0x2f, 0x3e3, 
    0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 
    0x30, 0x3, 0x30, 0x3, 0x30, 0x7, 0x30, 0x3ef, 0xa, 0x30, 0xc, 0x30, 
    0xe, 0x30, 0x3f2, 0xb, 0x30, 0x3, 0x30, 0x3, 0x30, 0x5, 0x30, 0x3f6, 
    0xa, 0x30, 0x3, 0x31, 0x3, 0x31, 0x3, 0x32, 0x3, 0x32, 0x3, 0x33, 0x3, 
    0x33, 0x3, 0x33, 0x2, 0x2, 0x34, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 
    0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 0x1c, 0x1e, 0x20, 0x22, 0x24, 0x26, 
    0x28, 0x2a, 0x2c, 0x2e, 0x30, 0x32, 0x34, 0x36, 0x38, 0x3a, 0x3c, 0x3e, 
    0x40, 0x42, 0x44, 0x46, 0x48, 0x4a, 0x4c, 0x4e, 0x50, 0x52, 0x54, 0x56, 
    0x58, 0x5a, 0x5c, 0x5e, 0x60, 0x62, 0x64, 0x2, 0x14, 0x3, 0x2, 0x42, 
    0x43, 0x3, 0x2, 0x15, 0x16, 0x7, 0x2, 0x11, 0x11, 0x20, 0x20, 0x37, 
    0x37, 0x3e, 0x3e, 0xc8, 0xc8, 0x3, 0x2, 0xe, 0x10, 0x6, 0x2, 0x17, 0x17, 
    0x27, 0x27, 0x32, 0x32, 0x3d, 0x3d, 0x7, 0x2, 0xd, 0xd, 0x15, 0x15, 
    0x36, 0x36, 0x3b, 0x3b, 0x42, 0x42, 0x4, 0x2, 0x22, 0x22, 0x41, 0x41, 
    0x4, 0x2, 0x18, 0x18, 0x1a, 0x1a, 0xb, 0x2, 0xd, 0xd, 0x19, 0x19, 0x21, 
    0x21, 0x2b, 0x2e, 0x30, 0x30, 0x34, 0x34, 0x36, 0x36, 0x3a, 0x3b, 0x45, 
    0x45, 0x3, 0x2, 0x4a, 0x4c, 0x4, 0x2, 0x20, 0x20, 0x3e, 0x3e, 0x4, 0x2, 
    0x11, 0x11, 0x37, 0x37, 0x3, 0x2, 0x4d, 0x4e, 0x3, 0x2, 0x4f, 0x50, 
    0x3, 0x2, 0x46, 0x47, 0x9, 0x2, 0x1b, 0x1b, 0x1d, 0x1d, 0x38, 0x38, 
    0x3f, 0x40, 0x67, 0x68, 0x6c, 0x6c, 0x82, 0x83, 0x4, 0x2, 0x69, 0x69, 
    0xc2, 0xc4, 0x5, 0x2, 0x6a, 0x6b, 0x6d, 0x82, 0x84, 0xc1, 0x2, 0x497, 
    0x2, 0x66, 0x3, 0x2, 0x2, 0x2, 0x4, 0x69, 0x3, 0x2, 0x2, 0x2, 0x6, 0x78, 
    0x3, 0x2, 0x2, 0x2, 0x8, 0x99, 0x3, 0x2, 0x2, 0x2, 0xa, 0x9b, 0x3, 0x2, 
    0x2, 0x2, 0xc, 0xa4, 0x3, 0x2, 0x2, 0x2, 0xe, 0xad, 0x3, 0x2, 0x2, 0x2, 
    0x10, 0xcb, 0x3, 0x2, 0x2, 0x2, 0x12, 0xee, 0x3, 0x2, 0x2, 0x2, 0x14, 
    0xf0, 0x3, 0x2, 0x2, 0x2, 0x16, 0xf2, 0x3, 0x2, 0x2, 0x2, 0x18, 0xf4, 
    0x3, 0x2, 0x2, 0x2, 0x1a, 0x102, 0x3, 0x2, 0x2, 0x2, 0x1c, 0x113, 0x3, 
    0x2, 0x2, 0x2, 0x1e, 0x120, 0x3, 0x2, 0x2, 0x2, 0x20, 0x128, 0x3, 0x2, 
    0x2, 0x2, 0x22, 0x12a, 0x3, 0x2, 0x2, 0x2, 0x24, 0x131, 0x3, 0x2, 0x2, 
    0x2, 0x26, 0x13d, 0x3, 0x2, 0x2, 0x2, 0x28, 0x14f, 0x3, 0x2, 0x2, 0x2, 
    0x2a, 0x162, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x165, 0x3, 0x2, 0x2, 0x2, 0x2e, 
    0x176, 0x3, 0x2, 0x2, 0x2, 0x30, 0x1c0, 0x3, 0x2, 0x2, 0x2, 0x32, 0x1c2, 
    0x3, 0x2, 0x2, 0x2, 0x34, 0x1e4, 0x3, 0x2, 0x2, 0x2, 0x36, 0x1e9, 0x3, 
    0x2, 0x2, 0x2, 0x38, 0x1f1, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x1f3, 0x3, 0x2, 
    0x2, 0x2, 0x3c, 0x1ff, 0x3, 0x2, 0x2, 0x2, 0x3e, 0x217, 0x3, 0x2, 0x2, 
    0x2, 0x40, 0x21b, 0x3, 0x2, 0x2, 0x2, 0x42, 0x21d, 0x3, 0x2, 0x2, 0x2, 
    0x44, 0x331, 0x3, 0x2, 0x2, 0x2, 0x46, 0x333, 0x3, 0x2, 0x2, 0x2, 0x48, 
    0x350, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x352, 0x3, 0x2, 0x2, 0x2, 0x4c, 0x361, 
    0x3, 0x2, 0x2, 0x2, 0x4e, 0x37e, 0x3, 0x2, 0x2, 0x2, 0x50, 0x39b, 0x3, 
    0x2, 0x2, 0x2, 0x52, 0x3ae, 0x3, 0x2, 0x2, 0x2, 0x54, 0x3bb, 0x3, 0x2, 
    0x2, 0x2, 0x56, 0x3d3, 0x3, 0x2, 0x2, 0x2, 0x58, 0x3d5, 0x3, 0x2, 0x2, 
    0x2, 0x5a, 0x3dd, 0x3, 0x2, 0x2, 0x2, 0x5c, 0x3df, 0x3, 0x2, 0x2, 0x2, 
    0x5e, 0x3f5, 0x3, 0x2, 0x2, 0x2, 0x60, 0x3f7, 0x3, 0x2, 0x2, 0x2, 0x62, 
    0x3f9, 0x3, 0x2, 0x2, 0x2, 0x64, 0x3fb, 0x3, 0x2, 0x2, 0x2, 0x66, 0x67, 
    0x5, 0x4, 0x3, 0x2, 0x67, 0x68, 0x7, 0x2, 0x2, 0x3, 0x68, 0x3, 0x3, 
    0x2, 0x2, 0x2, 0x69, 0x6a, 0x7, 0xb, 0x2, 0x2, 0x6a, 0x6b, 0x7, 0x2a, 
    0x2, 0x2, 0x6b, 0x6c, 0x7, 0xc8, 0x2, 0x2, 0x6c, 0x6e, 0x7, 0xb, 0x2, 
    0x2, 0x6d, 0x6f, 0x5, 0x6, 0x4, 0x2, 0x6e, 0x6d, 0x3, 0x2, 0x2, 0x2, 
    0x6e, 0x6f, 0x3, 0x2, 0x2, 0x2, 0x6f, 0x73, 0x3, 0x2, 0x2, 0x2, 0x70, 
    0x72, 0x5, 0x8, 0x5, 0x2, 0x71, 0x70, 0x3, 0x2, 0x2, 0x2, 0x72, 0x75, 
    0x3, 0x2, 0x2, 0x2, 0x73, 0x71, 0x3, 0x2, 0x2, 0x2, 0x73, 0x74, 0x3, 
    0x2, 0x2, 0x2, 0x74, 0x76, 0x3, 0x2, 0x2, 0x2, 0x75, 0x73, 0x3, 0x2, 
    0x2, 0x2, 0x76, 0x77, 0x7, 0xc, 0x2, 0x2, 0x77, 0x5, 0x3, 0x2, 0x2, 
    0x2, 0x78, 0x79, 0x7, 0x1f, 0x2, 0x2, 0x79, 0x7e, 0x7, 0xc8, 0x2, 0x2, 
    0x7a, 0x7b, 0x7, 0x5d, 0x2, 0x2, 0x7b, 0x7d, 0x7, 0xc8, 0x2, 0x2, 0x7c, 
    0x7a, 0x3, 0x2, 0x2, 0x2, 0x7d, 0x80, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x7c, 
    0x3, 0x2, 0x2, 0x2, 0x7e, 0x7f, 0x3, 0x2, 0x2, 0x2, 0x7f, 0x7, 0x3, 
    0x2, 0x2, 0x2, 0x80, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x81, 0x9a, 0x5, 0xa, 
    0x6, 0x2, 0x82, 0x9a, 0x5, 0xc, 0x7, 0x2, 0x83, 0x9a, 0x5, 0xe, 0x8, 
    0x2, 0x84, 0x9a, 0x5, 0x32, 0x1a, 0x2, 0x85, 0x87, 0x7, 0x29, 0x2, 0x2, 
    0x86, 0x85, 0x3, 0x2, 0x2, 0x2, 0x86, 0x87, 0x3, 0x2, 0x2, 0x2, 0x87, 
    0x88, 0x3, 0x2, 0x2, 0x2, 0x88, 0x9a, 0x5, 0x1a, 0xe, 0x2, 0x89, 0x8b, 
    0x7, 0x29, 0x2, 0x2, 0x8a, 0x89, 0x3, 0x2, 0x2, 0x2, 0x8a, 0x8b, 0x3, 
    0x2, 0x2, 0x2, 0x8b, 0x8c, 0x3, 0x2, 0x2, 0x2, 0x8c, 0x9a, 0x5, 0x1c, 
    0xf, 0x2, 0x8d, 0x8f, 0x7, 0x29, 0x2, 0x2, 0x8e, 0x8d, 0x3, 0x2, 0x2, 
    0x2, 0x8e, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x8f, 0x90, 0x3, 0x2, 0x2, 0x2, 
    0x90, 0x9a, 0x5, 0x18, 0xd, 0x2, 0x91, 0x93, 0x7, 0x29, 0x2, 0x2, 0x92, 
    0x91, 0x3, 0x2, 0x2, 0x2, 0x92, 0x93, 0x3, 0x2, 0x2, 0x2, 0x93, 0x94, 
    0x3, 0x2, 0x2, 0x2, 0x94, 0x9a, 0x5, 0x12, 0xa, 0x2, 0x95, 0x9a, 0x5, 
    0x22, 0x12, 0x2, 0x96, 0x9a, 0x5, 0x24, 0x13, 0x2, 0x97, 0x9a, 0x5, 
    0x4, 0x3, 0x2, 0x98, 0x9a, 0x7, 0xb, 0x2, 0x2, 0x99, 0x81, 0x3, 0x2, 
    0x2, 0x2, 0x99, 0x82, 0x3, 0x2, 0x2, 0x2, 0x99, 0x83, 0x3, 0x2, 0x2, 
    0x2, 0x99, 0x84, 0x3, 0x2, 0x2, 0x2, 0x99, 0x86, 0x3, 0x2, 0x2, 0x2, 
    0x99, 0x8a, 0x3, 0x2, 0x2, 0x2, 0x99, 0x8e, 0x3, 0x2, 0x2, 0x2, 0x99, 
    0x92, 0x3, 0x2, 0x2, 0x2, 0x99, 0x95, 0x3, 0x2, 0x2, 0x2, 0x99, 0x96, 
    0x3, 0x2, 0x2, 0x2, 0x99, 0x97, 0x3, 0x2, 0x2, 0x2, 0x99, 0x98, 0x3, 
    0x2, 0x2, 0x2, 0x9a, 0x9, 0x3, 0x2, 0x2, 0x2, 0x9b, 0x9c, 0x9, 0x2, 
    0x2, 0x2, 0x9c, 0xa1, 0x7, 0xc8, 0x2, 0x2, 0x9d, 0x9e, 0x7, 0x5d, 0x2, 
    0x2, 0x9e, 0xa0, 0x7, 0xc8, 0x2, 0x2, 0x9f, 0x9d, 0x3, 0x2, 0x2, 0x2, 
    0xa0, 0xa3, 0x3, 0x2, 0x2, 0x2, 0xa1, 0x9f, 0x3, 0x2, 0x2, 0x2, 0xa1, 
    0xa2, 0x3, 0x2, 0x2, 0x2, 0xa2, 0xb, 0x3, 0x2, 0x2, 0x2, 0xa3, 0xa1, 
    0x3, 0x2, 0x2, 0x2, 0xa4, 0xa5, 0x9, 0x3, 0x2, 0x2, 0xa5, 0xaa, 0x5, 
    0x10, 0x9, 0x2, 0xa6, 0xa7, 0x7, 0x5d, 0x2, 0x2, 0xa7, 0xa9, 0x5, 0x10, 
    0x9, 0x2, 0xa8, 0xa6, 0x3, 0x2, 0x2, 0x2, 0xa9, 0xac, 0x3, 0x2, 0x2, 
    0x2, 0xaa, 0xa8, 0x3, 0x2, 0x2, 0x2, 0xaa, 0xab, 0x3, 0x2, 0x2, 0x2, 
    0xab, 0xd, 0x3, 0x2, 0x2, 0x2, 0xac, 0xaa, 0x3, 0x2, 0x2, 0x2, 0xad, 
    0xae, 0x7, 0x35, 0x2, 0x2, 0xae, 0xb3, 0x5, 0x10, 0x9, 0x2, 0xaf, 0xb0, 
    0x7, 0x5d, 0x2, 0x2, 0xb0, 0xb2, 0x5, 0x10, 0x9, 0x2, 0xb1, 0xaf, 0x3, 
    0x2, 0x2, 0x2, 0xb2, 0xb5, 0x3, 0x2, 0x2, 0x2, 0xb3, 0xb1, 0x3, 0x2, 
    0x2, 0x2, 0xb3, 0xb4, 0x3, 0x2, 0x2, 0x2, 0xb4, 0xf, 0x3, 0x2, 0x2, 
    0x2, 0xb5, 0xb3, 0x3, 0x2, 0x2, 0x2, 0xb6, 0xb7, 0x7, 0xc8, 0x2, 0x2, 
    0xb7, 0xb8, 0x7, 0x53, 0x2, 0x2, 0xb8, 0xbd, 0x7, 0x63, 0x2, 0x2, 0xb9, 
    0xba, 0x7, 0x5d, 0x2, 0x2, 0xba, 0xbc, 0x7, 0x63, 0x2, 0x2, 0xbb, 0xb9, 
    0x3, 0x2, 0x2, 0x2, 0xbc, 0xbf, 0x3, 0x2, 0x2, 0x2, 0xbd, 0xbb, 0x3, 
    0x2, 0x2, 0x2, 0xbd, 0xbe, 0x3, 0x2, 0x2, 0x2, 0xbe, 0xc0, 0x3, 0x2, 
    0x2, 0x2, 0xbf, 0xbd, 0x3, 0x2, 0x2, 0x2, 0xc0, 0xcc, 0x7, 0x54, 0x2, 
    0x2, 0xc1, 0xcc, 0x7, 0xc8, 0x2, 0x2, 0xc2, 0xc3, 0x5, 0x60, 0x31, 0x2, 
    0xc3, 0xc4, 0x7, 0x63, 0x2, 0x2, 0xc4, 0xcc, 0x3, 0x2, 0x2, 0x2, 0xc5, 
    0xc6, 0x7, 0x63, 0x2, 0x2, 0xc6, 0xc7, 0x5, 0x64, 0x33, 0x2, 0xc7, 0xc8, 
    0x7, 0x63, 0x2, 0x2, 0xc8, 0xcc, 0x3, 0x2, 0x2, 0x2, 0xc9, 0xca, 0x7, 
    0x63, 0x2, 0x2, 0xca, 0xcc, 0x5, 0x62, 0x32, 0x2, 0xcb, 0xb6, 0x3, 0x2, 
    0x2, 0x2, 0xcb, 0xc1, 0x3, 0x2, 0x2, 0x2, 0xcb, 0xc2, 0x3, 0x2, 0x2, 
    0x2, 0xcb, 0xc5, 0x3, 0x2, 0x2, 0x2, 0xcb, 0xc9, 0x3, 0x2, 0x2, 0x2, 
    0xcc, 0x11, 0x3, 0x2, 0x2, 0x2, 0xcd, 0xd9, 0x5, 0x16, 0xc, 0x2, 0xce, 
    0xcf, 0x7, 0x53, 0x2, 0x2, 0xcf, 0xd4, 0x5, 0x14, 0xb, 0x2, 0xd0, 0xd1, 
    0x7, 0x5d, 0x2, 0x2, 0xd1, 0xd3, 0x5, 0x14, 0xb, 0x2, 0xd2, 0xd0, 0x3, 
    0x2, 0x2, 0x2, 0xd3, 0xd6, 0x3, 0x2, 0x2, 0x2, 0xd4, 0xd2, 0x3, 0x2, 
    0x2, 0x2, 0xd4, 0xd5, 0x3, 0x2, 0x2, 0x2, 0xd5, 0xd7, 0x3, 0x2, 0x2, 
    0x2, 0xd6, 0xd4, 0x3, 0x2, 0x2, 0x2, 0xd7, 0xd8, 0x7, 0x54, 0x2, 0x2, 
    0xd8, 0xda, 0x3, 0x2, 0x2, 0x2, 0xd9, 0xce, 0x3, 0x2, 0x2, 0x2, 0xd9, 
    0xda, 0x3, 0x2, 0x2, 0x2, 0xda, 0xdb, 0x3, 0x2, 0x2, 0x2, 0xdb, 0xdc, 
    0x7, 0x52, 0x2, 0x2, 0xdc, 0xdd, 0x5, 0x3a, 0x1e, 0x2, 0xdd, 0xef, 0x3, 
    0x2, 0x2, 0x2, 0xde, 0xdf, 0x5, 0x60, 0x31, 0x2, 0xdf, 0xe0, 0x7, 0xc8, 
    0x2, 0x2, 0xe0, 0xe1, 0x7, 0x52, 0x2, 0x2, 0xe1, 0xe2, 0x5, 0x3a, 0x1e, 
    0x2, 0xe2, 0xef, 0x3, 0x2, 0x2, 0x2, 0xe3, 0xe4, 0x7, 0xc8, 0x2, 0x2, 
    0xe4, 0xe5, 0x5, 0x64, 0x33, 0x2, 0xe5, 0xe6, 0x7, 0xc8, 0x2, 0x2, 0xe6, 
    0xe7, 0x7, 0x52, 0x2, 0x2, 0xe7, 0xe8, 0x5, 0x3a, 0x1e, 0x2, 0xe8, 0xef, 
    0x3, 0x2, 0x2, 0x2, 0xe9, 0xea, 0x7, 0xc8, 0x2, 0x2, 0xea, 0xeb, 0x5, 
    0x62, 0x32, 0x2, 0xeb, 0xec, 0x7, 0x52, 0x2, 0x2, 0xec, 0xed, 0x5, 0x3a, 
    0x1e, 0x2, 0xed, 0xef, 0x3, 0x2, 0x2, 0x2, 0xee, 0xcd, 0x3, 0x2, 0x2, 
    0x2, 0xee, 0xde, 0x3, 0x2, 0x2, 0x2, 0xee, 0xe3, 0x3, 0x2, 0x2, 0x2, 
    0xee, 0xe9, 0x3, 0x2, 0x2, 0x2, 0xef, 0x13, 0x3, 0x2, 0x2, 0x2, 0xf0, 
    0xf1, 0x5, 0x10, 0x9, 0x2, 0xf1, 0x15, 0x3, 0x2, 0x2, 0x2, 0xf2, 0xf3, 
    0x9, 0x4, 0x2, 0x2, 0xf3, 0x17, 0x3, 0x2, 0x2, 0x2, 0xf4, 0xf5, 0x7, 
    0xc8, 0x2, 0x2, 0xf5, 0xf6, 0x7, 0x55, 0x2, 0x2, 0xf6, 0xfb, 0x5, 0x56, 
    0x2c, 0x2, 0xf7, 0xf8, 0x7, 0x5d, 0x2, 0x2, 0xf8, 0xfa, 0x5, 0x56, 0x2c, 
    0x2, 0xf9, 0xf7, 0x3, 0x2, 0x2, 0x2, 0xfa, 0xfd, 0x3, 0x2, 0x2, 0x2, 
    0xfb, 0xf9, 0x3, 0x2, 0x2, 0x2, 0xfb, 0xfc, 0x3, 0x2, 0x2, 0x2, 0xfc, 
    0xfe, 0x3, 0x2, 0x2, 0x2, 0xfd, 0xfb, 0x3, 0x2, 0x2, 0x2, 0xfe, 0xff, 
    0x7, 0x56, 0x2, 0x2, 0xff, 0x100, 0x7, 0x52, 0x2, 0x2, 0x100, 0x101, 
    0x5, 0x3a, 0x1e, 0x2, 0x101, 0x19, 0x3, 0x2, 0x2, 0x2, 0x102, 0x10e, 
    0x7, 0xc8, 0x2, 0x2, 0x103, 0x104, 0x7, 0x53, 0x2, 0x2, 0x104, 0x109, 
    0x5, 0x14, 0xb, 0x2, 0x105, 0x106, 0x7, 0x5d, 0x2, 0x2, 0x106, 0x108, 
    0x5, 0x14, 0xb, 0x2, 0x107, 0x105, 0x3, 0x2, 0x2, 0x2, 0x108, 0x10b, 
    0x3, 0x2, 0x2, 0x2, 0x109, 0x107, 0x3, 0x2, 0x2, 0x2, 0x109, 0x10a, 
    0x3, 0x2, 0x2, 0x2, 0x10a, 0x10c, 0x3, 0x2, 0x2, 0x2, 0x10b, 0x109, 
    0x3, 0x2, 0x2, 0x2, 0x10c, 0x10d, 0x7, 0x54, 0x2, 0x2, 0x10d, 0x10f, 
    0x3, 0x2, 0x2, 0x2, 0x10e, 0x103, 0x3, 0x2, 0x2, 0x2, 0x10e, 0x10f, 
    0x3, 0x2, 0x2, 0x2, 0x10f, 0x110, 0x3, 0x2, 0x2, 0x2, 0x110, 0x111, 
    0x7, 0x52, 0x2, 0x2, 0x111, 0x112, 0x5, 0x1c, 0xf, 0x2, 0x112, 0x1b, 
    0x3, 0x2, 0x2, 0x2, 0x113, 0x114, 0x7, 0x25, 0x2, 0x2, 0x114, 0x11e, 
    0x7, 0xc8, 0x2, 0x2, 0x115, 0x116, 0x7, 0x44, 0x2, 0x2, 0x116, 0x11b, 
    0x5, 0x1e, 0x10, 0x2, 0x117, 0x118, 0x7, 0x5d, 0x2, 0x2, 0x118, 0x11a, 
    0x5, 0x1e, 0x10, 0x2, 0x119, 0x117, 0x3, 0x2, 0x2, 0x2, 0x11a, 0x11d, 
    0x3, 0x2, 0x2, 0x2, 0x11b, 0x119, 0x3, 0x2, 0x2, 0x2, 0x11b, 0x11c, 
    0x3, 0x2, 0x2, 0x2, 0x11c, 0x11f, 0x3, 0x2, 0x2, 0x2, 0x11d, 0x11b, 
    0x3, 0x2, 0x2, 0x2, 0x11e, 0x115, 0x3, 0x2, 0x2, 0x2, 0x11e, 0x11f, 
    0x3, 0x2, 0x2, 0x2, 0x11f, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x120, 0x121, 0x5, 
    0x20, 0x11, 0x2, 0x121, 0x122, 0x7, 0x66, 0x2, 0x2, 0x122, 0x123, 0x5, 
    0x4c, 0x27, 0x2, 0x123, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x124, 0x129, 0x7, 
    0xc8, 0x2, 0x2, 0x125, 0x129, 0x5, 0x60, 0x31, 0x2, 0x126, 0x129, 0x5, 
    0x64, 0x33, 0x2, 0x127, 0x129, 0x5, 0x62, 0x32, 0x2, 0x128, 0x124, 0x3, 
    0x2, 0x2, 0x2, 0x128, 0x125, 0x3, 0x2, 0x2, 0x2, 0x128, 0x126, 0x3, 
    0x2, 0x2, 0x2, 0x128, 0x127, 0x3, 0x2, 0x2, 0x2, 0x129, 0x21, 0x3, 0x2, 
    0x2, 0x2, 0x12a, 0x12d, 0x9, 0x5, 0x2, 0x2, 0x12b, 0x12c, 0x7, 0xc8, 
    0x2, 0x2, 0x12c, 0x12e, 0x7, 0x52, 0x2, 0x2, 0x12d, 0x12b, 0x3, 0x2, 
    0x2, 0x2, 0x12d, 0x12e, 0x3, 0x2, 0x2, 0x2, 0x12e, 0x12f, 0x3, 0x2, 
    0x2, 0x2, 0x12f, 0x130, 0x5, 0x3a, 0x1e, 0x2, 0x130, 0x23, 0x3, 0x2, 
    0x2, 0x2, 0x131, 0x134, 0x9, 0x6, 0x2, 0x2, 0x132, 0x133, 0x7, 0xc8, 
    0x2, 0x2, 0x133, 0x135, 0x7, 0x52, 0x2, 0x2, 0x134, 0x132, 0x3, 0x2, 
    0x2, 0x2, 0x134, 0x135, 0x3, 0x2, 0x2, 0x2, 0x135, 0x138, 0x3, 0x2, 
    0x2, 0x2, 0x136, 0x139, 0x5, 0x26, 0x14, 0x2, 0x137, 0x139, 0x5, 0x3a, 
    0x1e, 0x2, 0x138, 0x136, 0x3, 0x2, 0x2, 0x2, 0x138, 0x137, 0x3, 0x2, 
    0x2, 0x2, 0x139, 0x13b, 0x3, 0x2, 0x2, 0x2, 0x13a, 0x13c, 0x5, 0x2c, 
    0x17, 0x2, 0x13b, 0x13a, 0x3, 0x2, 0x2, 0x2, 0x13b, 0x13c, 0x3, 0x2, 
    0x2, 0x2, 0x13c, 0x25, 0x3, 0x2, 0x2, 0x2, 0x13d, 0x13e, 0x7, 0xe, 0x2, 
    0x2, 0x13e, 0x143, 0x5, 0x28, 0x15, 0x2, 0x13f, 0x140, 0x7, 0x5d, 0x2, 
    0x2, 0x140, 0x142, 0x5, 0x28, 0x15, 0x2, 0x141, 0x13f, 0x3, 0x2, 0x2, 
    0x2, 0x142, 0x145, 0x3, 0x2, 0x2, 0x2, 0x143, 0x141, 0x3, 0x2, 0x2, 
    0x2, 0x143, 0x144, 0x3, 0x2, 0x2, 0x2, 0x144, 0x146, 0x3, 0x2, 0x2, 
    0x2, 0x145, 0x143, 0x3, 0x2, 0x2, 0x2, 0x146, 0x147, 0x7, 0x33, 0x2, 
    0x2, 0x147, 0x148, 0x5, 0x3a, 0x1e, 0x2, 0x148, 0x27, 0x3, 0x2, 0x2, 
    0x2, 0x149, 0x14a, 0x7, 0xc8, 0x2, 0x2, 0x14a, 0x14b, 0x7, 0x5f, 0x2, 
    0x2, 0x14b, 0x150, 0x5, 0x26, 0x14, 0x2, 0x14c, 0x150, 0x5, 0x26, 0x14, 
    0x2, 0x14d, 0x150, 0x5, 0x2a, 0x16, 0x2, 0x14e, 0x150, 0x5, 0x3a, 0x1e, 
    0x2, 0x14f, 0x149, 0x3, 0x2, 0x2, 0x2, 0x14f, 0x14c, 0x3, 0x2, 0x2, 
    0x2, 0x14f, 0x14d, 0x3, 0x2, 0x2, 0x2, 0x14f, 0x14e, 0x3, 0x2, 0x2, 
    0x2, 0x150, 0x29, 0x3, 0x2, 0x2, 0x2, 0x151, 0x153, 0x7, 0x2b, 0x2, 
    0x2, 0x152, 0x154, 0x9, 0x7, 0x2, 0x2, 0x153, 0x152, 0x3, 0x2, 0x2, 
    0x2, 0x153, 0x154, 0x3, 0x2, 0x2, 0x2, 0x154, 0x159, 0x3, 0x2, 0x2, 
    0x2, 0x155, 0x156, 0x7, 0xc8, 0x2, 0x2, 0x156, 0x157, 0x7, 0x77, 0x2, 
    0x2, 0x157, 0x15a, 0x5, 0x3a, 0x1e, 0x2, 0x158, 0x15a, 0x5, 0x10, 0x9, 
    0x2, 0x159, 0x155, 0x3, 0x2, 0x2, 0x2, 0x159, 0x158, 0x3, 0x2, 0x2, 
    0x2, 0x15a, 0x163, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x160, 0x9, 0x7, 0x2, 
    0x2, 0x15c, 0x15d, 0x7, 0xc8, 0x2, 0x2, 0x15d, 0x15e, 0x7, 0x77, 0x2, 
    0x2, 0x15e, 0x161, 0x5, 0x3a, 0x1e, 0x2, 0x15f, 0x161, 0x5, 0x10, 0x9, 
    0x2, 0x160, 0x15c, 0x3, 0x2, 0x2, 0x2, 0x160, 0x15f, 0x3, 0x2, 0x2, 
    0x2, 0x161, 0x163, 0x3, 0x2, 0x2, 0x2, 0x162, 0x151, 0x3, 0x2, 0x2, 
    0x2, 0x162, 0x15b, 0x3, 0x2, 0x2, 0x2, 0x163, 0x2b, 0x3, 0x2, 0x2, 0x2, 
    0x164, 0x166, 0x5, 0x2e, 0x18, 0x2, 0x165, 0x164, 0x3, 0x2, 0x2, 0x2, 
    0x166, 0x167, 0x3, 0x2, 0x2, 0x2, 0x167, 0x165, 0x3, 0x2, 0x2, 0x2, 
    0x167, 0x168, 0x3, 0x2, 0x2, 0x2, 0x168, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x169, 
    0x177, 0x7, 0x31, 0x2, 0x2, 0x16a, 0x16c, 0x7, 0x12, 0x2, 0x2, 0x16b, 
    0x16d, 0x7, 0x2e, 0x2, 0x2, 0x16c, 0x16b, 0x3, 0x2, 0x2, 0x2, 0x16c, 
    0x16d, 0x3, 0x2, 0x2, 0x2, 0x16d, 0x16e, 0x3, 0x2, 0x2, 0x2, 0x16e, 
    0x177, 0x5, 0x34, 0x1b, 0x2, 0x16f, 0x177, 0x7, 0x2c, 0x2, 0x2, 0x170, 
    0x177, 0x7, 0x2d, 0x2, 0x2, 0x171, 0x174, 0x7, 0x51, 0x2, 0x2, 0x172, 
    0x175, 0x7, 0x34, 0x2, 0x2, 0x173, 0x175, 0x5, 0x30, 0x19, 0x2, 0x174, 
    0x172, 0x3, 0x2, 0x2, 0x2, 0x174, 0x173, 0x3, 0x2, 0x2, 0x2, 0x175, 
    0x177, 0x3, 0x2, 0x2, 0x2, 0x176, 0x169, 0x3, 0x2, 0x2, 0x2, 0x176, 
    0x16a, 0x3, 0x2, 0x2, 0x2, 0x176, 0x16f, 0x3, 0x2, 0x2, 0x2, 0x176, 
    0x170, 0x3, 0x2, 0x2, 0x2, 0x176, 0x171, 0x3, 0x2, 0x2, 0x2, 0x177, 
    0x2f, 0x3, 0x2, 0x2, 0x2, 0x178, 0x1c1, 0x5, 0x32, 0x1a, 0x2, 0x179, 
    0x17b, 0x7, 0x19, 0x2, 0x2, 0x17a, 0x179, 0x3, 0x2, 0x2, 0x2, 0x17a, 
    0x17b, 0x3, 0x2, 0x2, 0x2, 0x17b, 0x17f, 0x3, 0x2, 0x2, 0x2, 0x17c, 
    0x180, 0x5, 0x1a, 0xe, 0x2, 0x17d, 0x180, 0x5, 0x18, 0xd, 0x2, 0x17e, 
    0x180, 0x5, 0x12, 0xa, 0x2, 0x17f, 0x17c, 0x3, 0x2, 0x2, 0x2, 0x17f, 
    0x17d, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x17e, 0x3, 0x2, 0x2, 0x2, 0x180, 
    0x181, 0x3, 0x2, 0x2, 0x2, 0x181, 0x17f, 0x3, 0x2, 0x2, 0x2, 0x181, 
    0x182, 0x3, 0x2, 0x2, 0x2, 0x182, 0x1c1, 0x3, 0x2, 0x2, 0x2, 0x183, 
    0x1c1, 0x5, 0x1c, 0xf, 0x2, 0x184, 0x185, 0x7, 0x21, 0x2, 0x2, 0x185, 
    0x1c1, 0x5, 0x3a, 0x1e, 0x2, 0x186, 0x197, 0x7, 0x3a, 0x2, 0x2, 0x187, 
    0x18c, 0x5, 0x56, 0x2c, 0x2, 0x188, 0x189, 0x7, 0x5d, 0x2, 0x2, 0x189, 
    0x18b, 0x5, 0x56, 0x2c, 0x2, 0x18a, 0x188, 0x3, 0x2, 0x2, 0x2, 0x18b, 
    0x18e, 0x3, 0x2, 0x2, 0x2, 0x18c, 0x18a, 0x3, 0x2, 0x2, 0x2, 0x18c, 
    0x18d, 0x3, 0x2, 0x2, 0x2, 0x18d, 0x198, 0x3, 0x2, 0x2, 0x2, 0x18e, 
    0x18c, 0x3, 0x2, 0x2, 0x2, 0x18f, 0x194, 0x7, 0xc8, 0x2, 0x2, 0x190, 
    0x191, 0x7, 0x5d, 0x2, 0x2, 0x191, 0x193, 0x7, 0xc8, 0x2, 0x2, 0x192, 
    0x190, 0x3, 0x2, 0x2, 0x2, 0x193, 0x196, 0x3, 0x2, 0x2, 0x2, 0x194, 
    0x192, 0x3, 0x2, 0x2, 0x2, 0x194, 0x195, 0x3, 0x2, 0x2, 0x2, 0x195, 
    0x198, 0x3, 0x2, 0x2, 0x2, 0x196, 0x194, 0x3, 0x2, 0x2, 0x2, 0x197, 
    0x187, 0x3, 0x2, 0x2, 0x2, 0x197, 0x18f, 0x3, 0x2, 0x2, 0x2, 0x198, 
    0x1c1, 0x3, 0x2, 0x2, 0x2, 0x199, 0x19a, 0x7, 0x45, 0x2, 0x2, 0x19a, 
    0x19f, 0x5, 0x3a, 0x1e, 0x2, 0x19b, 0x19c, 0x7, 0x5d, 0x2, 0x2, 0x19c, 
    0x19e, 0x5, 0x3a, 0x1e, 0x2, 0x19d, 0x19b, 0x3, 0x2, 0x2, 0x2, 0x19e, 
    0x1a1, 0x3, 0x2, 0x2, 0x2, 0x19f, 0x19d, 0x3, 0x2, 0x2, 0x2, 0x19f, 
    0x1a0, 0x3, 0x2, 0x2, 0x2, 0x1a0, 0x1c1, 0x3, 0x2, 0x2, 0x2, 0x1a1, 
    0x19f, 0x3, 0x2, 0x2, 0x2, 0x1a2, 0x1b3, 0x7, 0x30, 0x2, 0x2, 0x1a3, 
    0x1a8, 0x5, 0x56, 0x2c, 0x2, 0x1a4, 0x1a5, 0x7, 0x5d, 0x2, 0x2, 0x1a5, 
    0x1a7, 0x5, 0x56, 0x2c, 0x2, 0x1a6, 0x1a4, 0x3, 0x2, 0x2, 0x2, 0x1a7, 
    0x1aa, 0x3, 0x2, 0x2, 0x2, 0x1a8, 0x1a6, 0x3, 0x2, 0x2, 0x2, 0x1a8, 
    0x1a9, 0x3, 0x2, 0x2, 0x2, 0x1a9, 0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1aa, 
    0x1a8, 0x3, 0x2, 0x2, 0x2, 0x1ab, 0x1b0, 0x7, 0xc8, 0x2, 0x2, 0x1ac, 
    0x1ad, 0x7, 0x5d, 0x2, 0x2, 0x1ad, 0x1af, 0x7, 0xc8, 0x2, 0x2, 0x1ae, 
    0x1ac, 0x3, 0x2, 0x2, 0x2, 0x1af, 0x1b2, 0x3, 0x2, 0x2, 0x2, 0x1b0, 
    0x1ae, 0x3, 0x2, 0x2, 0x2, 0x1b0, 0x1b1, 0x3, 0x2, 0x2, 0x2, 0x1b1, 
    0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1b2, 0x1b0, 0x3, 0x2, 0x2, 0x2, 0x1b3, 
    0x1a3, 0x3, 0x2, 0x2, 0x2, 0x1b3, 0x1ab, 0x3, 0x2, 0x2, 0x2, 0x1b4, 
    0x1b5, 0x3, 0x2, 0x2, 0x2, 0x1b5, 0x1b6, 0x7, 0x5e, 0x2, 0x2, 0x1b6, 
    0x1c1, 0x5, 0x3a, 0x1e, 0x2, 0x1b7, 0x1b8, 0x7, 0x13, 0x2, 0x2, 0x1b8, 
    0x1c1, 0x5, 0x3a, 0x1e, 0x2, 0x1b9, 0x1bb, 0x7, 0x39, 0x2, 0x2, 0x1ba, 
    0x1b9, 0x3, 0x2, 0x2, 0x2, 0x1ba, 0x1bb, 0x3, 0x2, 0x2, 0x2, 0x1bb, 
    0x1be, 0x3, 0x2, 0x2, 0x2, 0x1bc, 0x1bf, 0x5, 0x26, 0x14, 0x2, 0x1bd, 
    0x1bf, 0x5, 0x3a, 0x1e, 0x2, 0x1be, 0x1bc, 0x3, 0x2, 0x2, 0x2, 0x1be, 
    0x1bd, 0x3, 0x2, 0x2, 0x2, 0x1bf, 0x1c1, 0x3, 0x2, 0x2, 0x2, 0x1c0, 
    0x178, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x17a, 0x3, 0x2, 0x2, 0x2, 0x1c0, 
    0x183, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x184, 0x3, 0x2, 0x2, 0x2, 0x1c0, 
    0x186, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x199, 0x3, 0x2, 0x2, 0x2, 0x1c0, 
    0x1a2, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x1b7, 0x3, 0x2, 0x2, 0x2, 0x1c0, 
    0x1ba, 0x3, 0x2, 0x2, 0x2, 0x1c1, 0x31, 0x3, 0x2, 0x2, 0x2, 0x1c2, 0x1c4, 
    0x9, 0x8, 0x2, 0x2, 0x1c3, 0x1c5, 0x7, 0x2e, 0x2, 0x2, 0x1c4, 0x1c3, 
    0x3, 0x2, 0x2, 0x2, 0x1c4, 0x1c5, 0x3, 0x2, 0x2, 0x2, 0x1c5, 0x1c6, 
    0x3, 0x2, 0x2, 0x2, 0x1c6, 0x1c7, 0x5, 0x34, 0x1b, 0x2, 0x1c7, 0x33, 
    0x3, 0x2, 0x2, 0x2, 0x1c8, 0x1cd, 0x5, 0x36, 0x1c, 0x2, 0x1c9, 0x1ca, 
    0x7, 0x5d, 0x2, 0x2, 0x1ca, 0x1cc, 0x5, 0x36, 0x1c, 0x2, 0x1cb, 0x1c9, 
    0x3, 0x2, 0x2, 0x2, 0x1cc, 0x1cf, 0x3, 0x2, 0x2, 0x2, 0x1cd, 0x1cb, 
    0x3, 0x2, 0x2, 0x2, 0x1cd, 0x1ce, 0x3, 0x2, 0x2, 0x2, 0x1ce, 0x1d9, 
    0x3, 0x2, 0x2, 0x2, 0x1cf, 0x1cd, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1d1, 
    0x9, 0x9, 0x2, 0x2, 0x1d1, 0x1d6, 0x5, 0x38, 0x1d, 0x2, 0x1d2, 0x1d3, 
    0x7, 0x5d, 0x2, 0x2, 0x1d3, 0x1d5, 0x5, 0x38, 0x1d, 0x2, 0x1d4, 0x1d2, 
    0x3, 0x2, 0x2, 0x2, 0x1d5, 0x1d8, 0x3, 0x2, 0x2, 0x2, 0x1d6, 0x1d4, 
    0x3, 0x2, 0x2, 0x2, 0x1d6, 0x1d7, 0x3, 0x2, 0x2, 0x2, 0x1d7, 0x1da, 
    0x3, 0x2, 0x2, 0x2, 0x1d8, 0x1d6, 0x3, 0x2, 0x2, 0x2, 0x1d9, 0x1d0, 
    0x3, 0x2, 0x2, 0x2, 0x1d9, 0x1da, 0x3, 0x2, 0x2, 0x2, 0x1da, 0x1e5, 
    0x3, 0x2, 0x2, 0x2, 0x1db, 0x1dc, 0x9, 0x9, 0x2, 0x2, 0x1dc, 0x1e1, 
    0x5, 0x38, 0x1d, 0x2, 0x1dd, 0x1de, 0x7, 0x5d, 0x2, 0x2, 0x1de, 0x1e0, 
    0x5, 0x38, 0x1d, 0x2, 0x1df, 0x1dd, 0x3, 0x2, 0x2, 0x2, 0x1e0, 0x1e3, 
    0x3, 0x2, 0x2, 0x2, 0x1e1, 0x1df, 0x3, 0x2, 0x2, 0x2, 0x1e1, 0x1e2, 
    0x3, 0x2, 0x2, 0x2, 0x1e2, 0x1e5, 0x3, 0x2, 0x2, 0x2, 0x1e3, 0x1e1, 
    0x3, 0x2, 0x2, 0x2, 0x1e4, 0x1c8, 0x3, 0x2, 0x2, 0x2, 0x1e4, 0x1db, 
    0x3, 0x2, 0x2, 0x2, 0x1e5, 0x35, 0x3, 0x2, 0x2, 0x2, 0x1e6, 0x1e7, 0x7, 
    0x2a, 0x2, 0x2, 0x1e7, 0x1ea, 0x7, 0xc8, 0x2, 0x2, 0x1e8, 0x1ea, 0x5, 
    0x3a, 0x1e, 0x2, 0x1e9, 0x1e6, 0x3, 0x2, 0x2, 0x2, 0x1e9, 0x1e8, 0x3, 
    0x2, 0x2, 0x2, 0x1ea, 0x37, 0x3, 0x2, 0x2, 0x2, 0x1eb, 0x1ec, 0x7, 0x2a, 
    0x2, 0x2, 0x1ec, 0x1f2, 0x7, 0xc8, 0x2, 0x2, 0x1ed, 0x1f2, 0x5, 0x46, 
    0x24, 0x2, 0x1ee, 0x1f2, 0x5, 0x60, 0x31, 0x2, 0x1ef, 0x1f2, 0x5, 0x64, 
    0x33, 0x2, 0x1f0, 0x1f2, 0x5, 0x62, 0x32, 0x2, 0x1f1, 0x1eb, 0x3, 0x2, 
    0x2, 0x2, 0x1f1, 0x1ed, 0x3, 0x2, 0x2, 0x2, 0x1f1, 0x1ee, 0x3, 0x2, 
    0x2, 0x2, 0x1f1, 0x1ef, 0x3, 0x2, 0x2, 0x2, 0x1f1, 0x1f0, 0x3, 0x2, 
    0x2, 0x2, 0x1f2, 0x39, 0x3, 0x2, 0x2, 0x2, 0x1f3, 0x1f9, 0x5, 0x3c, 
    0x1f, 0x2, 0x1f4, 0x1f5, 0x5, 0x64, 0x33, 0x2, 0x1f5, 0x1f6, 0x5, 0x3c, 
    0x1f, 0x2, 0x1f6, 0x1f8, 0x3, 0x2, 0x2, 0x2, 0x1f7, 0x1f4, 0x3, 0x2, 
    0x2, 0x2, 0x1f8, 0x1fb, 0x3, 0x2, 0x2, 0x2, 0x1f9, 0x1f7, 0x3, 0x2, 
    0x2, 0x2, 0x1f9, 0x1fa, 0x3, 0x2, 0x2, 0x2, 0x1fa, 0x3b, 0x3, 0x2, 0x2, 
    0x2, 0x1fb, 0x1f9, 0x3, 0x2, 0x2, 0x2, 0x1fc, 0x1fe, 0x5, 0x60, 0x31, 
    0x2, 0x1fd, 0x1fc, 0x3, 0x2, 0x2, 0x2, 0x1fe, 0x201, 0x3, 0x2, 0x2, 
    0x2, 0x1ff, 0x1fd, 0x3, 0x2, 0x2, 0x2, 0x1ff, 0x200, 0x3, 0x2, 0x2, 
    0x2, 0x200, 0x202, 0x3, 0x2, 0x2, 0x2, 0x201, 0x1ff, 0x3, 0x2, 0x2, 
    0x2, 0x202, 0x206, 0x5, 0x44, 0x23, 0x2, 0x203, 0x205, 0x5, 0x3e, 0x20, 
    0x2, 0x204, 0x203, 0x3, 0x2, 0x2, 0x2, 0x205, 0x208, 0x3, 0x2, 0x2, 
    0x2, 0x206, 0x204, 0x3, 0x2, 0x2, 0x2, 0x206, 0x207, 0x3, 0x2, 0x2, 
    0x2, 0x207, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x208, 0x206, 0x3, 0x2, 0x2, 0x2, 
    0x209, 0x20a, 0x7, 0x55, 0x2, 0x2, 0x20a, 0x20f, 0x5, 0x3a, 0x1e, 0x2, 
    0x20b, 0x20c, 0x7, 0x5d, 0x2, 0x2, 0x20c, 0x20e, 0x5, 0x3a, 0x1e, 0x2, 
    0x20d, 0x20b, 0x3, 0x2, 0x2, 0x2, 0x20e, 0x211, 0x3, 0x2, 0x2, 0x2, 
    0x20f, 0x20d, 0x3, 0x2, 0x2, 0x2, 0x20f, 0x210, 0x3, 0x2, 0x2, 0x2, 
    0x210, 0x212, 0x3, 0x2, 0x2, 0x2, 0x211, 0x20f, 0x3, 0x2, 0x2, 0x2, 
    0x212, 0x213, 0x7, 0x56, 0x2, 0x2, 0x213, 0x218, 0x3, 0x2, 0x2, 0x2, 
    0x214, 0x215, 0x7, 0x60, 0x2, 0x2, 0x215, 0x218, 0x5, 0x40, 0x21, 0x2, 
    0x216, 0x218, 0x5, 0x62, 0x32, 0x2, 0x217, 0x209, 0x3, 0x2, 0x2, 0x2, 
    0x217, 0x214, 0x3, 0x2, 0x2, 0x2, 0x217, 0x216, 0x3, 0x2, 0x2, 0x2, 
    0x218, 0x3f, 0x3, 0x2, 0x2, 0x2, 0x219, 0x21c, 0x7, 0xc8, 0x2, 0x2, 
    0x21a, 0x21c, 0x5, 0x42, 0x22, 0x2, 0x21b, 0x219, 0x3, 0x2, 0x2, 0x2, 
    0x21b, 0x21a, 0x3, 0x2, 0x2, 0x2, 0x21c, 0x41, 0x3, 0x2, 0x2, 0x2, 0x21d, 
    0x21e, 0x9, 0xa, 0x2, 0x2, 0x21e, 0x43, 0x3, 0x2, 0x2, 0x2, 0x21f, 0x332, 
    0x7, 0x48, 0x2, 0x2, 0x220, 0x332, 0x7, 0x49, 0x2, 0x2, 0x221, 0x332, 
    0x9, 0xb, 0x2, 0x2, 0x222, 0x332, 0x7, 0xc9, 0x2, 0x2, 0x223, 0x332, 
    0x9, 0xc, 0x2, 0x2, 0x224, 0x332, 0x9, 0xd, 0x2, 0x2, 0x225, 0x332, 
    0x7, 0x62, 0x2, 0x2, 0x226, 0x231, 0x7, 0xc8, 0x2, 0x2, 0x227, 0x228, 
    0x7, 0x53, 0x2, 0x2, 0x228, 0x22d, 0x7, 0xc8, 0x2, 0x2, 0x229, 0x22a, 
    0x7, 0x5d, 0x2, 0x2, 0x22a, 0x22c, 0x7, 0xc8, 0x2, 0x2, 0x22b, 0x229, 
    0x3, 0x2, 0x2, 0x2, 0x22c, 0x22f, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x22b, 
    0x3, 0x2, 0x2, 0x2, 0x22d, 0x22e, 0x3, 0x2, 0x2, 0x2, 0x22e, 0x230, 
    0x3, 0x2, 0x2, 0x2, 0x22f, 0x22d, 0x3, 0x2, 0x2, 0x2, 0x230, 0x232, 
    0x7, 0x54, 0x2, 0x2, 0x231, 0x227, 0x3, 0x2, 0x2, 0x2, 0x231, 0x232, 
    0x3, 0x2, 0x2, 0x2, 0x232, 0x233, 0x3, 0x2, 0x2, 0x2, 0x233, 0x234, 
    0x7, 0x5f, 0x2, 0x2, 0x234, 0x332, 0x5, 0x3a, 0x1e, 0x2, 0x235, 0x332, 
    0x5, 0x46, 0x24, 0x2, 0x236, 0x237, 0x5, 0x64, 0x33, 0x2, 0x237, 0x238, 
    0x5, 0x4a, 0x26, 0x2, 0x238, 0x332, 0x3, 0x2, 0x2, 0x2, 0x239, 0x23c, 
    0x5, 0x64, 0x33, 0x2, 0x23a, 0x23b, 0x7, 0x61, 0x2, 0x2, 0x23b, 0x23d, 
    0x5, 0x48, 0x25, 0x2, 0x23c, 0x23a, 0x3, 0x2, 0x2, 0x2, 0x23d, 0x23e, 
    0x3, 0x2, 0x2, 0x2, 0x23e, 0x23c, 0x3, 0x2, 0x2, 0x2, 0x23e, 0x23f, 
    0x3, 0x2, 0x2, 0x2, 0x23f, 0x332, 0x3, 0x2, 0x2, 0x2, 0x240, 0x241, 
    0x7, 0x53, 0x2, 0x2, 0x241, 0x242, 0x5, 0x3a, 0x1e, 0x2, 0x242, 0x243, 
    0x7, 0x54, 0x2, 0x2, 0x243, 0x332, 0x3, 0x2, 0x2, 0x2, 0x244, 0x247, 
    0x7, 0x3, 0x2, 0x2, 0x245, 0x246, 0x7, 0x5, 0x2, 0x2, 0x246, 0x248, 
    0x5, 0x3a, 0x1e, 0x2, 0x247, 0x245, 0x3, 0x2, 0x2, 0x2, 0x248, 0x249, 
    0x3, 0x2, 0x2, 0x2, 0x249, 0x247, 0x3, 0x2, 0x2, 0x2, 0x249, 0x24a, 
    0x3, 0x2, 0x2, 0x2, 0x24a, 0x24b, 0x3, 0x2, 0x2, 0x2, 0x24b, 0x24c, 
    0x7, 0x4, 0x2, 0x2, 0x24c, 0x332, 0x3, 0x2, 0x2, 0x2, 0x24d, 0x250, 
    0x7, 0x3, 0x2, 0x2, 0x24e, 0x24f, 0x7, 0x6, 0x2, 0x2, 0x24f, 0x251, 
    0x5, 0x3a, 0x1e, 0x2, 0x250, 0x24e, 0x3, 0x2, 0x2, 0x2, 0x251, 0x252, 
    0x3, 0x2, 0x2, 0x2, 0x252, 0x250, 0x3, 0x2, 0x2, 0x2, 0x252, 0x253, 
    0x3, 0x2, 0x2, 0x2, 0x253, 0x254, 0x3, 0x2, 0x2, 0x2, 0x254, 0x255, 
    0x7, 0x4, 0x2, 0x2, 0x255, 0x332, 0x3, 0x2, 0x2, 0x2, 0x256, 0x257, 
    0x9, 0xe, 0x2, 0x2, 0x257, 0x25c, 0x5, 0x56, 0x2c, 0x2, 0x258, 0x259, 
    0x7, 0x5d, 0x2, 0x2, 0x259, 0x25b, 0x5, 0x56, 0x2c, 0x2, 0x25a, 0x258, 
    0x3, 0x2, 0x2, 0x2, 0x25b, 0x25e, 0x3, 0x2, 0x2, 0x2, 0x25c, 0x25a, 
    0x3, 0x2, 0x2, 0x2, 0x25c, 0x25d, 0x3, 0x2, 0x2, 0x2, 0x25d, 0x25f, 
    0x3, 0x2, 0x2, 0x2, 0x25e, 0x25c, 0x3, 0x2, 0x2, 0x2, 0x25f, 0x260, 
    0x7, 0x5e, 0x2, 0x2, 0x260, 0x261, 0x5, 0x3a, 0x1e, 0x2, 0x261, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x262, 0x263, 0x9, 0xe, 0x2, 0x2, 0x263, 0x268, 
    0x7, 0xc8, 0x2, 0x2, 0x264, 0x265, 0x7, 0x5d, 0x2, 0x2, 0x265, 0x267, 
    0x7, 0xc8, 0x2, 0x2, 0x266, 0x264, 0x3, 0x2, 0x2, 0x2, 0x267, 0x26a, 
    0x3, 0x2, 0x2, 0x2, 0x268, 0x266, 0x3, 0x2, 0x2, 0x2, 0x268, 0x269, 
    0x3, 0x2, 0x2, 0x2, 0x269, 0x26b, 0x3, 0x2, 0x2, 0x2, 0x26a, 0x268, 
    0x3, 0x2, 0x2, 0x2, 0x26b, 0x26c, 0x7, 0x5e, 0x2, 0x2, 0x26c, 0x332, 
    0x5, 0x3a, 0x1e, 0x2, 0x26d, 0x26e, 0x9, 0xf, 0x2, 0x2, 0x26e, 0x273, 
    0x7, 0xc8, 0x2, 0x2, 0x26f, 0x270, 0x7, 0x5d, 0x2, 0x2, 0x270, 0x272, 
    0x7, 0xc8, 0x2, 0x2, 0x271, 0x26f, 0x3, 0x2, 0x2, 0x2, 0x272, 0x275, 
    0x3, 0x2, 0x2, 0x2, 0x273, 0x271, 0x3, 0x2, 0x2, 0x2, 0x273, 0x274, 
    0x3, 0x2, 0x2, 0x2, 0x274, 0x276, 0x3, 0x2, 0x2, 0x2, 0x275, 0x273, 
    0x3, 0x2, 0x2, 0x2, 0x276, 0x277, 0x7, 0x5e, 0x2, 0x2, 0x277, 0x332, 
    0x5, 0x3a, 0x1e, 0x2, 0x278, 0x279, 0x7, 0x14, 0x2, 0x2, 0x279, 0x27c, 
    0x5, 0x54, 0x2b, 0x2, 0x27a, 0x27b, 0x7, 0x77, 0x2, 0x2, 0x27b, 0x27d, 
    0x5, 0x3a, 0x1e, 0x2, 0x27c, 0x27a, 0x3, 0x2, 0x2, 0x2, 0x27c, 0x27d, 
    0x3, 0x2, 0x2, 0x2, 0x27d, 0x27e, 0x3, 0x2, 0x2, 0x2, 0x27e, 0x27f, 
    0x7, 0x5e, 0x2, 0x2, 0x27f, 0x280, 0x5, 0x3a, 0x1e, 0x2, 0x280, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x281, 0x282, 0x7, 0x23, 0x2, 0x2, 0x282, 0x283, 
    0x5, 0x3a, 0x1e, 0x2, 0x283, 0x284, 0x7, 0x3c, 0x2, 0x2, 0x284, 0x285, 
    0x5, 0x3a, 0x1e, 0x2, 0x285, 0x286, 0x7, 0x1c, 0x2, 0x2, 0x286, 0x287, 
    0x5, 0x3a, 0x1e, 0x2, 0x287, 0x332, 0x3, 0x2, 0x2, 0x2, 0x288, 0x289, 
    0x7, 0x13, 0x2, 0x2, 0x289, 0x28e, 0x5, 0x58, 0x2d, 0x2, 0x28a, 0x28b, 
    0x7, 0x67, 0x2, 0x2, 0x28b, 0x28d, 0x5, 0x58, 0x2d, 0x2, 0x28c, 0x28a, 
    0x3, 0x2, 0x2, 0x2, 0x28d, 0x290, 0x3, 0x2, 0x2, 0x2, 0x28e, 0x28c, 
    0x3, 0x2, 0x2, 0x2, 0x28e, 0x28f, 0x3, 0x2, 0x2, 0x2, 0x28f, 0x295, 
    0x3, 0x2, 0x2, 0x2, 0x290, 0x28e, 0x3, 0x2, 0x2, 0x2, 0x291, 0x292, 
    0x7, 0x67, 0x2, 0x2, 0x292, 0x293, 0x7, 0x2f, 0x2, 0x2, 0x293, 0x294, 
    0x7, 0x64, 0x2, 0x2, 0x294, 0x296, 0x5, 0x3a, 0x1e, 0x2, 0x295, 0x291, 
    0x3, 0x2, 0x2, 0x2, 0x295, 0x296, 0x3, 0x2, 0x2, 0x2, 0x296, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x297, 0x299, 0x7, 0x28, 0x2, 0x2, 0x298, 0x29a, 
    0x5, 0x5a, 0x2e, 0x2, 0x299, 0x298, 0x3, 0x2, 0x2, 0x2, 0x29a, 0x29b, 
    0x3, 0x2, 0x2, 0x2, 0x29b, 0x299, 0x3, 0x2, 0x2, 0x2, 0x29b, 0x29c, 
    0x3, 0x2, 0x2, 0x2, 0x29c, 0x29d, 0x3, 0x2, 0x2, 0x2, 0x29d, 0x29e, 
    0x7, 0x24, 0x2, 0x2, 0x29e, 0x29f, 0x5, 0x3a, 0x1e, 0x2, 0x29f, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2a0, 0x2a1, 0x7, 0x26, 0x2, 0x2, 0x2a1, 0x2a6, 
    0x7, 0xc8, 0x2, 0x2, 0x2a2, 0x2a3, 0x7, 0x5d, 0x2, 0x2, 0x2a3, 0x2a5, 
    0x7, 0xc8, 0x2, 0x2, 0x2a4, 0x2a2, 0x3, 0x2, 0x2, 0x2, 0x2a5, 0x2a8, 
    0x3, 0x2, 0x2, 0x2, 0x2a6, 0x2a4, 0x3, 0x2, 0x2, 0x2, 0x2a6, 0x2a7, 
    0x3, 0x2, 0x2, 0x2, 0x2a7, 0x2a9, 0x3, 0x2, 0x2, 0x2, 0x2a8, 0x2a6, 
    0x3, 0x2, 0x2, 0x2, 0x2a9, 0x2aa, 0x7, 0x5e, 0x2, 0x2, 0x2aa, 0x332, 
    0x5, 0x3a, 0x1e, 0x2, 0x2ab, 0x2ac, 0x7, 0x58, 0x2, 0x2, 0x2ac, 0x332, 
    0x7, 0x59, 0x2, 0x2, 0x2ad, 0x2ae, 0x7, 0x58, 0x2, 0x2, 0x2ae, 0x2af, 
    0x5, 0x54, 0x2b, 0x2, 0x2af, 0x2b0, 0x7, 0x77, 0x2, 0x2, 0x2b0, 0x2b1, 
    0x5, 0x3a, 0x1e, 0x2, 0x2b1, 0x2b2, 0x7, 0x5e, 0x2, 0x2, 0x2b2, 0x2b3, 
    0x5, 0x3a, 0x1e, 0x2, 0x2b3, 0x2b4, 0x7, 0x59, 0x2, 0x2, 0x2b4, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2b5, 0x2b6, 0x7, 0x58, 0x2, 0x2, 0x2b6, 0x2b7, 
    0x5, 0x3a, 0x1e, 0x2, 0x2b7, 0x2b8, 0x7, 0x5e, 0x2, 0x2, 0x2b8, 0x2bd, 
    0x5, 0x56, 0x2c, 0x2, 0x2b9, 0x2ba, 0x7, 0x5d, 0x2, 0x2, 0x2ba, 0x2bc, 
    0x5, 0x56, 0x2c, 0x2, 0x2bb, 0x2b9, 0x3, 0x2, 0x2, 0x2, 0x2bc, 0x2bf, 
    0x3, 0x2, 0x2, 0x2, 0x2bd, 0x2bb, 0x3, 0x2, 0x2, 0x2, 0x2bd, 0x2be, 
    0x3, 0x2, 0x2, 0x2, 0x2be, 0x2c0, 0x3, 0x2, 0x2, 0x2, 0x2bf, 0x2bd, 
    0x3, 0x2, 0x2, 0x2, 0x2c0, 0x2c1, 0x7, 0x59, 0x2, 0x2, 0x2c1, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2c2, 0x2c3, 0x7, 0x58, 0x2, 0x2, 0x2c3, 0x2c8, 
    0x5, 0x3a, 0x1e, 0x2, 0x2c4, 0x2c5, 0x7, 0x5d, 0x2, 0x2, 0x2c5, 0x2c7, 
    0x5, 0x3a, 0x1e, 0x2, 0x2c6, 0x2c4, 0x3, 0x2, 0x2, 0x2, 0x2c7, 0x2ca, 
    0x3, 0x2, 0x2, 0x2, 0x2c8, 0x2c6, 0x3, 0x2, 0x2, 0x2, 0x2c8, 0x2c9, 
    0x3, 0x2, 0x2, 0x2, 0x2c9, 0x2cb, 0x3, 0x2, 0x2, 0x2, 0x2ca, 0x2c8, 
    0x3, 0x2, 0x2, 0x2, 0x2cb, 0x2cc, 0x7, 0x59, 0x2, 0x2, 0x2cc, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2cd, 0x2ce, 0x7, 0x55, 0x2, 0x2, 0x2ce, 0x2d3, 
    0x5, 0x56, 0x2c, 0x2, 0x2cf, 0x2d0, 0x7, 0x5d, 0x2, 0x2, 0x2d0, 0x2d2, 
    0x5, 0x56, 0x2c, 0x2, 0x2d1, 0x2cf, 0x3, 0x2, 0x2, 0x2, 0x2d2, 0x2d5, 
    0x3, 0x2, 0x2, 0x2, 0x2d3, 0x2d1, 0x3, 0x2, 0x2, 0x2, 0x2d3, 0x2d4, 
    0x3, 0x2, 0x2, 0x2, 0x2d4, 0x2d6, 0x3, 0x2, 0x2, 0x2, 0x2d5, 0x2d3, 
    0x3, 0x2, 0x2, 0x2, 0x2d6, 0x2d7, 0x7, 0x65, 0x2, 0x2, 0x2d7, 0x2d8, 
    0x5, 0x3a, 0x1e, 0x2, 0x2d8, 0x2d9, 0x7, 0x56, 0x2, 0x2, 0x2d9, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2da, 0x2db, 0x7, 0x55, 0x2, 0x2, 0x2db, 0x2dc, 
    0x5, 0x40, 0x21, 0x2, 0x2dc, 0x2dd, 0x7, 0x65, 0x2, 0x2, 0x2dd, 0x2e5, 
    0x5, 0x3a, 0x1e, 0x2, 0x2de, 0x2df, 0x7, 0x5d, 0x2, 0x2, 0x2df, 0x2e0, 
    0x5, 0x40, 0x21, 0x2, 0x2e0, 0x2e1, 0x7, 0x65, 0x2, 0x2, 0x2e1, 0x2e2, 
    0x5, 0x3a, 0x1e, 0x2, 0x2e2, 0x2e4, 0x3, 0x2, 0x2, 0x2, 0x2e3, 0x2de, 
    0x3, 0x2, 0x2, 0x2, 0x2e4, 0x2e7, 0x3, 0x2, 0x2, 0x2, 0x2e5, 0x2e3, 
    0x3, 0x2, 0x2, 0x2, 0x2e5, 0x2e6, 0x3, 0x2, 0x2, 0x2, 0x2e6, 0x2e8, 
    0x3, 0x2, 0x2, 0x2, 0x2e7, 0x2e5, 0x3, 0x2, 0x2, 0x2, 0x2e8, 0x2e9, 
    0x7, 0x56, 0x2, 0x2, 0x2e9, 0x332, 0x3, 0x2, 0x2, 0x2, 0x2ea, 0x2eb, 
    0x7, 0x55, 0x2, 0x2, 0x2eb, 0x2ec, 0x5, 0x40, 0x21, 0x2, 0x2ec, 0x2ed, 
    0x7, 0x5e, 0x2, 0x2, 0x2ed, 0x2f5, 0x5, 0x3a, 0x1e, 0x2, 0x2ee, 0x2ef, 
    0x7, 0x5d, 0x2, 0x2, 0x2ef, 0x2f0, 0x5, 0x40, 0x21, 0x2, 0x2f0, 0x2f1, 
    0x7, 0x5e, 0x2, 0x2, 0x2f1, 0x2f2, 0x5, 0x3a, 0x1e, 0x2, 0x2f2, 0x2f4, 
    0x3, 0x2, 0x2, 0x2, 0x2f3, 0x2ee, 0x3, 0x2, 0x2, 0x2, 0x2f4, 0x2f7, 
    0x3, 0x2, 0x2, 0x2, 0x2f5, 0x2f3, 0x3, 0x2, 0x2, 0x2, 0x2f5, 0x2f6, 
    0x3, 0x2, 0x2, 0x2, 0x2f6, 0x2f8, 0x3, 0x2, 0x2, 0x2, 0x2f7, 0x2f5, 
    0x3, 0x2, 0x2, 0x2, 0x2f8, 0x2f9, 0x7, 0x56, 0x2, 0x2, 0x2f9, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x2fa, 0x2fb, 0x7, 0x55, 0x2, 0x2, 0x2fb, 0x2fc, 
    0x5, 0x3a, 0x1e, 0x2, 0x2fc, 0x2fd, 0x7, 0x1e, 0x2, 0x2, 0x2fd, 0x302, 
    0x5, 0x5c, 0x2f, 0x2, 0x2fe, 0x2ff, 0x7, 0x5d, 0x2, 0x2, 0x2ff, 0x301, 
    0x5, 0x5c, 0x2f, 0x2, 0x300, 0x2fe, 0x3, 0x2, 0x2, 0x2, 0x301, 0x304, 
    0x3, 0x2, 0x2, 0x2, 0x302, 0x300, 0x3, 0x2, 0x2, 0x2, 0x302, 0x303, 
    0x3, 0x2, 0x2, 0x2, 0x303, 0x305, 0x3, 0x2, 0x2, 0x2, 0x304, 0x302, 
    0x3, 0x2, 0x2, 0x2, 0x305, 0x306, 0x7, 0x56, 0x2, 0x2, 0x306, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x307, 0x308, 0x7, 0x55, 0x2, 0x2, 0x308, 0x309, 
    0x5, 0x3a, 0x1e, 0x2, 0x309, 0x30a, 0x7, 0x64, 0x2, 0x2, 0x30a, 0x30b, 
    0x5, 0x3a, 0x1e, 0x2, 0x30b, 0x30c, 0x7, 0x56, 0x2, 0x2, 0x30c, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x30d, 0x30e, 0x7, 0x55, 0x2, 0x2, 0x30e, 0x30f, 
    0x5, 0x3a, 0x1e, 0x2, 0x30f, 0x310, 0x7, 0x57, 0x2, 0x2, 0x310, 0x311, 
    0x5, 0x4e, 0x28, 0x2, 0x311, 0x332, 0x3, 0x2, 0x2, 0x2, 0x312, 0x313, 
    0x7, 0x5a, 0x2, 0x2, 0x313, 0x314, 0x5, 0x3a, 0x1e, 0x2, 0x314, 0x315, 
    0x7, 0x5c, 0x2, 0x2, 0x315, 0x316, 0x5, 0x4e, 0x28, 0x2, 0x316, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x317, 0x320, 0x7, 0x5a, 0x2, 0x2, 0x318, 0x31d, 
    0x5, 0x3a, 0x1e, 0x2, 0x319, 0x31a, 0x7, 0x5d, 0x2, 0x2, 0x31a, 0x31c, 
    0x5, 0x3a, 0x1e, 0x2, 0x31b, 0x319, 0x3, 0x2, 0x2, 0x2, 0x31c, 0x31f, 
    0x3, 0x2, 0x2, 0x2, 0x31d, 0x31b, 0x3, 0x2, 0x2, 0x2, 0x31d, 0x31e, 
    0x3, 0x2, 0x2, 0x2, 0x31e, 0x321, 0x3, 0x2, 0x2, 0x2, 0x31f, 0x31d, 
    0x3, 0x2, 0x2, 0x2, 0x320, 0x318, 0x3, 0x2, 0x2, 0x2, 0x320, 0x321, 
    0x3, 0x2, 0x2, 0x2, 0x321, 0x322, 0x3, 0x2, 0x2, 0x2, 0x322, 0x332, 
    0x7, 0x5b, 0x2, 0x2, 0x323, 0x324, 0x9, 0x10, 0x2, 0x2, 0x324, 0x325, 
    0x5, 0x50, 0x29, 0x2, 0x325, 0x326, 0x7, 0x53, 0x2, 0x2, 0x326, 0x327, 
    0x5, 0x3a, 0x1e, 0x2, 0x327, 0x328, 0x7, 0x54, 0x2, 0x2, 0x328, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x329, 0x32e, 0x7, 0x51, 0x2, 0x2, 0x32a, 0x32b, 
    0x7, 0x61, 0x2, 0x2, 0x32b, 0x32d, 0x5, 0x48, 0x25, 0x2, 0x32c, 0x32a, 
    0x3, 0x2, 0x2, 0x2, 0x32d, 0x330, 0x3, 0x2, 0x2, 0x2, 0x32e, 0x32c, 
    0x3, 0x2, 0x2, 0x2, 0x32e, 0x32f, 0x3, 0x2, 0x2, 0x2, 0x32f, 0x332, 
    0x3, 0x2, 0x2, 0x2, 0x330, 0x32e, 0x3, 0x2, 0x2, 0x2, 0x331, 0x21f, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x220, 0x3, 0x2, 0x2, 0x2, 0x331, 0x221, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x222, 0x3, 0x2, 0x2, 0x2, 0x331, 0x223, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x224, 0x3, 0x2, 0x2, 0x2, 0x331, 0x225, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x226, 0x3, 0x2, 0x2, 0x2, 0x331, 0x235, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x236, 0x3, 0x2, 0x2, 0x2, 0x331, 0x239, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x240, 0x3, 0x2, 0x2, 0x2, 0x331, 0x244, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x24d, 0x3, 0x2, 0x2, 0x2, 0x331, 0x256, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x262, 0x3, 0x2, 0x2, 0x2, 0x331, 0x26d, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x278, 0x3, 0x2, 0x2, 0x2, 0x331, 0x281, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x288, 0x3, 0x2, 0x2, 0x2, 0x331, 0x297, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x2a0, 0x3, 0x2, 0x2, 0x2, 0x331, 0x2ab, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x2ad, 0x3, 0x2, 0x2, 0x2, 0x331, 0x2b5, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x2c2, 0x3, 0x2, 0x2, 0x2, 0x331, 0x2cd, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x2da, 0x3, 0x2, 0x2, 0x2, 0x331, 0x2ea, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x2fa, 0x3, 0x2, 0x2, 0x2, 0x331, 0x307, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x30d, 0x3, 0x2, 0x2, 0x2, 0x331, 0x312, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x317, 0x3, 0x2, 0x2, 0x2, 0x331, 0x323, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x329, 0x3, 0x2, 0x2, 0x2, 0x332, 0x45, 0x3, 
    0x2, 0x2, 0x2, 0x333, 0x335, 0x7, 0xc8, 0x2, 0x2, 0x334, 0x336, 0x5, 
    0x4a, 0x26, 0x2, 0x335, 0x334, 0x3, 0x2, 0x2, 0x2, 0x335, 0x336, 0x3, 
    0x2, 0x2, 0x2, 0x336, 0x33b, 0x3, 0x2, 0x2, 0x2, 0x337, 0x338, 0x7, 
    0x61, 0x2, 0x2, 0x338, 0x33a, 0x5, 0x48, 0x25, 0x2, 0x339, 0x337, 0x3, 
    0x2, 0x2, 0x2, 0x33a, 0x33d, 0x3, 0x2, 0x2, 0x2, 0x33b, 0x339, 0x3, 
    0x2, 0x2, 0x2, 0x33b, 0x33c, 0x3, 0x2, 0x2, 0x2, 0x33c, 0x47, 0x3, 0x2, 
    0x2, 0x2, 0x33d, 0x33b, 0x3, 0x2, 0x2, 0x2, 0x33e, 0x343, 0x7, 0xc8, 
    0x2, 0x2, 0x33f, 0x343, 0x7, 0x48, 0x2, 0x2, 0x340, 0x343, 0x5, 0x60, 
    0x31, 0x2, 0x341, 0x343, 0x5, 0x62, 0x32, 0x2, 0x342, 0x33e, 0x3, 0x2, 
    0x2, 0x2, 0x342, 0x33f, 0x3, 0x2, 0x2, 0x2, 0x342, 0x340, 0x3, 0x2, 
    0x2, 0x2, 0x342, 0x341, 0x3, 0x2, 0x2, 0x2, 0x343, 0x345, 0x3, 0x2, 
    0x2, 0x2, 0x344, 0x346, 0x5, 0x4a, 0x26, 0x2, 0x345, 0x344, 0x3, 0x2, 
    0x2, 0x2, 0x345, 0x346, 0x3, 0x2, 0x2, 0x2, 0x346, 0x351, 0x3, 0x2, 
    0x2, 0x2, 0x347, 0x349, 0x5, 0x64, 0x33, 0x2, 0x348, 0x34a, 0x5, 0x4a, 
    0x26, 0x2, 0x349, 0x348, 0x3, 0x2, 0x2, 0x2, 0x349, 0x34a, 0x3, 0x2, 
    0x2, 0x2, 0x34a, 0x351, 0x3, 0x2, 0x2, 0x2, 0x34b, 0x351, 0x5, 0x4a, 
    0x26, 0x2, 0x34c, 0x351, 0x7, 0x5e, 0x2, 0x2, 0x34d, 0x351, 0x7, 0x5a, 
    0x2, 0x2, 0x34e, 0x351, 0x7, 0x5b, 0x2, 0x2, 0x34f, 0x351, 0x7, 0x62, 
    0x2, 0x2, 0x350, 0x342, 0x3, 0x2, 0x2, 0x2, 0x350, 0x347, 0x3, 0x2, 
    0x2, 0x2, 0x350, 0x34b, 0x3, 0x2, 0x2, 0x2, 0x350, 0x34c, 0x3, 0x2, 
    0x2, 0x2, 0x350, 0x34d, 0x3, 0x2, 0x2, 0x2, 0x350, 0x34e, 0x3, 0x2, 
    0x2, 0x2, 0x350, 0x34f, 0x3, 0x2, 0x2, 0x2, 0x351, 0x49, 0x3, 0x2, 0x2, 
    0x2, 0x352, 0x353, 0x7, 0x53, 0x2, 0x2, 0x353, 0x358, 0x5, 0x4c, 0x27, 
    0x2, 0x354, 0x355, 0x7, 0x5d, 0x2, 0x2, 0x355, 0x357, 0x5, 0x4c, 0x27, 
    0x2, 0x356, 0x354, 0x3, 0x2, 0x2, 0x2, 0x357, 0x35a, 0x3, 0x2, 0x2, 
    0x2, 0x358, 0x356, 0x3, 0x2, 0x2, 0x2, 0x358, 0x359, 0x3, 0x2, 0x2, 
    0x2, 0x359, 0x35b, 0x3, 0x2, 0x2, 0x2, 0x35a, 0x358, 0x3, 0x2, 0x2, 
    0x2, 0x35b, 0x35c, 0x7, 0x54, 0x2, 0x2, 0x35c, 0x4b, 0x3, 0x2, 0x2, 
    0x2, 0x35d, 0x362, 0x5, 0x3a, 0x1e, 0x2, 0x35e, 0x362, 0x5, 0x60, 0x31, 
    0x2, 0x35f, 0x362, 0x5, 0x64, 0x33, 0x2, 0x360, 0x362, 0x5, 0x62, 0x32, 
    0x2, 0x361, 0x35d, 0x3, 0x2, 0x2, 0x2, 0x361, 0x35e, 0x3, 0x2, 0x2, 
    0x2, 0x361, 0x35f, 0x3, 0x2, 0x2, 0x2, 0x361, 0x360, 0x3, 0x2, 0x2, 
    0x2, 0x362, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x363, 0x365, 0x7, 0xc8, 0x2, 
    0x2, 0x364, 0x366, 0x5, 0x4a, 0x26, 0x2, 0x365, 0x364, 0x3, 0x2, 0x2, 
    0x2, 0x365, 0x366, 0x3, 0x2, 0x2, 0x2, 0x366, 0x36b, 0x3, 0x2, 0x2, 
    0x2, 0x367, 0x368, 0x7, 0x61, 0x2, 0x2, 0x368, 0x36a, 0x5, 0x48, 0x25, 
    0x2, 0x369, 0x367, 0x3, 0x2, 0x2, 0x2, 0x36a, 0x36d, 0x3, 0x2, 0x2, 
    0x2, 0x36b, 0x369, 0x3, 0x2, 0x2, 0x2, 0x36b, 0x36c, 0x3, 0x2, 0x2, 
    0x2, 0x36c, 0x37f, 0x3, 0x2, 0x2, 0x2, 0x36d, 0x36b, 0x3, 0x2, 0x2, 
    0x2, 0x36e, 0x377, 0x7, 0x5a, 0x2, 0x2, 0x36f, 0x374, 0x5, 0x3a, 0x1e, 
    0x2, 0x370, 0x371, 0x7, 0x5d, 0x2, 0x2, 0x371, 0x373, 0x5, 0x3a, 0x1e, 
    0x2, 0x372, 0x370, 0x3, 0x2, 0x2, 0x2, 0x373, 0x376, 0x3, 0x2, 0x2, 
    0x2, 0x374, 0x372, 0x3, 0x2, 0x2, 0x2, 0x374, 0x375, 0x3, 0x2, 0x2, 
    0x2, 0x375, 0x378, 0x3, 0x2, 0x2, 0x2, 0x376, 0x374, 0x3, 0x2, 0x2, 
    0x2, 0x377, 0x36f, 0x3, 0x2, 0x2, 0x2, 0x377, 0x378, 0x3, 0x2, 0x2, 
    0x2, 0x378, 0x379, 0x3, 0x2, 0x2, 0x2, 0x379, 0x37f, 0x7, 0x5b, 0x2, 
    0x2, 0x37a, 0x37b, 0x7, 0x53, 0x2, 0x2, 0x37b, 0x37c, 0x5, 0x3a, 0x1e, 
    0x2, 0x37c, 0x37d, 0x7, 0x54, 0x2, 0x2, 0x37d, 0x37f, 0x3, 0x2, 0x2, 
    0x2, 0x37e, 0x363, 0x3, 0x2, 0x2, 0x2, 0x37e, 0x36e, 0x3, 0x2, 0x2, 
    0x2, 0x37e, 0x37a, 0x3, 0x2, 0x2, 0x2, 0x37f, 0x4f, 0x3, 0x2, 0x2, 0x2, 
    0x380, 0x382, 0x7, 0xc8, 0x2, 0x2, 0x381, 0x383, 0x5, 0x4a, 0x26, 0x2, 
    0x382, 0x381, 0x3, 0x2, 0x2, 0x2, 0x382, 0x383, 0x3, 0x2, 0x2, 0x2, 
    0x383, 0x388, 0x3, 0x2, 0x2, 0x2, 0x384, 0x385, 0x7, 0x61, 0x2, 0x2, 
    0x385, 0x387, 0x5, 0x52, 0x2a, 0x2, 0x386, 0x384, 0x3, 0x2, 0x2, 0x2, 
    0x387, 0x38a, 0x3, 0x2, 0x2, 0x2, 0x388, 0x386, 0x3, 0x2, 0x2, 0x2, 
    0x388, 0x389, 0x3, 0x2, 0x2, 0x2, 0x389, 0x39c, 0x3, 0x2, 0x2, 0x2, 
    0x38a, 0x388, 0x3, 0x2, 0x2, 0x2, 0x38b, 0x394, 0x7, 0x5a, 0x2, 0x2, 
    0x38c, 0x391, 0x5, 0x3a, 0x1e, 0x2, 0x38d, 0x38e, 0x7, 0x5d, 0x2, 0x2, 
    0x38e, 0x390, 0x5, 0x3a, 0x1e, 0x2, 0x38f, 0x38d, 0x3, 0x2, 0x2, 0x2, 
    0x390, 0x393, 0x3, 0x2, 0x2, 0x2, 0x391, 0x38f, 0x3, 0x2, 0x2, 0x2, 
    0x391, 0x392, 0x3, 0x2, 0x2, 0x2, 0x392, 0x395, 0x3, 0x2, 0x2, 0x2, 
    0x393, 0x391, 0x3, 0x2, 0x2, 0x2, 0x394, 0x38c, 0x3, 0x2, 0x2, 0x2, 
    0x394, 0x395, 0x3, 0x2, 0x2, 0x2, 0x395, 0x396, 0x3, 0x2, 0x2, 0x2, 
    0x396, 0x39c, 0x7, 0x5b, 0x2, 0x2, 0x397, 0x398, 0x7, 0x53, 0x2, 0x2, 
    0x398, 0x399, 0x5, 0x3a, 0x1e, 0x2, 0x399, 0x39a, 0x7, 0x54, 0x2, 0x2, 
    0x39a, 0x39c, 0x3, 0x2, 0x2, 0x2, 0x39b, 0x380, 0x3, 0x2, 0x2, 0x2, 
    0x39b, 0x38b, 0x3, 0x2, 0x2, 0x2, 0x39b, 0x397, 0x3, 0x2, 0x2, 0x2, 
    0x39c, 0x51, 0x3, 0x2, 0x2, 0x2, 0x39d, 0x3a2, 0x7, 0xc8, 0x2, 0x2, 
    0x39e, 0x3a2, 0x7, 0x48, 0x2, 0x2, 0x39f, 0x3a2, 0x5, 0x60, 0x31, 0x2, 
    0x3a0, 0x3a2, 0x5, 0x62, 0x32, 0x2, 0x3a1, 0x39d, 0x3, 0x2, 0x2, 0x2, 
    0x3a1, 0x39e, 0x3, 0x2, 0x2, 0x2, 0x3a1, 0x39f, 0x3, 0x2, 0x2, 0x2, 
    0x3a1, 0x3a0, 0x3, 0x2, 0x2, 0x2, 0x3a2, 0x3a4, 0x3, 0x2, 0x2, 0x2, 
    0x3a3, 0x3a5, 0x5, 0x4a, 0x26, 0x2, 0x3a4, 0x3a3, 0x3, 0x2, 0x2, 0x2, 
    0x3a4, 0x3a5, 0x3, 0x2, 0x2, 0x2, 0x3a5, 0x3af, 0x3, 0x2, 0x2, 0x2, 
    0x3a6, 0x3a7, 0x5, 0x64, 0x33, 0x2, 0x3a7, 0x3a8, 0x5, 0x4a, 0x26, 0x2, 
    0x3a8, 0x3af, 0x3, 0x2, 0x2, 0x2, 0x3a9, 0x3af, 0x5, 0x4a, 0x26, 0x2, 
    0x3aa, 0x3af, 0x7, 0x5e, 0x2, 0x2, 0x3ab, 0x3af, 0x7, 0x5a, 0x2, 0x2, 
    0x3ac, 0x3af, 0x7, 0x5b, 0x2, 0x2, 0x3ad, 0x3af, 0x7, 0x62, 0x2, 0x2, 
    0x3ae, 0x3a1, 0x3, 0x2, 0x2, 0x2, 0x3ae, 0x3a6, 0x3, 0x2, 0x2, 0x2, 
    0x3ae, 0x3a9, 0x3, 0x2, 0x2, 0x2, 0x3ae, 0x3aa, 0x3, 0x2, 0x2, 0x2, 
    0x3ae, 0x3ab, 0x3, 0x2, 0x2, 0x2, 0x3ae, 0x3ac, 0x3, 0x2, 0x2, 0x2, 
    0x3ae, 0x3ad, 0x3, 0x2, 0x2, 0x2, 0x3af, 0x53, 0x3, 0x2, 0x2, 0x2, 0x3b0, 
    0x3bc, 0x7, 0xc8, 0x2, 0x2, 0x3b1, 0x3b2, 0x7, 0x5a, 0x2, 0x2, 0x3b2, 
    0x3b7, 0x7, 0xc8, 0x2, 0x2, 0x3b3, 0x3b4, 0x7, 0x5d, 0x2, 0x2, 0x3b4, 
    0x3b6, 0x7, 0xc8, 0x2, 0x2, 0x3b5, 0x3b3, 0x3, 0x2, 0x2, 0x2, 0x3b6, 
    0x3b9, 0x3, 0x2, 0x2, 0x2, 0x3b7, 0x3b5, 0x3, 0x2, 0x2, 0x2, 0x3b7, 
    0x3b8, 0x3, 0x2, 0x2, 0x2, 0x3b8, 0x3ba, 0x3, 0x2, 0x2, 0x2, 0x3b9, 
    0x3b7, 0x3, 0x2, 0x2, 0x2, 0x3ba, 0x3bc, 0x7, 0x5b, 0x2, 0x2, 0x3bb, 
    0x3b0, 0x3, 0x2, 0x2, 0x2, 0x3bb, 0x3b1, 0x3, 0x2, 0x2, 0x2, 0x3bc, 
    0x55, 0x3, 0x2, 0x2, 0x2, 0x3bd, 0x3be, 0x7, 0x5a, 0x2, 0x2, 0x3be, 
    0x3c3, 0x7, 0xc8, 0x2, 0x2, 0x3bf, 0x3c0, 0x7, 0x5d, 0x2, 0x2, 0x3c0, 
    0x3c2, 0x7, 0xc8, 0x2, 0x2, 0x3c1, 0x3bf, 0x3, 0x2, 0x2, 0x2, 0x3c2, 
    0x3c5, 0x3, 0x2, 0x2, 0x2, 0x3c3, 0x3c1, 0x3, 0x2, 0x2, 0x2, 0x3c3, 
    0x3c4, 0x3, 0x2, 0x2, 0x2, 0x3c4, 0x3c6, 0x3, 0x2, 0x2, 0x2, 0x3c5, 
    0x3c3, 0x3, 0x2, 0x2, 0x2, 0x3c6, 0x3c7, 0x7, 0x5b, 0x2, 0x2, 0x3c7, 
    0x3c8, 0x7, 0x77, 0x2, 0x2, 0x3c8, 0x3d4, 0x5, 0x3a, 0x1e, 0x2, 0x3c9, 
    0x3ce, 0x7, 0xc8, 0x2, 0x2, 0x3ca, 0x3cb, 0x7, 0x5d, 0x2, 0x2, 0x3cb, 
    0x3cd, 0x7, 0xc8, 0x2, 0x2, 0x3cc, 0x3ca, 0x3, 0x2, 0x2, 0x2, 0x3cd, 
    0x3d0, 0x3, 0x2, 0x2, 0x2, 0x3ce, 0x3cc, 0x3, 0x2, 0x2, 0x2, 0x3ce, 
    0x3cf, 0x3, 0x2, 0x2, 0x2, 0x3cf, 0x3d1, 0x3, 0x2, 0x2, 0x2, 0x3d0, 
    0x3ce, 0x3, 0x2, 0x2, 0x2, 0x3d1, 0x3d2, 0x7, 0x77, 0x2, 0x2, 0x3d2, 
    0x3d4, 0x5, 0x3a, 0x1e, 0x2, 0x3d3, 0x3bd, 0x3, 0x2, 0x2, 0x2, 0x3d3, 
    0x3c9, 0x3, 0x2, 0x2, 0x2, 0x3d4, 0x57, 0x3, 0x2, 0x2, 0x2, 0x3d5, 0x3d6, 
    0x5, 0x3a, 0x1e, 0x2, 0x3d6, 0x3d7, 0x7, 0x64, 0x2, 0x2, 0x3d7, 0x3d8, 
    0x5, 0x3a, 0x1e, 0x2, 0x3d8, 0x59, 0x3, 0x2, 0x2, 0x2, 0x3d9, 0x3de, 
    0x5, 0xe, 0x8, 0x2, 0x3da, 0x3de, 0x5, 0x1a, 0xe, 0x2, 0x3db, 0x3de, 
    0x5, 0x18, 0xd, 0x2, 0x3dc, 0x3de, 0x5, 0x12, 0xa, 0x2, 0x3dd, 0x3d9, 
    0x3, 0x2, 0x2, 0x2, 0x3dd, 0x3da, 0x3, 0x2, 0x2, 0x2, 0x3dd, 0x3db, 
    0x3, 0x2, 0x2, 0x2, 0x3dd, 0x3dc, 0x3, 0x2, 0x2, 0x2, 0x3de, 0x5b, 0x3, 
    0x2, 0x2, 0x2, 0x3df, 0x3e1, 0x7, 0x61, 0x2, 0x2, 0x3e0, 0x3e2, 0x5, 
    0x5e, 0x30, 0x2, 0x3e1, 0x3e0, 0x3, 0x2, 0x2, 0x2, 0x3e2, 0x3e3, 0x3, 
    0x2, 0x2, 0x2, 0x3e3, 0x3e1, 0x3, 0x2, 0x2, 0x2, 0x3e3, 0x3e4, 0x3, 
    0x2, 0x2, 0x2, 0x3e4, 0x3e5, 0x3, 0x2, 0x2, 0x2, 0x3e5, 0x3e6, 0x7, 
    0x6f, 0x2, 0x2, 0x3e6, 0x3e7, 0x5, 0x3a, 0x1e, 0x2, 0x3e7, 0x5d, 0x3, 
    0x2, 0x2, 0x2, 0x3e8, 0x3e9, 0x7, 0x60, 0x2, 0x2, 0x3e9, 0x3f6, 0x5, 
    0x40, 0x21, 0x2, 0x3ea, 0x3eb, 0x7, 0x55, 0x2, 0x2, 0x3eb, 0x3f0, 0x5, 
    0x3a, 0x1e, 0x2, 0x3ec, 0x3ed, 0x7, 0x5d, 0x2, 0x2, 0x3ed, 0x3ef, 0x5, 
    0x3a, 0x1e, 0x2, 0x3ee, 0x3ec, 0x3, 0x2, 0x2, 0x2, 0x3ef, 0x3f2, 0x3, 
    0x2, 0x2, 0x2, 0x3f0, 0x3ee, 0x3, 0x2, 0x2, 0x2, 0x3f0, 0x3f1, 0x3, 
    0x2, 0x2, 0x2, 0x3f1, 0x3f3, 0x3, 0x2, 0x2, 0x2, 0x3f2, 0x3f0, 0x3, 
    0x2, 0x2, 0x2, 0x3f3, 0x3f4, 0x7, 0x56, 0x2, 0x2, 0x3f4, 0x3f6, 0x3, 
    0x2, 0x2, 0x2, 0x3f5, 0x3e8, 0x3, 0x2, 0x2, 0x2, 0x3f5, 0x3ea, 0x3, 
    0x2, 0x2, 0x2, 0x3f6, 0x5f, 0x3, 0x2, 0x2, 0x2, 0x3f7, 0x3f8, 0x9, 0x11, 
    0x2, 0x2, 0x3f8, 0x61, 0x3, 0x2, 0x2, 0x2, 0x3f9, 0x3fa, 0x9, 0x12, 
    0x2, 0x2, 0x3fa, 0x63, 0x3, 0x2, 0x2, 0x2, 0x3fb, 0x3fc, 0x9, 0x13, 
    0x2, 0x2, 0x3fc, 0x65, 0x3, 0x2, 0x2, 0x2, 0x76, 0x6e, 0x73, 0x7e, 0x86, 
    0x8a, 0x8e, 0x92, 0x99, 0xa1, 0xaa, 0xb3, 0xbd, 0xcb, 0xd4, 0xd9, 0xee, 
    0xfb, 0x109, 0x10e, 0x11b, 0x11e, 0x128, 0x12d, 0x134, 0x138, 0x13b, 
    0x143, 0x14f, 0x153, 0x159, 0x160, 0x162, 0x167, 0x16c, 0x174, 0x176, 
    0x17a, 0x17f, 0x181, 0x18c, 0x194, 0x197, 0x19f, 0x1a8, 0x1b0, 0x1b3, 
    0x1ba, 0x1be, 0x1c0, 0x1c4, 0x1cd, 0x1d6, 0x1d9, 0x1e1, 0x1e4, 0x1e9, 
    0x1f1, 0x1f9, 0x1ff, 0x206, 0x20f, 0x217, 0x21b, 0x22d, 0x231, 0x23e, 
    0x249, 0x252, 0x25c, 0x268, 0x273, 0x27c, 0x28e, 0x295, 0x29b, 0x2a6, 
    0x2bd, 0x2c8, 0x2d3, 0x2e5, 0x2f5, 0x302, 0x31d, 0x320, 0x32e, 0x331, 
    0x335, 0x33b, 0x342, 0x345, 0x349, 0x350, 0x358, 0x361, 0x365, 0x36b, 
    0x374, 0x377, 0x37e, 0x382, 0x388, 0x391, 0x394, 0x39b, 0x3a1, 0x3a4, 
    0x3ae, 0x3b7, 0x3bb, 0x3c3, 0x3ce, 0x3d3, 0x3dd, 0x3e3, 0x3f0, 0x3f5, 
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
