// SANY's report on a loaded spec (sany_report.h).
#include "sany_report.h"

#include "sany_errors/sany_explainer.h"
#include "stdlib/sany_standard_locations.h"
#include "sany_verdict.h"
#include "utf8.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <optional>
#include <sstream>
#include <tuple>

namespace tlacore::engine {

namespace {


// SANY's location form: "line L, col C to line L2, col C2 of module M" (end inclusive).
std::string sanyLocation(const SourceManager &sm, const SourceRange &r, std::string_view module) {
  PresumedLoc b = sm.presumed(r.begin);
  PresumedLoc e = r.end.valid() ? sm.presumed(r.end) : b;
  uint32_t endCol = e.column > 1 ? e.column - 1 : e.column;
  if (e.line == b.line && endCol < b.column)
    endCol = b.column;
  std::ostringstream os;
  os << "line " << b.line << ", col " << b.column << " to line " << e.line << ", col " << endCol
     << " of module " << module;
  return os.str();
}

// A whole definition of a standard module tlacore restates (semantic/stdlib): the place SANY's own
// file of that module gives it (stdlib/sany_standard_locations.h), as SANY names it in messages
// ("This duplicates the one at ..."); nullopt for anything else.
std::optional<std::string> sanyStandardLocation(const sem::ModuleSet &set, const SourceManager &sm,
                                                const SourceRange &r) {
  if (!r.begin.valid() || !r.end.valid())
    return std::nullopt;
  FileId f = sm.fileOf(r.begin);
  for (const sem::ResolvedModule *m : set.analysisOrder()) {
    if (!m->isStandard || m->parent || m->file != f || !m->ast)
      continue;
    for (const ast::Unit *u : m->ast->units) {
      if (u->range.begin.offset != r.begin.offset || u->range.end.offset != r.end.offset)
        continue;
      std::string_view name;
      if (u->kind == ast::UnitKind::OperatorDef)
        name = static_cast<const ast::OperatorDefUnit *>(u)->name.text;
      else if (u->kind == ast::UnitKind::FunctionDef)
        name = static_cast<const ast::FunctionDefUnit *>(u)->name.text;
      std::optional<SanyDefinitionSpan> span = sanyStandardDefinitionSpan(m->name, name);
      if (!span)
        return std::nullopt;
      std::ostringstream os;
      os << "line " << span->line << ", col " << span->column << " to line " << span->endLine << ", col "
         << span->endColumn << " of module " << m->name;
      return os.str();
    }
  }
  return std::nullopt;
}

// The message text SANY prints for a diagnostic.
std::string sanyMessage(const Diagnostic &d, const std::function<std::string(SourceRange)> &location) {
  const auto &a = d.args;
  switch (d.id) {
  case DiagId::err_bound_multiply_defined: // SymbolTable.addSymbol; a built-in has no line
    return "Multiply-defined symbol '" + (a.empty() ? std::string() : a[0]) +
           "': this definition or declaration conflicts \nwith the one at " +
           (d.notes.empty() ? std::string("In module --TLA+ BUILTINS--") : location(d.notes[0].range)) + ".";
  case DiagId::warn_new_redeclared:     // SymbolTable.addSymbol: a NEW of the same kind and arity
  case DiagId::warn_instance_ambiguity: // an unnamed INSTANCE's definition of the same kind and arity
    return "Multiple declarations or definitions for symbol " + (a.empty() ? std::string() : a[0]) +
           ".  \nThis duplicates the one at " + (d.notes.empty() ? std::string() : location(d.notes[0].range)) + ".";
  case DiagId::err_temporal_binary_action: // OpApplNode.levelCheck: ~> and -+-> with an action argument
    return "Action used where only temporal formula or state predicate allowed.";
  case DiagId::err_mixed_action_temporal: // OpApplNode.levelCheck: \land, \lor, =>, \equiv or a bulleted list
    return (a.empty() ? std::string() : a[0]) + " has both temporal formula and action as arguments.";
  case DiagId::err_quant_action_bound: // OpApplNode.levelCheck, at the action-level bound
    return "Action-level bound of quantified temporal formula.";
  case DiagId::err_quant_temporal_bound: // OpApplNode.levelCheck: a range above action level, named by
                                         // its first bound variable (FormalParamNode.toString: its location)
    return "Level error in applying operator " + (a.empty() ? std::string() : a[0]) +
           ":\nThe level of the range for the bounded variable " + location(d.enclosing) +
           " \nexceeds the maximum level allowed by the operator.";
  case DiagId::err_assume_not_constant: // AssumeNode.levelCheck
    if (!a.empty())
      return "Level error: assumptions must be level 0 (Constant), \nbut this one has level " + a[0] + ".";
    break;
  case DiagId::err_new_temporal_set: // NewSymbNode.levelCheck
    return "Level error:\nTemporal formula used as set.";
  case DiagId::err_builtin_redefined: // processOperator finds the built-in defined
    return "Operator " + (a.empty() ? std::string() : a[0]) + " already defined or declared.";
  case DiagId::warn_extends_ambiguity: // Context.mergeExtendContext: two of the same Java class
  case DiagId::err_extends_conflict:    // and of different classes
    if (a.size() >= 2)
      return std::string(d.id == DiagId::warn_extends_ambiguity ? "Warning: the " : "The ") + a[1] + " of '" + a[0] +
             "' conflicts with \nits " + a[1] + " at " + (d.notes.empty() ? std::string() : location(d.notes[0].range)) +
             ".";
    break;
  case DiagId::err_at_declared_constant:
    return "Attempted to declare '@' as a constant.";
  case DiagId::err_at_outside_except:
    return "@ used where its meaning is not defined.";
  case DiagId::err_label_arity: // Generator.selectorToNode
    if (!a.empty())
      return "Label `" + a[0] + "' used with wrong number of arguments.";
    break;
  case DiagId::err_label_in_assume_scope: // Generator.generateLabel
    return "Label not allowed within scope of declaration in nested ASSUME/PROVE.";
  case DiagId::err_label_not_in_definition: // Generator.generateLabel
    return "Label not in definition or proof step.";
  case DiagId::err_label_in_except: // Generator.generateLabel
    return "Labels inside EXCEPT clauses are not yet implemented.";
  case DiagId::err_label_redefined: // Generator.generateLabel (addLabelNodeToSet)
    if (!a.empty())
      return "Duplicate label `" + a[0] + "'.";
    break;
  case DiagId::err_label_param_repeated: // Generator.formalParamsEqual
    if (a.size() >= 2)
      return "Repeated formal parameter " + a[1] + " \nin label `" + a[0] + "'.";
    break;
  case DiagId::err_label_param_missing: // Generator.formalParamsEqual
    if (a.size() >= 2)
      return "Label " + a[0] + " must contain formal parameter `" + a[1] + "'.";
    break;
  case DiagId::err_label_param_extra:
    if (a.size() >= 3 && a[2] == "illegal") // Generator.generateLabel, at the argument
      return "Illegal parameter " + a[1] + " of label `" + a[0] + "'.";
    if (a.size() >= 3) // Generator.formalParamsEqual: every parameter left over, each followed by two spaces
      return "Label " + a[0] + " declares extra parameter(s)  " + a[2];
    break;
  case DiagId::err_subst_missing: // SubstInNode.matchAll
    if (a.size() >= 3 && !d.notes.empty())
      return "Substitution missing for symbol " + a[1] + " declared at " + location(d.notes[0].range) +
             " \nand instantiated in module " + a[2] + ".";
    break;
  case DiagId::err_subst_illegal: // Generator.generateInstance, at the substitution's target
    if (!a.empty())
      return "Identifier '" + a[0] + "' is not a legal target of a substitution. \nA legal target must be a "
             "declared CONSTANT or VARIABLE in the module being instantiated. \n(Also, check for warnings about "
             "multiple declarations of this same identifier.)";
    break;
  case DiagId::err_lambda_as_expr:
    return "LAMBDA expression used where an expression is required.";
  case DiagId::err_undefined_symbol:
    return "Unknown operator: `" + (a.empty() ? std::string() : a[0]) + "'.";
  case DiagId::err_undefined_infix:
    return "Could not find declaration or definition of symbol '" + (a.empty() ? std::string() : a[0]) + "'.";
  case DiagId::err_wrong_arity:
    if (a.size() >= 2)
      return "The operator " + a[0] + " requires " + a[1] + " arguments."; // SANY 1.8.0 says "1 arguments" too
    break;
  case DiagId::err_multiply_defined: // Generator.processOperator, processFunction
    if (a.size() >= 2 && a[1] == "function")
      return "Function name `" + a[0] + "' already defined or declared.";
    if (!a.empty())
      return "Operator " + a[0] + " already defined or declared.";
    break;
  case DiagId::err_subst_arity: // Generator.generateSubst, and an implicit substitution
    if (a.size() >= 2)
      return "An operator must be substituted for symbol '" + a[0] + "', and it must have arity " + a[1] + ".";
    break;
  case DiagId::err_operator_arg_arity: // Generator.selectorToNode, for a named operator argument
    if (a.size() >= 5)
      return "Expected arity " + a[2] + " but found operator of arity " + a[4] + ".";
    break;
  case DiagId::err_operator_expected: // OpDefNode.match
    if (a.size() >= 3)
      return "Argument number " + a[0] + " to operator '" + a[1] + "' \nshould be a " + a[2] + "-parameter operator.";
    break;
  case DiagId::err_recursive_not_defined: // Generator.checkForUndefinedRecursiveOps
    return "Symbol " + (a.empty() ? std::string() : a[0]) + " declared in RECURSIVE statement but not defined.";
  case DiagId::err_recursive_section: // Generator.checkIfInRecursiveSection
    if (!a.empty())
      return a[0] + " may not appear within a recursive definition section.";
    break;
  case DiagId::err_recursive_arity: // Generator.processOperator, processFunction
    if (a.size() >= 5 && a[4] == "function")
      return "Function " + a[0] + " has operator arguments in its RECURSIVE declaration.";
    if (!a.empty())
      return "Definition of " + a[0] + " has different arity than its RECURSIVE declaration.";
    break;
  case DiagId::err_recursive_wrong_let: // Generator.processOperator, processFunction
    if (a.size() >= 2) // name, "operator"; or processFunction's name, arity, ..., "function"
      return "Recursive " + (a.size() >= 5 ? a[4] : a[1]) + " " + a[0] + " defined at wrong LET/IN level.";
    break;
  default:
    break;
  }
  return d.message;
}

// The text a range covers in its buffer.
std::string_view sourceText(const SourceManager &sm, SourceRange r) {
  if (!r.begin.valid() || !r.end.valid())
    return {};
  std::string_view text = sm.bufferText(sm.fileOf(r.begin));
  uint32_t b = sm.offsetInBuffer(r.begin), e = sm.offsetInBuffer(r.end);
  if (b > e || e > text.size())
    return {};
  return text.substr(b, e - b);
}

std::string moduleOfFile(const sem::ModuleSet &set, const SourceManager &sm, SourceLoc loc) {
  if (!loc.valid())
    return "";
  FileId f = sm.fileOf(loc);
  for (const sem::LoadedFile *lf : set.files())
    if (lf->parsed.file == f && lf->parsed.module)
      return std::string(lf->parsed.module->name.text);
  // A module that follows another in its file (ModuleSet::readSiblings).
  for (const sem::ResolvedModule *m : set.analysisOrder())
    if (m->file == f && !m->parent)
      return std::string(m->name);
  std::string name(sm.bufferName(f));
  return std::filesystem::path(name).stem().string();
}

// An error SANY's level check reports (the levelCheck methods of OpApplNode, SubstInNode, AssumeNode,
// NewSymbNode, ModuleNode and the proof nodes), as opposed to one its Generator reports.
bool isLevelCheckError(DiagId id) {
  switch (id) {
  case DiagId::err_level_exceeded:
  case DiagId::err_assume_not_constant:
  case DiagId::err_subst_level:
  case DiagId::err_subst_param_level:
  case DiagId::err_subst_coparam_level:
  case DiagId::err_param_level:
  case DiagId::err_coparam_level:
  case DiagId::err_recursive_primes_param:
  case DiagId::err_always_action:
  case DiagId::err_eventually_action:
  case DiagId::err_temporal_binary_action:
  case DiagId::err_mixed_action_temporal:
  case DiagId::err_quant_action_bound:
  case DiagId::err_quant_temporal_bound:
  case DiagId::err_temporal_goal_step:
  case DiagId::err_temporal_goal_case:
  case DiagId::err_temporal_pick_bound:
  case DiagId::err_new_temporal_set:
    return true;
  default:
    return false;
  }
}

// SANY.frontEndSemanticAnalysis level-checks a module only while its error list is empty
// (semanticErrors.isSuccess()): an error of the Generator in a module, or any error of an earlier
// module, leaves the module's level errors unreported.
// The modules SANY analyses, in its order (an inner module is part of its outer one).
std::vector<std::string> analysisOrderNames(const sem::ModuleSet &set) {
  std::vector<std::string> order;
  for (const sem::ResolvedModule *m : set.analysisOrder())
    if (!m->parent)
      order.emplace_back(m->name);
  return order;
}

// The position in `order` of the module a diagnostic is in (order.size() when none is known).
size_t moduleIndex(const Diagnostic *d, const std::vector<std::string> &order, const sem::ModuleSet &set,
                   const SourceManager &sm) {
  // Context.mergeExtendContext reports at a definition of an extended module, while it analyses the
  // extending one (the diagnostic's enclosing range, its EXTENDS entry).
  // An unnamed INSTANCE's clash stands at the definition SANY adds, while it analyses the module of the
  // INSTANCE statement (the enclosing range).
  bool atExtends = (d->id == DiagId::warn_extends_ambiguity || d->id == DiagId::err_extends_conflict ||
                    d->id == DiagId::warn_instance_ambiguity || d->id == DiagId::err_bound_multiply_defined) &&
                   d->enclosing.begin.valid();
  std::string module = moduleOfFile(set, sm, atExtends ? d->enclosing.begin : d->range.begin);
  return static_cast<size_t>(std::find(order.begin(), order.end(), module) - order.begin());
}

std::vector<const Diagnostic *> errorsSanyReports(const std::vector<const Diagnostic *> &errors,
                                                   const sem::ModuleSet &set, const SourceManager &sm) {
  std::vector<std::string> order = analysisOrderNames(set);
  auto indexOf = [&](const Diagnostic *d) { return moduleIndex(d, order, set, sm); };
  size_t stop = order.size(); // the first module not level-checked
  for (const Diagnostic *d : errors)
    if (!isLevelCheckError(d->id))
      stop = std::min(stop, indexOf(d));
  for (size_t k = 0; k < stop; ++k)
    for (const Diagnostic *d : errors)
      if (isLevelCheckError(d->id) && indexOf(d) == k) {
        stop = k + 1;
        break;
      }
  std::vector<const Diagnostic *> kept;
  for (const Diagnostic *d : errors)
    if (!isLevelCheckError(d->id) || indexOf(d) < stop || indexOf(d) >= order.size())
      kept.push_back(d);
  return kept;
}

bool within(SourceRange outer, SourceLoc at) {
  return outer.begin.valid() && outer.begin.offset <= at.offset && at.offset < outer.end.offset;
}

// The pass of ModuleNode.levelCheck that reports a level error `d` of the top-level module `m`:
// 0 the operators of RECURSIVE sections, 1 inner modules, 2 the definitions (getOpDefs), 3 the
// bodies of named theorems and assumptions (getThmOrAssDefs), 4 the rest in order (getTopLevel:
// theorems and assumptions themselves, their proofs, instances).
int levelCheckPass(const Diagnostic &d, const sem::ResolvedModule &m) {
  if (!m.ast || d.id == DiagId::err_assume_not_constant)
    return 4;
  const ast::Unit *unit = nullptr;
  for (const ast::Unit *u : m.ast->units)
    if (within(u->range, d.range.begin))
      unit = u;
  if (!unit)
    return 4;
  auto declaredRecursive = [&](std::string_view name) {
    for (const ast::Unit *u : m.ast->units)
      if (u->kind == ast::UnitKind::Recursive)
        for (const ast::OpDecl &decl : static_cast<const ast::RecursiveUnit *>(u)->decls)
          if (decl.name.text == name)
            return true;
    return false;
  };
  switch (unit->kind) {
  case ast::UnitKind::Module:
    return 1;
  case ast::UnitKind::OperatorDef:
    return declaredRecursive(static_cast<const ast::OperatorDefUnit *>(unit)->name.text) ? 0 : 2;
  case ast::UnitKind::FunctionDef:
    return 2;
  case ast::UnitKind::Theorem: {
    auto *t = static_cast<const ast::TheoremUnit *>(unit);
    bool inStatement = (t->body && within(t->body->range, d.range.begin)) ||
                       (t->assumeProve && within(t->assumeProve->range, d.range.begin));
    return t->name && inStatement ? 3 : 4;
  }
  case ast::UnitKind::Assume: {
    auto *a = static_cast<const ast::AssumeUnit *>(unit);
    return a->name ? 3 : 4;
  }
  default:
    return 4;
  }
}

// SANY reports a module's level errors in ModuleNode.levelCheck's order (levelCheckPass), not in the
// order of the text: the level errors of each module, stably sorted by pass, in their places.
void orderLevelErrors(std::vector<const Diagnostic *> &errors, const sem::ModuleSet &set) {
  auto moduleOf = [&](const Diagnostic *d) -> const sem::ResolvedModule * {
    for (const sem::ResolvedModule *m : set.analysisOrder())
      if (!m->parent && m->ast && within(m->ast->range, d->range.begin))
        return m;
    return nullptr;
  };
  std::vector<size_t> places;
  std::vector<std::tuple<const sem::ResolvedModule *, int, size_t>> keyed;
  std::vector<const sem::ResolvedModule *> moduleOrder;
  for (size_t i = 0; i < errors.size(); ++i) {
    if (!isLevelCheckError(errors[i]->id))
      continue;
    const sem::ResolvedModule *m = moduleOf(errors[i]);
    if (!m)
      return; // not placed: leave the order as it is
    if (std::find(moduleOrder.begin(), moduleOrder.end(), m) == moduleOrder.end())
      moduleOrder.push_back(m);
    places.push_back(i);
    keyed.emplace_back(m, levelCheckPass(*errors[i], *m), i);
  }
  auto rank = [&](const sem::ResolvedModule *m) {
    return std::find(moduleOrder.begin(), moduleOrder.end(), m) - moduleOrder.begin();
  };
  std::stable_sort(keyed.begin(), keyed.end(), [&](const auto &a, const auto &b) {
    if (rank(std::get<0>(a)) != rank(std::get<0>(b)))
      return rank(std::get<0>(a)) < rank(std::get<0>(b));
    return std::get<1>(a) < std::get<1>(b);
  });
  std::vector<const Diagnostic *> sorted;
  for (const auto &k : keyed)
    sorted.push_back(errors[std::get<2>(k)]);
  for (size_t j = 0; j < places.size(); ++j)
    errors[places[j]] = sorted[j];
}

bool isPlusCalChecksumWarning(const Diagnostic &d) {
  return d.id == DiagId::warn_pluscal_both_changed || d.id == DiagId::warn_pluscal_algorithm_changed ||
         d.id == DiagId::warn_pluscal_translation_changed;
}

// Whether SpecObj.loadSpec validates the file's PlusCal translation: the
// root module's file and those of modules some module EXTENDS (a module
// only INSTANCEd is not validated).
bool validatedByTlc(const sem::ModuleSet &set, const sem::LoadedFile &f) {
  if (!set.files().empty() && set.files().front() == &f)
    return true;
  for (const sem::ResolvedModule *m : set.analysisOrder())
    for (const sem::ResolvedModule *e : m->extends)
      if (e && e->file == f.parsed.file)
        return true;
  return false;
}

// SpecObj.validateParseUnit's line for a PlusCal module whose recorded
// checksums (semantic/pluscal_checksums.h) show the algorithm or its
// translation changed since the last translation: printed (ToolIO.out, no
// message code, the exit code unchanged) right after the module is parsed.
// The texts are TLC 1.8.0's, "filename" included.
void printPlusCalWarning(std::ostream &out, const sem::ModuleSet &set, const SourceManager &sm,
                         const DiagnosticEngine &diags, const sem::LoadedFile &f) {
  if (!f.parsed.module || !validatedByTlc(set, f))
    return;
  for (const Diagnostic &d : diags.diagnostics()) {
    if (!isPlusCalChecksumWarning(d) || !d.range.begin.valid() || sm.fileOf(d.range.begin) != f.parsed.file)
      continue;
    std::string module(f.parsed.module->name.text);
    if (d.id == DiagId::warn_pluscal_both_changed)
      out << "!! WARNING: The PlusCal algorithm and its TLA+ translation in module " << module
          << " filename since the last translation.\n";
    else if (d.id == DiagId::warn_pluscal_translation_changed)
      out << "!! WARNING: The TLA+ translation in module " << module << " has changed since its last translation.\n";
    else
      out << "!! WARNING: The PlusCal algorithm in module " << module << " has changed since its last translation.\n";
  }
}

} // namespace

int printSanyReport(std::ostream &out, const sem::ModuleSet &set, const SourceManager &sm, const DiagnosticEngine &diags,
                    const std::string &file, bool errorCodes) {
  for (const sem::LoadedFile *f : set.files()) {
    if (f->isStandard)
      out << "Parsing file " << f->path << " (tlacore standard module)\n";
    else
      out << "Parsing file " << f->path << "\n";
    if (!f->isStandard)
      printPlusCalWarning(out, set, sm, diags, *f);
  }

  std::vector<const Diagnostic *> syntax, errors, warnings;
  for (const Diagnostic &d : diags.diagnostics()) {
    if (d.severity == Severity::Error && sem::isSanySyntaxLevel(d))
      syntax.push_back(&d);
    else if (d.severity == Severity::Error) {
      errors.push_back(&d);
      // A definition of the same arity as the visible one: SymbolTable.addSymbol's warning too.
      if (d.id == DiagId::err_multiply_defined && d.args.size() > 1 && d.args[1] == "same")
        warnings.push_back(&d);
    }
    else if (d.severity == Severity::Warning && d.code >= 4000 && !isPlusCalChecksumWarning(d))
      warnings.push_back(&d);
  }
  std::string rootName = std::filesystem::path(file).stem().string();

  if (!syntax.empty()) {
    // A module no file holds: SpecObj.findOrCreateParsedUnit's errors.addAbort, which throws; SANY's
    // frontEndParse catches it and prints the exception and the abort, at Location.nullLoc
    // ("Unknown location"), with "imported in module M" unless it is the root module. SANY stops there.
    // (A root "file" that is a directory is found and fails to parse: ParseUnit's "Could not parse
    // module", below.)
    if (const Diagnostic *d = syntax.front();
        d->id == DiagId::err_file_not_found || d->id == DiagId::err_module_not_found) {
      std::string what = d->id == DiagId::err_module_not_found
                             ? (d->args.empty() ? std::string() : d->args[0]) + " imported in module " +
                                   moduleOfFile(set, sm, d->range.begin)
                             : rootName;
      out << "\nFatal errors while parsing TLA+ spec in file " << std::filesystem::path(file).filename().string()
          << "\n\ntla2sany.semantic.AbortException\n*** Abort messages: 1\n\nUnknown location\n\n"
          << "Cannot find source file for module " << what << ".\n\n\n";
      return sem::sanyExitCode(diags, errorCodes);
    }
    // The ParseUnit whose parse failed names itself in the abort (ParseUnit.parseFile: "Could not parse
    // module " + nis.getModuleName() + " from file " + nis.getName(), the module name being the file's
    // stem): an EXTENDed or INSTANCEd module's file, when its lexical or parse error is the one reported.
    std::string failedModule = rootName, failedFile = std::filesystem::path(file).filename().string();
    auto failedIn = [&](SourceLoc loc) {
      if (!loc.valid())
        return;
      std::filesystem::path name(std::string(sm.bufferName(sm.fileOf(loc))));
      failedModule = name.stem().string();
      failedFile = name.filename().string();
    };
    for (const Diagnostic *d : syntax) {
      PresumedLoc p = sm.presumed(d->range.begin);
      if (d->id == DiagId::err_file_is_directory) {
        out << "Cannot find source file for module " << rootName << "\n";
        continue;
      }
      // SANY stops at its first syntax error, a parse error or its token manager's TokenMgrError
      // (which ends TLAplusParser's parse of the file: ParseUnit.parseFile's parseSuccess false,
      // "Could not parse module"): its own text for it when its grammar and lexer (tla+.jj),
      // followed on the file, stop there too.
      if (p.valid()) {
        if (std::optional<std::string> sany =
                sany_errors::explainParseError(sm.bufferText(sm.fileOf(d->range.begin)))) {
          out << *sany << "\n";
          failedIn(d->range.begin);
          break;
        }
      }
      if (d->id == DiagId::err_lexical) {
        // javacc's TokenMgrError: the character, escaped, and its code.
        std::string bad = d->args.empty() ? "" : d->args[0];
        out << "Lexical error at line " << p.line << ", column " << p.column << ".  Encountered: \""
            << sany_errors::javaccEscape(bad) << "\"";
        if (!bad.empty() && utf8SequenceLength(bad, 0) == bad.size()) {
          uint32_t code = static_cast<unsigned char>(bad[0]);
          if (bad.size() > 1) {
            code &= 0xFFu >> (bad.size() + 1);
            for (size_t k = 1; k < bad.size(); ++k)
              code = (code << 6) | (static_cast<unsigned char>(bad[k]) & 0x3Fu);
          }
          if (code <= 0xFFFF)
            out << " (" << code << ")";
        }
        out << ", after : \"\"\n";
        failedIn(d->range.begin);
        // The token manager throws the TokenMgrError at the first character
        // no token matches, which ends TLAplusParser's parse of the file
        // (ParseUnit.parseFile: parseSuccess false, "Could not parse
        // module"): SANY prints that one message and nothing the parse would
        // have met after it, neither a later lexical error nor a parse error.
        break;
      }
      if (failedModule == rootName)
        failedIn(d->range.begin);
      out << "***Parse Error***\n" << d->message << "\n";
      if (p.valid())
        out << "Encountered at line " << p.line << ", column " << p.column << " of module "
                  << moduleOfFile(set, sm, d->range.begin) << "\n";
      out << "\n";
    }
    out << "\nFatal errors while parsing TLA+ spec in file " << std::filesystem::path(file).filename().string()
        << "\n\n";
    out << "tla2sany.semantic.AbortException\n*** Abort messages: 1\n\nIn module " << failedModule
              << "\n\nCould not parse module " << failedModule << " from file " << failedFile << "\n\n\n";
    return sem::sanyExitCode(diags, errorCodes);
  }

  errors = errorsSanyReports(errors, set, sm);
  orderLevelErrors(errors, set);
  auto location = [&](SourceRange r) {
    if (std::optional<std::string> standard = sanyStandardLocation(set, sm, r))
      return *standard;
    return sanyLocation(sm, r, moduleOfFile(set, sm, r.begin));
  };
  // <<>>_v: SANY's Generator reads a heir the node does not have and the exception ends the run.
  const Diagnostic *crash = nullptr;
  for (const Diagnostic *d : errors)
    if (d->id == DiagId::err_empty_angle_action && !crash)
      crash = d;
  std::string crashModule = crash ? moduleOfFile(set, sm, crash->range.begin) : "";
  // SANY's Errors.toString: each entry "location\n\nmessage" once (an entry equal to an earlier one is
  // dropped), followed by "\n\n\n"; the whole printed with println under "Semantic errors:\n\n".
  auto entries = [&](const std::vector<const Diagnostic *> &ds, bool warningPass) {
    std::vector<std::string> texts;
    auto add = [&](SourceRange r, const std::string &message) {
      std::string t = location(r) + "\n\n" + message;
      if (std::find(texts.begin(), texts.end(), t) == texts.end())
        texts.push_back(std::move(t));
    };
    for (const Diagnostic *d : ds) {
      if (d->id == DiagId::err_undefined_infix) {
        // GenID.finalAppend names the symbol as written (prefix - is "-."); the expression
        // that applies it is then reported as unresolved (the diagnostic's enclosing range).
        std::string written(sourceText(sm, d->range));
        std::string fix = d->args.size() > 1 ? d->args[1] : "infix";
        if (fix == "prefix" && written == "-")
          written = "-.";
        add(d->range, "Could not find declaration or definition of symbol '" + written + "'.");
        if (d->enclosing.begin.valid())
          add(d->enclosing, "Couldn't resolve " + fix + " operator symbol `" + written + "'.");
        continue;
      }
      if (d->id == DiagId::err_multiply_defined && d->args.size() > 1 && d->args[1] != "function") {
        std::string prev = d->notes.empty() ? std::string("In module --TLA+ BUILTINS--") : location(d->notes[0].range);
        if (warningPass) {
          add(d->range, "Multiple declarations or definitions for symbol " + d->args[0] + ".  \nThis duplicates the one at " +
                            prev + ".");
          continue;
        }
        add(d->range, sanyMessage(*d, location));
        if (d->args[1] == "conflict")
          add(d->range, "Multiply-defined symbol '" + d->args[0] +
                            "': this definition or declaration conflicts \nwith the one at " + prev + ".");
        continue;
      }
      add(d->range, sanyMessage(*d, location));
    }
    return texts;
  };
  // SANY.frontEndSemanticAnalysis prints its message list, which keeps growing, after every module it
  // analyses once the list is not empty: the messages of module k and of the modules before it.
  std::vector<std::string> order = analysisOrderNames(set);
  auto upTo = [&](const std::vector<const Diagnostic *> &ds, size_t k) {
    std::vector<const Diagnostic *> sub;
    for (const Diagnostic *d : ds) {
      size_t i = moduleIndex(d, order, set, sm);
      if (i <= k || (i >= order.size() && k + 1 == order.size()))
        sub.push_back(d);
    }
    return sub;
  };
  for (size_t k = 0; k < order.size(); ++k) {
    out << "Semantic processing of module " << order[k] << "\n";
    if (crash && order[k] == crashModule) {
      const char *e = "java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3";
      out << e << "\ntla2sany.drivers.FrontEndException: " << e << "\n";
      return 255;
    }
    std::vector<std::string> errorTexts = entries(upTo(errors, k), false),
                             warningTexts = entries(upTo(warnings, k), true);
    if (errorTexts.empty() && warningTexts.empty())
      continue;
    out << "Semantic errors:\n\n";
    if (!errorTexts.empty()) {
      out << "*** Errors: " << errorTexts.size() << "\n\n";
      for (const std::string &t : errorTexts)
        out << t << "\n\n\n";
    }
    if (!warningTexts.empty()) {
      out << "*** Warnings: " << warningTexts.size() << "\n\n";
      for (const std::string &t : warningTexts)
        out << t << "\n\n\n";
    }
    out << "\n";
  }
  return sem::sanyExitCode(diags, errorCodes);
}

} // namespace tlacore::engine
