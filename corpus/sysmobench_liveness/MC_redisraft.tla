---- MODULE MC_redisraft ----
EXTENDS 1_redisraft
\* EventualLeaderElectionLiveness: there is a leader again and again.
EventualLeaderElectionLiveness == []<>(\E n \in Server : state[n] = "LEADER")
====
