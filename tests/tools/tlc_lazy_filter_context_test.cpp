// A set filter {x \in S : P} kept lazy (S a lazy UNION) evaluates P in the
// whole context it was made in, as TLC's SetPredValue keeps its Context:
// operator arguments (values and operators, LAMBDAs included), LET
// definitions, bound variables, INSTANCE substitutions of constants and
// variables, the state and next state. tlacore dropped operator-valued
// arguments and instance substitutions. The class: every binding kind x
// every value built on the lazy filter (the filter, SUBSET, UNION, function
// and record sets, products, images, LET, a set of it) x every later use (an
// invariant, a quantifier, a primed comparison in a step, a value stored in
// a variable and compared in the next state), each compared with the same
// expression over an eagerly built base.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// M's binding kinds: each a filter over S whose predicate reads one kind of binding.
const char *kInstanced = R"(---- MODULE Inner ----
EXTENDS Naturals
CONSTANT K
VARIABLE y
U == UNION {[a : {3, 4, 5}], [a : {1, 2, 3}]}
E == [a : 1..5]
Arg(S, v) == {x \in S : x.a > v}
Through(S, v) == Arg(S, v + 0)
OpArg(S, Op(_)) == {x \in S : Op(x.a)}
Const(S) == {x \in S : x.a > K - 1}
Var(S) == {x \in S : x.a > y}
Let(S) == LET k == K - 1 IN {x \in S : x.a > k}
LetOp(S) == LET P(w) == w > K - 1 IN {x \in S : P(x.a)}
Bound(S) == [b \in {2} |-> {x \in S : x.a > b}][2]
Quant(S) == CHOOSE T \in {{x \in S : x.a > b} : b \in {2}} : TRUE
====
)";

struct Binding {
  const char *name;
  const char *filter; // with $S for the base
};
const Binding kBindings[] = {
    {"OperatorArgument", "I!Arg($S, 2)"},
    {"ArgumentPassedOn", "I!Through($S, 2)"},
    {"LambdaArgument", "I!OpArg($S, LAMBDA v : v > z)"},
    {"OperatorArgumentByName", "I!OpArg($S, GtTwo)"},
    {"InstanceConstant", "I!Const($S)"},
    {"InstanceVariable", "I!Var($S)"},
    {"LetDefinition", "I!Let($S)"},
    {"LetOperator", "I!LetOp($S)"},
    {"BoundVariable", "I!Bound($S)"},
    {"QuantifierBound", "I!Quant($S)"},
};

struct Kind {
  const char *name;
  const char *value; // with $X for the filter
};
const Kind kKinds[] = {
    {"Filter", "$X"},
    {"Subset", "SUBSET $X"},
    {"Union", "UNION {$X, {[a |-> 9]}}"},
    {"FunctionSet", "[$X -> {0, 1}]"},
    {"RecordSet", "[f : $X, g : {0}]"},
    {"Product", "$X \\X {0}"},
    {"Image", "{e.a : e \\in $X}"},
    {"LetBound", "LET s == $X IN s"},
    {"SetOfIt", "{$X, {}}"},
};

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

class LazyFilterContext : public testing::TestWithParam<std::tuple<Binding, Kind>> {};

TEST_P(LazyFilterContext, SeesTheBindingsItWasMadeWith) {
  auto [binding, kind] = GetParam();
  std::string value = replaceAll(kind.value, "$X", binding.filter);
  std::string lazy = replaceAll(value, "$S", "I!U"), eager = replaceAll(value, "$S", "I!E");
  std::string spec = "---- MODULE Main ----\nEXTENDS Naturals, FiniteSets\nVARIABLES z, w\n"
                     "I == INSTANCE Inner WITH K <- 3, y <- z\n"
                     "GtTwo(v) == v > 2\n"
                     "Lazy == " + lazy + "\nEager == " + eager + "\n"
                     "Init == z = 1 /\\ w = <<>>\n"
                     // A primed comparison, and the values stored for the next state.
                     "Next == z' = 3 - z /\\ w' = <<Lazy, Eager>> /\\ Lazy' = Eager'\n"
                     "Same == Lazy = Eager\n"
                     "Quantified == (\\A e \\in Lazy : e \\in Eager) /\\ (\\A e \\in Eager : e \\in Lazy)\n"
                     "Counted == Cardinality(Lazy) = Cardinality(Eager)\n"
                     "Stored == w = <<>> \\/ w[1] = w[2]\n"
                     "====\n";
  clirun::SpecDir dir({{"Inner.tla", kInstanced},
                       {"Main.tla", spec},
                       {"Main.cfg", "INIT Init\nNEXT Next\nINVARIANT Same\nINVARIANT Quantified\n"
                                    "INVARIANT Counted\nINVARIANT Stored\n"}});
  for (const char *args : {"tlc Main.tla", "tlc -workers 2 Main.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(args);
    EXPECT_EQ(r.rc, 0) << spec << r.out;
    auto [generated, distinct] = clirun::stateCounts(r.out);
    // (1, <<>>) -> (2, w1) -> (1, w2) -> (2, w1): 4 generated, 3 distinct.
    EXPECT_EQ(generated, 4) << r.out;
    EXPECT_EQ(distinct, 3) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryBindingKindAndLazyValue, LazyFilterContext,
                         testing::Combine(testing::ValuesIn(kBindings), testing::ValuesIn(kKinds)),
                         [](const testing::TestParamInfo<std::tuple<Binding, Kind>> &i) {
                           return std::string(std::get<0>(i.param).name) + "_" + std::get<1>(i.param).name;
                         });

} // namespace
