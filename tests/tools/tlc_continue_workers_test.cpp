// `tlacore tlc -continue` with several workers prints what one worker
// prints: the same violations, in the same order, with the same traces
// (intermediate states and actions included) and counts. TLC with several
// workers is not deterministic here; tlacore is: a state that two units of
// one BFS level both reach belongs to the first step in BFS order
// (explore::LevelClaims), whichever worker inserted it first. Specs with
// several violations per level and states most of which several states of
// their level reach; each run several times, as a race can go either way.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// The output without the lines that depend on the time or the number of
// workers (the banner, progress, finish, the initial states' time).
std::string comparable(const std::string &out) {
  std::string kept;
  size_t pos = 0;
  while (pos < out.size()) {
    size_t nl = out.find('\n', pos);
    std::string line = out.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos + 1);
    pos = nl == std::string::npos ? out.size() : nl + 1;
    for (const char *timed : {"Running ", "Starting...", "Finished in", "Progress(", "Finished computing initial"})
      if (line.rfind(timed, 0) == 0)
        line.clear();
    kept += line;
  }
  return kept;
}

struct Spec {
  std::string name;
  std::vector<std::pair<std::string, std::string>> files;
};

std::vector<Spec> specs() {
  return {
      // A grid: every state but the edges is reached from two states of its
      // level, often in two units.
      {"Grid",
       {{"Grid.tla", "---- MODULE Grid ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                     "Next == (x < 40 /\\ x' = x + 1 /\\ UNCHANGED y) \\/ (y < 40 /\\ y' = y + 1 /\\ UNCHANGED x)\n"
                     "Inv == (x + y) % 7 # 5\n====\n"},
        {"Grid.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}}},
      // Four counters modulo 7 (each state reached from up to four of its
      // level), an invariant and an action property that is violated on
      // steps to old states too, several initial states.
      {"Wheels",
       {{"Wheels.tla", "---- MODULE Wheels ----\nEXTENDS Naturals\nVARIABLE a\n"
                       "Init == a \\in {<<0, 0, 0, 0>>, <<1, 0, 0, 0>>, <<0, 2, 0, 0>>}\n"
                       "Turn(i) == a' = [a EXCEPT ![i] = (@ + 1) % 7]\n"
                       "Next == \\E i \\in 1..4 : Turn(i)\n"
                       "Inv == a[1] + a[2] + a[3] + a[4] # 9\n"
                       "Up == [][a'[1] >= a[1]]_a\n====\n"},
        {"Wheels.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Up\n"}}},
      // Many initial states, two actions that meet: x * 3 and x + 7 modulo
      // 211, with a level counter kept small by a constraint.
      {"Mix",
       {{"Mix.tla", "---- MODULE Mix ----\nEXTENDS Naturals\nVARIABLES x, n\nInit == x \\in 0..60 /\\ n = 0\n"
                    "Times == x' = (x * 3) % 211 /\\ n' = n + 1\nPlus == x' = (x + 7) % 211 /\\ n' = n + 1\n"
                    "Next == Times \\/ Plus\nInv == x % 13 # 4\nSmall == n < 6\n====\n"},
        {"Mix.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Small\n"}}},
  };
}

TEST(TlcContinueWorkers, SameOutputAsOneWorker) {
  for (const Spec &spec : specs()) {
    SCOPED_TRACE(spec.name);
    SpecDir dir(spec.files);
    std::string args = "-deadlock -continue " + spec.name + ".tla";
    clirun::Result one = dir.run("tlc -workers 1 " + args);
    ASSERT_EQ(one.rc, 0) << one.out.substr(0, 3000);
    std::string want = comparable(one.out);
    ASSERT_NE(want.find("Error: Invariant Inv is violated.\n"), std::string::npos) << want.substr(0, 3000);
    for (int workers : {2, 4})
      for (int run = 0; run < 3; ++run) {
        SCOPED_TRACE(workers);
        clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " " + args);
        EXPECT_EQ(r.rc, 0);
        std::string got = comparable(r.out);
        if (got == want)
          continue;
        size_t at = 0;
        while (at < got.size() && at < want.size() && got[at] == want[at])
          ++at;
        size_t from = want.rfind("Error:", at);
        from = from == std::string::npos ? 0 : from;
        ADD_FAILURE() << "first difference at byte " << at << "\n--- one worker:\n"
                      << want.substr(from, at - from + 300) << "\n--- " << workers << " workers:\n"
                      << got.substr(from, at - from + 300);
        break;
      }
  }
}

} // namespace
