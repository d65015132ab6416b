---- MODULE MC_curp ----
EXTENDS curp
Committed(cmd) == \E r \in Replicas : \E i \in 1..commitIndex[r] : log[r][i] = cmd
\* EventualCommitLiveness: a proposed command is eventually committed.
EventualCommitLiveness ==
  \A cmd \in Commands : (\E r \in Replicas : cmd \in pendingProposals[r]) ~> Committed(cmd)
\* SpeculativeEmptyLiveness: once committed, a command eventually leaves each speculative pool.
SpeculativeEmptyLiveness ==
  \A cmd \in Commands : \A r \in Replicas : Committed(cmd) ~> (cmd \notin speculativePool[r])
====
