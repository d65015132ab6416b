#include "module_set.h"

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
  if (auto sib = siblings_.find(key); sib != siblings_.end())
    return analyseFile(sib->second, useSite);
  if (std::optional<std::string> path = findFile(name)) {
    std::ifstream in(*path, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    LoadedFile *file = readFile(*path, false, buf.str());
    if (!file->parsed.module)
      return nullptr;
    if (file->parsed.module->name.text != name) {
      diags_.report(DiagId::err_module_file_name, file->parsed.module->name.range)
          << file->parsed.module->name.text << fs::path(*path).filename().string();
      return nullptr;
    }
    return analyseFile(file, useSite);
  }
  if (std::optional<std::string_view> text = findBuiltinModule(name)) {
    LoadedFile *file = readFile("<builtin>/" + key + ".tla", true, std::string(*text));
    return analyseFile(file, useSite);
  }
  diags_.report(DiagId::err_module_not_found, useSite) << name;
  return nullptr;
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
