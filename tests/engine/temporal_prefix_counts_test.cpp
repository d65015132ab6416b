// A temporal property violated by a finite prefix (the tableau reaches an accepting sink): TLC
// finds it while it builds its behaviour graph, right after expanding the state that completes
// the prefix, and stops there, so its statistics are those of that moment: generated and distinct
// so far, the distinct states not expanded yet on the queue, and the deepest level reached.
// TLC's Github710bTest (3 generated, 3 distinct, 1 left, depth 3) and a measured TLC 1.8.0 run
// of a SysMoBench model with fairness (298 / 141 / 18, depth 10) fix the moment.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "engine.h"

namespace tlacore::engine {
namespace {

namespace fs = std::filesystem;

struct Counts {
  int64_t generated, distinct, left, depth;
};

Counts countsOf(const std::string &out) {
  std::smatch m;
  Counts c{-1, -1, -1, -1};
  std::string::const_iterator from = out.begin();
  std::regex stats("([0-9,]+) states generated, ([0-9,]+) distinct states found, ([0-9,]+) states left on queue");
  while (std::regex_search(from, out.end(), m, stats)) {
    auto num = [](std::string s) {
      s.erase(std::remove(s.begin(), s.end(), ','), s.end());
      return std::stoll(s);
    };
    c.generated = num(m[1]);
    c.distinct = num(m[2]);
    c.left = num(m[3]);
    from = m[0].second;
  }
  std::regex depth("The depth of the complete state graph search is ([0-9]+)");
  if (std::regex_search(out, m, depth))
    c.depth = std::stoll(m[1]);
  return c;
}

struct Case {
  const char *name;
  const char *module; // defines Spec, Prop and Constraint
  Counts want;
};

// Each: x counts up from Init under a constraint that bounds the space; the property fails at a
// finite prefix. The violation completes at level L, so TLC stops after expanding that state:
// L + 1 generated and distinct (one successor each), one state left, depth L + 1.
const Case kCases[] = {
    {"Github710b: x > 1 => [](x > 2), violated at x = 2",
     "Init == x = 1\nNext == x' = x + 1\nSpec == Init /\\ [][Next]_x\nConstraint == x < 5\n"
     "Prop == [](x > 1 => [](x > 2))\n",
     {3, 3, 1, 3}},
    {"violated on the first step",
     "Init == x = 0\nNext == x' = x + 1\nSpec == Init /\\ [][Next]_x\nConstraint == x < 9\n"
     "Prop == [](x = 0 => [](x = 0))\n",
     {3, 3, 1, 3}},
    {"violated at level 5, with fairness",
     "Init == x = 0\nNext == x' = x + 1\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)\nConstraint == x < 9\n"
     "Prop == [](x = 4 => [](x < 4))\n",
     {6, 6, 1, 6}},
};

TEST(TemporalPrefixCounts, TheSearchStopsWhereTlcFindsThePrefix) {
  for (const Case &c : kCases) {
    CheckRequest req;
    req.spec = {"T.tla", std::string("---- MODULE T ----\nEXTENDS Naturals\nVARIABLE x\n") + c.module + "====\n"};
    req.config = {"T.cfg", "SPECIFICATION Spec\nPROPERTY Prop\nCONSTRAINT Constraint\n", {}};
    CheckOutcome co = check(req);
    EXPECT_EQ(co.result.exitCode, 12) << c.name << ": " << co.result.message;
    Counts got{static_cast<int64_t>(co.result.generated), co.result.distinct, co.result.left, co.result.depth};
    EXPECT_EQ(got.generated, c.want.generated) << c.name;
    EXPECT_EQ(got.distinct, c.want.distinct) << c.name;
    EXPECT_EQ(got.left, c.want.left) << c.name;
    EXPECT_EQ(got.depth, c.want.depth) << c.name;
  }
}

TEST(TemporalPrefixCounts, AsTlcMeasuredOnAModelWithFairness) {
  fs::path dir = fs::path(TLACORE_SHARED_DIR) / "reference" / "sysmobench-invariants" / "locksvc_gpt5" /
                 "NoPriorityInversion";
  if (!fs::exists(dir / "tlc.out"))
    GTEST_SKIP() << "reference not found at " << dir;
  auto read = [](const fs::path &p) {
    std::ifstream in(p);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  Counts tlc = countsOf(read(dir / "tlc.out"));
  CheckRequest req;
  req.spec = {(dir / "locksvc.tla").string(), read(dir / "locksvc.tla")};
  req.config = {(dir / "locksvc.cfg").string(), read(dir / "locksvc.cfg"), {}};
  req.run.checkDeadlock = false; // TLC ran with -deadlock
  CheckOutcome co = check(req);
  EXPECT_EQ(co.result.exitCode, 12) << co.result.message;
  Counts got{static_cast<int64_t>(co.result.generated), co.result.distinct, co.result.left, co.result.depth};
  EXPECT_EQ(got.generated, tlc.generated);
  EXPECT_EQ(got.distinct, tlc.distinct);
  EXPECT_EQ(got.left, tlc.left);
  EXPECT_EQ(got.depth, tlc.depth);
}

} // namespace
} // namespace tlacore::engine
