// Liveness checking gives the same result on 1, 2 and 8 workers (the
// product searches run as oneTBB tasks on the run's workers): verdict,
// violated property, lasso, counts, exit code and TLC's whole text, for
// fair and unfair specs, holding and violated properties, several
// properties at once, a spec with many components and one with many
// branches, with the periodic liveness checks and with -lncheck final.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "engine.h"

namespace tlacore::engine {
namespace {

// N + 1 rings of three states (x fixed, y spinning); Move goes to the next ring.
const char *kRings = R"(---- MODULE Rings ----
EXTENDS Naturals
CONSTANT N
VARIABLES x, y
vars == <<x, y>>
Init == x \in 0..N /\ y = 0
Spin == y' = (y + 1) % 3 /\ x' = x
Move == x < N /\ x' = x + 1 /\ y' = 0
Next == Spin \/ Move
Fair == Init /\ [][Next]_vars /\ WF_vars(Spin) /\ WF_vars(Move)
Unfair == Init /\ [][Next]_vars /\ WF_vars(Spin)
Stutters == Init /\ [][Next]_vars
StrongMove == Init /\ [][Next]_vars /\ WF_vars(Spin) /\ SF_vars(Move /\ y = 2)
PerRing == Init /\ [][Next]_vars /\ WF_vars(Spin) /\ \A k \in 0..N : WF_vars(Move /\ x = k)
SpinsForever == []<>(y = 0)
Arrives == <>[](x = N)
Climbs == \A k \in 0..N : (x = k) ~> (x > k \/ x = N)
Visits == <>(x = N /\ y = 2)
NeverTop == [](x < N)
====
)";

// What a run printed, without its clock readings and rates. The outdegree
// line is left out: its percentile depends on the workers' interleaving
// (the BFS's, before liveness; TLC's too).
std::string masked(const std::string &text) {
  static const std::regex date(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)");
  static const std::regex finished(R"(Finished in [0-9]+(ms|s))");
  static const std::regex outdegree(R"(The average outdegree[^\n]*\n)");
  return std::regex_replace(std::regex_replace(std::regex_replace(text, date, "DATE"), finished, "Finished in T"),
                            outdegree, "");
}

struct Observed {
  RunResult result;
  std::string text;
};

Observed checkRings(const std::string &cfg, int workers, bool finalOnly) {
  LoadResult load = loadModel({"Rings.tla", std::string(kRings)}, {"Rings.cfg", cfg, {}});
  EXPECT_EQ(load.status, LoadStatus::Ok) << load.configErrorText();
  Observed out;
  if (load.status != LoadStatus::Ok)
    return out;
  StringSink sink;
  RunOptions o;
  o.workers = workers;
  o.livenessFinalOnly = finalOnly;
  o.output = &sink;
  out.result = run(*load.model, o);
  out.text = masked(sink.text());
  return out;
}

// TLC names each instance of a PROPERTY's \A x \in S : P by P's location.
const char *kClimbsBody = "line 17, col 27 to line 17, col 53 of module Rings";

TEST(LivenessWorkers, SameResultOnOneTwoAndEightWorkers) {
  struct Case {
    std::string n, spec, properties;
    int exitCode;       // on every number of workers
    std::string violated; // the property part named (violations only): a split \A's instance by its body's location, as processConfigProps names it
  };
  const std::vector<Case> cases = {
      {"30", "Fair", "SpinsForever Arrives Climbs Visits", 0, ""},
      {"30", "Unfair", "SpinsForever Arrives", 13, "Arrives"},
      {"30", "Unfair", "SpinsForever Climbs", 13, kClimbsBody},
      {"30", "Unfair", "SpinsForever", 0, ""},
      {"30", "Stutters", "Visits SpinsForever", 13, "Visits"},
      {"30", "Unfair", "Climbs Visits", 13, kClimbsBody},
      {"30", "StrongMove", "Arrives Climbs Visits", 0, ""},
      {"30", "Fair", "NeverTop SpinsForever", 12, "NeverTop"},
      {"4", "PerRing", "Arrives Climbs SpinsForever", 0, ""},
      {"4", "PerRing", "Visits NeverTop", 12, "NeverTop"},
  };
  for (const Case &c : cases) {
    std::string cfg = "CONSTANT N = " + c.n + "\nSPECIFICATION " + c.spec + "\nPROPERTY " + c.properties + "\n";
    for (bool finalOnly : {false, true}) {
      std::string name = c.spec + " |= " + c.properties + (finalOnly ? " (final)" : " (periodic)");
      Observed one = checkRings(cfg, 1, finalOnly);
      EXPECT_EQ(one.result.exitCode, c.exitCode) << name << "\n" << one.text;
      EXPECT_EQ(one.result.property, c.violated) << name << "\n" << one.text;
      for (int workers : {2, 8}) {
        Observed many = checkRings(cfg, workers, finalOnly);
        EXPECT_EQ(many.result.exitCode, one.result.exitCode) << name << " workers " << workers;
        EXPECT_EQ(many.result.property, one.result.property) << name << " workers " << workers;
        EXPECT_EQ(many.result.distinct, one.result.distinct) << name << " workers " << workers;
        EXPECT_EQ(many.result.generated, one.result.generated) << name << " workers " << workers;
        EXPECT_EQ(many.result.trace.size(), one.result.trace.size()) << name << " workers " << workers;
        EXPECT_EQ(many.text, one.text) << name << " workers " << workers;
      }
    }
  }
}

} // namespace
} // namespace tlacore::engine
