// `tlacore sany`: a drop-in for `java tla2sany.SANY [-error-codes] File.tla`,
// printing the lines harnesses read and returning SANY 1.8.0's exit codes.
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "module_set.h"

namespace tlacore::cli {

std::vector<std::string> libraryPathsFromEnvironment() {
  std::vector<std::string> out;
  if (const char *env = std::getenv("TLA_PATH")) {
    std::stringstream ss(env);
    std::string dir;
    while (std::getline(ss, dir, ':'))
      if (!dir.empty())
        out.push_back(dir);
  }
  return out;
}

namespace {

bool isSyntaxLevel(const Diagnostic &d) {
  return d.code < 2000 || d.id == DiagId::err_module_not_found || d.id == DiagId::err_module_file_name ||
         d.id == DiagId::err_circular_dependency;
}

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

// The message text SANY prints for a diagnostic.
std::string sanyMessage(const Diagnostic &d) {
  const auto &a = d.args;
  switch (d.id) {
  case DiagId::err_undefined_symbol:
    return "Unknown operator: `" + (a.empty() ? std::string() : a[0]) + "'.";
  case DiagId::err_undefined_infix:
    return "Could not find declaration or definition of symbol '" + (a.empty() ? std::string() : a[0]) + "'.";
  case DiagId::err_wrong_arity:
    if (a.size() >= 2)
      return "The operator " + a[0] + " requires " + a[1] + " arguments."; // SANY 1.8.0 says "1 arguments" too
    break;
  case DiagId::err_multiply_defined:
    if (!a.empty())
      return "Operator " + a[0] + " already defined or declared.";
    break;
  default:
    break;
  }
  return d.message;
}

std::string moduleOfFile(const sem::ModuleSet &set, const SourceManager &sm, SourceLoc loc) {
  if (!loc.valid())
    return "";
  FileId f = sm.fileOf(loc);
  for (const sem::LoadedFile *lf : set.files())
    if (lf->parsed.file == f && lf->parsed.module)
      return std::string(lf->parsed.module->name.text);
  std::string name(sm.bufferName(f));
  return std::filesystem::path(name).stem().string();
}

} // namespace

int runSany(int argc, char **argv) {
  // SANY's switches come first; every argument after them is a file, checked
  // in turn until one fails (SANY.SANYmain).
  bool errorCodes = false;
  int i = 2;
  for (; i < argc && argv[i][0] == '-'; ++i) {
    std::string arg = argv[i];
    std::string lower = arg;
    for (char &c : lower)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "-error-codes")
      errorCodes = true;
    else if (lower == "-help") {
      std::cout << "Usage: tlacore sany [-s] [-l] [-d] [-stat] [-error-codes] FILE.tla ...\n";
      return 0;
    } else if (arg != "-S" && arg != "-s" && arg != "-L" && arg != "-l" && arg != "-D" && arg != "-d" &&
               arg != "-STAT" && arg != "-stat") {
      std::cout << "Invalid option: " << arg << "\nTry 'SANY -help' for more information.\n";
      return 255;
    }
  }
  if (i == argc) {
    std::cout << "At least 1 filename is required.\nTry 'SANY -help' for more information.\n";
    return 255;
  }
  for (; i < argc; ++i) {
    std::cout << "\n****** SANY2 Version 2.2 created 08 July 2020\n\n";
    std::string file = argv[i];
    if (file.size() < 4 || file.compare(file.size() - 4, 4, ".tla") != 0)
      file += ".tla";
    SourceManager sm;
    DiagnosticEngine diags;
    sem::SemanticOptions opts;
    opts.libraryPaths = libraryPathsFromEnvironment();
    sem::ModuleSet set(sm, diags, opts);
    set.loadRootFile(file);
    if (int rc = printSanyReport(set, sm, diags, file, errorCodes))
      return rc;
  }
  return 0;
}

int printSanyReport(const sem::ModuleSet &set, const SourceManager &sm, const DiagnosticEngine &diags,
                    const std::string &file, bool errorCodes) {
  for (const sem::LoadedFile *f : set.files()) {
    if (f->isStandard)
      std::cout << "Parsing file " << f->path << " (tlacore standard module)\n";
    else
      std::cout << "Parsing file " << f->path << "\n";
  }

  std::vector<const Diagnostic *> syntax, errors, warnings;
  for (const Diagnostic &d : diags.diagnostics()) {
    if (d.severity == Severity::Error && isSyntaxLevel(d))
      syntax.push_back(&d);
    else if (d.severity == Severity::Error)
      errors.push_back(&d);
    else if (d.severity == Severity::Warning && d.code >= 4000)
      warnings.push_back(&d);
  }
  std::string rootName = std::filesystem::path(file).stem().string();

  if (!syntax.empty()) {
    for (const Diagnostic *d : syntax) {
      PresumedLoc p = sm.presumed(d->range.begin);
      if (d->id == DiagId::err_file_not_found || d->id == DiagId::err_file_is_directory) {
        std::cout << "Cannot find source file for module " << rootName << "\n";
        continue;
      }
      if (d->id == DiagId::err_module_not_found) {
        std::cout << "Cannot find source file for module " << (d->args.empty() ? "" : d->args[0])
                  << " imported in module " << moduleOfFile(set, sm, d->range.begin) << ".\n";
        continue;
      }
      if (d->id == DiagId::err_lexical) {
        std::cout << "Lexical error at line " << p.line << ", column " << p.column << ".  Encountered: \""
                  << (d->args.empty() ? "" : d->args[0]) << "\", after : \"\"\n";
        continue;
      }
      std::cout << "***Parse Error***\n" << d->message << "\n";
      if (p.valid())
        std::cout << "Encountered at line " << p.line << ", column " << p.column << " of module "
                  << moduleOfFile(set, sm, d->range.begin) << "\n";
      std::cout << "\n";
    }
    std::cout << "\nFatal errors while parsing TLA+ spec in file " << rootName << "\n\n";
    std::cout << "tla2sany.semantic.AbortException\n*** Abort messages: 1\n\nIn module " << rootName
              << "\n\nCould not parse module " << rootName << " from file " << file << "\n\n";
    return 255;
  }

  for (const sem::ResolvedModule *m : set.analysisOrder())
    if (!m->parent)
      std::cout << "Semantic processing of module " << m->name << "\n";

  if (!errors.empty() || !warnings.empty()) {
    if (!errors.empty()) {
      std::cout << "Semantic errors:\n\n*** Errors: " << errors.size() << "\n\n";
      for (const Diagnostic *d : errors)
        std::cout << sanyLocation(sm, d->range, moduleOfFile(set, sm, d->range.begin)) << "\n\n"
                  << sanyMessage(*d) << "\n\n";
      std::cout << "\n";
    }
    if (!warnings.empty()) {
      std::cout << "*** Warnings: " << warnings.size() << "\n\n";
      for (const Diagnostic *d : warnings)
        std::cout << sanyLocation(sm, d->range, moduleOfFile(set, sm, d->range.begin)) << "\n\n"
                  << sanyMessage(*d) << "\n\n";
      std::cout << "\n";
    }
  }
  if (!errors.empty())
    return errorCodes ? 4 : 0;
  return 0;
}

} // namespace tlacore::cli
