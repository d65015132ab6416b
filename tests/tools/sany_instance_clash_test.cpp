// `tlacore sany` on a definition an unnamed INSTANCE brings in under a name already visible: SANY's
// Generator.generateInstance makes a new OpDefNode at the INSTANCE statement, and SymbolTable.addSymbol
// reports another kind or arity as an error ("Multiply-defined symbol"), the same kind and arity as a
// warning ("Multiple declarations or definitions") unless both are originally defined in the same
// module (the instantiating module itself when the instantiated one has parameters); a definition the
// parameterized module has from a parameter-free one is taken over without addSymbol.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

// SANY's location of `text` (on one line) in module `module` whose file is `file`.
std::string loc(const std::string &module, const std::string &file, const std::string &text) {
  size_t at = file.find(text);
  if (at == std::string::npos)
    return "<" + text + " not found>";
  size_t lineStart = file.rfind('\n', at);
  lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
  int line = 1;
  for (size_t i = 0; i < at; ++i)
    line += file[i] == '\n';
  size_t col = at - lineStart + 1;
  return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
         ", col " + std::to_string(col + text.size() - 1) + " of module " + module;
}

struct Case {
  std::string name;    // what the case shows
  std::string e, n, m; // modules E (extended by M), N (instantiated by M) and M's body
  std::string prevModule, prevText, instText, symbol;
  int want;            // 0 silent, 1 warning, 2 error
};

std::string mod(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

TEST(SanyInstanceClash, KindArityAndOriginDecide) {
  const std::string p = mod("P", "F(x) == x");
  const Case cases[] = {
      {"same arity, visible one from EXTENDS, N parameter-free", "F(a) == a", "F(b) == b", "EXTENDS E\nINSTANCE N",
       "E", "F(a) == a", "INSTANCE N", "F", 1},
      {"same arity, visible one from EXTENDS, N with a constant", "F(a) == a", "CONSTANT C\nF(b) == b",
       "EXTENDS E\nINSTANCE N WITH C <- 1", "E", "F(a) == a", "INSTANCE N WITH C <- 1", "F", 1},
      {"same arity, defined in M, N with a constant (both M's)", "G == 0", "CONSTANT C\nF(b) == b",
       "EXTENDS E\nF(a) == a\nINSTANCE N WITH C <- 1", "M", "F(a) == a", "INSTANCE N WITH C <- 1", "F", 0},
      {"same arity, defined in M, N parameter-free", "G == 0", "F(b) == b", "EXTENDS E\nF(a) == a\nINSTANCE N", "M",
       "F(a) == a", "INSTANCE N", "F", 1},
      {"another arity", "F(a, c) == a", "F(b) == b", "EXTENDS E\nINSTANCE N", "E", "F(a, c) == a", "INSTANCE N", "F",
       2},
      {"a constant of M", "G == 0", "F == 1", "EXTENDS E\nCONSTANT F\nINSTANCE N", "M", "F", "INSTANCE N", "F", 2},
      {"N's definition from parameter-free P", "G == 0", "EXTENDS P\nCONSTANT C",
       "EXTENDS E\nF(y) == y\nINSTANCE N WITH C <- 1", "M", "F(y) == y", "INSTANCE N WITH C <- 1", "F", 0},
      {"N's own named instance (not brought in)", "G == 0", "F == INSTANCE P", "EXTENDS E\nCONSTANT F\nINSTANCE N",
       "M", "F", "INSTANCE N", "F", 0},
  };
  for (const Case &c : cases) {
    std::string m = mod("M", c.m);
    std::string e = mod("E", c.e);
    clirun::SpecDir dir({{"P.tla", p}, {"E.tla", e}, {"N.tla", mod("N", c.n)}, {"M.tla", m}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    std::string prev = loc(c.prevModule, c.prevModule == "E" ? e : m, c.prevText);
    std::string at = loc("M", m, c.instText);
    if (c.want == 0) {
      EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
      EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << c.name << "\n" << r.out;
    } else if (c.want == 1) {
      EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
      std::string want = "*** Warnings: 1\n\n" + at + "\n\nMultiple declarations or definitions for symbol " + c.symbol +
                         ".  \nThis duplicates the one at " + prev + ".\n";
      EXPECT_NE(r.out.find(want), std::string::npos) << c.name << "\nwant:\n" << want << "\ngot:\n" << r.out;
    } else {
      EXPECT_EQ(r.rc, 4) << c.name << "\n" << r.out;
      std::string want = "*** Errors: 1\n\n" + at + "\n\nMultiply-defined symbol '" + c.symbol +
                         "': this definition or declaration conflicts \nwith the one at " + prev + ".\n";
      EXPECT_NE(r.out.find(want), std::string::npos) << c.name << "\nwant:\n" << want << "\ngot:\n" << r.out;
    }
  }
}

} // namespace
