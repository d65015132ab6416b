// TLC's per-expression coverage ("cost model"): for each action, Init part
// and invariant a tree of the operator applications reachable from it, as
// TLC's CostModelCreator builds it (definitions are expanded at each use,
// so a definition's body appears once per call site). The evaluator and the
// enumerator walk the tree in lockstep with the expression and count into a
// worker's CostCounters; nothing is counted when no tree is attached.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "ast/ast.h"

namespace tlacore::model {
struct SpecModel;
}

namespace tlacore::eval {

// Whether SANY represents `e` as an operator application, i.e. whether the
// cost model has a node for it (not literals, @, parentheses, labels, LET).
inline bool isCostNode(const ast::Expr *e) {
  switch (e->kind) {
  case ast::ExprKind::Number:
  case ast::ExprKind::Decimal:
  case ast::ExprKind::String:
  case ast::ExprKind::At:
  case ast::ExprKind::Paren:
  case ast::ExprKind::Label:
  case ast::ExprKind::Let:
  case ast::ExprKind::Lambda:
  case ast::ExprKind::StepRef:
  case ast::ExprKind::Error:
    return false;
  case ast::ExprKind::OpApp:
    return !static_cast<const ast::OpAppExpr *>(e)->isSymbol;
  default:
    return true;
  }
}

struct CostNode {
  const void *key = nullptr; // the ast::Expr (or record/EXCEPT/CASE pair) it stands for
  SourceRange range;
  uint32_t id = 0;
  bool primed = false;    // x' = e, x' \in S, a variable in UNCHANGED: reported even when zero
  bool unchanged = false; // UNCHANGED e: reported as one line
  std::vector<const CostNode *> children;
  const CostNode *root = nullptr; // the action, Init part or invariant the node is below
  // An application of a RECURSIVE operator inside its own body (whose body
  // is not walked again): the nearest enclosing application of the same
  // operator, whose children the body's expressions are counted in (TLC's
  // OpApplNodeWrapper.setRecursive).
  const CostNode *recursive = nullptr;

  // The child for `k`, else the recursive application's child for it, else
  // this node (as TLC's OpApplNodeWrapper.get).
  const CostNode *child(const void *k) const {
    for (const CostNode *c : children)
      if (c->key == k)
        return c;
    if (recursive)
      for (const CostNode *c : recursive->children)
        if (c->key == k)
          return c;
    return this;
  }
};

// One worker's counts, indexed by CostNode::id.
struct CostCounters {
  std::vector<uint64_t> count, secondary;
  void resize(size_t n) {
    count.assign(n, 0);
    secondary.assign(n, 0);
  }
  void merge(const CostCounters &o);
};

// One line of the report: depth of nesting, where, and the counts.
struct CostLine {
  int depth = 0;
  SourceRange range;
  uint64_t count = 0, cost = 0;
  bool withCost = false; // printed count:cost (TLC message 2775)
};

class CostModel {
public:
  enum class Kind { Init, Next, Invariant };
  // A root for `expr` (the expression of an action, Init part or invariant);
  // `model` gives the cfg's substitutions (Op <- Def) walked below their uses.
  const CostNode *addRoot(const ast::Expr *expr, Kind kind, const model::SpecModel *model = nullptr);
  size_t size() const { return nodes_.size(); }
  // TLC's report of one root's subtree (OpApplNodeWrapper.print).
  std::vector<CostLine> report(const CostNode *root, const CostCounters &c) const;

private:
  friend class CostTreeBuilder;
  CostNode *make(CostNode *parent, const void *key, SourceRange range);
  std::deque<CostNode> nodes_;
};

} // namespace tlacore::eval
