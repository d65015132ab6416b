// Simulation mode: TLC's random generator, TLC's split of Next into
// actions, deterministic behaviours, violations that replay, coverage.
#include <gtest/gtest.h>

#include <memory>

#include "check_test_helpers.h"
#include "eval/enumerator.h"
#include "explore/simulate.h"
#include "explore/tlc_actions.h"

namespace tlacore {
namespace {

using explore::SimOutcome;

// A spec loaded through the engine: its model and TLC's actions.
struct Loaded {
  checktest::LoadedSpec spec;
  const model::SpecModel *model = nullptr;
  const explore::ActionTable *actions = nullptr;
  std::string problem;
};

std::unique_ptr<Loaded> load(const std::string &text, const std::string &cfg) {
  auto l = std::make_unique<Loaded>();
  checktest::TempDir dir;
  std::string name = checktest::moduleName(text);
  std::string tla = dir.write(name + ".tla", text);
  std::string cfgPath = dir.write(name + ".cfg", cfg);
  l->spec = checktest::loadFiles(tla, cfgPath);
  l->problem = l->spec.problem;
  l->model = l->spec.model;
  if (l->model)
    l->actions = &l->spec.handle->actions();
  return l;
}

explore::SimResult simulate(const Loaded &l, int64_t traces, int64_t depth, int64_t seed, int workers = 1,
                            bool deadlock = true) {
  explore::SimOptions o;
  o.traces = traces;
  o.depth = depth;
  o.seed = seed;
  o.workers = workers;
  o.checkDeadlock = deadlock && l.model->checkDeadlock;
  return explore::runSimulation(*l.model, *l.actions, o);
}

// Whether every step of `trace` is a step of one of the actions.
bool replays(const Loaded &l, const std::vector<explore::SimStep> &trace) {
  eval::Evaluator ev(*l.model);
  eval::installEnabledHook(ev, l.model->variables.size());
  eval::Enumerator en(ev, l.model->variables.size());
  for (size_t i = 1; i < trace.size(); ++i) {
    const explore::TlcAction &a = l.actions->next()[static_cast<size_t>(trace[i].action)];
    bool found = false;
    en.actionSuccessors(trace[i - 1].state.data(), a.expr, a.env, a.inst,
                        [&](const std::vector<val::Value> &s, const eval::ActionLabel &) {
                          found = found || s == trace[i].state;
                        });
    if (!found)
      return false;
  }
  return true;
}

const char *kCounter = R"(---- MODULE Counter ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
IncX(d) == x' = x + d /\ UNCHANGED y
IncY == y' = (y + 1) % 3 /\ UNCHANGED x
Next == \/ \E d \in {1, 2} : IncX(d)
        \/ IncY
        \/ UNCHANGED <<x, y>>
Small == x < 7
====
)";

TEST(JavaRandom, MatchesJavaUtilRandom) {
  // Values of java.util.Random with these seeds.
  explore::JavaRandom a(42);
  EXPECT_EQ(a.next(32), -1170105035);
  explore::JavaRandom b(1);
  EXPECT_EQ(b.next(32), -1155869325);
  explore::JavaRandom c(42);
  EXPECT_DOUBLE_EQ(c.nextDouble(), 0.7275636800328681);
  explore::JavaRandom d(1);
  EXPECT_EQ(d.nextLong(), -4964420948893066024LL);
}

TEST(JavaRandom, PrimesAreTlcs) {
  explore::JavaRandom r(7);
  for (int i = 0; i < 100; ++i) {
    int32_t p = r.nextPrime();
    EXPECT_GE(p, 1277011);
    EXPECT_LE(p, 1295953);
  }
}

TEST(TlcActions, SplitsAsTlc) {
  auto l = load(kCounter, "INIT Init\nNEXT Next\n");
  ASSERT_TRUE(l->model) << l->problem;
  const auto &acts = l->actions->next();
  ASSERT_EQ(acts.size(), 4u);
  EXPECT_EQ(acts[0].name->name, "IncX");
  ASSERT_EQ(acts[0].args.size(), 1u);
  EXPECT_EQ(acts[0].args[0], val::Value::integer(1));
  EXPECT_EQ(acts[1].args[0], val::Value::integer(2));
  EXPECT_TRUE(acts[0].wholeBody);
  EXPECT_EQ(acts[0].row, acts[1].row); // IncX(1) and IncX(2) share a coverage row
  EXPECT_EQ(acts[2].name->name, "IncY");
  EXPECT_EQ(acts[3].name->name, "Next");
  EXPECT_FALSE(acts[3].wholeBody); // UNCHANGED <<x, y>>: a part of Next's body
  EXPECT_EQ(l->actions->rows().size(), 3u);
  ASSERT_EQ(l->actions->init().size(), 1u);
  EXPECT_EQ(l->actions->init()[0].name->name, "Init");
}

TEST(TlcActions, ExistsOverVariablesIsOneAction) {
  const char *spec = R"(---- MODULE Msgs ----
EXTENDS Naturals
VARIABLES msgs
Init == msgs = {1, 2}
Recv(m) == msgs' = msgs \ {m}
Next == \E m \in msgs : Recv(m)
====
)";
  auto l = load(spec, "INIT Init\nNEXT Next\n");
  ASSERT_TRUE(l->model) << l->problem;
  ASSERT_EQ(l->actions->next().size(), 1u);
  EXPECT_EQ(l->actions->next()[0].name->name, "Next");
}

TEST(Simulate, SameSeedSameBehaviours) {
  auto l = load(kCounter, "INIT Init\nNEXT Next\nINVARIANT Small\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult a = simulate(*l, 20, 30, 5);
  explore::SimResult b = simulate(*l, 20, 30, 5);
  EXPECT_EQ(a.outcome, b.outcome);
  EXPECT_EQ(a.generated, b.generated);
  ASSERT_EQ(a.trace.size(), b.trace.size());
  for (size_t i = 0; i < a.trace.size(); ++i)
    EXPECT_EQ(a.trace[i].state, b.trace[i].state);
  EXPECT_EQ(a.coverage.generated, b.coverage.generated);
}

TEST(Simulate, InvariantViolationReplays) {
  auto l = load(kCounter, "INIT Init\nNEXT Next\nINVARIANT Small\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult r = simulate(*l, 100, 50, 1);
  ASSERT_EQ(r.outcome, SimOutcome::InvariantViolated);
  EXPECT_EQ(r.property, "Small");
  ASSERT_GE(r.trace.size(), 2u);
  EXPECT_GE(r.trace.back().state[0].asInt(), 7);
  EXPECT_TRUE(replays(*l, r.trace));
  // Stuttering steps are dropped from the trace; states keep their levels.
  for (size_t i = 1; i < r.trace.size(); ++i) {
    EXPECT_NE(r.trace[i].state, r.trace[i - 1].state);
    EXPECT_GT(r.trace[i].level, r.trace[i - 1].level);
  }
}

TEST(Simulate, WorkersAreDeterministic) {
  auto l = load(kCounter, "INIT Init\nNEXT Next\nINVARIANT Small\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult a = simulate(*l, 50, 40, 3, 3);
  explore::SimResult b = simulate(*l, 50, 40, 3, 3);
  ASSERT_EQ(a.outcome, SimOutcome::InvariantViolated);
  ASSERT_EQ(a.trace.size(), b.trace.size());
  for (size_t i = 0; i < a.trace.size(); ++i)
    EXPECT_EQ(a.trace[i].state, b.trace[i].state);
  EXPECT_TRUE(replays(*l, a.trace));
}

TEST(Simulate, CoverageCountsEveryGeneratedState) {
  auto l = load(kCounter, "INIT Init\nNEXT Next\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult r = simulate(*l, 10, 20, 9);
  ASSERT_EQ(r.outcome, SimOutcome::Success);
  uint64_t sum = 0;
  for (size_t i = 0; i < r.coverage.generated.size(); ++i) {
    sum += r.coverage.generated[i];
    EXPECT_LE(r.coverage.distinct[i], r.coverage.generated[i]);
  }
  EXPECT_EQ(sum + r.initStates, r.generated);
  EXPECT_EQ(r.traces, 10u);
  // Every action here has exactly one successor: one state per step.
  EXPECT_EQ(r.generated, 1u + 10u * 20u);
}

TEST(Simulate, DeadlockAndDashDeadlock) {
  const char *spec = R"(---- MODULE Stop ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
====
)";
  auto l = load(spec, "INIT Init\nNEXT Next\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult r = simulate(*l, 5, 10, 1);
  ASSERT_EQ(r.outcome, SimOutcome::Deadlock);
  ASSERT_EQ(r.trace.size(), 4u);
  EXPECT_EQ(r.trace.back().state[0], val::Value::integer(3));
  explore::SimResult ok = simulate(*l, 5, 10, 1, 1, false);
  EXPECT_EQ(ok.outcome, SimOutcome::Success);
  EXPECT_EQ(ok.generated, 1u + 5u * 3u);
}

TEST(Simulate, TemporalPropertyOnStutteringEnd) {
  const char *spec = R"(---- MODULE Live ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Reach5 == <>(x = 5)
Reach2 == <>(x = 2)
====
)";
  auto bad = load(spec, "SPECIFICATION Spec\nPROPERTY Reach5\n");
  ASSERT_TRUE(bad->model) << bad->problem;
  explore::SimResult r = simulate(*bad, 3, 10, 1, 1, false);
  EXPECT_EQ(r.outcome, SimOutcome::LivenessViolated);
  EXPECT_TRUE(r.stutteringTail);
  // Reaching x = 2 does not satisfy <>(x = 2) without fairness: TLC's
  // behaviour graph of the trace (LiveCheck1.constructBEGraph) lets every
  // state stutter, and stuttering in x = 0 forever never reaches it.
  auto reached = load(spec, "SPECIFICATION Spec\nPROPERTY Reach2\n");
  ASSERT_TRUE(reached->model) << reached->problem;
  explore::SimResult early = simulate(*reached, 3, 10, 1, 1, false);
  EXPECT_EQ(early.outcome, SimOutcome::LivenessViolated);
  EXPECT_TRUE(early.stutteringTail);
}

TEST(Simulate, WeakFairnessExcusesNothingEnabled) {
  const char *spec = R"(---- MODULE Fair ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Reach2 == <>(x = 2)
====
)";
  auto l = load(spec, "SPECIFICATION Spec\nPROPERTY Reach2\n");
  ASSERT_TRUE(l->model) << l->problem;
  // Behaviours cut at depth 1 stop where Next is still enabled: WF_x(Next)
  // does not hold on them, so they are no counterexample.
  EXPECT_EQ(simulate(*l, 3, 1, 1, 1, false).outcome, SimOutcome::Success);
}

TEST(Simulate, TlcGetConfigAndExit) {
  const char *spec = R"(---- MODULE Cfg ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ TLCGet("config").mode = "simulate"
        /\ x' = x + 1
        /\ IF x = 3 THEN TLCSet("exit", TRUE) ELSE TRUE
====
)";
  auto l = load(spec, "INIT Init\nNEXT Next\n");
  ASSERT_TRUE(l->model) << l->problem;
  explore::SimResult r = simulate(*l, 10, 100, 1);
  EXPECT_EQ(r.outcome, SimOutcome::Success);
  EXPECT_TRUE(r.exitRequested);
  EXPECT_LT(r.generated, 10u);
}

} // namespace
} // namespace tlacore
