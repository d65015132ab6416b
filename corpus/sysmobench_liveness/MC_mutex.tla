---- MODULE MC_mutex ----
EXTENDS 1_mutex
\* EventualAccess: a thread waiting for the mutex eventually holds it.
EventualAccess == \A t \in Procs : Trying(t) ~> (phase[t] = "CS")
====
