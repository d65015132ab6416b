// A specification with no next-state action to take (SPECIFICATION naming a
// state predicate, INIT without NEXT, or a next-state relation that splits
// into no action, \E i \in {} : A(i)) in every search mode: TLC's Tool has
// no actions, so every initial state deadlocks (exit 11) unless deadlock
// checking is off (exit 0), in BFS with one or two workers, -dfid and
// -simulate (SimulationWorker draws an action index from no actions and
// finds no successor).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

const char *const Module = "---- MODULE M ----\n"
                           "EXTENDS Naturals\n"
                           "VARIABLE x\n"
                           "Init == x \\in 0..2\n"
                           "Empty == \\E i \\in {} : x' = i\n"
                           "EmptySpec == Init /\\ [][Empty]_x\n"
                           "====\n";

struct Spec {
  const char *name;
  const char *cfg;
};

struct Mode {
  const char *name;
  const char *args;
};

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

TEST(TlcNoSuccessorAction, DeadlocksInEveryModeUnlessDeadlockIsOff) {
  const std::vector<Spec> specs = {
      {"SPECIFICATION of a state predicate", "SPECIFICATION Init\n"},
      {"INIT without NEXT", "INIT Init\n"},
      {"a next-state relation with no action", "SPECIFICATION EmptySpec\n"},
  };
  const std::vector<Mode> modes = {
      {"bfs", "-workers 1"},
      {"bfs, 2 workers", "-workers 2"},
      {"dfid", "-workers 1 -dfid 3"},
      {"simulate", "-workers 1 -simulate num=3 -seed 1"},
  };
  for (const Spec &s : specs) {
    clirun::SpecDir dir({{"M.tla", Module}, {"M.cfg", s.cfg}});
    for (const Mode &m : modes) {
      clirun::Result on = dir.run(std::string("tlc ") + m.args + " M.tla");
      EXPECT_EQ(on.rc, 11) << s.name << ", " << m.name << "\n" << on.out;
      EXPECT_TRUE(has(on.out, "Error: Deadlock reached.")) << s.name << ", " << m.name << "\n" << on.out;
      clirun::Result off = dir.run(std::string("tlc ") + m.args + " -deadlock M.tla");
      EXPECT_EQ(off.rc, 0) << s.name << ", " << m.name << " -deadlock\n" << off.out;
      EXPECT_FALSE(has(off.out, "Error:")) << s.name << ", " << m.name << " -deadlock\n" << off.out;
    }
    // The BFS summary: the initial states are all there is.
    clirun::Result bfs = dir.run("tlc -workers 1 -deadlock M.tla");
    EXPECT_TRUE(has(bfs.out, "3 states generated, 3 distinct states found, 0 states left on queue."))
        << s.name << "\n" << bfs.out;
  }
}

} // namespace
