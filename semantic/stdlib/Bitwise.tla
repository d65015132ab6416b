---- MODULE Bitwise ----
\* Bitwise operators on natural numbers
\* (https://en.wikipedia.org/wiki/Bitwise_operation#Mathematical_equivalents).
LOCAL INSTANCE Integers

RECURSIVE And(_, _, _, _)
LOCAL And(x, y, n, m) ==
  LET exp == 2 ^ n
  IN  IF m = 0
      THEN 0
      ELSE exp * ((x \div exp) % 2) * ((y \div exp) % 2)
             + And(x, y, n + 1, m \div 2)

\* Bitwise AND of the naturals x and y.
x & y == IF x >= y THEN And(x, y, 0, x) ELSE And(y, x, 0, y)
-----------------------------------------------------------------------------
RECURSIVE Or(_, _, _, _)
LOCAL Or(x, y, n, m) ==
  LET exp == 2 ^ n
      xdm == (x \div exp) % 2
      ydm == (y \div exp) % 2
  IN  IF m = 0
      THEN 0
      ELSE exp * (((xdm + ydm) + (xdm * ydm)) % 2)
             + Or(x, y, n + 1, m \div 2)

\* Bitwise OR of the naturals x and y.
x | y == IF x >= y THEN Or(x, y, 0, x) ELSE Or(y, x, 0, y)
-----------------------------------------------------------------------------
RECURSIVE Xor(_, _, _, _)
LOCAL Xor(x, y, n, m) ==
  LET exp == 2 ^ n
  IN  IF m = 0
      THEN 0
      ELSE exp * (((x \div exp) + (y \div exp)) % 2)
             + Xor(x, y, n + 1, m \div 2)

\* Bitwise XOR of the naturals x and y.
x ^^ y == IF x >= y THEN Xor(x, y, 0, x) ELSE Xor(y, x, 0, y)
-----------------------------------------------------------------------------
RECURSIVE NotR(_, _, _)
LOCAL NotR(x, n, m) ==
  LET exp == 2 ^ n
      xdm == (x \div exp) % 2
  IN  IF m = 0
      THEN 0
      ELSE exp * ((xdm + 1) % 2) + NotR(x, n + 1, m \div 2)

\* Bitwise NOT of the natural a, over the bits up to a's highest set bit.
Not(a) == NotR(a, 0, a)
-----------------------------------------------------------------------------
\* Logical shift of the natural n by pos bits to the right.
RECURSIVE shiftR(_, _)
shiftR(n, pos) ==
  IF pos = 0
  THEN n
  ELSE LET odd(z) == z % 2 = 1
           m == IF odd(n) THEN (n - 1) \div 2 ELSE n \div 2
       IN  shiftR(m, pos - 1)
====
