// The SPECIFICATION and PROPERTY parts split through bindings (spec_bindings.h).
#include "spec_bindings.h"

#include "live/bound_split.h"
#include "model/location_names.h"

namespace tlacore::engine {

namespace {

// The EC code of an error splitBoundProperties raises (an EvalError carries
// TLC's text only): SpecProcessor.processConfigProps' Assert.fail codes.
int propertyErrorCode(const std::string &message) {
  if (message.rfind("TLC cannot handle the temporal formula", 0) == 0)
    return 2213; // EC.TLC_LIVE_CANNOT_HANDLE_FORMULA
  if (message.rfind("TLC cannot handle this conjunct", 0) == 0)
    return 2239; // EC.TLC_CANT_HANDLE_CONJUNCT
  if (message.rfind("The property ", 0) == 0 && message.find("is not correctly defined") != std::string::npos)
    return 2241; // EC.TLC_CONFIG_PROPERTY_NOT_CORRECTLY_DEFINED
  return 0;
}

} // namespace

void nameByLocation(model::SpecModel &m, const Locator &loc) {
  for (std::vector<std::string> *names : {&m.impliedInitNames, &m.impliedInvariantNames, &m.actionPropertyNames,
                                          &m.livenessPartNames})
    for (std::string &n : *names)
      if (std::optional<SourceRange> r = model::locationNameRange(n))
        n = loc.location(*r);
}

std::optional<model::ConfigError> splitThroughBindings(model::SpecModel &m, eval::Evaluator &ev, const Locator &loc) {
  // The SPECIFICATION's conjuncts reached through bindings, then the properties'.
  if (std::optional<model::ConfigError> bad = live::splitBoundSpec(m, ev))
    return bad;
  try {
    live::splitBoundProperties(m, ev);
  } catch (const eval::EvalError &e) {
    model::ConfigError bad;
    bad.message = e.message;
    bad.definition = e.range;
    bad.tlcCode = propertyErrorCode(e.message);
    return bad;
  }
  nameByLocation(m, loc);
  return std::nullopt;
}

std::string configErrorText(const model::ConfigError &e, const Locator &loc) {
  std::string text = e.message;
  if (text.rfind("Error: ", 0) == 0)
    text = text.substr(7);
  if (size_t at = text.find("{location}"); at != std::string::npos && e.definition.valid())
    text.replace(at, 10, loc.location(e.definition));
  return text;
}

} // namespace tlacore::engine
