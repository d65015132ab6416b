// Deep user input through module loading and semantic analysis: chains of
// thousands of modules (EXTENDS, INSTANCE) and expressions nested up to and
// past the parser's bound give the right verdict or a clear error, never a
// stack overflow.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include "module_set.h"

namespace {

namespace fs = std::filesystem;
using namespace tlacore;

constexpr uint32_t kNestingTooDeep = 1105;
constexpr uint32_t kCircular = 4222;

// A fresh folder for one test's modules, removed at the end.
struct TempFolder {
  fs::path dir;
  explicit TempFolder(const std::string &tag) {
    dir = fs::temp_directory_path() / ("tlacore-deep-" + tag + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~TempFolder() { fs::remove_all(dir); }
  void write(const std::string &module, const std::string &body) const {
    std::ofstream(dir / (module + ".tla")) << "---- MODULE " << module << " ----\n" << body << "\n====\n";
  }
};

struct Load {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  const sem::ResolvedModule *root = nullptr;
  explicit Load(const fs::path &file) { root = set.loadRootFile(file.string()); }
  Load(const fs::path &dir, const std::string &module, const std::string &body) {
    root = set.loadRootText((dir / (module + ".tla")).string(),
                            "---- MODULE " + module + " ----\n" + body + "\n====\n");
  }
  std::string errors() const {
    std::string out;
    for (const Diagnostic &d : diags.diagnostics())
      if (d.severity == Severity::Error && out.size() < 2000)
        out += "[" + std::to_string(d.code) + "] " + d.message + "\n";
    return out;
  }
  size_t count(uint32_t code) const {
    size_t n = 0;
    for (const Diagnostic &d : diags.diagnostics())
      n += d.code == code;
    return n;
  }
};

std::string name(size_t i) { return "M" + std::to_string(i); }

// M0 EXTENDS M1 EXTENDS ... M(n-1); the last one defines Base, every tenth
// (or only the last) D_i; the root uses the deepest and the shallowest.
void extendsChain(size_t n, bool withDefinitions) {
  TempFolder tmp("extends" + std::to_string(n));
  for (size_t i = 0; i < n; ++i) {
    std::string body = i + 1 < n ? "EXTENDS " + name(i + 1) + "\n" : "EXTENDS Naturals\nBase == 1\n";
    if ((withDefinitions && i % 10 == 0) || i + 1 == n)
      body += "D_" + std::to_string(i) + " == Base\n";
    if (i == 0)
      body += "X == D_" + std::to_string(n - 1) + (withDefinitions ? " + D_0\n" : "\n");
    tmp.write(name(i), body);
  }
  auto start = std::chrono::steady_clock::now();
  Load load(tmp.dir / "M0.tla");
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "[ deep ] EXTENDS chain of " << n << " modules loaded in " << seconds << " s\n";
  ASSERT_NE(load.root, nullptr) << load.errors();
  EXPECT_EQ(load.errors(), "") << "EXTENDS chain of " << n;
  EXPECT_EQ(load.set.analysisOrder().size(), n + 1); // and Naturals
  EXPECT_TRUE(load.root->scope.count("Base"));
}

// M0 has I == INSTANCE M1 and V == I!V; so has every Mi down to the last, whose V is 1.
void instanceChain(size_t n) {
  TempFolder tmp("instance" + std::to_string(n));
  for (size_t i = 0; i < n; ++i)
    tmp.write(name(i), i + 1 < n ? "I == INSTANCE " + name(i + 1) + "\nV == I!V\n" : "V == 1\n");
  Load load(tmp.dir / "M0.tla");
  ASSERT_NE(load.root, nullptr) << load.errors();
  EXPECT_EQ(load.errors(), "") << "INSTANCE chain of " << n;
  EXPECT_EQ(load.set.analysisOrder().size(), n);
}

TEST(DeepInput, ExtendsChainOf4000Modules) { extendsChain(4000, true); }
// Each module's scope holds the names of all below it: with a definition in
// each, 20,000 modules would hold 200 million names (as SANY's contexts do).
TEST(DeepInput, ExtendsChainOf20000Modules) { extendsChain(20000, false); }
// Scopes are shared between modules (sem::NameMap), not copied: a chain of
// 4,000 modules each defining a name, each seeing all below it (8 million
// visible names in all), costs memory linear in its 4,000 definitions. (With
// a copied scope per module it peaked near 1 GB.) Measured in a child, whose
// peak resident size is its own.
size_t residentKiB(const char *field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(field, 0) == 0)
      return std::stoul(line.substr(std::string(field).size()));
  return 0;
}

TEST(DeepInput, ExtendsChainMemoryIsLinearInDefinitions) {
  const size_t n = 4000;
  TempFolder tmp("chainmem");
  for (size_t i = 0; i < n; ++i)
    tmp.write(name(i), (i + 1 < n ? "EXTENDS " + name(i + 1) + "\n" : "EXTENDS Naturals\n") + "D_" +
                           std::to_string(i) + " == " + std::to_string(i) + "\n");
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    size_t before = residentKiB("VmRSS:");
    std::string report;
    {
      Load load(tmp.dir / "M0.tla");
      bool ok = load.root && load.errors().empty() && load.root->scope.count("D_3999") && load.root->scope.count("D_0");
      report = (ok ? "ok " : "failed ") + std::to_string((residentKiB("VmHWM:") - before) / 1024);
    }
    ssize_t ignored = write(fds[1], report.data(), report.size());
    (void)ignored;
    _exit(0);
  }
  close(fds[1]);
  std::string report;
  char buf[256];
  for (ssize_t k; (k = read(fds[0], buf, sizeof buf)) > 0;)
    report.append(buf, static_cast<size_t>(k));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status)) << "the child died of signal " << WTERMSIG(status);
  ASSERT_EQ(report.rfind("ok ", 0), 0u) << report;
  size_t mib = std::stoul(report.substr(3));
  std::cout << "[ deep ] EXTENDS chain of " << n << " modules with a definition each: peak +" << mib << " MiB\n";
  EXPECT_LT(mib, 200u);
}

TEST(DeepInput, InstanceChainOf4000Modules) { instanceChain(4000); }
TEST(DeepInput, InstanceChainOf20000Modules) { instanceChain(20000); }

// EXTENDS and unnamed INSTANCE alternate down the chain.
TEST(DeepInput, MixedExtendsAndInstanceChain) {
  TempFolder tmp("mixed");
  const size_t n = 3000;
  for (size_t i = 0; i < n; ++i)
    tmp.write(name(i), i + 1 == n ? "Base == 7" : (i % 2 ? "EXTENDS " : "INSTANCE ") + name(i + 1));
  Load load(tmp.dir / "M0.tla");
  ASSERT_NE(load.root, nullptr) << load.errors();
  EXPECT_EQ(load.errors(), "");
  EXPECT_EQ(load.set.analysisOrder().size(), n);
  EXPECT_TRUE(load.root->scope.count("Base"));
}

// A cycle deep in a long chain is still reported, where it is named.
TEST(DeepInput, CycleAtTheEndOfALongChain) {
  TempFolder tmp("cycle");
  const size_t n = 5000;
  for (size_t i = 0; i < n; ++i)
    tmp.write(name(i), "EXTENDS " + name(i + 1 < n ? i + 1 : n - 10));
  Load load(tmp.dir / "M0.tla");
  EXPECT_GE(load.count(kCircular), 1u) << load.errors();
}

std::string repeat(std::string_view s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i)
    out += s;
  return out;
}

// Below the parser's nesting bound (2000) every form is analysed; past it,
// the parser's clear error (1105) and no crash in the analysis.
TEST(DeepInput, NestedExpressionsThroughTheAnalysis) {
  TempFolder tmp("nesting");
  const std::string head = "EXTENDS Naturals\nVARIABLE x\n";
  struct Form {
    const char *what;
    std::string (*build)(size_t);
    uint32_t errorBelowTheBound; // 0: none
  };
  const Form forms[] = {
      {"parentheses", [](size_t d) { return repeat("(", d) + "1" + repeat(")", d); }, 0},
      {"/\\ chain", [](size_t d) { return "x = 1" + repeat(" /\\ x = 1", d); }, 0},
      {"+ chain", [](size_t d) { return "1" + repeat(" + 1", d); }, 0},
      {"LET",
       [](size_t d) {
         std::string s;
         for (size_t i = 0; i < d; ++i)
           s += "LET a" + std::to_string(i) + " == " + std::to_string(i) + " IN ";
         return s + "a7";
       },
       0},
      {"IF", [](size_t d) { return repeat("IF x = 1 THEN 1 ELSE ", d) + "2"; }, 0},
      {"IF conditions", [](size_t d) { return repeat("IF ", d) + "TRUE" + repeat(" THEN TRUE ELSE FALSE", d); }, 0},
      {"quantifiers",
       [](size_t d) {
         std::string s;
         for (size_t i = 0; i < d; ++i)
           s += "\\E i" + std::to_string(i) + " \\in {1} : ";
         return s + "TRUE";
       },
       0},
      {"set braces", [](size_t d) { return repeat("{", d) + "1" + repeat("}", d); }, 0},
      {"prefix ~", [](size_t d) { return repeat("~", d) + "TRUE"; }, 0},
      {"primes", [](size_t d) { return "x" + repeat("'", d); }, 4205}, // x'' is a level error
      {"function applications", [](size_t d) { return "<<1>>" + repeat("[1]", d); }, 0},
  };
  for (const Form &f : forms) {
    for (size_t depth : {size_t(1900), size_t(100000)}) {
      Load load(tmp.dir, "Deep", head + "Op == " + f.build(depth));
      if (depth == 100000) {
        EXPECT_GE(load.count(kNestingTooDeep), 1u) << f.what << " x " << depth << ":\n" << load.errors();
      } else if (f.errorBelowTheBound) {
        EXPECT_EQ(load.count(kNestingTooDeep), 0u) << f.what << ":\n" << load.errors();
        EXPECT_GE(load.count(f.errorBelowTheBound), 1u) << f.what << ":\n" << load.errors();
      } else {
        EXPECT_EQ(load.errors(), "") << f.what << " x " << depth;
      }
    }
  }
}

// 100,000 bulleted conjuncts are one flat list: no nesting at all.
TEST(DeepInput, HundredThousandBulletedConjuncts) {
  TempFolder tmp("bullets");
  std::string body = "EXTENDS Naturals\nVARIABLE x\nOp ==\n";
  for (size_t i = 0; i < 100000; ++i)
    body += "  /\\ x = " + std::to_string(i % 7) + "\n";
  Load load(tmp.dir, "Bullets", body);
  ASSERT_NE(load.root, nullptr) << load.errors();
  EXPECT_EQ(load.errors(), "");
}

} // namespace
