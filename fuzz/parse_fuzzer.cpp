// libFuzzer target: parseModule on arbitrary bytes must never crash, hang or
// trip a sanitizer; and where the fast front end (parser/fast) takes a module,
// the ANTLR front end must give the same AST, token texts and diagnostics
// (a difference aborts).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ast/ast_dump.h"
#include "diagnostic_renderer.h"
#include "parse_module.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string input(reinterpret_cast<const char *>(data), size);
  tlacore::SourceManager sm;
  tlacore::DiagnosticEngine diags;
  tlacore::FileId file = sm.addBuffer("fuzz.tla", input);
  tlacore::ParsedModule parsed = tlacore::parseModule(sm, file, diags);
  // Rendering maps every diagnostic range back to line:col and source text,
  // which catches locations that point outside the buffer.
  std::string text = tlacore::renderText(sm, diags.diagnostics());
  std::string json = tlacore::renderJson(sm, diags.diagnostics());
  if (!parsed.parsedFast)
    return 0;
  tlacore::SourceManager sm2;
  tlacore::DiagnosticEngine diags2;
  tlacore::FileId file2 = sm2.addBuffer("fuzz.tla", input);
  tlacore::ParseOptions antlrOnly;
  antlrOnly.forceAntlr = true;
  tlacore::ParsedModule reference = tlacore::parseModule(sm2, file2, diags2, antlrOnly);
  bool same = text == tlacore::renderText(sm2, diags2.diagnostics()) && !parsed.module == !reference.module &&
              parsed.tokenImages == reference.tokenImages && parsed.stringLiterals == reference.stringLiterals &&
              (!parsed.module ||
               tlacore::ast::dumpModule(*parsed.module) == tlacore::ast::dumpModule(*reference.module));
  if (!same) {
    std::fprintf(stderr, "fast and ANTLR front ends differ\n");
    std::abort();
  }
  return 0;
}
