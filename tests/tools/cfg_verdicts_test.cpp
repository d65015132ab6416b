// Every cfg keyword that names a definition (INIT, NEXT, SPECIFICATION,
// INVARIANT, PROPERTY, CONSTRAINT, ACTION_CONSTRAINT, SYMMETRY, VIEW, ALIAS,
// POSTCONDITION), plus CONSTANT(S) and CHECK_DEADLOCK, with a missing name,
// an undefined name, a name with parameters, a constant, a formula of the
// wrong level, a duplicate and both forms of the behaviour spec: TLC's exit
// code and message (tlc2.tool.impl.ModelConfig and SpecProcessor), and for
// `check` the cfg line:col of the entry at fault.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <cstdio>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <sys/wait.h>

namespace {

using clirun::Result;
Result run(const std::string &dir, const std::string &args) { return clirun::runIn(dir, args); }

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

// The spec every cfg below names things of (line numbers matter: ActInv is
// defined on line 11, TempInv on 12, P on 13).
const char *const Spec = "---- MODULE M ----\n"              // 1
                         "EXTENDS Naturals, TLC\n"           // 2
                         "CONSTANT C, T\n"                   // 3
                         "VARIABLE x\n"                      // 4
                         "vars == <<x>>\n"                   // 5
                         "Init == x = 0\n"                   // 6
                         "Next == x' = (x + 1) % 3\n"        // 7
                         "Spec == Init /\\ [][Next]_vars\n"  // 8
                         "Inv == x < 3\n"                    // 9
                         "Con == x < 10\n"                   // 10
                         "ActInv == x' >= x\n"               // 11
                         "TempInv == []Inv\n"                // 12
                         "P(a) == x < a\n"                   // 13
                         "ActCon == x' # 7\n"                // 14
                         "Sym == {}\n"                       // 15
                         "View == x\n"                       // 16
                         "Alias == [y |-> x]\n"              // 17
                         "Post == TLCGet(\"stats\").generated >= 0\n" // 18 (TLCGet: not evaluated at start-up)
                         "Live == <>(x = 2)\n"               // 19
                         "BoxAct == [][x' # x]_vars\n"       // 20
                         "CDef == 3\n"                       // 21
                         "====\n";

struct Case {
  std::string name;   // what the case is
  std::string cfg;    // after "CONSTANT C = 1 T = TRUE\n"
  int rc;             // TLC's exit code (tlc and check agree on it)
  std::string tlc;    // a part of TLC's message (tlacore tlc)
  std::string check;  // a part of check's diagnostic ("" : the same as tlc's, newlines as spaces)
  bool ownConstants = false; // the cfg gives the constants itself (no Consts before it)
};

const std::string Consts = "CONSTANT C = 1 T = TRUE\n";
// TLC's text for a cfg that does not parse: MP.ECGeneralMsg of the ConfigFileException ModelConfig.parse
// throws (MP's CONFIG_FILE_ERROR and the EC.CFG_* detail).
const std::string CfgAnyLine = "Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the "
                               "spec or model.\nSee the User Output or TLC Console for clues to what happened.\nThe "
                               "exception was a tlc2.tool.ConfigFileException\n: TLC found an error in the configuration "
                               "file at line ";
std::string Cfg(int line, const std::string &detail) { return CfgAnyLine + std::to_string(line) + "\n" + detail + "\n"; }
const std::string NotDefined = " specified in the configuration file\nis not defined in the specification.";

std::vector<Case> cases() {
  std::vector<Case> c = {
      // The behaviour spec: both forms, neither, one half.
      {"spec and init", "SPECIFICATION Spec\nINIT Init\nNEXT Next\n", 151,
       "The configuration file cannot specify both INIT/NEXT and SPECIFICATION fields.", "M.cfg:3:6: error: "},
      {"spec and next", "NEXT Next\nSPECIFICATION Spec\n", 151,
       "The configuration file cannot specify both INIT/NEXT and SPECIFICATION fields.", "M.cfg:2:6: error: "},
      {"init without next", "INIT Init\nINVARIANT Inv\n", 151,
       "The configuration file did not specify the next state predicate.", "M.cfg:2:6: error: "},
      {"next without init", "NEXT Next\nINVARIANT Inv\n", 151,
       "The configuration file did not specify the initial state predicate.", "M.cfg:2:6: error: "},
      // A missing initial predicate or next-state relation (SpecProcessor.processSpec): an error only where
      // there is something to check that needs it; otherwise TLC runs without it. No next-state relation
      // (SPECIFICATION Init, INIT alone) gives no successors: a deadlock on the initial states.
      {"spec without next", "SPECIFICATION Init\n", 11, "Error: Deadlock reached.", ""},
      {"spec without next, no deadlock check", "SPECIFICATION Init\nCHECK_DEADLOCK FALSE\n", 0,
       "1 states generated, 1 distinct states found, 0 states left on queue.", "1 distinct"},
      {"spec without next, state property", "SPECIFICATION Init\nPROPERTY Inv\n", 11, "Error: Deadlock reached.", ""},
      {"spec without next, invariant", "SPECIFICATION Init\nINVARIANT Inv\n", 151,
       "The configuration file did not specify the next state predicate.", "M.cfg:2:15: error: "},
      {"spec without next, always property", "SPECIFICATION Init\nPROPERTY TempInv\n", 151,
       "The configuration file did not specify the next state predicate.", ""},
      {"spec without next, action property", "SPECIFICATION Init\nPROPERTY BoxAct\n", 151,
       "The configuration file did not specify the next state predicate.", ""},
      {"spec without next, liveness property", "SPECIFICATION Init\nPROPERTY Live\n", 151,
       "The configuration file did not specify the next state predicate.", ""},
      {"spec without init", "SPECIFICATION BoxAct\n", 151,
       "The configuration file did not specify the initial state predicate.\nCan also be caused by trying to run TLC "
       "on a specification from\na module imported with a parameterized INSTANCE statement.", "M.cfg:2:15: error: "},
      {"init alone", "INIT Init\n", 11, "Error: Deadlock reached.", ""},
      {"next alone", "NEXT Next\n", 151, "The configuration file did not specify the initial state predicate.",
       "M.cfg:2:6: error: "},
      {"neither spec nor init, with variables", "INVARIANT Inv\n", 151,
       "The configuration file did not specify the initial state predicate.", ""},
      // No behaviour named at all: the ASSUMEs alone, variables or not (TLC's Github696Test: 0 states, no error).
      {"nothing at all, with variables", "", 0, "Model checking completed. No error has been found.",
       "Model checking completed. No error has been found."},
      // CONSTANT(S): unassigned, a bad substitution, a missing value.
      {"constant unassigned", "CONSTANT C = 1\nSPECIFICATION Spec\n", 151,
       "The constant parameter T is not assigned a value by the configuration file.",
       "M.cfg: note: add it to a CONSTANT section: T = <value> or T <- <definition>", true},
      {"substitute undefined", "CONSTANTS C <- Nope\nSPECIFICATION Spec\n", 151,
       "The configuration file substitutes for C with the undefined identifier Nope.", "M.cfg:2:16: error: "},
      {"substitute arity", "CONSTANTS C <- P\nSPECIFICATION Spec\n", 151,
       "The configuration file substitutes for C with P of different number of arguments.", "M.cfg:2:16: error: "},
      // SpecProcessor.processConstantDefns evaluates the replacement with no state (Con reads x):
      // EC.TLC_CONFIG_SUBSTITUTION_NON_CONSTANT, as TLC's Github1109aTest asserts for C <- (x).
      {"substitute non-constant", "CONSTANTS C <- Con\nSPECIFICATION Spec\n", 151,
       "The configuration file substitutes constant C with non-constant Con", "M.cfg:2:16: error: "},
      {"substitute fine", "CONSTANTS C <- CDef\nSPECIFICATION Spec\n", 0,
       "Model checking completed. No error has been found.", "Model checking completed. No error has been found."},
      // A cfg that does not parse (ModelConfig.parse's ConfigFileException, an unexpected exception to
      // TLC.process: exit 255), in TLC's words (Cfg below) where its parser fails where TLC's does.
      {"constant without value", "CONSTANT C\nSPECIFICATION Spec\n", 255, Cfg(3, "It was expecting = or <-, but did not find it."),
       "expected '=' or '<-' after 'C', found the keyword SPECIFICATION"},
      {"constant given a function", "CONSTANT C = [i \\in {1} |-> 1]\nSPECIFICATION Spec\n", 255,
       Cfg(2, "It was expecting ], but did not find it."), "expected ']' after the module name 'i'"},
      {"constant without value at the end", "SPECIFICATION Spec\nCONSTANT C =\n", 255, CfgAnyLine,
       "expected a value (a number, a string, TRUE, FALSE, a model value, {...} or <<...>>), found end of file"},
      // Undefined names, with the cfg line:col for check (issue 13).
      {"undefined spec", "SPECIFICATION Nope\n", 151, "The name Nope" + NotDefined,
       "M.cfg:2:15: error: The name Nope specified in the configuration file is not defined in the specification."},
      {"undefined init", "INIT Nope\nNEXT Next\n", 151, "The initial predicate Nope" + NotDefined, "M.cfg:2:6: error: "},
      {"undefined next", "INIT Init\nNEXT Nope\n", 151, "The next state action Nope" + NotDefined, "M.cfg:3:6: error: "},
      {"undefined invariant", "SPECIFICATION Spec\nINVARIANT Inv Nope\n", 151, "The invariant Nope" + NotDefined,
       "M.cfg:3:15: error: "},
      {"undefined property", "SPECIFICATION Spec\nPROPERTY Nope\n", 151, "The property Nope" + NotDefined,
       "M.cfg:3:10: error: "},
      {"undefined constraint", "SPECIFICATION Spec\nCONSTRAINT Nope\n", 151, "The constraint Nope" + NotDefined,
       "M.cfg:3:12: error: "},
      {"undefined action constraint", "SPECIFICATION Spec\nACTION_CONSTRAINT Nope\n", 151,
       "The action constraint Nope" + NotDefined, "M.cfg:3:19: error: "},
      {"undefined symmetry", "SPECIFICATION Spec\nSYMMETRY Nope\n", 151, "The symmetry function Nope" + NotDefined,
       "M.cfg:3:10: error: "},
      {"undefined view", "SPECIFICATION Spec\nVIEW Nope\n", 151, "The view function Nope" + NotDefined,
       "M.cfg:3:6: error: "},
      {"undefined alias", "SPECIFICATION Spec\nALIAS Nope\n", 151, "The alias Nope" + NotDefined, "M.cfg:3:7: error: "},
      {"undefined postcondition", "SPECIFICATION Spec\nPOSTCONDITION Nope\n", 151,
       "The post condition Nope" + NotDefined, "M.cfg:3:15: error: "},
      // Names of operators with parameters.
      {"spec with parameters", "SPECIFICATION P\n", 151, "TLC requires P not to take any argument.",
       "M.tla:13:1: note: defined here"},
      {"init with parameters", "INIT P\nNEXT Next\n", 151,
       "TLC requires initial predicate not to take any argument, but one was given: P", "M.cfg:2:6: error: "},
      {"next with parameters", "INIT Init\nNEXT P\n", 151,
       "TLC requires next state action not to take any argument, but one was given: P", "M.cfg:3:6: error: "},
      {"invariant with parameters", "SPECIFICATION Spec\nINVARIANT P\n", 151,
       "TLC requires invariant not to take any argument, but one was given: P", "M.cfg:3:11: error: "},
      {"property with parameters", "SPECIFICATION Spec\nPROPERTY P\n", 151, "TLC requires P not to take any argument.",
       "M.cfg:3:10: error: "},
      {"constraint with parameters", "SPECIFICATION Spec\nCONSTRAINT P\n", 151,
       "TLC requires constraint not to take any argument, but one was given: P", "M.cfg:3:12: error: "},
      {"action constraint with parameters", "SPECIFICATION Spec\nACTION_CONSTRAINT P\n", 151,
       "TLC requires action constraint not to take any argument, but one was given: P", ""},
      {"view with parameters", "SPECIFICATION Spec\nVIEW P\n", 151,
       "TLC requires view function not to take any argument, but one was given: P", ""},
      {"symmetry with parameters", "SPECIFICATION Spec\nSYMMETRY P\n", 151,
       "TLC requires symmetry function not to take any argument, but one was given: P", ""},
      {"alias with parameters", "SPECIFICATION Spec\nALIAS P\n", 151,
       "TLC requires alias not to take any argument, but one was given: P", ""},
      {"postcondition with parameters", "SPECIFICATION Spec\nPOSTCONDITION P\n", 151,
       "TLC requires post condition not to take any argument, but one was given: P", ""},
      // A declared constant where a definition belongs.
      {"init is a constant", "INIT C\nNEXT Next\n", 151, "The initial predicate C cannot be a constant.", ""},
      {"next is a constant", "INIT Init\nNEXT C\n", 151, "The next state action C cannot be a constant.", ""},
      {"view is a constant", "SPECIFICATION Spec\nVIEW C\n", 151, "The view function C cannot be a constant.", ""},
      {"spec is a constant", "SPECIFICATION C\n", 151, "The value of C is equal to 1", ""},
      {"invariant is a constant", "SPECIFICATION Spec\nINVARIANT C\n", 151, "The invariant of C is equal to 1", ""},
      {"property is a constant", "SPECIFICATION Spec\nPROPERTY C\n", 151, "The property of C is equal to 1", ""},
      {"invariant is TRUE", "SPECIFICATION Spec\nINVARIANT T\nPROPERTY T\nCONSTRAINT T\n", 0,
       "Model checking completed. No error has been found.", "Model checking completed. No error has been found."},
      // The wrong level: an action or a temporal formula as an INVARIANT
      // (TLC: EC.TLC_INVARIANT_VIOLATED_LEVEL, exit 76 = FAILURE_SAFETY_EVAL;
      // measured in ../shared/reference/sysmobench-invariants/raftkvs_gpt5/LeaderAppendOnly).
      {"action invariant", "SPECIFICATION Spec\nINVARIANT ActInv\n", 76,
       "The invariant ActInv is not a state predicate (one with no primes or temporal operators).",
       "M.cfg:3:11: error: INVARIANT ActInv (M.tla:11:1) is not a state predicate (one with no primes or temporal "
       "operators)\nM.cfg:3:11: note: an action is checked on every step as a property: PROPERTY [][ActInv]_vars"},
      {"temporal invariant", "SPECIFICATION Spec\nINVARIANT TempInv\n", 76,
       "The invariant TempInv is not a state predicate (one with no primes or temporal operators).",
       "M.cfg:3:11: error: INVARIANT TempInv (M.tla:12:1) is not a state predicate (one with no primes or "
       "temporal operators)\nM.cfg:3:11: note: a temporal formula is checked as a property: PROPERTY TempInv"},
      // An action as a PROPERTY (without [][...]_v): SpecProcessor.processConfigProps.
      {"action property", "SPECIFICATION Spec\nPROPERTY ActInv\n", 151, "The property ActInv is not correctly defined.",
       "M.cfg:3:10: note: an action is checked on every step as PROPERTY [][A]_vars"},
      {"boxed action property", "SPECIFICATION Spec\nPROPERTY BoxAct\n", 0,
       "Model checking completed. No error has been found.", "Model checking completed. No error has been found."},
      // Missing names and duplicate keywords: cfg syntax errors.
      // TLC takes the token after INIT as its name (here NEXT) and fails at the next one: tlacore's words.
      {"missing init name", "INIT\nNEXT Next\n", 255, CfgAnyLine, "the keyword INIT was not followed by an identifier"},
      {"missing next name", "INIT Init\nNEXT\n", 255, Cfg(3, "The keyword NEXT was not followed by an identifier."),
       "the keyword NEXT was not followed by an identifier"},
      {"missing spec name", "SPECIFICATION\n", 255, Cfg(2, "The keyword SPECIFICATION was not followed by an identifier."),
       "the keyword SPECIFICATION was not followed by an identifier"},
      {"missing view name", "SPECIFICATION Spec\nVIEW\n", 255, Cfg(3, "The keyword VIEW was not followed by an identifier."),
       "the keyword VIEW was not followed by an identifier"},
      {"missing symmetry name", "SPECIFICATION Spec\nSYMMETRY\n", 255,
       Cfg(3, "The keyword SYMMETRY was not followed by an identifier."), "the keyword SYMMETRY was not followed by an identifier"},
      {"missing alias name", "SPECIFICATION Spec\nALIAS\n", 255, Cfg(3, "The keyword ALIAS was not followed by an identifier."),
       "the keyword ALIAS was not followed by an identifier"},
      {"missing postcondition name", "SPECIFICATION Spec\nPOSTCONDITION\n", 255,
       Cfg(3, "The keyword POSTCONDITION was not followed by an identifier."),
       "the keyword POSTCONDITION was not followed by an identifier"},
      {"missing check_deadlock value", "SPECIFICATION Spec\nCHECK_DEADLOCK\n", 255, CfgAnyLine, "CHECK_DEADLOCK"},
      {"check_deadlock not a boolean", "SPECIFICATION Spec\nCHECK_DEADLOCK Yes\n", 255,
       Cfg(3, "It was expecting TRUE or FALSE, but did not find it."), "CHECK_DEADLOCK must be followed by TRUE or FALSE"},
      {"init twice", "INIT Init\nNEXT Next\nINIT Init\n", 255, Cfg(4, "The keyword INIT appeared twice."),
       "the keyword INIT appeared twice"},
      {"next twice", "INIT Init\nNEXT Next\nNEXT Next\n", 255, Cfg(4, "The keyword NEXT appeared twice."),
       "the keyword NEXT appeared twice"},
      {"spec twice", "SPECIFICATION Spec\nSPECIFICATION Spec\n", 255, Cfg(3, "The keyword SPECIFICATION appeared twice."),
       "the keyword SPECIFICATION appeared twice"},
      {"view twice", "SPECIFICATION Spec\nVIEW View\nVIEW View\n", 255, Cfg(4, "The keyword VIEW appeared twice."),
       "the keyword VIEW appeared twice"},
      {"check_deadlock twice", "SPECIFICATION Spec\nCHECK_DEADLOCK TRUE\nCHECK_DEADLOCK FALSE\n", 255,
       Cfg(4, "The keyword CHECK_DEADLOCK appeared twice."), "the keyword CHECK_DEADLOCK appeared twice"},
      {"a name after a single-name keyword", "SPECIFICATION Spec\nInv\n", 255, Cfg(3, "It was expecting a keyword, but did not find it."),
       "one too many"},
      {"two names after INIT", "INIT Init Inv\nNEXT Next\n", 255, Cfg(2, "It was expecting a keyword, but did not find it."),
       "one too many"},
      {"a value outside CONSTANTS", "SPECIFICATION Spec\nN = 3\n", 255, Cfg(3, "It was expecting a keyword, but did not find it."),
       "found"},
      // Repeated list entries are fine for TLC (each is checked).
      {"invariant listed twice", "SPECIFICATION Spec\nINVARIANT Inv Inv\nINVARIANTS Inv\n", 0,
       "Model checking completed. No error has been found.", "Model checking completed. No error has been found."},
      {"every keyword once", "SPECIFICATION Spec\nINVARIANT Inv\nPROPERTY TempInv\nCONSTRAINT Con\n"
       "ACTION_CONSTRAINT ActCon\nVIEW View\nALIAS Alias\nPOSTCONDITION Post\nCHECK_DEADLOCK FALSE\n", 0,
       "Model checking completed. No error has been found.", "Model checking completed. No error has been found."},
      // A cfg ending inside a comment: TLC reads up to the '(*' (exit 0).
      {"unterminated comment at the end", "SPECIFICATION Spec\n(* INVARIANT Nope\n", 0,
       "Model checking completed. No error has been found.", "M.cfg:3:1: warning: unterminated comment"},
  };
  return c;
}

class CfgVerdicts : public ::testing::Test {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/tlacore-cfg-verdicts-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
    write("M.tla", Spec);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void write(const std::string &name, const std::string &text) {
    FILE *f = fopen((dir_ + "/" + name).c_str(), "w");
    ASSERT_NE(f, nullptr);
    fputs(text.c_str(), f);
    fclose(f);
  }
  std::string dir_;
};

TEST_F(CfgVerdicts, EveryKeywordEveryFaultAsTlc) {
  for (const Case &c : cases()) {
    write("M.cfg", (c.ownConstants ? "" : Consts) + c.cfg);
    Result tlc = run(dir_, "tlc -workers 1 M.tla");
    EXPECT_EQ(tlc.rc, c.rc) << c.name << "\n" << tlc.out;
    EXPECT_TRUE(has(tlc.out, c.tlc)) << c.name << "\nexpected: " << c.tlc << "\n" << tlc.out;
    if (c.rc == 255) { // TLC.process's finally, after the exception
      size_t at = tlc.out.find("tlc2.tool.ConfigFileException");
      EXPECT_NE(at, std::string::npos) << c.name << "\n" << tlc.out;
      EXPECT_NE(tlc.out.find("\nFinished in ", at == std::string::npos ? 0 : at), std::string::npos) << c.name << "\n"
                                                                                                    << tlc.out;
    }
    Result check = run(dir_, "check -w 1 M.tla");
    EXPECT_EQ(check.rc, c.rc) << c.name << "\n" << check.out;
    std::string want = c.check;
    if (want.empty()) {
      want = c.tlc;
      for (char &ch : want)
        if (ch == '\n')
          ch = ' ';
    }
    EXPECT_TRUE(has(check.out, want)) << c.name << "\nexpected: " << want << "\n" << check.out;
    if (c.rc == 151 || c.rc == 255) {
      // check: the error is a diagnostic at a cfg line:col (or the cfg itself).
      EXPECT_TRUE(std::regex_search(check.out, std::regex(R"((^|\n)M\.cfg(:\d+:\d+)?: error: )"))) << c.name << "\n"
                                                                                                 << check.out;
    }
  }
}

} // namespace
