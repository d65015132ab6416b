// An EXCEPT whose path leaves the value: TLC's Tool.evalAppl (OPCODE_exc)
// asks result.select(lhs) for the value at the path and, when there is none,
// leaves the value as it is without evaluating the new value, and warns
// MP.printWarning(EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD, args[0]):
// "The EXCEPT was applied to non-existing fields of the value at\n<place of
// the EXCEPT's function>". MP.printWarning prints a message unless the run
// printed that very message before; outside -tool, MP.getMessage appends
// "(Use the -nowarning option to disable this warning.)" while nothing was
// printed yet, so the first warning of a run is printed with it, the same
// warning met again once more without it, and never after (TLC 1.8.0's
// outputs in ../shared/reference/eval-oracle: E02538, E02935). Enumerated
// over the values a path can leave (a function, a tuple, a record, the second
// step of a nested path, a function TLC keeps lazy), where it is met (ASSUME,
// Init, Next), two pairs of one EXCEPT, a warning met in many states, -tool,
// -nowarning, and the history shared with other warnings (a symmetry set
// too small, an UNCHANGED variable changed).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const std::string kSuffix = "\n(Use the -nowarning option to disable this warning.)";

long count(const std::string &out, const std::string &what) {
  long n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1))
    ++n;
  return n;
}

std::string warning(const std::string &place) {
  return "Warning: The EXCEPT was applied to non-existing fields of the value at\n" + place;
}

clirun::Result runSpec(const std::string &name, const std::string &body, const std::string &cfg,
                       const std::string &flags = "") {
  clirun::SpecDir d({{name + ".tla", "---- MODULE " + name + " ----\n" + body + "====\n"}, {name + ".cfg", cfg}});
  return d.run("tlc -workers 1 " + flags + " " + name + ".tla");
}

// Constant EXCEPTs in ASSUMEs, one per kind of value the path leaves.
TEST(TlcExceptUnknownFieldWarning, EveryKindOfValueAtTheFunctionsPlace) {
  struct Case {
    std::string expr; // on line 3, from column 15
    std::string value;
    std::string place;
  };
  const std::vector<Case> cases = {
      // A function outside its domain.
      {"[[i \\in 1..2 |-> i] EXCEPT ![3] = 0]", "<<1, 2>>", "line 3, col 16 to line 3, col 33 of module A"},
      // A tuple past its end, and below 1.
      {"[<<4, 5>> EXCEPT ![0] = 7]", "<<4, 5>>", "line 3, col 16 to line 3, col 23 of module A"},
      // A record without the field.
      {"[[a |-> 1] EXCEPT !.b = 2]", "[a |-> 1]", "line 3, col 16 to line 3, col 24 of module A"},
      // The second step of a nested path.
      {"[[i \\in 1..2 |-> <<i>>] EXCEPT ![1][7] = 0]", "<<<<1>>, <<2>>>>",
       "line 3, col 16 to line 3, col 37 of module A"},
      // A function TLC keeps lazy (FcnLambdaValue over Nat): -1 is not in its domain.
      {"[[n \\in Nat |-> n] EXCEPT ![-1] = 0][2]", "2", "line 3, col 16 to line 3, col 32 of module A"},
      // A parenthesised function: TLC places the node inside the parentheses
      // (eval-oracle E02991 `[(10 :> -2) EXCEPT ![7] = @]`: col 37 to col 44).
      {"[((<<4, 5>>)) EXCEPT ![0] = 7]", "<<4, 5>>", "line 3, col 18 to line 3, col 25 of module A"},
      {"[(1 :> 2 @@ 3 :> 4) EXCEPT ![5] = @]", "(1 :> 2 @@ 3 :> 4)", "line 3, col 17 to line 3, col 32 of module A"},
      // The new value is not evaluated.
      {"[[i \\in 1..2 |-> i] EXCEPT ![5] = 1 \\div 0]", "<<1, 2>>", "line 3, col 16 to line 3, col 33 of module A"},
  };
  for (const Case &c : cases) {
    clirun::Result r = runSpec("A", "EXTENDS Integers, TLC\nASSUME PrintT(" + c.expr + ")\n", "");
    EXPECT_EQ(r.rc, 0) << c.expr << "\n" << r.out;
    EXPECT_EQ(count(r.out, warning(c.place) + kSuffix + "\n" + c.value + "\n"), 1) << c.expr << "\n" << r.out;
    // -nowarning: none.
    clirun::Result quiet = runSpec("A", "EXTENDS Integers, TLC\nASSUME PrintT(" + c.expr + ")\n", "", "-nowarning");
    EXPECT_EQ(count(quiet.out, "non-existing fields"), 0) << c.expr << "\n" << quiet.out;
  }
  // A path inside the value: no warning.
  clirun::Result inside = runSpec("A", "EXTENDS Integers, TLC\nASSUME PrintT([<<4, 5>> EXCEPT ![2] = 7])\n", "");
  EXPECT_EQ(count(inside.out, "non-existing fields"), 0) << inside.out;
  EXPECT_NE(inside.out.find("<<4, 7>>"), std::string::npos) << inside.out;
}

TEST(TlcExceptUnknownFieldWarning, TwoPairsPrintTheSameWarningTwice) {
  // As TLC's E02935: the second message lacks the suffix, so it is another message.
  clirun::Result r = runSpec("B", "EXTENDS Integers, TLC\nASSUME PrintT([<<4, -3, 9>> EXCEPT ![8] = @ - 1, ![10] = @ * 3])\n",
                             "");
  EXPECT_EQ(r.rc, 0) << r.out;
  const std::string w = warning("line 3, col 16 to line 3, col 27 of module B");
  EXPECT_NE(r.out.find(w + kSuffix + "\n" + w + "\n<<4, -3, 9>>\n"), std::string::npos) << r.out;
  EXPECT_EQ(count(r.out, w), 2) << r.out;
}

TEST(TlcExceptUnknownFieldWarning, MetInManyStatesTwiceOutsideToolOnceInTool) {
  // Next's EXCEPT leaves f in every state; Init's in the initial state.
  const std::string body = "EXTENDS Naturals\nVARIABLES x, f\n"
                           "Init == x = 0 /\\ f = [[i \\in 1..2 |-> 0] EXCEPT ![9] = 1]\n"
                           "Next == x < 3 /\\ x' = x + 1 /\\ f' = [f EXCEPT ![x + 5] = x]\n";
  const std::string cfg = "INIT Init\nNEXT Next\n";
  clirun::Result r = runSpec("C", body, cfg, "-deadlock");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("4 states generated, 4 distinct states found"), std::string::npos) << r.out;
  const std::string init = warning("line 4, col 23 to line 4, col 40 of module C");
  const std::string next = warning("line 5, col 38 to line 5, col 38 of module C");
  EXPECT_EQ(count(r.out, init + kSuffix + "\n"), 1) << r.out;
  EXPECT_EQ(count(r.out, init), 1) << r.out; // met once
  EXPECT_EQ(count(r.out, next + "\n"), 1) << r.out; // after the first warning: no suffix, once
  EXPECT_EQ(count(r.out, kSuffix), 1) << r.out;
  clirun::Result tool = runSpec("C", body, cfg, "-deadlock -tool");
  EXPECT_EQ(tool.rc, 0) << tool.out;
  EXPECT_EQ(count(tool.out, "@!@!@STARTMSG 2144:3 @!@!@\n" + init.substr(9) + "\n@!@!@ENDMSG 2144 @!@!@\n"), 1)
      << tool.out;
  EXPECT_EQ(count(tool.out, "@!@!@STARTMSG 2144:3 @!@!@\n" + next.substr(9) + "\n@!@!@ENDMSG 2144 @!@!@\n"), 1)
      << tool.out;
  EXPECT_EQ(count(tool.out, "nowarning"), 0) << tool.out;

  // The same EXCEPT in every state, the run's first warning: twice, once with the suffix.
  const std::string every = "EXTENDS Naturals\nVARIABLES x\nInit == x = 0\n"
                            "Next == x < 3 /\\ x' = [<<x>> EXCEPT ![2] = 0][1] + 1\n";
  clirun::Result e = runSpec("D", every, cfg, "-deadlock");
  EXPECT_EQ(e.rc, 0) << e.out;
  const std::string w = warning("line 5, col 24 to line 5, col 28 of module D");
  EXPECT_EQ(count(e.out, w + kSuffix + "\n"), 1) << e.out;
  EXPECT_EQ(count(e.out, w), 2) << e.out;
  // Two workers share the history.
  clirun::Result two = runSpec("D", every, cfg, "-deadlock -workers 2");
  EXPECT_EQ(count(two.out, w), 2) << two.out;
}

TEST(TlcExceptUnknownFieldWarning, OneHistoryWithTheRunsOtherWarnings) {
  // The symmetry warning comes first and carries the suffix; the EXCEPT's has none.
  const std::string sym = "EXTENDS Naturals, TLC\nCONSTANT P\nVARIABLES x\nSym == Permutations(P)\n"
                          "Init == x = [<<1>> EXCEPT ![2] = 0]\nNext == UNCHANGED x\n";
  clirun::Result s = runSpec("E", sym, "CONSTANT P = {p1}\nINIT Init\nNEXT Next\nSYMMETRY Sym\n");
  EXPECT_EQ(s.rc, 0) << s.out;
  EXPECT_NE(s.out.find("Warning: The set P has been defined to be a symmetry set but contains less than two "
                       "elements." +
                       kSuffix + "\n"),
            std::string::npos)
      << s.out;
  EXPECT_EQ(count(s.out, warning("line 6, col 14 to line 6, col 18 of module E") + "\n"), 1) << s.out;
  EXPECT_EQ(count(s.out, kSuffix), 1) << s.out;

  // An UNCHANGED variable changed first (Next), then the EXCEPT (the invariant).
  const std::string unch = "EXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                           "Next == \\/ x' = 1 /\\ UNCHANGED x /\\ y' = y\n        \\/ UNCHANGED <<x, y>>\n"
                           "Inv == [<<x>> EXCEPT ![3] = 1] = <<x>>\n";
  clirun::Result u = runSpec("F", unch, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(u.rc, 0) << u.out;
  // TLC checks the invariant on the initial state before it explores it: the EXCEPT's warning comes first.
  EXPECT_EQ(count(u.out, warning("line 7, col 9 to line 7, col 13 of module F") + kSuffix + "\n"), 1) << u.out;
  EXPECT_EQ(count(u.out, "Warning: The variable x was changed while it is specified as UNCHANGED at\nline 5, col 32 "
                         "to line 5, col 32 of module F\n"),
            1)
      << u.out;
  EXPECT_EQ(count(u.out, kSuffix), 1) << u.out;
}

} // namespace
