// An instance-qualified operator passed as an operator argument (issue 13), as a class: SANY's
// selectorToNode gives I!Op the parameters of the instances it goes through before Op's own (I(a)
// == INSTANCE M: I!Op with Op(b) has arity 2) and rejects arguments anywhere in the name ("Selector
// `I' should not have argument(s)."); TLC binds the first arguments to the instances' parameters.
// Enumerated: parameterised and plain instances, Op with 0, 1 and 2 parameters, nested instances
// (I!J!Op), a LET-bound instance, instances inside a LAMBDA, an operator passed on, a subexpression
// name through an instance (I!Op!lbl), a native's operator argument, and each applied where the
// enumerator assigns (Init, Next, under ENABLED) and where the evaluator computes a value. Each
// runs through `tlacore tlc` with SANY's verdict (exit 150 and its message) or TLC's counts,
// worked out by hand in the comments.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <map>
#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

const char *kLib = R"(---- MODULE ILib ----
EXTENDS Naturals
CONSTANT K
VARIABLE z
Zero == z' = (z + K) % 3
One(v) == z' = (z + K + v) % 3
Two(v, w) == z' = (z + K + v + w) % 3
Start == z \in 0..K
ValOf(v) == K + v
Pos(v) == v > K
Lab(v) == {t \in {0} : lab(t) :: z' = (z + K + v + t) % 3}
J(c) == INSTANCE IDeep WITH C <- c + K
====
)";

const char *kDeep = R"(---- MODULE IDeep ----
EXTENDS Naturals
CONSTANT C
VARIABLE z
Step(v) == z' = (z + C + v) % 3
====
)";

struct ArgCase {
  const char *name;
  const char *init; // Init's body
  const char *next; // Next's body (UNCHANGED y is added)
  int exit;
  const char *expect; // SANY's message when it rejects the spec
  const char *generated, *distinct;
};

// x' = (x + d) % 3 with d # 0 from x = 0: 3 distinct states, 1 + 3 generated.
const ArgCase kCases[] = {
    // --- parameterised instance P(k): k is the first parameter ---
    {"ParamInstanceNoParamOp", "x = 0", "Ap1(P!Zero)", 0, nullptr, "4", "3"},             // k = 1: d = 1
    {"ParamInstanceOneParamOp", "x = 0", "Ap2(P!One)", 0, nullptr, "4", "3"},             // k = 1, v = 0: d = 1
    {"ParamInstanceTwoParamOp", "x = 0", "Ap3(P!Two)", 0, nullptr, "4", "3"},             // k = v = 1, w = 0: d = 2
    {"ParamInstanceInInit", "Ap1(P!Start)", "UNCHANGED x", 0, nullptr, "4", "2"},          // x \in 0..1
    {"NestedParamInstances", "x = 0", "Ap3(P!J!Step)", 0, nullptr, "4", "3"},            // C = 1 + 1, v = 0: d = 2
    {"SubexpressionThroughInstance", "x = 0", "Ap3(P!Lab!lab)", 0, nullptr, "4", "3"},   // k = v = 1, t = 0: d = 2
    {"LetBoundInstance", "x = 0", "LET L(k) == INSTANCE ILib WITH K <- k, z <- x IN Ap1(L!Zero)", 0, nullptr, "4",
     "3"},
    {"InstanceInsideLambda", "x = 0", "Ap1(LAMBDA k: P(k)!Zero)", 0, nullptr, "4", "3"},
    {"InstanceArgumentInsideLambda", "x = 0", "Ap1(LAMBDA k: Ap2(P!One))", 0, nullptr, "4", "3"},
    {"PassedOnThroughAParameter", "x = 0", "Outer(P!Zero)", 0, nullptr, "4", "3"},
    {"UnderEnabled", "x = 0", "ENABLED Ap1(P!Zero) /\\ Ap1(P!Zero)", 0, nullptr, "4", "3"},
    {"ValueOperator", "x = 0", "x' = Ap2(P!ValOf) % 3", 0, nullptr, "3", "2"}, // K + v = 1: x' = 1
    // --- plain instance M (K = 1): only Op's and inner instances' parameters ---
    {"PlainInstanceOneParamOp", "x = 0", "Ap1(M!One)", 0, nullptr, "4", "3"},             // d = 1 + 1
    {"PlainThenParamInstance", "x = 0", "Ap2(M!J!Step)", 0, nullptr, "4", "3"},          // C = 1 + 1, v = 0: d = 2
    {"NativeOperatorArgument", "x = 0", "x' = Len(SelectSeq(<<0, 1, 2>>, M!Pos))", 0, nullptr, "3", "2"}, // <<2>>
    // --- SANY's rejections (Generator.selectorToNode) ---
    {"ParamInstanceArityTooLow", "x = 0", "Ap1(P!One)", 150, "Expected arity 1 but found operator of arity 2.",
     nullptr, nullptr},
    {"ParamInstanceArityTooHigh", "x = 0", "Ap2(P!Zero) /\\ UNCHANGED x", 150,
     "Expected arity 2 but found operator of arity 1.", nullptr, nullptr},
    {"PlainInstanceArity", "x = 0", "Ap1(M!Zero)", 150, "Expected arity 1 but found operator of arity 0.", nullptr,
     nullptr},
    {"NestedInstancesArity", "x = 0", "Ap2(P!J!Step)", 150, "Expected arity 2 but found operator of arity 3.",
     nullptr, nullptr},
    {"SubexpressionThroughInstanceArity", "x = 0", "Ap2(P!Lab!lab)", 150,
     "Expected arity 2 but found operator of arity 3.", nullptr, nullptr},
    {"ArgumentsToTheInstance", "x = 0", "Ap1(P(1)!Zero)", 150, "Selector `P' should not have argument(s).", nullptr,
     nullptr},
    {"ArgumentsToTheInnerInstance", "x = 0", "Ap1(M!J(1)!Step)", 150, "Selector `J' should not have argument(s).",
     nullptr, nullptr},
};

std::string spec(const ArgCase &c) {
  return std::string("---- MODULE IArgs ----\nEXTENDS Naturals, Sequences\nVARIABLES x, y\n") +
         "P(k) == INSTANCE ILib WITH K <- k, z <- x\nM == INSTANCE ILib WITH K <- 1, z <- x\n"
         "Ap1(F(_)) == F(1)\nAp2(F(_, _)) == F(1, 0)\nAp3(F(_, _, _)) == F(1, 1, 0)\nOuter(G(_)) == Ap1(G)\n"
         "Init == (" +
         c.init + ") /\\ y = 0\nNext == (" + c.next + ") /\\ UNCHANGED y\n====\n";
}

class InstanceOperatorArguments : public testing::TestWithParam<ArgCase> {};

TEST_P(InstanceOperatorArguments, SanyVerdictAndTlcCounts) {
  const ArgCase &c = GetParam();
  TlcRun r = tlc({{"IArgs.tla", spec(c)}, {"ILib.tla", kLib}, {"IDeep.tla", kDeep}}, "IArgs",
                 "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, c.exit) << r.out;
  if (c.expect)
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << r.out;
  if (c.generated) {
    EXPECT_EQ(r.generated, c.generated) << r.out;
    EXPECT_EQ(r.distinct, c.distinct) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFormAndPlace, InstanceOperatorArguments, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ArgCase> &i) { return std::string(i.param.name); });

// A primed INSTANCE substitute (M uses y' with y <- e), as a class: e of level 0 (a constant), 1 (a
// variable, an expression of one, a tuple of variables, a parameter of the instance bound to either)
// and 2 (SANY: InstanceNode.levelCheck, "at most 1" for a variable, "at most 0" for a constant of a
// module that primes it), each used unprimed, primed, under UNCHANGED and ENABLED. TLC's getVar and
// getPrimedVar look through the substitute (and through an instance parameter's argument): y' = v
// assigns x' when e is x or a parameter bound to x, and is a test of e' otherwise, which fails to
// evaluate while x' has no value; UNCHANGED e assigns through a tuple and compares otherwise.
const char *kPrimedLib = R"(---- MODULE PLib ----
EXTENDS Naturals
VARIABLE y
Set(v) == y' = v
Inc == y' = (y + 1) % 3
Keep == UNCHANGED y
Grew == y' # y
CanInc == ENABLED (y' = (y + 1) % 3)
Next2(v) == y' \in {v, (y + 1) % 3}
InitY == y = 1
====
)";

const char *kConstLib = R"(---- MODULE CLib ----
EXTENDS Naturals
CONSTANT c
Same == c' = c
Eq(v) == c' = v
Unch == UNCHANGED c
====
)";

struct PrimeCase {
  const char *name;
  const char *defs; // extra definitions
  const char *init; // Init's body (w = 0 is added)
  const char *next; // Next's body
  int exit;
  const char *expect;
  const char *generated, *distinct;
};

const char *kUnassigned = "In evaluation, the identifier x is either undefined or not an operator.";

const PrimeCase kPrimeCases[] = {
    // --- level 1: a variable (A), an expression of one (S), a tuple (W) ---
    {"VariablePrimed", "", "x = 0", "A!Inc /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"VariableUnchanged", "", "x = 0", "A!Keep /\\ w' = (w + 1) % 3", 0, nullptr, "4", "3"},
    {"VariableUnderEnabled", "", "x = 0", "A!CanInc /\\ A!Inc /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"VariableUnprimedAndPrimed", "", "x = 0", "x' = (x + 1) % 3 /\\ A!Grew /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"VariableInASet", "", "x = 0", "A!Next2(0) /\\ UNCHANGED w", 0, nullptr, "6", "3"}, // {0, 1}, {0, 2}, {0}
    {"ExpressionPrimedAfterItsVariable", "", "x = 0", "x' = (x + 1) % 3 /\\ S!Inc /\\ UNCHANGED w", 0, nullptr, "4",
     "3"},
    {"ExpressionPrimedFalse", "", "x = 0", "x' = 0 /\\ S!Set(2) /\\ UNCHANGED w", 0, nullptr, "1", "1"},
    {"ExpressionPrimedBeforeItsVariable", "", "x = 0", "S!Set(2) /\\ UNCHANGED w", 75, kUnassigned, nullptr, nullptr},
    {"ExpressionUnchanged", "", "x = 0", "x' = x /\\ S!Keep /\\ UNCHANGED w", 0, nullptr, "2", "1"},
    {"ExpressionUnchangedChanged", "", "x = 0", "x' = (x + 1) % 3 /\\ S!Keep /\\ UNCHANGED w", 0, nullptr, "1", "1"},
    {"ExpressionUnchangedBeforeItsVariable", "", "x = 0", "S!Keep /\\ UNCHANGED w", 75, kUnassigned, nullptr,
     nullptr},
    {"TupleUnchanged", "", "x = 0", "W!Keep", 0, nullptr, "2", "1"},
    {"TuplePrimedBeforeItsVariables", "", "x = 0", "W!Set(<<1, 1>>)", 75, kUnassigned, nullptr, nullptr},
    // --- level 0: a constant for a variable (K) and for a primed constant (CX) ---
    {"ConstantPrimedTrue", "", "x = 0", "K!Set(2) /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "2", "1"},
    {"ConstantPrimedFalse", "", "x = 0", "K!Set(1) /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "1", "1"},
    {"ConstantUnchanged", "", "x = 0", "K!Keep /\\ x' = (x + 1) % 3 /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"ConstantUnprimedAndPrimed", "", "x = 0", "K!Grew /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "1", "1"},
    {"PrimedConstantOfAConstantModule", "", "x = 0", "CX!Same /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "2", "1"},
    {"PrimedConstantCompared", "", "x = 0", "CX!Eq(3) /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "1", "1"},
    {"UnchangedConstant", "", "x = 0", "CX!Unch /\\ x' = x /\\ UNCHANGED w", 0, nullptr, "2", "1"},
    // --- an instance parameter: I(a) == INSTANCE PLib WITH y <- a ---
    {"ParameterBoundToAVariable", "", "x = 0", "IP(x)!Inc /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"ParameterBoundToAVariableInInit", "", "IP(x)!InitY", "IP(x)!Inc /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"ParameterBoundToAVariableInASet", "", "x = 0", "IP(x)!Next2(0) /\\ UNCHANGED w", 0, nullptr, "6", "3"},
    {"ParameterUnchanged", "", "x = 0", "IP(x)!Keep /\\ w' = (w + 1) % 3", 0, nullptr, "4", "3"},
    {"ParameterThroughAnOperatorArgument", "", "x = 0", "HX(IP!Inc) /\\ UNCHANGED w", 0, nullptr, "4", "3"},
    {"ParameterAndOperandThroughAnOperatorArgument", "", "x = 0", "HW(IP!Set) /\\ UNCHANGED w", 0, nullptr, "3",
     "2"}, // x' = 2
    {"ParameterBoundToAnExpression", "", "x = 0", "IP(x + 1)!Inc /\\ UNCHANGED w", 75, kUnassigned, nullptr,
     nullptr},
    {"ParameterBoundToAnExpressionTested", "", "x = 0", "x' = 2 /\\ IP(x + 1)!Set(0) /\\ UNCHANGED w", 0, nullptr,
     "1", "1"},
    // --- level 2: SANY rejects the substitution ---
    {"ActionForAVariable", "X2 == INSTANCE PLib WITH y <- x'", "x = 0", "UNCHANGED <<x, w>>", 150,
     "must be at most 1.", nullptr, nullptr},
    {"TemporalForAVariable", "X3 == INSTANCE PLib WITH y <- [](x = 1)", "x = 0", "UNCHANGED <<x, w>>", 150,
     "must be at most 1.", nullptr, nullptr},
    {"StateForAPrimedConstant", "CV == INSTANCE CLib WITH c <- x", "x = 0", "UNCHANGED <<x, w>>", 150,
     "must be at most 0.", nullptr, nullptr},
};

std::string primeSpec(const PrimeCase &c) {
  return std::string("---- MODULE IPrime ----\nEXTENDS Naturals\nVARIABLES x, w\n") +
         "A == INSTANCE PLib WITH y <- x\nS == INSTANCE PLib WITH y <- (x + 1) % 3\nK == INSTANCE PLib WITH y <- 2\n"
         "W == INSTANCE PLib WITH y <- <<x, w>>\nCX == INSTANCE CLib WITH c <- 2\n"
         "IP(a) == INSTANCE PLib WITH y <- a\nHX(F(_)) == F(x)\nHW(F(_, _)) == F(x, 2)\n" +
         c.defs + "\nInit == (" + c.init + ") /\\ w = 0\nNext == " + c.next + "\n====\n";
}

class InstanceSubstitutionPriming : public testing::TestWithParam<PrimeCase> {};

TEST_P(InstanceSubstitutionPriming, SanyVerdictAndTlcCounts) {
  const PrimeCase &c = GetParam();
  TlcRun r = tlc({{"IPrime.tla", primeSpec(c)}, {"PLib.tla", kPrimedLib}, {"CLib.tla", kConstLib}}, "IPrime",
                 "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, c.exit) << r.out;
  if (c.expect)
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << r.out;
  if (c.generated) {
    EXPECT_EQ(r.generated, c.generated) << r.out;
    EXPECT_EQ(r.distinct, c.distinct) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryLevelAndUse, InstanceSubstitutionPriming, testing::ValuesIn(kPrimeCases),
                         [](const testing::TestParamInfo<PrimeCase> &i) { return std::string(i.param.name); });

} // namespace
