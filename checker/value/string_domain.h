// Whether a function's domain is all strings: TLC's FcnRcdValue.toRcd()
// succeeds (a record, or a function with an empty domain).
#pragma once

#include "value.h"

namespace tlacore::val {

inline bool hasStringDomain(const Value &v) {
  if (!v.isFcn())
    return false;
  for (const Value &k : v.keys())
    if (k.kind() != Kind::String)
      return false;
  return true;
}

} // namespace tlacore::val
