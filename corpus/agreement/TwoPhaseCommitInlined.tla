---- MODULE TwoPhaseCommitInlined ----
EXTENDS FiniteSets
CONSTANT RM
VARIABLES rmState, tmState, tmPrepared, msgs
vars == <<rmState, tmState, tmPrepared, msgs>>
Init == rmState = [r \in RM |-> "working"] /\ tmState = "init" /\ tmPrepared = {} /\ msgs = {}
TMRcvPrepared(r) == tmState = "init" /\ [type |-> "Prepared", rm |-> r] \in msgs
                    /\ tmPrepared' = tmPrepared \cup {r} /\ UNCHANGED <<rmState, tmState, msgs>>
TMCommit == tmPrepared = RM /\ tmState = "init" /\ tmState' = "committed" /\ msgs' = msgs \cup {[type |-> "Commit"]} /\ UNCHANGED <<rmState, tmPrepared>>
TMAbort == tmState = "init" /\ tmState' = "aborted" /\ msgs' = msgs \cup {[type |-> "Abort"]} /\ UNCHANGED <<rmState, tmPrepared>>
RMStep(r) == \/ rmState[r] = "working" /\ rmState' = [rmState EXCEPT ![r] = "prepared"] /\ msgs' = msgs \cup {[type |-> "Prepared", rm |-> r]} /\ UNCHANGED <<tmState, tmPrepared>>
             \/ rmState[r] \in {"working", "prepared"} /\ rmState[r] = "working" /\ rmState' = [rmState EXCEPT ![r] = "aborted"] /\ UNCHANGED <<tmState, tmPrepared, msgs>>
             \/ [type |-> "Commit"] \in msgs /\ rmState' = [rmState EXCEPT ![r] = "committed"] /\ UNCHANGED msgs /\ UNCHANGED <<tmState, tmPrepared>>
             \/ [type |-> "Abort"] \in msgs /\ rmState' = [rmState EXCEPT ![r] = "aborted"] /\ UNCHANGED msgs /\ UNCHANGED <<tmState, tmPrepared>>
Next == TMCommit \/ TMAbort \/ \E r \in RM : TMRcvPrepared(r) \/ RMStep(r)
Spec == Init /\ [][Next]_vars
Consistent == \A r1, r2 \in RM : ~(rmState[r1] = "aborted" /\ rmState[r2] = "committed")
====
