// readCfgAsTlc: TLC 1.8.0's ModelConfig.parse step by step: its verdict on a cfg, its exception text, its reading.
#pragma once

#include <string>

#include "model_config.h"
#include "source_manager.h"

namespace tlacore {

// What TLC's ModelConfig.parse makes of a cfg. TLC reads any token after a
// keyword as a name and any token in a value position as a model value
// (`INVARIANT 3`, `C = CONSTANT`, `C = <<`): those fail later, as names not
// defined or values that do not fit. It throws a ConfigFileException
// (tlc2.tool.EC.CFG_*), and on a few inputs a Java exception of its own: a
// NullPointerException where it compares the image of the token a lexical
// error left (`C = ;`), a NumberFormatException for a numeral
// Integer.parseInt refuses (`C = 3000000000`, `C = \h1F`).
struct TlcCfgReading {
  bool parsed = false;
  std::string exceptionClass;   // when not parsed: the Java class TLC names ("": no verdict, sets nested too deep)
  std::string exceptionMessage; // its getMessage()
  ModelConfig config;           // when parsed: what TLC read
};

TlcCfgReading readCfgAsTlc(const SourceManager &sm, FileId file);

} // namespace tlacore
