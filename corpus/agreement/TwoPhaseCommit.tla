---- MODULE TwoPhaseCommit ----
\* Two-phase commit; each resource manager's actions come from a
\* parametrised INSTANCE, some passed a LAMBDA.
EXTENDS FiniteSets
CONSTANT RM
VARIABLES rmState, tmState, tmPrepared, msgs
vars == <<rmState, tmState, tmPrepared, msgs>>
R(r) == INSTANCE ResourceManager WITH self <- r
Init == rmState = [r \in RM |-> "working"] /\ tmState = "init" /\ tmPrepared = {} /\ msgs = {}
TMRcvPrepared(r) == tmState = "init" /\ [type |-> "Prepared", rm |-> r] \in msgs
                    /\ tmPrepared' = tmPrepared \cup {r} /\ UNCHANGED <<rmState, tmState, msgs>>
TMDecide(t, s) == tmState = "init" /\ tmState' = s /\ msgs' = msgs \cup {[type |-> t]} /\ UNCHANGED <<rmState, tmPrepared>>
TMCommit == tmPrepared = RM /\ TMDecide("Commit", "committed")
TMAbort == TMDecide("Abort", "aborted")
RMStep(r) == \/ R(r)!Prepare /\ UNCHANGED <<tmState, tmPrepared>>
             \/ R(r)!Choose(LAMBDA me : rmState[me] = "working" /\ rmState' = [rmState EXCEPT ![me] = "aborted"]
                                        /\ UNCHANGED <<tmState, tmPrepared, msgs>>)
             \/ R(r)!OnDecision("Commit", "committed") /\ UNCHANGED <<tmState, tmPrepared>>
             \/ R(r)!OnDecision("Abort", "aborted") /\ UNCHANGED <<tmState, tmPrepared>>
Next == TMCommit \/ TMAbort \/ \E r \in RM : TMRcvPrepared(r) \/ RMStep(r)
Spec == Init /\ [][Next]_vars
Consistent == \A r1, r2 \in RM : ~(rmState[r1] = "aborted" /\ rmState[r2] = "committed")
====
