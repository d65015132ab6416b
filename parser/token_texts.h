// TokenTexts: fills ParsedModule::tokenImages and stringLiterals. Only the
// first occurrence of each image (and of each literal) is kept: their one
// use is the order in which SANY interns strings (checker/model/string_order),
// where a repeated text changes nothing. The texts seen are found through a
// flat open-addressing table of indices (a large module has hundreds of
// thousands of distinct images: names, numbers).
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "parse_module.h"

namespace tlacore {

class TokenTexts {
public:
  explicit TokenTexts(ParsedModule &result) : result_(result) {}

  // The image as kept in the module's arena (names can share it).
  std::string_view image(std::string_view text) { return findOrAdd(images_, result_.tokenImages, text); }
  std::string_view literal(std::string_view decoded) {
    return findOrAdd(literals_, result_.stringLiterals, decoded);
  }
  void clear() {
    images_.clear();
    literals_.clear();
    result_.tokenImages.clear();
    result_.stringLiterals.clear();
  }

private:
  // Slot values are 1 + an index into the list; 0 is empty.
  using Table = std::vector<uint32_t>;

  std::string_view findOrAdd(Table &table, std::vector<std::string_view> &list, std::string_view text) {
    if (table.empty())
      table.assign(256, 0);
    size_t mask = table.size() - 1;
    size_t i = std::hash<std::string_view>{}(text) & mask;
    for (; table[i] != 0; i = (i + 1) & mask)
      if (list[table[i] - 1] == text)
        return list[table[i] - 1];
    std::string_view kept = result_.context->intern(text);
    list.push_back(kept);
    table[i] = static_cast<uint32_t>(list.size());
    if (list.size() * 2 > table.size())
      rehash(table, list);
    return kept;
  }
  static void rehash(Table &table, const std::vector<std::string_view> &list) {
    table.assign(table.size() * 2, 0);
    size_t mask = table.size() - 1;
    for (size_t k = 0; k < list.size(); ++k) {
      size_t i = std::hash<std::string_view>{}(list[k]) & mask;
      while (table[i] != 0)
        i = (i + 1) & mask;
      table[i] = static_cast<uint32_t>(k + 1);
    }
  }

  ParsedModule &result_;
  Table images_;
  Table literals_;
};

} // namespace tlacore
