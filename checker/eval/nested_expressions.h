// TLC's stack of nested expressions on an evaluation error (its
// CallStackTool): each expression an error passes through on its way out
// of eval and of the enumerator is noted in the error, innermost first.
// Noting happens only while an error unwinds: evaluation without error
// pays nothing (the handlers are table-driven, outside the normal path).
#pragma once

#include "eval_context.h"

namespace tlacore::eval {

// TLC pushes every node it evaluates; a parenthesis is no node of its own.
inline void noteNested(EvalError &err, const ast::Expr *e) {
  if (!err.nestedComplete && e->kind != ast::ExprKind::Paren)
    err.nested.push_back(e->range);
}

// An application's frames: SANY wraps the body of each definition that an
// INSTANCE with substitutions brings in in a SubstInNode placed at the
// INSTANCE statement (Generator.generateInstance), which TLC's CallStackTool
// pushes between the application and the body (Tool.evalImpl/getNextStates'
// SubstInKind). So an error leaving the body of I!Op, or of Op brought in by
// an unnamed INSTANCE, passes the instances' statements, innermost first,
// before the application itself.
void noteApplication(EvalError &err, const ast::Expr *e);

// The enumeration frames open around a check of a state it generated (an
// initial state's invariants run inside TLC's getInitStates): noted, and
// the error complete, since it is kept rather than unwound through them.
inline void noteRunFrames(EvalError &err, const RunFrame *f) {
  for (; f; f = f->up)
    noteNested(err, f->expr);
  err.nestedComplete = true;
}

// The frames of an error in the next-state relation from TLC's action on:
// TLC evaluates each action (a disjunct, an \E over a constant set split per
// value, a definition's body) on its own, so the expressions that split the
// relation into actions are none of its frames.
inline void trimToAction(EvalError &err, SourceRange action) {
  if (err.nestedComplete || !action.valid())
    return;
  for (size_t i = err.nested.size(); i-- > 0;)
    if (err.nested[i].begin == action.begin && err.nested[i].end == action.end) {
      err.nested.resize(i + 1);
      break;
    }
  err.nestedComplete = true;
}

} // namespace tlacore::eval
