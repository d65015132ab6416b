// Expression analysis: name binding, arity and higher-order argument
// checks, and levels with SANY's level errors.
#include <algorithm>
#include <optional>

#include "builtin_levels.h"
#include "resolver.h"
#include "stdlib/builtin_modules.h"
#include "subexpr_path.h"

namespace tlacore::sem {

using namespace ast;

void Resolver::Lvl::merge(const Lvl &o) {
  level = maxLevel(level, o.level);
  inSection |= o.inSection;
  for (const Symbol *d : o.deps)
    if (std::find(deps.begin(), deps.end(), d) == deps.end())
      deps.push_back(d);
}

namespace {

// SANY's check of []A and <>A (OpApplNode.levelCheck): an action-level
// operand that is an operator application (parentheses are no node; LET and
// labels are other kinds, not checked) must be [A]_v under [] and <<A>>_v
// under <>, not the other form.
bool stutteringSensitive(std::string_view op, const Expr *operand) {
  while (const auto *p = dynCast<ParenExpr>(operand))
    operand = p->inner;
  if (isa<LetExpr>(operand) || isa<LabelExpr>(operand))
    return false;
  return op == "[]" ? !isa<BoxActionExpr>(operand) : !isa<AngleActionExpr>(operand);
}

// <<>>_v: the parser gives it the empty tuple at its own `<<` as the action.
bool isEmptyAngleAction(const Expr *e) {
  const auto *a = dynCast<AngleActionExpr>(e);
  const auto *t = a ? dynCast<TupleExpr>(a->action) : nullptr;
  return t && t->elements.empty() && t->range.begin == e->range.begin;
}

// Operators of TLA+ itself; every other operator symbol needs a definition
// (from Naturals, Sequences, TLC, ... or the spec).

bool isBuiltinInfix(std::string_view op) {
  static const std::string_view kOps[] = {"/\\", "\\/", "=>", "<=>", "=", "/=", "\\in", "\\notin",
                                          "\\subseteq", "\\cup", "\\cap", "\\", "~>", "-+->", "\\cdot"};
  return std::find(std::begin(kOps), std::end(kOps), op) != std::end(kOps);
}
// Operators for which e = f does not imply Op(e) = Op(f) across states.
bool isNonLeibniz(std::string_view op) {
  static const std::string_view kOps[] = {"'", "[]", "<>", "ENABLED", "UNCHANGED", "~>", "-+->", "\\cdot"};
  return std::find(std::begin(kOps), std::end(kOps), op) != std::end(kOps);
}

bool isBuiltinPrefix(std::string_view op) {
  static const std::string_view kOps[] = {"~", "[]", "<>", "ENABLED", "UNCHANGED", "SUBSET", "UNION", "DOMAIN"};
  return std::find(std::begin(kOps), std::end(kOps), op) != std::end(kOps);
}

// Modules that define names users often forget to import.
const char *standardModuleFor(std::string_view name) {
  static const std::pair<std::string_view, const char *> kNames[] = {
      {"Nat", "Naturals"},       {"Int", "Integers"},        {"Real", "Reals"},
      {"+", "Naturals"},         {"-", "Naturals"},          {"*", "Naturals"},
      {"..", "Naturals"},        {"=<", "Naturals"},         {"<", "Naturals"},
      {">", "Naturals"},         {">=", "Naturals"},         {"%", "Naturals"},
      {"\\div", "Naturals"},     {"^", "Naturals"},          {"-.", "Integers"},
      {"Seq", "Sequences"},      {"Len", "Sequences"},       {"Append", "Sequences"},
      {"Head", "Sequences"},     {"Tail", "Sequences"},      {"SubSeq", "Sequences"},
      {"SelectSeq", "Sequences"}, {"\\o", "Sequences"},      {"Cardinality", "FiniteSets"},
      {"IsFiniteSet", "FiniteSets"}, {"ToSet", "SequencesExt"}, {"SortSeq", "TLC"},
      {"Print", "TLC"},          {"PrintT", "TLC"},          {"Assert", "TLC"},
      {":>", "TLC"},             {"@@", "TLC"},              {"Permutations", "TLC"},
      {"ToString", "TLC"},       {"TLCGet", "TLC"},          {"TLCSet", "TLC"},
      {"RandomElement", "TLC"},  {"JavaTime", "TLC"},        {"Range", "Functions"},
      {"FoldSet", "FiniteSetsExt"}, {"SetToSeq", "SequencesExt"}, {"Max", "FiniteSetsExt"},
      {"Min", "FiniteSetsExt"},  {"BagToSet", "Bags"},       {"EmptyBag", "Bags"}};
  for (const auto &[n, m] : kNames)
    if (n == name)
      return m;
  return nullptr;
}

size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t sub = prev[j - 1] + (std::tolower(a[i - 1]) == std::tolower(b[j - 1]) ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

} // namespace

void Resolver::suggest(std::string_view name, SourceRange range) {
  // Called right after the error it annotates was stored; attach notes to it.
  auto &all = const_cast<std::vector<Diagnostic> &>(diags_.diagnostics());
  if (all.empty())
    return;
  Diagnostic &d = all.back();
  auto addNote = [&](DiagId id, std::vector<std::string> args) {
    Diagnostic n;
    n.id = id;
    n.severity = diagInfo(id).severity;
    n.code = diagInfo(id).code;
    n.range = range;
    n.message = DiagnosticEngine::formatMessage(diagInfo(id).format, args);
    n.args = std::move(args);
    d.notes.push_back(std::move(n));
  };
  if (const char *m = standardModuleFor(name)) {
    addNote(DiagId::note_add_extends, {std::string(name), m});
    return;
  }
  // The operator being defined, used in its own body without RECURSIVE.
  for (auto it = defining_.rbegin(); it != defining_.rend(); ++it)
    if ((*it)->name.text == name) {
      std::string decl(name);
      if (!(*it)->params.empty()) {
        decl += "(";
        for (size_t i = 0; i < (*it)->params.size(); ++i)
          decl += i ? ", _" : "_";
        decl += ")";
      }
      addNote(DiagId::note_recursive_undeclared, {std::string(name), decl});
      return;
    }
  // A similar name in scope.
  std::string_view best;
  size_t bestDist = name.size() <= 3 ? 1 : 2;
  auto consider = [&](std::string_view cand) {
    if (cand == name)
      return;
    size_t d = editDistance(name, cand);
    if (d <= bestDist && (best.empty() || d < bestDist || cand < best)) {
      best = cand;
      bestDist = d;
    }
  };
  for (const auto &f : frames_)
    for (const auto &[n, s] : f)
      consider(n);
  for (const auto &[n, s] : module_.scope)
    consider(n);
  if (!best.empty())
    addNote(DiagId::note_similar_name, {std::string(best)});
}

// A built-in operator substituted for an operator constant that is not
// Leibniz (weight 0 in BuiltInLevel; InstanceNode reports it, 4244).
bool Resolver::checkNonLeibniz(const Expr *arg) {
  auto *app = dynCast<OpAppExpr>(arg);
  return app && app->isSymbol && isNonLeibniz(app->name());
}

Resolver::Lvl Resolver::expr(Expr *e) {
  Lvl out = exprUnstored(e);
  if (e) {
    e->sanyLevel = static_cast<uint8_t>(Expr::kLevelKnown | static_cast<uint8_t>(out.level));
    if (out.inSection) // SANY's second pass over the section gives it the section's level
      sectionExprs_.push_back(e);
  }
  return out;
}

Resolver::Lvl Resolver::exprUnstored(Expr *e) {
  Lvl out;
  if (!e)
    return out;
  switch (e->kind) {
  case ExprKind::OpApp:
    return opApp(cast<OpAppExpr>(e), false, 0);
  case ExprKind::Prefix:
    return prefix(cast<PrefixExpr>(e));
  case ExprKind::Infix:
    return infix(cast<InfixExpr>(e));
  case ExprKind::Postfix:
    return postfix(cast<PostfixExpr>(e));
  case ExprKind::Times: {
    size_t i = 0;
    for (Expr *f : cast<TimesExpr>(e)->factors) {
      Lvl l = expr(f);
      checkConstructArg("$CartesianProd", i++, l, e->range);
      out.merge(l);
    }
    return out;
  }
  case ExprKind::Number:
  case ExprKind::Decimal:
  case ExprKind::String:
  case ExprKind::Bool:
  case ExprKind::BuiltinSet:
  case ExprKind::Error:
    return out;
  case ExprKind::StepRef:
    return stepRef(cast<StepRefExpr>(e), false);
  case ExprKind::At:
    if (exceptDepth_ == 0 && e != allowedAt_)
      diags_.report(DiagId::err_at_outside_except, e->range);
    return out;
  case ExprKind::Paren:
    return expr(cast<ParenExpr>(e)->inner);
  case ExprKind::FcnApp: {
    auto *f = cast<FcnAppExpr>(e);
    out = expr(f->fcn);
    checkConstructArg("$FcnApply", 0, out, e->range);
    for (Expr *a : f->args) {
      Lvl l = expr(a);
      checkConstructArg("$FcnApply", 1, l, e->range);
      out.merge(l);
    }
    // f[a, b] on a defined function must match its number of arguments.
    if (auto *app = dynCast<OpAppExpr>(f->fcn); app && app->path.size() == 1 && !app->last().hasArgs) {
      const Symbol *s = app->path[0].symbol;
      if (s && s->underlying()->kind == SymbolKind::Function) {
        int want = s->underlying()->functionArgs;
        int given = static_cast<int>(f->args.size());
        // A single tuple argument also stands for several (f[<<a, b>>]).
        if (want != given && !(given == 1 && want > 1))
          diags_.report(DiagId::err_fcn_arity, e->range) << s->name << static_cast<long long>(want)
                                                         << (want == 1 ? "" : "s") << static_cast<long long>(given);
      }
    }
    return out;
  }
  case ExprKind::Field:
    out = expr(cast<FieldExpr>(e)->record);
    checkConstructArg("$RcdSelect", 0, out, e->range);
    return out;
  case ExprKind::Junction: {
    auto *j = cast<JunctionExpr>(e);
    bool hasAction = false, hasTemporal = false;
    for (Expr *item : j->items) {
      Lvl l = expr(item);
      hasAction |= l.level == Level::Action;
      hasTemporal |= l.level == Level::Temporal;
      out.merge(l);
    }
    // SANY (OpApplNode.levelCheck) names a bulleted list "Conjunction list" / "Disjunction list".
    if (hasAction && hasTemporal)
      diags_.report(DiagId::err_mixed_action_temporal, e->range) << (j->isAnd ? "Conjunction list" : "Disjunction list");
    return out;
  }
  case ExprKind::Quant:
    return quant(cast<QuantExpr>(e));
  case ExprKind::Choose: {
    auto *c = cast<ChooseExpr>(e);
    std::vector<RangeLevel> ranges;
    pushFrame();
    if (!c->bound.set && !c->bound.isTuple) {
      // SANY reports a clash of CHOOSE x : P's x at the CHOOSE.
      SourceRange chooseToken{c->range.begin, SourceLoc{c->range.begin.offset + 6}};
      bindNames(c->bound, Level::Constant, &chooseToken);
      out = {};
    } else {
      out = c->bound.set ? boundWithRange(c->bound, ranges) : bound(c->bound);
    }
    pushBound(c->bound);
    Lvl body = expr(c->body);
    checkConstructArg("$BoundedChoose", 0, body, e->range);
    reportTemporalRanges("$BoundedChoose", ranges, e->range);
    out.merge(body);
    popBound();
    popFrame();
    return out;
  }
  case ExprKind::SetEnum: {
    size_t i = 0;
    for (Expr *x : cast<SetEnumExpr>(e)->elements) {
      Lvl l = expr(x);
      checkConstructArg("$SetEnumerate", i++, l, e->range);
      out.merge(l);
    }
    return out;
  }
  case ExprKind::SetFilter: {
    auto *s = cast<SetFilterExpr>(e);
    std::vector<RangeLevel> ranges;
    pushFrame();
    out = boundWithRange(s->bound, ranges);
    pushBound(s->bound);
    Lvl pred = expr(s->predicate);
    checkConstructArg("$SubsetOf", 0, pred, e->range);
    reportTemporalRanges("$SubsetOf", ranges, e->range);
    out.merge(pred);
    popBound();
    popFrame();
    return out;
  }
  case ExprKind::SetMap: {
    auto *s = cast<SetMapExpr>(e);
    std::vector<RangeLevel> ranges;
    pushFrame();
    for (BoundDecl &b : s->bounds)
      out.merge(boundWithRange(b, ranges));
    pushBound(s->bounds);
    Lvl body = expr(s->body);
    checkConstructArg("$SetOfAll", 0, body, e->range);
    reportTemporalRanges("$SetOfAll", ranges, e->range);
    out.merge(body);
    popBound();
    popFrame();
    return out;
  }
  case ExprKind::FcnCtor: {
    auto *f = cast<FcnCtorExpr>(e);
    std::vector<RangeLevel> ranges;
    pushFrame();
    for (BoundDecl &b : f->bounds)
      out.merge(boundWithRange(b, ranges));
    pushBound(f->bounds);
    out.merge(expr(f->body));
    reportTemporalRanges("$FcnConstructor", ranges, e->range);
    popBound();
    popFrame();
    return out;
  }
  case ExprKind::FcnSet: {
    auto *f = cast<FcnSetExpr>(e);
    out = expr(f->domain);
    checkConstructArg("$SetOfFcns", 0, out, e->range);
    Lvl r = expr(f->range_);
    checkConstructArg("$SetOfFcns", 1, r, e->range);
    out.merge(r);
    return out;
  }
  case ExprKind::Record: {
    auto *r = cast<RecordExpr>(e);
    for (size_t i = 0; i < r->fields.size(); ++i) {
      // A field named like a definition draws no warning: SANY's 4802
      // (Generator.processRcdForms) came after 1.8.0 (tlaplus PR #1185, May
      // 2025); the reference jar prints none for nbacc_ray97's [Proc |-> "YES"].
      for (size_t k = 0; k < i; ++k)
        if (r->fields[k].field.text == r->fields[i].field.text) {
          diags_.report(DiagId::err_record_field_twice, r->fields[i].field.range) << r->fields[i].field.text;
          break;
        }
      out.merge(expr(r->fields[i].value));
    }
    return out;
  }
  case ExprKind::RecordSet: {
    size_t i = 0;
    for (FieldInit &f : cast<RecordSetExpr>(e)->fields) {
      Lvl l = expr(f.value);
      checkConstructArg("$SetOfRcds", i++, l, e->range);
      out.merge(l);
    }
    return out;
  }
  case ExprKind::Except: {
    auto *x = cast<ExceptExpr>(e);
    out = expr(x->base);
    checkConstructArg("$Except", 0, out, e->range);
    for (ExceptSpec &spec : x->specs) {
      for (ExceptStep &step : spec.path)
        for (Expr *a : step.args) {
          Lvl l = expr(a);
          checkConstructArg("$Except", 1, l, e->range);
          out.merge(l);
        }
      ++exceptDepth_;
      Lvl v = expr(spec.value);
      --exceptDepth_;
      checkConstructArg("$Except", 1, v, e->range);
      out.merge(v);
    }
    return out;
  }
  case ExprKind::Tuple: {
    size_t i = 0;
    for (Expr *x : cast<TupleExpr>(e)->elements) {
      Lvl l = expr(x);
      checkConstructArg("$Tuple", i++, l, e->range);
      out.merge(l);
    }
    return out;
  }
  case ExprKind::If: {
    auto *i = cast<IfExpr>(e);
    out = expr(i->cond);
    out.merge(expr(i->thenExpr));
    out.merge(expr(i->elseExpr));
    return out;
  }
  case ExprKind::Case: {
    auto *c = cast<CaseExpr>(e);
    for (CaseArm &arm : c->arms) {
      out.merge(expr(arm.guard));
      out.merge(expr(arm.value));
    }
    if (c->other)
      out.merge(expr(c->other));
    return out;
  }
  case ExprKind::Let:
    return letExpr(cast<LetExpr>(e));
  case ExprKind::BoxAction:
  case ExprKind::AngleAction: {
    Expr *action = e->kind == ExprKind::BoxAction ? cast<BoxActionExpr>(e)->action : cast<AngleActionExpr>(e)->action;
    Expr *sub = e->kind == ExprKind::BoxAction ? cast<BoxActionExpr>(e)->subscript : cast<AngleActionExpr>(e)->subscript;
    NonLeibnizScope guard(*this);
    if (isEmptyAngleAction(e)) {
      diags_.report(DiagId::err_empty_angle_action, e->range);
      return {};
    }
    Lvl a = expr(action);
    Lvl v = expr(sub);
    const char *construct = e->kind == ExprKind::BoxAction ? "$SquareAct" : "$AngleAct";
    checkConstructArg(construct, 0, a, e->range);
    checkConstructArg(construct, 1, v, e->range);
    out = a;
    out.merge(v);
    out.level = Level::Action;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
    out.inSection = false;
    return out;
  }
  case ExprKind::Fairness: {
    auto *f = cast<FairnessExpr>(e);
    NonLeibnizScope guard(*this);
    out = expr(f->subscript);
    Lvl a = expr(f->action);
    const char *construct = f->strong ? "$SF" : "$WF";
    checkConstructArg(construct, 0, out, e->range);
    checkConstructArg(construct, 1, a, e->range);
    out.merge(a);
    out.level = Level::Temporal;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
    return out;
  }
  case ExprKind::Lambda:
    diags_.report(DiagId::err_lambda_as_expr, e->range);
    return lambda(cast<LambdaExpr>(e), -1, {}, 0);
  case ExprKind::Label:
    return labelExpr(cast<LabelExpr>(e));
  }
  return out;
}

Resolver::Lvl Resolver::quant(QuantExpr *q) {
  pushFrame();
  Lvl out;
  Lvl boundsLvl;
  bool temporalQuant = q->quant == QuantKind::TemporalForall || q->quant == QuantKind::TemporalExists;
  std::vector<std::pair<SourceRange, Level>> setLevels; // each bound's set, for SANY's check below
  std::vector<RangeLevel> ranges;
  for (BoundDecl &b : q->bounds) {
    if (b.set) {
      Lvl l = boundWithRange(b, ranges);
      setLevels.emplace_back(b.set->range, l.level);
      boundsLvl.merge(l);
    } else
      bindNames(b, temporalQuant ? Level::State : Level::Constant);
  }
  pushBound(q->bounds);
  Lvl body;
  {
    // \AA and \EE are not Leibniz in their body.
    std::optional<NonLeibnizScope> guard;
    if (temporalQuant)
      guard.emplace(*this);
    body = expr(q->body);
  }
  popBound();
  popFrame();
  reportTemporalRanges(q->quant == QuantKind::Forall ? "$BoundedForall" : "$BoundedExists", ranges, q->range);
  // OpApplNode.levelCheck: a temporal-level \A or \E names each action-level bound, at the bound's set.
  if (body.level == Level::Temporal || boundsLvl.level == Level::Temporal)
    for (const auto &[range, level] : setLevels)
      if (level == Level::Action)
        diags_.report(DiagId::err_quant_action_bound, range);
  out = boundsLvl;
  out.merge(body);
  if (temporalQuant) {
    out.level = Level::Temporal;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
  }
  return out;
}

void Resolver::bindNames(BoundDecl &b, Level level, const SourceRange *reportAt) {
  const Symbol **syms = set_.newSymbolArray(b.names.size());
  for (size_t i = 0; i < b.names.size(); ++i) {
    Symbol *s = newSymbol(SymbolKind::BoundVar, b.names[i].text, b.names[i].range);
    s->level = level;
    syms[i] = s;
    // SANY's SymbolTable.addSymbol binds a name only when it is new: after a clash the name keeps
    // its visible meaning, which a later clash then names (\A q : \A q : \A q reports the first twice).
    if (checkNewBoundName(s->name, s->range, reportAt ? *reportAt : s->range))
      bindLocal(b.names[i].text, s);
  }
  b.symbols = syms;
}

Resolver::Lvl Resolver::bound(BoundDecl &b) {
  // The set is resolved before the names are bound: x \in S(x) refers to an outer x.
  // A bound variable is constant-level whatever its set's level (SANY).
  Lvl l = b.set ? expr(b.set) : Lvl{};
  bindNames(b, Level::Constant);
  return l;
}

Resolver::Lvl Resolver::boundWithRange(BoundDecl &b, std::vector<RangeLevel> &ranges) {
  size_t errorsBefore = diags_.errorCount();
  Lvl l = bound(b);
  if (b.set && !b.names.empty())
    ranges.push_back({b.names[0].range, l.level, diags_.errorCount() == errorsBefore});
  return l;
}

void Resolver::reportTemporalRanges(std::string_view op, const std::vector<RangeLevel> &ranges, SourceRange whole) {
  for (const RangeLevel &r : ranges)
    if (r.level == Level::Temporal && r.clean)
      diags_.report(DiagId::err_quant_temporal_bound, whole).enclosing(r.firstName) << std::string(op);
}

Resolver::Lvl Resolver::bounds(Vec<BoundDecl> &bs) {
  Lvl out;
  for (BoundDecl &b : bs)
    out.merge(bound(b));
  return out;
}

Resolver::Lvl Resolver::letExpr(LetExpr *e) {
  pushFrame();
  size_t recursiveBefore = pendingRecursive_.size();
  const Symbol **defSyms = set_.newSymbolArray(e->defs.size());
  for (size_t i = 0; i < e->defs.size(); ++i) {
    Unit *u = e->defs[i];
    defSyms[i] = nullptr;
    switch (u->kind) {
    case UnitKind::Recursive:
      declareRecursive(cast<RecursiveUnit>(u), true);
      break;
    case UnitKind::OperatorDef:
      defSyms[i] = defineOperator(cast<OperatorDefUnit>(u), true);
      break;
    case UnitKind::FunctionDef:
      defSyms[i] = defineFunction(cast<FunctionDefUnit>(u), true);
      break;
    case UnitKind::Instance:
      if (cast<InstanceUnit>(u)->defName)
        defineInstance(cast<InstanceUnit>(u), true);
      break;
    default:
      break;
    }
  }
  // RECURSIVE operators declared in this LET must be defined in it.
  for (size_t i = recursiveBefore; i < pendingRecursive_.size(); ++i)
    if (!pendingRecursive_[i]->isDefined)
      diags_.report(DiagId::err_recursive_not_defined, sanyDeclRange(pendingRecursive_[i]))
          << pendingRecursive_[i]->name;
  pendingRecursive_.resize(recursiveBefore);
  e->defSymbols = defSyms;
  Lvl out = expr(e->body);
  popFrame();
  return out;
}

Resolver::Lvl Resolver::lambda(LambdaExpr *e, int expectedArity, std::string_view opName, int argIndex) {
  if (expectedArity >= 0 && static_cast<int>(e->params.size()) != expectedArity)
    diags_.report(DiagId::err_lambda_arity, e->range)
        << static_cast<long long>(argIndex + 1) << opName << static_cast<long long>(expectedArity)
        << (e->params.size() == 1 ? "" : "s") << static_cast<long long>(e->params.size());
  pushFrame();
  ++defDepth_;
  pushLabelScope();
  Symbol *owner = newSymbol(SymbolKind::Operator, "LAMBDA", e->range);
  const Symbol **syms = set_.newSymbolArray(e->params.size());
  for (size_t i = 0; i < e->params.size(); ++i) {
    Symbol *p = newSymbol(SymbolKind::OpParam, e->params[i].text, e->params[i].range);
    p->paramIndex = static_cast<int>(i);
    p->owner = owner;
    p->defDepth = defDepth_;
    checkNewBoundName(p->name, p->range, p->range);
    bindLocal(p->name, p);
    syms[i] = p;
    owner->params.push_back(p);
  }
  e->paramSymbols = syms;
  Lvl body = expr(e->body);
  popLabelScope();
  --defDepth_;
  popFrame();
  owner->level = body.level;
  owner->arity = static_cast<int>(e->params.size());
  // Parameters of the LAMBDA itself are bound at its application.
  Lvl out;
  out.level = body.level;
  for (const Symbol *d : body.deps)
    if (d->owner != owner)
      out.deps.push_back(d);
  return out;
}

namespace {
// The names of e->path[0..upto] joined by `!`, as SANY names an operator reached through instances.
std::string pathName(const OpAppExpr *e, size_t upto) {
  std::string out;
  for (size_t k = 0; k <= upto && k < e->path.size(); ++k) {
    if (k > 0)
      out += '!';
    out += e->path[k].name.text;
  }
  return out;
}
} // namespace

Resolver::Lvl Resolver::opApp(OpAppExpr *e, bool asArgument, int expectedArity) {
  if (e->isSymbol) {
    // An operator symbol passed by name: Op(+, s), INSTANCE M WITH Plus <- +.
    NameSegment &seg = e->path.back();
    const Symbol *s = lookup(seg.name.text);
    seg.symbol = s;
    bool builtin = isBuiltinInfix(seg.name.text) || isBuiltinPrefix(seg.name.text) || seg.name.text == "'";
    if (!s && !builtin) {
      diags_.report(DiagId::err_undefined_symbol, e->range) << seg.name.text;
      suggest(seg.name.text, e->range);
    } else if (!asArgument) {
      // Alone where an expression is expected (E == ', G(+, 1) with G's first parameter
      // an expression): SANY applies it to no arguments.
      long long arity = s ? s->arity : isBuiltinInfix(seg.name.text) ? 2 : 1;
      if (arity > 0)
        diags_.report(DiagId::err_wrong_arity, e->range)
            << seg.name.text << arity << (arity == 1 ? "" : "s") << 0LL;
    }
    return {};
  }
  NameSegment &first = e->path[0];
  const Symbol *s = lookup(first.name.text);
  if (!s) {
    reportUndefinedPath(e);
    return {};
  }
  if (e->path.size() == 1) {
    Lvl out = applySymbol(s, first, e->range, asArgument, expectedArity);
    if (e != factName_)
      checkExpressionUse(s, nullptr, e->range);
    return out;
  }

  // I!Op, I(x)!Op(y), I!J!Op: walk through instances.
  Lvl out;
  const Symbol *cur = s;
  std::vector<const InstanceBinding *> outer; // the path's bindings, innermost first
  // An operator argument I!Op (SANY's selectorToNode with expectedArity > 0): the path may give no
  // arguments, and the parameters of the instances it goes through count toward its arity, as
  // SANY's OpDefNode I!Op takes I's parameters and then Op's.
  bool opArgument = asArgument && expectedArity > 0;
  int instanceParams = 0;
  for (size_t i = 0; i < e->path.size(); ++i) {
    NameSegment &seg = e->path[i];
    if (i > 0) {
      const Symbol *inst = cur->underlying();
      const ResolvedModule *m = inst->kind == SymbolKind::Instance && inst->instance ? inst->instance->module : nullptr;
      if (!m) {
        // Subexpression selectors (Op!1, Op!<<) and labels are not resolved.
        for (size_t k = i; k < e->path.size(); ++k)
          for (Expr *a : e->path[k].args)
            out.merge(expr(a));
        return out;
      }
      const Symbol *exported = m->exports.get(seg.name.text);
      if (!exported) {
        reportUndefinedPath(e);
        return out;
      }
      // The instance just passed, then the unnamed INSTANCE imports that brought it here.
      std::vector<const InstanceBinding *> passed;
      for (const Symbol *w = cur; w->kind == SymbolKind::Imported && w->target; w = w->target)
        passed.push_back(w->binding);
      passed.push_back(inst->instance);
      outer.insert(outer.begin(), passed.rbegin(), passed.rend());
      cur = exported;
    }
    seg.symbol = cur;
    bool last = i + 1 == e->path.size();
    if (!last && cur->underlying()->kind != SymbolKind::Instance) {
      // Selectors into a definition's body (Op!lbl, Op!2!1, Op!@).
      out.merge(selection(cur, e, i, asArgument, expectedArity, outer, instanceParams));
      return out;
    }
    if (last) {
      out.merge(applySymbol(cur, seg, e->range, asArgument, expectedArity, outer, instanceParams, pathName(e, i)));
      if (e != factName_)
        checkExpressionUse(cur, nullptr, e->range);
    } else if (opArgument || e == defItem_) {
      // An operator argument, or BY DEF I!Op naming the definition: I's parameters need no
      // arguments, and may not have any.
      if (seg.hasArgs) {
        for (size_t k = i; k < e->path.size(); ++k)
          for (Expr *a : e->path[k].args)
            out.merge(expr(a));
        diags_.report(DiagId::err_selector, seg.name.range)
            << "Selector `" + std::string(seg.name.text) + "' should not have argument(s).";
        return out;
      }
      if (opArgument) {
        // The instance's parameters are the operator's: no argument level reaches its substitutions.
        instanceParams += cur->arity;
        instanceArgLevels_[cur->underlying()] = {};
      }
    } else {
      if (wrongArgumentCount(cur, seg)) {
        // SANY stops at the instance's wrong number of arguments (at its argument list).
        argumentsFor(cur, seg, seg.hasArgs ? argumentListRange(SourceRange{seg.name.range.end, seg.name.range.end})
                                           : e->range,
                     {}, nullptr, pathName(e, i));
        return out;
      }
      out.merge(argumentsFor(cur, seg, seg.name.range));
    }
  }
  return out;
}

// SANY's selectorToNode (mode FindingOpName) looks a name up joined with the names before it
// (I!Op, I!J!Op); while none is found it goes on to the next segment, and past the last one reports
// "Unknown operator: `" + selectorItemToString(sel, last) + "'." at that last segment: the last
// segment alone (`Foo' for I!Foo, "argument selector 1" for Foo!1). It returns there: no
// argument anywhere in the name is looked at.
void Resolver::reportUndefinedPath(OpAppExpr *e) {
  const NameSegment &at = e->path.back();
  diags_.report(DiagId::err_undefined_symbol, at.name.range) << selectorItemText(at);
  if (e->path.size() == 1)
    suggest(at.name.text, at.name.range);
}

bool Resolver::wrongArgumentCount(const Symbol *s, const NameSegment &seg) {
  int given = static_cast<int>(seg.args.size());
  return given != s->arity && !(s->underlying()->kind == SymbolKind::Instance && given == 0 && s->arity == 0);
}

// Checks the arguments of an application of `s` and returns their level.
Resolver::Lvl Resolver::argumentsFor(const Symbol *s, NameSegment &seg, SourceRange range,
                                    const std::vector<const InstanceBinding *> &outer, std::vector<Lvl> *levelsOut,
                                    std::string_view shownName) {
  Lvl out;
  const Symbol *def = s->underlying();
  int arity = s->arity;
  int given = static_cast<int>(seg.args.size());
  if (wrongArgumentCount(s, seg)) {
    // SANY places the error on the argument list, `(x)` of Foo(x) (TLC's ETest1, ETest2), names the
    // operator as written (I!Op), and returns before it generates the arguments
    // (Generator.selectorToNode: "The operator ... requires N arguments.", return nullOAN).
    if (seg.hasArgs && seg.name.range.end.valid() && range.end.valid() && seg.name.range.end.offset < range.end.offset)
      range = SourceRange{seg.name.range.end, range.end};
    diags_.report(DiagId::err_wrong_arity, range)
        << (shownName.empty() ? s->name : shownName) << static_cast<long long>(arity) << (arity == 1 ? "" : "s")
        << static_cast<long long>(given);
    if (levelsOut)
      levelsOut->clear();
    return out;
  }
  std::vector<Lvl> argLevels;
  for (int i = 0; i < given; ++i) {
    Expr *arg = seg.args[static_cast<size_t>(i)];
    int want = i < static_cast<int>(def->params.size()) ? def->params[static_cast<size_t>(i)]->arity : 0;
    if (want > 0) {
      if (auto *lam = dynCast<LambdaExpr>(arg)) {
        argLevels.push_back(lambda(lam, want, s->name, i));
        continue;
      }
      auto *app = dynCast<OpAppExpr>(arg);
      if (!app || app->last().hasArgs) {
        // SANY reports it at the application (OpDefNode.match).
        diags_.report(DiagId::err_operator_expected, range)
            << static_cast<long long>(i + 1) << s->name << static_cast<long long>(want) << (want == 1 ? "" : "s");
        argLevels.push_back(expr(arg));
        continue;
      }
      argLevels.push_back(opApp(app, true, want));
      continue;
    }
    if (dynCast<LambdaExpr>(arg)) {
      diags_.report(DiagId::err_lambda_as_expr, arg->range);
      argLevels.push_back(lambda(cast<LambdaExpr>(arg), -1, s->name, i));
      continue;
    }
    // An argument for a parameter the operator is not Leibniz in.
    std::optional<NonLeibnizScope> guard;
    if (i < static_cast<int>(def->params.size()) && def->params[static_cast<size_t>(i)]->nonLeibniz)
      guard.emplace(*this);
    argLevels.push_back(expr(arg));
  }
  if (levelsOut)
    *levelsOut = argLevels;
  if (def->kind == SymbolKind::Instance)
    instanceArgLevels_[def] = argLevels;
  if (def->kind == SymbolKind::OpParam || def->kind == SymbolKind::Constant) {
    Level m = Level::Constant;
    for (const Lvl &l : argLevels)
      m = maxLevel(m, l.level);
    auto *mut = const_cast<Symbol *>(def);
    mut->maxArgLevel = maxLevel(mut->maxArgLevel, m);
  }
  for (int i = 0; i < given && i < static_cast<int>(def->params.size()); ++i)
    if (def->params[static_cast<size_t>(i)]->arity == 0)
      checkArgLevel(s->name, static_cast<size_t>(i), argLevels[static_cast<size_t>(i)],
                    def->params[static_cast<size_t>(i)]->maxLevel, range);
  noteParamApplication(def, argLevels);
  std::vector<const Expr *> argExprs(seg.args.begin(), seg.args.end());
  checkOperatorArgs(def, s->name, argExprs, argLevels, range);
  // Level: the definition's own level plus the arguments it depends on.
  out.level = def->level;
  out.inSection = inOpenSection(def);
  for (const Symbol *dep : def->levelDeps) {
    if (dep->owner == def && dep->paramIndex < static_cast<int>(argLevels.size()))
      out.merge(argLevels[static_cast<size_t>(dep->paramIndex)]);
    else if (dep->owner != def)
      out.deps.push_back(dep);
  }
  out.merge(substitutedConstants(s, outer));
  if (def->isRecursive)
    recursiveArgs(def, s->name, argLevels, range, out);
  if (def->kind == SymbolKind::Constant || def->kind == SymbolKind::OpParam || def->kind == SymbolKind::BoundVar)
    for (const Lvl &l : argLevels)
      out.merge(l);
  return out;
}

Resolver::Lvl Resolver::applySymbol(const Symbol *s, NameSegment &seg, SourceRange range, bool asArgument,
                                    int expectedArity, const std::vector<const InstanceBinding *> &outer,
                                    int instanceParams, std::string_view shownName) {
  seg.symbol = s;
  const Symbol *def = s->underlying();
  if (def->kind == SymbolKind::Instance && !asArgument) {
    if (static_cast<int>(seg.args.size()) != s->arity)
      diags_.report(DiagId::err_wrong_arity, range) << (shownName.empty() ? s->name : shownName)
                                                    << static_cast<long long>(s->arity)
                                                    << (s->arity == 1 ? "" : "s")
                                                    << static_cast<long long>(seg.args.size());
    else
      diags_.report(DiagId::err_instance_used_as_expr, range) << s->name;
    return {};
  }
  if (asArgument && expectedArity < 0 && !seg.hasArgs) {
    // A fact or DEF name (USE T DEF Op): any arity.
    Lvl out;
    out.level = def->level;
    return out;
  }
  if (asArgument && expectedArity > 0 && !seg.hasArgs) {
    // An operator passed by name to a higher-order parameter.
    int arity = instanceParams + s->arity;
    if (arity != expectedArity)
      diags_.report(DiagId::err_operator_arg_arity, range)
          << 1LL << s->name << static_cast<long long>(expectedArity) << (expectedArity == 1 ? "" : "s")
          << static_cast<long long>(arity);
    Lvl out;
    out.level = def->level;
    for (const Symbol *dep : def->levelDeps)
      if (dep->owner != def)
        out.deps.push_back(dep);
    out.merge(substitutedConstants(s, outer));
    if (def->kind == SymbolKind::Constant) // SANY's levelParams of an OpArgNode naming a constant
      out.deps.push_back(def);
    return out;
  }
  Lvl out;
  switch (def->kind) {
  case SymbolKind::Variable:
    out.level = Level::State;
    break;
  case SymbolKind::BoundVar:
    out.level = def->level;
    break;
  case SymbolKind::OpParam:
    out.deps.push_back(def);
    noteParamUse(def);
    break;
  case SymbolKind::Constant: // SANY: a declared constant is a level parameter
    out.deps.push_back(def);
    break;
  default:
    break;
  }
  out.merge(argumentsFor(s, seg, range, outer, nullptr, shownName));
  return out;
}

Resolver::Lvl Resolver::userOperator(std::string_view op, SourceRange opRange, SourceRange whole,
                                     const char *fixName, const Symbol **slot,
                                     std::initializer_list<Expr *> operands) {
  const Symbol *s = lookup(op);
  Lvl out;
  if (!s) {
    // SANY's Generator reports the symbol, then the expression it cannot build ("Couldn't resolve
    // infix operator symbol"), and goes no further into the operands.
    diags_.report(DiagId::err_undefined_infix, opRange).enclosing(whole) << op << fixName;
    suggest(op, opRange);
    return out;
  }
  std::vector<Lvl> levels;
  for (Expr *x : operands)
    levels.push_back(expr(x));
  *slot = s;
  const Symbol *def = s->underlying();
  if (def->arity != static_cast<int>(operands.size()) && def->kind != SymbolKind::OpParam)
    diags_.report(DiagId::err_wrong_arity, whole) << op << static_cast<long long>(def->arity)
                                                  << (def->arity == 1 ? "" : "s")
                                                  << static_cast<long long>(operands.size());
  for (size_t i = 0; i < levels.size() && i < def->params.size(); ++i)
    if (def->params[i]->arity == 0)
      checkArgLevel(op, i, levels[i], def->params[i]->maxLevel, whole);
  noteParamApplication(def, levels);
  out.level = def->level;
  out.inSection = inOpenSection(def);
  for (const Symbol *dep : def->levelDeps) {
    if (dep->owner == def && dep->paramIndex < static_cast<int>(levels.size()))
      out.merge(levels[static_cast<size_t>(dep->paramIndex)]);
    else if (dep->owner != def)
      out.deps.push_back(dep);
  }
  out.merge(substitutedConstants(s, {}));
  if (def->isRecursive)
    recursiveArgs(def, op, levels, whole, out);
  if (def->kind == SymbolKind::Constant || def->kind == SymbolKind::OpParam) {
    if (def->kind == SymbolKind::Constant)
      out.merge(Lvl{Level::Constant, {def}});
    if (def->kind == SymbolKind::OpParam) {
      out.deps.push_back(def);
      noteParamUse(def);
    }
    for (const Lvl &l : levels)
      out.merge(l);
  }
  return out;
}

// An application of a RECURSIVE operator: SANY gives every argument weight 1
// (it raises the level), and before the definition is reached each argument
// may be at most action-level (the initial maxLevels).
void Resolver::recursiveArgs(const Symbol *def, std::string_view op, const std::vector<Lvl> &args, SourceRange range,
                             Lvl &out) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (i >= def->params.size())
      checkArgLevel(op, i, args[i], Level::Action, range);
    out.merge(args[i]);
  }
}

void Resolver::checkArgLevel(std::string_view op, size_t index, const Lvl &arg, Level max, SourceRange range) {
  for (const Symbol *dep : arg.deps) {
    if (dep->kind == SymbolKind::OpParam && dep->maxLevel > max)
      const_cast<Symbol *>(dep)->maxLevel = max;
    if (dep->kind == SymbolKind::Constant)
      constrainConstant(dep, max);
  }
  if (arg.level > max)
    diags_.report(DiagId::err_level_exceeded, range) << argLevelMessage(op, index);
  else if (arg.inSection)
    deferSectionCheck([this, msg = argLevelMessage(op, index), max, range](Level sectionLevel) {
      if (sectionLevel > max)
        diags_.report(DiagId::err_level_exceeded, range) << msg;
    });
}

void Resolver::checkConstructArg(std::string_view construct, size_t index, const Lvl &arg, SourceRange range) {
  if (const BuiltinLevelRule *rule = builtinLevelRule(construct))
    checkArgLevel(rule->sanyName, index, arg, rule->argMax[rule->arity < 0 ? 0 : std::min<size_t>(index, 2)], range);
}

void Resolver::checkBuiltinArgs(std::string_view op, std::initializer_list<const Lvl *> args, SourceRange range) {
  const BuiltinLevelRule *rule = builtinLevelRule(op);
  if (!rule)
    return;
  size_t i = 0;
  for (const Lvl *a : args) {
    checkArgLevel(rule->sanyName, i, *a, rule->argMax[rule->arity < 0 ? 0 : std::min<size_t>(i, 2)], range);
    ++i;
  }
}

Resolver::Lvl Resolver::prefix(PrefixExpr *e) {
  std::string_view op = e->op.text;
  if (!isBuiltinPrefix(op))
    return userOperator(op, e->op.range, e->range, "prefix", &e->symbol, {e->operand});
  Lvl a;
  {
    std::optional<NonLeibnizScope> guard;
    if (isNonLeibniz(op))
      guard.emplace(*this);
    a = expr(e->operand);
  }
  checkBuiltinArgs(op, {&a}, e->range);
  Lvl out = a;
  if (op == "[]" || op == "<>") {
    DiagId id = op == "[]" ? DiagId::err_always_action : DiagId::err_eventually_action;
    if (a.level == Level::Action && stutteringSensitive(op, e->operand))
      diags_.report(id, e->range);
    else if (a.inSection && a.level < Level::Action && stutteringSensitive(op, e->operand))
      deferSectionCheck([this, id, range = e->range](Level sectionLevel) {
        if (sectionLevel == Level::Action)
          diags_.report(id, range);
      });
    out.level = Level::Temporal;
    out.inSection = false;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
  } else if (op == "ENABLED") {
    out.level = Level::State; // SANY: ENABLED e is state-level whatever e is
    out.inSection = false;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
  } else if (op == "UNCHANGED") {
    out.level = Level::Action;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
    out.inSection = false;
  }
  return out;
}

Resolver::Lvl Resolver::postfix(PostfixExpr *e) {
  std::string_view op = e->op.text;
  if (op != "'")
    return userOperator(op, e->op.range, e->range, "postfix", &e->symbol, {e->operand});
  Lvl a;
  {
    NonLeibnizScope guard(*this);
    a = expr(e->operand);
  }
  checkBuiltinArgs(op, {&a}, e->range);
  Lvl out = a;
  out.level = Level::Action; // SANY: e' is action-level even for a constant e
  out.inSection = false;
  out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
  return out;
}

// The name SANY gives a built-in logical operator in its level errors (OpApplNode.levelCheck), empty for
// other operators.
static std::string_view sanyLogicalOperatorName(std::string_view op) {
  if (op == "/\\" || op == "\\land")
    return "\\land";
  if (op == "\\/" || op == "\\lor")
    return "\\lor";
  if (op == "=>")
    return "=>";
  if (op == "<=>" || op == "\\equiv")
    return "\\equiv";
  return {};
}

Resolver::Lvl Resolver::infix(InfixExpr *e) {
  std::string_view op = e->op.text;
  if (!isBuiltinInfix(op))
    return userOperator(op, e->op.range, e->range, "infix", &e->symbol, {e->lhs, e->rhs});
  Lvl l, r;
  {
    std::optional<NonLeibnizScope> guard;
    if (isNonLeibniz(op))
      guard.emplace(*this);
    l = expr(e->lhs);
    r = expr(e->rhs);
  }
  checkBuiltinArgs(op, {&l, &r}, e->range);
  Lvl out = l;
  out.merge(r);
  if (op == "\\cdot") {
    out.level = Level::Action;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
    out.inSection = false;
  }
  if (op == "~>" || op == "-+->") {
    if (l.level == Level::Action || r.level == Level::Action)
      diags_.report(DiagId::err_temporal_binary_action, e->range) << op;
    out.level = Level::Temporal;
    out.deps.clear(); // SANY: an argument of weight 0, its parameters do not raise the level
  } else if (std::string_view sanyName = sanyLogicalOperatorName(op); !sanyName.empty()) {
    if ((l.level == Level::Action && r.level == Level::Temporal) ||
        (l.level == Level::Temporal && r.level == Level::Action))
      diags_.report(DiagId::err_mixed_action_temporal, e->range) << sanyName;
  }
  return out;
}

void Resolver::noteParamUse(const Symbol *param) {
  if (param->kind == SymbolKind::OpParam && nonLeibnizDepth_ >= param->defDepth)
    const_cast<Symbol *>(param)->nonLeibniz = true;
}

// Theorems, steps and labels that are not expressions can only be facts:
// an ASSUME/PROVE (4355) or a step such as HAVE or QED (4351).
void Resolver::checkExpressionUse(const Symbol *s, const LabelInfo *label, SourceRange range) {
  if (label) {
    if (label->isAssumeProve)
      diags_.report(DiagId::err_assume_prove_as_expr, range) << label->name;
    return;
  }
  if (!s)
    return;
  const Symbol *d = s->underlying();
  if (d->kind != SymbolKind::Theorem)
    return;
  if (d->isAssumeProve) {
    diags_.report(DiagId::err_assume_prove_as_expr, range) << s->name;
    return;
  }
  if (d->step && d->step->kind != StepKind::Assert)
    diags_.report(DiagId::err_step_not_expression, range) << s->name;
}

} // namespace tlacore::sem
