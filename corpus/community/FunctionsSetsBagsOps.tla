------------------------- MODULE FunctionsSetsBagsOps -------------------------
\* Exercises: Functions, FiniteSetsExt, BagsExt, Folds
\* Every operator of these modules, with values derived from their definitions.
EXTENDS Functions, FiniteSetsExt, BagsExt, Folds, Integers, Sequences, TLC, TLCExt, FiniteSets, Bags

ASSUME AssertEq(Restrict(<<1, 2, 3>>, {1, 3}), (1 :> 1 @@ 3 :> 3))
ASSUME AssertEq(RestrictDomain([x \in 0..3 |-> x * x], LAMBDA x : x > 1), (2 :> 4 @@ 3 :> 9))
ASSUME AssertEq(RestrictValues([x \in 0..3 |-> x * x], LAMBDA y : y < 2), (0 :> 0 @@ 1 :> 1))
ASSUME IsRestriction(<<1>>, <<1, 2>>) /\ ~IsRestriction(<<2>>, <<1, 2>>)
ASSUME AssertEq(Range(<<1, 1, 2>>), {1, 2})
ASSUME AssertEq(Pointwise(<<1, 2>>, <<3, 4>>, +), <<4, 6>>)
ASSUME AssertEq(Inverse(<<"a", "b">>, {1, 2}, {"a", "b"}), ("a" :> 1 @@ "b" :> 2))
ASSUME AssertEq(AntiFunction(<<"a", "b">>), [a |-> 1, b |-> 2])
ASSUME IsInjective(<<1, 2>>) /\ ~IsInjective(<<1, 1>>)
ASSUME AssertEq(Injection({1, 2}, {"a", "b"}), {<<"a", "b">>, <<"b", "a">>})
ASSUME AssertEq(Surjection({1, 2}, {"a"}), {<<"a", "a">>})
ASSUME AssertEq(Bijection({1, 2}, {"a", "b"}), {<<"a", "b">>, <<"b", "a">>})
ASSUME ~ExistsInjection({1, 2}, {"a"}) /\ ExistsInjection({1}, {"a", "b"})
ASSUME ~ExistsSurjection({1}, {"a", "b"}) /\ ExistsSurjection({1, 2}, {"a"})
ASSUME ExistsBijection({1, 2}, {3, 4}) /\ ~ExistsBijection({1}, {3, 4})
ASSUME AssertEq(FoldFunction(+, 0, <<1, 2, 3>>), 6)
ASSUME AssertEq(FoldFunctionOnSet(+, 0, <<1, 2, 3>>, {1, 3}), 4)
ASSUME AssertEq(SumFunction([a |-> 1, b |-> 2]), 3)
ASSUME AssertEq(SumFunctionOnSet(<<1, 2, 3>>, {2, 3}), 5)

ASSUME AssertEq(FoldSet(+, 0, {1, 2, 3}), 6)
ASSUME AssertEq(SumSet({1, 2, 3}), 6)
ASSUME AssertEq(ProductSet({2, 3}), 6)
ASSUME AssertEq(ReduceSet(+, {1, 2}, 10), 13)
ASSUME AssertEq(MapThenSumSet(LAMBDA x : 2 * x, {1, 2}), 6)
ASSUME AssertEq(FlattenSet({{1}, {2, 3}}), {1, 2, 3})
ASSUME AssertEq(SymDiff({1, 2}, {2, 3}), {1, 3})
ASSUME AssertEq(Quantify(1..5, LAMBDA x : x % 2 = 0), 2)
ASSUME AssertEq(kSubset(2, {1, 2, 3}), {{1, 2}, {1, 3}, {2, 3}})
ASSUME AssertEq(Max({3, 1}), 3) /\ AssertEq(Min({3, 1}), 1)
ASSUME AssertEq(Choices({{1, 2}, {3}}), {{1, 3}, {2, 3}})
ASSUME AssertEq(ChooseUnique({1, 2, 3}, LAMBDA x : x > 2), 3)

ASSUME AssertEq(BagAdd((1 :> 1), 1), (1 :> 2))
ASSUME AssertEq(BagAdd((1 :> 1), 2), (1 :> 1 @@ 2 :> 1))
ASSUME AssertEq(BagRemove((1 :> 2), 1), (1 :> 1))
ASSUME AssertEq(BagRemove((1 :> 1 @@ 2 :> 1), 1), (2 :> 1))
ASSUME AssertEq(BagRemoveAll((1 :> 2 @@ 2 :> 1), 1), (2 :> 1))
ASSUME AssertEq(FoldBag(+, 0, (1 :> 2 @@ 3 :> 1)), 5)
ASSUME AssertEq(SumBag((1 :> 2 @@ 3 :> 1)), 5)
ASSUME AssertEq(ProductBag((2 :> 2 @@ 3 :> 1)), 12)

ASSUME AssertEq(MapThenFoldSet(+, 0, LAMBDA x : x * x, LAMBDA s : CHOOSE x \in s : TRUE, {1, 2}), 5)
=============================================================================
