#include "module_set.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "monolith_module.h"
#include "pluscal_checksums.h"
#include "lex/input_checks.h"
#include "resolver.h"
#include "standard_library.h"
#include "stdlib/builtin_modules.h"

namespace tlacore::sem {

namespace fs = std::filesystem;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The bytes of the regular file `path`, and the time reading took.
std::string readText(const std::string &path, double &seconds) {
  auto t0 = std::chrono::steady_clock::now();
  std::ifstream in(path, std::ios::binary);
  std::stringstream buf;
  buf << in.rdbuf();
  seconds = secondsSince(t0);
  return buf.str();
}

} // namespace

ModuleSet::ModuleSet(SourceManager &sm, DiagnosticEngine &diags, SemanticOptions options)
    : sm_(sm), diags_(diags), options_(std::move(options)) {}

ModuleSet::~ModuleSet() = default;

Symbol *ModuleSet::newSymbol() { return &symbols_.emplace_back(); }
const Symbol **ModuleSet::newSymbolArray(size_t n) {
  std::vector<const Symbol *> &v = symbolArrays_.emplace_back(std::max<size_t>(n, 1), nullptr);
  return v.data();
}

InstanceBinding *ModuleSet::newBinding() { return &bindings_.emplace_back(); }
LabelTable *ModuleSet::newLabelTable() { return &labelTables_.emplace_back(); }
ResolvedModule *ModuleSet::newModule() { return &modules_.emplace_back(); }

LoadedFile *ModuleSet::readFile(const std::string &path, bool isStandard, std::string text) {
  auto t0 = std::chrono::steady_clock::now();
  LoadedFile &f = filesStore_.emplace_back();
  f.path = path;
  f.isStandard = isStandard;
  uint32_t slot = 0, base = 0;
  bool shared = options_.standardLibrary && isStandard &&
                StandardLibrary::sharedPlace(fs::path(path).stem().string(), slot, base);
  FileId id = shared ? SourceManager::addSharedBuffer(slot, base, path, std::move(text))
                     : sm_.addBuffer(path, std::move(text));
  size_t before = diags_.errorCount();
  f.parsed = parseModule(sm_, id, diags_);
  syntaxErrors_ += diags_.errorCount() - before;
  fileOrder_.push_back(&f);
  ModuleTime &t = times_.emplace_back();
  t.name = f.parsed.module ? std::string(f.parsed.module->name.text) : fs::path(path).stem().string();
  t.standard = isStandard;
  t.readSeconds = lastReadSeconds_;
  t.parseSeconds = secondsSince(t0);
  timeIndex_.emplace(&f, times_.size() - 1);
  innerSeconds_ += t.readSeconds + t.parseSeconds;
  lastReadSeconds_ = 0;
  return &f;
}

LoadedFile *ModuleSet::monolithFile(std::string_view name) {
  if (!root_)
    return nullptr;
  std::optional<std::string> text = monolithModule(sm_.bufferText(root_->parsed.file), name);
  if (!text)
    return nullptr;
  // Parsed from its header line on: SANY numbers a module of a monolith spec
  // from its own first line (CyclicRedefineInitTest: `line 8 ... of module
  // Base` for the 31st line of the file, Base's 8th).
  LoadedFile &f = filesStore_.emplace_back();
  f.path = root_->path;
  f.isStandard = root_->isStandard;
  FileId id = sm_.addBuffer(root_->path, std::move(*text));
  size_t before = diags_.errorCount();
  f.parsed = parseModule(sm_, id, diags_);
  syntaxErrors_ += diags_.errorCount() - before;
  return &f;
}

std::optional<std::string> ModuleSet::findFile(std::string_view name) const {
  if (options_.standardLibrary)
    return std::nullopt;
  std::string file = std::string(name) + ".tla";
  std::vector<std::string> dirs;
  dirs.push_back(rootDir_.empty() ? "." : rootDir_);
  for (const std::string &d : options_.libraryPaths)
    dirs.push_back(d);
  for (const std::string &d : dirs) {
    std::error_code ec;
    fs::path p = fs::path(d) / file;
    if (fs::is_regular_file(p, ec))
      return p.string();
  }
  return std::nullopt;
}

const ResolvedModule *ModuleSet::analyseFile(LoadedFile *file, SourceRange useSite) {
  if (!file->parsed.module)
    return nullptr;
  std::string name(file->parsed.module->name.text);
  ResolvedModule *m = newModule();
  m->name = file->parsed.module->name.text;
  m->ast = file->parsed.module;
  m->file = file->parsed.file;
  m->isStandard = file->isStandard;
  byName_[name] = m;
  if (!file->isStandard)
    checkPlusCalChecksums(sm_, file->parsed.file, file->parsed.module, diags_);
  inProgress_.insert(name);
  auto t0 = std::chrono::steady_clock::now();
  double outer = innerSeconds_;
  innerSeconds_ = 0;
  Resolver resolver(*this, *m, nullptr);
  resolver.resolveModule();
  double elapsed = secondsSince(t0);
  if (auto t = timeIndex_.find(file); t != timeIndex_.end())
    times_[t->second].semanticSeconds += elapsed - innerSeconds_;
  innerSeconds_ = outer + elapsed;
  inProgress_.erase(name);
  (void)useSite;
  return m;
}

LoadedFile *ModuleSet::fileFor(std::string_view name) {
  std::string key(name);
  if (auto it = filesByName_.find(key); it != filesByName_.end())
    return it->second;
  LoadedFile *file = nullptr;
  if (std::optional<std::string> path = findFile(name)) {
    std::string text = readText(*path, lastReadSeconds_);
    file = readFile(*path, false, std::move(text));
  } else if (std::optional<std::string_view> text = findBuiltinModule(name)) {
    file = readFile("<builtin>/" + key + ".tla", true, std::string(*text));
  } else if (!(file = monolithFile(name))) {
    return nullptr;
  }
  filesByName_.emplace(key, file);
  return file;
}

namespace {

// The modules a module names in EXTENDS and top-level INSTANCEs, in order,
// except its own nested modules.
std::vector<std::string_view> directDependencies(const ast::Module *m) {
  std::vector<std::string_view> nested, out;
  for (const ast::Unit *u : m->units)
    if (auto *mu = ast::dynCast<ast::ModuleUnit>(u); mu && mu->module)
      nested.push_back(mu->module->name.text);
  auto add = [&](std::string_view name) {
    if (std::find(nested.begin(), nested.end(), name) == nested.end())
      out.push_back(name);
  };
  for (const ast::Name &n : m->extends)
    add(n.text);
  for (const ast::Unit *u : m->units)
    if (auto *inst = ast::dynCast<ast::InstanceUnit>(u))
      add(inst->module.text);
  return out;
}

} // namespace

const ResolvedModule *ModuleSet::adoptStandard(std::string_view name) {
  if (!options_.shareStandardModules || options_.standardLibrary || !findBuiltinModule(name))
    return nullptr;
  auto t0 = std::chrono::steady_clock::now();
  StandardLibrary &library = StandardLibrary::instance();
  // Replays, without doing it, what require() would do for `name` here:
  // the files it would read and the modules whose analysis it would finish,
  // in order, each taken from the library. It gives up (and this set reads
  // them itself) when one of them is not a built-in module this set would
  // read unchanged.
  struct Replay {
    ModuleSet &set;
    StandardLibrary &library;
    std::vector<const LoadedFile *> reads;
    std::vector<const ResolvedModule *> analysed;
    std::unordered_set<std::string_view> done, inProgress;

    // Whether `n` is loaded already: by this replay, or in the set as the
    // very shared module (false when the set has a module of its own by
    // that name: the replay then gives up).
    bool isDone(std::string_view n, bool &foreign) {
      foreign = false;
      if (done.count(n))
        return true;
      auto it = set.byName_.find(std::string(n));
      if (it == set.byName_.end())
        return false;
      std::optional<StandardLibrary::Entry> e = library.module(n);
      foreign = !e || e->module != it->second;
      return !foreign;
    }
    // The shared module `n`, when this set would read that very text.
    std::optional<StandardLibrary::Entry> shareable(std::string_view n) {
      std::string key(n);
      if (set.inProgress_.count(key) || set.filesByName_.count(key) || set.findFile(n))
        return std::nullopt;
      return library.module(n);
    }
    // require(): read the module, its dependencies, then analyse it.
    bool require(std::string_view n) {
      std::optional<StandardLibrary::Entry> e = shareable(n);
      if (!e)
        return false;
      reads.push_back(e->file);
      return dependencies(*e) && analyse(*e);
    }
    // analyseDependencies(): depth first, each read before its own.
    bool dependencies(const StandardLibrary::Entry &root) {
      struct Pending {
        StandardLibrary::Entry entry;
        std::vector<std::string_view> deps;
        size_t next = 0;
      };
      std::vector<Pending> stack;
      inProgress.insert(root.module->name);
      stack.push_back({root, directDependencies(root.module->ast), 0});
      while (!stack.empty()) {
        Pending &top = stack.back();
        if (top.next < top.deps.size()) {
          std::string_view dep = top.deps[top.next++];
          bool foreign = false;
          if (isDone(dep, foreign) || inProgress.count(dep))
            continue;
          if (foreign)
            return false;
          std::optional<StandardLibrary::Entry> e = shareable(dep);
          if (!e)
            return false;
          reads.push_back(e->file);
          inProgress.insert(e->module->name);
          stack.push_back({*e, directDependencies(e->module->ast), 0});
          continue;
        }
        StandardLibrary::Entry entry = top.entry;
        stack.pop_back();
        inProgress.erase(entry.module->name);
        if (!stack.empty() && !analyse(entry))
          return false;
      }
      return true;
    }
    // analyseFile(): the modules its analysis required (an INSTANCE in a
    // LET, ...) are loaded when it reaches them.
    bool analyse(const StandardLibrary::Entry &e) {
      done.insert(e.module->name);
      inProgress.insert(e.module->name);
      for (const std::string &n : *e.required) {
        if (inProgress.count(n))
          return false; // a cycle: reported by a set of its own
        bool foreign = false;
        if (!isDone(n, foreign) && (foreign || !require(n)))
          return false;
      }
      inProgress.erase(e.module->name);
      analysed.push_back(e.module);
      return true;
    }
  };
  Replay replay{*this, library, {}, {}, {}, {}};
  if (!replay.require(name))
    return nullptr;
  fileOrder_.insert(fileOrder_.end(), replay.reads.begin(), replay.reads.end());
  double elapsed = secondsSince(t0); // the first time: parsing and analysing them for the process
  for (const LoadedFile *f : replay.reads) {
    ModuleTime &t = times_.emplace_back();
    t.name = std::string(f->parsed.module->name.text);
    t.standard = t.shared = true;
    t.semanticSeconds = f == replay.reads.front() ? elapsed : 0;
  }
  innerSeconds_ += elapsed;
  for (const ResolvedModule *m : replay.analysed) {
    byName_[std::string(m->name)] = m;
    order_.push_back(m);
  }
  return replay.analysed.back();
}

void ModuleSet::analyseDependencies(LoadedFile *root) {
  struct Pending {
    LoadedFile *file;
    std::vector<std::string_view> deps;
    size_t next = 0;
  };
  std::vector<Pending> stack;
  std::vector<std::string> onStack; // names marked in inProgress_ here
  auto push = [&](LoadedFile *f) {
    std::string name(f->parsed.module->name.text);
    inProgress_.insert(name);
    onStack.push_back(name);
    stack.push_back({f, directDependencies(f->parsed.module), 0});
  };
  push(root);
  while (!stack.empty()) {
    Pending &top = stack.back();
    if (top.next < top.deps.size()) {
      std::string key(top.deps[top.next++]);
      // Done, or a cycle (the analysis reports it where the name is used).
      if (byName_.count(key) || inProgress_.count(key) || adoptStandard(key))
        continue;
      LoadedFile *f = fileFor(key);
      if (f && f->parsed.module && f->parsed.module->name.text == key)
        push(f);
      continue;
    }
    LoadedFile *f = top.file;
    stack.pop_back();
    inProgress_.erase(onStack.back());
    onStack.pop_back();
    if (!stack.empty()) // the root is analysed by the caller
      analyseFile(f, {});
  }
}

const ResolvedModule *ModuleSet::require(std::string_view name, const ResolvedModule *from, SourceRange useSite) {
  if (options_.standardLibrary && from)
    requiredDuring_[from].emplace_back(name);
  // Nested modules of the enclosing modules come first.
  for (const ResolvedModule *m = from; m; m = m->parent) {
    auto it = m->nested.find(name);
    if (it != m->nested.end())
      return it->second;
  }
  std::string key(name);
  if (inProgress_.count(key)) {
    diags_.report(DiagId::err_circular_dependency, useSite) << name;
    return nullptr;
  }
  auto it = byName_.find(key);
  if (it != byName_.end())
    return it->second;
  if (const ResolvedModule *shared = adoptStandard(name))
    return shared;
  LoadedFile *file = fileFor(name);
  if (!file) {
    diags_.report(DiagId::err_module_not_found, useSite) << name;
    return nullptr;
  }
  if (!file->parsed.module)
    return nullptr;
  if (file->parsed.module->name.text != name) {
    diags_.report(DiagId::err_module_file_name, file->parsed.module->name.range)
        << file->parsed.module->name.text << fs::path(file->path).filename().string();
    return nullptr;
  }
  analyseDependencies(file);
  return analyseFile(file, useSite);
}

const ResolvedModule *ModuleSet::loadRootText(const std::string &path, std::string text) {
  fs::path p(path);
  rootDir_ = p.has_parent_path() ? p.parent_path().string() : std::string(".");
  LoadedFile *file = readFile(path, false, std::move(text));
  root_ = file;
  if (!file->parsed.module || !file->parsed.module->complete)
    return nullptr;
  std::string stem = p.stem().string();
  if (file->parsed.module->name.text != stem) {
    rootNameMismatch_ = true;
    diags_.report(DiagId::err_module_file_name, file->parsed.module->name.range)
        << file->parsed.module->name.text << p.filename().string();
    return nullptr;
  }
  analyseDependencies(file);
  return analyseFile(file, {});
}

const ResolvedModule *ModuleSet::loadRootFile(const std::string &path) {
  std::error_code ec;
  bool directory = fs::is_directory(path, ec);
  std::ifstream in(path, std::ios::binary);
  if (!in || directory) {
    FileId none = sm_.addBuffer(path, "");
    diags_.report(directory ? DiagId::err_file_is_directory : DiagId::err_file_not_found,
                  {sm_.locForOffset(none, 0), {}})
        << path;
    return nullptr;
  }
  in.close();
  std::string text = readText(path, lastReadSeconds_);
  return loadRootText(path, std::move(text));
}

} // namespace tlacore::sem
