// The text of TLC's EC.TLC_NESTED_EXPRESSION (CallStack.toString).
#include "nested_expressions_text.h"

#include <cstddef>

namespace tlacore::engine {

std::string nestedExpressionsText(const Locator &loc, const std::vector<SourceRange> &innermostFirst) {
  if (innermostFirst.empty())
    return {};
  std::string text = "The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n";
  int depth = 0;
  const SourceRange *previous = nullptr;
  for (auto it = innermostFirst.rbegin(); it != innermostFirst.rend(); ++it) {
    if (previous && previous->begin == it->begin && previous->end == it->end)
      continue;
    previous = &*it;
    text += std::to_string(depth++) + ". " + loc.stackPosition(*it) + "\n";
  }
  return text + "\n";
}

std::vector<SourceRange> fromAction(const std::vector<SourceRange> &innermostFirst,
                                    const std::vector<SourceRange> &actions) {
  for (size_t i = innermostFirst.size(); i-- > 0;)
    for (const SourceRange &a : actions)
      if (a.begin == innermostFirst[i].begin && a.end == innermostFirst[i].end)
        return {innermostFirst.begin(), innermostFirst.begin() + static_cast<std::ptrdiff_t>(i) + 1};
  return innermostFirst;
}

std::vector<SourceRange> nextActionRanges(const explore::ActionTable &actions) {
  std::vector<SourceRange> ranges;
  for (const explore::TlcAction &a : actions.next())
    if (a.expr)
      ranges.push_back(a.expr->range);
  return ranges;
}

std::vector<SourceRange> initActionRanges(const explore::ActionTable &actions) {
  std::vector<SourceRange> ranges;
  for (const explore::TlcAction &a : actions.init())
    ranges.push_back(a.location);
  return ranges;
}

} // namespace tlacore::engine
