// TLC's check that the subscript of the next-state relation names every
// state variable (SpecProcessor.processConfigSpec's SubscriptCollector).
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"
#include "symbol.h"

namespace tlacore::model {

struct SpecModel;

// A warning TLC prints as it processes the configuration (MP.printWarning).
struct StartupWarning {
  int code = 0;
  std::string text;
};

// The warnings for the subscript v of SPECIFICATION's [][A]_v, read under
// the instances `instances` (outermost first). TLC collects the variables
// that occur in v as it is, in a tuple (at any depth), or through the body
// of a user-defined operator, a LET, a label or an INSTANCE's substitution;
// any other operator application is skipped, and anything that is no
// operator application at all (a number, a string, @) makes it give up:
// EC.TLC_COULD_NOT_DETERMINE_SUBSCRIPT. Otherwise each state variable of the
// spec not collected gets EC.TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR, in the
// order of declaration.
std::vector<StartupWarning> subscriptWarnings(const ast::Expr *subscript,
                                             const std::vector<const sem::InstanceBinding *> &instances,
                                             const SpecModel &m);

} // namespace tlacore::model
