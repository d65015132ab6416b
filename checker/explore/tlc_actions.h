// TLC's actions: the next-state relation split as TLC splits it (disjuncts,
// \E over constant sets expanded per value, definitions with constant
// arguments expanded into their bodies), with the names and locations TLC
// prints for them in traces and coverage reports.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "model/definitions.h"
#include "model/spec_model.h"

namespace tlacore::explore {

using model::definitionBody;
using model::stripParens;

struct TlcAction {
  // What generates the successors: `expr` under `env` and `inst`.
  const ast::Expr *expr = nullptr;
  const eval::Env *env = nullptr;
  const eval::InstCtx *inst = nullptr;
  // TLC's action name: the definition the action was found in, with the
  // values of its parameters (printed Name(a,b)); null when unnamed.
  const sem::Symbol *name = nullptr;
  std::vector<val::Value> args;
  // A definition reached through named instances is a definition of its own
  // in TLC, named with their path: "M!" for M!Act, "M!N!" for M!N!Act (the
  // instances' arguments come first in `args`).
  std::string qualifier;
  // The location TLC prints: the expression the action stands for.
  SourceRange location;
  // The action is the whole body of `name` (coverage prints just the name).
  bool wholeBody = false;
  // Actions with the same location share one coverage row.
  size_t row = 0;
};

// One line of the coverage report for an action (or an Init part).
struct ActionRow {
  const sem::Symbol *name = nullptr;
  std::string qualifier; // "M!" when the definition is reached through INSTANCE M (TLC's name M!Act)
  SourceRange location;
  bool wholeBody = false;
};

class ActionTable {
public:
  // Splits model.next (and names model.init's parts) with `ev`'s help for
  // the constant expressions (\E domains, arguments).
  ActionTable(const model::SpecModel &model, eval::Evaluator &ev);
  ActionTable(const ActionTable &) = delete;
  ActionTable &operator=(const ActionTable &) = delete;

  const std::vector<TlcAction> &next() const { return next_; }
  const std::vector<TlcAction> &init() const { return init_; }
  // Coverage rows of next(), in TLC's report order (by location); each
  // action's `row` indexes this.
  const std::vector<ActionRow> &rows() const { return rows_; }

private:
  struct Naming {
    const sem::Symbol *name = nullptr;
    std::vector<val::Value> args;
    std::string qualifier;
  };
  void split(const ast::Expr *e, const eval::Env *env, const eval::InstCtx *inst, const Naming &naming);
  void splitExists(const ast::QuantExpr *q, const eval::Env *env, const eval::InstCtx *inst, const Naming &naming);
  bool splitCall(const ast::OpAppExpr *e, const eval::Env *env, const eval::InstCtx *inst, const Naming &naming);
  void leaf(const ast::Expr *e, SourceRange location, const eval::Env *env, const eval::InstCtx *inst,
            const Naming &naming);
  TlcAction initAction(const model::ScopedExpr &part);
  const eval::InstCtx *scoped(const std::vector<const sem::InstanceBinding *> &chain);

  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  std::vector<TlcAction> next_;
  std::vector<TlcAction> init_;
  std::vector<ActionRow> rows_;
  std::deque<eval::Env> envs_;
  std::deque<eval::InstCtx> insts_;
};


// The TLC action that takes `from` to `to`: the first one (in TLC's order)
// with `to` among its successors, as TLC finds it for its traces; null
// when none does.
const TlcAction *actionBetween(const model::SpecModel &m, const ActionTable &actions, eval::Evaluator &ev,
                               const std::vector<val::Value> &from, const std::vector<val::Value> &to);

// An action's name as TLC prints it in traces: M!Act(1,2), Next, or Action.
std::string tlcActionName(const TlcAction &a);

// TLC's RecordValue(Action): the action's name, the location of its
// definition (as TLCGet("spec") has it) and the values of the definition's
// parameters; `a` null: TLC's unknown action.
val::Value tlcActionRecord(const model::SpecModel &m, const TlcAction *a);


} // namespace tlacore::explore
