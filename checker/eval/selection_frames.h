// The frames that bind a subexpression name's arguments (Next!1!(q),
// Lbl!lab(1)) to the identifiers its selection binds, shared by the
// evaluator and the enumerator.
#pragma once

#include <cstddef>
#include <vector>

#include "eval_context.h"
#include "subexpr_path.h"

namespace tlacore::eval {

// Binds each of `sel`'s parameters from `first` on (those past the
// definition's own) to its argument, read lazily in `env`/`inst`, on top of
// `bound`; `more` holds the frames. Returns the innermost.
inline const Env *bindSelectionParams(const sem::Selection &sel, size_t first, const Env *env, const InstCtx *inst,
                                      const CostNode *cm, std::vector<Env> &more, const Env *bound) {
  more.assign(sel.params.size() > first ? sel.params.size() - first : 0, Env{});
  for (size_t k = first; k < sel.params.size(); ++k) {
    const sem::SelectionParam &p = sel.params[k];
    if (!p.symbol || !p.arg)
      continue;
    Env &f = more[k - first];
    f.sym = p.symbol;
    f.kind = Env::Kind::Lazy;
    f.expr = p.arg;
    f.exprEnv = env;
    f.exprInst = inst;
    f.cm = cm;
    f.next = bound;
    bound = &f;
  }
  return bound;
}

} // namespace tlacore::eval
