// Messages a user needs: a diagnostic in a very long line echoes a window of
// it (not the whole line), and an operator that calls itself without
// RECURSIVE is told so (with the declaration to add) instead of a
// similar-name guess.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <cstdio>
#include <filesystem>
#include <string>

#include <sys/wait.h>

namespace {

using clirun::Result;
Result run(const std::string &dir, const std::string &args) { return clirun::runIn(dir, args); }

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

class Messages : public ::testing::Test {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/tlacore-messages-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void write(const std::string &name, const std::string &text) {
    FILE *f = fopen((dir_ + "/" + name).c_str(), "w");
    ASSERT_NE(f, nullptr);
    fwrite(text.data(), 1, text.size(), f);
    fclose(f);
  }
  std::string dir_;
};

// The echoed line and the caret line of the first diagnostic.
std::pair<std::string, std::string> echo(const std::string &out) {
  size_t a = out.find('\n');
  size_t b = out.find('\n', a + 1);
  size_t c = out.find('\n', b + 1);
  if (c == std::string::npos)
    return {};
  return {out.substr(a + 1, b - a - 1), out.substr(b + 1, c - b - 1)};
}

// An undefined name before, inside and after 2 MB of one line: the echo is
// a window of at most ~170 columns with the caret under the name.
TEST_F(Messages, LongLinesAreEchoedAsAWindowAroundTheColumn) {
  const std::string big(1000 * 1000, 'a');
  struct Case {
    std::string line;
    std::string column;
  };
  for (const Case &c : {Case{"X == zz + \"" + big + big + "\"", ":3:6: "},
                        Case{"X == \"" + big + "\" + zz + \"" + big + "\"", ":3:1000011: "},
                        Case{"X == \"" + big + big + "\" + zz", ":3:2000011: "},
                        Case{"X == \"\xC3\xA9" + big + "\xC3\xA9\" + zz + \"\xE2\x88\x80" + big + "\"", ":3:1000013: "}}) {
    // '+' is defined: SANY does not enter the operands of an undefined operator.
    write("Long.tla", "---- MODULE Long ----\nEXTENDS Naturals\n" + c.line + "\n====\n");
    Result r = run(dir_, "parse Long.tla");
    EXPECT_EQ(r.rc, 1);
    EXPECT_LT(r.out.size(), 2000u) << r.out.substr(0, 2000);
    EXPECT_TRUE(has(r.out, "Long.tla" + c.column + "error: unknown operator 'zz'")) << r.out.substr(0, 600);
    auto [line, caret] = echo(r.out);
    size_t at = caret.find('^');
    ASSERT_NE(at, std::string::npos) << r.out;
    // The caret (counted in code points, as the echo) is under "zz".
    std::u32string points;
    for (size_t i = 0; i < line.size(); ++i)
      if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
        points.push_back(static_cast<unsigned char>(line[i]));
    ASSERT_LT(at + 1, points.size()) << line;
    EXPECT_EQ(points[at], U'z') << line << "\n" << caret;
    EXPECT_EQ(points[at + 1], U'z') << line << "\n" << caret;
    EXPECT_LE(points.size(), 2 + 166u) << line;
    // Never a cut through a UTF-8 sequence.
    for (size_t i = 0; i < line.size(); ++i) {
      unsigned char b = static_cast<unsigned char>(line[i]);
      if (b >= 0xC0) {
        size_t len = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        ASSERT_LE(i + len, line.size()) << "cut sequence at the end";
        for (size_t k = 1; k < len; ++k)
          EXPECT_EQ(static_cast<unsigned char>(line[i + k]) & 0xC0, 0x80);
      }
    }
  }
  // A short line is echoed whole, as before.
  write("Short.tla", "---- MODULE Short ----\nEXTENDS Naturals\nX == 1 + zz\n====\n");
  Result s = run(dir_, "parse Short.tla");
  EXPECT_TRUE(has(s.out, "\n  X == 1 + zz\n           ^~\n")) << s.out;
}

// F(n) == ... F(n - 1) ... without RECURSIVE F(_): the note names the
// declaration to add, with one '_' per parameter, at any nesting (LET).
TEST_F(Messages, SelfRecursionWithoutRecursiveSaysSo) {
  write("Rec.tla", "---- MODULE Rec ----\nEXTENDS Naturals\n"
                   "F(n) == IF n = 0 THEN 0 ELSE F(n - 1) + 1\n"
                   "G == G + 1\n"
                   "H(a, b) == LET K == H(a, b) IN K\n"
                   "Foo(n) == n\n"
                   "I(n) == Fooo(n)\n"
                   "====\n");
  Result r = run(dir_, "parse Rec.tla");
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_TRUE(has(r.out, "Rec.tla:3:30: note: 'F' is used in its own definition: an operator that calls itself must "
                         "be declared first, with 'RECURSIVE F(_)' before its definition"))
      << r.out;
  EXPECT_TRUE(has(r.out, "with 'RECURSIVE G' before its definition")) << r.out;
  EXPECT_TRUE(has(r.out, "with 'RECURSIVE H(_, _)' before its definition")) << r.out;
  EXPECT_FALSE(has(r.out, "Rec.tla:3:30: note: did you mean")) << r.out;
  // A name that is not the one being defined still gets the similar-name guess.
  EXPECT_TRUE(has(r.out, "Rec.tla:7:9: note: did you mean 'Foo'?")) << r.out;
  // With the declaration, the module is fine.
  write("Ok.tla", "---- MODULE Ok ----\nEXTENDS Naturals\nRECURSIVE F(_)\nF(n) == IF n = 0 THEN 0 ELSE F(n - 1) + 1\n"
                  "====\n");
  EXPECT_EQ(run(dir_, "parse Ok.tla").rc, 0);
}

} // namespace
