---- MODULE Naturals ----
\* Nat, + and * are primitive: every tool implements them natively, so their
\* bodies are placeholders, as in SANY's own Naturals module. The other
\* operators are defined from them for integer arguments (for reals, see the
\* ProtoReals module of "Specifying Systems", section 18.4).
Nat == { }
a + b == {a, b}
a - b == CHOOSE n : b + n = a
a * b == TRUE
a ^ b == LET Pow[n \in Nat] == IF n = 0 THEN 1 ELSE a * Pow[n - 1]
         IN  Pow[b]
a \leq b == \E n \in Nat : a + n = b
a \geq b == b \leq a
a < b == (a \leq b) /\ (a # b)
a > b == b < a
a .. b == {i \in {m - n : m, n \in Nat} : (a \leq i) /\ (i \leq b)}
a \div b == CHOOSE q \in {m - n : m, n \in Nat} :
              \E r \in 0 .. (b - 1) : a = b * q + r
a % b == a - b * (a \div b)
====
