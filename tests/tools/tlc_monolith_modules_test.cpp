// Modules of a monolith spec, as TLC 1.8.0 finds them (util.SimpleFilenameToStream,
// util.MonolithSpecExtractor.module): a module that no file holds (on disk or built
// in) is taken from the root spec's file, from the first line that is exactly a
// header `----... MODULE Name ---...` through the next line starting with `=====`.
// Nothing else of that file is read: a header in a comment, indented or followed by
// other text is none, an unreferenced module there is never parsed, and no other
// file is searched. TLC's trace-explorer files (X_TTrace_N.tla, found as public
// TTrace specs that stopped at a parse error) put a commented-out copy of the
// trace module's header before the real one.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

// A trace-explorer file as TLC writes it: the commented-out deserializing
// variant of the trace module comes first, then the module itself, then the
// constants module and the CONFIG section. Run as TLC's users run it, with
// `-config` naming the .tla file.
const char *kBase = R"(---- MODULE Base ----
EXTENDS Naturals
VARIABLE x
====
)";

const char *kTrace = R"(---- MODULE Trace_TTrace_1 ----
EXTENDS Sequences, TLCExt, Toolbox, Naturals, TLC, Base, Trace_TEConstants

_trace ==
    LET Trace_TETrace == INSTANCE Trace_TETrace
    IN Trace_TETrace!trace
----

_inv == ~(TLCGet("level") = Len(_TETrace) /\ x = 2)
_init == x = _TETrace[1].x
_next ==
    /\ \E i,j \in DOMAIN _TETrace:
        /\ \/ /\ j = i + 1
              /\ i = TLCGet("level")
        /\ x  = _TETrace[i].x
        /\ x' = _TETrace[j].x
=============================================================================

 Parsing and semantic processing can take forever if the trace below is long.
 In this case, it is advised to uncomment the module below to deserialize the
 trace from a generated binary file.

\*
\*---- MODULE Trace_TETrace ----
\*EXTENDS IOUtils, TLC, Base, Trace_TEConstants
\*
\*trace == IODeserialize("Trace_TTrace_1.bin", TRUE)
\*
\*=============================================================================
\*

---- MODULE Trace_TETrace ----
EXTENDS TLC, Base, Trace_TEConstants

trace ==
    <<
    ([x |-> 0]),
    ([x |-> 1]),
    ([x |-> 2])
    >>
----


=============================================================================

---- MODULE Trace_TEConstants ----
EXTENDS Base

=============================================================================

---- CONFIG Trace_TTrace_1 ----
INVARIANT
    _inv

CHECK_DEADLOCK
    FALSE

INIT
    _init

NEXT
    _next

CONSTANT
    _TETrace <- _trace
=============================================================================
\* Generated on Wed Jun 11 13:10:37 EDT 2025
)";

TEST(TlcMonolithModules, ATraceExplorerFileReplaysItsTrace) {
  TlcRun r = tlc({{"Base.tla", kBase}, {"Trace_TTrace_1.tla", kTrace}}, "Trace_TTrace_1.tla", "",
                 "-config Trace_TTrace_1.tla");
  EXPECT_EQ(r.exit, 12) << r.out;
  EXPECT_NE(r.out.find("Invariant _inv is violated"), std::string::npos) << r.out;
  EXPECT_EQ(r.generated, "3") << r.out;
  EXPECT_EQ(r.distinct, "3") << r.out;
}

// Root.tla uses module M, written after Root's own module in the same file
// under `header`; M's K is 1, which the invariant checks.
TlcRun runWithHeader(const std::string &header, const std::map<std::string, std::string> &more = {}) {
  std::string root = "---- MODULE Root ----\nEXTENDS M\nVARIABLE x\nInit == x = K\nNext == UNCHANGED x\nInv == x = 1\n"
                     "====\n\n" +
                     header + "\nK == 1\n=====\n";
  std::map<std::string, std::string> files = more;
  files["Root.tla"] = root;
  return tlc(files, "Root.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
}

// Every form of the header line: only a whole line of at least four dashes,
// MODULE, blanks, the name, blanks and at least three dashes is one.
TEST(TlcMonolithModules, OnlyAWholeHeaderLineStartsAModule) {
  const char *headers[] = {"---- MODULE M ----", "---------- MODULE  M ------", "----MODULE M----"};
  for (const char *h : headers) {
    SCOPED_TRACE(h);
    TlcRun r = runWithHeader(h);
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "1") << r.out;
  }
  const char *notHeaders[] = {
      "\\*---- MODULE M ----",       // in an end-of-line comment (TLC's trace-explorer files)
      "\\* ---- MODULE M ----",      //
      "(* ---- MODULE M ---- *)",    // in a comment on the line
      "  ---- MODULE M ----",        // indented
      "---- MODULE M ---- \\* note", // followed by other text
      "---- MODULE M ----   ",       // followed by blanks
      "--- MODULE M ----",           // three dashes before
      "---- MODULE M --",            // two dashes after
      "---- MODULE MX ----",         // another module's
  };
  for (const char *h : notHeaders) {
    SCOPED_TRACE(h);
    TlcRun r = runWithHeader(h);
    EXPECT_EQ(r.exit, 150) << r.out;
    EXPECT_NE(r.out.find("Cannot find source file for module M imported in module Root."), std::string::npos) << r.out;
  }
}

// A module of the root file that nothing uses is never read, whatever it holds.
TEST(TlcMonolithModules, AnUnusedModuleOfTheFileIsNotParsed) {
  std::string root = "---- MODULE Root ----\nVARIABLE x\nInit == x = 1\nNext == UNCHANGED x\nInv == x = 1\n====\n\n"
                     "---- MODULE Junk ----\nthis is ( not TLA+\n====\n";
  TlcRun r = tlc({{"Root.tla", root}}, "Root.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.distinct, "1") << r.out;
}

// A file M.tla is found before the root file's module M (whose K is 2).
TEST(TlcMonolithModules, AFileOfTheModuleComesFirst) {
  TlcRun r = runWithHeader("---- MODULE M ----\nK == 2\n====\n\n---- MODULE Unused ----",
                           {{"M.tla", "---- MODULE M ----\nK == 1\n====\n"}});
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.distinct, "1") << r.out;
}

// Only the root spec's file is searched: a module written after A's in A.tla
// is not found from A.
TEST(TlcMonolithModules, OnlyTheRootFileIsSearched) {
  std::string a = "---- MODULE A ----\nEXTENDS B\n====\n\n---- MODULE B ----\nK == 1\n====\n";
  std::string root = "---- MODULE Root ----\nEXTENDS A\nVARIABLE x\nInit == x = K\nNext == UNCHANGED x\n====\n";
  TlcRun r = tlc({{"Root.tla", root}, {"A.tla", a}}, "Root.tla", "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, 150) << r.out;
  EXPECT_NE(r.out.find("Cannot find source file for module B imported in module A."), std::string::npos) << r.out;
}

// The module ends at the first line starting with five `=`: an inner module
// closed that way ends the text TLC takes, and M is left unterminated.
TEST(TlcMonolithModules, TheFirstLineOfFiveEqualSignsEndsTheModule) {
  TlcRun r = runWithHeader("---- MODULE M ----\n---- MODULE Inner ----\nJ == 2\n=====\nL == 3");
  EXPECT_EQ(r.exit, 150) << r.out;
  // With four the inner module's end is no end of M's text.
  r = runWithHeader("---- MODULE M ----\n---- MODULE Inner ----\nJ == 2\n====\nL == 3");
  EXPECT_EQ(r.exit, 0) << r.out;
}

} // namespace
