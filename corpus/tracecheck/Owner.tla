---- MODULE Owner ----
\* Nodes are model values of the cfg: a trace logs them as strings ("n1"),
\* which the explorer reads as the model values (trace explorer tests).
EXTENDS Naturals
CONSTANTS Nodes, NoOne
VARIABLES owner, grabs
Init == owner = NoOne /\ grabs = [n \in Nodes |-> 0]
Grab(n) == owner = NoOne /\ owner' = n /\ grabs' = [grabs EXCEPT ![n] = @ + 1]
Drop == owner /= NoOne /\ owner' = NoOne /\ UNCHANGED grabs
Next == (\E n \in Nodes : Grab(n)) \/ Drop
Spec == Init /\ [][Next]_<<owner, grabs>>
====
