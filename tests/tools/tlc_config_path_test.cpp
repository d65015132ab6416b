// A relative -config with an absolute spec path: TLC.handleParameters makes
// the spec's folder the user directory (ToolIO.setUserDir) and
// ModelConfig.parse resolves the cfg with SimpleFilenameToStream.locate,
// which looks there first (TLAFile(userDir, name)): the cfg is read from the
// spec's folder, not from the current directory. Enumerated: a cfg in the
// spec's folder only, in a subfolder of it, and one in the current directory
// only (not found: ConfigFileException, exit 255, named as given); a
// relative spec still reads the cfg from the current directory.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;

struct Out {
  int exit = -1;
  std::string text;
};

Out runIn(const fs::path &cwd, const std::string &args) {
  std::string cmd = "cd '" + cwd.string() + "' && '" TLACORE_BINARY "' tlc -workers 1 " + args + " 2>&1";
  Out o;
  FILE *p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  size_t n;
  while (p && (n = fread(buf.data(), 1, buf.size(), p)) > 0)
    o.text.append(buf.data(), n);
  int status = p ? pclose(p) : -1;
  o.exit = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return o;
}

TEST(TlcConfigPath, ARelativeConfigIsReadFromAnAbsoluteSpecsFolder) {
  static std::mt19937_64 rng{std::random_device{}()};
  fs::path root = fs::temp_directory_path() / ("tlacore-cfgpath-" + std::to_string(rng()));
  fs::path specDir = root / "spec", cwd = root / "cwd";
  fs::create_directories(specDir / "sub");
  fs::create_directories(cwd);
  std::ofstream(specDir / "C.tla") << "---- MODULE C ----\nEXTENDS Naturals\nCONSTANT K\nVARIABLE x\n"
                                      "Init == x = 0\nNext == x < K /\\ x' = x + 1\n====\n";
  std::ofstream(specDir / "here.cfg") << "INIT Init\nNEXT Next\nCONSTANT K = 2\n";
  std::ofstream(specDir / "sub" / "deep.cfg") << "INIT Init\nNEXT Next\nCONSTANT K = 4\n";
  std::ofstream(cwd / "cwd.cfg") << "INIT Init\nNEXT Next\nCONSTANT K = 6\n";
  const std::string spec = (specDir / "C.tla").string();

  Out here = runIn(cwd, "-deadlock -config here.cfg " + spec);
  EXPECT_EQ(here.exit, 0) << here.text;
  EXPECT_NE(here.text.find("3 distinct states found"), std::string::npos) << here.text;

  Out deep = runIn(cwd, "-deadlock -config sub/deep.cfg " + spec);
  EXPECT_EQ(deep.exit, 0) << deep.text;
  EXPECT_NE(deep.text.find("5 distinct states found"), std::string::npos) << deep.text;

  Out missing = runIn(cwd, "-deadlock -config cwd.cfg " + spec);
  EXPECT_EQ(missing.exit, 255) << missing.text;
  EXPECT_NE(missing.text.find("trying to read the configuration file cwd.cfg:\nFile not found."), std::string::npos)
      << missing.text;

  // A relative spec: the current directory.
  std::ofstream(specDir / "local.cfg") << "INIT Init\nNEXT Next\nCONSTANT K = 1\n";
  Out relative = runIn(specDir, "-deadlock -config local.cfg C.tla");
  EXPECT_EQ(relative.exit, 0) << relative.text;
  EXPECT_NE(relative.text.find("2 distinct states found"), std::string::npos) << relative.text;
  fs::remove_all(root);
}

} // namespace
