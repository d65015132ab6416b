// Tests of the built-in standard modules: names, headers, dependencies, embedding.
#include "stdlib/builtin_modules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Every module the brief requires (standard modules, then community modules).
const std::vector<std::string> kExpectedModules = {"Naturals",
                                                   "Integers",
                                                   "Reals",
                                                   "Sequences",
                                                   "FiniteSets",
                                                   "Bags",
                                                   "TLC",
                                                   "TLCExt",
                                                   "Randomization",
                                                   "TLAPS",
                                                   "SequencesExt",
                                                   "FiniteSetsExt",
                                                   "Functions",
                                                   "Folds",
                                                   "Json",
                                                   "IOUtils",
                                                   "Relation",
                                                   "Graphs",
                                                   "UndirectedGraphs",
                                                   "Bitwise",
                                                   "DyadicRationals",
                                                   "Combinatorics"};

std::vector<std::string> splitLines(std::string_view text) {
  std::vector<std::string> lines;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

// The text with comments and string literals replaced by spaces, so that
// keyword searches only see TLA+ syntax.
std::string stripCommentsAndStrings(std::string_view text) {
  std::string out(text);
  std::size_t i = 0;
  int depth = 0;
  while (i < out.size()) {
    if (depth > 0) {
      if (out.compare(i, 2, "(*") == 0) {
        ++depth;
        out[i] = out[i + 1] = ' ';
        i += 2;
      } else if (out.compare(i, 2, "*)") == 0) {
        --depth;
        out[i] = out[i + 1] = ' ';
        i += 2;
      } else {
        if (out[i] != '\n')
          out[i] = ' ';
        ++i;
      }
      continue;
    }
    if (out.compare(i, 2, "(*") == 0) {
      depth = 1;
      out[i] = out[i + 1] = ' ';
      i += 2;
    } else if (out.compare(i, 2, "\\*") == 0) {
      while (i < out.size() && out[i] != '\n')
        out[i++] = ' ';
    } else if (out[i] == '"') {
      out[i++] = ' ';
      while (i < out.size() && out[i] != '"') {
        if (out[i] == '\\' && i + 1 < out.size())
          out[i++] = ' ';
        out[i++] = ' ';
      }
      if (i < out.size())
        out[i++] = ' ';
    } else {
      ++i;
    }
  }
  return out;
}

// The modules that `text` names in EXTENDS lists and (LOCAL) INSTANCEs.
std::vector<std::string> dependencies(std::string_view text) {
  const std::string code = stripCommentsAndStrings(text);
  std::vector<std::string> deps;
  static const std::regex extendsRe(R"(\bEXTENDS\s+([A-Za-z0-9_]+(\s*,\s*[A-Za-z0-9_]+)*))");
  static const std::regex nameRe(R"([A-Za-z0-9_]+)");
  static const std::regex instanceRe(R"(\bINSTANCE\s+([A-Za-z0-9_]+))");
  for (auto it = std::sregex_iterator(code.begin(), code.end(), extendsRe);
       it != std::sregex_iterator(); ++it) {
    const std::string list = (*it)[1];
    for (auto n = std::sregex_iterator(list.begin(), list.end(), nameRe);
         n != std::sregex_iterator(); ++n)
      deps.push_back(n->str());
  }
  for (auto it = std::sregex_iterator(code.begin(), code.end(), instanceRe);
       it != std::sregex_iterator(); ++it)
    deps.push_back((*it)[1]);
  return deps;
}

TEST(BuiltinModules, EveryRequiredModuleIsPresent) {
  for (const std::string &name : kExpectedModules) {
    EXPECT_TRUE(tlacore::findBuiltinModule(name).has_value()) << name;
  }
}

TEST(BuiltinModules, NamesAreSortedUniqueAndFindable) {
  const auto names = tlacore::builtinModuleNames();
  ASSERT_GE(names.size(), kExpectedModules.size());
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_EQ(std::adjacent_find(names.begin(), names.end()), names.end());
  for (std::string_view name : names) {
    const auto text = tlacore::findBuiltinModule(name);
    ASSERT_TRUE(text.has_value()) << name;
    EXPECT_FALSE(text->empty()) << name;
  }
}

TEST(BuiltinModules, TextStartsWithHeaderAndEndsWithClosingLine) {
  for (std::string_view name : tlacore::builtinModuleNames()) {
    const std::vector<std::string> lines = splitLines(*tlacore::findBuiltinModule(name));
    // Text before the header is a comment to SANY (tlapm's FunctionsFork starts with a note).
    const auto first = std::find_if(lines.begin(), lines.end(), [](const std::string &l) {
      return std::regex_search(l, std::regex("^-{4,}\\s*MODULE\\b"));
    });
    ASSERT_NE(first, lines.end()) << name;
    const std::regex header("-{4,}\\s*MODULE\\s+" + std::string(name) + "\\s*-{4,}\\s*");
    EXPECT_TRUE(std::regex_match(*first, header)) << name << ": " << *first;
    // Upstream texts may keep text after the closing line (a modification
    // history, an example); SANY ignores it. The closing line is the first
    // line of = signs after the header.
    const auto closing = std::find_if(first, lines.end(), [](const std::string &l) {
      return std::regex_match(l, std::regex("={4,}\\s*"));
    });
    EXPECT_NE(closing, lines.end()) << name << ": no closing line";
    // Exactly one module per text: no second header, no second closing line.
    const auto headers = std::count_if(lines.begin(), lines.end(), [](const std::string &l) {
      return std::regex_search(l, std::regex("^-{4,}\\s*MODULE\\b"));
    });
    const auto closings = std::count_if(lines.begin(), lines.end(), [](const std::string &l) {
      return std::regex_match(l, std::regex("={4,}\\s*"));
    });
    EXPECT_EQ(headers, 1) << name;
    EXPECT_EQ(closings, 1) << name;
  }
}

TEST(BuiltinModules, DependenciesAreBuiltinAndAcyclic) {
  std::map<std::string, std::vector<std::string>> graph;
  for (std::string_view name : tlacore::builtinModuleNames()) {
    std::vector<std::string> deps = dependencies(*tlacore::findBuiltinModule(name));
    for (const std::string &dep : deps) {
      EXPECT_TRUE(tlacore::findBuiltinModule(dep).has_value())
          << name << " uses " << dep << ", which is not built in";
      EXPECT_NE(dep, name) << name << " uses itself";
    }
    graph[std::string(name)] = std::move(deps);
  }
  // Depth-first search for a cycle; 1 = on the current path, 2 = done.
  std::map<std::string, int> state;
  std::vector<std::string> path;
  std::function<bool(const std::string &)> cyclic = [&](const std::string &m) {
    if (state[m] == 1)
      return true;
    if (state[m] == 2)
      return false;
    state[m] = 1;
    path.push_back(m);
    for (const std::string &dep : graph[m])
      if (cyclic(dep))
        return true;
    path.pop_back();
    state[m] = 2;
    return false;
  };
  for (const auto &[name, deps] : graph) {
    EXPECT_FALSE(cyclic(name)) << "cycle through " << path.back();
  }
}

TEST(BuiltinModules, KnownDependenciesAreRecognised) {
  // Spot checks of the scanner used above, on modules with known imports.
  const auto seqExt = dependencies(*tlacore::findBuiltinModule("SequencesExt"));
  const std::set<std::string> got(seqExt.begin(), seqExt.end());
  const std::set<std::string> want = {"Sequences", "Naturals",  "FiniteSets", "FiniteSetsExt",
                                      "Folds",     "Functions", "Bags",       "TLC"};
  EXPECT_EQ(got, want);
  const auto integers = dependencies(*tlacore::findBuiltinModule("Integers"));
  EXPECT_EQ(integers, std::vector<std::string>{"Naturals"});
  const auto tlaps = dependencies(*tlacore::findBuiltinModule("TLAPS"));
  EXPECT_TRUE(tlaps.empty());
}

TEST(BuiltinModules, UnknownNamesGiveNullopt) {
  for (std::string_view name : {"", "naturals", "NATURALS", "Naturals.tla", " Naturals",
                                "Naturals ", "Nat", "NaturalsX", "Foo", "MC", "apalache"}) {
    EXPECT_FALSE(tlacore::findBuiltinModule(name).has_value()) << '"' << name << '"';
  }
}

#ifdef TLACORE_SOURCE_DIR
TEST(BuiltinModules, EmbeddedTextsEqualTheSourceFiles) {
  const std::filesystem::path dir = std::filesystem::path(TLACORE_SOURCE_DIR) / "semantic/stdlib";
  if (!std::filesystem::is_directory(dir))
    GTEST_SKIP() << dir << " not found";
  std::set<std::string> onDisk;
  for (const auto &entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".tla")
      continue;
    const std::string name = entry.path().stem().string();
    onDisk.insert(name);
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string content{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const auto text = tlacore::findBuiltinModule(name);
    ASSERT_TRUE(text.has_value()) << name;
    EXPECT_EQ(*text, content) << name;
  }
  const auto names = tlacore::builtinModuleNames();
  EXPECT_EQ(onDisk, std::set<std::string>(names.begin(), names.end()));
}
#endif

} // namespace
