---- MODULE Apalache ----
\* The standard module of the Apalache model checker. Most operators are
\* annotations for Apalache and are defined here by erasure (or by a plain
\* TLA+ equivalent), as in the original, so that TLC can evaluate them.

\* Assignment of e to the (possibly primed) variable x.
__x := __e == __x = __e

\* A generator of a data structure of size bound (redefined by Apalache).
Gen(__size) == {}

\* Non-deterministic choice of an element of S; TLC falls back to CHOOSE.
Guess(__S) == CHOOSE __x \in __S : TRUE

\* The function defined by a set of pairs (CHOOSE resolves ambiguity).
SetAsFun(__S) ==
  LET __Dom == { __x : <<__x, __y>> \in __S }
      __Rng == { __y : <<__x, __y>> \in __S }
  IN  [ __x \in __Dom |-> CHOOSE __y \in __Rng : <<__x, __y>> \in __S ]

LOCAL INSTANCE Integers
\* The sequence <<F(1), ..., F(N)>>.
MkSeq(__N, __F(_)) == [ __i \in (1..__N) |-> __F(__i) ]

LOCAL INSTANCE Sequences
\* The function fn over 1..len (len <= capacity) read as a sequence.
FunAsSeq(__fn, __len, __capacity) ==
  LET __FunAsSeq_elem_ctor(__i) == __fn[__i] IN
  SubSeq(MkSeq(__capacity, __FunAsSeq_elem_ctor), 1, __len)

\* Hints: a Skolemizable existential, a set to expand, a constant cardinality.
Skolem(__e) == __e

Expand(__S) == __S

ConstCardinality(__cardExpr) == __cardExpr

\* Fold Op over the elements of S, starting from v, in an unspecified order.
RECURSIVE ApaFoldSet(_, _, _)
ApaFoldSet(__Op(_,_), __v, __S) ==
  IF __S = {}
  THEN __v
  ELSE LET __w == CHOOSE __x \in __S : TRUE IN
       LET __T == __S \ {__w} IN
       ApaFoldSet(__Op, __Op(__v, __w), __T)

\* Fold Op over seq from the left, starting from v.
RECURSIVE ApaFoldSeqLeft(_, _, _)
ApaFoldSeqLeft(__Op(_,_), __v, __seq) ==
  IF __seq = <<>>
  THEN __v
  ELSE ApaFoldSeqLeft(__Op, __Op(__v, Head(__seq)), Tail(__seq))

\* F(...F(F(x, 1), 2)..., N).
RECURSIVE Repeat(_, _, _)
Repeat(__F(_,_), __N, __x) ==
  IF __N <= 0
  THEN __x
  ELSE __F(Repeat(__F, __N - 1, __x), __N)
====
