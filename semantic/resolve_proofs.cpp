// Labels, theorems, assumptions, ASSUME/PROVE, USE/HIDE and proofs:
// scoping of NEW, TAKE, PICK, DEFINE and step names, and SANY's label and
// proof errors (43xx). Proofs are not checked beyond those.
#include <algorithm>
#include <cctype>

#include "resolver.h"

namespace tlacore::sem {

using namespace ast;

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

void Resolver::pushLabelScope() { labelScopes_.emplace_back(); }

const LabelTable *Resolver::popLabelScope() {
  const LabelTable *t = labelScopes_.back().labels;
  labelScopes_.pop_back();
  return t;
}

void Resolver::pushBound(const BoundDecl &b) {
  if (labelScopes_.empty())
    return;
  std::vector<const Symbol *> syms;
  for (size_t i = 0; b.symbols && i < b.names.size(); ++i)
    syms.push_back(b.symbols[i]);
  labelScopes_.back().bound.push_back(std::move(syms));
}

void Resolver::pushBound(const Vec<BoundDecl> &bs) {
  if (labelScopes_.empty())
    return;
  std::vector<const Symbol *> syms;
  for (const BoundDecl &b : bs)
    for (size_t i = 0; b.symbols && i < b.names.size(); ++i)
      syms.push_back(b.symbols[i]);
  labelScopes_.back().bound.push_back(std::move(syms));
}

void Resolver::popBound() {
  if (!labelScopes_.empty() && !labelScopes_.back().bound.empty())
    labelScopes_.back().bound.pop_back();
}

// A label needs an enclosing definition, theorem or step (4333), may not
// stand in the scope of a NEW of a nested ASSUME (4334) nor in an EXCEPT
// clause (4335).
bool Resolver::labelAllowed(SourceRange range) {
  if (labelScopes_.empty()) {
    diags_.report(DiagId::err_label_not_in_definition, range);
    return false;
  }
  for (int i = 2; i <= assumeProveDepth_ && i < static_cast<int>(inScopeOfDecl_.size()); ++i)
    if (inScopeOfDecl_[static_cast<size_t>(i)]) {
      diags_.report(DiagId::err_label_in_assume_scope, range);
      return false;
    }
  if (exceptDepth_ > 0) {
    diags_.report(DiagId::err_label_in_except, range);
    return false;
  }
  return true;
}

// The parameters of a label are exactly the identifiers bound between the
// enclosing label scope and the label. SANY's Generator.generateLabel first
// reports each argument that is not a bound identifier ("Illegal parameter",
// at the argument) and stands a dummy parameter in for it; formalParamsEqual
// then reports, at the label, the repeated parameters, the missing ones, and
// once all those left over, the dummies among them ("declares extra
// parameter(s)"; SANY walks a HashSet of nodes, tlacore lists them in the
// label's order).
void Resolver::checkLabelParams(std::string_view label, std::span<const Name> params, SourceRange range) {
  std::vector<const Symbol *> formal(params.size(), nullptr);
  for (size_t i = 0; i < params.size(); ++i) {
    const Symbol *s = lookup(params[i].text);
    if (s && (s->kind == SymbolKind::BoundVar || s->kind == SymbolKind::OpParam))
      formal[i] = s;
    else
      diags_.report(DiagId::err_label_param_extra, params[i].range) << label << params[i].text << "illegal";
  }
  std::vector<const Symbol *> given;
  std::vector<size_t> kept; // the indexes of `given`'s parameters
  for (size_t i = 0; i < params.size(); ++i) {
    if (!formal[i])
      continue;
    if (std::find(given.begin(), given.end(), formal[i]) != given.end()) {
      diags_.report(DiagId::err_label_param_repeated, range) << label << params[i].text;
      continue;
    }
    given.push_back(formal[i]);
    kept.push_back(i);
  }
  for (const auto &frame : labelScopes_.back().bound)
    for (const Symbol *b : frame) {
      auto it = std::find(given.begin(), given.end(), b);
      if (it == given.end())
        diags_.report(DiagId::err_label_param_missing, range) << label << b->name;
      else
        *it = nullptr; // matched
    }
  std::string first, sanyList;
  for (size_t i = 0, k = 0; i < params.size(); ++i) {
    bool extra = !formal[i];
    if (k < kept.size() && kept[k] == i)
      extra = given[k++] != nullptr;
    if (!extra)
      continue;
    if (first.empty())
      first = params[i].text;
    sanyList += std::string(params[i].text) + "  ";
  }
  if (!first.empty())
    diags_.report(DiagId::err_label_param_extra, range) << label << first << sanyList;
}

void Resolver::addLabel(const LabelInfo &info) {
  LabelScope &scope = labelScopes_.back();
  if (!scope.labels)
    scope.labels = set_.newLabelTable();
  for (const LabelInfo &l : *scope.labels)
    if (l.name == info.name) {
      diags_.report(DiagId::err_label_redefined, info.range) << info.name;
      return;
    }
  scope.labels->push_back(info);
}

Resolver::Lvl Resolver::labelExpr(LabelExpr *e) {
  if (!labelAllowed(e->range))
    return {};
  pushLabelScope();
  Lvl body = expr(e->body);
  const LabelTable *inner = popLabelScope();
  checkLabelParams(e->label.text, {e->params.data(), e->params.size()}, e->range);
  LabelInfo info;
  info.name = e->label.text;
  info.arity = static_cast<int>(e->params.size());
  info.range = e->range;
  info.labels = inner;
  addLabel(info);
  return body;
}

// Op!lbl!inner(args): checks the number of arguments of each label
// (4337) and returns the last label, or null when the path leaves labels.
const LabelInfo *Resolver::followLabels(const Symbol *s, OpAppExpr *e, size_t from) {
  const LabelTable *table = s ? s->underlying()->labels : nullptr;
  const LabelInfo *found = nullptr;
  for (size_t k = from; k < e->path.size(); ++k) {
    NameSegment &seg = e->path[k];
    std::string_view n = seg.name.text;
    bool isName = !n.empty() && (std::isalnum(static_cast<unsigned char>(n[0])) || n[0] == '_') &&
                  !std::all_of(n.begin(), n.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    const LabelInfo *li = nullptr;
    if (isName && table)
      for (const LabelInfo &l : *table)
        if (l.name == n)
          li = &l;
    if (!li)
      return nullptr;
    if (static_cast<int>(seg.args.size()) != li->arity)
      diags_.report(DiagId::err_label_arity, seg.name.range)
          << li->name << static_cast<long long>(li->arity) << (li->arity == 1 ? "" : "s")
          << static_cast<long long>(seg.args.size());
    found = li;
    table = li->labels;
  }
  return found;
}

// ---------------------------------------------------------------------------
// Theorems, assumptions, USE and HIDE
// ---------------------------------------------------------------------------

void Resolver::resolveAssumption(AssumeUnit *a) {
  if (a->name)
    pushLabelScope();
  Lvl l = expr(a->body);
  const LabelTable *labels = a->name ? popLabelScope() : nullptr;
  // AssumeNode.levelCheck: at the whole assumption, naming its level.
  if (l.level != Level::Constant)
    diags_.report(DiagId::err_assume_not_constant, a->range) << static_cast<long long>(l.level);
  module_.assumptions.push_back(a);
  if (a->name) {
    Symbol *s = newSymbol(SymbolKind::Assumption, a->name->text, a->name->range);
    s->unit = a;
    s->labels = labels;
    s->level = l.level;
    // processAssumption: the ThmOrAssumpDefNode goes through SymbolTable.addSymbol alone, at the
    // whole assumption.
    if (addSymbolAsSany(s, a->range))
      addToModuleScope(s);
    module_.definitions.push_back(s);
    module_.unitSymbols[a] = s;
  }
}

void Resolver::resolveTheorem(TheoremUnit *t) {
  if (t->name)
    pushLabelScope();
  if (t->name && t->assumeProve)
    noteAssumeProveGoal(t->assumeProve, false);
  // The NEW declarations of an ASSUME ... PROVE are visible in the proof.
  pushFrame();
  Lvl l = t->assumeProve ? assumeProve(t->assumeProve, true) : expr(t->body);
  if (l.level != Level::Constant) // the module is not a constant module (ModuleNode.isConstant)
    module_.hasNonConstantTheorem = true;
  const LabelTable *labels = t->name ? popLabelScope() : nullptr;
  if (t->name) {
    Symbol *s = newSymbol(SymbolKind::Theorem, t->name->text, t->name->range);
    s->unit = t;
    s->labels = labels;
    s->level = l.level;
    s->isAssumeProve = t->assumeProve != nullptr;
    // processTheorem names the theorem with its ASSUME's declarations set aside: a NEW of the
    // theorem's own name does not clash with it, and hides it in the proof.
    std::vector<std::pair<std::string_view, const Symbol *>> assumeDecls = std::move(frames_.back());
    frames_.back().clear();
    // ThmOrAssumpDefNode.construct: SymbolTable.addSymbol alone, at the whole theorem.
    if (addSymbolAsSany(s, t->range))
      addToModuleScope(s);
    frames_.back() = std::move(assumeDecls);
    module_.definitions.push_back(s);
    module_.unitSymbols[t] = s;
  }
  resolveProof(t->proof);
  if (t->assumeProve)
    leaveAssumeProveProof(t->assumeProve);
  popFrame();
  if (l.level == Level::Temporal)
    levelCheckTemporal(t->proof);
}

// Generator.generateUseOrHide: the facts, then the DEF items, each list with its MODULE M items
// where they stand; a USE or HIDE left with neither (every DEF item refused, no fact) is "Empty
// USE or HIDE statement." (generateModule, generateProof), a BY "Empty BY" (generateLeafProof),
// reported after the items' errors.
void Resolver::resolveUseOrHide(UseOrHideUnit *u) {
  resolveUseItems(u->facts, u->defs, u->modules, u->isHide, u->range, "Empty USE or HIDE statement.");
}

void Resolver::resolveBy(UseBody *b, SourceRange proofRange) {
  if (b)
    resolveUseItems(b->facts, b->defs, b->modules, false, proofRange, "Empty BY");
}

void Resolver::resolveUseItems(const Vec<Expr *> &facts, const Vec<Expr *> &defs, const Vec<ModuleItem> &modules,
                               bool hide, SourceRange range, const char *emptyText) {
  size_t factCount = 0, kept = 0;
  auto moduleItems = [&](bool inDefs, size_t before) {
    for (const ModuleItem &m : modules)
      if (m.inDefs == inDefs && m.before == before && resolveModuleItem(m))
        inDefs ? ++kept : ++factCount;
  };
  for (size_t i = 0; i < facts.size(); ++i) {
    moduleItems(false, i);
    resolveFact(facts[i], hide);
    ++factCount;
  }
  moduleItems(false, facts.size());
  for (size_t i = 0; i < defs.size(); ++i) {
    moduleItems(true, i);
    kept += resolveDefItem(defs[i]);
  }
  moduleItems(true, defs.size());
  // (The parser keeps no operator-symbol DEF item, `DEF +`, which SANY keeps: nothing is reported
  // for a statement of only those.)
  if (factCount == 0 && kept == 0 && (!defs.empty() || !modules.empty()))
    diags_.report(DiagId::err_empty_use, range) << emptyText;
}

// A MODULE M fact or DEF item: Generator.generateUseOrHide finds M with SymbolTable.resolveModule
// (an inner module named before, of this module or an enclosing one, or a module the
// ExternalModuleTable holds: one whose analysis is done) or as the current module; any other is
// "Module `M' used without being extended or instantiated." at the name. Returns whether SANY keeps it.
bool Resolver::resolveModuleItem(const ModuleItem &item) {
  std::string_view name = item.module.text;
  if (name == module_.name)
    return true;
  for (const ResolvedModule *m = &module_; m; m = m->parent)
    if (m->nested.count(name))
      return true;
  for (const ResolvedModule *m : set_.analysisOrder())
    if (!m->parent && m->name == name)
      return true;
  diags_.report(DiagId::err_module_item_unknown, item.module.range) << name;
  return false;
}

// A DEF item of BY, USE or HIDE (selectorToNode with expectedArity -1, then
// generateUseOrHide): SANY keeps it when it names a user-defined operator or
// function, a theorem or assumption (not a step), or an instance. Anything
// else -- a name that does not resolve, a constant, variable, NEW or bound
// name, a built-in operator -- is refused with "DEF clause entry should
// describe a defined operator." at the item, after the errors resolving it
// (Errors.addError keeps one of two equal messages at one place). Returns
// whether SANY keeps it.
bool Resolver::resolveDefItem(Expr *d) {
  auto *app = dynCast<OpAppExpr>(d);
  if (!app)
    return true;
  size_t errorsBefore = diags_.errorCount();
  factName_ = defItem_ = app;
  opApp(app, true, -1);
  factName_ = defItem_ = nullptr;
  const Symbol *s = app->path.empty() ? nullptr : app->path.back().symbol;
  bool kept = diags_.errorCount() == errorsBefore && s;
  if (kept) {
    const Symbol *def = s->underlying();
    switch (def->kind) {
    case SymbolKind::Operator:
    case SymbolKind::Function:
    case SymbolKind::Instance:
    case SymbolKind::Assumption:
      break;
    case SymbolKind::Theorem:
      kept = def->name.empty() || def->name[0] != '<';
      break;
    default:
      kept = false;
    }
  }
  if (!kept)
    diags_.report(DiagId::err_def_item, d->range);
  return kept;
}

// A fact of USE, HIDE or BY: a theorem, assumption or step name, or (except
// in HIDE, 4357) any expression.
void Resolver::resolveFact(Expr *f, bool hide) {
  if (auto *s = dynCast<StepRefExpr>(f)) {
    stepRef(s, true);
    return;
  }
  auto *app = dynCast<OpAppExpr>(f);
  if (app && !app->last().hasArgs) {
    factName_ = app;
    opApp(app, true, -1);
    factName_ = nullptr;
    if (hide && app->path.size() == 1 && app->path[0].symbol) {
      SymbolKind k = app->path[0].symbol->underlying()->kind;
      if (k != SymbolKind::Theorem && k != SymbolKind::Assumption && k != SymbolKind::Instance)
        diags_.report(DiagId::err_hide_fact, f->range);
    }
    return;
  }
  expr(f);
  bool literal = isa<NumberExpr>(f) || isa<StringExpr>(f) || isa<DecimalExpr>(f) || isa<ErrorExpr>(f);
  if (hide && !literal && !(app && !app->path.back().symbol))
    diags_.report(DiagId::err_hide_fact, f->range);
}

// ---------------------------------------------------------------------------
// ASSUME ... PROVE
// ---------------------------------------------------------------------------

// Generator.generateNewSymb: the set first (a NEW name is not visible in it), then the declaration,
// located at its identifier declaration (`x`, `F(_, _)`).
Resolver::Lvl Resolver::newDecl(AssumeItem &item) {
  NewDecl &d = item.decl;
  Lvl out;
  if (d.set) {
    Lvl s = expr(d.set);
    // NewSymbNode.levelCheck: the level of the declaration with its set.
    if (s.level == Level::Temporal)
      diags_.report(DiagId::err_new_temporal_set, item.range);
    out.merge(s);
  }
  SymbolKind kind = d.kind == NewKind::Variable || d.kind == NewKind::State ? SymbolKind::Variable
                                                                             : SymbolKind::Constant;
  SourceRange at = d.decl.name.range;
  if (d.decl.arity > 0 && !d.set && d.decl.fixity != ast::Fixity::Infix && d.decl.fixity != ast::Fixity::Postfix)
    at.end = item.range.end; // F(_, _) and -. _ end where the item ends
  Symbol *s = newSymbol(kind, d.decl.name.text, at);
  s->arity = d.decl.arity;
  s->fixity = d.decl.fixity;
  switch (d.kind) {
  case NewKind::Constant:
    s->level = Level::Constant;
    break;
  case NewKind::Variable:
  case NewKind::State:
    s->level = Level::State;
    break;
  case NewKind::Action:
    s->level = Level::Action;
    break;
  case NewKind::Temporal:
    s->level = Level::Temporal;
    break;
  }
  if (checkNewDeclaration(s, d.kind)) {
    bindLocal(s->name, s);
    newKinds_[s] = d.kind;
  }
  d.symbol = s;
  out.level = maxLevel(out.level, s->level);
  return out;
}

// SymbolTable.addSymbol for a NEW declaration (an OpDeclNode of kind NewConstantKind ...
// NewTemporalKind): a visible NEW of the same kind and arity is only a warning, any other visible
// declaration, definition, bound name or built-in an error; either way the name keeps its binding.
bool Resolver::checkNewDeclaration(const Symbol *s, NewKind kind) {
  const Symbol *prev = lookup(s->name);
  auto same = prev ? newKinds_.find(prev) : newKinds_.end();
  if (same != newKinds_.end() && same->second == kind && prev->arity == s->arity) {
    diags_.report(DiagId::warn_new_redeclared, s->range)
        .note(DiagId::note_previous_definition, prev->range, {std::string(s->name)})
        << s->name;
    return false;
  }
  return checkNewBoundName(s->name, s->range, s->range);
}

// `top` is an ASSUME ... PROVE that is a theorem or step statement: its
// declarations go into the caller's frame, visible in the proof.
Resolver::Lvl Resolver::assumeProve(AssumeProve *ap, bool top) {
  ++assumeProveDepth_;
  size_t depth = static_cast<size_t>(assumeProveDepth_);
  if (inScopeOfDecl_.size() <= depth)
    inScopeOfDecl_.resize(depth + 1, false);
  inScopeOfDecl_[depth] = false;
  if (!top)
    pushFrame();
  Lvl out;
  for (AssumeItem &item : ap->assumes) {
    switch (item.kind) {
    case AssumeItem::Kind::New:
      out.merge(newDecl(item));
      inScopeOfDecl_[depth] = true;
      break;
    case AssumeItem::Kind::AssumeProve:
      if (item.label) {
        if (!labelAllowed(item.range))
          break;
        pushLabelScope();
        Lvl l = assumeProve(item.assumeProve, false);
        const LabelTable *inner = popLabelScope();
        checkLabelParams(item.label->text, {}, item.range);
        LabelInfo info;
        info.name = item.label->text;
        info.isAssumeProve = true;
        info.range = item.range;
        info.labels = inner;
        addLabel(info);
        out.merge(l);
      } else {
        out.merge(assumeProve(item.assumeProve, false));
      }
      break;
    case AssumeItem::Kind::Expr:
      out.merge(expr(item.expr));
      break;
    }
  }
  out.merge(expr(ap->prove));
  if (!top)
    popFrame();
  --assumeProveDepth_;
  return out;
}

// ---------------------------------------------------------------------------
// Proofs
// ---------------------------------------------------------------------------

void Resolver::resolveProof(Proof *p) {
  if (!p)
    return;
  if (p->kind == Proof::Kind::By) {
    resolveBy(p->by, p->range);
    return;
  }
  if (p->kind != Proof::Kind::Steps)
    return;
  // Step names, DEFINE, TAKE, PICK and SUFFICES declarations live until the
  // end of the proof.
  pushFrame();
  // An "@-step" `@ = e` continues the infix formula of the step before:
  // its @ stands for that formula's right-hand side.
  bool prevInfix = false;
  for (ProofStep *s : p->steps) {
    auto *infixExpr = s->kind == StepKind::Assert ? dynCast<InfixExpr>(s->expr) : nullptr;
    if (prevInfix && infixExpr && isa<AtExpr>(infixExpr->lhs))
      allowedAt_ = infixExpr->lhs;
    resolveStep(s);
    allowedAt_ = nullptr;
    prevInfix = infixExpr != nullptr;
  }
  popFrame();
}

void Resolver::resolveStep(ProofStep *s) {
  bool named = !s->stepName.empty();
  if (named && s->implicitLevel)
    diags_.report(DiagId::err_implicit_step_named, s->label.range) << s->label.text;
  if (named)
    pushLabelScope();
  Lvl level;
  bool apFrame = false; // the declarations of an ASSUME are visible in the step's proof only
  std::vector<std::pair<std::string_view, const Symbol *>> picked;
  switch (s->kind) {
  case StepKind::Assert:
  case StepKind::Suffices:
    if (s->assumeProve) {
      if (s->kind == StepKind::Assert) {
        pushFrame();
        apFrame = true;
      }
      if (named)
        noteAssumeProveGoal(s->assumeProve, s->kind == StepKind::Suffices);
      level = assumeProve(s->assumeProve, true);
    } else {
      level = expr(s->expr);
    }
    break;
  case StepKind::Have:
  case StepKind::Case:
    level = expr(s->expr);
    break;
  case StepKind::Witness:
    for (Expr *x : s->exprs)
      level.merge(expr(x));
    break;
  case StepKind::Take:
    for (BoundDecl &b : s->bounds) {
      if (b.set)
        level.merge(bound(b));
      else
        bindNames(b, Level::Constant);
    }
    break;
  case StepKind::Pick: {
    // The picked names are bound in the formula, then after the step's proof.
    pushFrame();
    Lvl boundsLvl;
    std::vector<Level> setLevels;
    for (BoundDecl &b : s->bounds) {
      if (b.set) {
        Lvl l = bound(b);
        setLevels.push_back(l.level);
        boundsLvl.merge(l);
      } else {
        bindNames(b, Level::Constant);
      }
    }
    pushBound(s->bounds);
    Lvl body = expr(s->expr);
    popBound();
    picked = frames_.back();
    popFrame();
    level = boundsLvl;
    level.merge(body);
    if (level.level == Level::Temporal)
      for (size_t i = 0, k = 0; i < s->bounds.size(); ++i)
        if (s->bounds[i].set && setLevels[k++] != Level::Constant)
          diags_.report(DiagId::err_temporal_pick_bound, s->bounds[i].set->range);
    break;
  }
  case StepKind::Qed:
    break;
  case StepKind::UseOrHide:
    for (Unit *u : s->defs)
      if (auto *uh = dynCast<UseOrHideUnit>(u))
        resolveUseOrHide(const_cast<UseOrHideUnit *>(uh));
    break;
  case StepKind::Define:
    for (Unit *u : s->defs) {
      switch (u->kind) {
      case UnitKind::OperatorDef:
        defineOperator(cast<OperatorDefUnit>(u), true);
        break;
      case UnitKind::FunctionDef:
        defineFunction(cast<FunctionDefUnit>(u), true);
        break;
      case UnitKind::Instance:
        if (cast<InstanceUnit>(u)->defName)
          defineInstance(cast<InstanceUnit>(u), true);
        break;
      default:
        break;
      }
    }
    break;
  case StepKind::Instance:
    // Generator.generateInstance with topLevel false: the definitions come
    // into the proof's context as at module level (never LOCAL), visible in
    // the steps that follow.
    for (Unit *u : s->defs)
      if (auto *inst = dynCast<InstanceUnit>(u)) {
        auto *mi = const_cast<InstanceUnit *>(inst);
        const ResolvedModule *target = set_.require(mi->module.text, &module_, mi->module.range);
        InstanceBinding *b = bindInstance(mi, target);
        if (target)
          importInstance(b, false, true);
      }
    break;
  }
  const LabelTable *labels = named ? popLabelScope() : nullptr;
  stepLevels_[s] = level.level;
  if (named) {
    Symbol *sym = newSymbol(SymbolKind::Theorem, s->stepName, s->label.range);
    sym->step = s;
    sym->labels = labels;
    sym->level = level.level;
    sym->isAssumeProve = s->assumeProve != nullptr;
    // The step name outlives the frame of its ASSUME's declarations. Generator.generateProof
    // names a step with SymbolTable.addSymbol alone: a theorem step (ThmOrAssumpDefNode) at its
    // number, any other (a NumberedProofStepKind OpDefNode) at the whole step; a number used
    // before in the proof keeps its first step.
    auto &frame = apFrame ? frames_[frames_.size() - 2] : frames_.back();
    if (addSymbolAsSany(sym, sanyDeclRange(sym)))
      frame.emplace_back(sym->name, sym);
  }
  resolveProof(s->proof);
  if (s->assumeProve)
    leaveAssumeProveProof(s->assumeProve);
  if (apFrame)
    popFrame();
  for (const auto &[name, sym] : picked)
    bindLocal(name, sym);
  if (level.level == Level::Temporal)
    levelCheckTemporal(s->proof);
}

// A step name used as an expression (or, with `fact`, as a fact).
Resolver::Lvl Resolver::stepRef(StepRefExpr *e, bool fact) {
  std::string_view name = e->step;
  while (!name.empty() && name.back() == '.')
    name.remove_suffix(1);
  const Symbol *s = lookup(name);
  if (!s || !s->step)
    return {}; // unknown steps are not reported
  // <1>2!1, <1>2!lbl: a part of the step (its range covers the selectors), which proofs need
  // not check further; only the step itself may be a non-expression.
  bool selected = e->range.end.offset - e->range.begin.offset > e->step.size();
  if (!fact && !selected)
    checkExpressionUse(s, nullptr, e->range);
  if (selected && s->step->assumeProve)
    checkAssumeProveSelection(s, s->step->assumeProve, stepSelectors(e), fact, e->range);
  Lvl out;
  out.level = s->level;
  return out;
}

// In a proof of a temporal formula, HAVE, TAKE, WITNESS (4352) and CASE
// (4353) steps must be constant; QED and CASE proofs are checked likewise.
void Resolver::levelCheckTemporal(const Proof *p) {
  if (!p || p->kind != Proof::Kind::Steps)
    return;
  for (const ProofStep *s : p->steps) {
    auto it = stepLevels_.find(s);
    Level l = it == stepLevels_.end() ? Level::Constant : it->second;
    switch (s->kind) {
    case StepKind::Take:
    case StepKind::Witness:
    case StepKind::Have:
      if (l != Level::Constant)
        diags_.report(DiagId::err_temporal_goal_step, s->range);
      break;
    case StepKind::Case:
      if (l != Level::Constant)
        diags_.report(DiagId::err_temporal_goal_case, s->range);
      levelCheckTemporal(s->proof);
      break;
    case StepKind::Qed:
      levelCheckTemporal(s->proof);
      break;
    default:
      break;
    }
  }
}

} // namespace tlacore::sem
