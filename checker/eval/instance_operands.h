// The parameters of the instances an operator argument I!Op goes through: SANY's
// OpDefNode I!Op (I(a) == INSTANCE M) takes I's parameters before Op's own, so
// H(I!Op) with H(F(_, _)) == F(1, 2) binds a to 1 and Op's parameter to 2.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "eval_context.h"

namespace tlacore::eval {

// How many of an operator argument's arguments go to the parameters of the
// instances its qualified name (I!Op, I!J!Op, I!Op!lbl) goes through before
// segment `upTo`; 0 for a name that gives instance arguments itself (I(1)!Op,
// which SANY rejects as an operator argument) or goes through none.
size_t instanceOperandCount(const ast::OpAppExpr *qualified, size_t upTo = SIZE_MAX);

// Binds those parameters, in the contexts Evaluator::operatorContext entered
// into `store`, to the first arguments: values already computed, or
// expressions evaluated on demand under `env`/`inst` (`cm`: their coverage node).
void bindInstanceOperands(InstancePath &store, std::span<const val::Value> args);
void bindInstanceOperands(InstancePath &store, std::span<ast::Expr *const> args, const Env *env,
                          const InstCtx *inst, const CostNode *cm);

} // namespace tlacore::eval
