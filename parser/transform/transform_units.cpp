// Module bodies: declarations, definitions, instances, assumptions, theorems.
#include "transformer.h"
#include "operator_table.h"
#include "TLAPlusLexer.h"

namespace tlacore {

using namespace ast;

SourceLoc LocationMap::loc(size_t cp) const {
  uint32_t byte = cpToByte_.empty() ? static_cast<uint32_t>(cp)
                                    : cpToByte_[std::min(cp, cpToByte_.size() - 1)];
  return sm_.locForOffset(file_, byte);
}

SourceRange LocationMap::range(const antlr4::Token *tok) const {
  if (!tok)
    return {};
  size_t start = tok->getStartIndex();
  size_t stop = tok->getStopIndex();
  if (start == INVALID_INDEX)
    return {};
  size_t end = (stop == INVALID_INDEX || stop + 1 < start) ? start : stop + 1;
  return {loc(start), loc(end)};
}

SourceRange LocationMap::range(antlr4::ParserRuleContext *ctx) const {
  if (!ctx || !ctx->getStart())
    return {};
  SourceRange b = range(ctx->getStart());
  SourceRange e = ctx->getStop() ? range(ctx->getStop()) : b;
  if (e.end.offset < b.begin.offset)
    e = b;
  return {b.begin, e.end};
}

bool subtreeHasError(antlr4::tree::ParseTree *tree) {
  if (!tree)
    return true;
  if (antlrcpp::is<antlr4::tree::ErrorNode *>(tree))
    return true;
  if (auto *rule = dynamic_cast<antlr4::ParserRuleContext *>(tree))
    if (rule->exception)
      return true;
  for (auto *child : tree->children)
    if (subtreeHasError(child))
      return true;
  return false;
}

Name Transformer::name(antlr4::Token *tok) {
  if (!tok)
    return {};
  return Name{ast_.intern(tok->getText()), locs_.range(tok)};
}

Name Transformer::name(antlr4::tree::TerminalNode *node) {
  return node ? name(node->getSymbol()) : Name{};
}

Expr *Transformer::error(antlr4::ParserRuleContext *ctx) { return ast_.make<ErrorExpr>(locs_.range(ctx)); }

Vec<Expr *> Transformer::exprList(const std::vector<TP::ExprContext *> &list) {
  Vec<Expr *> out = ast_.vec<Expr *>();
  out.reserve(list.size());
  for (auto *e : list)
    out.push_back(expr(e));
  return out;
}

namespace {
// The canonical symbol of the single operator token below an op context.
std::string_view operatorSymbol(antlr4::ParserRuleContext *ctx, OpFix fix) {
  if (!ctx || !ctx->getStart())
    return {};
  size_t t = ctx->getStart()->getType();
  const OperatorInfo *info = fix == OpFix::Prefix ? prefixOperatorInfo(t)
                             : fix == OpFix::Postfix ? postfixOperatorInfo(t)
                                                     : infixOperatorInfo(t);
  return info ? info->canonical : std::string_view{};
}
} // namespace

void Transformer::reportPrefixMinus(antlr4::ParserRuleContext *prefixOp) {
  if (prefixOp && prefixOp->getStart() && prefixOp->getStart()->getType() == tlacore_antlr::TLAPlusLexer::MINUS)
    diags_.report(DiagId::err_syntax, locs_.range(prefixOp))
        << std::string("prefix minus is defined and declared as `-.`, not `-`");
}

OpDecl Transformer::opDecl(TP::OpDeclContext *ctx) {
  OpDecl d;
  if (auto *c = dynamic_cast<TP::OpDeclIdentContext *>(ctx)) {
    d.name = name(c->boundName()->getStart());
  } else if (auto *c = dynamic_cast<TP::OpDeclNonfixContext *>(ctx)) {
    d.name = name(c->boundName()->getStart());
    d.arity = static_cast<int>(c->UNDERSCORE().size());
  } else if (auto *c = dynamic_cast<TP::OpDeclPrefixContext *>(ctx)) {
    d.name = Name{operatorSymbol(c->prefixOp(), OpFix::Prefix), locs_.range(c->prefixOp())};
    d.arity = 1;
    reportPrefixMinus(c->prefixOp());
    d.fixity = Fixity::Prefix;
  } else if (auto *c = dynamic_cast<TP::OpDeclInfixContext *>(ctx)) {
    d.name = Name{operatorSymbol(c->infixOp(), OpFix::Infix), locs_.range(c->infixOp())};
    d.arity = 2;
    d.fixity = Fixity::Infix;
  } else if (auto *c = dynamic_cast<TP::OpDeclPostfixContext *>(ctx)) {
    d.name = Name{operatorSymbol(c->postfixOp(), OpFix::Postfix), locs_.range(c->postfixOp())};
    d.arity = 1;
    d.fixity = Fixity::Postfix;
  }
  return d;
}

Module *Transformer::module(TP::ModuleContext *ctx) {
  if (!ctx)
    return nullptr;
  auto *m = ast_.make<Module>(ast_.resource());
  m->name = name(ctx->name);
  m->range = locs_.range(ctx);
  if (auto *ext = ctx->extendsList())
    for (auto *id : ext->IDENT())
      m->extends.push_back(name(id));
  for (auto *u : ctx->unit()) {
    if (Unit *unit = this->unit(u)) {
      checkNamedTheoremAfterSubmodule(m, unit);
      m->units.push_back(unit);
    }
    else if (treeMayHaveErrors_ && subtreeHasError(u))
      m->complete = false;
  }
  if (ctx->exception || !ctx->MODULE_END())
    m->complete = false;
  return m;
}

Module *Transformer::beginModule(antlr4::Token *first, antlr4::Token *nameTok, TP::ExtendsListContext *extends) {
  auto *m = ast_.make<Module>(ast_.resource());
  m->name = name(nameTok);
  m->range = locs_.range(first);
  if (extends)
    for (auto *id : extends->IDENT())
      m->extends.push_back(name(id));
  return m;
}

void Transformer::addUnit(Module *m, TP::UnitContext *ctx) {
  if (Unit *u = unit(ctx)) {
    checkNamedTheoremAfterSubmodule(m, u);
    m->units.push_back(u);
  }
}

// SANY 1.8.0's belchDEF after a submodule puts its definition break between THEOREM (PROPOSITION, LEMMA,
// COROLLARY) and the theorem's name when the unit right after the submodule is a named theorem, which
// then does not parse (tlaplus issue 430, fixed after 1.8.0).
void Transformer::checkNamedTheoremAfterSubmodule(const Module *m, const Unit *u) {
  const auto *t = dynCast<TheoremUnit>(u);
  if (t && t->name && !m->units.empty() && isa<ModuleUnit>(m->units.back()))
    diags_.report(DiagId::err_syntax, t->range) << "a named theorem right after a submodule";
}

void Transformer::endModule(Module *m, antlr4::Token *moduleEnd) { m->range.end = locs_.range(moduleEnd).end; }

Unit *Transformer::unit(TP::UnitContext *ctx) {
  if (!ctx)
    return nullptr;
  if (treeMayHaveErrors_ && subtreeHasError(ctx))
    return nullptr; // dropped: later stages score only definitions that parsed
  SourceRange r = locs_.range(ctx);
  bool isLocal = ctx->LOCAL() != nullptr;
  Unit *u = nullptr;
  if (auto *c = ctx->variableDecl()) {
    auto *v = ast_.make<VariablesUnit>(r, ast_.resource());
    for (auto *id : c->IDENT())
      v->names.push_back(name(id));
    u = v;
  } else if (auto *c = ctx->constantDecl()) {
    auto *k = ast_.make<ConstantsUnit>(r, ast_.resource());
    for (auto *d : c->opDecl())
      k->decls.push_back(opDecl(d));
    u = k;
  } else if (auto *c = ctx->recursiveDecl()) {
    auto *k = ast_.make<RecursiveUnit>(r, ast_.resource());
    for (auto *d : c->opDecl())
      k->decls.push_back(opDecl(d));
    u = k;
  } else if (auto *c = ctx->useOrHide()) {
    // SANY's module body takes USE or HIDE but not USE ONLY (a proof step's form).
    if (c->USE() && c->ONLY())
      diags_.report(DiagId::err_syntax, r) << "USE ONLY is a proof step, not a module unit";
    u = useOrHide(c, r);
  } else if (auto *c = ctx->moduleDefinition()) {
    u = moduleDefinition(c);
  } else if (auto *c = ctx->instance()) {
    u = instance(c, r);
  } else if (auto *c = ctx->functionDefinition()) {
    u = functionDefinition(c);
  } else if (auto *c = ctx->operatorDefinition()) {
    u = operatorDefinition(c);
  } else if (auto *c = ctx->assumption()) {
    // SANY's Assumption begins with ASSUME, never its BOXASSUME `[]ASSUME` (an ASSUME/PROVE only).
    if (c->ASSUME() && c->ASSUME()->getText().front() == '[')
      diags_.report(DiagId::err_syntax, locs_.range(c->ASSUME()->getSymbol())) << "[]ASSUME begins only an ASSUME/PROVE";
    auto *a = ast_.make<AssumeUnit>(r);
    if (c->IDENT())
      a->name = name(c->IDENT());
    a->body = expr(c->expr());
    u = a;
  } else if (auto *c = ctx->theorem()) {
    auto *t = ast_.make<TheoremUnit>(r);
    if (c->IDENT())
      t->name = name(c->IDENT());
    if (c->expr())
      t->body = expr(c->expr());
    else if (c->assumeProve())
      t->assumeProve = assumeProve(c->assumeProve());
    t->hasProof = c->proof() != nullptr;
    t->proof = proof(c->proof());
    u = t;
  } else if (auto *c = ctx->module()) {
    Module *inner = module(c);
    if (inner)
      u = ast_.make<ModuleUnit>(r, inner);
  }
  if (u) {
    u->isLocal = isLocal;
    u->range = r;
  }
  return u;
}

Unit *Transformer::operatorDefinition(TP::OperatorDefinitionContext *ctx) {
  auto *d = ast_.make<OperatorDefUnit>(locs_.range(ctx), ast_.resource());
  if (auto *c = dynamic_cast<TP::NonfixDefinitionContext *>(ctx)) {
    d->name = name(c->defName()->getStart());
    for (auto *p : c->opParam())
      d->params.push_back(opDecl(p->opDecl()));
    d->body = expr(c->expr());
  } else if (auto *c = dynamic_cast<TP::PrefixDefinitionContext *>(ctx)) {
    d->name = Name{operatorSymbol(c->prefixOp(), OpFix::Prefix), locs_.range(c->prefixOp())};
    d->fixity = Fixity::Prefix;
    reportPrefixMinus(c->prefixOp());
    d->params.push_back(OpDecl{name(c->IDENT()), 0, Fixity::Nonfix});
    d->body = expr(c->expr());
  } else if (auto *c = dynamic_cast<TP::InfixDefinitionContext *>(ctx)) {
    d->name = Name{operatorSymbol(c->infixOp(), OpFix::Infix), locs_.range(c->infixOp())};
    d->fixity = Fixity::Infix;
    d->params.push_back(OpDecl{name(c->lhs), 0, Fixity::Nonfix});
    d->params.push_back(OpDecl{name(c->rhs), 0, Fixity::Nonfix});
    d->body = expr(c->expr());
  } else if (auto *c = dynamic_cast<TP::PostfixDefinitionContext *>(ctx)) {
    d->name = Name{operatorSymbol(c->postfixOp(), OpFix::Postfix), locs_.range(c->postfixOp())};
    d->fixity = Fixity::Postfix;
    d->params.push_back(OpDecl{name(c->IDENT()), 0, Fixity::Nonfix});
    d->body = expr(c->expr());
  }
  return d;
}

Unit *Transformer::functionDefinition(TP::FunctionDefinitionContext *ctx) {
  auto *f = ast_.make<FunctionDefUnit>(locs_.range(ctx), ast_.resource());
  f->name = name(ctx->IDENT());
  for (auto *b : ctx->quantBound())
    f->bounds.push_back(quantBound(b));
  f->body = expr(ctx->expr());
  return f;
}

Unit *Transformer::moduleDefinition(TP::ModuleDefinitionContext *ctx) {
  InstanceUnit *inst = instance(ctx->instance(), locs_.range(ctx));
  inst->defName = name(ctx->IDENT());
  for (auto *p : ctx->opParam())
    inst->params.push_back(opDecl(p->opDecl()));
  return inst;
}

InstanceUnit *Transformer::instance(TP::InstanceContext *ctx, SourceRange range) {
  auto *inst = ast_.make<InstanceUnit>(range, ast_.resource());
  if (!ctx)
    return inst;
  inst->module = name(ctx->IDENT());
  for (auto *s : ctx->substitution()) {
    Substitution sub;
    auto *t = s->substTarget();
    if (t->IDENT())
      sub.target = name(t->IDENT());
    else if (t->prefixOp())
      sub.target = Name{operatorSymbol(t->prefixOp(), OpFix::Prefix), locs_.range(t)};
    else if (t->infixOp())
      sub.target = Name{operatorSymbol(t->infixOp(), OpFix::Infix), locs_.range(t)};
    else
      sub.target = Name{operatorSymbol(t->postfixOp(), OpFix::Postfix), locs_.range(t)};
    sub.value = argument(s->argument());
    inst->substitutions.push_back(sub);
  }
  return inst;
}

Unit *Transformer::letUnit(TP::LetUnitContext *ctx) {
  if (auto *c = ctx->recursiveDecl()) {
    auto *k = ast_.make<RecursiveUnit>(locs_.range(c), ast_.resource());
    for (auto *d : c->opDecl())
      k->decls.push_back(opDecl(d));
    return k;
  }
  if (auto *c = ctx->moduleDefinition())
    return moduleDefinition(c);
  if (auto *c = ctx->functionDefinition())
    return functionDefinition(c);
  if (auto *c = ctx->operatorDefinition())
    return operatorDefinition(c);
  return nullptr;
}

} // namespace tlacore
