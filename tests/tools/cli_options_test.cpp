// Every option of `tlacore tlc`, `sany`, `check` and `parse` with a missing,
// non-numeric, negative, zero and huge value: the exit code and message
// (TLC 1.8.0's handleParameters and SANY's SANYmain for the drop-ins), never
// a crash and never a silent default; bad input files; the worker cap; and
// `check --depth`.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <sys/wait.h>

namespace {

using clirun::Result;
using clirun::shell;

// `tlacore ARGS` in `dir`: stdout and stderr together, and the exit code.
Result run(const std::string &dir, const std::string &args) { return clirun::runIn(dir, args); }

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

// A directory with a small spec (Count: x counts up from 0; Inv fails at 5)
// and its cfgs.
class CliOptions : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    char tmpl[] = "/tmp/tlacore-cli-options-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
    write("Count.tla", "---- MODULE Count ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                       "Next == x' = (x + 1) % 5\nInv == x < 5\nLow == x < 3\n====\n");
    write("Count.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    write("Up.tla", "---- MODULE Up ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1\n====\n");
    write("Up.cfg", "INIT Init\nNEXT Next\n");
    write("UpInv.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\n");
    write("UpSmall.tla", "---- MODULE UpSmall ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                         "Next == x' = x + 1\nSmall == x < 4\n====\n");
    write("Empty.tla", "---- MODULE Empty ----\n====\n");
    write("Broken.tla", "---- MODULE Broken ----\nFoo == \n====\n");
    std::filesystem::create_directory(dir_ + "/Dir.tla");
    std::filesystem::create_directory(dir_ + "/CfgDir");
  }
  static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }
  static void write(const std::string &name, const std::string &text) {
    FILE *f = fopen((dir_ + "/" + name).c_str(), "w");
    ASSERT_NE(f, nullptr);
    fputs(text.c_str(), f);
    fclose(f);
  }
  static Result cli(const std::string &args) { return run(dir_, args); }
  static std::string dir_;
};
std::string CliOptions::dir_;

struct Case {
  std::string args;
  int rc;
  std::string message; // a line (or part) the output must contain
};

void expectCases(const std::vector<Case> &cases, Result (*cli)(const std::string &)) {
  for (const Case &c : cases) {
    Result r = cli(c.args);
    EXPECT_FALSE(r.signalled) << c.args << "\n" << r.out;
    EXPECT_EQ(r.rc, c.rc) << c.args << "\n" << r.out;
    EXPECT_TRUE(has(r.out, c.message)) << c.args << "\nexpected: " << c.message << "\n" << r.out;
  }
}

const std::string Usage = "\nUsage: java tlc2.TLC [-option] inputfile\n";

// TLC's messages (tlc2.TLC.handleParameters): "Error: " (the message class)
// before TLC's own text, which also starts with "Error: ", then the usage
// line; exit 1.
TEST_F(CliOptions, TlcRejectsBadValuesAsTlcDoes) {
  std::vector<Case> cases = {
      {"tlc -frob Count.tla", 1, "Error: Error: unrecognized option: -frob" + Usage},
      {"tlc --frob Count.tla", 1, "Error: Error: unrecognized option: --frob" + Usage},
      {"tlc", 1, "Error: Error: Missing input TLA+ module." + Usage},
      {"tlc -deadlock", 1, "Error: Error: Missing input TLA+ module." + Usage},
      {"tlc Count.tla Up.tla", 1, "Error: Error: more than one input files: Count and Up" + Usage},
      // -workers: a positive int or auto.
      {"tlc Count.tla -workers", 1, "Error: Error: expect an integer or 'auto' for -workers option." + Usage},
      {"tlc -workers abc Count.tla", 1, "Error: Error: worker number or 'auto' required. But encountered abc"},
      {"tlc -workers 1.5 Count.tla", 1, "Error: Error: worker number or 'auto' required. But encountered 1.5"},
      {"tlc -workers -1 Count.tla", 1, "Error: Error: at least one worker required." + Usage},
      {"tlc -workers 0 Count.tla", 1, "Error: Error: at least one worker required." + Usage},
      {"tlc -workers 99999999999 Count.tla", 1, "But encountered 99999999999"},
      // -coverage: minutes, an int >= 0 whose milliseconds fit an int.
      {"tlc Count.tla -coverage", 1, "Error: Error: coverage report interval required." + Usage},
      {"tlc -coverage abc Count.tla", 1,
       "Error: Error: An integer for coverage report interval required. But encountered abc"},
      {"tlc -coverage -1 Count.tla", 1, "Error: Error: expect a nonnegative integer for -coverage option."},
      {"tlc -coverage 40000 Count.tla", 1, "Error: Error: expect a nonnegative integer for -coverage option."},
      {"tlc -coverage 99999999999 Count.tla", 1, "But encountered 99999999999"},
      // -seed and -aril: a long.
      {"tlc Count.tla -seed", 1, "Error: Error: seed required." + Usage},
      {"tlc -seed notanumber Count.tla", 1, "Error: Error: An integer for seed required. But encountered notanumber"},
      {"tlc -seed 99999999999999999999 Count.tla", 1, "But encountered 99999999999999999999"},
      {"tlc Count.tla -aril", 1, "Error: Error: aril required."},
      {"tlc -aril x Count.tla", 1, "Error: Error: An integer for aril required. But encountered x"},
      // -depth: an int.
      {"tlc Count.tla -depth", 1, "Error: Error: trace length required."},
      {"tlc -depth deep Count.tla", 1, "Error: Error: An integer for trace length required. But encountered deep"},
      {"tlc -depth 3000000000 Count.tla", 1, "But encountered 3000000000"},
      // -dfid: an int >= 0 (TLC's text lacks a colon and space).
      {"tlc Count.tla -dfid", 1, "Error: Error: expect a nonnegative integer for -dfid option."},
      {"tlc -dfid abc Count.tla", 1, "Error: Errorexpect a nonnegative integer for -dfid option. But encountered abc"},
      {"tlc -dfid -1 Count.tla", 1, "Error: Error: expect a nonnegative integer for -dfid option."},
      // -fpmem: a fraction or an absolute amount, not negative.
      {"tlc Count.tla -fpmem", 1, "Error: Error: fpset memory size required."},
      {"tlc -fpmem abc Count.tla", 1,
       "Error: Error: An positive integer or a fraction for fpset memory size/percentage required. But encountered "
       "abc"},
      {"tlc -fpmem -0.5 Count.tla", 1, "But encountered -0.5"},
      {"tlc -dfid 99999999999 Count.tla", 1, "But encountered 99999999999"},
      {"tlc -maxSetSize 99999999999 Count.tla", 1, "But encountered 99999999999"},
      {"tlc --max-memory=99999999999999999999G Count.tla", 1, "But encountered 99999999999999999999G"},
      // -fp: 0..130; -fpbits: 0..30; -maxSetSize: a positive int; -checkpoint: minutes.
      {"tlc Count.tla -fp", 1, "Error: Error: expect an integer for -workers option."},
      {"tlc -fp x Count.tla", 1, "Error: Error: A number for -fp is required. But encountered x"},
      {"tlc -fp 131 Count.tla", 1, "Error: Error: The number for -fp must be between 0 and 130 (inclusive)."},
      {"tlc -fp -1 Count.tla", 1, "Error: Error: The number for -fp must be between 0 and 130 (inclusive)."},
      {"tlc Count.tla -fpbits", 1, "Error: Error: fpbits required."},
      {"tlc -fpbits x Count.tla", 1, "Error: Error: An integer for fpbits required. But encountered x"},
      {"tlc -fpbits 31 Count.tla", 1, "Error: Error: Value in interval [0, 30] for fpbits required. But encountered 31"},
      {"tlc Count.tla -maxSetSize", 1, "Error: Error: maxSetSize required."},
      {"tlc -maxSetSize x Count.tla", 1, "Error: Error: An integer for maxSetSize required. But encountered x"},
      {"tlc -maxSetSize 0 Count.tla", 1, "for maxSetSize required. But encountered 0"},
      {"tlc Count.tla -checkpoint", 1, "Error: Error: checkpoint interval required."},
      {"tlc -checkpoint x Count.tla", 1,
       "Error: Error: An integer for checkpoint interval is required. But encountered x"},
      {"tlc -checkpoint -1 Count.tla", 1, "Error: Error: expect a nonnegative integer for -checkpoint option."},
      // Options whose value is a name.
      {"tlc Count.tla -config", 1, "Error: Error: expect a file name for -config option."},
      {"tlc Count.tla -lncheck", 1, "Error: Error: expect a strategy such as final for -lncheck option."},
      {"tlc Count.tla -metadir", 1, "Error: Error: need to specify the metadata directory."},
      {"tlc Count.tla -recover", 1, "Error: Error: need to specify the metadata directory for recovery."},
      {"tlc Count.tla -userFile", 1, "Error: Error: need to specify the full qualified file."},
      {"tlc Count.tla -dump", 1, "Error: Error: A file name for dumping states required."},
      {"tlc -simulate num=abc Count.tla", 1, "But encountered abc"},
      // tlacore's own options of `tlc`.
      {"tlc --progress=0 Count.tla", 1, "--progress needs a positive number of seconds. But encountered 0"},
      {"tlc --progress=-1 Count.tla", 1, "--progress needs a positive number of seconds. But encountered -1"},
      {"tlc --progress=soon Count.tla", 1, "But encountered soon"},
      {"tlc --max-memory=lots Count.tla", 1, "--max-memory needs a size such as 512M or 4G. But encountered lots"},
      {"tlc Count.tla --max-memory", 1, "--max-memory requires a size"},
      // With -tool first, the message is framed as TLC frames it.
      {"tlc -tool -workers 0 Count.tla", 1,
       "@!@!@STARTMSG 1102:1 @!@!@\nError: at least one worker required.\nUsage: java tlc2.TLC [-option] "
       "inputfile\n@!@!@ENDMSG 1102 @!@!@"},
  };
  expectCases(cases, &CliOptions::cli);
}

// Values TLC accepts run the model (Count violates nothing: x stays below 5).
TEST_F(CliOptions, TlcAcceptsWhatTlcAccepts) {
  std::vector<Case> cases = {
      {"tlc -workers auto Count.tla", 0, "Model checking completed. No error has been found."},
      {"tlc -workers ' AUTO ' Count.tla", 0, "Model checking completed. No error has been found."},
      {"tlc -workers 2 -seed -5 -aril 3 -coverage 0 -checkpoint 0 -fp 130 -fpbits 30 -maxSetSize 10 Count.tla", 0,
       "Model checking completed. No error has been found."},
      {"tlc -depth -1 Count.tla", 0, "Model checking completed. No error has been found."},
      {"tlc -dfid 0 Count.tla", 0, "Running depth-first search Model-Checking"},
      {"tlc -cleanup -nowarning -gzip -terse -continue -view -difftrace -modelcheck -noGenerateSpecTE -metadir "
       "/tmp/x Count",
       0, "Model checking completed. No error has been found."},
      {"tlc -fpmem 0.5 Count.tla", 0, "Model checking completed. No error has been found."},
      {"tlc -debugger nosuspend=true -dumpTrace json /dev/null -generateSpecTE nomonolith -printStates Count.tla", 0,
       "Model checking completed. No error has been found."},
      {"tlc -fpmem 0 Count.tla", 0, "Model checking completed. No error has been found."},
      // An absolute -fpmem is bytes for TLC's fingerprint set, which spills
      // to disk: it never stops the run. TLC prints a deprecation line.
      {"tlc -fpmem 5 Count.tla", 0, "Using -fpmem with an abolute memory value has been deprecated."},
      {"tlc -fpmem 5 Count.tla", 0, "5 distinct states found, 0 states left on queue."},
      {"tlc -fpmem 1e300 Count.tla", 0, "Model checking completed. No error has been found."},
  };
  expectCases(cases, &CliOptions::cli);
}

// `tlacore check` and `parse`: CLI11 with bounds that name the option; exit 2.
TEST_F(CliOptions, CheckAndParseRejectBadValues) {
  const std::string help = "\nRun with --help for more information.\n";
  std::vector<Case> cases = {
      {"check", 2, "error: file is required" + help},
      {"check --frob Count.tla", 2, "error: The following argument was not expected: --frob"},
      {"check Count.tla -w", 2, "error: --workers: 1 required"},
      {"check -w 0 Count.tla", 2, "error: --workers must be at least 1" + help},
      {"check -w -1 Count.tla", 2, "error: --workers must be at least 1" + help},
      {"check -w abc Count.tla", 2, "error: Could not convert: --workers = abc"},
      {"check -w 99999999999 Count.tla", 2, "error: Could not convert: --workers = 99999999999"},
      {"check Count.tla --depth", 2, "error: --depth: 1 required"},
      {"check --depth 0 Count.tla", 2, "error: --depth must be at least 1" + help},
      {"check --depth -5 Count.tla", 2, "error: --depth must be at least 1" + help},
      {"check --depth deep Count.tla", 2, "error: Could not convert: --depth = deep"},
      {"check Count.tla --seed", 2, "error: --seed: 1 required"},
      {"check --seed x Count.tla", 2, "error: Could not convert: --seed = x"},
      {"check --seed 99999999999999999999 Count.tla", 2, "error: --seed 99999999999999999999 is out of range"},
      {"check --depth 99999999999999999999 Count.tla", 2, "error: --depth 99999999999999999999 is out of range"},
      {"check --progress 0 Count.tla", 2, "error: --progress needs a positive number of seconds" + help},
      {"check --progress -1 Count.tla", 2, "error: --progress needs a positive number of seconds" + help},
      {"check --progress soon Count.tla", 2, "error: Could not convert: --progress = soon"},
      {"check Count.tla --max-memory", 2, "error: --max-memory: 1 required"},
      {"check --max-memory lots Count.tla", 2, "error: --max-memory: not a size: lots"},
      {"check --max-memory -5 Count.tla", 2, "error: --max-memory: not a size: -5"},
      {"check --max-memory 99999999999999999999G Count.tla", 2,
       "error: --max-memory: not a size: 99999999999999999999G"},
      {"check --max-memory nan Count.tla", 2, "error: --max-memory: not a size: nan"},
      {"check -w 2147483648 Count.tla", 2, "error: Could not convert: --workers = 2147483648"},
      {"check Count.tla -c", 2, "error: --config: 1 required"},
      {"check Count.tla --lib", 2, "error: --lib: 1 required"},
      {"parse", 2, "error: file is required" + help},
      {"parse --frob Count.tla", 2, "error: The following argument was not expected: --frob"},
      {"parse Count.tla --lib", 2, "error: --lib: 1 required"},
      {"frob", 2, "error: A subcommand is required"},
      {"", 2, "error: A subcommand is required"},
  };
  expectCases(cases, &CliOptions::cli);
  // Valid values run.
  std::vector<Case> ok = {
      {"check -w 1 --seed -3 --progress 0.5 --max-memory 4G Count.tla", 0, "No error has been found."},
      {"check --depth 99999999999 Count.tla", 0, "No error has been found."},
  };
  expectCases(ok, &CliOptions::cli);
}

// SANY's SANYmain: switches first, then every file in turn.
TEST_F(CliOptions, SanyOptionsAndFiles) {
  std::vector<Case> cases = {
      {"sany -frob Count.tla", 255, "Invalid option: -frob\nTry 'SANY -help' for more information.\n"},
      {"sany", 255, "At least 1 filename is required.\nTry 'SANY -help' for more information.\n"},
      {"sany -error-codes", 255, "At least 1 filename is required."},
      {"sany -s -l -d -stat -ERROR-CODES Count.tla", 0, "Semantic processing of module Count"},
      {"sany -help", 0, "Usage: "},
      {"sany Empty.tla Count.tla", 0, "Semantic processing of module Count"},
      {"sany Empty.tla Count.tla", 0, "Semantic processing of module Empty"},
      {"sany Count.tla Broken.tla", 255, "Could not parse module Broken"},
      {"sany Broken.tla Count.tla", 255, "Could not parse module Broken"},
      {"sany Dir.tla", 255, "Could not parse module Dir"},
  };
  expectCases(cases, &CliOptions::cli);
  // SANY stops at the first file that fails.
  Result stop = cli("sany Broken.tla Count.tla");
  EXPECT_FALSE(has(stop.out, "Semantic processing of module Count")) << stop.out;
  Result both = cli("sany Empty.tla Count.tla");
  size_t banners = 0;
  for (size_t at = 0; (at = both.out.find("****** SANY2 Version", at)) != std::string::npos; ++at)
    ++banners;
  EXPECT_EQ(banners, 2u) << both.out;
}

// A directory where a file is expected: unreadable input (2) for parse and
// check, TLC's missing-spec verdict (150) for tlc once its cfg is read; a cfg TLC cannot read, 255.
TEST_F(CliOptions, DirectoriesAreNotFiles) {
  std::vector<Case> cases = {
      {"parse Dir.tla", 2, "'Dir.tla' is a directory, not a .tla file"},
      {"check Dir.tla", 2, "Dir.tla: error: a directory, not a .tla file"},
      {"check Missing.tla", 2, "Missing.tla: error: cannot open the file"},
      // TLC reads the cfg (Dir.cfg, absent) before SANY: ModelConfig.parse's File not found.
      {"tlc Dir.tla", 255, "configuration file Dir.cfg:\nFile not found."},
      {"tlc Dir", 255, "configuration file Dir.cfg:\nFile not found."},
      {"tlc -config Count.cfg Dir.tla", 150, "Parsing or semantic analysis failed."},
      {"check -c CfgDir Count.tla", 151, "CfgDir: error: cannot open the configuration file (it is a directory)"},
      // -config CfgDir names CfgDir.cfg (TLC drops and adds the suffix), absent here.
      {"tlc -config CfgDir Count.tla", 255, "configuration file CfgDir.cfg:\nFile not found."},
  };
  expectCases(cases, &CliOptions::cli);
}

// More workers than the machine can start are capped with a warning, in
// tlc and in check, and the run completes.
TEST_F(CliOptions, HugeWorkerCountsAreCapped) {
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::string cap = std::to_string(8 * cores);
  for (const std::string &args : {std::string("tlc -workers 1000 Count.tla"), std::string("tlc -workers 100000 Count.tla"),
                                  std::string("check -w 100000 --json Count.tla"),
                                  std::string("tlc -simulate num=5 -workers 5000 Count.tla")}) {
    Result r = cli(args);
    EXPECT_FALSE(r.signalled) << args << "\n" << r.out;
    EXPECT_EQ(r.rc, 0) << args << "\n" << r.out;
    EXPECT_TRUE(has(r.out, "more threads than this machine can usefully run; using " + cap)) << args << "\n" << r.out;
  }
  EXPECT_TRUE(has(cli("check -w 100000 --json Count.tla").out, "\"workers\":" + cap + ",")) ;
  // Up to the cap, the count asked for is used.
  Result fine = cli("tlc -workers 2 Count.tla");
  EXPECT_FALSE(has(fine.out, "usefully run")) << fine.out;
}

// When the system refuses a thread (here: 1 GB stacks, glibc's default from
// RLIMIT_STACK, in a 3.5 GB address space, so only a few start), the
// threads started do the work: same counts, no abort.
TEST_F(CliOptions, RefusedThreadsDoNotAbortTheSearch) {
  const std::string grid = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";
  Result limited = shell("cd '" + grid + "' && ulimit -s 1000000 && ulimit -v 3500000 && '" + TLACORE_BINARY +
                         "' tlc -workers 16 -config BigGridSmall.cfg BigGrid.tla 2>&1");
  EXPECT_FALSE(limited.signalled) << limited.out;
  EXPECT_EQ(limited.rc, 0) << limited.out;
  EXPECT_TRUE(has(limited.out, "201721 states generated, 68921 distinct states found, 0 states left on queue."))
      << limited.out;
  // Simulation (a thread per worker) and the liveness search (a pool) too.
  Result sim = shell("cd '" + grid + "' && ulimit -s 1000000 && ulimit -v 3500000 && '" + TLACORE_BINARY +
                     "' tlc -simulate num=50 -workers 16 -config BigGridSmall.cfg BigGrid.tla 2>&1");
  EXPECT_EQ(sim.rc, 0) << sim.out;
  EXPECT_TRUE(has(sim.out, "The number of states generated: ")) << sim.out;
  Result live = shell("cd '" + std::string(TLACORE_SOURCE_DIR) + "/corpus/liveness' && ulimit -s 1000000 && ulimit -v " +
                      "3500000 && '" + TLACORE_BINARY + "' tlc -workers 16 -config Weak.cfg Flicker.tla 2>&1");
  EXPECT_EQ(live.rc, 13) << live.out;
  EXPECT_TRUE(has(live.out, "6 states generated, 4 distinct states found, 0 states left on queue.")) << live.out;
}

// check --depth D: behaviours of at most D states (TLC counts depth in
// states), so an unbounded spec stops; states at depth D are counted as left.
TEST_F(CliOptions, CheckDepthBoundsTheSearch) {
  for (int depth : {1, 2, 3, 10}) {
    Result r = cli("check --depth " + std::to_string(depth) + " Up.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_TRUE(has(r.out, std::to_string(depth) + " states generated, " + std::to_string(depth) +
                               " distinct states found, 1 states left on queue.\n"))
        << depth << "\n" << r.out;
    EXPECT_TRUE(has(r.out, "The depth of the complete state graph search is " + std::to_string(depth) + "."))
        << r.out;
    EXPECT_TRUE(has(r.out, "note: the search stopped at depth " + std::to_string(depth) + " (--depth)")) << r.out;
  }
  // A violation within the bound is found; one beyond it is not.
  Result within = cli("check --depth 5 -c UpInv.cfg UpSmall.tla");
  EXPECT_EQ(within.rc, 12) << within.out;
  EXPECT_TRUE(has(within.out, "Error: Invariant Small is violated.")) << within.out;
  Result beyond = cli("check --depth 4 -c UpInv.cfg UpSmall.tla");
  EXPECT_EQ(beyond.rc, 0) << beyond.out;
  // A bound the search does not reach changes nothing.
  Result wide = cli("check --depth 100 Count.tla");
  EXPECT_EQ(wide.rc, 0) << wide.out;
  EXPECT_TRUE(has(wide.out, "5 distinct states found, 0 states left on queue.")) << wide.out;
  EXPECT_FALSE(has(wide.out, "note: the search stopped")) << wide.out;
  // TLC's -depth is the simulation depth: model checking ignores it, as TLC does.
  Result tlcDepth = cli("tlc -depth 2 Count.tla");
  EXPECT_TRUE(has(tlcDepth.out, "5 distinct states found, 0 states left on queue.")) << tlcDepth.out;
}

} // namespace
