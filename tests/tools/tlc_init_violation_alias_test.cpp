// An initial state that violates an invariant or a PROPERTY's initial
// predicate is printed through the ALIAS: ModelChecker.DoInitFunctor (BFS,
// -continue too) and DFIDModelChecker.doInit print
// MP.printError(TLC_INVARIANT_VIOLATED_INITIAL / TLC_PROPERTY_VIOLATED_INITIAL,
// {name, tool.evalAlias(state, state).toString()}): the ALIAS is evaluated
// (what it prints comes) before the message; a record's fields are printed
// in place of the variables; an ALIAS that fails to evaluate or is not a
// record leaves the state as it is (Tool.evalAlias falls back to it).
// Enumerated over the ALIAS kinds, the two violations, BFS with 1 and 2
// workers, -continue and -dfid.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE V ----
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x \in 1..3 /\ y = 0
Next == UNCHANGED <<x, y>>
Inv == x # 2
Prop == x # 2 /\ [][TRUE]_<<x, y>>
Printing == [x |-> x, p |-> PrintT(<<"alias", x>>)]
Other == [q |-> 7, x |-> x * 10]
Failing == [x |-> 1 \div 0]
NotRecord == <<x, y>>
====
)";

TEST(TlcInitViolationAlias, TheViolatingInitialStateIsPrintedThroughTheAlias) {
  struct Alias {
    const char *name;    // none: no ALIAS
    const char *printed; // what evaluating it prints
    const char *state;   // the state's lines in the message
  };
  const Alias aliases[] = {
      {"", "", "/\\ x = 2\n/\\ y = 0\n"},
      {"Printing", "<<\"alias\", 2>>\n", "/\\ x = 2\n/\\ p = TRUE\n"},
      {"Other", "", "/\\ q = 7\n/\\ x = 20\n"},
      {"Failing", "", "/\\ x = 2\n/\\ y = 0\n"},
      {"NotRecord", "", "/\\ x = 2\n/\\ y = 0\n"},
  };
  struct Violation {
    const char *cfg, *message;
  };
  const Violation violations[] = {
      {"INVARIANT Inv\n", "Error: Invariant Inv is violated by the initial state:\n"},
      {"PROPERTY Prop\n",
       "Error: Property line 7, col 9 to line 7, col 13 of module V is violated by the initial state:\n"},
  };
  for (const Alias &a : aliases)
    for (const Violation &v : violations) {
      std::string cfg = std::string("INIT Init\nNEXT Next\n") + v.cfg;
      if (*a.name)
        cfg += std::string("ALIAS ") + a.name + "\n";
      clirun::SpecDir dir({{"V.tla", kSpec}, {"V.cfg", cfg}});
      for (const char *mode : {"-workers 1", "-workers 2", "-workers 1 -continue", "-workers 1 -dfid 3"}) {
        clirun::Result r = dir.run(std::string("tlc ") + mode + " V.tla");
        const std::string what = std::string(a.name) + ", " + v.cfg + mode + "\n" + r.out;
        EXPECT_NE(r.out.find(std::string(a.printed) + v.message + a.state + "\n"), std::string::npos) << what;
      }
    }
}

} // namespace
