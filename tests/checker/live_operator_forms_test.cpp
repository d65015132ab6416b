// Temporal formulas reached through operator definitions, as a class (TLC's
// Liveness.astToLiveAppl and SpecProcessor.processConfigProps,
// Github1161Test, Github687Test): every way a property or a fairness
// condition can name its temporal operators -- an INSTANCE's definition
// (I!Op, I(p)!Op, two levels of INSTANCE), an operator argument (a
// definition, an instance's definition, a LAMBDA, a temporal formula), a
// LET definition, a RECURSIVE operator, \A / \E over a constant set, and
// an instance's whole Spec as a property -- is checked, with TLC's verdict
// and counts. The
// spec: x counts 0 -> 1 -> 2 -> 0 (4 states generated, 3 distinct).
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

using namespace tlacore;

namespace {

using checktest::CheckRun;
using explore::Outcome;

// The abstract module: y counts modulo C; the forms of temporal operators.
const char *kAbs = R"(---- MODULE Abs ----
EXTENDS Naturals
CONSTANT C
VARIABLE y
Always(F(_), a) == [](F(a))
Twice(F(_), a) == Always(F, a)
Ev(p) == <>p
Reach(v) == <>(y = v)
Stays(v) == <>[](y = v)
Leads(p, q) == p ~> q
Fair(A) == WF_y(A)
Small(e) == e < C
Step == y' = (y + 1) % C
Spec == y = 0 /\ [][Step]_y /\ WF_y(Step)
====
)";

// An INSTANCE of Abs inside another module: the second level.
const char *kMid = R"(---- MODULE Mid ----
CONSTANT K
VARIABLE z
B == INSTANCE Abs WITH C <- K, y <- z
Prop(v) == B!Reach(v)
====
)";

std::string root(const std::string &spec, const std::string &property) {
  return "---- MODULE Forms ----\n"
         "EXTENDS Naturals\n"
         "VARIABLE x\n"
         "Init == x = 0\n"
         "Next == x' = (x + 1) % 3\n"
         "A == INSTANCE Abs WITH C <- 3, y <- x\n"
         "AP(c) == INSTANCE Abs WITH C <- c, y <- x\n"
         "M == INSTANCE Mid WITH K <- 3, z <- x\n"
         "MP(k) == INSTANCE Mid WITH K <- k, z <- x\n"
         "Lt3(e) == e < 3\n"
         "Apply(F(_)) == F(2)\n"
         "ApplyX(F(_)) == F(x)\n"
         "Both(a, b) == LET R(v) == <>(x = v) IN R(a) /\\ R(b)\n"
         "StepBy(k) == x' = (x + k) % 3\n"
         "FairWith(F(_)) == WF_x(F(1))\n"
         "RECURSIVE Within(_)\n"
         "Within(n) == IF n = 0 THEN <>(x = 2) ELSE Within(n - 1)\n"
         "Spec == " + spec + "\n"
         "P == " + property + "\n"
         "====\n";
}

struct Form {
  const char *what;
  const char *spec;     // the SPECIFICATION formula
  const char *property; // P
  Outcome outcome;      // TLC's verdict
};

const char *kFair = "Init /\\ [][Next]_x /\\ WF_x(Next)";

const Form kForms[] = {
    // properties: an instance's operators
    {"I!Op(arg)", kFair, "A!Reach(2)", Outcome::Success},
    {"I(p)!Op(arg)", kFair, "AP(3)!Reach(2)", Outcome::Success},
    {"I!J!Op through a definition of the middle module", kFair, "M!Prop(2)", Outcome::Success},
    {"I(p)!J!Op, two levels", kFair, "MP(3)!B!Reach(2)", Outcome::Success},
    {"I!Op violated", kFair, "A!Stays(0)", Outcome::LivenessViolated},
    {"I(p)!Op violated", kFair, "AP(3)!Stays(1)", Outcome::LivenessViolated},
    // operator arguments
    {"a definition passed on twice (Github1161)", kFair, "A!Twice(Lt3, x)", Outcome::Success},
    {"an instance's definition passed", kFair, "A!Twice(A!Small, x)", Outcome::Success},
    {"a LAMBDA passed", kFair, "A!Always(LAMBDA e : e < 3, x)", Outcome::Success},
    // (processConfigProps inlines A!Always: [](F(a)) is then an invariant, as TLC checks it)
    {"a LAMBDA passed, violated", kFair, "A!Always(LAMBDA e : e < 2, x)", Outcome::InvariantViolated},
    {"a temporal LAMBDA applied by the operator", kFair, "Apply(LAMBDA v : <>(x = v))", Outcome::Success},
    {"a temporal definition applied by the operator", kFair, "Apply(A!Reach)", Outcome::Success},
    {"a temporal LAMBDA applied to a variable (read in each state)", kFair, "ApplyX(LAMBDA v : <>(v = 2))",
     Outcome::Success},
    {"a temporal formula as argument", kFair, "A!Ev(x = 2)", Outcome::Success},
    {"a temporal formula as argument, violated", kFair, "A!Ev(x = 5)", Outcome::LivenessViolated},
    {"~> through arguments", kFair, "A!Leads(x = 1, x = 2)", Outcome::Success},
    // LET
    {"a LET-defined temporal operator", kFair, "LET R(v) == <>(x = v) IN R(2) /\\ R(1)", Outcome::Success},
    {"a LET inside a definition with parameters", kFair, "Both(1, 2)", Outcome::Success},
    // RECURSIVE temporal operators, ended by a constant condition (Github1389)
    {"a RECURSIVE temporal operator", kFair, "Within(3)", Outcome::Success},
    {"a RECURSIVE temporal operator through an INSTANCE argument", kFair, "A!Ev(Within(1))", Outcome::Success},
    // quantifiers over constants
    {"\\A over a constant set", kFair, "\\A v \\in 0..2 : A!Reach(v)", Outcome::Success},
    {"\\A over a constant set, violated", kFair, "\\A v \\in 0..3 : AP(3)!Reach(v)", Outcome::LivenessViolated},
    {"\\E over a constant set", kFair, "\\E v \\in {2, 7} : AP(3)!Stays(v)", Outcome::LivenessViolated},
    // an instance's Spec as a property (Github687): Init, [][Step]_y, fairness
    {"\\A c : I(c)!Spec", kFair, "\\A c \\in {3} : AP(c)!Spec", Outcome::Success},
    {"I(c)!Spec whose action is violated", kFair, "\\A c \\in {2} : AP(c)!Spec", Outcome::ActionPropertyViolated},
    {"I(c)!Spec whose initial predicate is violated", "x = 1 /\\ [][Next]_x /\\ WF_x(Next)", "AP(3)!Spec",
     Outcome::InitInvariantViolated},
    // fairness reached through definitions
    {"fairness of an instance", "Init /\\ [][Next]_x /\\ A!Fair(Next)", "<>(x = 2)", Outcome::Success},
    {"fairness of a parameterized instance", "Init /\\ [][Next]_x /\\ AP(3)!Fair(Next)", "<>(x = 2)",
     Outcome::Success},
    {"fairness of an action passed as operator", "Init /\\ [][Next]_x /\\ FairWith(StepBy)", "<>(x = 2)",
     Outcome::Success},
    {"fairness under \\A", "Init /\\ [][Next]_x /\\ \\A k \\in {1} : WF_x(StepBy(k))", "A!Reach(2)",
     Outcome::Success},
    {"no fairness: stuttering violates", "Init /\\ [][Next]_x", "A!Reach(2)", Outcome::LivenessViolated},
};

TEST(LiveOperatorForms, EachFormIsCheckedAsTlcChecksIt) {
  for (const Form &f : kForms) {
    explore::CheckOptions o;
    o.checkDeadlock = false;
    CheckRun r = checktest::checkText({root(f.spec, f.property), kAbs, kMid}, "SPECIFICATION Spec\nPROPERTY P\n", o);
    ASSERT_EQ(r.stage, checktest::Stage::Loaded) << f.what << ": " << r.problem;
    EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(f.outcome))
        << f.what << ": " << r.result.error.message;
    if (f.outcome == Outcome::Success || f.outcome == Outcome::LivenessViolated) {
      EXPECT_EQ(r.result.generated, 4u) << f.what;
      EXPECT_EQ(r.result.distinct, 3u) << f.what;
    }
  }
}

} // namespace
