// The fast path for theorems, ASSUME ... PROVE, USE/HIDE and proofs: TLAPlusParser.g4's proof rules,
// building the AST parser/transform/transform_proofs.cpp builds (flat proof items nested by step level).
#include "fast/fast_parse.h"

#include "TLAPlusLexer.h"
#include "fast/fast_parser.h"
#include "lex/step_token.h"
#include "transform/operator_table.h"

#include <string>
#include <vector>

namespace tlacore::fast {

using namespace ast;
using L = tlacore_antlr::TLAPlusLexer;

namespace {

bool isNewKind(uint16_t t) {
  return t == L::CONSTANT || t == L::VARIABLE || t == L::STATE || t == L::ACTION || t == L::TEMPORAL;
}

} // namespace

bool FastParser::atProofItem() {
  switch (type()) {
  case L::PROOF: case L::BY: case L::OBVIOUS: case L::OMITTED: case L::STEP_LABEL: return true;
  default: return false;
  }
}

// useItem (COMMA useItem)* ((DEF | DEFS) defItem (COMMA defItem)*)? | (DEF | DEFS) defItem (COMMA defItem)*
UseBody *FastParser::useBody(bool only) {
  auto *b = ast_.make<UseBody>(ast_.resource());
  b->only = only;
  std::vector<Expr *> facts, defs;
  std::vector<ModuleItem> modules;
  if (type() != L::DEF && type() != L::DEFS) {
    for (;;) {
      if (type() == L::MODULE) {
        take();
        modules.push_back({name(expect(L::IDENT)), false, static_cast<uint32_t>(facts.size())});
      } else {
        facts.push_back(expr());
      }
      if (type() != L::COMMA)
        break;
      take();
    }
  }
  if (type() == L::DEF || type() == L::DEFS) {
    take();
    for (;;) {
      uint16_t t = type();
      if (t == L::MODULE) {
        take();
        modules.push_back({name(expect(L::IDENT)), true, static_cast<uint32_t>(defs.size())});
      } else if (t == L::IDENT) {
        defs.push_back(nameExpr());
      } else if (t == L::MINUS_DOT || (t != L::MINUS && !prefixOperatorInfo(t) &&
                                       (infixOperatorInfo(t) || postfixOperatorInfo(t)))) {
        take(); // an operator symbol: not kept
      } else {
        throw GiveUp{"DEF item"};
      }
      if (type() != L::COMMA)
        break;
      take();
    }
  }
  for (Expr *f : facts)
    b->facts.push_back(f);
  for (Expr *d : defs)
    b->defs.push_back(d);
  for (const ModuleItem &m : modules)
    b->modules.push_back(m);
  return b;
}

UseOrHideUnit *FastParser::useOrHide() {
  Token first = take();
  auto *uh = ast_.make<UseOrHideUnit>(SourceRange{}, ast_.resource());
  uh->isHide = first.type == L::HIDE;
  bool only = type() == L::ONLY;
  if (only && uh->isHide)
    throw GiveUp{"HIDE ONLY"};
  if (only)
    take();
  UseBody *b = useBody(only);
  uh->facts = std::move(b->facts);
  uh->defs = std::move(b->defs);
  uh->modules = std::move(b->modules);
  uh->range = from(first.begin);
  return uh;
}

// ASSUME assumeItem (COMMA assumeItem)* PROVE expr
AssumeProve *FastParser::assumeProve() {
  Token first = expect(L::ASSUME);
  auto *ap = ast_.make<AssumeProve>(ast_.resource());
  std::vector<AssumeItem> items;
  for (;;) {
    Token start = la();
    AssumeItem it;
    if (type() == L::IDENT && type(2) == L::DCOLON && type(3) == L::ASSUME) {
      it.kind = AssumeItem::Kind::AssumeProve;
      it.label = name(take());
      take();
      it.assumeProve = assumeProve();
    } else if (type() == L::ASSUME) {
      it.kind = AssumeItem::Kind::AssumeProve;
      it.assumeProve = assumeProve();
    } else if (type() == L::NEW || isNewKind(type())) {
      it.kind = AssumeItem::Kind::New;
      if (type() == L::NEW)
        take();
      uint16_t k = type();
      if (isNewKind(k))
        take();
      it.decl.kind = k == L::VARIABLE ? NewKind::Variable
                     : k == L::STATE    ? NewKind::State
                     : k == L::ACTION   ? NewKind::Action
                     : k == L::TEMPORAL ? NewKind::Temporal
                                        : NewKind::Constant;
      if (type() == L::IDENT && type(2) == L::SET_IN) {
        it.decl.decl.name = name(take());
        take();
        it.decl.set = expr();
      } else {
        it.decl.decl = opDecl();
      }
    } else {
      it.kind = AssumeItem::Kind::Expr;
      it.expr = expr();
    }
    it.range = from(start.begin);
    items.push_back(std::move(it));
    if (type() != L::COMMA)
      break;
    take();
  }
  expect(L::PROVE);
  for (AssumeItem &it : items)
    ap->assumes.push_back(std::move(it));
  ap->prove = expr();
  ap->range = from(first.begin);
  return ap;
}

// A definition starts here: Op ==, Op(..) ==, f[..] ==, -. x ==, x + y ==, x ^+ ==, I == INSTANCE.
bool FastParser::atDefinition() {
  auto closes = [this](size_t k, uint16_t open, uint16_t close) -> size_t {
    int depth = 0;
    for (;; ++k) {
      uint16_t t = type(k);
      if (t == kEof)
        return 0;
      if (t == open)
        ++depth;
      else if (t == close && --depth == 0)
        return k;
      if (k > 400)
        return 0;
    }
  };
  uint16_t a = type(), b = type(2);
  if (isBoundName(a) && a != L::IDENT) { // defName: TRUE == ..., @(x) == ...
    if (b == L::DEFEQ)
      return true;
    size_t k = b == L::LPAREN ? closes(2, L::LPAREN, L::RPAREN) : 0;
    return k && type(k + 1) == L::DEFEQ;
  }
  if (a == L::IDENT) {
    if (b == L::DEFEQ)
      return true;
    if (b == L::LPAREN || b == L::LBRACKET) {
      size_t k = closes(2, b, b == L::LPAREN ? L::RPAREN : L::RBRACKET);
      return k && type(k + 1) == L::DEFEQ;
    }
    if ((infixOperatorInfo(b) && type(3) == L::IDENT && type(4) == L::DEFEQ) ||
        (postfixOperatorInfo(b) && type(3) == L::DEFEQ))
      return true;
    return false;
  }
  return prefixOperatorInfo(a) && b == L::IDENT && type(3) == L::DEFEQ;
}

ProofStep *FastParser::proofStep(const Token &label) {
  auto *step = ast_.make<ProofStep>(ast_.resource());
  step->label = name(label);
  StepToken tok = parseStepToken(step->label.text);
  step->implicitLevel = tok.level < 0;
  if (!tok.name.empty()) {
    std::string_view text = step->label.text;
    size_t close = text.find('>');
    step->stepName = text.substr(0, close + 1 + tok.name.size());
  }
  if (type() == L::QED) {
    take();
    step->kind = StepKind::Qed;
    step->range = from(label.begin);
    return step;
  }
  Token start = la();
  switch (start.type) {
  case L::USE:
  case L::HIDE:
    step->kind = StepKind::UseOrHide;
    step->defs.push_back(useOrHide());
    break;
  case L::HAVE:
    take();
    step->kind = StepKind::Have;
    step->expr = expr();
    break;
  case L::CASE:
    take();
    step->kind = StepKind::Case;
    step->expr = expr();
    if (type() == L::ARROW)
      throw GiveUp{"CASE step or CASE expression"};
    break;
  case L::WITNESS: {
    take();
    step->kind = StepKind::Witness;
    std::vector<Expr *> es{expr()};
    while (type() == L::COMMA) {
      take();
      es.push_back(expr());
    }
    for (Expr *x : es)
      step->exprs.push_back(x);
    break;
  }
  case L::TAKE:
  case L::PICK: {
    take();
    step->kind = start.type == L::TAKE ? StepKind::Take : StepKind::Pick;
    if (atQuantBound()) {
      quantBounds(step->bounds);
    } else {
      BoundDecl b(ast_.resource());
      identifierList(b.names);
      step->bounds.push_back(std::move(b));
    }
    if (start.type == L::PICK) {
      expect(L::COLON);
      step->expr = expr();
    }
    break;
  }
  case L::INSTANCE: {
    step->kind = StepKind::Instance;
    InstanceUnit *inst = instance();
    inst->range = from(start.begin);
    step->defs.push_back(inst);
    break;
  }
  default:
    if (start.type == L::DEFINE || atDefinition()) {
      step->kind = StepKind::Define;
      if (start.type == L::DEFINE)
        take();
      do {
        Token d = la();
        Unit *u = definition(false);
        u->range = from(d.begin);
        step->defs.push_back(u);
      } while (atDefinition());
      break;
    }
    step->kind = StepKind::Assert;
    if (type() == L::SUFFICES) {
      take();
      step->kind = StepKind::Suffices;
    }
    if (type() == L::ASSUME)
      step->assumeProve = assumeProve();
    else
      step->expr = expr();
    break;
  }
  step->range = from(label.begin);
  return step;
}

// Nests the flat items into the proof that starts at items[i] (transform_proofs.cpp's proofFrom).
Proof *FastParser::proofFrom(std::vector<ProofItem> &items, size_t &i, int parentLevel) {
  auto *p = ast_.make<Proof>(ast_.resource());
  if (i >= items.size())
    return p;
  SourceLoc begin = items[i].range.begin;
  if (items[i].kind == ProofItem::Keyword)
    ++i;
  if (i < items.size() && items[i].kind == ProofItem::Leaf) {
    ProofItem &leaf = items[i++];
    p->kind = leaf.leafKind;
    p->by = leaf.by;
    p->range = {begin, leaf.range.end};
    return p;
  }
  p->kind = Proof::Kind::Steps;
  if (i >= items.size() || items[i].kind != ProofItem::Step)
    throw GiveUp{"PROOF without a proof"};
  StepToken first = parseStepToken(items[i].step->label.text);
  int level = first.level >= 0 ? first.level : parentLevel + 1;
  if (level <= parentLevel)
    throw GiveUp{"step level"};
  bool isFirst = true, ended = false;
  std::vector<ProofStep *> steps;
  while (i < items.size() && items[i].kind == ProofItem::Step) {
    StepToken tok = parseStepToken(items[i].step->label.text);
    // SANY's Proof is its steps, then the QED step, each at the proof's level.
    if (!isFirst && levelIn(tok, level) != level)
      throw GiveUp{"step level"};
    ProofStep *step = items[i].step;
    step->level = level;
    ++i;
    isFirst = false;
    if (i < items.size()) {
      bool deeper = items[i].kind == ProofItem::Step &&
                    levelIn(parseStepToken(items[i].step->label.text), level) > level;
      if (items[i].kind != ProofItem::Step || deeper) {
        if (!stepTakesProof(step->kind))
          throw GiveUp{"proof of a step that does not take a proof"};
        step->proof = proofFrom(items, i, level);
      }
    }
    steps.push_back(step);
    if (step->kind == StepKind::Qed) {
      ended = true;
      break; // a proof ends with its QED step
    }
  }
  if (!ended)
    throw GiveUp{"proof without QED"};
  for (ProofStep *st : steps)
    p->steps.push_back(st);
  p->range = {begin, items[i - 1].range.end};
  return p;
}

// proofItem+ (PROOF, BY, OBVIOUS, OMITTED, <n>l. QED, <n>l. step), nested by level.
Proof *FastParser::proof() {
  Token first = la();
  std::vector<ProofItem> items;
  while (atProofItem()) {
    Token t = take();
    ProofItem it;
    switch (t.type) {
    case L::PROOF:
      it.kind = ProofItem::Keyword;
      break;
    case L::OBVIOUS:
    case L::OMITTED:
      it.kind = ProofItem::Leaf;
      it.leafKind = t.type == L::OBVIOUS ? Proof::Kind::Obvious : Proof::Kind::Omitted;
      break;
    case L::BY: {
      it.kind = ProofItem::Leaf;
      it.leafKind = Proof::Kind::By;
      bool only = type() == L::ONLY;
      if (only)
        take();
      it.by = useBody(only);
      break;
    }
    default:
      it.kind = ProofItem::Step;
      it.step = proofStep(t);
      break;
    }
    it.range = from(t.begin);
    items.push_back(it);
  }
  size_t i = 0;
  Proof *p = proofFrom(items, i, -1);
  if (i < items.size())
    throw GiveUp{"proof item after the end of the proof"};
  p->range = from(first.begin);
  return p;
}

} // namespace tlacore::fast
