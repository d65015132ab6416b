// The bundled CommunityModules texts are the release's own: every location TLC
// reported inside one of them (in ../shared's reference outputs: eval-oracle
// messages, coverage, traces) points at the same text in ours, and the
// definitions TLC's messages name start where TLC says.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "stdlib/builtin_modules.h"

namespace tlacore {
namespace {

std::vector<std::string> moduleLines(std::string_view name) {
  std::vector<std::string> lines;
  auto text = findBuiltinModule(name);
  if (!text)
    return lines;
  std::istringstream in{std::string(*text)};
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

// Columns count characters (TLC's), not bytes.
std::string columns(const std::string &line, int from, int to) {
  std::string out;
  int col = 0;
  for (size_t i = 0; i < line.size();) {
    size_t len = 1;
    auto c = static_cast<unsigned char>(line[i]);
    if (c >= 0xF0)
      len = 4;
    else if (c >= 0xE0)
      len = 3;
    else if (c >= 0xC0)
      len = 2;
    ++col;
    if (col >= from && col <= to)
      out += line.substr(i, len);
    i += len;
  }
  return out;
}

// The number of characters of a line.
int width(const std::string &line) {
  int col = 0;
  for (unsigned char c : line)
    if ((c & 0xC0) != 0x80)
      ++col;
  return col;
}

// The text TLC's release shows at line:col of these modules (from TLC's messages).
struct Expected {
  const char *module;
  int line, col, endLine, endCol;
  const char *text; // the first line's part of the range
};

const Expected kExpected[] = {
    {"FiniteSetsExt", 121, 11, 121, 46, "CHOOSE x \\in S : \\A y \\in S : x >= y"}, // Max
    {"FiniteSetsExt", 122, 11, 122, 46, "CHOOSE x \\in S : \\A y \\in S : x =< y"}, // Min
    {"FiniteSetsExt", 163, 26, 164, 64, "CHOOSE x \\in S :"},                       // ChooseUnique
    {"Functions", 14, 32, 14, 35, "f[x]"},                                             // Restrict
    {"Functions", 94, 32, 94, 74, "CHOOSE s \\in S : t \\in Range(f) => f[s] = t"},   // Inverse
    {"SequencesExt", 139, 25, 139, 43, "s[(Len(s) - i) + 1]"},                         // Reverse
    {"SequencesExt", 443, 3, 449, 56, "CASE Len(s) = Len(t) /\\ Len(s) > 0 ->"},       // Interleave
    {"SequencesExt", 481, 15, 483, 70, "CHOOSE i \\in 0..Len(t) :"},                    // IndexFirstSubSeq
};

TEST(BundledModuleText, DefinitionsWhereTlcReportsThem) {
  for (const Expected &e : kExpected) {
    std::vector<std::string> lines = moduleLines(e.module);
    ASSERT_GE(static_cast<int>(lines.size()), e.endLine) << e.module;
    EXPECT_EQ(columns(lines[e.line - 1], e.col, e.line == e.endLine ? e.endCol : 1 << 30), e.text)
        << e.module << " line " << e.line;
    if (e.endLine != e.line)
      EXPECT_EQ(width(lines[e.endLine - 1]), e.endCol) << e.module << " line " << e.endLine;
  }
}

// Every "line L, col C to line L2, col C2 of module M" in ../shared's TLC
// outputs, for a bundled module M: both ends lie on a character of our text
// that is not blank (a range TLC printed always starts and ends on a token).
TEST(BundledModuleText, EveryLocationTlcReportedIsOnOurText) {
  std::filesystem::path root = std::filesystem::path(TLACORE_SHARED_DIR) / "reference";
  if (!std::filesystem::exists(root))
    GTEST_SKIP() << "no " << root << " (../shared absent)";
  const std::set<std::string> bundled(builtinModuleNames().begin(), builtinModuleNames().end());
  // TLC's own standard modules (TLC's texts, not CommunityModules'): their
  // operators are Java overrides, so TLC reports no location inside them.
  const std::regex loc(R"(line (\d+), col (\d+) to line (\d+), col (\d+) of module ([A-Za-z0-9_]+))");
  std::map<std::string, std::vector<std::string>> cache;
  size_t checked = 0;
  std::set<std::string> seen;
  for (const auto &entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file())
      continue;
    std::ifstream in(entry.path());
    std::stringstream buf;
    buf << in.rdbuf();
    std::string text = buf.str();
    for (std::sregex_iterator it(text.begin(), text.end(), loc), end; it != end; ++it) {
      std::string module = (*it)[5];
      if (!bundled.count(module) || !seen.insert((*it)[0]).second)
        continue;
      auto [c, fresh] = cache.try_emplace(module);
      if (fresh)
        c->second = moduleLines(module);
      const std::vector<std::string> &lines = c->second;
      int l1 = std::stoi((*it)[1]), c1 = std::stoi((*it)[2]), l2 = std::stoi((*it)[3]), c2 = std::stoi((*it)[4]);
      std::string where = (*it)[0].str() + " (" + entry.path().filename().string() + ")";
      ASSERT_LE(l2, static_cast<int>(lines.size())) << where;
      std::string first = columns(lines[l1 - 1], c1, c1), last = columns(lines[l2 - 1], c2, c2);
      EXPECT_TRUE(!first.empty() && first != " ") << where << ": starts on a blank";
      EXPECT_TRUE(!last.empty() && last != " ") << where << ": ends on a blank";
      ++checked;
    }
  }
  EXPECT_GE(checked, 10u);
}

} // namespace
} // namespace tlacore
