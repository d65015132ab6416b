#include "module_set.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "pluscal_checksums.h"
#include "lex/input_checks.h"
#include "resolver.h"
#include "stdlib/builtin_modules.h"

namespace tlacore::sem {

namespace fs = std::filesystem;

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
  LoadedFile &f = filesStore_.emplace_back();
  f.path = path;
  f.isStandard = isStandard;
  FileId id = sm_.addBuffer(path, std::move(text));
  size_t before = diags_.errorCount();
  f.parsed = parseModule(sm_, id, diags_);
  syntaxErrors_ += diags_.errorCount() - before;
  fileOrder_.push_back(&f);
  readSiblings(&f);
  return &f;
}

void ModuleSet::readSiblings(LoadedFile *first) {
  LoadedFile *cur = first;
  for (int guard = 0; guard < 64 && cur->parsed.module; ++guard) {
    std::string_view text = sm_.bufferText(cur->parsed.file);
    uint32_t end = sm_.offsetInBuffer(cur->parsed.module->range.end);
    if (end >= text.size())
      return;
    ModuleStart next = findModuleStart(text.substr(end));
    if (!next.found)
      return;
    // Parse the next module from a copy of the file in which everything
    // before it is blank, so that lines and columns stay those of the file.
    std::string copy(text);
    for (size_t i = 0; i < end + next.offset; ++i)
      if (copy[i] != '\n')
        copy[i] = ' ';
    LoadedFile &f = filesStore_.emplace_back();
    f.path = cur->path;
    f.isStandard = cur->isStandard;
    FileId id = sm_.addBuffer(cur->path, std::move(copy));
    size_t before = diags_.errorCount();
    f.parsed = parseModule(sm_, id, diags_);
    syntaxErrors_ += diags_.errorCount() - before;
    if (!f.parsed.module)
      return;
    siblings_.emplace(std::string(f.parsed.module->name.text), &f);
    cur = &f;
  }
}

std::optional<std::string> ModuleSet::findFile(std::string_view name) const {
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
  Resolver resolver(*this, *m, nullptr);
  resolver.resolveModule();
  inProgress_.erase(name);
  (void)useSite;
  return m;
}

LoadedFile *ModuleSet::fileFor(std::string_view name) {
  std::string key(name);
  if (auto sib = siblings_.find(key); sib != siblings_.end())
    return sib->second;
  if (auto it = filesByName_.find(key); it != filesByName_.end())
    return it->second;
  LoadedFile *file = nullptr;
  if (std::optional<std::string> path = findFile(name)) {
    std::ifstream in(*path, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    file = readFile(*path, false, buf.str());
  } else if (std::optional<std::string_view> text = findBuiltinModule(name)) {
    file = readFile("<builtin>/" + key + ".tla", true, std::string(*text));
  } else {
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
      if (byName_.count(key) || inProgress_.count(key))
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
  std::stringstream buf;
  buf << in.rdbuf();
  return loadRootText(path, buf.str());
}

} // namespace tlacore::sem
