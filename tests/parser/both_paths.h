// BothPaths: one text parsed by the fast front end (parser/fast) and by the ANTLR front end alone, and
// what differs between the two results (diagnostics, AST dump, token images, string literals).
#pragma once

#include <string>

#include "ast/ast_dump.h"
#include "parser_test_util.h"

namespace tlacore::test {

struct BothPaths {
  explicit BothPaths(const std::string &text, const std::string &name = "Test.tla")
      : fast(text, name), antlr(text, name, antlrOnly()) {}
  static ParseOptions antlrOnly() {
    ParseOptions o;
    o.forceAntlr = true;
    return o;
  }
  // Empty when the two agree; otherwise what differs.
  std::string difference() const {
    if (fast.summary() != antlr.summary())
      return "diagnostics differ:\nfast:\n" + fast.summary() + "antlr:\n" + antlr.summary();
    if (!fast.module() != !antlr.module())
      return "one path gave no module";
    if (fast.module()) {
      std::string a = ast::dumpModule(*fast.module()), b = ast::dumpModule(*antlr.module());
      if (a != b) {
        size_t i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i])
          ++i;
        size_t from = a.rfind('\n', i) == std::string::npos ? 0 : a.rfind('\n', i);
        return "AST dumps differ at:\nfast:  " + a.substr(from, 300) + "\nantlr: " + b.substr(from, 300);
      }
    }
    if (fast.result().tokenImages != antlr.result().tokenImages)
      return "token images differ";
    if (fast.result().stringLiterals != antlr.result().stringLiterals)
      return "string literals differ";
    return {};
  }
  ParseRun fast;
  ParseRun antlr;
};

} // namespace tlacore::test
