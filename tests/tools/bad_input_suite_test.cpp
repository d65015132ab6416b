// The bad-input suite: every class of broken, hostile or extreme input (broken
// specs and cfgs, invalid UTF-8, huge numbers, missing files, directories,
// runaway recursion, deep nesting, long module chains, huge lines, bad command
// lines of tlc/sany/parse/check, signals midway, memory running out) run as a
// child process under an address-space limit and a timeout. Each must end by
// itself, not by a signal, with TLC's (or SANY's) exit code and some output.
// The detailed messages of each class are checked in cli_options_test,
// cfg_verdicts_test, recursion_cli_test, eval_errors_cli_test and
// messages_test; this table is the one place that runs them all under limits.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <algorithm>
#include <csignal>
#include <iostream>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr size_t MiB = size_t{1} << 20;

// One row: the command line (split on spaces), the exit codes TLC/SANY give
// (usually one), a part of the output, and limits other than the default
// (1 GiB of address space, 30 s of CPU time; see caseLimits).
struct Case {
  std::string klass; // the class of input
  std::string args;
  std::set<int> rcs;
  std::string text = "";
  clirun::Limits limits = {};
};

clirun::Limits addressSpace(size_t bytes) {
  clirun::Limits l;
  l.addressSpaceBytes = bytes;
  return l;
}
// Quadratic work (module chains): more address space and time.
clirun::Limits slow(size_t bytes) {
  clirun::Limits l = addressSpace(bytes);
  l.cpuSeconds = 120;
  return l;
}

// A case's budget is CPU time (all threads): what a runaway computation
// exhausts however loaded the machine is (with several test jobs on 2 cores a
// child gets a fraction of a core, and a wall-clock limit failed where nothing
// hung). A hang that uses no CPU (a deadlock, a wait that never ends) is
// caught by the wall clock, with room for a loaded machine: 10 times the CPU
// budget, at least 300 s.
clirun::Limits caseLimits(const clirun::Limits &given) {
  clirun::Limits l = given;
  if (l.cpuSeconds == 0)
    l.cpuSeconds = 30;
  l.timeoutSeconds = std::max(300.0, 10 * l.cpuSeconds);
  return l;
}
clirun::Limits signalAfter(int sig, double seconds) {
  clirun::Limits l;
  l.signal = sig;
  l.signalAfterSeconds = seconds;
  return l;
}

std::string module(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

// The fixtures every row names, written once.
class BadInputSuite : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    char tmpl[] = "/tmp/tlacore-bad-input-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
    const std::string counter = "EXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = (x + 1) % 5\n";
    const std::string initNext = "INIT Init\nNEXT Next\n";
    // A good spec, and an unbounded one.
    write("Count.tla", module("Count", counter + "Inv == x < 5"));
    write("Count.cfg", initNext + "INVARIANT Inv\n");
    write("Up.tla", module("Up", "EXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1"));
    write("Up.cfg", initNext);
    // Broken specs.
    write("Syntax.tla", module("Syntax", "Foo == \n"));
    write("Undefined.tla", module("Undefined", "Foo == bar + 1"));
    write("MissingExt.tla", module("MissingExt", "EXTENDS NoSuchModule\nFoo == 1"));
    write("WrongName.tla", module("Other", "Foo == 1"));
    write("Empty.tla", "");
    write("NoModule.tla", "just some text, no module here\n");
    std::string garbage;
    for (int i = 0; i < 4096; ++i)
      garbage += static_cast<char>((i * 7919 + 13) % 256);
    write("Garbage.tla", garbage);
    write("Unterminated.tla", "---- MODULE Unterminated ----\nFoo == 1\n(* never closed\n");
    write("Truncated.tla", "---- MODULE Truncated ----\nFoo == [a |-> 1, b |-> ");
    write("DupDef.tla", module("DupDef", "Foo == 1\nFoo == 2"));
    // Invalid UTF-8: accepted in comments and strings (as SANY does), an error elsewhere.
    write("Latin1Comment.tla", module("Latin1Comment", counter + "\\* caf\xe9\n(* \xff\xfe *)"));
    write("Latin1Comment.cfg", initNext);
    write("Latin1String.tla", module("Latin1String", counter + "S == \"caf\xe9\""));
    write("Latin1String.cfg", initNext);
    write("Latin1Code.tla", module("Latin1Code", "Foo == 1 \xe9 2"));
    write("Overlong.tla", module("Overlong", "Foo \xc0\xaf== 1"));
    // Numbers: above TLC's 32-bit integers, overflow in evaluation.
    write("BigNum.tla", module("BigNum", "EXTENDS Naturals\nVARIABLE x\nInit == x = 99999999999\nNext == x' = x"));
    write("BigNum.cfg", initNext);
    write("HugeNum.tla", module("HugeNum", "EXTENDS Naturals\nVARIABLE x\nInit == x = " + std::string(5000, '9') +
                                               "\nNext == x' = x"));
    write("HugeNum.cfg", initNext);
    write("Overflow.tla", module("Overflow", "EXTENDS Integers\nVARIABLE x\nInit == x = 2^63\nNext == x' = x"));
    write("Overflow.cfg", initNext);
    // Evaluation errors: TLC's verdicts.
    auto evalSpec = [&](const std::string &name, const std::string &defs, const std::string &cfg) {
      write(name + ".tla", module(name, "EXTENDS Integers, FiniteSets, Sequences, TLC\nVARIABLE x\n" + defs));
      write(name + ".cfg", cfg);
    };
    evalSpec("RecOp", "RECURSIVE F(_)\nF(n) == F(n + 1) + 1\nInit == x = F(0)\nNext == x' = x", initNext);
    evalSpec("RecFn", "f[n \\in Nat] == f[n + 1] + 1\nInit == x = 0\nNext == x' = f[x]", initNext);
    evalSpec("CrossKind", "Init == x = 0\nNext == IF x = \"done\" THEN x' = 0 ELSE x' = 1", initNext);
    evalSpec("DivZero", "Init == x = 0\nNext == x' = 1 \\div x", initNext);
    evalSpec("NoWitness", "Init == x = CHOOSE n \\in 1..3 : n > 5\nNext == x' = x", initNext);
    evalSpec("HeadEmpty", "Init == x = Head(<<>>)\nNext == x' = x", initNext);
    evalSpec("OutOfDomain", "Init == x = [a |-> 1].b\nNext == x' = x", initNext);
    evalSpec("TooLarge", "Init == x = Cardinality({s \\in SUBSET (1..24) : 1 \\in s})\nNext == x' = x", initNext);
    evalSpec("NotEnumerable", "Init == x \\in Nat\nNext == x' = x", initNext);
    evalSpec("AssumeFalse", "ASSUME 1 = 2\nInit == x = 0\nNext == x' = x", initNext);
    evalSpec("AssertFails", "Init == x = 0\nNext == x' = x + 1 /\\ Assert(x < 3, \"too big\")", initNext);
    evalSpec("InvViolated", "Init == x = 0\nNext == x' = x + 1\nInv == x < 3", initNext + "INVARIANT Inv\n");
    evalSpec("Deadlock", "Init == x = 0\nNext == x < 3 /\\ x' = x + 1", initNext);
    evalSpec("ActionInvariant", "Init == x = 0\nNext == x' = (x + 1) % 3\nActInv == x' > x",
             initNext + "INVARIANT ActInv\n");
    // Deep but legitimate: recursion and long chains of definitions.
    evalSpec("SumTo", "RECURSIVE Sum(_)\nSum(n) == IF n = 0 THEN 0 ELSE n + Sum(n - 1)\nInit == x = Sum(5000)\n"
                      "Next == x' = x",
             initNext);
    std::string chain = "D0 == 0\n";
    for (int i = 1; i <= 3000; ++i)
      chain += "D" + std::to_string(i) + " == D" + std::to_string(i - 1) + " + 1\n";
    evalSpec("DefChain", chain + "Init == x = D3000\nNext == x' = x", initNext);
    // Deep nesting: parentheses, set braces and IF chains beyond any parser stack.
    write("DeepParens.tla", module("DeepParens", "Foo == " + std::string(100000, '(') + "1" +
                                                     std::string(100000, ')')));
    write("DeepSets.tla", module("DeepSets", "Foo == " + std::string(50000, '{') + std::string(50000, '}')));
    std::string ifs;
    for (int i = 0; i < 20000; ++i)
      ifs += "IF TRUE THEN ";
    ifs += "1";
    for (int i = 0; i < 20000; ++i)
      ifs += " ELSE 0";
    write("DeepIf.tla", module("DeepIf", "Foo == " + ifs));
    // 4,000 modules, each EXTENDing the next.
    std::filesystem::create_directory(dir_ + "/chain");
    for (int i = 0; i < 4000; ++i)
      write("chain/C" + std::to_string(i) + ".tla",
            module("C" + std::to_string(i), (i + 1 < 4000 ? "EXTENDS C" + std::to_string(i + 1) + "\n" : "") +
                                                "D" + std::to_string(i) + " == " + std::to_string(i)));
    write("chain/Chain.tla", module("Chain", "EXTENDS C0\nVARIABLE x\nInit == x = D3999\nNext == x' = x"));
    write("chain/Chain.cfg", initNext);
    // A module that EXTENDS itself, and two that EXTEND each other.
    write("SelfExt.tla", module("SelfExt", "EXTENDS SelfExt\nFoo == 1"));
    write("CycA.tla", module("CycA", "EXTENDS CycB\nA == 1"));
    write("CycB.tla", module("CycB", "EXTENDS CycA\nB == 1"));
    // A 10 MB line: in a comment (fine), and with an error at its end (the
    // diagnostic shows a window, not the line).
    write("HugeLine.tla", module("HugeLine", counter + "\\* " + std::string(10 * MiB, 'a')));
    write("HugeLine.cfg", initNext);
    write("HugeLineError.tla", module("HugeLineError", "Foo == \"" + std::string(10 * MiB, 'a') + "\" + zz"));
    // Bad cfgs (against Count.tla).
    write("cfg/Syntax.cfg", "INIT\n");
    write("cfg/Junk.cfg", "this is not a cfg at all ~~~\n");
    write("cfg/Both.cfg", "SPECIFICATION Spec\nINIT Init\nNEXT Next\n");
    write("cfg/InitParams.cfg", "INIT P\nNEXT Next\n");
    write("cfg/Undefined.cfg", "INIT Init\nNEXT Next\nINVARIANT NoSuchInv\n");
    write("cfg/Unterminated.cfg", "INIT Init\nNEXT Next\n(* never closed\n");
    write("cfg/Latin1.cfg", "INIT Init\nNEXT Next\n\\* caf\xe9\n");
    write("cfg/Binary.cfg", garbage);
    write("cfg/NoNext.cfg", "INIT Init\n");
    write("cfg/Empty.cfg", "");
    write("cfg/Constant.cfg", "CONSTANT N = 3\nINIT Init\nNEXT Next\n");
    write("CountP.tla", module("CountP", counter + "P(a) == x = a"));
    write("NoCfg.tla", module("NoCfg", counter));
    // Directories as inputs.
    std::filesystem::create_directory(dir_ + "/Dir.tla");
    std::filesystem::create_directory(dir_ + "/CfgDir");
    // A state space larger than the address space allows: memory runs out.
    // Each state holds a function of 300 numbers: memory runs out in seconds.
    write("Huge.tla", module("Huge", "EXTENDS Naturals\nVARIABLES x, s\nInit == x = 0 /\\ s = <<>>\n"
                                     "Next == \\E d \\in 1..50 : x' = (x * 50 + d) % 1000000 /\\ "
                                     "s' = [i \\in 1..300 |-> x']"));
    // A value too large to build: memory runs out computing the initial state.
    write("HugeInit.tla", module("HugeInit", "EXTENDS Naturals, Sequences\nVARIABLE x\n"
                                             "Init == x = Len([i \\in 1..60000000 |-> i])\nNext == x' = x"));
    write("HugeInit.cfg", initNext);
    write("Huge.cfg", initNext);
    // A module of definitions too large to parse within the limit.
    std::string defs;
    for (int i = 0; defs.size() < 24 * MiB; ++i)
      defs += "Def" + std::to_string(i) + " == [a |-> {1, 2, 3}, b |-> <<\"x\", \"y\">>, c |-> " + std::to_string(i) +
              "]\n";
    write("BigParse.tla", module("BigParse", defs));
    // TLC reads the cfg before SANY runs (ModelConfig.parse in Tool's
    // constructor) and stops with exit 255 when there is none: every spec the
    // rows run gets one, so that its own defect is what TLC meets, except
    // NoCfg.tla and Missing.tla (tlc_config_unreadable_test.cpp has the class).
    write("Dir.cfg", initNext);
    for (const std::string sub : {"", "chain/"})
      for (const auto &e : std::filesystem::directory_iterator(dir_ + "/" + sub))
        if (e.is_regular_file() && e.path().extension() == ".tla" && e.path().stem() != "NoCfg" &&
            !std::filesystem::exists(std::filesystem::path(e.path()).replace_extension(".cfg")))
          write(sub + e.path().stem().string() + ".cfg", initNext);
  }
  static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }
  static void write(const std::string &name, const std::string &text) {
    std::filesystem::create_directories(std::filesystem::path(dir_ + "/" + name).parent_path());
    std::ofstream(dir_ + "/" + name, std::ios::binary) << text;
  }
  static std::string dir_;
};
std::string BadInputSuite::dir_;

std::vector<Case> cases() {
  const clirun::Limits tight = addressSpace(768 * MiB);
  return {
      // --- broken specs: TLC 150, SANY 255, parse 1, check 150
      {"syntax error", "tlc Syntax.tla", {150}, "Parsing or semantic analysis failed."},
      {"syntax error", "sany Syntax.tla", {255}},
      {"syntax error", "parse Syntax.tla", {1}},
      {"syntax error", "check Syntax.tla", {150}},
      {"undefined name", "tlc Undefined.tla", {150}},
      {"undefined name", "sany Undefined.tla", {0}}, // SANY 1.8.0 exits 0 after semantic errors
      {"undefined name", "sany -error-codes Undefined.tla", {4}},
      {"missing module", "tlc MissingExt.tla", {150}},
      {"missing module", "sany MissingExt.tla", {255}},
      {"module name differs from file", "tlc WrongName.tla", {150}},
      {"module name differs from file", "sany WrongName.tla", {255}},
      {"empty file", "tlc Empty.tla", {150}},
      {"empty file", "parse Empty.tla", {1}},
      {"no module", "tlc NoModule.tla", {150}},
      {"binary garbage", "tlc Garbage.tla", {150}},
      {"binary garbage", "sany Garbage.tla", {255}},
      {"binary garbage", "parse Garbage.tla", {1}},
      {"unterminated comment", "tlc Unterminated.tla", {150}},
      {"truncated file", "tlc Truncated.tla", {150}},
      {"duplicate definition", "tlc DupDef.tla", {150}},
      // --- invalid UTF-8
      {"latin-1 in a comment", "tlc Latin1Comment.tla", {0}, "No error has been found"},
      {"latin-1 in a comment", "sany Latin1Comment.tla", {0}},
      {"latin-1 in a string", "tlc Latin1String.tla", {0}},
      {"latin-1 in code", "tlc Latin1Code.tla", {150}},
      {"latin-1 in code", "parse Latin1Code.tla", {1}},
      {"overlong UTF-8", "sany Overlong.tla", {255}},
      // --- numbers
      {"numeral above 2^31", "tlc BigNum.tla", {255}, "TLC can't handle a number this big."},
      {"5,000-digit numeral", "tlc HugeNum.tla", {255}},
      {"5,000-digit numeral", "check HugeNum.tla", {255}},
      {"overflow", "tlc Overflow.tla", {75}, "Overflow"},
      // --- evaluation: TLC's verdicts
      {"runaway recursive operator", "tlc RecOp.tla", {75}, "StackOverflowError"},
      {"runaway recursive function", "tlc RecFn.tla", {75}, "StackOverflowError"},
      {"runaway recursion, 4 workers", "tlc -workers 4 RecOp.tla", {75}, "StackOverflowError"},
      {"comparison across kinds", "tlc CrossKind.tla", {75}, "Attempted to check equality"},
      {"division by zero", "tlc DivZero.tla", {75}},
      {"CHOOSE without witness", "tlc NoWitness.tla", {75}},
      {"Head of <<>>", "tlc HeadEmpty.tla", {75}},
      {"record field missing", "tlc OutOfDomain.tla", {75}},
      // 2^24 subsets listed one at a time, as TLC lists them, half of them kept:
      // past the case's 1 GB address space, the out-of-memory ending (153).
      {"set too large", "tlc TooLarge.tla", {75, 153}},
      {"x \\in Nat", "tlc NotEnumerable.tla", {75}},
      {"false ASSUME", "tlc AssumeFalse.tla", {10}},
      {"Assert fails", "tlc AssertFails.tla", {14}, "too big"},
      {"invariant violated", "tlc InvViolated.tla", {12}},
      {"deadlock", "tlc Deadlock.tla", {11}},
      {"action as invariant", "tlc ActionInvariant.tla", {76}, "is not a state predicate"},
      {"deep legitimate recursion", "tlc SumTo.tla", {0}},
      {"3,000 chained definitions", "tlc DefChain.tla", {0}},
      // --- structure: nesting, module chains, cycles, huge lines
      {"100,000 nested parentheses", "tlc DeepParens.tla", {150}},
      {"100,000 nested parentheses", "sany DeepParens.tla", {255}},
      {"100,000 nested parentheses", "parse DeepParens.tla", {1}},
      {"50,000 nested braces", "tlc DeepSets.tla", {150}},
      {"20,000 nested IFs", "parse DeepIf.tla", {0, 1}},
      // Each module of the chain sees all the definitions below it, through
      // shared scopes (sem::NameMap): memory linear in the definitions (it
      // was about 1 GB resident for 4,000 with a copied scope per module;
      // now about 60 MB resident, in 1 GB of address space: thread stacks
      // and allocator reservations count there).
      {"4,000-module EXTENDS chain", "sany chain/Chain.tla", {0}, "Semantic processing of module Chain", slow(1024 * MiB)},
      {"4,000-module EXTENDS chain, 1 GB", "tlc chain/Chain.tla", {0}, "No error has been found", slow(1024 * MiB)},
      {"module EXTENDS itself", "tlc SelfExt.tla", {150}},
      {"modules EXTEND each other", "sany CycA.tla", {255}},
      {"10 MB line in a comment", "tlc HugeLine.tla", {0}},
      {"10 MB line with an error", "parse HugeLineError.tla", {1}},
      {"10 MB line with an error", "tlc HugeLineError.tla", {150}},
      // --- bad cfgs: TLC 151, 255 for one that does not parse (an unterminated comment ends the cfg: 0)
      {"cfg syntax", "tlc -config cfg/Syntax.cfg Count.tla", {255}}, // ConfigFileException: TLC.process's unexpected exception
      {"cfg junk", "tlc -config cfg/Junk.cfg Count.tla", {255}}, // ConfigFileException: TLC.process's unexpected exception
      // Its first character after white space is not ASCII: no TLA+ token starts there, and TLC's
      // ModelConfig.getNextToken turns the TokenMgrError into the end of the file: an empty cfg.
      {"cfg binary", "tlc -config cfg/Binary.cfg Count.tla", {0}},
      {"cfg SPECIFICATION and INIT", "tlc -config cfg/Both.cfg Count.tla", {151}},
      {"cfg INIT with parameters", "tlc -config cfg/InitParams.cfg CountP.tla", {151}},
      {"cfg names an undefined invariant", "tlc -config cfg/Undefined.cfg Count.tla", {151}},
      // SpecProcessor.processSpec: no next-state relation is an error only with something to check on steps
      // (here none: no successors, a deadlock); no initial predicate is one as soon as there are variables.
      {"cfg without NEXT", "tlc -config cfg/NoNext.cfg Count.tla", {11}},
      {"cfg empty", "tlc -config cfg/Empty.cfg Count.tla", {0}}, // no behaviour named: the ASSUMEs alone (Github696Test)
      {"cfg assigns a constant the spec lacks", "tlc -config cfg/Constant.cfg Count.tla", {0, 151}},
      {"cfg unterminated comment", "tlc -config cfg/Unterminated.cfg Count.tla", {0}},
      {"cfg latin-1 comment", "tlc -config cfg/Latin1.cfg Count.tla", {0}},
      {"cfg syntax (check)", "check -c cfg/Syntax.cfg Count.tla", {255}}, // the same class as tlc
      {"no cfg", "tlc NoCfg.tla", {255}}, // ModelConfig.parse: File not found, before SANY
      // --- missing files and directories
      {"missing spec", "tlc Missing.tla", {255}}, // its cfg is missing too, and read first
      {"missing spec", "tlc -config Count.cfg Missing.tla", {150}},
      {"missing spec", "sany Missing.tla", {255}},
      {"missing spec", "parse Missing.tla", {2}},
      {"missing spec", "check Missing.tla", {2}},
      {"missing cfg", "tlc -config NoSuch.cfg Count.tla", {255}},
      {"directory as spec", "tlc Dir.tla", {150}},
      {"directory as spec", "sany Dir.tla", {255}},
      {"directory as spec", "parse Dir.tla", {2}},
      {"directory as spec", "check Dir.tla", {2}},
      {"directory as cfg", "tlc -config CfgDir Count.tla", {255}}, // reads CfgDir.cfg
      {"directory as cfg", "check -c CfgDir Count.tla", {151}},
      {"/dev/null as spec", "tlc /dev/null", {255}}, // /dev/null.cfg, read first
      // --- bad command lines
      {"no arguments", "", {2}},
      {"unknown command", "frobnicate Count.tla", {2}},
      {"tlc: no arguments", "tlc", {1}},
      {"tlc: unknown option", "tlc -frob Count.tla", {1}},
      {"tlc: -workers 0", "tlc -workers 0 Count.tla", {1}},
      {"tlc: -workers abc", "tlc -workers abc Count.tla", {1}},
      {"tlc: -workers huge", "tlc -workers 99999999999 Count.tla", {1}},
      {"tlc: -workers 1000 (capped)", "tlc -workers 1000 Count.tla", {0}},
      {"tlc: -seed not a number", "tlc -seed notanumber Count.tla", {1}},
      {"tlc: -dfid abc", "tlc -dfid abc Count.tla", {1}},
      {"tlc: -fpmem abc", "tlc -fpmem abc Count.tla", {1}},
      {"tlc: -coverage abc", "tlc -coverage abc Count.tla", {1}},
      {"tlc: two specs", "tlc Count.tla Up.tla", {1}},
      {"tlc: --max-memory lots", "tlc --max-memory=lots Count.tla", {1}},
      {"sany: unknown option", "sany -frob Count.tla", {255}},
      {"sany: no file", "sany", {0, 255}},
      {"parse: no file", "parse", {2}},
      {"parse: unknown option", "parse --frob Count.tla", {2}},
      {"check: --workers 0", "check -w 0 Count.tla", {2}},
      {"check: --depth -1", "check --depth -1 Count.tla", {2}},
      {"check: --max-memory lots", "check --max-memory lots Count.tla", {2}},
      {"check: --progress 0", "check --progress 0 Count.tla", {2}},
      // --- signals midway (exit 128 + N, after the counts so far)
      {"SIGINT midway", "tlc -workers 2 Up.tla", {130}, "The run was interrupted", signalAfter(SIGINT, 1.0)},
      {"SIGTERM midway", "check -w 1 Up.tla", {143}, "The run was interrupted", signalAfter(SIGTERM, 1.0)},
      {"SIGINT midway in simulation", "tlc -simulate -depth 100000000 Up.tla", {130}, "The run was interrupted",
       signalAfter(SIGINT, 1.0)},
      // --- memory runs out (address space limited): TLC's message, exit 153
      {"state space beyond the address space", "tlc -workers 2 Huge.tla", {153}, "ran out of memory", tight},
      {"state space beyond the address space", "check -w 1 Huge.tla", {153}, "ran out of memory", tight},
      {"initial state beyond the address space", "tlc HugeInit.tla", {153}, "ran out of memory", tight},
      {"parse beyond the address space", "tlc BigParse.tla", {153}, "ran out of memory", addressSpace(256 * MiB)},
      {"parse beyond the address space", "sany BigParse.tla", {255}, "ran out of memory", addressSpace(256 * MiB)},
      {"parse beyond the address space", "parse BigParse.tla", {153}, "ran out of memory", addressSpace(256 * MiB)},
  };
}

std::vector<std::string> words(const std::string &s) {
  std::vector<std::string> w;
  std::istringstream in(s);
  for (std::string x; in >> x;)
    w.push_back(x);
  return w;
}

TEST_F(BadInputSuite, EveryCaseEndsByItselfWithTlcsExitCodeAndOutput) {
  struct Timing {
    double cpu, wall;
    std::string args;
  };
  std::vector<Timing> timings;
  for (const Case &c : cases()) {
    clirun::Limits limits = caseLimits(c.limits);
    clirun::LimitedResult r = clirun::runLimited(dir_, words(c.args), limits);
    timings.push_back({r.cpuSeconds, r.seconds, c.args});
    std::string shown = r.out.size() > 2000 ? r.out.substr(0, 1000) + "\n[...]\n" + r.out.substr(r.out.size() - 1000)
                                            : r.out;
    std::string what = c.klass + ": tlacore " + c.args + "\n" + shown;
    EXPECT_FALSE(r.cpuTimedOut) << "used more than " << limits.cpuSeconds << " s of CPU time: " << what;
    EXPECT_FALSE(r.timedOut) << "no end after " << limits.timeoutSeconds << " s (wall clock), " << r.cpuSeconds
                             << " s of CPU time: a hang: " << what;
    EXPECT_EQ(r.termSignal, 0) << "killed by signal " << r.termSignal << ": " << what;
    EXPECT_TRUE(c.rcs.count(r.rc)) << "exit " << r.rc << ": " << what;
    EXPECT_FALSE(r.out.empty()) << "no output: " << what;
    // A diagnostic shows a window of a long line, never the whole (10 MB) line.
    EXPECT_LT(r.out.size(), 1000000u) << what;
    if (!c.text.empty()) {
      EXPECT_NE(r.out.find(c.text), std::string::npos) << "expected \"" << c.text << "\": " << what;
    }
  }
  // The slowest cases, for whoever tunes the budgets.
  std::sort(timings.begin(), timings.end(), [](const Timing &a, const Timing &b) { return a.cpu > b.cpu; });
  double total = 0;
  for (const Timing &t : timings)
    total += t.cpu;
  std::cout << "[ timings  ] " << timings.size() << " cases, " << total << " s of CPU time; the slowest:\n";
  for (size_t i = 0; i < timings.size() && i < 8; ++i)
    std::cout << "[ timings  ]   " << timings[i].cpu << " s CPU, " << timings[i].wall << " s wall: tlacore "
              << timings[i].args << "\n";
}

} // namespace

namespace {

// --max-memory holds within 10%: a 1.77M-state search, and a spec whose
// 4M states are all initial (memory fills while the initial states are
// computed), stop with the budget's message, TLC's exit code for it and the
// counts so far, their peak resident size (the kernel's count for the whole
// process) within 10% of the bound, at 1 and 2 workers.
// The line with the counts of a finished or stopped run.
std::string countsLine(const std::string &out) {
  size_t at = out.find("distinct states found");
  if (at == std::string::npos)
    return "";
  size_t begin = out.rfind('\n', at);
  return out.substr(begin == std::string::npos ? 0 : begin + 1, out.find('\n', at) - (begin + 1));
}

// A state space whose frontier passes the bound stops within 10% of it.
TEST(MaxMemory, TheSearchStopsWithinTenPercentOfTheBound) {
  // Initial states go through the disk-backed queue under a bound; a spec
  // that reads TLCExt!Trace keeps every state's values in memory instead,
  // so its 4M initial states still fill it.
  clirun::SpecDir allInitial({{"AllInit.tla", "---- MODULE AllInit ----\nEXTENDS Naturals, TLCExt\nVARIABLES x, y\n"
                                              "Init == x \\in 1..2000 /\\ y \\in 1..2000\n"
                                              "Next == Trace # <<>> /\\ UNCHANGED <<x, y>>\n====\n"},
                              {"AllInit.cfg", "INIT Init\nNEXT Next\n"}});
  const uint64_t bound = 64 * MiB;
  for (const char *workers : {"1", "2"}) {
    clirun::Limits limits;
    limits.addressSpaceBytes = size_t{16} << 30;
    clirun::LimitedResult r = clirun::runLimited(
        allInitial.path(), {"check", "--no-progress", "-w", workers, "--max-memory", "64M", "-c", "AllInit.cfg", "AllInit.tla"},
        limits);
    std::string what = std::string("AllInit, workers ") + workers + ": ";
    EXPECT_EQ(r.termSignal, 0) << what << r.out;
    EXPECT_EQ(r.rc, 153) << what << r.out;
    EXPECT_NE(r.out.find("exceeded the bound of 64 MB"), std::string::npos) << what << r.out;
    EXPECT_NE(r.out.find("distinct states found"), std::string::npos) << what << r.out;
    EXPECT_LE(r.peakResidentBytes, bound + bound / 10)
        << what << "peak " << (r.peakResidentBytes >> 20) << " MB against a bound of 64 MB";
    EXPECT_GT(r.peakResidentBytes, bound / 2) << what << "the bound was not approached";
  }
}

// Under the same bound, a state space whose fingerprints and records would
// pass it without the bound finishes (the fingerprint set spills to disk, the
// explored states keep 16-byte records) with the unbounded run's counts.
TEST(MaxMemory, ASearchThatFitsOnlyWithTheBoundFinishesWithTheSameCounts) {
  const std::string bfs = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";
  const uint64_t bound = 64 * MiB;
  clirun::Limits limits;
  limits.addressSpaceBytes = size_t{16} << 30;
  clirun::LimitedResult free = clirun::runLimited(bfs, {"check", "--no-progress", "-w", "1", "-c", "BigGrid.cfg", "BigGrid.tla"}, limits);
  ASSERT_EQ(free.rc, 0) << free.out;
  EXPECT_GT(free.peakResidentBytes, bound / 2) << "BigGrid no longer approaches the bound: pick a larger model";
  for (const char *workers : {"1", "2"}) {
    clirun::LimitedResult r = clirun::runLimited(
        bfs, {"check", "--no-progress", "-w", workers, "--max-memory", "64M", "-c", "BigGrid.cfg", "BigGrid.tla"}, limits);
    std::string what = std::string("BigGrid, workers ") + workers + ": ";
    EXPECT_EQ(r.termSignal, 0) << what << r.out;
    EXPECT_EQ(r.rc, 0) << what << r.out;
    EXPECT_EQ(countsLine(r.out), countsLine(free.out)) << what << r.out;
    EXPECT_LE(r.peakResidentBytes, bound + bound / 10)
        << what << "peak " << (r.peakResidentBytes >> 20) << " MB against a bound of 64 MB";
  }
}

// Under a bound, the liveness check's graph (the workers' logs of it, the
// behaviour graph, its product with the property's tableau) is in files,
// a window of them in memory. BigGridLive's 1M states, whose check takes
// 280 MB unbounded (it stopped at the bound before), finish under a 200 MB
// bound with the unbounded run's verdict and counts, within the bound.
TEST(MaxMemory, TheLivenessCheckStaysWithinTheBound) {
  const std::string bfs = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";
  const uint64_t bound = 200 * MiB;
  clirun::Limits limits;
  limits.addressSpaceBytes = size_t{16} << 30;
  limits.timeoutSeconds = 600; // the bounded check reads its graph back from files
  // The final counts (the progress line before the check carries a time).
  auto finalCounts = [](const std::string &out) {
    size_t at = out.rfind("distinct states found");
    size_t begin = out.rfind('\n', at);
    return at == std::string::npos ? "" : out.substr(begin + 1, out.find('\n', at) - (begin + 1));
  };
  clirun::LimitedResult free =
      clirun::runLimited(bfs, {"check", "--no-progress", "-w", "1", "-c", "BigGridLive.cfg", "BigGridLive.tla"}, limits);
  ASSERT_EQ(free.rc, 0) << free.out;
  EXPECT_GT(free.peakResidentBytes, bound) << "BigGridLive no longer passes the bound unbounded: pick a larger model";
  for (const char *workers : {"1", "2"}) {
    clirun::LimitedResult r = clirun::runLimited(
        bfs, {"check", "--no-progress", "-w", workers, "--max-memory", "200M", "-c", "BigGridLive.cfg", "BigGridLive.tla"},
        limits);
    std::string what = std::string("BigGridLive, workers ") + workers + ": ";
    EXPECT_EQ(r.termSignal, 0) << what << r.out;
    EXPECT_EQ(r.rc, 0) << what << r.out;
    EXPECT_EQ(finalCounts(r.out), finalCounts(free.out)) << what << r.out;
    EXPECT_NE(finalCounts(r.out), "") << what << r.out;
    EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos) << what << r.out;
    EXPECT_LE(r.peakResidentBytes, bound + bound / 10)
        << what << "peak " << (r.peakResidentBytes >> 20) << " MB against a bound of 200 MB";
  }
}

} // namespace
