---- MODULE PrintLong ----
EXTENDS Naturals, TLC
ASSUME PrintT([a |-> "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", b |-> "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"])
ASSUME Print(<<1, 2>>, TRUE)
VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
