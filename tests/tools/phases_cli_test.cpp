// `tlacore check --json` says where the check's time went: a "phases"
// object with seconds per phase (read, parse, semantic, config, build,
// check, print, total) and one entry per module.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_run.h"

namespace {

TEST(PhasesCli, CheckJsonReportsEveryPhaseAndModule) {
  clirun::SpecDir dir({{"Tiny.tla", "---- MODULE Tiny ----\nEXTENDS Naturals, TLC\nVARIABLE x\nInit == x = 0\n"
                                    "Next == x' = IF x < 3 THEN x + 1 ELSE x\n====\n"},
                       {"Tiny.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = clirun::shell("cd '" + dir.path() + "' && '" + TLACORE_BINARY +
                                   "' check --json --no-progress -w 1 Tiny.tla 2>/dev/null");
  ASSERT_EQ(r.rc, 0) << r.out;
  for (const char *phase : {"read", "parse", "semantic", "config", "build", "check", "print", "total"})
    EXPECT_TRUE(std::regex_search(r.out, std::regex(std::string("\"phases\":\\{.*\"") + phase + "\":[0-9.e-]+")))
        << phase << "\n" << r.out;
  EXPECT_NE(r.out.find("{\"name\":\"Tiny\",\"standard\":false,\"shared\":false"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("{\"name\":\"Naturals\",\"standard\":true,\"shared\":true"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"distinctStates\":4"), std::string::npos) << r.out;
}

} // namespace
