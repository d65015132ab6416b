// Proofs and ASSUME ... PROVE: nests the flat list of proof items the
// grammar yields into proofs by step level, and builds the steps.
#include "TLAPlusLexer.h"
#include "lex/step_token.h"
#include "transformer.h"

namespace tlacore {

using namespace ast;

namespace {

enum class ItemKind : uint8_t { ProofKeyword, Leaf, Step };

ItemKind itemKind(TP::ProofItemContext *item) {
  if (item->STEP_LABEL())
    return ItemKind::Step;
  if (item->PROOF())
    return ItemKind::ProofKeyword;
  return ItemKind::Leaf;
}

} // namespace

UseBody *Transformer::useBody(TP::UseBodyContext *ctx, bool only) {
  auto *b = ast_.make<UseBody>(ast_.resource());
  b->only = only;
  if (!ctx)
    return b;
  for (auto *item : ctx->useItem()) {
    if (item->expr())
      b->facts.push_back(expr(item->expr()));
    else if (item->IDENT())
      b->modules.push_back({name(item->IDENT()), false, static_cast<uint32_t>(b->facts.size())});
  }
  for (auto *item : ctx->defItem()) {
    if (item->MODULE() && item->IDENT())
      b->modules.push_back({name(item->IDENT()), true, static_cast<uint32_t>(b->defs.size())});
    if (item->nameExpr())
      b->defs.push_back(nameExpr(item->nameExpr()));
    // SANY reads a DEF item as an expression: a prefix operator symbol (`-` included, `-.` not)
    // starts one and wants its operand.
    size_t t = item->getStart()->getType();
    if ((item->prefixOp() && t != tlacore_antlr::TLAPlusLexer::MINUS_DOT) ||
        (item->infixOp() && t == tlacore_antlr::TLAPlusLexer::MINUS))
      diags_.report(DiagId::err_syntax, locs_.range(item)) << "a prefix operator symbol cannot be a DEF item";
  }
  return b;
}

UseOrHideUnit *Transformer::useOrHide(TP::UseOrHideContext *ctx, SourceRange range) {
  auto *uh = ast_.make<UseOrHideUnit>(range, ast_.resource());
  uh->isHide = ctx->HIDE() != nullptr;
  // SANY's UseOrHideOrBy: ONLY follows BY or USE, never HIDE.
  if (uh->isHide && ctx->ONLY())
    diags_.report(DiagId::err_syntax, locs_.range(ctx->ONLY()->getSymbol())) << "HIDE takes no ONLY";
  UseBody *b = useBody(ctx->useBody(), ctx->ONLY() != nullptr);
  uh->facts = std::move(b->facts);
  uh->defs = std::move(b->defs);
  uh->modules = std::move(b->modules);
  return uh;
}

AssumeProve *Transformer::assumeProve(TP::AssumeProveContext *ctx) {
  auto *ap = ast_.make<AssumeProve>(ast_.resource());
  if (!ctx)
    return ap;
  ap->range = locs_.range(ctx);
  for (auto *item : ctx->assumeItem()) {
    AssumeItem it;
    it.range = locs_.range(item);
    if (auto *nd = item->newDecl()) {
      it.kind = AssumeItem::Kind::New;
      it.decl.kind = nd->VARIABLE()   ? NewKind::Variable
                     : nd->STATE()    ? NewKind::State
                     : nd->ACTION()   ? NewKind::Action
                     : nd->TEMPORAL() ? NewKind::Temporal
                                      : NewKind::Constant;
      if (nd->IDENT()) {
        it.decl.decl.name = name(nd->IDENT());
        it.decl.set = expr(nd->expr());
      } else if (nd->opDecl()) {
        it.decl.decl = opDecl(nd->opDecl());
      }
    } else if (auto *inner = item->assumeProve()) {
      it.kind = AssumeItem::Kind::AssumeProve;
      it.assumeProve = assumeProve(inner);
      if (item->IDENT())
        it.label = name(item->IDENT());
    } else {
      it.kind = AssumeItem::Kind::Expr;
      it.expr = expr(item->expr());
    }
    ap->assumes.push_back(std::move(it));
  }
  ap->prove = expr(ctx->expr());
  return ap;
}

ProofStep *Transformer::proofStep(TP::ProofItemContext *item, int level) {
  auto *step = ast_.make<ProofStep>(ast_.resource());
  step->range = locs_.range(item);
  step->label = name(item->STEP_LABEL());
  StepToken tok = parseStepToken(step->label.text);
  step->level = level;
  step->implicitLevel = tok.level < 0;
  if (!tok.name.empty()) {
    std::string_view text = step->label.text;
    size_t close = text.find('>');
    step->stepName = text.substr(0, close + 1 + tok.name.size());
  }
  if (item->QED()) {
    step->kind = StepKind::Qed;
    return step;
  }
  TP::StepBodyContext *body = item->stepBody();
  if (!body)
    return step;
  SourceRange br = locs_.range(body);
  if (auto *c = body->useOrHide()) {
    step->kind = StepKind::UseOrHide;
    step->defs.push_back(useOrHide(c, br));
  } else if (body->HAVE()) {
    step->kind = StepKind::Have;
    step->expr = expr(body->expr(0));
  } else if (body->CASE()) {
    step->kind = StepKind::Case;
    step->expr = expr(body->expr(0));
  } else if (body->WITNESS()) {
    step->kind = StepKind::Witness;
    step->exprs = exprList(body->expr());
  } else if (body->TAKE() || body->PICK()) {
    step->kind = body->TAKE() ? StepKind::Take : StepKind::Pick;
    for (auto *b : body->quantBound())
      step->bounds.push_back(quantBound(b));
    if (body->quantBound().empty()) {
      BoundDecl b;
      b.names = ast_.vec<Name>();
      for (auto *id : body->IDENT())
        b.names.push_back(name(id));
      step->bounds.push_back(std::move(b));
    }
    if (body->PICK()) {
      auto es = body->expr();
      step->expr = expr(es.empty() ? nullptr : es.back());
    }
  } else if (body->assumeProve() || (!body->expr().empty() && body->operatorDefinition().empty() &&
                                     body->functionDefinition().empty() && body->moduleDefinition().empty())) {
    step->kind = body->SUFFICES() ? StepKind::Suffices : StepKind::Assert;
    if (body->assumeProve())
      step->assumeProve = assumeProve(body->assumeProve());
    else
      step->expr = expr(body->expr(0));
  } else if (body->instance() && body->moduleDefinition().empty()) {
    step->kind = StepKind::Instance;
    step->defs.push_back(instance(body->instance(), br));
  } else {
    // [DEFINE] definitions, kept in source order.
    step->kind = StepKind::Define;
    for (auto *child : body->children) {
      Unit *u = nullptr;
      if (auto *m = dynamic_cast<TP::ModuleDefinitionContext *>(child))
        u = moduleDefinition(m);
      else if (auto *f = dynamic_cast<TP::FunctionDefinitionContext *>(child))
        u = functionDefinition(f);
      else if (auto *o = dynamic_cast<TP::OperatorDefinitionContext *>(child))
        u = operatorDefinition(o);
      if (u)
        step->defs.push_back(u);
    }
  }
  return step;
}

// Builds the proof that starts at items[i] inside a step (or theorem) at
// `parentLevel`, consuming its items.
Proof *Transformer::proofFrom(const std::vector<TP::ProofItemContext *> &items, size_t &i, int parentLevel) {
  auto *p = ast_.make<Proof>(ast_.resource());
  if (i >= items.size())
    return p;
  SourceLoc begin = locs_.range(items[i]).begin;
  if (itemKind(items[i]) == ItemKind::ProofKeyword)
    ++i;
  if (i < items.size() && itemKind(items[i]) == ItemKind::Leaf) {
    TP::ProofItemContext *leaf = items[i++];
    p->kind = leaf->OBVIOUS() ? Proof::Kind::Obvious : leaf->OMITTED() ? Proof::Kind::Omitted : Proof::Kind::By;
    if (leaf->BY())
      p->by = useBody(leaf->useBody(), leaf->ONLY() != nullptr);
    p->range = {begin, locs_.range(leaf).end};
    return p;
  }
  p->kind = Proof::Kind::Steps;
  if (i >= items.size() || itemKind(items[i]) != ItemKind::Step) {
    // PROOF with neither a terminal proof nor a step after it (SANY's Proof wants one).
    diags_.report(DiagId::err_syntax, locs_.range(items[i - 1])) << "PROOF must be followed by a proof";
    p->range = {begin, begin};
    return p;
  }
  // The first step fixes the level of the proof: <*> and <+> open a new level.
  StepToken first = parseStepToken(items[i]->STEP_LABEL()->getText());
  int level = first.level >= 0 ? first.level : parentLevel + 1;
  // SANY's correctLevel: a proof's first step is deeper than the step it proves.
  if (level <= parentLevel)
    diags_.report(DiagId::err_syntax, locs_.range(items[i])) << "step's number has bad level";
  bool isFirst = true, ended = false;
  while (i < items.size() && itemKind(items[i]) == ItemKind::Step) {
    StepToken tok = parseStepToken(items[i]->STEP_LABEL()->getText());
    // SANY's Proof is its steps, then the QED step, each at the proof's level (correctLevel).
    if (!isFirst && levelIn(tok, level) != level) {
      diags_.report(DiagId::err_syntax, locs_.range(items[i])) << "step's number has bad level";
      if (levelIn(tok, level) < level)
        break;
    }
    ProofStep *step = proofStep(items[i], level);
    ++i;
    isFirst = false;
    // What follows is the step's proof when it is a terminal proof, PROOF,
    // or a step of a deeper level.
    if (i < items.size()) {
      ItemKind k = itemKind(items[i]);
      bool deeper = k == ItemKind::Step &&
                    levelIn(parseStepToken(items[i]->STEP_LABEL()->getText()), level) > level;
      if (k != ItemKind::Step || deeper) {
        // SANY's Step: only an assertion, SUFFICES, CASE, PICK and QED take a proof.
        if (!stepTakesProof(step->kind))
          diags_.report(DiagId::err_syntax, locs_.range(items[i])) << "proof of a step that does not take a proof";
        step->proof = proofFrom(items, i, level);
      }
    }
    p->steps.push_back(step);
    if (step->kind == StepKind::Qed) {
      ended = true;
      break; // a proof ends with its QED step
    }
  }
  if (!ended)
    diags_.report(DiagId::err_syntax, locs_.range(items[i - 1])) << "a proof's steps end with a QED step";
  p->range = {begin, locs_.range(items[i - 1]).end};
  return p;
}

Proof *Transformer::proof(TP::ProofContext *ctx) {
  if (!ctx)
    return nullptr;
  std::vector<TP::ProofItemContext *> items = ctx->proofItem();
  size_t i = 0;
  Proof *p = proofFrom(items, i, -1);
  // The proof ended (its QED step, or a terminal proof): SANY's theorem ends there.
  if (i < items.size())
    diags_.report(DiagId::err_syntax, locs_.range(items[i])) << "proof item after the end of the proof";
  p->range = locs_.range(ctx);
  return p;
}

} // namespace tlacore
