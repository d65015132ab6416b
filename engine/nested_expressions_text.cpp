// The text of TLC's EC.TLC_NESTED_EXPRESSION (CallStack.toString).
#include "nested_expressions_text.h"

#include <cstddef>

namespace tlacore::engine {

std::string nestedExpressionsText(const Locator &loc, const std::vector<SourceRange> &innermostFirst) {
  if (innermostFirst.empty())
    return {};
  std::string text = "The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n";
  std::vector<const SourceRange *> frames; // outermost first, a frame pushed twice in a row once
  for (auto it = innermostFirst.rbegin(); it != innermostFirst.rend(); ++it)
    if (frames.empty() || frames.back()->begin != it->begin || frames.back()->end != it->end)
      frames.push_back(&*it);
  // A runaway recursion leaves tens of thousands of frames: the outermost
  // and innermost ones are printed, with their numbers, the middle counted
  // (TLC prints them all; megabytes nobody reads).
  constexpr size_t kShownAtEachEnd = 100;
  for (size_t depth = 0; depth < frames.size(); ++depth) {
    if (frames.size() > 2 * kShownAtEachEnd && depth == kShownAtEachEnd) {
      size_t omitted = frames.size() - 2 * kShownAtEachEnd;
      text += "... " + std::to_string(omitted) + " nested expressions not shown ...\n";
      depth += omitted - 1;
      continue;
    }
    text += std::to_string(depth) + ". " + loc.stackPosition(*frames[depth]) + "\n";
  }
  return text + "\n";
}

std::string emptyCallStackText() {
  return "The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n"
         "    The error call stack is empty.\n";
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
