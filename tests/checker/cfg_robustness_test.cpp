// Robustness: random bytes, token soup and truncations must never crash or hang the cfg parser.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cfg_test_helpers.h"

namespace tlacore {
namespace {

// prefix + n copies of c + suffix (built by appending: GCC 12 warns falsely on operator+ here).
std::string shape(std::string_view prefix, size_t n, char c, std::string_view suffix = {}) {
  std::string s(prefix);
  s.append(n, c);
  s += suffix;
  return s;
}

// Parses `text`; the result must agree with the error count.
void parseAndCheck(const std::string &text) {
  auto p = cfgtest::parseCfg(text);
  EXPECT_EQ(p->cfg.has_value(), !p->diags.hasErrors()) << p->rendered();
  for (const Diagnostic &d : p->diags.diagnostics()) {
    ASSERT_TRUE(d.range.valid());
    ASSERT_EQ(p->sm.fileOf(d.range.begin), p->file);
    ASSERT_LE(d.range.begin.offset, d.range.end.offset);
  }
}

const char *const kSample = "\\* A sample configuration\n"
                            "CONSTANTS\n"
                            "  N = 3  Neg = -1  S = \"str\\\"ing\"  B = TRUE\n"
                            "  Proc = {p1, p2, {}, <<1, \"x\">>}\n"
                            "  Seq <- LimitedSeq  Ballot <- [Voting]Def  I!C = [M]v\n"
                            "  F(1, a) = 2\n"
                            "(* block (* nested *) comment *)\n"
                            "SPECIFICATION Spec\n"
                            "INVARIANTS TypeOK Safe\n"
                            "PROPERTY Live\n"
                            "CONSTRAINT Bound ACTION_CONSTRAINT Act\n"
                            "SYMMETRY Perms VIEW V ALIAS A POSTCONDITION P\n"
                            "CHECK_DEADLOCK FALSE\n";

TEST(CfgRobustness, SampleParses) {
  auto p = cfgtest::parseCfg(kSample);
  ASSERT_TRUE(p->cfg) << p->rendered();
  EXPECT_EQ(p->cfg->constants.size(), 9u);
}

TEST(CfgRobustness, EveryTruncation) {
  std::string s = kSample;
  for (size_t n = 0; n <= s.size(); ++n)
    parseAndCheck(s.substr(0, n));
}

TEST(CfgRobustness, EveryByteDeleted) {
  std::string s = kSample;
  for (size_t i = 0; i < s.size(); ++i)
    parseAndCheck(s.substr(0, i) + s.substr(i + 1));
}

TEST(CfgRobustness, RandomBytes) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> len(0, 400);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int iter = 0; iter < 2000; ++iter) {
    std::string s(static_cast<size_t>(len(rng)), '\0');
    for (char &c : s)
      c = static_cast<char>(byte(rng));
    parseAndCheck(s);
  }
}

TEST(CfgRobustness, RandomTokenSoup) {
  const std::vector<std::string> vocab = {"CONSTANT",
                                          "CONSTANTS",
                                          "INIT",
                                          "NEXT",
                                          "SPECIFICATION",
                                          "INVARIANT",
                                          "PROPERTY",
                                          "SYMMETRY",
                                          "VIEW",
                                          "ALIAS",
                                          "POSTCONDITION",
                                          "CHECK_DEADLOCK",
                                          "ACTION_CONSTRAINT",
                                          "CONSTRAINTS",
                                          "TRUE",
                                          "FALSE",
                                          "x",
                                          "Name",
                                          "p_1",
                                          "1",
                                          "-",
                                          "42",
                                          "9999999999999999999999",
                                          "1.5",
                                          "=",
                                          "==",
                                          "<-",
                                          "{",
                                          "}",
                                          "<<",
                                          ">>",
                                          "[",
                                          "]",
                                          "(",
                                          ")",
                                          ",",
                                          "!",
                                          "_",
                                          "\"s\"",
                                          "\"",
                                          "(*",
                                          "*)",
                                          "\\*",
                                          "\n",
                                          " ",
                                          ":=",
                                          "\\in",
                                          "/\\",
                                          "\xE2\x89\x9C",
                                          "\xFF",
                                          "\x01",
                                          "\t"};
  std::mt19937 rng(987);
  std::uniform_int_distribution<size_t> pick(0, vocab.size() - 1);
  std::uniform_int_distribution<int> len(0, 60);
  for (int iter = 0; iter < 5000; ++iter) {
    std::string s;
    int n = len(rng);
    for (int i = 0; i < n; ++i) {
      s += vocab[pick(rng)];
      if (rng() % 2)
        s += ' ';
    }
    parseAndCheck(s);
  }
}

TEST(CfgRobustness, MutatedSample) {
  std::mt19937 rng(4242);
  std::string base = kSample;
  std::uniform_int_distribution<size_t> pos(0, base.size() - 1);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int iter = 0; iter < 3000; ++iter) {
    std::string s = base;
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e)
      s[pos(rng)] = static_cast<char>(byte(rng));
    parseAndCheck(s);
  }
}

TEST(CfgRobustness, PathologicalShapes) {
  parseAndCheck(shape("CONSTANT N = ", 200000, '{'));
  parseAndCheck(shape("CONSTANT N = ", 200000, '<'));
  parseAndCheck(shape("", 100000, '('));
  parseAndCheck(shape("(*", 100000, '(', "*"));
  parseAndCheck(shape("", 100000, '"'));
  parseAndCheck(shape("INVARIANT ", 100000, ','));
  parseAndCheck(shape("CONSTANT ", 100000, '!'));
  parseAndCheck(shape("", 100000, 'A'));
  parseAndCheck(shape("CONSTANT N = ", 100000, '9'));
  std::string many = "CONSTANTS\n";
  for (int i = 0; i < 20000; ++i) {
    many += 'c';
    many += std::to_string(i);
    many += " = ";
    many += std::to_string(i);
    many += '\n';
  }
  auto p = cfgtest::parseCfg(many);
  ASSERT_TRUE(p->cfg);
  EXPECT_EQ(p->cfg->constants.size(), 20000u);
}

TEST(CfgRobustness, ManyErrorsAreCapped) {
  std::string s;
  for (int i = 0; i < 5000; ++i)
    s += "CHECK_DEADLOCK x ";
  auto p = cfgtest::parseCfg(s);
  EXPECT_FALSE(p->cfg);
  EXPECT_EQ(p->diags.errorCount(), 5000u);
  EXPECT_LE(p->diags.diagnostics().size(), 200u);
}

} // namespace
} // namespace tlacore
