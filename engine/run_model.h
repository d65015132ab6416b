// The model a run checks, made at the run's start under its halt flag (its
// stop token and budgets end a long evaluation), in TLC's order: the
// start-up constant definitions evaluated once (SpecProcessor.
// processConstantDefns: what they print comes first, their draws and
// registers are the run's), then processConfig on a copy of the loaded
// model (the cfg names TLC reads as values settled, config_constant_names.h;
// the SPECIFICATION and PROPERTY parts reached through bindings split,
// spec_bindings.h), then Tool's split of Next into actions (\E domains and
// arguments evaluated) and TLCGet("spec"). The search takes up the start-up
// values (eval::Evaluator::Startup) instead of evaluating them again.
#pragma once

#include <memory>
#include <optional>

#include "config_constant_names.h"
#include "eval/evaluator.h"
#include "explore/run_control.h"
#include "explore/tlc_actions.h"
#include "model_loader.h"

namespace tlacore::engine {

struct RunModel {
  std::unique_ptr<model::SpecModel> model;
  std::unique_ptr<explore::ActionTable> actions;
  // The start-up constants' values and what their evaluation and the split
  // left of RandomElement's generator and TLC's registers.
  std::optional<eval::Evaluator::Startup> startup;
  // TLC's refusal of the cfg (processConfig's Assert.fail): the actions are then none.
  std::optional<ConfigNameRefusal> error;
  bool stopped = false;     // the halt flag ended an evaluation: the actions are none
  bool outOfMemory = false; // an allocation failed (reported as in the search)
  model::SpecModel none;    // what `actions` splits when the run ends before its search
};

// `seed`: RandomElement's (TLC's RandomEnumerableValues seed for the run);
// `io`: where the start-up constants (and the split) print.
std::unique_ptr<RunModel> prepareRunModel(const Model &model, int64_t seed, const eval::RunIo &io,
                                          const explore::RunControl &control);

} // namespace tlacore::engine
