// Coverage of function definitions (f[x \in S] == e): the node an
// application f[a] counts its body at, as TLC's cost model finds it.
#pragma once

#include "evaluator.h"

namespace tlacore::eval {

// While the body of a LET is evaluated with coverage: the nodes its function
// definitions are counted at, the LET's node's children for them (TLC binds
// such a definition to a LazyValue that keeps `cm.get(body)` of the LET).
class LetFunctionNodes {
public:
  LetFunctionNodes(Evaluator &ev, const ast::LetExpr *let);
  ~LetFunctionNodes();
  LetFunctionNodes(const LetFunctionNodes &) = delete;
  LetFunctionNodes &operator=(const LetFunctionNodes &) = delete;

private:
  size_t pushed_ = 0;
};

// f[a] (or f used whole) with f, written `fcnExpr`, naming the function
// definition `def`: counts the name and the definition below the current
// node and returns the node the body is evaluated at; null when the cost
// model has none (the body is then counted where it is).
const CostNode *functionDefNode(Evaluator &ev, const ast::Expr *fcnExpr, const sem::Symbol *def);

// The node the next bindFunctionDefArgs evaluates the definition's domain
// at (set by the coverage path just before it, taken by it at its start):
// TLC evaluates the domain where it builds the function, the arguments
// where it applies it.
const CostNode *&functionDomainNode();

} // namespace tlacore::eval
