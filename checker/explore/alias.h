// ALIAS: what a state of an error trace is printed as. As TLC's
// Tool.evalAlias: the ALIAS definition is evaluated on the trace state with
// primed variables referring to the next state of the trace (the state
// itself for the last one) and TLCGet("level") its position in the trace;
// when the value is a record, its fields are printed in place of the
// variables; when it is not, or its evaluation fails, the state is printed
// as it is.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "model/spec_model.h"

namespace tlacore::explore {

struct AliasField {
  std::string name;
  val::Value value;
};

// The fields to print for trace state `cur` (at position `level`, 1-based)
// followed by `next`; nullopt when the variables are to be printed.
// Fields come in the order the ALIAS definition writes them when it is a
// record constructor (or `@@` of record constructors, as TLC keeps the
// order it builds records in); other fields follow in name order.
std::optional<std::vector<AliasField>> evalAlias(const model::SpecModel &m, eval::Evaluator &ev,
                                                 const std::vector<val::Value> &cur,
                                                 const std::vector<val::Value> &next, int64_t level);

} // namespace tlacore::explore
