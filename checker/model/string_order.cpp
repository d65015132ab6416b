#include "string_order.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>

namespace tlacore::model {

namespace {

using sem::ResolvedModule;

// Inner modules of `m` in the order they are written.
std::vector<const ResolvedModule *> innerModules(const ResolvedModule &m) {
  std::vector<const ResolvedModule *> out;
  if (!m.ast)
    return out;
  for (const ast::Unit *u : m.ast->units) {
    if (u->kind != ast::UnitKind::Module)
      continue;
    auto it = m.nested.find(static_cast<const ast::ModuleUnit *>(u)->module->name.text);
    if (it != m.nested.end())
      out.push_back(it->second);
  }
  return out;
}

void noteCfgValue(val::StringTable &table, const CfgValue &v) {
  switch (v.kind) {
  case CfgValue::Kind::String:
  case CfgValue::Kind::ModelValue:
    table.note(v.text);
    return;
  case CfgValue::Kind::Set:
  case CfgValue::Kind::Tuple:
    for (const CfgValue &e : v.elements)
      noteCfgValue(table, e);
    return;
  case CfgValue::Kind::Int:
  case CfgValue::Kind::Bool:
    return;
  }
}

} // namespace

std::vector<FileId> sanyParseOrder(const ResolvedModule &root) {
  std::vector<FileId> order{root.file};
  std::unordered_set<FileId> inOrder{root.file}; // order's files, for a look-up in constant time
  auto parsed = [&](const ResolvedModule *m) { return inOrder.count(m->file) != 0; };
  // SpecObj.findNextUnresolvedExtentionBody / ...InstantiationBody.
  std::function<const ResolvedModule *(const ResolvedModule *, std::unordered_set<const ResolvedModule *> &, bool)>
      next = [&](const ResolvedModule *m, std::unordered_set<const ResolvedModule *> &seen,
                 bool extension) -> const ResolvedModule * {
    if (!m || !seen.insert(m).second)
      return nullptr;
    if (extension) {
      for (const ResolvedModule *e : m->extends)
        if (!parsed(e))
          return e;
    } else {
      for (const sem::InstanceBinding *b : m->instances)
        if (b->module && !parsed(b->module))
          return b->module;
    }
    for (const ResolvedModule *e : m->extends)
      if (const ResolvedModule *r = next(e, seen, extension))
        return r;
    for (const sem::InstanceBinding *b : m->instances)
      if (b->module && parsed(b->module))
        if (const ResolvedModule *r = next(b->module, seen, extension))
          return r;
    for (const ResolvedModule *inner : innerModules(*m))
      if (const ResolvedModule *r = next(inner, seen, extension))
        return r;
    return nullptr;
  };
  for (;;) {
    std::unordered_set<const ResolvedModule *> seen;
    const ResolvedModule *r = next(&root, seen, true);
    if (!r) {
      seen.clear();
      r = next(&root, seen, false);
    }
    if (!r)
      return order;
    order.push_back(r->file);
    inOrder.insert(r->file);
  }
}

void seedStringOrder(val::StringTable &table, const ModelConfig &cfg, const sem::ModuleSet &set,
                     const ResolvedModule &root) {
  // TLC's Spec constructor parses the cfg before it runs SANY.
  for (const ConstantAssignment &a : cfg.constants) {
    for (const CfgValue &arg : a.args)
      noteCfgValue(table, arg);
    if (a.kind == ConstantAssignment::Kind::Value)
      noteCfgValue(table, a.value);
  }
  std::unordered_map<FileId, const sem::LoadedFile *> files;
  for (const sem::LoadedFile *f : set.files())
    files.emplace(f->parsed.file, f);
  for (FileId id : sanyParseOrder(root)) {
    auto it = files.find(id);
    if (it == files.end())
      continue;
    for (std::string_view image : it->second->parsed.tokenImages)
      table.note(image);
  }
  // String literals: when SANY's semantic pass reaches them (module by
  // module in the order it processes them), after all parsing.
  std::unordered_set<FileId> done;
  for (const ResolvedModule *m : set.analysisOrder()) {
    if (m->parent || !done.insert(m->file).second)
      continue;
    auto it = files.find(m->file);
    if (it == files.end())
      continue;
    for (std::string_view literal : it->second->parsed.stringLiterals)
      table.note(literal);
  }
}

} // namespace tlacore::model
