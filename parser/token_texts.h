// TokenTexts: fills ParsedModule::tokenImages and stringLiterals. Only the
// first occurrence of each image (and of each literal) is kept: their one
// use is the order in which SANY interns strings (checker/model/string_order),
// where a repeated text changes nothing.
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>

#include "parse_module.h"

namespace tlacore {

class TokenTexts {
public:
  explicit TokenTexts(ParsedModule &result) : result_(result) {}

  // The image as kept in the module's arena (names can share it).
  std::string_view image(std::string_view text) {
    if (auto it = images_.find(text); it != images_.end())
      return *it;
    std::string_view kept = result_.context->intern(text);
    images_.insert(kept);
    result_.tokenImages.push_back(kept);
    return kept;
  }
  std::string_view literal(std::string_view decoded) {
    if (auto it = literals_.find(decoded); it != literals_.end())
      return *it;
    std::string_view kept = result_.context->intern(decoded);
    literals_.insert(kept);
    result_.stringLiterals.push_back(kept);
    return kept;
  }
  void clear() {
    images_.clear();
    literals_.clear();
    result_.tokenImages.clear();
    result_.stringLiterals.clear();
  }

private:
  ParsedModule &result_;
  std::unordered_set<std::string_view> images_;
  std::unordered_set<std::string_view> literals_;
};

} // namespace tlacore
