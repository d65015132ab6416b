---- MODULE LockService ----
\* A small lock service in the style of the SysMoBench locksvc task: clients
\* send lock and unlock requests to a server, which grants the lock to the
\* first client waiting. Used by README "Score a model" and tests/scoring.
EXTENDS Naturals, Sequences

CONSTANT Clients

VARIABLES queue, holder, pc, network

vars == <<queue, holder, pc, network>>

Init ==
  /\ queue = <<>>
  /\ holder = 0
  /\ pc = [c \in Clients |-> "idle"]
  /\ network = {}

RequestLock(c) ==
  /\ pc[c] = "idle"
  /\ pc' = [pc EXCEPT ![c] = "waiting"]
  /\ network' = network \cup {[type |-> "lock", from |-> c]}
  /\ UNCHANGED <<queue, holder>>

ServerReceiveLock ==
  \E m \in network :
    /\ m.type = "lock"
    /\ network' = network \ {m}
    /\ queue' = Append(queue, m.from)
    /\ UNCHANGED <<holder, pc>>

ServerGrant ==
  /\ holder = 0
  /\ queue # <<>>
  /\ holder' = Head(queue)
  /\ queue' = Tail(queue)
  /\ network' = network \cup {[type |-> "grant", from |-> Head(queue)]}
  /\ UNCHANGED pc

ReceiveGrant(c) ==
  /\ [type |-> "grant", from |-> c] \in network
  /\ network' = network \ {[type |-> "grant", from |-> c]}
  /\ pc' = [pc EXCEPT ![c] = "critical"]
  /\ UNCHANGED <<queue, holder>>

Release(c) ==
  /\ pc[c] = "critical"
  /\ pc' = [pc EXCEPT ![c] = "idle"]
  /\ network' = network \cup {[type |-> "unlock", from |-> c]}
  /\ UNCHANGED <<queue, holder>>

ServerReceiveUnlock ==
  \E m \in network :
    /\ m.type = "unlock"
    /\ holder = m.from
    /\ network' = network \ {m}
    /\ holder' = 0
    /\ UNCHANGED <<queue, pc>>

Next ==
  \/ \E c \in Clients : RequestLock(c) \/ ReceiveGrant(c) \/ Release(c)
  \/ ServerReceiveLock
  \/ ServerGrant
  \/ ServerReceiveUnlock

Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
====
