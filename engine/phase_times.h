// PhaseTimes: where the wall time of one check went, phase by phase:
// reading, parsing and analysing the modules (each module too), the cfg,
// building the model, the search, and printing.
#pragma once

#include <string>
#include <vector>

#include "module_set.h"

namespace tlacore::engine {

struct PhaseTimes {
  double read = 0;     // reading module files
  double parse = 0;    // parsing modules (standard ones included)
  double semantic = 0; // analysing them (a shared standard module: only the first time in the process)
  double config = 0;   // reading and parsing the cfg
  double build = 0;    // the SpecModel (constants, definitions, checks) and TLC's actions
  double check = 0;    // the run: initial states, search, liveness, its text output
  double initial = 0;  // of `check`: generating and checking the initial states (BFS)
  double liveness = 0; // of `check`: liveness checking (behaviour graph and product search), periodic checks included
  double livenessSearch = 0; // of `liveness`: building and searching the products (tableau x graph, SCCs)
  double print = 0;    // SANY's report and rendering the result (JSON)
  double total = 0;    // the whole check, load to result
  std::vector<sem::ModuleTime> modules; // per module, in the order they were read
  double load() const { return read + parse + semantic + config + build; }
};

// The phases as a JSON object: seconds per phase, then "modules".
std::string renderPhasesJson(const PhaseTimes &p);

} // namespace tlacore::engine
