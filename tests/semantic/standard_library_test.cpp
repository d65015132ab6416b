// The process's shared standard modules (sem::StandardLibrary): a set that
// uses them sees exactly what it would see parsing and analysing them
// itself: the same files in the same order, the same analysis order, the
// same diagnostics at the same places, the same names in scope with the
// same locations, for every built-in module; a user's module of the same
// name (or of a module a built-in one EXTENDS) is not replaced by the shared
// one; many threads loading at once get the same answers.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "module_set.h"
#include "standard_library.h"
#include "stdlib/builtin_modules.h"

namespace tlacore::sem {
namespace {

namespace fs = std::filesystem;

std::string where(const SourceManager &sm, SourceLoc loc) {
  PresumedLoc p = sm.presumed(loc);
  return std::string(p.fileName) + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

// Everything a later stage reads from a loaded set, as text.
struct Loaded {
  SourceManager sm;
  DiagnosticEngine diags;
  ModuleSet set;
  const ResolvedModule *root = nullptr;
  Loaded(const std::string &path, const std::string &text, bool share)
      : set(sm, diags, [share] {
          SemanticOptions o;
          o.shareStandardModules = share;
          return o;
        }()) {
    root = set.loadRootText(path, text);
  }
  std::string describe() const {
    std::string out = "files:";
    for (const LoadedFile *f : set.files())
      out += " " + f->path + (f->isStandard ? "(std)" : "");
    out += "\nanalysed:";
    for (const ResolvedModule *m : set.analysisOrder())
      out += " " + std::string(m->name);
    out += "\ndiagnostics:\n";
    for (const Diagnostic &d : diags.diagnostics())
      out += "  " + where(sm, d.range.begin) + " [" + std::to_string(d.code) + "] " + d.message + "\n";
    if (!root)
      return out + "no root\n";
    std::vector<std::string> names;
    for (const auto &[name, s] : root->scope)
      names.push_back(std::string(name) + " kind " + std::to_string(static_cast<int>(s->kind)) + " arity " +
                      std::to_string(s->arity) + " level " + std::to_string(static_cast<int>(s->level)) + " at " +
                      where(sm, s->range.begin) + " in " + (s->module ? std::string(s->module->name) : "?"));
    std::sort(names.begin(), names.end());
    out += "scope:\n";
    for (const std::string &n : names)
      out += "  " + n + "\n";
    for (const LoadedFile *f : set.files())
      out += f->path + ": " + std::to_string(f->parsed.tokenImages.size()) + " tokens, " +
             std::to_string(f->parsed.stringLiterals.size()) + " strings\n";
    return out;
  }
};

std::string rootText(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

// Every built-in module, alone and after others, as the root's EXTENDS.
TEST(StandardLibrary, EveryBuiltInModuleLooksTheSameSharedOrNot) {
  for (std::string_view name : builtinModuleNames()) {
    std::string text = rootText("Root", "EXTENDS " + std::string(name) + "\nX == 1");
    Loaded own("/nonexistent/Root.tla", text, false);
    Loaded shared("/nonexistent/Root.tla", text, true);
    EXPECT_EQ(own.describe(), shared.describe()) << name;
    // Twice in one process: the second set adopts what the first left.
    Loaded again("/nonexistent/Root.tla", text, true);
    EXPECT_EQ(own.describe(), again.describe()) << name;
  }
}

TEST(StandardLibrary, CombinationsAndInstancesLookTheSameSharedOrNot) {
  const char *bodies[] = {
      "EXTENDS Naturals, Sequences, TLC, FiniteSets\nVARIABLE x\nInit == x = <<\"a\", \"b\">>",
      "EXTENDS TLC, Naturals\nS == INSTANCE Sequences\nX == S!Len(<<1>>)",
      "EXTENDS SequencesExt, FiniteSetsExt, Functions\nX == 1",
      "INSTANCE TLC\nX == Print(1, TRUE)",
      "EXTENDS Integers, Reals\nX == LET N == INSTANCE Naturals IN 1",
      "EXTENDS Naturals\nX == 1 + \"a\" \\o 2", // an error in the root
      "EXTENDS Naturals, Nonexistent\nX == 1",
  };
  for (const char *body : bodies) {
    Loaded own("/nonexistent/Root.tla", rootText("Root", body), false);
    Loaded shared("/nonexistent/Root.tla", rootText("Root", body), true);
    EXPECT_EQ(own.describe(), shared.describe()) << body;
  }
}

TEST(StandardLibrary, SharedSetsUseTheSameModules) {
  Loaded a("/nonexistent/A.tla", rootText("A", "EXTENDS TLC, Sequences\nX == 1"), true);
  Loaded b("/nonexistent/B.tla", rootText("B", "EXTENDS Sequences, TLC\nY == 1"), true);
  ASSERT_TRUE(a.root && b.root);
  ASSERT_EQ(a.root->extends.size(), 2u);
  EXPECT_EQ(a.root->extends[0], b.root->extends[1]); // TLC
  EXPECT_EQ(a.root->scope.get("Append"), b.root->scope.get("Append"));
  std::optional<StandardLibrary::Entry> tlc = StandardLibrary::instance().module("TLC");
  ASSERT_TRUE(tlc);
  EXPECT_EQ(tlc->module, a.root->extends[0]);
  // Locations in a shared module read the same from any set's sources.
  SourceLoc at = a.root->scope.get("Append")->range.begin;
  EXPECT_EQ(where(a.sm, at), where(b.sm, at));
  EXPECT_EQ(where(a.sm, at).rfind("<builtin>/Sequences.tla:", 0), 0u) << where(a.sm, at);
}

// A folder with the user's own Sequences.tla: a root that EXTENDS TLC (which
// instantiates Sequences) must get the user's Sequences, through a TLC of its own.
TEST(StandardLibrary, AUsersModuleOfTheSameNameIsNotReplaced) {
  fs::path dir = fs::temp_directory_path() / ("tlacore-stdlib-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "Sequences.tla") << rootText("Sequences", "Len(s) == 42\nMine == TRUE");
  std::string text = rootText("Root", "EXTENDS TLC\nX == 1");
  Loaded own((dir / "Root.tla").string(), text, false);
  Loaded shared((dir / "Root.tla").string(), text, true);
  fs::remove_all(dir);
  ASSERT_TRUE(shared.root) << shared.describe();
  EXPECT_EQ(own.describe(), shared.describe());
  ASSERT_EQ(shared.root->extends.size(), 1u);
  std::optional<StandardLibrary::Entry> tlc = StandardLibrary::instance().module("TLC");
  ASSERT_TRUE(tlc);
  EXPECT_NE(shared.root->extends[0], tlc->module);
  bool usersSequences = false;
  for (const LoadedFile *f : shared.set.files())
    usersSequences = usersSequences || f->path == (dir / "Sequences.tla").string();
  EXPECT_TRUE(usersSequences) << shared.describe();
}

TEST(StandardLibrary, ManyThreadsLoadingAtOnceSeeTheSame) {
  std::vector<std::string> bodies;
  for (std::string_view name : builtinModuleNames())
    bodies.push_back("EXTENDS " + std::string(name) + ", Naturals\nX == 1");
  std::vector<std::string> expected;
  for (const std::string &body : bodies)
    expected.push_back(Loaded("/nonexistent/Root.tla", rootText("Root", body), false).describe());
  std::vector<std::string> mismatches(4);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < mismatches.size(); ++t)
    threads.emplace_back([&, t] {
      for (size_t k = 0; k < bodies.size(); ++k) {
        size_t i = (k * 7 + t * 13) % bodies.size();
        std::string got = Loaded("/nonexistent/Root.tla", rootText("Root", bodies[i]), true).describe();
        if (got != expected[i])
          mismatches[t] += bodies[i] + "\n";
      }
    });
  for (std::thread &t : threads)
    t.join();
  for (const std::string &m : mismatches)
    EXPECT_EQ(m, "");
}

} // namespace
} // namespace tlacore::sem
