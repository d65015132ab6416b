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

} // namespace
