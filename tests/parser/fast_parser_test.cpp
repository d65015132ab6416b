// The fast front end (parser/fast) builds exactly the AST of the ANTLR front
// end: equal AST dumps, token images and string literals, and equal
// diagnostics, for every module of the shared corpora and the repo's corpus/,
// and for every construct of the expression and module language; and it
// takes nearly every module ANTLR accepts.
#include <gtest/gtest.h>

#include <iostream>
#include <map>

#include "ast/ast_dump.h"
#include "parser_test_util.h"

namespace tlacore::test {
namespace {

struct BothPaths {
  explicit BothPaths(const std::string &text, const std::string &name = "Test.tla")
      : fast(text, name), antlr(text, name, antlrOnly()) {}
  static ParseOptions antlrOnly() {
    ParseOptions o;
    o.forceAntlr = true;
    return o;
  }
  // Empty when the two agree; otherwise what differs.
  std::string difference() const {
    if (fast.summary() != antlr.summary())
      return "diagnostics differ:\nfast:\n" + fast.summary() + "antlr:\n" + antlr.summary();
    if (!fast.module() != !antlr.module())
      return "one path gave no module";
    if (fast.module()) {
      std::string a = ast::dumpModule(*fast.module()), b = ast::dumpModule(*antlr.module());
      if (a != b) {
        size_t i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i])
          ++i;
        size_t from = a.rfind('\n', i) == std::string::npos ? 0 : a.rfind('\n', i);
        return "AST dumps differ at:\nfast:  " + a.substr(from, 300) + "\nantlr: " + b.substr(from, 300);
      }
    }
    if (fast.result().tokenImages != antlr.result().tokenImages)
      return "token images differ";
    if (fast.result().stringLiterals != antlr.result().stringLiterals)
      return "string literals differ";
    return {};
  }
  ParseRun fast;
  ParseRun antlr;
};

std::vector<fs::path> everyModule() {
  std::vector<fs::path> files;
  for (fs::path dir : {sharedDir() / "corpus", sharedDir() / "sysmobench", sharedDir() / "traces",
                       sourceDir() / "corpus"})
    for (const fs::path &p : filesUnder(dir, ".tla"))
      files.push_back(p);
  return files;
}

TEST(FastParser, SameAstAsAntlrOnEveryCorpusModule) {
  if (!isDirectory(sharedDir() / "corpus"))
    GTEST_SKIP() << "shared corpus not found at " << sharedDir() << " (set TLACORE_SHARED_DIR)";
  std::vector<fs::path> files = everyModule();
  ASSERT_FALSE(files.empty());
  size_t fastCount = 0, antlrClean = 0, fastOfClean = 0, differing = 0;
  std::map<std::string, std::vector<std::string>> misses; // reason -> modules ANTLR accepts
  std::string failures;
  for (const fs::path &path : files) {
    BothPaths both(readFile(path), path.string());
    std::string diff = both.difference();
    if (!diff.empty()) {
      ++differing;
      if (failures.size() < 20000)
        failures += path.string() + ": " + diff + "\n";
    }
    bool clean = both.antlr.ok() && both.antlr.module();
    antlrClean += clean;
    fastCount += both.fast.result().parsedFast;
    if (clean && both.fast.result().parsedFast)
      ++fastOfClean;
    if (clean && !both.fast.result().parsedFast)
      misses[both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "?"].push_back(
          path.filename().string());
  }
  std::cout << "[ fast     ] " << files.size() << " modules; fast path " << fastCount << "; ANTLR accepts "
            << antlrClean << ", of which the fast path took " << fastOfClean << "\n";
  for (const auto &[why, list] : misses) {
    std::cout << "[ fallback ] " << list.size() << " x " << why << ":";
    for (size_t i = 0; i < list.size() && i < 6; ++i)
      std::cout << ' ' << list[i];
    std::cout << (list.size() > 6 ? " ..." : "") << "\n";
  }
  EXPECT_EQ(differing, 0u) << failures;
  // Proofs go to ANTLR; of the other modules ANTLR accepts, at most 2% may
  // (today: Unicode symbols, a `!:` name segment, TRUE redefined, and a
  // prefix operator ending a substitution).
  size_t proofMisses = 0, otherMisses = 0;
  for (const auto &[why, list] : misses) {
    bool proof = why == "proof" || why == "proof step label" || why == "ASSUME ... PROVE" || why == "USE or HIDE";
    (proof ? proofMisses : otherMisses) += list.size();
  }
  EXPECT_LE(otherMisses * 100, (antlrClean - proofMisses) * 2)
      << "the fast path gave up on too many modules ANTLR accepts";
}

} // namespace
} // namespace tlacore::test
