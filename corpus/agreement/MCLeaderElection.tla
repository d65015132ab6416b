---- MODULE MCLeaderElection ----
EXTENDS LeaderElection
CONSTANTS n1, n2, n3
RingDef == <<n1, n2, n3>>
IdDef == n1 :> 2 @@ n2 :> 3 @@ n3 :> 1
====
