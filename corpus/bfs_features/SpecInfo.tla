---- MODULE SpecInfo ----
\* TLCGet("spec"): TLC's record of the spec's parts, each a set of
\* [name, location] records.
EXTENDS Naturals, FiniteSets, TLC
VARIABLE n
Init == n = 0
Up == n < 2 /\ n' = n + 1
Reset(k) == n = 2 /\ n' = k
Next == Up \/ \E k \in {0} : Reset(k)
Spec == Init /\ [][Next]_n /\ WF_n(Next)
Small == n <= 2
Eventually == <>(n = 2)
Names(S) == {r.name : r \in S}
SpecOk ==
  LET s == TLCGet("spec") IN
  /\ DOMAIN s = {"inits", "actions", "temporals", "invariants", "impliedinits", "impliedtemporals"}
  /\ Names(s.inits) = {"Init"}
  /\ Names(s.actions) = {"Up", "Reset"}
  /\ Names(s.invariants) = {"Small", "SpecInv"}
  /\ Cardinality(s.temporals) = 1
  /\ s.impliedinits = {}
  /\ Names(s.impliedtemporals) = {"Eventually"}
  /\ \E r \in s.actions : r.name = "Up" /\ r.location = [beginLine |-> 7, beginColumn |-> 1, endLine |-> 7,
                                                        endColumn |-> 2, module |-> "SpecInfo"]
SpecInv == SpecOk
====
