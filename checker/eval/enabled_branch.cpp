// ENABLED reached through an instance's definition (I!D with D == ENABLED A), as TLC decides it: TLC
// enters ENABLED through Context.branch, and a variable lookup for assignment (getVar with cutoff)
// stops there, so the instance's substitutions made before ENABLED do not apply to the variables A
// assigns: each is the instance's own variable, free to take any value. Substitutions entered inside
// ENABLED (ENABLED I!A) apply, and so do those of an argument written before it (B(A) with
// B(d) == ENABLED d: d's context has no branch). Unprimed reads see the substitution as always.
#include "enumerator.h"

namespace tlacore::eval {

// The chain `inst` cloned: the clones mark the contexts entered before the branch, while expressions
// bound before ENABLED keep the originals.
const InstCtx *Enumerator::branchContexts(const InstCtx *inst) {
  branchCtxs_.clear();
  freshVars_.clear();
  std::vector<const InstCtx *> chain;
  for (const InstCtx *c = inst; c; c = c->outer)
    chain.push_back(c);
  const InstCtx *outer = nullptr;
  for (size_t i = chain.size(); i-- > 0;) {
    InstCtx &clone = branchCtxs_.emplace_back(*chain[i]);
    clone.outer = outer;
    outer = &clone;
  }
  return outer;
}

bool Enumerator::isBranchContext(const InstCtx *c) const {
  for (const InstCtx &b : branchCtxs_)
    if (&b == c)
      return true;
  return false;
}

// The slot past the state's variables for an instance variable assigned inside ENABLED; -1 when there
// are too many.
int Enumerator::freshSlot(const sem::Symbol *var) const {
  for (size_t i = 0; i < freshVars_.size(); ++i)
    if (freshVars_[i] == var)
      return static_cast<int>(n_ + i);
  if (freshVars_.size() == kMaxFreshVars)
    return -1;
  freshVars_.push_back(var);
  return static_cast<int>(n_ + freshVars_.size() - 1);
}

} // namespace tlacore::eval
