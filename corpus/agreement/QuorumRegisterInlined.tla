---- MODULE QuorumRegisterInlined ----
EXTENDS Naturals, FiniteSets
CONSTANTS Replica, Value, MaxWrites
VARIABLES store, wts, lastRead
vars == <<store, wts, lastRead>>
Quorum == {Q \in SUBSET Replica : Cardinality(Q) = Cardinality(Replica) \div 2 + 1}
SingletonQuorum == {{r} : r \in Replica} \* a misconfiguration: quorums that need not intersect
MaxOf(S) == CHOOSE m \in S : \A n \in S : n <= m
Init == store = [r \in Replica |-> <<0, "none">>] /\ wts = 0 /\ lastRead = <<0, "none", 0>>
Write(v) == wts < MaxWrites /\ \E Q \in Quorum :
              /\ store' = [r \in Replica |-> IF r \in Q THEN <<wts + 1, v>> ELSE store[r]]
              /\ wts' = wts + 1
              /\ UNCHANGED lastRead
Read == \E Q \in Quorum :
          LET ts == MaxOf({store[r][1] : r \in Q})
              v == CHOOSE val \in {store[r] : r \in Q} : val[1] = ts
          IN lastRead' = <<ts, v[2], wts>> /\ UNCHANGED <<store, wts>>
Next == (\E v \in Value : Write(v)) \/ Read
Spec == Init /\ [][Next]_vars
ReadIsFresh == lastRead[1] >= lastRead[3]
TypeOK == Cardinality({r \in Replica : store[r][1] <= wts}) = Cardinality(Replica)
====
