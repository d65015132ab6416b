// Initial states generated on several workers (explore/init_states.h) give
// what one worker gives: for Init-heavy specs (many initial states, split at
// \in, \/ and \E, nested, with repeated states, a CONSTRAINT, a VIEW that
// makes different states equal, an invariant or an evaluation error in an
// initial state, Print in Init) the outcome, the counts, the initial states
// in their order, the trace and the error are the same at 1, 2, 3 and 8
// workers; also without a listener for the initial states, where the
// workers put them into the first level's units themselves (Bfs::unitsInPlace).
#include <gtest/gtest.h>

#include <mutex>
#include <string>
#include <vector>

#include "check_test_helpers.h"
#include "eval/run_io.h"
#include "explore/state_sink.h"

namespace tlacore {
namespace {

using explore::Outcome;

// The initial states as the search reports them (TLC's -dump order).
class InitialOrder : public explore::StateSink {
public:
  void initialState(const std::vector<val::Value> &state, uint64_t) override {
    std::string s;
    for (const val::Value &v : state)
      s += val::toString(v) + ";";
    states.push_back(std::move(s));
  }
  void step(const std::vector<val::Value> &, uint64_t, const std::vector<val::Value> &, uint64_t,
            const eval::ActionLabel &, bool) override {}
  std::vector<std::string> states;
};

std::string spec(const std::string &defs, const std::string &init) {
  return "---- MODULE Inits ----\n"
         "EXTENDS Naturals, Integers, TLC\n"
         "VARIABLES x, y\n"
         "vars == <<x, y>>\n" +
         defs + "Init == " + init +
         "\n"
         "Next == x' = (x + 1) % 7 /\\ y' = y\n"
         "====\n";
}

struct Case {
  std::string name;
  std::string defs, init, cfg;
  Outcome outcome;
};

std::vector<Case> cases() {
  const std::string plain = "INIT Init\nNEXT Next\n";
  const std::string grid = "x \\in 0..120 /\\ y \\in 0..90";
  // Two overlapping blocks: states repeated across the split's tasks.
  const std::string overlapping = "(x \\in 0..80 /\\ y \\in 0..60) \\/ (x \\in 40..120 /\\ y \\in 30..90)";
  return {
      {"manyInitialStates", "", grid, plain, Outcome::Success},
      {"repeatedStates", "", overlapping, plain, Outcome::Success},
      {"constraint", "Small == x + y <= 100\n", overlapping, plain + "CONSTRAINT Small\n", Outcome::Success},
      {"existsAndDisjunctions", "",
       "\\E a \\in 1..60 : (x = a /\\ y \\in 0..a) \\/ (x = -a /\\ y = 0) \\/ (x \\in {a, a + 1} /\\ y = -1)",
       plain, Outcome::Success},
      {"operatorArguments", "Box(lo, hi, d) == x \\in lo..hi /\\ y \\in (lo - d)..(hi + d)\n",
       "Box(0, 70, 5) \\/ Box(50, 130, 1)", plain, Outcome::Success},
      {"letAndIf", "", "LET n == 90 IN x \\in 0..n /\\ IF x % 2 = 0 THEN y \\in 0..x ELSE y = x", plain,
       Outcome::Success},
      {"invariantInRepeatedState", "Inv == ~(x = 70 /\\ y = 50)\n", overlapping, plain + "INVARIANT Inv\n",
       Outcome::InitInvariantViolated},
      {"invariantLate", "Inv == ~(x = 120 /\\ y = 89)\n", grid, plain + "INVARIANT Inv\n",
       Outcome::InitInvariantViolated},
      // With VIEW x, states with equal x are one: only the first in order
      // (y = 0, as y varies slowest) is kept and checked, whichever worker
      // added its fingerprint first.
      {"viewKeepsTheFirst", "View == x\nInv == ~(y = 40 /\\ x = 30)\n", "y \\in 0..80 /\\ x \\in 0..100",
       plain + "VIEW View\nINVARIANT Inv\n", Outcome::Success},
      {"viewViolation", "View == x\nInv == ~(y = 0 /\\ x = 77)\n", "y \\in 0..80 /\\ x \\in 0..100",
       plain + "VIEW View\nINVARIANT Inv\n", Outcome::InitInvariantViolated},
      {"errorInInvariant", "Inv == IF x = 99 /\\ y = 7 THEN 1 \\div 0 = 0 ELSE TRUE\n", grid,
       plain + "INVARIANT Inv\n", Outcome::EvalErrorInvariant},
      {"errorInConstraint", "C == IF x = 45 /\\ y = 80 THEN 1 \\div 0 = 0 ELSE TRUE\n", grid,
       plain + "CONSTRAINT C\n", Outcome::EvalErrorInvariant},
      // Two errors: the first in enumeration order is the one reported.
      {"errorInInit", "",
       grid + " /\\ Assert(~(x = 100 /\\ y = 2), \"late\") /\\ Assert(~(x = 30 /\\ y = 60), \"early\")", plain,
       Outcome::EvalErrorInit},
      // Set filters over streamed sets of more than 16,384 elements (a
      // product, a record set, a function set): filtered on all workers by
      // ranges of positions, the set never built; the kept elements, and the
      // first error in order, are those one worker finds.
      {"filterOverProduct", "",
       "\\E p \\in {q \\in (0..150) \\X (0..150) : (q[1] + q[2]) % 3 = 0} : x = p[1] /\\ y = p[2]", plain,
       Outcome::Success},
      {"filterOverRecordSet", "",
       "\\E r \\in {q \\in [a : 0..150, b : 0..150] : q.a < q.b /\\ q.b < 100} : x = r.a /\\ y = r.b", plain,
       Outcome::Success},
      {"filterOverFunctionSet", "",
       "\\E f \\in {g \\in [1..3 -> 0..30] : g[1] + g[2] = g[3]} : x = f[1] /\\ y = f[2]", plain,
       Outcome::Success},
      {"errorsInFilter", "",
       "\\E p \\in {q \\in (0..150) \\X (0..150) : IF q = <<140, 3>> \\/ q = <<20, 100>> THEN 1 \\div 0 = 0 "
       "ELSE q[1] < q[2]} : x = p[1] /\\ y = p[2]",
       plain, Outcome::EvalErrorInit},
      // A violation in the second level: the first in BFS order (the
      // successor of the first initial state with y % 1000 = 999, in the
      // initial states' order) is reported.
      {"violationAfterInit", "Inv == x < 6 \\/ y % 1000 # 999\n", "x \\in 0..5 /\\ y \\in 0..9000",
       plain + "INVARIANT Inv\n", Outcome::InvariantViolated},
      // Print in Init: not split (the output keeps its order).
      {"printInInit", "", "x \\in 0..40 /\\ y \\in 0..3 /\\ PrintT(<<x, y>>)", plain, Outcome::Success},
  };
}

struct InitRun {
  checktest::CheckRun check;
  std::vector<std::string> initial;
  std::vector<std::string> printed;
};

// `listen`: with a listener for the initial states (InitialOrder).
InitRun run(const Case &c, int workers, bool listen = true) {
  InitRun r;
  InitialOrder sink;
  std::mutex printing;
  eval::RunIo io;
  io.print = [&](std::string_view line) {
    std::lock_guard lock(printing);
    r.printed.emplace_back(line);
  };
  explore::CheckOptions o;
  o.workers = workers;
  o.states = listen ? &sink : nullptr;
  o.io = &io;
  r.check = checktest::checkText({spec(c.defs, c.init)}, c.cfg, o);
  r.initial = std::move(sink.states);
  return r;
}

void expectSameRun(const InitRun &one, const InitRun &many, int workers) {
  const explore::CheckResult &a = one.check.result;
  const explore::CheckResult &b = many.check.result;
  EXPECT_EQ(b.outcome, a.outcome) << b.error.message;
  EXPECT_EQ(b.error.message, a.error.message);
  EXPECT_EQ(b.property, a.property);
  EXPECT_EQ(b.initDistinct, a.initDistinct);
  EXPECT_EQ(b.depth, a.depth);
  // A violation found in a successor stops the search while the other
  // workers may have committed units after it in BFS order: their counts
  // are included, as in TLC with several workers (see ASlowWorkerChangesNothing).
  if (workers == 1 || a.outcome != Outcome::InvariantViolated) {
    EXPECT_EQ(b.generated, a.generated);
    EXPECT_EQ(b.distinct, a.distinct);
    EXPECT_EQ(b.queueLeft, a.queueLeft);
    EXPECT_EQ(b.outDegree, a.outDegree);
  }
  EXPECT_EQ(many.initial, one.initial); // the same states, in the same order
  EXPECT_EQ(many.printed, one.printed);
  ASSERT_EQ(b.trace.size(), a.trace.size());
  for (size_t i = 0; i < a.trace.size(); ++i)
    for (size_t v = 0; v < a.trace[i].state.size(); ++v)
      EXPECT_EQ(val::toString(b.trace[i].state[v]), val::toString(a.trace[i].state[v]));
}

TEST(BfsParallel, InitHeavySpecsGiveWhatOneWorkerGives) {
  for (const Case &c : cases()) {
    SCOPED_TRACE(c.name);
    InitRun one = run(c, 1);
    ASSERT_EQ(one.check.stage, checktest::Stage::Loaded) << one.check.problem;
    const explore::CheckResult &a = one.check.result;
    ASSERT_EQ(a.outcome, c.outcome) << a.error.message;
    if (c.outcome == Outcome::Success || c.outcome == Outcome::InitInvariantViolated) {
      EXPECT_GT(a.generated, 40u);
      EXPECT_GT(a.initDistinct, 40u);
    }
    if (c.outcome == Outcome::InitInvariantViolated || c.outcome == Outcome::EvalErrorInvariant) {
      EXPECT_EQ(a.trace.size(), 1u);
    }
    if (c.outcome == Outcome::InvariantViolated) {
      EXPECT_EQ(a.trace.size(), 2u);
    }
    {
      SCOPED_TRACE("without a listener");
      InitRun unlistened = run(c, 1, false);
      unlistened.initial = one.initial;
      expectSameRun(one, unlistened, 1);
    }
    for (int workers : {2, 3, 8}) {
      SCOPED_TRACE("workers " + std::to_string(workers));
      expectSameRun(one, run(c, workers), workers);
      // Without the listener: the first level's units made on all workers.
      SCOPED_TRACE("without a listener");
      InitRun quiet = run(c, workers, false);
      quiet.initial = one.initial;
      expectSameRun(one, quiet, workers);
    }
  }
}

} // namespace
} // namespace tlacore
