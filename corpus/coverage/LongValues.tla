---- MODULE LongValues ----
EXTENDS Naturals
VARIABLES log, n

Init == /\ log = [alpha |-> 0, beta |-> "aaaaaaaaaaaaaaaaaaaa", gamma |-> {1, 2, 3},
                  delta |-> <<"xxxxxxxxxxxxxxx", "yyyyyyyyyyyyyyy">>]
        /\ n = 0
Next == n < 1 /\ n' = n + 1 /\ log' = [log EXCEPT !.alpha = n + 1]
Inv == n < 1
====
