// Window validation: one verdict per window, in file order, with totals.
#include "trace_test_support.h"

namespace {

using namespace tracetest;

std::vector<WindowResult> windows(TraceChecker &c, const std::string &text, WindowOptions o, WindowTotals &totals) {
  std::istringstream in(text);
  std::vector<WindowResult> out;
  totals = checkWindows(c, in, "w.ndjson", o, [&](const WindowResult &w) { out.push_back(w); });
  return out;
}

TEST(Windows, OneVerdictPerWindow) {
  Checker c("Lock");
  const std::string idle = R"("pre": {"lock": 0, "pc": ["idle", "idle"], "log": []})";
  std::string text = "{" + idle + R"(, "args": {"t": 1}, "post": {"lock": 1, "pc": ["cs", "idle"], "log": [1]}})" + "\n" +
                     "{" + idle + R"(, "args": {"t": 1}, "post": {"lock": 2}})" + "\n" + "{" + idle +
                     R"(, "action": "Release", "post": {}})" + "\n" +
                     R"({"pre": {"lock": 2, "pc": ["idle", "cs"], "log": [2]}, "action": "Release", "post": {"lock": 0}})" +
                     "\n" + R"({"pre": {"lock": 0}, "post": {"lock": 1}})" + "\n" + "{" + idle + "}\n" + "[]\n";
  WindowOptions o;
  o.action = "Acquire";
  WindowTotals t;
  std::vector<WindowResult> r = windows(c.checker, text, o, t);
  ASSERT_EQ(r.size(), 7u);
  EXPECT_EQ(r[0].verdict, TraceVerdict::Accepted);
  EXPECT_EQ(r[1].verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r[1].mismatch->closest.at(0).differences.at(0).logged, "2");
  EXPECT_EQ(r[2].verdict, TraceVerdict::Rejected); // Release is not enabled in the pre-state
  EXPECT_EQ(r[2].action, "Release");
  EXPECT_EQ(r[3].verdict, TraceVerdict::Accepted);
  EXPECT_EQ(r[4].verdict, TraceVerdict::BadTrace);
  EXPECT_EQ(r[4].problem->id, TraceDiag::window_incomplete_pre);
  EXPECT_EQ(r[5].problem->id, TraceDiag::missing_field);
  EXPECT_EQ(r[6].problem->id, TraceDiag::not_object);
  for (size_t i = 0; i < r.size(); ++i)
    EXPECT_EQ(r[i].line, i + 1);
  EXPECT_EQ(t.total, 7u);
  EXPECT_EQ(t.valid, 2u);
  EXPECT_EQ(t.invalid, 2u);
  EXPECT_EQ(t.errors, 3u);
}

TEST(Windows, NoActionAnywhere) {
  Checker c("Counter");
  WindowTotals t;
  std::vector<WindowResult> r = windows(c.checker, "{\"pre\": {\"x\": 0}, \"post\": {\"x\": 1}}\n", {}, t);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].problem->id, TraceDiag::no_action);
}

// Many windows, decided in parallel batches: the verdicts come in file
// order and do not depend on the workers.
TEST(Windows, ManyWindowsInParallelKeepTheirOrder) {
  std::string text;
  for (int i = 0; i < 2000; ++i) {
    int x = i % 6;
    int post = i % 3 == 0 ? x + 2 : x + 1; // every third window is wrong
    text += "{\"pre\": {\"x\": " + std::to_string(x) + "}, \"post\": {\"x\": " + std::to_string(post) + "}}\n";
  }
  for (int workers : {1, 3}) {
    TraceOptions to;
    to.workers = workers;
    Checker c("Counter", to);
    WindowOptions o;
    o.action = "Inc";
    o.batch = 128;
    WindowTotals t;
    std::vector<WindowResult> r = windows(c.checker, text, o, t);
    ASSERT_EQ(r.size(), 2000u);
    size_t valid = 0;
    for (size_t i = 0; i < r.size(); ++i) {
      ASSERT_EQ(r[i].line, i + 1);
      bool expected = i % 3 != 0 && i % 6 != 5; // Inc is disabled at x = 5
      EXPECT_EQ(r[i].verdict == TraceVerdict::Accepted, expected) << "window " << i + 1;
      valid += expected;
    }
    EXPECT_EQ(t.valid, valid);
  }
}

} // namespace
