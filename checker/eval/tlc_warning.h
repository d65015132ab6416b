// The warnings TLC prints while it evaluates (MP.printWarning): the run
// installs a sink for them (engine::run); with none installed (tests of the
// evaluator, tools) they are dropped. MP.printWarning prints each distinct
// text once per run and none under -nowarning: the sink's business.
#pragma once

#include <functional>
#include <string>

namespace tlacore::eval {

// `code` is TLC's EC number, `text` the message without "Warning: ".
using WarningSink = std::function<void(int code, const std::string &text)>;

// Installs `sink` for the run in scope; the previous sink comes back with it.
class WarningScope {
public:
  explicit WarningScope(WarningSink sink);
  ~WarningScope();
  WarningScope(const WarningScope &) = delete;
  WarningScope &operator=(const WarningScope &) = delete;

private:
  WarningSink previous_;
};

// Hands a warning to the installed sink (none: dropped).
void warn(int code, const std::string &text);

} // namespace tlacore::eval
