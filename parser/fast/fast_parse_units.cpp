// The fast parser's module level: header, EXTENDS, declarations, definitions,
// instances, assumptions, nested modules (Transformer's transform_units.cpp).
#include "fast/fast_parse.h"

#include "TLAPlusLexer.h"
#include "fast/fast_parser.h"
#include "lex/string_literal.h"
#include "token_texts.h"
#include "transform/operator_table.h"

namespace tlacore {

using L = tlacore_antlr::TLAPlusLexer;
using namespace ast;

namespace fast {

namespace {
// The recursion the parser allows itself before handing a module to the
// ANTLR front end (which runs on a large stack): far beyond corpus specs
// (nesting <= ~40) and well within any thread's stack.
constexpr size_t kMaxRecursion = 400;

} // namespace

FastParser::FastParser(std::string_view text, size_t start, uint32_t base, size_t maxNesting, AstContext &ast,
                       TokenTexts &texts)
    : text_(text), base_(base), maxNesting_(maxNesting), ast_(ast), texts_(texts),
      layout_(text, start, maxNesting, recordToken, this) {}

void FastParser::recordToken(void *self, const Token &tok) {
  auto *p = static_cast<FastParser *>(self);
  std::string_view image = p->text(tok);
  if (tok.type == L::STRING)
    p->texts_.literal(decodeString(image));
  else
    p->texts_.image(image);
}

std::string_view FastParser::image(const Token &t) { return texts_.image(text(t)); }

Token FastParser::expect(uint16_t t) {
  if (type() != t)
    throw GiveUp{"unexpected token"};
  return take();
}

void FastParser::enter() {
  if (++depth_ > kMaxRecursion)
    throw GiveUp{"deeper than the fast parser recurses"};
}

Module *FastParser::parseModule(uint32_t &moduleEnd) {
  Module *m = module();
  if (type() != kEof)
    throw GiveUp{"text after the module"};
  moduleEnd = lastEnd_;
  return m;
}

// SEPARATOR MODULE name SEPARATOR extendsList? unit* MODULE_END
Module *FastParser::module() {
  enter();
  Token first = expect(L::SEPARATOR);
  Token moduleWord = expect(L::MODULE);
  // SANY's BEGIN_MODULE token: the dashes, then spaces only, then MODULE (tla+.jj).
  for (uint32_t i = first.end; i < moduleWord.begin; ++i)
    if (text_[i] != ' ')
      throw GiveUp{"MODULE not on the dashes' line"};
  Token nameTok = expect(L::IDENT);
  expect(L::SEPARATOR);
  auto *m = ast_.make<Module>(ast_.resource());
  m->name = name(nameTok);
  if (type() == L::EXTENDS) {
    take();
    identifierList(m->extends);
  }
  std::vector<Unit *> units; // then exact-size: a large module has 100,000s
  while (type() != L::MODULE_END) {
    if (type() == kEof)
      throw GiveUp{"no ===="};
    unit(units);
  }
  m->units.assignFinal(ast_.resource(), units.begin(), units.end());
  take();
  m->range = from(first.begin);
  leave();
  return m;
}

OpDecl FastParser::opDecl() {
  OpDecl d;
  Token first = la();
  if (isBoundName(first.type)) {
    take();
    d.name = name(first);
    if (type() == L::LPAREN) {
      take();
      expect(L::UNDERSCORE);
      d.arity = 1;
      while (type() == L::COMMA) {
        take();
        expect(L::UNDERSCORE);
        ++d.arity;
      }
      expect(L::RPAREN);
    }
    return d;
  }
  if (const OperatorInfo *pre = prefixOperatorInfo(first.type); pre && type(2) == L::UNDERSCORE) {
    if (first.type == L::MINUS)
      throw GiveUp{"`-` declared as a prefix operator (SANY's is `-.`)"};
    take();
    take();
    d.name = Name{pre->canonical, range(first)};
    d.arity = 1;
    d.fixity = Fixity::Prefix;
    return d;
  }
  if (first.type == L::UNDERSCORE) {
    Token op = la(2);
    const OperatorInfo *in = infixOperatorInfo(op.type);
    if (in && in->fix == OpFix::Infix && type(3) == L::UNDERSCORE) {
      take(), take(), take();
      d.name = Name{in->canonical, range(op)};
      d.arity = 2;
      d.fixity = Fixity::Infix;
      return d;
    }
    if (const OperatorInfo *post = postfixOperatorInfo(op.type)) {
      take(), take();
      d.name = Name{post->canonical, range(op)};
      d.arity = 1;
      d.fixity = Fixity::Postfix;
      return d;
    }
  }
  throw GiveUp{"operator declaration"};
}

Vec<OpDecl> FastParser::opDeclList() {
  std::vector<OpDecl> list;
  list.push_back(opDecl());
  while (type() == L::COMMA) {
    take();
    list.push_back(opDecl());
  }
  Vec<OpDecl> out = ast_.vec<OpDecl>();
  out.assignFinal(ast_.resource(), list.begin(), list.end());
  return out;
}

// INSTANCE M (WITH target <- argument, ...)?
InstanceUnit *FastParser::instance() {
  auto *inst = ast_.make<InstanceUnit>(SourceRange{}, ast_.resource());
  expect(L::INSTANCE);
  inst->module = name(expect(L::IDENT));
  if (type() != L::WITH)
    return inst;
  take();
  std::vector<Substitution> subs;
  while (true) {
    Token t = la();
    Substitution sub;
    if (t.type == L::IDENT) {
      sub.target = name(t);
    } else if (t.type == L::MINUS) {
      throw GiveUp{"`-` as a substitution target"};
    } else if (const OperatorInfo *pre = prefixOperatorInfo(t.type)) {
      sub.target = Name{pre->canonical, range(t)};
    } else if (const OperatorInfo *in = infixOperatorInfo(t.type); in && in->fix == OpFix::Infix) {
      sub.target = Name{in->canonical, range(t)};
    } else if (const OperatorInfo *post = postfixOperatorInfo(t.type)) {
      sub.target = Name{post->canonical, range(t)};
    } else {
      throw GiveUp{"substitution target"};
    }
    take();
    expect(L::LARROW);
    sub.value = argument(true);
    subs.push_back(sub);
    if (type() != L::COMMA)
      break;
    take();
  }
  inst->substitutions.assignFinal(ast_.resource(), subs.begin(), subs.end());
  return inst;
}

// Whether a quantBound begins here: `x, y \in`, `<<x, y>> \in` or `<<>> \in` (boundNames).
bool FastParser::atQuantBound() {
  size_t k = 1;
  bool tuple = type(k) == L::LANGLE;
  if (tuple) {
    ++k;
    if (type(k) == L::RANGLE)
      return type(k + 1) == L::SET_IN;
  }
  if (!isBoundName(type(k)))
    return false;
  ++k;
  while (type(k) == L::COMMA && isBoundName(type(k + 1)))
    k += 2;
  if (tuple) {
    if (type(k) != L::RANGLE)
      return false;
    ++k;
  }
  return type(k) == L::SET_IN;
}

void FastParser::quantBounds(Vec<BoundDecl> &out) {
  std::vector<BoundDecl> bounds;
  bounds.push_back(quantBound());
  while (type() == L::COMMA) {
    take();
    bounds.push_back(quantBound());
  }
  out.reserve(bounds.size());
  for (BoundDecl &b : bounds)
    out.push_back(std::move(b));
}

bool FastParser::isBuiltinName(uint16_t t) {
  return t == L::TRUE || t == L::FALSE || t == L::BOOLEAN || t == L::STRING_SET;
}

bool FastParser::isBoundName(uint16_t t) { return t == L::IDENT || t == L::AT || isBuiltinName(t); }

void FastParser::identifierList(ast::Vec<ast::Name> &out, bool commas, bool bound, bool emptyOk) {
  size_t mark = nameScratch_.size();
  auto one = [&] {
    if (bound && !isBoundName(type()))
      throw GiveUp{"unexpected token"};
    nameScratch_.push_back(name(bound ? take() : expect(L::IDENT)));
  };
  if (!emptyOk || (bound ? isBoundName(type()) : type() == L::IDENT)) {
    one();
    while (commas && type() == L::COMMA) {
      take();
      one();
    }
  }
  out.assignFinal(ast_.resource(), nameScratch_.begin() + static_cast<std::ptrdiff_t>(mark), nameScratch_.end());
  nameScratch_.resize(mark);
}

BoundDecl FastParser::quantBound() {
  BoundDecl b(ast_.resource());
  b.isTuple = type() == L::LANGLE;
  if (b.isTuple)
    take();
  identifierList(b.names, true, true, b.isTuple);
  if (b.isTuple)
    expect(L::RANGLE);
  expect(L::SET_IN);
  b.set = expr();
  return b;
}

// moduleDefinition | functionDefinition | operatorDefinition (and, at the
// top level only, what the caller handles).
Unit *FastParser::definition(bool inLet) {
  (void)inLet;
  Token first = la();
  uint16_t second = type(2);
  if (isBoundName(first.type) && first.type != L::IDENT && (second == L::DEFEQ || second == L::LPAREN)) {
    // defName: TRUE == ..., @(x) == ... (SANY's semantic pass reports the redefinition)
    take();
    auto *d = ast_.make<OperatorDefUnit>(SourceRange{}, ast_.resource());
    d->name = name(first);
    if (second == L::LPAREN) {
      take();
      std::vector<OpDecl> params;
      params.push_back(opDecl());
      while (type() == L::COMMA) {
        take();
        params.push_back(opDecl());
      }
      expect(L::RPAREN);
      d->params.assignFinal(ast_.resource(), params.begin(), params.end());
    }
    expect(L::DEFEQ);
    d->body = expr();
    d->range = from(first.begin);
    return d;
  }
  if (first.type == L::IDENT) {
    if (second == L::DEFEQ || second == L::LPAREN) {
      take();
      std::vector<OpDecl> params;
      if (second == L::LPAREN) {
        take();
        params.push_back(opDecl());
        while (type() == L::COMMA) {
          take();
          params.push_back(opDecl());
        }
        expect(L::RPAREN);
      }
      expect(L::DEFEQ);
      if (type() == L::INSTANCE) {
        InstanceUnit *inst = instance();
        inst->defName = name(first);
        inst->params.assignFinal(ast_.resource(), params.begin(), params.end());
        inst->range = from(first.begin);
        return inst;
      }
      auto *d = ast_.make<OperatorDefUnit>(SourceRange{}, ast_.resource());
      d->name = name(first);
      d->params.assignFinal(ast_.resource(), params.begin(), params.end());
      d->body = expr();
      d->range = from(first.begin);
      return d;
    }
    if (second == L::LBRACKET) {
      take();
      take();
      auto *f = ast_.make<FunctionDefUnit>(SourceRange{}, ast_.resource());
      f->name = name(first);
      quantBounds(f->bounds);
      expect(L::RBRACKET);
      expect(L::DEFEQ);
      f->body = expr();
      f->range = from(first.begin);
      return f;
    }
    const OperatorInfo *in = infixOperatorInfo(second);
    if (in && in->fix == OpFix::Infix && type(3) == L::IDENT && type(4) == L::DEFEQ) {
      take();
      Token op = take();
      Token rhs = take();
      take();
      auto *d = ast_.make<OperatorDefUnit>(SourceRange{}, ast_.resource());
      d->name = Name{in->canonical, range(op)};
      d->fixity = Fixity::Infix;
      d->params.reserve(2);
      d->params.push_back(OpDecl{name(first), 0, Fixity::Nonfix});
      d->params.push_back(OpDecl{name(rhs), 0, Fixity::Nonfix});
      d->body = expr();
      d->range = from(first.begin);
      return d;
    }
    if (const OperatorInfo *post = postfixOperatorInfo(second); post && type(3) == L::DEFEQ) {
      take();
      Token op = take();
      take();
      auto *d = ast_.make<OperatorDefUnit>(SourceRange{}, ast_.resource());
      d->name = Name{post->canonical, range(op)};
      d->fixity = Fixity::Postfix;
      d->params.push_back(OpDecl{name(first), 0, Fixity::Nonfix});
      d->body = expr();
      d->range = from(first.begin);
      return d;
    }
    throw GiveUp{"definition"};
  }
  if (const OperatorInfo *pre = prefixOperatorInfo(first.type); pre && second == L::IDENT && type(3) == L::DEFEQ) {
    if (first.type == L::MINUS)
      throw GiveUp{"`-` defined as a prefix operator (SANY's is `-.`)"};
    take();
    Token param = take();
    take();
    auto *d = ast_.make<OperatorDefUnit>(SourceRange{}, ast_.resource());
    d->name = Name{pre->canonical, range(first)};
    d->fixity = Fixity::Prefix;
    d->params.push_back(OpDecl{name(param), 0, Fixity::Nonfix});
    d->body = expr();
    d->range = from(first.begin);
    return d;
  }
  throw GiveUp{"unit"};
}

void FastParser::unit(std::vector<Unit *> &units) {
  Token first = la();
  Unit *u = nullptr;
  bool isLocal = false;
  switch (first.type) {
  case L::VARIABLE:
  case L::VARIABLES: {
    take();
    auto *v = ast_.make<VariablesUnit>(SourceRange{}, ast_.resource());
    identifierList(v->names);
    u = v;
    break;
  }
  case L::CONSTANT:
  case L::CONSTANTS: {
    take();
    auto *k = ast_.make<ConstantsUnit>(SourceRange{}, ast_.resource());
    k->decls = opDeclList();
    u = k;
    break;
  }
  case L::RECURSIVE: {
    take();
    auto *k = ast_.make<RecursiveUnit>(SourceRange{}, ast_.resource());
    k->decls = opDeclList();
    u = k;
    break;
  }
  case L::ASSUME:
  case L::ASSUMPTION:
  case L::AXIOM: {
    if (text(take()).front() == '[')
      throw GiveUp{"[]ASSUME as a module assumption"};
    auto *a = ast_.make<AssumeUnit>(SourceRange{});
    if (type() == L::IDENT && type(2) == L::DEFEQ) {
      a->name = name(take());
      take();
    }
    a->body = expr();
    u = a;
    break;
  }
  case L::INSTANCE:
    u = instance();
    break;
  case L::THEOREM:
  case L::PROPOSITION:
  case L::LEMMA:
  case L::COROLLARY: {
    take();
    auto *t = ast_.make<TheoremUnit>(SourceRange{});
    if (type() == L::IDENT && type(2) == L::DEFEQ) {
      t->name = name(take());
      take();
    }
    if (type() == L::ASSUME)
      t->assumeProve = assumeProve();
    else
      t->body = expr();
    t->hasProof = atProofItem();
    t->proof = t->hasProof ? proof() : nullptr;
    u = t;
    break;
  }
  case L::USE:
  case L::HIDE:
    if (type() == L::USE && type(2) == L::ONLY)
      throw GiveUp{"USE ONLY as a module unit"};
    u = useOrHide();
    break;
  case L::LOCAL:
    take();
    isLocal = true;
    u = type() == L::INSTANCE ? instance() : definition(false);
    break;
  case L::SEPARATOR:
    if (type(2) != L::MODULE) {
      take();
      return;
    }
    u = ast_.make<ModuleUnit>(SourceRange{}, module());
    // A named theorem right after a submodule does not parse in SANY 1.8.0 (its belchDEF).
    if ((type() == L::THEOREM || type() == L::PROPOSITION || type() == L::LEMMA || type() == L::COROLLARY) &&
        type(2) == L::IDENT && type(3) == L::DEFEQ)
      throw GiveUp{"named theorem after a submodule"};
    break;
  default:
    u = definition(false);
    break;
  }
  u->isLocal = isLocal;
  u->range = from(first.begin);
  units.push_back(u);
}

} // namespace fast

FastParseOutcome parseModuleFast(std::string_view text, size_t start, uint32_t base, size_t maxNesting,
                                 ParsedModule &result, TokenTexts &texts) {
  FastParseOutcome out;
  try {
    fast::FastParser parser(text, start, base, maxNesting, *result.context, texts);
    result.module = parser.parseModule(out.moduleEnd);
    out.ok = true;
  } catch (const fast::GiveUp &g) {
    result.module = nullptr;
    out.whyNot = g.why;
  }
  return out;
}

} // namespace tlacore
