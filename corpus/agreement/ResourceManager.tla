---- MODULE ResourceManager ----
\* One resource manager of two-phase commit, instantiated per manager.
CONSTANT self
VARIABLES rmState, msgs
Send(m) == msgs' = msgs \cup {m}
Prepare == rmState[self] = "working" /\ rmState' = [rmState EXCEPT ![self] = "prepared"] /\ Send([type |-> "Prepared", rm |-> self])
Choose(Outcome(_)) == rmState[self] \in {"working", "prepared"} /\ Outcome(self)
OnDecision(t, s) == [type |-> t] \in msgs /\ rmState' = [rmState EXCEPT ![self] = s] /\ UNCHANGED msgs
====
