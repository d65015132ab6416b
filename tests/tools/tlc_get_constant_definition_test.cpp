// TLCGet read inside a definition without parameters that SANY finds
// constant-level: TLC's override of TLCGet is an EvaluatingValue with minLevel
// 1 (TLCGetSet.TLCGetEval's @Evaluation), so getLevelBound gives the
// definition level 1 (SymbolNodeValueLookupProvider.getLevelBoundAppl) and
// SpecProcessor.processConstantDefns neither evaluates it at start-up nor keeps
// a value for it: every use evaluates TLCGet afresh, as if written inline.
// Enumerated: every TLCGet key ("level", "distinct", "diameter", "queue",
// "duration", "config", "stats", "spec", "revision", a register) in a
// definition used from Init and from an invariant, against the same spec
// with TLCGet written inline; a printing definition reading TLCGet that
// nothing uses prints nothing (it is not evaluated at start-up).
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

// The spec with `use` standing for the value read (D, or the TLCGet itself).
std::string spec(const std::string &key, const std::string &use) {
  return "---- MODULE G ----\nEXTENDS Naturals, TLC\nVARIABLE x\n"
         "D == TLCGet(" + key + ")\n"
         "Unused == PrintT(<<\"start-up\", TLCGet(" + key + ")>>)\n"
         "Init == TLCSet(1, 7) /\\ x = 0 /\\ PrintT(<<\"init\", " + use + ">>)\n"
         "Next == x < 2 /\\ x' = x + 1\n"
         "Inv == PrintT(<<\"inv\", x, " + use + ">>)\n====\n";
}

// What Print wrote, in order (values may span lines): the output from the
// initial states to the end of the search, without the lines naming a time.
std::string printed(const std::string &out) {
  size_t at = out.find("Computing initial states...");
  if (at == std::string::npos)
    return "";
  at = out.find('\n', at) + 1;
  std::string lines;
  while (at < out.size()) {
    size_t end = out.find('\n', at);
    if (end == std::string::npos)
      end = out.size();
    std::string line = out.substr(at, end - at);
    if (line.rfind("Model checking completed", 0) == 0)
      break;
    if (line.rfind("Finished computing initial states", 0) != 0)
      lines += line + "\n";
    at = end + 1;
  }
  return lines;
}

// How many values Print wrote.
long values(const std::string &lines) {
  long n = lines.rfind("<<", 0) == 0 ? 1 : 0;
  for (size_t at = lines.find("\n<<"); at != std::string::npos; at = lines.find("\n<<", at + 1))
    ++n;
  return n;
}

TEST(TlcGetConstantDefinition, EveryKeyIsReadAtEachUseAsIfInline) {
  struct Key {
    const char *key;
    const char *viaDefinition; // what the spec prints of D
    const char *inline_;       // the same of TLCGet written inline
  };
  const Key keys[] = {
      {"\"level\"", "D", "TLCGet(\"level\")"},
      {"\"distinct\"", "D", "TLCGet(\"distinct\")"},
      {"\"diameter\"", "D", "TLCGet(\"diameter\")"},
      {"\"queue\"", "D", "TLCGet(\"queue\")"},
      {"\"duration\"", "D \\in Nat", "TLCGet(\"duration\") \\in Nat"},
      {"\"config\"", "D", "TLCGet(\"config\")"},
      {"\"stats\"", "[D EXCEPT !.duration = 0]", "[TLCGet(\"stats\") EXCEPT !.duration = 0]"},
      {"\"spec\"", "D", "TLCGet(\"spec\")"},
      {"\"revision\"", "D", "TLCGet(\"revision\")"},
      {"1", "D", "TLCGet(1)"},
  };
  for (const Key &k : keys) {
    SCOPED_TRACE(k.key);
    const std::string cfg = "INIT Init\nNEXT Next\nINVARIANT Inv\n", args = "-deadlock -seed 1";
    tlcmodel::TlcRun viaDefinition = tlcmodel::tlc({{"G.tla", spec(k.key, k.viaDefinition)}}, "G.tla", cfg, args);
    tlcmodel::TlcRun inlined = tlcmodel::tlc({{"G.tla", spec(k.key, k.inline_)}}, "G.tla", cfg, args);
    EXPECT_EQ(viaDefinition.exit, inlined.exit) << viaDefinition.out << "\n" << inlined.out;
    EXPECT_EQ(viaDefinition.out.find("start-up"), std::string::npos) << viaDefinition.out;
    if (inlined.exit != 0) // a key tlacore's TLCGet does not know: the same error either way
      continue;
    EXPECT_EQ(viaDefinition.distinct, "3") << viaDefinition.out;
    EXPECT_EQ(printed(viaDefinition.out), printed(inlined.out)) << viaDefinition.out << "\n" << inlined.out;
    EXPECT_GE(values(printed(viaDefinition.out)), 2) << viaDefinition.out; // from Init and the invariant
  }
}

// "level" in particular, TLC's values: 0 in Init (EvalControl.Init), the
// state's level in the invariant (1 for the initial state).
TEST(TlcGetConstantDefinition, LevelIsTheLevelOfTheStateAtHand) {
  tlcmodel::TlcRun r = tlcmodel::tlc({{"G.tla", spec("\"level\"", "D")}}, "G.tla",
                                     "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(printed(r.out), "<<\"init\", 0>>\n<<\"inv\", 0, 1>>\n<<\"inv\", 1, 2>>\n<<\"inv\", 2, 3>>\n") << r.out;
}

} // namespace
