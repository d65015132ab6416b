// [n \in S |-> e] over a finite S that TLC does not hold as a Reducible value: Tool's OPCODE_fc
// (and nrfs) builds the function at once only when every bound's set is an IntervalValue or a
// SetEnumValue (`isFcnRcd = isFcnRcd && (dvals[i] instanceof Reducible)`); over SUBSET S, S \X T,
// [S -> T], a record set or a filter over one of them (a SetPredValue) it keeps the
// FcnLambdaValue. So an error e raises at an element nobody applies the function to stays
// unraised: the function is applied one argument at a time (FcnLambdaValue.apply), asked its
// DOMAIN, EXCEPTed and printed (toString builds it, fails, and prints it unbuilt); only what
// builds it (toFcnRcd: equals, compareTo, fingerPrint) meets e's error. Over a set written out or
// an interval (the control rows) OPCODE_fc builds it where it is written and fails there.
// A set {g, g} of one lazy function twice: TLC's SetEnumValue keeps both until it is
// normalized, whose sort compares them (FcnLambdaValue.compareTo builds g).
// Class test: finite domains (5 not Reducible, 2 Reducible) x containers x operations.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

const char *kHeader = "---- MODULE G ----\nEXTENDS Naturals, Sequences, TLC\n"
                      "Id(x) == x\nSub == SUBSET {1, 2}\n";
const int kFirstLine = 5; // the line of the first ASSUME

struct Domain {
  const char *set;       // S
  const char *arg;       // a member of S at which e is fine
  const char *bad;       // the member of S at which e fails
  bool reducible;        // TLC builds the function at once
};

const Domain kDomains[] = {
    {"SUBSET {1, 2}", "{1}", "{}", false},
    {"Sub", "{2}", "{}", false},
    {"{1, 2} \\X {3}", "<<1, 3>>", "<<2, 3>>", false},
    {"[{1, 2} -> {0, 1}]", "<<0, 0>>", "<<1, 1>>", false},
    {"[a : {1, 2}]", "[a |-> 1]", "[a |-> 2]", false},
    {"{s \\in SUBSET {1, 2} : TRUE}", "{1}", "{}", false},
    {"{{}, {1}, {2}}", "{1}", "{}", true},
    {"{s \\in {{}, {1}, {2}} : TRUE}", "{1}", "{}", true},
};

// The function: e fails at `bad` (TLC's "The second argument of \div is 0.").
std::string fcn(const Domain &d) {
  return std::string("[n \\in ") + d.set + " |-> IF n = " + d.bad + " THEN 1 \\div 0 ELSE <<n>>]";
}

// Where the function goes as a value (f: its text), and is taken out of again.
std::vector<std::string> containers(const std::string &f) {
  return {
      "<<" + f + ">>[1]",
      "[fld |-> " + f + "].fld",
      "Id(" + f + ")",
      "(LET g == " + f + " IN g)",
      "(IF TRUE THEN " + f + " ELSE 0)",
      "(CHOOSE g \\in {" + f + "} : TRUE)",
      "Head(<<" + f + ">>)",
  };
}

TlcRun assumeAll(const std::vector<std::string> &exprs) {
  std::string tla = kHeader;
  for (size_t i = 0; i < exprs.size(); ++i)
    tla += "ASSUME PrintT(<<" + std::to_string(i) + ", " + exprs[i] + ">>)\n";
  tla += "====\n";
  return tlcmodel::tlc({{"G.tla", tla}}, "G", "", "");
}

TlcRun assumeOne(const std::string &expr) {
  return tlcmodel::tlc({{"G.tla", std::string(kHeader) + "ASSUME PrintT(" + expr + ")\n====\n"}}, "G", "", "");
}

const char *kDivText = "The second argument of \\div is 0.\n";

// Applied where e is fine, its DOMAIN asked, EXCEPTed, passed on: no error where TLC keeps it lazy;
// over a Reducible set the function is built where it is written, and e's error raised there.
TEST(TlcLazyFunctionFiniteDomain, AppliedDomainExceptWithoutBuilding) {
  for (const Domain &d : kDomains) {
    std::vector<std::string> exprs, expected;
    std::string a = d.arg;
    for (const std::string &g : containers(fcn(d))) {
      exprs.push_back(g + "[" + a + "]");
      expected.push_back("<<" + a + ">>");
      exprs.push_back(a + " \\in DOMAIN " + g);
      expected.push_back("TRUE");
      exprs.push_back(std::string(d.bad) + " \\in DOMAIN " + g);
      expected.push_back("TRUE");
      exprs.push_back("[" + g + " EXCEPT ![" + a + "] = 7][" + a + "]");
      expected.push_back("7");
      exprs.push_back("LET h == " + g + " IN h[" + a + "]");
      expected.push_back("<<" + a + ">>");
    }
    SCOPED_TRACE(d.set);
    if (d.reducible) {
      // Built where it is written when nothing keeps it lazy: DOMAIN evaluates its operand
      // without KeepLazy (a function position, and what passes its control on -- the tuple of
      // <<f>>[1][a] -- would keep it lazy: Tool's OPCODE_fa/OPCODE_tup), so the ASSUME fails there.
      TlcRun r = assumeOne(a + " \\in DOMAIN " + fcn(d));
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
      continue;
    }
    // EXCEPT at `bad`: Tool's OPCODE_exc selects the path first (Value.select ->
    // FcnLambdaValue.select), which evaluates the body there, @ read or not: e's error.
    for (const std::string &g : containers(fcn(d))) {
      TlcRun r = assumeOne("[" + g + " EXCEPT ![" + d.bad + "] = 7][" + a + "]");
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
    }
    TlcRun r = assumeAll(exprs);
    ASSERT_EQ(r.exit, 0) << r.out.substr(0, 3000);
    for (size_t i = 0; i < exprs.size(); ++i)
      EXPECT_NE(r.out.find("\n<<" + std::to_string(i) + ", " + expected[i] + ">>\n"), std::string::npos)
          << exprs[i] << " should be " << expected[i] << "\n" << r.out.substr(0, 3000);
  }
}

// Printed: toString builds it (toFcnRcd), which fails, and prints [n \in S |-> <expression LOC>],
// S printed as PrintT prints it.
TEST(TlcLazyFunctionFiniteDomain, PrintedUnbuilt) {
  for (const Domain &d : kDomains) {
    if (d.reducible)
      continue;
    std::string f = fcn(d);
    std::string line = "ASSUME PrintT(<<1, <<" + f + ">>>>)";
    std::string tla = std::string(kHeader) + "ASSUME PrintT(<<0, " + d.set + ">>)\n" + line + "\n====\n";
    TlcRun r = tlcmodel::tlc({{"G.tla", tla}}, "G", "", "");
    SCOPED_TRACE(d.set);
    ASSERT_EQ(r.exit, 0) << r.out;
    size_t at = r.out.find("\n<<0, ");
    ASSERT_NE(at, std::string::npos) << r.out;
    size_t end = r.out.find(">>\n", at);
    std::string printedSet = r.out.substr(at + 6, end - at - 6);
    // The body IF ... ELSE <<n>> from its IF to the last >> (1-based columns on line kFirstLine + 1).
    size_t from = line.find("IF n =") + 1, to = line.find("<<n>>]") + 5;
    std::string loc = "line " + std::to_string(kFirstLine + 1) + ", col " + std::to_string(from) + " to line " +
                      std::to_string(kFirstLine + 1) + ", col " + std::to_string(to) + " of module G";
    std::string text = "<<1, <<[n \\in " + printedSet + " |-> <expression " + loc + ">]>>>>";
    EXPECT_NE(r.out.find("\n" + text + "\n"), std::string::npos) << "expected " << text << "\n" << r.out;
  }
}

// What builds it meets e's error: comparing it, fingerprinting it in a state; where it is kept lazy
// the error is raised there and not before (an ASSUME earlier on the same function passes).
TEST(TlcLazyFunctionFiniteDomain, BuildingItRaisesTheBodysError) {
  for (const Domain &d : kDomains) {
    std::string f = fcn(d);
    for (const std::string &expr : {"<<" + f + ">>[1] = <<" + f + ">>[1]", "<<" + f + ">> = <<1>>",
                                    "<<" + f + ">>[1] \\in {" + f + "}"}) {
      SCOPED_TRACE(expr);
      TlcRun r = assumeOne(expr);
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
    }
    std::string tla = "---- MODULE M ----\nEXTENDS Naturals\nVARIABLE v\nSub == SUBSET {1, 2}\nInit == v = <<" + f +
                      ">>\nNext == v' = v\n====\n";
    TlcRun r = tlcmodel::tlc({{"M.tla", tla}}, "M", "INIT Init\nNEXT Next\n");
    SCOPED_TRACE(std::string("state: ") + d.set);
    if (d.reducible) { // built in Init: an evaluation error there, not a fingerprint's
      EXPECT_EQ(r.out.find("TLC was unable to fingerprint."), std::string::npos) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
      continue;
    }
    EXPECT_EQ(r.exit, 75) << r.out;
    EXPECT_NE(r.out.find("TLC was unable to fingerprint."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
  }
}

// {g, g}: two elements until TLC normalizes the set, whose sort compares g with g and builds it;
// {g} = {g} compares g with itself. Over Nat the build fails asking Nat's size; over a finite
// domain with e failing somewhere, e's error.
TEST(TlcLazyFunctionFiniteDomain, OneLazyFunctionTwiceInASet) {
  struct Row {
    std::string def, error;
  } rows[] = {
      {"g == [n \\in Nat |-> n]", "Attempted to compute the number of elements in the overridden value Nat."},
      {"g == " + fcn(kDomains[0]), "The second argument of \\div is 0."},
  };
  for (const Row &row : rows) {
    for (const std::string &expr : {std::string("Cardinality({g, g})"), std::string("{g, g}"),
                                    std::string("{g} = {g}"), std::string("g \\in {g}"),
                                    std::string("{g} \\subseteq {g}")}) {
      SCOPED_TRACE(row.def + " / " + expr);
      std::string tla = "---- MODULE H ----\nEXTENDS Naturals, FiniteSets, TLC\n" + row.def + "\nASSUME PrintT(" +
                        expr + ")\n====\n";
      TlcRun r = tlcmodel::tlc({{"H.tla", tla}}, "H", "", "");
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find("\n" + row.error + "\n"), std::string::npos) << r.out;
    }
    // One element: nothing compared; applied, it answers.
    std::string tla = "---- MODULE H ----\nEXTENDS Naturals, FiniteSets, TLC\n" + row.def +
                      "\nASSUME PrintT(Cardinality({g}))\n====\n";
    TlcRun r = tlcmodel::tlc({{"H.tla", tla}}, "H", "", "");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_NE(r.out.find("\n1\n"), std::string::npos) << r.out;
  }
}

// A lazy function inside another value (a tuple, a record, a set, a tuple in a tuple): TLC's
// TupleValue, RecordValue and SetEnumValue compare their parts with equals/compareTo, which reach
// FcnLambdaValue's and build it, so {<<g>>} = {<<g>>} raises what building g raises, as {g} = {g}
// does; tlacore found the two outer values equal (its order puts one lazy function level with
// itself) and answered TRUE. Class: 5 containers x 6 operations x g over Nat / over a finite domain,
// and the same with a function that builds (the control: no error, TRUE or the count).
TEST(TlcLazyFunctionFiniteDomain, LazyFunctionInsideAValueCompared) {
  struct Row {
    std::string def, error; // error: empty where the function builds
  } rows[] = {
      {"g == [n \\in Nat |-> n]", "Attempted to compute the number of elements in the overridden value Nat."},
      {"g == " + fcn(kDomains[0]), "The second argument of \\div is 0."},
      {"g == [n \\in {1, 2} |-> n]", ""},
  };
  const std::vector<std::string> containers = {"<<g>>", "[a |-> g]", "{g}", "<<1, g>>", "<<<<g>>>>"};
  for (const Row &row : rows)
    for (const std::string &w : containers) {
      struct Op {
        std::string expr, printed; // printed when g builds
      } ops[] = {
          {"{" + w + "} = {" + w + "}", "TRUE"},
          {"Cardinality({" + w + ", " + w + "})", "1"},
          {w + " \\in {" + w + "}", "TRUE"},
          {"{" + w + "} \\subseteq {" + w + "}", "TRUE"},
          {"LET s == {" + w + "} IN s = s", "TRUE"},
          {w + " = " + w, "TRUE"},
      };
      for (const Op &op : ops) {
        SCOPED_TRACE(row.def + " / " + op.expr);
        std::string tla = "---- MODULE H ----\nEXTENDS Naturals, FiniteSets, TLC\nSub == SUBSET {1, 2}\n" + row.def +
                          "\nASSUME PrintT(" + op.expr + ")\n====\n";
        TlcRun r = tlcmodel::tlc({{"H.tla", tla}}, "H", "", "");
        if (row.error.empty()) {
          EXPECT_EQ(r.exit, 0) << r.out;
          EXPECT_NE(r.out.find("\n" + op.printed + "\n"), std::string::npos) << r.out;
          continue;
        }
        EXPECT_EQ(r.exit, 10) << r.out;
        EXPECT_NE(r.out.find("\n" + row.error + "\n"), std::string::npos) << r.out;
      }
    }
}

// A recursive function definition f[n \in S] == e (e names f: SANY's $RecursiveFcnSpec): OPCODE_rfs
// makes the FcnLambdaValue recursive and never builds it, whatever S is, so as a value it is applied
// one argument at a time too. A non-recursive one over an interval ($NonRecursiveFcnSpec) is built
// where it is evaluated with the plain control (<<g>> = <<g>>); processConstantDefns fails to build g
// at start-up and leaves it to its uses, so in a function position (<<g>>[1][2]) it stays lazy.
// EXCEPT at 3 selects its path first (Value.select -> FcnLambdaValue.select: the body at 3).
TEST(TlcLazyFunctionFiniteDomain, RecursiveFunctionDefinitionKeptLazy) {
  const std::string defs = "f[n \\in 1..3] == IF n = 3 THEN 1 \\div 0 ELSE IF n = 1 THEN 1 ELSE f[n - 1] + 1\n"
                           "g[n \\in 1..3] == IF n = 3 THEN 1 \\div 0 ELSE n\n";
  struct Row {
    std::string expr, printed; // printed: empty for e's error
  } rows[] = {
      {"<<f>>[1][2]", "2"},
      {"Id(f)[2]", "2"},
      {"2 \\in DOMAIN <<f>>[1]", "TRUE"},
      {"[<<f>>[1] EXCEPT ![3] = 7][3]", ""},
      {"[<<f>>[1] EXCEPT ![2] = 7][2]", "7"},
      {"<<f>> = <<f>>", ""},
      {"<<g>>[1][2]", "2"},
      {"<<g>> = <<g>>", ""},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.expr);
    std::string tla = "---- MODULE R ----\nEXTENDS Naturals, TLC\nId(x) == x\n" + defs + "ASSUME PrintT(" + row.expr +
                      ")\n====\n";
    TlcRun r = tlcmodel::tlc({{"R.tla", tla}}, "R", "", "");
    if (row.printed.empty()) {
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
      continue;
    }
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_NE(r.out.find("\n" + row.printed + "\n"), std::string::npos) << r.out;
  }
  // Printed: toString fails to build it and prints it unbuilt.
  std::string tla = "---- MODULE R ----\nEXTENDS Naturals, TLC\n" + defs + "ASSUME PrintT(<<f>>)\n====\n";
  TlcRun r = tlcmodel::tlc({{"R.tla", tla}}, "R", "", "");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_NE(r.out.find("\n<<[n \\in 1..3 |-> <expression line 3, col 18 to line 3, col 78 of module R>]>>\n"),
            std::string::npos)
      << r.out;
}

// -coverage: OPCODE_fc evaluates each bound's set once where the function is written, counted there;
// tlacore, whose attempt to build the function fails before it keeps it lazy, counts it only there
// too (not again for the lazy value's domain): Nat and SUBSET {1, 2} once per state.
TEST(TlcLazyFunctionFiniteDomain, CoverageCountsTheDomainOnce) {
  std::string inv = "Inv == /\\ <<[n \\in Nat |-> n]>>[1][x] = x\n"
                    "       /\\ <<[s \\in SUBSET {1, 2} |-> 3 \\div Cardinality(s)]>>[1][{1}] = 3\n";
  std::string tla = "---- MODULE V ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLE x\nInit == x = 0\n"
                    "Next == x' = (x + 1) % 3\n" + inv + "====\n";
  TlcRun r = tlcmodel::tlc({{"V.tla", tla}}, "V", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-coverage 1");
  ASSERT_EQ(r.exit, 0) << r.out;
  std::string block = tlcmodel::coverageBlock(r.out);
  // The sets' lines: shown only where their count differs from the node above them (3 per run).
  for (const std::string &at : {std::string("line 6, col 20 to line 6, col 22 of module V: "),
                                std::string("line 7, col 20 to line 7, col 32 of module V: ")}) {
    size_t pos = block.find(at);
    if (pos != std::string::npos)
      EXPECT_EQ(block.substr(pos + at.size(), 2), "3\n") << block;
  }
}

// A LET definition (or an operator's argument) that prints or sets a register, written around a
// value TLC keeps lazy (a FcnLambdaValue, a SetPredValue): TLC's Context holds it as a LazyValue,
// evaluated where the value's body uses it (then once), never if it does not. tlacore copies the
// bindings of such a value when it is made, and evaluated the definition then.
TEST(TlcLazyFunctionFiniteDomain, LetDefinitionThatShowsRunsWhereUsed) {
  struct Row {
    std::string assume;  // the ASSUMEs after TLCSet(1, 0)
    std::string printed; // what they print, in order
  } rows[] = {
      {"ASSUME PrintT(<<LET a == PrintT(\"v\") IN [j \\in Nat |-> j]>>[1][2])", "2\n"},
      {"ASSUME PrintT(<<LET a == PrintT(\"v\") IN [j \\in Nat |-> a]>>[1][2])", "\"v\"\nTRUE\n"},
      {"ASSUME PrintT(LET a == PrintT(\"w\") IN 3 \\in {j \\in Nat : j > 2})", "TRUE\n"},
      {"ASSUME PrintT(LET a == PrintT(\"w\") IN 3 \\in {j \\in Nat : a})", "\"w\"\nTRUE\n"},
      {"ASSUME LET a == TLCSet(1, 7) IN 3 \\in {j \\in Nat : j > 2}\nASSUME PrintT(TLCGet(1))", "0\n"},
      {"ASSUME LET a == TLCSet(1, 7) IN 3 \\in {j \\in Nat : a}\nASSUME PrintT(TLCGet(1))", "7\n"},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.assume);
    std::string tla = "---- MODULE H ----\nEXTENDS Naturals, TLC\nASSUME TLCSet(1, 0)\n" + row.assume + "\n====\n";
    TlcRun r = tlcmodel::tlc({{"H.tla", tla}}, "H", "", "");
    ASSERT_EQ(r.exit, 0) << r.out;
    size_t from = r.out.find("Starting...");
    from = r.out.find('\n', from) + 1;
    size_t to = r.out.find("Computing initial states", from);
    EXPECT_EQ(r.out.substr(from, to - from), row.printed) << r.out;
  }
}

// Used twice, such a definition is evaluated once: TLC's LazyValue keeps its first value
// (Tool.evalAppl caches it outside ENABLED, for an expression without primes), and the
// FcnLambdaValue or SetPredValue whose Context holds it is one object wherever it goes. tlacore
// evaluated a captured binding at each use (printed twice), and an argument or LET definition
// bound to such a LET was made afresh at each use. Class: 3 lazy values (a function over Nat, one
// over SUBSET whose building fails, a filter over Nat) x 4 holders (a constant definition used in
// two ASSUMEs, a tuple bound by LET, an operator's argument, a LET definition) x PrintT / TLCSet.
// (Known difference left: a lazy filter's predicate runs on an evaluator of its own, which does not
// see the thread's registers, so TLCSet(1, TLCGet(1) + 1) there fails; that row is left out.)
TEST(TlcLazyFunctionFiniteDomain, LetDefinitionThatShowsEvaluatedOnce) {
  struct Lazy {
    std::string value;      // reads a
    std::string use1, use2; // of the name V holding the value
    bool readsRegisters;    // the TLCSet row
  } lazies[] = {
      {"[j \\in Nat |-> a]", "V[1]", "V[2]", true},
      {"[j \\in SUBSET {1, 2} |-> IF j = {} THEN 1 \\div 0 ELSE a]", "V[{1}]", "V[{2}]", true},
      {"{j \\in Nat : a}", "1 \\in V", "2 \\in V", false},
  };
  auto replace = [](std::string text, const std::string &by) {
    for (size_t at; (at = text.find('V')) != std::string::npos;)
      text.replace(at, 1, by);
    return text;
  };
  for (const Lazy &l : lazies)
    for (const std::string &shows : {std::string("PrintT(\"p\")"), std::string("TLCSet(1, TLCGet(1) + 1)")}) {
      if (!l.readsRegisters && shows.starts_with("TLCSet"))
        continue;
      std::string made = "LET a == " + shows + " IN " + l.value;
      std::string twice = "<<" + l.use1 + ", " + l.use2 + ">>";
      std::string defs = "D == " + made + "\nTwo(V) == " + twice + "\n";
      std::vector<std::string> holders = {
          "ASSUME PrintT(" + replace(twice, "D") + ")\nASSUME PrintT(" + replace(l.use1, "D") + ")",
          "ASSUME LET t == <<" + made + ">> IN PrintT(" + replace(twice, "t[1]") + ")",
          "ASSUME PrintT(Two(" + made + "))",
          "ASSUME LET v == " + made + " IN PrintT(" + replace(twice, "v") + ")",
      };
      for (const std::string &holder : holders) {
        SCOPED_TRACE(defs + holder);
        std::string tla = "---- MODULE H ----\nEXTENDS Naturals, TLC\n" + defs + "ASSUME TLCSet(1, 0)\n" + holder +
                          "\nASSUME PrintT(<<\"count\", TLCGet(1)>>)\n====\n";
        TlcRun r = tlcmodel::tlc({{"H.tla", tla}}, "H", "", "");
        ASSERT_EQ(r.exit, 0) << r.out;
        size_t printed = 0;
        for (size_t at = 0; (at = r.out.find("\n\"p\"\n", at)) != std::string::npos; ++at)
          ++printed;
        bool prints = shows.starts_with("PrintT");
        EXPECT_EQ(printed, prints ? 1u : 0u) << r.out;
        EXPECT_NE(r.out.find(prints ? "<<\"count\", 0>>" : "<<\"count\", 1>>"), std::string::npos) << r.out;
      }
    }
}

} // namespace
