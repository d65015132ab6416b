// Coverage of function definitions: the nodes their bodies are counted at.
#include "function_def_cost.h"

#include <utility>
#include <vector>

namespace tlacore::eval {

using namespace ast;

namespace {

// The LET function definitions in scope, innermost last (per thread, as an
// evaluator is; only filled with coverage on), and whether the definition
// was counted: TLC's LazyValue builds the function once per LET.
struct LetFunction {
  const sem::Symbol *def;
  const CostNode *node;
  bool counted = false;
};
thread_local std::vector<LetFunction> letFunctionNodes;

} // namespace

const CostNode *&functionDomainNode() {
  thread_local const CostNode *node = nullptr;
  return node;
}

LetFunctionNodes::LetFunctionNodes(Evaluator &ev, const LetExpr *let) {
  const CostNode *node = ev.costNode();
  if (!node || !let->defSymbols)
    return;
  for (size_t i = 0; i < let->defs.size(); ++i) {
    const sem::Symbol *s = let->defSymbols[i];
    auto *fd = dynCast<FunctionDefUnit>(let->defs[i]);
    if (!s || !fd)
      continue;
    const CostNode *d = node->child(static_cast<const Unit *>(fd));
    if (d == node)
      continue;
    letFunctionNodes.push_back({s->underlying(), d});
    ++pushed_;
  }
}

LetFunctionNodes::~LetFunctionNodes() { letFunctionNodes.resize(letFunctionNodes.size() - pushed_); }

const CostNode *functionDefNode(Evaluator &ev, const Expr *fcnExpr, const sem::Symbol *def) {
  const CostNode *cur = ev.costNode();
  CostCounters &cc = *ev.costCounters();
  while (auto *p = dynCast<ParenExpr>(fcnExpr))
    fcnExpr = p->inner;
  // TLC evaluates the name f (an application of its own) before applying it.
  const CostNode *base = cur;
  if (const CostNode *a = cur->child(fcnExpr); a != cur) {
    ++cc.count[a->id];
    base = a;
  }
  for (auto it = letFunctionNodes.rbegin(); it != letFunctionNodes.rend(); ++it)
    if (it->def == def) {
      if (!it->counted)
        ++cc.count[it->node->id];
      it->counted = true;
      return it->node;
    }
  const CostNode *d = base->child(static_cast<const void *>(def->unit));
  if (d == base)
    return nullptr;
  ++cc.count[d->id];
  return d;
}

} // namespace tlacore::eval
