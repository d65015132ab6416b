---- MODULE MC_rwmutex ----
EXTENDS 1_rwmutex
\* EventualRelease: a thread holding the lock (read, write or upread) eventually releases it.
EventualRelease == \A t \in Threads :
  (threadState[t].phase \in {"ReadHolding", "WriteHolding", "UpreadHolding"}) ~> (threadState[t].phase = "Idle")
====
