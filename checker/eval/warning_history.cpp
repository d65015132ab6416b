// TLC's MP.printWarning / MP.getMessage (tlc2/output/MP.java).
#include "warning_history.h"

namespace tlacore::eval {

std::optional<std::string> WarningHistory::admit(int code, const std::string &text) {
  std::lock_guard lock(mu_);
  std::string message = text;
  if (!tool_ && printed_.empty())
    message += "\n(Use the -nowarning option to disable this warning.)";
  // -tool frames the message with its code; the plain message has none.
  std::string key = tool_ ? std::to_string(code) + ':' + message : message;
  if (!printed_.insert(key).second)
    return std::nullopt;
  return message;
}

} // namespace tlacore::eval
