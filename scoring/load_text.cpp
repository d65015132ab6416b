// Reading model files with universal newlines; a load failure in one line.
#include "load_text.h"

#include <fstream>
#include <sstream>

namespace tlacore::scoring {

bool readText(const std::string &path, std::string &text) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string raw = ss.str();
  text.clear();
  text.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\r') {
      text += '\n';
      if (i + 1 < raw.size() && raw[i + 1] == '\n')
        ++i;
    } else {
      text += raw[i];
    }
  }
  return true;
}

std::string loadFailureReason(const engine::LoadResult &load) {
  switch (load.status) {
  case engine::LoadStatus::Ok:
    return "";
  case engine::LoadStatus::SpecError: {
    if (load.model) {
      for (const Diagnostic &d : load.model->specDiagnostics().diagnostics()) {
        if (d.severity != Severity::Error)
          continue;
        PresumedLoc at = load.model->sources().presumed(d.range.begin);
        std::string where = at.valid() ? std::string(at.fileName) + ":" + std::to_string(at.line) + ":" +
                                             std::to_string(at.column) + ": "
                                       : "";
        return "the model does not parse (TLC: exit 150): " + where + d.message;
      }
    }
    return "the model does not parse (TLC: exit 150)";
  }
  case engine::LoadStatus::ConfigError: {
    std::string text = load.configErrorText();
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    return "the cfg does not fit the model (TLC: exit 151): " + text;
  }
  case engine::LoadStatus::NumberTooBig:
    return "the model has a numeral above TLC's integers (" + load.tooBigNumeral + ", TLC: exit 255)";
  case engine::LoadStatus::OutOfMemory: return "memory ran out while loading the model (TLC: exit 153)";
  }
  return "";
}

const eval::RunIo &quietIo() {
  static const eval::RunIo quiet = [] {
    eval::RunIo io;
    io.print = [](std::string_view) {};
    return io;
  }();
  return quiet;
}

} // namespace tlacore::scoring
