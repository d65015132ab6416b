// The checking engine as a library: load a model (model_loader.h), run it
// in a mode with per-run options, budgets, output and environment
// (run_options.h), and get the result as data (run_result.h); renderers
// give TLC's text (written to the run's output as it goes) and JSON
// (report_json.h). Any number of runs may go on at once in one process,
// on one Model or many.
#pragma once

#include <string>

#include "model_loader.h"
#include "run_options.h"
#include "run_result.h"

namespace tlacore::engine {

// Checks a loaded model (its load status must be Ok).
RunResult run(const Model &model, const RunOptions &options);

// The whole of what `tlc` does for one spec: TLC's banner, loading with
// SANY's report, cfg errors in TLC's words, then the run; everything
// written to request.run.output in request.run.format.
struct CheckRequest {
  SpecSource spec;
  ConfigSource config;
  LoadOptions load;
  RunOptions run;
  bool banner = true;     // TLC's version and mode lines
  bool sanyReport = true; // SANY's lines ("Parsing file ...")
};
struct CheckOutcome {
  LoadResult load;  // the model, or why it could not be loaded
  RunResult result; // its exitCode is TLC's for the whole check (150/151 when loading failed)
};
CheckOutcome check(const CheckRequest &request);

// TLC's first lines: its version and the mode, seed and workers of a run.
void printBanner(const RunOptions &options, OutputSink &out);

} // namespace tlacore::engine
