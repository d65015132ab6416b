---------------------------- MODULE StringOrder ----------------------------
(***************************************************************************)
(* TLC orders strings, record fields and model values by the order it      *)
(* first meets their text (its UniqueString ids), not alphabetically. The  *)
(* names below are written out of alphabetical order on purpose; the       *)
(* invariant fails in the initial state so that TLC prints it.             *)
(***************************************************************************)
EXTENDS Naturals, TLC

CONSTANT Procs

VARIABLES picked, names, rec, procs, made

Names == {"zeta", "alpha", "mid"}

Init == /\ picked = CHOOSE n \in Names : TRUE
        /\ names = Names \cup {"beta"}
        /\ rec = [zz |-> 1, aa |-> 2, mm |-> 3]
        /\ procs = Procs
        \* Strings first made while checking: after all others, by their bytes
        \* (TLC would order them by when a worker first made them).
        /\ made = {ToString(<<2, 3>>), ToString(<<1>>), "alpha"}

Next == UNCHANGED <<picked, names, rec, procs, made>>

\* State-level (a constant FALSE would be a value TLC refuses as an invariant).
ShowState == picked # picked
=============================================================================
