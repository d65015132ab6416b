// Names TLC gives the parts of a PROPERTY by their location ("line L, col C
// to line L2, col C2 of module M"): the model keeps the range in the name as
// a placeholder, which the loader, knowing the modules, writes out.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "source_manager.h"

namespace tlacore::model {

inline std::string locationName(SourceRange r) {
  return "{location:" + std::to_string(r.begin.offset) + ":" + std::to_string(r.end.offset) + "}";
}

// The range a locationName holds (nothing for any other name).
inline std::optional<SourceRange> locationNameRange(const std::string &name) {
  unsigned b = 0, e = 0;
  char close = 0;
  if (name.rfind("{location:", 0) != 0 || std::sscanf(name.c_str(), "{location:%u:%u%c", &b, &e, &close) != 3 ||
      close != '}')
    return std::nullopt;
  return SourceRange{SourceLoc{b}, SourceLoc{e}};
}

} // namespace tlacore::model
