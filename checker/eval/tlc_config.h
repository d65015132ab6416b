// TLCGet("config"): the record TLC reports about the run it is in, as its
// model checker (mode "bfs", also under -dfid) and its simulator ("simulate",
// or "generate" under -generate) build it (AbstractChecker/Simulator
// createConfig in tlaplus/tlaplus). ASSUMEs, constant definitions, Init,
// Next, invariants and the POSTCONDITION all see the same record.
#pragma once

#include <cstdint>
#include <string>

#include "value/string_table.h"
#include "value/value.h"

namespace tlacore::eval {

struct TlcRunConfig {
  enum class Mode { Bfs, Dfid, Simulate, Generate };
  Mode mode = Mode::Bfs;
  bool deadlock = true; // deadlock is checked (the cfg's CHECK_DEADLOCK and no -deadlock)
  int workers = 1;
  int64_t seed = 0;     // the seed the run prints
  int fpIndex = 0;      // TLC's -fp: the irreducible polynomial fingerprints use
  int64_t depth = 100;  // simulation: the behaviours' length bound
  int64_t traces = -1;  // simulation: behaviours per worker (num=N); -1 unbounded
  std::string install;  // where the checker is installed (TLC: tla2tools.jar's folder)
};

val::Value tlcConfigRecord(const TlcRunConfig &c, val::StringTable &strings);

} // namespace tlacore::eval
