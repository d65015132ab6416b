// prepareRunModel (run_model.h).
#include "run_model.h"

#include "eval/enumerator.h"
#include "spec_bindings.h"
#include "tlc_text.h"
#include "value/interrupt.h"

namespace tlacore::engine {

std::unique_ptr<RunModel> prepareRunModel(const Model &model, int64_t seed, const eval::RunIo &io,
                                          const explore::RunControl &control) {
  auto out = std::make_unique<RunModel>();
  out->model = std::make_unique<model::SpecModel>(model.loadedSpec());
  // One evaluator, as TLC's main thread: the constants' values stay in it
  // for the cfg names and the split, and RandomElement draws from one
  // generator, the constants first (TLC.process: RandomEnumerableValues.setSeed
  // before the Tool is made).
  eval::Evaluator ev(*out->model);
  ev.setIo(&io);
  ev.setRandomSeed(seed);
  eval::installEnabledHook(ev, out->model->variables.size());
  try {
    val::InterruptScope interruptible(&control.halt); // a stop ends a long evaluation
    // SpecProcessor.processConstantDefns: every constant definition; those
    // that print, draw or set registers are evaluated here, once, used or not.
    eval::Evaluator::ConstantValues constants = ev.evalStartupConstants();
    // SpecProcessor.processConfig, then Tool's getActions.
    const bool values = namesValues(*out->model, model.config());
    if (values) // processConfigInvariants, then the SPECIFICATION or INIT and NEXT
      out->error = settleBehaviorNames(*out->model, ev, model.config());
    if (!out->error) {
      if (std::optional<model::ConfigError> bad = splitThroughBindings(*out->model, ev, model.locator())) {
        model::ConfigError e = *bad;
        e.message = configErrorText(*bad, model.locator());
        out->error = ConfigNameRefusal{e, e.tlcCode};
      } else if (values) {
        out->error = settleConstantNames(*out->model, ev, model.config());
      }
    }
    if (!out->error) {
      out->actions = std::make_unique<explore::ActionTable>(*out->model, ev);
      out->startup = ev.startup(std::move(constants));
    }
  } catch (const val::Interrupted &) {
    out->stopped = true;
    out->actions.reset();
  } catch (const std::bad_alloc &) {
    out->outOfMemory = true;
    out->actions.reset();
  }
  if (!out->actions) {
    out->actions = std::make_unique<explore::ActionTable>(out->none, ev);
    return out;
  }
  // TLCGet("spec") lists the actions, and the invariants and implied inits left.
  out->model->tlcSpec =
      std::make_shared<const val::Value>(tlcSpecRecord(model.locator(), *out->model, *out->actions));
  return out;
}

} // namespace tlacore::engine
