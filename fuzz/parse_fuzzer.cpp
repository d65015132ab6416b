// libFuzzer target: parseModule on arbitrary bytes must never crash, hang or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string>

#include "diagnostic_renderer.h"
#include "parse_module.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  tlacore::SourceManager sm;
  tlacore::DiagnosticEngine diags;
  tlacore::FileId file = sm.addBuffer("fuzz.tla", std::string(reinterpret_cast<const char *>(data), size));
  tlacore::ParsedModule parsed = tlacore::parseModule(sm, file, diags);
  // Rendering maps every diagnostic range back to line:col and source text,
  // which catches locations that point outside the buffer.
  std::string text = tlacore::renderText(sm, diags.diagnostics());
  std::string json = tlacore::renderJson(sm, diags.diagnostics());
  (void)parsed;
  (void)text;
  (void)json;
  return 0;
}
