// EXCEPT on a function over a domain that cannot be enumerated (Nat, Int, STRING, Int \X Int), as
// TLC's FcnLambdaValue keeps it: the EXCEPTs listed, never built. Every way such a function reaches
// an EXCEPT (a constructor of one or several parameters, a function definition, one in a LET, an
// operator's result, several parameters a tuple among them) and every EXCEPT form (one step, a path into a nested lazy function, @ read or
// not, a value that is itself a function over Int, an argument outside the domain), each applied
// inside and outside its EXCEPTs, in an ASSUME and inside an action.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

const char *kDefs = R"(
Inc[i \in Nat] == i + 2
Sum[i, j \in Int] == i + j
Fact[n \in Nat] == IF n = 0 THEN 1 ELSE n * Fact[n - 1]
Rec[i, j \in Int] == [a |-> i, b |-> j]
Grid == [i \in Nat |-> [j \in Nat |-> 2 * i + j]]
Pair == [i \in Nat, j \in STRING |-> <<i + 1, j>>]
MkFcn(S) == [x \in S |-> x * 10]
)";

struct ExceptCase {
  const char *name;
  const char *expr; // = TRUE in TLC
};

const ExceptCase kCases[] = {
    {"ConstructorInside", "[[i \\in Nat |-> i + 1] EXCEPT ![42] = 3][42] = 3"},
    {"ConstructorOutside", "[[i \\in Nat |-> i + 1] EXCEPT ![42] = 3][79] = 80"},
    {"SamePathTwiceLastWins", "[[i \\in Nat |-> i + 1] EXCEPT ![42] = 3, ![42] = 5][42] = 5"},
    {"NestedOneStep", "[Grid EXCEPT ![5] = 11][5] = 11"},
    {"NestedPathWithAt", "[Grid EXCEPT ![5][3] = @ + 1][5][3] = 14"},
    {"NestedPathOtherColumn", "[Grid EXCEPT ![5][3] = @ + 1][5][4] = 14"},
    {"NestedTwoPathsEitherOrder", "[Grid EXCEPT ![5][4] = @ + 2, ![5][3] = @ + 1][5][3] = 14"},
    {"NestedSamePathTwice", "[Grid EXCEPT ![5][3] = @ + 1, ![5][3] = @ + 2][5][3] = 16"},
    {"NestedOtherRow", "[Grid EXCEPT ![5][3] = @ + 1][6][3] = 15"},
    {"SeveralParameters", "[Pair EXCEPT ![22, \"c\"] = 15][22, \"c\"] = 15"},
    {"SeveralParametersTupleArgument", "[Pair EXCEPT ![22, \"c\"] = 15][<<22, \"c\">>] = 15"},
    {"SeveralParametersUntouched", "[Pair EXCEPT ![22, \"c\"] = 15][22, \"b\"] = <<23, \"b\">>"},
    {"SeveralParametersAtTuple", "[Pair EXCEPT ![22, \"d\"] = @[1]][22, \"d\"] = 23"},
    {"FunctionDefinition", "[Inc EXCEPT ![3] = 0][3] = 0 /\\ [Inc EXCEPT ![3] = 0][4] = 6"},
    {"FunctionDefinitionSeveral", "[Sum EXCEPT ![1, 2] = 0][1, 2] = 0 /\\ [Sum EXCEPT ![1, 2] = 0][2, 2] = 4"},
    {"RecursiveDefinitionKeepsItsBody", "[Fact EXCEPT ![3] = 0][4] = 24"},
    {"DefinitionRecordPath", "[Rec EXCEPT ![3, 4].b = 17][3, 4] = [a |-> 3, b |-> 17]"},
    {"DefinitionRecordPathAt", "[Rec EXCEPT ![3, 4].b = 17, ![3, 4].b = @ + 5][3, 4].b = 22"},
    {"LetDefinition", "LET G[i \\in Nat] == i * 2 IN [G EXCEPT ![1] = 7][1] = 7"},
    {"OperatorResult", "[MkFcn(Int) EXCEPT ![-3] = 0][-3] = 0 /\\ [MkFcn(Int) EXCEPT ![-3] = 0][4] = 40"},
    {"ValueOverInt", "[Inc EXCEPT ![3] = [i \\in Int |-> @ + i]][3][7] = 12"},
    {"ValueOverIntThenPathIntoIt", "[Inc EXCEPT ![3] = [i \\in Int |-> @ + i], ![3][6] = 44][3][6] = 44"},
    {"ValueOverIntOtherArgument", "[Inc EXCEPT ![3] = [i \\in Int |-> @ + i], ![3][6] = 44][3][7] = 12"},
    {"ArgumentOutsideDomainLeavesIt", "[[i \\in Nat |-> i] EXCEPT ![-1] = 5][3] = 3"},
    {"TupleParameterAmongSeveral",
     "[i, j \\in Int, <<k, l>> \\in Int \\X Int, m \\in {5, 7} |-> i + 2 * j + 3 * k + 4 * l + 5 * m][1, 2, <<3, 4>>, 5] = 55"},
    {"TupleParameterAmongSeveralTupleArgument",
     "[i, j \\in Int, <<k, l>> \\in Int \\X Int, m \\in {5, 7} |-> i + 2 * j + 3 * k + 4 * l + 5 * m][<<1, 2, <<3, 4>>, 5>>] = 55"},
    {"ThreeLevels", "[[i \\in Nat |-> [j \\in Nat |-> [k \\in Nat |-> i + j + k]]] EXCEPT ![1][2][3] = 0][1][2][3] = 0"},
};

TEST(LazyExceptInfinite, EveryBaseAndEveryExceptForm) {
  for (const ExceptCase &c : kCases) {
    SCOPED_TRACE(c.name);
    std::string tla = std::string("---- MODULE LazyExcept ----\nEXTENDS Integers, TLC\n") + kDefs + "ASSUME " +
                      c.expr + "\n====\n";
    EXPECT_EQ(checktest::assumeVerdict(tla), "TRUE");
  }
}

// Inside an action: the argument of the EXCEPT a primed variable (test17 of TLC's suite has this form).
TEST(LazyExceptInfinite, InsideAnAction) {
  std::string tla = R"(---- MODULE LazyExceptAction ----
EXTENDS Naturals
VARIABLE x
F[i \in Nat] == x' + x + 2 * i
Init == x = 1
Next == \/ x' = x + 1 /\ x' = 2 /\ [F EXCEPT ![x'] = x' + x + 3][2] = 6
        \/ x' = x + 1 /\ x' = 2 /\ [F EXCEPT ![2] = 0][x'] # 0 /\ FALSE
        \/ UNCHANGED x
====
)";
  auto run = checktest::checkText({tla}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
  EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
  EXPECT_EQ(run.result.distinct, 2u);
}

} // namespace
} // namespace tlacore
