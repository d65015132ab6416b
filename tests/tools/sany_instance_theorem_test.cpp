// `tlacore sany` on a theorem, lemma or assumption name used as a fact or a DEF item (BY, USE, HIDE,
// BY DEF) where the name comes through an INSTANCE. SANY's Generator.generateInstance (an unnamed
// INSTANCE) keeps the instantiated module's own ThmOrAssumpDefNode when the module has parameters but
// the theorem comes from a parameter-free module (its EXTENDS or INSTANCE of one), and never calls
// addSymbol for it (only operator definitions got that call): the name is not in the context, so SANY
// reports "Unknown operator: `T'." (selectorToNode). A LOCAL INSTANCE makes a new node, which is added; a
// parameter-free instantiated module's nodes are added; definitions are always added. A named instance
// I(x) == INSTANCE N ... makes I!T for every theorem (processModuleDefinition), with I's parameters: as a
// fact (selectorToNode with expectedArity 0) I!T wants I's arguments ("The operator I requires 1
// arguments."), I(1)!T is accepted; as a DEF item (expectedArity -1) I!T is accepted.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

std::string mod(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

const std::string kP = mod("P", "THEOREM T == TRUE\nLEMMA L == TRUE\nASSUME A == TRUE\nD == TRUE");

clirun::Result sany(const std::string &n, const std::string &e, const std::string &m) {
  clirun::SpecDir dir({{"P.tla", kP}, {"N.tla", mod("N", n)}, {"E.tla", mod("E", e)}, {"M.tla", mod("M", m)}});
  return dir.run("sany M.tla");
}

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

struct Reach {
  std::string name;
  std::string n, e, m; // N's body, E's body, M's text before the use
  bool parameterized;  // N has a constant
  bool local;          // LOCAL INSTANCE
  bool inProof;        // the INSTANCE is a proof step, the uses follow it in the proof
};

// Every way a theorem of parameter-free P reaches M through an unnamed INSTANCE of N, x every use of a
// name (theorem, lemma, assumption of P; a definition of P; N's own theorem) as a fact or DEF item. A name
// SANY has no entry for gets the output of an undefined name.
TEST(SanyInstanceTheorem, UnnamedInstanceOfAParameterizedModule) {
  const std::vector<Reach> reaches = {
      {"N EXTENDS P, has a constant", "EXTENDS P\nCONSTANT C\nTHEOREM NT == C = C", "G == 0",
       "INSTANCE N WITH C <- 1", true, false, false},
      {"N INSTANCEs P, has a constant", "INSTANCE P\nCONSTANT C\nTHEOREM NT == C = C", "G == 0",
       "INSTANCE N WITH C <- 1", true, false, false},
      {"N EXTENDS P, has a variable", "EXTENDS P\nVARIABLE v\nTHEOREM NT == v = v", "G == 0",
       "VARIABLE w\nINSTANCE N WITH v <- w", true, false, false},
      {"N parameter-free", "EXTENDS P\nTHEOREM NT == TRUE", "G == 0", "INSTANCE N", false, false, false},
      {"LOCAL INSTANCE", "EXTENDS P\nCONSTANT C\nTHEOREM NT == C = C", "G == 0", "LOCAL INSTANCE N WITH C <- 1",
       true, true, false},
      {"M EXTENDS E, which INSTANCEs N", "EXTENDS P\nCONSTANT C\nTHEOREM NT == C = C", "INSTANCE N WITH C <- 1",
       "EXTENDS E", true, false, false},
      {"an INSTANCE step", "EXTENDS P\nCONSTANT C\nTHEOREM NT == C = C", "G == 0", "INSTANCE N WITH C <- 1", true,
       false, true},
  };
  struct Use {
    std::string text; // @@ stands for the name
    bool fact;        // X must be a theorem or assumption
  };
  const std::vector<Use> uses = {{"THEOREM TRUE BY @@", true},
                                 {"USE @@", true},
                                 {"HIDE @@", true},
                                 {"THEOREM TRUE BY DEF @@", false},
                                 {"USE DEF @@", false},
                                 {"HIDE DEF @@", false},
                                 {"THEOREM TRUE\n<1> USE @@\n<1> QED", true}};
  const std::vector<std::string> theorems = {"T", "L", "A"};
  int checked = 0;
  for (const Reach &r : reaches)
    for (const Use &u : uses)
      for (const std::string &x : {"T", "L", "A", "D", "NT"}) {
        bool isTheorem = x != "D";
        if (u.fact && !isTheorem)
          continue;
        std::string m; // with @@ for the name
        if (r.inProof) {
          // The INSTANCE step, then the use as the QED step's proof.
          if (u.text.rfind("THEOREM TRUE BY", 0) != 0)
            continue;
          m = "THEOREM TRUE\n<1> " + r.m + "\n<1> QED " + u.text.substr(u.text.find("BY"));
        } else {
          m = r.m + "\n" + u.text;
        }
        bool unknown = r.parameterized && !r.local && x.size() == 1 && x != "D";
        std::string what = r.name + ": " + replaceAll(replaceAll(m, "@@", x), "\n", " | ");
        clirun::Result got = sany(r.n, r.e, replaceAll(m, "@@", x));
        ++checked;
        if (!unknown) {
          EXPECT_EQ(got.rc, 0) << what << "\n" << got.out;
          EXPECT_EQ(got.out.find("Semantic errors"), std::string::npos) << what << "\n" << got.out;
          continue;
        }
        // SANY's context has no entry: the output of a name defined nowhere (Z), named X.
        clirun::Result undefined = sany(r.n, r.e, replaceAll(m, "@@", "Z"));
        std::string want = replaceAll(undefined.out, "`Z'", "`" + x + "'");
        EXPECT_NE(got.out.find("Unknown operator: `" + x + "'."), std::string::npos) << what << "\n" << got.out;
        EXPECT_EQ(got.rc, undefined.rc) << what;
        EXPECT_EQ(got.out, want) << what;
      }
  EXPECT_GT(checked, 100);
}

// A named instance: every theorem of N (its own and P's) is I!T, taking I's parameters.
TEST(SanyInstanceTheorem, NamedInstances) {
  const std::string n = "EXTENDS P\nCONSTANT C\nTHEOREM NT == C = C";
  const std::string head = "I(x) == INSTANCE N WITH C <- x\nJ == INSTANCE N WITH C <- 1\n";
  for (const std::string &x : {"T", "L", "A", "NT"}) {
    for (const std::string &use :
         {"THEOREM TRUE BY I(1)!" + x, "USE I(2)!" + x, "HIDE I(1)!" + x, "THEOREM TRUE BY DEF I!" + x,
          "USE DEF I!" + x, "THEOREM TRUE BY J!" + x, "USE J!" + x, "HIDE DEF J!" + x,
          "THEOREM TRUE\n<1> USE I(1)!" + x + ", J!" + x + "\n<1> QED BY I(3)!" + x}) {
      clirun::Result got = sany(n, "G == 0", head + use);
      EXPECT_EQ(got.rc, 0) << use << "\n" << got.out;
      EXPECT_EQ(got.out.find("Semantic errors"), std::string::npos) << use << "\n" << got.out;
    }
    // As a fact, I's parameter needs its argument.
    for (const std::string &use : {"THEOREM TRUE BY I!" + x, "USE I!" + x}) {
      clirun::Result got = sany(n, "G == 0", head + use);
      EXPECT_NE(got.out.find("Semantic errors"), std::string::npos) << use << "\n" << got.out;
      EXPECT_NE(got.out.find("The operator I requires 1 arguments."), std::string::npos) << use << "\n" << got.out;
    }
    // As a DEF item, it may have none.
    clirun::Result got = sany(n, "G == 0", head + "THEOREM TRUE BY DEF I(1)!" + x);
    EXPECT_NE(got.out.find("Semantic errors"), std::string::npos) << got.out;
    EXPECT_NE(got.out.find("Selector `I' should not have argument(s)."), std::string::npos) << got.out;
  }
}

} // namespace
