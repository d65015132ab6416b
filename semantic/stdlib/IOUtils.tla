---- MODULE IOUtils ----
\* Input/output and sub-processes. TLC implements these operators natively;
\* except zeroPadN the bodies are placeholders, as in the original module.
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt

\* Java object serialization of val to or from a file.
IOSerialize(val, absoluteFilename, compress) == TRUE

IODeserialize(absoluteFilename, compressed) == CHOOSE val : TRUE

\* Serialization chosen by options.format (a record of serializer options).
Serialize(value, dest, options) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

Deserialize(src, options) == CHOOSE val : TRUE
-----------------------------------------------------------------------------
\* Runs the command (a sequence of strings) and yields its exit value and
\* output; the Env variants add the environment variables in env.
IOExec(command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOEnvExec(env, command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

\* As IOExec, with printf-style flags in commandTemplate replaced by parameters.
IOExecTemplate(commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOEnvExecTemplate(env, commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

\* The process' environment variables.
IOEnv == CHOOSE r \in [STRING -> STRING] : TRUE

\* The integer that the string str denotes.
atoi(str) == CHOOSE i \in Int : ToString(i) = str

\* The natural number n as a string, padded with leading zeros to width.
zeroPadN(n, width) ==
  LET s == ToString(n)
      padLen == width - Len(s)
      zeros == [i \in 1 .. padLen |-> "0"]
  IN  FoldLeft(LAMBDA acc, z : acc \o z, "", zeros) \o s
====
