------------------------- MODULE GraphsRelationsOps -------------------------
\* Exercises: Graphs, UndirectedGraphs, Relation, Quorum
\* Every operator of these modules, with values derived from their definitions.
EXTENDS Naturals, FiniteSets, TLC, TLCExt, Quorum

G == INSTANCE Graphs
U == INSTANCE UndirectedGraphs
R == INSTANCE Relation

Line == [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>}]
Loop == [node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 1>>}]

ASSUME G!IsDirectedGraph(Line) /\ ~G!IsDirectedGraph([node |-> {1}, edge |-> {<<1, 2>>}])
ASSUME AssertEq(Cardinality(G!DirectedSubgraph([node |-> {1}, edge |-> {<<1, 1>>}])), 3)
ASSUME AssertEq(G!Transpose(Line), [node |-> {1, 2, 3}, edge |-> {<<2, 1>>, <<3, 2>>}])
ASSUME G!IsUndirectedGraph(Loop) /\ ~G!IsUndirectedGraph(Line)
ASSUME AssertEq(G!UndirectedSubgraph([node |-> {1}, edge |-> {}]), {[node |-> {}, edge |-> {}], [node |-> {1}, edge |-> {}]})
ASSUME <<1, 2, 3>> \in G!Path(Line) /\ <<1, 2, 1, 2>> \in G!Path(Loop) /\ <<3, 2>> \notin G!Path(Line)
ASSUME AssertEq(G!SimplePath(Loop), {<<1>>, <<2>>, <<1, 2>>, <<2, 1>>})
ASSUME G!AreConnectedIn(1, 3, Line) /\ ~G!AreConnectedIn(3, 1, Line)
ASSUME G!ConnectionsIn(Line)[1, 3] /\ ~G!ConnectionsIn(Line)[3, 1]
ASSUME G!IsStronglyConnected(Loop) /\ ~G!IsStronglyConnected(Line)
ASSUME G!IsTreeWithRoot(G!Transpose(Line), 1) /\ ~G!IsTreeWithRoot(Line, 1)
ASSUME AssertEq(G!GraphUnion(Line, Loop), [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 1>>, <<2, 3>>}])
ASSUME G!IsBipartiteWithPartitions(Loop, {1}, {2}) /\ ~G!IsBipartiteWithPartitions(Line, {1}, {2, 3})
ASSUME G!HasCycle(Loop) /\ ~G!HasCycle(Line)
ASSUME G!IsDag(Line) /\ ~G!IsDag(Loop)
ASSUME AssertEq(G!Successors(Line, 2), {3}) /\ AssertEq(G!AllSuccessors(Line, {1, 2}), {2, 3})
ASSUME AssertEq(G!Predecessors(Line, 2), {1}) /\ AssertEq(G!AllPredecessors(Line, {2, 3}), {1, 2})
ASSUME AssertEq(G!Ancestors([node |-> {1, 2}, edge |-> {<<1, 2>>}], 2), {1})
ASSUME AssertEq(G!Descendants([node |-> {1, 2}, edge |-> {<<1, 2>>}], 1), {2})
ASSUME AssertEq(G!InDegree(Line, 2), 1) /\ AssertEq(G!OutDegree(Line, 3), 0)
ASSUME AssertEq(G!Roots(Line), {1}) /\ AssertEq(G!Leaves(Line), {3})
ASSUME AssertEq(G!EmptyGraph, [node |-> {}, edge |-> {}])
ASSUME AssertEq(Cardinality(G!Graphs({1, 2})), 16)

UEdge == [node |-> {1, 2, 3}, edge |-> {{1, 2}}]
ASSUME U!IsUndirectedGraph(UEdge) /\ ~U!IsUndirectedGraph([node |-> {1}, edge |-> {{1, 2}}])
ASSUME U!IsLoopFreeUndirectedGraph(UEdge) /\ ~U!IsLoopFreeUndirectedGraph([node |-> {1}, edge |-> {{1}}])
ASSUME AssertEq(Cardinality(U!UndirectedSubgraph([node |-> {1, 2}, edge |-> {{1, 2}}])), 5)
ASSUME <<1, 2, 1>> \in U!Path(UEdge) /\ <<1, 3>> \notin U!Path(UEdge)
ASSUME AssertEq(U!SimplePath(UEdge), {<<1>>, <<2>>, <<3>>, <<1, 2>>, <<2, 1>>})
ASSUME U!AreConnectedIn(2, 1, UEdge) /\ ~U!AreConnectedIn(1, 3, UEdge)
ASSUME AssertEq(U!ConnectedComponents(UEdge), {{1, 2}, {3}})
ASSUME U!IsStronglyConnected([node |-> {1, 2}, edge |-> {{1, 2}}]) /\ ~U!IsStronglyConnected(UEdge)
ASSUME AssertEq(Cardinality(U!UndirectedGraphs({1, 2})), 8)

S == {0, 1, 2}
Lt == [p \in S \X S |-> p[1] < p[2]]
Le == [p \in S \X S |-> p[1] <= p[2]]
ASSUME R!IsReflexive(Le, S) /\ R!IsReflexiveUnder(<=, S) /\ ~R!IsReflexiveUnder(<, S)
ASSUME R!IsIrreflexive(Lt, S) /\ R!IsIrreflexiveUnder(<, S) /\ ~R!IsIrreflexiveUnder(=, S)
ASSUME R!IsSymmetric([p \in S \X S |-> p[1] = p[2]], S) /\ R!IsSymmetricUnder(=, S) /\ ~R!IsSymmetricUnder(<, S)
ASSUME R!IsAntiSymmetric(Le, S) /\ R!IsAntiSymmetricUnder(<=, S)
ASSUME R!IsAsymmetric(Lt, S) /\ R!IsAsymmetricUnder(<, S) /\ ~R!IsAsymmetricUnder(<=, S)
ASSUME R!IsTransitive(Lt, S) /\ R!IsTransitiveUnder(<, S) /\ ~R!IsTransitiveUnder(#, S)
ASSUME R!IsStrictlyPartiallyOrdered(Lt, S) /\ R!IsStrictlyPartiallyOrderedUnder(<, S)
ASSUME R!IsPartiallyOrdered(Le, S) /\ R!IsPartiallyOrderedUnder(<=, S) /\ ~R!IsPartiallyOrderedUnder(<, S)
ASSUME R!IsStrictlyTotallyOrdered(Lt, S) /\ R!IsStrictlyTotallyOrderedUnder(<, S)
ASSUME R!IsTotallyOrdered(Le, S) /\ R!IsTotallyOrderedUnder(<=, S) /\ ~R!IsTotallyOrderedUnder(=, S)
Succ == [p \in S \X S |-> p[2] = p[1] + 1]
ASSUME R!TransitiveClosure(Succ, S)[0, 2] /\ ~R!TransitiveClosure(Succ, S)[0, 0]
ASSUME R!ReflexiveTransitiveClosure(Succ, S)[0, 0] /\ ~R!ReflexiveTransitiveClosure(Succ, S)[2, 0]
ASSUME R!IsConnected([p \in S \X S |-> TRUE], S) /\ ~R!IsConnected(Succ, S)

ASSUME AssertEq(QuorumSystem({1, 2}), {{{1}, {1, 2}}, {{2}, {1, 2}}, {{1, 2}}})
=============================================================================
