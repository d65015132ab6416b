// Strings, record fields and model values in TLC's order: first appearance
// (cfg values, then the modules' tokens in SANY's parse order), not the
// alphabet; per spec, deterministic, and safe to intern from many threads.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "check_test_helpers.h"
#include "value/string_table.h"
#include "value/value.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkFiles;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;
using val::StringTable;
using val::Value;

// The initial state TLC prints for corpus/string_order/StringOrder.tla, as
// variable name -> printed value.
std::vector<std::pair<std::string, std::string>> printedInitialState(int workers) {
  std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/string_order/";
  explore::CheckOptions o;
  o.workers = workers;
  CheckRun r = checkFiles(dir + "StringOrder.tla", dir + "StringOrder.cfg", o);
  EXPECT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::InitInvariantViolated);
  std::vector<std::pair<std::string, std::string>> out;
  if (r.result.trace.size() != 1)
    return out;
  for (size_t i = 0; i < r.variables.size(); ++i)
    out.emplace_back(r.variables[i], val::toString(r.result.trace[0].state[i]));
  return out;
}

TEST(StringOrderTest, SpecValuesPrintInTlcOrder) {
  const std::vector<std::pair<std::string, std::string>> want = {
      // CHOOSE takes the least string: the first one written.
      {"picked", "\"zeta\""},
      // A set of strings prints in first-appearance order.
      {"names", "{\"zeta\", \"alpha\", \"mid\", \"beta\"}"},
      // Record fields print in first-appearance order.
      {"rec", "[zz |-> 1, aa |-> 2, mm |-> 3]"},
      // Model values in the order the cfg names them.
      {"procs", "{zed, abe}"},
      // Strings first made while checking come last, by their bytes.
      {"made", "{\"alpha\", \"<<1>>\", \"<<2, 3>>\"}"},
  };
  EXPECT_EQ(printedInitialState(1), want);
  // The same order whatever the number of workers.
  EXPECT_EQ(printedInitialState(2), want);
}

TEST(StringOrderTest, EachSpecHasItsOwnOrder) {
  // Two specs in one process, with opposite orders of "a" and "b".
  const std::string bFirst = "---- MODULE BFirst ----\nOrder == <<\"b\", \"a\">>\n"
                             "ASSUME (CHOOSE x \\in {\"a\", \"b\"} : TRUE) = \"b\"\n====\n";
  const std::string aFirst = "---- MODULE AFirst ----\nOrder == <<\"a\", \"b\">>\n"
                             "ASSUME (CHOOSE x \\in {\"b\", \"a\"} : TRUE) = \"a\"\n====\n";
  for (int round = 0; round < 2; ++round) {
    for (const std::string *spec : {&bFirst, &aFirst}) {
      CheckRun r = checkText({*spec}, "");
      ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
      EXPECT_EQ(r.result.outcome, Outcome::Success) << *spec << r.result.error.message;
    }
  }
}

TEST(StringOrderTest, StringLiteralsCountInSanysSemanticOrder) {
  // SANY interns a string literal when semantic analysis builds its node,
  // module by module in the order it processes them: M3 (extended by M1)
  // before M2, so "a_three" comes before "b_two".
  CheckRun r = checkText({"---- MODULE Root ----\nEXTENDS M1, M2\n"
                          "ASSUME (CHOOSE x \\in {S3, S2} : TRUE) = \"a_three\"\n====\n",
                          "---- MODULE M1 ----\nEXTENDS M3\n====\n",
                          "---- MODULE M2 ----\nS2 == \"b_two\"\n====\n",
                          "---- MODULE M3 ----\nS3 == \"a_three\"\n====\n"},
                         "");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
}

TEST(StringOrderTest, IdentifiersCountInSanysParseOrder) {
  // Identifiers are interned while parsing: the root, then the root's
  // EXTENDS (M1, M2) before what they extend (M3). The strings equal to
  // names take the names' places: "b_two" before "a_three".
  CheckRun r = checkText({"---- MODULE Root ----\nEXTENDS M1, M2\n"
                          "ASSUME (CHOOSE x \\in {\"a_three\", \"b_two\"} : TRUE) = \"b_two\"\n====\n",
                          "---- MODULE M1 ----\nEXTENDS M3\n====\n",
                          "---- MODULE M2 ----\nb_two == 2\n====\n",
                          "---- MODULE M3 ----\na_three == 3\n====\n"},
                         "");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
}

TEST(StringOrderTest, TableOrdersByFirstAppearance) {
  StringTable t;
  t.note("zeta");
  Value a = t.string("alpha");
  Value z = t.string("zeta");
  EXPECT_LT(val::compare(z, a), 0);
  // A model value and a string of the same text share their place.
  Value mvAlpha = t.modelValue("alpha");
  Value mvZeta = t.modelValue("zeta");
  EXPECT_LT(val::compare(mvZeta, mvAlpha), 0);
  EXPECT_NE(val::compare(a, mvAlpha), 0);
  EXPECT_EQ(val::compare(a, t.string("alpha")), 0);
  EXPECT_EQ(a.heap(), t.string("alpha").heap());
  EXPECT_EQ(val::toString(Value::set({a, z, t.string("mid")})), "{\"zeta\", \"alpha\", \"mid\"}");
}

TEST(StringOrderTest, LateStringsAreDeterministicAcrossThreads) {
  StringTable t;
  t.string("spec");
  t.freeze();
  // Many threads make overlapping run-time strings in different orders.
  std::vector<std::thread> threads;
  std::vector<std::vector<Value>> made(4);
  for (int w = 0; w < 4; ++w)
    threads.emplace_back([&, w] {
      for (int i = 0; i < 200; ++i) {
        int k = w % 2 ? 199 - i : i;
        made[w].push_back(t.string("s" + std::to_string(k)));
      }
    });
  for (std::thread &th : threads)
    th.join();
  for (int w = 1; w < 4; ++w)
    for (size_t i = 0; i < made[w].size(); ++i)
      EXPECT_EQ(made[w][i].heap(), made[w % 2 ? 1 : 0][i].heap());
  // Late strings sort after the spec's, and among themselves by their bytes.
  Value s = Value::set({t.string("s10"), t.string("s2"), t.string("spec"), t.string("s1")});
  EXPECT_EQ(val::toString(s), "{\"spec\", \"s1\", \"s10\", \"s2\"}");
}

} // namespace
} // namespace tlacore
