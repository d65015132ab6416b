// The exit code and report of an evaluation error in each phase of a
// breadth-first check, as TLC 1.8.0 gives them. TLC's ModelChecker computes
// the initial states and checks each one (constraints, invariants, the
// PROPERTY's initial predicates) inside its DoInitFunctor: an error there is
// EC.TLC_INITIAL_STATE ("...While working on the initial state:") and, on the
// replay, EC.TLC_NESTED_EXPRESSION: FAILURE_SPEC_EVAL, 75, whatever was being
// evaluated (DoInitFunctorInvariantMinimalErrorStackTest, Github1134dTest; an
// Assert in Init exits 75 too, measured on tla2tools v1.8.0). Only once the
// search runs do the phases differ: the next-state relation 75 (an Assert 14),
// an invariant of a successor 76 (TLC_INVARIANT_EVALUATION_FAILED).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

Result runSpec(const std::string &body, const std::string &cfg) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Integers, TLC\nVARIABLE x\n" + body + "\n====\n"},
                       {"Spec.cfg", cfg}});
  return dir.run("tlc -workers 1 Spec.tla");
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

const std::string kNext = "Next == x' = (x + 1) % 3\n";
// Fails on the initial state x = 0 only: the error is the initial state's.
const std::string kBad = "Bad == IF x = 0 THEN <<1, 2>>[x] = 1 ELSE TRUE\n";
// Fails on the successor x = 1 only.
const std::string kBadLater = "BadLater == IF x = 1 THEN <<1, 2>>[3] = 1 ELSE TRUE\n";

struct Phase {
  const char *name;
  std::string body, cfg;
  int rc;
  bool initialState; // reported as TLC_INITIAL_STATE with the state
};

TEST(EvalErrorPhases, EachPhaseExitsAsTlcDoes) {
  const std::string init = "Init == x = 0\n";
  const Phase phases[] = {
      {"computing Init", "Init == x = <<1, 2>>[3]\n" + kNext, "INIT Init\nNEXT Next\n", 75, false},
      {"an Assert in Init", "Init == x = 0 /\\ Assert(FALSE, \"no\")\n" + kNext, "INIT Init\nNEXT Next\n", 75, false},
      {"an invariant of an initial state", init + kNext + kBad, "INIT Init\nNEXT Next\nINVARIANT Bad\n", 75, true},
      {"a constraint of an initial state", init + kNext + kBad, "INIT Init\nNEXT Next\nCONSTRAINT Bad\n", 75, true},
      {"a PROPERTY's initial predicate", init + kNext + kBad + "Prop == Bad /\\ [][TRUE]_x\n",
       "INIT Init\nNEXT Next\nPROPERTY Prop\n", 75, true},
      {"an Assert in an invariant of an initial state",
       init + kNext + "A == Assert(x # 0, \"zero\")\n", "INIT Init\nNEXT Next\nINVARIANT A\n", 75, true},
      {"the next-state relation", init + "Next == x' = <<1, 2>>[x + 3]\n", "INIT Init\nNEXT Next\n", 75, false},
      {"an Assert in the next-state relation", init + "Next == x' = x + 1 /\\ Assert(x < 1, \"big\")\n",
       "INIT Init\nNEXT Next\n", 14, false},
      {"an invariant of a successor", init + kNext + kBadLater, "INIT Init\nNEXT Next\nINVARIANT BadLater\n", 76,
       false},
  };
  for (const Phase &p : phases) {
    Result r = runSpec(p.body, p.cfg);
    EXPECT_EQ(r.rc, p.rc) << p.name << "\n" << r.out;
    EXPECT_EQ(has(r.out, "While working on the initial state:\nx = 0\n"), p.initialState) << p.name << "\n" << r.out;
    // The initial state's error has no behaviour to print.
    if (p.initialState) {
      EXPECT_FALSE(has(r.out, "The behavior up to this point is:")) << p.name << "\n" << r.out;
    }
  }
}

// Github1134dTest's shape: a function built by [u \in S |-> e] held in the
// state, applied outside its domain in a PROPERTY's initial predicate
// reached through INSTANCE ... WITH State <- n :> State[n].
TEST(EvalErrorPhases, AnInitialPredicateOfAnInstancedPropertyFailsAsTlcsGithub1134d) {
  Result r = runSpec("Init == x = [u \\in 1..2 |-> \"INIT\"]\nNext == UNCHANGED x\nP(n) == x[n] = \"INIT\"\n"
                     "Prop == P(3) /\\ [][TRUE]_x\n",
                     "INIT Init\nNEXT Next\nPROPERTY Prop\n");
  EXPECT_EQ(r.rc, 75) << r.out;
  EXPECT_TRUE(has(r.out, "Error: Attempted to apply function:\n<<\"INIT\", \"INIT\">>\nto argument 3, which is not in "
                         "the domain of the function.\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "While working on the initial state:\nx = <<\"INIT\", \"INIT\">>\n")) << r.out;
}

} // namespace
