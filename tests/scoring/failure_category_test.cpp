// The NL-to-TLA+ evaluation's failure categories (scoring/failure_category.h):
// one small spec per category and kind, classified from the engine's typed
// results; `tlacore check --json` carries the category.
#include <gtest/gtest.h>

#include <string>

#include "engine.h"
#include "failure_category.h"
#include "spec_files.h"

namespace tlacore::scoring {
namespace {

// Checks module `name` (its text, cfg text) in memory with `run`'s options.
engine::CheckOutcome checkText(const std::string &name, const std::string &tla, const std::string &cfg,
                               engine::RunOptions run = {}) {
  engine::CheckRequest req;
  req.spec.path = "/tmp/" + name + ".tla";
  req.spec.text = tla;
  req.config.path = "/tmp/" + name + ".cfg";
  req.config.text = cfg;
  run.format = engine::TextFormat::Silent;
  req.run = run;
  req.banner = false;
  req.sanyReport = false;
  return engine::check(req);
}

std::string module(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\nEXTENDS Naturals, TLC\n" + body + "\n====\n";
}

struct Case {
  std::string what;
  std::string body;
  std::string cfg;
  FailureCategory category;
  std::string kind;
};

TEST(FailureCategory, EveryCategoryFromASmallSpec) {
  const std::string counter = "VARIABLE x\nInit == x = 0\nNext == x' = x + 1\n";
  const std::string bounded = "VARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1\n";
  const std::string initNext = "INIT Init\nNEXT Next\n";
  const std::vector<Case> cases = {
      {"passes", bounded + "Inv == x < 5", initNext + "INVARIANT Inv\nCHECK_DEADLOCK FALSE\n", FailureCategory::None, ""},
      {"syntax error", "VARIABLE x\nInit == x = \n", initNext, FailureCategory::Syntax, "err_unexpected_token"},
      {"unknown operator", "VARIABLE x\nInit == x = y\nNext == x' = x\n", initNext, FailureCategory::Semantic, ""},
      {"malformed cfg", bounded, "INIT\n", FailureCategory::Config, "syntax"},
      {"constant without value", "CONSTANT N\n" + bounded, initNext, FailureCategory::Config, "constantUnassigned"},
      {"cfg names no definition", bounded, initNext + "INVARIANT NoSuchInv\n", FailureCategory::Config, "model"},
      {"cfg names a FALSE constant", bounded + "Never == FALSE", initNext + "INVARIANT Never\n", FailureCategory::Config,
       "model"},
      {"error in Init", "VARIABLE x\nInit == x = <<1>>[2]\nNext == x' = x\n", initNext, FailureCategory::RuntimeError,
       "init"},
      {"error in Next", "VARIABLE x\nInit == x = 0\nNext == x' = x[1]\n", initNext, FailureCategory::RuntimeError,
       "next"},
      {"error in an invariant", bounded + "Inv == x = 0 \\/ x[1] = 0", initNext + "INVARIANT Inv\n",
       FailureCategory::RuntimeError, "invariant"},
      // TLC's DoInitFunctor: an initial state's checks fail as the initial states do (exit 75).
      {"error in an invariant of an initial state", bounded + "Inv == x[1] = 0", initNext + "INVARIANT Inv\n",
       FailureCategory::RuntimeError, "init"},
      {"error in an ASSUME", bounded + "ASSUME <<1>>[3] = 1", initNext, FailureCategory::RuntimeError, "assumption"},
      {"numeral above TLC's integers", "VARIABLE x\nInit == x = 3000000000\nNext == x' = x\n", initNext,
       FailureCategory::RuntimeError, "numberTooBig"},
      {"invariant violated", counter + "Inv == x < 3", initNext + "INVARIANT Inv\n", FailureCategory::Violation,
       "invariant"},
      {"deadlock", bounded, initNext, FailureCategory::Violation, "deadlock"},
      {"temporal property", bounded + "Live == <>(x = 7)", initNext + "PROPERTY Live\nCHECK_DEADLOCK FALSE\n",
       FailureCategory::Violation, "property"},
      {"action property", counter + "Prop == [][x' < 2]_x", initNext + "PROPERTY Prop\n", FailureCategory::Violation,
       "actionProperty"},
      {"Assert", "VARIABLE x\nInit == x = 0\nNext == Assert(x < 2, \"too big\") /\\ x' = x + 1\n", initNext,
       FailureCategory::Violation, "assertion"},
      {"false ASSUME", bounded + "ASSUME 1 = 2", initNext, FailureCategory::Violation, "assumption"},
  };
  for (const Case &c : cases) {
    engine::CheckOutcome o = checkText("M", module("M", c.body), c.cfg);
    Failure f = classifyFailure(o);
    EXPECT_EQ(failureCategoryName(f.category), std::string(failureCategoryName(c.category)))
        << c.what << ": " << o.result.outcome << " " << o.result.message;
    if (!c.kind.empty())
      EXPECT_EQ(f.kind, c.kind) << c.what;
    EvaluationChecks ev = evaluationChecks(o);
    EXPECT_EQ(ev.tlcPass, c.category == FailureCategory::None) << c.what;
    EXPECT_EQ(ev.sanyPass, c.category != FailureCategory::Syntax && c.category != FailureCategory::Semantic)
        << c.what;
  }
}

// Budgets: the wall-time one is a timeout, the memory one memory.
TEST(FailureCategory, BudgetsAreTimeoutAndMemory) {
  std::string endless = module("E", "VARIABLE x\nInit == x = 0\nNext == x' = x + 1\n");
  engine::RunOptions timed;
  timed.budgets.wallSeconds = 0.3;
  Failure t = classifyFailure(checkText("E", endless, "INIT Init\nNEXT Next\n", timed));
  EXPECT_EQ(t.category, FailureCategory::Timeout) << t.kind;
  engine::RunOptions small;
  small.budgets.memoryBytes = 1; // below any process's resident size
  Failure m = classifyFailure(checkText("E", endless, "INIT Init\nNEXT Next\n", small));
  EXPECT_EQ(m.category, FailureCategory::Memory) << m.kind;
  engine::RunOptions states;
  states.budgets.states = 10;
  Failure s = classifyFailure(checkText("E", endless, "INIT Init\nNEXT Next\n", states));
  EXPECT_EQ(s.category, FailureCategory::Stopped) << s.kind;
}

// `tlacore check --json` and `tlacore tlc --json` end with the category.
TEST(FailureCategory, CheckJsonCarriesTheCategory) {
  scoringtest::SpecFiles dir({{"D.tla", module("D", "VARIABLE x\nInit == x = 0\nNext == x < 1 /\\ x' = x + 1")},
                              {"D.cfg", "INIT Init\nNEXT Next\n"},
                              {"S.tla", "---- MODULE S ----\nVARIABLE x\nInit == x =\n====\n"},
                              {"S.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "check --json D.tla");
  EXPECT_EQ(r.rc, 11);
  EXPECT_NE(r.out.find(R"("category":{"category":"violation","kind":"deadlock","diagnostic":"err_run_deadlock"}})"),
            std::string::npos)
      << r.out;
  r = scoringtest::tlacore(dir.path(), "check --json S.tla");
  EXPECT_NE(r.out.find(R"("category":{"category":"syntax")"), std::string::npos) << r.out;
  r = scoringtest::tlacore(dir.path(), "check --json --no-deadlock D.tla");
  EXPECT_EQ(r.rc, 0);
  EXPECT_NE(r.out.find(R"("category":{"category":"none","kind":null,"diagnostic":null}})"), std::string::npos)
      << r.out;
}

} // namespace
} // namespace tlacore::scoring
