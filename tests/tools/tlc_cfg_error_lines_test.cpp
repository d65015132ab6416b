// A cfg that does not fit the spec: TLC's SpecProcessor fails (Assert.fail)
// after "Starting..." (processSpec prints it once SANY is done; the unassigned
// constants, processConstantDefns' substitution checks and processConfig come
// after), TLC.process prints the error as MP.printTLCRuntimeException does (no
// cfg location; in -tool its EC code, class 1), then "Finished in"; the exit
// code is EC.ExitStatus.errorConstantToExitStatus's. Enumerated: every cfg
// form SpecProcessor refuses (an unassigned constant, `C <- D` with D
// undefined, of another arity or not constant, a module not in the spec, each
// cfg name undefined, with parameters or a constant, an INVARIANT above state
// level, SPECIFICATION with INIT, a missing INIT or NEXT, a constant named as
// a formula, \EE in the spec), plain and -tool.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

const char *kSpec = R"(---- MODULE M ----
EXTENDS Naturals
CONSTANT N, P(_)
VARIABLE x
Two(a, b) == a + b
Inc(a) == a + 1
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == x <= 3
Primed == x' = x
Spec == Init /\ [][Next]_x
Hidden == \EE y : Init
HSpec == Hidden /\ [][Next]_x
====
)";

struct Form {
  const char *cfg;  // after the common CONSTANTs (none when `constants` is false)
  int code;         // TLC's EC code
  const char *text; // TLC's message
  int exit;
  bool constants = true;
};

const std::string kConstants = "CONSTANT N = 3\nP <- Inc\n";

const Form kForms[] = {
    {"INIT Init\nNEXT Next\nCONSTANT N = 3\n", 2222,
     "The constant parameter P is not assigned a value by the configuration file.", 151, false},
    {"INIT Init\nNEXT Next\nCONSTANT N = 3\nP <- Undef\n", 2280,
     "The configuration file substitutes for P with the undefined identifier Undef.", 151, false},
    {"INIT Init\nNEXT Next\nCONSTANT N = 3\nP <- Two\n", 2225,
     "The configuration file substitutes for P with Two of different number of arguments.", 151, false},
    {"INIT Init\nNEXT Next\nCONSTANT N <- Init\nP <- Inc\n", 2281,
     "The configuration file substitutes constant N with non-constant Init", 151, false},
    // processSpec's unassigned constant comes before processConstantDefns' arity check.
    {"INIT Init\nNEXT Next\nCONSTANT P <- Two\n", 2222,
     "The constant parameter N is not assigned a value by the configuration file.", 151, false},
    {"INIT Nope\nNEXT Next\n", 2229,
     "The initial predicate Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Nope\n", 2229,
     "The next state action Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Two\n", 2228,
     "TLC requires next state action not to take any argument, but one was given: Two", 151},
    {"INIT N\nNEXT Next\n", 2233, "The initial predicate N cannot be a constant.", 151},
    {"INIT Init\nNEXT Next\nINVARIANT Nope\n", 2229,
     "The invariant Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nINVARIANT N\n", 2230, "The invariant of N is equal to 3", 151},
    {"INIT Init\nNEXT Next\nINVARIANT Primed\n", 2146,
     "The invariant Primed is not a state predicate (one with no primes or temporal operators).", 76},
    {"INIT Init\nNEXT Next\nPROPERTY Nope\n", 2229,
     "The property Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nCONSTRAINT Nope\n", 2229,
     "The constraint Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nACTION_CONSTRAINT Nope\n", 2229,
     "The action constraint Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nVIEW Nope\n", 2229,
     "The view function Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nSYMMETRY Nope\n", 2229,
     "The symmetry function Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nALIAS Nope\n", 2229,
     "The alias Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nPOSTCONDITION Nope\n", 2229,
     "The post condition Nope specified in the configuration file\nis not defined in the specification.", 151},
    {"INIT Init\nNEXT Next\nSPECIFICATION Spec\n", 2227,
     "The configuration file cannot specify both INIT/NEXT and SPECIFICATION fields.", 151},
    {"NEXT Next\n", 2231,
     "The configuration file did not specify the initial state predicate.\nCan also be caused by trying to run TLC "
     "on a specification from\na module imported with a parameterized INSTANCE statement.",
     151},
    {"INIT Init\nINVARIANT Inv\n", 2232, "The configuration file did not specify the next state predicate.", 151},
    {"SPECIFICATION HSpec\n", 2301,
     "TLC does not support temporal existential, nor universal, quantification over state variables.", 255},
};

TEST(TlcCfgErrorLines, EveryRefusedCfgFormPrintsTlcsLinesInTlcsOrder) {
  for (const Form &f : kForms) {
    std::string cfg = (f.constants ? kConstants : "") + f.cfg;
    SCOPED_TRACE(cfg);
    tlcmodel::TlcRun plain = tlcmodel::tlc({{"M.tla", kSpec}}, "M.tla", cfg, "-deadlock");
    EXPECT_EQ(plain.exit, f.exit) << plain.out;
    const std::string &out = plain.out;
    size_t starting = out.find("\nStarting... (");
    size_t error = out.find(std::string("\nError: ") + f.text + "\n");
    size_t finished = out.find("\nFinished in ");
    EXPECT_NE(starting, std::string::npos) << out;
    EXPECT_NE(error, std::string::npos) << out;
    EXPECT_NE(finished, std::string::npos) << out;
    EXPECT_LT(starting, error) << out;
    EXPECT_LT(error, finished) << out;
    EXPECT_EQ(out.find("run.cfg:"), std::string::npos) << out; // TLC names no cfg location
    EXPECT_EQ(out.find("Computing initial states"), std::string::npos) << out;

    tlcmodel::TlcRun tool = tlcmodel::tlc({{"M.tla", kSpec}}, "M.tla", cfg, "-deadlock -tool");
    EXPECT_EQ(tool.exit, f.exit) << tool.out;
    std::string code = std::to_string(f.code);
    EXPECT_NE(tool.out.find("@!@!@STARTMSG " + code + ":1 @!@!@\n" + f.text + "\n@!@!@ENDMSG " + code + " @!@!@"),
              std::string::npos)
        << tool.out;
    EXPECT_NE(tool.out.find("@!@!@STARTMSG 2185:0 @!@!@\nStarting..."), std::string::npos) << tool.out;
    EXPECT_NE(tool.out.find("@!@!@STARTMSG 2186:0 @!@!@\nFinished in"), std::string::npos) << tool.out;
  }
}

} // namespace
