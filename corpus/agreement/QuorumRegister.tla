---- MODULE QuorumRegister ----
\* An ABD-style register: a write stores <<ts, v>> at a majority quorum, a
\* read takes the highest timestamp of a majority. Quorums intersect, so a
\* read never returns a timestamp older than the last completed write.
EXTENDS Naturals, FiniteSets, FiniteSetsExt, Functions
CONSTANTS Replica, Value, MaxWrites
VARIABLES store, wts, lastRead
vars == <<store, wts, lastRead>>
Quorum == kSubset(Cardinality(Replica) \div 2 + 1, Replica)
SingletonQuorum == {{r} : r \in Replica} \* a misconfiguration: quorums that need not intersect
WithQuorum(Op(_)) == \E Q \in Quorum : Op(Q)
Init == store = [r \in Replica |-> <<0, "none">>] /\ wts = 0 /\ lastRead = <<0, "none", 0>>
Write(v) == wts < MaxWrites /\ WithQuorum(LAMBDA Q :
              /\ store' = [r \in Replica |-> IF r \in Q THEN <<wts + 1, v>> ELSE store[r]]
              /\ wts' = wts + 1
              /\ UNCHANGED lastRead)
Read == WithQuorum(LAMBDA Q :
          LET ts == Max({store[r][1] : r \in Q})
              v == CHOOSE val \in Range(Restrict(store, Q)) : val[1] = ts
          IN lastRead' = <<ts, v[2], wts>> /\ UNCHANGED <<store, wts>>)
Next == (\E v \in Value : Write(v)) \/ Read
Spec == Init /\ [][Next]_vars
ReadIsFresh == lastRead[1] >= lastRead[3]
TypeOK == Quantify(Replica, LAMBDA r : store[r][1] <= wts) = Cardinality(Replica)
====
