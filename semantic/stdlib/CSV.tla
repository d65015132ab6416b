---- MODULE CSV ----
\* Reading and writing CSV files (from the CommunityModules). The operators
\* are placeholders that TLC overrides natively.
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers

\* Append val, formatted with template, as a line of file.
CSVWrite(template, val, file) ==
  TRUE

\* The records of file, split at delimiter into the given columns.
CSVRead(columns, delimiter, file) ==
  TRUE

\* The number of records in file (including headers if any).
CSVRecords(file) ==
  CHOOSE n : n \in Nat
====
