// Module-level analysis: EXTENDS, declarations, definitions, INSTANCE with
// substitutions, assumptions, theorems and nested modules.
#include <algorithm>

#include "builtin_levels.h"
#include "resolver.h"
#include "subexpr_path.h"

namespace tlacore::sem {

using namespace ast;

const char *levelName(Level l) {
  switch (l) {
  case Level::Constant:
    return "constant";
  case Level::State:
    return "state";
  case Level::Action:
    return "action";
  case Level::Temporal:
    return "temporal";
  }
  return "constant";
}

Resolver::Resolver(ModuleSet &set, ResolvedModule &module, const ResolvedModule *enclosing)
    : set_(set), module_(module), ast_(const_cast<ast::Module *>(module.ast)), diags_(set.diags()) {
  if (enclosing) {
    module_.parent = enclosing;
    module_.scope = enclosing->scope;
  }
}

Symbol *Resolver::newSymbol(SymbolKind kind, std::string_view name, SourceRange range) {
  Symbol *s = set_.newSymbol();
  s->kind = kind;
  s->name = name;
  s->range = range;
  s->module = &module_;
  return s;
}

const Symbol *Resolver::lookup(std::string_view name) const {
  for (auto f = frames_.rbegin(); f != frames_.rend(); ++f)
    for (auto it = f->rbegin(); it != f->rend(); ++it)
      if (it->first == name) {
        if (it->second == definingFunction_ && definingFunction_)
          definingFunctionUsed_ = true;
        return it->second;
      }
  return module_.scope.get(name);
}

// A step that is not a theorem (USE, HIDE, DEFINE, INSTANCE): SANY names it with a
// NumberedProofStepKind OpDefNode at the whole step (Generator.generateProof).
static bool isNumberedNonTheoremStep(const Symbol *s) {
  return s->step && (s->step->kind == StepKind::UseOrHide || s->step->kind == StepKind::Define ||
                     s->step->kind == StepKind::Instance);
}

// The SANY node kind (ASTConstants) behind a symbol, as SymbolTable.addSymbol compares them.
static int sanyNodeKind(const Symbol *s) {
  const Symbol *u = s->underlying();
  switch (u->kind) {
  case SymbolKind::Operator:
  case SymbolKind::Function:
    return 0; // UserDefinedOpKind
  case SymbolKind::Constant:
    return 1; // ConstantDeclKind
  case SymbolKind::Variable:
    return 2; // VariableDeclKind
  case SymbolKind::Instance:
    return 3; // ModuleInstanceKind
  case SymbolKind::Theorem:
  case SymbolKind::Assumption:
    return isNumberedNonTheoremStep(u) ? 5 : 4; // NumberedProofStepKind, ThmOrAssumpDefKind
  default:
    return 6; // FormalParamKind: a bound name or parameter
  }
}

// A declaration `F(_, _)` (SANY's N_IdentDecl): from the name to the closing parenthesis.
static SourceRange withDeclArguments(const SourceManager &sm, SourceRange name) {
  if (!name.begin.valid() || !name.end.valid())
    return name;
  FileId f = sm.fileOf(name.end);
  std::string_view text = sm.bufferText(f);
  size_t i = sm.offsetInBuffer(name.end);
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
    ++i;
  if (i >= text.size() || text[i] != '(')
    return name;
  size_t close = text.find(')', i);
  if (close == std::string_view::npos)
    return name;
  return {name.begin, sm.locForOffset(f, static_cast<uint32_t>(close + 1))};
}

static const ResolvedModule *originModule(const Symbol *s);

static bool parameterFree(const ResolvedModule *m) {
  return !m || (m->allConstants.empty() && m->allVariables.empty());
}

SourceRange Resolver::sanyDeclRange(const Symbol *s) const {
  // A definition an unnamed INSTANCE brought in: Generator.generateInstance adds the instantiated
  // module's own node only for a non-LOCAL INSTANCE of a parameter-free module or of a definition
  // from one; any other is a new node at the INSTANCE statement.
  if (s->kind == SymbolKind::Imported && s->binding && s->binding->unit && s->target &&
      (s->isLocal || !(parameterFree(s->binding->module) || parameterFree(originModule(s->target)))))
    return s->binding->unit->range;
  const Symbol *u = s->underlying();
  if (isNumberedNonTheoremStep(u))
    return u->step->range;
  if ((u->kind == SymbolKind::Constant || (u->kind == SymbolKind::Operator && !u->unit)) && u->arity > 0 &&
      u->fixity == Fixity::Nonfix)
    return withDeclArguments(set_.sources(), u->range); // CONSTANT F(_), RECURSIVE F(_) not yet defined
  switch (u->kind) {
  case SymbolKind::Operator: // OpDefNode, ThmOrAssumpDefNode: the whole definition or statement
  case SymbolKind::Function:
  case SymbolKind::Instance:
  case SymbolKind::Theorem:
  case SymbolKind::Assumption:
    return u->unit && !u->step ? u->unit->range : u->range;
  default:
    return u->range;
  }
}

// TLA+ has no shadowing: a new name may not hide a visible one (SANY 4201).
bool Resolver::checkNewName(std::string_view name, SourceRange range) {
  const Symbol *prev = lookup(name);
  if (!prev)
    return true;
  auto b = diags_.report(DiagId::err_multiply_defined, range);
  b << name;
  if (prev->range.valid())
    b.note(DiagId::note_previous_definition, prev->range, {std::string(name)});
  return false;
}

// A CONSTANT or VARIABLE declaration whose name is visible already: SANY has
// no check of its own there, only SymbolTable.addSymbol (OpDeclNode's
// constructor): a visible symbol of another kind or arity is an error
// ("Multiply-defined symbol 'x': this definition or declaration conflicts
// with the one at ..."), one of the same kind and arity (the name declared
// twice) a warning ("Multiple declarations or definitions for symbol x."),
// since SymbolNode.sameOriginallyDefinedInModule is false for declarations.
// Either way the visible one keeps the name.
bool Resolver::checkNewDeclaredName(const Symbol *s) {
  const Symbol *prev = lookup(s->name);
  if (!prev)
    return true;
  const Symbol *u = prev->underlying();
  if (u->kind == s->kind && u->arity == s->arity)
    diags_.report(DiagId::warn_instance_ambiguity, sanyDeclRange(s))
            .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(s->name)})
        << s->name;
  else
    diags_.report(DiagId::err_bound_multiply_defined, sanyDeclRange(s))
            .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(s->name)})
        << s->name;
  return false;
}

// A definition whose name is visible already: SANY's processOperator reports "Operator X already
// defined or declared." at the whole definition; the new node's SymbolTable.addSymbol then adds a
// warning when the visible one is a definition of the same arity ("same"), an error otherwise
// ("conflict"), which the SANY report words from the second argument and the note (the visible
// one's definition, or its name when it has none).
bool Resolver::checkNewDefinition(const Symbol *s, SourceRange whole) {
  const Symbol *prev = lookup(s->name);
  if (!prev)
    return true;
  const Symbol *u = prev->underlying();
  bool sameKind = (u->kind == SymbolKind::Operator || u->kind == SymbolKind::Function) && u->arity == s->arity;
  SourceRange at = u->unit && (u->kind == SymbolKind::Operator || u->kind == SymbolKind::Function) ? u->unit->range
                                                                                                    : u->range;
  auto b = diags_.report(DiagId::err_multiply_defined, whole);
  b << s->name << (sameKind ? "same" : "conflict");
  if (at.valid())
    b.note(DiagId::note_previous_definition, at, {std::string(s->name)});
  return false;
}

bool Resolver::addSymbolAsSany(const Symbol *s, SourceRange at) {
  const Symbol *prev = lookup(s->name);
  if (!prev)
    return true;
  bool same = sanyNodeKind(prev) == sanyNodeKind(s) && prev->underlying()->arity == s->arity;
  diags_.report(same ? DiagId::warn_instance_ambiguity : DiagId::err_bound_multiply_defined, at)
          .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(s->name)})
      << s->name;
  return false;
}

// SANY's built-in constants: identifiers to its lexer, so they can be bound (and clash).
static bool isBuiltinConstantName(std::string_view name) {
  return name == "TRUE" || name == "FALSE" || name == "BOOLEAN" || name == "STRING";
}

bool Resolver::checkNewBoundName(std::string_view name, SourceRange range, SourceRange at) {
  const Symbol *prev = lookup(name);
  if (!prev && !isBuiltinConstantName(name))
    return true;
  auto b = diags_.report(DiagId::err_bound_multiply_defined, at.begin.valid() ? at : range);
  b << name;
  if (prev && prev->range.valid())
    b.note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(name)});
  return false;
}

bool Resolver::addToModuleScope(const Symbol *s, bool reportClash) {
  const Symbol *prev = module_.scope.get(s->name);
  if (prev && prev != s) {
    if (reportClash)
      checkNewName(s->name, s->range);
    return false;
  }
  module_.scope.set(s->name, s);
  return true;
}

void Resolver::resolveModule() {
  importExtends();
  for (Unit *u : ast_->units)
    resolveUnit(u);
  checkRecursiveDefinitions();
  finishModuleLevels();
  // Shared with the scope, less the LOCAL names.
  module_.exports = module_.scope;
  for (const auto &[name, sym] : module_.scope)
    if (sym->isLocal)
      module_.exports.erase(name);
  set_.finished(&module_);
}

void Resolver::importExtends() {
  auto addUnique = [](std::vector<const Symbol *> &to, const std::vector<const Symbol *> &from) {
    for (const Symbol *s : from)
      if (std::find(to.begin(), to.end(), s) == to.end())
        to.push_back(s);
  };
  for (const Name &n : ast_->extends) {
    const ResolvedModule *m = set_.require(n.text, &module_, n.range);
    if (!m)
      continue;
    module_.extends.push_back(m);
    addUnique(module_.allConstants, m->allConstants);
    addUnique(module_.allVariables, m->allVariables);
    // Into an empty scope (a top-level module's first EXTENDS): that
    // module's names as they are, shared.
    if (module_.scope.empty()) {
      module_.scope = m->exports;
      continue;
    }
    // Deterministic order: by declaration position within the extended module.
    std::vector<std::pair<std::string_view, const Symbol *>> names(m->exports.begin(), m->exports.end());
    std::sort(names.begin(), names.end(), [](const auto &a, const auto &b) {
      return a.second->range.begin.offset < b.second->range.begin.offset ||
             (a.second->range.begin.offset == b.second->range.begin.offset && a.first < b.first);
    });
    for (const auto &[name, sym] : names) {
      const Symbol *prev = module_.scope.get(name);
      if (!prev) {
        module_.scope.emplace(name, sym);
        continue;
      }
      if (prev->underlying() == sym->underlying())
        continue;
      // Context.mergeExtendContext: two symbols of the same Java class
      // (OpDeclNode, OpDefNode, ThmOrAssumpDefNode) are a warning, of
      // different classes an error (and a variable here too: the kept one
      // would not be what the module's variables list). Reported at the later
      // symbol's own declaration or definition (sn.getTreeNode()), naming the
      // kept one's ("definition" for an OpDefNode, else "declaration").
      auto javaClass = [](const Symbol *s) {
        switch (s->underlying()->kind) {
        case SymbolKind::Constant:
        case SymbolKind::Variable:
          return 0;
        case SymbolKind::Operator:
        case SymbolKind::Function:
        case SymbolKind::Instance:
          return 1;
        case SymbolKind::Theorem:
        case SymbolKind::Assumption:
          return 2;
        default:
          return 3;
        }
      };
      bool conflict = javaClass(prev) != javaClass(sym) || prev->kind == SymbolKind::Variable ||
                      sym->kind == SymbolKind::Variable;
      SourceRange at = sanyDeclRange(sym);
      // Enclosing: the EXTENDS entry, in the module whose analysis reports it (SANY's message order).
      diags_.report(conflict ? DiagId::err_extends_conflict : DiagId::warn_extends_ambiguity,
                    at.begin.valid() ? at : n.range)
              .enclosing(n.range)
              .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(name)})
          << name << (javaClass(prev) == 1 ? "definition" : "declaration");
    }
  }
}

bool Resolver::inRecursiveSection() const {
  for (const Symbol *s : pendingRecursive_)
    if (!s->isDefined)
      return true;
  return false;
}

void Resolver::resolveUnit(Unit *u) {
  // Between RECURSIVE declarations and their definitions only definitions may stand, INSTANCE
  // statements too (Generator.generateModule's checkIfInRecursiveSection, naming the unit).
  if (inRecursiveSection()) {
    const char *what = nullptr;
    switch (u->kind) {
    case UnitKind::Variables:
      what = "A VARIABLE declaration";
      break;
    case UnitKind::Constants:
      what = "A declaration";
      break;
    case UnitKind::Module:
      what = "A MODULE ";
      break;
    case UnitKind::Theorem:
      what = "A THEOREM";
      break;
    case UnitKind::Assume:
      what = "An ASSUME";
      break;
    case UnitKind::UseOrHide:
      what = "A USE or HIDE";
      break;
    default:
      break;
    }
    if (what)
      diags_.report(DiagId::err_recursive_section, u->range) << what;
  }
  switch (u->kind) {
  case UnitKind::Variables:
    declareVariables(cast<VariablesUnit>(u));
    return;
  case UnitKind::Constants:
    declareConstants(cast<ConstantsUnit>(u));
    return;
  case UnitKind::Recursive:
    declareRecursive(cast<RecursiveUnit>(u), false);
    return;
  case UnitKind::OperatorDef:
    defineOperator(cast<OperatorDefUnit>(u), false);
    return;
  case UnitKind::FunctionDef:
    defineFunction(cast<FunctionDefUnit>(u), false);
    return;
  case UnitKind::Instance: {
    auto *inst = cast<InstanceUnit>(u);
    if (inst->defName) {
      defineInstance(inst, false);
      return;
    }
    const ResolvedModule *target = set_.require(inst->module.text, &module_, inst->module.range);
    InstanceBinding *b = bindInstance(inst, target);
    if (target)
      importInstance(b, inst->isLocal);
    return;
  }
  case UnitKind::Assume:
    resolveAssumption(cast<AssumeUnit>(u));
    return;
  case UnitKind::Theorem:
    resolveTheorem(cast<TheoremUnit>(u));
    return;
  case UnitKind::UseOrHide:
    resolveUseOrHide(cast<UseOrHideUnit>(u));
    return;
  case UnitKind::Module:
    nestedModule(cast<ModuleUnit>(u));
    return;
  }
}

void Resolver::declareVariables(VariablesUnit *u) {
  for (const Name &n : u->names) {
    Symbol *s = newSymbol(SymbolKind::Variable, n.text, n.range);
    s->unit = u;
    s->level = Level::State;
    if (isBuiltinConstantName(n.text) ? !checkNewBoundName(n.text, n.range, n.range) : !checkNewDeclaredName(s))
      continue;
    addToModuleScope(s);
    module_.variables.push_back(s);
    module_.allVariables.push_back(s);
  }
}

void Resolver::declareConstants(ConstantsUnit *u) {
  for (const OpDecl &d : u->decls) {
    Symbol *s = newSymbol(SymbolKind::Constant, d.name.text, d.name.range);
    s->unit = u;
    s->arity = d.arity;
    s->fixity = d.fixity;
    if (d.name.text == "@") // SANY reports it and declares it all the same
      diags_.report(DiagId::err_at_declared_constant, d.name.range);
    if (isBuiltinConstantName(d.name.text) ? !checkNewBoundName(d.name.text, d.name.range, d.name.range)
                                           : !checkNewDeclaredName(s))
      continue;
    addToModuleScope(s);
    module_.constants.push_back(s);
    module_.allConstants.push_back(s);
  }
}

void Resolver::declareRecursive(RecursiveUnit *u, bool inLet) {
  for (const OpDecl &d : u->decls) {
    Symbol *s = newSymbol(SymbolKind::Operator, d.name.text, d.name.range);
    s->arity = d.arity;
    s->fixity = d.fixity;
    s->isRecursive = true;
    s->isDefined = false;
    s->recursiveFrame = inLet ? static_cast<int>(frames_.size()) : 0;
    // processRecursive: startOpDefNode's OpDefNode goes through addSymbol alone, and counts as
    // declared (not yet defined) whether or not it got the name: one that did not is never
    // defined ("declared in RECURSIVE statement but not defined" at the end), and its definition
    // finds the visible name ("already defined or declared").
    pendingRecursive_.push_back(s);
    if (!addSymbolAsSany(s, sanyDeclRange(s)))
      continue;
    if (inLet)
      bindLocal(s->name, s);
    else
      addToModuleScope(s);
    sectionRecursive_.push_back(s);
  }
}

void Resolver::checkRecursiveDefinitions() {
  for (Symbol *s : pendingRecursive_)
    if (!s->isDefined)
      diags_.report(DiagId::err_recursive_not_defined, sanyDeclRange(s)) << s->name;
  pendingRecursive_.clear();
}

std::vector<const Symbol *> Resolver::makeParams(const Vec<OpDecl> &decls, const Symbol *owner) {
  std::vector<const Symbol *> params;
  for (size_t i = 0; i < decls.size(); ++i) {
    const OpDecl &d = decls[i];
    Symbol *p = newSymbol(SymbolKind::OpParam, d.name.text, d.name.range);
    p->arity = d.arity;
    p->fixity = d.fixity;
    p->paramIndex = static_cast<int>(i);
    p->owner = owner;
    p->defDepth = defDepth_;
    checkNewBoundName(d.name.text, d.name.range, d.name.range);
    bindLocal(p->name, p);
    params.push_back(p);
  }
  return params;
}

Symbol *Resolver::defineOperator(OperatorDefUnit *u, bool inLet) {
  // A RECURSIVE declaration in scope is completed rather than redefined.
  Symbol *s = nullptr;
  bool wrongLet = false;
  for (Symbol *r : pendingRecursive_)
    if (!r->isDefined && r->name == u->name.text && lookup(r->name) == r) {
      s = r;
      break;
    }
  if (s && inLet && s->recursiveFrame != static_cast<int>(frames_.size())) {
    // Declared RECURSIVE in an enclosing LET: it must be defined there. processOperator drops
    // the declaration (it stays undefined) and makes a new OpDefNode, which meets the visible
    // declaration in SymbolTable.addSymbol (no "already defined").
    diags_.report(DiagId::err_recursive_wrong_let, u->range) << s->name << "operator";
    s = nullptr;
    wrongLet = true;
  }
  // A definition (LET ones too) made between RECURSIVE declarations and the
  // last of their definitions belongs to that recursive section (SANY's
  // OpDefNode.recursiveSection; ModuleNode.levelCheck raises them together).
  bool sectionMember = inRecursiveSection();
  static const std::string_view kBuiltinNames[] = {"TRUE", "FALSE", "BOOLEAN", "STRING"};
  if (std::find(std::begin(kBuiltinNames), std::end(kBuiltinNames), u->name.text) != std::end(kBuiltinNames)) {
    diags_.report(DiagId::err_builtin_redefined, u->name.range) << u->name.text;
  }
  bool fresh = s == nullptr;
  if (fresh) {
    s = newSymbol(SymbolKind::Operator, u->name.text, u->name.range);
  } else if (s->arity != static_cast<int>(u->params.size())) {
    diags_.report(DiagId::err_recursive_arity, u->range)
        << s->name << static_cast<long long>(s->arity) << (s->arity == 1 ? "" : "s")
        << static_cast<long long>(u->params.size());
  }
  s->unit = u;
  s->range = u->name.range;
  s->fixity = u->fixity;
  // A definition of another arity than its RECURSIVE declaration keeps the
  // declared one, as SANY's node does (its uses are checked against it).
  if (fresh)
    s->arity = static_cast<int>(u->params.size());
  s->isLocal = u->isLocal;
  s->isDefined = true;
  s->inLet = inLet;
  bool nameOk = !fresh || (wrongLet ? addSymbolAsSany(s, u->range) : checkNewDefinition(s, u->range));

  pushFrame();
  ++defDepth_;
  pushLabelScope();
  s->params = makeParams(u->params, s);
  // SANY starts a RECURSIVE operator's arguments at action level (ModuleNode.levelCheck).
  if (s->isRecursive)
    for (const Symbol *p : s->params)
      const_cast<Symbol *>(p)->maxLevel = Level::Action;
  defining_.push_back(u);
  Lvl body = expr(u->body);
  defining_.pop_back();
  s->labels = popLabelScope();
  --defDepth_;
  popFrame();
  s->level = body.level;
  splitLevelDeps(s, std::move(body.deps));
  if (s->isRecursive)
    finishRecursiveDefinition(s, u);
  if (sectionMember) {
    recursiveSection_.push_back(s);
    if (!inRecursiveSection())
      finishRecursiveSection();
  }

  if (nameOk && fresh) {
    if (inLet)
      bindLocal(s->name, s);
    else
      addToModuleScope(s);
  }
  if (!inLet)
    module_.definitions.push_back(s);
  module_.unitSymbols[u] = s;
  return s;
}

// SANY's level data of a RECURSIVE operator: every argument raises its
// level (weight 1), and an argument it may not take at action level is
// "primed" (ModuleNode.levelCheck's check after the first pass).
void Resolver::finishRecursiveDefinition(Symbol *s, const OperatorDefUnit *u) {
  for (const Symbol *p : s->params)
    if (std::find(s->levelDeps.begin(), s->levelDeps.end(), p) == s->levelDeps.end())
      s->levelDeps.push_back(p);
  for (size_t j = 0; j < s->params.size(); ++j)
    if (s->params[j]->maxLevel < Level::Action)
      diags_.report(DiagId::err_recursive_primes_param, u->range) << static_cast<long long>(j + 1) << s->name;
}

// The end of a recursive section: every definition in it takes at least the
// highest level of its RECURSIVE operators, and their constants.
void Resolver::finishRecursiveSection() {
  Level maxRecursive = Level::Constant;
  std::vector<const Symbol *> constants;
  for (const Symbol *s : recursiveSection_)
    if (s->isRecursive) {
      maxRecursive = maxLevel(maxRecursive, s->level);
      for (const Symbol *c : s->constantDeps)
        if (std::find(constants.begin(), constants.end(), c) == constants.end())
          constants.push_back(c);
    }
  for (Symbol *s : recursiveSection_) {
    s->level = maxLevel(s->level, maxRecursive);
    for (const Symbol *c : constants)
      if (std::find(s->constantDeps.begin(), s->constantDeps.end(), c) == s->constantDeps.end())
        s->constantDeps.push_back(c);
  }
  recursiveSection_.clear();
  sectionRecursive_.clear();
  for (Expr *e : sectionExprs_) {
    Level l = maxLevel(static_cast<Level>(e->sanyLevel & 3), maxRecursive);
    e->sanyLevel = static_cast<uint8_t>(Expr::kLevelKnown | static_cast<uint8_t>(l));
  }
  sectionExprs_.clear();
  // SANY's second pass over the section: the checks that saw a definition
  // of it at a level below the one it ends at.
  std::vector<std::function<void(Level)>> checks = std::move(sectionChecks_);
  sectionChecks_.clear();
  for (const auto &check : checks)
    check(maxRecursive);
}

bool Resolver::inOpenSection(const Symbol *def) const {
  return std::find(recursiveSection_.begin(), recursiveSection_.end(), def) != recursiveSection_.end() ||
         std::find(sectionRecursive_.begin(), sectionRecursive_.end(), def) != sectionRecursive_.end();
}

void Resolver::deferSectionCheck(std::function<void(Level)> check) {
  sectionChecks_.push_back(std::move(check));
}

Symbol *Resolver::defineFunction(FunctionDefUnit *u, bool inLet) {
  for (Symbol *r : pendingRecursive_)
    if (!r->isDefined && r->name == u->name.text && lookup(r->name) == r) {
      // RECURSIVE declares operators; a function cannot complete it. processFunction leaves a
      // declaration with arguments, or one of an enclosing LET, undefined.
      bool wrongLet = inLet && r->recursiveFrame != static_cast<int>(frames_.size());
      diags_.report(wrongLet ? DiagId::err_recursive_wrong_let : DiagId::err_recursive_arity, u->range)
          << r->name << static_cast<long long>(r->arity) << (r->arity == 1 ? "" : "s") << 0LL << "function";
      if (!wrongLet && r->arity == 0)
        r->isDefined = true;
      Symbol *s = newSymbol(SymbolKind::Function, u->name.text, u->name.range);
      s->unit = u;
      module_.unitSymbols[u] = s;
      return s;
    }
  bool sectionMember = inRecursiveSection();
  Symbol *s = newSymbol(SymbolKind::Function, u->name.text, u->name.range);
  s->unit = u;
  s->isLocal = u->isLocal;
  s->inLet = inLet;
  for (const BoundDecl &b : u->bounds)
    s->functionArgs += b.isTuple ? 1 : static_cast<int>(b.names.size());
  // processFunction's own check of a visible name: "Function name `f' already defined or
  // declared." at the whole definition. No OpDefNode is made (no addSymbol), and the body is
  // generated without the context of the bound names (unknown in it) or of the function's name.
  bool nameOk = !lookup(s->name);
  if (!nameOk)
    diags_.report(DiagId::err_multiply_defined, u->range) << s->name << "function";
  // A function definition may refer to itself.
  pushFrame();
  if (nameOk)
    bindLocal(s->name, s);
  pushLabelScope();
  std::vector<RangeLevel> ranges;
  Lvl l;
  for (BoundDecl &b : u->bounds)
    l.merge(boundWithRange(b, ranges));
  if (!nameOk)
    frames_.back().clear();
  // Generator.processFunction: $NonRecursiveFcnSpec, $RecursiveFcnSpec once the body names the function.
  const Symbol *outerFunction = definingFunction_;
  bool outerUsed = definingFunctionUsed_;
  definingFunction_ = s;
  definingFunctionUsed_ = false;
  pushBound(u->bounds);
  l.merge(expr(u->body));
  popBound();
  bool recursive = definingFunctionUsed_;
  definingFunction_ = outerFunction;
  definingFunctionUsed_ = outerUsed;
  reportTemporalRanges(recursive ? "$RecursiveFcnSpec" : "$NonRecursiveFcnSpec", ranges, u->range);
  s->labels = popLabelScope();
  popFrame();
  s->level = l.level;
  splitLevelDeps(s, std::move(l.deps));
  if (sectionMember)
    recursiveSection_.push_back(s);
  if (nameOk) {
    if (inLet)
      bindLocal(s->name, s);
    else
      addToModuleScope(s);
  }
  if (!inLet)
    module_.definitions.push_back(s);
  module_.unitSymbols[u] = s;
  return s;
}

Symbol *Resolver::defineInstance(InstanceUnit *u, bool inLet) {
  Symbol *s = newSymbol(SymbolKind::Instance, u->defName->text, u->defName->range);
  s->unit = u;
  s->isLocal = u->isLocal;
  s->arity = static_cast<int>(u->params.size());
  pushFrame();
  s->params = makeParams(u->params, s);
  const ResolvedModule *target = set_.require(u->module.text, &module_, u->module.range);
  s->instance = bindInstance(u, target);
  popFrame();
  // Generator.processModuleDefinition: the ModuleInstanceKind OpDefNode, made last, goes through
  // SymbolTable.addSymbol alone (no "already defined" check), reported at the whole definition.
  bool nameOk = addSymbolAsSany(s, u->range);
  if (nameOk) {
    if (inLet)
      bindLocal(s->name, s);
    else
      addToModuleScope(s);
  }
  if (!inLet)
    module_.definitions.push_back(s);
  module_.unitSymbols[u] = s;
  return s;
}

InstanceBinding *Resolver::bindInstance(InstanceUnit *u, const ResolvedModule *target) {
  InstanceBinding *b = set_.newBinding();
  b->module = target;
  b->instantiator = &module_;
  b->unit = u;
  module_.instances.push_back(b);
  if (!target)
    return b;
  std::vector<const Symbol *> params = target->allConstants;
  params.insert(params.end(), target->allVariables.begin(), target->allVariables.end());
  std::vector<const Symbol *> done;
  std::vector<SubstLevel> subLevels;
  for (Substitution &sub : u->substitutions) {
    auto it = std::find_if(params.begin(), params.end(),
                           [&](const Symbol *p) { return p->name == sub.target.text; });
    if (it == params.end()) {
      diags_.report(DiagId::err_subst_illegal, sub.target.range) << sub.target.text << target->name;
      expr(sub.value);
      continue;
    }
    const Symbol *param = *it;
    if (std::find(done.begin(), done.end(), param) != done.end()) {
      diags_.report(DiagId::err_subst_twice, sub.target.range) << sub.target.text;
      continue;
    }
    done.push_back(param);
    Substitute st;
    st.param = param;
    st.expr = sub.value;
    SubstLevel sl;
    sl.param = param;
    if (param->arity > 0) {
      // An operator constant: the substitute is an operator of the same arity.
      auto *app = dynCast<OpAppExpr>(sub.value);
      if (app && app->isSymbol) {
        opApp(app, true, param->arity);
        st.symbol = app->path.back().symbol;
        sl.nonLeibniz = checkNonLeibniz(sub.value);
        if (st.symbol) {
          sl.nonLeibniz = checkLeibnizSubstitute(st.symbol);
          sl.opDef = st.symbol->underlying()->kind == SymbolKind::Operator ? st.symbol : nullptr;
          sl.level = st.symbol->underlying()->level;
        } else {
          sl.builtin = app->path.back().name.text;
          sl.level = builtinOpLevel(sl.builtin);
        }
      } else if (app && !app->last().hasArgs && app->path.size() == 1) {
        const Symbol *target = lookup(app->path[0].name.text);
        if (!target) {
          opApp(app, true, param->arity);
        } else {
          app->path[0].symbol = target;
          if (target->arity != param->arity)
            diags_.report(DiagId::err_subst_arity, sub.value->range)
                << param->name << static_cast<long long>(param->arity) << (param->arity == 1 ? "" : "s")
                << static_cast<long long>(target->arity);
          sl.opDef = target->underlying()->kind == SymbolKind::Operator ? target : nullptr;
          sl.level = target->underlying()->level;
        }
        st.symbol = target;
        sl.nonLeibniz = target && checkLeibnizSubstitute(target);
      } else if (const Symbol *head = app && app->path.size() > 1 ? lookup(app->path[0].name.text) : nullptr;
                 head && head->underlying()->kind == SymbolKind::Instance && namedWithoutArguments(app)) {
        // An instance-qualified operator named without arguments (Op2 <- I!Leibniz with
        // I(a) == INSTANCE M ...): SANY's operator whose parameters are the instances'
        // then the operator's, Leibniz in all of them (test212).
        InstancePathOperator named = instancePathOperator(app, head);
        if (named.symbol && named.arity != param->arity)
          diags_.report(DiagId::err_subst_arity, sub.value->range)
              << param->name << static_cast<long long>(param->arity) << (param->arity == 1 ? "" : "s")
              << static_cast<long long>(named.arity);
        sl.nonLeibniz = named.nonLeibniz;
        if (named.symbol)
          sl.level = named.symbol->underlying()->level;
      } else if (head && head->underlying()->kind != SymbolKind::Instance) {
        // A subexpression name (A5 <- COp!@!++): the operator it selects (test206).
        sl.level = opApp(app, true, param->arity).level;
      } else if (auto *lam = dynCast<LambdaExpr>(sub.value)) {
        sl.level = lambda(lam, param->arity, param->name, 0).level;
        sl.lambda = lam;
        for (size_t k = 0; k < lam->params.size(); ++k)
          sl.nonLeibniz |= lam->paramSymbols[k]->nonLeibniz;
      } else {
        diags_.report(DiagId::err_subst_arity, sub.target.range)
            << param->name << static_cast<long long>(param->arity) << (param->arity == 1 ? "" : "s") << 0LL;
      }
    } else {
      Lvl l = expr(sub.value);
      sl.level = l.level;
      st.levelDeps = std::move(l.deps);
    }
    st.level = sl.level;
    if (param->arity > 0 && st.symbol && st.symbol->underlying()->kind == SymbolKind::Operator)
      st.levelDeps = st.symbol->underlying()->constantDeps;
    subLevels.push_back(sl);
    b->substitutes.push_back(st);
  }
  // Parameters without an explicit substitute take the same-named symbol here.
  for (const Symbol *param : params) {
    if (std::find(done.begin(), done.end(), param) != done.end())
      continue;
    const Symbol *here = lookup(param->name);
    if (!here) {
      // SubstInNode.matchAll: at the INSTANCE statement (the whole I == INSTANCE ... definition),
      // naming where the instantiated module declares the parameter.
      diags_.report(DiagId::err_subst_missing, u->range)
          .note(DiagId::note_previous_definition, sanyDeclRange(param), {std::string(param->name)})
          << target->name << param->name << module_.name;
      continue;
    }
    // The symbol taken for an operator constant must have its arity (Generator's
    // implicit substitution); an operator for a constant or variable neither.
    if (here->arity != param->arity && here->underlying()->kind != SymbolKind::Instance)
      diags_.report(DiagId::err_subst_arity, u->module.range)
          << param->name << static_cast<long long>(param->arity) << (param->arity == 1 ? "" : "s")
          << static_cast<long long>(here->arity);
    Substitute st;
    st.param = param;
    st.symbol = here;
    SubstLevel sl;
    sl.param = param;
    const Symbol *d = here->underlying();
    sl.level = d->kind == SymbolKind::Variable ? Level::State
               : d->kind == SymbolKind::Operator || d->kind == SymbolKind::Function ? d->level
                                                                                      : Level::Constant;
    st.level = sl.level;
    if (d->kind == SymbolKind::Constant || d->kind == SymbolKind::OpParam)
      st.levelDeps.push_back(d);
    else if (d->kind == SymbolKind::Operator || d->kind == SymbolKind::Function)
      st.levelDeps = d->constantDeps;
    b->substitutes.push_back(st);
    if (param->arity > 0 && d->kind == SymbolKind::Operator) {
      sl.opDef = here;
      sl.nonLeibniz = checkLeibnizSubstitute(here);
    }
    subLevels.push_back(sl);
  }
  checkInstanceLevels(b, subLevels);
  return b;
}

// The module SANY records a definition as originally defined in
// (OpDefNode.getOriginallyDefinedInModuleNode): an unnamed INSTANCE of a
// module with parameters makes new definitions of the instantiating module
// (Generator.generateInstance); of a parameter-free one, it keeps the origin.
static const ResolvedModule *originModule(const Symbol *s) {
  while (s->kind == SymbolKind::Imported && s->binding && s->target) {
    const ResolvedModule *m = s->binding->module;
    if (m && !(m->allConstants.empty() && m->allVariables.empty()))
      return s->binding->instantiator;
    s = s->target;
  }
  return s->module;
}

// A theorem or assumption an unnamed INSTANCE of a module with parameters
// finds there from a parameter-free module (EXTENDS or INSTANCE of one):
// Generator.generateInstance keeps that module's own node (not LOCAL) and
// never calls addSymbol for it (only operator definitions got the 2009
// addSymbol call), so SANY's context has no entry for it: `BY T`, `USE T`,
// `HIDE T`, `BY DEF T` are "Unknown operator: `T'." there.
static bool theoremTakenOver(const InstanceBinding *binding, const Symbol *sym) {
  auto paramFree = [](const ResolvedModule *m) { return !m || (m->allConstants.empty() && m->allVariables.empty()); };
  const Symbol *source = sym->underlying();
  bool theorem = source->kind == SymbolKind::Theorem || source->kind == SymbolKind::Assumption;
  return theorem && !paramFree(binding->module) && paramFree(originModule(sym));
}

// A definition an unnamed INSTANCE brings in under a name already visible
// (Generator.generateInstance, then SymbolTable.addSymbol). SANY adds the
// instantiated module's own node when that module is parameter-free, or when
// the definition comes from a parameter-free module (not for LOCAL INSTANCE);
// else it makes a new node at the INSTANCE statement. The node added is
// reported where it stands. Another kind or arity is an error
// ("Multiply-defined symbol"); the same kind and arity is a warning ("Multiple
// declarations or definitions") unless SymbolNode.sameOriginallyDefinedInModule
// holds: both have the same source definition (getSource) and that source's
// module has no constants or variables. The visible one is kept either way.
void Resolver::reportInstanceClash(const InstanceBinding *binding, const Symbol *sym, const Symbol *prev,
                                   bool isLocal) {
  auto paramFree = [](const ResolvedModule *m) { return !m || (m->allConstants.empty() && m->allVariables.empty()); };
  const Symbol *source = sym->underlying();
  // Generator.generateInstance skips the instantiated module's own named
  // instances (ModuleInstanceKind): nothing is added for them.
  if (source->kind == SymbolKind::Instance)
    return;
  bool keepsNode = !isLocal && (paramFree(binding->module) || paramFree(originModule(sym)));
  bool theorem = source->kind == SymbolKind::Theorem || source->kind == SymbolKind::Assumption;
  // A theorem or assumption a parameterized module has from a parameter-free
  // one is taken over without addSymbol (only operator definitions got the
  // 2009 addSymbol call there).
  if (theorem && keepsNode && !paramFree(binding->module))
    return;
  const Symbol *kept = prev->underlying();
  bool differentKind = sanyNodeKind(prev) != sanyNodeKind(sym) || kept->arity != source->arity;
  if (!differentKind && kept == source && paramFree(source->module))
    return;
  // The message belongs to the module of the INSTANCE statement (its enclosing range) wherever it stands.
  SourceRange statement = binding->unit ? binding->unit->range : SourceRange{};
  SourceRange at = keepsNode ? sanyDeclRange(sym) : statement;
  if (differentKind) {
    diags_.report(DiagId::err_bound_multiply_defined, at)
            .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(sym->name)})
            .enclosing(statement)
        << sym->name;
    return;
  }
  diags_.report(DiagId::warn_instance_ambiguity, at)
          .note(DiagId::note_previous_definition, sanyDeclRange(prev), {std::string(sym->name)})
          .enclosing(statement)
      << sym->name;
}

void Resolver::importInstance(const InstanceBinding *binding, bool isLocal, bool inProof) {
  const ResolvedModule *target = binding->module;
  std::vector<std::pair<std::string_view, const Symbol *>> names(target->exports.begin(), target->exports.end());
  std::sort(names.begin(), names.end(), [](const auto &a, const auto &b) {
    return a.second->range.begin.offset < b.second->range.begin.offset ||
           (a.second->range.begin.offset == b.second->range.begin.offset && a.first < b.first);
  });
  for (const auto &[name, sym] : names) {
    if (sym->kind == SymbolKind::Constant || sym->kind == SymbolKind::Variable)
      continue;
    const Symbol *prev = lookup(name);
    if (prev) {
      reportInstanceClash(binding, sym, prev, isLocal);
      continue;
    }
    if (!isLocal && theoremTakenOver(binding, sym))
      continue;
    Symbol *imp = newSymbol(SymbolKind::Imported, name, sym->range);
    imp->module = sym->module;
    imp->target = sym;
    imp->binding = binding;
    imp->arity = sym->arity;
    imp->fixity = sym->fixity;
    imp->params = sym->params;
    imp->level = sym->level;
    imp->levelDeps = sym->levelDeps;
    imp->constantDeps = sym->constantDeps;
    imp->functionArgs = sym->functionArgs;
    imp->isLocal = isLocal;
    imp->unit = sym->unit;
    if (inProof)
      bindLocal(imp->name, imp);
    else
      module_.scope.set(name, imp);
  }
}

void Resolver::nestedModule(ModuleUnit *u) {
  Module *m = u->module;
  bool imported = std::any_of(module_.extends.begin(), module_.extends.end(),
                              [&](const ResolvedModule *e) { return e->name == m->name.text; });
  if (module_.nested.count(m->name.text) || imported) {
    diags_.report(DiagId::err_module_redefined, m->name.range) << m->name.text;
    return;
  }
  ResolvedModule *inner = set_.newModule();
  inner->name = m->name.text;
  inner->ast = m;
  inner->file = module_.file;
  inner->isStandard = module_.isStandard;
  module_.nested[inner->name] = inner;
  Resolver r(set_, *inner, &module_);
  r.resolveModule();
}

bool Resolver::namedWithoutArguments(const OpAppExpr *app) {
  return std::none_of(app->path.begin(), app->path.end(), [](const NameSegment &seg) { return seg.hasArgs; });
}

// I!Op, I!J!Op named without arguments: the operator reached through the instances, its arity
// (the instances' parameters, then its own) and whether it is non-Leibniz in one of them. An
// instance's parameter counts as non-Leibniz where its substitutions put it so (NonL(a) == INSTANCE
// M WITH y <- ENABLED a); one made non-Leibniz only by what the operator does with the substituted
// symbol (y' with y <- a) is not seen here.
Resolver::InstancePathOperator Resolver::instancePathOperator(OpAppExpr *app, const Symbol *head) {
  InstancePathOperator out;
  const Symbol *cur = head;
  app->path[0].symbol = head;
  int arity = 0;
  bool nonLeibniz = false;
  for (size_t i = 0;; ++i) {
    arity += cur->arity;
    nonLeibniz |= checkLeibnizSubstitute(cur);
    if (i + 1 == app->path.size())
      break;
    const Symbol *inst = cur->underlying();
    const ResolvedModule *m = inst->kind == SymbolKind::Instance && inst->instance ? inst->instance->module : nullptr;
    const Symbol *next = m ? m->exports.get(app->path[i + 1].name.text) : nullptr;
    if (!next) {
      diags_.report(DiagId::err_undefined_symbol, app->path[i + 1].name.range) << app->path[i + 1].name.text;
      return out;
    }
    app->path[i + 1].symbol = next;
    cur = next;
  }
  out.symbol = cur;
  out.arity = arity;
  out.nonLeibniz = nonLeibniz;
  return out;
}

// An operator substituted for an operator constant must be Leibniz in all
// its arguments (SANY 4244): `op(x) == x'` cannot replace F(_).
bool Resolver::checkLeibnizSubstitute(const Symbol *s) {
  const Symbol *d = s->underlying();
  return std::any_of(d->params.begin(), d->params.end(), [](const Symbol *p) { return p->nonLeibniz; });
}

} // namespace tlacore::sem
