// Entry point of the syntax front end: text of one .tla file -> AST.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "ast/ast.h"
#include "diagnostic_engine.h"
#include "source_manager.h"

namespace tlacore {

struct ParseOptions {
  // Inputs larger than this are rejected with err_input_too_large.
  size_t maxInputBytes = 64u << 20;
  // Nesting allowed before err_nesting_too_deep, both while parsing (open
  // brackets, lists, IF/LET/CASE, binders and their bodies) and in the AST
  // (an upper bound on each expression tree's height, operator chains
  // included). The parser then gives no module, so later recursive passes
  // never see a tree deeper than this. Corpus specs need at most ~40.
  size_t maxNesting = 2000;
  // Skip the hand-written fast front end (parser/fast) and parse with ANTLR
  // only; the two give the same AST (tests/parser/fast_parser_test).
  bool forceAntlr = false;
};

struct ParsedModule {
  std::unique_ptr<ast::AstContext> context;
  // The outermost module; null when no module could be read at all. When
  // there were syntax errors it holds the units that parsed (complete == false).
  ast::Module *module = nullptr;
  FileId file = 0;
  size_t syntaxErrors = 0;
  // The distinct images of the module's tokens in the order they first
  // appear, up to the `====` that ends the outermost module, string literals
  // excluded (a repeated image would change nothing below). SANY
  // interns each token image as it builds the syntax tree, and TLC orders
  // strings by that interning order (see checker/value/string_table.h).
  std::vector<std::string_view> tokenImages;
  // The distinct string literals, decoded, in the order they first appear. A string
  // token's image keeps its quotes; SANY interns the string itself only
  // when semantic analysis builds its StringNode, after every file is parsed.
  std::vector<std::string_view> stringLiterals;
  // Which front end built the module: the fast one, or ANTLR after the fast
  // one gave up for `fastPathMiss` (null when the fast one was not tried).
  bool parsedFast = false;
  const char *fastPathMiss = nullptr;
};

// Parses the buffer `file` of `sm`. Diagnostics go to `diags`. Never throws.
ParsedModule parseModule(SourceManager &sm, FileId file, DiagnosticEngine &diags,
                         const ParseOptions &options = {});

} // namespace tlacore
