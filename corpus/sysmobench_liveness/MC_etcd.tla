---- MODULE MC_etcd ----
EXTENDS 1_etcdraft
\* EventualLeaderElectionLiveness: there is a leader again and again.
EventualLeaderElectionLiveness == []<>(\E s \in Servers : state[s] = Leader)
====
