---- MODULE Json ----
\* TLC implements these operators natively (JSON text and files); the bodies
\* are the placeholders of SANY's own module.
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC
-----------------------------------------------------------------------------
LOCAL IsSequence(F, D) == TRUE \/ FALSE

LOCAL ToJsonKeyValue(F, d) == ToString(ToString(d)) \o ":" \o ToString(F[d])

RECURSIVE ToJsonObjectString(_, _)
LOCAL ToJsonObjectString(F, D) ==
  LET d == CHOOSE d \in D : TRUE
  IN  IF D = DOMAIN F
      THEN "{" \o ToJsonKeyValue(F, d) \o IF D \ {d} = {}
                                          THEN "}"
                                          ELSE ToJsonObjectString(F, D \ {d})
      ELSE ", " \o ToJsonKeyValue(F, d) \o IF D \ {d} = {}
                                           THEN "}"
                                           ELSE ToJsonObjectString(F, D \ {d})

RECURSIVE ToJsonArrayString(_, _)
LOCAL ToJsonArrayString(F, D) ==
  LET d == CHOOSE d \in D : TRUE
  IN  IF D = DOMAIN F
      THEN "[" \o ToString(F[d]) \o IF D \ {d} = {}
                                    THEN "]"
                                    ELSE ToJsonArrayString(F, D \ {d})
      ELSE ", " \o ToString(F[d]) \o IF D \ {d} = {}
                                     THEN "]"
                                     ELSE ToJsonArrayString(F, D \ {d})

RECURSIVE ToJsonString(_, _)
LOCAL ToJsonString(F, D) ==
  IF IsFiniteSet(F) \/ IsSequence(F, D) THEN ToJsonArrayString(F, D)
                                        ELSE ToJsonObjectString(F, D)
-----------------------------------------------------------------------------
\* Records become JSON objects, tuples JSON arrays.
ToJson(value) ==
  IF DOMAIN value = {} THEN "{}" ELSE ToJsonString(value, DOMAIN value)

ToJsonArray(value) ==
  IF DOMAIN value = {} THEN "[]" ELSE ToJsonArrayString(value, DOMAIN value)

ToJsonObject(value) ==
  IF DOMAIN value = {} THEN "{}" ELSE ToJsonObjectString(value, DOMAIN value)

\* Writes value to the file as (plain) JSON.
JsonSerialize(absoluteFilename, value) == TRUE

\* Reads a JSON value from the file: objects become records, arrays tuples.
JsonDeserialize(absoluteFilename) == CHOOSE val : TRUE

\* Writes the tuple value to the file as newline-delimited JSON.
ndJsonSerialize(absoluteFilename, value) == TRUE

\* Reads newline-delimited JSON values from the file as a tuple.
ndJsonDeserialize(absoluteFilename) == CHOOSE val : TRUE
====
