// A configuration file TLC cannot read stops it before SANY. Tool's
// constructor runs ModelConfig.parse before SpecProcessor.processSpec, and
// parse opens the file first: FileUtil.newFIS(resolver.resolve(name, false))
// is null for a file that is not there (and, after FileUtil prints
// "***Internal error: Unable to create FileInputStream", for one
// FileInputStream cannot open, a directory), so parse throws
// ConfigFileException(EC.CFG_ERROR_READING_FILE, {name, "File not found."}),
// which TLC.process's catch prints as EC.GENERAL: exit 255, no "Parsing
// file" line, the spec never looked at. The name is the one
// MonolithSpecExtractor.getConfig makes: the -config argument without a
// ".cfg" it had, then ".cfg" added unless it ends in ".tla"; by default the
// spec's mainFile, whose folder TLC.handleParameters drops when the path is
// absolute. Recorded: fkberthold/tla-puzzles' harness/test-verdict.sh pins
// `tlc NoSuchModule.tla` (neither file there) at 255 and `-config Ok.cfg
// NoSuchModule.tla` at 150, on two TLC builds; tlacore answered 150 and 151.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = "---- MODULE Spec ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = 1 - x\n====\n";
const char *kBroken = "---- MODULE Spec ----\nFoo == \n====\n";
const char *kCfg = "INIT Init\nNEXT Next\n";

std::string readError(const std::string &name) {
  return "Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
         "See the User Output or TLC Console for clues to what happened.\n"
         "The exception was a tlc2.tool.ConfigFileException\n"
         ": TLC encountered the following error when trying to read the configuration file " +
         name + ":\nFile not found.\n";
}

struct Unreadable {
  const char *name;
  const char *args;    // the command line after `tlc -workers 1`
  const char *tlcName; // the file TLC names
  bool notice;         // FileUtil's "***Internal error" line (the file is there but cannot be opened)
};

void PrintTo(const Unreadable &u, std::ostream *os) { *os << u.name; }

const Unreadable kUnreadable[] = {
    {"NoCfgBesideTheSpec", "Alone.tla", "Alone.cfg", false},
    {"NoCfgBesideASpecInAFolder", "sub/Alone.tla", "sub/Alone.cfg", false},
    {"ConfigNamedWithItsSuffix", "-config Missing.cfg Spec.tla", "Missing.cfg", false},
    {"ConfigNamedWithoutASuffix", "-config Missing Spec.tla", "Missing.cfg", false},
    {"ConfigNamedAsAMonolithSpec", "-config Missing.tla Spec.tla", "Missing.tla", false},
    {"ConfigThatIsADirectory", "-config Folder.cfg Spec.tla", "Folder.cfg", true},
    {"SpecBrokenAndNoCfg", "Broken.tla", "Broken.cfg", false},
    {"SpecMissingAndNoCfg", "Nowhere.tla", "Nowhere.cfg", false},
};

class UnreadableConfig : public testing::TestWithParam<std::tuple<Unreadable, const char *>> {};

TEST_P(UnreadableConfig, StopsTlcBeforeSany) {
  const auto &[u, mode] = GetParam();
  clirun::SpecDir dir({{"Spec.tla", kSpec},
                       {"Spec.cfg", kCfg},
                       {"Alone.tla", kSpec},
                       {"sub/Alone.tla", kSpec},
                       {"Broken.tla", kBroken},
                       {"Folder.cfg/keep", ""}});
  clirun::Result r = dir.run(std::string("tlc -workers 1 ") + mode + " " + u.args);
  EXPECT_EQ(r.rc, 255) << r.out;
  size_t error = r.out.find(readError(u.tlcName));
  ASSERT_NE(error, std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Parsing file"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Semantic processing"), std::string::npos) << r.out;
  size_t notice = r.out.find("***Internal error: Unable to create FileInputStream\n");
  EXPECT_EQ(notice != std::string::npos, u.notice) << r.out;
  if (u.notice) {
    EXPECT_LT(notice, error) << r.out;
  }
  EXPECT_NE(r.out.find("Finished in ", error), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryName, UnreadableConfig,
                         testing::Combine(testing::ValuesIn(kUnreadable), testing::Values("", "-simulate num=1")),
                         [](const testing::TestParamInfo<std::tuple<Unreadable, const char *>> &i) {
                           return std::string(std::get<0>(i.param).name) +
                                  (std::string(std::get<1>(i.param)).empty() ? "Bfs" : "Simulate");
                         });

// The default name of an absolute spec path is the file name alone.
TEST(UnreadableConfig, AbsoluteSpecPathNamesTheFileAlone) {
  clirun::SpecDir dir({{"Alone.tla", kSpec}, {"Other.tla", kSpec}});
  clirun::Result r = dir.run("tlc -workers 1 " + (dir / "Alone.tla"));
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find(readError("Alone.cfg")), std::string::npos) << r.out;
}

// Controls: a readable cfg gets the spec to SANY. `-config Named` reads
// Named.cfg; a missing spec with a readable cfg is SANY's failure (150).
TEST(UnreadableConfig, ReadableConfigsReachSany) {
  clirun::SpecDir dir({{"Spec.tla", kSpec}, {"Named.cfg", kCfg}, {"Spec.cfg", kCfg}, {"Broken.cfg", kCfg},
                       {"Broken.tla", kBroken}});
  clirun::Result named = dir.run("tlc -workers 1 -config Named Spec.tla");
  EXPECT_EQ(named.rc, 0) << named.out;
  EXPECT_NE(named.out.find("Model checking completed. No error has been found."), std::string::npos) << named.out;
  clirun::Result missingSpec = dir.run("tlc -workers 1 -config Spec.cfg Nowhere.tla");
  EXPECT_EQ(missingSpec.rc, 150) << missingSpec.out;
  clirun::Result broken = dir.run("tlc -workers 1 Broken.tla");
  EXPECT_EQ(broken.rc, 150) << broken.out;
  EXPECT_NE(broken.out.find("Parsing file"), std::string::npos) << broken.out;
}

} // namespace
