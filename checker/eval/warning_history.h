// TLC's rule for printing a warning (MP.printWarning): which warnings a run
// prints and with which text.
#pragma once

#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace tlacore::eval {

// MP.printWarning builds the whole message (MP.getMessage(WARNING, ...)) and
// prints it unless the run printed that very message before (warningHistory).
// Outside -tool mode getMessage appends "(Use the -nowarning option to
// disable this warning.)" while the history is still empty, so the run's first
// warning carries it, and the same warning met again later is another message:
// it is printed once more, without it, and never after. In -tool mode the
// message is the framed text alone: each distinct warning once.
class WarningHistory {
public:
  explicit WarningHistory(bool tool) : tool_(tool) {}
  // The text to print for warning `code` with text `text` (without
  // "Warning: "), or none when this message was printed before. Safe to call
  // from several workers.
  std::optional<std::string> admit(int code, const std::string &text);

private:
  bool tool_;
  std::mutex mu_;
  std::set<std::string> printed_;
};

} // namespace tlacore::eval
