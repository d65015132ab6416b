// TLC's message framing.
#include "tlc_output.h"

#include <string>

namespace tlacore::engine {

void TlcOutput::message(int code, MsgClass cls, std::string_view text) {
  switch (mode_) {
  case Mode::Silent:
    return;
  case Mode::Tool:
    sink_.write("@!@!@STARTMSG " + std::to_string(code) + ':' + std::to_string(static_cast<int>(cls)) +
                " @!@!@\n" + std::string(text) + "\n@!@!@ENDMSG " + std::to_string(code) + " @!@!@\n");
    return;
  case Mode::Plain: {
    std::string line = cls == MsgClass::Error ? "Error: " : cls == MsgClass::Warning ? "Warning: " : "";
    sink_.write(line + std::string(text) + '\n');
    return;
  }
  }
}

void TlcOutput::raw(std::string_view text) {
  if (mode_ != Mode::Silent)
    sink_.write(text);
}

void TlcOutput::traceState(int64_t number, std::string_view label, std::string_view variables) {
  std::string text = (mode_ == Mode::Tool ? "" : "State ") + std::to_string(number) + ": " + std::string(label) + "\n" +
                     std::string(variables);
  message(ec::TlcStateTrace, MsgClass::State, text);
}

void TlcOutput::unlabelledTraceState(int64_t number, std::string_view variables) {
  std::string text = (mode_ == Mode::Tool ? "" : "State ") + std::to_string(number) + ":\n" + std::string(variables);
  message(ec::TlcStatePrint1, MsgClass::State, text);
}

void TlcOutput::stuttering(int64_t number) {
  std::string text = (mode_ == Mode::Tool ? "" : "State ") + std::to_string(number) + ": Stuttering";
  message(ec::TlcStutteringState, MsgClass::State, text);
}

} // namespace tlacore::engine
